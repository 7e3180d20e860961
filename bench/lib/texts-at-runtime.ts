/**
 * The bench runs under tsx, without the Vite plugin that compiles the portal's text catalogs
 * (frontend/texts-plugin.ts), and reads screen texts (headings it waits for). Lingui then compiles
 * each message when it is first read. Every catalog is then registered and loaded in English, as
 * the portal loads a page's catalogs before it renders (frontend/src/lib/i18n.ts). Imported first
 * by bench/run.ts, before any catalog.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { loadTranslations } from '../../frontend/src/lib/i18n';

i18n.setMessagesCompiler(compileMessage);

const srcDir = join(import.meta.dirname, '../../frontend/src');
const catalogIndexes = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|[\\/])texts[\\/]index\.ts$/.test(file))
  .map((file) => join(srcDir, file));
for (const file of catalogIndexes) await import(pathToFileURL(file).href);
await loadTranslations('en');
