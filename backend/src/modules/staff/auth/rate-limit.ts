import { type CanActivate, type ExecutionContext, HttpException, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { ADMIN_MESSAGES } from '@evisa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffConfig } from '../../../config/staff-config.js';

export type RateLimitName = 'login-ip' | 'login-account' | 'download' | 'status-lookup';
const RATE_LIMITS_KEY = 'evisa:rate-limits';

/** Opts a route into named rate limits; routes without it are never throttled. */
export const RateLimit = (...names: RateLimitName[]) => SetMetadata(RATE_LIMITS_KEY, names);

interface Rule {
  readonly limit: number;
  readonly windowMs: number;
  readonly tracker: (request: FastifyRequest) => string;
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

/** Global guard applying the limits a route opted into with @RateLimit; 429 with Retry-After when exceeded. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    @Inject(RATE_LIMIT_RULES) private readonly rules: Record<RateLimitName, Rule>,
    @Inject(RateLimitCounters) private readonly counters: RateLimitCounters,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const names = Reflect.getMetadata(RATE_LIMITS_KEY, context.getHandler()) as RateLimitName[] | undefined;
    if (!names?.length) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    for (const name of names) {
      const rule = this.rules[name];
      const wait = this.counters.hit(`${name}:${rule.tracker(request)}`, rule.limit, rule.windowMs);
      if (wait > 0) {
        context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(wait));
        throw new HttpException({ statusCode: 429, message: ADMIN_MESSAGES.tooManyRequests }, 429);
      }
    }
    return true;
  }
}
