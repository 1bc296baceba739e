import { describe, expect, it } from '@jest/globals';
import { previousStepMove, stepBelow, stepBelowState } from './step-history';

describe("the wizard's mark on the history entries it pushes", () => {
  it("reads back the step it marks, next to the router's own keys", () => {
    expect(stepBelow({ ...stepBelowState(2), __TSR_index: 3, key: 'abc' })).toBe(2);
  });

  it('reads nothing from an entry it did not mark or a mark that is not a step number', () => {
    for (const state of [undefined, null, 'state', {}, stepBelowState(undefined), { wizardStepBelow: '2' }, { wizardStepBelow: 0 }, { wizardStepBelow: 1.5 }]) {
      expect(stepBelow(state)).toBeUndefined();
    }
  });

  it("Previous goes back only to the entry below when it is the step Previous shows; else it replaces the entry", () => {
    expect(previousStepMove(2, 2)).toBe('back');
    // A deep link, a reload of an unmarked entry, or an entry below that is another step.
    expect(previousStepMove(undefined, 2)).toBe('replace');
    expect(previousStepMove(3, 2)).toBe('replace');
  });
});
