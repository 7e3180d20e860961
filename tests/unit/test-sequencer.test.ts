import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileKey, orderByDuration, readDurations } from '../helpers/sequencer';

interface File {
  group: number;
  project: string;
  key: string;
}

const file = (group: number, project: string, path: string): File => ({
  group,
  project,
  key: `${project}:${path}`,
});

describe('the test sequencer (tests/helpers/sequencer.ts)', () => {
  it('starts the longest file of a project first, unknown files before all, and keeps groups and projects in order', () => {
    const files = [
      file(1, 'stack', 'tests/integration/short.test.ts'),
      file(0, 'fast', 'tests/unit/a.test.ts'),
      file(1, 'stack', 'tests/integration/local-stack.test.ts'),
      file(1, 'stack', 'tests/e2e/new.test.ts'),
      file(0, 'components', 'tests/components/b.test.tsx'),
      file(1, 'stack', 'tests/e2e/cart.test.ts'),
    ];
    const seconds: Record<string, number> = {
      'stack:tests/integration/short.test.ts': 1,
      'stack:tests/integration/local-stack.test.ts': 80,
      'stack:tests/e2e/cart.test.ts': 40,
      'fast:tests/unit/a.test.ts': 2,
      'components:tests/components/b.test.tsx': 3,
    };
    const ordered = orderByDuration(
      files,
      (f) => f,
      (key) => seconds[key],
    ).map((f) => f.key);
    expect(ordered).toEqual([
      'components:tests/components/b.test.tsx',
      'fast:tests/unit/a.test.ts',
      'stack:tests/e2e/new.test.ts',
      'stack:tests/integration/local-stack.test.ts',
      'stack:tests/e2e/cart.test.ts',
      'stack:tests/integration/short.test.ts',
    ]);
  });

  it('breaks ties by path, so every machine with the same records runs the same order', () => {
    const files = [file(0, 'fast', 'b.test.ts'), file(0, 'fast', 'a.test.ts')];
    const ordered = orderByDuration(
      files,
      (f) => f,
      () => 5,
    );
    expect(ordered.map((f) => f.key)).toEqual(['fast:a.test.ts', 'fast:b.test.ts']);
  });

  it("names a file as vitest's results cache does: project, colon, path from the root with forward slashes", () => {
    expect(fileKey('stack', '/repo/tests/e2e/cart.test.ts', '/repo')).toBe('stack:tests/e2e/cart.test.ts');
  });

  it('keeps a duration in seconds for test files that exist, under their project', () => {
    const recorded = readDurations(resolve('.'));
    expect(Object.keys(recorded).length).toBeGreaterThan(100);
    for (const [key, seconds] of Object.entries(recorded)) {
      const [project, path] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
      expect(['fast', 'infra', 'components', 'stack'], key).toContain(project);
      expect(existsSync(path), `${path} exists`).toBe(true);
      expect(seconds, key).toBeGreaterThanOrEqual(0);
    }
  });
});
