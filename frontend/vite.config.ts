import { createServer, defineConfig, type Manifest, type Plugin } from 'vite';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { WEB_PAGE_HEADS_FILE, type WebPageHead } from '@evisa/contracts';

/**
 * Writes .br and .gz next to every text asset once at build time, so the server sends compressed
 * files without compressing on each request (and with the best ratio).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** Namespaces every page loads at start-up (i18n.ts STARTUP_NAMESPACES). */
const STARTUP_NAMESPACES = ['common', 'home', 'chat'];
/** Lazy pages whose chunks (and translations) index.html starts fetching when the visit opens them directly. */
const ROUTE_PRELOADS: Record<string, { module: string; namespaces: string[] }> = {
  '/application': { module: 'src/features/visa-wizard/visa-wizard-page.tsx', namespaces: ['wizard'] },
  '/apply': { module: 'src/features/visa-wizard/visa-wizard-page.tsx', namespaces: ['wizard'] },
  '/status': { module: 'src/features/status-check/status-page.tsx', namespaces: ['status'] },
  // Where the wizard sends travellers who cannot get an e-visa (and the home page's insurance offer).
  '/insurance': { module: 'src/features/insurance/insurance-page.tsx', namespaces: ['insurance', 'wizard', 'payment'] },
};

/** A file of an installed package, looked up through the node_modules folders above `from` (workspaces hoist). */
function findPackageFile(from: string, name: string, file: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, file);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name}/${file} not found above ${from}`);
  }
}

/**
 * After the bundle is written: renders the home page and the wizard's first step into dist/index.html,
 * writes each page's English head (title and description, as the page sets it) to WEB_PAGE_HEADS_FILE
 * (src/prerender/prerender.tsx, loaded through a throw-away Vite SSR server), and fills index.html's preload table from the manifest
 * so the first visit fetches its locale and page chunks in parallel with the app chunk.
 */
function prerender(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const entryKeys = new Set<string>();
      const closure = (key: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(key) || !manifest[key]) return seen;
        seen.add(key);
        for (const dependency of manifest[key].imports ?? []) closure(dependency, seen);
        return seen;
      };
      for (const key of Object.keys(manifest)) if (manifest[key].isEntry) closure(key, entryKeys);
      const url = (key: string) => `/${manifest[key].file}`;
      const localeFile = (language: string, namespace: string) => manifest[`src/locales/${language}/${namespace}.json`];

      const languages = readdirSync(join(root, 'src', 'locales'));
      const preloads = {
        locales: Object.fromEntries(
          languages.map((language) => [
            language,
            STARTUP_NAMESPACES.filter((ns) => localeFile(language, ns)).map((ns) => url(`src/locales/${language}/${ns}.json`)),
          ]),
        ),
        routes: Object.fromEntries(
          Object.entries(ROUTE_PRELOADS).map(([path, { module }]) => [
            path,
            [...closure(module)].filter((key) => !entryKeys.has(key) && manifest[key].file.endsWith('.js')).map(url),
          ]),
        ),
        routeNamespaces: Object.fromEntries(Object.entries(ROUTE_PRELOADS).map(([path, { namespaces }]) => [path, namespaces])),
        namespaces: Object.fromEntries(
          languages.flatMap((language) =>
            [...new Set(Object.values(ROUTE_PRELOADS).flatMap((route) => route.namespaces))]
              .filter((ns) => localeFile(language, ns))
              .map((ns) => [`${language}/${ns}`, [url(`src/locales/${language}/${ns}.json`)]]),
          ),
        ),
      };

      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        // Render the router exactly as the browser will on its first render (its client code path, with
        // the same Suspense boundaries), not TanStack Router's streaming-SSR output, so hydration matches.
        resolve: { alias: { '@tanstack/router-core/isServer': findPackageFile(root, '@tanstack/router-core', 'dist/esm/isServer/client.js') } },
        ssr: { noExternal: [/^@tanstack\/(react-router|router-core|history|react-store|store)/] },
      });
      // The home page goes into #root; each other page into a template that the adopt script moves into
      // #root on a visit to that page (src/prerender/adopt-prerendered-page.ts).
      let pages: Array<{ path: string; markup: string }>;
      let adoptScript: string;
      try {
        const module = (await server.ssrLoadModule('/src/prerender/prerender.tsx')) as {
          prerender: (path: string) => Promise<string>;
          adoptScript: () => string;
          withPrerenderedHead: (html: string) => Promise<string>;
          pageHeads: () => Promise<Record<string, WebPageHead>>;
        };
        const constants = (await server.ssrLoadModule('/src/prerender/prerender-constants.ts')) as { PRERENDERED_PAGES: readonly string[] };
        pages = [];
        // One at a time: each render sets and restores the globals the router reads.
        for (const path of constants.PRERENDERED_PAGES) pages.push({ path, markup: await module.prerender(path) });
        adoptScript = module.adoptScript();
        // The head the home page sets once it runs (its title and description), as the page it holds.
        writeFileSync(join(outDir, 'index.html'), await module.withPrerenderedHead(readFileSync(join(outDir, 'index.html'), 'utf8')));
        // Every other page's, which the server puts into index.html's head when it sends that page.
        writeFileSync(join(outDir, WEB_PAGE_HEADS_FILE), JSON.stringify(await module.pageHeads()));
      } finally {
        await server.close();
      }
      const [home, ...others] = pages;
      if (home?.path !== '/') throw new Error('prerender: the home page must come first');
      const prerendered =
        `<div id="root" data-prerendered="/">${home.markup}</div>\n` +
        others.map(({ path, markup }) => `    <template data-prerendered="${path}">${markup}</template>\n`).join('') +
        `    <script>${adoptScript}</script>`;

      const indexPath = join(outDir, 'index.html');
      const html = readFileSync(indexPath, 'utf8');
      // The entry script starts after the first paint: a module script that is already downloaded when
      // parsing ends would otherwise run, and hydrate, before the browser shows the prerendered page.
      // It and the chunks it imports are fetched by index.html's head script (as modulepreloads, with
      // the page's chunks and translations), at once or, for a prerendered page, right after its first paint.
      const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
      if (!entryScript) throw new Error('prerender: entry script not found in index.html');
      const entryUrl = entryScript[1];
      const modulePreloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
      // (A tab opened in the background paints nothing and runs no animation frames: it starts at once.)
      const boot =
        `<script>(function(){var started=0;function start(){if(started++)return;var s=document.createElement('script');` +
        `s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entryUrl)};document.body.appendChild(s)}` +
        `requestAnimationFrame(function(){setTimeout(start)});if(document.hidden)start()})()</script>`;
      const filled = modulePreloads
        .reduce((text, [tag]) => text.replace(tag, ''), html)
        .replace(
          '/* build:preloads */ { entry: [], locales: {}, routes: {}, routeNamespaces: {}, namespaces: {}, prerendered: [] }',
          () =>
            JSON.stringify({
              ...preloads,
              entry: [entryUrl, ...modulePreloads.map(([, href]) => href)],
              prerendered: others.map(({ path }) => path),
            }),
        )
        .replace(entryScript[0], '')
        .replace('<div id="root"></div>', () => prerendered)
        .replace('</body>', () => `  ${boot}\n  </body>`);
      if (!filled.includes(prerendered) || filled.includes('build:preloads') || !filled.includes(boot)) {
        throw new Error('prerender: index.html placeholders not found');
      }
      writeFileSync(indexPath, filled);
    },
  };
}

import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss(), prerender(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The web benchmark (tests/bench/web.mjs) reads the manifest to size each route's chunks.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs goes into one chunk: fewer requests, and one gzip/brotli
          // dictionary instead of ~20 small files each compressed on its own.
          groups: [{ name: 'app', tags: ['$initial'], test: (id) => !/(index\.html|main\.tsx)$/.test(id) }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      // The support chat's socket.io transport (CHAT_SOCKET_PATH), websockets included.
      '/ws': { target: 'http://localhost:3000', ws: true },
    },
  },
});
