/**
 * The form of "Get alerts for this search" (docs/decisions/053): its own chunk, loaded when the
 * dialog opens, so Find Jobs does not build the saved-search schemas it validates with.
 */
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { FindJobFilters } from '../../../../shared/find-job-params.ts';
import { MESSAGES } from '../../../../shared/messages.ts';
import {
  ALERT_FREQUENCIES,
  type AlertFrequency,
  SAVED_SEARCH_NAME_MAX,
} from '../../../../shared/schemas/saved-searches.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useSessionState } from '../../../lib/session.ts';
import {
  FREQUENCY_LABELS,
  savedQueryOf,
  useCreateSavedSearch,
  useVisitorAlert,
} from '../queries.ts';

/** A name for a search: its keyword and place, or "All jobs". */
function suggestedName(filters: FindJobFilters): string {
  const parts = [filters.title, filters.location].map((p) => p.trim()).filter(Boolean);
  return (parts.length > 0 ? parts.join(' in ') : 'All jobs').slice(0, SAVED_SEARCH_NAME_MAX);
}

/** The field a refusal names (`query.title` → the search, which this form does not edit). */
const fieldOf = (error: unknown) => (error instanceof ApiError ? error.field : undefined);

export function AlertForm({ filters, onDone }: { filters: FindJobFilters; onDone: () => void }) {
  const { session } = useSessionState();
  const isVisitor = session === null;
  const [name, setName] = useState(() => suggestedName(filters));
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const create = useCreateSavedSearch();
  const visitor = useVisitorAlert();
  const mutation = isVisitor ? visitor : create;

  if (create.isSuccess || visitor.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success">
          {isVisitor ? MESSAGES.savedSearchConfirmSent : MESSAGES.savedSearchSaved}
        </Alert>
        <div className="flex flex-wrap items-center justify-end gap-3">
          {isVisitor ? null : <TextLink to="/job-alerts">Manage job alerts</TextLink>}
          <Button onClick={onDone} data-autofocus>
            Done
          </Button>
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name, frequency, query: savedQueryOf(filters) };
    if (isVisitor) visitor.mutate({ ...body, email });
    else create.mutate(body);
  };
  const field = fieldOf(mutation.error);
  const failure = mutation.isError
    ? errorMessage(mutation.error, MESSAGES.savedSearchSaveFailed)
    : '';

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      {isVisitor ? (
        <Field label="Your e-mail address" error={field === 'email' ? failure : undefined}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
      ) : null}
      <Field label="Alert name" error={field === 'name' ? failure : undefined}>
        {(control) => (
          <Input
            {...control}
            required
            maxLength={SAVED_SEARCH_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </Field>
      <Field label="How often">
        {(control) => (
          <Select
            {...control}
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as AlertFrequency)}
          >
            {ALERT_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {FREQUENCY_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {mutation.isError && field !== 'email' && field !== 'name' ? <Alert>{failure}</Alert> : null}
      <p className="text-xs text-neutral-600">
        {isVisitor
          ? 'We send a confirmation link first; nothing else comes until you open it. Every alert has a one-click unsubscribe.'
          : 'Daily and weekly alerts come at 08:00 in your time zone. Every alert has a one-click unsubscribe.'}
      </p>
      <div className="flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onDone} disabled={mutation.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
          ) : null}
          Save alert
        </Button>
      </div>
    </form>
  );
}
