/** `npm run reset`: forgets everything the local stack stored (tables, files, users). */
import { existsSync, rmSync } from 'node:fs';
import { localConfigFromEnv } from './config';

const { dataDir } = localConfigFromEnv();
if (existsSync(dataDir)) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Removed ${dataDir}. The next npm start loads the demo data again.`);
} else {
  console.log(`Nothing to remove: ${dataDir} does not exist.`);
}
