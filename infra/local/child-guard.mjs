// @ts-check
/* global process, console, setTimeout */
/**
 * Runs one service of the local stack (DynamoDB Local, cognito-local) and stops it when the
 * portal process that started it goes away, however it goes: a clean stop, a crash or `kill -9`.
 *
 * Usage (from infra/local/services.ts): node child-guard.mjs <command> [args...], with standard
 * input a pipe from the portal process. The kernel closes that pipe when the portal process ends
 * for any reason, so the end of standard input is the signal to stop the service. Node has no
 * PR_SET_PDEATHSIG, and a process group alone does not help when only the parent is killed.
 */
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node child-guard.mjs <command> [args...]');
  process.exit(2);
}

const service = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;

/** Stops the service: SIGTERM, then SIGKILL after two seconds (the portal waits five). */
function stop() {
  if (stopping) return;
  stopping = true;
  if (service.exitCode !== null || service.signalCode !== null) process.exit(0);
  service.kill('SIGTERM');
  setTimeout(() => service.kill('SIGKILL'), 2000).unref();
}

service.once('error', (error) => {
  console.error(`child-guard: ${command} could not start: ${error.message}`);
  process.exit(1);
});
service.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.on('error', stop);
process.stdin.resume();
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT', 'SIGHUP'])) process.on(signal, stop);
// Writes to a closed log pipe (the portal is gone) must not end the guard before the service.
process.stdout.on('error', () => undefined);
process.stderr.on('error', () => undefined);
