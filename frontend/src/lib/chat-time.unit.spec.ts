import { describe, expect, it } from '@jest/globals';
import { formatChatTime } from './chat-time';

describe('formatChatTime', () => {
  const now = new Date(2026, 10, 20, 15, 0);

  it('shows only the time for a message of today', () => {
    expect(formatChatTime(new Date(2026, 10, 20, 9, 5).toISOString(), 'tr-TR', now)).toBe('09:05');
  });

  it('adds the date for an older message, in the locale asked for', () => {
    const yesterday = new Date(2026, 10, 19, 9, 5).toISOString();
    expect(formatChatTime(yesterday, 'tr-TR', now)).toBe('19 Kas 2026 09:05');
    expect(formatChatTime(yesterday, 'en-GB', now)).toBe('19 Nov 2026, 09:05');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatChatTime('not a date', 'en-GB', now)).toBe('');
  });
});
