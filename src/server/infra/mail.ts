import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';

/**
 * Transactional mail. With SMTP_URL set, mails go through a pooled nodemailer SMTP transport;
 * without it (local runs) each mail is written to an outbox directory as an .eml file and its
 * links are logged, so a person can click them.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Extra headers, such as RFC 8058's List-Unsubscribe and List-Unsubscribe-Post on optional
   * mail (docs/decisions/037).
   */
  headers?: Record<string, string>;
};

export type Mailer = {
  /** Resolves once the transport accepted the mail; rejects if it did not. */
  send(mail: Mail): Promise<void>;
  /** Waits (a bounded time) for mails being sent, then closes the transport. */
  close(): Promise<void>;
};

export type MailLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

export type MailerOptions = {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465, options as query parameters. */
  smtpUrl?: string;
  /** Where mails are written as .eml files when there is no smtpUrl. */
  outboxDir: string;
  /** The From header, for example `TalentBridge <no-reply@example.com>`. */
  from: string;
  log: MailLog;
};

/** How long close() waits for mails in flight before it closes the SMTP connections anyway. */
const CLOSE_GRACE_MS = 10_000;

/** The message nodemailer builds of a mail, kept from reading files or URLs named in it. */
function messageOf(from: string, mail: Mail) {
  const { to, subject, text, html, headers } = mail;
  return {
    disableFileAccess: true,
    disableUrlAccess: true,
    from,
    to,
    subject,
    text,
    html,
    ...(headers ? { headers } : {}),
  };
}

/** The http(s) links of a text, without trailing punctuation, each once. */
export function findLinks(text: string): string[] {
  const links = new Set<string>();
  for (const match of text.matchAll(/https?:\/\/[^\s<>"'`]+/g)) {
    let link = match[0].replace(/[.,;:!?]+$/, '');
    // A closing parenthesis ends the link unless the link opened one.
    while (link.endsWith(')') && !link.includes('(')) link = link.slice(0, -1);
    links.add(link);
  }
  return [...links];
}

/** Refuses a To that is not exactly one address: a mail here always has one recipient. */
function checkRecipient(to: string): void {
  const addresses = addressparser(to, { flatten: true });
  const [first] = addresses;
  if (addresses.length !== 1 || !first || !/^[^\s@]+@[^\s@]+$/.test(first.address)) {
    throw new TypeError('mail.to must be exactly one e-mail address');
  }
}

/** 20260315T101502.123Z: ISO 8601 (basic format), sorts by time, no ':' in a file name. */
function fileTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '');
}

/** Keeps the sends under way, so that close() can let them finish. */
function createInFlight() {
  const pending = new Set<Promise<unknown>>();
  return {
    async track<T>(work: Promise<T>): Promise<T> {
      pending.add(work);
      try {
        return await work;
      } finally {
        pending.delete(work);
      }
    },
    /** Resolves when every send under way has settled, or after `ms` at the latest. */
    async drain(ms: number): Promise<void> {
      if (pending.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...pending]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, ms);
          timer.unref();
        }),
      ]);
      clearTimeout(timer);
    },
  };
}

function createSmtpMailer(options: MailerOptions & { smtpUrl: string }): Mailer {
  // Options given in the URL's query (pool=false, ignoreTLS=true, tls.rejectUnauthorized=false,
  // maxConnections=...) take precedence over these defaults.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  const inFlight = createInFlight();
  let closed = false;

  const deliver = async (mail: Mail) => {
    const info = await transport.sendMail(messageOf(options.from, mail));
    // With one recipient a refusal already rejects; this covers a transport that reports it.
    if (info.rejected.length > 0) {
      throw new Error(`SMTP server refused the recipient: ${info.response}`);
    }
    return info;
  };

  return {
    async send(mail) {
      if (closed) throw new Error('mailer is closed');
      checkRecipient(mail.to);
      try {
        const info = await inFlight.track(deliver(mail));
        options.log.info(
          { to: mail.to, subject: mail.subject, messageId: info.messageId },
          'mail sent',
        );
      } catch (error) {
        options.log.warn(
          {
            to: mail.to,
            subject: mail.subject,
            err: error instanceof Error ? { message: error.message } : String(error),
          },
          'mail not sent',
        );
        throw error;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await inFlight.drain(CLOSE_GRACE_MS);
      transport.close({ force: true });
    },
  };
}

function createOutboxMailer(options: MailerOptions): Mailer {
  // The stream transport builds the same MIME message SMTP would carry, CRLF line ends.
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  const dir = path.resolve(options.outboxDir);
  const inFlight = createInFlight();
  let closed = false;
  // File names sort in the order mails were sent, even several within one millisecond.
  let lastTime = 0;
  const nextTime = () => {
    lastTime = Math.max(Date.now(), lastTime + 1);
    return new Date(lastTime);
  };

  const write = async (mail: Mail) => {
    const name = `${fileTimestamp(nextTime())}-${randomBytes(6).toString('hex')}.eml`;
    const info = await composer.sendMail(messageOf(options.from, mail));
    const message = info.message;
    if (!Buffer.isBuffer(message)) throw new Error('mail composer did not produce a message');
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const file = path.join(dir, name);
    // Written under a temporary name and renamed, so a reader of the outbox never sees half.
    const temp = path.join(dir, `.${name}.tmp`);
    try {
      await writeFile(temp, message, { mode: 0o600, flag: 'wx' });
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    options.log.info(
      { to: mail.to, subject: mail.subject, file, links: findLinks(mail.text) },
      'mail written to outbox',
    );
  };

  return {
    async send(mail) {
      if (closed) throw new Error('mailer is closed');
      checkRecipient(mail.to);
      await inFlight.track(write(mail));
    },
    async close() {
      closed = true;
      await inFlight.drain(CLOSE_GRACE_MS);
    },
  };
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? createSmtpMailer({ ...options, smtpUrl: options.smtpUrl })
    : createOutboxMailer(options);
}
