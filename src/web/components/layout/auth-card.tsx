import type { ReactNode } from 'react';
import { Card } from '../ui/card.tsx';
import { Container } from '../ui/container.tsx';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card, such as 'Go to Home'. */
  footer?: ReactNode;
};

/** The centred card that holds the sign-in, sign-up, password reset and e-mail check pages. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Container className="flex flex-1 justify-center py-10 sm:py-16">
      <div className="w-full max-w-md">
        <Card className="p-6 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{title}</h1>
          {subtitle ? <p className="mt-2 text-sm text-neutral-600">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </Card>
        {footer ? <div className="mt-6 text-center text-sm text-neutral-600">{footer}</div> : null}
      </div>
    </Container>
  );
}
