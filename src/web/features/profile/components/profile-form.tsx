import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, type UseFormRegisterReturn, useForm, useWatch } from 'react-hook-form';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Category, Profile } from '../../../../shared/schemas/profile.ts';
import { parseSkills } from '../../../../shared/skills.ts';
import { ChipList } from '../../../components/profile/profile-details.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Combobox } from '../../../components/ui/combobox.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { currencyOptions } from '../../../lib/currencies.ts';
import { browserTimeZone, timeZoneOptions } from '../../../lib/timezones.ts';
import { useUpdateProfile } from '../queries/use-update-profile.ts';
import { CategoryPicker } from './category-picker.tsx';
import {
  type Changes,
  initialValues,
  type ProfileFormValues,
  resolverFor,
} from './profile-form-values.ts';

/** A server message without the field name it starts with ("currentPassword: …"). */
const fieldText = (message: string) => message.replace(/^[A-Za-z_]+: /, '');

/** A web address field: the URL keyboard on phones, `https://` as the placeholder. */
function UrlField({
  label,
  hint,
  error,
  registration,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(field) => (
        <Input {...field} {...registration} type="url" inputMode="url" placeholder="https://" />
      )}
    </Field>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5">
      <legend className="mb-4 text-sm font-semibold tracking-wide text-neutral-600 uppercase">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

type ProfileFormProps = {
  profile: Profile;
  categories: readonly Category[];
  onSaved: (result: { emailChanged: boolean }) => void;
  onCancel: () => void;
};

/** Edit mode of My Profile: Save Profile returns to view mode, Cancel drops the changes. */
export function ProfileForm({ profile, categories, onSaved, onCancel }: ProfileFormProps) {
  const role = profile.role;
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const suggestedZone = profile.timezone ? null : browserTimeZone();
  const timeZones = useMemo(() => timeZoneOptions(), []);
  const currencies = useMemo(() => currencyOptions(), []);

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, Changes>({
    resolver: resolverFor(role),
    defaultValues: initialValues(profile, suggestedZone),
  });
  const skillsText = useWatch({ control, name: 'skills' });
  const emailText = useWatch({ control, name: 'email' });
  const isEmailChanging = (emailText ?? '').trim().toLowerCase() !== profile.email;
  const skillsPreview = parseSkills(skillsText ?? '');

  // Entering edit mode moves the focus to the form, so keyboard users land where the change is.
  useEffect(() => headingRef.current?.focus(), []);

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
      const message = errorMessage(error, MESSAGES.profileUpdateFailed);
      // The server names the field (docs/decisions/029-error-codes.md); the message goes beside
      // it, what was typed stays.
      if (error instanceof ApiError && error.field === 'currentPassword') {
        setError('currentPassword', { message: fieldText(message) }, { shouldFocus: true });
      } else {
        setFormError(message);
      }
    }
  });

  return (
    <Card className="p-5 sm:p-6">
      <form noValidate onSubmit={onSubmit} aria-labelledby="profile-form-heading">
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
              <Field
                label="Username"
                hint="3 to 30 characters: letters, digits, underscores, hyphens and dots."
                error={errors.username?.message}
              >
                {(field) => (
                  <Input
                    {...field}
                    {...register('username')}
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                  />
                )}
              </Field>
              <Field
                label="Email"
                hint={
                  profile.pending_email
                    ? `${profile.pending_email} is waiting for confirmation. Enter another address to replace it, or keep this one.`
                    : 'A new address is used only after you click the link we send to it.'
                }
                error={errors.email?.message}
              >
                {(field) => (
                  <Input
                    {...field}
                    {...register('email')}
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    spellCheck={false}
                  />
                )}
              </Field>
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
              <Field
                label="Time zone"
                hint={
                  suggestedZone
                    ? 'Suggested from your browser. It is saved only when you save your profile.'
                    : 'Dates and times are shown in this zone. Type a city to search.'
                }
                error={errors.timezone?.message}
              >
                {(field) => (
                  <Controller
                    control={control}
                    name="timezone"
                    render={({ field: { value, onChange, onBlur, name } }) => (
                      <Combobox
                        {...field}
                        name={name}
                        value={value}
                        onChange={onChange}
                        onBlur={onBlur}
                        options={timeZones}
                        placeholder="Search, e.g. Manila"
                      />
                    )}
                  />
                )}
              </Field>
              <Field
                label="Currency"
                hint="The currency you charge or pay in."
                error={errors.currency?.message}
              >
                {(field) => (
                  <Controller
                    control={control}
                    name="currency"
                    render={({ field: { value, onChange, onBlur, name } }) => (
                      <Combobox
                        {...field}
                        name={name}
                        value={value}
                        onChange={onChange}
                        onBlur={onBlur}
                        options={currencies.all}
                        initialOptions={currencies.common}
                        initialHint="Common currencies. Type to search all of them."
                        placeholder="Search, e.g. USD or euro"
                      />
                    )}
                  />
                )}
              </Field>
            </div>
          </FormSection>

          {role === 'employer' ? (
            <FormSection title="Company">
              <Field label="Company name" error={errors.company_name?.message}>
                {(field) => (
                  <Input {...field} {...register('company_name')} autoComplete="organization" />
                )}
              </Field>
              <Field
                label="Company info"
                hint="What your company does and what it is like to work with you."
                error={errors.company_info?.message}
              >
                {(field) => <Textarea {...field} {...register('company_info')} rows={5} />}
              </Field>
              <UrlField
                label="Referral link"
                hint="A web address starting with http:// or https://."
                error={errors.referral_link?.message}
                registration={register('referral_link')}
              />
            </FormSection>
          ) : null}

          {role === 'jobseeker' ? (
            <FormSection title="Professional details">
              <div className="space-y-2">
                <Field
                  label="Skills"
                  hint="Separate skills with commas, e.g. Data Entry, Excel, Customer Support."
                  error={errors.skills?.message}
                >
                  {(field) => <Input {...field} {...register('skills')} autoComplete="off" />}
                </Field>
                {skillsPreview.length > 0 ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-xs font-medium text-neutral-600">Preview:</span>
                    <ChipList label="Skills preview" items={skillsPreview} />
                  </div>
                ) : null}
              </div>
              <Controller
                control={control}
                name="categoryIds"
                render={({ field: { value, onChange } }) => (
                  <CategoryPicker
                    categories={categories}
                    value={value}
                    onChange={onChange}
                    error={errors.categoryIds?.message}
                  />
                )}
              />
              <Field
                label="Experience"
                hint="Your background: past roles, tools you know, results you are proud of."
                error={errors.experience?.message}
              >
                {(field) => <Textarea {...field} {...register('experience')} rows={5} />}
              </Field>
              <div className="grid gap-5 sm:grid-cols-2">
                <UrlField
                  label="Portfolio"
                  hint="A web address starting with http:// or https://."
                  error={errors.portfolio?.message}
                  registration={register('portfolio')}
                />
                <UrlField
                  label="Video intro"
                  hint="A link to a short video introducing yourself."
                  error={errors.video_intro?.message}
                  registration={register('video_intro')}
                />
              </div>
            </FormSection>
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
