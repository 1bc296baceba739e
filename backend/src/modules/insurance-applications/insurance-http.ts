import { ADMIN_MESSAGES, INSURANCE_APPLICATION_BODY_MAX_BYTES } from '@evisa/contracts';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { RateLimits } from '../staff/auth/rate-limit.js';
import { SUBMIT_INSURANCE_ROUTE } from './commands/submit-insurance-application/submit-insurance-application.js';

/** Bodies up to this size are the ordinary form (the app's limit elsewhere); larger ones carry photos. */
export const ORDINARY_BODY_BYTES = 100 * 1024;

/** Where an instance keeps the rate limits its early upload check counts with. */
const LIMITS = Symbol('evisa.insuranceUploadLimits');
type WithLimits = { [LIMITS]?: RateLimits };

/** Gives the submission's early upload check the app's rate limits, once its providers exist. */
export function useInsuranceUploadLimits(instance: FastifyInstance, limits: RateLimits): void {
  (instance as unknown as WithLimits)[LIMITS] = limits;
}

/**
 * The insurance submission carries parent ID photos as data URLs (up to four 5 MB images): its body
 * limit is INSURANCE_APPLICATION_BODY_MAX_BYTES, set as the route is registered; every other public
 * route keeps the app's 100 kB. Reading and parsing ~28 MB of JSON costs the single thread about a
 * quarter of a second and needs no sign-in, so a large body (or one of unknown length) is counted
 * against the `photo-upload` limit per address in an `onRequest` hook, before a byte of it is read:
 * over the limit the answer is 429 at once. Ordinary submissions without photos are not counted.
 */
export function configureInsuranceHttp(instance: FastifyInstance): void {
  const limitLargeUploads: onRequestHookHandler = (request, reply, done) => {
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length <= ORDINARY_BODY_BYTES) return done();
    const limits = (instance as unknown as WithLimits)[LIMITS];
    const wait = limits ? limits.hit('photo-upload', limits.tracker('photo-upload')(request)) : 0;
    if (wait > 0) {
      void reply.code(429).header('Retry-After', String(wait)).header('Connection', 'close').send({ statusCode: 429, message: ADMIN_MESSAGES.tooManyRequests });
      return;
    }
    done();
  };
  instance.addHook('onRoute', (route) => {
    if (route.url !== SUBMIT_INSURANCE_ROUTE || ![route.method].flat().includes('POST')) return;
    route.bodyLimit = INSURANCE_APPLICATION_BODY_MAX_BYTES;
    route.onRequest = [...[route.onRequest ?? []].flat(), limitLargeUploads];
  });
}
