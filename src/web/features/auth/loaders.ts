import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isSelfServiceRole } from '../../../shared/roles.ts';
import { homePathFor } from '../../lib/auth.ts';
import { readSession } from '../../lib/session.ts';

/** A signed-in person has no business on Sign In or Sign Up: send them to their home page. */
export function redirectIfSignedIn() {
  const session = readSession();
  return session ? redirect(homePathFor(session.claims.role)) : null;
}

/** /register/{role} accepts only employer and jobseeker (spec section 2). */
export function registerLoader({ params }: LoaderFunctionArgs) {
  if (!isSelfServiceRole(params.role)) return redirect('/role-selection');
  return redirectIfSignedIn();
}
