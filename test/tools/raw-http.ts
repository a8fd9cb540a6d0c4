/**
 * One HTTP/1.1 request written as raw bytes on a socket, for what a client library will not send (two headers of
 * one name, a half-written body). The request ends with `Connection: close`, so the server closes the socket
 * after answering; the socket is not half-closed by us, since a half-closed client gets no answer.
 */
import { connect, type Socket } from 'node:net';

export function rawRequest(
  port: number,
  head: string,
  body: Buffer,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]), text });
    });
    socket.write(`${head}Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`);
    socket.write(body);
  });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Every whole response in `text`, in order (each with a Content-Length, as both servers send). */
export function parseResponses(text: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    const bodyBytes = Buffer.from(rest.slice(end + 4));
    if (bodyBytes.length < length) break;
    const body = bodyBytes.subarray(0, length).toString('utf8');
    responses.push({ status: Number(statusLine!.split(' ')[1]), headers, body });
    rest = bodyBytes.subarray(length).toString('utf8');
  }
  return responses;
}

/**
 * A socket held open by the test, for slow and pipelining clients: it writes what it is told (or trickles it) and
 * records everything the server sends until the server closes.
 */
export class RawConnection {
  private readonly socket: Socket;
  private received = Buffer.alloc(0);
  private readonly opened = Date.now();
  private trickle: NodeJS.Timeout | undefined;
  /** Resolves with the milliseconds from opening to the server's close (or a reset). */
  readonly closed: Promise<number>;

  constructor(port: number) {
    this.socket = connect(port, '127.0.0.1');
    this.socket.on('data', (chunk) => {
      this.received = Buffer.concat([this.received, chunk]);
    });
    this.socket.on('error', () => {});
    this.closed = new Promise((resolve) =>
      this.socket.on('close', () => {
        clearInterval(this.trickle);
        resolve(Date.now() - this.opened);
      }),
    );
  }

  write(data: string | Buffer): void {
    if (!this.socket.destroyed) this.socket.write(data);
  }

  /** Writes `data` again every `everyMs` until the socket closes (a slowloris). */
  trickleEvery(everyMs: number, data: string): void {
    this.trickle = setInterval(() => this.write(data), everyMs);
  }

  get text(): string {
    return this.received.toString('utf8');
  }

  responses(): RawResponse[] {
    return parseResponses(this.text);
  }

  /** Waits until `count` whole responses arrived (or the socket closed), at most `timeoutMs`. */
  async waitForResponses(count: number, timeoutMs: number): Promise<RawResponse[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.responses().length < count && !this.socket.destroyed && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return this.responses();
  }

  /** The milliseconds until the server closed, or undefined if it is still open after `withinMs`. */
  async closedWithin(withinMs: number): Promise<number | undefined> {
    const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), withinMs));
    return Promise.race([this.closed, timeout]);
  }

  destroy(): void {
    clearInterval(this.trickle);
    this.socket.destroy();
  }
}
