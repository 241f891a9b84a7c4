import { TextLink } from '../../../components/ui/text-link.tsx';

/** Links under every reset and verification card (docs/spec.md, "Reset and verification pages"). */
export function AccountLinks() {
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
      <TextLink to="/login">Back to Sign In</TextLink>
      <TextLink to="/">Go to Home</TextLink>
    </div>
  );
}
