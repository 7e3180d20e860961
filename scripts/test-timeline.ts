/**
 * Prints the packing of a run recorded with VITEST_TIMELINE=<file> (tests/helpers/timeline-reporter.ts):
 * when each project's files ran, how many ran at once, and the files that ran while workers idled.
 *
 *   VITEST_TIMELINE=/tmp/timeline.jsonl npx vitest run
 *   npm run test:timeline -- /tmp/timeline.jsonl
 */
import { readFileSync } from 'node:fs';
import type { TimelineEntry } from '../tests/helpers/timeline-reporter';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run test:timeline -- <timeline.jsonl>');
  process.exit(2);
}
const entries = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as TimelineEntry);
const origin = Math.min(...entries.map((e) => e.at));
const sec = (at: number) => (at - origin) / 1000;

interface Span {
  project: string;
  file: string;
  start: number;
  end: number;
}
const open = new Map<string, number>();
const spans: Span[] = [];
for (const e of entries) {
  if (e.event === 'start' || e.event === 'end') {
    const key = `${e.project}:${e.file}`;
    if (e.event === 'start') open.set(key, sec(e.at));
    else spans.push({ project: e.project!, file: e.file!, start: open.get(key) ?? 0, end: sec(e.at) });
  } else {
    console.log(`${sec(e.at).toFixed(1).padStart(7)} s  ${e.event}`);
  }
}

const projects = [...new Set(spans.map((s) => s.project))];
for (const project of projects) {
  const own = spans.filter((s) => s.project === project);
  const first = Math.min(...own.map((s) => s.start));
  const last = Math.max(...own.map((s) => s.end));
  const busy = own.reduce((sum, s) => sum + s.end - s.start, 0);
  console.log(
    `${project.padEnd(10)} ${own.length} files, ${first.toFixed(1)}–${last.toFixed(1)} s (${(last - first).toFixed(0)} s), file time ${busy.toFixed(0)} s`,
  );
}

// How many files ran at once, in 10-second steps.
const end = Math.max(...spans.map((s) => s.end));
const steps: string[] = [];
for (let t = 0; t < end; t += 10) {
  const running = spans.filter((s) => s.start < t + 10 && s.end > t);
  const load = running.reduce((sum, s) => sum + Math.min(s.end, t + 10) - Math.max(s.start, t), 0) / 10;
  steps.push(`${String(t).padStart(4)} ${load.toFixed(1)} ${'#'.repeat(Math.round(load * 4))}`);
}
console.log('\nfiles at once (10 s steps):\n' + steps.join('\n'));

console.log('\nthe 25 files that ended last:');
for (const s of [...spans].sort((a, b) => b.end - a.end).slice(0, 25)) {
  console.log(
    `${s.start.toFixed(1).padStart(7)} → ${s.end.toFixed(1).padStart(7)} (${(s.end - s.start).toFixed(1).padStart(6)} s) ${s.project}:${s.file}`,
  );
}
