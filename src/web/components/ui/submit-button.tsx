import { LoaderCircle } from 'lucide-react';
import { Button } from './button.tsx';

/** The form's main button; keeps its label while busy so its accessible name stays stable. */
export function SubmitButton({ isBusy, children }: { isBusy: boolean; children: string }) {
  return (
    <Button type="submit" size="lg" fullWidth disabled={isBusy} aria-busy={isBusy}>
      {isBusy ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:hidden" />
      ) : null}
      {children}
    </Button>
  );
}
