import { Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_GUARD, HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { loadStaffConfig } from '../../config/staff-config.js';
import { Database } from '../../infrastructure/database/database.js';
import { APP_CONFIG, LOGGER } from '../../infrastructure/infrastructure.module.js';
import { RATE_LIMIT_RULES, RateLimitCounters, RateLimitGuard, RateLimits, rateLimitRules } from './auth/rate-limit.js';
import { SessionStore } from './auth/session-store.js';
import { deviceCookieKey } from './auth/device-cookie.js';
import { DEVICE_COOKIE_KEY, SignInThrottle } from './auth/sign-in-throttle.js';
import { StaffAccessGuard } from './auth/staff-access.guard.js';
import { STAFF_COOKIE_NAMES, staffCookieNames, type StaffCookieNames } from './auth/staff-cookie-names.js';
import { ChangeStaffPasswordHandler } from './commands/change-staff-password.js';
import { CreateStaffAccountHandler } from './commands/create-staff-account.js';
import { SignInHandler } from './commands/sign-in.js';
import { UpdateStaffAccountHandler } from './commands/update-staff-account.js';
import { ListStaffHandler } from './queries/list-staff.js';
import { StaffAuthController } from './staff-auth.http.controller.js';
import { StaffController } from './staff.http.controller.js';
import { useStaffSessions } from './staff-http.js';

const staffConfig = (config: AppConfig) => config.staff ?? loadStaffConfig(process.env);
const HOUR_MS = 60 * 60 * 1000;

/**
 * Staff accounts, sign-in and the two global guards: rate limits (opt-in per route) and staff access
 * (deny by default under /api/admin). Exports the session store and the rate limits for other modules.
 */
@Module({
  controllers: [StaffAuthController, StaffController],
  providers: [
    {
      provide: SessionStore,
      inject: [Database, APP_CONFIG],
      useFactory: (db: Database, config: AppConfig) => new SessionStore(db, staffConfig(config).sessionTtlMinutes, staffConfig(config).sessionIdleMinutes),
    },
    { provide: RATE_LIMIT_RULES, inject: [APP_CONFIG], useFactory: (config: AppConfig) => rateLimitRules(staffConfig(config)) },
    { provide: RateLimitCounters, useFactory: () => new RateLimitCounters() },
    RateLimits,
    // The data encryption key is the root secret every deployment has; HKDF gives the cookie a key of its own.
    { provide: DEVICE_COOKIE_KEY, inject: [APP_CONFIG], useFactory: (config: AppConfig) => deviceCookieKey(config.dataEncryptionKey) },
    SignInThrottle,
    // Secure (and so prefixed) exactly when production: the deployment serves staff over HTTPS.
    { provide: STAFF_COOKIE_NAMES, inject: [APP_CONFIG], useFactory: (config: AppConfig) => staffCookieNames(config.production) },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_GUARD, useClass: StaffAccessGuard },
    SignInHandler,
    CreateStaffAccountHandler,
    UpdateStaffAccountHandler,
    ChangeStaffPasswordHandler,
    ListStaffHandler,
  ],
  exports: [SessionStore, RateLimits, STAFF_COOKIE_NAMES],
})
export class StaffModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(HttpAdapterHost) adapterHost: HttpAdapterHost,
    @Inject(STAFF_COOKIE_NAMES) cookies: StaffCookieNames,
  ) {
    // The decision routes check the session before their (large) body is read: see staff-http.ts.
    const instance = adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (instance) useStaffSessions(instance, sessions, cookies.session);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sessions.purgeEnded().catch((error) => this.logger.error({ err: error }, 'purging staff sessions failed')), HOUR_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
