import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { client } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/context.ts';
import { createJobseeker, login } from '../../test/factories.ts';
import { tokenFromMail } from '../../test/mail.ts';

type Delivered = { to: string[]; subject: string; text: string; html: string };

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
let server: SMTPServer;
const delivered: Delivered[] = [];
let t: TestApp;
const api = client(() => t.app);

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          delivered.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp({
    config: {
      smtpUrl: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
      publicUrl: 'https://tb.example.com',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const mailTo = (email: string, subject: RegExp) =>
  delivered.filter((m) => m.to.includes(email) && subject.test(m.subject)).at(-1);

describe('account e-mails over SMTP', () => {
  it('delivers the verification mail at registration, and its link verifies the address', async () => {
    const seeker = await createJobseeker(t.app);
    const mail = mailTo(seeker.email, /Confirm your e-mail/);
    expect(mail).toBeDefined();
    expect(mail?.html).toContain('https://tb.example.com/verify-email?token=');
    const token = tokenFromMail(mail as never, '/verify-email');
    const verified = await t.app.inject(
      `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    );
    expect(verified.json()).toEqual({ message: MESSAGES.emailVerified });
    const profile = await api.as(seeker).get('/api/profile');
    expect(profile.json().email_verified).toBe(true);
  });

  it('delivers the reset mail, and its link sets a new password', async () => {
    const seeker = await createJobseeker(t.app);
    await api.visitor.post('/api/auth/forgot-password', { email: seeker.email });
    await t.app.services.background.settled();
    const mail = mailTo(seeker.email, /Reset your TalentBridge password/);
    expect(mail?.text).toContain('https://tb.example.com/reset-password/confirm?token=');
    const token = tokenFromMail(mail as never, '/reset-password/confirm');
    const reset = await api.visitor.post('/api/auth/reset-password', {
      token,
      password: 'Morning-Quay-Lantern-8',
    });
    expect(reset.statusCode).toBe(200);
    await login(t.app, seeker.email, 'Morning-Quay-Lantern-8');
  });
});
