import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ChatMessageView } from '@evisa/contracts';
import { CHAT_SESSION_STREAM } from '@evisa/contracts/events';
import { randomUUID } from 'node:crypto';
import { decideReplyAsAgent } from '../../../domain/chat-session/chat-session-decisions.js';
import { chatSessionStreamId } from '../../../domain/chat-session/chat-session.js';
import { Database } from '../../../infrastructure/database/database.js';
import { EventStore } from '../../../event-store/event-store.js';
import { requestHash, runIdempotent, type IdempotentResult } from '../../../event-store/idempotency.js';
import { retryOnConflict } from '../../../event-store/retry-on-conflict.js';
import { ChatBroadcaster } from '../chat-broadcaster.js';
import { findMessage } from '../chat-read-models.js';
import { CONVERSATION_ATTEMPTS, loadConversation } from './conversation-stream.js';

/** The idempotency scope of staff replies. */
const SCOPE = 'POST /api/chat/reply';

export class ReplyAsAgentCommand {
  constructor(
    readonly sessionId: string,
    readonly text: string,
    readonly staffId: string,
    readonly correlationId: string,
    /** The request's Idempotency-Key: a repeat (the console retrying a reply whose answer was lost) records nothing. */
    readonly idempotencyKey?: string,
  ) {}
}

/** A staff member's answer: recorded on the conversation (encrypted with its key), then sent to that traveller's room and to staff. */
/**
 * A staff member's answer: recorded on the conversation (encrypted with its key), then sent to that
 * traveller's room and to staff. Under an Idempotency-Key a repeat answers the first reply (read back
 * from the conversation: the stored answer keeps no words) and tells nobody again.
 */
@CommandHandler(ReplyAsAgentCommand)
export class ReplyAsAgentHandler implements ICommandHandler<ReplyAsAgentCommand, IdempotentResult<{ message: ChatMessageView }>> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ChatBroadcaster) private readonly broadcaster: ChatBroadcaster,
  ) {}

  async execute({ sessionId, text, staffId, correlationId, idempotencyKey }: ReplyAsAgentCommand): Promise<IdempotentResult<{ message: ChatMessageView }>> {
    const streamId = chatSessionStreamId(sessionId);
    // What was recorded now, with its words (the stored answer has none).
    const recorded: { message?: ChatMessageView } = {};
    const result = await retryOnConflict(() =>
      runIdempotent(this.db, SCOPE, idempotencyKey, requestHash({ sessionId, text, staffId }), async (tx) => {
        const { state, version } = await loadConversation(this.store, tx, sessionId);
        const now = new Date().toISOString();
        const messageId = randomUUID();
        const events = decideReplyAsAgent({ messageId, text, staffId, now }, state);
        await this.store.append(tx, {
          streamId,
          streamType: CHAT_SESSION_STREAM,
          expectedVersion: version,
          events,
          metadata: { actor: { kind: 'staff', id: staffId }, subjectId: streamId, correlationId, idempotencyKey },
        });
        const message: ChatMessageView = { id: messageId, sessionId, text, sender: 'agent', timestamp: now, isRead: true };
        recorded.message = message;
        return { statusCode: 201, body: { message: { ...message, text: '' } } };
      }),
      { attempts: CONVERSATION_ATTEMPTS },
    );
    if (result.replayed || !recorded.message) return { ...result, body: { message: await findMessage(this.db, result.body.message.id) } };
    this.broadcaster.agentMessage(recorded.message);
    return { ...result, body: { message: recorded.message } };
  }
}
