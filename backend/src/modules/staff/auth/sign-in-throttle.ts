import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normaliseStaffEmail } from '../../../domain/staff/staff-account.js';
import { readCookies } from './cookies.js';
import { signDeviceCookie, verifyDeviceCookie } from './device-cookie.js';
import { RateLimits, tooManyRequests } from './rate-limit.js';
import { STAFF_COOKIE_NAMES, type StaffCookieNames } from './staff-cookie-names.js';

export const DEVICE_COOKIE_KEY = Symbol('DEVICE_COOKIE_KEY');

/**
 * The failure limits of staff sign-in (the per-IP limit on every attempt is the route's @RateLimit).
 * A client with a valid device cookie for the account is limited per device; any other client per
 * account, so guessing from many addresses still stops, while a staff member on their own browser
 * can sign in during such an attack. Only refused attempts count.
 */
@Injectable()
export class SignInThrottle {
  constructor(
    @Inject(RateLimits) private readonly limits: RateLimits,
    @Inject(DEVICE_COOKIE_KEY) private readonly key: Buffer,
    @Inject(STAFF_COOKIE_NAMES) private readonly names: StaffCookieNames,
  ) {}

  /**
   * Runs `signIn` unless this client is over its limit (429, before any password check); a refusal
   * (401, or what `isRefusal` says, e.g. a wrong current password on a password change) is counted.
   */
  async attempt<T>(
    email: string,
    request: FastifyRequest,
    reply: FastifyReply,
    signIn: () => Promise<T>,
    isRefusal: (error: unknown) => boolean = (error) => error instanceof UnauthorizedException,
  ): Promise<T> {
    // Every copy is tried: one planted by a sibling host (with a longer path, so sent first) must not hide the real one.
    const now = Date.now();
    const device = readCookies(request.headers.cookie ?? '', this.names.device)
      .map((value) => verifyDeviceCookie(this.key, value, email, now))
      .find((nonce) => nonce !== undefined);
    const name = device ? 'login-device' : 'login-account';
    const place = this.limits.take(name, device ?? normaliseStaffEmail(email).slice(0, 254));
    if (place.wait > 0) throw tooManyRequests(reply, place.wait, this.limits.message(name));
    try {
      const result = await signIn();
      place.release();
      return result;
    } catch (error) {
      if (!isRefusal(error)) place.release();
      throw error;
    }
  }

  /** A new device cookie value for the account just signed in to. */
  deviceCookie(email: string): string {
    return signDeviceCookie(this.key, email, Date.now());
  }
}
