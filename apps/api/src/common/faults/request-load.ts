/** One answer (or a failure to get one) to a request of a load loop, with the phase it was sent in. */
export type Answer = {
  loop: number;
  phase: string;
  method: string;
  path: string;
  status: number;
  retryAfter: string | null;
  body: unknown;
  /** Set when no HTTP answer came (a reset or dropped socket). */
  error?: string;
  /** The Idempotency-Key it carried, if any. */
  key?: string;
};

export type LoopRequest = { method: 'GET' | 'POST' | 'PATCH'; path: string; body?: unknown; headers?: Record<string, string> };

/**
 * Loops that each send one request after another until stopped, keeping every answer. The
 * phase (set by the test) stamps each answer, so a test can say what it expects while the
 * database is up, down, or back.
 */
export class RequestLoad {
  readonly answers: Answer[] = [];
  phase = 'up';
  private running = true;
  private readonly loops: Promise<void>[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly headers: Record<string, string>,
  ) {}

  /** Starts a loop sending `next(n, last)` for its n-th request, `last` being its previous answer. */
  start(next: (n: number, last: Answer | undefined) => LoopRequest): void {
    const loop = this.loops.length;
    this.loops.push(this.run(loop, next));
  }

  private async run(loop: number, next: (n: number, last: Answer | undefined) => LoopRequest) {
    let last: Answer | undefined;
    for (let n = 0; this.running; n++) {
      const request = next(n, last);
      const phase = this.phase;
      const answer = await this.send(request);
      last = { loop, phase, method: request.method, path: request.path, key: request.headers?.['idempotency-key'], ...answer };
      this.answers.push(last);
      // A refused request comes back at once: pace the retries, as a client told to retry later would.
      if (answer.status >= 500 || answer.error) await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  private async send(request: LoopRequest): Promise<Omit<Answer, 'loop' | 'phase' | 'method' | 'path'>> {
    try {
      const response = await fetch(`${this.baseUrl}${request.path}`, {
        method: request.method,
        headers: { ...this.headers, ...request.headers, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(60_000),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text: a refusal that is not JSON fails the test's envelope check
      }
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
    } catch (error) {
      return { status: 0, retryAfter: null, body: null, error: String((error as Error)?.cause ?? error) };
    }
  }

  /** Answers of one phase, by loop. */
  inPhase(phase: string): Answer[] {
    return this.answers.filter((answer) => answer.phase === phase);
  }

  /** Waits (polling, bounded) until every loop has `count` answers in `phase` that pass `accept`. */
  async until(phase: string, count: number, accept: (answer: Answer) => boolean, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const enough = () =>
      this.loops.every((_, loop) => this.answers.filter((answer) => answer.loop === loop && answer.phase === phase && accept(answer)).length >= count);
    while (!enough()) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${count} answers per loop in phase ${phase}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Sends no more requests; resolves once the requests under way have their answer (or failure). */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** How many loops run. */
  get size(): number {
    return this.loops.length;
  }
}

/** Polls `done` every 100 ms until it is true, for at most `timeoutMs`. */
export async function waitFor(done: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
