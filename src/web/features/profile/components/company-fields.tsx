import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from '../../../components/ui/field.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';

/** The company's fields as /profile and the welcome steps both ask for them (decision 036). */
type CompanyFieldProps = { registration: UseFormRegisterReturn; error?: string };

export function CompanyNameField({ registration, error }: CompanyFieldProps) {
  return (
    <InputField label="Company name" error={error} {...registration} autoComplete="organization" />
  );
}

export function CompanyInfoField({
  registration,
  error,
  rows,
}: CompanyFieldProps & { rows: number }) {
  return (
    <TextareaField
      label="Company info"
      hint="What your company does and what it is like to work with you."
      error={error}
      {...registration}
      rows={rows}
    />
  );
}
