import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { authHeader } from './factories.ts';

type Payload = InjectOptions['payload'];
type Extra = { headers?: Record<string, string>; query?: InjectOptions['query'] };

/** Calls the API as one caller; every call returns the app's reply as `inject` gives it. */
export type Caller = {
  get(url: string, extra?: Extra): Promise<LightMyRequestResponse>;
  delete(url: string, payload?: Payload, extra?: Extra): Promise<LightMyRequestResponse>;
  post(url: string, payload?: Payload, extra?: Extra): Promise<LightMyRequestResponse>;
  put(url: string, payload?: Payload, extra?: Extra): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: Payload, extra?: Extra): Promise<LightMyRequestResponse>;
};

/** Someone the API knows: a TestUser, anything with a token, or a bare access token. */
export type Who = { token: string } | string | null | undefined;

export type Client = {
  /** The caller with this session; null or undefined calls as a visitor. */
  as(who: Who, headers?: Record<string, string>): Caller;
  /** A visitor: no session. */
  visitor: Caller;
};

/**
 * The API as the product's people use it: `api.as(jobseeker).post(url, body)`. Takes the app or
 * a getter for it, so a file can make its client before beforeAll opens the app.
 */
export function client(app: FastifyInstance | (() => FastifyInstance)): Client {
  const appOf = typeof app === 'function' ? app : () => app;
  const as = (who: Who, base: Record<string, string> = {}): Caller => {
    const token = typeof who === 'string' ? who : who?.token;
    const session = token ? authHeader(token) : {};
    const call =
      (method: InjectOptions['method']) =>
      (url: string, payload?: Payload, extra: Extra = {}) =>
        appOf().inject({
          method,
          url,
          headers: { ...base, ...session, ...extra.headers },
          ...(payload === undefined ? {} : { payload }),
          ...(extra.query === undefined ? {} : { query: extra.query }),
        });
    return {
      get: (url, extra) => call('GET')(url, undefined, extra),
      delete: call('DELETE'),
      post: call('POST'),
      put: call('PUT'),
      patch: call('PATCH'),
    };
  };
  return {
    as,
    get visitor() {
      return as(null);
    },
  };
}
