/**
 * Starts something on a port it must keep (a restart keeps its url), trying again while the port
 * is taken: while it was down, another suite's outgoing connection or listener may have got it.
 * `attempt` resolves true once started, false when the port was taken (it throws on any other
 * failure). The pauses grow from 100 ms to 2 s; after `withinMs` the error says the port stayed taken.
 */
export async function startOnPort(port: number, what: string, attempt: () => Promise<boolean>, withinMs = 60_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (let pause = 100; ; pause = Math.min(pause * 2, 2_000)) {
    if (await attempt()) return;
    if (Date.now() + pause > deadline) {
      throw new Error(`${what} could not start again: port ${port} stayed in use for ${withinMs / 1000} s (it must keep its port, so its url stays right)`);
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
