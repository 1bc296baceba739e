import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StaffAccountView, StaffRole } from '@evisa/contracts';
import { STAFF_ACCOUNT_STREAM } from '@evisa/contracts/events';
import { decideUpdateStaffAccount } from '../../../domain/staff/staff-account-decisions.js';
import { staffAccountStreamId } from '../../../domain/staff/staff-account.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { Database } from '../../../infrastructure/database/database.js';
import { ConcurrencyError } from '../../../event-store/concurrency-error.js';
import { EventStore } from '../../../event-store/event-store.js';
import { findStaffById, loadStaffAccount } from '../staff-repository.js';

export class UpdateStaffAccountCommand {
  constructor(
    readonly staffId: string,
    readonly change: { disabled?: boolean; role?: StaffRole },
    readonly actingStaffId: string,
  ) {}
}

/** Disables, enables or changes the role of an account; disabling also ends its sessions at once. */
@CommandHandler(UpdateStaffAccountCommand)
export class UpdateStaffAccountHandler implements ICommandHandler<UpdateStaffAccountCommand, StaffAccountView> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ staffId, change, actingStaffId }: UpdateStaffAccountCommand): Promise<StaffAccountView> {
    if (!/^[0-9a-f-]{36}$/.test(staffId)) throw new DomainError('not-found', 'Staff account not found');
    try {
      await this.db.transaction(async (tx) => {
        const { state, version } = await loadStaffAccount(this.store, tx, staffId);
        const events = decideUpdateStaffAccount({ ...change, actingStaffId, now: new Date().toISOString() }, state);
        if (events.length === 0) return;
        await this.store.append(tx, {
          streamId: staffAccountStreamId(staffId),
          streamType: STAFF_ACCOUNT_STREAM,
          expectedVersion: version,
          events,
          metadata: { actor: { kind: 'staff', id: actingStaffId } },
        });
        if (events.some((e) => e.type === 'StaffAccountDisabled')) {
          await tx.query('UPDATE staff_sessions SET revoked_at = now() WHERE staff_id = $1 AND revoked_at IS NULL', [staffId]);
        }
      });
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new DomainError('conflict', 'This staff account was changed by someone else at the same time; reload and try again');
      throw error;
    }
    const account = (await findStaffById(this.db, staffId))!;
    return { id: account.staffId, email: account.email, name: account.name, role: account.role, disabled: account.disabled, createdAt: account.createdAt };
  }
}
