import type { FastifyRequest } from 'fastify';
import { invalid } from '../../domain/shared/domain-error.js';

/**
 * For POST routes that take no payload: nothing, or an empty JSON object, is accepted; anything
 * else sent is a client mistake worth a 400 that says so (a DTO with no rules cannot say it:
 * the validation pipe refuses classes without any).
 */
export function refuseRequestBody(request: FastifyRequest, route: string): void {
  const body: unknown = request.body;
  const empty = body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0);
  const sentBytes = Number(request.headers['content-length'] ?? 0) > 0 && !String(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');
  if (!empty || sentBytes) throw invalid(`${route} takes no request body`);
}
