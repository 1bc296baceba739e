import { INSURANCE_APPLICATION_BODY_MAX_BYTES } from '@evisa/contracts';
import type { FastifyInstance } from 'fastify';
import { SUBMIT_INSURANCE_ROUTE } from './commands/submit-insurance-application/submit-insurance-application.js';

/**
 * The insurance submission carries parent ID photos as data URLs (up to four 5 MB images): its body
 * limit is INSURANCE_APPLICATION_BODY_MAX_BYTES, set as the route is registered; every other public
 * route keeps the app's 100 kB.
 */
export function configureInsuranceHttp(instance: FastifyInstance): void {
  instance.addHook('onRoute', (route) => {
    if (route.url === SUBMIT_INSURANCE_ROUTE && [route.method].flat().includes('POST')) route.bodyLimit = INSURANCE_APPLICATION_BODY_MAX_BYTES;
  });
}
