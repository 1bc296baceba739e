import type { FastifyInstance } from 'fastify';

export interface RouteInfo {
  readonly method: string;
  readonly path: string;
}

const ROUTES = Symbol('evisa.routes');

/** Records every route the app registers, for tests that must cover them all (see `listRoutes`). */
export function collectRoutes(instance: FastifyInstance): void {
  const routes: RouteInfo[] = [];
  (instance as unknown as Record<symbol, RouteInfo[]>)[ROUTES] = routes;
  instance.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, path: route.url });
  });
}

export function registeredRoutes(instance: FastifyInstance): RouteInfo[] {
  return [...((instance as unknown as Record<symbol, RouteInfo[] | undefined>)[ROUTES] ?? [])];
}
