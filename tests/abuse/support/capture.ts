/**
 * "No SSN in any response or any log line over the whole browser test run": the global stack of
 * the `stack` project records, in one JSON-lines file under its data directory, every request
 * body and response body its family handlers see and every line the handlers log (at DEBUG, so
 * nothing is missed; the console still shows WARN and above only, as before). When the run ends,
 * {@link findSsnLeaks} looks for every SSN the run sent or stored in what came back out.
 *
 * Test-only: the handlers and the logger are wrapped in the test process; production code is not
 * changed.
 */
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LambdaHandler } from '../../../lambdas/middleware/http';

export type CaptureLine =
  | { kind: 'request'; route: string; body: string }
  | { kind: 'response'; route: string; status: number; body: string }
  | { kind: 'log'; text: string };

const record = (file: string, line: CaptureLine): void => appendFileSync(file, `${JSON.stringify(line)}\n`);

/** Wraps every family handler so that request and response bodies are recorded. */
export function captureHandlers<K extends string>(handlers: Record<K, LambdaHandler>, file: string): void {
  for (const family of Object.keys(handlers) as K[]) {
    const inner = handlers[family];
    handlers[family] = async (event, context) => {
      const route = event.routeKey;
      if (event.body)
        record(file, {
          kind: 'request',
          route,
          body: event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body,
        });
      const result = await inner(event, context);
      record(file, { kind: 'response', route, status: result.statusCode, body: result.body });
      return result;
    };
  }
}

const QUIET_LEVELS = new Set(['DEBUG', 'INFO', 'TRACE']);

/**
 * Records every structured log line written to stdout or stderr of this process. Lines below
 * WARN are recorded but not shown, so the console keeps the level the tests had before.
 */
export function captureLogs(file: string): () => void {
  const restore: (() => void)[] = [];
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const patched = (chunk: unknown, ...rest: unknown[]): boolean => {
      const text =
        typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
      const shown: string[] = [];
      for (const line of text.split('\n')) {
        if (!line.startsWith('{"level"')) {
          shown.push(line);
          continue;
        }
        record(file, { kind: 'log', text: line });
        let level: string;
        try {
          level = String((JSON.parse(line) as { level?: unknown }).level ?? '');
        } catch {
          level = '';
        }
        if (!QUIET_LEVELS.has(level)) shown.push(line);
      }
      const out = shown.join('\n');
      if (out.replace(/\n/g, '') === '' && text.replace(/\n/g, '') !== '') {
        const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
        callback?.();
        return true;
      }
      return original(out, ...rest);
    };
    stream.write = patched as typeof stream.write;
    restore.push(() => {
      stream.write = original as typeof stream.write;
    });
  }
  return () => restore.forEach((r) => r());
}

const SSN_KEY = /^(ssn|additionalid)$/i;

/** The 9-digit SSNs in a JSON value, under keys named ssn or additionalid. */
export function ssnsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => ssnsIn(v, found));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (SSN_KEY.test(k) && typeof v === 'string' && /^\d{3}-?\d{2}-?\d{4}$/.test(v))
        found.add(v.replace(/-/g, ''));
      else ssnsIn(v, found);
    }
  }
  return found;
}

/** The ways an SSN can be written (987654320, 987-65-4320, 987 65 4320), not inside a longer number. */
const spelled = (ssn: string): RegExp =>
  new RegExp(`(?<!\\d)${ssn.slice(0, 3)}[- ]?${ssn.slice(3, 5)}[- ]?${ssn.slice(5)}(?!\\d)`);

/** A dashed SSN in free text (what a log line would show); UUIDs and tokens are removed first. */
const dashedSsn = /(?<![\w-])\d{3}-\d{2}-\d{4}(?![\w-])/;
const noise = /\beyJ[\w-]+\.[\w-]+\.[\w-]+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

export interface Leak {
  where: string;
  /** The SSN's last four digits only: the report must not leak it again. */
  lastFour: string;
}

/**
 * Every place a known SSN (sent in a request or stored in a table) appears in a response or a
 * log line, and every dashed SSN in a log line.
 */
export function findSsnLeaks(
  lines: CaptureLine[],
  stored: Iterable<string> = [],
  extraLogLines: { source: string; text: string }[] = [],
): Leak[] {
  const known = new Set<string>(stored);
  for (const l of lines) {
    if (l.kind !== 'request') continue;
    try {
      ssnsIn(JSON.parse(l.body), known);
    } catch {
      // Not JSON: the middleware refused it; nothing was stored from it.
    }
  }
  const leaks: Leak[] = [];
  const scan = (where: string, text: string, isLog: boolean): void => {
    for (const ssn of known) if (spelled(ssn).test(text)) leaks.push({ where, lastFour: ssn.slice(-4) });
    if (isLog) {
      const m = dashedSsn.exec(text.replace(noise, ''));
      if (m) leaks.push({ where: `${where} (an SSN-shaped value)`, lastFour: m[0].slice(-4) });
    }
  };
  lines.forEach((l, i) => {
    if (l.kind === 'response') scan(`response #${i} of ${l.route} (${l.status})`, l.body, false);
    else if (l.kind === 'log') scan(`log line #${i}`, l.text, true);
  });
  for (const x of extraLogLines) scan(x.source, x.text, true);
  return leaks;
}

export function readCapture(file: string): CaptureLine[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as CaptureLine);
}

/** The lines of the emulators' own logs (dataDir/logs/*.log). */
export function serviceLogLines(dataDir: string): { source: string; text: string }[] {
  const dir = join(dataDir, 'logs');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) =>
    readFileSync(join(dir, f), 'utf8')
      .split('\n')
      .map((text, i) => ({ source: `${f}:${i + 1}`, text })),
  );
}
