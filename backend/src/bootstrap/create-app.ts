import 'reflect-metadata';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { AppModule, type AppOptions } from '../app.module.js';
import { ApiExceptionFilter } from '../infrastructure/http/api-exception.filter.js';
import { isApiPath } from '../infrastructure/http/api-path.js';
import { WebAppPages } from '../infrastructure/http/web-app-pages.js';
import { cacheControlFor } from '../infrastructure/http/cache-control.js';
import { createValidationPipe } from '../infrastructure/http/validation-pipe.js';
import { collectRoutes } from '../infrastructure/http/route-registry.js';
import { registerSecurityHeaders } from '../infrastructure/http/register-security-headers.js';
import { securityHeaders } from '../infrastructure/http/security-headers.js';
import { DEFAULT_TRUSTED_PROXIES, proxyTrust } from '../infrastructure/http/trusted-proxies.js';
import { PinoNestLogger } from '../infrastructure/logging/logger.js';
import { configureStaffHttp } from '../modules/staff/staff-http.js';
import { configureInsuranceHttp } from '../modules/insurance-applications/insurance-http.js';
import { PostgresIoAdapter } from '../modules/chat/postgres-io.adapter.js';
import { UnknownQueryGuard } from '../infrastructure/http/unknown-query.guard.js';
import { setUpApiDocs } from './api-docs.js';

/** Every JSON body but the staff decision routes' (see staff-http.ts) and the insurance submission's (insurance-http.ts). */
const API_BODY_LIMIT = 100 * 1024;

const MAX_PATH_PARAMETER_LENGTH = 2000;

/** The JSON answers' security headers (no page, nothing framed, nothing stored). */
const API_HEADERS = securityHeaders(undefined).api;

/**
 * Fastify's router refuses a malformed percent-encoding ('%E0%A4%A') or a path segment longer than
 * its limit before any route, hook or Nest filter runs, and by default answers with its own JSON
 * (code, error, and the whole address echoed back) without the security headers. Answered here in
 * the API's form instead, `{ statusCode, message }`.
 */
function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const statusCode = tooLong ? 414 : 400;
  void reply
    .headers(API_HEADERS)
    .status(statusCode)
    .send({ statusCode, message: tooLong ? 'A part of the request address is too long' : 'The request address is not valid' });
}

/**
 * Builds the HTTP app (API, OpenAPI docs, built frontend); the caller decides when to listen.
 * Nest runs on Fastify: measured on this API's status lookup, Nest on Express spent about 400 µs of
 * CPU per request and Nest on Fastify about 155 µs (docs/performance.md).
 */
export async function createApp(options: AppOptions): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: API_BODY_LIMIT,
    // The client address comes from X-Forwarded-For only when the peer is one of our proxies
    // (TRUST_PROXY, loopback by default); the per-IP limits count by it.
    trustProxy: proxyTrust(options.config.trustedProxies ?? DEFAULT_TRUSTED_PROXIES),
    // A path parameter up to 2,000 characters reaches its route (Fastify's default stops at 100 with a
    // 414): a status lookup of a pasted sentence is 'Application not found', as the status page says
    // for anything that is not a number. Every route checks its parameters; Node caps the whole head at 16 kB.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    // The app has no Nest middleware (cross-cutting work is in Fastify hooks, guards and pipes), so
    // @fastify/middie, which would run on every request for none, is not registered.
    skipMiddie: true,
    frameworkErrors: answerRouterError,
  });
  // Fastify reads text/plain bodies by default: a JSON body sent as text (fetch without a Content-Type)
  // reached the contracts as a string and was answered with every field 'Required'. Only JSON is
  // taken now; any other type is a 415 that says so (api-exception.filter.ts).
  adapter.getInstance().removeContentTypeParser('text/plain');
  collectRoutes(adapter.getInstance());
  registerSecurityHeaders(adapter.getInstance(), options.config.frontendDist);
  configureStaffHttp(adapter.getInstance());
  configureInsuranceHttp(adapter.getInstance());
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(options), adapter, {
    logger: new PinoNestLogger(options.logger),
    bodyParser: false,
    // Keeps each JSON body's exact bytes on `req.rawBody`: Stripe signs those, not our re-serialisation.
    rawBody: true,
  });
  // No limit of its own here, so each route's limit applies (Nest's default parser would fix one for all).
  app.useBodyParser('application/json');
  // The chat's sockets share the HTTP server (and so its port and its shutdown: app.close() closes them first).
  app.useWebSocketAdapter(new PostgresIoAdapter(app, options.databaseUrl, options.logger));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalGuards(new UnknownQueryGuard());
  app.useGlobalFilters(new ApiExceptionFilter(options.logger, WebAppPages.load(options.config.frontendDist, options.config.publicBaseUrl)));

  // In production only to signed-in staff (see api-docs.ts).
  setUpApiDocs(app, { staffOnly: options.config.production });

  if (existsSync(options.config.frontendDist)) {
    // The build's files, as its precompressed .br/.gz siblings when the browser accepts them. A path
    // with no file falls through to the exception filter, which answers client-side routes with the
    // single-page app (web-app-pages.ts; index.html by reply.sendFile, added by this plugin) and /api
    // paths with a JSON 404.
    await app.register(fastifyStatic, {
      root: options.config.frontendDist,
      prefix: '/',
      index: false,
      preCompressed: true,
      cacheControl: false,
      // The root is the single-page app (below), and API paths never touch the file system.
      allowedPath: (path) => path !== '/' && !isApiPath(path),
      setHeaders: (response, path) => response.header('Cache-Control', cacheControlFor(path)),
    });
  }
  return app;
}
