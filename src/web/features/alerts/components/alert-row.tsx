import { LoaderCircle, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import {
  ALERT_FREQUENCIES,
  type AlertFrequency,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
} from '../../../../shared/schemas/saved-searches.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { type AlertChange, FREQUENCY_LABELS } from '../queries.ts';

/** The filters of a saved search in words: "support · Remote · from $10". */
export function describeQuery(query: Record<string, string>): string {
  const parts: string[] = [];
  if (query.title) parts.push(`“${query.title}”`);
  if (query.location) parts.push(query.location);
  if (query.job_type) parts.push(query.job_type);
  if (query.salary_min && query.salary_max) parts.push(`$${query.salary_min}-$${query.salary_max}`);
  else if (query.salary_min) parts.push(`from $${query.salary_min}`);
  else if (query.salary_max) parts.push(`up to $${query.salary_max}`);
  if (query.skills) parts.push(`skills: ${query.skills}`);
  if (query.verified === 'true') parts.push('verified employers');
  return parts.length > 0 ? parts.join(' · ') : 'All jobs';
}

type AlertRowProps = {
  search: SavedSearch;
  onChange: (change: AlertChange) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
};

/** One saved search: rename, change how often, pause or resume, delete. */
export function AlertRow({ search, onChange, onDelete }: AlertRowProps) {
  const [name, setName] = useState(search.name);
  const [busy, setBusy] = useState<null | 'save' | 'toggle' | 'delete'>(null);
  const [error, setError] = useState<string | null>(null);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);

  const run = async (kind: 'save' | 'toggle' | 'delete', action: () => Promise<unknown>) => {
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.savedSearchSaveFailed));
    } finally {
      setBusy(null);
    }
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && name.trim() !== search.name) void run('save', () => onChange({ name }));
  };

  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-neutral-900">{search.name}</h2>
          <p className="mt-1 text-sm break-words text-neutral-600">{describeQuery(search.query)}</p>
        </div>
        {search.active ? <Badge tone="success">On</Badge> : <Badge tone="neutral">Paused</Badge>}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <form onSubmit={rename} className="flex items-end gap-2">
          <div className="flex-1">
            <Field label="Name">
              {(control) => (
                <Input
                  {...control}
                  value={name}
                  maxLength={SAVED_SEARCH_NAME_MAX}
                  onChange={(event) => setName(event.target.value)}
                />
              )}
            </Field>
          </div>
          <Button
            type="submit"
            variant="secondary"
            className="h-11"
            disabled={busy !== null || !name.trim() || name.trim() === search.name}
          >
            {busy === 'save' ? (
              <LoaderCircle
                aria-hidden="true"
                className="size-4 animate-spin motion-reduce:hidden"
              />
            ) : null}
            Rename
          </Button>
        </form>
        <Field label="How often">
          {(control) => (
            <Select
              {...control}
              value={search.frequency}
              disabled={busy !== null}
              onChange={(event) =>
                void run('save', () =>
                  onChange({ frequency: event.target.value as AlertFrequency }),
                )
              }
            >
              {ALERT_FREQUENCIES.map((value) => (
                <option key={value} value={value}>
                  {FREQUENCY_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3 border-t border-neutral-100 pt-4">
        <Link
          to={search.find_jobs_url}
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          See matching jobs
        </Link>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy !== null}
          onClick={() => void run('toggle', () => onChange({ active: !search.active }))}
        >
          {search.active ? 'Pause alerts' : 'Resume alerts'}
        </Button>
        <div className="ml-auto flex items-center gap-2">
          {isConfirmingDelete ? (
            <>
              <span className="text-sm text-neutral-700">Delete this alert?</span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setIsConfirmingDelete(false)}
                disabled={busy !== null}
              >
                Keep
              </Button>
              <Button
                variant="danger"
                size="sm"
                disabled={busy !== null}
                onClick={() => void run('delete', onDelete)}
              >
                Delete
              </Button>
            </>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setIsConfirmingDelete(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
