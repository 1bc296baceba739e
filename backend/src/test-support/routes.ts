import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { registeredRoutes, type RouteInfo } from '../infrastructure/http/route-registry.js';

export type { RouteInfo };

/** Every route the running app registered (recorded as Fastify registered them), for tests that must cover them all. */
export function listRoutes(app: NestFastifyApplication): RouteInfo[] {
  return registeredRoutes(app.getHttpAdapter().getInstance());
}

/** Fills `:param` segments with a value. */
export function concretePath(path: string, value = 'ABC1234567890XYZ'): string {
  return path.replace(/:[A-Za-z_]+/g, value);
}
