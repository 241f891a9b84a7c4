import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { MESSAGES } from '../../../../shared/messages.ts';
import { newPasswordSchema } from '../../../../shared/schemas/auth.ts';
import { AuthCard } from '../../../components/layout/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { NEW_PASSWORD_HINT, PasswordField } from '../../../components/ui/password-input.tsx';
import { RedirectNotice } from '../../../components/ui/redirect-notice.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { AccountLinks } from '../components/account-links.tsx';
import { useLinkToken } from '../mailed-link.ts';
import { useResetPassword } from '../queries/use-reset-password.ts';

/** The confirmation is checked in the browser only (spec section 5, 'Reset confirm'). */
const resetConfirmFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
type ResetConfirmValues = z.infer<typeof resetConfirmFormSchema>;

function ResetConfirmForm({ token, onDone }: { token: string; onDone: (text: string) => void }) {
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetConfirmValues>({
    resolver: zodResolver(resetConfirmFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      const message = await reset.mutateAsync({ token, password });
      onDone(message || MESSAGES.passwordResetDone);
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.resetFailed));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {formError ? (
        <Alert action={<TextLink to="/reset-password">Request a new link</TextLink>}>
          {formError}
        </Alert>
      ) : null}
      <PasswordField
        label="New Password"
        hint={NEW_PASSWORD_HINT}
        error={errors.password?.message}
        {...register('password')}
        autoComplete="new-password"
        toggleLabel="new password"
      />
      <PasswordField
        label="Confirm New Password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
        autoComplete="new-password"
        toggleLabel="password confirmation"
      />
      <SubmitButton isBusy={isSubmitting}>Reset Password</SubmitButton>
    </form>
  );
}

/** /reset-password/confirm?token=: choose a new password from the mailed link. */
export function ResetPasswordConfirmPage() {
  useDocumentTitle('Choose a New Password');
  const token = useLinkToken();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  let content: ReactNode;
  if (token === null) {
    content = (
      <Alert action={<TextLink to="/reset-password">Request a new link</TextLink>}>
        {MESSAGES.resetTokenMissing}
      </Alert>
    );
  } else if (doneMessage !== null) {
    content = <Alert tone="success">{doneMessage}</Alert>;
  } else {
    content = <ResetConfirmForm token={token} onDone={setDoneMessage} />;
  }

  return (
    <AuthCard
      title="Choose a New Password"
      subtitle={
        token && doneMessage === null
          ? 'Setting a new password signs you out on every other device.'
          : undefined
      }
      footer={<AccountLinks />}
    >
      {content}
      <RedirectNotice to="/login" destination="the sign-in page" isActive={doneMessage !== null} />
    </AuthCard>
  );
}
