/**
 * Setup of the `fast` project, which runs its files in shared workers (`isolate: false` in
 * vitest.config.ts): a worker loads the AWS SDK, middy, Powertools and zod once for all its files
 * instead of once per file, and the project runs in about half the time. What isolation gave each
 * file is given back here, before each file starts (Vitest runs setup files before every file):
 *
 * - the environment as the worker started with it (a file's `process.env` assignments end with it);
 * - our own modules evaluated afresh (`vi.resetModules`): the composition's clients, a logger's
 *   level read from the environment, a fixture's `mockClient` stub, module-level caches. Packages
 *   under node_modules stay loaded, which is the saving;
 * - real timers, and no spy left on a package's object by an earlier file.
 *
 * A package's own global state is not reset: zod's locale, loaded by the classic `zod` import,
 * applies to zod/mini too, which is why lambdas/middleware/validate-input.ts words its messages
 * per parse rather than relying on zod's defaults.
 */
import { vi } from 'vitest';

const started = globalThis as { workerEnv?: Record<string, string | undefined> };
started.workerEnv ??= { ...process.env };
const workerEnv = started.workerEnv;
for (const name of Object.keys(process.env)) if (!(name in workerEnv)) delete process.env[name];
Object.assign(process.env, workerEnv);

vi.useRealTimers();
vi.restoreAllMocks();
vi.resetModules();
