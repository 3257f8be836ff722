// Course themes and typeset formulas: every colour the widget draws follows a documented --pe-*
// custom property (the figures' included), ::part() reaches the main blocks, forced colours and
// reduced motion are respected, and the formulas of the demo page, the pair inspector and the worked
// solutions are MathML that the browser lays out itself.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectText, openDemo, useBrowser } from '../harness.mjs';
import { showAllFigures } from '../screens.mjs';

const rgb = (hex) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('themes and formulas', () => {
  const h = useBrowser();

  async function themed(options = {}) {
    const page = await h.newPage({ viewport: { width: 1280, height: 900 }, ...options });
    await openDemo(page, h);
    // Every figure drawn (each behind its tab, chosen in turn), then the heat maps' pictures there.
    await showAllFigures(page);
    for (const id of ['theme-paper', 'theme-night']) {
      await page.locator(`#${id} figure[data-figure="heatmap"]`).getByRole('img', { name: /^Heat map/, includeHidden: true }).waitFor({ state: 'attached' });
    }
    return page;
  }

  // What a themed widget draws: the table's colours, the sine and cosine curves, the colour map's
  // ends and middle (read from the legend bar's pixels), the markers and the cursor.
  const drawn = (page, id) =>
    page.locator(`#${id}`).evaluate((el) => {
      const root = el.shadowRoot;
      const css = (selector, property) => getComputedStyle(root.querySelector(selector))[property];
      const bar = root.querySelector('.pe-hm-legend-bar');
      const px = (x) => [...bar.getContext('2d').getImageData(x, 0, 1, 1).data.slice(0, 3)];
      return {
        frame: css('.pe', 'backgroundColor'),
        text: css('.pe', 'color'),
        sin: css('path.pe-fig-sin', 'stroke'),
        cos: css('path.pe-fig-cos', 'stroke'),
        marker: css('.pe-fig-period', 'stroke'),
        cursor: css('.pe-hm-cursor', 'borderTopColor'),
        mapEnds: [px(0), px(128), px(255)],
        frameBorder: css('.pe', 'borderTopStyle'),
      };
    });

  it('the demo page shows two themes side by side, each colour from its custom property', async () => {
    const page = await themed();
    const [a, b] = await Promise.all(['theme-paper', 'theme-night'].map((id) => page.locator(`#${id}`).boundingBox()));
    assert.ok(Math.abs(a.y - b.y) < 1 && b.x > a.x + a.width - 1, 'side by side at 1280 px');
    const paper = await drawn(page, 'theme-paper');
    const night = await drawn(page, 'theme-night');
    assert.equal(paper.frame, rgb('#fbf7ef'));
    assert.equal(paper.text, rgb('#2b2118'));
    assert.equal(paper.sin, rgb('#1f6f5c'));
    assert.equal(paper.cos, rgb('#a3470f'));
    assert.equal(paper.marker, rgb('#6d3b8a'));
    assert.equal(paper.cursor, rgb('#2b2118'));
    assert.equal(night.frame, rgb('#0d1b2a'));
    assert.equal(night.sin, rgb('#5ad1ff'));
    assert.equal(night.cos, rgb('#ffb86b'));
    const close = (got, hex) => got.every((v, i) => Math.abs(v - parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16)) <= 3);
    assert.ok(close(paper.mapEnds[0], '#1f6f5c') && close(paper.mapEnds[2], '#9c3d10'), `paper map ends ${JSON.stringify(paper.mapEnds)}`);
    assert.ok(close(night.mapEnds[0], '#5ad1ff') && close(night.mapEnds[2], '#ffb86b'), `night map ends ${JSON.stringify(night.mapEnds)}`);
    assert.ok(close(night.mapEnds[1], '#0d1b2a'), `night map middle ${JSON.stringify(night.mapEnds[1])}`);
    assert.equal(paper.frameBorder, 'double', '::part(frame) is styled by the page');
  });

  it('a page sets a figure colour on the element and the figures follow; ::part() names the main blocks', async () => {
    const page = await h.newPage();
    await page.goto(h.url('tests/browser/fixtures/blank.html'));
    const names = await page.evaluate(async () => {
      const el = document.createElement('sinusoidal-pe');
      el.setAttribute('figures', 'waves');
      el.style.setProperty('--pe-sin', '#008000');
      el.style.setProperty('--pe-cos', '#800080');
      document.getElementById('host').append(el);
      await customElements.whenDefined('sinusoidal-pe');
      await el.updateComplete;
      return [...el.shadowRoot.querySelectorAll('[part]')].map((n) => n.getAttribute('part'));
    });
    assert.deepEqual(names.sort(), ['alert', 'figures', 'frame', 'guide', 'inspector', 'quiz', 'settings', 'share', 'table']);
    const widget = page.locator('sinusoidal-pe');
    await widget.locator('path.pe-fig-sin').first().waitFor();
    const strokes = await widget.evaluate((el) => ['sin', 'cos'].map((n) => getComputedStyle(el.shadowRoot.querySelector(`path.pe-fig-${n}`)).stroke));
    assert.deepEqual(strokes, ['rgb(0, 128, 0)', 'rgb(128, 0, 128)']);
  });

  it('forced colours: the curves of the figures take the system colours', async () => {
    const page = await themed();
    const normal = await drawn(page, 'theme-paper');
    await page.emulateMedia({ forcedColors: 'active' });
    const forced = await page.locator('#figures-widget').evaluate((el) => {
      const root = el.shadowRoot;
      const probe = document.createElement('span');
      probe.style.color = 'Highlight';
      document.body.append(probe);
      const highlight = getComputedStyle(probe).color;
      probe.remove();
      return { highlight, sin: getComputedStyle(root.querySelector('path.pe-fig-sin')).stroke };
    });
    assert.equal(forced.sin, forced.highlight, 'the sine curve in the system highlight colour');
    assert.notEqual(forced.sin, normal.sin);
  });

  it('reduced motion: nothing moves (no transitions or animations, no smooth scrolling)', async () => {
    const page = await h.newPage({ viewport: { width: 1280, height: 900 } });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openDemo(page, h);
    await page.locator('#default-widget').getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    const moving = await page.evaluate(() => {
      const out = [];
      const walk = (root) => {
        for (const el of root.querySelectorAll('*')) {
          if (el.shadowRoot) walk(el.shadowRoot);
          const cs = getComputedStyle(el);
          if (cs.transitionDuration.split(',').some((d) => parseFloat(d) > 0) || cs.animationName !== 'none') out.push(el.localName);
        }
      };
      walk(document);
      return { out, scroll: getComputedStyle(document.documentElement).scrollBehavior };
    });
    assert.deepEqual(moving, { out: [], scroll: 'auto' });
  });

  it('formulas are MathML: the demo page, the pair inspector ω_k and λ_k, and the worked solutions', async () => {
    const page = await h.newPage({ viewport: { width: 1280, height: 900 } });
    await openDemo(page, h);
    const blocks = page.locator('.formula-block math[display="block"]');
    // The formula's two lines, and the RoPE section's nine (θ_k, the rotation, the score in three
    // lines, the bridge in two, the decay bound and S_j).
    assert.equal(await blocks.count(), 11);
    assert.equal(await page.locator('section[aria-labelledby="rope-title"] .formula-block math[display="block"]').count(), 9);
    assert.ok(await page.locator('section[aria-labelledby="rope-title"] mtable').count() >= 3, 'the rotation\'s matrix and vectors are tables');
    const box = await blocks.first().boundingBox();
    assert.ok(box.height > 30, 'a display formula with a fraction is taller than a line of text');
    assert.ok(await page.locator('.formula-block mfrac').count() >= 2);

    const widget = page.locator('#default-widget');
    const inspector = widget.getByRole('group', { name: 'Pair inspector' });
    await inspector.getByLabel('pair k').selectOption('1');
    await expectText(inspector, 'Frequency ω1');
    const facts = await inspector.locator('dl.facts').evaluate((dl) => ({
      msub: [...dl.querySelectorAll('msub')].map((n) => n.textContent),
      power: dl.querySelector('msup')?.textContent,
      annotations: [...dl.querySelectorAll('annotation')].map((n) => n.textContent),
      laidOut: [...dl.querySelectorAll('math')].every((m) => m.getBoundingClientRect().height > 0),
    }));
    assert.deepEqual(facts.msub.slice(0, 2), ['ω1', 'λ1']);
    assert.equal(facts.power, '10000−2/4');
    assert.deepEqual(facts.annotations, ['10000^(−2/4) = 0.01', '2π / ω_1 = 628.319']);
    assert.equal(facts.laidOut, true);

    const bank = page.locator('#bank-widget').getByRole('group', { name: 'Quiz' });
    await bank.getByText('Solution', { exact: true }).click();
    const solution = await bank.locator('details.solution').evaluate((d) => ({
      maths: d.querySelectorAll('math').length,
      sup: [...d.querySelectorAll('msup')].map((n) => n.textContent),
      sub: [...d.querySelectorAll('msub')].map((n) => n.textContent),
      text: d.textContent,
      width: Math.max(...[...d.querySelectorAll('math')].map((m) => m.getBoundingClientRect().width)),
    }));
    assert.ok(solution.maths >= 4, `formulas typeset: ${solution.maths}`);
    assert.ok(solution.sub.includes('ω1'), 'ω_1 as a subscript');
    assert.ok(solution.sup.some((s) => s.startsWith('10000')), 'the power of the base as a superscript');
    assert.match(solution.text, /Token number 0 with tokens numbered from 0 is at formula position/);
    assert.ok(solution.width > 0);
  });
});
