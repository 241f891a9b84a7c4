import { InputField } from '../../../components/ui/field.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import type { ProfileFormApi } from './profile-form-values.ts';

/** The company's fields as /profile and the welcome steps both ask for them (decision 036). */
type CompanyFieldProps = { form: ProfileFormApi };

export function CompanyNameField({ form }: CompanyFieldProps) {
  return (
    <InputField
      label="Company name"
      error={form.formState.errors.company_name?.message}
      {...form.register('company_name')}
      autoComplete="organization"
    />
  );
}

export function CompanyInfoField({ form, rows }: CompanyFieldProps & { rows: number }) {
  return (
    <TextareaField
      label="Company info"
      hint="What your company does and what it is like to work with you."
      error={form.formState.errors.company_info?.message}
      {...form.register('company_info')}
      rows={rows}
    />
  );
}
