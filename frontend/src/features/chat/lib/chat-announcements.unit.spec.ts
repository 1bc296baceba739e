import { describe, expect, it } from '@jest/globals';
import type { ChatMessageView } from '@evisa/contracts';
import { announcementsBetween } from './chat-announcements';
import { markFailed, markSending, markSent, mergeServerMessages, newTravellerEntry, type ChatEntry } from './chat-conversation';

const sessionId = 'a'.repeat(32);
const message = (n: number, sender: ChatMessageView['sender'], text: string): ChatMessageView => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  sessionId,
  text,
  sender,
  timestamp: new Date(Date.UTC(2026, 10, 24, 10, n)).toISOString(),
  isRead: false,
});

describe('announcementsBetween', () => {
  it("reads out support's new reply and a message from another tab, not the traveller's own as it is sent", () => {
    const typed = newTravellerEntry('k1', 'Question', new Date());
    const before: ChatEntry[] = [typed];
    const sending = markSending(before, 'k1', { message: 'Question', sessionId });
    const sent = markSent(sending, 'k1', message(3, 'user', 'Question'));
    expect(announcementsBetween(before, sending)).toEqual([]);
    expect(announcementsBetween(sending, sent)).toEqual([]);
    const { entries } = mergeServerMessages(sent, [message(4, 'agent', 'Answer'), message(5, 'user', 'From my phone')]);
    expect(announcementsBetween(sent, entries)).toEqual([
      { kind: 'agent', text: 'Answer' },
      { kind: 'otherTab', text: 'From my phone' },
    ]);
  });

  it('reads out a failure once, and the acknowledgement', () => {
    const sending = markSending([newTravellerEntry('k1', 'Question', new Date())], 'k1', { message: 'Question' });
    const failed = markFailed(sending, 'k1', 'tooFast', 'k2');
    expect(announcementsBetween(sending, failed)).toEqual([{ kind: 'failure', failure: 'tooFast' }]);
    expect(announcementsBetween(failed, failed)).toEqual([]);
    const lost = markFailed(sending, 'k1', 'sessionLost', 'k2');
    expect(announcementsBetween(sending, lost)).toEqual([{ kind: 'failure', failure: 'sessionLost' }]);
    expect(announcementsBetween(failed, [...failed, { kind: 'acknowledgement', key: 'a1', timestamp: new Date().toISOString() }])).toEqual([{ kind: 'acknowledgement' }]);
  });
});
