/**
 * One HTTP/1.1 request written byte for byte on a socket, for tests of what the local server does
 * with requests that fetch() would never send: undecodable paths, encoded slashes and dots, odd
 * methods, header values with control characters.
 */
import { connect } from 'node:net';

export interface RawRequest {
  method: string;
  /** The request target exactly as sent (nothing is encoded or normalised). */
  target: string;
  headers?: [string, string][];
  body?: Buffer;
}

export interface RawAnswer {
  /** The status code of the answer; undefined when the connection closed without one. */
  status: number | undefined;
  /** Everything after the status line and the headers, as received (chunked framing included). */
  body: Buffer;
  /** The whole answer, headers included. */
  raw: Buffer;
}

/** Sends the request with `Connection: close` and reads the answer until the server closes. */
export function rawRequest(port: number, request: RawRequest, timeoutMs = 15_000): Promise<RawAnswer> {
  const body = request.body ?? Buffer.alloc(0);
  const head = [
    `${request.method} ${request.target} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Connection: close',
    ...(request.headers ?? []).map(([name, value]) => `${name}: ${value}`),
    ...(body.byteLength || !['GET', 'HEAD'].includes(request.method)
      ? [`Content-Length: ${body.byteLength}`]
      : []),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.write(Buffer.from(head, 'latin1'));
      if (body.byteLength) socket.write(body);
    });
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(
        new Error(`no answer within ${timeoutMs} ms to ${request.method} ${request.target.slice(0, 200)}`),
      );
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset after the answer was written (the server closing while the body is still coming) is not a failure.
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(raw.subarray(0, 32).toString('latin1'))?.[1];
      const split = raw.indexOf('\r\n\r\n');
      resolve({
        status: status ? Number(status) : undefined,
        body: split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4),
        raw,
      });
    });
  });
}
