// npm run bench: speed and size figures, each printed as a ratio measured in this one run.
// A benchmark, not a test: nothing here fails on timing.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadCore } from '../../dist/pe-core.js';
import { SHIPPED } from '../../scripts/build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const only = process.argv.slice(2); // e.g. `npm run bench -- table size`
const wanted = (name) => only.length === 0 || only.includes(name);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function timeMs(fn, { minRuns = 15, minMs = 400, statistic = 'median' } = {}) {
  for (let i = 0; i < 3; i++) fn(); // warm-up: JIT, memory growth, caches
  const samples = [];
  const start = performance.now();
  while (samples.length < minRuns || performance.now() - start < minMs) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return statistic === 'min' ? Math.min(...samples) : median(samples);
}
const fmt = (ms) => `${ms.toFixed(3)} ms`;
const ratio = (x) => `${x.toFixed(2)}x`;

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    return 'unknown';
  }
}

// The plain-JavaScript table a careful user would write: frequencies hoisted, one Math.sin or
// Math.cos per value, into a buffer kept across calls.
function plainJsTableInto(out, positions, dModel, base) {
  const pairs = dModel / 2;
  const omega = new Float64Array(pairs);
  for (let k = 0; k < pairs; k++) omega[k] = Math.pow(base, (-2 * k) / dModel);
  for (let r = 0; r < positions.length; r++) {
    const p = positions[r];
    const row = r * dModel;
    for (let k = 0; k < pairs; k++) {
      const a = p * omega[k];
      out[row + 2 * k] = Math.sin(a);
      out[row + 2 * k + 1] = Math.cos(a);
    }
  }
  return out;
}

const range = (n) => Array.from({ length: n }, (_, i) => i);
const core = await loadCore();
console.log(`bench: commit ${commit()}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), node ${process.version}`);

if (wanted('table')) {
  const n = 2048;
  const d = 512;
  const positions = range(n);
  const opts = { dModel: d, base: 10000 };
  const size = n * d;
  // table() first, while this process holds no other large arrays: the NumPy code below runs in a
  // process of its own too. (With 32 MB of other arrays alive, V8 collects garbage more often and
  // the median of table() roughly doubles; the fastest run does not change.)
  const alloc = timeMs(() => core.table(positions, opts));
  const allocMin = timeMs(() => core.table(positions, opts), { statistic: 'min' });

  const src = new Float64Array(size).fill(0.5);
  const dst = new Float64Array(size);
  const out = new Float64Array(size);
  const plain = new Float64Array(size);

  const copy = timeMs(() => dst.set(src));
  const fast = timeMs(() => core.tableInto(out, positions, opts));
  const js = timeMs(() => plainJsTableInto(plain, positions, d, 10000));

  let maxDiff = 0;
  for (let i = 0; i < size; i++) maxDiff = Math.max(maxDiff, Math.abs(out[i] - plain[i]));

  console.log(`copy ${n}x${d} Float64Array (dst.set(src)): ${fmt(copy)}`);
  console.log(`tableInto ${n}x${d}: ${fmt(fast)} = ${ratio(fast / copy)} the copy (goal <= 3x)`);
  console.log(`plain JS loop ${n}x${d}: ${fmt(js)}; tableInto is ${ratio(js / fast)} faster (goal >= 5x)`);
  console.log(`table() ${n}x${d} (allocates): median ${fmt(alloc)}, fastest ${fmt(allocMin)}`);

  const py = `
import timeit, numpy as np
def sinusoidal_positional_encoding(max_len, d_model):
    pe = np.zeros((max_len, d_model))
    position = np.arange(max_len)[:, None]
    div_term = np.exp(np.arange(0, d_model, 2) * -(np.log(10000.0) / d_model))
    pe[:, 0::2] = np.sin(position * div_term)
    pe[:, 1::2] = np.cos(position * div_term)
    return pe
sinusoidal_positional_encoding(${n}, ${d})
t = timeit.Timer(lambda: sinusoidal_positional_encoding(${n}, ${d}))
runs = [min(t.repeat(repeat=1, number=1)) for _ in range(15)]
runs.sort()
print(runs[len(runs)//2] * 1000, np.__version__)
`;
  try {
    const [numpyMs, version] = execFileSync('/usr/bin/python3', ['-c', py]).toString().trim().split(' ');
    console.log(
      `numpy ${version} seeds' function ${n}x${d}: ${fmt(Number(numpyMs))}; table() is ${ratio(Number(numpyMs) / alloc)} faster by medians, ${ratio(Number(numpyMs) / allocMin)} by the fastest run (goal >= 2x)`,
    );
  } catch (error) {
    console.log(`numpy comparison not run: ${error.message.split('\n')[0]}`);
  }
  console.log(`max |tableInto - plain JS| over ${size} values: ${maxDiff.toExponential(2)}`);
}

if (wanted('linear')) {
  const sizes = [[3, 4], [16, 16], [64, 64], [256, 128], [1024, 256], [2048, 512], [4096, 1024]];
  const parts = sizes.map(([n, d]) => {
    const out = new Float64Array(n * d);
    const positions = range(n);
    const ms = timeMs(() => core.tableInto(out, positions, { dModel: d }), { minRuns: 9, minMs: 200 });
    return `${n}x${d} ${((ms * 1e6) / (n * d)).toFixed(2)} ns`;
  });
  console.log(`tableInto time per value: ${parts.join(', ')}`);
}

if (wanted('size')) {
  const gzipped = (f) => gzipSync(readFileSync(join(root, f)), { level: 9 }).length;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const files = [...SHIPPED.map((f) => join('dist', f)), 'index.html', 'dist/demo.css'];
  const sizes = new Map(files.map((f) => [f, gzipped(f)]));
  const total = (list) => list.reduce((sum, f) => sum + sizes.get(`dist/${f}`), 0);
  // What a course page fetches for its widgets, by what they ask for (each part is fetched once per page).
  const plain = ['sinusoidal-pe.js', 'pe-core.js', 'pe-core-wasm.js', 'pe-core-wasm.wasm'];
  const bank = ['sinusoidal-pe.js', 'pe-core.js', 'pe-core-bank-wasm.js', 'pe-core-bank-wasm.wasm', 'quiz-panels.js'];
  const pages = [
    ['a plain widget (the default attributes)', plain],
    ['with quiz="q1"', [...plain, 'quiz-panels.js']],
    ['with quiz="bank"', bank],
    ['with figures', [...plain, 'figures.js']],
    ['with quiz="bank" and figures', [...bank, 'figures.js']],
  ];
  const raw = files.reduce((sum, f) => sum + statSync(join(root, f)).size, 0);
  console.log(`shipped gzipped, per file: ${files.map((f) => `${f} ${kb(sizes.get(f))}`).join(', ')}`);
  console.log(`shipped gzipped, what a course page downloads for its widgets: ${pages.map(([what, list]) => `${what} ${kb(total(list))}`).join('; ')} (goal <= 60 KB, aim 40 KB)`);
  const demo = ['index.html', 'dist/demo.css', ...[...bank, 'figures.js'].map((f) => `dist/${f}`)];
  const all = demo.reduce((sum, f) => sum + sizes.get(f), 0);
  console.log(`shipped gzipped: the demo page with its five widgets ${kb(all)}; every file of dist/ plus index.html ${kb([...sizes.values()].reduce((a, b) => a + b, 0))} of ${kb(raw)} raw`);
}

if (wanted('paint')) {
  const { firstPaintMs } = await import('./first-paint.mjs');
  for (const [path, what] of [['', 'the demo page (several widgets)'], ['embed.html', 'embed.html (one widget)']]) {
    try {
      const { median: ms, runs } = await firstPaintMs({ path });
      console.log(`first table on screen, ${what}, headless Chromium: ${ms.toFixed(0)} ms median of ${runs} (goal < 200 ms)`);
    } catch (error) {
      console.log(`first paint of ${what} not measured: ${error.message.split('\n')[0]}`);
    }
  }
}

if (wanted('frames')) {
  const { heatmapFrames } = await import('./heatmap-frames.mjs');
  try {
    const r = await heatmapFrames();
    console.log(
      `heatmap 2048x512, base or d_model changed every frame: idle ${r.idleMs.toFixed(2)} ms, busy ${r.busyMs.toFixed(2)} ms per frame = ${ratio(r.ratio)} (goal <= 1.5x)`,
    );
  } catch (error) {
    console.log(`heatmap frames not measured: ${error.message.split('\n')[0]}`);
  }
}
