import { SHELL_MESSAGES } from '../../shared/messages-shell.ts';
import { expelSession, readToken } from './session.ts';

/**
 * The one place that talks HTTP (architecture.md: components never call fetch). Same origin, JSON,
 * and the bearer token on every request when a session exists (spec section 7).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status, or 0 when no answer came back (offline, DNS, aborted). */
  readonly status: number;
  /** The `message` of the server's `{ statusCode, error, message }` body, when there was one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage: string | undefined) {
    super(
      serverMessage ?? (status === 0 ? 'Network error' : `Request failed with status ${status}`),
    );
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** The server's own words when it sent some, otherwise the screen's fallback text (spec section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as multipart when it is FormData (the browser then sets the boundary). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

async function readServerMessage(response: Response): Promise<string | undefined> {
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined;
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body as { message: unknown };
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // A malformed error body is treated like no body: the caller shows its fallback text.
  }
  return undefined;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isMultipart = options.body instanceof FormData;
  // A multipart body must not get a Content-Type from us: only the browser knows its boundary.
  if (options.body !== undefined && !isMultipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : isMultipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, undefined);
  }

  if (!response.ok) {
    const serverMessage = await readServerMessage(response);
    // The server refused the session this request carried (expired, revoked, account deleted or
    // blocked): end it, unless the person has since signed out or in again (issue 7).
    if (token !== null && token === readToken()) {
      if (response.status === 401) expelSession(SHELL_MESSAGES.sessionInvalid);
      else if (response.status === 403 && serverMessage === SHELL_MESSAGES.accountBlocked) {
        expelSession(SHELL_MESSAGES.accountBlocked);
      }
    }
    throw new ApiError(response.status, serverMessage);
  }
  return response;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined as T;
  return (await response.json()) as T;
}

async function blobRequest(path: string, options: RequestOptions): Promise<Blob> {
  const response = await send(path, { ...options, headers: { Accept: '*/*', ...options.headers } });
  return response.blob();
}

type ReadOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: ReadOptions) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: ReadOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: ReadOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: ReadOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** POST multipart/form-data, e.g. a file upload; the reply is read as JSON. */
  upload: <T>(path: string, form: FormData, options?: ReadOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: form }),
  /** GET a file as a Blob, with the bearer token (private files such as identity documents). */
  getBlob: (path: string, options?: ReadOptions) =>
    blobRequest(path, { ...options, method: 'GET' }),
  /**
   * GET the raw Response, for the few callers that need headers (lib/api-response.ts); errors
   * and refused sessions are handled as for every call.
   */
  getResponse: (path: string, options?: ReadOptions) =>
    send(path, { ...options, headers: { Accept: '*/*', ...options?.headers }, method: 'GET' }),
};
