/**
 * The order files start in: the longest first within each project, so that no long file starts
 * last and runs alone while the other workers idle. A run ends when its last file ends; the stack
 * project's longest files take over a minute, and vitest's own order on a fresh clone (no results
 * cache yet) is by file size, which put the local stack's lifecycle test (about 80 s) at the end.
 *
 * A file's duration is vitest's own record of the last run on this machine when there is one
 * (node_modules/.vite/vitest/…/results.json), else tests/durations.json, the durations of a whole
 * fresh-clone run kept in the repository (`npm run test:durations` refreshes it), else unknown:
 * unknown files (new ones) start first, as in vitest's own order. Projects and their groups keep
 * vitest's order (docs/testing.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BaseSequencer, type TestSpecification, type Vitest } from 'vitest/node';

/** Seconds per `project:path` of the last fresh-clone run. */
export type Durations = Record<string, number>;

export const durationsFile = 'tests/durations.json';

export function readDurations(root: string): Durations {
  try {
    return JSON.parse(readFileSync(join(root, durationsFile), 'utf8')) as Durations;
  } catch {
    return {};
  }
}

/** The key vitest's cache uses for a file: its project's name and its path from the root. */
export function fileKey(project: string, path: string, root: string): string {
  const relative = path.startsWith(root) ? path.slice(root.length).replace(/^[\\/]/, '') : path;
  return `${project}:${relative.replaceAll('\\', '/')}`;
}

/**
 * Orders files by group, then project, then known duration (longest first; unknown first of all),
 * then path, so the order is the same on every machine with the same records.
 */
export function orderByDuration<T>(
  files: readonly T[],
  describe: (file: T) => { group: number; project: string; key: string },
  durationOf: (key: string) => number | undefined,
): T[] {
  const keyed = files.map((file) => {
    const d = describe(file);
    return { file, ...d, seconds: durationOf(d.key) ?? Number.POSITIVE_INFINITY };
  });
  keyed.sort(
    (a, b) =>
      a.group - b.group ||
      (a.project < b.project ? -1 : a.project > b.project ? 1 : 0) ||
      b.seconds - a.seconds ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  return keyed.map((k) => k.file);
}

export default class LongestFirstSequencer extends BaseSequencer {
  private readonly recorded: Durations;

  constructor(ctx: Vitest) {
    super(ctx);
    this.recorded = readDurations(ctx.config.root);
  }

  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const cache = this.ctx.cache;
    return Promise.resolve(
      orderByDuration(
        files,
        (spec) => ({
          group: spec.project.config.sequence.groupOrder ?? 0,
          project: spec.project.name,
          key: fileKey(spec.project.name, spec.moduleId, root),
        }),
        (key) => {
          const ms = cache.getFileTestResults(key)?.duration;
          return ms !== undefined ? ms / 1000 : this.recorded[key];
        },
      ),
    );
  }
}
