/** `npm run openapi`: writes docs/openapi.json from the route table. */
import { readFileSync, writeFileSync } from 'node:fs';
import { openApiDocument } from '../shared/openapi';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
writeFileSync('docs/openapi.json', `${JSON.stringify(openApiDocument(version), null, 2)}\n`);
console.log('Wrote docs/openapi.json');
