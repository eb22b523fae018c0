// Keeps the API process running under `npm start`: a crash is logged and the API is
// started again after a back-off, reusing the database that is already running.

/** 1 s, 2 s, 4 s ... up to 30 s between restarts. */
export const restartDelayMs = (attempt) => Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt - 1));

/** A process that stayed up this long counts as healthy again: the back-off starts over. */
export const STABLE_AFTER_MS = 60_000;

/** Exit codes that a restart cannot mend (78: a bad configuration). */
export const FATAL_EXIT_CODES = [78];

/**
 * @param {object} options
 * @param {() => import('node:events').EventEmitter} options.start starts the process; it emits `exit` (code, signal)
 * @param {(message: string) => void} options.log
 * @param {(code: number | null) => void} options.onFatal called once when an exit is not worth a restart
 * @param {import('node:events').EventEmitter} [options.first] a process already running, watched from now on
 * @param {() => number} [options.now]
 */
export function supervise({ start, log, onFatal, first, now = Date.now }) {
  let child;
  let attempt = 0;
  let startedAt = 0;
  let stopped = false;
  let timer;

  const launch = (running) => {
    startedAt = now();
    child = running ?? start();
    child.on('exit', (code, signal) => {
      if (stopped) return;
      if (FATAL_EXIT_CODES.includes(code)) {
        log(`The API stopped (exit code ${code}) and would stop again; see the log above.`);
        return onFatal(code);
      }
      attempt = now() - startedAt >= STABLE_AFTER_MS ? 1 : attempt + 1;
      const delay = restartDelayMs(attempt);
      log(`The API stopped (${signal ? `signal ${signal}` : `exit code ${code}`}); starting it again in ${delay / 1000} s (restart ${attempt}).`);
      timer = setTimeout(() => launch(), delay);
    });
  };
  launch(first);

  return {
    /** The process running now (a new one after each restart). */
    current: () => child,
    /** No more restarts: for a shutdown that was asked for. */
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
