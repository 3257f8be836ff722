// Phones and desktops: the demo page and embed.html from 320 to 430 CSS px wide (with touch, as a
// phone) and at 1280: no sideways scroll, nothing sticking out but inside keyboard-reachable scroll
// boxes, the default table's four coordinates side by side, figure labels of 11 px or more that never
// overlap, targets of 24 × 24 px, axe clean in light and dark; touch for the heatmap, the table's
// formula, the sliders and the quiz; the heatmap's zoom down to single cells at 2048 × 512.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectText, heatmapShown, openDemo, tableValues, useBrowser } from '../harness.mjs';
import { axeViolations, labels, overflow, showAllFigures, smallTargets } from '../screens.mjs';

const PHONE = { height: 844 };
const phone = (width, colorScheme = 'light') => ({ viewport: { ...PHONE, width }, hasTouch: true, isMobile: true, colorScheme });

describe('phones and desktops', () => {
  const h = useBrowser();

  async function demo(options) {
    const page = await h.newPage(options);
    await openDemo(page, h);
    for (const id of ['default-widget', 'wide-widget', 'bank-widget', 'figures-widget']) {
      await page.locator(`#${id}`).getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    }
    await showAllFigures(page);
    return page;
  }

  for (const width of [320, 390, 430]) {
    it(`the demo page at ${width} px: no sideways scroll, nothing sticks out, labels of 11 px or more that never overlap`, async () => {
      const page = await demo(phone(width));
      const o = await overflow(page);
      assert.equal(o.extra, 0, 'the page does not scroll sideways');
      assert.deepEqual(o.sticking, [], 'nothing sticks out of the page');
      const l = await labels(page);
      // One figure per widget is on screen (the others wait behind their tabs, and
      // tests/browser/figures/small-screens.test.mjs measures every figure's labels in turn).
      assert.ok(l.count > 60, `labels measured: ${l.count}`);
      assert.deepEqual(l.small, [], `every label at 11 px or more (smallest ${l.smallest.toFixed(1)} px)`);
      assert.deepEqual(l.overlaps, [], 'no two labels overlap');
      const t = await smallTargets(page);
      assert.ok(t.count > 100, `targets measured: ${t.count}`);
      assert.deepEqual(t.small, [], 'every control at least 24 × 24 px');
    });

    it(`the default widget at ${width} px shows all four coordinates of each row without scrolling`, async () => {
      const page = await h.newPage(phone(width));
      await openDemo(page, h);
      const widget = page.locator('#default-widget');
      assert.deepEqual(await tableValues(widget), [
        ['0.000000', '1.000000', '0.000000', '1.000000'],
        ['0.841471', '0.540302', '0.010000', '0.999950'],
        ['0.909297', '-0.416147', '0.019999', '0.999800'],
      ]);
      const fit = await widget.locator('.table-scroll').evaluate((box) => {
        const r = box.getBoundingClientRect();
        const cells = [...box.querySelectorAll('tbody td')].map((td) => td.getBoundingClientRect());
        return { scrolls: box.scrollWidth > box.clientWidth, inside: cells.every((c) => c.left >= r.left - 0.5 && c.right <= r.right + 0.5), cells: cells.length };
      });
      assert.deepEqual(fit, { scrolls: false, inside: true, cells: 12 });
    });

    it(`embed.html at ${width} px: a table, the figures and the bank quiz fit the frame`, async () => {
      const page = await h.newPage(phone(width));
      for (const query of ['', '?d-model=64&figures=all&positions=0..7', '?quiz=bank&d-model=8', '?d-model=512&positions=0..3&quiz=q1']) {
        await page.goto(`${h.url('embed.html')}${query}`);
        await page.locator('sinusoidal-pe').getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
        await showAllFigures(page);
        const o = await overflow(page);
        assert.equal(o.extra, 0, `${query}: no sideways scroll`);
        assert.deepEqual(o.sticking, [], `${query}: nothing sticks out`);
        assert.deepEqual((await labels(page)).overlaps, [], `${query}: no overlapping labels`);
      }
    });
  }

  it('labels stay 11 px or more and apart at 1280 px too', async () => {
    const page = await demo({ viewport: { width: 1280, height: 900 } });
    assert.equal((await overflow(page)).extra, 0);
    const l = await labels(page);
    assert.deepEqual(l.small, [], `smallest ${l.smallest.toFixed(1)} px`);
    assert.deepEqual(l.overlaps, []);
    assert.deepEqual((await smallTargets(page)).small, []);
  });

  it('figures re-lay out for the width: fewer ticks, a stacked key and a taller plot on a phone', async () => {
    const measure = async (options) => {
      const page = await demo(options);
      // The waves figure's tab chosen, as a reader would.
      const waves = page.locator('#figures-widget figure[data-figure="waves"]');
      const panel = await waves.evaluate((f) => f.closest('[role="tabpanel"]')?.id ?? null);
      if (panel) await page.locator(`#figures-widget [role="tab"][aria-controls="${panel}"]`).click();
      await waves.locator('svg').waitFor();
      return waves.locator('svg').evaluate((svg) => {
        const ticks = [...svg.querySelectorAll('.pe-fig-axes .pe-fig-tick')].filter((t) => t.getAttribute('text-anchor') === 'middle').length;
        const key = [...svg.querySelectorAll('.pe-fig-key text')].map((t) => Math.round(t.getBoundingClientRect().top));
        const frame = svg.querySelector('.pe-fig-frame').getBoundingClientRect();
        return { ticks, stacked: key[1] > key[0], plotHeight: frame.height, plotWidth: frame.width };
      });
    };
    const wide = await measure({ viewport: { width: 1280, height: 900 } });
    const narrow = await measure(phone(320));
    assert.ok(narrow.ticks < wide.ticks, `fewer ticks on a phone (${narrow.ticks} against ${wide.ticks})`);
    assert.equal(wide.stacked, false);
    assert.equal(narrow.stacked, true, 'the key is stacked on a phone');
    assert.ok(narrow.plotHeight >= wide.plotHeight, 'the plot keeps (or gains) its height');
    assert.ok(narrow.plotHeight > narrow.plotWidth * 0.7, 'taller, relative to its width');
  });

  for (const width of [390, 1280]) {
    for (const colorScheme of ['light', 'dark']) {
      it(`axe finds no WCAG 2.2 A/AA violation at ${width} px (${colorScheme}): the demo page and embed.html`, async () => {
        const options = width < 600 ? { ...phone(width, colorScheme), bypassCSP: true } : { viewport: { width, height: 900 }, colorScheme, bypassCSP: true };
        const page = await demo(options);
        assert.deepEqual(await axeViolations(page), [], 'index.html');
        await page.goto(`${h.url('embed.html')}?d-model=64&figures=all&positions=0..7&quiz=bank`);
        await page.locator('sinusoidal-pe').getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
        await page.locator('sinusoidal-pe').getByRole('group', { name: 'Quiz' }).waitFor();
        await showAllFigures(page);
        assert.deepEqual(await axeViolations(page), [], 'embed.html');
      });
    }
  }

  describe('touch', () => {
    // A one-finger drag from (x0, y0) to (x1, y1) in steps, as a phone sends it.
    async function drag(page, [x0, y0], [x1, y1], steps = 8) {
      const cdp = await page.context().newCDPSession(page);
      const point = (x, y) => [{ x, y, id: 1 }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x0, y0) });
      for (let s = 1; s <= steps; s++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps) });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    }

    it('the heatmap reads the value under a tap; a one-finger drag scrolls the page (phones-touch.test.mjs: two fingers zoom)', async () => {
      const page = await h.newPage(phone(390));
      await page.goto(`${h.url('embed.html')}?figures=heatmap&d-model=16&max-len=64`);
      const figure = page.locator('sinusoidal-pe figure[data-figure="heatmap"]');
      const map = figure.getByRole('img', { name: /^Heat map/ });
      await map.scrollIntoViewIfNeeded();
      const box = await map.boundingBox();
      const at = (row, col) => [box.x + ((col + 0.5) / 16) * box.width, box.y + ((row + 0.5) / 64) * box.height];
      await page.touchscreen.tap(...at(10, 3));
      const readout = figure.locator('output');
      await expectText(readout, 'position 10, coordinate 3 (cos of pair 1)');
      const scrolled = await page.evaluate(() => window.scrollY);
      await drag(page, at(40, 12), at(10, 3));
      await page.waitForTimeout(200);
      assert.ok((await page.evaluate(() => window.scrollY)) > scrolled, 'the drag scrolled the page');
    });

    it('a tap on a table cell shows its formula; the quiz is answered by tap', async () => {
      const page = await h.newPage(phone(390));
      await openDemo(page, h);
      const widget = page.locator('#default-widget');
      await widget.getByRole('cell', { name: '0.019999', exact: true }).tap();
      await expectText(widget.locator('.formula'), 'PE(2, 2) = sin(2 / 10000^(2/4)) = sin(0.02) = 0.019999');
      assert.equal(await widget.getAttribute('pair'), '1', 'the tapped cell picks its pair');

      const quiz = page.locator('#quiz-widget');
      await quiz.getByLabel('Your answer').tap();
      await page.keyboard.type('0.0200');
      await quiz.getByRole('button', { name: 'Check' }).tap();
      await expectText(quiz.getByRole('status'), 'Correct.');

      const bank = page.locator('#bank-widget');
      await bank.evaluate((el) => { el.quizSeed = 2; }); // seed 2 begins with a choice question
      const group = bank.getByRole('group', { name: 'Quiz' });
      await group.getByRole('radio').first().waitFor();
      await group.locator('.choice label').first().tap();
      assert.equal(await group.getByRole('radio').first().isChecked(), true, 'a tap on the option picks it');
      await group.getByRole('button', { name: 'Check' }).tap();
      await expectText(group.getByRole('status'), /Correct\.|Not correct yet\./);
    });

    it('a slider follows a finger: dragging the pair slider of the waves figure picks the pair', async () => {
      const page = await h.newPage(phone(390));
      await page.goto(`${h.url('embed.html')}?figures=waves&d-model=16`);
      const widget = page.locator('sinusoidal-pe');
      const slider = widget.locator('figure[data-figure="waves"]').getByRole('slider', { name: 'Pair k' });
      await slider.scrollIntoViewIfNeeded();
      const box = await slider.boundingBox();
      const y = box.y + box.height / 2;
      await drag(page, [box.x + 4, y], [box.x + box.width - 2, y], 12);
      await expectText(widget.locator('figure[data-figure="waves"] figcaption'), 'pair k = 7');
      assert.equal(await widget.getAttribute('pair'), '7');
    });
  });

  describe('heatmap zoom and pan at 2048 × 512', () => {
    async function bigMap(options = { viewport: { width: 1280, height: 900 } }) {
      const page = await h.newPage(options);
      await page.goto(`${h.url('embed.html')}?figures=heatmap&d-model=512&max-len=2048`);
      const figure = page.locator('sinusoidal-pe figure[data-figure="heatmap"]');
      const map = figure.getByRole('img', { name: /^Heat map/ });
      await map.waitFor();
      await map.scrollIntoViewIfNeeded();
      const view = () => figure.locator('.pe-hm-view').textContent();
      return { page, figure, map, view, readout: figure.locator('output') };
    }

    it('the keyboard zooms to single cells and the readout follows its cursor', async () => {
      const { page, map, view, readout } = await bigMap();
      await map.focus();
      assert.equal(await view(), 'Whole map.');
      await page.keyboard.press('PageDown'); // row 205
      await page.keyboard.press('ArrowRight');
      for (let i = 0; i < 12; i++) await page.keyboard.press('+');
      assert.equal(await view(), 'Rows 205 to 205, columns 1 to 1.', 'one cell fills the map');
      const { columns, rows } = await heatmapShown(map);
      assert.deepEqual([columns, rows], [1, 1], 'the plot shows one canvas pixel');
      await expectText(readout, 'position 205, coordinate 1 (cos of pair 0)');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      await expectText(readout, 'position 206, coordinate 2 (sin of pair 1)');
      assert.equal(await view(), 'Rows 206 to 206, columns 2 to 2.', 'the view follows the cursor');
      await page.keyboard.press('-');
      await page.keyboard.press('-');
      assert.match(await view(), /^Rows \d+ to \d+, columns \d+ to \d+\.$/);
      await page.keyboard.press('0');
      assert.equal(await view(), 'Whole map.');
    });

    it('the wheel zooms about the pointer, a drag pans, and the readout follows the pointer', async () => {
      const { page, map, view, readout } = await bigMap();
      const box = await map.boundingBox();
      const x = box.x + box.width * (128.5 / 512); // the centre of cell (1024, 128)
      const y = box.y + box.height * (1024.5 / 2048);
      await page.mouse.move(x, y);
      await expectText(readout, 'position 1024, coordinate 128');
      for (let i = 0; i < 10; i++) await page.mouse.wheel(0, -200);
      const zoomed = await view();
      const [r0, r1, c0, c1] = zoomed.match(/\d+/g).map(Number);
      assert.ok(r1 - r0 < 8 && c1 - c0 < 4, `zoomed close: ${zoomed}`);
      // The wheel arrives at whole CSS pixels, and one pixel of the whole map holds six rows.
      assert.ok(r0 <= 1030 && 1018 <= r1 && c0 <= 129 && 127 <= c1, `the cell under the pointer stays in view: ${zoomed}`);
      await page.mouse.move(x + 3, y + 3);
      await expectText(readout, /position 10[12]\d, coordinate 12\d/);
      await page.mouse.down();
      await page.mouse.move(x - box.width * 0.5, y, { steps: 5 });
      await page.mouse.up();
      const panned = (await view()).match(/\d+/g).map(Number);
      assert.ok(panned[2] > c0, `a drag to the left shows later columns: ${await view()}`);
      await page.locator('sinusoidal-pe').getByRole('button', { name: 'Show the whole map' }).click();
      assert.equal(await view(), 'Whole map.');
    });

    it('two fingers pinch to zoom about the cell between them; buttons zoom for one finger', async () => {
      const { page, figure, map, view, readout } = await bigMap(phone(390));
      const box = await map.boundingBox();
      const cx = box.x + box.width * 0.3;
      const cy = box.y + box.height * 0.6;
      // The cell between the fingers, on the whole map of 2048 rows by 512 columns.
      const between = [Math.floor(0.6 * 2048), Math.floor(0.3 * 512)];
      const cdp = await page.context().newCDPSession(page);
      const fingers = (d) => [{ x: cx - d, y: cy, id: 1 }, { x: cx + d, y: cy, id: 2 }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(10) });
      for (let d = 20; d <= 120; d += 10) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
      const [r0, r1, c0, c1] = (await view()).match(/\d+/g).map(Number);
      assert.ok(r1 - r0 < 2047 / 4 && c1 - c0 < 511 / 4, `the pinch zoomed in at least four times: ${await view()}`);
      // The readout ends on the cell under the fingers: the one that was there before they spread.
      await expectText(readout, /^position \d+, coordinate \d+/);
      const [row, col] = (await readout.textContent()).match(/\d+/g).map(Number);
      assert.ok(Math.abs(row - between[0]) <= 1 && Math.abs(col - between[1]) <= 1, `cell ${row}, ${col} under the fingers; ${between} before the pinch (${await view()})`);
      await figure.getByRole('button', { name: 'Show the whole map' }).tap();
      assert.equal(await view(), 'Whole map.');
      await figure.getByRole('button', { name: 'Zoom in' }).tap();
      const [a, b, c, d] = (await view()).match(/\d+/g).map(Number);
      assert.deepEqual([b - a + 1, d - c + 1], [1024, 256], 'twice as close: half the rows and half the columns');
      await figure.getByRole('button', { name: 'Zoom out' }).tap();
      assert.equal(await view(), 'Whole map.');
    });
  });
});
