import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_LANGUAGE, type ChatCustomerMessageEvent, type ChatMessageView, type PostChatMessageResponse } from '@evisa/contracts';
import { CHAT_SESSION_STREAM, type ChatCustomerPii } from '@evisa/contracts/events';
import { randomBytes, randomUUID } from 'node:crypto';
import { decidePostCustomerMessage, decideStartConversation } from '../../../domain/chat-session/chat-session-decisions.js';
import { chatSessionStreamId, initialChatSessionState } from '../../../domain/chat-session/chat-session.js';
import { Database } from '../../../infrastructure/database/database.js';
import type { RequestContext } from '../../../infrastructure/http/request-context.js';
import { EventStore } from '../../../event-store/event-store.js';
import { NO_STREAM, type EventMetadata } from '../../../event-store/event-store.types.js';
import { requestHash, runIdempotent, startStreamIdempotently, type IdempotentResult } from '../../../event-store/idempotency.js';
import { retryOnConflict } from '../../../event-store/retry-on-conflict.js';
import { ChatBroadcaster } from '../chat-broadcaster.js';
import { findMessage } from '../chat-read-models.js';
import { CONVERSATION_ATTEMPTS, loadConversation } from './conversation-stream.js';

/** The idempotency scope of a traveller's messages, whichever way they arrive. */
const SCOPE = 'POST /api/chat/message';

export class PostCustomerMessageCommand {
  constructor(
    /** Null starts a new conversation. */
    readonly sessionId: string | null,
    readonly text: string,
    /** What the traveller gave on their first message (ignored afterwards). */
    readonly customer: ChatCustomerPii,
    readonly language: string | undefined,
    /** The socket client's own id for the message (a resend records nothing); null over REST. */
    readonly clientMessageId: string | null,
    readonly context: RequestContext,
  ) {}
}

/**
 * A traveller's message: starts a conversation (a new stream named by a fresh 128-bit id) or
 * continues one. The words are encrypted with the conversation's own key (metadata `subjectId`).
 * Once committed, the message goes to the staff sockets and the traveller's other tabs.
 */
@CommandHandler(PostCustomerMessageCommand)
export class PostCustomerMessageHandler implements ICommandHandler<PostCustomerMessageCommand, IdempotentResult<PostChatMessageResponse>> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ChatBroadcaster) private readonly broadcaster: ChatBroadcaster,
  ) {}

  async execute(command: PostCustomerMessageCommand): Promise<IdempotentResult<PostChatMessageResponse>> {
    const { result, announce } = command.sessionId ? await this.continueConversation(command, command.sessionId) : await this.startConversation(command);
    if (!result.replayed) {
      if (announce) this.broadcaster.customerMessage(announce);
      return result;
    }
    // A repeat gets the message as the conversation holds it now (its text is erased with it).
    return { ...result, body: { ...result.body, message: await findMessage(this.db, result.body.message.id) } };
  }

  private async startConversation(command: PostCustomerMessageCommand): Promise<Posted> {
    const sessionId = randomBytes(16).toString('hex');
    const now = new Date().toISOString();
    const messageId = randomUUID();
    const language = command.language ?? DEFAULT_LANGUAGE;
    const events = decideStartConversation(
      { sessionId, messageId, text: command.text, language, customer: command.customer, now },
      initialChatSessionState,
    );
    const message = customerMessageView(sessionId, messageId, command.text, now);
    const result = await startStreamIdempotently(
      this.db,
      this.store,
      { streamId: chatSessionStreamId(sessionId), streamType: CHAT_SESSION_STREAM, expectedVersion: NO_STREAM, events, metadata: customerMetadata(sessionId, command.context) },
      { scope: SCOPE, key: command.context.idempotencyKey, hash: requestHash(fingerprint(command)) },
      { statusCode: 201, body: storable({ sessionId, message }) },
    );
    return { result: result.replayed ? result : { ...result, body: { sessionId, message } }, announce: { ...message, ...command.customer, language } };
  }

  private async continueConversation(command: PostCustomerMessageCommand, sessionId: string): Promise<Posted> {
    const streamId = chatSessionStreamId(sessionId);
    return retryOnConflict(async () => {
      let announce: ChatCustomerMessageEvent | null = null;
      let answer: PostChatMessageResponse | null = null;
      const result = await runIdempotent(this.db, SCOPE, command.context.idempotencyKey, requestHash(fingerprint(command)), async (tx) => {
        const { state, version, customer, language } = await loadConversation(this.store, tx, sessionId);
        const now = new Date().toISOString();
        const messageId = randomUUID();
        const events = decidePostCustomerMessage({ messageId, text: command.text, clientMessageId: command.clientMessageId, now }, state);
        if (events.length === 0) {
          // A resend of a message already recorded: the first one is the answer, and nobody is told twice.
          const recorded = state.status === 'open' ? state.clientMessageIds.get(command.clientMessageId!) : undefined;
          answer = { sessionId, message: await findMessage(tx, recorded!) };
          return { statusCode: 201, body: storable(answer) };
        }
        await this.store.append(tx, { streamId, streamType: CHAT_SESSION_STREAM, expectedVersion: version, events, metadata: customerMetadata(sessionId, command.context) });
        const message = customerMessageView(sessionId, messageId, command.text, now);
        announce = { ...message, ...customer, language };
        answer = { sessionId, message };
        return { statusCode: 201, body: storable(answer) };
      });
      return { result: result.replayed || !answer ? result : { ...result, body: answer }, announce };
    }, { attempts: CONVERSATION_ATTEMPTS });
  }
}

interface Posted {
  readonly result: IdempotentResult<PostChatMessageResponse>;
  /** What the sockets are told, when a message was recorded now. */
  readonly announce: ChatCustomerMessageEvent | null;
}

/**
 * The answer as kept under its Idempotency-Key: without the message's words, which are personal
 * data. The idempotency table is neither encrypted nor erased with the conversation; a repeat reads
 * the words back from the conversation (see `execute`).
 */
function storable(answer: PostChatMessageResponse): PostChatMessageResponse {
  return { ...answer, message: { ...answer.message, text: '' } };
}

function customerMessageView(sessionId: string, id: string, text: string, timestamp: string): ChatMessageView {
  return { id, sessionId, text, sender: 'user', timestamp, isRead: false };
}

function customerMetadata(sessionId: string, context: RequestContext): EventMetadata {
  return {
    actor: { kind: 'customer' },
    subjectId: chatSessionStreamId(sessionId),
    correlationId: context.correlationId,
    idempotencyKey: context.idempotencyKey,
    // No request IP: metadata is not encrypted, so it could never be erased.
  };
}

/** What makes two requests under one Idempotency-Key the same request. */
function fingerprint(command: PostCustomerMessageCommand): unknown {
  return { sessionId: command.sessionId, text: command.text, customer: command.customer, language: command.language ?? null, clientMessageId: command.clientMessageId };
}
