/**
 * The wizard's mark on the history entries it pushes (pure, no router): each one carries the step
 * number of the entry just below it, the step Next Step left. The browser keeps `history.state`
 * across reloads, so the mark still holds after one; an entry the traveller opened by a link, a
 * typed address or a fresh tab has none, as nothing says what lies below it.
 */

const STEP_BELOW_KEY = 'wizardStepBelow';

/** The step number of the entry below the one with this `history.state`, when the wizard pushed it. */
export function stepBelow(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as Record<string, unknown>)[STEP_BELOW_KEY];
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined;
}

/** The `history.state` of an entry whose entry below shows step `step` (none: an empty state). */
export function stepBelowState(step: number | undefined): Record<string, number> {
  return step === undefined ? {} : { [STEP_BELOW_KEY]: step };
}

/**
 * How the address follows the page's Previous, which has just shown step `target`: back in history
 * when the entry below is that step (Forward then returns to the step left), else the current entry
 * is replaced. Never a new entry: the browser's Back after Previous would then show the step
 * Previous left, going forward in the wizard.
 */
export function previousStepMove(below: number | undefined, target: number): 'back' | 'replace' {
  return below === target ? 'back' : 'replace';
}
