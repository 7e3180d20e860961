/**
 * The bench runs under tsx, without the Vite plugin that compiles the portal's text catalogs
 * (frontend/texts-plugin.ts), and reads screen texts (headings it waits for). Lingui then compiles
 * each message when it is first read. Imported first by bench/run.ts, before any catalog.
 */
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

i18n.setMessagesCompiler(compileMessage);
