// First paint: from navigation to the first table row drawn by <sinusoidal-pe> on a page (the demo
// page by default), in headless Chromium against the local server (strict CSP on), a fresh browser
// context per run. firstPaintPages() measures the two pages the speed issue names, the demo page
// (index.html, seven widgets) and a page with one widget (tests/bench/one-widget.html), and beside
// them the floor of the browser and machine they run on (tests/bench/bare-table.html).
import { launchBrowser } from '../browser/launch.mjs';
import { startServer } from '../../scripts/serve.mjs';
import { median } from './timing.mjs';

/**
 * The pages measured by firstPaintPages(), with the issue's goals (ms from navigation start), and
 * the floor under them: a page whose script puts a one-row table in place, with no widget (goal null).
 */
export const FIRST_PAINT_PAGES = Object.freeze([
  { page: 'demo (index.html)', path: '', goalMs: 200 },
  { page: 'one widget', path: 'tests/bench/one-widget.html', goalMs: 150 },
  { page: 'a one-row table and no widget (the floor)', path: 'tests/bench/bare-table.html', goalMs: null },
]);

// One run: a fresh context, the time of the first animation frame in which a table row exists.
async function sample(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    // Polled once per animation frame: the value is the first frame in which a row exists.
    const handle = await page.waitForFunction(
      () => document.querySelector('sinusoidal-pe')?.shadowRoot?.querySelector('tbody tr') && performance.now(),
      null,
      { polling: 'raf', timeout: 10000 },
    );
    return await handle.jsonValue();
  } finally {
    await context.close();
  }
}

/** {median, runs} for one page; root: the folder served (the project by default). */
export async function firstPaintMs({ runs = 7, path = '', root } = {}) {
  const server = await startServer({ port: 0, ...(root ? { root } : {}) });
  const browser = await launchBrowser();
  const samples = [];
  try {
    for (let i = 0; i < runs; i++) samples.push(await sample(browser, server.url + path));
  } finally {
    await browser.close();
    await server.close();
  }
  return { median: median(samples), runs };
}

/**
 * [{page, path, goalMs, median, samples}] for each of FIRST_PAINT_PAGES, their runs interleaved (one
 * of each in turn) so that a busy machine slows them alike.
 */
export async function firstPaintPages({ runs = 9, root } = {}) {
  const server = await startServer({ port: 0, ...(root ? { root } : {}) });
  const browser = await launchBrowser();
  const results = FIRST_PAINT_PAGES.map((p) => ({ ...p, samples: [] }));
  try {
    await sample(browser, server.url + FIRST_PAINT_PAGES[0].path); // warm-up: the browser's own caches
    for (let i = 0; i < runs; i++) {
      for (const r of results) r.samples.push(await sample(browser, server.url + r.path));
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return results.map((r) => ({ ...r, median: median(r.samples), runs }));
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  for (const r of await firstPaintPages({ runs: Number(process.argv[2] ?? 9) })) {
    console.log(`${r.page}: ${r.median.toFixed(1)} ms median of ${r.runs}${r.goalMs ? ` (goal under ${r.goalMs} ms)` : ''}`);
  }
}
