import { CHAT_LIMITS, COMPANY, DEFAULT_LANGUAGE, LANGUAGES } from '@evisa/contracts';
import type { ChatSessionStarted } from '@evisa/contracts/events';
import { formatDateTime } from '../templates/format.js';
import type { EmailComposer } from './email-composer.js';
import { composeLetter } from './letter.js';

/**
 * "A traveller is waiting in the chat", to the support inbox. The widget promises a person's answer
 * within the support hours, so someone must learn of a conversation even when nobody has the
 * console open. It names no one and quotes nothing (the words and any name or email stay in the
 * encrypted conversation, erased with it): when it started, in which language, and where to answer.
 * In the staff's language, English, like the back office's own strings.
 */
export const chatStartedComposer: EmailComposer = {
  name: 'chat-started',
  eventTypes: ['ChatSessionStarted'],

  compose(event) {
    const data = event.data as unknown as ChatSessionStarted['data'];
    const language = LANGUAGES.find((l) => l.code === data.language);
    return composeLetter({
      to: { name: `${COMPANY.brandName} support`, email: COMPANY.supportEmail },
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
        'This email holds no message and no personal data; the conversation itself is encrypted and erased after its retention period.',
      ],
      closing: 'Thank you,',
      attachments: [],
    });
  },
};
