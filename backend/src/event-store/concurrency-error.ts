/** An append whose expected version is stale: another writer got there first. */
export class ConcurrencyError extends Error {
  constructor(readonly streamId: string, readonly expectedVersion: number) {
    super(`Stream ${streamId} was changed by someone else (expected version ${expectedVersion}); reload and try again`);
    this.name = 'ConcurrencyError';
  }
}
