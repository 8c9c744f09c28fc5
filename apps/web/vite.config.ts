import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, parseAst, type Rolldown } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// React Router publishes a development and a production build (the latter without its dev warnings) but its
// package exports name only the development one: the build takes the production one.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// What the auth pages (modules/auth/pages) import beyond the entry (see the `auth-kit` groups): the widgets
// and helpers that most screens use too (a title, an alert, a text field, the contract form, TanStack Query's
// hooks, the code input, the icons, which the registry's route handles use too), and the password field, which
// hardly any signed-in screen uses.
const AUTH_KIT = new RegExp(
  [
    String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Alert|ActionIcon|Stack|Title|TextInput|InputBase|Input|ThemeIcon|Skeleton)[\\/]`,
    // Mantine's hooks and styles helpers that the entry does not take: in `widgets`, they would bring it to the
    // sign-in page (its password field's state hook), and `widgets` imports the inputs above.
    String.raw`node_modules[\\/]@mantine[\\/](hooks[\\/]|core[\\/]esm[\\/]core[\\/])`,
    String.raw`node_modules[\\/]@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/](useMutation|useQuery)|query-core[\\/]build[\\/]modern[\\/]mutationObserver)\.js$`,
    String.raw`apps[\\/]web[\\/]src[\\/](lib[\\/](useContractForm|useFieldErrors)\.ts$|ui[\\/]OneTimeCodeInput[\\/])`,
    String.raw`node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(AlertCircle|ArrowLeft|ArrowRight|Check|CircleCheck|LinkOff|Lock|Mail|MailCheck|MailExclamation|MailForward|ShieldLock|UserShield|X)\.mjs$`,
  ].join('|'),
);
const AUTH_FORMS = new RegExp(
  [
    String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](PasswordInput|PinInput)[\\/]`,
    String.raw`apps[\\/]web[\\/]src[\\/]ui[\\/]PasswordField[\\/]`,
  ].join('|'),
);

/**
 * The contracts build their zod schemas at module level (`export const x = defineEndpoint({ ...z.object() })`):
 * calls, spreads and template strings, which the bundler must keep even when nothing uses the value, so a route
 * table that takes one constant (a print path, an app key) from a contract file carried every schema of that
 * file, and zod's code behind them. The contracts' top-level declarations are builders without side effects
 * (schemas, endpoint descriptions, lookup maps), so the build wraps each initialiser that is not a literal, a
 * name or a function in a pure call, `/* @__PURE__ *\/ (() => (init))()`: evaluated as before when used,
 * dropped when not. Statements done for their effect (not declarations) stay as they are.
 */
function pureContractDeclarations(): Plugin {
  const kept = new Set([
    'Literal',
    'Identifier',
    'ArrowFunctionExpression',
    'FunctionExpression',
    'ClassExpression',
  ]);
  return {
    name: 'atrium:pure-contract-declarations',
    apply: 'build',
    enforce: 'post',
    transform: {
      filter: { id: /[\\/]packages[\\/]contracts[\\/]src[\\/].*\.ts$/ },
      handler(code) {
        const edits: [number, string][] = [];
        for (const statement of parseAst(code).body) {
          const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
          if (declaration?.type !== 'VariableDeclaration') continue;
          for (const { init } of declaration.declarations) {
            if (!init || kept.has(init.type)) continue;
            edits.push([init.start, '/* @__PURE__ */ (() => ('], [init.end, '))()']);
          }
        }
        if (edits.length === 0) return null;
        let out = '';
        let from = 0;
        for (const [at, text] of edits.sort((x, y) => x[0] - y[0])) {
          out += code.slice(from, at) + text;
          from = at;
        }
        return { code: out + code.slice(from), map: null };
      },
    },
  };
}

/**
 * A returning user's first screen waits for the registry and the signed-in shell, which main.tsx can only ask
 * for once the entry's files are fetched and run. A small classic script in index.html's head, fetched beside the
 * entry and run as soon as it arrives (an async module script waited for the entry's evaluation: ~150 ms later),
 * starts them when a session is stored (`atrium.refreshToken.*` in localStorage,
 * lib/storage.ts): `modulepreload` of the registry's and the shell's chunks and the files they import that the
 * entry does not. (Not the modules' dictionaries: the page fetches its own, the sidebar the rest once it has
 * painted.)
 * Its name carries a hash of its text, as the other assets' do (they are cached for a year).
 */
function warmSignedInShell(): Plugin {
  const targets = ['/src/app/modules.ts', '/src/app/layouts/MainLayout.tsx'];
  let script = '';
  return {
    name: 'atrium:warm-signed-in-shell',
    apply: 'build',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const closure = (from: string[], into = new Set<string>()) => {
        for (const name of from) {
          const chunk = bundle[name];
          if (into.has(name) || chunk?.type !== 'chunk') continue;
          into.add(name);
          closure(chunk.imports, into);
        }
        return into;
      };
      const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const shell = closure(
        chunks
          .filter((chunk) => targets.some((target) => chunk.facadeModuleId?.endsWith(target)))
          .map((chunk) => chunk.fileName),
      );
      const files = [...shell].filter((name) => !entry.has(name)).map((name) => `/${name}`);
      if (files.length === 0)
        this.error('warm-signed-in-shell: the registry and shell chunks were not found');
      const source = [
        'try{const s=Object.keys(localStorage),v=(p)=>{const k=s.find((k)=>k.startsWith(p));return k?localStorage.getItem(k):null};',
        `if(v("atrium.refreshToken."))for(const href of ${JSON.stringify(files)}){`,
        'const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l)}}catch{}\n',
      ].join('');
      script = `assets/warm-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: script, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => (script ? [{ tag: 'script', attrs: { src: `/${script}` }, injectTo: 'head' }] : []),
    },
  };
}

/**
 * Two chunks that import each other are run in an order the bundler does not promise: when one uses the other's
 * export while it loads (a component's `classes` spread, a call), every page that loads them fails ("t is not a
 * function") and shows the refresh dialog. The chunk groups below moved modules across such a line twice; the
 * build now fails on any cycle but the known one (`registry` and the facade of `app/modules.ts`, which touch each
 * other's exports only once loaded: every signed-in page of the browser suite loads them).
 */
function noChunkCycles(known: readonly (readonly [string, string])[]): Plugin {
  return {
    name: 'atrium:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      // Tarjan's strongly connected components over the static imports.
      let counter = 0;
      const index = new Map<string, number>();
      const low = new Map<string, number>();
      const stack: string[] = [];
      const cycles: string[][] = [];
      const visit = (name: string) => {
        index.set(name, counter);
        low.set(name, counter++);
        stack.push(name);
        for (const next of chunks.get(name)?.imports ?? []) {
          if (!chunks.has(next)) continue;
          if (!index.has(next)) {
            visit(next);
            low.set(name, Math.min(low.get(name) ?? 0, low.get(next) ?? 0));
          } else if (stack.includes(next)) low.set(name, Math.min(low.get(name) ?? 0, index.get(next) ?? 0));
        }
        if (low.get(name) !== index.get(name)) return;
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop();
          if (member) component.push(member);
        } while (member && member !== name);
        if (component.length > 1) cycles.push(component);
      };
      for (const name of chunks.keys()) if (!index.has(name)) visit(name);
      const names = (cycle: string[]) => cycle.map((file) => chunks.get(file)?.name ?? file).sort();
      const unknown = cycles.filter((cycle) => {
        const found = names(cycle).join(' ');
        return !known.some((pair) => [...pair].sort().join(' ') === found);
      });
      if (unknown.length > 0)
        this.error(
          `chunks that import each other: ${unknown.map((cycle) => cycle.join(' <-> ')).join('; ')} (see noChunkCycles in vite.config.ts)`,
        );
    },
  };
}

// The server serves dist/ in production; in dev, /api and the realtime socket go to the server on port 3000.
export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    react(),
    pureContractDeclarations(),
    warmSignedInShell(),
    noChunkCycles([['modules', 'registry']]),
    // Brotli (best quality: compressed once, at build) and gzip twins of every text asset, index.html
    // included; the server sends them as they are (kernel/http/web-app.ts, preCompressed).
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(html|js|mjs|css|json|svg|txt|xml)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  server: {
    proxy: {
      '/api': { target: process.env.ATRIUM_API_URL ?? 'http://127.0.0.1:3000', changeOrigin: true },
      '/socket.io': { target: process.env.ATRIUM_API_URL ?? 'http://127.0.0.1:3000', ws: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // React and the router change least and every screen needs them: a long-lived chunk of their own.
    // A group takes its members' dependencies with it (clsx went into a react-grid-layout group, and every
    // Mantine widget then loaded it) unless told not to, and a library used by a few screens (ECharts,
    // Leaflet, react-grid-layout) stays in the chunks of those screens. Measured: docs/performance.md, Web load.
    rolldownOptions: {
      // The contracts only declare schemas: a screen that imports one endpoint need not carry every module's
      // schemas (zod calls at module level would otherwise count as side effects and be kept).
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            // The data table and TanStack Table: one file for the list screens, taken before `vendor` and `app`
            // (whose `$initial` follows every static import, an unused re-export's too). Its dependencies stay
            // where they are (Mantine, clsx: every page has them); its paging helpers stay out (the profile's
            // API takes them, not the table), and so do the parts fetched when used: the column settings' list
            // with dnd-kit (when that menu opens) and the virtualizer (with a page over 100 rows).
            {
              name: 'data-table',
              test: /[\\/](apps[\\/]web[\\/]src[\\/]ui[\\/]DataTable[\\/](?!paging\.ts|constants\.ts|ColumnOrderList\.tsx|VirtualRows\.tsx)|node_modules[\\/]@tanstack[\\/](react-table|table-core)[\\/])/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // What every first page needs (Mantine's core, i18next, TanStack Query, zod...) in one file rather
            // than a hundred small shared chunks; what only some screens use stays with them.
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 1 },
            // The app's own modules the first page needs, in one file too: left alone, every module the entry
            // shares with a lazy page (paths, access rules, contracts...) was a chunk of its own, ~45 small
            // files that the sign-in page fetched side by side.
            {
              name: 'app',
              test: /[\\/](apps[\\/]web[\\/]src|packages)[\\/]/,
              tags: ['$initial'],
              priority: 1,
            },
            // The few widgets, helpers and icons the sign-in and other auth pages use beyond the entry: two small
            // files (what most screens use too, and the password field),
            // taken before `widgets`, `icons` and `app-shared`, so those pages do not load the 55 KB of them.
            { name: 'auth-kit', test: AUTH_KIT, priority: 1, includeDependenciesRecursively: false },
            { name: 'auth-forms', test: AUTH_FORMS, priority: 1, includeDependenciesRecursively: false },
            // The widgets' libraries the first page does not need but many screens do (Mantine's other
            // components and hooks, react-number-format under its NumberInput, TanStack Query's other hooks;
            // used by at least 40 chunks): one file rather than ~40 small shared chunks on a list screen.
            {
              name: 'widgets',
              test: /node_modules[\\/](@mantine|@tanstack[\\/](react-query|query-core)|react-number-format)[\\/]/,
              minShareCount: 40,
              priority: 1,
            },
            // The icons more than one lazy chunk uses (the registry's route handles and pages, the sign-in
            // page's) in one file: in the registry they would bring it to the sign-in page, alone they are
            // ~60 files of 0.2 KB.
            {
              name: 'icons',
              test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
            // The registry (app/modules.ts, fetched with the signed-in shell, main.tsx) with the route tables,
            // paths and access rules of the modules not in the entry (app/entryModules.ts; not their English,
            // which a page fetches for its own module, and the sidebar once the page has painted), and the
            // signed-in route tables of those that are (their `entry.ts` and public routes stay in it): one file
            // rather than ~70. Without their dependencies, which the sign-in page shares (its icons, auth's helpers); with the
            // fleet's alarm screens, a contract file of constants its route table lists (else a file of its own),
            // and the few files the signed-in route tables of the entry's modules share with their pages (else
            // four more small files on the first signed-in screen).
            {
              name: 'registry',
              test: /[\\/]apps[\\/]web[\\/]src[\\/](app[\\/]modules\.ts|modules[\\/](?!(auth|companies|core-pages|market|metro-watch|reports-generator|system)[\\/])[\w-]+[\\/](index\.ts|routes\.tsx|\w+Routes\.tsx|paths\.ts|access\.ts|kitApp\.ts|app\.ts|entry\.ts|pages[\\/]lazy\w*\.tsx)|kit[\\/](routes[\\/]|\w+\.tsx?$)|modules[\\/](companies|core-pages|market|metro-watch|system)[\\/](index\.ts|routes\.tsx|commerceRoutes\.tsx|accessRoutes\.tsx|deviceRoutes\.tsx|kitRoutes\.tsx|kitApp\.ts|access\.ts)|modules[\\/]metro-watch[\\/](access[\\/]access|devices[\\/](access|paths))\.ts|modules[\\/]companies[\\/]paths\.ts|kit[\\/]api[\\/]keys\.ts)|[\\/]packages[\\/]contracts[\\/]src[\\/](fleet[\\/]alarms|alarms[\\/]templates|groups[\\/]common|metrowatch[\\/]detail)\.ts$/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The same for the app's widgets, helpers and validation rules many screens share (not the chart,
            // map, grid or calendar widgets, whose libraries would come along).
            {
              name: 'app-shared',
              test: /[\\/]apps[\\/]web[\\/]src[\\/](ui[\\/](?!Chart|Map|DashboardGrid|EventCalendar|LocationPicker)|lib[\\/](?!realtime))|[\\/]packages[\\/]contracts[\\/]src[\\/]validation[\\/]/,
              minShareCount: 40,
              priority: 0,
            },
            // The contract files many screens share (places' and devices' common rules, device references, alarm
            // categories, access windows, the registry's app list) that the sign-in page does not need: one file
            // rather than six to nine small ones on every signed-in screen.
            {
              name: 'contracts-shared',
              test: /[\\/]packages[\\/]contracts[\\/]src[\\/](places[\\/]common|devices[\\/](common|state|reference)|access[\\/]time|alarms[\\/](alarms|rules)|assetwatch[\\/](alarms|common)|apps[\\/]index)\.ts$|node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]iso\.js$/,
              priority: 0,
              includeDependenciesRecursively: false,
            },
            // The Arabic dictionaries app/i18n.ts fetches when Arabic is chosen, in one file. (Widgets that
            // import their own Arabic texts keep them: matching those too would tie this chunk to them.)
            {
              name: 'i18n-ar',
              test: /[\\/](app[\\/]i18n[\\/]ar\.json|ui[\\/]i18n[\\/](messages[\\/])?ar\.json|modules[\\/][\w-]+[\\/]i18n[\\/]([\w.]+[.])?ar\.json|modules[\\/]ignite-shield[\\/]i18n[\\/]arabic\.ts)$/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
}));
