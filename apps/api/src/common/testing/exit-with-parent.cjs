// Preloaded into API processes that tests start: a test worker that dies without its teardown
// (killed, crashed) must not leave an API running. Checks every second that the parent still lives.
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    process.exit(1);
  }
}, 1000).unref();
