// Waits until a freshly started app answers its health check.

/**
 * @param {string} url the health URL
 * @param {import('node:child_process').ChildProcess} child the app's process: giving up early when it dies
 * @param {number} [timeoutMs]
 * @returns {Promise<boolean>} true once it answered 2xx, false when it died or time ran out
 */
export async function waitForHealth(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** Stops a child process and waits for it to be gone. */
export function stopChild(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
