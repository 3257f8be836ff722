// npm run build: the WebAssembly core through Emscripten and CMake, then the ES modules a course
// page needs, minified into dist/. `--if-needed` skips the work when dist/ is newer than every source.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const wasmBuild = join(root, 'build', 'wasm');

// What a course page loads: the element, the loader, the Emscripten glue and the .wasm.
export const SHIPPED = ['sinusoidal-pe.js', 'pe-core.js', 'pe-core-wasm.js', 'pe-core-wasm.wasm', 'embed.js', 'figures.js'];
const ENTRY_POINTS = [
  // [source, output, modules kept as separate files]
  ['web/pe-core.js', 'pe-core.js', ['./pe-core-wasm.js']],
  // './figures.js' is the dynamic import of the figures: dist/figures.js, fetched only when asked for.
  ['web/sinusoidal-pe.js', 'sinusoidal-pe.js', ['./pe-core.js', './figures.js']],
  ['web/embed.js', 'embed.js', ['./sinusoidal-pe.js']],
  ['web/figures/index.js', 'figures.js', ['./pe-core.js']],
];

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
  const outputs = SHIPPED.map((f) => join(dist, f));
  if (!outputs.every(existsSync)) return false;
  const oldestOutput = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  return oldestOutput >= newestIn(['cpp', 'web', 'CMakeLists.txt', 'scripts/build.mjs']);
}

function run(cmd, args) {
  execFileSync(cmd, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    // Debian's Emscripten needs Debian's acorn, which NodeSource's node does not search for.
    env: { ...process.env, NODE_PATH: '/usr/share/nodejs' },
  });
}

export async function buildAll({ quiet = false } = {}) {
  const log = quiet ? () => {} : (m) => console.log(m);
  if (!existsSync(join(wasmBuild, 'CMakeCache.txt'))) {
    run('emcmake', ['cmake', '-S', '.', '-B', 'build/wasm', '-DCMAKE_BUILD_TYPE=Release', '-Wno-dev']);
  }
  run('cmake', ['--build', 'build/wasm', '--', '--no-print-directory', '-s']);
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  for (const f of ['pe-core-wasm.js', 'pe-core-wasm.wasm']) copyFileSync(join(wasmBuild, f), join(dist, f));
  for (const [source, output, external] of ENTRY_POINTS) {
    if (!existsSync(join(root, source))) continue;
    await build({
      entryPoints: [join(root, source)],
      outfile: join(dist, output),
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      external: [...external, 'node:fs/promises'],
      logLevel: 'warning',
    });
  }
  for (const f of readdirSync(join(root, 'web'))) {
    if (f.endsWith('.css')) copyFileSync(join(root, 'web', f), join(dist, f));
  }
  log(`build: wrote ${readdirSync(dist).length} files to ${relative(process.cwd(), dist) || 'dist'}/`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-needed') && upToDate()) {
    console.log('build: dist/ is up to date');
  } else {
    await buildAll();
  }
}
