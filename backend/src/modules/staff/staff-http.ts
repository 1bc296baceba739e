import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { json } from 'express';

/** The decision routes carry a PDF as a data URL (5 MB is ~7 MB of base64); every other route keeps 100 kb. */
export const DECISION_ROUTES = ['/api/admin/applications/:id/status', '/api/admin/insurance-applications/:id/status'];
const DECISION_BODY_LIMIT = '10mb';

/**
 * HTTP plumbing of the staff back office, installed before the app's global 100 kb JSON parser:
 * cookies (the staff session), and the larger body limit on the decision routes only (a parsed body
 * is not parsed again by the global parser).
 */
export function configureStaffHttp(app: NestExpressApplication): void {
  app.use(cookieParser());
  app.use(DECISION_ROUTES, json({ limit: DECISION_BODY_LIMIT }));
}
