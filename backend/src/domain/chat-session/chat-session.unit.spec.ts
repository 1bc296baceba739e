import { describe, expect, it } from '@jest/globals';
import { CHAT_LIMITS, CHAT_MESSAGES } from '@evisa/contracts';
import type { ChatSessionEvent } from '@evisa/contracts/events';
import { refusal } from '../../test-support/refusal.js';
import {
  decideEraseConversationData,
  decideMarkConversationRead,
  decidePostCustomerMessage,
  decideReplyAsAgent,
  decideStartConversation,
} from './chat-session-decisions.js';
import { evolveChatSession, initialChatSessionState, type ChatSessionState } from './chat-session.js';

const SESSION = 'a'.repeat(32);
const T0 = '2026-11-24T10:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();
const fold = (events: readonly ChatSessionEvent[], state: ChatSessionState = initialChatSessionState) => events.reduce(evolveChatSession, state);

function started(): ChatSessionState {
  return fold(
    decideStartConversation(
      { sessionId: SESSION, messageId: 'm1', text: 'Hello', language: 'en', customer: { customerName: null, customerEmail: null }, now: T0 },
      initialChatSessionState,
    ),
  );
}

describe('chat session decisions', () => {
  it('a first message starts the conversation, with the contact block always written (encrypted, shreddable)', () => {
    const events = decideStartConversation(
      { sessionId: SESSION, messageId: 'm1', text: 'Hi', language: 'fr', customer: { customerName: 'Ana', customerEmail: null }, now: T0 },
      initialChatSessionState,
    );
    expect(events.map((e) => e.type)).toEqual(['ChatSessionStarted', 'ChatMessagePosted']);
    expect(events[0].data.pii).toEqual({ customerName: 'Ana', customerEmail: null });
    expect(events[1].data).toMatchObject({ sender: 'user', staffId: null, pii: { text: 'Hi' } });
    const state = fold(events);
    expect(state).toMatchObject({ status: 'open', personalDataErased: false, lastCustomerMessageId: 'm1' });
  });

  it('refuses messages and replies to a conversation that does not exist', () => {
    expect(refusal(() => decidePostCustomerMessage({ messageId: 'm', text: 'x', clientMessageId: null, now: T0 }, initialChatSessionState))).toMatchObject({
      code: 'not-found',
      message: CHAT_MESSAGES.sessionNotFound,
    });
    expect(refusal(() => decideReplyAsAgent({ messageId: 'm', text: 'x', staffId: 's', now: T0 }, initialChatSessionState)).code).toBe('not-found');
  });

  it('records a socket resend once: the same clientMessageId gives no second event', () => {
    const first = decidePostCustomerMessage({ messageId: 'm2', text: 'again?', clientMessageId: 'c-1', now: at(5) }, started());
    expect(first).toHaveLength(1);
    const state = fold(first, started());
    expect(decidePostCustomerMessage({ messageId: 'm3', text: 'again?', clientMessageId: 'c-1', now: at(6) }, state)).toEqual([]);
    expect(decidePostCustomerMessage({ messageId: 'm4', text: 'new', clientMessageId: 'c-2', now: at(7) }, state)).toHaveLength(1);
  });

  it(`refuses more than ${CHAT_LIMITS.customerMessagesPerMinute} traveller messages in a rolling minute, then lets them write again`, () => {
    let state = started(); // one message at T0
    for (let i = 1; i < CHAT_LIMITS.customerMessagesPerMinute; i++) {
      state = fold(decidePostCustomerMessage({ messageId: `m${i + 1}`, text: 'x', clientMessageId: null, now: at(i) }, state), state);
    }
    const tooSoon = refusal(() => decidePostCustomerMessage({ messageId: 'late', text: 'x', clientMessageId: null, now: at(30) }, state));
    expect(tooSoon).toMatchObject({ code: 'too-many', message: CHAT_MESSAGES.tooManyMessages });
    // A minute after the first message, one slot is free again.
    expect(decidePostCustomerMessage({ messageId: 'later', text: 'x', clientMessageId: null, now: at(60.5) }, state)).toHaveLength(1);
    // Staff replies are not limited.
    expect(decideReplyAsAgent({ messageId: 'r', text: 'ok', staffId: 's1', now: at(30) }, state)).toHaveLength(1);
  });

  it('opening a conversation reads the traveller messages so far, once', () => {
    let state = started();
    const read = decideMarkConversationRead({ staffId: 's1', now: at(1) }, state);
    expect(read).toEqual([{ type: 'ChatMessagesRead', data: { sessionId: SESSION, readBy: 's1', upToMessageId: 'm1', readAt: at(1) } }]);
    state = fold(read, state);
    expect(decideMarkConversationRead({ staffId: 's2', now: at(2) }, state)).toEqual([]);
    // A staff reply is not something staff need to read.
    state = fold(decideReplyAsAgent({ messageId: 'r1', text: 'Hello!', staffId: 's1', now: at(3) }, state), state);
    expect(decideMarkConversationRead({ staffId: 's1', now: at(4) }, state)).toEqual([]);
    state = fold(decidePostCustomerMessage({ messageId: 'm2', text: 'Thanks', clientMessageId: null, now: at(5) }, state), state);
    expect(decideMarkConversationRead({ staffId: 's1', now: at(6) }, state)[0]?.data.upToMessageId).toBe('m2');
  });

  it('erases once, and an erased conversation takes no more messages (its key is gone)', () => {
    const erased = decideEraseConversationData({ reason: 'retention', now: at(10) }, started());
    expect(erased).toHaveLength(1);
    const state = fold(erased, started());
    expect(decideEraseConversationData({ reason: 'retention', now: at(11) }, state)).toEqual([]);
    expect(refusal(() => decidePostCustomerMessage({ messageId: 'm', text: 'x', clientMessageId: null, now: at(12) }, state)).code).toBe('not-found');
    expect(refusal(() => decideReplyAsAgent({ messageId: 'r', text: 'x', staffId: 's', now: at(12) }, state)).code).toBe('not-found');
  });

  it('retention leaves alone a conversation with a message (from either side) since the cutoff', () => {
    let state = started(); // a traveller's message at T0
    expect(decideEraseConversationData({ reason: 'retention', now: at(100), quietSince: at(10) }, state)).toHaveLength(1);
    expect(decideEraseConversationData({ reason: 'retention', now: at(100), quietSince: T0 }, state)).toEqual([]);
    state = fold(decideReplyAsAgent({ messageId: 'r1', text: 'Hello', staffId: 's1', now: at(20) }, state), state);
    expect(decideEraseConversationData({ reason: 'retention', now: at(100), quietSince: at(10) }, state)).toEqual([]);
    expect(decideEraseConversationData({ reason: 'retention', now: at(100), quietSince: at(30) }, state)).toHaveLength(1);
  });

  it('a conversation whose key was shredded reads back as erased', () => {
    const [start] = decideStartConversation(
      { sessionId: SESSION, messageId: 'm1', text: 'Hi', language: 'en', customer: { customerName: null, customerEmail: null }, now: T0 },
      initialChatSessionState,
    );
    const shredded: ChatSessionEvent = { ...start, data: { ...start.data, pii: null } };
    expect(fold([shredded])).toMatchObject({ personalDataErased: true });
  });
});
