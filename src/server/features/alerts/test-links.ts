/** The signed token of the first link to `pathname` in a mail's text (tokens hold a dot). */
export function linkToken(mail: { text: string } | undefined, pathname: string): string {
  const match = mail?.text.match(new RegExp(`${pathname}\\?token=([A-Za-z0-9_.%-]+)`));
  if (!match?.[1]) throw new Error(`no ${pathname} link in mail: ${mail?.text}`);
  return decodeURIComponent(match[1]);
}
