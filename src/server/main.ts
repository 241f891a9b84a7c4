import { loadConfig } from './config.ts';
import { failStart, startServer } from './server.ts';

try {
  await startServer(loadConfig());
} catch (error) {
  failStart(error);
}
