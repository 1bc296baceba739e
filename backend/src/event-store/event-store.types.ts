/** Who caused an event; staff decisions name the staff member. */
export interface Actor {
  readonly kind: 'customer' | 'staff' | 'system' | 'provider';
  readonly id?: string;
}

export interface EventMetadata {
  readonly actor: Actor;
  readonly correlationId?: string;
  readonly causationId?: string;
  readonly idempotencyKey?: string;
  /** Whose personal data the event's `pii` block holds; it is encrypted with that subject's key. */
  readonly subjectId?: string;
}

export interface NewEvent {
  readonly type: string;
  readonly data: object;
  readonly schemaVersion?: number;
}

export interface RecordedEvent<T extends string = string, D = Record<string, unknown>> {
  /** Global position, as a decimal string (bigint). */
  readonly position: string;
  /** The writing transaction's xid8, as a decimal string. */
  readonly transactionId: string;
  readonly streamId: string;
  readonly streamType: string;
  readonly streamVersion: number;
  readonly type: T;
  readonly schemaVersion: number;
  readonly data: D;
  readonly metadata: EventMetadata;
  readonly occurredAt: string;
}

/** A projector's read position: (transaction id, global position), compared as a pair. */
export interface Checkpoint {
  readonly transactionId: string;
  readonly position: string;
}

export const START: Checkpoint = { transactionId: '0', position: '0' };

/** The expected version of a new stream. */
export const NO_STREAM = 0;
