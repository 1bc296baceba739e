import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { MESSAGES, webPageAt } from '@evisa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { DomainError, type DomainErrorCode } from '../../domain/shared/domain-error.js';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { ConcurrencyError } from '../../event-store/concurrency-error.js';
import { IdempotencyKeyReusedError } from '../../event-store/idempotency.js';
import { isApiPath } from './api-path.js';

/** A path whose last segment has an extension names a file. */
const FILE_NAME = /\.[A-Za-z0-9]+$/;

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
  /** The built web app is there: its page answers client-side routes (sent by the static files plugin). */
  private readonly servesWebApp: boolean;

  constructor(private readonly logger: Logger, frontendDist: string) {
    this.servesWebApp = existsSync(join(frontendDist, 'index.html'));
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    const body = toErrorBody(exception);
    const path = request.url.split('?', 1)[0]!;
    // Client-side routes: any GET (or HEAD) outside /api that no route or file answers gets the single-page app
    // (sent by the static files plugin: precompressed when the browser accepts it, not cached). An address
    // the app has no page at gets it too, to show its 404 page, but with a 404 status, so that search
    // engines and link checkers do not take it for a page. A missing file (a name with an extension,
    // e.g. an old asset) is a plain 404, not a page. Staff tools and payment landings are pages but no
    // search results (noindex). A page asked for in other letters or with a trailing slash is sent to
    // its own address, so each page has one (the query kept).
    if (body.statusCode === 404 && this.servesWebApp && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !FILE_NAME.test(path)) {
      const page = webPageAt(path);
      if (page && page.path !== path) {
        void reply.redirect(page.path + request.url.slice(path.length), 301);
        return;
      }
      if (!page?.indexed) void reply.header('X-Robots-Tag', 'noindex');
      void reply.status(page ? 200 : 404).sendFile('index.html');
      return;
    }
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
