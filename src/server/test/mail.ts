import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';

export type ReceivedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  file: string;
  /** Header values by lower-case name, unfolded, as the mail carries them. */
  headers: Record<string, string>;
};

/** The mails the app wrote to DATA_DIR/outbox, oldest first, after pending sends settled. */
export async function readOutbox(app: FastifyInstance, dataDir: string): Promise<ReceivedMail[]> {
  await app.services.background.settled();
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(readFileSync(path.join(dir, file)));
      const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
      return {
        to: to ?? '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        file,
        headers: Object.fromEntries(
          parsed.headerLines.map(({ key, line }) => [
            key,
            line
              .slice(line.indexOf(':') + 1)
              .replace(/\r?\n(?=[ \t])/g, '')
              .trim(),
          ]),
        ),
      };
    }),
  );
}

/** The newest mail to `to`, whose subject matches. */
export async function lastMailTo(
  app: FastifyInstance,
  dataDir: string,
  to: string,
  subject: RegExp,
): Promise<ReceivedMail | undefined> {
  const mails = await readOutbox(app, dataDir);
  return mails.filter((m) => m.to.includes(to) && subject.test(m.subject)).at(-1);
}

/** The token of the first link to `pathname` in a mail's text part. */
export function tokenFromMail(mail: ReceivedMail | undefined, pathname: string): string {
  const match = mail?.text.match(
    new RegExp(`https?://[^\\s]+${pathname}\\?token=([A-Za-z0-9_%-]+)`),
  );
  if (!match?.[1]) throw new Error(`no ${pathname} link in mail: ${mail?.text}`);
  return decodeURIComponent(match[1]);
}
