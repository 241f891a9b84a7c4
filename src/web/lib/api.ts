import { readToken } from './session.ts';

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
  /** Sent as JSON. */
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

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, undefined);
  }

  if (!response.ok) throw new ApiError(response.status, await readServerMessage(response));
  if (response.status === 204) return undefined as T;
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
