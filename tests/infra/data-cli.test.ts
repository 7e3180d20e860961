/**
 * `npm run data -- <command> --help` (infra/data/cli.ts, infra/data/commands.ts): every command
 * prints its usage and exits 0 without touching a target or writing a file, and an unknown option
 * is refused naming the command's options. Through main() in this process, and once as the
 * operator runs it: a separate process (tsx) in an empty working directory, with the local ports
 * pointed at a closed port so that nothing could reach a running local stack.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataCommands, main } from '../../infra/data/commands';

const root = join(import.meta.dirname, '..', '..');
const cwd = mkdtempSync(join(tmpdir(), 'data-cli-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

/** `npm run data -- <argv>` in the empty directory; its exit code and output. */
function data(...argv: string[]) {
  const r = spawnSync(
    join(root, 'node_modules', '.bin', 'tsx'),
    [join(root, 'infra', 'data', 'cli.ts'), ...argv],
    {
      cwd,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, LOCAL_DATA_DIR: cwd, DYNAMODB_PORT: '9', S3_PORT: '9', COGNITO_PORT: '9' },
    },
  );
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** The same through main(), in this process. */
async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run data -- --help', () => {
  it.each([
    [['--help'], 'Usage: npm run data -- <command> [args] [--stage <name> | --local]'],
    [
      ['import-zips', '--help'],
      'Usage: npm run data -- import-zips [--state NJ,VT] [--stage <name> | --local]',
    ],
    [
      ['generate-catalog', 'out', '--help'],
      'Usage: npm run data -- generate-catalog <out dir> [--years 2026,2027] [--states NY,VT]',
    ],
    [
      ['import-plans', 'some-dir', '-h'],
      'Usage: npm run data -- import-plans <dir> [--state NY,VT] [--year 2026,2027]',
    ],
  ])('%j prints its usage and exits 0, reading and writing nothing', async (argv, usage) => {
    // Act
    const res = await run(...argv);
    // Assess
    expect(res.code, res.err).toBe(0);
    expect(res.out).toContain(usage);
    expect(res.out).not.toContain('Target:');
  });

  it("refuses an unknown command, and the names every object inherits ('constructor'), with exit code 2", async () => {
    for (const name of ['load-everything', 'constructor', 'hasOwnProperty']) {
      const res = await run(name);
      expect(res.code, name).toBe(2);
      expect(res.err, name).toContain(`Unknown command "${name}"`);
    }
  });

  it('lists every command in the usage', async () => {
    const res = await run('--help');
    for (const name of Object.keys(dataCommands)) expect(res.out).toContain(`npm run data -- ${name}`);
  });

  it('refuses an unknown option with exit code 1, naming the options of the command', async () => {
    // Act
    const res = await run('generate-catalog', 'out', '--year', '2027');
    // Assess
    expect(res.code).toBe(1);
    expect(res.err).toContain(
      "Unknown option '--year' for generate-catalog. Its options: --years 2026,2027, --states NY,VT, --stage <name>, --local.",
    );
  });

  it('as a process: generate-catalog --help prints its usage, exits 0 and writes no catalog', () => {
    // Act
    const res = data('generate-catalog', '--help');
    // Assess
    expect(res.code, res.err).toBe(0);
    expect(res.out).toContain('Usage: npm run data -- generate-catalog <out dir>');
    expect(readdirSync(cwd)).toEqual([]);
  });
});
