// First paint: from navigation to the first table row drawn by <sinusoidal-pe>, in headless Chromium
// against the local server (strict CSP on, compression as a static host), a fresh browser context
// (an empty cache, new connections) per run. Each widget page is measured beside its floor, the same
// page with the widget's script swapped for one that puts a one-row table in place with nothing
// fetched, compiled or computed (tests/bench/bare-table.js): what a page takes above its floor is the
// widget's own cost; the rest is this machine's browser. Every page is measured twice: as it comes
// over localhost, and over a slow phone connection (Chromium's network emulation: 150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up), where each request that waits for another costs a round trip.
//
//   node tests/bench/first-paint.mjs [runs]     prints the table of run.mjs's `paint` part
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../browser/launch.mjs';
import { startServer } from '../../scripts/serve.mjs';
import { median } from './timing.mjs';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The slow connection: Chromium's Network.emulateNetworkConditions, as a phone on a poor 3G/4G link. */
export const SLOW_NETWORK = Object.freeze({ offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });

// The demo page's floor, made from index.html as it is now: the same markup and stylesheet, its
// widget script (dist/demo.js, which imports the element; and the hints that fetch the widget's files
// early) replaced by the floor's script.
// Written under build/ and read from the project's root through <base>.
export const DEMO_FLOOR = 'build/bench/demo-floor.html';
export function writeDemoFloor(root = projectRoot) {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const floor = html
    .replace(/<head>/, '<head>\n  <base href="../../">')
    .replace(/^\s*<link rel="(?:modulepreload|preload)"[^>]*>\n/gm, '')
    .replace(/<script type="module" src="dist\/(?:sinusoidal-pe|demo)\.js"><\/script>/, '<script type="module" src="tests/bench/bare-table.js"></script>');
  if (/<script[^>]*src="dist\//.test(floor) || /<link[^>]*href="dist\/[^"]*\.(?:js|wasm)"/.test(floor) || !floor.includes('bare-table.js')) {
    throw new Error('index.html: its widget script could not be swapped for the floor\'s; update writeDemoFloor().');
  }
  mkdirSync(join(root, dirname(DEMO_FLOOR)), { recursive: true });
  writeFileSync(join(root, DEMO_FLOOR), floor);
}

/**
 * The pages measured, each with its floor and the goals in ms above that floor (null: not
 * judged). The one-widget pages are the README's shortest snippet: the script and the tag, no hints.
 */
export const FIRST_PAINT_PAGES = Object.freeze([
  { id: 'floor', page: 'the floor: a one-row table, no widget', path: 'tests/bench/bare-table.html' },
  { id: 'one', page: 'one widget', path: 'tests/bench/one-widget.html', floor: 'floor', overMs: { plain: 30, slow: 450 } },
  { id: 'q1', page: 'one widget, quiz="q1"', path: 'tests/bench/one-widget-q1.html', floor: 'floor', overMs: { plain: null, slow: 550 } },
  { id: 'bank', page: 'one widget, quiz="bank"', path: 'tests/bench/one-widget-bank.html', floor: 'floor', overMs: { plain: null, slow: 650 } },
  { id: 'demo-floor', page: 'the demo page with the floor\'s script', path: DEMO_FLOOR },
  { id: 'demo', page: 'the demo page (index.html, its preload hints)', path: '', floor: 'demo-floor', overMs: { plain: 40, slow: 450 } },
]);

// One run: a fresh context, the time of the first animation frame in which a table row exists.
async function sample(browser, url, network) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (network) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network);
    }
    await page.goto(url, { waitUntil: 'commit' });
    // Polled once per animation frame: the value is the first frame in which a row exists.
    const handle = await page.waitForFunction(
      () => document.querySelector('sinusoidal-pe')?.shadowRoot?.querySelector('tbody tr') && performance.now(),
      null,
      { polling: 'raf', timeout: 20000 },
    );
    return await handle.jsonValue();
  } finally {
    await context.close();
  }
}

/**
 * [{id, page, path, floor, overMs, plain: {median, samples}, slow: {median, samples}}] for each of
 * FIRST_PAINT_PAGES, over localhost (plain) and the slow connection (slow); runs of the pages
 * interleaved (one of each in turn) so that a busy machine slows them alike.
 */
export async function firstPaintPages({ runs = 7, root, pages = FIRST_PAINT_PAGES } = {}) {
  writeDemoFloor(root);
  const server = await startServer({ port: 0, ...(root ? { root } : {}) });
  const browser = await launchBrowser();
  const results = pages.map((p) => ({ ...p, plain: { samples: [] }, slow: { samples: [] } }));
  try {
    await sample(browser, server.url + pages[0].path); // warm-up: the browser's own caches
    for (const [condition, network] of [['plain', null], ['slow', SLOW_NETWORK]]) {
      for (let i = 0; i < runs; i++) {
        for (const r of results) r[condition].samples.push(await sample(browser, server.url + r.path, network));
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  for (const r of results) for (const c of ['plain', 'slow']) r[c].median = median(r[c].samples);
  return results;
}

/** The results as a Markdown table: each page's median beside its floor's, and the goal. */
export function paintTable(results) {
  const byId = Object.fromEntries(results.map((r) => [r.id, r]));
  const cell = (r, c) => {
    const own = `${r[c].median.toFixed(0)} ms`;
    if (!r.floor) return `${own} (floor)`;
    const over = r[c].median - byId[r.floor][c].median;
    const goal = r.overMs[c];
    const judged = goal === null ? '' : `, goal ≤ +${goal} ${over <= goal ? 'meets' : 'MISSES'}`;
    return `${own}, floor ${over >= 0 ? '+' : '−'}${Math.abs(over).toFixed(0)} ms${judged}`;
  };
  const runs = results[0].plain.samples.length;
  return [
    `| page (median of ${runs} fresh pages each) | localhost | 150 ms round trip, 1.6 Mbit/s |`,
    '| --- | --- | --- |',
    ...results.map((r) => `| ${r.page} | ${cell(r, 'plain')} | ${cell(r, 'slow')} |`),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.env.PE_BENCH_ROOT; // another checkout's built tree, measured with this bench
  console.log(paintTable(await firstPaintPages({ runs: Number(process.argv[2] ?? 7), root })));
}
