import { LoaderCircle } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { CompletenessField } from '../../../../shared/profile-completeness.ts';
import type { Category, Profile } from '../../../../shared/schemas/profile.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, InputField, UsernameField } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { currencyOptions } from '../../../lib/currencies.ts';
import { browserTimeZone, timeZoneOptions } from '../../../lib/timezones.ts';
import { useUpdateProfile } from '../queries/use-update-profile.ts';
import { CompanyInfoField, CompanyNameField } from './company-fields.tsx';
import { ProfessionalSection, TalentFactsSection } from './jobseeker-sections.tsx';
import { FormComboboxField, FormSection, UrlField } from './profile-form-fields.tsx';
import {
  type Changes,
  fieldText,
  initialValues,
  type ProfileFormValues,
  resolverFor,
  showSaveError,
} from './profile-form-values.ts';

type ProfileFormProps = {
  profile: Profile;
  categories: readonly Category[];
  /** The field to put the focus in on opening (the meter's next step), else the heading. */
  focusField?: CompletenessField | undefined;
  onSaved: (result: { emailChanged: boolean }) => void;
  onCancel: () => void;
};

/** Edit mode of My Profile: Save Profile returns to view mode, Cancel drops the changes. */
export function ProfileForm({
  profile,
  categories,
  focusField,
  onSaved,
  onCancel,
}: ProfileFormProps) {
  const role = profile.role;
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const suggestedZone = profile.timezone ? null : browserTimeZone();
  const timeZones = useMemo(() => timeZoneOptions(), []);
  const currencies = useMemo(() => currencyOptions(), []);

  const form = useForm<ProfileFormValues, unknown, Changes>({
    resolver: resolverFor(role),
    defaultValues: initialValues(profile, suggestedZone),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const emailText = useWatch({ control, name: 'email' });
  const isEmailChanging = (emailText ?? '').trim().toLowerCase() !== profile.email;

  // Entering edit mode moves the focus to the form, so keyboard users land where the change is:
  // the field the meter's next step names (each control carries its field's name), or the top.
  useEffect(() => {
    const control = focusField
      ? formRef.current?.querySelector<HTMLElement>(`[name="${focusField}"]`)
      : null;
    (control ?? headingRef.current)?.focus();
  }, [focusField]);

  const onSubmit = handleSubmit(async (changes) => {
    setFormError(null);
    const body = { ...changes };
    // An unchanged address is left out: sending it again would cancel a pending change.
    const emailChanged = body.email !== undefined && body.email !== profile.email;
    if (!emailChanged) {
      delete body.email;
      delete body.currentPassword;
    } else if (!body.currentPassword) {
      setError('currentPassword', { message: fieldText(MESSAGES.currentPasswordRequired) });
      return;
    }
    try {
      await update.mutateAsync(body);
      onSaved({ emailChanged });
    } catch (error) {
      setFormError(showSaveError(form, error));
    }
  });

  return (
    <Card className="p-5 sm:p-6">
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="profile-form-heading">
        <h2
          id="profile-form-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-neutral-900 focus:outline-none"
        >
          Edit profile
        </h2>
        {formError ? <Alert className="mt-4">{formError}</Alert> : null}
        <div className="mt-6 space-y-8">
          <FormSection title="Account">
            <div className="grid gap-5 sm:grid-cols-2">
              <UsernameField error={errors.username?.message} {...register('username')} />
              <InputField
                label="Email"
                hint={
                  profile.pending_email
                    ? `${profile.pending_email} is waiting for confirmation. Enter another address to replace it, or keep this one.`
                    : 'A new address is used only after you click the link we send to it.'
                }
                error={errors.email?.message}
                {...register('email')}
                type="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
              />
              {isEmailChanging ? (
                <Field
                  label="Current password"
                  hint="Needed to change your e-mail address."
                  error={errors.currentPassword?.message}
                >
                  {(field) => (
                    <PasswordInput
                      {...field}
                      {...register('currentPassword')}
                      autoComplete="current-password"
                      toggleLabel="current password"
                    />
                  )}
                </Field>
              ) : null}
              <FormComboboxField
                control={control}
                name="timezone"
                label="Time zone"
                hint={
                  suggestedZone
                    ? 'Suggested from your browser. It is saved only when you save your profile.'
                    : 'Dates and times are shown in this zone. Type a city to search.'
                }
                error={errors.timezone?.message}
                options={timeZones}
                placeholder="Search, e.g. Manila"
              />
              <FormComboboxField
                control={control}
                name="currency"
                label="Currency"
                hint="The currency you charge or pay in."
                error={errors.currency?.message}
                options={currencies.all}
                initialOptions={currencies.common}
                initialHint="Common currencies. Type to search all of them."
                placeholder="Search, e.g. USD or euro"
              />
            </div>
          </FormSection>

          {role === 'employer' ? (
            <FormSection title="Company">
              <CompanyNameField form={form} />
              <CompanyInfoField form={form} rows={5} />
              <UrlField
                label="Referral link"
                error={errors.referral_link?.message}
                registration={register('referral_link')}
              />
            </FormSection>
          ) : null}

          {role === 'jobseeker' ? (
            <>
              <TalentFactsSection form={form} />
              <ProfessionalSection form={form} categories={categories} />
            </>
          ) : null}
        </div>
        <div className="mt-8 flex flex-col-reverse gap-3 border-t border-neutral-200 pt-6 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? (
              <LoaderCircle
                aria-hidden="true"
                className="size-4 animate-spin motion-reduce:hidden"
              />
            ) : null}
            Save Profile
          </Button>
        </div>
      </form>
    </Card>
  );
}
