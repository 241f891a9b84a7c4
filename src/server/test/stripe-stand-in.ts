import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Stripe's API, for tests only: it stands in for the third party (Stripe's
 * servers), never for any part of this app. A node:http server on a free local port that the
 * app's Stripe client is pointed at (AppOptions.stripeApi); it records each request (method,
 * path, form body as sent) and answers customers, Checkout sessions and billing portal sessions
 * with JSON shaped like Stripe's (API version 2026-10-28). `failNext` makes the next calls fail
 * the way Stripe does, with an error object and a 4xx or 5xx status.
 */
export type StripeRequest = {
  method: string;
  path: string;
  /** The form fields as the client sent them: `line_items[0][price]` and so on. */
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
};

export type StripeStandIn = {
  endpoint: { host: string; port: number; protocol: 'http' };
  requests: StripeRequest[];
  /** The requests to one path, such as `/v1/checkout/sessions`. */
  calls(path: string): StripeRequest[];
  /** The next `count` requests answer this status with a Stripe error body. */
  failNext(status: number, count?: number): void;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', reject);
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve(Object.fromEntries(new URLSearchParams(text)));
    });
  });
}

/** Metadata fields (`metadata[user_id]`) of a form as an object. */
function metadataOf(form: Record<string, string>, prefix = 'metadata') {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = key.match(new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`));
    if (match?.[1]) out[match[1]] = value;
  }
  return out;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeRequest[] = [];
  let failures: { status: number; left: number } | undefined;
  const now = () => Math.floor(Date.now() / 1000);

  function answer(request: StripeRequest): { status: number; body: unknown } {
    if (failures && failures.left > 0) {
      failures.left -= 1;
      return {
        status: failures.status,
        body: {
          error: {
            type: failures.status >= 500 ? 'api_error' : 'invalid_request_error',
            message: 'The stand-in was told to fail this request.',
          },
        },
      };
    }
    const { method, path, form } = request;
    if (method === 'POST' && path === '/v1/customers') {
      return {
        status: 200,
        body: {
          id: id('cus'),
          object: 'customer',
          created: now(),
          email: form.email ?? null,
          livemode: false,
          metadata: metadataOf(form),
          name: form.name ?? null,
        },
      };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = id('cs');
      return {
        status: 200,
        body: {
          id: sessionId,
          object: 'checkout.session',
          client_reference_id: form.client_reference_id ?? null,
          created: now(),
          customer: form.customer ?? null,
          expires_at: now() + 24 * 3600,
          livemode: false,
          metadata: metadataOf(form),
          mode: form.mode,
          payment_status: 'unpaid',
          status: 'open',
          subscription: null,
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        },
      };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return {
        status: 200,
        body: {
          id: id('bps'),
          object: 'billing_portal.session',
          created: now(),
          customer: form.customer,
          livemode: false,
          return_url: form.return_url ?? null,
          url: `https://billing.stripe.com/p/session/${id('bps')}`,
        },
      };
    }
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}).`,
        },
      },
    };
  }

  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    void readForm(incoming).then((form) => {
      const url = new URL(incoming.url ?? '/', 'http://stand-in');
      const request: StripeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        form,
        headers: incoming.headers,
      };
      requests.push(request);
      const { status, body } = answer(request);
      outgoing.writeHead(status, {
        'content-type': 'application/json',
        'request-id': id('req'),
        'stripe-version': '2026-10-28.endive',
      });
      outgoing.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    calls: (path) => requests.filter((request) => request.path === path),
    failNext(status, count = 1) {
      failures = { status, left: count };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
