import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { steadyPort } from './steady-port';

async function listenOn(port: number) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await new Promise((resolve) => server.close(resolve));
}

describe('steadyPort', () => {
  it('is a free port from 20000 up to, not into, the range outgoing connections take theirs from', async () => {
    // Linux's default range starts at 32768.
    const port = await steadyPort(32_768);
    expect(port).toBeGreaterThanOrEqual(20_000);
    expect(port).toBeLessThan(32_768);
    await listenOn(port);
  });

  it('falls back to any free port when the range leaves no room below it', async () => {
    await listenOn(await steadyPort(20_050));
  });
});
