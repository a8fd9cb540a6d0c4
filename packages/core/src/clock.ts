/** Time is injected: billing code never reads the system clock directly, so tests can stand on period edges. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: starts at `start` and moves only when told. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | string) {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  set(time: Date | string): void {
    this.current = new Date(time).getTime();
  }
  advance(ms: number): void {
    this.current += ms;
  }
}
