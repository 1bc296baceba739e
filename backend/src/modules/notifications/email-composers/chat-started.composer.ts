import { CHAT_LIMITS, DEFAULT_LANGUAGE, LANGUAGES } from '@evisa/contracts';
import type { ChatSessionStarted } from '@evisa/contracts/events';
import { formatDateTime } from '../templates/format.js';
import type { EmailComposer } from './email-composer.js';
import { composeLetter, SUPPORT_INBOX } from './letter.js';

/**
 * "A traveller is waiting in the chat", to the support inbox. The widget promises a person's answer
 * within the support hours, so someone must learn of a conversation even when nobody has the
 * console open. It names no one and quotes nothing (the words and any name or email stay in the
 * encrypted conversation, erased with it): when it started, in which language, and where to answer.
 * In the staff's language, English, like the back office's own strings.
 *
 * At most one every CHAT_NOTICE_EVERY_MINUTES: anyone can start conversations, and each must not
 * become an email. The outbox decides from the events' times (see `atMostOncePerMs`), so a rebuild
 * queues exactly the same notices; staff see every waiting conversation in the console.
 */
export const CHAT_NOTICE_EVERY_MINUTES = 15;

export const chatStartedComposer: EmailComposer = {
  name: 'chat-started',
  eventTypes: ['ChatSessionStarted'],
  atMostOncePerMs: CHAT_NOTICE_EVERY_MINUTES * 60_000,

  compose(event) {
    const data = event.data as unknown as ChatSessionStarted['data'];
    const language = LANGUAGES.find((l) => l.code === data.language);
    return composeLetter({
      to: SUPPORT_INBOX,
      language: DEFAULT_LANGUAGE,
      subject: 'New live chat: a traveller is waiting for an answer',
      greeting: 'Hello support team,',
      intro: 'A traveller has started a conversation in the live support chat on the website.',
      detailsHeading: 'Conversation',
      details: [
        ['Conversation', data.sessionId.slice(0, CHAT_LIMITS.sessionIdShown)],
        ['Started', formatDateTime(data.startedAt, DEFAULT_LANGUAGE)],
        ['Language', language ? `${language.name} (${language.code})` : data.language],
      ],
      paragraphs: [
        'Please answer in the staff panel: open /chat-admin (or the "Live support chat" tab of /admin) and choose the conversation.',
        `At most one such email is sent every ${CHAT_NOTICE_EVERY_MINUTES} minutes: conversations started in the ${CHAT_NOTICE_EVERY_MINUTES} minutes after this one send none, so please look at every waiting conversation there.`,
        'This email holds no message and no personal data; the conversation itself is encrypted and erased after its retention period.',
      ],
      link: { label: 'Open the live support chat', path: '/chat-admin' },
      closing: 'Thank you,',
      attachments: [],
    });
  },
};
