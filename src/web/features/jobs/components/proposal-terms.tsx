import { AmountInput, Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { ProposalErrors, ProposalValues } from '../proposal.ts';

type ProposalTermsProps = {
  values: ProposalValues;
  errors: ProposalErrors;
  onChange: (changes: Partial<ProposalValues>) => void;
};

/** The proposal's rate and weekly hours, side by side from small screens up. */
export function ProposalTerms({ values, errors, onChange }: ProposalTermsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Your rate (optional)" hint="US dollars per hour." error={errors.proposed_rate}>
        {(control) => (
          <AmountInput
            prefix="$"
            {...control}
            name="proposed_rate"
            inputMode="decimal"
            placeholder="0.00"
            value={values.rate}
            onChange={(event) => onChange({ rate: event.target.value })}
          />
        )}
      </Field>
      <Field
        label="Availability (optional)"
        hint="Hours per week, 1 to 80."
        error={errors.availability}
      >
        {(control) => (
          <Input
            {...control}
            name="availability"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 30"
            value={values.availability}
            onChange={(event) => onChange({ availability: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
