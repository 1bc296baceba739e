/**
 * What the app needs of whatever keeps the projections caught up: a runner in this thread (tests,
 * tools) or in a worker thread (the server, so projection work never waits behind HTTP requests
 * on the main event loop, and uses the second core).
 */
export abstract class Projections {
  abstract start(): Promise<void>;
  abstract stop(): Promise<void>;
  /** Resolves once every projector has processed everything visible now (tests and read-after-write waits). */
  abstract waitForCatchUp(timeoutMs?: number): Promise<void>;
  /** Whether this instance currently runs the projector (holds its lock). */
  abstract isRunning(projector: string): boolean;
}
