import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Profile, ProfileUpdate } from '../../../../../shared/schemas/profile.ts';
import { useUpdateProfile } from '../../queries/use-update-profile.ts';
import {
  type Changes,
  initialValues,
  type ProfileFormApi,
  type ProfileFormValues,
  resolverForFields,
  showSaveError,
} from '../profile-form-values.ts';

/** What every welcome step is told by the page: where Continue and Back go. */
export type StepNavigation = {
  /** Saved or skipped: the next step, or the end after the last. */
  onNext: () => void;
  onBack?: (() => void) | undefined;
  isLast: boolean;
  isFocusedOnOpen: boolean;
};

export type StepForm = {
  form: ProfileFormApi;
  onSubmit: ReturnType<ProfileFormApi['handleSubmit']>;
  formError: string | null;
  isBusy: boolean;
};

type EditableField = keyof ProfileUpdate & keyof ProfileFormValues;

/**
 * A welcome step's form over some fields of the profile: filled from the saved profile, checked
 * by the shared update schema (the messages /profile shows), sent with PUT /api/profile, and on a
 * refusal the message beside the field with what was typed kept (docs/decisions/038).
 */
export function useStepForm(
  profile: Profile,
  fields: readonly EditableField[],
  onSaved: () => void,
): StepForm {
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileFormValues, unknown, Changes>({
    resolver: resolverForFields(fields),
    defaultValues: initialValues(profile, null),
  });
  const onSubmit = form.handleSubmit(async (changes) => {
    setFormError(null);
    try {
      await update.mutateAsync(changes);
      onSaved();
    } catch (error) {
      setFormError(showSaveError(form, error, fields));
    }
  });
  return { form, onSubmit, formError, isBusy: form.formState.isSubmitting };
}
