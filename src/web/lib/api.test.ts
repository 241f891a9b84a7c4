import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages.ts';
import {
  ApiError,
  errorMessage,
  isTimeout,
  noReply,
  parseErrorBody,
  READ_TIMEOUT_MS,
  RequestTimeoutError,
  request,
  retryUnlessRefused,
} from './api.ts';
import { endSession, readSession, startSession } from './session.ts';

/** An unsigned token the web app can decode: it never checks signatures, the server does. */
function fakeToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${part({ alg: 'HS256' })}.${part({ sub: '7', role: 'jobseeker', exp })}.sig`;
}

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      typeof body === 'string'
        ? new Response(body, { status, headers: { 'content-type': 'text/html' } })
        : Response.json(body, { status }),
    ),
  );
}

async function refusal(): Promise<ApiError> {
  const error = await request('GET', '/api/profile', noReply).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

describe('parseErrorBody: what an error body says beyond its status', () => {
  it('reads the message, a known code and the field', () => {
    expect(
      parseErrorBody({
        statusCode: 400,
        error: 'Bad Request',
        message: MESSAGES.currentPasswordRequired,
        code: 'VALIDATION_FAILED',
        field: 'currentPassword',
      }),
    ).toEqual({
      message: MESSAGES.currentPasswordRequired,
      code: 'VALIDATION_FAILED',
      field: 'currentPassword',
    });
  });

  it('leaves out an unknown code, a blank message and anything of the wrong type', () => {
    expect(parseErrorBody({ message: '  ', code: 'SOMETHING_NEW', field: 3 })).toEqual({});
    expect(parseErrorBody({ message: 'No.', code: 404 })).toEqual({ message: 'No.' });
    expect(parseErrorBody(null)).toEqual({});
    expect(parseErrorBody('Not Found')).toEqual({});
  });
});

describe('ApiError from a refused request', () => {
  it('carries the status, message, code and field', async () => {
    answer(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'email: Please enter a valid e-mail address.',
      code: 'VALIDATION_FAILED',
      field: 'email',
    });
    const error = await refusal();
    expect(error).toMatchObject({
      status: 400,
      serverMessage: 'email: Please enter a valid e-mail address.',
      code: 'VALIDATION_FAILED',
      field: 'email',
    });
    expect(errorMessage(error, 'fallback')).toBe('email: Please enter a valid e-mail address.');
  });

  it('has no code when the answer was not the API’s JSON (a proxy’s page)', async () => {
    answer(502, '<html>Bad gateway</html>');
    const error = await refusal();
    expect(error).toMatchObject({ status: 502, serverMessage: undefined, code: undefined });
    expect(errorMessage(error, 'fallback')).toBe('fallback');
  });

  it('has status 0 and no code when nothing came back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await refusal()).toMatchObject({ status: 0, code: undefined, field: undefined });
  });
});

describe('a blocked account ends the session by its code, not its words', () => {
  it('ACCOUNT_BLOCKED ends the session that made the request', async () => {
    startSession(fakeToken());
    answer(403, {
      statusCode: 403,
      error: 'Forbidden',
      message: 'Any words at all.',
      code: 'ACCOUNT_BLOCKED',
    });
    expect((await refusal()).code).toBe('ACCOUNT_BLOCKED');
    expect(readSession()).toBeNull();
  });

  it('another 403, even with the blocked-account text, keeps the session', async () => {
    startSession(fakeToken());
    answer(403, {
      statusCode: 403,
      error: 'Forbidden',
      message: MESSAGES.accountBlocked,
      code: 'FORBIDDEN',
    });
    expect((await refusal()).code).toBe('FORBIDDEN');
    expect(readSession()).not.toBeNull();
  });
});

describe('a read with no answer is given up (docs/decisions/043)', () => {
  /** A fetch that never answers, until its signal aborts it. */
  function hang() {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_path: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('', 'AbortError')),
            );
          }),
      ),
    );
  }

  it('after READ_TIMEOUT_MS, as a RequestTimeoutError (status 0) that is not retried', async () => {
    vi.useFakeTimers();
    try {
      hang();
      const pending = request('GET', '/api/job-posts', noReply).catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
      let settled = false;
      void pending.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error).toBeInstanceOf(RequestTimeoutError);
      expect(isTimeout(error)).toBe(true);
      expect((error as ApiError).status).toBe(0);
      expect(retryUnlessRefused(1)(0, error)).toBe(false);
      // A server error or a lost connection is asked once more.
      expect(retryUnlessRefused(1)(0, new ApiError(503, undefined))).toBe(true);
      expect(retryUnlessRefused(1)(0, new ApiError(0, undefined))).toBe(true);
      expect(retryUnlessRefused(1)(1, new ApiError(503, undefined))).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("writes wait as long as they take; the caller's own abort is not a timeout", async () => {
    vi.useFakeTimers();
    try {
      hang();
      let settled = false;
      void request('POST', '/api/profile/upload-avatar', noReply).catch(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS * 3);
      expect(settled).toBe(false);

      const controller = new AbortController();
      const pending = request('GET', '/api/stats', noReply, { signal: controller.signal }).catch(
        (caught: unknown) => caught,
      );
      controller.abort();
      const error = await pending;
      expect(error).toBeInstanceOf(ApiError);
      expect(isTimeout(error)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
