// The figures inside <sinusoidal-pe>: the `figures`, `max-len`, `pair`, `offset` and
// `context-length` attributes, figures.js fetched only when asked for, the figures reacting to the
// widget's settings and writing their own controls back to attributes, refusals with recovery, a
// failed import, and axe on a widget with every figure. Expected numbers are computed here with
// Math.sin / Math.cos, never taken from the core.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eventually, expectText, fixtureUrl, mountWidget, pointAtHeatmapCell, useBrowser } from '../harness.mjs';
import { axeViolations } from '../screens.mjs';
import { englishMessages } from '../../node/english.mjs';

const NAMES = ['heatmap', 'waves', 'rotation', 'dot', 'wavelengths', 'input', 'learned', 'precision', 'rope', 'rope-decay', 'rope-scaling'];

const omega = (k, d, base = 10000) => 1 / base ** ((2 * k) / d);
/** PE(p, i) for either layout, computed here. */
function expectedPE(p, i, d, base = 10000, layout = 'interleaved') {
  const [k, fn] = layout === 'concatenated' ? (i < d / 2 ? [i, 'sin'] : [i - d / 2, 'cos']) : [i >> 1, i % 2 ? 'cos' : 'sin'];
  return Math[fn](p * omega(k, d, base));
}
const shown = (text) => Number(String(text).replace(/\u2212/g, '-'));

describe('figures inside the element', () => {
  const h = useBrowser({ keepPages: true });

  // One page for the tests that need a single widget; each gets a new element in it.
  let shared = null;
  async function widgetWith(attributes = {}) {
    if (!shared) {
      shared = await h.newPage({ viewport: { width: 1000, height: 900 } });
      await shared.goto(fixtureUrl(h, 'blank.html'));
    }
    return { page: shared, element: await mountWidget(shared, attributes) };
  }

  const set = (element, attrs) =>
    element.evaluate(async (el, a) => {
      for (const [k, v] of Object.entries(a)) {
        if (v === null) el.removeAttribute(k);
        else el.setAttribute(k, v);
      }
      await el.updateComplete;
    }, attrs);

  /** What a figure draws: a hash of its canvas pixels, its SVG geometry and its text. */
  const signature = (element, name) =>
    element.evaluate((el, n) => {
      const fig = el.shadowRoot.querySelector(`figure[data-figure="${n}"]`);
      if (!fig) return null;
      let hash = 2166136261;
      for (const c of fig.querySelectorAll('canvas.pe-hm-canvas')) {
        const words = new Uint32Array(c.getContext('2d').getImageData(0, 0, c.width, c.height).data.buffer); // the whole bitmap: shown or not, it changes with the settings
        for (let j = 0; j < words.length; j++) hash = Math.imul(hash ^ words[j], 16777619) >>> 0;
      }
      const geometry = [...fig.querySelectorAll('svg *')].map((e) => ['d', 'cx', 'cy', 'x', 'y', 'x1', 'y2'].map((a) => e.getAttribute(a)).join()).join('|');
      return `${hash}:${geometry}:${fig.textContent}`;
    }, name);

  const caption = (element, name) => element.locator(`figure[data-figure="${name}"] > figcaption`);

  /** [columns, rows] of cells the heatmap's plot shows (drawn averaged when there are more than its pixels). */
  const cellsShown = (element) => element.locator('canvas.pe-hm-canvas').evaluate((c) => [Number(c.dataset.viewColumns), Number(c.dataset.viewRows)]);

  /** Chooses a figure's tab, as a person would (one figure alone has none). */
  const choose = async (element, name) => {
    const tab = element.getByRole('tab', { name: englishMessages.format(`figure-tab-${name}`), exact: true });
    if (await tab.count()) await tab.click();
  };

  /** The heatmap readout: {position, coordinate, value}. */
  const readout = (element) =>
    element.evaluate((el) => {
      const r = el.shadowRoot.querySelector('.pe-hm-readout');
      return { position: Number(r.dataset.position), coordinate: Number(r.dataset.coordinate), value: r.querySelector('[data-value]').textContent };
    });

  it('figures="all" puts every figure inside the shadow root: a <figure> with a <figcaption>, drawn, not blank', async () => {
    const { element } = await widgetWith({ figures: 'all', 'd-model': '16', positions: '0..7' });
    const group = element.getByRole('group', { name: 'Figures' });
    await group.waitFor();
    // Every figure draws when its tab is chosen, also below the fold (when idle, or when scrolled to).
    for (const name of NAMES) {
      await choose(element, name);
      await element.locator(`figure[data-figure="${name}"]`).scrollIntoViewIfNeeded();
    }
    const figures = await eventually(async () => {
      const list = await element.evaluate((el) =>
        [...el.shadowRoot.querySelectorAll('figure')].map((f) => {
          const svgShapes = [...f.querySelectorAll('svg path, svg circle, svg rect, svg line, svg polygon')].length;
          let painted = 0;
          const colours = new Set();
          for (const c of f.querySelectorAll('canvas.pe-hm-canvas')) {
            const words = new Uint32Array(c.getContext('2d').getImageData(0, 0, c.width, c.height).data.buffer);
            for (const w of words) {
              if (w !== 0) painted += 1;
              colours.add(w);
            }
          }
          return {
            name: f.dataset.figure,
            inShadow: f.getRootNode() === el.shadowRoot,
            caption: f.querySelector(':scope > figcaption')?.textContent.trim() ?? '',
            drawings: f.querySelectorAll('canvas, svg').length,
            svgShapes,
            painted,
            colours: colours.size,
            error: !f.querySelector('.pe-fig-error').hidden,
          };
        }),
      );
      for (const f of list) {
        if (f.name === 'heatmap') assert.ok(f.painted > 0 && f.colours > 20, `${f.name} paints its canvas`);
        else assert.ok(f.svgShapes >= 3, `${f.name} draws its SVG (${f.svgShapes} shapes)`);
      }
      return list;
    });
    assert.deepEqual(figures.map((f) => f.name), NAMES);
    for (const f of figures) {
      assert.equal(f.inShadow, true, `${f.name} is in the element's shadow root`);
      assert.ok(f.caption.length > 20, `${f.name} has a caption: ${f.caption}`);
      assert.ok(f.drawings >= 1, `${f.name} is drawn on canvas or SVG`);
      assert.equal(f.error, false, `${f.name} shows no error`);
    }
    // Nothing of the figures is in the light DOM.
    assert.equal(await element.evaluate(() => document.querySelectorAll('figure, .pe-figs').length), 0);
    assert.deepEqual(await element.evaluate((el) => el.figures), NAMES);
  });

  it('figures.js is not fetched without figures, and is fetched once when a widget asks for them', async () => {
    const page = await h.newPage();
    const requests = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(fixtureUrl(h, 'blank.html'));
    await page.evaluate(async () => {
      await customElements.whenDefined('sinusoidal-pe');
      for (const [id, value] of [['plain', null], ['none', 'none']]) {
        const el = document.createElement('sinusoidal-pe');
        el.id = id;
        if (value) el.setAttribute('figures', value);
        document.getElementById('host').append(el);
        await el.updateComplete;
      }
    });
    await page.locator('#none').getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok(requests.includes('/dist/sinusoidal-pe.js'));
    assert.ok(requests.includes('/dist/pe-core-wasm.wasm'));
    assert.equal(requests.filter((p) => p.endsWith('figures.js')).length, 0, `no figures.js among ${requests.join(', ')}`);
    // Nor the quiz's parts: the panels and the core's builds that check answers and hold the bank.
    for (const part of ['quiz-panels.js', 'pe-core-check-wasm', 'pe-core-bank-wasm']) {
      assert.equal(requests.filter((p) => p.includes(part)).length, 0, `no ${part} among ${requests.join(', ')}`);
    }
    assert.equal(await page.locator('#plain').locator('figure').count(), 0);
    assert.equal(await page.locator('#none').getByRole('group', { name: 'Figures' }).count(), 0, 'the hidden group is not exposed');
    // Two widgets ask at once: one request, relative to dist/sinusoidal-pe.js.
    await page.evaluate(async () => {
      const a = document.getElementById('plain');
      const b = document.getElementById('none');
      a.setAttribute('figures', 'waves');
      b.figures = ['heatmap', 'dot'];
      await Promise.all([a.updateComplete, b.updateComplete]);
    });
    await page.locator('#plain figure[data-figure="waves"]').waitFor();
    await page.locator('#none figure[data-figure="dot"]').waitFor({ state: 'attached' }); // behind its tab
    assert.deepEqual(requests.filter((p) => p.endsWith('figures.js')), ['/dist/figures.js']);
    assert.deepEqual(await page.locator('#none figure').evaluateAll((fs) => fs.map((f) => f.dataset.figure)), ['heatmap', 'dot']);
    assert.equal(await page.locator('#none').getAttribute('figures'), 'heatmap,dot');
    // Back to none: the figures go, the group is hidden.
    await set(page.locator('#none'), { figures: 'none' });
    assert.equal(await page.locator('#none figure').count(), 0);
    assert.deepEqual(await page.locator('#none').evaluate((el) => el.figures), []);
    await page.context().close();
  });

  it('the figures change when d-model, base and layout change', async () => {
    // Pair 1, whose frequency depends on the base (pair 0 turns one radian per position at any base).
    const { element } = await widgetWith({ figures: 'all', 'd-model': '8', 'max-len': '64', pair: '1' });
    // Each figure as a learner sees it: its tab chosen.
    const all = async () => {
      const out = {};
      for (const n of NAMES) {
        await choose(element, n);
        out[n] = await signature(element, n);
      }
      return out;
    };
    let before = await eventually(async () => {
      const s = await all();
      assert.ok(Object.values(s).every((v) => v && !v.startsWith('2166136261::')));
      return s;
    });
    const expectChanged = async (names, what) =>
      eventually(async () => {
        const now = await all();
        for (const n of names) assert.ok(now[n] !== before[n], `${n} changes with ${what}`);
        before = now;
      });
    await choose(element, 'heatmap');
    await set(element, { 'd-model': '16' });
    await expectText(caption(element, 'heatmap'), 'd_model = 16');
    assert.equal((await cellsShown(element))[0], 16);
    await expectChanged(NAMES, 'd-model');
    await choose(element, 'heatmap');
    await set(element, { base: '100' });
    await expectText(caption(element, 'heatmap'), 'base 100,');
    await expectChanged(NAMES, 'base');
    await choose(element, 'heatmap');
    await set(element, { layout: 'concatenated' });
    await expectText(caption(element, 'heatmap'), 'concatenated layout');
    await expectChanged(['heatmap', 'waves', 'rotation'], 'layout');
    await choose(element, 'heatmap');
    // The heatmap's own layout toggle writes the attribute, and pe-change carries it.
    const change = element.evaluate((el) => new Promise((r) => el.addEventListener('pe-change', (e) => r(e.detail), { once: true })));
    await element.locator('figure[data-figure="heatmap"]').getByRole('radio', { name: /interleaved/ }).check();
    assert.equal((await change).layout, 'interleaved');
    assert.equal(await element.getAttribute('layout'), 'interleaved');
    await expectText(element.getByRole('table', { name: /^PE\(pos\)/ }).locator('caption'), 'interleaved layout');
  });

  describe('max-len', () => {
    it('round-trips with maxLen, sizes the heatmap, and the readout matches Math.sin/cos at a known pixel', async () => {
      const { page, element } = await widgetWith({ figures: 'heatmap', 'd-model': '16' });
      const canvas = element.locator('canvas.pe-hm-canvas');
      const size = () => cellsShown(element);
      await eventually(async () => assert.deepEqual(await size(), [16, 512]), {});
      assert.equal(await element.evaluate((el) => el.maxLen), 512, 'the default is 512');
      await expectText(caption(element, 'heatmap'), 'max_len = 512');
      // The settings field shows it, and only while a figure uses it.
      assert.equal(await element.getByLabel('max_len', { exact: true }).inputValue(), '512');
      // Attribute → property and picture.
      await set(element, { 'max-len': '64' });
      assert.equal(await element.evaluate((el) => el.maxLen), 64);
      await eventually(async () => assert.deepEqual(await size(), [16, 64]));
      await expectText(caption(element, 'heatmap'), 'positions 0 to 63 (max_len = 64)');
      assert.equal(await element.getByLabel('max_len', { exact: true }).inputValue(), '64');
      // The pixel of position 37, coordinate 5 (the cosine of pair 2, ω = 0.1).
      await canvas.scrollIntoViewIfNeeded();
      await pointAtHeatmapCell(page, canvas, 37, 5);
      const r = await eventually(async () => {
        const value = await readout(element);
        assert.equal(value.position, 37);
        return value;
      });
      assert.equal(r.coordinate, 5);
      const exact = expectedPE(37, 5, 16);
      assert.ok(Math.abs(exact - Math.cos(3.7)) < 1e-12);
      assert.ok(Math.abs(shown(r.value) - exact) <= 0.5e-6 + 1e-12, `readout ${r.value} vs Math.cos(3.7) = ${exact}`);
      assert.equal(r.value.split('.')[1].length, 6, 'shown with the widget decimals');
      // Property → attribute.
      await element.evaluate(async (el) => {
        el.maxLen = 100;
        await el.updateComplete;
      });
      assert.equal(await element.getAttribute('max-len'), '100');
      await eventually(async () => assert.deepEqual(await size(), [16, 100]));
      // The settings field writes the attribute.
      const field = element.getByLabel('max_len', { exact: true });
      await field.fill('128');
      await field.press('Enter');
      await eventually(async () => assert.equal(await element.getAttribute('max-len'), '128'));
      await eventually(async () => assert.deepEqual(await size(), [16, 128]));
      // Removing the attribute restores the default.
      await set(element, { 'max-len': null });
      assert.equal(await element.evaluate((el) => el.maxLen), 512);
      await eventually(async () => assert.deepEqual(await size(), [16, 512]));
      // Without a figure that uses it, the field is hidden.
      await set(element, { figures: 'waves' });
      assert.equal(await element.getByLabel('max_len', { exact: true }).isVisible(), false);
      assert.deepEqual(await element.evaluate((el) => el.problems), []);
    });

    it('draws 4096 positions × 1024 coordinates; the last pixel reads cos(4095·ω_511)', async () => {
      const { element } = await widgetWith({ figures: 'heatmap', 'd-model': '1024', 'max-len': '4096' });
      const canvas = element.locator('canvas.pe-hm-canvas');
      await eventually(async () => assert.deepEqual(await cellsShown(element), [1024, 4096]), { timeout: 15000 });
      await canvas.focus();
      await canvas.press('End');
      await canvas.press('Control+End');
      const r = await eventually(async () => {
        const value = await readout(element);
        assert.deepEqual([value.position, value.coordinate], [4095, 1023]);
        return value;
      });
      const exact = Math.cos(4095 * omega(511, 1024));
      assert.ok(Math.abs(shown(r.value) - exact) <= 0.5e-6 + 1e-12, `readout ${r.value} vs ${exact}`);
      assert.deepEqual(await element.evaluate((el) => el.problems), []);
    });

    it('is 512 by default but fewer where 512 rows would pass the core limit (d_model above 8192)', async () => {
      const { element } = await widgetWith({ 'd-model': '16384' });
      assert.equal(await element.evaluate((el) => el.maxLen), 256);
      assert.deepEqual(await element.evaluate((el) => el.problems), []);
    });
  });

  describe('pair, offset and context-length', () => {
    it('pair: one source of truth for the inspector and the figures; round-trips; the figure slider writes it', async () => {
      const { page, element } = await widgetWith({ figures: 'waves,rotation', 'd-model': '16' });
      const inspector = element.getByRole('group', { name: 'Pair inspector' });
      const pairSelect = inspector.getByLabel('pair k');
      await set(element, { pair: '3' });
      assert.equal(await element.evaluate((el) => el.pair), 3);
      assert.equal(await pairSelect.inputValue(), '3');
      await expectText(caption(element, 'waves'), 'pair k = 3');
      await choose(element, 'rotation');
      await expectText(caption(element, 'rotation'), 'Pair k = 3');
      await choose(element, 'waves');
      // Only the inspector and the figures follow a new pair: the table's cells stay the same nodes.
      await element.evaluate((el) => {
        el.shadowRoot.querySelector('.pe-table tbody td').dataset.kept = 'yes';
      });
      // Property → attribute.
      await element.evaluate(async (el) => {
        el.pair = 5;
        await el.updateComplete;
      });
      assert.equal(await element.evaluate((el) => el.shadowRoot.querySelector('.pe-table tbody td').dataset.kept), 'yes');
      assert.equal(await element.getAttribute('pair'), '5');
      await expectText(caption(element, 'waves'), 'pair k = 5');
      // The inspector's select writes the attribute; so does the waves slider; both fire pe-change.
      await page.evaluate(() => {
        window.pairChanges = [];
        document.getElementById('w').addEventListener('pe-change', (e) => window.pairChanges.push(e.detail.pair));
      });
      await pairSelect.selectOption('2');
      await eventually(async () => assert.equal(await element.getAttribute('pair'), '2'));
      await expectText(caption(element, 'waves'), 'pair k = 2');
      const slider = element.locator('figure[data-figure="waves"] input[type="range"]');
      await slider.focus();
      await slider.press('ArrowRight');
      await eventually(async () => assert.equal(await element.getAttribute('pair'), '3'));
      assert.equal(await pairSelect.inputValue(), '3');
      await choose(element, 'rotation');
      await eventually(async () => assert.equal(await element.locator('figure[data-figure="rotation"] input[type="range"].pe-fig-pair').inputValue(), '3'));
      await choose(element, 'waves');
      assert.deepEqual(await page.evaluate(() => window.pairChanges), [2, 3]);
      // A table cell picks its pair too.
      await element.getByRole('table', { name: /^PE\(pos\)/ }).locator('tbody td').nth(0).click();
      await eventually(async () => assert.equal(await element.getAttribute('pair'), '0'));
      await expectText(caption(element, 'waves'), 'pair k = 0');
      // Lowering d_model with the settings control brings a pair that no longer exists along.
      await set(element, { pair: '7' });
      const dModel = element.getByLabel('d_model', { exact: true });
      await dModel.fill('4');
      await dModel.press('Enter');
      await eventually(async () => assert.equal(await element.getAttribute('d-model'), '4'));
      assert.equal(await element.getAttribute('pair'), '1');
      assert.deepEqual(await element.evaluate((el) => el.problems), []);
      // Removing it: pair 0.
      await set(element, { pair: null });
      assert.equal(await element.evaluate((el) => el.pair), 0);
      await expectText(caption(element, 'waves'), 'pair k = 0');
    });

    it('offset: round-trips, drives the rotation and dot figures, may be negative; the figure field writes it', async () => {
      const { element } = await widgetWith({ figures: 'rotation,dot' });
      assert.equal(await element.evaluate((el) => el.offset), 5);
      await expectText(caption(element, 'rotation'), 'p + Δ = 5');
      await set(element, { offset: '-7' });
      assert.equal(await element.evaluate((el) => el.offset), -7);
      await expectText(caption(element, 'rotation'), 'p + Δ = −7');
      await choose(element, 'dot');
      await expectText(element.locator('figure[data-figure="dot"]'), 'Δ = −7');
      await choose(element, 'rotation');
      await element.evaluate(async (el) => {
        el.offset = 12;
        await el.updateComplete;
      });
      assert.equal(await element.getAttribute('offset'), '12');
      await expectText(caption(element, 'rotation'), 'p + Δ = 12');
      const field = element.locator('figure[data-figure="rotation"]').getByRole('spinbutton', { name: 'Offset Δ' });
      await field.fill('-3');
      await eventually(async () => assert.equal(await element.getAttribute('offset'), '-3'));
      await expectText(caption(element, 'rotation'), 'p + Δ = −3');
      await set(element, { offset: null });
      assert.equal(await element.evaluate((el) => el.offset), 5);
      await expectText(caption(element, 'rotation'), 'p + Δ = 5');
    });

    it('context-length: round-trips and drives the wavelength ladder; the figure field writes it', async () => {
      const { element } = await widgetWith({ figures: 'wavelengths', 'd-model': '64' });
      assert.equal(await element.evaluate((el) => el.contextLength), 8192);
      await expectText(caption(element, 'wavelengths'), 'context of 8192 positions');
      await set(element, { 'context-length': '1000' });
      assert.equal(await element.evaluate((el) => el.contextLength), 1000);
      await expectText(caption(element, 'wavelengths'), 'context of 1000 positions');
      await element.evaluate(async (el) => {
        el.contextLength = 100000;
        await el.updateComplete;
      });
      assert.equal(await element.getAttribute('context-length'), '100000');
      await expectText(caption(element, 'wavelengths'), 'context of 100000 positions');
      const field = element.locator('figure[data-figure="wavelengths"]').getByRole('spinbutton', { name: 'Context length' });
      await field.fill('2048');
      await eventually(async () => assert.equal(await element.getAttribute('context-length'), '2048'));
      await expectText(caption(element, 'wavelengths'), 'context of 2048 positions');
      await set(element, { 'context-length': null });
      assert.equal(await element.evaluate((el) => el.contextLength), 8192);
    });

    it('figures: names in the order given, "" means all, the property takes a list or an array', async () => {
      const { element } = await widgetWith({ figures: 'dot, Heatmap' });
      const order = () => element.locator('figure').evaluateAll((fs) => fs.map((f) => f.dataset.figure));
      assert.deepEqual(await order(), ['dot', 'heatmap']);
      assert.deepEqual(await element.evaluate((el) => el.figures), ['dot', 'heatmap']);
      await set(element, { figures: '' });
      assert.deepEqual(await order(), NAMES);
      await element.evaluate(async (el) => {
        el.figures = ['precision'];
        await el.updateComplete;
      });
      assert.equal(await element.getAttribute('figures'), 'precision');
      assert.deepEqual(await order(), ['precision']);
      await set(element, { figures: null });
      assert.deepEqual(await order(), []);
      assert.deepEqual(await element.evaluate((el) => el.figures), []);
    });
  });

  describe('bad values: an alert, and a problem naming the attribute, the text and the rule; then recovery', () => {
    const CASES = [
      [{ figures: 'heatmap,nope' }, ['figures="heatmap,nope"', 'item 2 ("nope") is not a figure name', 'heatmap, waves, rotation, dot, wavelengths, input, learned, precision']],
      [{ figures: 'all,waves' }, ['figures="all,waves"', '"all" stands alone']],
      [{ 'max-len': '0' }, ['max-len="0"', 'a whole number from 1 to 16,384']],
      [{ 'max-len': '12.5' }, ['max-len="12.5"', 'a whole number from 1 to 16,384']],
      [{ 'max-len': '4097', 'd-model': '1024' }, ['max-len="4097" with d-model="1024"', '4,195,328 values', '4,194,304 (core.limits.maxTableValues)', 'at most 4,096']],
      [{ pair: '2' }, ['pair="2"', 'with d-model="4" there are 2 sine-cosine pairs', 'from 0 to 1']],
      [{ pair: '-1' }, ['pair="-1"', 'the pair k must be a whole number from 0 to d_model/2 − 1']],
      [{ offset: 'five' }, ['offset="five"', 'this is not a finite number', 'the offset Δ must be a finite number']],
      [{ offset: '2e6' }, ['offset="2e6"', 'from −1,000,000 to 1,000,000']],
      [{ 'context-length': '0.5' }, ['context-length="0.5"', 'a whole number of tokens from 1 to 1,000,000,000']],
    ];
    for (const [attrs, pieces] of CASES) {
      it(Object.entries(attrs).map(([k, v]) => `${k}="${v}"`).join(' '), async () => {
        const good = { figures: 'heatmap,rotation,wavelengths', 'd-model': attrs['d-model'] ?? '4' };
        const { element } = await widgetWith(good);
        await element.locator('figure[data-figure="heatmap"]').waitFor();
        await set(element, attrs);
        // The learner reads plain words in the alert; the author's sentence, with the attribute, the
        // text and the rule, is the widget's problem (and the console's note).
        const alert = element.getByRole('alert');
        await alert.waitFor();
        const said = await element.evaluate((el) => el.problems.map((p) => p.message).join(' | '));
        for (const piece of pieces) assert.ok(said.includes(piece), `${piece} in: ${said}`);
        assert.equal(await element.evaluate((el) => el.problems.length), 1);
        assert.ok(await element.locator('.figures .table-note').isVisible(), 'the figures say they show the last valid settings');
        // The fix: back to the good value, or no attribute (d-model stays).
        const fix = Object.fromEntries(Object.keys(attrs).filter((k) => k !== 'd-model').map((k) => [k, good[k] ?? null]));
        await set(element, fix);
        await alert.waitFor({ state: 'hidden' });
        assert.deepEqual(await element.evaluate((el) => el.problems), []);
        assert.equal(await element.locator('.figures .table-note').isVisible(), false);
        assert.equal(await element.locator('figure').count(), 3);
      });
    }

    it('property setters refuse bad values with a RangeError and leave the attribute alone', async () => {
      const { element } = await widgetWith({});
      const refusals = await element.evaluate((el) =>
        [['figures', 'bar'], ['maxLen', 0], ['pair', 1.5], ['offset', Infinity], ['contextLength', 0], ['figures', ['waves', 'bar']]].map(([p, v]) => {
          try {
            el[p] = v;
            return 'accepted';
          } catch (e) {
            return `${e.name}: ${e.message}`;
          }
        }),
      );
      assert.match(refusals[0], /^RangeError: figures="bar": item 1 \("bar"\) is not a figure name/);
      assert.match(refusals[1], /^RangeError: max-len="0": max-len must be a whole number from 1 to 16,384/);
      assert.match(refusals[2], /^RangeError: pair="1.5": the pair k must be a whole number/);
      assert.match(refusals[3], /^RangeError: offset="Infinity": this is not a finite number/);
      assert.match(refusals[4], /^RangeError: context-length="0": the context length must be a whole number/);
      assert.match(refusals[5], /^RangeError: figures="waves,bar": item 2/);
      assert.deepEqual(await element.evaluate((el) => el.getAttributeNames().filter((n) => n !== 'id')), []);
    });

    it('a typed offset outside the rule is refused in the alert, and fixing it in the figure recovers', async () => {
      const { element } = await widgetWith({ figures: 'rotation' });
      const field = element.locator('figure[data-figure="rotation"]').getByRole('spinbutton', { name: 'Offset Δ' });
      await field.fill('3000000');
      // The learner typed it: the alert says in plain words what was not used (the author's
      // sentence, with the attribute, is the console's).
      await expectText(element.getByRole('alert'), englishMessages.format('element-plain-offset', { value: '3000000', max: 1000000 }));
      await field.fill('30');
      await element.getByRole('alert').waitFor({ state: 'hidden' });
      await expectText(caption(element, 'rotation'), 'p + Δ = 30');
    });
  });

  it('when figures.js cannot be loaded, an alert explains it, the table works, and a later change tries again', async () => {
    const page = await h.newPage();
    await page.route('**/dist/figures.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(fixtureUrl(h, 'blank.html'));
    const element = await mountWidget(page, { figures: 'all' });
    const alert = element.getByRole('group', { name: 'Figures' }).getByRole('alert');
    await expectText(alert, 'The figures could not be loaded.');
    await expectText(alert, 'figures.js did not load (');
    await expectText(alert, 'it belongs beside sinusoidal-pe.js (a course package holds it when npm run package is given --figures)');
    await expectText(alert, 'The table and the pair inspector above work without them');
    await element.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    assert.deepEqual(page.problems.filter((p) => !/404|Failed to load resource/i.test(p)), [], 'nothing but the 404 itself');
    page.problems.length = 0;
    // The server answers again; the next change loads the figures.
    await page.unroute('**/dist/figures.js');
    await set(element, { pair: '1' });
    await element.locator('figure[data-figure="heatmap"]').waitFor();
    assert.equal(await alert.count(), 0);
    await page.context().close();
  });

  it('the pair inspector and the figures fold from their titles (click and keyboard); several figures show one at a time behind tabs, one figure alone without', async () => {
    const { page, element } = await widgetWith({ figures: 'waves,rotation', 'd-model': '16' });
    const en = (id) => englishMessages.format(id);
    const inspector = element.getByRole('group', { name: en('table-inspector-title') });
    const inspectorToggle = inspector.getByRole('button', { name: en('table-inspector-title') });
    assert.equal(await inspectorToggle.getAttribute('aria-expanded'), 'true', 'open to begin with');
    await inspectorToggle.click();
    assert.equal(await inspectorToggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await inspector.getByLabel('pair k').isVisible(), false, 'folded to its title');
    await inspectorToggle.focus();
    await page.keyboard.press('Enter');
    assert.equal(await inspector.getByLabel('pair k').isVisible(), true);

    const group = element.getByRole('group', { name: en('element-figures-title') });
    const tabs = group.getByRole('tab');
    await eventually(async () => assert.equal(await tabs.count(), 2));
    const waves = element.locator('figure[data-figure="waves"]');
    const rotation = element.locator('figure[data-figure="rotation"]');
    assert.deepEqual([await waves.isVisible(), await rotation.isVisible()], [true, false]);
    await group.getByRole('tab', { name: en('figure-tab-rotation') }).click();
    assert.deepEqual([await waves.isVisible(), await rotation.isVisible()], [false, true]);
    await page.keyboard.press('ArrowLeft');
    assert.deepEqual([await waves.isVisible(), await rotation.isVisible()], [true, false]);
    assert.equal(await group.getByRole('tab', { name: en('figure-tab-waves') }).getAttribute('aria-selected'), 'true');

    const figuresToggle = group.getByRole('button', { name: en('element-figures-title') });
    await figuresToggle.click();
    assert.equal(await waves.isVisible(), false, 'the figures fold away');
    await set(element, { pair: '3' });
    await figuresToggle.press('Space');
    assert.equal(await waves.isVisible(), true);
    await expectText(caption(element, 'waves'), 'pair k = 3');

    await set(element, { figures: 'waves' });
    await eventually(async () => assert.equal(await group.getByRole('tab').count(), 0, 'one figure: no tabs'));
    assert.equal(await waves.isVisible(), true);
  });

  it('removing the element lets the figures go; putting it back draws them again', async () => {
    const { element } = await widgetWith({ figures: 'heatmap,waves' });
    await element.locator('figure[data-figure="waves"]').waitFor({ state: 'attached' });
    const counts = await element.evaluate(async (el) => {
      const host = el.parentNode;
      el.remove();
      await new Promise((r) => setTimeout(r, 0));
      const away = el.shadowRoot.querySelectorAll('figure').length;
      host.append(el);
      await el.updateComplete;
      return { away, back: el.shadowRoot.querySelectorAll('figure').length };
    });
    assert.deepEqual(counts, { away: 0, back: 2 });
  });

  for (const colorScheme of ['light', 'dark']) {
    it(`a widget with every figure has no WCAG 2 A/AA violations (${colorScheme})`, async () => {
      const page = await h.newPage({ colorScheme, bypassCSP: true });
      await page.goto(fixtureUrl(h, 'blank.html'));
      const element = await mountWidget(page, { figures: 'all', 'd-model': '16', positions: '0..3', pair: '2', offset: '-4' });
      for (const name of [...NAMES.slice(1), NAMES[0]]) {
        await choose(element, name);
        await element.locator(`figure[data-figure="${name}"]`).scrollIntoViewIfNeeded();
      }
      // A value read on the heatmap, as a learner would.
      await element.locator('canvas.pe-hm-canvas').focus();
      await page.keyboard.press('ArrowRight');
      await eventually(async () => assert.equal((await readout(element)).coordinate, 1));
      assert.deepEqual(await axeViolations(page), []);
      await page.context().close();
    });
  }
});
