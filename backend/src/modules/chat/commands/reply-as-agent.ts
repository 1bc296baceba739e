import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ChatMessageView } from '@evisa/contracts';
import { CHAT_SESSION_STREAM } from '@evisa/contracts/events';
import { randomUUID } from 'node:crypto';
import { decideReplyAsAgent } from '../../../domain/chat-session/chat-session-decisions.js';
import { chatSessionStreamId } from '../../../domain/chat-session/chat-session.js';
import { Database } from '../../../infrastructure/database/database.js';
import { EventStore } from '../../../event-store/event-store.js';
import { ChatBroadcaster } from '../chat-broadcaster.js';
import { loadConversation, retryingConflicts } from './conversation-stream.js';

export class ReplyAsAgentCommand {
  constructor(
    readonly sessionId: string,
    readonly text: string,
    readonly staffId: string,
    readonly correlationId: string,
  ) {}
}

/** A staff member's answer: recorded on the conversation (encrypted with its key), then sent to that traveller's room and to staff. */
@CommandHandler(ReplyAsAgentCommand)
export class ReplyAsAgentHandler implements ICommandHandler<ReplyAsAgentCommand, { message: ChatMessageView }> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ChatBroadcaster) private readonly broadcaster: ChatBroadcaster,
  ) {}

  async execute({ sessionId, text, staffId, correlationId }: ReplyAsAgentCommand): Promise<{ message: ChatMessageView }> {
    const streamId = chatSessionStreamId(sessionId);
    const message = await retryingConflicts(() =>
      this.db.transaction(async (tx): Promise<ChatMessageView> => {
        const { state, version } = await loadConversation(this.store, tx, sessionId);
        const now = new Date().toISOString();
        const messageId = randomUUID();
        const events = decideReplyAsAgent({ messageId, text, staffId, now }, state);
        await this.store.append(tx, {
          streamId,
          streamType: CHAT_SESSION_STREAM,
          expectedVersion: version,
          events,
          metadata: { actor: { kind: 'staff', id: staffId }, subjectId: streamId, correlationId },
        });
        return { id: messageId, sessionId, text, sender: 'agent', timestamp: now, isRead: true };
      }),
    );
    this.broadcaster.agentMessage(message);
    return { message };
  }
}
