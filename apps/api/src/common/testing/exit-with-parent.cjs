// Preloaded into API processes that tests start: a test worker that dies without its teardown
// (killed, crashed) must not leave an API running. Checks every second that the parent still lives.
// The spawner names itself in TEST_PARENT_PID: by the time this runs, a parent killed at once is
// already gone and process.ppid would name whoever adopted the child.
const parent = Number(process.env.TEST_PARENT_PID) || process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    process.exit(1);
  }
}, 1000).unref();
