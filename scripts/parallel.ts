/**
 * Runs npm scripts at the same time and fails when any of them fails: `npm test` runs lint,
 * typecheck and build:web this way (issue 38). On the two-core machines the suite runs on, ESLint
 * and tsc are each single-threaded for most of their run, so side by side they take about as long
 * as the slower of them instead of the sum (docs/testing.md).
 *
 * Each script's output (stdout and stderr, in the order written) is held until it ends and then
 * printed whole under a line naming the script, its outcome and its time, so two outputs never
 * interleave and a failure reads as if the script had run alone. Every script runs to its end, so
 * one run reports every failing stage; the exit code is the first failing script's (in the order
 * given), or 0. A SIGINT or SIGTERM (CI's `timeout`) is passed on to the scripts.
 *
 * Usage: tsx scripts/parallel.ts <script> [<script>...]
 */
import { spawn, type ChildProcess } from 'node:child_process';

interface Outcome {
  name: string;
  code: number;
  seconds: number;
}

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: tsx scripts/parallel.ts <npm script> [<npm script>...]');
  process.exit(2);
}

/** The scripts still running, with the output each has written so far. */
const running = new Map<ChildProcess, { name: string; output: Buffer[] }>();
const seconds = (since: number): number => Math.round((performance.now() - since) / 100) / 10;

/**
 * `npm run <name>` with its output held. npm's own CLI (npm_execpath, set when this runs from an
 * npm script) on the Node running this, so the script gets the same npm and PATH; plain `npm`
 * otherwise.
 */
function run(name: string): Promise<Outcome> {
  const started = performance.now();
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli?.endsWith('.js')
    ? [process.execPath, [npmCli, 'run', name]]
    : ['npm', ['run', name]];
  // Colours as the terminal would show them, when there is one.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  const output: Buffer[] = [];
  running.set(child, { name, output });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    const finish = (code: number, why = ''): void => {
      running.delete(child);
      const outcome = { name, code, seconds: seconds(started) };
      const verdict = code === 0 ? 'passed' : `FAILED (exit ${code}${why})`;
      process.stdout.write(`\n── ${name}: ${verdict} in ${outcome.seconds} s ──\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(outcome);
    };
    child.on('error', (error) => finish(127, `: ${error.message}`));
    child.on('close', (code, signal) => finish(code ?? 1, signal ? `, ${signal}` : ''));
  });
}

// Stopped from outside (Ctrl-C, CI's `timeout` on a hung test): the scripts are stopped too, and
// what each wrote so far is printed, so that the hang is readable.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const [child, { name, output }] of running) {
      child.kill(signal);
      process.stdout.write(`\n── ${name}: stopped by ${signal} ──\n`);
      process.stdout.write(Buffer.concat(output));
    }
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });

const started = performance.now();
const outcomes = await Promise.all(names.map(run));
const failed = outcomes.filter((o) => o.code !== 0);
const times = outcomes.map((o) => `${o.name} ${o.seconds} s`).join(', ');
console.log(`\nparallel: ${times}; ${seconds(started)} s in all`);
if (failed.length > 0) {
  console.error(`parallel: failed: ${failed.map((o) => o.name).join(', ')}`);
  process.exit(failed[0]!.code);
}
