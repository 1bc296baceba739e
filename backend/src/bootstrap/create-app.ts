import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { existsSync } from 'node:fs';
import { static as serveStatic, type NextFunction, type Request, type Response } from 'express';
import { AppModule, type AppOptions } from '../app.module.js';
import { ApiExceptionFilter } from '../infrastructure/http/api-exception.filter.js';
import { addDtoSchemas } from '../infrastructure/http/openapi-schemas.js';
import { cacheControlFor, precompressedStatic } from '../infrastructure/http/precompressed-static.js';
import { createValidationPipe } from '../infrastructure/http/validation-pipe.js';
import { PinoNestLogger } from '../infrastructure/logging/logger.js';
import { configureStaffHttp } from '../modules/staff/staff-http.js';

/** Builds the HTTP app (API, OpenAPI docs, built frontend); the caller decides when to listen. */
export async function createApp(options: AppOptions): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(options), {
    logger: new PinoNestLogger(options.logger),
    bodyParser: false,
    // Keeps each JSON body's exact bytes on `req.rawBody`: Stripe signs those, not our re-serialisation.
    rawBody: true,
  });
  app.disable('x-powered-by');
  // API answers are small and uncached: hashing each body for an ETag is work nobody uses.
  app.set('etag', false);
  app.set('trust proxy', 'loopback');
  configureStaffHttp(app);
  app.useBodyParser('json', { limit: '100kb' });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter(options.logger, options.config.frontendDist));
  app.enableShutdownHooks();

  const document = addDtoSchemas(SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Türkiye e-Visa & travel insurance service API')
      .setDescription('A private intermediary; not affiliated with the Republic of Türkiye.')
      .setVersion('1.0')
      .build(),
  ), {
    submitVisaApplication: { path: '/api/applications', method: 'post', dto: 'CreateVisaApplicationDto' },
  });
  SwaggerModule.setup('api/docs', app, document);

  if (existsSync(options.config.frontendDist)) {
    // Static files are looked up only outside /api, so API requests never touch the file system.
    const files = serveStatic(options.config.frontendDist, {
      index: false,
      setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControlFor(path)),
    });
    app.use(precompressedStatic(options.config.frontendDist));
    app.use((request: Request, response: Response, next: NextFunction) => (request.path.startsWith('/api/') ? next() : files(request, response, next)));
  }
  return app;
}
