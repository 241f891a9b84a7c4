import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../shared/messages.ts';
import { AppError } from '../errors.ts';

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: unknown[] } } };

/** "password: Password must be at least 12 characters long." from a zod validation issue. */
function describeValidation(error: FastifyError): string {
  const issues = (error.validation ?? []) as Issue[];
  const first = issues[0];
  if (!first) return 'The request is invalid.';
  const field = (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  if (!field && (error.validationContext ?? 'body') === 'body') {
    return 'The request body must be an object with the fields this call needs.';
  }
  const message = first.message ?? 'is invalid';
  // A path parameter is one value: its message says it all ("Invalid user ID.").
  if (error.validationContext === 'params') return message;
  return field ? `${field}: ${message}` : message;
}

export function sendError(
  reply: import('fastify').FastifyReply,
  statusCode: number,
  message: string,
) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
}

/**
 * The one place errors become answers. Client mistakes keep their message; anything else is
 * logged with its stack and answered with a neutral 500, so no stack trace or SQL leaks.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return sendError(reply, error.statusCode, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 400, describeValidation(error));
    }
    if (isMalformedMultipart(error)) {
      return sendError(reply, 400, 'The request is not a valid multipart form.');
    }
    const status = error.statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type, rate limit).
      const message = status === 429 ? MESSAGES.tooManyRequests : clientMessage(error);
      return sendError(reply, status, message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, MESSAGES.internalError);
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
