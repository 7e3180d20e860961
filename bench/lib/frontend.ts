/**
 * The frontend's weight: what the landing page and each route of the router load (JS and CSS,
 * gzip), from a build of the portal made by the bench itself with Vite's manifest turned on for
 * that build only (frontend/vite.config.ts is left as it is), and the landing page's JS beside a
 * bare React + react-router page built by the same Vite.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

export interface RouteWeight {
  /** The URL path of the route, as the router declares it (with the part shown, for a route's lazy part). */
  path: string;
  /** The module the route loads on demand (lazy), or 'entry' for routes in the entry bundle. */
  module: string;
  jsGzip: number;
  cssGzip: number;
  files: string[];
}

export interface FrontendWeights {
  landing: RouteWeight;
  routes: RouteWeight[];
  /** The same pages in Spanish: each with the Spanish translations its chunks load before rendering. */
  spanish: { landing: RouteWeight; routes: RouteWeight[] };
  bareJsGzip: number;
}

/**
 * The modules a page in `locale` loads besides its own chunks (lib/i18n.ts `loadTranslations`):
 * its catalogs in that language (`texts/<locale>.ts`) and, for a language other than English, the
 * API's texts in it and their lookup (lib/api-texts.ts; the API's English is built in).
 */
const translationModule = (locale: string) =>
  locale === 'en'
    ? /[\\/]texts[\\/]en\.ts$/
    : new RegExp(`(?:[\\/]texts[\\/]${locale}\\.ts|api-messages\\.${locale}\\.ts|api-message-codes\\.ts)$`);

const gzipSize = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).byteLength;

async function viteBuild(options: {
  configFile: string | false;
  root?: string;
  outDir: string;
  input?: string;
}): Promise<Manifest> {
  await build({
    configFile: options.configFile,
    ...(options.root ? { root: options.root } : {}),
    logLevel: 'silent',
    build: {
      outDir: options.outDir,
      emptyOutDir: true,
      manifest: 'bench-manifest.json',
      target: 'es2022',
      ...(options.input ? { rolldownOptions: { input: options.input } } : {}),
    },
  });
  return JSON.parse(readFileSync(join(options.outDir, 'bench-manifest.json'), 'utf8')) as Manifest;
}

/**
 * Every file a manifest chunk loads before it runs: itself and its static imports, transitively;
 * with `translations`, also the dynamic imports that are translations (and what they import).
 */
function closure(
  manifest: Manifest,
  keys: string[],
  translations?: RegExp,
): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
    if (translations) for (const d of chunk.dynamicImports ?? []) if (translations.test(d)) visit(d);
  };
  keys.forEach(visit);
  return { js, css };
}

/**
 * The lazy routes of frontend/src/app/router.tsx: each `lazy: () => import('./routes/x')` with
 * the `path:` of the same route object. Read from the source, so a screen added to the router
 * is measured without editing the bench.
 */
export function lazyRoutes(
  routerSource: string,
  paths: Record<string, string>,
): { path: string; module: string }[] {
  const found: { path: string; module: string }[] = [];
  const importPattern = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of routerSource.matchAll(importPattern)) {
    const spec = m[1] as string;
    // The route object that holds this import: from the last unmatched '{' before it.
    const before = routerSource.slice(0, m.index);
    let depth = 0;
    let start = 0;
    for (let i = before.length - 1; i >= 0; i--) {
      const ch = before[i];
      if (ch === '}') depth++;
      else if (ch === '{') {
        if (depth === 0) {
          start = i;
          break;
        }
        depth--;
      }
    }
    const own = before.slice(start);
    const pathExpr = /path:\s*(`[^`]*`|'[^']*'|"[^"]*"|[^,}\n]+)/.exec(own)?.[1]?.trim();
    let path = pathExpr ?? '(index)';
    const ref = pathExpr && /^paths\.(\w+)$/.exec(pathExpr);
    if (ref) path = paths[ref[1] as string] ?? pathExpr;
    else if (pathExpr && /^['"`]/.test(pathExpr))
      // A template such as `${paths.enrollment}/:tab?` names the path it starts with.
      path = pathExpr
        .slice(1, -1)
        .replace(/\$\{paths\.(\w+)\}/g, (whole, key: string) => paths[key] ?? whole);
    found.push({ path, module: spec });
  }
  return found;
}

/**
 * The parts a route module loads on demand while it is shown (e.g. the builder's sub-step
 * screens, frontend/src/app/routes/enrollment.tsx `stepModules`): each `name: () => import('x')`
 * of the module. A route's weight with one of them is what a member loads to see that part.
 */
export function lazyParts(routeSource: string): { name: string; module: string }[] {
  const pattern = /(['\w-]+)\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
  return [...routeSource.matchAll(pattern)].map((m) => ({
    name: (m[1] as string).replace(/'/g, ''),
    module: m[2] as string,
  }));
}

const BARE_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>bare</title></head>
<body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`;

const BARE_MAIN = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
const router = createBrowserRouter([{ path: '/', Component: () => createElement('h1', null, 'Hello') }]);
createRoot(document.getElementById('root')).render(createElement(RouterProvider, { router }));
`;

/**
 * Builds the portal and the bare page into workDir (inside the repository, so both resolve the
 * repository's node_modules) and weighs them.
 */
export async function measureFrontend(repoRoot: string, workDir: string): Promise<FrontendWeights> {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });

  const portalOut = join(workDir, 'portal');
  const manifest = await viteBuild({
    configFile: join(repoRoot, 'frontend/vite.config.ts'),
    outDir: portalOut,
  });
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('The portal build has no entry chunk');

  const weigh = (path: string, module: string, keys: string[], locale = 'en'): RouteWeight => {
    const { js, css } = closure(manifest, keys, translationModule(locale));
    const files = [...js, ...css];
    return {
      path,
      module,
      jsGzip: [...js].reduce((s, f) => s + gzipSize(join(portalOut, f)), 0),
      cssGzip: [...css].reduce((s, f) => s + gzipSize(join(portalOut, f)), 0),
      files,
    };
  };

  const landing = weigh('/', 'entry', [entryKey]);
  const routerFile = join(repoRoot, 'frontend/src/app/router.tsx');
  const { paths } = (await import(join(repoRoot, 'frontend/src/config/paths.ts'))) as {
    paths: Record<string, string>;
  };
  const routes: RouteWeight[] = [];
  const spanishRoutes: RouteWeight[] = [];
  for (const r of lazyRoutes(readFileSync(routerFile, 'utf8'), paths)) {
    // Manifest keys are source paths relative to the Vite root (frontend/).
    const base = relative(join(repoRoot, 'frontend'), join(repoRoot, 'frontend/src/app', r.module));
    const key = Object.keys(manifest).find(
      (k) => k === base || k.replace(/\.[jt]sx?$/, '') === base.replace(/\.[jt]sx?$/, ''),
    );
    if (!key) throw new Error(`The router loads ${r.module} but the build has no chunk for it`);
    routes.push(weigh(r.path, r.module, [entryKey, key]));
    spanishRoutes.push(weigh(r.path, r.module, [entryKey, key], 'es'));
    const routeFile = join(repoRoot, 'frontend/src/app', r.module);
    const source = ['.tsx', '.ts'].map((ext) => `${routeFile}${ext}`).find(existsSync);
    for (const part of source ? lazyParts(readFileSync(source, 'utf8')) : []) {
      const partBase = relative(join(repoRoot, 'frontend'), join(dirname(routeFile), part.module));
      const partKey = Object.keys(manifest).find((k) => k.replace(/\.[jt]sx?$/, '') === partBase);
      if (!partKey) throw new Error(`${r.module} loads ${part.module} but the build has no chunk for it`);
      const path = `${r.path} (${part.name})`;
      routes.push(weigh(path, part.module, [entryKey, key, partKey]));
      spanishRoutes.push(weigh(path, part.module, [entryKey, key, partKey], 'es'));
    }
  }

  const bareDir = join(workDir, 'bare-src');
  mkdirSync(bareDir, { recursive: true });
  writeFileSync(join(bareDir, 'index.html'), BARE_HTML);
  writeFileSync(join(bareDir, 'main.js'), BARE_MAIN);
  const bareOut = join(workDir, 'bare');
  const bareManifest = await viteBuild({ configFile: false, root: bareDir, outDir: bareOut });
  const bareEntry = Object.keys(bareManifest).find((k) => bareManifest[k]?.isEntry) as string;
  const bare = closure(bareManifest, [bareEntry]);
  const bareJsGzip = [...bare.js].reduce((s, f) => s + gzipSize(join(bareOut, f)), 0);

  return {
    landing,
    routes,
    spanish: { landing: weigh('/', 'entry', [entryKey], 'es'), routes: spanishRoutes },
    bareJsGzip,
  };
}
