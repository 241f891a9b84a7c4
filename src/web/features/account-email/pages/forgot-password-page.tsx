import { useState } from 'react';
import { AuthCard } from '../../../components/layout/auth-card.tsx';
import { RedirectNotice } from '../../../components/ui/redirect-notice.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { AccountLinks } from '../components/account-links.tsx';
import { ResetRequestForm } from '../components/reset-request-form.tsx';
import { useForgotPassword } from '../queries/use-forgot-password.ts';

/** /forgot-password: the second request form; goes to Sign In 3 seconds after success. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const forgotPassword = useForgotPassword();
  const [isSent, setIsSent] = useState(false);
  return (
    <AuthCard
      title="Forgot Password"
      subtitle="No problem. Tell us the e-mail address of your account and we will send you a link to choose a new password."
      footer={<AccountLinks />}
    >
      <ResetRequestForm request={forgotPassword.mutateAsync} onSent={() => setIsSent(true)} />
      <RedirectNotice to="/login" destination="the sign-in page" isActive={isSent} />
    </AuthCard>
  );
}
