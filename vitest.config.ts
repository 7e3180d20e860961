import { defineConfig } from 'vitest/config';
import { textCatalogs } from './frontend/texts-plugin';
import LongestFirstSequencer from './tests/helpers/sequencer';
import TimelineReporter from './tests/helpers/timeline-reporter';

// VITEST_TIMELINE=<file> records when each file starts and ends (`npm run test:timeline`).
const timeline = process.env.VITEST_TIMELINE;

/**
 * Four projects: `fast` (unit, handler, abuse and fault tests: no network), `infra` (the CDK
 * templates, offline), `components` (the portal's screens, forms and hooks in jsdom) and `stack`
 * (integration and browser tests against one local stack started by tests/helpers/global-stack.ts
 * on free ports).
 *
 * Vitest's default is one worker less than the cores, which is one worker on the two-core machines
 * this runs on, so every file ran after the other. The projects run two files at a time (the stack
 * project three, below): `fast`,
 * `infra` and `components` first, `stack` after them (its group), so that the browsers and the local stack
 * do not compete with the CDK syntheses for the cores. Two browser journeys at a time take about
 * 1.2 times as long each as one alone, while the browser waits on the stack and the stack on the
 * browser, so the stack project takes about 0.65 times as long as one file at a time (docs/testing.md).
 * `fast` shares its workers between files (`isolate: false`), each file started
 * afresh by tests/helpers/file-reset.ts (docs/testing.md, "Shared workers for the short files").
 * The stack files share one stack and make their own members, so none depends on another's data;
 * the one that compares the whole store around each call (the fault sweep) starts its own.
 */
export default defineConfig({
  test: {
    // Handlers log warnings and errors only during tests; a test that checks logging sets its level.
    env: { POWERTOOLS_LOG_LEVEL: 'WARN', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    maxWorkers: 2,
    reporters: timeline ? ['default', new TimelineReporter(timeline)] : ['default'],
    // The longest files first in each project, from vitest's record or tests/durations.json, so
    // no long file starts last and runs alone (tests/helpers/sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        // The portal's text catalogs compile as in its build (frontend/texts-plugin.ts).
        plugins: [textCatalogs()],
        test: {
          name: 'fast',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/handlers/**/*.test.ts',
            'tests/abuse/*.test.ts',
            'tests/fault/*.test.ts',
          ],
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/helpers/file-reset.ts', 'tests/helpers/texts-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The synthesized templates (tests/infra): the files share one module graph (no isolation
          // between them), so each stage's stack is synthesized once per worker
          // (tests/infra/portal-fixture.ts `portal`) instead of once per file. None of them mocks a
          // module or changes the environment.
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [textCatalogs()],
        test: {
          // Screens, forms and hooks of the portal in jsdom with Testing Library: their states
          // below the browser journeys, with the API answered per test (tests/components/support).
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          // A process per file: in shared workers, version-information lost its second build once
          // in a clean-clone run (2026-11-28).
          setupFiles: ['tests/helpers/texts-setup.ts', 'tests/components/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // The portal's text catalogs compile as in its build (frontend/texts-plugin.ts).
        plugins: [textCatalogs()],
        test: {
          name: 'stack',
          include: [
            'tests/integration/**/*.test.ts',
            'tests/e2e/**/*.test.ts',
            'tests/abuse/stack/**/*.test.ts',
            'tests/fault/stack/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['tests/helpers/global-stack.ts'],
          setupFiles: ['tests/helpers/texts-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // After the other projects (a later group), so nothing else competes for the cores.
          sequence: { groupOrder: 1 },
          // Three files at a time: a journey spends much of its time waiting (on the stack, an
          // e-mail, a timer), which a third file uses (docs/testing.md).
          maxWorkers: 3,
        },
      },
    ],
  },
});
