import { z } from 'zod';

// zod probes `new Function('')` to decide whether to compile its parsers. Under our strict CSP
// (no 'unsafe-eval') the probe fails harmlessly but the browser still reports a
// securitypolicyviolation on every page; jitless skips the probe (docs/security.md).
z.config({ jitless: true });
