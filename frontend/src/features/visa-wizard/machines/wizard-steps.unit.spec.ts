import { describe, expect, it } from '@jest/globals';
import { stepNumberFromAddress } from './wizard-steps';

describe("the wizard's ?step= in the address", () => {
  it('keeps a step number from 1 to 6, as the router parses it or as typed', () => {
    expect(stepNumberFromAddress(3)).toBe(3);
    expect(stepNumberFromAddress('6')).toBe(6);
    expect(stepNumberFromAddress(1)).toBe(1);
  });

  it('drops anything else, so the wizard opens where the saved progress says', () => {
    for (const value of [0, 7, 2.5, -1, '', ' ', 'arrival', '3abc', true, null, undefined, [3]]) {
      expect(stepNumberFromAddress(value)).toBeUndefined();
    }
  });
});
