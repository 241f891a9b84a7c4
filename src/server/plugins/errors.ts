import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, type ErrorCode } from '../../shared/error-codes.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { ApiError } from '../../shared/schemas/errors.ts';
import { AppError } from '../errors.ts';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: unknown[] } } };

/**
 * "password: Password must be at least 12 characters long." from a zod validation issue, and the
 * path of the first invalid value (`password`, `skills.0`) when the issue names one.
 */
export function describeValidation(error: FastifyError): { message: string; field?: string } {
  const issues = (error.validation ?? []) as Issue[];
  const first = issues[0];
  if (!first) return { message: 'The request is invalid.' };
  const field = (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  if (!field && (error.validationContext ?? 'body') === 'body') {
    return { message: 'The request body must be an object with the fields this call needs.' };
  }
  const message = first.message ?? 'is invalid';
  if (!field) return { message };
  // A path parameter is one value: its message says it all ("Invalid user ID.").
  if (error.validationContext === 'params') return { message, field };
  return { message: `${field}: ${message}`, field };
}

type ErrorDetails = { code?: ErrorCode; field?: string | undefined };

/**
 * Writes the one error body (docs/decisions/029-error-codes.md): the spec's `statusCode`,
 * `error` and `message`, and the stable `code` (and `field`) clients branch on.
 */
export function errorBody(statusCode: number, message: string, details: ErrorDetails = {}) {
  const body: ApiError = {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    code: details.code ?? codeForStatus(statusCode),
  };
  if (details.field) body.field = details.field;
  return body;
}

export function sendError(
  reply: import('fastify').FastifyReply,
  statusCode: number,
  message: string,
  details?: ErrorDetails,
) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(errorBody(statusCode, message, details));
}

/**
 * The one place errors become answers. Client mistakes keep their message; anything else is
 * logged with its stack and answered with a neutral 500, so no stack trace or SQL leaks.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return sendError(reply, error.statusCode, error.message, error);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { message, field } = describeValidation(error);
      return sendError(reply, 400, message, { code: 'VALIDATION_FAILED', field });
    }
    if (isMalformedMultipart(error)) {
      return sendError(reply, 400, 'The request is not a valid multipart form.', {
        code: 'MALFORMED_REQUEST',
      });
    }
    const status = error.statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type, rate limit).
      if (status === 429) return sendError(reply, 429, MESSAGES.tooManyRequests);
      return sendError(reply, status, clientMessage(error), { code: clientCode(error, status) });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, MESSAGES.internalError, { code: 'INTERNAL' });
  });
});

/**
 * busboy's errors for a broken multipart body (a missing closing boundary, a bad part header)
 * carry no status code: they are the client's mistake, not ours (docs/security.md).
 */
function isMalformedMultipart(error: FastifyError): boolean {
  if (error.statusCode !== undefined || error.code !== undefined) return false;
  return /unexpected end of multipart data|^Malformed part header|^Multipart: Boundary not found|^The needle cannot/i.test(
    error.message ?? '',
  );
}

/**
 * A 400 Fastify or a plugin raises before any handler is about the request's form (unparsable
 * JSON, a broken multipart body), not a rule its content breaks; other statuses keep their own.
 */
function clientCode(error: FastifyError, status: number): ErrorCode {
  if (status === 400 && error.code !== 'FST_ERR_VALIDATION') return 'MALFORMED_REQUEST';
  return codeForStatus(status);
}

/** Fastify's messages are written for developers; keep them, minus internals, for the 4xx it raises. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported here. Send JSON, a URL-encoded form or multipart form data.';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The Content-Length header does not match the body.';
    default:
      return error.message && !/\n|SELECT|INSERT|UPDATE|DELETE/i.test(error.message)
        ? error.message
        : 'The request is invalid.';
  }
}
