/**
 * Where the wizard page gets the code of the steps after the first (their own chunk). An object, so
 * a test can stand in for a download that fails, as it does on a phone that lost its connection.
 */
export const laterStepsChunk = {
  load: () => import('./later-steps'),
};

export type LaterSteps = Awaited<ReturnType<typeof laterStepsChunk.load>>;
