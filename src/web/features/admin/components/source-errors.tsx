import { Alert } from '../../../components/ui/alert.tsx';
import { ADMIN_TEXTS } from '../admin-texts.ts';

/**
 * Spec section 8: when a page gathers several sources, one failing shows 'Some data failed to
 * load. Check errors below.' at the top; each failed source says what failed where it would be.
 */
export function SomeDataFailed({ sources }: { sources: readonly { isError: boolean }[] }) {
  if (!sources.some((source) => source.isError)) return null;
  return <Alert className="mb-5">{ADMIN_TEXTS.someDataFailed}</Alert>;
}
