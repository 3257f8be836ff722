// loading="lazy": a widget far below the visible part of the page fetches and draws nothing until a
// reader scrolls near it, then behaves like any other; loading="eager" (the default) draws at once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectText, fixtureUrl, settled, useBrowser } from '../harness.mjs';

// A page with an eager widget at the top and a lazy one with the question bank four screens below.
async function tallPage(page, h) {
  await page.goto(fixtureUrl(h, 'blank.html'));
  await page.evaluate(() => {
    const host = document.getElementById('host');
    const top = document.createElement('sinusoidal-pe');
    top.id = 'top';
    const spacer = document.createElement('div');
    spacer.style.height = `${4 * innerHeight}px`;
    const below = document.createElement('sinusoidal-pe');
    below.id = 'below';
    below.setAttribute('loading', 'lazy');
    below.setAttribute('quiz', 'bank');
    host.append(top, spacer, below);
  });
}

describe('loading="lazy"', () => {
  const h = useBrowser();

  it('waits until the widget is scrolled near, fetching nothing for it before, then draws it', async () => {
    const page = await h.newPage({ viewport: { width: 1000, height: 700 } });
    const requests = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await tallPage(page, h);
    const top = page.locator('#top');
    const below = page.locator('#below');
    await top.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await settled(page);
    assert.equal(await below.evaluate((el) => el.shadowRoot.querySelector('table.pe-table tbody tr') !== null), false, 'no table below the fold');
    assert.equal(await below.evaluate((el) => el.loading), 'lazy');
    const fetched = requests.filter((p) => p.includes('bank') || p.includes('quiz-panels'));
    assert.deepEqual(fetched, [], 'nothing of the quiz fetched for a widget no one has scrolled to');

    // updateComplete waits for the widget to draw; scrolling near it is what lets it.
    const drawn = below.evaluate((el) =>
      Promise.race([
        el.updateComplete.then(() => el.shadowRoot.querySelectorAll('table.pe-table tbody tr').length),
        new Promise((resolve) => setTimeout(() => resolve('still waiting after 15 s'), 15000)),
      ]),
    );
    await settled(page);
    await page.mouse.move(500, 350);
    // Down to it with the wheel, however tall the widget above has grown.
    await page.mouse.wheel(0, await below.evaluate((el) => el.getBoundingClientRect().top - 350));
    assert.equal(await drawn, 3);
    await below.getByRole('group', { name: 'Quiz' }).getByLabel('Your answer').waitFor();
    assert.ok(requests.some((p) => p.endsWith('/pe-core-bank-wasm.wasm')), 'the bank build came once needed');

    // Once drawn it follows every change, wherever it is on the page.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await below.evaluate((el) => { el.decimals = 2; });
    assert.equal(await below.evaluate(async (el) => { await el.updateComplete; return el.shadowRoot.querySelector('table.pe-table tbody td').textContent; }), '0.00');
  });

  it('is in the tab order before it is drawn: Tab reaches its settings, and focus there draws it', async () => {
    const page = await h.newPage({ viewport: { width: 1000, height: 700 } });
    await tallPage(page, h);
    const below = page.locator('#below');
    await page.locator('#top').getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    assert.equal(await below.evaluate((el) => el.shadowRoot.querySelector('table.pe-table tbody tr') !== null), false, 'not drawn yet');
    // Its settings join the page, dormant, once the first table is on screen.
    await page.waitForFunction(() => !document.querySelector('#below').shadowRoot.querySelector('.main').hidden);
    assert.equal(await below.evaluate((el) => el.shadowRoot.querySelector('table.pe-table tbody tr') !== null), false, 'still not drawn');
    // Tab as fast as keys go, from the top of the page, until focus is in the lazy widget.
    await page.locator('body').focus();
    let reached = null;
    for (let presses = 0; presses < 120 && !reached; presses++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => {
        const active = document.activeElement;
        return active?.id === 'below' ? active.shadowRoot.activeElement?.labels?.[0]?.textContent ?? active.shadowRoot.activeElement?.tagName : null;
      });
    }
    assert.equal(reached, 'd_model', 'the first field of its settings');
    assert.equal(await below.getByLabel('d_model', { exact: true }).inputValue(), '4', 'showing the value in effect');
    assert.equal(await below.evaluate(async (el) => { await el.updateComplete; return el.shadowRoot.querySelectorAll('table.pe-table tbody tr').length; }), 3);
  });

  it('draws a lazy widget that is already in view, and every widget before printing', async () => {
    const page = await h.newPage({ viewport: { width: 1000, height: 700 } });
    await page.goto(fixtureUrl(h, 'blank.html'));
    await page.evaluate(() => {
      const near = document.createElement('sinusoidal-pe');
      near.id = 'near';
      near.setAttribute('loading', 'lazy');
      const spacer = document.createElement('div');
      spacer.style.height = `${6 * innerHeight}px`;
      const far = document.createElement('sinusoidal-pe');
      far.id = 'far';
      far.setAttribute('loading', 'lazy');
      document.getElementById('host').append(near, spacer, far);
    });
    await page.locator('#near').getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    assert.equal(await page.locator('#far').evaluate((el) => el.shadowRoot.querySelector('table.pe-table tbody tr') !== null), false);
    // The browser fires beforeprint when a reader prints: a printout shows every widget drawn.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.locator('#far').getByRole('table', { name: /^PE\(pos\)/ }).waitFor({ state: 'attached' });
    assert.equal(await page.locator('#far').evaluate(async (el) => { await el.updateComplete; return el.shadowRoot.querySelectorAll('table.pe-table tbody tr').length; }), 3);
  });

  it('refuses a value it does not know, by name, like any attribute, and draws once it is fixed', async () => {
    const page = await h.newPage();
    await page.goto(fixtureUrl(h, 'blank.html'));
    await page.evaluate(() => {
      const el = document.createElement('sinusoidal-pe');
      el.id = 'w';
      el.setAttribute('loading', 'soon');
      document.getElementById('host').append(el);
    });
    const widget = page.locator('#w');
    await expectText(widget.getByRole('alert'), 'This page asks the widget for something it cannot do');
    assert.match((await widget.evaluate((el) => el.problems))[0].message, /^loading="soon": loading must be "eager"/);
    assert.equal(await widget.evaluate((el) => el.loading), 'eager', 'the default stands in');
    assert.deepEqual(await widget.evaluate((el) => el.problems.map((p) => p.attribute)), ['loading']);
    const thrown = await widget.evaluate((el) => {
      try {
        el.loading = 'later';
        return null;
      } catch (error) {
        return `${error.name}: ${error.message}`;
      }
    });
    assert.match(thrown, /^RangeError: loading="later": loading must be "eager" \(the widget draws at once\) or "lazy"/);
    assert.equal(await widget.getAttribute('loading'), 'soon', 'a refused property leaves the attribute as it was');
    await widget.evaluate((el) => { el.loading = 'lazy'; });
    await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    await widget.getByRole('alert').waitFor({ state: 'hidden' });
  });
});
