import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { MESSAGES } from '../../../../shared/messages.ts';
import { loginSchema, readFormBoolean } from '../../../../shared/schemas/auth.ts';
import { AuthCard } from '../../../components/layout/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { EmailField } from '../../../components/ui/field.tsx';
import { PasswordField } from '../../../components/ui/password-input.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { homePathFor, useSignIn } from '../../../lib/auth.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import {
  markTwoFactorPrompt,
  TWO_FACTOR_PATH,
  twoFactorStatusOptions,
} from '../../../lib/two-factor.ts';
import { MfaCodeStep } from '../components/mfa-code-step.tsx';
import { useLogin } from '../queries/use-login.ts';

type LoginFormInput = z.input<typeof loginSchema>;
type LoginFormOutput = z.output<typeof loginSchema>;

export function LoginPage() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const login = useLogin();
  const signIn = useSignIn();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  // With two-factor on, the password step answers a challenge and the code step follows.
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  /**
   * Stores the session and goes home. An admin without two-factor is prompted to enrol at every
   * sign-in until they do, or sent to the enrol screen first (ADMIN_MFA, docs/decisions/047).
   */
  const finish = useCallback(
    async (accessToken: string) => {
      const claims = await signIn(accessToken);
      if (claims.role === 'admin') {
        const status = await queryClient
          .fetchQuery({ ...twoFactorStatusOptions(claims.sub), staleTime: 0 })
          .catch(() => null);
        // Required: the enrol screen before anything else. Otherwise /admin, with a prompt.
        if (status && !status.enabled && status.enrolment === 'required') {
          await navigate(TWO_FACTOR_PATH, { replace: true });
          return;
        }
        if (status && !status.enabled) markTwoFactorPrompt();
      }
      await navigate(homePathFor(claims.role), { replace: true });
    },
    [signIn, queryClient, navigate],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const reply = await login.mutateAsync({
        email: values.email,
        password: values.password,
        rememberMe: readFormBoolean(values.rememberMe),
      });
      if ('mfaRequired' in reply) setMfaToken(reply.mfaToken);
      else await finish(reply.accessToken);
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.loginFailed));
    }
  });

  if (mfaToken) {
    return (
      <MfaCodeStep
        mfaToken={mfaToken}
        onSignedIn={finish}
        onRestart={(message) => {
          setMfaToken(null);
          setFormError(message);
        }}
      />
    );
  }

  return (
    <AuthCard
      title="Sign In"
      subtitle="Welcome back. Sign in to manage your jobs, applications and messages."
      footer={<TextLink to="/">Go to Home</TextLink>}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {formError ? <Alert>{formError}</Alert> : null}
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          error={errors.password?.message}
          {...register('password')}
          autoComplete="current-password"
          toggleLabel="password"
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox label="Remember Me" {...register('rememberMe')} />
          <p className="text-sm text-neutral-600">
            Forgot your password? <TextLink to="/forgot-password">Reset</TextLink>
          </p>
        </div>
        <SubmitButton isBusy={isSubmitting}>Sign In</SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-neutral-600">
        New to TalentBridge? <TextLink to="/role-selection">Register</TextLink>
      </p>
    </AuthCard>
  );
}
