// Shared setup for the browser tests: Debian's Chromium through playwright-core, pages served from
// the project root on 127.0.0.1 (a free port) with the strict Content-Security-Policy a course site
// may set, and a record of console errors and uncaught exceptions for every page.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, afterEach, before } from 'node:test';
import { STRICT_CSP, startServer } from '../../scripts/serve.mjs';
import { launchBrowser } from './launch.mjs';

const require = createRequire(import.meta.url);
export const AXE_PATH = require.resolve('axe-core/axe.min.js');
export { STRICT_CSP, startServer };

/**
 * A second server on another port, for a course page that frames the widget: its CSP lets it frame
 * the widget's origin (and any further `frameOrigins`).
 */
export function startCoursePage(widgetServer, frameOrigins = []) {
  const origins = [new URL(widgetServer.url).origin, ...frameOrigins].join(' ');
  return startServer({ port: 0, csp: `${STRICT_CSP}; frame-src ${origins}` });
}

/**
 * Starts the server and one browser (a plain launch: Playwright gives it a fresh profile).
 * Returns {browser, server, url(path), newPage(options), assertNoProblems(), close()}.
 * newPage options: {colorScheme, bypassCSP, viewport, hasTouch, isMobile}; each page gets its own context and records
 * console errors and uncaught exceptions in page.problems.
 */
export async function openBrowser() {
  const server = await startServer({ port: 0, csp: STRICT_CSP });
  const browser = await launchBrowser();
  const pages = [];

  async function newPage({ colorScheme = 'light', bypassCSP = false, viewport = { width: 1100, height: 900 }, hasTouch = false, isMobile = false } = {}) {
    const context = await browser.newContext({ colorScheme, bypassCSP, viewport, hasTouch, isMobile });
    const page = await context.newPage();
    page.problems = [];
    page.on('console', (message) => {
      if (message.type() === 'error') page.problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => page.problems.push(`page error: ${error.message}`));
    // Requests still on their way, for settled().
    page.inFlight = 0;
    page.on('request', () => (page.inFlight += 1));
    for (const end of ['requestfinished', 'requestfailed']) page.on(end, () => (page.inFlight -= 1));
    pages.push(page);
    return page;
  }

  return {
    browser,
    server,
    url: (path = '') => new URL(path, server.url).href,
    newPage,
    /** Fails if any page opened so far logged a console error or threw. */
    assertNoProblems() {
      const problems = pages.flatMap((p) => p.problems.map((m) => `${p.url()}: ${m}`));
      assert.deepEqual(problems, [], 'no console errors or uncaught exceptions');
    },
    /** Closes every page opened so far (their problems stay recorded). */
    async closePages() {
      for (const p of pages) await p.context().close().catch(() => {});
    },
    async close() {
      await browser.close().catch(() => {});
      await server.close();
    },
  };
}

/**
 * The hooks a suite of browser tests shares: one browser (openBrowser) before the suite, closed
 * after it; after each test, no console errors or uncaught exceptions, and the test's pages closed
 * unless keepPages (a suite that keeps one page for all its tests). coursePage: a second server as
 * the course page's origin (startCoursePage), as harness.course. Returns the harness, filled in
 * when the suite starts: use it inside tests and hooks.
 */
export function useBrowser({ keepPages = false, coursePage = false } = {}) {
  const h = {};
  before(async () => {
    Object.assign(h, await openBrowser());
    if (coursePage) h.course = await startCoursePage(h.server);
  });
  after(async () => {
    await h.close?.();
    await h.course?.close();
  });
  afterEach(async () => {
    h.assertNoProblems();
    if (!keepPages) await h.closePages();
  });
  return h;
}

/**
 * A <sinusoidal-pe> with these attributes and id, put in the page's #host (blank.html), replacing one
 * with the same id; with updated (the default), once it is defined and has rendered. Returns its
 * locator.
 */
export async function mountWidget(page, attributes = {}, { id = 'w', updated = true } = {}) {
  await page.evaluate(async ([attrs, elementId, wait]) => {
    document.getElementById(elementId)?.remove();
    const el = document.createElement('sinusoidal-pe');
    el.id = elementId;
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.getElementById('host').append(el);
    if (!wait) return;
    await customElements.whenDefined('sinusoidal-pe');
    await el.updateComplete;
  }, [attributes, id, updated]);
  return page.locator(`#${id}`);
}

/**
 * Opens the demo page (or another page of widgets) and scrolls through it as a reader does, so that
 * every widget has drawn — all but the demo's first have loading="lazy" — then goes back to the top.
 */
export async function openDemo(page, harness, path = 'index.html') {
  await page.goto(harness.url(path));
  await scrollThrough(page);
  return page;
}

/** Scrolls each widget of the page into view in turn and waits until it has drawn; then back to the top. */
export async function scrollThrough(page) {
  const widgets = page.locator('sinusoidal-pe');
  const count = await widgets.count();
  for (let i = 0; i < count; i += 1) {
    await widgets.nth(i).scrollIntoViewIfNeeded();
    await widgets.nth(i).evaluate(async (el) => {
      await customElements.whenDefined(el.localName);
      await el.updateComplete;
    });
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Waits until whatever the page's last action set off has happened: two frames drawn (a render, a
 * resize and the messages it posts, a CSP report), no request of the page's on its way (an image
 * that would call onerror or onload), then the tasks queued meanwhile. For a check that something
 * did NOT happen, in place of a sleep. Works in the frames of a page opened with newPage().
 */
export async function settled(page) {
  const twoFrames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));
  await twoFrames();
  await eventually(() => assert.equal(page.inFlight ?? 0, 0, 'requests on their way'), { interval: 5 });
  await twoFrames();
}

/** Retries an assertion until it passes or the time is up (the widget renders asynchronously). */
export async function eventually(check, { timeout = 5000, interval = 25 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, interval));
    }
  }
}

/** The text of each data row of a widget's encoding table: [[token cell text, v0, v1, ...], ...]. */
export async function tableRows(widget) {
  const table = widget.getByRole('table', { name: /^PE\(pos\)/ });
  await table.waitFor();
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((tr) =>
      [...tr.cells]
        .filter((cell) => cell.getAttribute('aria-hidden') !== 'true') // a wide table's spacer columns
        .map((cell, i) => (i === 0 ? cell.querySelector('input').value : cell.textContent.trim())),
    ),
  );
}

/** Only the numbers of the data rows. */
export async function tableValues(widget) {
  return (await tableRows(widget)).map((row) => row.slice(1));
}

/** Waits until a locator's text matches (a string is matched as a substring). */
export async function expectText(locator, expected, options) {
  return eventually(async () => {
    const text = (await locator.textContent()) ?? '';
    if (expected instanceof RegExp) assert.match(text, expected);
    else assert.ok(text.includes(expected), `expected ${JSON.stringify(text)} to include ${JSON.stringify(expected)}`);
    return text;
  }, options);
}

/**
 * What a heatmap's plot shows of its canvas (a Locator of canvas.pe-hm-canvas): the canvas's
 * top-left `columns` × `rows` pixels, scaled to fill the inside of the plot, whose box on the page
 * is {x, y, width, height} (inside its border).
 */
export function heatmapShown(canvas) {
  return canvas.evaluate((c) => {
    const plot = c.parentElement;
    const box = plot.getBoundingClientRect();
    return {
      columns: Math.round((c.width * plot.clientWidth) / c.clientWidth),
      rows: Math.round((c.height * plot.clientHeight) / c.clientHeight),
      x: box.x + plot.clientLeft,
      y: box.y + plot.clientTop,
      width: plot.clientWidth,
      height: plot.clientHeight,
    };
  });
}

/**
 * Moves the pointer to the centre of the heatmap cell in the given row and column of its view (the
 * canvas names the view's cells in data-view-rows and data-view-columns: a view of more cells than
 * the plot has pixels is drawn averaged, fewer canvas pixels than cells).
 */
export async function pointAtHeatmapCell(page, canvas, row, column) {
  const shown = await heatmapShown(canvas);
  const cells = await canvas.evaluate((c) => ({ rows: Number(c.dataset.viewRows), columns: Number(c.dataset.viewColumns) }));
  const rows = cells.rows || shown.rows;
  const columns = cells.columns || shown.columns;
  await page.mouse.move(shown.x + ((column + 0.5) * shown.width) / columns, shown.y + ((row + 0.5) * shown.height) / rows);
}

/** The URL of a page in tests/browser/fixtures, with query parameters. */
export function fixtureUrl(harness, name, params = {}) {
  const u = new URL(`tests/browser/fixtures/${name}`, harness.server.url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.href;
}
