// A course page of each kind (tests/bench/page-bytes.mjs) in Chromium, under the strict CSP: the files
// of dist/ it requests are exactly those the byte count follows through the build's import graph,
// once its widget has drawn everything it shows (table, quiz, figures). And pages with several
// widgets: one build of the core, the one the most demanding widget needs, in any markup order.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PAGE_KINDS, PAGE_SCRIPT, pageFiles } from '../../bench/page-bytes.mjs';
import { STRICT_CSP, useBrowser } from '../harness.mjs';

const h = useBrowser();

// The page a course site would write: the script and a widget with the kind's attributes (or one
// widget per set of attributes, in that order).
const widgetHtml = (attributes) => `<sinusoidal-pe ${Object.entries(attributes).map(([k, v]) => `${k}="${v}"`).join(' ')}></sinusoidal-pe>`;
const pageHtml = (widgets) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A course page</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script type="module" src="/dist/${PAGE_SCRIPT}"></script></head>
<body>${[widgets].flat().map(widgetHtml).join('\n')}</body></html>`;

// The files of dist/ the page requests (each once), sorted, once every widget has drawn what it shows.
async function requestedBy(widgets, path) {
  const page = await h.newPage();
  const requested = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/dist/')) requested.push(pathname.slice('/dist/'.length));
  });
  await page.route(`**${path}`, (route) => route.fulfill({
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': STRICT_CSP },
    body: pageHtml(widgets),
  }));
  await page.goto(h.url(path));
  await page.evaluate(async () => {
    await customElements.whenDefined('sinusoidal-pe');
    await Promise.all([...document.querySelectorAll('sinusoidal-pe')].map((el) => el.updateComplete));
  });
  const all = page.locator('sinusoidal-pe');
  for (const [n, attributes] of [widgets].flat().entries()) {
    const widget = all.nth(n);
    await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    if (attributes.quiz) await widget.getByRole('button', { name: 'Check' }).first().waitFor();
    if (attributes.figures) await widget.locator('figure[data-figure="heatmap"]').waitFor();
  }
  await page.waitForLoadState('networkidle');
  return [...new Set(requested)].sort();
}

describe('what each kind of course page downloads', () => {
  PAGE_KINDS.forEach((kind, n) => {
    it(`${kind.page}: the files counted, no more and no fewer`, async () => {
      assert.deepEqual(await requestedBy(kind.attributes, `/course-page-${n}.html`), pageFiles(kind));
    });
  });
});

describe('a page with several widgets loads one build of the core, the smallest that has what they all need', () => {
  const kind = (page) => PAGE_KINDS.find((k) => k.page === page);
  const cores = (files) => files.filter((f) => f.endsWith('.wasm'));

  it('a plain widget only: the table build', async () => {
    const files = await requestedBy([{}, { 'd-model': '8' }], '/course-page-two-plain.html');
    assert.deepEqual(cores(files), ['pe-core-wasm.wasm']);
    assert.deepEqual(files, pageFiles(kind('plain')));
  });

  it('a plain widget, then one with quiz="q1": the check build for both, not the table build', async () => {
    const files = await requestedBy([{}, { quiz: 'q1' }], '/course-page-plain-q1.html');
    assert.deepEqual(cores(files), ['pe-core-check-wasm.wasm']);
    assert.deepEqual(files, pageFiles(kind('quiz="q1"')));
  });

  it('quiz="q1", a plain widget and quiz="bank": the bank build for all three', async () => {
    const files = await requestedBy([{ quiz: 'q1' }, {}, { quiz: 'bank' }], '/course-page-q1-plain-bank.html');
    assert.deepEqual(cores(files), ['pe-core-bank-wasm.wasm']);
    assert.deepEqual(files, pageFiles(kind('quiz="bank"')));
  });
});
