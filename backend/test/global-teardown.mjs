import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const state = globalThis.__evisaTestServer;
  if (!state) return;
  await state.server.stop();
  rmSync(state.dataDir, { recursive: true, force: true });
}
