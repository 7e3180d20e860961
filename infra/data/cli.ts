/**
 * `npm run data -- <command> [args] [--stage <name> | --local]`: loading reference data. The
 * commands live in infra/data/commands.ts.
 */
import { main } from './commands';

process.exitCode = await main(process.argv.slice(2));
