import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { routeFrames } from './frames-plugin';
import { textCatalogs } from './texts-plugin';

// Paths are resolved from this file so that `vite build --config frontend/vite.config.ts`
// works from the repository root (npm run build:web) and from anywhere else.
const frontendDir = fileURLToPath(new URL('.', import.meta.url));
const repoDir = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: frontendDir,
  // Text catalogs are compiled at build time: no message parser in the browser. The signed-in
  // pages' frames are prerendered into the build (frames-plugin.ts).
  plugins: [textCatalogs(), routeFrames()],
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  resolve: {
    // The census rules (shared/domain/census.ts) run in the console too: csv-parse's Node build
    // reads the global Buffer when it loads, its browser build carries its own.
    alias: [{ find: /^csv-parse\/sync$/, replacement: 'csv-parse/browser/esm/sync' }],
  },
  // Vite 8 transforms TSX itself (oxc), reading `jsx: react-jsx` from the root tsconfig:
  // no React plugin is needed.
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // A lazy route's scripts are not announced with <link rel="modulepreload"> elements: inserting
    // them (forty to sixty per signed-in page) was a fifth of the page's main-thread time at the
    // mobile preset's CPU, and the browser finds the same files as it reads the route's imports.
    // Its stylesheets still are (they must be in the page), and so are the first page's scripts in
    // index.html (issue 41, docs/performance.md).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // Amplify's auth modules, which only the signed-in pages and the console load, in one chunk
        // instead of about fifteen small ones (issue 41): every chunk a route imports costs the
        // page a request and a preload link inserted on the main thread. Only the modules the
        // test names go in the group, not what they import (React stays in the entry's chunks),
        // so the landing page loads none of it. Grouping the kit and TanStack Query too put the
        // console's census page over the route budget (bench/budgets.ts): each route would load
        // the union of what the portal and the console use.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'amplify-auth',
              test: /node_modules[\\/](@aws-amplify[\\/](auth|core)|aws-amplify|@aws-crypto|@smithy|tslib|js-cookie)[\\/]/,
            },
          ],
        },
      },
      onwarn(warning, warn) {
        // react-router's "use client" marks React Server Components; it means nothing here.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    // The frontend imports ../shared (route table, schemas, messages).
    fs: { allow: [repoDir] },
  },
});
