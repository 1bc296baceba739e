import { describe, expect, it } from '@jest/globals';
import { CHAT_LIMITS, COMPANY } from '@evisa/contracts';
import type { RecordedEvent } from '../../../event-store/event-store.types.js';
import { chatStartedComposer } from './chat-started.composer.js';
import { renderLetter } from './letter.js';

const SESSION = '0123456789abcdef0123456789abcdef';

const started = (pii: unknown): RecordedEvent => ({
  position: '7',
  transactionId: '1000',
  streamId: `chat-${SESSION}`,
  streamType: 'chat-session',
  streamVersion: 1,
  type: 'ChatSessionStarted',
  schemaVersion: 1,
  data: { sessionId: SESSION, startedAt: '2026-11-24T09:30:00.000Z', language: 'de', pii },
  metadata: { actor: { kind: 'customer' }, subjectId: `chat-${SESSION}` },
  occurredAt: '2026-11-24T09:30:00.000Z',
});

describe('the new-chat notice to support', () => {
  it('tells the support inbox that a traveller is waiting, when, in which language and where to answer', () => {
    const draft = chatStartedComposer.compose(started({ customerName: null, customerEmail: null }), null)!;
    expect(draft.to).toBe(COMPANY.supportEmail);
    expect(draft.language).toBe('en');
    expect(draft.content.details).toEqual([
      ['Conversation', SESSION.slice(0, CHAT_LIMITS.sessionIdShown)],
      ['Started', expect.stringContaining('2026')],
      ['Language', 'Deutsch (de)'],
    ]);
    expect(renderLetter(draft.language, draft.content).text).toContain('/chat-admin');
    // A link staff can follow, on the site's own address, in both parts.
    const { text, html } = renderLetter(draft.language, draft.content, 'https://visa.example.com');
    expect(text).toContain('Open the live support chat: https://visa.example.com/chat-admin\n');
    expect(html).toContain('<a href="https://visa.example.com/chat-admin"');
  });

  it('names no one and quotes nothing, even when the traveller gave a name and an email', () => {
    const draft = chatStartedComposer.compose(started({ customerName: 'Ana Souza', customerEmail: 'ana@example.com' }), null)!;
    const { text, html } = renderLetter(draft.language, draft.content);
    for (const body of [text, html, draft.subject, String(draft.toName)]) {
      expect(body).not.toContain('Ana');
      expect(body).not.toContain('ana@example.com');
    }
    // The same notice whether or not the key was since shredded (a rebuild gives the same row).
    expect(chatStartedComposer.compose(started(null), null)).toEqual(draft);
  });
});
