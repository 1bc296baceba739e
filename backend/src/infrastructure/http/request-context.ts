import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { invalid } from '../../domain/shared/domain-error.js';
import { headerValue } from './headers.js';

/** Header-derived facts every command records in its events' metadata. */
export interface RequestContext {
  readonly idempotencyKey: string | undefined;
  readonly correlationId: string;
  readonly requestIp: string | undefined;
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

export function requestContext(request: FastifyRequest): RequestContext {
  const key = headerValue(request.headers['idempotency-key']);
  if (key !== undefined && !KEY_PATTERN.test(key)) {
    throw invalid('Idempotency-Key must be 8-128 letters, digits or -_.:');
  }
  return {
    idempotencyKey: key,
    correlationId: headerValue(request.headers['x-correlation-id'])?.slice(0, 128) ?? randomUUID(),
    requestIp: request.ip,
  };
}
