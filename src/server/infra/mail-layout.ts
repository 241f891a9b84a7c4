/**
 * The one layout of every transactional mail: a plain-text part and an HTML part built from the
 * same plain pieces. Nothing given here is trusted: every piece is HTML-escaped in the HTML part,
 * and the action URL must be an absolute http(s) URL.
 */

export type MailContent = {
  /** The preview line mail clients show after the subject; hidden in the HTML body. */
  preheader?: string;
  /** For example "Hi maria_santos,". */
  greeting: string;
  /** Plain text; a line break inside a paragraph is kept. */
  paragraphs: string[];
  /** A button in HTML, the bare URL on its own line in text. */
  action?: { label: string; url: string };
  /** Small print, for example "You received this because ...". */
  footer?: string;
  /**
   * Optional mail's way out (docs/decisions/037): a line under the small print, for example
   * "Stop these e-mails", linking to the page that turns this mail off.
   */
  unsubscribe?: { label: string; url: string };
};

const BRAND = 'TalentBridge';
const BRAND_COLOUR = '#3347c8';
const TEXT_COLOUR = '#1f2333';
const MUTED_COLOUR = '#545a6e';
const PAGE_COLOUR = '#f4f5fb';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in HTML content and in double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Line ends become \n; other control characters (tab aside) go; no outer blanks. */
function clean(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/\p{Cc}/gu, (c) => (c === '\n' || c === '\t' ? c : ''))
    .trim();
}

/** One line: for the greeting, labels and the preheader. */
function oneLine(value: string): string {
  return clean(value).replace(/\s*\n\s*/g, ' ');
}

/** Escaped, with the paragraph's own line breaks kept as <br>. */
function htmlText(value: string): string {
  return escapeHtml(clean(value)).replace(/\n/g, '<br>\n');
}

/** The normalized absolute http(s) URL; anything else (javascript:, relative) is refused. */
function actionUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw new TypeError('renderMail: action.url must be an absolute http(s) URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TypeError('renderMail: action.url must be an absolute http(s) URL');
  }
  return parsed.href;
}

export function renderMail(input: MailContent): { text: string; html: string } {
  const greeting = oneLine(input.greeting);
  const paragraphs = input.paragraphs.map(clean).filter((p) => p !== '');
  const action = input.action
    ? { label: oneLine(input.action.label), url: actionUrl(input.action.url) }
    : undefined;
  const footer = input.footer === undefined ? '' : clean(input.footer);
  const unsubscribe = input.unsubscribe
    ? { label: oneLine(input.unsubscribe.label), url: actionUrl(input.unsubscribe.url) }
    : undefined;
  const preheader = input.preheader === undefined ? '' : oneLine(input.preheader);

  // Text part.
  const blocks = [greeting, ...paragraphs];
  if (action) blocks.push(`${action.label}:\n${action.url}`);
  blocks.push(`— The ${BRAND} team`);
  if (footer || unsubscribe) {
    const small = [footer, unsubscribe ? `${unsubscribe.label}: ${unsubscribe.url}` : '']
      .filter((line) => line !== '')
      .join('\n\n');
    blocks.push(`--\n${small}`);
  }
  const text = `${blocks.join('\n\n')}\n`;

  // HTML part.
  const p = `margin:0 0 16px 0;font-family:${FONT};font-size:16px;line-height:1.5;color:${TEXT_COLOUR};`;
  const html: string[] = [
    '<!DOCTYPE html>',
    '<html lang="en" dir="ltr">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    '<meta name="supported-color-schemes" content="light">',
    `<title>${BRAND}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background-color:${PAGE_COLOUR};">`,
  ];
  if (preheader) {
    html.push(
      `<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;font-size:1px;line-height:1px;color:${PAGE_COLOUR};">${escapeHtml(preheader)}</div>`,
    );
  }
  html.push(
    `<div role="article" aria-roledescription="email" aria-label="${BRAND}" lang="en" style="background-color:${PAGE_COLOUR};padding:24px 12px;">`,
    '<div style="max-width:600px;margin:0 auto;">',
    `<div style="background-color:${BRAND_COLOUR};padding:18px 24px;border-radius:8px 8px 0 0;">`,
    `<p style="margin:0;font-family:${FONT};font-size:22px;line-height:1.3;font-weight:700;color:#ffffff;">${BRAND}</p>`,
    '</div>',
    `<div style="background-color:#ffffff;padding:24px;border-radius:0 0 8px 8px;border:1px solid #e1e4f0;border-top:0;">`,
    `<p style="${p}">${htmlText(greeting)}</p>`,
  );
  for (const paragraph of paragraphs) html.push(`<p style="${p}">${htmlText(paragraph)}</p>`);
  if (action) {
    const href = escapeHtml(action.url);
    html.push(
      `<p style="margin:24px 0;">`,
      `<a href="${href}" style="display:inline-block;background-color:${BRAND_COLOUR};color:#ffffff;font-family:${FONT};font-size:16px;line-height:1.25;font-weight:600;text-decoration:none;padding:12px 22px;border-radius:6px;">${escapeHtml(action.label)}</a>`,
      '</p>',
      `<p style="margin:0 0 16px 0;font-family:${FONT};font-size:14px;line-height:1.5;color:${MUTED_COLOUR};">If the button does not work, copy this link into your browser:<br>`,
      `<a href="${href}" style="color:${BRAND_COLOUR};word-break:break-all;">${href}</a></p>`,
    );
  }
  html.push(`<p style="${p}margin-bottom:0;">— The ${BRAND} team</p>`, '</div>');
  if (footer) {
    html.push(
      `<p style="margin:16px 24px 0 24px;font-family:${FONT};font-size:12px;line-height:1.5;color:${MUTED_COLOUR};">${htmlText(footer)}</p>`,
    );
  }
  if (unsubscribe) {
    html.push(
      `<p style="margin:12px 24px 0 24px;font-family:${FONT};font-size:12px;line-height:1.5;color:${MUTED_COLOUR};"><a href="${escapeHtml(unsubscribe.url)}" style="color:${MUTED_COLOUR};text-decoration:underline;">${escapeHtml(unsubscribe.label)}</a></p>`,
    );
  }
  html.push('</div>', '</div>', '</body>', '</html>', '');
  return { text, html: html.join('\n') };
}
