import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CHAT_MESSAGES, type ChatMessagesResponse, type ChatSessionView } from '@evisa/contracts';
import { DomainError } from '../../../domain/shared/domain-error.js';
import { Database } from '../../../infrastructure/database/database.js';
import { conversationStatus, listMessages, listSessions } from '../chat-read-models.js';

/**
 * One conversation's messages, oldest first. Travellers (`reader: 'traveller'`) see only a
 * conversation that still has its personal data; staff also see an erased one (its texts empty).
 */
export class GetConversationMessagesQuery {
  constructor(
    readonly sessionId: string,
    readonly reader: 'traveller' | 'staff',
    readonly after?: string,
  ) {}
}

@QueryHandler(GetConversationMessagesQuery)
export class GetConversationMessagesHandler implements IQueryHandler<GetConversationMessagesQuery, ChatMessagesResponse> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute({ sessionId, reader, after }: GetConversationMessagesQuery): Promise<ChatMessagesResponse> {
    const status = await conversationStatus(this.db, sessionId);
    if (status === 'unknown' || (status === 'erased' && reader === 'traveller')) throw new DomainError('not-found', CHAT_MESSAGES.sessionNotFound);
    return { sessionId, messages: await listMessages(this.db, sessionId, after) };
  }
}

/** The staff list of conversations, most recent first. */
export class ListChatSessionsQuery {}

@QueryHandler(ListChatSessionsQuery)
export class ListChatSessionsHandler implements IQueryHandler<ListChatSessionsQuery, { sessions: ChatSessionView[] }> {
  constructor(@Inject(Database) private readonly db: Database) {}

  async execute(): Promise<{ sessions: ChatSessionView[] }> {
    return { sessions: await listSessions(this.db) };
  }
}
