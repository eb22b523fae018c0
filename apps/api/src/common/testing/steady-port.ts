import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { freePort, isPortFree } from '../../../../../tools/lib/embedded-postgres.mjs';

const LOWEST = 20_000;

/** The first port the OS gives outgoing connections (Linux: /proc/sys/net/ipv4/ip_local_port_range). */
export function firstEphemeralPort(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * A free loopback port for something that stops and starts again on it: one below the range the
 * OS takes outgoing connections' ports from, so no other suite's connection can take it while
 * it is down (a listener still can: startOnPort waits for that). Falls back to any free port.
 */
export async function steadyPort(below = firstEphemeralPort()): Promise<number> {
  for (let tries = 0; below - LOWEST > 100 && tries < 50; tries += 1) {
    const port = randomInt(LOWEST, below);
    if (await isPortFree(port)) return port;
  }
  return freePort();
}
