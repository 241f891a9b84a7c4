import { useState } from 'react';
import { PLAN_NOTE_MAX_LENGTH, PLANS, type PlanId } from '../../../../shared/plans.ts';
import type { PlanRequest } from '../../../../shared/schemas/billing.ts';
import { InputField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { ADMIN_TEXTS } from '../admin-texts.ts';
import { planTerm, todayInput } from '../plan-format.ts';
import { useGrantPlanRequest, useRefusePlanRequest, useSetPlan } from '../queries/plans.ts';
import { FormDialog } from './form-dialog.tsx';

/**
 * The admin's plan dialogs (docs/decisions/055): grant or refuse a plan request, and set an
 * employer's plan. A plan's last day is a calendar day in the employer's time zone; empty is no
 * end.
 */

const LAST_DAY_HINT =
  'The plan runs to the end of this day in the employer’s time zone. Leave empty for no end date.';

function LastDayField({
  value,
  onChange,
  isDisabled = false,
  hint = LAST_DAY_HINT,
}: {
  value: string;
  onChange: (value: string) => void;
  isDisabled?: boolean;
  hint?: string;
}) {
  return (
    <InputField
      label="Last day of the plan (optional)"
      hint={hint}
      type="date"
      min={todayInput()}
      value={value}
      disabled={isDisabled}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

const nameOf = (request: PlanRequest) => request.employer.username;

export function GrantPlanDialog({
  request,
  onClose,
  onDone,
}: {
  request: PlanRequest | null;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const [until, setUntil] = useState('');
  const grant = useGrantPlanRequest();
  const plan = request ? PLANS[request.plan].name : '';
  return (
    <FormDialog
      isOpen={request !== null}
      onClose={() => {
        setUntil('');
        onClose();
      }}
      title={`Grant ${plan} to ${request ? nameOf(request) : ''}`}
      description={`The ${plan} plan starts now and ${request ? nameOf(request) : 'the employer'} is e-mailed. Posts they already made are not touched.`}
      submitLabel={`Grant ${plan}`}
      failure={ADMIN_TEXTS.grantPlanFailed}
      onSubmit={async () => {
        if (!request) return undefined;
        const lastDay = until === '' ? null : until;
        await grant.mutateAsync({ id: request.id, until: lastDay });
        setUntil('');
        onDone(ADMIN_TEXTS.planGranted(nameOf(request), plan, planTerm(lastDay)));
        return undefined;
      }}
    >
      <LastDayField value={until} onChange={setUntil} />
    </FormDialog>
  );
}

export function RefusePlanDialog({
  request,
  onClose,
  onDone,
}: {
  request: PlanRequest | null;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const [note, setNote] = useState('');
  const refuse = useRefusePlanRequest();
  const plan = request ? PLANS[request.plan].name : '';
  return (
    <FormDialog
      isOpen={request !== null}
      onClose={() => {
        setNote('');
        onClose();
      }}
      title={`Refuse the ${plan} request of ${request ? nameOf(request) : ''}`}
      description="Their plan stays as it is. They are e-mailed the refusal with your note, and may ask again."
      submitLabel="Refuse request"
      failure={ADMIN_TEXTS.refusePlanFailed}
      onSubmit={async () => {
        if (!request) return undefined;
        await refuse.mutateAsync({ id: request.id, note });
        setNote('');
        onDone(ADMIN_TEXTS.planRefused(nameOf(request), plan));
        return undefined;
      }}
    >
      <TextareaField
        label="Note to the employer (optional)"
        hint={`Sent with the refusal. Up to ${PLAN_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`}
        rows={3}
        maxLength={PLAN_NOTE_MAX_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </FormDialog>
  );
}

/** The employer a plan is set for: a user row of the Users tab. */
export type PlanHolder = {
  id: number;
  username: string;
  plan: PlanId | null;
  plan_last_day: string | null;
};

/** Set plan: mounted per opening (a `key`), so it starts from the employer's plan as it is. */
export function SetPlanDialog({
  user,
  onClose,
  onDone,
}: {
  user: PlanHolder;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const [plan, setPlan] = useState<PlanId>(user.plan ?? 'free');
  const [until, setUntil] = useState(() =>
    user.plan && user.plan !== 'free' ? (user.plan_last_day ?? '') : '',
  );
  const setPlanOf = useSetPlan();
  const isFree = plan === 'free';
  return (
    <FormDialog
      isOpen
      onClose={onClose}
      title={`Set the plan of ${user.username}`}
      description={`The plan changes now and ${user.username} is e-mailed. Posts they already made are not touched.`}
      submitLabel="Set Plan"
      failure={ADMIN_TEXTS.setPlanFailed}
      onSubmit={async () => {
        const lastDay = isFree || until === '' ? null : until;
        await setPlanOf.mutateAsync({ id: user.id, plan, until: lastDay });
        onDone(ADMIN_TEXTS.planSet(user.username, PLANS[plan].name, planTerm(lastDay)));
        return undefined;
      }}
    >
      <SelectField
        label="Plan"
        value={plan}
        onChange={(event) => setPlan(event.target.value as PlanId)}
      >
        {Object.values(PLANS).map((terms) => (
          <option key={terms.id} value={terms.id}>
            {terms.name}
          </option>
        ))}
      </SelectField>
      <LastDayField
        value={isFree ? '' : until}
        onChange={setUntil}
        isDisabled={isFree}
        hint={isFree ? 'The Free plan has no end date.' : LAST_DAY_HINT}
      />
    </FormDialog>
  );
}
