import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages.ts';
import { mfaCodeSchema } from '../../../../shared/schemas/mfa.ts';
import { AuthCard } from '../../../components/layout/auth-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { withoutFieldName } from '../../../lib/two-factor.ts';
import { useMfaVerify } from '../queries/use-mfa-verify.ts';

type MfaCodeStepProps = {
  mfaToken: string;
  onSignedIn: (accessToken: string) => Promise<void>;
  /** Back to the password step, with the reason when the challenge ended (expired, reset). */
  onRestart: (message: string | null) => void;
};

/**
 * The second step of signing in with two-factor on (docs/decisions/047): the authenticator's
 * 6-digit code, or one of the recovery codes instead.
 */
export function MfaCodeStep({ mfaToken, onSignedIn, onRestart }: MfaCodeStepProps) {
  const verify = useMfaVerify();
  const [isRecovery, setIsRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The step opens with the caret in the code box.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const submit = async () => {
    setError(null);
    const parsed = mfaCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.mfaCodeRequired);
      return;
    }
    try {
      const { accessToken } = await verify.mutateAsync({ mfaToken, code: parsed.data });
      await onSignedIn(accessToken);
    } catch (failure) {
      // The challenge expired or the password changed meanwhile: start again from the password.
      if (failure instanceof ApiError && failure.status === 401) {
        onRestart(errorMessage(failure, MESSAGES.mfaTokenInvalid));
        return;
      }
      const field = failure instanceof ApiError ? failure.field : undefined;
      setError(withoutFieldName(errorMessage(failure, MESSAGES.loginFailed), field));
    }
  };

  return (
    <AuthCard
      title="Two-factor sign-in"
      subtitle={
        isRecovery
          ? 'Enter one of the recovery codes you saved when you turned two-factor sign-in on. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for TalentBridge.'
      }
      footer={
        <Button variant="ghost" size="sm" onClick={() => onRestart(null)}>
          Back to Sign In
        </Button>
      }
    >
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <InputField
          key={isRecovery ? 'recovery' : 'totp'}
          ref={inputRef}
          label={isRecovery ? 'Recovery code' : 'Authentication code'}
          hint={isRecovery ? 'Like abcde-fghjk.' : undefined}
          error={error ?? undefined}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          name="code"
          autoComplete="one-time-code"
          inputMode={isRecovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          className="font-mono tracking-wider"
        />
        <SubmitButton isBusy={verify.isPending}>Verify</SubmitButton>
      </form>
      <p className="mt-5 text-center text-sm text-neutral-600">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setIsRecovery((value) => !value);
            setCode('');
            setError(null);
            // The box is a new one for the other kind of code: the caret follows it.
            requestAnimationFrame(() => inputRef.current?.focus());
          }}
        >
          {isRecovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
        </Button>
      </p>
    </AuthCard>
  );
}
