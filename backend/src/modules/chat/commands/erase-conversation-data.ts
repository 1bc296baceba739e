import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CHAT_SESSION_STREAM } from '@evisa/contracts/events';
import { decideEraseConversationData, type EraseConversationData } from '../../../domain/chat-session/chat-session-decisions.js';
import { chatSessionStreamId } from '../../../domain/chat-session/chat-session.js';
import { Database } from '../../../infrastructure/database/database.js';
import { EventStore } from '../../../event-store/event-store.js';
import { PiiCipher } from '../../../event-store/pii-cipher.js';
import type { Actor } from '../../../event-store/event-store.types.js';
import { retryOnConflict } from '../../../event-store/retry-on-conflict.js';
import { ChatBroadcaster } from '../chat-broadcaster.js';
import { CONVERSATION_ATTEMPTS, loadConversation } from './conversation-stream.js';

export class EraseConversationDataCommand {
  constructor(
    readonly sessionId: string,
    readonly reason: EraseConversationData['reason'],
    readonly actor: Actor,
    /** For the retention sweep: erase only if no message was posted at or after this time (one may have arrived since it looked). */
    readonly quietSince?: Date,
  ) {}
}

/**
 * Crypto-shredding of a conversation: deletes its data key (every message text, name and email in
 * its history becomes unreadable) and records the erasure, in one transaction; the read models
 * drop the texts with it. Returns whether there was anything to erase.
 */
@CommandHandler(EraseConversationDataCommand)
export class EraseConversationDataHandler implements ICommandHandler<EraseConversationDataCommand, { erased: boolean }> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(PiiCipher) private readonly cipher: PiiCipher,
    @Inject(ChatBroadcaster) private readonly broadcaster: ChatBroadcaster,
  ) {}

  async execute({ sessionId, reason, actor, quietSince }: EraseConversationDataCommand): Promise<{ erased: boolean }> {
    const streamId = chatSessionStreamId(sessionId);
    // A message arriving meanwhile moves the stream on: decide again on the newer version.
    const erased = await retryOnConflict(() => this.db.transaction(async (tx) => {
      const { state, version } = await loadConversation(this.store, tx, sessionId);
      const events = decideEraseConversationData({ reason, now: new Date().toISOString(), quietSince: quietSince?.toISOString() }, state);
      if (events.length === 0) return false;
      await this.cipher.shred(tx, streamId);
      await this.store.append(tx, { streamId, streamType: CHAT_SESSION_STREAM, expectedVersion: version, events, metadata: { actor } });
      return true;
    }), { attempts: CONVERSATION_ATTEMPTS });
    if (erased) this.broadcaster.closeConversation(sessionId);
    return { erased };
  }
}
