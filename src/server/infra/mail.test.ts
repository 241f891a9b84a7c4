import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, findLinks, type Mailer } from './mail.ts';
import { renderMail } from './mail-layout.ts';

type LogLine = { level: 'info' | 'warn'; obj: Record<string, unknown>; msg: string };

function recordingLog() {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (obj: object, msg: string) =>
      void lines.push({ level: 'info', obj: obj as Record<string, unknown>, msg }),
    warn: (obj: object, msg: string) =>
      void lines.push({ level: 'warn', obj: obj as Record<string, unknown>, msg }),
  };
}

type Received = { from: string; to: string[]; user?: string; raw: Buffer };

/** A real SMTP server on 127.0.0.1 (STARTTLS offered with its self-signed test certificate). */
async function startSmtpServer(options: { rejectRecipients?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'p@ss:word/1') {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onRcptTo(_address, _session, callback) {
      if (options.rejectRecipients) {
        const error = Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const addressOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field[0] : field)?.value[0]?.address;

const FROM = 'TalentBridge <no-reply@talentbridge.test>';

function sampleMail(to = 'maria@example.com') {
  const link = 'https://talentbridge.test/verify-email?token=abc_DEF-123';
  return {
    link,
    mail: {
      to,
      subject: 'Confirm your e-mail address for TalentBridge',
      ...renderMail({
        greeting: 'Hi maria_santos,',
        paragraphs: ['Please confirm your address.'],
        action: { label: 'Confirm my e-mail address', url: link },
      }),
    },
  };
}

/** A mailer that sends through the test's SMTP server at `smtpUrl`. */
const smtpMailer = (smtpUrl: string, log = recordingLog()) =>
  createMailer({ smtpUrl, outboxDir: path.join(tmpdir(), 'never-used'), from: FROM, log });

describe('createMailer with SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let mailer: Mailer | undefined;

  afterEach(async () => {
    await mailer?.close();
    mailer = undefined;
    await smtp?.close();
  });

  it('delivers a MIME mail with From, To, Subject, a text and an HTML part', async () => {
    smtp = await startSmtpServer();
    const log = recordingLog();
    mailer = smtpMailer(`smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`, log);
    const { mail, link } = sampleMail();
    await mailer.send(mail);

    expect(smtp.received).toHaveLength(1);
    const [delivered] = smtp.received;
    expect(delivered?.from).toBe('no-reply@talentbridge.test');
    expect(delivered?.to).toEqual(['maria@example.com']);
    const parsed = await simpleParser(delivered?.raw ?? Buffer.alloc(0));
    expect(addressOf(parsed.from)).toBe('no-reply@talentbridge.test');
    expect(parsed.from?.value[0]?.name).toBe('TalentBridge');
    expect(addressOf(parsed.to)).toBe('maria@example.com');
    expect(parsed.subject).toBe('Confirm your e-mail address for TalentBridge');
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain(`href="${link}"`);
    expect((parsed.headers.get('content-type') as { value: string }).value).toBe(
      'multipart/alternative',
    );
    expect(log.lines.find((l) => l.msg === 'mail sent')?.obj).toMatchObject({
      to: 'maria@example.com',
    });
  });

  it('authenticates with the user and password of the URL', async () => {
    smtp = await startSmtpServer();
    mailer = smtpMailer(
      `smtp://mailer:${encodeURIComponent('p@ss:word/1')}@127.0.0.1:${smtp.port}/?ignoreTLS=true`,
    );
    await mailer.send(sampleMail().mail);
    expect(smtp.received[0]?.user).toBe('mailer');

    // A wrong password makes the send fail instead of passing silently.
    await mailer.close();
    mailer = smtpMailer(`smtp://mailer:wrong@127.0.0.1:${smtp.port}/?ignoreTLS=true`);
    await expect(mailer.send(sampleMail().mail)).rejects.toThrow();
    expect(smtp.received).toHaveLength(1);
  });

  it('rejects when the server refuses the recipient, and logs a warning', async () => {
    smtp = await startSmtpServer({ rejectRecipients: true });
    const log = recordingLog();
    mailer = smtpMailer(`smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`, log);
    await expect(mailer.send(sampleMail('nobody@example.com').mail)).rejects.toThrow(
      /No such user/,
    );
    expect(smtp.received).toHaveLength(0);
    expect(log.lines.find((l) => l.level === 'warn')?.obj).toMatchObject({
      to: 'nobody@example.com',
    });
  });

  it('rejects when no server listens', async () => {
    smtp = await startSmtpServer();
    const { port } = smtp;
    await smtp.close();
    mailer = smtpMailer(`smtp://127.0.0.1:${port}/?ignoreTLS=true`);
    await expect(mailer.send(sampleMail().mail)).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('createMailer with the outbox', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'tb-outbox-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each mail as an .eml file and logs its links', async () => {
    const outboxDir = path.join(dir, 'data', 'outbox');
    const log = recordingLog();
    const mailer = createMailer({ outboxDir, from: FROM, log });
    const first = sampleMail('first@example.com');
    const second = sampleMail('second@example.com');
    await mailer.send(first.mail);
    await mailer.send({ ...second.mail, subject: 'Reset your TalentBridge password' });
    await mailer.close();

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatch(/^\d{8}T\d{6}\.\d{3}Z-[0-9a-f]{12}\.eml$/);
      expect(statSync(path.join(outboxDir, file)).mode & 0o777).toBe(0o600);
    }
    // Names sort in the order the mails were sent.
    const sorted = [...files].sort();
    const parsed = await simpleParser(readFileSync(path.join(outboxDir, sorted[0] ?? '')));
    expect(addressOf(parsed.from)).toBe('no-reply@talentbridge.test');
    expect(addressOf(parsed.to)).toBe('first@example.com');
    expect(parsed.subject).toBe('Confirm your e-mail address for TalentBridge');
    expect(parsed.messageId).toMatch(/^<.+@.+>$/);
    expect(parsed.date).toBeInstanceOf(Date);
    expect(parsed.text).toContain(first.link);
    expect(parsed.html).toContain(`href="${first.link}"`);
    const latest = await simpleParser(readFileSync(path.join(outboxDir, sorted[1] ?? '')));
    expect(latest.subject).toBe('Reset your TalentBridge password');

    expect(log.lines).toHaveLength(2);
    expect(log.lines[0]).toMatchObject({
      level: 'info',
      obj: {
        to: 'first@example.com',
        subject: 'Confirm your e-mail address for TalentBridge',
        file: path.join(outboxDir, sorted[0] ?? ''),
        links: [first.link],
      },
    });
  });

  it('refuses a To with more than one address, and sends after close', async () => {
    const mailer = createMailer({ outboxDir: dir, from: FROM, log: recordingLog() });
    const { mail } = sampleMail();
    await expect(mailer.send({ ...mail, to: 'a@example.com, b@example.com' })).rejects.toThrow(
      /exactly one/,
    );
    await expect(mailer.send({ ...mail, to: 'not an address' })).rejects.toThrow(/exactly one/);
    await mailer.close();
    await expect(mailer.send(mail)).rejects.toThrow(/closed/);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('findLinks', () => {
  it('finds http(s) links without trailing punctuation, once each', () => {
    expect(
      findLinks(
        'Open https://a.test/x?t=1. Or (http://b.test/y), again https://a.test/x?t=1 and ftp://c.test',
      ),
    ).toEqual(['https://a.test/x?t=1', 'http://b.test/y']);
  });
});

describe('renderMail', () => {
  const evilUrl = 'https://talentbridge.test/it\'s/reset?token=a"b&d=<e>';

  it('escapes every piece in the HTML part', () => {
    const { html } = renderMail({
      preheader: 'Preview <b>bold</b>',
      greeting: 'Hi <img src=x onerror=alert(1)>,',
      paragraphs: ['<script>alert("x")</script> & more', 'Second\nline'],
      action: { label: 'Go "now" <>', url: evilUrl },
      footer: "You received this because it's <you>.",
    });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>bold');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(html).toContain('Go &quot;now&quot; &lt;&gt;');
    expect(html).toContain('it&#39;s &lt;you&gt;.');
    expect(html).toContain('Second<br>');
    // The URL's quote can't end the attribute; the URL is normalized and escaped.
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toHaveLength(2);
    for (const href of hrefs) {
      expect(href).toBe('https://talentbridge.test/it&#39;s/reset?token=a%22b&amp;d=%3Ce%3E');
    }
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en"/);
    expect(html).toContain('TalentBridge');
    expect(html).toContain('#3347c8');
  });

  it('puts the link in both parts and no HTML in the text part', () => {
    const url = 'https://talentbridge.test/verify-email?token=xyz';
    const { text, html } = renderMail({
      preheader: 'One click',
      greeting: 'Hi maria_santos,',
      paragraphs: ['Welcome to TalentBridge.', 'The link expires in 24 hours.'],
      action: { label: 'Confirm my e-mail address', url },
      footer: 'You received this because you signed up.',
    });
    expect(html).toContain(`href="${url}"`);
    expect(text.split('\n')).toContain(url);
    expect(text).not.toMatch(/<[a-z/!]/i);
    expect(text).not.toContain('&amp;');
    expect(text.startsWith('Hi maria_santos,\n\nWelcome to TalentBridge.\n\n')).toBe(true);
    expect(text).toContain('Confirm my e-mail address:\n');
    expect(text).toContain('You received this because you signed up.');
    expect(text).not.toContain('One click');
  });

  it('keeps user text verbatim in the text part', () => {
    const { text } = renderMail({ greeting: 'Hi,', paragraphs: ['a < b & "c"'] });
    expect(text).toContain('a < b & "c"');
  });

  it('refuses an action URL that is not absolute http(s)', () => {
    for (const url of ['javascript:alert(1)', '/relative', 'data:text/html,x']) {
      expect(() =>
        renderMail({ greeting: 'Hi,', paragraphs: [], action: { label: 'x', url } }),
      ).toThrow(TypeError);
    }
  });
});
