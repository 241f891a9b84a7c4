import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { ActionStatus, useActionStatus } from '../components/action-status.tsx';
import { LoadError, TabHeader } from '../components/tab-parts.tsx';
import { ValueForm } from '../components/value-form.tsx';
import { parseApplicationLimit } from '../prompt-rules.ts';
import { useGlobalLimit, useSetGlobalLimit } from '../queries/moderation.ts';

/** Settings (spec section 2): the global application limit, 'Not set' when empty. */
export function SettingsTab() {
  const limit = useGlobalLimit();
  const save = useSetGlobalLimit();
  const status = useActionStatus();

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
          <ValueForm
            status={status}
            parse={parseApplicationLimit}
            save={(value) => save.mutateAsync(value)}
            saved={(reply) => ADMIN_TEXTS.settingsSaved(reply.globalApplicationLimit)}
            failed={ADMIN_TEXTS.saveSettingsFailed}
            isBusy={save.isPending}
            label="New limit"
            hint="A whole number; leave empty to clear it."
            input={{ inputMode: 'numeric' }}
            className="mt-5 sm:grid-cols-[1fr_auto]"
          >
            Save
          </ValueForm>
        </section>
      </Card>
    </div>
  );
}
