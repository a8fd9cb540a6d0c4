/**
 * The worker's loops: a pass, then a pause of `intervalMs` after it ended, so passes of one loop never overlap.
 * The pause is wall time (how often to ask); what a pass does is decided from the injected clock ("what is due
 * at clock.now()"), so tests run a pass instead of waiting for one.
 */
export interface Loop {
  /** Stops scheduling passes and waits for the one running. */
  close(): Promise<void>;
}

/** Runs `pass` every `intervalMs` (the first at once when `runAtStart`); `pass` must not throw. */
export function startLoop(intervalMs: number, pass: () => Promise<void>, runAtStart = false): Loop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().then(schedule);
    }, intervalMs);
    timer.unref();
  };
  if (runAtStart) running = pass().then(schedule);
  else schedule();
  return {
    async close() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
