import { type CanActivate, type ExecutionContext, HttpException, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { ADMIN_MESSAGES, CHAT_MESSAGES, MESSAGES } from '@evisa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffConfig } from '../../../config/staff-config.js';
import { rateLimitAddress } from './rate-limit-address.js';

export type RateLimitName = 'login-ip' | 'login-account' | 'login-device' | 'download' | 'status-lookup' | 'chat-message' | 'chat-start' | 'photo-upload' | 'submission';
const RATE_LIMITS_KEY = 'evisa:rate-limits';

/** Opts a route into named rate limits; routes without it are never throttled. */
export const RateLimit = (...names: RateLimitName[]) => SetMetadata(RATE_LIMITS_KEY, names);

interface Rule {
  readonly limit: number;
  readonly windowMs: number;
  /** A request's key, for limits that routes opt into with @RateLimit (the sign-in failure limits are keyed by SignInThrottle). */
  readonly tracker?: (request: FastifyRequest) => string;
  /** The 429's message, when the route's callers need one of their own (else the generic one). */
  readonly message?: string;
  /** Only requests it accepts are counted (else every request of the route is). */
  readonly counts?: (request: FastifyRequest) => boolean;
}

const MINUTE = 60_000;
/** Per client address: an IPv6 client by its /64 (see rate-limit-address.ts). */
const byIp = (request: FastifyRequest) => rateLimitAddress(request.ip);
const secondsUntil = (resetAt: number, now: number) => Math.ceil((resetAt - now) / 1000);

export function rateLimitRules(config: StaffConfig): Record<RateLimitName, Rule> {
  return {
    'login-ip': { limit: config.loginAttemptsPerMinute, windowMs: MINUTE, tracker: byIp },
    // Failed sign-ins only (see SignInThrottle): per account email from clients without its device
    // cookie, and per device (the cookie's nonce) from those with one.
    'login-account': { limit: config.loginAttemptsPerAccount, windowMs: 15 * MINUTE },
    'login-device': { limit: config.loginAttemptsPerDevice, windowMs: 15 * MINUTE },
    download: { limit: config.downloadsPerMinute, windowMs: MINUTE, tracker: byIp },
    'status-lookup': { limit: config.statusLookupsPerMinute, windowMs: MINUTE, tracker: byIp },
    // Counted for REST and socket messages alike (see RateLimits.hit).
    'chat-message': { limit: config.chatMessagesPerMinutePerIp, windowMs: MINUTE, tracker: byIp, message: CHAT_MESSAGES.tooManyMessages },
    // Starting a conversation (a message without a session id) also queues a notice to the support inbox.
    'chat-start': {
      limit: config.chatStartsPerMinutePerIp,
      windowMs: MINUTE,
      tracker: byIp,
      message: CHAT_MESSAGES.tooManyMessages,
      counts: (request) => !(request.body as { sessionId?: unknown } | undefined)?.sessionId,
    },
    // Insurance submissions with parent ID photos (up to ~28 MB of JSON): counted before the body is
    // read (see insurance-http.ts), so one address cannot keep the server parsing large bodies.
    'photo-upload': { limit: config.photoUploadsPerMinutePerIp, windowMs: MINUTE, tracker: byIp },
    // Visa and insurance applications: each adds rows to the staff lists and may open a checkout at the provider.
    submission: { limit: config.submissionsPerMinutePerIp, windowMs: MINUTE, tracker: byIp, message: MESSAGES.tooManySubmissions },
  };
}

/**
 * Fixed-window counters kept in this process. With several instances behind a balancer each counts
 * its own share; a shared store (Postgres, Redis) can replace this class behind the same `hit`.
 */
export class RateLimitCounters {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  /** Counts one hit; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, limit: number, windowMs: number, now = Date.now()): number {
    const window = this.current(key, windowMs, now);
    window.count++;
    return window.count > limit ? secondsUntil(window.resetAt, now) : 0;
  }

  /**
   * For limits on outcomes (failed sign-ins): takes one of the window's `limit` places, or answers
   * the seconds to wait when all are taken (nothing counted). The caller releases the place when the
   * outcome does not count. Taken before the outcome is known, so concurrent attempts cannot all slip
   * in under the limit while each is still being checked.
   */
  take(key: string, limit: number, windowMs: number, now = Date.now()): { wait: number; release: () => void } {
    const window = this.current(key, windowMs, now);
    if (window.count >= limit) return { wait: secondsUntil(window.resetAt, now), release: () => {} };
    window.count++;
    let released = false;
    // Releasing a window that has since ended changes nothing: its replacement is another object.
    return {
      wait: 0,
      release: () => {
        if (!released) window.count--;
        released = true;
      },
    };
  }

  private current(key: string, windowMs: number, now: number): { count: number; resetAt: number } {
    if (now - this.lastSweep > MINUTE || this.windows.size > 100_000) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    return window;
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export const RATE_LIMIT_RULES = Symbol('RATE_LIMIT_RULES');

/** The named limits over the shared counters, for the guard below and for callers that are not HTTP routes (the chat socket). */
@Injectable()
export class RateLimits {
  constructor(
    @Inject(RATE_LIMIT_RULES) private readonly rules: Record<RateLimitName, Rule>,
    @Inject(RateLimitCounters) private readonly counters: RateLimitCounters,
  ) {}

  /** Counts one hit of limit `name` by `key` (what the rule's tracker gives for a request); the seconds to wait when over it, else 0. */
  hit(name: RateLimitName, key: string): number {
    const rule = this.rules[name];
    return this.counters.hit(`${name}:${key}`, rule.limit, rule.windowMs);
  }

  /** Takes a place under limit `name` for `key` (see RateLimitCounters.take). */
  take(name: RateLimitName, key: string): { wait: number; release: () => void } {
    const rule = this.rules[name];
    return this.counters.take(`${name}:${key}`, rule.limit, rule.windowMs);
  }

  /** What a caller over limit `name` is told. */
  message(name: RateLimitName): string {
    return this.rules[name].message ?? ADMIN_MESSAGES.tooManyRequests;
  }

  tracker(name: RateLimitName): (request: FastifyRequest) => string {
    const tracker = this.rules[name].tracker;
    if (!tracker) throw new Error(`Rate limit ${name} is keyed by its caller, not by @RateLimit`);
    return tracker;
  }

  /** Whether this request counts against limit `name`. */
  counts(name: RateLimitName, request: FastifyRequest): boolean {
    return this.rules[name].counts?.(request) ?? true;
  }
}

/** The 429 to throw, with Retry-After set on the reply. */
export function tooManyRequests(reply: FastifyReply, waitSeconds: number, message: string): HttpException {
  reply.header('Retry-After', String(waitSeconds));
  return new HttpException({ statusCode: 429, message }, 429);
}

/** Global guard applying the limits a route opted into with @RateLimit; 429 with Retry-After when exceeded. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(@Inject(RateLimits) private readonly limits: RateLimits) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const names = Reflect.getMetadata(RATE_LIMITS_KEY, context.getHandler()) as RateLimitName[] | undefined;
    if (!names?.length) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    for (const name of names) {
      if (!this.limits.counts(name, request)) continue;
      const wait = this.limits.hit(name, this.limits.tracker(name)(request));
      if (wait > 0) throw tooManyRequests(context.switchToHttp().getResponse<FastifyReply>(), wait, this.limits.message(name));
    }
    return true;
  }
}
