import { TextLink } from '../../../components/ui/text-link.tsx';

/** Says out loud that the page moves on by itself, and offers to go now. */
export function RedirectNote() {
  return (
    <p className="mt-4 text-sm text-neutral-600">
      Taking you to the sign-in page in 3 seconds.{' '}
      <TextLink to="/login" replace>
        Go to Sign In now
      </TextLink>
    </p>
  );
}
