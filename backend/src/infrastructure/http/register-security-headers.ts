import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_CACHE_CONTROL, isJsonApiPath, securityHeaderOptions } from './security-headers.js';

/**
 * Security headers on every response (see security-headers.ts), the web app's inline start-up
 * scripts read from the built `index.html` once, here; and JSON answers marked not to be stored,
 * set when the request arrives so that a cacheable route (`@Header`) overrides it.
 */
export function registerSecurityHeaders(app: INestApplication, instance: FastifyInstance, frontendDist: string): void {
  const indexFile = join(frontendDist, 'index.html');
  app.useSecurityHeaders(securityHeaderOptions(existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined));
  instance.addHook('onRequest', (request, reply, done) => {
    if (isJsonApiPath(request.url)) reply.header('Cache-Control', API_CACHE_CONTROL);
    done();
  });
}
