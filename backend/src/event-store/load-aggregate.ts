import type { Sql } from '../infrastructure/database/database.js';
import type { EventStore } from './event-store.js';
import type { RecordedEvent } from './event-store.types.js';

/** Folds a stream's recorded events into an aggregate's state with its pure `evolve`. */
export function foldStream<S, E>(events: readonly RecordedEvent[], evolve: (state: S, event: E) => S, initial: S): S {
  return events.reduce((state, event) => evolve(state, event as unknown as E), initial);
}

/** Loads one aggregate: its state and the version a decision on it must expect. */
export async function loadAggregate<S, E>(
  store: EventStore,
  sql: Sql,
  streamId: string,
  evolve: (state: S, event: E) => S,
  initial: S,
): Promise<{ state: S; version: number }> {
  const events = await store.readStream(sql, streamId);
  return { state: foldStream(events, evolve, initial), version: events.length };
}
