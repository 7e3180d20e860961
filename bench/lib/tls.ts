/**
 * A throwaway certificate for the bench's HTTP/2 listener: browsers speak HTTP/2 only over TLS,
 * and the figures should describe the portal as CloudFront serves it (HTTP/2, issue 41). Made
 * with the machine's openssl for 127.0.0.1, valid two days, kept in a temporary directory that is
 * removed at once; the browsers the bench starts are told to accept it (`--ignore-certificate-errors`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function loopbackCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'ichra-bench-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '2',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
          '-keyout',
          key,
          '-out',
          cert,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
    } catch (error) {
      throw new Error(
        `The bench serves the portal over HTTP/2, which needs a certificate made with openssl: ${(error as Error).message.split('\n')[0]} (install Debian's openssl, or pass --http1 to measure over HTTP/1.1 only)`,
        { cause: error },
      );
    }
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
