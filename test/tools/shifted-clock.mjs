// Runs a process SHIFT_DAYS days (default 400) in the future, to catch tests that pin a date while the code reads
// the clock. Only JavaScript's Date moves: PostgreSQL's and ClickHouse's now() do not, so a test that mixes the
// process clock with a database's clock fails too (it should take its times from one clock).
//   npm run test:shifted    (or: SHIFT_DAYS=45 NODE_OPTIONS="--import $PWD/test/tools/shifted-clock.mjs" npx vitest run)
const days = Number(process.env.SHIFT_DAYS ?? '400');
if (!Number.isFinite(days))
  throw new Error(`SHIFT_DAYS must be a number of days, not ${process.env.SHIFT_DAYS}`);
const shiftMs = days * 86_400_000;
const SystemDate = Date;

/** `new Date()` and `Date.now()` read the shifted clock; every other form of Date is untouched. */
function ShiftedDate(...args) {
  if (!new.target) return new SystemDate(SystemDate.now() + shiftMs).toString();
  const values = args.length === 0 ? [SystemDate.now() + shiftMs] : args;
  return Reflect.construct(SystemDate, values, new.target);
}
Object.setPrototypeOf(ShiftedDate, SystemDate);
ShiftedDate.prototype = SystemDate.prototype;
Object.defineProperty(SystemDate.prototype, 'constructor', {
  value: ShiftedDate,
  writable: true,
  configurable: true,
});
ShiftedDate.now = () => SystemDate.now() + shiftMs;
globalThis.Date = ShiftedDate;
