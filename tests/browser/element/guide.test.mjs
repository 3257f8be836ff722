// The "Try this" strip (guide="on"), used as a learner uses it: it shows only where asked for and
// never with a scored quiz; Previous and Next; a step's button makes the change and the table
// follows; a change made by hand moves it on; closing it is remembered per page and widget, and
// blocked storage breaks nothing; the keyboard alone is enough. And the demo page opens on it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadMessages } from '../../../web/i18n/index.js';
import { englishMessages } from '../../node/english.mjs';
import { STRICT_CSP, eventually, expectText, fixtureUrl, mountWidget, tableRows, useBrowser } from '../harness.mjs';
import { axeViolations } from '../screens.mjs';

const say = (id, args) => englishMessages.format(id, args);
const STEPS = 5;
const DIGITS = { zero: '0', one: '1' };
const TITLE = say('element-guide-title');
const CLOSE = say('element-guide-dismiss');
const counter = (step) => say('element-guide-counter', { step: String(step), count: String(STEPS) });

const strip = (widget) => widget.getByRole('group', { name: TITLE });
const reopen = (widget) => widget.getByRole('button', { name: say('element-guide-reopen'), exact: true });
const act = (widget) => widget.getByRole('button', { name: say('element-guide-act') });
const next = (widget) => widget.getByRole('button', { name: say('element-guide-next') });
const previous = (widget) => widget.getByRole('button', { name: say('element-guide-previous') });
const caption = (widget) => widget.getByRole('table', { name: /^PE\(pos\)/ }).locator('caption');
const field = (widget, name) => widget.getByLabel(name, { exact: true });

describe('the "Try this" strip', () => {
  const h = useBrowser();

  async function widgetWith(attributes) {
    const page = await h.newPage();
    await page.goto(fixtureUrl(h, 'blank.html'));
    return { page, widget: await mountWidget(page, attributes) };
  }

  // A course page of its own at `path`, served with the strict CSP, holding these widgets' tags.
  async function coursePage(page, path, tags = '<sinusoidal-pe guide></sinusoidal-pe>') {
    await page.route(`**${path}`, (route) => route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': STRICT_CSP },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A course page</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><script type="module" src="/dist/sinusoidal-pe.js"></script></head>
<body><main>${tags}</main></body></html>`,
    }));
    await page.goto(h.url(path));
    await page.evaluate(async () => {
      await customElements.whenDefined('sinusoidal-pe');
      await Promise.all([...document.querySelectorAll('sinusoidal-pe')].map((el) => el.updateComplete));
    });
    return page.locator('sinusoidal-pe');
  }

  it('shows with guide (empty or "on"), not without it or with guide="off"', async () => {
    const { page, widget } = await widgetWith({ guide: '' });
    await strip(widget).waitFor();
    await expectText(strip(widget), counter(1));
    await expectText(strip(widget), say('element-guide-zero', { token: '0' }));
    await expectText(strip(widget), say('element-guide-zero-notice', DIGITS));
    for (const attributes of [{}, { guide: 'off' }]) {
      const other = await mountWidget(page, attributes);
      await other.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
      assert.equal(await strip(other).count(), 0, JSON.stringify(attributes));
      assert.equal(await reopen(other).count(), 0);
    }
    const on = await mountWidget(page, { guide: 'on' });
    await strip(on).waitFor();
    // A refused value says why, like any other attribute (the rule in the widget's problems and the
    // console, for the page's author), and shows no strip.
    const bad = await mountWidget(page, { guide: 'yes' });
    await bad.getByRole('alert').waitFor();
    await eventually(async () => assert.match(await bad.evaluate((el) => el.problems.map((p) => p.message).join(' | ')), /guide must be "on"/));
    assert.equal(await strip(bad).count(), 0);
    assert.equal(await bad.evaluate((el) => el.guide), 'off');
  });

  it('Previous and Next go through the steps, with a counter', async () => {
    const { widget } = await widgetWith({ guide: '' });
    await strip(widget).waitFor();
    assert.equal(await previous(widget).isDisabled(), true);
    await next(widget).click();
    await expectText(strip(widget), counter(2));
    await expectText(strip(widget), say('element-guide-range', { first: '0', last: '7' }));
    await previous(widget).click();
    await expectText(strip(widget), counter(1));
    for (let step = 2; step <= STEPS; step += 1) {
      await next(widget).click();
      await expectText(strip(widget), counter(step));
    }
    assert.equal(await next(widget).isDisabled(), true);
    await expectText(strip(widget), say('element-guide-layout', { name: 'concatenated' }));
    // Going about changed nothing.
    assert.deepEqual(await widget.evaluate((el) => [el.positions, el.dModel, el.base, el.layout]), [[0, 1, 2], 4, 10000, 'interleaved']);
  });

  it('each step\'s button makes its change, the table follows, and the strip moves on', async () => {
    const { widget } = await widgetWith({ guide: '' });
    await strip(widget).waitFor();
    await act(widget).click();
    await expectText(strip(widget), counter(2));
    assert.equal(await widget.getAttribute('positions'), '0');
    assert.deepEqual(await tableRows(widget), [['0', '0.000000', '1.000000', '0.000000', '1.000000']]);

    await act(widget).click();
    await expectText(strip(widget), counter(3));
    assert.equal(await widget.getAttribute('positions'), '0..7');
    await eventually(async () => assert.equal((await tableRows(widget)).length, 8));
    await expectText(strip(widget), say('element-guide-d-model', { dModel: '8' }));

    await act(widget).click();
    await expectText(strip(widget), counter(4));
    assert.equal(await widget.getAttribute('d-model'), '8');
    await expectText(caption(widget), 'd_model = 8,');
    await expectText(strip(widget), say('element-guide-base-notice', { ...DIGITS, shorter: 'yes' }));

    await act(widget).click();
    await expectText(strip(widget), counter(5));
    assert.equal(await widget.getAttribute('base'), '100');
    await expectText(caption(widget), 'base 100,');

    await act(widget).click();
    await expectText(caption(widget), 'concatenated layout');
    assert.equal(await widget.getAttribute('layout'), 'concatenated');
    // The last step stays, marked done.
    await expectText(strip(widget), counter(5));
    await expectText(strip(widget), say('element-guide-done'));
    assert.equal(await act(widget).count(), 0);
    // Row 1 of the concatenated layout: the sines first (sin 1, sin(1/10), …), then the cosines.
    const row = (await tableRows(widget))[1];
    assert.equal(row[1], Math.sin(1).toFixed(6));
    assert.equal(row[5], Math.cos(1).toFixed(6));
  });

  it('a change made by hand in the settings moves it on too', async () => {
    const { widget } = await widgetWith({ guide: '', origin: '1' });
    await strip(widget).waitFor();
    // Counting from 1, position 0 is token 1.
    await expectText(strip(widget), say('element-guide-zero', { token: '1' }));
    await field(widget, 'positions').fill('1');
    await field(widget, 'positions').press('Enter');
    await expectText(strip(widget), counter(2));
    await expectText(strip(widget), say('element-guide-range', { first: '1', last: '8' }));
    await next(widget).click();
    await expectText(strip(widget), counter(3));
    // Any other d_model is the change this step asks for.
    await field(widget, 'd_model').fill('6');
    await field(widget, 'd_model').press('Tab');
    await expectText(strip(widget), counter(4));
    await field(widget, 'layout').selectOption('concatenated');
    await eventually(async () => assert.equal(await widget.getAttribute('layout'), 'concatenated'));
    await widget.evaluate((el) => el.updateComplete);
    await expectText(caption(widget), 'concatenated layout');
    await expectText(strip(widget), counter(4)); // not this step's change
    await field(widget, 'base').fill('500');
    await field(widget, 'base').press('Enter');
    await expectText(strip(widget), counter(5));
    // The layout step asks for the layout that is not shown now.
    await expectText(strip(widget), say('element-guide-layout', { name: 'interleaved' }));
  });

  it('closing it is remembered for this page after a reload, not on another page; the button left behind brings it back', async () => {
    const page = await h.newPage();
    let widget = (await coursePage(page, '/course-a.html')).first();
    await strip(widget).waitFor();
    await widget.getByRole('button', { name: CLOSE }).click();
    assert.equal(await strip(widget).isVisible(), false);
    await reopen(widget).waitFor();

    await page.reload();
    widget = page.locator('sinusoidal-pe').first();
    await reopen(widget).waitFor();
    await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    assert.equal(await strip(widget).isVisible(), false, 'still closed after a reload');

    widget = (await coursePage(page, '/course-b.html')).first();
    await strip(widget).waitFor();
    assert.equal(await reopen(widget).isVisible(), false, 'open on another page');

    widget = (await coursePage(page, '/course-a.html')).first();
    await reopen(widget).click();
    await strip(widget).waitFor();
    await page.reload();
    await strip(page.locator('sinusoidal-pe').first()).waitFor();
  });

  it('several widgets on one page: each has its own step and its own closing', async () => {
    const page = await h.newPage();
    const widgets = await coursePage(page, '/course-two.html',
      '<sinusoidal-pe guide></sinusoidal-pe><sinusoidal-pe guide d-model="8"></sinusoidal-pe><sinusoidal-pe id="named" guide></sinusoidal-pe>');
    const [a, b, c] = [widgets.nth(0), widgets.nth(1), widgets.nth(2)];
    await next(b).click();
    await expectText(strip(b), counter(2));
    await expectText(strip(a), counter(1));
    await act(a).click();
    await expectText(strip(a), counter(2));
    assert.equal(await b.getAttribute('positions'), null);
    await c.getByRole('button', { name: CLOSE }).click();
    await reopen(c).waitFor();
    await page.reload();
    const again = page.locator('sinusoidal-pe');
    await reopen(again.nth(2)).waitFor();
    await strip(again.nth(0)).waitFor();
    await strip(again.nth(1)).waitFor();
    assert.deepEqual(await page.evaluate(() => Object.keys(localStorage)), ['sinusoidal-pe:guide-dismissed:/course-two.html#named']);
  });

  for (const [what, script] of [
    ['localStorage throws when read', () => Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('blocked', 'SecurityError'); } })],
    ['storage refuses to write', () => { Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); }; }],
  ]) {
    it(`works, unremembered, when ${what}`, async () => {
      const page = await h.newPage();
      await page.addInitScript(script);
      let widget = (await coursePage(page, '/course-blocked.html')).first();
      await strip(widget).waitFor();
      await act(widget).click();
      await expectText(strip(widget), counter(2));
      await widget.getByRole('button', { name: CLOSE }).click();
      await reopen(widget).click();
      await strip(widget).waitFor();
      await widget.getByRole('button', { name: CLOSE }).click();
      await reopen(widget).waitFor();
      await page.reload();
      widget = page.locator('sinusoidal-pe').first();
      await strip(widget).waitFor(); // not remembered, and nothing broke
    });
  }

  it('a scored quiz shows none: view="quiz", settings="locked" (and table="hidden")', async () => {
    const { page } = await widgetWith({});
    for (const attributes of [{ guide: '', quiz: 'q1', view: 'quiz' }, { guide: '', quiz: 'bank', settings: 'locked' }, { guide: 'on', quiz: 'bank', view: 'quiz', settings: 'locked' }]) {
      const widget = await mountWidget(page, attributes);
      await widget.getByRole('button', { name: 'Check' }).first().waitFor();
      assert.equal(await strip(widget).count(), 0, JSON.stringify(attributes));
      assert.equal(await reopen(widget).count(), 0, JSON.stringify(attributes));
    }
    const hidden = await mountWidget(page, { guide: '', table: 'hidden' });
    await hidden.getByRole('group', { name: 'Settings' }).waitFor();
    assert.equal(await strip(hidden).count(), 0);
  });

  for (const colorScheme of ['light', 'dark']) {
    it(`has no WCAG 2 A/AA violations: open, done and closed (${colorScheme})`, async () => {
      const page = await h.newPage({ colorScheme, bypassCSP: true });
      await page.goto(fixtureUrl(h, 'blank.html'));
      const widget = await mountWidget(page, { guide: '' });
      await strip(widget).waitFor();
      assert.deepEqual(await axeViolations(page), [], 'open, step 1');
      for (let step = 2; step <= STEPS; step += 1) {
        await act(widget).click();
        await expectText(strip(widget), counter(step));
      }
      await act(widget).click();
      await expectText(strip(widget), say('element-guide-done'));
      assert.deepEqual(await axeViolations(page), [], 'the last step done');
      await widget.getByRole('button', { name: CLOSE }).click();
      await reopen(widget).waitFor();
      assert.deepEqual(await axeViolations(page), [], 'closed');
    });
  }

  it('with the keyboard alone', async () => {
    const { page, widget } = await widgetWith({ guide: '' });
    await strip(widget).waitFor();
    // The name of what has the focus, through the widget's shadow root.
    const focused = () => page.evaluate(() => {
      let a = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return a?.getAttribute('aria-label') || a?.textContent.trim().slice(0, 40);
    });
    const tabTo = async (name, key = 'Tab') => {
      for (let i = 0; i < 10 && (await focused()) !== name; i += 1) await page.keyboard.press(key);
      assert.equal(await focused(), name);
    };
    await tabTo(say('element-guide-act'));
    await page.keyboard.press('Enter');
    await expectText(strip(widget), counter(2));
    assert.equal(await widget.getAttribute('positions'), '0');
    assert.equal(await focused(), say('element-guide-act'), 'the focus stays on the button');
    await tabTo(say('element-guide-next'));
    await page.keyboard.press('Enter');
    await expectText(strip(widget), counter(3));
    await tabTo(say('element-guide-previous'), 'Shift+Tab');
    await page.keyboard.press('Space');
    await expectText(strip(widget), counter(2));
    await tabTo(CLOSE, 'Shift+Tab');
    await page.keyboard.press('Enter');
    assert.equal(await focused(), say('element-guide-reopen'), 'the focus moves to the button that brings it back');
    await page.keyboard.press('Enter');
    await strip(widget).waitFor();
    const focusedRole = await page.evaluate(() => {
      let a = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return a?.getAttribute('role');
    });
    assert.equal(focusedRole, 'group', 'the focus is on the strip');
  });

  it('speaks the widget\'s language', async () => {
    const de = await loadMessages('de');
    const { page, widget } = await widgetWith({ guide: '', lang: 'de' });
    const group = widget.getByRole('group', { name: de.format('element-guide-title') });
    await group.waitFor();
    await expectText(group, de.format('element-guide-counter', { step: '1', count: '5' }));
    await widget.getByRole('button', { name: de.format('element-guide-act') }).click();
    await expectText(group, de.format('element-guide-range', { first: '0', last: '7' }));
    // Every number written as the catalog writes numbers (Arabic's own digits where it uses them).
    const ar = await loadMessages('ar');
    const arabic = await mountWidget(page, { guide: '', lang: 'ar' });
    const digits = { zero: ar.number('0'), one: ar.number('1') };
    const arGroup = arabic.getByRole('group', { name: ar.format('element-guide-title') });
    await expectText(arGroup, ar.format('element-guide-zero-notice', digits));
    await expectText(arGroup, ar.format('element-guide-counter', { step: digits.one, count: ar.number('5') }));
  });
});

describe('the demo page opens on a widget with the strip', () => {
  const h = useBrowser();
  for (const [width, height, touch] of [[1280, 900, false], [390, 844, true]]) {
    it(`at ${width} × ${height}: the first widget's strip is within the first screen`, async () => {
      const page = await h.newPage({ viewport: { width, height }, hasTouch: touch, isMobile: touch });
      await page.goto(h.url('index.html'));
      const widget = page.locator('sinusoidal-pe').first();
      await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
      await strip(widget).waitFor();
      const top = (await widget.boundingBox()).y;
      assert.ok(top < height, `the widget starts at ${top} px`);
      const s = await strip(widget).boundingBox();
      assert.ok(s.y >= 0 && s.y + s.height <= height, `the strip is within the first screen: ${s.y} to ${s.y + s.height} px`);
      if (width >= 1280) {
        const row = await widget.locator('tbody tr').first().boundingBox();
        assert.ok(row.y + row.height <= height, `the table's first row is within the first screen: ${row.y + row.height} px`);
      }
      assert.equal(await page.evaluate(() => window.scrollY), 0);
    });
  }
});
