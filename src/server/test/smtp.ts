import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpMail = {
  to: string[];
  subject: string;
  text: string;
  /** Header values by lower-case name, unfolded. */
  headers: Record<string, string>;
  raw: Buffer;
};

/**
 * A real SMTP server on 127.0.0.1 for mail tests (the `smtp-server` package). `refuse(n)` makes
 * the next n recipients fail with a temporary 451; `hold()` keeps every message's DATA waiting
 * until `release()`, as a server that stalls mid-send would.
 */
export async function startTestSmtpServer() {
  const received: SmtpMail[] = [];
  let refusals = 0;
  let held = false;
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = async () => {
          const raw = Buffer.concat(chunks);
          const parsed = await simpleParser(raw);
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n(?=[ \t])/g, '')
                  .trim(),
              ]),
            ),
            raw,
          });
          callback();
        };
        if (held) waiting.push(() => void accept());
        else void accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}?pool=false`,
    received,
    refuse(n: number) {
      refusals = n;
    },
    hold() {
      held = true;
    },
    /** Messages whose DATA arrived and wait for release(). */
    heldCount: () => waiting.length,
    /** Forgets held messages, as a server does whose client went away before its reply. */
    dropHeld() {
      held = false;
      waiting.splice(0);
    },
    release() {
      held = false;
      for (const accept of waiting.splice(0)) accept();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
