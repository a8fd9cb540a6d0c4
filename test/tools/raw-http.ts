/**
 * One HTTP/1.1 request written as raw bytes on a socket, for what a client library will not send (two headers of
 * one name, a half-written body). The request ends with `Connection: close`, so the server closes the socket
 * after answering; the socket is not half-closed by us, since a half-closed client gets no answer.
 */
import { connect } from 'node:net';

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
