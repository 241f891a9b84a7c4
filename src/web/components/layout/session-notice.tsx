import { useLocation } from 'react-router';
import { useViewer } from '../../lib/auth.ts';
import { dismissSessionNotice, useSessionState } from '../../lib/session.ts';
import { Alert, RetryAlert } from '../ui/alert.tsx';
import { Container } from '../ui/container.tsx';
import { TextLink } from '../ui/text-link.tsx';

/**
 * Session problems of spec section 8, shown on whatever page the person is on: an undecodable or
 * expired token, a profile the server refused (401/404) or failed to send. Also the one good-bye
 * that ends a session: the account was deleted.
 */
export function SessionNotice() {
  const { notice } = useSessionState();
  const viewer = useViewer();
  const { pathname } = useLocation();

  if (notice) {
    return (
      <Container className="pt-4">
        <Alert
          tone={notice.tone}
          onDismiss={dismissSessionNotice}
          action={
            notice.tone === 'success' || pathname === '/login' ? null : (
              <TextLink to="/login" onClick={dismissSessionNotice}>
                Sign In
              </TextLink>
            )
          }
        >
          {notice.text}
        </Alert>
      </Container>
    );
  }
  if (viewer.profileError) {
    return (
      <Container className="pt-4">
        <RetryAlert onRetry={viewer.retryProfile}>{viewer.profileError}</RetryAlert>
      </Container>
    );
  }
  return null;
}
