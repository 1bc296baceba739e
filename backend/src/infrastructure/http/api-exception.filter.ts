import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { DomainError, type DomainErrorCode } from '../../domain/shared/domain-error.js';
import { ConcurrencyError } from '../../event-store/concurrency-error.js';
import { IdempotencyKeyReusedError } from '../../event-store/idempotency.js';
import { sendPrecompressed } from './precompressed-static.js';

const STATUS_OF: Record<DomainErrorCode, number> = { invalid: 400, conflict: 409, 'not-found': 404, forbidden: 403 };

interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: Readonly<Record<string, readonly string[]>>;
}

/** Maps every failure to the API's JSON error form `{ statusCode, message, errors? }`, in one place. */
function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof DomainError) {
    return { statusCode: STATUS_OF[exception.code], message: exception.message, ...(exception.errors && { errors: exception.errors }) };
  }
  if (exception instanceof ConcurrencyError) return { statusCode: 409, message: exception.message };
  if (exception instanceof IdempotencyKeyReusedError) return { statusCode: 422, message: exception.message };
  if (exception instanceof HttpException) {
    const response = exception.getResponse();
    if (typeof response === 'object' && response !== null && 'statusCode' in response && 'message' in response) {
      const r = response as ErrorBody & { message: string | string[] };
      return { ...r, message: Array.isArray(r.message) ? r.message.join('; ') : r.message };
    }
    return { statusCode: exception.getStatus(), message: typeof response === 'string' ? response : exception.message };
  }
  // body-parser and similar middleware errors carry a 4xx status of their own (malformed JSON, too large).
  const status = (exception as { status?: number; statusCode?: number })?.status ?? (exception as { statusCode?: number })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const type = (exception as { type?: string }).type;
    const message = type === 'entity.parse.failed' ? 'Malformed JSON body' : type === 'entity.too.large' ? 'Request body too large' : 'Bad request';
    return { statusCode: status, message };
  }
  return { statusCode: 500, message: 'Internal server error' };
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly indexHtml: string | undefined;

  constructor(private readonly logger: Logger, frontendDist: string) {
    const index = join(frontendDist, 'index.html');
    this.indexHtml = existsSync(index) ? index : undefined;
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const response = ctx.getResponse<Response>();
    const request = ctx.getRequest<Request>();
    const body = toErrorBody(exception);
    // Client-side routes: any GET outside /api that no controller answers gets the single-page app.
    if (body.statusCode === 404 && this.indexHtml && request.method === 'GET' && !request.path.startsWith('/api')) {
      // Every navigation loads this page, so it goes out compressed too (about 23 KB plain, 5 KB brotli).
      if (!sendPrecompressed(request, response, this.indexHtml, 'no-cache')) response.sendFile(this.indexHtml, { headers: { 'Cache-Control': 'no-cache' } });
      return;
    }
    if (body.statusCode >= 500) this.logger.error({ err: exception, path: request.path }, 'request failed');
    response.status(body.statusCode).json(body);
  }
}
