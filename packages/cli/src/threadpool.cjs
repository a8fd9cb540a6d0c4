// Sizes libuv's thread pool before anything uses it (loaded with `node --require`, ahead of tsx's loader). On the
// embedded profile each chdb query holds one of its threads while it runs, and the process's file I/O (the ingest
// log's writes) needs one too: READ_POOL_SIZE + READ_POOL_RESERVE reads and one more (docs/limits.md, "Expensive
// reads"). libuv reads UV_THREADPOOL_SIZE once, when the pool first starts, which happens while the first modules
// load: a setting made later by our own code comes too late. The defaults are those of packages/core/src/config.ts.
if (!process.env.UV_THREADPOOL_SIZE) {
  const size = Number(process.env.READ_POOL_SIZE || 3);
  const reserve = Number(process.env.READ_POOL_RESERVE || 1);
  const wanted = size + reserve + 1;
  if (Number.isInteger(wanted)) process.env.UV_THREADPOOL_SIZE = String(Math.max(4, Math.min(wanted, 1024)));
}
