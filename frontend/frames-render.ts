/**
 * Renders the prerendered frames into a build (frames-plugin.ts runs it after `vite build`, in a
 * process of its own: a process that has already loaded React in another mode, as the bench's
 * does, would mix a development React with the production server renderer).
 *
 *   node --import tsx frontend/frames-render.ts <outDir> <vite config file> [<preloads, JSON>]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer } from 'vite';
import { frameFileOf } from '../shared/web-frames';
import { framePage } from './frames-plugin';
import type { renderRouteFrames as RenderRouteFrames } from './src/app/frames/render-frames';

const [outDir, configFile, preloadList = '[]'] = process.argv.slice(2);
if (!outDir || !configFile)
  throw new Error('usage: frames-render.ts <outDir> <vite config file> [<preloads, JSON>]');
const preloads = JSON.parse(preloadList) as string[];

const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
const server = await createServer({
  configFile,
  mode: 'production',
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  appType: 'custom',
});
try {
  const { renderRouteFrames } = (await server.ssrLoadModule('/src/app/frames/render-frames.tsx')) as {
    renderRouteFrames: typeof RenderRouteFrames;
  };
  for (const { path, html } of await renderRouteFrames()) {
    const file = join(outDir, frameFileOf(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, framePage(shell, path, html, preloads));
  }
} finally {
  await server.close();
}
