import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { existsSync } from 'node:fs';
import { AppModule, type AppOptions } from '../app.module.js';
import { ApiExceptionFilter } from '../infrastructure/http/api-exception.filter.js';
import { addDtoSchemas } from '../infrastructure/http/openapi-schemas.js';
import { precompressedStatic } from '../infrastructure/http/precompressed-static.js';
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
    app.use(precompressedStatic(options.config.frontendDist));
    app.useStaticAssets(options.config.frontendDist, {
      index: false,
      // Hashed asset names never change content, so they can be cached for a year.
      setHeaders: (res, path) => res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  return app;
}
