// A course page of each kind (tests/bench/page-bytes.mjs) in Chromium, under the strict CSP: the files
// of dist/ it requests are exactly those the byte count follows through the build's import graph,
// once its widget has drawn everything it shows (table, quiz, figures).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PAGE_KINDS, PAGE_SCRIPT, pageFiles } from '../bench/page-bytes.mjs';
import { STRICT_CSP, useBrowser } from './harness.mjs';

const h = useBrowser();

// The page a course site would write: the script and one widget with the kind's attributes.
const pageHtml = (attributes) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A course page</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script type="module" src="/dist/${PAGE_SCRIPT}"></script></head>
<body><sinusoidal-pe ${Object.entries(attributes).map(([k, v]) => `${k}="${v}"`).join(' ')}></sinusoidal-pe></body></html>`;

describe('what each kind of course page downloads', () => {
  PAGE_KINDS.forEach((kind, n) => {
    it(`${kind.page}: the files counted, no more and no fewer`, async () => {
      const page = await h.newPage();
      const requested = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (pathname.startsWith('/dist/')) requested.push(pathname.slice('/dist/'.length));
      });
      const path = `/course-page-${n}.html`;
      await page.route(`**${path}`, (route) => route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': STRICT_CSP },
        body: pageHtml(kind.attributes),
      }));
      await page.goto(h.url(path));
      await page.evaluate(async () => {
        await customElements.whenDefined('sinusoidal-pe');
        await document.querySelector('sinusoidal-pe').updateComplete;
      });
      const widget = page.locator('sinusoidal-pe');
      await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
      if (kind.attributes.quiz) await widget.getByRole('button', { name: 'Check' }).first().waitFor();
      if (kind.attributes.figures) await widget.locator('figure[data-figure="heatmap"]').waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual([...new Set(requested)].sort(), pageFiles(kind));
    });
  });
});
