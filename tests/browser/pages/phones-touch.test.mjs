// A phone in the hand (Chromium with touch emulation at 390 × 844, gestures sent through CDP as a
// touch screen sends them): the table's values each say which coordinate they are where they stand
// while screen readers still get a table; one finger scrolls the page over the heatmap and two
// fingers zoom it; the ± key writes the minus a phone's number pad may lack; a touch screen is
// told to tap where a mouse is told to hover. English through the catalog (tests/node/english.mjs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { englishMessages } from '../../node/english.mjs';
import { eventually, expectText, useBrowser } from '../harness.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const LAPTOP = { viewport: { width: 1280, height: 900 } };
const english = (id, args) => englishMessages.format(id, args);

// One touch sequence through CDP: each step a list of fingers [{x, y, id}]; the last lifts them all.
async function touch(page, steps) {
  const cdp = await page.context().newCDPSession(page);
  const [first, ...moves] = steps;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: first });
  for (const points of moves) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const line = ([x0, y0], [x1, y1], count = 10) =>
  Array.from({ length: count + 1 }, (_, s) => [{ x: x0 + ((x1 - x0) * s) / count, y: y0 + ((y1 - y0) * s) / count, id: 1 }]);

describe('phones', () => {
  const h = useBrowser();

  describe('the table at 390 px', () => {
    it('each value says its coordinate, sin or cos and pair where it stands; at 1280 px the header does', async () => {
      const page = await h.newPage(PHONE);
      await page.goto(h.url('embed.html'));
      const widget = page.locator('sinusoidal-pe');
      // A cell is still a table cell named by its value (its label is no part of its name).
      const cell = widget.getByRole('table', { name: /^PE\(pos\)/ }).getByRole('cell', { name: '-0.416147', exact: true });
      await cell.waitFor();
      const shown = (locator) => locator.evaluate((td) => {
        const before = getComputedStyle(td, '::before');
        return { tag: td.dataset.tag, display: before.display, content: before.content };
      });
      const narrow = await shown(cell);
      assert.equal(narrow.tag, english('table-cell-tag', { i: '1', fn: 'cos', k: '0' }), 'the label of coordinate 1');
      assert.equal(narrow.display, 'block', 'the label stands above the value');
      assert.notEqual(narrow.content, 'none');
      // Every value of every row carries its column's label.
      const tags = await widget.locator('.pe-table tbody tr').evaluateAll((rows) => rows.map((tr) => [...tr.cells].slice(1).map((td) => td.dataset.tag)));
      const expected = ['sin', 'cos', 'sin', 'cos'].map((fn, i) => english('table-cell-tag', { i: String(i), fn, k: String(i >> 1) }));
      assert.deepEqual(tags, [expected, expected, expected]);
      // The label is shown: the cell is taller than one line of its value.
      const { height, lineHeight } = await cell.evaluate((td) => ({ height: td.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(td).lineHeight) }));
      assert.ok(height > 1.6 * lineHeight, `label and value on two lines (${height} px, line ${lineHeight} px)`);
      // Screen readers: the column headers still name every column, and each header line has its symbol.
      const table = widget.getByRole('table', { name: /^PE\(pos\)/ });
      assert.equal(await table.getByRole('columnheader').count(), 5);
      assert.equal(await table.getByRole('columnheader').nth(2).getAttribute('aria-label'), english('table-column-label', { i: '1', fn: 'cos', k: '0', omega: '1', lambda: '6.28319' }));
      assert.equal(await table.getByRole('rowheader').count(), 3);
      assert.match(await table.locator('thead th').nth(2).innerText(), /^i 1\s+cos\s+k 0\s+ω 1\s+λ 6\.28319$/);
      await page.screenshot({ path: '/tmp/phones-table-390.png' });

      const wide = await h.newPage(LAPTOP);
      await wide.goto(h.url('embed.html'));
      const wideCell = wide.locator('sinusoidal-pe').getByRole('table', { name: /^PE\(pos\)/ }).getByRole('cell', { name: '-0.416147', exact: true });
      await wideCell.waitFor();
      assert.equal((await shown(wideCell)).content, 'none', 'no label in the cells of a wide table');
      assert.match(await wide.locator('sinusoidal-pe .pe-table thead th').nth(2).innerText(), /^1\s+cos\s+0\s+1\s+6\.28319$/, 'the header lines without symbols');
    });

    it('the labels follow the widget\'s width, not the screen\'s: a widget in a 400 px column of a laptop page', async () => {
      const page = await h.newPage(LAPTOP);
      await page.goto(h.url('embed.html'));
      const widget = page.locator('sinusoidal-pe');
      const cell = widget.getByRole('table', { name: /^PE\(pos\)/ }).getByRole('cell', { name: '-0.416147', exact: true });
      await cell.waitFor();
      const display = () => cell.evaluate((td) => getComputedStyle(td, '::before').display);
      assert.notEqual(await display(), 'block');
      await widget.evaluate((el) => { el.style.width = '400px'; });
      await eventually(async () => assert.equal(await display(), 'block', 'labelled in a narrow widget'));
    });
  });

  describe('the heatmap under fingers', () => {
    async function heatmap() {
      const page = await h.newPage(PHONE);
      await page.goto(`${h.url('embed.html')}?figures=heatmap&d-model=16&max-len=64`);
      const figure = page.locator('sinusoidal-pe figure[data-figure="heatmap"]');
      const map = figure.getByRole('img', { name: /^Heat map/ });
      await map.waitFor();
      // The map in the upper half of the screen, with page left to scroll below it.
      await map.evaluate((canvas) => window.scrollTo(0, window.scrollY + canvas.getBoundingClientRect().top - 150));
      await page.waitForTimeout(100);
      const box = await map.boundingBox();
      return { page, figure, map, box, view: () => figure.locator('.pe-hm-view').textContent(), scrollY: () => page.evaluate(() => window.scrollY) };
    }

    it('a tap reads a value; a one-finger swipe over the map scrolls the page', async () => {
      const { page, figure, box, view, scrollY } = await heatmap();
      const at = (row, col) => [box.x + ((col + 0.5) / 16) * box.width, box.y + ((row + 0.5) / 64) * box.height];
      await page.touchscreen.tap(...at(10, 3));
      await expectText(figure.locator('output'), 'position 10, coordinate 3 (cos of pair 1)');
      const before = await scrollY();
      await touch(page, line(at(56, 8), at(8, 8)));
      await page.waitForTimeout(200);
      const after = await scrollY();
      assert.ok(after > before + 40, `the page scrolled down by the swipe (${before} → ${after})`);
      assert.equal(await view(), 'Whole map.', 'the map kept its view');
      assert.equal(await page.evaluate(() => window.visualViewport.scale), 1);
    });

    it('two fingers pinch to zoom the map and the page neither scrolls nor zooms', async () => {
      const { page, box, view } = await heatmap();
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      const mapTop = () => page.locator('sinusoidal-pe figure[data-figure="heatmap"] canvas').first().evaluate((c) => c.getBoundingClientRect().top);
      const before = await mapTop();
      const fingers = (d) => [{ x: cx - d, y: cy - d, id: 1 }, { x: cx + d, y: cy + d, id: 2 }];
      await touch(page, [10, 20, 30, 40, 50, 60, 70, 80].map(fingers));
      await page.waitForTimeout(200);
      const [r0, r1, c0, c1] = (await view()).match(/\d+/g).map(Number);
      assert.ok(r1 - r0 + 1 <= 16 && c1 - c0 + 1 <= 4, `zoomed in about four times or more: ${await view()}`);
      // The map stays under the fingers: the page did not scroll it away (when the caption's
      // sentence about the pixels changes length, the browser's scroll anchoring keeps it in place).
      assert.ok(Math.abs((await mapTop()) - before) < 1, `the page did not scroll (${before} → ${await mapTop()})`);
      assert.equal(await page.evaluate(() => window.visualViewport.scale), 1, 'the page did not zoom');
      // Two fingers moving together pan the zoomed map.
      const moved = (dy) => [{ x: cx - 30, y: cy - 60 + dy, id: 1 }, { x: cx + 30, y: cy - 60 + dy, id: 2 }];
      await touch(page, [0, 20, 40, 60, 80, 100, 120].map(moved));
      await page.waitForTimeout(200);
      const [p0] = (await view()).match(/\d+/g).map(Number);
      assert.ok(p0 < r0, `a two-finger drag down shows earlier rows (${r0} → ${p0})`);
      assert.ok(Math.abs((await mapTop()) - before) < 1, 'the page did not scroll');
    });
  });

  describe('negative numbers on a number pad', () => {
    // One question whose answer is negative: PE(2)_1 = cos 2 = −0.416147, asked to one decimal.
    const questions = encodeURIComponent(JSON.stringify([{ kind: 'coordinate', token: 2, i: 1, decimals: 1 }]));

    it('the answer field asks for the decimal pad, and the ± key beside it flips the sign and keeps focus', async () => {
      const page = await h.newPage(PHONE);
      await page.goto(`${h.url('embed.html')}?quiz=own&d-model=4&questions=${questions}`);
      const quiz = page.locator('sinusoidal-pe').getByRole('group', { name: 'Quiz' });
      const field = quiz.getByLabel('Your answer');
      await field.waitFor();
      assert.equal(await field.getAttribute('inputmode'), 'decimal');
      const sign = quiz.getByRole('button', { name: english('element-sign-key') });
      assert.ok(await sign.isVisible(), 'the ± key is shown on a touch screen');
      await field.tap();
      await page.keyboard.type('5');
      await sign.tap();
      assert.equal(await field.inputValue(), '-5');
      assert.equal(await field.evaluate((input) => input.getRootNode().activeElement === input), true, 'focus stays in the field');
      await page.keyboard.type('0'); // the caret stays at the end
      assert.equal(await field.inputValue(), '-50');
      await sign.tap();
      assert.equal(await field.inputValue(), '50', 'pressed again, the minus goes');
      await field.fill('0.4');
      await sign.tap();
      assert.equal(await field.inputValue(), '-0.4');
      await quiz.getByRole('button', { name: 'Check' }).tap();
      await expectText(quiz.getByRole('status'), 'Correct.');
    });

    it('the figures\' offsets take the ± key; fields that are never negative keep their pad alone', async () => {
      const page = await h.newPage(PHONE);
      await page.goto(`${h.url('embed.html')}?figures=rotation,rope,wavelengths&d-model=8`);
      const widget = page.locator('sinusoidal-pe');
      const rotation = widget.locator('figure[data-figure="rotation"]');
      const offset = rotation.getByRole('spinbutton');
      await offset.waitFor();
      const before = Number(await offset.inputValue());
      await rotation.getByRole('button', { name: english('element-sign-key') }).tap();
      assert.equal(Number(await offset.inputValue()), -before);
      const wavelengths = widget.locator('figure[data-figure="wavelengths"]');
      assert.equal(await wavelengths.getByRole('button', { name: english('element-sign-key') }).count(), 0, 'a context length is never negative');
    });

    it('a token number of the table turns negative with its ± key, at once', async () => {
      const page = await h.newPage(PHONE);
      await page.goto(h.url('embed.html'));
      const widget = page.locator('sinusoidal-pe');
      const row = widget.getByRole('table', { name: /^PE\(pos\)/ }).getByRole('row', { name: /^Token 2/ });
      await row.waitFor();
      const field = await row.getByRole('textbox').elementHandle();
      await row.getByRole('button', { name: english('element-sign-key') }).tap();
      await expectText(widget.getByRole('table', { name: /^PE\(pos\)/ }).getByRole('rowheader').nth(2), english('table-row-position', { pos: '-2' }));
      assert.equal(await widget.getAttribute('positions'), '0,1,-2');
      assert.equal(await field.evaluate((input) => input.getRootNode().activeElement === input && input.value), '-2', 'focus stays in the token field');
    });

    it('a mouse and a keyboard see no ± key (a keyboard has its minus)', async () => {
      const page = await h.newPage(LAPTOP);
      await page.goto(`${h.url('embed.html')}?quiz=own&d-model=4&questions=${questions}`);
      const quiz = page.locator('sinusoidal-pe').getByRole('group', { name: 'Quiz' });
      await quiz.getByLabel('Your answer').waitFor();
      assert.equal(await quiz.locator('.pe-sign-key').isVisible(), false);
    });
  });

  describe('tap, not hover', () => {
    const texts = async (page) => {
      const widget = page.locator('sinusoidal-pe');
      await widget.getByRole('img', { name: /^Heat map/ }).waitFor();
      return {
        formula: (await widget.locator('.formula').textContent()).trim(),
        inspector: (await widget.locator('.inspector .help').first().textContent()).trim(),
        keys: (await widget.locator('figure[data-figure="heatmap"] .pe-fig-desc.pe-fig-muted').textContent()).trim(),
        readout: (await widget.locator('figure[data-figure="heatmap"] .pe-hm-where').textContent()).trim(),
      };
    };
    const hover = { formula: 'table-formula-invitation', inspector: 'table-inspector-help', keys: 'figure-heatmap-keys', readout: 'figure-heatmap-readout-none' };
    const wording = (kind) => Object.fromEntries(Object.entries(hover).map(([part, id]) => [part, english(kind === 'touch' ? `${id}-touch` : id)]));

    it('a touch screen is told to tap', async () => {
      const page = await h.newPage(PHONE);
      await page.goto(`${h.url('embed.html')}?figures=heatmap`);
      assert.deepEqual(await texts(page), wording('touch'));
      assert.match(wording('touch').formula, /^Tap /);
    });

    it('a mouse is told to hover, and the words follow a change to a touch screen', async () => {
      const page = await h.newPage(LAPTOP);
      await page.goto(`${h.url('embed.html')}?figures=heatmap`);
      assert.deepEqual(await texts(page), wording('hover'));
      assert.match(wording('hover').formula, /^Hover /);
      // The same page on a touch screen from now on (its media query (hover: none) then matches).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
      await expectText(page.locator('sinusoidal-pe .formula'), wording('touch').formula);
      assert.deepEqual(await texts(page), wording('touch'));
      await cdp.detach();
    });
  });
});
