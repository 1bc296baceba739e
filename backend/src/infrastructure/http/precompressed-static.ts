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

/** Hashed asset names never change content, so they can be cached for a year; anything else is revalidated. */
export function cacheControlFor(path: string): string {
  return path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Sends the build's `.br` or `.gz` sibling of `file` (written by the Vite build) when the browser
 * accepts it. Returns false, having sent nothing, when there is none to send.
 */
export function sendPrecompressed(request: Request, response: Response, file: string, cacheControl: string): boolean {
  const type = TYPES[extname(file)];
  if (!type) return false;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) && existsSync(`${file}.br`) ? 'br' : /\bgzip\b/.test(accepted) && existsSync(`${file}.gz`) ? 'gzip' : null;
  if (!encoding) return false;
  response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Type', type);
  response.setHeader('Vary', 'Accept-Encoding');
  response.setHeader('Cache-Control', cacheControl);
  response.sendFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`);
  return true;
}

/** Static files of the build, precompressed when the browser accepts it; anything else falls through. */
export function precompressedStatic(root: string) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (!TYPES[extname(request.path)] || request.path.startsWith('/api/')) return next();
    const file = normalize(join(root, decodeURIComponent(request.path)));
    if (!file.startsWith(root)) return next();
    if (!sendPrecompressed(request, response, file, cacheControlFor(request.path))) next();
  };
}
