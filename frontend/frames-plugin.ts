/**
 * Writes the prerendered frames of the signed-in pages into the build (issue 41): for each path
 * of shared/web-frames.ts, the built index.html with the page's frame in place of its 'Loading...'
 * line (frontend/src/app/frames), at `frameFileOf(path)`. CloudFront's viewer-request function and
 * the local server answer the path with that file, so the page paints its header, frame and
 * heading from the HTML, before any script or API read; React then renders the page over it
 * (src/main.tsx).
 *
 * The frames are rendered in Node through a Vite server of the same configuration, so they are
 * built from the very components and catalogs the pages use (frames-render.ts).
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import type { FramedPath } from '../shared/web-frames';

/** index.html's content of #root: the line shown until React renders. */
const rootElement = /<div id="root">[\s\S]*?<\/div>/;

/**
 * A framed page from the built index.html: the frame in #root (marked with its path for
 * src/main.tsx) and, before the page's stylesheet and scripts, public/locale.js, which names the
 * visitor's language before the first paint.
 */
/**
 * React's server renderer adds a preload link for each image it renders; the page's head preloads
 * the logo already, and a `<link>` in the body is no place for it.
 */
const withoutImagePreloads = (html: string): string =>
  html.replace(/<link rel="preload" as="image"[^>]*\/>/g, '');

/**
 * `preloads` are scripts every framed page needs and index.html does not name: the kit's theme
 * context (features/builder/theme/kit-context.ts) and its imports. Announced in the head, they are
 * fetched beside the entry instead of after it, so the kit's default theme (built when its module
 * is evaluated, a long task) is built as soon as the signed-in layout asks for it, while the frame
 * shows, rather than one round trip later among the route's own tasks (issue 41).
 */
export function framePage(shell: string, path: FramedPath, frame: string, preloads: string[] = []): string {
  if (!rootElement.test(shell))
    throw new Error('The built index.html has no <div id="root"> to put a frame in');
  if (!shell.includes('</title>')) throw new Error('The built index.html has no <title>');
  if (!shell.includes('</head>')) throw new Error('The built index.html has no </head>');
  const links = preloads
    .filter((href) => !shell.includes(`"${href}"`))
    .map((href) => `  <link rel="modulepreload" crossorigin href="${href}">\n  `)
    .join('');
  return shell
    .replace('</title>', '</title>\n    <script src="/locale.js"></script>')
    .replace('</head>', () => `${links}</head>`)
    .replace(rootElement, () => `<div id="root" data-frame="${path}">${withoutImagePreloads(frame)}</div>`);
}

/** The module every framed page's layout imports first, whose chunk and imports the frames preload. */
const kitContextModule = /[\\/]features[\\/]builder[\\/]theme[\\/]kit-context\.ts$/;

/** A chunk's file and every file it imports statically, transitively, as absolute URLs. */
export function chunkWithImports(
  bundle: Record<string, { type: string; fileName: string; imports?: string[] }>,
  fileName: string,
  base: string,
): string[] {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    const chunk = bundle[name];
    if (!chunk || chunk.type !== 'chunk' || seen.has(name)) return;
    seen.add(name);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(fileName);
  return [...seen].map((name) => `${base}${name}`);
}

export function routeFrames(): Plugin {
  let config: ResolvedConfig;
  let preloads: string[] = [];
  return {
    name: 'route-frames',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const kit = Object.values(bundle).find(
        (file) =>
          file.type === 'chunk' && file.facadeModuleId !== null && kitContextModule.test(file.facadeModuleId),
      );
      if (!kit) throw new Error('The build has no chunk of features/builder/theme/kit-context.ts to preload');
      preloads = chunkWithImports(bundle, kit.fileName, config.base);
    },
    closeBundle() {
      if (!config.configFile)
        throw new Error("The frames are rendered with the build's own Vite configuration file");
      // A process of its own (frames-render.ts says why), with this process's Node and tsx.
      execFileSync(
        process.execPath,
        [
          '--import',
          import.meta.resolve('tsx'),
          fileURLToPath(new URL('./frames-render.ts', import.meta.url)),
          resolve(config.root, config.build.outDir),
          config.configFile,
          JSON.stringify(preloads),
        ],
        { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
      );
    },
  };
}
