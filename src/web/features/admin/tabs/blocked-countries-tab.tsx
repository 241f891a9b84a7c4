import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/date.ts';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { ActionStatus, useActionStatus } from '../components/action-status.tsx';
import { ConfirmDialog, type ConfirmRequest } from '../components/confirm-dialog.tsx';
import { DataTable, EmptyRow, TableHead, Td } from '../components/data-table.tsx';
import { LoadError, TabHeader, TableSkeleton } from '../components/tab-parts.tsx';
import { ValueForm } from '../components/value-form.tsx';
import { parseCountryCode } from '../prompt-rules.ts';
import {
  useAddBlockedCountry,
  useBlockedCountries,
  useRemoveBlockedCountry,
} from '../queries/moderation.ts';

/** Blocked Countries (spec section 2): add by code ('Please enter a country code.'), remove. */
export function BlockedCountriesTab() {
  const countries = useBlockedCountries();
  const add = useAddBlockedCountry();
  const remove = useRemoveBlockedCountry();
  const status = useActionStatus();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const askRemove = (countryCode: string) =>
    setConfirm({
      title: `Allow registrations from ${countryCode} again?`,
      message: `People in ${countryCode} can sign up again once it is removed from the list.`,
      confirmLabel: 'Remove',
      onConfirm: () =>
        void status.run(
          () => remove.mutateAsync(countryCode),
          () => ADMIN_TEXTS.countryRemoved(countryCode),
          ADMIN_TEXTS.removeCountryFailed,
        ),
    });

  let body: ReactNode;
  if (countries.isPending) body = <TableSkeleton label="Loading blocked countries" />;
  else if (countries.isError) {
    body = (
      <LoadError
        error={countries.error}
        fallback={ADMIN_TEXTS.countriesLoadFailed}
        onRetry={() => void countries.refetch()}
      />
    );
  } else {
    body = (
      <DataTable caption="Blocked countries">
        <TableHead columns={['Country code', 'Blocked since', 'Actions']} />
        <tbody>
          {countries.data.rows.length === 0 ? (
            <EmptyRow columns={3}>No country is blocked.</EmptyRow>
          ) : (
            countries.data.rows.map((row) => (
              <tr key={row.id}>
                <Td className="font-medium">{row.countryCode}</Td>
                <Td>{formatDate(row.created_at)}</Td>
                <Td>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => askRemove(row.countryCode)}
                    aria-label={`Remove ${row.countryCode}`}
                  >
                    Remove
                  </Button>
                </Td>
              </tr>
            ))
          )}
        </tbody>
      </DataTable>
    );
  }

  return (
    <div>
      <TabHeader
        title="Blocked Countries"
        intro="Sign-ups from these countries are refused with 'Registration is not allowed from your country.'"
      />
      <ActionStatus status={status.status} onDismiss={status.clear} />
      <Card className="mb-5 p-4 sm:p-5">
        <ValueForm
          status={status}
          parse={parseCountryCode}
          save={(countryCode) => add.mutateAsync(countryCode)}
          saved={(row) => ADMIN_TEXTS.countryAdded(row.countryCode)}
          failed={ADMIN_TEXTS.addCountryFailed}
          isBusy={add.isPending}
          label="Country code"
          hint="Two letters, such as US or DE."
          input={{ maxLength: 2, autoCapitalize: 'characters' }}
          className="sm:grid-cols-[16rem_auto]"
        >
          <Plus aria-hidden="true" className="size-4" />
          Add country
        </ValueForm>
      </Card>
      {body}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
