import { type ReactNode, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { isSelfServiceRole } from '../../../shared/roles.ts';
import { homePathFor } from '../../lib/auth.ts';
import { readSession } from '../../lib/session.ts';

/**
 * A signed-in person has no business on Sign In or Sign Up: send them to their home page. The
 * session is read once, as the page opens: signing in on the page itself must not bounce the
 * person away before the page sends them where they were going.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const [session] = useState(readSession);
  if (session) return <Navigate to={homePathFor(session.claims.role)} replace />;
  return children;
}

/**
 * /register/{role} accepts only employer and jobseeker (spec section 2). The router puts it
 * around SignedOutOnly (the page's audience, src/shared/pages.ts), so a wrong role goes to
 * /role-selection whether the person is signed in or not.
 */
export function RegisterGuard({ children }: { children: ReactNode }) {
  const { role } = useParams();
  if (!isSelfServiceRole(role)) return <Navigate to="/role-selection" replace />;
  return children;
}
