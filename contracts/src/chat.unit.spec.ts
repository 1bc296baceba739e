import { describe, expect, it } from '@jest/globals';
import { CHAT_LIMITS, chatMessageProblem } from './chat.js';

describe('chatMessageProblem (both chat screens, as the server checks)', () => {
  it('refuses what is blank once trimmed', () => {
    for (const text of ['', '   ', '\n\t ']) expect(chatMessageProblem(text)).toBe('blank');
  });

  it('refuses a message with nothing visible: zero-width spaces and joiners, byte order marks, direction marks', () => {
    for (const text of ['\u200B', ' \u200B\u200C\u200D ', '\uFEFF', '\u2060\u200E\u200F', '\u061C\u00AD']) expect(chatMessageProblem(text)).toBe('blank');
    // Visible words keep them: a joiner inside an emoji or an Arabic word is part of the text.
    for (const text of ['👩\u200D💻', 'لا\u200Cمرحبا', '\u200Bhi']) expect(chatMessageProblem(text)).toBeNull();
  });

  it('measures the length after trimming, up to CHAT_LIMITS.messageMax', () => {
    expect(chatMessageProblem(`  ${'x'.repeat(CHAT_LIMITS.messageMax)}  `)).toBeNull();
    expect(chatMessageProblem('x'.repeat(CHAT_LIMITS.messageMax + 1))).toBe('tooLong');
    expect(chatMessageProblem(' Hello ')).toBeNull();
  });
});
