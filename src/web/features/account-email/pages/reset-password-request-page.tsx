import { AuthCard } from '../../../components/layout/auth-card.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { AccountLinks } from '../components/account-links.tsx';
import { ResetRequestForm } from '../components/reset-request-form.tsx';
import { useRequestPasswordReset } from '../queries/use-request-password-reset.ts';

/** /reset-password: request a reset link by e-mail (spec section 2). */
export function ResetPasswordRequestPage() {
  useDocumentTitle('Reset Password');
  const requestReset = useRequestPasswordReset();
  return (
    <AuthCard
      title="Reset Password"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={<AccountLinks />}
    >
      <ResetRequestForm request={requestReset.mutateAsync} />
    </AuthCard>
  );
}
