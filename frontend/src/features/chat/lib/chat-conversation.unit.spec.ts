import { describe, expect, it } from '@jest/globals';
import { LIMITS } from '@evisa/contracts';
import { contactProblem } from './chat-conversation';

describe('contactProblem (the name and email of a first chat message)', () => {
  it('takes both empty, a name alone, or a real email', () => {
    expect(contactProblem({ name: '', email: '' })).toBeNull();
    expect(contactProblem({ name: 'Ayşe', email: '  ' })).toBeNull();
    expect(contactProblem({ name: '', email: ' ayse@example.com ' })).toBeNull();
  });

  it('flags an email the server refuses, common typos included', () => {
    for (const email of ['ayse', 'ayse@example', 'ayse@example.com.', 'a..b@example.com', 'a,b@example.com', 'ayse@example.c', `${'a'.repeat(LIMITS.emailMax)}@example.com`]) {
      expect(contactProblem({ name: '', email })).toBe('emailInvalid');
    }
  });

  it('flags a name longer than the server keeps', () => {
    expect(contactProblem({ name: 'x'.repeat(LIMITS.nameMax + 1), email: '' })).toBe('nameTooLong');
  });
});
