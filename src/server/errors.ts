import { STATUS_CODES } from 'node:http';
import { codeForStatus, type ErrorCode } from '../shared/error-codes.ts';

export type AppErrorOptions = {
  /** Defaults to the status's own code (`codeForStatus`). */
  code?: ErrorCode;
  /** The path of the request value at fault (`currentPassword`, `skills.0`), for forms. */
  field?: string;
  headers?: Record<string, string>;
};

/**
 * An error a client caused or may act on. Services throw these; the error handler turns them
 * into `{ statusCode, error, message, code, field? }` (docs/decisions/029-error-codes.md).
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly statusCode: number,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.code = options.code ?? codeForStatus(statusCode);
    this.field = options.field;
    this.headers = options.headers ?? {};
  }

  get error(): string {
    return STATUS_CODES[this.statusCode] ?? 'Error';
  }
}

type Extra = Pick<AppErrorOptions, 'code' | 'field'>;

export const badRequest = (message: string, extra?: Extra) => new AppError(400, message, extra);
/**
 * A 400 about one field, worded "field: message" as the schema validation's are; `field` carries
 * the name apart, so a form need not parse the text.
 */
export const invalidField = (field: string, message: string) =>
  new AppError(400, `${field}: ${message}`, { field });
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string, extra?: Extra) => new AppError(403, message, extra);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, extra?: Extra) => new AppError(409, message, extra);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
