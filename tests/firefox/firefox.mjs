// Firefox ESR (Debian's firefox-esr) driven by puppeteer-core over WebDriver BiDi, against the pages
// served as the browser tests serve them (the strict CSP). playwright-core cannot drive a stock
// Firefox. The helpers find controls as a person does: by their label or their role and name,
// inside a widget's shadow root.
import assert from 'node:assert/strict';
import { after, afterEach, before } from 'node:test';
import puppeteer from 'puppeteer-core';
import { STRICT_CSP, startServer } from '../../scripts/serve.mjs';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** One Firefox and one server for a suite; every page's console errors and uncaught exceptions fail the test. */
export function useFirefox() {
  const h = { pages: [] };
  before(async () => {
    h.server = await startServer({ port: 0, csp: STRICT_CSP });
    h.browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, protocol: 'webDriverBiDi' });
    h.url = (path = '') => new URL(path, h.server.url).href;
    h.newPage = async ({ width = 1280, height = 900 } = {}) => {
      const page = await h.browser.newPage();
      page.problems = [];
      page.on('console', (m) => {
        if (m.type() === 'error') page.problems.push(`console error: ${m.text()}`);
      });
      page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
      await page.setViewport({ width, height });
      h.pages.push(page);
      return page;
    };
  });
  afterEach(async () => {
    const problems = h.pages.flatMap((p) => p.problems);
    for (const p of h.pages.splice(0)) await p.close().catch(() => {});
    assert.deepEqual(problems, [], 'no console errors or uncaught exceptions');
  });
  after(async () => {
    await h.browser?.close().catch(() => {});
    await h.server?.close();
  });
  return h;
}

/**
 * Opens the demo page and scrolls each widget into view in turn, as a reader does, until each has
 * drawn (all but the first have loading="lazy"); then back to the top.
 */
export async function openDemo(page, h, path = 'index.html') {
  await page.goto(h.url(path));
  await page.evaluate(async () => {
    for (const widget of document.querySelectorAll('sinusoidal-pe')) {
      widget.scrollIntoView({ block: 'center', behavior: 'instant' });
      await customElements.whenDefined(widget.localName);
      await widget.updateComplete;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  return page;
}

/** Waits until fn(...args) in the page returns something truthy, and returns it. */
export async function until(page, fn, ...args) {
  const handle = await page.waitForFunction(fn, { timeout: 15000, polling: 50 }, ...args);
  return handle.jsonValue();
}

/** The control labelled `label` (a <label> or aria-label) in the widget `selector`'s shadow root. */
export function byLabel(page, selector, label) {
  return page.waitForFunction(
    (sel, text) => {
      const root = document.querySelector(sel)?.shadowRoot;
      if (!root) return null;
      const named = [...root.querySelectorAll('[aria-label]')].find((el) => el.getAttribute('aria-label') === text);
      if (named) return named;
      const tag = [...root.querySelectorAll('label')].find((l) => l.textContent.trim() === text);
      return tag?.control ?? null;
    },
    { timeout: 15000, polling: 50 },
    selector,
    label,
  );
}

/** A button (or summary, radio, option label) of the widget whose visible text or aria-label is `name`. */
export function byRole(page, selector, role, name) {
  return page.waitForFunction(
    (sel, r, n) => {
      const root = document.querySelector(sel)?.shadowRoot;
      if (!root) return null;
      const query = { button: 'button', disclosure: 'summary', radio: 'input[type="radio"]' }[r];
      const text = (el) => (el.getAttribute('aria-label') ?? el.textContent).trim();
      return [...root.querySelectorAll(query)].find((el) => (n instanceof RegExp ? false : text(el) === n) && el.getClientRects().length) ?? null;
    },
    { timeout: 15000, polling: 50 },
    selector,
    role,
    name,
  );
}

/** The widget's encoding table as rows of texts: [token, v0, v1, …]. */
export function tableRows(page, selector) {
  return until(page, (sel) => {
    const table = document.querySelector(sel)?.shadowRoot?.querySelector('table.pe-table');
    const rows = table ? [...table.tBodies[0].rows] : [];
    if (!rows.length) return null;
    return rows.map((tr) => [...tr.cells].filter((c) => c.getAttribute('aria-hidden') !== 'true').map((c, i) => (i === 0 ? c.querySelector('input').value : c.textContent.trim())));
  }, selector);
}

/** The text of the widget's element matching `css`, once it includes `expected`. */
export function textOf(page, selector, css, expected) {
  return until(
    page,
    (sel, q, want) => {
      const el = document.querySelector(sel)?.shadowRoot?.querySelector(q);
      const t = el?.textContent ?? '';
      return t.includes(want) ? t : null;
    },
    selector,
    css,
    expected,
  );
}
