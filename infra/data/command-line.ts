/**
 * What `npm run ops` and `npm run data` share on a command line: `--help` (or `-h`) anywhere asks
 * for the command's usage, and a command's options are the ones its usage line writes, so what
 * `--help` prints is what is accepted and an unknown option is refused naming them.
 *
 * @example
 * optionsOf('export 834 --employer <id> [--changes]'); // [{ name: '--employer', value: '<id>' }, { name: '--changes' }]
 */

/** An option as a usage line writes it: `--changes`, `--out <dir>`, `--state NY,VT`. */
export interface UsageOption {
  name: string;
  /** What follows the option when it takes a value. */
  value?: string;
}

/** Whether the arguments ask for the usage. */
export const wantsHelp = (args: readonly string[]): boolean => args.some((a) => a === '--help' || a === '-h');

/** The options a usage text writes, in its order, each once. */
export function optionsOf(usage: string): UsageOption[] {
  const found = new Map<string, UsageOption>();
  // `--name`, then a value unless what follows is another option, a bracket or an alternative.
  for (const m of usage.matchAll(/(?<![\w-])(--[a-z0-9][a-z0-9-]*)(?: (?![-[|])([^\s\]|]+))?/g)) {
    const [, name = '', value] = m;
    if (!found.has(name)) found.set(name, value === undefined ? { name } : { name, value });
  }
  return [...found.values()];
}

/**
 * The first option of the arguments that is not one of `options` (`--name` or `--name=value`;
 * the value after an option that takes one is skipped), or undefined.
 */
export function unknownOption(args: readonly string[], options: readonly UsageOption[]): string | undefined {
  const byName = new Map(options.map((o) => [o.name, o]));
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('-') || arg === '-') continue;
    const name = arg.split('=', 1)[0] as string;
    const option = byName.get(name);
    if (!option) return name;
    if (option.value !== undefined && !arg.includes('=')) i++;
  }
  return undefined;
}

/** "Unknown option '--year' for export 834. Its options: --employer <id>, --changes." */
export function unknownOptionMessage(
  option: string,
  command: string,
  options: readonly UsageOption[],
): string {
  const listed = options.map((o) => (o.value === undefined ? o.name : `${o.name} ${o.value}`));
  return `Unknown option '${option}' for ${command}. ${listed.length ? `Its options: ${listed.join(', ')}.` : 'It takes no options.'}`;
}

/** Where a command line's lines go: standard output and standard error unless a test catches them. */
export interface CommandOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/**
 * The command a command line names, checked the way both tools check it before anything runs:
 * no name prints the usage on `err` (exit 2), `help` prints it on `out` (exit 0), an unknown name
 * is refused with the usage (exit 2), `--help` anywhere prints the command's help (exit 0) and an
 * option the command does not take is refused (exit 1). Answers the command and its arguments,
 * or the exit code when the line ends here.
 */
export function pickCommand<C>(
  argv: readonly string[],
  tool: {
    commands: Readonly<Record<string, C>>;
    usage: () => string;
    help: (name: string, command: C, args: readonly string[]) => string;
    /** What is wrong with the arguments' options, or undefined. */
    optionProblem: (name: string, command: C, args: readonly string[]) => string | undefined;
  },
  io: CommandOutput,
): { name: string; command: C; args: string[] } | number {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    (name ? io.out : io.err)(tool.usage());
    return name ? 0 : 2;
  }
  const command = Object.hasOwn(tool.commands, name) ? tool.commands[name] : undefined;
  if (command === undefined) {
    io.err(`Unknown command "${name}".\n\n${tool.usage()}`);
    return 2;
  }
  if (wantsHelp(args)) {
    io.out(tool.help(name, command, args));
    return 0;
  }
  const problem = tool.optionProblem(name, command, args);
  if (problem) {
    io.err(problem);
    return 1;
  }
  return { name, command, args };
}
