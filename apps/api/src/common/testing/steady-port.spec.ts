import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { firstEphemeralPort, steadyPort } from './steady-port';

describe('steadyPort', () => {
  it('is a free port from 20000 up to, not into, the range outgoing connections take theirs from', async () => {
    const port = await steadyPort();
    expect(port).toBeGreaterThanOrEqual(20_000);
    expect(port).toBeLessThan(firstEphemeralPort());
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
  });
});
