// The table as a learner meets it on the demo page: the lesson's numbers, formulas on hover and
// focus, positions edited in place, the index origin, the pair inspector and a wide model.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eventually, expectText, openDemo, tableRows, tableValues, useBrowser } from '../harness.mjs';

// The lesson's table for d_model = 4, base 10000, six decimals.
const SEED_ROWS = [
  ['0.000000', '1.000000', '0.000000', '1.000000'],
  ['0.841471', '0.540302', '0.010000', '0.999950'],
  ['0.909297', '-0.416147', '0.019999', '0.999800'],
];

describe('the encoding table', () => {
  const h = useBrowser();

  // A cell of the encoding table (the inspector's tables repeat some numbers).
  const cell = (widget, text) =>
    widget.getByRole('table', { name: /^PE\(pos\)/ }).getByRole('cell', { name: text, exact: true }).first();

  async function demo() {
    const page = await h.newPage();
    await openDemo(page, h);
    const widget = page.locator('#default-widget');
    await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    return { page, widget };
  }

  it('shows the lesson example by default: d_model 4, base 10000, positions 0, 1, 2, six decimals', async () => {
    const { widget } = await demo();
    assert.deepEqual(await tableValues(widget), SEED_ROWS);
    assert.deepEqual((await tableRows(widget)).map((r) => r[0]), ['0', '1', '2']);
    assert.equal(await widget.getByLabel('d_model', { exact: true }).inputValue(), '4');
    assert.equal(await widget.getByLabel('base', { exact: true }).inputValue(), '10000');
    assert.equal(await widget.getByLabel('origin', { exact: true }).inputValue(), '0');
    assert.equal(await widget.getByLabel('layout', { exact: true }).inputValue(), 'interleaved');
    assert.equal(await widget.getByLabel('decimals', { exact: true }).inputValue(), '6');
    assert.equal(await widget.getByLabel('positions', { exact: true }).inputValue(), '0,1,2');
  });

  it('labels every column with its index, sin or cos, pair k, ω_k and λ_k', async () => {
    const { widget } = await demo();
    const table = widget.getByRole('table', { name: /^PE\(pos\) for d_model = 4, base 10000/ });
    const corner = await table.getByRole('columnheader').first().textContent();
    for (const word of ['coordinate i', 'sin or cos', 'pair k', 'ω_k', 'λ_k', 'token t → pos']) {
      assert.ok(corner.includes(word), `corner header mentions ${word}`);
    }
    const headers = await table.getByRole('columnheader').evaluateAll((ths) => ths.slice(1).map((th) => th.innerText.split('\n')));
    assert.deepEqual(headers, [
      ['0', 'sin', '0', '1', '6.28319'],
      ['1', 'cos', '0', '1', '6.28319'],
      ['2', 'sin', '1', '0.01', '628.319'],
      ['3', 'cos', '1', '0.01', '628.319'],
    ]);
    assert.equal(await table.getByRole('columnheader', { name: 'coordinate 2, sin, pair 1, ω 0.01, λ 628.319' }).count(), 1);
    // Native table semantics: column headers scope="col", row headers scope="row".
    const scopes = await table.evaluate((t) => ({
      col: [...t.tHead.rows[0].cells].map((c) => `${c.tagName}:${c.scope}`),
      row: [...t.tBodies[0].rows].map((r) => `${r.cells[0].tagName}:${r.cells[0].scope}`),
    }));
    assert.ok(scopes.col.every((s) => s === 'TH:col'));
    assert.deepEqual(scopes.row, ['TH:row', 'TH:row', 'TH:row']);
  });

  it('shows the filled-in formula of a hovered or focused cell', async () => {
    const { page, widget } = await demo();
    const formula = widget.locator('.formula');
    await cell(widget, '0.019999').hover();
    await expectText(formula, 'PE(2, 2) = sin(2 / 10000^(2/4)) = sin(0.02) = 0.019999');
    await expectText(formula, 'Coordinate 2 is the sine of pair k = 1');
    await cell(widget, '-0.416147').hover();
    await expectText(formula, 'PE(2, 1) = cos(2 / 10000^(0/4)) = cos(2) = -0.416147');

    // Keyboard: Tab from the first row's remove button reaches the table's one tab stop (row 1,
    // coordinate 0); the arrow keys move from cell to cell.
    await widget.getByRole('button', { name: 'Remove row 1' }).focus();
    await page.keyboard.press('Tab');
    await expectText(formula, 'PE(0, 0) = sin(0 / 10000^(0/4)) = sin(0) = 0.000000');
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
    await expectText(formula, 'PE(2, 2) = sin(2 / 10000^(2/4)) = sin(0.02) = 0.019999');
    const focused = await page.evaluate(() => {
      const cell = document.querySelector('#default-widget').shadowRoot.activeElement;
      const style = getComputedStyle(cell);
      return { text: cell.textContent, outline: style.outlineStyle, width: style.outlineWidth, visible: cell.matches(':focus-visible') };
    });
    assert.deepEqual(focused, { text: '0.019999', outline: 'solid', width: '3px', visible: true });
    await page.keyboard.press('End');
    await expectText(formula, 'PE(2, 3) = cos(');
    await page.keyboard.press('Home');
    await expectText(formula, 'PE(2, 0) = sin(');
  });

  it('recomputes a row when its position is edited in place', async () => {
    const { page, widget } = await demo();
    const changes = page.evaluate(
      () => new Promise((resolve) => document.addEventListener('pe-change', (e) => resolve(e.detail), { once: true })),
    );
    const row2 = widget.getByLabel('Token number, row 2');
    await row2.fill('5');
    await row2.press('Enter');
    await eventually(async () =>
      assert.deepEqual((await tableValues(widget))[1], ['-0.958924', '0.283662', '0.049979', '0.998750']),
    );
    assert.deepEqual((await tableValues(widget))[0], SEED_ROWS[0]);
    assert.equal(await page.locator('#default-widget').getAttribute('positions'), '0,5,2');
    assert.deepEqual((await changes).positions, [0, 5, 2]);
    // A fractional and a negative position.
    await row2.fill('-1.5');
    await page.keyboard.press('Tab');
    await eventually(async () => assert.equal((await tableValues(widget))[1][0], '-0.997495'));
    await expectText(widget.getByRole('row').nth(2), '→ pos -1.5');
  });

  it('adds and removes rows with buttons', async () => {
    const { page, widget } = await demo();
    await widget.getByRole('button', { name: 'Add a row' }).click();
    await eventually(async () => assert.deepEqual((await tableRows(widget)).map((r) => r[0]), ['0', '1', '2', '3']));
    // The new row's field has focus, ready for typing.
    assert.equal(await widget.getByLabel('Token number, row 4').evaluate((i) => i === i.getRootNode().activeElement), true);
    assert.deepEqual((await tableValues(widget))[3], ['0.141120', '-0.989992', '0.029996', '0.999550']);
    await widget.getByRole('button', { name: 'Remove row 1' }).click();
    await eventually(async () => assert.deepEqual((await tableRows(widget)).map((r) => r[0]), ['1', '2', '3']));
    assert.equal(await page.locator('#default-widget').getAttribute('positions'), '1,2,3');
    // Said for a screen reader: focus stays on a button of the same name, now the next row's.
    await expectText(widget.locator('.table-area > [aria-live]'), 'Token 0 removed; 3 rows left.');
    // The last row cannot be removed.
    await page.locator('#default-widget').evaluate((el) => el.setAttribute('positions', '7'));
    await eventually(async () => assert.equal(await widget.getByRole('button', { name: 'Remove row 1' }).isDisabled(), true));
  });

  it('names each row header by its token and position, not by the field and the Remove button inside it', async () => {
    const { page, widget } = await demo();
    const table = widget.getByRole('table', { name: /^PE\(pos\)/ });
    const headers = await table.getByRole('rowheader').evaluateAll((cells) => cells.length);
    assert.equal(headers, 3);
    for (const t of [0, 1, 2]) assert.equal(await table.getByRole('rowheader', { name: `Token ${t}, position ${t}`, exact: true }).count(), 1);
    assert.equal(await table.getByRole('rowheader', { name: /Remove|→/ }).count(), 0);
    // It follows an edit of the token and the origin.
    await page.locator('#default-widget').evaluate((el) => Object.assign(el, { positions: '5', origin: 1 }));
    await eventually(async () => assert.equal(await table.getByRole('rowheader', { name: 'Token 5, position 4', exact: true }).count(), 1));
  });

  it('makes the index origin explicit: with origin 1, token t is formula position t − 1', async () => {
    const { page, widget } = await demo();
    await widget.getByLabel('origin', { exact: true }).selectOption('1');
    await expectText(widget.locator('.origin-rule'), 'token number t is formula position pos = t − 1');
    // Same positions 0, 1, 2 as tokens; now they are formula positions -1, 0, 1.
    const rows = await tableRows(widget);
    assert.deepEqual(rows.map((r) => r[0]), ['0', '1', '2']);
    assert.deepEqual(rows[1].slice(1), SEED_ROWS[0]);
    assert.deepEqual(rows[2].slice(1), SEED_ROWS[1]);
    await expectText(widget.getByRole('row').nth(1), '→ pos -1');
    await cell(widget, '0.841471').hover();
    await expectText(widget.locator('.formula'), 'Row 3: token 2 is formula position 1 (t − 1).');
    assert.equal(await page.locator('#default-widget').getAttribute('origin'), '1');
  });

  it('inspects a pair: frequency, wavelength, angle at each position, rotation for one step', async () => {
    const { page, widget } = await demo();
    const inspector = widget.getByRole('group', { name: 'Pair inspector' });
    await inspector.getByLabel('pair k').selectOption('1');
    await expectText(inspector, 'Frequency ω1'); // ω with subscript 1, as MathML
    const text = await inspector.textContent();
    assert.ok(text.includes('10000^(−2/4) = 0.01 rad per position'));
    assert.ok(text.includes('2π / ω_1 = 628.319 positions'));
    const angles = inspector.getByRole('table', { name: /^Angle/ });
    const rows = await angles.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
    assert.deepEqual(rows, [
      ['0', '0', '0', '0.000000', '1.000000'],
      ['1', '1', '0.01', '0.010000', '0.999950'],
      ['2', '2', '0.02', '0.019999', '0.999800'],
    ]);
    assert.ok(text.includes('φ = ω_1 × 1 = 0.01 rad'));
    const matrix = inspector.getByRole('table', { name: /^Rotation for pair 1, offset 1/ });
    const m = await matrix.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].slice(1).map((c) => c.textContent)));
    assert.deepEqual(m, [['0.999950', '0.010000'], ['-0.010000', '0.999950']]);
    // Clicking a table cell picks its pair; Enter on a cell does too, and says so.
    await cell(widget, '0.540302').click();
    await eventually(async () => assert.equal(await inspector.getByLabel('pair k').inputValue(), '0'));
    await page.keyboard.press('ArrowRight'); // 0.010000, the sine of pair 1
    await page.keyboard.press('Enter');
    await eventually(async () => assert.equal(await inspector.getByLabel('pair k').inputValue(), '1'));
    await expectText(widget.locator('.table-area > [aria-live]'), 'Pair 1 is shown in the pair inspector below the table.');
  });

  it('puts all sines first in the concatenated layout', async () => {
    const { widget } = await demo();
    await widget.getByLabel('layout', { exact: true }).selectOption('concatenated');
    await eventually(async () =>
      assert.deepEqual((await tableValues(widget))[1], ['0.841471', '0.010000', '0.540302', '0.999950']),
    );
    await cell(widget, '0.019999').hover();
    await expectText(widget.locator('.formula'), 'PE(2, 1) = sin(2 / 10000^(2/4)) = sin(0.02) = 0.019999');
  });

  it('scrolls a d_model = 512 table sideways and keeps the token column in view', async () => {
    const { page, widget } = await demo();
    const dModel = widget.getByLabel('d_model', { exact: true });
    await dModel.fill('512');
    await dModel.press('Enter');
    const table = widget.getByRole('table', { name: /d_model = 512/ });
    await table.waitFor();
    // A wide table draws a window of columns but says how many there are.
    assert.equal(await table.getAttribute('aria-colcount'), '513');
    const scroller = widget.locator('.table-scroll');
    const geometry = await scroller.evaluate((s) => ({ scrollWidth: s.scrollWidth, clientWidth: s.clientWidth }));
    assert.ok(geometry.scrollWidth > 20 * geometry.clientWidth, 'the table is much wider than its box');
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), true, 'the page does not scroll sideways');

    // Scroll to the far right, as a person dragging the scroll bar would.
    await scroller.hover();
    for (let i = 0; i < 6; i += 1) await page.mouse.wheel(geometry.scrollWidth / 5, 0);
    const lastHeader = table.getByRole('columnheader', { name: /^coordinate 511, cos, pair 255/ });
    await lastHeader.waitFor();
    const box = await scroller.boundingBox();
    const token = await widget.getByLabel('Token number, row 2').boundingBox();
    assert.ok(token.x >= box.x && token.x + token.width <= box.x + box.width, 'the token column stays in view');
    const header = await lastHeader.boundingBox();
    assert.ok(header.x + header.width <= box.x + box.width + 1 && header.x >= token.x + token.width, 'the last column is in view beside it');
    // The slowest pair has hardly turned by position 2: cos(2 · 10000^(−510/512)) ≈ 1.
    await eventually(async () => assert.equal((await tableValues(widget))[2].at(-1), '1.000000'));

    // The keyboard reaches every column: Home and End jump across the whole width.
    await table.getByRole('cell').filter({ hasText: /^\d|^-/ }).last().click();
    // The pointer leaves the table: a cell that scrolls under a resting pointer shows its formula.
    await page.mouse.move(0, 0);
    await page.keyboard.press('Home');
    await expectText(widget.locator('.formula'), 'PE(2, 0) = sin(');
    await table.getByRole('columnheader', { name: /^coordinate 0, sin/ }).waitFor();
    await page.keyboard.press('End');
    await expectText(widget.locator('.formula'), 'PE(2, 511) = cos(2 / 10000^(510/512))');
    assert.equal(await page.evaluate(() => document.querySelector('#default-widget').shadowRoot.activeElement.getAttribute('aria-colindex')), '513');
  });
});
