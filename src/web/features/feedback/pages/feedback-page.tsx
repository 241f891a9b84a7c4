import { type FormEvent, useState } from 'react';
import { Navigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSessionState } from '../../../lib/session.ts';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_TEXTS } from '../feedback-texts.ts';
import { useSendFeedback } from '../queries/use-send-feedback.ts';

function FeedbackForm() {
  const send = useSendFeedback();
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const text = message.trim();
    if (text === '') {
      setFieldError(FEEDBACK_TEXTS.empty);
      return;
    }
    if (text.length > FEEDBACK_MAX_LENGTH) {
      setFieldError(FEEDBACK_TEXTS.tooLong);
      return;
    }
    setFieldError(undefined);
    try {
      await send.mutateAsync(text);
      setMessage('');
      setOutcome({ tone: 'success', text: FEEDBACK_TEXTS.sent });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error, FEEDBACK_TEXTS.failed) });
    }
  };

  return (
    <Card className="mt-8 max-w-2xl p-5 sm:p-6">
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <TextareaField
          label="Your feedback"
          error={fieldError}
          rows={7}
          value={message}
          maxLength={FEEDBACK_MAX_LENGTH}
          onChange={(event) => setMessage(event.target.value)}
        />
        <div className="sm:w-56">
          <SubmitButton isBusy={send.isPending}>Send Feedback</SubmitButton>
        </div>
      </form>
    </Card>
  );
}

/** Feedback /feedback (spec section 2): a textarea and a submit button, for signed-in people. */
export function FeedbackPage() {
  useDocumentTitle('Feedback');
  const { session } = useSessionState();
  if (!session) return <Navigate to="/login" replace />;
  return (
    <Container className="py-10 sm:py-14">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Feedback</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-neutral-900">
        Tell us what you think
      </h1>
      <p className="mt-2 max-w-2xl text-base text-neutral-600">
        Something missing, confusing or broken? Our team reads every message.
      </p>
      <FeedbackForm />
    </Container>
  );
}
