// Browser tests of the RoPE figures (rope, rope-decay, rope-scaling) on tests/browser/figures/figures.html,
// served with the strict Content-Security-Policy, in Debian's Chromium. Every expected number is
// computed here from the papers' formulas with Math.sin, Math.cos and Math.hypot (RoFormer's rotation
// and decay bound, Position Interpolation, NTK-aware scaling, YaRN and Llama 3.1 as transformers'
// modeling_rope_utils.py computes them), and the presets' numbers are the models' config.json values
// as issue 24 gives them: none is read from the core or the figures.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useFiguresServer } from './figures-server.mjs';
import { axeViolations, labels, overflow } from '../screens.mjs';
import { englishMessages } from '../../node/english.mjs';

const ROPE = ['rope', 'rope-decay', 'rope-scaling'];

const shared = useFiguresServer(); // {server, browser}

// ---- the formulas, written here --------------------------------------------------------------------

const TAU = 2 * Math.PI;
/** θ_k = base^(−2k/d) for k = 0 … d/2 − 1. */
const thetas = (d, base) => Array.from({ length: d / 2 }, (_, k) => base ** (-(2 * k) / d));
/** The coordinates of pair k: (2k, 2k + 1) interleaved, (k, k + d/2) concatenated. */
const pairOf = (k, d, layout) => (layout === 'concatenated' ? [k, k + d / 2] : [2 * k, 2 * k + 1]);
/** RoFormer's rotation of x at position m: each pair turned counter-clockwise by m·θ_k. */
function rotate(x, m, d, base, layout) {
  const out = [...x];
  thetas(d, base).forEach((t, k) => {
    const [a, b] = pairOf(k, d, layout);
    const c = Math.cos(m * t);
    const s = Math.sin(m * t);
    out[a] = x[a] * c - x[b] * s;
    out[b] = x[a] * s + x[b] * c;
  });
  return out;
}
const dotOf = (u, v) => u.reduce((sum, x, i) => sum + x * v[i], 0);
const score = (q, k, m, n, d, base, layout) => dotOf(rotate(q, m, d, base, layout), rotate(k, n, d, base, layout));
/** RoFormer's decay bound: (2/d)·Σ_{j=1}^{d/2} |Σ_{l=0}^{j−1} e^{i·r·θ_l}|. */
function decayBound(r, d, base) {
  let re = 0;
  let im = 0;
  let total = 0;
  for (const t of thetas(d, base)) {
    re += Math.cos(r * t);
    im += Math.sin(r * t);
    total += Math.hypot(re, im);
  }
  return (2 / d) * total;
}
/** YaRN's frequencies (transformers' _compute_yarn_parameters, truncated correction range). */
function yarn(d, base, s, original, betaFast = 32, betaSlow = 1) {
  const dim = (rotations) => (d * Math.log(original / (rotations * TAU))) / (2 * Math.log(base));
  const lo = Math.max(Math.floor(dim(betaFast)), 0);
  let hi = Math.min(Math.ceil(dim(betaSlow)), d - 1);
  if (lo === hi) hi += 0.001;
  return thetas(d, base).map((t, k) => {
    const ramp = Math.min(1, Math.max(0, (k - lo) / (hi - lo)));
    return (t / s) * ramp + t * (1 - ramp);
  });
}
/** Llama 3.1's frequencies (transformers' _compute_llama3_parameters). */
function llama3(d, base, s, original, low, high) {
  return thetas(d, base).map((t) => {
    const wavelength = TAU / t;
    if (wavelength < original / high) return t;
    if (wavelength > original / low) return t / s;
    const g = (original / wavelength - low) / (high - low);
    return (1 - g) * (t / s) + g * t;
  });
}
const close = (actual, expected, rel, what) =>
  assert.ok(Math.abs(actual - expected) <= rel * Math.max(1, Math.abs(expected)), `${what}: ${actual} against ${expected}`);
const shown = (text) => Number(String(text).replace(/\u2212/g, '-'));

// ---- the page --------------------------------------------------------------------------------------

async function open(settings, { width = 900, colorScheme = 'light', bypassCSP = false } = {}) {
  const context = await shared.browser.newContext({ viewport: { width, height: 1000 }, colorScheme, bypassCSP });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/favicon\.ico$/.test(m.location()?.url ?? '')) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  const query = new URLSearchParams({ settings: JSON.stringify(settings), only: ROPE.join(',') });
  await page.goto(`${shared.server.url}tests/browser/figures/figures.html?${query}`);
  await page.waitForFunction(() => document.documentElement.dataset.ready, null, { timeout: 15000 });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.ready), 'true');
  await flush(page);
  page.problems = problems;
  return page;
}
async function closeClean(page) {
  assert.deepEqual(page.problems, [], 'no console errors or page errors');
  await page.context().close();
}
const flush = (page) => page.evaluate(() => window.peFigures.figs.flush());
const update = (page, s) => page.evaluate((next) => window.peFigures.update(next), s);
const figure = (page, name) => page.locator(`figure[data-figure="${name}"]`);
/** Chooses a figure's tab, as a person would: by its name. */
const choose = (page, name) => page.getByRole('tab', { name: englishMessages.format(`figure-tab-${name}`), exact: true }).click();
const errorOf = (page, name) => figure(page, name).locator('.pe-fig-error').evaluate((e) => (e.hidden ? null : e.textContent));

// ---- rope ----------------------------------------------------------------------------------------

const EXAMPLE_Q = [1, 0.5, -0.5, 1, 0.8, -0.3, 0.2, 0.9];
const EXAMPLE_K = [0.6, -0.4, 1, 0.3, -0.7, 0.5, 0.9, 0.1];
const example = (pattern, d) => Array.from({ length: d }, (_, i) => pattern[i % pattern.length]);
const ones = (d, layout) => {
  const v = new Array(d).fill(0);
  for (let k = 0; k < d / 2; k++) v[pairOf(k, d, layout)[0]] = 1;
  return v;
};

function readRope(page) {
  return figure(page, 'rope').evaluate((f) => ({
    products: [...f.querySelectorAll('.pe-rope-product')].map((e) => ({ value: Number(e.dataset.value), text: e.textContent })),
    between: [...f.querySelectorAll('.pe-rope-between')].map((e) => Number(e.dataset.angle)),
    scores: [...f.querySelectorAll('.pe-rope-scores tbody tr')].map((tr) => ({
      cells: [...tr.cells].slice(0, 3).map((c) => c.textContent),
      value: Number(tr.querySelector('.pe-rope-score').dataset.value),
      text: tr.querySelector('.pe-rope-score').textContent,
    })),
    bridge: (() => {
      const b = f.querySelector('.pe-rope-bridge-values');
      return { score: Number(b.dataset.score), dot: Number(b.dataset.dot), text: f.querySelector('.pe-rope-bridge').textContent, maths: f.querySelectorAll('.pe-rope-bridge math').length };
    })(),
    pairs: Object.fromEntries([...f.querySelectorAll('.pe-rope-pair')].map((e) => [e.dataset.layout, e.dataset.coordinates])),
    current: f.querySelector('.pe-rope-pair.pe-rope-current')?.dataset.layout,
    label: f.querySelector('svg[role="img"]').getAttribute('aria-label'),
    caption: f.querySelector('figcaption').textContent,
  }));
}

describe('rope: q and k turned at m and n', () => {
  it('one pair turned to m and n, and both moved by t: the same angle between them and the same product, from RoFormer\'s rotation', async () => {
    const page = await open({ dModel: 8, base: 10000, positions: [2], offset: 5, pair: 1, decimals: 6 });
    const r = await readRope(page);
    const d = 8;
    const q = example(EXAMPLE_Q, d);
    const k = example(EXAMPLE_K, d);
    const [a, b] = pairOf(1, d, 'interleaved');
    const pairProduct = (m, n) => {
      const rq = rotate(q, m, d, 10000, 'interleaved');
      const rk = rotate(k, n, d, 10000, 'interleaved');
      return rq[a] * rk[a] + rq[b] * rk[b];
    };
    // m = n + Δ = 2 + 5; t = 5 by default.
    close(r.products[0].value, pairProduct(7, 2), 1e-12, 'pair 1 at (7, 2)');
    close(r.products[1].value, pairProduct(12, 7), 1e-12, 'pair 1 at (12, 7)');
    assert.equal(r.products[0].text, `pair 1: ${pairProduct(7, 2).toFixed(6).replace('-', '−')}`);
    // The angle from k to q: 5·θ₁ = 0.5 plus the angle the example vectors start apart.
    const start = Math.atan2(q[b], q[a]) - Math.atan2(k[b], k[a]);
    const want = Math.atan2(Math.sin(0.5 + start), Math.cos(0.5 + start));
    for (const angle of r.between) close(angle, want, 1e-12, 'angle between the turned pair');
    assert.match(r.caption, /m = 7 and a key at n = 2.*depends on m − n = 5 only/);
    await closeClean(page);
  });

  it('the score of the whole vectors: unchanged when both move, changed when swapped; (1, 0) pairs give PE(m)·PE(n)', async () => {
    const page = await open({ dModel: 8, base: 10000, positions: [2], offset: 5, pair: 1, decimals: 6 });
    const d = 8;
    const q = example(EXAMPLE_Q, d);
    const k = example(EXAMPLE_K, d);
    let r = await readRope(page);
    assert.deepEqual(r.scores.map((row) => row.cells), [['7', '2', '5'], ['12', '7', '5'], ['2', '7', '−5']]);
    const want = score(q, k, 7, 2, d, 10000, 'interleaved');
    close(r.scores[0].value, want, 1e-12, 'score at (7, 2)');
    close(r.scores[1].value, want, 1e-12, 'score at (12, 7)');
    close(r.scores[2].value, score(q, k, 2, 7, d, 10000, 'interleaved'), 1e-12, 'score at (2, 7)');
    assert.ok(Math.abs(r.scores[2].value - want) > 0.1, 'swapping m and n changes the score');
    assert.equal(r.scores[0].text, want.toFixed(6).replace('-', '−'));
    // The bridge: Σ_k cos(5·θ_k) = PE(7)·PE(2), the same number from the core's score and its table.
    let pe = 0;
    for (const t of thetas(d, 10000)) pe += Math.sin(7 * t) * Math.sin(2 * t) + Math.cos(7 * t) * Math.cos(2 * t);
    close(r.bridge.score, pe, 1e-12, 'the score of (1, 0) pairs');
    assert.equal(r.bridge.score, r.bridge.dot, 'ropeScore and dot give the same double');
    assert.match(r.bridge.text, /the same number, to the last bit/);
    assert.ok(r.bridge.maths >= 1, 'the identity is MathML');

    // The shift t, typed in the figure: still the same score.
    await figure(page, 'rope').locator('input.pe-rope-shift').fill('1000');
    r = await readRope(page);
    assert.deepEqual(r.scores[1].cells, ['1007', '1002', '5']);
    close(r.scores[1].value, want, 1e-11, 'score at (1007, 1002)');
    // (1, 0) in every pair: the score is the table's dot product, and swapping m and n leaves it.
    await figure(page, 'rope').getByRole('radio', { name: '(1, 0) in every pair' }).check();
    r = await readRope(page);
    for (const row of r.scores) close(row.value, pe, 1e-11, `score of (1, 0) pairs at ${row.cells}`);
    await closeClean(page);
  });

  it('shows which coordinates form pair k in each layout, and its switch changes the layout and so the score', async () => {
    const page = await open({ dModel: 8, base: 10000, positions: [2], offset: 5, pair: 1, decimals: 6 });
    let r = await readRope(page);
    assert.deepEqual(r.pairs, { interleaved: '2,3', concatenated: '1,5' });
    assert.equal(r.current, 'interleaved');
    assert.match(r.label, /pair 1 is coordinates 2 and 3 when interleaved and 1 and 5 when concatenated/);
    await page.evaluate(() => {
      window.patches = [];
      window.peFigures.figs.element.addEventListener('pe-settings-change', (e) => window.patches.push(e.detail));
    });
    await figure(page, 'rope').getByRole('radio', { name: /concatenated/ }).check();
    assert.deepEqual(await page.evaluate(() => window.patches), [{ layout: 'concatenated' }]);
    await flush(page);
    r = await readRope(page);
    assert.equal(r.current, 'concatenated');
    const d = 8;
    const want = score(example(EXAMPLE_Q, d), example(EXAMPLE_K, d), 7, 2, d, 10000, 'concatenated');
    close(r.scores[0].value, want, 1e-12, 'the concatenated pairing');
    assert.ok(Math.abs(want - score(example(EXAMPLE_Q, d), example(EXAMPLE_K, d), 7, 2, d, 10000, 'interleaved')) > 0.01, 'the layouts differ here');
    // The pair slider and the offset field ask for the widget's attributes.
    await figure(page, 'rope').locator('input.pe-fig-pair').fill('3');
    await figure(page, 'rope').locator('input.pe-fig-offset').fill('-4');
    assert.deepEqual((await page.evaluate(() => window.patches)).slice(1), [{ pair: 3 }, { offset: -4 }]);
    await flush(page);
    r = await readRope(page);
    assert.deepEqual(r.pairs, { interleaved: '6,7', concatenated: '3,7' });
    assert.deepEqual(r.scores[0].cells, ['−2', '2', '−4']);
    await closeClean(page);
  });
});

// ---- rope-decay ------------------------------------------------------------------------------------

function readDecay(page) {
  return figure(page, 'rope-decay').evaluate((f) => ({
    rows: [...f.querySelectorAll('.pe-rope-decay-table tbody tr')].map((tr) => ({
      r: Number(tr.dataset.r),
      values: [...tr.querySelectorAll('td')].map((td) => Number(td.dataset.value)),
      texts: [...tr.querySelectorAll('td')].map((td) => td.textContent),
    })),
    bases: [...f.querySelectorAll('path[data-base]')].map((e) => Number(e.dataset.base)),
    dots: [...f.querySelectorAll('.pe-rope-decay-dot')].map((e) => Number(e.dataset.value)),
    text: f.querySelector('.pe-rope-decay-text').textContent,
    maths: f.querySelectorAll('.pe-rope-decay-text math').length,
    label: f.querySelector('svg[role="img"]').getAttribute('aria-label'),
  }));
}

describe('rope-decay: RoFormer\'s bound against the relative distance', () => {
  it('for d = 128: (d/2 + 1)/2 at r = 0, then the bound at each distance, for base 10000 against 500000', async () => {
    const page = await open({ dModel: 128, base: 10000, offset: 5, decimals: 6 });
    await choose(page, 'rope-decay');
    const r = await readDecay(page);
    assert.deepEqual(r.bases, [10000, 500000]);
    assert.deepEqual(r.rows.map((row) => row.r), [0, 1, 4, 5, 16, 64, 256]);
    for (const row of r.rows) {
      const want = [decayBound(row.r, 128, 10000), decayBound(row.r, 128, 500000)];
      row.values.forEach((v, j) => close(v, want[j], 1e-12, `bound at r = ${row.r}`));
      assert.deepEqual(row.texts, want.map((v) => v.toFixed(6)));
    }
    assert.deepEqual(r.rows[0].texts, ['32.500000', '32.500000']);
    // The offset is marked on both curves.
    r.dots.forEach((v, j) => close(v, decayBound(5, 128, [10000, 500000][j]), 1e-12, 'the marked offset'));
    // Far apart, the larger base keeps the bound higher.
    const far = r.rows.at(-1).values;
    assert.ok(far[1] > far[0], `${far}`);
    assert.match(r.text, /the bound is \(d\/2 \+ 1\)\/2 = 32\.5 for d = 128/);
    assert.ok(r.maths >= 2, 'the bound and S_j are MathML');
    assert.match(r.label, /starts at 32\.5 for both bases/);
    await closeClean(page);
  });

  it('follows the base typed beside it, the distances chosen and the widget\'s base', async () => {
    const page = await open({ dModel: 16, base: 10000, offset: 3000, decimals: 4 });
    await choose(page, 'rope-decay');
    await figure(page, 'rope-decay').locator('input.pe-rope-decay-compare').fill('100');
    await figure(page, 'rope-decay').locator('select.pe-rope-decay-span').selectOption('4096');
    let r = await readDecay(page);
    assert.deepEqual(r.bases, [10000, 100]);
    assert.deepEqual(r.rows.map((row) => row.r), [0, 1, 4, 16, 64, 256, 1024, 3000, 4096]);
    for (const row of r.rows) row.values.forEach((v, j) => close(v, decayBound(row.r, 16, [10000, 100][j]), 1e-12, `r = ${row.r}`));
    await update(page, { base: 500 });
    r = await readDecay(page);
    assert.deepEqual(r.bases, [500, 100]);
    close(r.rows[2].values[0], decayBound(4, 16, 500), 1e-12, 'base 500');
    await closeClean(page);
  });
});

// ---- rope-scaling ----------------------------------------------------------------------------------

function readScaling(page) {
  return figure(page, 'rope-scaling').evaluate((f) => ({
    rows: [...f.querySelectorAll('.pe-rs-table tbody tr')].map((tr) => ({
      k: Number(tr.dataset.k),
      before: Number(tr.cells[1].dataset.value),
      after: Number(tr.cells[2].dataset.value),
    })),
    contexts: [...f.querySelectorAll('[data-context]')].map((e) => Number(e.dataset.context)),
    counts: { ...f.querySelector('.pe-rs-counts').dataset },
    source: f.querySelector('.pe-rs-source').textContent,
    formula: f.querySelector('.pe-rs-formula').textContent,
    maths: f.querySelectorAll('.pe-rs-formula math').length,
    marks: Number(f.querySelector('path.pe-rs-before').dataset.count),
    label: f.querySelector('svg[role="img"]').getAttribute('aria-label'),
    caption: f.querySelector('figcaption').textContent,
  }));
}
const wavelengths = (ts) => ts.map((t) => TAU / t);
function expectWavelengths(r, before, after, what) {
  assert.equal(r.rows.length, before.length, `${what}: every pair in the table`);
  for (const row of r.rows) {
    close(row.before, before[row.k], 1e-12, `${what}: λ_${row.k}`);
    close(row.after, after[row.k], 1e-12, `${what}: λ′_${row.k}`);
  }
}

describe('rope-scaling: every wavelength before and after a method', () => {
  it('your own settings: YaRN by 4 over the context length by default, then each method of the select', async () => {
    const page = await open({ dModel: 128, base: 10000, contextLength: 4096 });
    await choose(page, 'rope-scaling');
    let r = await readScaling(page);
    const before = wavelengths(thetas(128, 10000));
    expectWavelengths(r, before, wavelengths(yarn(128, 10000, 4, 4096)), 'YaRN');
    assert.deepEqual(r.contexts, [4096, 16384]);
    assert.equal(r.marks, 64);
    assert.match(r.formula, /0\.1·ln s \+ 1\)² = 1\.296/, 'YaRN\'s attention factor squared: (0.1·ln 4 + 1)²');
    assert.ok(r.maths >= 1);
    // How many pairs never complete a turn within the original context: λ_k = 2π·10000^(2k/128) > 4096.
    assert.equal(Number(r.counts.longBefore), before.filter((l) => l > 4096).length);
    const pick = (method) => figure(page, 'rope-scaling').locator('select.pe-rs-method').selectOption(method);

    await pick('linear');
    r = await readScaling(page);
    expectWavelengths(r, before, before.map((l) => 4 * l), 'Position Interpolation');
    assert.deepEqual([r.counts.kept, r.counts.stretched], ['0', '64']);

    await pick('ntk');
    r = await readScaling(page);
    const raised = 10000 * 4 ** (128 / 126);
    expectWavelengths(r, before, wavelengths(thetas(128, raised)), 'NTK-aware');
    close(r.rows[63].after, 4 * before[63], 1e-12, 'NTK: the slowest pair s times slower');
    assert.equal(r.rows[0].after, before[0], 'NTK: the fastest pair unchanged');

    await pick('dynamic');
    r = await readScaling(page);
    // Dynamic NTK at a sequence of L = 16384 tokens: b′ = b·(s·L/L₀ − (s − 1))^(d/(d − 2)).
    expectWavelengths(r, before, wavelengths(thetas(128, 10000 * (4 * 4 - 3) ** (128 / 126))), 'dynamic NTK');

    await pick('llama3');
    r = await readScaling(page);
    expectWavelengths(r, before, wavelengths(llama3(128, 10000, 4, 4096, 1, 4)), 'Llama 3.1');

    await pick('none');
    r = await readScaling(page);
    expectWavelengths(r, before, before, 'none');
    assert.deepEqual(r.contexts, [4096]);

    // The widget's settings redraw it.
    await pick('linear');
    await update(page, { dModel: 16, base: 500, contextLength: 100 });
    r = await readScaling(page);
    expectWavelengths(r, wavelengths(thetas(16, 500)), wavelengths(thetas(16, 500)).map((l) => 4 * l), 'd 16, base 500');
    assert.deepEqual(r.contexts, [100, 400]);
    await closeClean(page);
  });

  it('the presets of real models: their config.json numbers, Llama 3.1 with its own llama3 scaling', async () => {
    const page = await open({ dModel: 4, base: 10000 });
    await choose(page, 'rope-scaling');
    const select = figure(page, 'rope-scaling').locator('select.pe-rs-model');
    assert.deepEqual(await select.locator('option').allTextContents(), ['Your own settings', 'Llama 2', 'Llama 3', 'Llama 3.1', 'Code Llama', 'Qwen2']);
    await select.selectOption({ label: 'Llama 3.1' });
    let r = await readScaling(page);
    const before = wavelengths(thetas(128, 500000));
    expectWavelengths(r, before, wavelengths(llama3(128, 500000, 8, 8192, 1, 4)), 'Llama 3.1');
    assert.deepEqual(r.contexts, [8192, 131072], 'the original context and the config\'s max_position_embeddings');
    assert.match(r.source, /meta-llama\/Llama-3\.1-8B-Instruct.*base \(rope_theta\) 500000 and a context of 131072 tokens, with rope_scaling llama3 \(factor 8 over an original 8192\)/);
    assert.equal(await figure(page, 'rope-scaling').locator('select.pe-rs-method').inputValue(), 'llama3');
    const kept = before.filter((l) => l < 8192 / 4).length;
    const stretched = before.filter((l) => l > 8192 / 1).length;
    assert.deepEqual([Number(r.counts.kept), Number(r.counts.stretched)], [kept, stretched]);

    for (const [label, base, context] of [['Llama 2', 10000, 4096], ['Llama 3', 500000, 8192], ['Code Llama', 1e6, 16384], ['Qwen2', 1e6, 32768]]) {
      await select.selectOption({ label });
      r = await readScaling(page);
      const own = wavelengths(thetas(128, base));
      expectWavelengths(r, own, own, label);
      assert.deepEqual(r.contexts, [context], `${label}: no rope_scaling in its config`);
      // A method tried on the preset: Position Interpolation by 4 from its context.
      await figure(page, 'rope-scaling').locator('select.pe-rs-method').selectOption('linear');
      await figure(page, 'rope-scaling').locator('input.pe-rs-factor').fill('4');
      r = await readScaling(page);
      expectWavelengths(r, own, own.map((l) => 4 * l), `${label} with Position Interpolation`);
      assert.deepEqual(r.contexts, [context, 4 * context]);
    }
    // The widget's settings do not move a preset.
    await update(page, { dModel: 8, base: 77 });
    r = await readScaling(page);
    assert.equal(r.rows.length, 64);
    await closeClean(page);
  });

  it('a factor the core refuses is named in the figure, and a good one brings the drawing back', async () => {
    const page = await open({ dModel: 8, base: 10000, contextLength: 1000 });
    await choose(page, 'rope-scaling');
    const factor = figure(page, 'rope-scaling').locator('input.pe-rs-factor');
    await factor.fill('0.5');
    assert.equal(await errorOf(page, 'rope-scaling'), 'scaling.factor must be a finite number of at least 1; received 0.5.');
    assert.equal(await figure(page, 'rope-scaling').locator('svg').isVisible(), false);
    await factor.fill('2');
    assert.equal(await errorOf(page, 'rope-scaling'), null);
    const r = await readScaling(page);
    expectWavelengths(r, wavelengths(thetas(8, 10000)), wavelengths(yarn(8, 10000, 2, 1000)), 'YaRN by 2');
    await closeClean(page);
  });
});

// ---- every RoPE figure -----------------------------------------------------------------------------

describe('the RoPE figures on a screen', () => {
  it('each is a <figure> with a caption, an SVG with a summary and a description, and axe finds nothing, light and dark', async () => {
    for (const [colorScheme, width] of [['light', 900], ['dark', 400]]) {
      const page = await open({ dModel: 64, base: 10000, positions: [0, 3], offset: 7 }, { colorScheme, width, bypassCSP: true });
      const figs = await page.evaluate(() =>
        [...window.peFigures.shadow.querySelectorAll('figure')].map((f) => {
          const svg = f.querySelector('svg');
          return {
            name: f.dataset.figure,
            caption: f.querySelector(':scope > figcaption').textContent,
            role: svg.getAttribute('role'),
            label: svg.getAttribute('aria-label') ?? '',
            described: (svg.getAttribute('aria-describedby') ?? '').split(' ').map((id) => window.peFigures.shadow.getElementById(id)?.textContent ?? ''),
            data: f.querySelectorAll('table').length,
          };
        }),
      );
      assert.deepEqual(figs.map((f) => f.name), ROPE);
      for (const f of figs) {
        assert.ok(f.caption.length > 60, `${f.name}: caption`);
        assert.equal(f.role, 'img');
        assert.ok(f.label.length > 80, `${f.name}: summary ${f.label}`);
        assert.ok(f.described.every((t) => t.length > 80), `${f.name}: described`);
        assert.ok(f.data >= 1, `${f.name}: its numbers in a table`);
      }
      assert.deepEqual(await axeViolations(page), [], `${colorScheme}, ${width} px`);
      await closeClean(page);
    }
  });

  it('draws in CSS pixels at its own width: labels of 11 px or more that never overlap, nothing wider than the page', async () => {
    for (const width of [320, 390, 1280]) {
      for (const settings of [{ dModel: 8, positions: [2], offset: 5, pair: 1 }, { dModel: 128, positions: [0, 1000], offset: -300, pair: 40, contextLength: 4096 }]) {
        const page = await open(settings, { width });
        // One figure at a time, as its tab shows it: the labels of the one on screen are measured.
        let count = 0;
        for (const name of ROPE) {
          await choose(page, name);
          await figure(page, name).scrollIntoViewIfNeeded();
          await flush(page);
          const l = await labels(page);
          count += l.count;
          assert.deepEqual(l.small, [], `${width} px, ${name}: smallest ${l.smallest}`);
          assert.deepEqual(l.overlaps, [], `${width} px, ${name}`);
          const o = await overflow(page);
          assert.equal(o.extra, 0, `${width} px, ${name}: no sideways scroll`);
          assert.deepEqual(o.sticking, []);
          const svgWidths = await page.evaluate((n) => [...window.peFigures.shadow.querySelectorAll(`figure[data-figure="${n}"] svg`)].map((s) => [Number(s.getAttribute('width')), s.getBoundingClientRect().width]), name);
          assert.ok(svgWidths.length >= 1);
          for (const [drawn, onScreen] of svgWidths) assert.ok(Math.abs(drawn - onScreen) < 1, `${name} drawn at ${drawn}, shown at ${onScreen}: not scaled`);
        }
        assert.ok(count > 30, `${width} px: ${count} labels`);
        await closeClean(page);
      }
    }
  });

  it('every colour is a --pe-* custom property: a page that sets them recolours the figures', async () => {
    const page = await open({ dModel: 8, positions: [2], offset: 5 });
    const colours = () =>
      page.evaluate(() => {
        const q = (sel) => window.peFigures.shadow.querySelector(sel);
        return {
          query: getComputedStyle(q('.pe-rope-q .pe-rot-shaft')).stroke,
          key: getComputedStyle(q('.pe-rope-k .pe-rot-shaft')).stroke,
          pair: getComputedStyle(q('.pe-rope-pair.pe-rope-current')).fill,
          decay: getComputedStyle(q('.pe-rope-decay-b')).stroke,
          original: getComputedStyle(q('.pe-rs-original')).stroke,
          extended: getComputedStyle(q('.pe-rs-extended')).stroke,
          after: getComputedStyle(q('.pe-rs-after')).fill,
        };
      });
    const before = await colours();
    await page.evaluate(() => {
      const host = document.getElementById('host');
      for (const [name, value] of [['--pe-sin', 'rgb(1, 2, 3)'], ['--pe-cos', 'rgb(4, 5, 6)'], ['--pe-marker', 'rgb(7, 8, 9)'], ['--pe-bad', 'rgb(10, 11, 12)']]) host.style.setProperty(name, value);
    });
    const after = await colours();
    assert.deepEqual(after, {
      query: 'rgb(1, 2, 3)',
      key: 'rgb(4, 5, 6)',
      pair: 'rgb(7, 8, 9)',
      decay: 'rgb(4, 5, 6)',
      original: 'rgb(10, 11, 12)',
      extended: 'rgb(7, 8, 9)',
      after: 'rgb(4, 5, 6)',
    });
    assert.notDeepEqual(before, after);
    await closeClean(page);
  });
});
