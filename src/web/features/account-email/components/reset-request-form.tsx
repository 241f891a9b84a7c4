import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '../../../../shared/messages.ts';
import { resetRequestSchema } from '../../../../shared/schemas/auth.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { EmailField } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { errorMessage } from '../../../lib/api.ts';

type ResetRequestInput = z.input<typeof resetRequestSchema>;
type ResetRequestOutput = z.output<typeof resetRequestSchema>;

type ResetRequestFormProps = {
  /** Sends the request; resolves with the server's reply text. */
  request: (email: string) => Promise<string>;
  onSent?: () => void;
};

/**
 * The e-mail form of /reset-password and /forgot-password. The reply is the same whether or not
 * the account exists (decisions.md: no account enumeration).
 */
export function ResetRequestForm({ request, onSent }: ResetRequestFormProps) {
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestInput, unknown, ResetRequestOutput>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setResult(null);
    try {
      const message = await request(email);
      setResult({ tone: 'success', text: message || MESSAGES.resetRequestSent });
      onSent?.();
    } catch (error) {
      setResult({ tone: 'error', text: errorMessage(error, MESSAGES.sendResetFailed) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      <EmailField error={errors.email?.message} {...register('email')} />
      <SubmitButton isBusy={isSubmitting}>Send Reset Link</SubmitButton>
    </form>
  );
}
