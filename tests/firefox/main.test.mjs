// The main flows in Firefox ESR: the table's values, editing a token, Q1, the bank quiz, the figures
// drawn (and their labels), the heatmap's keyboard zoom, typeset formulas, a phone's width, embed.html,
// and the RoPE section: its figures' numbers against RoFormer's formulas (computed here with Math.sin
// and Math.cos), a real model's preset, its labels at 1280 and 390 px, and a RoPE question answered.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startServer } from '../../scripts/serve.mjs';
import { labels, overflow } from '../browser/screens.mjs';
import { byLabel, byRole, openDemo, tableRows, textOf, until, useFirefox } from './firefox.mjs';


// Several figures show one at a time behind tabs: chooses the tab of figure `name` in widget `selector`.
const chooseFigure = (page, selector, name) =>
  page.evaluate((w, n) => {
    const root = document.querySelector(w).shadowRoot;
    const panel = root.querySelector(`figure[data-figure="${n}"]`)?.closest('[role="tabpanel"]');
    if (panel) root.querySelector(`[role="tab"][aria-controls="${panel.id}"]`).click();
    return !!panel;
  }, selector, name);

describe('Firefox ESR', () => {
  const h = useFirefox();

  it('the demo table: exact values, and a token edited in place', async () => {
    const page = await h.newPage();
    await openDemo(page, h);
    assert.deepEqual(await tableRows(page, '#default-widget'), [
      ['0', '0.000000', '1.000000', '0.000000', '1.000000'],
      ['1', '0.841471', '0.540302', '0.010000', '0.999950'],
      ['2', '0.909297', '-0.416147', '0.019999', '0.999800'],
    ]);
    const token = await byLabel(page, '#default-widget', 'Token number, row 3');
    await token.click({ count: 3 });
    await token.type('5');
    await page.keyboard.press('Enter');
    await until(page, () => document.querySelector('#default-widget').getAttribute('positions') === '0,1,5');
    const rows = await until(page, () => {
      const r = [...document.querySelector('#default-widget').shadowRoot.querySelector('table.pe-table').tBodies[0].rows];
      return r[2]?.cells[1].textContent === '-0.958924' ? r[2].cells[2].textContent : null;
    });
    assert.equal(rows, '0.283662');
  });

  it('Q1: a typed answer is checked, and the worked solution is typeset', async () => {
    const page = await h.newPage();
    await openDemo(page, h);
    const answer = await byLabel(page, '#quiz-widget', 'Your answer');
    await answer.type('0.0200');
    await (await byRole(page, '#quiz-widget', 'button', 'Check')).click();
    await textOf(page, '#quiz-widget', '.feedback', 'Correct.');
    await (await byRole(page, '#quiz-widget', 'disclosure', 'Solution')).click();
    const math = await until(page, () => {
      const maths = [...document.querySelector('#quiz-widget').shadowRoot.querySelectorAll('details.solution math')];
      return maths.length && maths.every((m) => m.getBoundingClientRect().height > 0) ? maths.length : null;
    });
    assert.ok(math >= 3);
  });

  it('the bank quiz names a slip; the table shows the asked cell; Start over asks first', async () => {
    const page = await h.newPage();
    await openDemo(page, h);
    const answer = await byLabel(page, '#bank-widget', 'Your answer');
    await answer.type('1.00'); // seed 1, question 1: sin 0, answered as cos 0
    await page.keyboard.press('Enter');
    await textOf(page, '#bank-widget', '.quiz .feedback', 'Likely slip: sine and cosine swapped.');
    await textOf(page, '#bank-widget', '.quiz-compare', 'your answer 1.00');
    // With an answer, Start over asks first in a dialog inside the widget; Escape keeps the answer.
    await (await byRole(page, '#bank-widget', 'button', 'Start over')).click();
    const open = await until(page, () => {
      const d = document.querySelector('#bank-widget').shadowRoot.querySelector('dialog[role="alertdialog"]');
      return d?.open ? d.getRootNode().activeElement?.textContent : null;
    });
    assert.equal(open, 'Keep my answers', 'the focus starts on the safe choice');
    await page.keyboard.press('Escape');
    await until(page, () => !document.querySelector('#bank-widget').shadowRoot.querySelector('dialog'));
    await textOf(page, '#bank-widget', '.quiz-progress', 'Score 0 of 8');
    assert.equal(await page.evaluate(() => document.querySelector('#bank-widget').attempt.responses[0]), '1.00');
  });

  it('the figures are drawn, with labels of 11 px or more that never overlap, at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      const page = await h.newPage({ width, height: 900 });
      await openDemo(page, h);
      await until(page, () => document.querySelector('#figures-widget')?.shadowRoot.querySelector('figure[data-figure]'));
      await chooseFigure(page, '#figures-widget', 'precision');
      await until(page, () => document.querySelector('#figures-widget')?.shadowRoot.querySelector('figure[data-figure="precision"] svg path'));
      await showFigures(page);
      await chooseFigure(page, '#figures-widget', 'heatmap');
      const painted = await until(page, () => {
        const c = document.querySelector('#figures-widget').shadowRoot.querySelector('canvas.pe-hm-canvas');
        const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        const colours = new Set();
        for (let i = 0; i < data.length; i += 4 * 97) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
        return colours.size > 20 ? colours.size : null;
      });
      assert.ok(painted > 20, 'the heatmap is painted');
      const l = await labels(page);
      assert.ok(l.count > 40, `${width} px: labels measured ${l.count} (one figure per widget on screen)`);
      assert.deepEqual(l.small, [], `${width} px: smallest label ${l.smallest.toFixed(1)} px`);
      assert.deepEqual(l.overlaps, [], `${width} px: no overlapping labels`);
      if (width < 600) {
        const o = await overflow(page);
        assert.equal(o.extra, 0, 'no sideways scroll at 390 px');
        assert.deepEqual(o.sticking, []);
      }
    }
  });

  it('the RoPE section: the score and the bridge to PE(m)·PE(n), the decay bound, a preset, a question', async () => {
    const page = await h.newPage();
    await openDemo(page, h);
    await until(page, () => document.querySelector('#rope-widget')?.shadowRoot.querySelector('figure[data-figure]'));
    await chooseFigure(page, '#rope-widget', 'rope');
    // d = 128, n = 0 (the first listed position), m = n + offset 5, base 10000.
    const thetas = Array.from({ length: 64 }, (_, k) => 10000 ** (-(2 * k) / 128));
    const bridge = await until(page, () => {
      const b = document.querySelector('#rope-widget').shadowRoot.querySelector('figure[data-figure="rope"] .pe-rope-bridge-values');
      return b ? [Number(b.dataset.score), Number(b.dataset.dot)] : null;
    });
    const pe = thetas.reduce((sum, t) => sum + Math.sin(5 * t) * Math.sin(0) + Math.cos(5 * t) * Math.cos(0), 0);
    assert.ok(Math.abs(bridge[0] - pe) < 1e-12 * 64, `${bridge[0]} against ${pe}`);
    assert.equal(bridge[0], bridge[1], 'the score of (1, 0) pairs is the table\'s dot product, to the last bit');
    // RoFormer's bound at r = 0 is (d/2 + 1)/2, and at r = 16 what the formula gives.
    const bound = (r) => {
      let re = 0;
      let im = 0;
      let total = 0;
      for (const t of thetas) {
        re += Math.cos(r * t);
        im += Math.sin(r * t);
        total += Math.hypot(re, im);
      }
      return total / 64;
    };
    await chooseFigure(page, '#rope-widget', 'rope-decay');
    const rows = await until(page, () => {
      const trs = document.querySelector('#rope-widget').shadowRoot.querySelectorAll('figure[data-figure="rope-decay"] .pe-rope-decay-table tbody tr');
      return trs.length ? [...trs].map((tr) => [Number(tr.dataset.r), Number(tr.cells[1].dataset.value)]) : null;
    });
    assert.deepEqual(rows[0], [0, 32.5]);
    for (const [r, value] of rows) assert.ok(Math.abs(value - bound(r)) < 1e-12 * 32.5, `r = ${r}: ${value} against ${bound(r)}`);
    // Llama 3.1's preset: its original and extended contexts, from its config.json.
    await chooseFigure(page, '#rope-widget', 'rope-scaling');
    await until(page, () => document.querySelector('#rope-widget').shadowRoot.querySelector('figure[data-figure="rope-scaling"] select.pe-rs-model'));
    await page.evaluate(() => {
      const select = document.querySelector('#rope-widget').shadowRoot.querySelector('figure[data-figure="rope-scaling"] select.pe-rs-model');
      select.value = 'llama-3.1';
      select.dispatchEvent(new Event('change'));
    });
    const contexts = await until(page, () => {
      const c = [...document.querySelector('#rope-widget').shadowRoot.querySelectorAll('figure[data-figure="rope-scaling"] [data-context]')].map((e) => Number(e.dataset.context));
      return c.length === 2 ? c : null;
    });
    assert.deepEqual(contexts, [8192, 131072]);
    // The RoPE question: the angle m·θ_k of the pair it names.
    const prompt = await textOf(page, '#rope-quiz', '.prompt', 'by an angle');
    const m = Number(prompt.match(/token number (\d+) by an angle/)[1]);
    const k = Number(prompt.match(/pair k = (\d+)/)[1]);
    const answer = await byLabel(page, '#rope-quiz', 'Your answer');
    await answer.type((m * 10000 ** (-(2 * k) / 8)).toFixed(4));
    await page.keyboard.press('Enter');
    await textOf(page, '#rope-quiz', '.quiz .feedback', 'Correct.');
  });

  it('the RoPE figures at 1280 and 390 px: labels of 11 px or more that never overlap, typeset formulas, no sideways scroll', async () => {
    for (const width of [1280, 390]) {
      const page = await h.newPage({ width, height: 900 });
      await openDemo(page, h);
      await page.evaluate(async () => {
        for (const f of document.querySelector('#rope-widget').shadowRoot.querySelectorAll('figure[data-figure]')) {
          f.scrollIntoView();
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
      });
      const maths = await until(page, () => {
        const root = document.querySelector('#rope-widget').shadowRoot;
        const list = [...root.querySelectorAll('.pe-rope-formula math'), ...document.querySelectorAll('section[aria-labelledby="rope-title"] math')];
        return list.length > 8 && list.every((m) => m.getBoundingClientRect().height > 0) ? list.length : null;
      });
      assert.ok(maths > 8);
      const l = await labels(page);
      assert.deepEqual(l.small, [], `${width} px: smallest label ${l.smallest.toFixed(1)} px`);
      assert.deepEqual(l.overlaps, [], `${width} px: no overlapping labels`);
      const o = await overflow(page);
      assert.equal(o.extra, 0, `no sideways scroll at ${width} px`);
    }
  });

  it('the heatmap zooms from the keyboard to one cell, and the readout follows', async () => {
    const page = await h.newPage();
    await page.goto(`${h.url('embed.html')}?figures=heatmap&d-model=512&max-len=2048`);
    await until(page, () => !!document.querySelector('sinusoidal-pe')?.shadowRoot.querySelector('canvas.pe-hm-canvas[aria-label]'));
    await page.evaluate(() => document.querySelector('sinusoidal-pe').shadowRoot.querySelector('canvas.pe-hm-canvas').focus());
    await page.keyboard.press('ArrowDown');
    for (let i = 0; i < 12; i++) await page.keyboard.press('+');
    await textOf(page, 'sinusoidal-pe', '.pe-hm-view', 'Rows 1 to 1, columns 0 to 0.');
    await textOf(page, 'sinusoidal-pe', '.pe-hm-readout', 'position 1, coordinate 0 (sin of pair 0): PE = 0.841471');
  });

  it('embed.html: a table and a quiz from the URL, at a phone width', async () => {
    const page = await h.newPage({ width: 390, height: 844 });
    await page.goto(`${h.url('embed.html')}?d-model=16&origin=1&positions=1..8&quiz=q1`);
    const rows = await tableRows(page, 'sinusoidal-pe');
    assert.equal(rows.length, 8);
    assert.deepEqual(rows[1].slice(0, 3), ['2', '0.841471', '0.540302']);
    const answer = await byLabel(page, 'sinusoidal-pe', 'Your answer');
    await answer.type('0.019999');
    await (await byRole(page, 'sinusoidal-pe', 'button', 'Check')).click();
    await textOf(page, 'sinusoidal-pe', '.feedback', 'Correct.');
    const o = await overflow(page);
    assert.equal(o.extra, 0);
    assert.deepEqual(o.sticking, []);
  });

  it('a figure saved from the share panel as SVG opens as an image, and its PNG is twice its size', async () => {
    const page = await h.newPage();
    await page.goto(`${h.url('embed.html')}?d-model=16&figures=waves,heatmap&max-len=64`);
    await (await byRole(page, 'sinusoidal-pe', 'button', 'Share and copy')).click();
    await byRole(page, 'sinusoidal-pe', 'button', 'Download Waves of one pair as SVG');
    await chooseFigure(page, 'sinusoidal-pe', 'heatmap');
    await until(page, () => document.querySelector('sinusoidal-pe').shadowRoot.querySelector('figure[data-figure="heatmap"] canvas[data-view-rows]'));
    const made = await page.evaluate(async () => {
      const widget = document.querySelector('sinusoidal-pe');
      const svg = await (await widget.figureImage('heatmap', 'svg')).text();
      const png = new DataView(await (await widget.figureImage('heatmap', 'png')).arrayBuffer());
      return { svg, png: [png.getUint32(16), png.getUint32(20)] };
    });
    const size = /width="(\d+)" height="(\d+)"/.exec(made.svg).slice(1).map(Number);
    assert.deepEqual(made.png, size.map((n) => 2 * n));
    // Opened as an image on a page of another server, without the widget's CSP (img-src 'self'
    // would refuse a blob: image there, as it should).
    const plain = await startServer({ port: 0, csp: null });
    try {
      const viewer = await h.newPage();
      await viewer.goto(new URL('tests/browser/fixtures/blank.html', plain.url).href);
      const opened = await viewer.evaluate(async (text) => {
        const img = new Image();
        img.src = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
        await img.decode();
        return [img.naturalWidth, img.naturalHeight];
      }, made.svg);
      assert.deepEqual(opened, size);
    } finally {
      await plain.close();
    }
  });
});

// Scrolls through the figures (each draws when it comes near), as a reader would.
function showFigures(page) {
  return page.evaluate(async () => {
    for (const f of document.querySelector('#figures-widget').shadowRoot.querySelectorAll('figure[data-figure]')) {
      f.scrollIntoView();
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
    window.scrollTo(0, 0);
  });
}
