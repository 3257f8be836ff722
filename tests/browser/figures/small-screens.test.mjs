// The figures on small screens and large ones (tests/browser/figures/figures.html, dist/figures.js):
// the heat map averages the rows (and columns) a pixel covers and says so in its caption, no label of
// any figure overlaps another, leaves its drawing or (in the waves) sits on a curve, at 390 and
// 1280 px; several figures show one at a time behind tabs (click, arrow keys, Home, End; printed,
// all); each figure folds from its title (click and keyboard). Acts as a person would: tabs and
// buttons by role and name, English through the catalog.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { englishMessages } from '../../node/english.mjs';
import { pointAtHeatmapCell } from '../harness.mjs';
import { useFiguresServer } from './figures-server.mjs';

const NAMES = ['heatmap', 'waves', 'rotation', 'dot', 'wavelengths', 'input', 'learned', 'precision', 'rope', 'rope-decay', 'rope-scaling'];
const en = (id, args) => englishMessages.format(id, args);
const shared = useFiguresServer();

async function open(settings, { only, width = 900, height = 900 } = {}) {
  const context = await shared.browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/favicon\.ico$/.test(m.location()?.url ?? '')) problems.push(m.text());
  });
  const query = new URLSearchParams({ settings: JSON.stringify(settings), ...(only ? { only: only.join(',') } : {}) });
  await page.goto(`${shared.server.url}tests/browser/figures/figures.html?${query}`);
  await page.waitForFunction(() => document.documentElement.dataset.ready, null, { timeout: 15000 });
  page.problems = problems;
  return page;
}
async function close(page) {
  assert.deepEqual(page.problems, [], 'no page or console errors');
  await page.context().close();
}
const tab = (page, name) => page.getByRole('tab', { name: en(`figure-tab-${name}`), exact: true });
const figure = (page, name) => page.locator(`figure[data-figure="${name}"]`);

test('heat map: 4096 rows in a plot of a few hundred pixels: each pixel row is the mean of the rows it covers (no stripes), and the caption says so', async () => {
  const page = await open({ dModel: 4, maxLen: 4096 }, { only: ['heatmap'] });
  const seen = await page.evaluate(() => {
    const shadow = window.peFigures.shadow;
    const c = shadow.querySelector('canvas.pe-hm-canvas');
    const plot = c.parentElement;
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    // The colour scale as drawn in the legend: 256 colours from −1 to +1.
    const bar = shadow.querySelector('.pe-hm-legend-bar').getContext('2d').getImageData(0, 0, 256, 1).data;
    const valueOf = (j) => {
      let best = 0;
      let bestDistance = Infinity;
      for (let x = 0; x < 256; x++) {
        const d = (bar[4 * x] - data[j]) ** 2 + (bar[4 * x + 1] - data[j + 1]) ** 2 + (bar[4 * x + 2] - data[j + 2]) ** 2;
        if (d < bestDistance) [best, bestDistance] = [x, d];
      }
      return (best / 255) * 2 - 1;
    };
    const column = (x) => Array.from({ length: c.height }, (_, y) => valueOf(4 * (y * c.width + x)));
    return {
      bitmap: [c.width, c.height],
      plot: [plot.clientWidth, plot.clientHeight],
      fast: column(0), // sin(pos): a period of 6.28 rows
      slow: column(2), // sin(pos / 100): a period of 628 rows
      caption: shadow.querySelector('figcaption').textContent,
    };
  });
  assert.equal(seen.bitmap[1], seen.plot[1], 'one bitmap row per pixel row of the plot');
  assert.equal(seen.bitmap[0], 4, 'the four columns each keep their pixels');
  // A pixel row covers about 4096 / 350 ≈ 12 rows, almost two periods of sin(pos): their mean is
  // within 2 / 12 of 0 (the middle colour), where every n-th row would show the whole range.
  const worst = Math.max(...seen.fast.map(Math.abs));
  assert.ok(worst < 0.25, `the fast column is near the middle colour everywhere (worst ${worst.toFixed(3)})`);
  assert.ok(Math.max(...seen.slow) - Math.min(...seen.slow) > 1.6, 'a slow column still shows its whole wave');
  const rows = Number((4096 / seen.plot[1]).toPrecision(4096 / seen.plot[1] >= 10 ? 3 : 2));
  assert.ok(
    seen.caption.includes(en('figure-heatmap-pixel', { rows: String(rows), cols: '1', rowsCount: rows, colsCount: 1, averaged: 'yes' })),
    `caption says what one pixel holds: ${seen.caption}`,
  );
  // The readout still reads the exact value of a single cell.
  await pointAtHeatmapCell(page, page.locator('canvas.pe-hm-canvas'), 1000, 0);
  const r = await page.evaluate(() => {
    const o = window.peFigures.shadow.querySelector('.pe-hm-readout');
    return { position: Number(o.dataset.position), coordinate: Number(o.dataset.coordinate), value: o.querySelector('[data-value]').textContent };
  });
  assert.equal(r.coordinate, 0);
  assert.ok(Math.abs(r.position - 1000) <= 12, `the cell under the pointer (${r.position})`);
  assert.ok(Math.abs(Number(r.value.replace('\u2212', '-')) - Math.sin(r.position)) < 1e-6, `${r.value} = sin(${r.position})`);
  await close(page);
});

test('heat map: columns past the plot\'s width are averaged too; a small map keeps one pixel per value and says how big one value is', async () => {
  const page = await open({ dModel: 1024, maxLen: 64 }, { only: ['heatmap'], width: 390, height: 844 });
  const wide = await page.evaluate(() => {
    const c = window.peFigures.shadow.querySelector('canvas.pe-hm-canvas');
    return { bitmap: [c.width, c.height], plot: [c.parentElement.clientWidth, c.parentElement.clientHeight], caption: window.peFigures.shadow.querySelector('figcaption').textContent };
  });
  assert.equal(wide.bitmap[0], wide.plot[0], 'one bitmap column per pixel column');
  assert.equal(wide.bitmap[1], 64);
  assert.match(wide.caption, /One pixel: about [\d.]+ positions? × [\d.]+ coordinates, averaged\./);
  await page.evaluate(() => window.peFigures.update({ dModel: 8, maxLen: 16 }));
  const small = await page.evaluate(() => window.peFigures.shadow.querySelector('figcaption').textContent);
  assert.match(small, /One value: about [\d.]+ × [\d.]+ pixels\./);
  await close(page);
});

// Every text label of every figure: no two overlap, none leaves its SVG; in the waves, none lies on a curve.
async function labelProblems(page, name) {
  return page.evaluate((n) => {
    const fig = window.peFigures.shadow.querySelector(`figure[data-figure="${n}"]`);
    const out = [];
    const hit = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    for (const svg of fig.querySelectorAll('svg.pe-fig-svg')) {
      const box = svg.getBoundingClientRect();
      const texts = [...svg.querySelectorAll('text')].map((t) => ({ r: t.getBoundingClientRect(), s: t.textContent })).filter((x) => x.r.width);
      for (const x of texts) {
        if (x.r.left < box.left - 0.5 || x.r.right > box.right + 0.5 || x.r.top < box.top - 0.5 || x.r.bottom > box.bottom + 0.5) out.push(`"${x.s}" is cut off`);
      }
      for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) if (hit(texts[i].r, texts[j].r)) out.push(`"${texts[i].s}" overlaps "${texts[j].s}"`);
      for (const path of svg.querySelectorAll('path.pe-fig-curve')) {
        const m = path.getScreenCTM();
        const length = path.getTotalLength();
        for (let k = 0; k <= 2000; k++) {
          const p = path.getPointAtLength((length * k) / 2000);
          const x = m.a * p.x + m.c * p.y + m.e;
          const y = m.b * p.x + m.d * p.y + m.f;
          for (const t of texts) if (x > t.r.left && x < t.r.right && y > t.r.top && y < t.r.bottom && !t.onCurve) {
            t.onCurve = true;
            out.push(`"${t.s}" lies on the curve ${path.getAttribute('class')}`);
          }
        }
      }
    }
    return out;
  }, name);
}

test('no label of any figure overlaps another, is cut off, or (waves, RoPE decay) sits on a curve, at 390 and 1280 px', async () => {
  const cases = [
    { dModel: 4, positions: [0, 1, 2, 3, 4, 5, 6, 7] },
    { dModel: 64, base: 100, positions: [0, 3, 8, 20], pair: 3, offset: -7, maxLen: 128, contextLength: 4096 },
  ];
  const problems = [];
  for (const width of [390, 1280]) {
    for (const settings of cases) {
      const page = await open(settings, { width });
      for (const name of NAMES) {
        await tab(page, name).click();
        for (const p of await labelProblems(page, name)) problems.push(`${width} px, ${name}: ${p}`);
      }
      // The waves at 1280 px label their dots: the check above has labels to look at.
      if (width === 1280 && settings.dModel === 4) {
        await tab(page, 'waves').click();
        assert.ok((await figure(page, 'waves').locator('text.pe-fig-value').count()) >= 8, 'the waves label their values');
      }
      await close(page);
    }
  }
  assert.deepEqual(problems, []);
});

test('several figures: one at a time behind tabs; click, arrow keys, Home and End choose; printed, all show', async () => {
  const page = await open({ dModel: 16 }, { width: 390, height: 844 });
  const list = page.getByRole('tablist', { name: en('figure-tabs-label') });
  assert.equal(await list.getByRole('tab').count(), NAMES.length);
  const shownNow = () => page.evaluate(() => [...window.peFigures.shadow.querySelectorAll('figure')].filter((f) => f.checkVisibility()).map((f) => f.dataset.figure));
  assert.deepEqual(await shownNow(), ['heatmap']);
  assert.equal(await tab(page, 'heatmap').getAttribute('aria-selected'), 'true');
  // The panel is named by its tab.
  assert.equal(await page.getByRole('tabpanel', { name: en('figure-tab-heatmap') }).count(), 1);

  await tab(page, 'rotation').click();
  assert.deepEqual(await shownNow(), ['rotation']);
  assert.equal(await tab(page, 'rotation').getAttribute('aria-selected'), 'true');
  assert.equal(await tab(page, 'heatmap').getAttribute('aria-selected'), 'false');
  assert.ok((await figure(page, 'rotation').locator('svg path').count()) > 0, 'drawn once chosen');

  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await shownNow(), ['dot']);
  assert.equal(await page.evaluate(() => window.peFigures.shadow.activeElement?.dataset.figure), 'dot', 'focus moves with the choice');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.deepEqual(await shownNow(), ['waves']);
  await page.keyboard.press('End');
  assert.deepEqual(await shownNow(), ['rope-scaling']);
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await shownNow(), ['heatmap'], 'past the last comes the first');
  await page.keyboard.press('ArrowLeft');
  assert.deepEqual(await shownNow(), ['rope-scaling']);
  await page.keyboard.press('Home');
  assert.deepEqual(await shownNow(), ['heatmap']);
  // Only the chosen tab is in the tab order.
  assert.deepEqual(
    await page.evaluate(() => [...window.peFigures.shadow.querySelectorAll('[role="tab"]')].filter((t) => t.tabIndex === 0).map((t) => t.dataset.figure)),
    ['heatmap'],
  );

  await page.emulateMedia({ media: 'print' });
  assert.equal((await shownNow()).length, NAMES.length, 'printed, every figure shows');
  assert.equal(await list.isVisible(), false, 'without the tabs');
  await page.emulateMedia({ media: 'screen' });
  await close(page);
});

test('one figure alone has no tabs', async () => {
  const page = await open({}, { only: ['waves'] });
  assert.equal(await page.getByRole('tablist').count(), 0);
  assert.equal(await figure(page, 'waves').isVisible(), true);
  await close(page);
});

test('a figure folds to its title and opens again, by click and by keyboard', async () => {
  const page = await open({ dModel: 8, positions: [0, 1, 2] }, { width: 390, height: 844 });
  await tab(page, 'waves').click();
  const toggle = figure(page, 'waves').getByRole('button', { name: en('figure-waves-title') });
  const drawing = figure(page, 'waves').locator('svg.pe-fig-svg');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true', 'open to begin with');
  const open1 = await page.evaluate(() => window.peFigures.shadow.querySelector('figure[data-figure="waves"]').getBoundingClientRect().height);
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(await drawing.isVisible(), false);
  const folded = await page.evaluate(() => window.peFigures.shadow.querySelector('figure[data-figure="waves"]').getBoundingClientRect().height);
  assert.ok(folded < open1 / 4, `folded to its title (${folded} px of ${open1})`);
  // The settings change while it is folded: opened again, it shows them, its labels placed.
  await page.evaluate(() => window.peFigures.update({ pair: 1 }));
  await toggle.focus();
  await page.keyboard.press('Enter');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  assert.equal(await drawing.isVisible(), true);
  assert.match(await figure(page, 'waves').locator('figcaption').textContent(), /pair k = 1/);
  await page.keyboard.press('Space');
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  await close(page);
});
