// Browser tests of the figures' words (dist/figures.js on tests/browser/figures/figures.html): every
// text comes from the catalog (no message id shows, no message is missing), and a change of the
// words redraws every figure in them: numbers in the locale's marks, running text in its direction,
// axes, numbers and formulas left to right.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { useFiguresServer } from './figures-server.mjs';

const SETTINGS = { dModel: 8, base: 10000, positions: [0, 1, 2.5], decimals: 4, maxLen: 32, offset: 3, pair: 1 };

const shared = useFiguresServer(); // {server, browser}

async function open() {
  const context = await shared.browser.newContext({ viewport: { width: 900, height: 1000 } });
  const page = await context.newPage();
  const notes = [];
  page.on('console', (m) => {
    if (['error', 'warning'].includes(m.type()) && !/favicon\.ico$/.test(m.location()?.url ?? '')) notes.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => notes.push(`page error: ${e.message}`));
  await page.goto(`${shared.server.url}tests/browser/figures/figures.html?${new URLSearchParams({ settings: JSON.stringify(SETTINGS) })}`);
  await page.waitForFunction(() => document.documentElement.dataset.ready, null, { timeout: 30000 });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.ready), 'true', await page.evaluate(() => window.peFiguresError ?? ''));
  await page.evaluate(() => window.peFigures.figs.flush());
  page.notes = notes;
  return page;
}

// Every text a reader meets in the figures: text nodes and the attributes that are read out.
const readable = (page) =>
  page.evaluate(() => {
    const out = [];
    const walk = (node) => {
      for (const el of node.querySelectorAll('*')) {
        for (const a of ['aria-label', 'title', 'alt', 'placeholder', 'aria-valuetext']) if (el.hasAttribute(a)) out.push(el.getAttribute(a));
      }
      const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      while (texts.nextNode()) if (texts.currentNode.textContent.trim()) out.push(texts.currentNode.textContent);
    };
    walk(window.peFigures.shadow);
    return out;
  });

test('every figure speaks from the catalog: no message id shows, none is missing, every title and caption is written', async () => {
  const page = await open();
  const texts = await readable(page);
  assert.deepEqual(texts.filter((t) => /\bfigure-[a-z]/.test(t)), [], 'no message id in place of a text');
  const figures = await page.evaluate(() =>
    [...window.peFigures.shadow.querySelectorAll('figure')].map((f) => ({
      name: f.dataset.figure,
      lang: f.closest('.pe-figs').lang,
      title: f.querySelector('.pe-fig-title').textContent,
      caption: f.querySelector('.pe-fig-caption-text').textContent,
      labels: [...f.querySelectorAll('svg[role="img"], canvas[role="img"]')].map((e) => e.getAttribute('aria-label') ?? ''),
    })),
  );
  assert.equal(figures.length, 11);
  for (const f of figures) {
    assert.equal(f.lang, 'en', f.name);
    assert.ok(f.title.length > 5 && f.caption.length > 20, `${f.name}: ${f.title} ${f.caption}`);
    for (const label of f.labels) assert.ok(label.length > 20, `${f.name}: text alternative "${label}"`);
  }
  assert.deepEqual(page.notes, [], 'no missing message, no formatting error, no console error');
  await page.context().close();
});

test('retext() redraws every figure in the words given: the same English again, then numbers with a comma and running text right to left', async () => {
  const page = await open();
  const before = await readable(page);
  await page.evaluate(() => {
    const { figs } = window.peFigures;
    figs.words.use(figs.words.messages);
    figs.retext();
    figs.flush();
  });
  assert.deepEqual(await readable(page), before, 'the same catalog gives the same texts');

  // Words whose numbers have a decimal comma and whose text runs right to left (English messages):
  // what a right-to-left catalog with comma decimals changes in the figures.
  const after = await page.evaluate(() => {
    const { figs, shadow } = window.peFigures;
    const english = figs.words.messages;
    figs.words.use({
      tag: 'xx',
      locale: 'en',
      dir: 'rtl',
      has: (id) => english.has(id),
      format: (id, args) => english.format(id, args),
      number: (text) => String(text).replace('.', ','),
    });
    figs.retext();
    figs.flush();
    const heatmapTicks = [...shadow.querySelectorAll('.pe-hm-tick')].map((t) => t.textContent);
    const axisTicks = [...shadow.querySelectorAll('.pe-fig-axes .pe-fig-tick')];
    const miniCells = [...shadow.querySelectorAll('.pe-fig-mini td')].map((td) => td.textContent).filter((t) => /\d/.test(t));
    return {
      dir: figs.element.dir,
      axisDirections: [...new Set(axisTicks.map((t) => t.getAttribute('direction')))],
      axisLabels: [...shadow.querySelectorAll('.pe-fig-axes .pe-fig-axis-label')].map((t) => t.getAttribute('direction')),
      tablesDir: [...new Set([...shadow.querySelectorAll('.pe-fig-mini')].map((t) => t.dir))],
      heatmapFrame: shadow.querySelector('.pe-hm-frame').dir,
      heatmapTicks,
      miniCells,
      waves: shadow.querySelector('figure[data-figure="waves"] .pe-fig-caption-text').textContent,
      rotationPhi: shadow.querySelector('figure[data-figure="rotation"] .pe-rot-math p').textContent,
    };
  });
  assert.equal(after.dir, 'rtl');
  assert.deepEqual(after.axisDirections, ['ltr'], 'axis numbers read left to right');
  assert.ok(after.axisLabels.length > 0 && after.axisLabels.every((d) => d === 'rtl'), 'axis labels are running text');
  assert.deepEqual(after.tablesDir, ['ltr'], 'number tables read left to right');
  assert.equal(after.heatmapFrame, 'ltr');
  assert.ok(after.miniCells.length > 20);
  const decimals = after.miniCells.filter((t) => /\d[.,]\d/.test(t));
  assert.ok(decimals.length > 10 && decimals.every((t) => !/\d\.\d/.test(t)), `every decimal in the tables has the comma: ${decimals.slice(0, 8).join(' | ')}`);
  assert.match(after.waves, /\) = 0,1; dots/, after.waves);
  assert.match(after.rotationPhi, /rad \(\d+,\d+°\)$/, after.rotationPhi);
  await page.context().close();
});
