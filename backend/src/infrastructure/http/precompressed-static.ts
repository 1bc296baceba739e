import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the build's precompressed `.br`/`.gz` siblings (written by the Vite build) when the browser
 * accepts them; anything else falls through to the plain static files.
 */
export function precompressedStatic(root: string) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const type = TYPES[extname(request.path)];
    if (!type || request.path.startsWith('/api/')) return next();
    const file = normalize(join(root, decodeURIComponent(request.path)));
    if (!file.startsWith(root)) return next();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) && existsSync(`${file}.br`) ? 'br' : /\bgzip\b/.test(accepted) && existsSync(`${file}.gz`) ? 'gzip' : null;
    if (!encoding) return next();
    response.setHeader('Content-Encoding', encoding);
    response.setHeader('Content-Type', type);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Cache-Control', request.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    response.sendFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`);
  };
}
