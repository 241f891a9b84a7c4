import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';

export const textLinkStyles =
  'font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';

/** An in-app link that reads as a link inside running text. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={clsx(textLinkStyles, className)} {...props} />;
}
