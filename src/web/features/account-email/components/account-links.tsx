import { TextLink } from '../../../components/ui/text-link.tsx';

/** The links under every reset and verification card (spec: pages link to login and home). */
export function AccountLinks() {
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
      <TextLink to="/login">Back to Sign In</TextLink>
      <TextLink to="/">Go to Home</TextLink>
    </div>
  );
}
