import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RETENTION_YEARS } from '@evisa/contracts';
import type { Logger } from 'pino';
import { Database } from '../../infrastructure/database/database.js';
import { LOGGER } from '../../infrastructure/infrastructure.module.js';
import { EraseApplicantDataCommand, type EraseApplicantDataResult } from '../visa-applications/commands/erase-applicant-data/erase-applicant-data.handler.js';
import { EraseConversationDataCommand } from '../chat/commands/erase-conversation-data.js';
import { EraseInsuranceApplicantDataCommand } from '../back-office/commands/erase-insurance-applicant-data.js';
import type { Actor } from '../../event-store/event-store.types.js';
import { startPeriodicSweep } from '../../infrastructure/scheduling/periodic-sweep.js';

const RETENTION_ACTOR: Actor = { kind: 'system', id: 'retention' };

/** Each kind of application: how long its personal data is kept, and the command that erases it. */
const APPLICATION_RETENTION = {
  visa: { years: RETENTION_YEARS.visa, erase: (number: string) => new EraseApplicantDataCommand(number, 'retention', RETENTION_ACTOR) },
  insurance: { years: RETENTION_YEARS.insurance, erase: (number: string) => new EraseInsuranceApplicantDataCommand(number, 'retention', RETENTION_ACTOR) },
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_SWEEP_DELAY_MS = 60 * 1000;

/**
 * Retention (spec section 9): visa records keep personal data for 5 years, insurance records for 10
 * (parent ID photos and the policy included), support conversations
 * RETENTION_YEARS.contact years after their last message. A daily sweep erases (crypto-shreds) what
 * is due; the events and their audit trail stay.
 */
@Injectable()
export class RetentionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private stopSweeps: (() => void) | undefined;

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const sweep = () => void this.sweep(new Date()).catch((error) => this.logger.error({ err: error }, 'retention sweep failed'));
    this.stopSweeps = startPeriodicSweep(sweep, FIRST_SWEEP_DELAY_MS, DAY_MS);
  }

  onApplicationShutdown(): void {
    this.stopSweeps?.();
  }

  /** Erases every visa and insurance applicant and conversation whose retention ended before `now`; returns how many. */
  async sweep(now: Date): Promise<number> {
    return (await this.sweepApplicants('visa', now)) + (await this.sweepApplicants('insurance', now)) + (await this.sweepConversations(now));
  }

  /** Applications of the kind made before its retention cutoff (application_status is inline: an erased row is never seen again). */
  private async sweepApplicants(kind: keyof typeof APPLICATION_RETENTION, now: Date): Promise<number> {
    const { years, erase } = APPLICATION_RETENTION[kind];
    const cutoff = new Date(now);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
    let erased = 0;
    for (;;) {
      const { rows } = await this.db.query<{ application_number: string }>(
        `SELECT application_number FROM application_status
         WHERE kind = $2 AND NOT personal_data_erased AND created_at < $1 ORDER BY created_at LIMIT 200`,
        [cutoff, kind],
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        // Counted only if this sweep erased it: an admin may have erased it since the list was read.
        const result = await this.commands.execute<ReturnType<typeof erase>, EraseApplicantDataResult>(erase(row.application_number));
        if (result.erased) erased++;
      }
    }
    if (erased > 0) this.logger.info({ erased, kind }, 'retention: personal data erased');
    return erased;
  }

  /**
   * Conversations quiet for RETENTION_YEARS.contact years. The list is a projection the runner
   * keeps, so it may lag: it is walked once in order (an erased row can still look due), and the
   * command itself checks on the stream that no message arrived since the cutoff.
   */
  private async sweepConversations(now: Date): Promise<number> {
    const cutoff = new Date(now);
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION_YEARS.contact);
    let erased = 0;
    let after: { at: Date; sessionId: string } | null = null;
    for (;;) {
      const { rows } = await this.db.query<{ session_id: string; last_message_at: Date }>(
        `SELECT session_id, last_message_at FROM chat_sessions
         WHERE NOT personal_data_erased AND last_message_at < $1 AND ($2::timestamptz IS NULL OR (last_message_at, session_id) > ($2, $3))
         ORDER BY last_message_at, session_id LIMIT 200`,
        [cutoff, after?.at ?? null, after?.sessionId ?? null],
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        const result = await this.commands.execute<EraseConversationDataCommand, { erased: boolean }>(
          new EraseConversationDataCommand(row.session_id, 'retention', { kind: 'system', id: 'retention' }, cutoff),
        );
        if (result.erased) erased++;
      }
      const last: { session_id: string; last_message_at: Date } = rows[rows.length - 1]!;
      after = { at: last.last_message_at, sessionId: last.session_id };
    }
    if (erased > 0) this.logger.info({ erased }, 'retention: chat conversations erased');
    return erased;
  }
}
