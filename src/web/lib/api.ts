import { type ErrorCode, isErrorCode } from '../../shared/error-codes.ts';
import { SHELL_MESSAGES } from '../../shared/messages-shell.ts';
import { expelSession, readToken } from './session.ts';

/** What an error body tells beyond its status: the server's words, its code, the field at fault. */
export type ErrorDetails = { code?: ErrorCode; field?: string };

/**
 * The one place that talks HTTP (architecture.md: components never call fetch). Same origin, JSON,
 * and the bearer token on every request when a session exists (spec section 7).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status, or 0 when no answer came back (offline, DNS, aborted). */
  readonly status: number;
  /** The `message` of the server's `{ statusCode, error, message, code }` body, when there was one. */
  readonly serverMessage: string | undefined;
  /**
   * The server's stable error code (docs/decisions/029-error-codes.md): branch on this, never on
   * the message. Undefined when no error body came (offline, a proxy's own page).
   */
  readonly code: ErrorCode | undefined;
  /** The request value at fault (`currentPassword`, `email`), when the server named one. */
  readonly field: string | undefined;

  constructor(status: number, serverMessage: string | undefined, details: ErrorDetails = {}) {
    super(
      serverMessage ?? (status === 0 ? 'Network error' : `Request failed with status ${status}`),
    );
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = details.code;
    this.field = details.field;
  }
}

/**
 * Reads an error body defensively: a missing, blank or foreign value is left out, and a code this
 * build does not know is dropped (the caller then treats it like any refusal of its status).
 */
export function parseErrorBody(body: unknown): ErrorDetails & { message?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const { message, code, field } = body as Record<string, unknown>;
  const parsed: ErrorDetails & { message?: string } = {};
  if (typeof message === 'string' && message.trim() !== '') parsed.message = message;
  if (isErrorCode(code)) parsed.code = code;
  if (typeof field === 'string' && field !== '') parsed.field = field;
  return parsed;
}

/** The server's own words when it sent some, otherwise the screen's fallback text (spec section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/**
 * What a reply is checked against: anything with zod's `safeParse`. Pages that already load zod
 * pass the shared schema; the shell, the home page, Find Jobs and a job's page pass the light
 * schemas of reply-shape.ts, which keep zod out of their JavaScript (docs/decisions/015, 026).
 */
export type ReplySchema<T> = {
  safeParse(body: unknown): { success: true; data: T } | { success: false; error: unknown };
};

/** For the replies the caller has no use for (a 204, a plain acknowledgement). */
export const noReply: ReplySchema<undefined> = {
  safeParse: () => ({ success: true, data: undefined }),
};

/**
 * A reply that is not the shape the page expects (spec section 8, "Data shape"): the screens show
 * MESSAGES.invalidDataFormat for it (lib/load-error-message.ts).
 */
export class DataShapeError extends Error {
  override name = 'DataShapeError';
}

/** Checks a reply against its schema; a mismatch is logged and thrown as a DataShapeError. */
export function checkReply<T>(schema: ReplySchema<T>, body: unknown, source: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const detail = (parsed.error as { issues?: unknown } | null)?.issues ?? parsed.error;
  console.error(`${source} answered an unexpected shape`, detail);
  throw new DataShapeError(`${source} answered an unexpected shape`);
}

/**
 * How long a read may wait for the server's answer before it is given up
 * (docs/decisions/043): a person then sees the page's error with its Retry, not a skeleton.
 */
export const READ_TIMEOUT_MS = 10_000;

/**
 * A read the server did not answer within READ_TIMEOUT_MS. A kind of "no answer" (status 0), so
 * code that treats a network failure treats this one too; screens may say more with
 * `isTimeout` (lib/load-error-message.ts).
 */
export class RequestTimeoutError extends ApiError {
  override name = 'RequestTimeoutError';
  constructor() {
    super(0, undefined);
  }
}

/** A timed-out read: the person is told the server was slow, and retries when they choose. */
export function isTimeout(error: unknown): error is RequestTimeoutError {
  return error instanceof RequestTimeoutError;
}

/**
 * react-query's `retry` for reads: a refusal (4xx), a reply of the wrong shape or a read that
 * already waited READ_TIMEOUT_MS will not get better by asking again at once; a network or
 * server failure is tried `tries` more times (docs/decisions/043).
 */
export function retryUnlessRefused(tries: number) {
  return (failureCount: number, error: unknown): boolean =>
    !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
    !(error instanceof DataShapeError) &&
    !isTimeout(error) &&
    failureCount < tries;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  /** Sent as JSON, or as multipart when it is FormData (the browser then sets the boundary). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Give up when no answer has come in this time. Reads (GET) wait READ_TIMEOUT_MS by default;
   * writes wait as long as they take (an upload on a slow line), unless given one.
   */
  timeoutMs?: number;
};

/**
 * The caller's signal, plus an abort when `timeoutMs` passes before the answer's headers come.
 * `done` stops the clock; `timedOut` tells a timeout from the caller's own abort.
 */
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number | undefined) {
  if (timeoutMs === undefined) return { signal, timedOut: () => false, done: () => {} };
  const controller = new AbortController();
  let hasTimedOut = false;
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  const timer = setTimeout(() => {
    hasTimedOut = true;
    controller.abort();
  }, timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => hasTimedOut,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

async function readErrorBody(response: Response): Promise<ReturnType<typeof parseErrorBody>> {
  if (!response.headers.get('content-type')?.includes('application/json')) return {};
  try {
    return parseErrorBody(await response.json());
  } catch {
    // A malformed error body is treated like no body: the caller shows its fallback text.
    return {};
  }
}

/**
 * How requests leave: the browser's fetch, or in server rendering the server's own API, called
 * in-process as a visitor (entry-server.tsx, docs/decisions/056).
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Server rendering only: where this module's requests go instead of the network. */
export function setTransport(next: typeof fetch): void {
  transport = next;
}

/** Sends one request; a refusal becomes an ApiError. Every request of the web app passes here. */
export async function send(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isMultipart = options.body instanceof FormData;
  // A multipart body must not get a Content-Type from us: only the browser knows its boundary.
  if (options.body !== undefined && !isMultipart) headers['Content-Type'] = 'application/json';

  const clock = withTimeout(
    options.signal,
    options.timeoutMs ?? (method === 'GET' ? READ_TIMEOUT_MS : undefined),
  );
  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : isMultipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: clock.signal,
      credentials: 'same-origin',
    });
  } catch {
    throw clock.timedOut() ? new RequestTimeoutError() : new ApiError(0, undefined);
  } finally {
    clock.done();
  }

  if (!response.ok) {
    const { message, ...details } = await readErrorBody(response);
    // The server refused the session this request carried (expired, revoked, account deleted or
    // blocked): end it, unless the person has since signed out or in again
    // (docs/decisions/020-admin-console.md; the blocked case by its code, 029).
    if (token !== null && token === readToken()) {
      if (response.status === 401) expelSession(SHELL_MESSAGES.sessionInvalid);
      else if (details.code === 'ACCOUNT_BLOCKED') expelSession(SHELL_MESSAGES.accountBlocked);
    }
    // ADMIN_MFA=required and this admin has not enrolled: the enrol screen (decisions/047).
    if (
      details.code === 'MFA_ENROLMENT_REQUIRED' &&
      typeof window !== 'undefined' &&
      window.location.pathname !== '/two-factor'
    ) {
      window.location.assign('/two-factor');
    }
    throw new ApiError(response.status, message, details);
  }
  return response;
}

/**
 * The web app's request: sends `body` as JSON (or multipart for FormData), checks the JSON reply
 * against `reply` and gives its typed value. A reply without JSON (204) is checked as undefined.
 */
export async function request<T>(
  method: Method,
  path: string,
  reply: ReplySchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, options);
  const isJson =
    response.status !== 204 && response.headers.get('content-type')?.includes('application/json');
  const body: unknown = isJson ? await response.json() : undefined;
  return checkReply(reply, body, `${method} ${path}`);
}

/** GET a file as a Blob, with the bearer token (private files such as identity documents). */
export async function requestBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send('GET', path, {
    ...options,
    headers: { Accept: '*/*', ...options.headers },
  });
  return response.blob();
}
