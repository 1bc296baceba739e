import { describe, expect, it } from '@jest/globals';
import { TIMINGS, type ChatMessageView } from '@evisa/contracts';
import { historyAcknowledgements } from './chat-acknowledgements';

const START = Date.parse('2026-05-01T10:00:00.000Z');
const at = (ms: number) => new Date(START + ms).toISOString();
const DELAY = TIMINGS.chatAutoReplyMs;

function message(id: string, sender: ChatMessageView['sender'], ms: number): ChatMessageView {
  return { id, sessionId: 'a'.repeat(32), text: id, sender, timestamp: at(ms), isRead: false };
}

/** Which message each acknowledgement follows, and when it was due. */
const placed = (messages: ChatMessageView[]) => [...historyAcknowledgements(messages)].map(([afterId, entry]) => [afterId, entry.timestamp]);

describe('the acknowledgements of a conversation’s history', () => {
  it('follows the messages of a burst sent until it was due, once per burst', () => {
    const messages = [message('m1', 'user', 0), message('m2', 'user', DELAY - 1), message('m3', 'user', DELAY + 1), message('m4', 'user', 60_000)];
    expect(placed(messages)).toEqual([['m2', at(DELAY)]]);
  });

  it('starts a new burst after each reply of support, and gives none when support answered before it was due', () => {
    const messages = [
      message('m1', 'user', 0),
      message('r1', 'agent', DELAY),
      message('m2', 'user', 10_000),
      message('r2', 'agent', 20_000),
      message('m3', 'user', 30_000),
    ];
    expect(placed(messages)).toEqual([
      ['m2', at(10_000 + DELAY)],
      ['m3', at(30_000 + DELAY)],
    ]);
  });

  it('gives none to a conversation that holds only support’s replies', () => {
    expect(placed([message('r1', 'agent', 0)])).toEqual([]);
  });
});
