import { Worker } from 'node:worker_threads';
import type { Database } from '../infrastructure/database/database.js';
import type { EventStore } from '../event-store/event-store.js';
import { waitForCatchUp, type RunnerLogger } from './projection-runner.js';
import type { Projections } from './projections.js';

/** What the worker thread needs to run the projections on its own (structured-cloned into it). */
export interface ProjectionThreadData {
  readonly databaseUrl: string;
  /** Base64 of the key-encryption key: the thread decrypts personal data for the projections. */
  readonly dataEncryptionKey: string;
  readonly logLevel: string;
}

/** Messages from the thread to the app. */
export type ProjectionThreadMessage =
  | { readonly type: 'started' }
  | { readonly type: 'failed'; readonly error: string }
  | { readonly type: 'owned'; readonly projectors: readonly string[] };

/** Messages from the app to the thread. */
export type ProjectionAppMessage = 'appended' | 'stop';

const STOP_TIMEOUT_MS = 15_000;

/**
 * Runs the projection runner (`projection-worker.thread.ts`) in a worker thread: its batches of
 * reading, decrypting and applying use the second core and never wait behind HTTP requests on the
 * main event loop. This process's appends reach it as messages (coalesced per tick); it keeps its
 * own database connections and tells the app which projectors it holds, for /api/health.
 */
export class ProjectionWorker implements Projections {
  private worker: Worker | undefined;
  private owned = new Set<string>();
  private signalPending = false;
  private stopping = false;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly projectorNames: readonly string[],
    private readonly data: ProjectionThreadData,
    private readonly logger: RunnerLogger,
  ) {}

  async start(): Promise<void> {
    const worker = new Worker(new URL('./projection-worker.thread.js', import.meta.url), { workerData: this.data, name: 'projections' });
    this.worker = worker;
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (message: ProjectionThreadMessage) => {
        if (message.type === 'started') resolve();
        else if (message.type === 'failed') reject(new Error(`projection thread failed to start: ${message.error}`));
        else this.owned = new Set(message.projectors);
      });
      worker.on('error', (error) => {
        this.logger.error('projection thread crashed', { error: String(error) });
        reject(error);
      });
      worker.on('exit', (code) => {
        this.owned.clear();
        if (!this.stopping) this.logger.error('projection thread exited', { code });
      });
    });
    this.unsubscribe = this.store.onAppend(() => this.signalAppend());
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.unsubscribe?.();
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage('stop' satisfies ProjectionAppMessage);
    const timer = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
    this.worker = undefined;
  }

  waitForCatchUp(timeoutMs = 10_000): Promise<void> {
    return waitForCatchUp(this.db, this.store, this.projectorNames, timeoutMs);
  }

  isRunning(projector: string): boolean {
    return this.owned.has(projector);
  }

  /** One message per tick however many appends: the thread reads everything new anyway. */
  private signalAppend(): void {
    if (this.signalPending) return;
    this.signalPending = true;
    queueMicrotask(() => {
      this.signalPending = false;
      this.worker?.postMessage('appended' satisfies ProjectionAppMessage);
    });
  }
}
