/**
 * The ingest baseline: a bare uWebSockets.js server that reads each POST body (copying the chunks, as the edge
 * does), JSON-parses it and answers a fixed small JSON body (no auth, no validation, no storage): the most the
 * HTTP layer and JSON parsing can do on this machine.
 *
 *   node --import tsx bench/baseline-uws.ts PORT
 */
import uWS from 'uWebSockets.js';

const port = Number(process.argv[2]);
const answer = '{"results":[]}';

const app = uWS.App();
app.post('/*', (res) => {
  let aborted = false;
  res.onAborted(() => {
    aborted = true;
  });
  const chunks: Buffer[] = [];
  res.onData((chunk, isLast) => {
    chunks.push(Buffer.from(new Uint8Array(chunk).slice()));
    if (!isLast) return;
    const text = chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
    let status = '200 OK';
    try {
      JSON.parse(text);
    } catch {
      status = '400 Bad Request';
    }
    if (aborted) return;
    res.cork(() => {
      res.writeStatus(status).writeHeader('content-type', 'application/json').end(answer);
    });
  });
});
app.get('/healthz', (res) => {
  res.writeHeader('content-type', 'application/json').end('{"status":"SERVING"}');
});
app.listen('127.0.0.1', port, (socket) => {
  if (!socket) {
    process.stderr.write(`baseline-uws: cannot listen on ${port}\n`);
    process.exit(1);
  }
});
process.on('SIGTERM', () => process.exit(0));
