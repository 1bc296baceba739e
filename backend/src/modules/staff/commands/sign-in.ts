import { Inject, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_MESSAGES, type StaffView } from '@evisa/contracts';
import type { Logger } from 'pino';
import { Database } from '../../../infrastructure/database/database.js';
import { LOGGER } from '../../../infrastructure/infrastructure.module.js';
import { SessionStore } from '../auth/session-store.js';
import { verifyPassword } from '../password-hasher.js';
import { findStaffByEmail, readPasswordHash } from '../staff-repository.js';

export class SignInCommand {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly client: { ip?: string; userAgent?: string },
  ) {}
}

export interface SignInResult {
  readonly staff: StaffView;
  readonly token: string;
  readonly csrfToken: string;
  readonly maxAgeMs: number;
}

/** Unknown email, disabled account and wrong password all get the same answer, in the same time. */
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand, SignInResult> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ email, password, client }: SignInCommand): Promise<SignInResult> {
    const account = await findStaffByEmail(this.db, email);
    const hash = account ? await readPasswordHash(this.db, account.staffId) : undefined;
    const valid = await verifyPassword(hash, password);
    if (!account || !valid || account.disabled) {
      this.logger.warn({ ip: client.ip, known: account !== undefined }, 'staff sign-in refused');
      throw new UnauthorizedException({ statusCode: 401, message: ADMIN_MESSAGES.wrongPassword });
    }
    const session = await this.sessions.create(account.staffId, client);
    this.logger.info({ staffId: account.staffId, ip: client.ip }, 'staff signed in');
    return { staff: { id: account.staffId, email: account.email, name: account.name, role: account.role }, ...session };
  }
}
