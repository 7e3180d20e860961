/**
 * Records when each test file starts and ends, relative to the start of the run, so a run's
 * packing can be read afterwards: which worker idled, which file ran alone at the end, how long the
 * stack took to start (docs/testing.md, "Suite timings"). Opt in with VITEST_TIMELINE=<file>;
 * `npm run test:timeline -- <file>` prints the summary.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export interface TimelineEntry {
  event: 'run-start' | 'start' | 'end' | 'run-end' | 'stack-starting' | 'stack-up' | 'stack-stopping';
  /** Milliseconds since the epoch. */
  at: number;
  project?: string;
  file?: string;
}

/** Adds an event to the timeline (the global stack marks its start and stop with it). */
export function markTimeline(file: string | undefined, entry: Omit<TimelineEntry, 'at'>): void {
  if (file) appendFileSync(file, `${JSON.stringify({ ...entry, at: Date.now() })}\n`);
}

export default class TimelineReporter implements Reporter {
  constructor(private readonly file: string) {
    writeFileSync(file, '');
  }

  private write(entry: Omit<TimelineEntry, 'at'>): void {
    markTimeline(this.file, entry);
  }

  onTestRunStart(): void {
    this.write({ event: 'run-start' });
  }

  /** When a worker takes the file: before its imports and collection, which are part of its time. */
  onTestModuleQueued(module: TestModule): void {
    this.write({ event: 'start', project: module.project.name, file: module.relativeModuleId });
  }

  onTestModuleEnd(module: TestModule): void {
    this.write({ event: 'end', project: module.project.name, file: module.relativeModuleId });
  }

  onTestRunEnd(): void {
    this.write({ event: 'run-end' });
  }
}
