import { type CanActivate, type ExecutionContext, HttpException, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { ADMIN_MESSAGES, CHAT_MESSAGES } from '@evisa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffConfig } from '../../../config/staff-config.js';

export type RateLimitName = 'login-ip' | 'login-account' | 'download' | 'status-lookup' | 'chat-message' | 'chat-start' | 'photo-upload';
const RATE_LIMITS_KEY = 'evisa:rate-limits';

/** Opts a route into named rate limits; routes without it are never throttled. */
export const RateLimit = (...names: RateLimitName[]) => SetMetadata(RATE_LIMITS_KEY, names);

interface Rule {
  readonly limit: number;
  readonly windowMs: number;
  readonly tracker: (request: FastifyRequest) => string;
  /** The 429's message, when the route's callers need one of their own (else the generic one). */
  readonly message?: string;
  /** Only requests it accepts are counted (else every request of the route is). */
  readonly counts?: (request: FastifyRequest) => boolean;
}

const MINUTE = 60_000;
const byIp = (request: FastifyRequest) => request.ip ?? 'unknown';

export function rateLimitRules(config: StaffConfig): Record<RateLimitName, Rule> {
  return {
    'login-ip': { limit: config.loginAttemptsPerMinute, windowMs: MINUTE, tracker: byIp },
    'login-account': {
      limit: config.loginAttemptsPerAccount,
      windowMs: 15 * MINUTE,
      tracker: (request) => String((request.body as { email?: unknown } | undefined)?.email ?? '').trim().toLowerCase().slice(0, 254),
    },
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
    if (now - this.lastSweep > MINUTE || this.windows.size > 100_000) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return window.count > limit ? Math.ceil((window.resetAt - now) / 1000) : 0;
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

  /** What a caller over limit `name` is told. */
  message(name: RateLimitName): string {
    return this.rules[name].message ?? ADMIN_MESSAGES.tooManyRequests;
  }

  tracker(name: RateLimitName): (request: FastifyRequest) => string {
    return this.rules[name].tracker;
  }

  /** Whether this request counts against limit `name`. */
  counts(name: RateLimitName, request: FastifyRequest): boolean {
    return this.rules[name].counts?.(request) ?? true;
  }
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
      if (wait > 0) {
        context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(wait));
        throw new HttpException({ statusCode: 429, message: this.limits.message(name) }, 429);
      }
    }
    return true;
  }
}
