import type { ApplicationStatus } from '../../../shared/schemas/applications.ts';
import { Badge } from '../ui/badge.tsx';

const tones = { Pending: 'warning', Accepted: 'success', Rejected: 'danger' } as const;

/** An application's status (spec section 4); 'Pending' when the server sent none. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus | null }) {
  const shown = status ?? 'Pending';
  return (
    <Badge tone={tones[shown]}>
      <span className="sr-only">Status: </span>
      {shown}
    </Badge>
  );
}
