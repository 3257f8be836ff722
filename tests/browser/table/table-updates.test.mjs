// The table through a learner's changes of setting at d_model 512: the place they scrolled to
// stays (sideways and down a long list), and once the widget says it is done (updateComplete) every
// drawn cell, header and screen-reader attribute is right, including cells filled in idle time.
// Expected values come from JavaScript's own Math.sin and Math.cos, not from the widget's core.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eventually, fixtureUrl, mountWidget, useBrowser } from '../harness.mjs';

// Checks every drawn cell of widget #w against sin/cos computed here, right after updateComplete
// (nothing may be left for later). Returns a list of mismatches (empty when all is right) and what
// was checked.
async function checkTable(page) {
  return page.evaluate(async () => {
    const el = document.getElementById('w');
    await el.updateComplete;
    const d = el.dModel;
    const base = el.base;
    const decimals = el.decimals;
    const concatenated = el.layout === 'concatenated';
    const tokens = el.positions;
    const role = (i) => (concatenated ? { k: i % (d / 2), sin: i < d / 2 } : { k: i >> 1, sin: i % 2 === 0 });
    const text = (v) => {
      const t = v.toFixed(decimals);
      return /^-[0.]*$/.test(t) ? t.slice(1) : t;
    };
    const table = el.shadowRoot.querySelector('table.pe-table');
    const bad = [];
    const windowed = table.hasAttribute('aria-colcount');
    if (windowed && table.getAttribute('aria-colcount') !== String(d + 1)) bad.push(`aria-colcount ${table.getAttribute('aria-colcount')}`);
    const virtual = tokens.length > 40;
    if (virtual && table.getAttribute('aria-rowcount') !== String(tokens.length + 1)) bad.push(`aria-rowcount ${table.getAttribute('aria-rowcount')}`);
    const head = [...table.tHead.rows[0].cells].filter((c) => !c.classList.contains('spacer')).slice(1);
    const columns = [];
    for (const th of head) {
      const c = Number(th.getAttribute('aria-colindex') ?? head.indexOf(th) + 2) - 2;
      columns.push(c);
      const { k, sin } = role(c);
      const lines = th.innerText.split('\n');
      if (lines[0] !== String(c) || lines[1] !== (sin ? 'sin' : 'cos') || lines[2] !== String(k)) bad.push(`header ${c}: ${lines.join(' ')}`);
      const omega = Number(lines[3]);
      const expected = base ** ((-2 * k) / d);
      if (Math.abs(omega - expected) > 1e-5 * expected) bad.push(`header ${c}: ω ${lines[3]} ≠ ${expected}`);
      if (!th.getAttribute('aria-label').startsWith(`coordinate ${c}, ${sin ? 'sin' : 'cos'}, pair ${k}, ω ${lines[3]}, λ ${lines[4]}`)) {
        bad.push(`header ${c}: aria-label ${th.getAttribute('aria-label')}`);
      }
    }
    let cells = 0;
    const rows = [...table.tBodies[0].rows].filter((tr) => tr.getAttribute('aria-hidden') !== 'true');
    for (const [i, tr] of rows.entries()) {
      const r = virtual ? Number(tr.getAttribute('aria-rowindex')) - 2 : i;
      const input = tr.cells[0].querySelector('input');
      if (input.value !== String(tokens[r])) bad.push(`row ${r}: token ${input.value}`);
      if (input.getAttribute('aria-label') !== `Token number, row ${r + 1}`) bad.push(`row ${r}: ${input.getAttribute('aria-label')}`);
      const data = [...tr.cells].slice(1).filter((td) => !td.classList.contains('spacer'));
      if (data.length !== columns.length) bad.push(`row ${r}: ${data.length} cells for ${columns.length} headers`);
      data.forEach((td, j) => {
        const c = columns[j];
        if (windowed && td.getAttribute('aria-colindex') !== String(c + 2)) bad.push(`row ${r}, ${c}: aria-colindex ${td.getAttribute('aria-colindex')}`);
        const { k, sin } = role(c);
        const angle = tokens[r] / base ** ((2 * k) / d);
        const want = text(sin ? Math.sin(angle) : Math.cos(angle));
        if (td.textContent !== want) bad.push(`row ${r}, coordinate ${c}: ${td.textContent} ≠ ${want}`);
        cells += 1;
      });
    }
    return { bad: bad.slice(0, 10), cells, columns: [columns[0], columns.at(-1)], rows: rows.length };
  });
}

// The columns and rows the table's box shows: the coordinate of the first header cell in view
// beside the token column, and the token of the first row in view under the header.
async function inView(page) {
  return page.evaluate(() => {
    const root = document.getElementById('w').shadowRoot;
    const box = root.querySelector('.table-scroll');
    const table = root.querySelector('table.pe-table');
    const corner = table.tHead.rows[0].cells[0].getBoundingClientRect();
    const headers = [...table.tHead.rows[0].cells].slice(1).filter((c) => !c.classList.contains('spacer'));
    const firstColumn = headers.find((th) => th.getBoundingClientRect().right > corner.right + 2);
    const rows = [...table.tBodies[0].rows].filter((tr) => tr.getAttribute('aria-hidden') !== 'true');
    const firstRow = rows.find((tr) => tr.getBoundingClientRect().bottom > corner.bottom + 2);
    return {
      left: box.scrollLeft,
      top: box.scrollTop,
      column: firstColumn ? Number(firstColumn.innerText.split('\n')[0]) : null,
      token: firstRow ? firstRow.cells[0].querySelector('input').value : null,
      // Whether a spacer (no real cells) shows where the learner looks.
      blank: [...table.tHead.rows[0].cells].some((c) => {
        if (!c.classList.contains('spacer')) return false;
        const r = c.getBoundingClientRect();
        return r.width > 0 && r.right > corner.right + 2 && r.left < box.getBoundingClientRect().right - 2;
      }),
    };
  });
}

// Waits until the table's box has stopped scrolling (a wheel scrolls smoothly, over many frames).
async function scrolled(page) {
  await page.evaluate(async () => {
    const box = document.getElementById('w').shadowRoot.querySelector('.table-scroll');
    let last = '';
    for (let same = 0; same < 10;) {
      await new Promise(requestAnimationFrame);
      const now = `${box.scrollLeft},${box.scrollTop}`;
      same = now === last ? same + 1 : 0;
      last = now;
    }
  });
}

describe('the table through changes of setting', () => {
  const h = useBrowser();

  async function widget(attributes) {
    const page = await h.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(fixtureUrl(h, 'blank.html'));
    const w = await mountWidget(page, attributes);
    return { page, w };
  }

  // Sets a settings control as a person does: types a value and presses Enter, or picks an option.
  async function setControl(w, label, value) {
    const control = w.getByLabel(label, { exact: true });
    if ((await control.evaluate((c) => c.tagName)) === 'SELECT') await control.selectOption(value);
    else {
      await control.fill(value);
      await control.press('Enter');
    }
  }

  it('keeps the sideways scroll position through base, layout, decimals and d_model changes', async () => {
    const { page, w } = await widget({ 'd-model': '512' });
    const box = w.locator('.table-scroll');
    await box.hover();
    for (let i = 0; i < 8; i += 1) await page.mouse.wheel(2500, 0);
    await scrolled(page);
    await eventually(async () => assert.deepEqual((await checkTable(page)).bad, []));
    const start = await inView(page);
    assert.ok(start.column > 150, `scrolled to coordinate ${start.column}`);
    assert.equal(start.blank, false, 'real cells where the learner looks');
    await page.mouse.move(0, 0);
    for (const [label, value] of [['base', '500'], ['layout', 'concatenated'], ['decimals', '3'], ['d_model', '384'], ['base', '10000']]) {
      await setControl(w, label, value);
      const check = await checkTable(page);
      assert.deepEqual(check.bad, [], `after ${label} = ${value}`);
      const now = await inView(page);
      // (Columns get wider or narrower with the longest ω_k text: the column stays, not the pixel.)
      assert.equal(now.column, start.column, `the same first column in view after ${label} = ${value}`);
      assert.equal(now.blank, false, `real cells in view after ${label} = ${value}`);
      assert.ok(check.columns[0] <= start.column && check.columns[1] > start.column + 5, `drawn columns ${check.columns} cover the view`);
    }
  });

  it('keeps the place in a long list, with every drawn row right and the true row count for screen readers', async () => {
    const { page, w } = await widget({ 'd-model': '512', positions: '0..63' });
    const box = w.locator('.table-scroll');
    await box.hover();
    await page.mouse.wheel(0, 900);
    await page.mouse.wheel(1500, 0);
    await scrolled(page);
    // Cells a scroll brings in are filled when the browser has time (not an update to wait for).
    const first = await eventually(async () => {
      const check = await checkTable(page);
      assert.deepEqual(check.bad, []);
      return check;
    });
    const start = await inView(page);
    assert.ok(Number(start.token) >= 15, `scrolled down to token ${start.token}`);
    assert.ok(first.rows < 64, `only rows near the view are drawn (${first.rows})`);
    await page.mouse.move(0, 0);
    for (const [label, value] of [['base', '123'], ['layout', 'concatenated'], ['decimals', '8'], ['d_model', '510']]) {
      await setControl(w, label, value);
      const check = await checkTable(page);
      assert.deepEqual(check.bad, [], `after ${label} = ${value}`);
      const now = await inView(page);
      assert.deepEqual([now.top, now.column, now.token], [start.top, start.column, start.token], `scroll position after ${label} = ${value}`);
    }
    // Scrolled further, the rows coming into view are drawn and right.
    await box.hover();
    await page.mouse.wheel(0, 5000);
    await scrolled(page);
    await eventually(async () => assert.deepEqual((await checkTable(page)).bad, []));
    const last = await page.evaluate(() => {
      const rows = [...document.getElementById('w').shadowRoot.querySelector('tbody').rows].filter((tr) => tr.getAttribute('aria-hidden') !== 'true');
      return rows.at(-1).getAttribute('aria-rowindex');
    });
    assert.equal(last, '65', 'the last row is drawn at the end of the list');
  });

  it('updateComplete waits for cells filled in idle time and the pair inspector after 30 quick changes', async () => {
    const { page } = await widget({ 'd-model': '512', positions: '0..63', pair: '3' });
    const result = await page.evaluate(async () => {
      const el = document.getElementById('w');
      for (let j = 1; j <= 30; j += 1) {
        el.setAttribute('base', String(1000 + 37 * j));
        // A render per frame, as a dragged control makes, without waiting for the widget.
        await new Promise(requestAnimationFrame);
      }
      await el.updateComplete;
      const angles = el.shadowRoot.querySelector('.inspector .mini-table tbody').rows;
      return { base: el.base, fourth: [...angles[4].cells].map((c) => c.textContent) };
    });
    assert.equal(result.base, 1000 + 37 * 30);
    const omega = (1000 + 37 * 30) ** (-6 / 512);
    assert.deepEqual(result.fourth.slice(3), [Math.sin(4 * omega).toFixed(6), Math.cos(4 * omega).toFixed(6)], 'the inspector shows the last base');
    // The same, checked at once after updateComplete, cell by cell (checkTable awaits it too).
    await page.evaluate(() => {
      const el = document.getElementById('w');
      for (let j = 1; j <= 30; j += 1) el.setAttribute('base', String(2000 + j));
    });
    const check = await checkTable(page);
    assert.deepEqual(check.bad, []);
    assert.ok(check.cells > 1024, `${check.cells} cells checked, more than are filled at once`);
  });

  it('keyboard navigation reaches rows and columns outside the drawn windows; a token field keeps focus through updates', async () => {
    const { page, w } = await widget({ 'd-model': '512', positions: '0..63' });
    const table = w.getByRole('table', { name: /^PE\(pos\)/ });
    await table.locator('td[tabindex="0"]').focus();
    const focused = () => page.evaluate(() => {
      const a = document.getElementById('w').shadowRoot.activeElement;
      return `${a?.parentElement.getAttribute('aria-rowindex')}:${a?.getAttribute('aria-colindex')}`;
    });
    assert.equal(await focused(), '2:2');
    await page.keyboard.press('Control+End');
    assert.equal(await focused(), '65:513');
    await page.keyboard.press('Control+Home');
    assert.equal(await focused(), '2:2');
    for (let i = 0; i < 45; i += 1) await page.keyboard.press('ArrowDown');
    assert.equal(await focused(), '47:2');
    await page.keyboard.press('End');
    assert.equal(await focused(), '47:513');
    await page.keyboard.press('ArrowUp');
    assert.equal(await focused(), '46:513');
    assert.match(await w.locator('.formula').textContent(), /^PE\(44, 511\) = cos/);

    await page.keyboard.press('Control+Home');
    const field = w.getByLabel('Token number, row 2', { exact: true });
    await field.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('7');
    await page.evaluate(async () => {
      const el = document.getElementById('w');
      for (let j = 0; j < 5; j += 1) {
        el.setAttribute('base', String(500 + j));
        await el.updateComplete;
      }
    });
    assert.equal(await field.evaluate((i) => i === i.getRootNode().activeElement), true, 'the field keeps focus');
    assert.equal(await field.inputValue(), '17', 'and what was typed');
  });
});
