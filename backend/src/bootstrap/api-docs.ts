import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { addDtoSchemas } from '../infrastructure/http/openapi-schemas.js';
import { staffSessionRequired } from '../modules/staff/staff-http.js';

/** Where the OpenAPI UI is served; its JSON and YAML documents are `/api/docs-json` and `/api/docs-yaml`. */
export const API_DOCS_PATH = '/api/docs';

/** Whether a route belongs to the docs: the UI page, its assets and init script, and the JSON and YAML documents. */
export function isApiDocsRoute(url: string): boolean {
  return url === API_DOCS_PATH || url.startsWith(`${API_DOCS_PATH}/`) || url.startsWith(`${API_DOCS_PATH}-`);
}

/**
 * Serves the OpenAPI UI and documents at /api/docs. In production (`staffOnly`) every docs route
 * needs a signed-in staff member (the staff session cookie, any role; 401 otherwise), checked in an
 * `onRequest` hook on each of those routes only. Staff-only rather than switched off: the document
 * is generated from the running code, so staff and whoever integrates with the API read the exact
 * contract of the deployed version, with no setting to remember; but it maps every route, the staff
 * back office's included, which a stranger has no use for. Development and tests keep it open.
 */
export function setUpApiDocs(app: NestFastifyApplication, options: { staffOnly: boolean }): void {
  if (options.staffOnly) {
    const instance = app.getHttpAdapter().getInstance();
    const staffOnly = staffSessionRequired(instance);
    // Registered before SwaggerModule adds the routes, so each of them (the assets' plugin too) gets the check.
    instance.addHook('onRoute', (route) => {
      if (isApiDocsRoute(route.url)) route.onRequest = [...[route.onRequest ?? []].flat(), staffOnly];
    });
  }
  const document = addDtoSchemas(SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Türkiye e-Visa & travel insurance service API')
      .setDescription('A private intermediary; not affiliated with the Republic of Türkiye.')
      .setVersion('1.0')
      .build(),
  ), {
    submitVisaApplication: { path: '/api/applications', method: 'post', dto: 'CreateVisaApplicationDto' },
    submitInsuranceApplication: { path: '/api/insurance/applications', method: 'post', dto: 'CreateInsuranceApplicationDto' },
    postChatMessage: { path: '/api/chat/message', method: 'post', dto: 'PostChatMessageDto' },
    replyToChat: { path: '/api/chat/reply', method: 'post', dto: 'ChatReplyDto' },
  });
  SwaggerModule.setup(API_DOCS_PATH.slice(1), app, document);
}
