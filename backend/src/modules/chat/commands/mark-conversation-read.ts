import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ChatSessionView } from '@evisa/contracts';
import { CHAT_SESSION_STREAM } from '@evisa/contracts/events';
import { decideMarkConversationRead } from '../../../domain/chat-session/chat-session-decisions.js';
import { chatSessionStreamId } from '../../../domain/chat-session/chat-session.js';
import { Database } from '../../../infrastructure/database/database.js';
import { EventStore } from '../../../event-store/event-store.js';
import type { Checkpoint } from '../../../event-store/event-store.types.js';
import { retryOnConflict } from '../../../event-store/retry-on-conflict.js';
import { chatSessionsProjector } from '../../../projections/chat-sessions/chat-sessions.projection.js';
import { waitForProjection } from '../../../projections/wait-for-projection.js';
import { ChatBroadcaster } from '../chat-broadcaster.js';
import { findSession } from '../chat-read-models.js';
import { checkpointOf, CONVERSATION_ATTEMPTS, loadConversation } from './conversation-stream.js';

export class MarkConversationReadCommand {
  constructor(
    readonly sessionId: string,
    readonly staffId: string,
    readonly correlationId: string,
  ) {}
}

/**
 * A staff member opened the conversation: the traveller's messages so far are read. Answers with
 * the conversation as the staff list shows it, once the list's projection has caught up with it.
 */
@CommandHandler(MarkConversationReadCommand)
export class MarkConversationReadHandler implements ICommandHandler<MarkConversationReadCommand, { session: ChatSessionView }> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ChatBroadcaster) private readonly broadcaster: ChatBroadcaster,
  ) {}

  async execute({ sessionId, staffId, correlationId }: MarkConversationReadCommand): Promise<{ session: ChatSessionView }> {
    const streamId = chatSessionStreamId(sessionId);
    const { upTo, marked } = await retryOnConflict(() =>
      this.db.transaction(async (tx): Promise<{ upTo: Checkpoint | null; marked: boolean }> => {
        const { state, version, last } = await loadConversation(this.store, tx, sessionId);
        const events = decideMarkConversationRead({ staffId, now: new Date().toISOString() }, state);
        if (events.length === 0) return { upTo: last, marked: false };
        const recorded = await this.store.append(tx, {
          streamId,
          streamType: CHAT_SESSION_STREAM,
          expectedVersion: version,
          events,
          metadata: { actor: { kind: 'staff', id: staffId }, correlationId },
        });
        return { upTo: checkpointOf(recorded[recorded.length - 1]!), marked: true };
      }),
      { attempts: CONVERSATION_ATTEMPTS },
    );
    if (marked) this.broadcaster.sessionRead({ sessionId, readBy: staffId });
    if (upTo) await waitForProjection(this.db, chatSessionsProjector.name, upTo);
    return { session: await findSession(this.db, sessionId) };
  }
}
