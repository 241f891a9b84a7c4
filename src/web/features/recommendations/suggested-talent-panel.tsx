import { Check, Send, UserRoundSearch } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../shared/messages.ts';
import type { TalentSuggestion } from '../../../shared/schemas/recommendations.ts';
import { Alert, RetryAlert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { errorMessage } from '../../lib/api.ts';
import { salaryPerHr } from '../../lib/job-text.ts';
import { useInviteSuggested } from './invite-suggested.ts';
import { MatchReasons } from './match-reasons.tsx';
import { useSuggestedTalent } from './queries.ts';

type Invite = ReturnType<typeof useInviteSuggested>;

function Person({
  person,
  jobTitle,
  invite,
}: {
  person: TalentSuggestion;
  jobTitle: string;
  invite: Invite;
}) {
  const isSending = invite.isPending && invite.variables === person.id;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-neutral-900">
          <Link to={`/users/${person.id}`} className="hover:text-brand-700 hover:underline">
            {person.username}
          </Link>
        </p>
        <p className="text-sm break-words text-neutral-600">
          {[person.headline, person.hourly_rate === null ? null : salaryPerHr(person.hourly_rate)]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <MatchReasons score={person.score} reasons={person.reasons} />
      </div>
      <div className="shrink-0">
        {person.invited ? (
          <Badge tone="success" className="gap-1">
            <Check aria-hidden="true" className="size-3.5" />
            Invited
          </Badge>
        ) : (
          <Button
            size="sm"
            variant="primary"
            disabled={invite.isPending}
            aria-label={`Invite ${person.username} to apply to ${jobTitle}`}
            onClick={() => invite.mutate(person.id)}
          >
            <Send aria-hidden="true" className="size-4" />
            {isSending ? 'Inviting…' : 'Invite'}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * "Suggested talent" of one open post on My Job Posts (docs/decisions/054): people who fit, why,
 * and a one-click invitation to apply with the standard message (docs/decisions/034).
 */
export function SuggestedTalentPanel({ postId, jobTitle }: { postId: number; jobTitle: string }) {
  const talent = useSuggestedTalent(postId);
  const invite = useInviteSuggested(postId);
  if (talent.isError && !talent.isFetching) {
    return (
      <RetryAlert onRetry={() => void talent.refetch()}>
        {errorMessage(talent.error, MESSAGES.suggestedTalentLoadFailed)}
      </RetryAlert>
    );
  }
  if (!talent.data) {
    return (
      <div aria-busy="true" className="space-y-3 py-2">
        <span className="sr-only">Loading suggested talent</span>
        <Skeleton className="block h-5 w-1/3" />
        <Skeleton className="block h-4 w-2/3" />
        <Skeleton className="block h-5 w-1/4" />
      </div>
    );
  }
  if (talent.data.data.length === 0) {
    return (
      <p className="flex items-start gap-2 rounded-lg border border-dashed border-neutral-300 px-4 py-5 text-sm text-neutral-600">
        <UserRoundSearch aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {MESSAGES.suggestedTalentEmpty}
      </p>
    );
  }
  return (
    <>
      {invite.isError ? (
        <Alert className="mb-2">
          {errorMessage(invite.error, MESSAGES.suggestedTalentInviteFailed)}
        </Alert>
      ) : null}
      <ul className="divide-y divide-neutral-200">
        {talent.data.data.map((person) => (
          <Person key={person.id} person={person} jobTitle={jobTitle} invite={invite} />
        ))}
      </ul>
    </>
  );
}
