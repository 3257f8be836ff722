// Element frame budget: <sinusoidal-pe d-model="512" max-len="2048" figures="heatmap"> in headless
// Chromium (strict CSP), with its table and its heatmap on screen, first idle, then with the `base`
// attribute changed on every animation frame. Four cases: the default positions (0, 1, 2) and
// positions="0..63", each in a 1280 × 900 and a 1280 × 1800 window. A case keeps up when the mean
// frame interval while busy stays within 1.5× the idle interval plus 1 ms. A benchmark, not a test:
// it reports, it does not fail.
//
//   node tests/bench/element-frames.mjs        (builds dist/ first if it is missing)
//   import { elementFrames } from './element-frames.mjs'; await elementFrames()
//     → [{positions, height, idleMs, busyMs, ratio, goalMs, keepsUp, onScreen}, …]
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STRICT_CSP, startServer } from '../../scripts/serve.mjs';
import { launchBrowser } from '../browser/launch.mjs';
import { median } from './timing.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const CASES = [
  { positions: 'default', height: 900 },
  { positions: '0..63', height: 900 },
  { positions: 'default', height: 1800 },
  { positions: '0..63', height: 1800 },
];
export const WIDTH = 1280;

/**
 * @param {{frames?: number, rounds?: number, cases?: {positions: 'default'|'0..63', height: 900|1800}[],
 *   attributes?: object}} [options]  attributes: more attributes for the element (to compare variants)
 * @returns {Promise<{positions: string, height: number, idleMs: number, busyMs: number, ratio: number,
 *   goalMs: number, keepsUp: boolean, onScreen: {table: boolean, heatmap: boolean}}[]>}
 *   idleMs / busyMs: mean frame intervals (medians over rounds); ratio = busyMs / idleMs;
 *   goalMs = 1.5 × idleMs + 1; onScreen: whether the table and the heatmap
 *   intersect the window while measured.
 */
export async function elementFrames({ frames = 120, rounds = 3, cases = CASES, attributes = {} } = {}) {
  if (!existsSync(join(root, 'dist', 'sinusoidal-pe.js'))) {
    const { buildAll } = await import('../../scripts/build.mjs');
    await buildAll({ quiet: true });
  }
  const server = await startServer({ port: 0, csp: STRICT_CSP });
  const browser = await launchBrowser();
  const results = [];
  try {
    for (const c of cases) {
      const context = await browser.newContext({ viewport: { width: WIDTH, height: c.height } });
      const page = await context.newPage();
      await page.goto(`${server.url}tests/browser/fixtures/blank.html`);
      const onScreen = await page.evaluate(async ([positions, extra]) => {
        await customElements.whenDefined('sinusoidal-pe');
        const el = document.createElement('sinusoidal-pe');
        el.id = 'w';
        const attributes = { 'd-model': '512', 'max-len': '2048', figures: 'heatmap', base: '10000' };
        if (positions !== 'default') attributes.positions = positions;
        Object.assign(attributes, extra);
        for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
        document.getElementById('host').append(el);
        await el.updateComplete;
        const root = el.shadowRoot;
        const table = root.querySelector('.table-scroll');
        const heatmap = root.querySelector('figure[data-figure="heatmap"]');
        const top = (node) => node.getBoundingClientRect().top + scrollY;
        const tableBottom = table.getBoundingClientRect().bottom + scrollY;
        // The window scrolled so that the table's top is at its top edge, or further down, until at
        // least 150 px of the heatmap show at its bottom edge, keeping 40 px of the table in view.
        const want = heatmap ? top(heatmap) + 150 - innerHeight : 0;
        window.scrollTo(0, Math.max(0, Math.min(Math.max(want, top(table) - 8), tableBottom - 40)));
        await new Promise((r) => setTimeout(r, 300));
        await el.updateComplete;
        const inView = (node) => {
          const r = node.getBoundingClientRect();
          return r.bottom > 0 && r.top < innerHeight && r.height > 0;
        };
        return { table: inView(table), heatmap: !!heatmap && inView(heatmap) };
      }, [c.positions, attributes]);

      const run = (mode) =>
        page.evaluate(
          ({ mode, frames }) =>
            new Promise((resolve) => {
              const el = document.getElementById('w');
              const stamps = [];
              const tick = (t) => {
                stamps.push(t);
                if (stamps.length > frames) {
                  resolve({ mean: (stamps[frames] - stamps[0]) / frames });
                  return;
                }
                requestAnimationFrame(tick);
                if (mode !== 'busy') return;
                const j = stamps.length;
                el.setAttribute('base', String(10000 + (j % 2 ? j : -j)));
              };
              requestAnimationFrame(tick);
            }),
          { mode, frames },
        );

      await run('busy'); // warm-up: JIT, caches
      const idle = [];
      const busy = [];
      for (let r = 0; r < rounds; r += 1) {
        await page.evaluate(async () => {
          const el = document.getElementById('w');
          el.setAttribute('base', '10000');
          await el.updateComplete;
          await new Promise((resolve) => setTimeout(resolve, 200));
        });
        idle.push((await run('idle')).mean);
        busy.push((await run('busy')).mean);
      }
      const idleMs = median(idle);
      const busyMs = median(busy);
      const goalMs = 1.5 * idleMs + 1;
      results.push({ positions: c.positions, height: c.height, idleMs, busyMs, ratio: busyMs / idleMs, goalMs, keepsUp: busyMs <= goalMs, onScreen });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Optional: a JSON object of more attributes, e.g. '{"figures":"none"}', to compare variants.
  const results = await elementFrames({ attributes: JSON.parse(process.argv[2] ?? '{}') });
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(`<sinusoidal-pe d-model=512 max-len=2048 figures=heatmap>, base changed every frame, ${WIDTH} px wide window:`);
  for (const r of results) {
    const seen = `${r.onScreen.table ? 'table' : 'NO table'} + ${r.onScreen.heatmap ? 'heatmap' : 'NO heatmap'} on screen`;
    console.log(
      `  positions ${r.positions.padEnd(7)} ${String(r.height).padStart(4)} px: idle ${ms(r.idleMs)}, busy ${ms(r.busyMs)} ` +
        `(${r.ratio.toFixed(2)}x; goal <= ${ms(r.goalMs)}) ${r.keepsUp ? 'keeps up' : 'FALLS BEHIND'}; ${seen}`,
    );
  }
}
