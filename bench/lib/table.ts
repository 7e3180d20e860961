/** The one table the bench prints. */

export type Verdict = 'met' | 'MISSED' | 'pending' | 'info' | 'error';

export interface Row {
  area: string;
  measure: string;
  value: string;
  /** What the value is compared with (reference bundle, bare page, raw GetItem...). */
  baseline?: string;
  ratio?: number;
  target?: string;
  result: Verdict;
  /** A size target that `--check` enforces. */
  enforced?: boolean;
  note?: string;
}

export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
export const ms = (v: number): string =>
  Number.isFinite(v) ? `${v < 10 ? v.toFixed(2) : v.toFixed(1)} ms` : 'n/a';
export const ratio = (v: number | undefined): string =>
  v === undefined || !Number.isFinite(v) ? '' : `${v.toFixed(2)}x`;

export function verdict(ok: boolean): Verdict {
  return ok ? 'met' : 'MISSED';
}

export function renderTable(rows: Row[]): string {
  const header = ['Area', 'Measure', 'Value', 'Baseline', 'Ratio', 'Target', 'Result', 'Note'];
  const cells = rows.map((r) => [
    r.area,
    r.measure,
    r.value,
    r.baseline ?? '',
    ratio(r.ratio),
    r.target ?? '',
    r.enforced ? `${r.result} (check)` : r.result,
    r.note ?? '',
  ]);
  const widths = header.map((h, i) =>
    Math.min(i === 7 ? 110 : 60, Math.max(h.length, ...cells.map((c) => (c[i] as string).length))),
  );
  const line = (c: string[]) =>
    `| ${c.map((v, i) => (v.length > (widths[i] as number) ? `${v.slice(0, (widths[i] as number) - 1)}…` : v.padEnd(widths[i] as number))).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}
