import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_MESSAGES } from '@evisa/contracts';
import { STAFF_ACCOUNT_STREAM } from '@evisa/contracts/events';
import type { Logger } from 'pino';
import { decideChangeStaffPassword } from '../../../domain/staff/staff-account-decisions.js';
import { staffAccountStreamId } from '../../../domain/staff/staff-account.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { Database } from '../../../infrastructure/database/database.js';
import { LOGGER } from '../../../infrastructure/infrastructure.module.js';
import { ConcurrencyError } from '../../../event-store/concurrency-error.js';
import { EventStore } from '../../../event-store/event-store.js';
import { SessionStore } from '../auth/session-store.js';
import { hashPassword, verifyPassword } from '../password-hasher.js';
import { loadStaffAccount, readPasswordHash } from '../staff-repository.js';

/** The current password given with a change of one's own was wrong: counted like a failed sign-in. */
export class WrongCurrentPasswordError extends DomainError {
  constructor() {
    super('invalid', ADMIN_MESSAGES.currentPasswordWrong, { currentPassword: [ADMIN_MESSAGES.currentPasswordWrong] });
  }
}

export type PasswordChange =
  /** The signed-in member changes their own: the current password is required; their other sessions end. */
  | { readonly by: 'self'; readonly staffId: string; readonly currentPassword: string; readonly newPassword: string; readonly keepSessionHash: string }
  /** An admin resets another member's: every session of that member ends. */
  | { readonly by: 'admin'; readonly staffId: string; readonly newPassword: string; readonly actingStaffId: string };

export class ChangeStaffPasswordCommand {
  constructor(readonly change: PasswordChange) {}
}

/**
 * Stores the new argon2 hash, appends StaffPasswordChanged (no secret in it) and ends the sessions
 * that must end, all in one transaction: a password that changed leaves no old session behind.
 */
@CommandHandler(ChangeStaffPasswordCommand)
export class ChangeStaffPasswordHandler implements ICommandHandler<ChangeStaffPasswordCommand, void> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ change }: ChangeStaffPasswordCommand): Promise<void> {
    const { staffId } = change;
    if (!/^[0-9a-f-]{36}$/.test(staffId)) throw new DomainError('not-found', 'Staff account not found');
    if (change.by === 'self') {
      if (!(await verifyPassword(await readPasswordHash(this.db, staffId), change.currentPassword))) throw new WrongCurrentPasswordError();
      if (change.newPassword === change.currentPassword) throw new DomainError('invalid', ADMIN_MESSAGES.samePassword, { newPassword: [ADMIN_MESSAGES.samePassword] });
    }
    const actingStaffId = change.by === 'self' ? staffId : change.actingStaffId;
    const passwordHash = await hashPassword(change.newPassword);
    try {
      await this.db.transaction(async (tx) => {
        const { state, version } = await loadStaffAccount(this.store, tx, staffId);
        const events = decideChangeStaffPassword({ by: change.by, actingStaffId, now: new Date().toISOString() }, state);
        await this.store.append(tx, {
          streamId: staffAccountStreamId(staffId),
          streamType: STAFF_ACCOUNT_STREAM,
          expectedVersion: version,
          events,
          metadata: { actor: { kind: 'staff', id: actingStaffId } },
        });
        await tx.query('UPDATE staff_credentials SET password_hash = $2 WHERE staff_id = $1', [staffId, passwordHash]);
        await SessionStore.revokeOthersIn(tx, staffId, change.by === 'self' ? change.keepSessionHash : undefined);
      });
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new DomainError('conflict', 'This staff account was changed by someone else at the same time; reload and try again');
      throw error;
    }
    this.sessions.sessionsEnded();
    this.logger.info({ staffId, by: change.by, actingStaffId }, 'staff password changed');
  }
}
