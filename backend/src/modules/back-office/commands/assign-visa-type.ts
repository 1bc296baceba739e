import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_MESSAGES, type AdminApplicationRow } from '@evisa/contracts';
import { VISA_APPLICATION_STREAM } from '@evisa/contracts/events';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { decideAssignVisaType } from '../../../domain/visa-application/decide-visa-application.js';
import {
  evolveVisaApplication,
  initialVisaApplicationState,
  visaApplicationStreamId,
} from '../../../domain/visa-application/visa-application.js';
import { Database } from '../../../infrastructure/database/database.js';
import { ConcurrencyError } from '../../../event-store/concurrency-error.js';
import { EventStore } from '../../../event-store/event-store.js';
import { loadAggregate } from '../../../event-store/load-aggregate.js';
import type { Checkpoint } from '../../../event-store/event-store.types.js';
import { adminApplicationsProjector } from '../../../projections/admin-applications/admin-applications.projection.js';
import { waitForProjection } from '../../../projections/wait-for-projection.js';
import { findAdminRow } from '../admin-application-rows.js';

export class AssignVisaTypeCommand {
  constructor(
    readonly applicationNumber: string,
    readonly visaType: string,
    readonly staffId: string,
    readonly correlationId: string,
  ) {}
}

@CommandHandler(AssignVisaTypeCommand)
export class AssignVisaTypeHandler implements ICommandHandler<AssignVisaTypeCommand, { application: AdminApplicationRow | null }> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute(command: AssignVisaTypeCommand): Promise<{ application: AdminApplicationRow | null }> {
    const streamId = visaApplicationStreamId(command.applicationNumber);
    let appended: Checkpoint | null;
    try {
      appended = await this.db.transaction(async (tx) => {
        const { state, version } = await loadAggregate(this.store, tx, streamId, evolveVisaApplication, initialVisaApplicationState);
        const events = decideAssignVisaType({ visaType: command.visaType, now: new Date().toISOString() }, state);
        if (events.length === 0) return null;
        const recorded = await this.store.append(tx, {
          streamId,
          streamType: VISA_APPLICATION_STREAM,
          expectedVersion: version,
          events,
          metadata: { actor: { kind: 'staff', id: command.staffId }, correlationId: command.correlationId },
        });
        const last = recorded[recorded.length - 1]!;
        return { transactionId: last.transactionId, position: last.position };
      });
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new DomainError('conflict', ADMIN_MESSAGES.decidedConcurrently);
      throw error;
    }
    if (appended) await waitForProjection(this.db, adminApplicationsProjector.name, appended);
    return { application: await findAdminRow(this.db, 'visa', command.applicationNumber) };
  }
}
