// npm run bench: speed and size figures, each printed as a ratio measured in this one run.
// A benchmark, not a test: nothing here fails on timing.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadCore } from '../../dist/pe-core.js';
import { SHIPPED } from '../../scripts/build.mjs';
import { pairedRatio, timeMs } from './timing.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const only = process.argv.slice(2); // e.g. `npm run bench -- table rope size`
const wanted = (name) => only.length === 0 || only.includes(name);

const fmt = (ms) => `${ms.toFixed(3)} ms`;
const verdict = (met) => (met ? 'meets' : 'MISSES');
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
  // table(), and the floor under any function that returns a new array of this size, each in a
  // process of its own, as the NumPy code below is: none of them meets an allocator another has
  // shaped (with other large arrays alive, table()'s median changes several-fold either way).
  const alone = (what) => {
    const [medianMs, fastestMs] = execFileSync(process.execPath, [join(root, 'tests/bench/table-alone.mjs'), what, n, d])
      .toString().trim().split(' ').map(Number);
    return { medianMs, fastestMs };
  };
  const { medianMs: alloc, fastestMs: allocMin } = alone('table');
  const fresh = alone('fresh');

  const src = new Float64Array(size).fill(0.5);
  const dst = new Float64Array(size);
  const out = new Float64Array(size);
  const plain = new Float64Array(size);

  // The copy and tableInto in turn, so that the machine's drift in speed cancels out of the ratio.
  const { ratio: overCopy, aMs: copy, bMs: fast } = pairedRatio(() => dst.set(src), () => core.tableInto(out, positions, opts));
  // Each alone in a loop of its own, as before: the copy's 16 MB then stay in the processor's cache
  // from one run to the next, which a copy made once does not have (shown, not judged).
  const copyAlone = timeMs(() => dst.set(src)).median;
  const fastAlone = timeMs(() => core.tableInto(out, positions, opts)).median;
  const js = timeMs(() => plainJsTableInto(plain, positions, d, 10000)).median;

  let maxDiff = 0;
  for (let i = 0; i < size; i++) maxDiff = Math.max(maxDiff, Math.abs(out[i] - plain[i]));

  console.log(`copy ${n}x${d} Float64Array (dst.set(src)): ${fmt(copy)}`);
  console.log(`tableInto ${n}x${d}: ${fmt(fast)} = ${ratio(overCopy)} the copy, the two timed in turn (goal <= 3x) ${verdict(overCopy <= 3)}`);
  console.log(`  each timed alone in a loop of its own: copy ${fmt(copyAlone)}, tableInto ${fmt(fastAlone)} = ${ratio(fastAlone / copyAlone)}`);
  console.log(`plain JS loop ${n}x${d}: ${fmt(js)}; tableInto is ${ratio(js / fast)} faster (goal >= 5x) ${verdict(js / fast >= 5)}`);
  console.log(`table() ${n}x${d} (allocates), a process of its own: median ${fmt(alloc)}, fastest ${fmt(allocMin)}`);
  console.log(
    `a fresh ${n}x${d} Float64Array written once, nothing computed (the floor under any function returning a new array), a process of its own: median ${fmt(fresh.medianMs)}, fastest ${fmt(fresh.fastestMs)}`,
  );

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
      `numpy ${version} seeds' function ${n}x${d}: ${fmt(Number(numpyMs))}; table() is ${ratio(Number(numpyMs) / alloc)} faster by medians (goal >= 2x) ${verdict(Number(numpyMs) / alloc >= 2)}, ${ratio(Number(numpyMs) / allocMin)} by the fastest run; numpy / the fresh-array floor = ${ratio(Number(numpyMs) / fresh.medianMs)} by medians (the most any function returning a new array could reach here)`,
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
    const ms = timeMs(() => core.tableInto(out, positions, { dModel: d }), { minRuns: 9, minMs: 200 }).median;
    return `${n}x${d} ${((ms * 1e6) / (n * d)).toFixed(2)} ns`;
  });
  console.log(`tableInto time per value: ${parts.join(', ')}`);
}

// RoPE as a careful user writes it in JavaScript: θ_k hoisted, one Math.cos and one Math.sin per
// pair and position, interleaved pairs (2k, 2k + 1), into a buffer kept across calls.
function plainJsRopeInto(out, x, positions, dModel, base) {
  const pairs = dModel / 2;
  const theta = new Float64Array(pairs);
  for (let k = 0; k < pairs; k++) theta[k] = Math.pow(base, (-2 * k) / dModel);
  for (let r = 0; r < positions.length; r++) {
    const m = positions[r];
    const row = r * dModel;
    for (let k = 0; k < pairs; k++) {
      const angle = m * theta[k];
      const c = Math.cos(angle);
      const s = Math.sin(angle);
      const a = x[row + 2 * k];
      const b = x[row + 2 * k + 1];
      out[row + 2 * k] = a * c - b * s;
      out[row + 2 * k + 1] = a * s + b * c;
    }
  }
  return out;
}

if (wanted('rope')) {
  // The queries of a 2048-token sequence for one 128-wide head, turned at their positions.
  const n = 2048;
  const d = 128;
  const positions = range(n);
  const x = Float64Array.from({ length: n * d }, (_, j) => Math.sin(j * 0.37));
  const out = new Float64Array(n * d);
  const plain = new Float64Array(n * d);
  const settings = { dModel: d, base: 10000, layout: 'interleaved' };
  const fast = timeMs(() => core.ropeRotateInto(out, x, positions, settings)).median;
  const js = timeMs(() => plainJsRopeInto(plain, x, positions, d, 10000)).median;
  let maxDiff = 0;
  for (let i = 0; i < n * d; i++) maxDiff = Math.max(maxDiff, Math.abs(out[i] - plain[i]));
  console.log(`ropeRotateInto ${n} positions x ${d}: ${fmt(fast)}; plain JS loop ${fmt(js)}; ropeRotateInto is ${ratio(js / fast)} faster (goal >= 5x) ${verdict(js / fast >= 5)}`);
  const scaled = { ...settings, scaling: { type: 'llama3', factor: 8, originalContext: 8192, lowFreqFactor: 1, highFreqFactor: 4 } };
  const withScaling = timeMs(() => core.ropeRotateInto(out, x, positions, scaled)).median;
  const alloc = timeMs(() => core.ropeRotate(x, positions, settings)).median;
  console.log(`the same with Llama 3.1's scaling: ${fmt(withScaling)}; ropeRotate (allocates its result): ${fmt(alloc)}; max |ropeRotateInto - plain JS| ${maxDiff.toExponential(2)}`);
}

if (wanted('size')) {
  // Each kind of course page: the files followed through the build's import graph, gzipped at level 9.
  const { pageBytes } = await import('./page-bytes.mjs');
  for (const p of await pageBytes()) {
    console.log(`gzipped download, a page with ${p.page}: ${p.kb} KB (goal <= ${p.goalKb} KB) ${verdict(p.bytes <= p.goalKb * 1024)}; ${p.files.map((f) => `${f.file} ${f.kb}`).join(', ')}`);
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const files = [...SHIPPED.map((f) => join('dist', f)), 'index.html', 'dist/demo.css'];
  const gz = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(root, f)), { level: 9 }).length, 0);
  const raw = files.reduce((sum, f) => sum + statSync(join(root, f)).size, 0);
  console.log(`every file of dist/ plus index.html: ${kb(gz)} gzipped, ${kb(raw)} raw`);
  // Each build of the core and each catalog (a page fetches one build per quiz kind and one catalog),
  // beside what the builds weighed before the core's texts became message ids (issue 25: the
  // builds with answers read in every script; there were no catalogs).
  const BEFORE = { 'pe-core-wasm.wasm': 36_904, 'pe-core-check-wasm.wasm': 45_556, 'pe-core-bank-wasm.wasm': 80_429 };
  const gzipped = (f) => gzipSync(readFileSync(join(root, 'dist', f)), { level: 9 }).length;
  for (const f of Object.keys(BEFORE)) console.log(`gzipped ${f}: ${kb(gzipped(f))} (before the message ids: ${kb(BEFORE[f])})`);
  // Each catalog in its parts (web/i18n/parts.js): the words every widget shows, the quiz's, the figures'.
  const catalogs = readdirSync(join(root, 'dist')).filter((f) => /^[^.]+\.ftl$/.test(f)).sort();
  const partOf = (f, part) => f.replace(/\.ftl$/, `.${part}.ftl`);
  console.log(`gzipped catalogs (first file + quiz + figures): ${catalogs.map((f) => `${f} ${kb(gzipped(f))} + ${kb(gzipped(partOf(f, 'quiz')))} + ${kb(gzipped(partOf(f, 'figures')))}`).join(', ')}`);
}

if (wanted('paint')) {
  // Each page beside its floor (the same page with a one-row table in place of the widget), over
  // localhost and over a slow phone connection, in this run.
  const { firstPaintPages, paintTable } = await import('./first-paint.mjs');
  try {
    console.log('first table value on screen, headless Chromium, ms from navigation:');
    console.log(paintTable(await firstPaintPages()));
  } catch (error) {
    console.log(`first paint not measured: ${error.message.split('\n')[0]}`);
  }
}

if (wanted('frames')) {
  const { heatmapFrames } = await import('./heatmap-frames.mjs');
  try {
    const r = await heatmapFrames();
    console.log(
      `heatmap figure alone 2048x512, base or d_model changed every frame: idle ${r.idleMs.toFixed(2)} ms, busy ${r.busyMs.toFixed(2)} ms per frame = ${ratio(r.ratio)} (goal <= 1.5x) ${verdict(r.ratio <= 1.5)}`,
    );
  } catch (error) {
    console.log(`heatmap frames not measured: ${error.message.split('\n')[0]}`);
  }
  const { elementFrames } = await import('./element-frames.mjs');
  try {
    for (const r of await elementFrames()) {
      console.log(
        `<sinusoidal-pe d-model="512" max-len="2048" figures="heatmap">, positions ${r.positions}, ${r.width ?? ''}${r.width ? 'x' : ''}${r.height} px window, base changed every frame: idle ${r.idleMs.toFixed(2)} ms, busy ${r.busyMs.toFixed(2)} ms per frame = ${ratio(r.ratio)} (goal <= 1.5x idle + 1 ms = ${r.goalMs.toFixed(2)} ms) ${verdict(r.busyMs <= r.goalMs)}`,
      );
    }
  } catch (error) {
    console.log(`element frames not measured: ${error.message.split('\n')[0]}`);
  }
}

if (wanted('lighthouse')) {
  const { describeScores, lighthouseScores } = await import('./lighthouse.mjs');
  try {
    for (const r of await lighthouseScores()) console.log(describeScores(r));
  } catch (error) {
    console.log(`Lighthouse not run: ${error.message.split('\n')[0]}`);
  }
}
