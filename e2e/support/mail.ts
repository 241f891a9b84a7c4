import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Without SMTP the e2e server writes each mail to DATA_DIR/outbox (playwright.config.ts). */
const OUTBOX = path.resolve('.data-test/e2e/outbox');

/** The text of a quoted-printable body: soft line breaks joined, =XX bytes decoded as UTF-8. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

async function mailsTo(address: string): Promise<string[]> {
  let names: string[];
  try {
    names = (await readdir(OUTBOX)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  // File names start with a timestamp, so the newest sorts last.
  names.sort();
  const mails: string[] = [];
  for (const name of names) {
    const raw = await readFile(path.join(OUTBOX, name), 'utf8');
    const to = /^To: (.+)$/m.exec(raw)?.[1]?.trim().toLowerCase();
    if (to?.includes(address.toLowerCase())) mails.push(decodeQuotedPrintable(raw));
  }
  return mails;
}

/**
 * Waits for the newest mail to `address` holding a link to `pagePath` (mails go out in the
 * background) and returns that link's path and query, e.g. /verify-email?token=abc.
 */
export async function linkFromLatestMail(
  address: string,
  pagePath: string,
  { skip = 0 }: { skip?: number } = {},
): Promise<string> {
  const pattern = new RegExp(`${pagePath.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_%.-]+)`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const links = (await mailsTo(address))
          .map((mail) => pattern.exec(mail)?.[1])
          .filter((token): token is string => token !== undefined);
        link = links.length > skip ? `${pagePath}?token=${links.at(-1)}` : undefined;
        return link;
      },
      { message: `a mail to ${address} linking to ${pagePath}`, timeout: 10_000 },
    )
    .toBeDefined();
  return link as string;
}
