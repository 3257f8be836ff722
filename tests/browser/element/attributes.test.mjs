// Attributes and properties: each one round-trips, bad values show a message in the widget (never
// an uncaught error or a blank widget) and fixing them recovers; attribute text is never HTML;
// events; several independent instances on one page.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eventually, expectText, fixtureUrl, mountWidget, openDemo, tableRows, tableValues, useBrowser } from '../harness.mjs';

describe('attributes, properties and events', () => {
  const h = useBrowser({ keepPages: true });

  // One page serves the tests that need a single widget: each gets a new element in it.
  let shared = null;
  /** A widget made from the given attributes, replacing the last one; resolves to {page, element, widget}. */
  async function widgetWith(attributes = {}) {
    if (!shared) {
      shared = await h.newPage();
      // What the page's author reads: the console's warnings.
      shared.warnings = [];
      shared.on('console', (m) => m.type() === 'warning' && shared.warnings.push(m.text()));
      await shared.goto(fixtureUrl(h, 'blank.html'));
    }
    const element = await mountWidget(shared, attributes);
    return { page: shared, element, widget: element };
  }

  const caption = (widget) => widget.getByRole('table', { name: /^PE\(pos\)/ }).locator('caption');
  // The author's sentence of a refusal, in the console of the shared page.
  const consoleSays = (start) => eventually(() => assert.ok(shared.warnings.some((w) => w.startsWith(`sinusoidal-pe: ${start}`)), `console: ${start}`));
  const PAGE_ONLY = 'This page asks the widget for something it cannot do';

  describe('each attribute round-trips with its property', () => {
    // [attribute, property, attribute text, property value, property assigned, attribute written,
    //  view check(widget, value) — called with the attribute's value, then with the assigned one]
    const rows = (w) => tableRows(w);
    const CASES = [
      ['d-model', 'dModel', '8', 8, 6, '6', (w, v) => expectText(caption(w), `d_model = ${v},`)],
      ['base', 'base', '100', 100, 1e4, '10000', (w, v) => expectText(caption(w), `base ${v},`)],
      ['positions', 'positions', '3..5', [3, 4, 5], [0, 2.5], '0,2.5', (w, v) =>
        eventually(async () => assert.deepEqual((await rows(w)).map((r) => r[0]), v.map(String)))],
      ['origin', 'origin', '1', 1, 0, '0', (w, v) => expectText(w.locator('.origin-rule'), v ? `pos = t − ${v}` : 'pos = t,')],
      ['layout', 'layout', 'concatenated', 'concatenated', 'interleaved', 'interleaved', (w, v) => expectText(caption(w), `${v} layout`)],
      ['decimals', 'decimals', '3', 3, 8, '8', (w, v) =>
        eventually(async () => assert.equal((await rows(w))[1][1], Math.sin(1).toFixed(v)))],
      ['quiz', 'quiz', 'q1', 'q1', '', '', (w, v) => w.getByRole('button', { name: 'Check' }).waitFor({ state: v ? 'visible' : 'detached' })],
      ['view', 'view', 'quiz', 'quiz', 'full', 'full', (w, v) =>
        w.getByRole('table', { name: /^PE\(pos\)/ }).waitFor({ state: v === 'quiz' ? 'hidden' : 'visible' })],
    ];
    const DEFAULTS = { 'd-model': 4, base: 10000, positions: [0, 1, 2], origin: 0, layout: 'interleaved', decimals: 6, quiz: '', view: 'full' };
    for (const [attribute, property, text, value, assigned, written, shows] of CASES) {
      it(`${attribute} ↔ ${property}`, async () => {
        const { element, widget } = await widgetWith(attribute === 'view' ? { quiz: 'q1' } : {});
        // Attribute → property, and the view re-renders.
        await element.evaluate((el, [a, t]) => el.setAttribute(a, t), [attribute, text]);
        await shows(widget, value);
        assert.deepEqual(await element.evaluate((el, p) => el[p], property), value);
        // The matching settings control shows the attribute text.
        if (!['quiz', 'view'].includes(attribute)) {
          const control = widget.getByLabel(attribute === 'd-model' ? 'd_model' : attribute, { exact: true });
          assert.equal(await control.inputValue(), text);
        }
        // Property → attribute, and the view re-renders again.
        await element.evaluate((el, [p, v]) => { el[p] = v; }, [property, assigned]);
        assert.equal(await element.getAttribute(attribute), written);
        await shows(widget, assigned);
        assert.deepEqual(await element.evaluate((el) => el.problems), []);
        // Removing the attribute restores the documented default.
        await element.evaluate((el, a) => el.removeAttribute(a), attribute);
        assert.deepEqual(await element.evaluate((el, p) => el[p], property), DEFAULTS[attribute]);
      });
    }
  });

  it('property setters refuse bad values with a sentence and leave the attribute alone', async () => {
    const { element } = await widgetWith({ 'd-model': '8' });
    const refusals = await element.evaluate((el) =>
      [['dModel', 5], ['base', 1], ['positions', 'a,b'], ['origin', 2], ['layout', 'diagonal'], ['decimals', 99], ['quiz', 'q99'], ['dModel', {}]].map(
        ([p, v]) => {
          try {
            el[p] = v;
            return 'accepted';
          } catch (e) {
            return `${e.name}: ${e.message}`;
          }
        },
      ),
    );
    assert.match(refusals[0], /^RangeError: d-model="5": d_model must be an even whole number from 2 to 16,384/);
    assert.match(refusals[1], /^RangeError: base="1": the base must be a finite number greater than 1/);
    assert.match(refusals[2], /^RangeError: positions="a,b": item 1 \("a"\) is not a finite number/);
    assert.match(refusals[3], /^RangeError: origin="2": the index origin must be 0 or 1/);
    assert.match(refusals[4], /^RangeError: layout="diagonal": the layout must be "interleaved"/);
    assert.match(refusals[5], /^RangeError: decimals="99": decimals must be a whole number from 0 to 12/);
    assert.match(refusals[6], /^RangeError: quiz="q99": there is no question/);
    assert.match(refusals[7], /^TypeError: d-model must be set to a number or a string/);
    assert.equal(await element.getAttribute('d-model'), '8');
  });

  it('a refused attribute the table does not show leaves the table drawn beside the message; one it shows holds it back', async () => {
    const { element } = await widgetWith({ quiz: 'bank', 'quiz-count': '0', 'd-model': '8' });
    await expectText(element.getByRole('alert'), PAGE_ONLY);
    await consoleSays('quiz-count="0"');
    await expectText(caption(element), 'd_model = 8');
    assert.deepEqual((await tableValues(element))[0].slice(0, 2), ['0.000000', '1.000000'], 'PE(0) starts sin 0, cos 0');
    await element.getByRole('group', { name: 'Quiz' }).waitFor();
    // A refused d_model: the table drawn for d_model 8 stays, marked as the last valid one.
    await element.evaluate(async (el) => {
      el.setAttribute('d-model', '7');
      await el.updateComplete;
    });
    await expectText(element.getByRole('alert'), 'These settings were not used:');
    await expectText(element.getByRole('alert'), 'd_model must be even, so 7 was not used. The table still shows d_model = 8.');
    await expectText(caption(element), 'd_model = 8');
    await element.getByText(/still shows the last settings that could be used/).waitFor();
  });

  it('properties set before the element is defined are checked once it is, and a refusal shows in the widget, not as an exception', async () => {
    const { page } = await widgetWith({});
    const r = await page.evaluate(async () => {
      // An element of a document without the definition is not upgraded until it joins this one.
      const early = document.implementation.createHTMLDocument('').createElement('sinusoidal-pe');
      early.id = 'early';
      Object.assign(early, { dModel: 8, pair: 3, view: 'quiz' });
      document.getElementById('host').append(document.adoptNode(early));
      await early.updateComplete;
      const alert = early.shadowRoot.querySelector('[role="alert"]');
      return {
        attributes: ['d-model', 'pair', 'view'].map((a) => early.getAttribute(a)),
        alert: alert.hidden ? '' : alert.textContent,
        problems: early.problems.map((p) => p.message).join(' | '),
      };
    });
    assert.deepEqual(r.attributes, ['8', '3', 'quiz'], 'each value reaches its attribute, in the order of the attribute table');
    assert.match(r.alert, new RegExp(PAGE_ONLY));
    assert.match(r.problems, /^view="quiz": this view shows only a question, so it needs a quiz attribute/);
    assert.doesNotMatch(r.problems, /pair=/, 'pair 3 is checked after d_model 8');
    assert.deepEqual(page.problems, []);
  });

  it('property setters check a value that depends on other attributes against them, and its property reads the default while refused', async () => {
    const { element } = await widgetWith({ 'd-model': '8' });
    const r = await element.evaluate((el) => {
      const attempt = (p, v) => {
        try {
          el[p] = v;
          return 'accepted';
        } catch (e) {
          return `${e.name}: ${e.message}`;
        }
      };
      const refused = { pair: attempt('pair', 4), view: attempt('view', 'quiz'), attributes: [el.getAttribute('pair'), el.getAttribute('view')] };
      const accepted = { pair: attempt('pair', 3), quiz: attempt('quiz', 'q1'), view: attempt('view', 'quiz') };
      // Written as attributes (markup, a script, a URL), the same values are refused with a message.
      el.removeAttribute('quiz');
      el.setAttribute('pair', '9');
      return { refused, accepted, read: [el.pair, el.view, el.getAttribute('view')] };
    });
    assert.match(r.refused.pair, /^RangeError: pair="4": with d-model="8" there are 4 sine-cosine pairs, so the pair k must be a whole number from 0 to 3/);
    assert.match(r.refused.view, /^RangeError: view="quiz": this view shows only a question, so it needs a quiz attribute/);
    assert.deepEqual(r.refused.attributes, [null, null], 'nothing refused is written');
    assert.deepEqual(r.accepted, { pair: 'accepted', quiz: 'accepted', view: 'accepted' });
    assert.deepEqual(r.read, [0, 'full', 'quiz'], 'the properties read the defaults in effect');
    await expectText(element.getByRole('alert'), PAGE_ONLY);
    await consoleSays('pair="9"');
  });

  describe('bad attribute values: plain words in the widget, the attribute, the value and the rule in the console', () => {
    // The setting as the learner's alert names it: the settings form's label, or no name at all
    // for what only the author sets.
    const PLAIN = { 'd-model': 'd_model', base: 'base', positions: 'The positions', origin: 'origin', layout: 'layout', decimals: 'decimals', quiz: 'This page asks the widget' };
    const BAD = [
      ['d-model', 'abc', /d-model="abc": this is not a finite number; d_model must be an even whole number/],
      ['d-model', '5', /d-model="5": d_model must be an even whole number from 2 to 16,384/],
      ['d-model', '32768', /d-model="32768": d_model must be an even whole number from 2 to 16,384/],
      ['base', '1', /base="1": the base must be a finite number greater than 1/],
      ['base', '-3', /base="-3": the base must be a finite number greater than 1/],
      ['base', '1e999', /base="1e999": this is not a finite number/],
      ['positions', '0,x,2', /positions="0,x,2": item 2 \("x"\) is not a finite number/],
      ['positions', '1..', /positions="1..": item 1 \("1.."\) is not a finite number; write a range as two numbers/],
      ['positions', '', /positions="": the list is empty/],
      ['positions', '0..5000', /positions="0..5000": the list has more than 1000 positions/],
      ['origin', '2', /origin="2": the index origin must be 0 or 1/],
      ['layout', 'diagonal', /layout="diagonal": the layout must be "interleaved" .* or "concatenated"/],
      ['decimals', '2.5', /decimals="2.5": decimals must be a whole number from 0 to 12/],
      ['quiz', 'q9', /quiz="q9": there is no question with this name; the available questions are: q1/],
    ];
    for (const [attribute, text, message] of BAD) {
      it(`${attribute}="${text}"`, async () => {
        const { page, element, widget } = await widgetWith({ [attribute]: text });
        const alert = widget.getByRole('alert');
        const said = await expectText(alert, PLAIN[attribute]);
        assert.doesNotMatch(said, /="|attribute/, 'no attribute name or markup for the learner');
        await eventually(() => assert.ok(page.warnings.some((w) => message.test(w)), `console: ${message}`));
        // The settings stay on screen (with the refused text), so the widget is never blank.
        assert.equal(await widget.getByRole('group', { name: 'Settings' }).isVisible(), true);
        // Fixing the attribute recovers the table.
        await element.evaluate((el, a) => el.removeAttribute(a), attribute);
        await alert.waitFor({ state: 'hidden' });
        assert.deepEqual((await tableValues(widget))[1], ['0.841471', '0.540302', '0.010000', '0.999950']);
      });
    }

    it('a table larger than the core computes at once (core.limits.maxTableValues)', async () => {
      const { element, widget } = await widgetWith({ 'd-model': '8192', positions: '0..999' });
      await expectText(widget.getByRole('alert'), 'The positions “0..999” were not used: with d_model = 8192 the table holds at most 512 positions.');
      await eventually(() => assert.ok(shared.warnings.includes(
        'sinusoidal-pe: positions="0..999" with d-model="8192": 1,000 positions × 8,192 coordinates is 8,192,000 values, more than the 4,194,304 (core.limits.maxTableValues) the core computes at once; use fewer positions or a smaller d_model.',
      )));
      await element.evaluate((el) => el.setAttribute('d-model', '4096'));
      await widget.getByRole('alert').waitFor({ state: 'hidden' });
      await widget.getByRole('table', { name: /d_model = 4096/ }).waitFor();
      // A table that fits the core but not the screen draws its first rows and says so.
      await widget.getByText('Showing the first 16 of 1000 positions').waitFor();
    });

    it('several problems at once are all listed', async () => {
      const { widget } = await widgetWith({ 'd-model': '3', base: 'ten', layout: 'x' });
      const alert = widget.getByRole('alert');
      await expectText(alert, 'These settings were not used:');
      assert.equal(await alert.getByRole('listitem').count(), 3);
    });

    it('attribute text is shown as text, never parsed as HTML', async () => {
      const { page, widget } = await widgetWith({ positions: '<img src=x onerror="window.pwned=1">', layout: '<b>bold</b>' });
      await expectText(widget.getByRole('alert'), 'The positions “<img src=x onerror="window.pwned=1">” were not used');
      await expectText(widget.getByRole('alert'), 'so “<b>bold</b>” was not used');
      const markup = await page.locator('#w').evaluate((el) => el.shadowRoot.querySelectorAll('img, b').length);
      assert.equal(markup, 0);
      assert.equal(await page.evaluate(() => window.pwned), undefined);
    });

    it('after a bad change the last table stays, marked as stale, until the fix', async () => {
      const { element, widget } = await widgetWith();
      await element.evaluate((el) => el.setAttribute('d-model', '7'));
      await expectText(widget.getByRole('alert'), 'd_model must be even, so 7 was not used. The table still shows d_model = 4.');
      await expectText(widget.locator('.table-area'), 'still shows the last settings that could be used');
      const input = widget.getByLabel('d_model', { exact: true });
      assert.equal(await input.inputValue(), '7');
      assert.equal(await input.getAttribute('aria-invalid'), 'true');
      await input.fill('6');
      await input.press('Enter');
      await widget.getByRole('alert').waitFor({ state: 'hidden' });
      await expectText(caption(widget), 'd_model = 6');
      assert.equal(await element.getAttribute('d-model'), '6');
    });

    it('what is typed into a number field reaches the widget as typed: "1e" is refused quoting it, not read as empty', async () => {
      const { element, widget } = await widgetWith();
      const base = widget.getByLabel('base', { exact: true });
      await base.fill('1e');
      await base.press('Enter');
      await expectText(widget.getByRole('alert'), 'base must be a number greater than 1, so “1e” was not used.');
      assert.equal(await element.getAttribute('base'), '1e');
      assert.equal(await base.inputValue(), '1e');
      await base.fill('1e3');
      await base.press('Enter');
      await widget.getByRole('alert').waitFor({ state: 'hidden' });
      assert.equal(await element.getAttribute('base'), '1e3');
      // The arrow keys step a whole-number field as a number field's would.
      const dModel = widget.getByLabel('d_model', { exact: true });
      await dModel.press('ArrowUp');
      await eventually(async () => assert.equal(await element.getAttribute('d-model'), '6'));
      await dModel.press('ArrowDown');
      await eventually(async () => assert.equal(await element.getAttribute('d-model'), '4'));
    });

    it('a bad token typed into a row is refused, and correcting it in place recovers', async () => {
      const { element, widget } = await widgetWith();
      const row = widget.getByLabel('Token number, row 2');
      await row.fill('one');
      await row.press('Enter');
      await expectText(widget.getByRole('alert'), 'The positions “0,one,2” were not used: item 2 ("one") is not a finite number');
      await eventually(async () => assert.equal(await row.getAttribute('aria-invalid'), 'true'));
      await row.fill('1.5');
      await row.press('Enter');
      await widget.getByRole('alert').waitFor({ state: 'hidden' });
      assert.equal(await element.getAttribute('positions'), '0,1.5,2');
      assert.equal((await tableValues(widget))[1][0], '0.997495');
    });
  });

  it('fires pe-change (bubbles, composed) with the settings when they change, once per burst', async () => {
    const { page, element, widget } = await widgetWith();
    await page.evaluate(() => {
      window.changes = [];
      document.getElementById('w').addEventListener('pe-change', (e) => window.changes.push({ detail: e.detail, bubbles: e.bubbles, composed: e.composed }));
    });
    // Three attribute changes in one task render (and announce) once.
    await element.evaluate((el) => {
      el.setAttribute('d-model', '6');
      el.setAttribute('base', '100');
      el.dModel = 8;
    });
    await eventually(async () => assert.equal(await page.evaluate(() => window.changes.length), 1));
    const first = await page.evaluate(() => window.changes[0]);
    assert.deepEqual(first, {
      detail: { dModel: 8, base: 100, positions: [0, 1, 2], origin: 0, layout: 'interleaved', decimals: 6, pair: 0, offset: 5, contextLength: 8192, maxLen: 512 },
      bubbles: true,
      composed: true,
    });
    // A change made with the widget's own controls is announced too.
    await widget.getByLabel('layout', { exact: true }).selectOption('concatenated');
    await eventually(async () => assert.equal(await page.evaluate(() => window.changes.length), 2));
    assert.equal(await page.evaluate(() => window.changes[1].detail.layout), 'concatenated');
  });

  it('says so in the widget when the WebAssembly core cannot load', async () => {
    const page = await h.newPage();
    // The demo's first widget, drawn at load, has no quiz: it uses the core's table build.
    await page.route('**/pe-core-wasm.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(h.url('index.html'));
    const alert = page.locator('#default-widget').getByRole('alert');
    await expectText(alert, 'The calculator could not start.');
    await expectText(alert, 'could not be loaded from');
    assert.equal(await page.locator('#default-widget').getByRole('group', { name: 'Settings' }).isVisible(), true);
    // The 404 itself is reported by the browser; nothing else went wrong.
    assert.ok(page.problems.every((p) => /404|Failed to load resource|WebAssembly|wasm/i.test(p)), page.problems.join('\n'));
    page.problems.length = 0;
  });

  it('keeps two instances on one page independent', async () => {
    const page = await h.newPage();
    await page.goto(fixtureUrl(h, 'two.html'));
    const first = page.locator('#first');
    const second = page.locator('#second');
    await first.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    await second.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    assert.equal((await tableValues(second))[0].length, 8);
    const dModel = first.getByLabel('d_model', { exact: true });
    await dModel.fill('2');
    await dModel.press('Enter');
    await eventually(async () => assert.equal((await tableValues(first))[0].length, 2));
    assert.equal((await tableValues(second))[0].length, 8);
    assert.equal(await second.getAttribute('d-model'), '8');
    // A bad value in one leaves the other alone.
    await first.evaluate((el) => el.setAttribute('base', '0'));
    await first.getByRole('alert').waitFor();
    assert.equal(await second.getByRole('alert').isVisible(), false);
    await second.getByLabel('Your answer').fill('0.0200');
    await second.getByRole('button', { name: 'Check' }).click();
    await expectText(second.getByRole('status'), 'Correct.');
    assert.equal(await first.getByRole('status').count(), 0);
    // The core (and its WebAssembly) is loaded once for the page.
    const loads = await page.evaluate(() => performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.wasm')).length);
    assert.equal(loads, 1);
  });
});
