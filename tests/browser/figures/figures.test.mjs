// Browser tests of the figures (dist/figures.js with dist/pe-core.js) on tests/browser/figures/figures.html,
// served with the strict Content-Security-Policy, in Debian's Chromium. Expected numbers are
// computed here independently with Math.sin / Math.cos / Math.fround, never taken from the core.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { STRICT_CSP } from '../../../scripts/serve.mjs';
import { heatmapShown, pointAtHeatmapCell } from '../harness.mjs';
import { useFiguresServer } from './figures-server.mjs';
import { englishMessages } from '../../node/english.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const NAMES = ['heatmap', 'waves', 'rotation', 'dot', 'wavelengths', 'input', 'learned', 'precision', 'rope', 'rope-decay', 'rope-scaling'];
const SEEDS = { dModel: 4, base: 10000, positions: [0, 1, 2], decimals: 6, maxLen: 64 };

const shared = useFiguresServer(); // {server, browser}

const omega = (k, d, base = 10000) => 1 / base ** ((2 * k) / d);
/** PE(p, i) computed here, for either layout. */
function expectedPE(p, i, d, base = 10000, layout = 'interleaved') {
  const [k, fn] =
    layout === 'concatenated' ? (i < d / 2 ? [i, 'sin'] : [i - d / 2, 'cos']) : [i >> 1, i % 2 ? 'cos' : 'sin'];
  return Math[fn](p * omega(k, d, base));
}
const shown = (text) => Number(String(text).replace(/\u2212/g, '-'));
const decimalsOf = (text) => (String(text).split('.')[1] ?? '').length;

/** Opens the test page; resolves to {page, problems}. Console errors, page errors and CSP reports count. */
async function open(settings = SEEDS, { colorScheme = 'light', only, bypassCSP = false, viewport = { width: 900, height: 1000 } } = {}) {
  const context = await shared.browser.newContext({ colorScheme, bypassCSP, viewport });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/favicon\.ico$/.test(m.location()?.url ?? '')) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window.cspViolations ??= []).push(`${e.effectiveDirective}: ${e.blockedURI}`);
    });
  });
  const query = new URLSearchParams({ settings: JSON.stringify(settings), ...(only ? { only: only.join(',') } : {}) });
  const response = await page.goto(`${shared.server.url}tests/browser/figures/figures.html?${query}`);
  await page.waitForFunction(() => document.documentElement.dataset.ready, null, { timeout: 15000 });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.ready), 'true', await page.evaluate(() => window.peFiguresError ?? ''));
  page.problems = problems;
  page.response = response;
  return page;
}

async function closeClean(page) {
  const csp = await page.evaluate(() => window.cspViolations ?? []);
  assert.deepEqual([...page.problems, ...csp], [], 'no console errors, page errors or CSP violations');
  await page.context().close();
}

/** Chooses a figure's tab, as a person would: by its name (a page of one figure has no tabs). */
async function choose(page, name) {
  const tab = page.getByRole('tab', { name: englishMessages.format(`figure-tab-${name}`), exact: true });
  if (await tab.count()) await tab.click();
}

const flush = (page) => page.evaluate(() => window.peFigures.figs.flush());
const update = (page, settings) => page.evaluate((s) => window.peFigures.update(s), settings);
const frames = (page, n = 2) =>
  page.evaluate((count) => new Promise((r) => {
    let left = count;
    const tick = () => (--left <= 0 ? r() : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
  }), n);

/** A fingerprint of what a figure draws: canvas pixels, SVG geometry and the visible text. */
async function signature(page, name) {
  const canvas = page.locator(`figure[data-figure="${name}"] canvas.pe-hm-canvas`);
  const shown = (await canvas.count()) ? await heatmapShown(canvas) : null;
  return page.evaluate(([n, shown]) => {
    const fig = window.peFigures.shadow.querySelector(`figure[data-figure="${n}"]`);
    let h = 2166136261;
    const mix = (x) => {
      h = Math.imul(h ^ x, 16777619) >>> 0;
    };
    for (const c of fig.querySelectorAll('canvas.pe-hm-canvas')) {
      const data = c.getContext('2d').getImageData(0, 0, shown.columns, shown.rows).data; // the pixels the plot shows
      const w = new Uint32Array(data.buffer);
      for (let j = 0; j < w.length; j++) mix(w[j]);
    }
    const geometry = [...fig.querySelectorAll('svg *')].map((e) => ['d', 'cx', 'cy', 'x', 'y', 'x1', 'y2'].map((a) => e.getAttribute(a)).join()).join('|');
    return `${h}:${geometry.length}:${geometry}:${fig.textContent}`;
  }, [name, shown]);
}

/** The pixels the heatmap's plot shows ({width, height}), how many are not background, how many colours. */
async function canvasStats(page) {
  const { columns: width, rows: height } = await heatmapShown(page.locator('canvas.pe-hm-canvas'));
  return page.evaluate(([width, height]) => {
    const c = window.peFigures.shadow.querySelector('canvas.pe-hm-canvas');
    const data = new Uint32Array(c.getContext('2d').getImageData(0, 0, width, height).data.buffer);
    const bg = getComputedStyle(c.closest('figure')).backgroundColor;
    const probe = document.createElement('canvas').getContext('2d');
    probe.fillStyle = bg;
    probe.fillRect(0, 0, 1, 1);
    const bgWord = new Uint32Array(probe.getImageData(0, 0, 1, 1).data.buffer)[0];
    let painted = 0;
    const colours = new Set();
    for (const w of data) {
      if (w !== bgWord && w !== 0xff000000 && w !== 0) painted += 1;
      if (colours.size < 5000) colours.add(w);
    }
    return { width, height, painted, total: data.length, colours: colours.size };
  }, [width, height]);
}

/** Moves the pointer to the centre of the pixel of (position p, coordinate i); returns the readout. */
async function hover(page, p, i) {
  await pointAtHeatmapCell(page, page.locator('canvas.pe-hm-canvas'), p, i);
  return readout(page);
}

function readout(page) {
  return page.evaluate(() => {
    const r = window.peFigures.shadow.querySelector('.pe-hm-readout');
    return {
      position: Number(r.dataset.position),
      coordinate: Number(r.dataset.coordinate),
      value: r.querySelector('[data-value]').textContent,
      text: r.textContent,
    };
  });
}

test('the page runs under the strict CSP, and every figure is a <figure> with a caption, drawn inside the shadow root', async () => {
  const page = await open();
  assert.equal(page.response.headers()['content-security-policy'], STRICT_CSP);
  assert.deepEqual(await page.evaluate(() => [...window.peFigures.shadow.querySelectorAll('figure')].map((f) => f.dataset.figure)), NAMES);
  const figures = [];
  for (const name of NAMES) {
    await choose(page, name);
    figures.push(
      await page.evaluate((n) => {
        const f = window.peFigures.shadow.querySelector(`figure[data-figure="${n}"]`);
        const panels = [...window.peFigures.shadow.querySelectorAll('[role="tabpanel"]')].filter((p) => !p.hidden);
        return {
          name: n,
          caption: f.querySelector(':scope > figcaption')?.textContent.trim() ?? '',
          drawings: f.querySelectorAll('canvas, svg').length,
          error: !f.querySelector('.pe-fig-error').hidden,
          shownAlone: panels.length === 1 && panels[0].contains(f),
        };
      }, name),
    );
  }
  for (const f of figures) {
    assert.ok(f.caption.length > 30, `${f.name} has a caption`);
    assert.ok(f.drawings >= 1, `${f.name} is drawn on canvas or SVG`);
    assert.equal(f.error, false, `${f.name} shows no error`);
    assert.ok(f.shownAlone, `${f.name}'s tab shows its panel alone`);
  }
  // Styles arrive through a constructable stylesheet only: no <style>, no style attribute in markup.
  const styling = await page.evaluate(() => ({
    adopted: window.peFigures.shadow.adoptedStyleSheets.length,
    styleElements: document.querySelectorAll('style').length + window.peFigures.shadow.querySelectorAll('style').length,
    background: getComputedStyle(window.peFigures.shadow.querySelector('figure')).backgroundColor,
  }));
  assert.equal(styling.adopted, 1);
  assert.equal(styling.styleElements, 0);
  assert.equal(styling.background, 'rgb(255, 255, 255)');
  await closeClean(page);
});

test('every figure is drawn, not blank: canvas pixels painted, SVG paths with data', async () => {
  for (const settings of [SEEDS, { ...SEEDS, dModel: 512, maxLen: 2048 }]) {
    const page = await open(settings);
    const stats = await canvasStats(page);
    const plot = await page.evaluate(() => {
      const p = window.peFigures.shadow.querySelector('.pe-hm-plot');
      return { width: Math.floor(p.clientWidth * devicePixelRatio), height: Math.floor(p.clientHeight * devicePixelRatio) };
    });
    // One pixel per value while the plot has a device pixel for each; else as many as it has (averaged).
    assert.equal(stats.width, Math.min(settings.dModel, plot.width), 'one pixel per coordinate, or per device pixel');
    assert.equal(stats.height, Math.min(settings.maxLen, plot.height), 'one pixel per position, or per device pixel');
    assert.equal(stats.painted, stats.total, 'every pixel painted');
    assert.ok(stats.colours > (settings.dModel === 4 ? 40 : 500), `many colours (${stats.colours})`);
    for (const name of NAMES.slice(1)) {
      await choose(page, name);
      const shapes = await page.evaluate(
        (n) =>
          [...window.peFigures.shadow.querySelectorAll(`figure[data-figure="${n}"] :is(svg path, svg circle, svg rect)`)].filter(
            (e) => e.tagName !== 'path' || (e.getAttribute('d') ?? '').length > 8,
          ).length,
        name,
      );
      assert.ok(shapes >= 3, `${name} draws shapes (${shapes})`);
    }
    await closeClean(page);
  }
});

test('every figure changes when the settings change', async () => {
  const page = await open();
  const before = {};
  const look = async (name) => {
    await choose(page, name);
    return signature(page, name);
  };
  for (const name of NAMES) before[name] = await look(name);
  await update(page, { dModel: 512, base: 100, positions: [3, 8, 1000], offset: -7, maxLen: 128, pair: 1, contextLength: 4096 });
  for (const name of NAMES) assert.notEqual(await look(name), before[name], `${name} redrawn`);
  // And back: the same settings draw the same picture.
  await update(page, { ...SEEDS, offset: 5, pair: 0, contextLength: 8192 });
  for (const name of NAMES) assert.equal(await look(name), before[name], `${name} drawn as before`);
  await closeClean(page);
});

test('heatmap: base, d_model, layout and max_len each change the picture', async () => {
  const page = await open({ ...SEEDS, dModel: 64, maxLen: 256 });
  let last = await signature(page, 'heatmap');
  for (const change of [{ base: 100 }, { dModel: 32 }, { layout: 'concatenated' }, { maxLen: 300 }]) {
    await update(page, change);
    const now = await signature(page, 'heatmap');
    assert.notEqual(now, last, JSON.stringify(change));
    last = now;
  }
  const stats = await canvasStats(page);
  assert.deepEqual([stats.width, stats.height], [32, 300]);
  // Unrelated settings leave the pixels alone.
  const pixels = (await signature(page, 'heatmap')).split(':')[0];
  await update(page, { pair: 3, offset: 11 });
  assert.equal((await signature(page, 'heatmap')).split(':')[0], pixels);
  await closeClean(page);
});

test('heatmap readout: hovering the pixel of position p, coordinate i shows PE(p, i) to the decimals shown', async () => {
  const d = 8;
  const page = await open({ ...SEEDS, dModel: d, maxLen: 40, decimals: 6 }, { only: ['heatmap'] });
  for (const [p, i] of [[0, 0], [0, 1], [7, 0], [13, 3], [25, 5], [39, 6], [39, 7], [2, 2]]) {
    const r = await hover(page, p, i);
    assert.equal(r.position, p);
    assert.equal(r.coordinate, i);
    const want = expectedPE(p, i, d);
    assert.equal(decimalsOf(r.value), 6, r.value);
    assert.ok(Math.abs(shown(r.value) - want) <= 0.5e-6 + 1e-12, `PE(${p}, ${i}) = ${want}, shown ${r.value}`);
    assert.match(r.text, new RegExp(`position ${p}, coordinate ${i} \\((sin|cos) of pair ${i >> 1}\\)`));
  }
  // The seeds' table: PE(2, 2) = sin(2/100) = 0.019999.
  await update(page, { dModel: 4, decimals: 6 });
  assert.equal((await hover(page, 2, 2)).value, '0.019999');
  assert.equal((await hover(page, 2, 1)).value, '−0.416147');
  // Concatenated: columns 0 … d/2 − 1 are sines, the rest cosines.
  await update(page, { dModel: d, layout: 'concatenated', base: 100, decimals: 9 });
  for (const [p, i] of [[9, 1], [9, 5], [31, 3], [31, 7]]) {
    const r = await hover(page, p, i);
    const want = expectedPE(p, i, d, 100, 'concatenated');
    assert.equal(decimalsOf(r.value), 9);
    assert.ok(Math.abs(shown(r.value) - want) <= 0.5e-9 + 1e-12, `concatenated PE(${p}, ${i}) = ${want}, shown ${r.value}`);
  }
  // A change of settings re-reads the value under the cursor.
  await update(page, { base: 10000 });
  assert.ok(Math.abs(shown((await readout(page)).value) - expectedPE(31, 7, d, 10000, 'concatenated')) <= 0.5e-9 + 1e-12);
  await closeClean(page);
});

test('heatmap readout follows the arrow keys on the focused canvas, also on a 2048 × 512 map', async () => {
  const page = await open({ ...SEEDS, dModel: 512, maxLen: 2048, decimals: 7 }, { only: ['heatmap'] });
  const canvas = page.locator('canvas.pe-hm-canvas');
  await canvas.focus();
  let r = await readout(page);
  assert.deepEqual([r.position, r.coordinate], [0, 0]);
  for (let j = 0; j < 3; j++) await page.keyboard.press('ArrowDown');
  for (let j = 0; j < 2; j++) await page.keyboard.press('ArrowRight');
  r = await readout(page);
  assert.deepEqual([r.position, r.coordinate], [3, 2]);
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('PageDown'); // a tenth of the rows: 205
  r = await readout(page);
  assert.deepEqual([r.position, r.coordinate], [218, 12]);
  assert.ok(Math.abs(shown(r.value) - expectedPE(218, 12, 512)) <= 0.5e-7 + 1e-12, r.value);
  await page.keyboard.press('End');
  await page.keyboard.press('Control+End');
  r = await readout(page);
  assert.deepEqual([r.position, r.coordinate], [2047, 511]);
  assert.ok(Math.abs(shown(r.value) - expectedPE(2047, 511, 512)) <= 0.5e-7 + 1e-12);
  await page.keyboard.press('ArrowDown'); // stays on the map
  await page.keyboard.press('Home');
  r = await readout(page);
  assert.deepEqual([r.position, r.coordinate], [2047, 0]);
  assert.ok(Math.abs(shown(r.value) - Math.sin(2047)) <= 0.5e-7 + 1e-12);
  // The arrow keys did not scroll the page.
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  await closeClean(page);
});

test('heatmap: the layout toggle inside the figure switches the layout', async () => {
  const page = await open({ ...SEEDS, dModel: 8, maxLen: 32 });
  const before = await signature(page, 'heatmap');
  await page.locator('figure[data-figure="heatmap"] input[value="concatenated"]').check();
  await frames(page);
  assert.equal(await page.evaluate(() => window.peFigures.figs.settings.layout), 'concatenated');
  assert.notEqual(await signature(page, 'heatmap'), before);
  const r = await hover(page, 10, 1);
  assert.match(r.text, /sin of pair 1/);
  assert.ok(Math.abs(shown(r.value) - Math.sin(10 * omega(1, 8))) <= 0.5e-6 + 1e-12);
  await page.locator('figure[data-figure="heatmap"] input[value="interleaved"]').check();
  await frames(page);
  assert.equal(await signature(page, 'heatmap').then((s) => s.split(':')[0]), before.split(':')[0]);
  await closeClean(page);
});

test('heatmap: 4096 × 1024 is drawn; a larger map is refused with a message', async () => {
  const page = await open({ ...SEEDS, dModel: 1024, maxLen: 4096 }, { only: ['heatmap'] });
  const stats = await canvasStats(page);
  const drawn = await page.evaluate(() => {
    const c = window.peFigures.shadow.querySelector('canvas.pe-hm-canvas');
    return [Number(c.dataset.viewColumns), Number(c.dataset.viewRows), c.width, c.height];
  });
  assert.deepEqual(drawn.slice(0, 2), [1024, 4096], 'the whole map is in view');
  assert.ok(drawn[2] < 1024 && drawn[3] < 4096, `drawn averaged into the plot's pixels (${drawn[2]} × ${drawn[3]})`);
  assert.equal(stats.painted, stats.total);
  await page.locator('canvas.pe-hm-canvas').focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Control+End');
  const r = await readout(page);
  assert.deepEqual([r.position, r.coordinate], [4095, 1023]);
  assert.ok(Math.abs(shown(r.value) - expectedPE(4095, 1023, 1024)) <= 0.5e-6 + 1e-12);
  await update(page, { maxLen: 4097 });
  const message = await page.evaluate(() => window.peFigures.shadow.querySelector('[data-figure="heatmap"] .pe-fig-error').textContent);
  assert.match(message, /4,097 positions × 1,024 coordinates/);
  await update(page, { maxLen: 3000, dModel: 7 }); // the core's own message for an odd d_model
  assert.match(await page.evaluate(() => window.peFigures.shadow.querySelector('[data-figure="heatmap"] .pe-fig-error').textContent), /d_model/);
  await update(page, { dModel: 1024 });
  assert.equal(await page.evaluate(() => window.peFigures.shadow.querySelector('[data-figure="heatmap"] .pe-fig-error').hidden), true);
  await closeClean(page);
});

test('waves: sine and cosine curves, the listed positions as dots with their values, one period marked', async () => {
  const page = await open({ ...SEEDS, positions: [0, 1, 2, 3, 4, 5, 6, 7] });
  await choose(page, 'waves');
  const read = () =>
    page.evaluate(() => {
      const f = window.peFigures.shadow.querySelector('figure[data-figure="waves"]');
      return {
        sin: f.querySelector('[data-curve="sin"]').getAttribute('d'),
        cos: f.querySelector('[data-curve="cos"]').getAttribute('d'),
        sinDots: [...f.querySelectorAll('.pe-fig-dots .pe-fig-sin-dot')].map((e) => [Number(e.dataset.pos), Number(e.dataset.value)]),
        cosDots: [...f.querySelectorAll('.pe-fig-dots .pe-fig-cos-dot')].map((e) => [Number(e.dataset.pos), Number(e.dataset.value)]),
        labels: [...f.querySelectorAll('.pe-fig-value')].map((e) => e.textContent),
        period: Number(f.querySelector('[data-period]').dataset.period),
        text: f.textContent,
      };
    });
  let w = await read();
  assert.ok(w.sin.split('L').length > 200 && w.cos.split('L').length > 200, 'smooth curves');
  assert.equal(w.sinDots.length, 8);
  for (const [p, v] of w.sinDots) assert.ok(Math.abs(v - Math.sin(p)) < 1e-15);
  for (const [p, v] of w.cosDots) assert.ok(Math.abs(v - Math.cos(p)) < 1e-15);
  assert.ok(w.labels.includes('0.841471') && w.labels.includes('−0.279415'), 'dots carry their values');
  assert.ok(Math.abs(w.period - 2 * Math.PI) < 1e-12);
  assert.match(w.text, /one period 2π\/ω₀ = 6\.28319/);
  const first = w;
  await update(page, { pair: 1 });
  w = await read();
  assert.notEqual(w.sin, first.sin);
  assert.ok(Math.abs(w.period - 2 * Math.PI * 100) < 1e-9);
  for (const [p, v] of w.sinDots) assert.ok(Math.abs(v - Math.sin(p / 100)) < 1e-15);
  assert.match(w.text, /coordinates 2 and 3/);
  await update(page, { layout: 'concatenated', dModel: 8, pair: 1 });
  assert.match((await read()).text, /coordinates 1 and 5/);
  await closeClean(page);
});

test('rotation: the matrix holds cos/sin of ω_k·Δ, maps PE(p) to PE(p + Δ), and a negative Δ sweeps the other way', async () => {
  const page = await open({ ...SEEDS, positions: [3], pair: 1, offset: 5 });
  await choose(page, 'rotation');
  const read = () =>
    page.evaluate(() => {
      const f = window.peFigures.shadow.querySelector('figure[data-figure="rotation"]');
      const cells = (cls) => [...f.querySelectorAll(`.${cls} td`)].map((td) => td.textContent);
      const arc = f.querySelector('.pe-rot-arc');
      return { M: cells('pe-rot-matrix'), u: cells('pe-rot-u'), v: cells('pe-rot-v'), sweep: arc.dataset.sweep, angle: Number(arc.dataset.angle), d: arc.getAttribute('d'), text: f.textContent };
    });
  let r = await read();
  const c = Math.cos(0.05);
  const s = Math.sin(0.05);
  assert.deepEqual(r.M.map(shown), [c, s, -s, c].map((x) => Number(x.toFixed(6))));
  assert.deepEqual(r.u.map(shown), [Math.sin(0.03), Math.cos(0.03)].map((x) => Number(x.toFixed(6))));
  assert.deepEqual(r.v.map(shown), [Math.sin(0.08), Math.cos(0.08)].map((x) => Number(x.toFixed(6))));
  assert.deepEqual(r.v, ['0.079915', '0.996802']);
  assert.equal(r.sweep, 'counterclockwise');
  assert.ok(Math.abs(r.angle - 0.05) < 1e-15);
  assert.match(r.text, /p \+ Δ = 8/);
  const forward = r;
  await update(page, { offset: -5 });
  r = await read();
  assert.equal(r.sweep, 'clockwise');
  assert.deepEqual(r.M.map(shown), [c, -s, s, c].map((x) => Number(x.toFixed(6))));
  assert.deepEqual(r.v.map(shown), [Math.sin(-0.02), Math.cos(-0.02)].map((x) => Number(x.toFixed(6))));
  assert.notEqual(r.d, forward.d);
  assert.match(r.text, /clockwise \(Δ is negative\)/);
  // The offset field and the pair slider inside the figure ask for changes.
  await page.locator('figure[data-figure="rotation"] input.pe-fig-offset').fill('12');
  assert.equal(await page.evaluate(() => window.peFigures.figs.settings.offset), 12);
  await page.locator('figure[data-figure="rotation"] input.pe-fig-pair').fill('0');
  assert.equal(await page.evaluate(() => window.peFigures.figs.settings.pair), 0);
  await flush(page);
  r = await read();
  assert.deepEqual(r.M.map(shown).slice(0, 2), [Math.cos(12), Math.sin(12)].map((x) => Number(x.toFixed(6))));
  assert.match(r.text, /That is 1\.91 turns/);
  await closeClean(page);
});

test('dot product: two starting positions give one symmetric curve equal to Σ cos(ω_k Δ)', async () => {
  for (const d of [4, 512]) {
    const page = await open({ ...SEEDS, dModel: d, offset: 5 });
    await choose(page, 'dot');
    const r = await page.evaluate(() => {
      const f = window.peFigures.shadow.querySelector('figure[data-figure="dot"]');
      const ys = (cls) => f.querySelector(`path.${cls}`).getAttribute('d').slice(1).split('L').map((pt) => Number(pt.split(' ')[1]));
      return {
        a: ys('pe-dot-a'),
        b: ys('pe-dot-b'),
        p0: [...f.querySelectorAll('path[data-p0]')].map((e) => Number(e.dataset.p0)),
        plus: [...f.querySelectorAll('td.pe-dot-plus')].map((e) => e.textContent),
        minus: [...f.querySelectorAll('td.pe-dot-minus')].map((e) => e.textContent),
      };
    });
    assert.deepEqual(r.p0, [0, 1000]);
    assert.equal(r.a.length, r.b.length);
    assert.ok(r.a.length > 100);
    for (let j = 0; j < r.a.length; j++) {
      assert.ok(Math.abs(r.a[j] - r.b[j]) < 0.011, 'the curves for the two p₀ coincide');
      assert.ok(Math.abs(r.a[j] - r.a[r.a.length - 1 - j]) < 0.011, 'symmetric about Δ = 0');
    }
    let want = 0;
    for (let k = 0; k < d / 2; k++) want += Math.cos(5 * omega(k, d));
    for (const t of [...r.plus, ...r.minus]) assert.ok(Math.abs(shown(t) - want) <= 0.5e-6 + 1e-9, `${t} vs ${want}`);
    if (d === 4) assert.equal(r.plus[0], want.toFixed(6));
    const before = await signature(page, 'dot');
    await update(page, { base: 1000 });
    assert.notEqual(await signature(page, 'dot'), before);
    await closeClean(page);
  }
});

test('wavelength ladder: λ_max = 2π·b^((d−2)/d) written out, base 100 against 10000 for 8192 tokens', async () => {
  const page = await open({ ...SEEDS, dModel: 512, contextLength: 8192 });
  await choose(page, 'wavelengths');
  const read = () =>
    page.evaluate(() => {
      const f = window.peFigures.shadow.querySelector('figure[data-figure="wavelengths"]');
      return {
        lines: [...f.querySelectorAll('.pe-wl-line-text')].map((e) => ({ base: Number(e.dataset.base), lmax: Number(e.dataset.lambdaMax), text: e.textContent })),
        long: Number(f.querySelector('.pe-wl-main .pe-wl-long')?.dataset.count ?? 0),
        over: Number(f.querySelector('.pe-wl-main').dataset.over),
        marks: [...f.querySelectorAll('.pe-wl-main .pe-wl-mark')].reduce((n, e) => n + Number(e.dataset.count), 0),
        cmpLong: Number(f.querySelector('.pe-wl-cmp .pe-wl-long')?.dataset.count ?? 0),
        context: Number(f.querySelector('[data-context]').dataset.context),
        label: f.querySelector('svg[role="img"]').getAttribute('aria-label'),
      };
    });
  let r = await read();
  const lmax = (b) => 2 * Math.PI * b ** (510 / 512);
  assert.deepEqual(r.lines.map((l) => l.base), [10000, 100]);
  assert.ok(Math.abs(r.lines[0].lmax - lmax(10000)) < 1e-8);
  assert.ok(Math.abs(r.lines[1].lmax - lmax(100)) < 1e-10);
  assert.match(r.lines[0].text, /2π · 10000510\/512 = 2π × 9646\.62 = 60611\.5 positions, longer than the context of 8192/);
  assert.match(r.lines[1].text, /2π · 100510\/512 = 2π × 98\.2172 = 617\.117 positions, shorter than the context of 8192.*wraps 13\.3 times/);
  assert.equal(r.marks, 256);
  let want = 0;
  for (let k = 0; k < 256; k++) if (2 * Math.PI * 10000 ** ((2 * k) / 512) > 8192) want += 1;
  assert.equal(r.long, want);
  assert.equal(r.over, want);
  assert.equal(r.cmpLong, 0, 'no pair of base 100 outlasts 8192 tokens');
  assert.equal(r.context, 8192);
  assert.ok(r.label.endsWith(`Context length 8192 is marked: ${want} pairs with base 10000 and no pair with base 100 have longer wavelengths.`), r.label);
  await page.locator('figure[data-figure="wavelengths"] input.pe-fig-contextLength').fill('512');
  await flush(page);
  r = await read();
  assert.equal(r.context, 512);
  assert.ok(r.long > want && r.cmpLong > 0);
  await closeClean(page);
});

test('added once: x_i = E[t_i] + PE(i) for a few toy tokens, stated as one addition before the first block', async () => {
  const page = await open({ ...SEEDS, positions: [0, 1, 2] });
  await choose(page, 'input');
  const groups = await page.evaluate(() =>
    [...window.peFigures.shadow.querySelectorAll('figure[data-figure="input"] tbody')].map((tb) => ({
      pos: Number(tb.dataset.pos),
      rows: [...tb.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
    })),
  );
  assert.equal(groups.length, 3);
  for (const { pos, rows } of groups) {
    const [e, pe, x] = rows.map((r) => r.map(shown));
    assert.equal(e.length, 4);
    pe.forEach((v, i) => assert.ok(Math.abs(v - expectedPE(pos, i, 4)) <= 0.5e-4 + 1e-12));
    x.forEach((v, i) => assert.ok(Math.abs(v - (e[i] + expectedPE(pos, i, 4))) <= 0.5e-4 + 1e-12));
  }
  const text = await page.locator('figure[data-figure="input"]').textContent();
  assert.match(text, /added one time, before the first block/);
  assert.match(text, /none of them receives PE\(i\) again/);
  await closeClean(page);
});

test('formula against a learned table: no row past max_len, the formula computes one; computable ≠ generalised', async () => {
  const page = await open({ ...SEEDS, maxLen: 512, decimals: 6 });
  await choose(page, 'learned');
  const fig = page.locator('figure[data-figure="learned"]');
  const hasRow = () => fig.locator('[data-has-row]').getAttribute('data-has-row');
  assert.equal(await hasRow(), 'false');
  const text = await fig.textContent();
  assert.match(text, /lookup\(512\) fails: a table of 512 rows has indices 0 … 511/);
  const values = [0, 1, 2, 3].map((i) => expectedPE(512, i, 4).toFixed(6).replace('-', '−'));
  assert.ok(text.includes(`PE(512) = [${values.join(', ')}]`), text);
  assert.match(text, /Computable is not the same as generalised/);
  await fig.locator('input.pe-ln-query').fill('10');
  assert.equal(await hasRow(), 'true');
  await fig.locator('input.pe-ln-query').fill('9000');
  assert.equal(await hasRow(), 'false');
  assert.match(await fig.textContent(), /lookup\(9000\) fails/);
  await closeClean(page);
});

test('precision: float32 as frameworks compute it beside float64, the error grows, and huge positions warn', async () => {
  const d = 64;
  const page = await open({ ...SEEDS, dModel: d, decimals: 6 });
  await choose(page, 'precision');
  const f32 = (p, i) => {
    const k = i >> 1;
    const w = Math.fround(omega(k, d));
    const a = Math.fround(Math.fround(p) * w);
    return Math.fround(i % 2 ? Math.cos(a) : Math.sin(a));
  };
  const read = () =>
    page.evaluate(() => {
      const f = window.peFigures.shadow.querySelector('figure[data-figure="precision"]');
      const table = (cls) => Object.fromEntries([...f.querySelectorAll(`.${cls} tbody tr`)].map((tr) => [tr.dataset.pos, [...tr.querySelectorAll('td')].map((td) => td.textContent)]));
      return { f64: table('pe-pr-f64'), f32: table('pe-pr-f32'), diff: table('pe-pr-diff'), naive: table('pe-pr-f64n'), diff64: table('pe-pr-diff64'), warning: f.querySelector('.pe-fig-warning'), hidden: f.querySelector('.pe-fig-warning').hidden, warningText: f.querySelector('.pe-fig-warning').textContent };
    });
  let r = await read();
  for (const pos of ['1', '2', '1234', '98765', '12345678']) {
    const p = Number(pos);
    for (let i = 0; i < 4; i++) {
      assert.equal(shown(r.f32[pos][i]), Number(f32(p, i).toFixed(6)), `float32 PE(${p}, ${i})`);
      assert.ok(Math.abs(shown(r.f64[pos][i]) - expectedPE(p, i, d)) <= 0.5e-6 + 1e-9, `float64 PE(${p}, ${i})`);
    }
  }
  const rowMax = (pos) => shown(r.diff[pos].at(-1));
  assert.ok(rowMax('1') < 1e-6 && rowMax('1234') > rowMax('1') && rowMax('12345678') > 100 * rowMax('1234'), 'error grows with position');
  // float64 the seed's NumPy way: div_term = exp(arange(0, d, 2) · −(log(base)/d)), then sin and cos of
  // the float64 product pos · div_term. Its error grows with the position too, far below float32's.
  const divTerm = (k) => Math.exp(2 * k * -(Math.log(10000) / d));
  const naive = (p, i) => (i % 2 ? Math.cos(p * divTerm(i >> 1)) : Math.sin(p * divTerm(i >> 1)));
  for (const pos of ['1', '1234', '98765', '12345678']) {
    for (let i = 0; i < 4; i++) assert.equal(shown(r.naive[pos][i]), Number(naive(Number(pos), i).toFixed(6)), `naive float64 PE(${pos}, ${i})`);
  }
  const rowMax64 = (pos) => shown(r.diff64[pos].at(-1));
  assert.ok(rowMax64('12345678') > 100 * rowMax64('1234') && rowMax64('12345678') < rowMax('12345678') / 1000, 'float64 error grows, far below float32');
  // Near 10^15 (the further row 123456789012345) NumPy's float64 is off in the fourth decimal or so.
  const far64 = shown(r.diff64['123456789012345'].at(-1));
  assert.ok(far64 > 1e-6 && far64 < 1e-2, `float64 the NumPy way near 10^14: ${far64}`);
  assert.equal(r.hidden, true, 'no warning for small positions');
  // ulp(1e10)/2 ≈ 9.5e−7 > 0.5e−6: the float64 angle is uncertain beyond six decimals …
  await update(page, { positions: [0, 1e10] });
  r = await read();
  assert.equal(r.hidden, false);
  assert.match(r.warningText, /Position 1e10 is so large/);
  // … but not beyond five (0.5e−5).
  await update(page, { decimals: 5 });
  assert.equal((await read()).hidden, true);
  await closeClean(page);
});

test('accessible: canvas and SVG have names and descriptions; axe finds nothing in light or dark', async () => {
  for (const [colorScheme, width, dModel] of [['light', 900, 16], ['dark', 900, 16], ['light', 400, 512]]) {
    const page = await open({ ...SEEDS, dModel, maxLen: 64 }, { colorScheme, bypassCSP: true, viewport: { width, height: 900 } });
    for (const name of [...NAMES.slice(1), NAMES[0]]) await choose(page, name); // each drawn once, the first shown for axe
    const a11y = await page.evaluate(() => {
      const shadow = window.peFigures.shadow;
      return [...shadow.querySelectorAll('canvas.pe-hm-canvas, figure svg')].map((e) => ({
        tag: e.tagName,
        role: e.getAttribute('role'),
        label: e.getAttribute('aria-label') ?? '',
        described: (e.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => shadow.getElementById(id)?.textContent ?? null),
      }));
    });
    for (const item of a11y) {
      assert.equal(item.role, 'img', item.tag);
      assert.ok(item.label.length > 40, `${item.tag} has a summary: ${item.label}`);
      assert.ok(item.described.length >= 1 && item.described.every((t) => t && t.length > 20), `${item.tag} is described`);
    }
    assert.match(a11y[0].label, new RegExp(`64 positions .* by ${dModel} coordinates`));
    await page.addScriptTag({ path: AXE });
    const violations = await page.evaluate(async () => {
      const result = await window.axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
    });
    assert.deepEqual(violations, [], `${colorScheme}, ${width} px: axe violations`);
    await page.context().close();
  }
});

test('colours follow prefers-color-scheme: text, lines and the heatmap scale change between light and dark', async () => {
  const look = async (colorScheme) => {
    const page = await open({ ...SEEDS, dModel: 4, maxLen: 16 }, { colorScheme });
    await choose(page, 'waves');
    const out = await page.evaluate(() => {
      const shadow = window.peFigures.shadow;
      const c = shadow.querySelector('canvas.pe-hm-canvas');
      // Pixel (row 0, column 0) holds sin 0 = 0, the middle of the scale; (0, 1) holds cos 0 = 1.
      const px = [...c.getContext('2d').getImageData(0, 0, 2, 1).data];
      return {
        mid: px.slice(0, 3),
        top: px.slice(4, 7),
        text: getComputedStyle(shadow.querySelector('figcaption')).color,
        background: getComputedStyle(shadow.querySelector('figure')).backgroundColor,
        sin: getComputedStyle(shadow.querySelector('.pe-fig-sin')).stroke,
      };
    });
    await closeClean(page);
    return out;
  };
  const light = await look('light');
  const dark = await look('dark');
  const lum = ([r, g, b]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
  assert.ok(lum(light.mid) > 200 && lum(dark.mid) < 60, `middle colour light ${light.mid}, dark ${dark.mid}`);
  assert.notDeepEqual(light.top, dark.top);
  assert.notEqual(light.text, dark.text);
  assert.notEqual(light.background, dark.background);
  assert.notEqual(light.sin, dark.sin);
});

test('controls inside figures ask for changes through onSettingsChange / pe-settings-change', async () => {
  const page = await open();
  await page.evaluate(() => {
    window.patches = [];
    window.peFigures.figs.element.addEventListener('pe-settings-change', (e) => window.patches.push(e.detail));
  });
  await choose(page, 'waves');
  await page.locator('figure[data-figure="waves"] input.pe-fig-pair').fill('1');
  await choose(page, 'heatmap');
  await page.locator('figure[data-figure="heatmap"] input[value="concatenated"]').check();
  await choose(page, 'rotation');
  await page.locator('figure[data-figure="rotation"] input.pe-fig-offset').fill('-3');
  await choose(page, 'wavelengths');
  await page.locator('figure[data-figure="wavelengths"] input.pe-fig-contextLength').fill('2048');
  assert.deepEqual(await page.evaluate(() => window.patches), [{ pair: 1 }, { layout: 'concatenated' }, { offset: -3 }, { contextLength: 2048 }]);
  const s = await page.evaluate(() => window.peFigures.figs.settings);
  assert.deepEqual([s.pair, s.layout, s.offset, s.contextLength], [1, 'concatenated', -3, 2048]);
  // Every figure that shows the pair follows the slider of another.
  await choose(page, 'rotation');
  assert.equal(await page.locator('figure[data-figure="rotation"] input.pe-fig-pair').inputValue(), '1');
  await closeClean(page);
});

test('many updates in one frame: the heatmap draws at most once more, and ends on the last settings', async () => {
  const page = await open({ ...SEEDS, dModel: 64, maxLen: 256 }, { only: ['heatmap'] });
  await update(page, { base: 777 });
  const target = await signature(page, 'heatmap');
  await update(page, { base: 10000 });
  const renders = await page.evaluate(async () => {
    const { figs } = window.peFigures;
    const ctx = window.peFigures.shadow.querySelector('canvas').getContext('2d');
    let puts = 0;
    const put = ctx.putImageData.bind(ctx);
    ctx.putImageData = (...args) => {
      puts += 1;
      return put(...args);
    };
    await new Promise((r) => requestAnimationFrame(r));
    for (let b = 100; b <= 1000; b += 100) figs.update({ base: b });
    figs.update({ base: 777 });
    const inFrame = puts;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return { inFrame, total: puts };
  });
  assert.equal(renders.inFrame, 1, 'the first update draws at once');
  assert.equal(renders.total, 2, 'the rest collapse into one more draw');
  assert.equal(await signature(page, 'heatmap'), target);
  await closeClean(page);
});

test('figures out of view catch up on their own, without flush(); a figure behind a tab is drawn when it is chosen', async () => {
  // A short window: the heatmap's foot is below the fold while its head is on screen.
  const page = await open(SEEDS, { viewport: { width: 900, height: 500 } });
  await choose(page, 'precision');
  await page.evaluate(() => window.scrollTo(0, 0));
  const before = await signature(page, 'precision');
  await page.evaluate(() => window.peFigures.figs.update({ dModel: 8, base: 500 }));
  const deadline = Date.now() + 3000;
  let now = await signature(page, 'precision');
  while (now === before && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    now = await signature(page, 'precision');
  }
  assert.notEqual(now, before);
  assert.match(await page.locator('figure[data-figure="precision"] figcaption').textContent(), /d_model = 8, base 500/);
  // Behind an unchosen tab: not drawn for new settings until its tab is chosen.
  const waves = await signature(page, 'waves');
  await page.evaluate(() => window.peFigures.figs.update({ dModel: 16 }));
  await frames(page, 3);
  assert.equal(await signature(page, 'waves'), waves, 'the waves wait behind their tab');
  await choose(page, 'waves');
  assert.notEqual(await signature(page, 'waves'), waves, 'drawn once chosen');
  await closeClean(page);
});

test('destroy() removes the figures and their listeners', async () => {
  const page = await open();
  await page.evaluate(() => window.peFigures.figs.destroy());
  assert.equal(await page.evaluate(() => window.peFigures.shadow.querySelectorAll('figure').length), 0);
  await page.evaluate(() => window.peFigures.figs.update({ base: 3 })); // harmless after destroy
  await closeClean(page);
});
