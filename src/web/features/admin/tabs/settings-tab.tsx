import type { ReactNode } from 'react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { InputField } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { ActionStatus, useActionStatus } from '../components/action-status.tsx';
import { LoadError, TabHeader } from '../components/tab-parts.tsx';
import { parseApplicationLimit } from '../prompt-rules.ts';
import { useGlobalLimit, useSetGlobalLimit } from '../queries/moderation.ts';

/** Settings (spec section 2): the global application limit, 'Not set' when empty. */
export function SettingsTab() {
  const limit = useGlobalLimit();
  const save = useSetGlobalLimit();
  const status = useActionStatus();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseApplicationLimit(value);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(undefined);
    const isDone = await status.run(
      () => save.mutateAsync(parsed.value),
      (reply) => ADMIN_TEXTS.settingsSaved(reply.globalApplicationLimit),
      ADMIN_TEXTS.saveSettingsFailed,
    );
    if (isDone) setValue('');
  };

  let current: ReactNode;
  if (limit.isPending) current = <Skeleton className="h-8 w-24" />;
  else if (limit.isError) {
    current = (
      <LoadError
        error={limit.error}
        fallback={ADMIN_TEXTS.settingsLoadFailed}
        onRetry={() => void limit.refetch()}
      />
    );
  } else {
    current = (
      <p className="text-2xl font-bold text-neutral-900 tabular-nums">
        {limit.data.globalApplicationLimit ?? ADMIN_TEXTS.notSet}
      </p>
    );
  }

  return (
    <div>
      <TabHeader title="Settings" />
      <ActionStatus status={status.status} onDismiss={status.clear} />
      <Card className="max-w-xl p-5 sm:p-6">
        <section aria-labelledby="global-limit-heading">
          <h3 id="global-limit-heading" className="text-base font-semibold text-neutral-900">
            Global application limit
          </h3>
          <p className="mt-1 text-sm text-neutral-600">
            The most applications any job post accepts. A post's own limit can only be lower.
          </p>
          <div className="mt-4" aria-live="polite">
            <span className="text-sm text-neutral-600">Current limit</span>
            {current}
          </div>
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            className="mt-5 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
          >
            <InputField
              label="New limit"
              error={error}
              hint="A whole number; leave empty to clear it."
              inputMode="numeric"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
            <Button
              type="submit"
              className="h-11 sm:mt-7"
              disabled={save.isPending}
              aria-busy={save.isPending}
            >
              Save
            </Button>
          </form>
        </section>
      </Card>
    </div>
  );
}
