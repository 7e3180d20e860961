/**
 * What an operator command is and what it works on: the types the command modules (exports,
 * plan-year, confirmations) implement and the registry (commands.ts) collects. Apart from the
 * registry so that a command module never imports the module that imports it.
 */
import type { DataTarget } from '../data/target';

/** What a command works on and where it writes its lines. */
export interface OpsContext {
  target: DataTarget;
  /** The portal's https origin (the stage's PortalUrl output) or the local server's. */
  portalUrl: () => Promise<string>;
  out: (line: string) => void;
  /** The clock the command reads (the plan year being enrolled); the system clock by default. */
  now?: () => Date;
}

export interface OpsCommand {
  /** The command line after `npm run ops -- `; its options are the ones accepted. */
  usage: string;
  summary: string;
  /** A subcommand's own name and usage when the arguments name one (`export 834`, `plan-year set`). */
  subcommand?(args: readonly string[]): { name: string; usage: string } | undefined;
  run(args: string[], ctx: OpsContext): Promise<void>;
}
