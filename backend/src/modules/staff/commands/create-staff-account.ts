import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StaffAccountView, StaffRole } from '@evisa/contracts';
import { STAFF_ACCOUNT_STREAM } from '@evisa/contracts/events';
import { randomUUID } from 'node:crypto';
import { decideCreateStaffAccount } from '../../../domain/staff/staff-account-decisions.js';
import { initialStaffAccountState, staffAccountStreamId } from '../../../domain/staff/staff-account.js';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { Database, isUniqueViolation, type Sql } from '../../../infrastructure/database/database.js';
import { EventStore } from '../../../event-store/event-store.js';
import { NO_STREAM, type Actor } from '../../../event-store/event-store.types.js';
import { hashPassword } from '../password-hasher.js';
import { findStaffByEmail, findStaffById } from '../staff-repository.js';

export interface NewStaffAccount {
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
  readonly password: string;
}

/**
 * Appends StaffAccountCreated (name and email encrypted with the account's key) and stores the
 * argon2 hash in the credentials table, in the caller's transaction. The staff projection is inline,
 * so its unique email index also stops two concurrent sign-ups with one email.
 */
export async function appendNewStaffAccount(tx: Sql, store: EventStore, account: NewStaffAccount, passwordHash: string, actor: Actor): Promise<string> {
  const staffId = randomUUID();
  const streamId = staffAccountStreamId(staffId);
  const events = decideCreateStaffAccount(
    { staffId, email: account.email, name: account.name, role: account.role, emailTaken: (await findStaffByEmail(tx, account.email)) !== undefined, now: new Date().toISOString() },
    initialStaffAccountState,
  );
  await store.append(tx, { streamId, streamType: STAFF_ACCOUNT_STREAM, expectedVersion: NO_STREAM, events, metadata: { actor, subjectId: streamId } });
  await tx.query('INSERT INTO staff_credentials (staff_id, password_hash) VALUES ($1, $2)', [staffId, passwordHash]);
  return staffId;
}

export class CreateStaffAccountCommand {
  constructor(
    readonly account: NewStaffAccount,
    readonly actor: Actor,
  ) {}
}

@CommandHandler(CreateStaffAccountCommand)
export class CreateStaffAccountHandler implements ICommandHandler<CreateStaffAccountCommand, StaffAccountView> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ account, actor }: CreateStaffAccountCommand): Promise<StaffAccountView> {
    const passwordHash = await hashPassword(account.password);
    let staffId: string;
    try {
      staffId = await this.db.transaction((tx) => appendNewStaffAccount(tx, this.store, account, passwordHash, actor));
    } catch (error) {
      if (isUniqueViolation(error, 'staff_accounts_email')) throw new DomainError('conflict', 'A staff account with this email already exists');
      throw error;
    }
    const created = (await findStaffById(this.db, staffId))!;
    return { id: created.staffId, email: created.email, name: created.name, role: created.role, disabled: created.disabled, createdAt: created.createdAt };
  }
}
