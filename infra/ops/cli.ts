/**
 * `npm run ops -- <command> [args] [--stage <name> | --local]`: the operator's CLI (onboard an
 * employer, import a plan catalog, list employers, print a registration link). The commands live
 * in infra/ops/commands.ts; docs/operations.md walks through them.
 */
import { main } from './commands';

process.exitCode = await main(process.argv.slice(2));
