/**
 * A job description as the server stored it: HTML that passed the server's allow-list on write
 * (decision 010: p, br, h1-h4, lists, emphasis, blockquote, and links with
 * rel="nofollow noopener noreferrer"), drawn as it is, on the server and in the browser alike
 * (docs/decisions/056). The content security policy refuses inline scripts besides.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server on write (decision 010)
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
