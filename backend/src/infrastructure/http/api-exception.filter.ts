import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { MESSAGES } from '@evisa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { DomainError, type DomainErrorCode } from '../../domain/shared/domain-error.js';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { ConcurrencyError } from '../../event-store/concurrency-error.js';
import { IdempotencyKeyReusedError } from '../../event-store/idempotency.js';
import type { WebAppPages } from './web-app-pages.js';

const STATUS_OF: Record<DomainErrorCode, number> = { invalid: 400, conflict: 409, 'not-found': 404, forbidden: 403, 'too-many': 429 };

/** Seconds a client is asked to wait before trying again while the database is unreachable (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** A body of a type the API does not read: every body it takes is JSON. */
export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = 'Unsupported Media Type: send the request body as JSON (Content-Type: application/json)';

interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: Readonly<Record<string, readonly string[]>>;
}

/** Maps every failure to the API's JSON error form `{ statusCode, message, errors? }`, in one place. */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof DomainError) {
    return { statusCode: STATUS_OF[exception.code], message: exception.message, ...(exception.errors && { errors: exception.errors }) };
  }
  if (exception instanceof ConcurrencyError) return { statusCode: 409, message: exception.message };
  if (exception instanceof IdempotencyKeyReusedError) return { statusCode: 422, message: exception.message };
  // Fastify's refusal of a body type no parser reads (Nest hands it on as an HttpException caused by it).
  const fastifyCode = ((exception instanceof HttpException ? exception.cause : exception) as { code?: unknown } | undefined)?.code;
  if (fastifyCode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { statusCode: 415, message: UNSUPPORTED_MEDIA_TYPE_MESSAGE };
  if (exception instanceof HttpException) {
    const response = exception.getResponse();
    if (typeof response === 'object' && response !== null && 'statusCode' in response && 'message' in response) {
      // Only the API's fields: Nest's own answers also carry `error` (its status text, e.g. 'Not Found').
      const r = response as ErrorBody & { message: string | string[] };
      return { statusCode: r.statusCode, message: Array.isArray(r.message) ? r.message.join('; ') : r.message, ...(r.errors && { errors: r.errors }) };
    }
    return { statusCode: exception.getStatus(), message: typeof response === 'string' ? response : exception.message };
  }
  // Other client errors that carry their status (Fastify's own: body too large, unsupported type).
  const { statusCode, message } = (exception ?? {}) as { statusCode?: number; message?: string };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return { statusCode, message: message || 'Bad request' };
  if (isDatabaseUnavailable(exception)) return { statusCode: 503, message: MESSAGES.serviceUnavailable };
  return { statusCode: 500, message: 'Internal server error' };
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  /** `webApp`: the built web app, which answers client-side routes (web-app-pages.ts); null when there is none. */
  constructor(
    private readonly logger: Logger,
    private readonly webApp: WebAppPages | null,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    const body = toErrorBody(exception);
    const path = request.url.split('?', 1)[0]!;
    // Any GET (or HEAD) outside /api that no route or file answers is the web app's (its page or its 404 page).
    if (body.statusCode === 404 && this.webApp?.answer(request, reply)) return;
    if (isDatabaseUnavailable(exception)) {
      // One line per request without the stack: during an outage every request says the same.
      this.logger.warn({ path, error: String(exception) }, 'database unavailable');
      void reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (body.statusCode >= 500) {
      this.logger.error({ err: exception, path }, 'request failed');
    }
    void reply.status(body.statusCode).send(body);
  }
}
