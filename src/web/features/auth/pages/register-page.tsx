import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { MESSAGES } from '../../../../shared/messages.ts';
import { isSelfServiceRole, type SelfServiceRole } from '../../../../shared/roles.ts';
import { type RegisterFormInput, registerFormSchema } from '../../../../shared/schemas/auth.ts';
import { AuthCard } from '../../../components/layout/auth-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { EmailField, UsernameField } from '../../../components/ui/field.tsx';
import { NEW_PASSWORD_HINT, PasswordField } from '../../../components/ui/password-input.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useSignIn } from '../../../lib/auth.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useRegister } from '../queries/use-register.ts';

type RoleCopy = {
  name: string;
  subtitle: string;
  switchQuestion: string;
  switchLink: string;
  other: SelfServiceRole;
};

const ROLE_COPY: Record<SelfServiceRole, RoleCopy> = {
  employer: {
    name: 'Employer',
    subtitle: 'Create an employer account to post jobs and hire remote talent.',
    switchQuestion: 'Looking for work instead?',
    switchLink: 'Sign up as a jobseeker',
    other: 'jobseeker',
  },
  jobseeker: {
    name: 'Jobseeker',
    subtitle: 'Create a jobseeker account to find remote work and build your profile.',
    switchQuestion: 'Hiring instead?',
    switchLink: 'Sign up as an employer',
    other: 'employer',
  },
};

function registrationErrorMessage(error: unknown): string {
  // The server's text has no full stop; the page's does (spec section 8).
  if (error instanceof ApiError && error.code === 'COUNTRY_BLOCKED') {
    return MESSAGES.registrationCountryBlocked;
  }
  return errorMessage(error, MESSAGES.registrationFailed);
}

function RegisterForm({ role }: { role: SelfServiceRole }) {
  const navigate = useNavigate();
  const registration = useRegister();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '', role },
  });

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    setFormError(null);
    try {
      const { accessToken } = await registration.mutateAsync({ username, email, password, role });
      await signIn(accessToken);
      // Sign-up lands on the welcome steps (docs/decisions/038); each leads on to the site.
      await navigate('/welcome', { replace: true });
    } catch (error) {
      setFormError(registrationErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {formError ? <Alert>{formError}</Alert> : null}
      <UsernameField error={errors.username?.message} {...register('username')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField
        label="Password"
        hint={NEW_PASSWORD_HINT}
        error={errors.password?.message}
        {...register('password')}
        autoComplete="new-password"
        toggleLabel="password"
      />
      <PasswordField
        label="Confirm Password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
        autoComplete="new-password"
        toggleLabel="confirm password"
      />
      <SubmitButton isBusy={isSubmitting}>{`Sign Up as ${ROLE_COPY[role].name}`}</SubmitButton>
    </form>
  );
}

export function RegisterPage() {
  const { role } = useParams();
  const copy = isSelfServiceRole(role) ? ROLE_COPY[role] : null;
  useDocumentTitle(copy ? `Sign Up as ${copy.name}` : 'Sign Up');
  // The route loader already redirects; this guards against rendering with a bad parameter.
  if (!isSelfServiceRole(role) || !copy) return <Navigate to="/role-selection" replace />;

  return (
    <AuthCard
      title="Sign Up"
      subtitle={copy.subtitle}
      footer={
        <div className="flex flex-col items-center gap-2">
          <p>
            {copy.switchQuestion}{' '}
            <TextLink to={`/register/${copy.other}`}>{copy.switchLink}</TextLink>
          </p>
          <TextLink to="/">Go to Home</TextLink>
        </div>
      }
    >
      <RegisterForm key={role} role={role} />
      <p className="mt-6 text-center text-sm text-neutral-600">
        Already have an account? <TextLink to="/login">Sign In</TextLink>
      </p>
    </AuthCard>
  );
}
