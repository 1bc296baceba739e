import type { NestExpressApplication } from '@nestjs/platform-express';

export interface RouteInfo {
  readonly method: string;
  readonly path: string;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every route the running app registered (from Express's router), for tests that must cover them all. */
export function listRoutes(app: NestExpressApplication): RouteInfo[] {
  const express = app.getHttpAdapter().getInstance() as { router?: { stack: Layer[] }; _router?: { stack: Layer[] } };
  const stack = (express.router ?? express._router)?.stack ?? [];
  return stack
    .filter((layer) => layer.route)
    .flatMap((layer) =>
      Object.keys(layer.route!.methods)
        .filter((m) => m !== '_all')
        .map((method) => ({ method: method.toUpperCase(), path: layer.route!.path })),
    );
}

/** Fills `:param` segments with a value. */
export function concretePath(path: string, value = 'ABC1234567890XYZ'): string {
  return path.replace(/:[A-Za-z_]+/g, value);
}
