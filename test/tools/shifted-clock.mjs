// Moves this process's clock forward by SHIFT_DAYS (default 400), to find tests that pin a date while the code
// reads the real clock (`npm run test:shifted` runs the suite 45 and 400 days ahead). Only JavaScript's Date
// moves: PostgreSQL's and ClickHouse's now() do not, so a test that mixes a database's now() with the process
// clock fails too, as it should (a test takes its times from one clock).
const shiftMs = Number(process.env.SHIFT_DAYS ?? 400) * 86_400_000;
const SystemDate = Date;

class ShiftedDate extends SystemDate {
  constructor(...args) {
    if (args.length === 0) super(SystemDate.now() + shiftMs);
    else super(...args);
  }

  static now() {
    return SystemDate.now() + shiftMs;
  }
}

globalThis.Date = ShiftedDate;
