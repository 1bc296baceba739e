import { describe, expect, it } from '@jest/globals';
import { CHAT_LIMITS, chatMessageProblem } from './chat.js';

describe('chatMessageProblem (both chat screens, as the server checks)', () => {
  it('refuses what is blank once trimmed', () => {
    for (const text of ['', '   ', '\n\t ']) expect(chatMessageProblem(text)).toBe('blank');
  });

  it('measures the length after trimming, up to CHAT_LIMITS.messageMax', () => {
    expect(chatMessageProblem(`  ${'x'.repeat(CHAT_LIMITS.messageMax)}  `)).toBeNull();
    expect(chatMessageProblem('x'.repeat(CHAT_LIMITS.messageMax + 1))).toBe('tooLong');
    expect(chatMessageProblem(' Hello ')).toBeNull();
  });
});
