import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headerSetFor, securityHeaders } from './security-headers.js';

/**
 * Puts the security headers on every response, errors and files included: set when the request
 * arrives, so a route that needs another value (a cacheable list, a download) overrides it. The
 * web app's inline start-up scripts are read from the built `index.html` once, here.
 */
export function registerSecurityHeaders(instance: FastifyInstance, frontendDist: string): void {
  const indexFile = join(frontendDist, 'index.html');
  const headers = securityHeaders(existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined);
  instance.addHook('onRequest', (request, reply, done) => {
    reply.headers(headerSetFor(request.url, headers));
    done();
  });
}
