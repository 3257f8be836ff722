// Heatmap frame budget: a 2048 × 512 map in headless Chromium (strict CSP), first idle, then with a
// change of base on every animation frame, then a change of d_model (512 ↔ 510) on every frame.
// The figure counts as keeping up when the mean frame interval while busy stays within 1.5× the idle
// interval. A benchmark, not a test: it reports, it does not fail.
//
//   node tests/bench/heatmap-frames.mjs        (builds dist/ first if dist/figures.js is missing)
//   import { heatmapFrames } from './heatmap-frames.mjs'; await heatmapFrames() → {idleMs, busyMs, ratio, …}
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../scripts/serve.mjs';
import { launchBrowser } from '../browser/launch.mjs';
import { median } from './timing.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @param {{frames?: number, rounds?: number, maxLen?: number, dModel?: number}} [options]
 * @returns {Promise<{idleMs: number, busyMs: number, ratio: number, baseMs: number, dModelMs: number,
 *   workMs: {base: number, dModel: number}, frames: number, rounds: number}>}
 *   idleMs / baseMs / dModelMs: mean frame intervals (medians over rounds); busyMs: the slower of the
 *   two busy cases; ratio = busyMs / idleMs; workMs: mean time spent inside update() per frame.
 */
export async function heatmapFrames({ frames = 120, rounds = 3, maxLen = 2048, dModel = 512 } = {}) {
  if (!existsSync(join(root, 'dist', 'figures.js'))) {
    const { buildAll } = await import('../../scripts/build.mjs');
    await buildAll({ quiet: true });
  }
  const server = await startServer({ port: 0 });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
    const page = await context.newPage();
    const settings = { dModel, maxLen, base: 10000, positions: [0, 1, 2], decimals: 6 };
    const query = new URLSearchParams({ settings: JSON.stringify(settings), only: 'heatmap' });
    await page.goto(`${server.url}tests/browser/figures/figures.html?${query}`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 15000 });

    const run = (mode) =>
      page.evaluate(
        ({ mode, frames, dModel }) =>
          new Promise((resolve) => {
            const { figs } = window.peFigures;
            const stamps = [];
            let work = 0;
            const tick = (t) => {
              stamps.push(t);
              if (stamps.length > frames) {
                resolve({ mean: (stamps[frames] - stamps[0]) / frames, work: work / frames });
                return;
              }
              requestAnimationFrame(tick);
              const j = stamps.length;
              const t0 = performance.now();
              if (mode === 'base') figs.update({ base: 10000 + (j % 2 ? j : -j) });
              else if (mode === 'dModel') figs.update({ dModel: j % 2 ? dModel - 2 : dModel });
              figs.flush(); // the drawing happens here, inside the measured frame, not in a later callback
              work += performance.now() - t0;
            };
            requestAnimationFrame(tick);
          }),
        { mode, frames, dModel },
      );

    // Warm-up: JIT, buffers, canvas sizes.
    await run('base');
    await run('dModel');
    const samples = { idle: [], base: [], dModel: [], workBase: [], workDModel: [] };
    for (let r = 0; r < rounds; r++) {
      await page.evaluate((d) => window.peFigures.update({ base: 10000, dModel: d }), dModel);
      samples.idle.push((await run('idle')).mean);
      const b = await run('base');
      samples.base.push(b.mean);
      samples.workBase.push(b.work);
      const d = await run('dModel');
      samples.dModel.push(d.mean);
      samples.workDModel.push(d.work);
    }
    const idleMs = median(samples.idle);
    const baseMs = median(samples.base);
    const dModelMs = median(samples.dModel);
    const busyMs = Math.max(baseMs, dModelMs);
    await context.close();
    return {
      idleMs,
      busyMs,
      ratio: busyMs / idleMs,
      baseMs,
      dModelMs,
      workMs: { base: median(samples.workBase), dModel: median(samples.workDModel) },
      frames,
      rounds,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await heatmapFrames();
  const ms = (v) => `${v.toFixed(2)} ms`;
  console.log(`heatmap 2048x512 in headless Chromium, mean frame interval over ${r.frames} frames (median of ${r.rounds} rounds):`);
  console.log(`  idle: ${ms(r.idleMs)}`);
  console.log(`  base changed every frame: ${ms(r.baseMs)} (update() ${ms(r.workMs.base)} per frame)`);
  console.log(`  d_model changed every frame (512 <-> 510): ${ms(r.dModelMs)} (update() ${ms(r.workMs.dModel)} per frame)`);
  console.log(`  busy/idle: ${r.ratio.toFixed(2)}x (goal <= 1.5x)`);
}
