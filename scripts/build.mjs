// npm run build: the WebAssembly core through Emscripten and CMake, then the ES modules a course
// page needs, minified into dist/. `--if-needed` skips the work when dist/ is newer than every source.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { build, transform } from 'esbuild';
import { PSEUDO_LOCALE } from '../web/i18n/locales.js';
import { pseudoCatalog } from '../web/i18n/pseudo.js';
import { splitCatalog } from '../web/i18n/parts.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const wasmBuild = join(root, 'build', 'wasm');
// The core's defaults and limits (cpp/facts.hpp), as the table build reports them: web/core/facts.js
// imports this file, so that the element can judge its attributes before the module has loaded.
export const CORE_FACTS = join(root, 'build', 'core-facts.json');

// The three builds of the WebAssembly core (three CMake targets: cpp/bind/core_bindings.cpp in all,
// cpp/bind/check_bindings.cpp in the last two, cpp/bind/bank_bindings.cpp only in the bank's), each
// an Emscripten glue script and its .wasm: the table build for a page without a quiz, the check
// build (checkAnswer) for quiz="q1", the bank's for quiz="bank" and quiz="own".
export const WASM_MODULES = ['pe-core-wasm', 'pe-core-check-wasm', 'pe-core-bank-wasm'];
// What a course page may load: the element, the loader, the cores, and the parts fetched only when
// a widget asks for them (the quiz panels, the figures).
export const SHIPPED = [
  'sinusoidal-pe.js', 'pe-core.js', 'pe-core-bank.js', ...WASM_MODULES.flatMap((m) => [`${m}.js`, `${m}.wasm`]),
  'quiz-panels.js', 'quiz-bank-panels.js', 'figures.js', 'share.js', 'embed.js', 'demo.js',
];
// Each entry point becomes one file of dist/, named relative to the others as they lie there. A module
// of another entry point is not copied in: the import is kept, of that file (the element's quiz slot
// and its figures slot import the quiz panels and the figures so, when a widget first needs them;
// the bank's panels import what they share with the single question, the quiz panels' parts and
// xAPI statements, from dist/quiz-panels.js, which provides them). Small helpers without state (web/kit/, web/core/format.js, …) are
// bundled into each file that uses them.
const ENTRY_POINTS = [
  // [source, output, provides: modules of the entry point that a later file imports from it]
  ['web/core/pe-core.js', 'pe-core.js'],
  ['web/core/pe-core-bank.js', 'pe-core-bank.js'],
  // The element's file carries the loader (web/core/pe-core.js) rather than importing it from
  // dist/pe-core.js: it starts fetching the core's glue and .wasm as soon as it runs, one round trip
  // after the page's script instead of two; the quiz panels and the SCO import loadCore from it.
  // dist/pe-core.js stays, for pages and programs that use the core without the element (a page
  // with both shares one set of builds: see `loading` in web/core/pe-core.js).
  // It carries the widget's words too (web/i18n/): the figures' file, made outside a widget, loads
  // its catalog through the same cache.
  ['web/sinusoidal-pe.js', 'sinusoidal-pe.js', ['web/core/pe-core.js', 'web/i18n/index.js']],
  ['web/quiz/index.js', 'quiz-panels.js', ['web/quiz/parts.js', 'web/quiz/xapi.js']],
  ['web/quiz/bank/index.js', 'quiz-bank-panels.js'],
  ['web/embed.js', 'embed.js'],
  ['web/demo.js', 'demo.js'],
  ['web/figures/index.js', 'figures.js'],
  ['web/share/index.js', 'share.js'],
];
// The files each file of dist/ imports, as the build saw them: {file: {static, dynamic, fetches}},
// fetches being the .wasm a glue script loads. tests/bench/page-bytes.mjs follows them from a page's
// script to every file the page downloads.
export const IMPORT_GRAPH = join(root, 'build', 'dist-imports.json');

// Imports of another entry point's module, or of a glue script, stay imports of that file in dist/.
// Only the element's module does something when it is imported (it registers <sinusoidal-pe>): an
// import of another entry point whose names go unused — web/core/index.js re-exports loadCore for
// the rooms that want it — is dropped rather than kept for its side effects.
const REGISTERS_ON_IMPORT = new Set(['sinusoidal-pe.js']);

const GROUND_ROOMS = ['core', 'kit'].map((room) => join(root, 'web', room) + '/');
export const besideInDist = {
  name: 'beside-in-dist',
  setup(b) {
    const outputOf = new Map(
      ENTRY_POINTS.flatMap(([source, output, provides = []]) => [source, ...provides].map((m) => [join(root, m), output])),
    );
    const own = ENTRY_POINTS.find(([source]) => join(root, source) === b.initialOptions.entryPoints[0])?.[1];
    b.onResolve({ filter: /^\.\.?\// }, ({ path, resolveDir }) => {
      const glue = WASM_MODULES.find((m) => path === `./${m}.js`);
      if (glue) return { path, external: true };
      const resolved = join(resolveDir, path);
      const output = outputOf.get(resolved);
      if (output && output !== own) return { path: `./${output}`, external: true, sideEffects: REGISTERS_ON_IMPORT.has(output) };
      // The ground rooms (web/core/, web/kit/) do nothing when they are imported but define things,
      // so a bundle keeps only what it uses of them, although it imports them through their main
      // modules, which re-export every file of the room.
      if (GROUND_ROOMS.some((room) => resolved.startsWith(room))) return { path: resolved, sideEffects: false };
      return undefined;
    });
  },
};

// The stylesheets are modules exporting their CSS as one String.raw template (web/element/styles.js,
// web/figures/figures.css.js); esbuild minifies the JavaScript around them, this minifies the CSS.
const minifyCssModules = {
  name: 'minify-css-modules',
  setup(b) {
    b.onLoad({ filter: /(?:styles|\.css)\.js$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const match = source.match(/String\.raw`([^`$]*)`/);
      if (!match) throw new Error(`${relative(root, path)}: expected its CSS as one String.raw template without \${}`);
      const { code } = await transform(match[1], { loader: 'css', minify: true, target: ['chrome95', 'firefox100', 'safari16.4'] });
      // esbuild keeps the space after a custom property's colon and after the comma of a var()
      // fallback; both values are read without their leading space.
      const css = code.trim().replace(/(--[\w-]+): /g, '$1:').replace(/(var\(--[\w-]+,) /g, '$1');
      return { contents: source.replace(match[0], `String.raw\`${css}\``), loader: 'js' };
    });
  },
};

function newestIn(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) for (const e of readdirSync(p)) visit(join(p, e));
    else newest = Math.max(newest, st.mtimeMs);
  };
  paths.forEach((p) => visit(join(root, p)));
  return newest;
}

function upToDate() {
  const outputs = [...SHIPPED.map((f) => join(dist, f)), CORE_FACTS, IMPORT_GRAPH];
  if (!outputs.every(existsSync)) return false;
  const oldestOutput = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  return oldestOutput >= newestIn(['cpp', 'web', 'CMakeLists.txt', 'scripts/build.mjs']);
}

function run(cmd, args) {
  execFileSync(cmd, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    // Debian's Emscripten needs Debian's acorn, which NodeSource's node does not search for; and it
    // has no Closure Compiler of its own: the glue is minified (--closure=1) by the exact version
    // package.json pins, from node_modules.
    env: {
      ...process.env,
      NODE_PATH: '/usr/share/nodejs',
      EM_CLOSURE_COMPILER: join(root, 'node_modules', '.bin', 'google-closure-compiler'),
    },
  });
}

// Asks the freshly built table build for defaults() and limits(), and the question bank's topics
// (ropeFacts(): their names and the default), and writes them to CORE_FACTS.
async function writeCoreFacts() {
  // A query per build, so that a second build in the same process imports the new glue.
  const glue = `${pathToFileURL(join(wasmBuild, 'pe-core-wasm.js')).href}?build=${Date.now()}`;
  const { default: createPeCoreModule } = await import(glue);
  const m = await createPeCoreModule({ wasmBinary: readFileSync(join(wasmBuild, 'pe-core-wasm.wasm')) });
  const rope = m.ropeFacts();
  const facts = { defaults: m.defaults(), limits: m.limits(), quizTopics: { names: rope.quizTopics, default: rope.defaults.quizTopics } };
  writeFileSync(CORE_FACTS, `${JSON.stringify(facts, null, 2)}\n`);
}

export async function buildAll({ quiet = false } = {}) {
  const log = quiet ? () => {} : (m) => console.log(m);
  if (!existsSync(join(wasmBuild, 'CMakeCache.txt'))) {
    run('emcmake', ['cmake', '-S', '.', '-B', 'build/wasm', '-DCMAKE_BUILD_TYPE=Release', '-Wno-dev']);
  }
  // One compile per core: the three modules' links (LTO, wasm-opt, Closure) run side by side too.
  run('cmake', ['--build', 'build/wasm', '-j', String(process.env.JOBS ?? availableParallelism()), '--', '--no-print-directory', '-s']);
  await writeCoreFacts();
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  for (const m of WASM_MODULES) {
    copyFileSync(join(wasmBuild, `${m}.wasm`), join(dist, `${m}.wasm`));
    // Closure Compiler has minified the glue (CMakeLists.txt); esbuild takes another 0.1 KB gzipped
    // off it. The names the .wasm imports are object keys, kept as they are.
    await build({
      entryPoints: [join(wasmBuild, `${m}.js`)],
      outfile: join(dist, `${m}.js`),
      format: 'esm',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      logLevel: 'warning',
    });
  }
  const graph = Object.fromEntries(WASM_MODULES.map((m) => [`${m}.js`, { static: [], dynamic: [], fetches: [`${m}.wasm`] }]));
  for (const [source, output] of ENTRY_POINTS) {
    const { metafile } = await build({
      entryPoints: [join(root, source)],
      outfile: join(dist, output),
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      external: ['node:fs/promises'],
      plugins: [besideInDist, minifyCssModules],
      metafile: true,
      logLevel: 'warning',
    });
    const imports = Object.values(metafile.outputs)[0].imports.filter((i) => i.external && i.path.startsWith('./'));
    const files = (kind) => [...new Set(imports.filter((i) => i.kind === kind).map((i) => i.path.slice(2)))];
    graph[output] = { static: files('import-statement'), dynamic: files('dynamic-import'), fetches: [] };
  }
  writeFileSync(IMPORT_GRAPH, `${JSON.stringify(graph, null, 2)}\n`);
  for (const f of readdirSync(join(root, 'web'))) {
    if (f.endsWith('.css')) copyFileSync(join(root, 'web', f), join(dist, f));
  }
  // The catalogs travel beside the bundles: catalog.js fetches ./<locale>.ftl next to itself.
  // Without their comments, which are for translators (a line that starts with # is a comment in
  // Fluent: a message's own lines are indented).
  const withoutComments = (text) => text.replace(/^#.*\n/gm, '').replace(/\n{3,}/g, '\n\n');
  // Each in parts: the words every widget shows, and a file per room not every widget has
  // (web/i18n/parts.js).
  const writeCatalog = (locale, text) => {
    const { first, parts } = splitCatalog(withoutComments(text));
    writeFileSync(join(dist, `${locale}.ftl`), first);
    for (const [part, partText] of Object.entries(parts)) writeFileSync(join(dist, `${locale}.${part}.ftl`), partText);
  };
  for (const f of readdirSync(join(root, 'web', 'i18n'))) {
    if (f.endsWith('.ftl')) writeCatalog(f.slice(0, -'.ftl'.length), readFileSync(join(root, 'web', 'i18n', f), 'utf8'));
  }
  writeCatalog(PSEUDO_LOCALE, pseudoCatalog(readFileSync(join(root, 'web', 'i18n', 'en.ftl'), 'utf8')));
  log(`build: wrote ${readdirSync(dist).length} files to ${relative(process.cwd(), dist) || 'dist'}/`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-needed') && upToDate()) {
    console.log('build: dist/ is up to date');
  } else {
    await buildAll();
  }
}
