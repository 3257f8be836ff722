// Reliability and security in Chromium: a table of bad input for the element's attributes, the
// embed page's URL parameters and answers typed into "Your answer" (each shows a message naming what
// was wrong, nothing is thrown, and fixing it recovers); sizes that would freeze a tab refused at
// once; attribute, URL and answer text never parsed as HTML; no CSP violation on the pages; the
// iframe posts only to its parent and ignores every message sent to it; and a visible explanation
// when the WebAssembly core cannot load (404, a CSP without 'wasm-unsafe-eval', a corrupt file, a
// failed request). The core API's own matrix is tests/node/bad-input.test.mjs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, afterEach, before, describe, it } from 'node:test';
import { STRICT_CSP, eventually, expectText, fixtureUrl, mountWidget, openBrowser, openDemo, settled, startCoursePage, startServer } from '../harness.mjs';

const DEFAULT_ROW_1 = ['0.841471', '0.540302', '0.010000', '0.999950']; // PE(1), d_model 4, 6 decimals
// "At once": a refusal must not wait for the work it refuses (computing a table of 10^9 positions
// takes minutes, a frozen tab); bounded by a time no refusal takes, however loaded the machine, not
// by a speed goal (those are npm run bench's).
const HANG_MS = 10_000;

// ---- the bad-input table ----------------------------------------------------------------------
// where: 'attribute' (set on a <sinusoidal-pe>), 'url' (embed.html?...), 'answer' (typed into Q1's
// "Your answer"). input: attributes / URL parameters as {name: text}, or the typed text.
// expectMessage: every piece must be in the author's sentence (attribute, url: the element's
// problems and the console, while the alert speaks plain words) or the feedback (answer).
const thousandAndOne = Array.from({ length: 1001 }, (_, j) => j).join(',');
const CASES = [
  // d-model
  { where: 'attribute', input: { 'd-model': '1e6' }, expectMessage: ['d-model="1e6"', 'from 2 to 16,384'] },
  { where: 'attribute', input: { 'd-model': '2147483648' }, expectMessage: ['d-model="2147483648"', 'from 2 to 16,384'] },
  { where: 'attribute', input: { 'd-model': '0' }, expectMessage: ['d-model="0"', 'even whole number'] },
  { where: 'attribute', input: { 'd-model': '-4' }, expectMessage: ['d-model="-4"', 'even whole number'] },
  { where: 'attribute', input: { 'd-model': '4.5' }, expectMessage: ['d-model="4.5"', 'even whole number'] },
  { where: 'attribute', input: { 'd-model': 'Infinity' }, expectMessage: ['d-model="Infinity"', 'not a finite number'] },
  { where: 'attribute', input: { 'd-model': 'NaN' }, expectMessage: ['d-model="NaN"', 'not a finite number'] },
  { where: 'attribute', input: { 'd-model': '0x10' }, expectMessage: ['d-model="0x10"', 'not a finite number'] },
  { where: 'attribute', input: { 'd-model': '' }, expectMessage: ['d-model=""', 'not a finite number'] },
  { where: 'attribute', input: { 'd-model': '8px' }, expectMessage: ['d-model="8px"', 'not a finite number'] },
  { where: 'attribute', input: { 'd-model': '１６' }, expectMessage: ['d-model="１６"', 'not a finite number'] },
  // base
  { where: 'attribute', input: { base: '0' }, expectMessage: ['base="0"', 'greater than 1'] },
  { where: 'attribute', input: { base: '1.0' }, expectMessage: ['base="1.0"', 'greater than 1'] },
  { where: 'attribute', input: { base: 'Infinity' }, expectMessage: ['base="Infinity"', 'not a finite number'] },
  { where: 'attribute', input: { base: '-Infinity' }, expectMessage: ['base="-Infinity"', 'not a finite number'] },
  { where: 'attribute', input: { base: 'NaN' }, expectMessage: ['base="NaN"', 'not a finite number'] },
  { where: 'attribute', input: { base: '10 000' }, expectMessage: ['base="10 000"', 'not a finite number'] },
  { where: 'attribute', input: { base: '1,5' }, expectMessage: ['base="1,5"', 'not a finite number'] },
  { where: 'attribute', input: { base: '' }, expectMessage: ['base=""', 'not a finite number'] },
  // positions
  { where: 'attribute', input: { positions: '0..1e9' }, expectMessage: ['positions="0..1e9"', 'more than 1000 positions'] },
  { where: 'attribute', input: { positions: '-1e308..1e308' }, expectMessage: ['positions="-1e308..1e308"', 'beyond 2^53 = 9007199254740992 in size'] },
  { where: 'attribute', input: { positions: thousandAndOne }, expectMessage: [`positions="${thousandAndOne.slice(0, 40)}…"`, 'more than 1000 positions'] },
  { where: 'attribute', input: { positions: '0,,1' }, expectMessage: ['positions="0,,1"', 'item 2 is empty'] },
  { where: 'attribute', input: { positions: ',' }, expectMessage: ['positions=","', 'item 1 is empty'] },
  { where: 'attribute', input: { positions: '..5' }, expectMessage: ['positions="..5"', 'item 1 ("..5")', 'two numbers joined by two dots'] },
  { where: 'attribute', input: { positions: '1...5' }, expectMessage: ['positions="1...5"', 'item 1 ("1...5")'] },
  { where: 'attribute', input: { positions: '0..1..2' }, expectMessage: ['positions="0..1..2"', 'item 1 ("0..1..2")'] },
  { where: 'attribute', input: { positions: '0..Infinity' }, expectMessage: ['positions="0..Infinity"', 'item 1 ("0..Infinity")'] },
  { where: 'attribute', input: { positions: 'NaN' }, expectMessage: ['positions="NaN"', 'item 1 ("NaN") is not a finite number'] },
  { where: 'attribute', input: { positions: '1e999' }, expectMessage: ['positions="1e999"', 'item 1 ("1e999") is not a finite number'] },
  { where: 'attribute', input: { positions: '0;1' }, expectMessage: ['positions="0;1"', 'item 1 ("0;1")'] },
  { where: 'attribute', input: { positions: '0 1' }, expectMessage: ['positions="0 1"', 'item 1 ("0 1")'] },
  // origin, layout, decimals, quiz, view
  { where: 'attribute', input: { origin: '-1' }, expectMessage: ['origin="-1"', '0 or 1'] },
  { where: 'attribute', input: { origin: '0.5' }, expectMessage: ['origin="0.5"', '0 or 1'] },
  { where: 'attribute', input: { origin: 'one' }, expectMessage: ['origin="one"', 'not a finite number'] },
  { where: 'attribute', input: { origin: '' }, expectMessage: ['origin=""', 'not a finite number'] },
  { where: 'attribute', input: { layout: '' }, expectMessage: ['layout=""', '"interleaved"', '"concatenated"'] },
  { where: 'attribute', input: { layout: 'sin-cos' }, expectMessage: ['layout="sin-cos"', '"interleaved"'] },
  { where: 'attribute', input: { layout: 'inter leaved' }, expectMessage: ['layout="inter leaved"', '"interleaved"'] },
  { where: 'attribute', input: { decimals: '-1' }, expectMessage: ['decimals="-1"', 'from 0 to 12'] },
  { where: 'attribute', input: { decimals: '13' }, expectMessage: ['decimals="13"', 'from 0 to 12'] },
  { where: 'attribute', input: { decimals: '1e2' }, expectMessage: ['decimals="1e2"', 'from 0 to 12'] },
  { where: 'attribute', input: { decimals: 'six' }, expectMessage: ['decimals="six"', 'not a finite number'] },
  { where: 'attribute', input: { quiz: 'q2' }, expectMessage: ['quiz="q2"', 'no question with this name'] },
  { where: 'attribute', input: { quiz: '-' }, expectMessage: ['quiz="-"', 'no question with this name'] },
  { where: 'attribute', input: { view: 'table' }, expectMessage: ['view="table"', '"full"', '"quiz"'] },
  { where: 'attribute', input: { view: '' }, expectMessage: ['view=""', '"full"'] },
  // sizes together (the limits)
  { where: 'attribute', input: { 'd-model': '16384', positions: '0..4095' }, expectMessage: ['positions="0..4095"', 'more than 1000 positions'] },
  { where: 'attribute', input: { 'd-model': '16384', positions: '0..256' },
    expectMessage: ['positions="0..256" with d-model="16384"', '4,210,688 values', 'more than the 4,194,304'] },
  { where: 'attribute', input: { 'd-model': '1e6', positions: '0..1e9' }, expectMessage: ['d-model="1e6"', 'positions="0..1e9"'] },
  { where: 'attribute', input: { 'd-model': '3', base: '1', positions: 'x', origin: '2', layout: 'y', decimals: '99' },
    expectMessage: ['d-model="3"', 'base="1"', 'positions="x"', 'origin="2"', 'layout="y"', 'decimals="99"'] },

  // embed.html URL parameters
  { where: 'url', input: { 'd-model': '1e6' }, expectMessage: ['d-model="1e6"', 'from 2 to 16,384'] },
  { where: 'url', input: { 'd-model': '2147483648' }, expectMessage: ['d-model="2147483648"', '16,384'] },
  { where: 'url', input: { 'd-model': '' }, expectMessage: ['d-model=""', 'not a finite number'] },
  { where: 'url', input: { positions: '0..1e9' }, expectMessage: ['positions="0..1e9"', 'more than 1000 positions'] },
  { where: 'url', input: { 'd-model': '16384', positions: '0..4095' }, expectMessage: ['positions="0..4095"', 'more than 1000 positions'] },
  { where: 'url', input: { 'd-model': '16384', positions: '0..256' }, expectMessage: ['with d-model="16384"', 'more than the 4,194,304'] },
  { where: 'url', input: { positions: '' }, expectMessage: ['positions=""', 'the list is empty'] },
  { where: 'url', input: { positions: '0,1,two' }, expectMessage: ['positions="0,1,two"', 'item 3 ("two")'] },
  { where: 'url', input: { base: '1' }, expectMessage: ['base="1"', 'greater than 1'] },
  { where: 'url', input: { base: '-Infinity' }, expectMessage: ['base="-Infinity"', 'not a finite number'] },
  { where: 'url', input: { origin: '2' }, expectMessage: ['origin="2"', '0 or 1'] },
  { where: 'url', input: { layout: 'rows' }, expectMessage: ['layout="rows"', '"interleaved"'] },
  { where: 'url', input: { decimals: '99' }, expectMessage: ['decimals="99"', 'from 0 to 12'] },
  { where: 'url', input: { quiz: 'q7' }, expectMessage: ['quiz="q7"', 'no question with this name'] },
  { where: 'url', input: { view: 'grid' }, expectMessage: ['view="grid"', '"full"'] },
  { where: 'url', input: { 'd-model': 'ten', base: 'e', layout: '1' }, expectMessage: ['d-model="ten"', 'base="e"', 'layout="1"'] },
  // Parameters embed.html does not read: a console warning names them (the widget draws its defaults).
  { where: 'url', input: { d_model: '16' }, expectWarning: ['the URL parameter "d_model" is not one it reads', 'd-model'] },
  { where: 'url', input: { dmodel: '16', Base: '100' }, expectWarning: ['"dmodel" is not one it reads', '"Base" is not one it reads'] },
  { where: 'url', input: { '<img src=x onerror=alert(1)>': '1' }, expectWarning: ['"<img src=x onerror=alert(1)>" is not one it reads'] },
  // An author's questions in the URL: the parameter that carries them is named where it is missing,
  // and questions without quiz=own are said to be ignored.
  { where: 'url', input: { quiz: 'own' }, expectMessage: ['quiz="own"', 'the questions= URL parameter'] },
  { where: 'url', input: { questions: '[{"kind": "coordinate", "token": 2, "i": 2}]' }, expectWarning: ['questions= parameter is asked only with quiz=own'] },

  // answers typed into Q1's "Your answer" (the feedback names the text or what is wrong with it)
  { where: 'answer', input: '', expectMessage: ['Not readable as a number.', 'The answer is empty'] },
  { where: 'answer', input: '   ', expectMessage: ['Not readable as a number.', 'The answer is empty'] },
  { where: 'answer', input: 'abc', expectMessage: ['Not readable as a number.', 'Could not read a number in "abc"'] },
  { where: 'answer', input: '0x1A', expectMessage: ['Not readable as a number.', 'Hexadecimal'] },
  { where: 'answer', input: 'NaN', expectMessage: ['Not readable as a number.', 'NaN is not a number that can be checked.'] },
  { where: 'answer', input: 'Infinity', expectMessage: ['Not readable as a number.', 'Infinity is not an answer that can be checked.'] },
  { where: 'answer', input: '-∞', expectMessage: ['Not readable as a number.', 'Infinity'] },
  { where: 'answer', input: '1e999', expectMessage: ['Not readable as a number.', 'too large'] },
  // A number that could be read two ways is refused as ambiguous, with why (and takes no try).
  { where: 'answer', input: '0.0.2', expectMessage: ['Ambiguous number.', 'more than one decimal mark'] },
  { where: 'answer', input: '1,000.5', expectMessage: ['Ambiguous number.', 'group its digits in thousands'] },
  { where: 'answer', input: '0.0٢', expectMessage: ['Ambiguous number.', 'mixes digits of two scripts'] },
  { where: 'answer', input: '0'.repeat(65), expectMessage: ['Not readable as a number.', 'more than 64 characters'] },
  { where: 'answer', input: '😀', expectMessage: ['Not readable as a number.', 'Could not read a number in "😀"'] },
  // Digits of another script are read as their ASCII form: 0.02 is short of Q1's four decimals.
  { where: 'answer', input: '٠٫٠٢', expectMessage: ['Too few decimals.', 'Right so far, but 0.02 has only 2 decimals'], read: true },
  { where: 'answer', input: '１２', expectMessage: ['Not correct yet.', '12 is too large'], read: true },
  { where: 'answer', input: '0.02 0.03', expectMessage: ['Not readable as a number.', 'Could not read " 0.03" after the number'] },
  { where: 'answer', input: '--0.02', expectMessage: ['Not readable as a number.', 'Could not read a number in "--0.02"'] },
  { where: 'answer', input: '- 0.02', expectMessage: ['Not readable as a number.', 'Could not read a number in "- 0.02"'] },
  { where: 'answer', input: '½', expectMessage: ['Not readable as a number.', 'Could not read a number in "½"'] },
  { where: 'answer', input: '2%', expectMessage: ['Not readable as a number.', 'Could not read "%" after the number'] },
  { where: 'answer', input: '2/100', expectMessage: ['Not readable as a number.', 'Could not read "/100" after the number'] },
  { where: 'answer', input: 'sin(0.02)', expectMessage: ['Not readable as a number.', 'Could not read a number in "sin(0.02)"'] },
  { where: 'answer', input: '0.02e', expectMessage: ['Not readable as a number.', 'exponent after "e" has no digits'] },
  { where: 'answer', input: '.', expectMessage: ['Not readable as a number.', 'no digits'] },
  // A direction mark, as an Arabic keyboard or copied text brings, is no part of the number.
  { where: 'answer', input: '\u202e0.02', expectMessage: ['Too few decimals.', 'Right so far, but 0.02 has only 2 decimals'], read: true },
];

// Markup and script payloads, for every attribute, URL parameter and the answer box.
const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(2)</script>',
  '"><svg onload=alert(3)>',
  'javascript:alert(4)',
  "'><iframe src=javascript:alert(5)>",
];

// Installed in every page: window.__census() gives the document's and the shadow roots' elements
// by tag (a multiset), the attributes named on*, and the attribute values holding "javascript:"
// (the widget element's own attributes excepted: they hold the text under test). A payload parsed
// as HTML would change one of them.
function installCensus() {
  window.__census = () => {
    const all = [...document.querySelectorAll('*')];
    const nodes = [...all, ...all.flatMap((n) => (n.shadowRoot ? [...n.shadowRoot.querySelectorAll('*')] : []))];
    const tags = {};
    for (const n of nodes) tags[n.localName] = (tags[n.localName] ?? 0) + 1;
    const own = (n) => n.localName !== 'sinusoidal-pe';
    return {
      tags,
      handlers: nodes.flatMap((n) => [...n.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${n.localName}[${a.name}]`)),
      scriptUrls: nodes.filter(own).flatMap((n) => [...n.attributes].filter((a) => /javascript:/i.test(a.value)).map((a) => `${n.localName}[${a.name}]`)),
    };
  };
}

describe('reliability and security', () => {
  let h;
  before(async () => {
    h = await openBrowser();
  });
  after(async () => h?.close());
  // Pages opened by one test are closed after it; a describe's shared page (keep) with the browser.
  const opened = [];
  afterEach(async () => {
    h.assertNoProblems();
    for (const p of opened.splice(0).filter((p) => !p.keep)) await p.context().close().catch(() => {});
  });
  const shared = async (options) => {
    const page = await newPage(options);
    page.keep = true; // closed with the browser
    return page;
  };

  const counts = { attribute: 0, url: 0, answer: 0, payload: 0 };
  after(() => console.log(`bad inputs tried in Chromium: ${JSON.stringify(counts)}`));

  /** A page with dialogs recorded (any alert() from a payload would land here) and CSP violations collected. */
  async function newPage(options) {
    const page = await h.newPage(options);
    opened.push(page);
    page.dialogs = [];
    page.on('dialog', (d) => {
      page.dialogs.push(d.message());
      d.dismiss().catch(() => {});
    });
    await page.addInitScript(installCensus);
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
    });
    return page;
  }

  // ---- item 1: the bad-input matrix ---------------------------------------------------------

  describe('bad attributes: a message naming the attribute and the text, then recovery', () => {
    const cases = CASES.filter((c) => c.where === 'attribute');
    let page;
    before(async () => {
      page = await shared();
      await page.goto(fixtureUrl(h, 'blank.html'));
      await page.evaluate(() => customElements.whenDefined('sinusoidal-pe'));
    });

    for (const { input, expectMessage } of cases) {
      const label = Object.entries(input).map(([k, v]) => `${k}="${v.length > 30 ? `${v.slice(0, 30)}…` : v}"`).join(' ');
      it(label, async () => {
        counts.attribute += 1;
        const r = await page.evaluate(async (attrs) => {
          document.getElementById('w')?.remove();
          const el = document.createElement('sinusoidal-pe');
          el.id = 'w';
          for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
          const started = performance.now();
          document.getElementById('host').append(el);
          await el.updateComplete;
          const alert = el.shadowRoot.querySelector('[role="alert"]');
          const shown = { ms: performance.now() - started, alert: alert.textContent, alertHidden: alert.hidden, problems: el.problems.length,
            author: el.problems.map((p) => p.message).join(' | '),
            settingsShown: !el.shadowRoot.querySelector('fieldset').closest('[hidden]') };
          // The fix: remove what was wrong.
          for (const k of Object.keys(attrs)) el.removeAttribute(k);
          await el.updateComplete;
          const row = el.shadowRoot.querySelectorAll('tbody tr')[1];
          return { shown, fixed: { alertHidden: alert.hidden, problems: el.problems.length,
            row: row ? [...row.cells].slice(1).map((c) => c.textContent.trim()) : null } };
        }, input);
        for (const piece of expectMessage) assert.ok(r.shown.author.includes(piece), `problems ${JSON.stringify(r.shown.author)} lack ${JSON.stringify(piece)}`);
        assert.doesNotMatch(r.shown.alert, /="/, 'the learner reads no attribute markup');
        assert.equal(r.shown.alertHidden, false);
        assert.ok(r.shown.problems >= 1);
        assert.equal(r.shown.settingsShown, true, 'the settings stay on screen');
        assert.ok(r.shown.ms < HANG_MS, `the message took ${Math.round(r.shown.ms)} ms`);
        assert.deepEqual(r.fixed, { alertHidden: true, problems: 0, row: DEFAULT_ROW_1 });
      });
    }
  });

  describe('bad embed.html URL parameters: the same messages, and a fixed URL works', () => {
    const cases = CASES.filter((c) => c.where === 'url');
    let page;
    before(async () => {
      page = await shared();
    });
    const warnings = [];
    for (const { input, expectMessage, expectWarning } of cases) {
      it(`?${new URLSearchParams(input)}`, async () => {
        counts.url += 1;
        if (!warnings.listening) {
          page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
          warnings.listening = true;
        }
        warnings.length = 0;
        await page.goto(`${h.url('embed.html')}?${new URLSearchParams(input)}`);
        const widget = page.locator('sinusoidal-pe');
        if (expectWarning) {
          await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
          for (const piece of expectWarning) assert.ok(warnings.some((w) => w.includes(piece)), `no warning with ${piece}: ${warnings.join('\n')}`);
          assert.equal(await widget.getByRole('alert').isVisible(), false);
          return;
        }
        const alert = widget.getByRole('alert');
        await alert.waitFor({ timeout: HANG_MS });
        for (const piece of expectMessage) {
          // A refused attribute's sentence is the console's; what is not an attribute's (the quiz's own) stays in the widget.
          await eventually(async () => assert.ok(warnings.some((w) => w.includes(piece)) || (await alert.textContent()).includes(piece),
            `no warning with ${piece}: ${warnings.join('\n')}`), { timeout: HANG_MS });
        }
        assert.equal(await widget.getByRole('group', { name: 'Settings' }).isVisible(), true);
        // Fixing the parameter (here: the attribute it became) recovers the table.
        await widget.evaluate((el, names) => names.forEach((n) => el.removeAttribute(n)), Object.keys(input));
        await alert.waitFor({ state: 'hidden' });
        await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
      });
    }
    it('a corrected URL draws the table', async () => {
      await page.goto(`${h.url('embed.html')}?${new URLSearchParams({ 'd-model': '16', positions: '0..255' })}`);
      await page.locator('sinusoidal-pe').getByRole('table', { name: /d_model = 16,/ }).waitFor();
      assert.equal(await page.locator('sinusoidal-pe').getByRole('alert').isVisible(), false);
    });
  });

  describe('bad answers typed into "Your answer": feedback says what is wrong, then a right answer is accepted', () => {
    const cases = CASES.filter((c) => c.where === 'answer');
    let page;
    let quiz;
    before(async () => {
      page = await shared();
      await page.goto(fixtureUrl(h, 'blank.html'));
      quiz = await mountWidget(page, { quiz: 'q1', view: 'quiz' }, { updated: false });
      await quiz.getByRole('button', { name: 'Check' }).waitFor();
    });
    // read: a number after all (judged, so the field is not marked invalid).
    for (const { input, expectMessage, read = false } of cases) {
      it(JSON.stringify(input.length > 30 ? `${input.slice(0, 30)}…` : input), async () => {
        counts.answer += 1;
        const field = quiz.getByLabel('Your answer');
        const status = quiz.getByRole('status');
        await field.fill(input);
        await field.press('Enter');
        for (const piece of expectMessage) await expectText(status, piece);
        assert.equal(await field.getAttribute('aria-invalid'), read ? null : 'true');
        await field.fill('0.0200');
        await quiz.getByRole('button', { name: 'Check' }).click();
        await expectText(status, 'Correct.');
        assert.equal(await field.getAttribute('aria-invalid'), null);
      });
    }
  });

  // ---- item 2: limits ------------------------------------------------------------------------

  describe('sizes that would freeze a tab are refused at once, with the limit', () => {
    let page;
    before(async () => {
      page = await shared();
      await page.goto(fixtureUrl(h, 'blank.html'));
      await mountWidget(page);
    });

    // [what, the change (a key of CHANGES in the page), pieces of the alert or of the thrown error]
    const LIMITS = [
      ['positions 0..1e9', 'range', ['positions="0..1e9"', 'more than 1000 positions']],
      ['d-model 1e6', 'wide', ['d-model="1e6"', 'from 2 to 16,384']],
      ['d-model 2^31', 'wider', ['d-model="2147483648"', 'from 2 to 16,384']],
      ['d-model 16384 with positions 0..4095', 'both', ['positions="0..4095"', 'more than 1000 positions']],
      ['d-model 16384 with positions 0..256', 'justOver', ['4,210,688 values', 'more than the 4,194,304']],
      ['a 10 MB positions attribute', 'longText', ['more than 1000 positions']],
      ['the positions property set to 10^7 numbers', 'longList', ['RangeError', 'more than 1000 positions']],
      ['the dModel property set to 2^31', 'wideProperty', ['RangeError', 'from 2 to 16,384']],
    ];
    for (const [what, change, pieces] of LIMITS) {
      it(what, async () => {
        const r = await page.evaluate(async (key) => {
          const el = document.getElementById('w');
          const CHANGES = {
            range: () => el.setAttribute('positions', '0..1e9'),
            wide: () => el.setAttribute('d-model', '1e6'),
            wider: () => el.setAttribute('d-model', String(2 ** 31)),
            both: () => { el.setAttribute('d-model', '16384'); el.setAttribute('positions', '0..4095'); },
            justOver: () => { el.setAttribute('d-model', '16384'); el.setAttribute('positions', '0..256'); },
            longText: () => el.setAttribute('positions', `${'0,'.repeat(5e6)}0`),
            longList: () => { el.positions = new Float64Array(1e7); },
            wideProperty: () => { el.dModel = 2 ** 31; },
          };
          const started = performance.now();
          let thrown = '';
          try {
            CHANGES[key]();
          } catch (e) {
            thrown = `${e.name}: ${e.message}`;
          }
          await el.updateComplete;
          const alert = el.shadowRoot.querySelector('[role="alert"]');
          // The learner's alert and the author's sentences (the element's problems, as the console has them).
          const out = { ms: performance.now() - started, text: `${thrown} ${alert.hidden ? '' : alert.textContent} ${el.problems.map((p) => p.message).join(' | ')}` };
          for (const a of ['d-model', 'positions']) el.removeAttribute(a);
          await el.updateComplete;
          out.recovered = alert.hidden;
          return out;
        }, change);
        for (const piece of pieces) assert.ok(r.text.includes(piece), `${JSON.stringify(r.text.slice(0, 300))} lacks ${JSON.stringify(piece)}`);
        assert.ok(r.ms < HANG_MS, `${what}: refused after ${Math.round(r.ms)} ms`);
        assert.equal(r.recovered, true);
        console.log(`limit: ${what} refused in ${r.ms.toFixed(1)} ms`);
      });
    }

    it('the largest table allowed (16384 × 256 values) still draws, its first rows only, quickly', async () => {
      const r = await page.evaluate(async () => {
        const el = document.getElementById('w');
        const started = performance.now();
        el.setAttribute('d-model', '16384');
        el.setAttribute('positions', '0..255');
        await el.updateComplete;
        const ms = performance.now() - started;
        const out = { ms, alertHidden: el.shadowRoot.querySelector('[role="alert"]').hidden, note: el.shadowRoot.querySelector('.table-note:not([hidden])')?.textContent ?? '' };
        el.removeAttribute('d-model');
        el.removeAttribute('positions');
        await el.updateComplete;
        return out;
      });
      assert.equal(r.alertHidden, true);
      assert.match(r.note, /Showing the first 4 of 256 positions/);
      assert.ok(r.ms < HANG_MS, `drew in ${Math.round(r.ms)} ms`);
      console.log(`limit: 16384 × 256 drawn in ${r.ms.toFixed(0)} ms`);
    });

    it('a pasted megabyte in "Your answer" is refused at once', async () => {
      await page.evaluate(() => document.getElementById('w').setAttribute('quiz', 'q1'));
      const field = page.locator('#w').getByLabel('Your answer');
      await field.evaluate((input) => { input.value = '9'.repeat(1 << 20); });
      const started = Date.now();
      await page.locator('#w').getByRole('button', { name: 'Check' }).click();
      await expectText(page.locator('#w').getByRole('status'), 'more than 64 characters', { timeout: HANG_MS });
      assert.ok(Date.now() - started < HANG_MS);
    });
  });

  // ---- item 3: security ------------------------------------------------------------------------

  describe('attribute, URL and answer text is never parsed as HTML', () => {
    // bypassCSP: without the strict CSP an injected handler would really run, so a regression could
    // not hide behind the policy; the census and the dialog record would both show it.
    let page;
    before(async () => {
      page = await shared({ bypassCSP: true });
    });

    it('every attribute, each payload', async () => {
      await page.goto(fixtureUrl(h, 'blank.html'));
      const attributes = await page.evaluate(async () => {
        await customElements.whenDefined('sinusoidal-pe');
        return customElements.get('sinusoidal-pe').observedAttributes;
      });
      assert.ok(attributes.length >= 8, attributes.join());
      const census = async (texts) => {
        await page.evaluate(async ([names, values]) => {
          document.getElementById('w')?.remove();
          const el = document.createElement('sinusoidal-pe');
          el.id = 'w';
          names.forEach((n, j) => el.setAttribute(n, values[j]));
          document.getElementById('host').append(el);
          await el.updateComplete;
        }, [attributes, texts]);
        await settled(page); // an injected onerror/onload would have fired
        return page.evaluate(() => {
          const el = document.getElementById('w');
          return {
            ...window.__census(),
            alert: el.shadowRoot.querySelector('[role="alert"]').textContent,
            problems: el.problems,
            lang: el.shadowRoot.querySelector('.pe').lang,
          };
        });
      };
      const control = await census(attributes.map(() => 'plain text'));
      for (const payload of PAYLOADS) {
        counts.payload += attributes.length;
        const r = await census(attributes.map(() => payload));
        assert.deepEqual(r.tags, control.tags, `${payload}: the same elements as for plain text`);
        assert.deepEqual(r.handlers, []);
        assert.deepEqual(r.scriptUrls, []);
        // lang is the global attribute of the language spoken, never refused: a text that names no
        // language the widget speaks is spoken in English (catalog.js notes it in the console).
        assert.equal(r.lang, 'en', `lang="${payload}": the widget speaks English`);
        for (const a of attributes.filter((name) => name !== 'lang')) {
          assert.ok(r.problems.some((p) => p.attribute === a && p.value === payload), `${a} is refused as text`);
          // The learner's alert quotes what was typed as text (the author's sentence names the attribute).
          const shown = payload.length > 40 ? `${payload.slice(0, 40)}…` : payload;
          assert.ok(r.alert.includes(`“${shown}”`), `“${shown}” appears literally in ${r.alert}`);
        }
      }
      assert.deepEqual(page.dialogs, []);
      assert.equal(await page.evaluate(() => window.pwned), undefined);
    });

    it('every URL parameter of embed.html, each payload', async () => {
      await page.goto(h.url('embed.html'));
      const attributes = await page.evaluate(() => customElements.get('sinusoidal-pe').observedAttributes);
      const all = [...attributes, 'parent-origin', 'report'];
      const control = async (value) => {
        await page.goto(`${h.url('embed.html')}?${new URLSearchParams(all.map((n) => [n, value]))}`);
        await page.locator('sinusoidal-pe').evaluate((el) => el.updateComplete);
        await settled(page);
        return page.evaluate(() => {
          const el = document.querySelector('sinusoidal-pe');
          return { ...window.__census(), alert: el.shadowRoot.querySelector('[role="alert"]').textContent,
            passed: el.getAttributeNames().map((n) => [n, el.getAttribute(n)]), title: document.title, bodyChildren: document.body.children.length };
        });
      };
      const plain = await control('plain text');
      const received = plain.passed.map(([n]) => n);
      for (const a of ['d-model', 'base', 'positions', 'origin', 'layout', 'decimals', 'quiz', 'view']) assert.ok(received.includes(a), `embed.html passes ${a}`);
      for (const payload of PAYLOADS) {
        counts.payload += all.length;
        const r = await control(payload);
        assert.deepEqual(r.tags, plain.tags, `${payload}: the same elements as for plain text`);
        assert.deepEqual(r.handlers, []);
        assert.deepEqual(r.scriptUrls, []);
        assert.equal(r.title, plain.title);
        assert.equal(r.bodyChildren, plain.bodyChildren);
        for (const [n, v] of r.passed) {
          assert.equal(v, payload, `${n} holds the text as given`);
          const shown = payload.length > 40 ? `${payload.slice(0, 40)}…` : payload;
          assert.ok(r.alert.includes(`“${shown}”`), `“${shown}” appears literally`);
        }
      }
      assert.deepEqual(page.dialogs, []);
    });

    it('"Your answer", each payload', async () => {
      await page.goto(fixtureUrl(h, 'blank.html'));
      const quiz = await mountWidget(page, { quiz: 'q1' }, { updated: false });
      const field = quiz.getByLabel('Your answer');
      const status = quiz.getByRole('status');
      const census = () => page.evaluate(() => window.__census());
      await field.fill('plain text');
      await field.press('Enter');
      await expectText(status, 'Could not read a number in "plain text"');
      const control = await census();
      for (const payload of PAYLOADS) {
        counts.payload += 1;
        await field.fill(payload);
        await field.press('Enter');
        // The core quotes the first 24 bytes of what it could not read.
        await expectText(status, `Could not read a number in "${payload.slice(0, 24)}`);
        await settled(page);
        const r = await census();
        assert.deepEqual(r.tags, control.tags, payload);
        assert.deepEqual(r.handlers, []);
        assert.deepEqual(r.scriptUrls, []);
      }
      // A payload typed into a token field of the table is text too.
      await quiz.evaluate((el) => el.setAttribute('view', 'full'));
      const row = quiz.getByLabel('Token number, row 2');
      await row.fill(PAYLOADS[0]);
      await row.press('Enter');
      await expectText(quiz.getByRole('alert'), `item 2 ("${PAYLOADS[0].slice(0, 24)}…") is not a finite number`);
      assert.deepEqual((await census()).handlers, []);
      assert.deepEqual(page.dialogs, []);
    });
  });

  describe('the strict CSP: no violation on the pages', () => {
    it('index.html and embed.html, used, report no securitypolicyviolation (and the listener works)', async () => {
      const page = await newPage();
      await openDemo(page, h);
      const widget = page.locator('#default-widget');
      await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
      // Use it: a settings change, an edited row, a cell's formula, the pair inspector, a quiz answer.
      const dModel = widget.getByLabel('d_model', { exact: true });
      await dModel.fill('8');
      await dModel.press('Enter');
      await widget.getByRole('table', { name: /d_model = 8,/ }).waitFor();
      await widget.getByRole('button', { name: 'Add a row' }).click();
      await widget.locator('tbody td').nth(3).hover();
      const quiz = page.locator('#quiz-widget');
      if (await quiz.count()) {
        await quiz.getByLabel('Your answer').fill('0.0200');
        await quiz.getByRole('button', { name: 'Check' }).click();
        await expectText(quiz.getByRole('status'), 'Correct.');
        await quiz.getByText('Solution', { exact: true }).click();
      }
      await settled(page);
      assert.deepEqual(await page.evaluate(() => window.__cspViolations), [], 'index.html');

      await page.goto(`${h.url('embed.html')}?quiz=q1&d-model=8`);
      await page.locator('sinusoidal-pe').getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
      await page.locator('sinusoidal-pe').getByLabel('Your answer').fill('1');
      await page.locator('sinusoidal-pe').getByRole('button', { name: 'Check' }).click();
      await expectText(page.locator('sinusoidal-pe').getByRole('status'), 'Not correct yet.');
      await settled(page);
      assert.deepEqual(await page.evaluate(() => window.__cspViolations), [], 'embed.html');

      // The listener is live: an inline <style>, which the policy forbids, is reported.
      await page.evaluate(() => {
        const style = document.createElement('style');
        style.textContent = 'p { color: red; }';
        document.head.append(style);
      });
      await page.waitForFunction(() => window.__cspViolations.length > 0);
      assert.match((await page.evaluate(() => window.__cspViolations))[0], /^style-src/);
      page.problems = page.problems.filter((p) => !/Content Security Policy/i.test(p)); // the control's own report
    });
  });

  describe('the iframe embed posts only to its parent and ignores messages', () => {
    let course; // the course page's origin
    let third; // another site, framed beside the widget
    before(async () => {
      third = await startServer({ port: 0 });
      course = await startCoursePage(h.server, [new URL(third.url).origin]);
    });
    after(async () => {
      await course?.close();
      await third?.close();
    });

    /** Records, in every frame, the messages it receives and the postMessage calls made on it. */
    async function recordingPage() {
      const page = await newPage();
      await page.addInitScript(() => {
        // A summary of each message (a megabyte of junk or an ArrayBuffer need not come back).
        window.__received = [];
        window.addEventListener('message', (e) => {
          const d = e.data;
          const object = d !== null && typeof d === 'object';
          window.__received.push({ origin: e.origin, fromSelf: e.source === window,
            type: object ? d.type : typeof d, keys: object ? Object.keys(d).sort() : null });
        });
        // Sends junk from inside this frame (so that a __proto__ key and an ArrayBuffer are real).
        window.__send = (target, junk) => {
          const extra = [JSON.parse('{"__proto__": {"polluted": "yes"}, "type": "sinusoidal-pe:set"}'), new ArrayBuffer(16),
            { type: 'sinusoidal-pe:height', height: 5 }];
          for (const m of [...junk, ...extra]) target.postMessage(m, '*');
          return junk.length + extra.length;
        };
      });
      return page;
    }

    const embedUrl = (params) => `${h.url('embed.html')}?${new URLSearchParams(params)}`;
    const hostUrl = (src) => `${new URL('tests/browser/fixtures/iframe-host.html', course.url)}?${new URLSearchParams({ src })}`;

    // The message types docs/embedding.md lists under "What the embed sends".
    function documentedTypes() {
      const docs = readFileSync(new URL('../../../docs/embedding.md', import.meta.url), 'utf8');
      const section = docs.split(/^#+ /m).find((s) => s.startsWith('What the embed sends'));
      assert.ok(section, 'docs/embedding.md has a "What the embed sends" section');
      return [...section.matchAll(/'(sinusoidal-pe:[a-z-]+)'/g)].map((m) => m[1]);
    }

    it('does not post anything when it is not framed', async () => {
      const page = await recordingPage();
      await page.addInitScript(() => {
        window.__posted = 0;
        const post = window.postMessage.bind(window);
        window.postMessage = (...args) => { window.__posted += 1; return post(...args); };
      });
      await page.goto(embedUrl({ quiz: 'q1', report: '1', 'parent-origin': 'https://course.example' }));
      const widget = page.locator('sinusoidal-pe');
      await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
      await widget.getByLabel('Your answer').fill('0.0200');
      await widget.getByRole('button', { name: 'Check' }).click();
      await expectText(widget.getByRole('status'), 'Correct.');
      await widget.getByRole('button', { name: 'Add a row' }).click(); // a change of height
      await settled(page);
      assert.equal(await page.evaluate(() => window.__posted), 0);
      assert.deepEqual(await page.evaluate(() => window.__received), []);
    });

    it('posts only documented messages, only to its parent; ignores junk and look-alikes from the parent and another frame', async () => {
      const types = documentedTypes();
      assert.ok(types.includes('sinusoidal-pe:height'), types.join());
      const page = await recordingPage();
      const courseOrigin = new URL(course.url).origin;
      const widgetOrigin = new URL(h.server.url).origin;
      await page.goto(hostUrl(embedUrl({ positions: '0..2', quiz: 'q1', report: '1', 'parent-origin': courseOrigin })));
      const frame = page.frameLocator('#frame');
      await frame.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
      // Another site's frame beside the widget.
      await page.evaluate((src) => {
        const other = document.createElement('iframe');
        other.id = 'other';
        other.src = src;
        document.body.append(other);
        return new Promise((r) => other.addEventListener('load', r));
      }, new URL('tests/browser/fixtures/blank.html', third.url).href);
      await frame.getByLabel('Your answer').fill('0.0200');
      await frame.getByRole('button', { name: 'Check' }).click();
      await expectText(frame.getByRole('status'), 'Correct.');
      // The judged answer's statement has reached the course page (report=1).
      await eventually(async () => assert.ok((await page.evaluate(() => window.__received)).some((m) => m.type === 'sinusoidal-pe:statement')));

      const embedFrame = page.frames().find((f) => f.url().startsWith(`${widgetOrigin}/embed.html`));
      const otherFrame = page.frames().find((f) => f.url().startsWith(third.url));
      assert.ok(embedFrame && otherFrame);
      const widgetMessages = () => page.evaluate((origin) => window.__received.filter((m) => m.origin === origin).length, widgetOrigin);
      const snapshot = async () => ({
        attributes: await embedFrame.evaluate(() => {
          const el = document.querySelector('sinusoidal-pe');
          return el.getAttributeNames().map((n) => [n, el.getAttribute(n)]);
        }),
        table: await embedFrame.evaluate(() => document.querySelector('sinusoidal-pe').shadowRoot.querySelector('tbody').textContent),
        alertHidden: await embedFrame.evaluate(() => document.querySelector('sinusoidal-pe').shadowRoot.querySelector('[role="alert"]').hidden),
        height: (await page.locator('#frame').boundingBox()).height,
        fromWidget: await widgetMessages(),
      });
      const before = await snapshot();

      // What the host received: each from the widget frame's origin, of a documented type.
      const hostGot = await page.evaluate(() => window.__received);
      assert.ok(hostGot.length >= 1, 'the host got the height');
      for (const m of hostGot) {
        assert.equal(m.origin, widgetOrigin);
        assert.ok(types.includes(m.type), `${JSON.stringify(m)} has a documented type`);
        if (m.type === 'sinusoidal-pe:height') assert.deepEqual(m.keys, ['height', 'type']);
      }
      const byType = {};
      for (const m of hostGot) byType[m.type] = (byType[m.type] ?? 0) + 1;
      console.log(`embed: the course page received ${JSON.stringify(byType)}`);
      // Nothing went to the other frame, and the widget frame posted nothing to itself.
      assert.deepEqual(await otherFrame.evaluate(() => window.__received), []);
      assert.deepEqual(await embedFrame.evaluate(() => window.__received), []);

      // Junk, wrong-typed and look-alike messages, from the parent and from the other frame.
      const JUNK = [
        null, 42, 'sinusoidal-pe:height', '<img src=x onerror=alert(1)>', [], [1, 2], { type: { nested: true } },
        { type: 'sinusoidal-pe:height', height: 1e9 },
        { type: 'sinusoidal-pe:height', height: '<img src=x onerror=alert(1)>' },
        { type: 'sinusoidal-pe:set', attributes: { 'd-model': '16' } },
        { type: 'sinusoidal-pe:config', 'd-model': 16, positions: '0..999' },
        { type: 'sinusoidal-pe:statement', statement: { verb: 'answered' } },
        { type: 'SINUSOIDAL-PE:HEIGHT', height: 10 },
        { 'd-model': '16', quiz: 'q9' },
        'x'.repeat(1 << 20),
      ];
      const sent = (await page.evaluate((junk) => window.__send(document.getElementById('frame').contentWindow, junk), JUNK)) +
        (await otherFrame.evaluate((junk) => window.__send(window.parent.frames[0], junk), JUNK));
      // A look-alike sent to the course page by the other site: its documented listener checks the origin.
      await otherFrame.evaluate(() => window.parent.postMessage({ type: 'sinusoidal-pe:height', height: 5 }, '*'));
      // Every junk message has arrived (the widget frame records each), and the look-alike too.
      await eventually(async () => assert.equal((await embedFrame.evaluate(() => window.__received)).length, sent, 'every junk message arrived'));
      const thirdOrigin = new URL(third.url).origin;
      await eventually(async () => assert.ok((await page.evaluate((o) => window.__received.some((m) => m.origin === o), thirdOrigin)), 'the look-alike arrived'));
      await settled(page);
      const afterAll = await snapshot();
      assert.deepEqual(afterAll, before, 'nothing changed, and the widget answered nothing');
      assert.equal(await embedFrame.evaluate(() => ({}).polluted), undefined);
      assert.deepEqual(await otherFrame.evaluate(() => window.__received), [], 'the other frame still got nothing');
      assert.deepEqual(page.dialogs, []);
      // The course page, the widget frame and the other site's frame each ran under a strict CSP.
      for (const f of page.frames()) assert.deepEqual(await f.evaluate(() => window.__cspViolations), [], f.url());
    });

    it('sends nothing when parent-origin is not an origin, and says so in the console', async () => {
      const page = await recordingPage();
      const warnings = [];
      page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
      await page.goto(hostUrl(embedUrl({ 'parent-origin': 'javascript:alert(1)' })));
      await page.frameLocator('#frame').getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
      // The frame warns where it would have posted its height.
      await eventually(() => assert.ok(warnings.some((w) => w.includes('parent-origin') && w.includes('javascript:alert(1)')), warnings.join('\n')));
      await settled(page);
      assert.deepEqual(await page.evaluate(() => window.__received), []);
      assert.deepEqual(page.dialogs, []);
    });
  });

  // ---- item 7: the core cannot load ----------------------------------------------------------

  describe('when the WebAssembly core cannot load, the widget says why', () => {
    // [case, route or server setup, pieces of the alert, console errors expected from the browser]
    const CORRUPT = Buffer.from('<!doctype html><title>Not found</title>');
    // The first widget of index.html is the only one drawn at load (the others are lazy), with the
    // core's table build (it has no quiz).
    const WASM = '**/pe-core-wasm.wasm';
    const FAILURES = [
      ['a 404', (p) => p.route(WASM, (r) => r.fulfill({ status: 404, body: 'gone' })), ['HTTP 404', 'put pe-core-wasm.wasm next to sinusoidal-pe.js'], /404/],
      ['a corrupt file', (p) => p.route(WASM, (r) => r.fulfill({ status: 200, contentType: 'application/wasm', body: CORRUPT })),
        ['not a WebAssembly module', 'expected magic word', 'copy pe-core-wasm.wasm again'], null],
      ['a failed request', (p) => p.route(WASM, (r) => r.abort('connectionrefused')), ['the network request for it failed'], /ERR_CONNECTION_REFUSED|ERR_FAILED/],
      ['a missing glue script', (p) => p.route('**/pe-core-wasm.js', (r) => r.fulfill({ status: 404, body: 'gone' })),
        ['its script pe-core-wasm.js did not load', 'put it next to sinusoidal-pe.js'], /404|dynamically imported module/],
      ['a CSP without wasm-unsafe-eval', 'csp', ["Content-Security-Policy does not allow WebAssembly", "'wasm-unsafe-eval'"], /Content Security Policy/i],
    ];
    let noWasmCsp;
    before(async () => {
      noWasmCsp = await startServer({ port: 0, csp: "default-src 'self'; script-src 'self'; style-src 'self'" });
    });
    after(async () => noWasmCsp?.close());

    for (const [what, setup, pieces, expectedConsole] of FAILURES) {
      it(what, async () => {
        const page = await newPage();
        if (typeof setup === 'function') await setup(page);
        const base = setup === 'csp' ? noWasmCsp.url : h.server.url;
        const started = Date.now();
        await page.goto(new URL('index.html', base).href);
        const widget = page.locator('#default-widget');
        const alert = widget.getByRole('alert');
        await expectText(alert, 'The calculator could not start.');
        for (const piece of pieces) await expectText(alert, piece);
        assert.ok(Date.now() - started < HANG_MS);
        assert.equal(await alert.isVisible(), true);
        assert.equal(await widget.getByRole('group', { name: 'Settings' }).isVisible(), true, 'not an empty box');
        assert.equal(await widget.getByText('Loading the calculator…').isVisible(), false);
        console.log(`load failure (${what}): ${(await alert.textContent()).slice(0, 400)}`);
        // Only the browser's own report of the failure reached the console; nothing was thrown.
        const unexpected = page.problems.filter((p) => !(expectedConsole && expectedConsole.test(p)));
        assert.deepEqual(unexpected, []);
        page.problems.length = 0;

        if (typeof setup === 'function') {
          // Once the file can be fetched, the next change loads it and draws.
          await page.unrouteAll();
          await widget.evaluate((el) => el.setAttribute('decimals', '3'));
          await widget.getByRole('table', { name: /3 decimals/ }).waitFor();
          assert.equal(await alert.isVisible(), false);
        }
      });
    }

    // The parts a widget fetches only for a quiz: the table works on without them, the quiz slot
    // says why it is empty, and the next change tries again.
    const LAZY = [
      ['the quiz panels', 'q1', '**/quiz-panels.js', 'The quiz could not be loaded', 'quiz-panels.js did not load (', /404|dynamically imported module/],
      ['the bank panels', 'bank', '**/quiz-bank-panels.js', 'The quiz could not be loaded', 'quiz-bank-panels.js did not load (', /404|dynamically imported module/],
      ['the bank build of the core', 'bank', '**/pe-core-bank-wasm.wasm', 'The question bank could not be loaded', 'put pe-core-bank-wasm.wasm next to sinusoidal-pe.js', /404/],
    ];
    for (const [what, quiz, pattern, sentence, detail, expectedConsole] of LAZY) {
      it(`a widget given quiz="${quiz}" when ${what} cannot load keeps its table and says why`, async () => {
        const page = await newPage();
        await page.goto(fixtureUrl(h, 'blank.html'));
        const widget = await mountWidget(page, {}, { updated: false });
        await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
        await page.route(pattern, (r) => r.fulfill({ status: 404, body: 'gone' }));
        await widget.evaluate((el, q) => el.setAttribute('quiz', q), quiz);
        const note = widget.getByText(sentence);
        await note.waitFor();
        await expectText(note, detail);
        assert.equal(await widget.getByRole('table', { name: /^PE\(pos\)/ }).isVisible(), true);
        assert.equal(await widget.getByRole('alert').isVisible().catch(() => false), false, 'no alert: the settings are fine');
        assert.deepEqual(page.problems.filter((p) => !expectedConsole.test(p)), []);
        page.problems.length = 0;
        // Once the file can be fetched, the next change brings the quiz.
        await page.unrouteAll();
        await widget.evaluate((el) => el.setAttribute('decimals', '3'));
        await widget.getByRole('button', { name: 'Check' }).waitFor();
        assert.equal(await widget.getByText(sentence).count(), 0);
      });
    }

    it('a widget given quiz="q1" when the check build of the core cannot load keeps its table, and Check says why', async () => {
      const page = await newPage();
      await page.goto(fixtureUrl(h, 'blank.html'));
      const widget = await mountWidget(page, {}, { updated: false });
      await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor(); // with the table build
      await page.route('**/pe-core-check-wasm.wasm', (r) => r.fulfill({ status: 404, body: 'gone' }));
      await widget.evaluate((el) => el.setAttribute('quiz', 'q1'));
      const quiz = widget.getByRole('group', { name: /^Q1\./ });
      await quiz.getByLabel('Your answer').fill('0.0200');
      await quiz.getByRole('button', { name: 'Check' }).click();
      const status = quiz.getByRole('status');
      await expectText(status, 'put pe-core-check-wasm.wasm next to sinusoidal-pe.js');
      assert.equal(await widget.getByRole('table', { name: /^PE\(pos\)/ }).isVisible(), true);
      assert.deepEqual(page.problems.filter((p) => !/404/.test(p)), []);
      page.problems.length = 0;
      // Once the file can be fetched, the next Check loads it and judges.
      await page.unrouteAll();
      await quiz.getByRole('button', { name: 'Check' }).click();
      await expectText(status, 'Correct.');
    });

    it('a quiz removed while its panels are on their way is not shown when they arrive; the table does not wait', async () => {
      const page = await newPage();
      await page.goto(fixtureUrl(h, 'blank.html'));
      let release;
      const held = new Promise((resolve) => { release = resolve; });
      await page.route('**/quiz-panels.js', async (route) => {
        await held;
        await route.continue();
      });
      // Not awaiting updateComplete: it waits for the quiz, whose panels are held.
      const widget = await mountWidget(page, { quiz: 'q1' }, { updated: false });
      await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
      await widget.evaluate((el) => el.removeAttribute('quiz'));
      release();
      await page.waitForResponse('**/quiz-panels.js');
      await widget.evaluate((el) => el.updateComplete);
      await settled(page);
      assert.equal(await widget.getByRole('button', { name: 'Check' }).count(), 0, 'no quiz without the attribute');
      // Asked for again, the quiz comes from the module now loaded.
      await widget.evaluate((el) => el.setAttribute('quiz', 'q1'));
      await widget.getByRole('button', { name: 'Check' }).waitFor();
    });

    it('embed.html shows the same explanation', async () => {
      const page = await newPage();
      // quiz=q1: the check build of the core, named in the sentence.
      await page.route('**/pe-core-check-wasm.wasm', (r) => r.fulfill({ status: 404, body: 'gone' }));
      await page.goto(`${h.url('embed.html')}?quiz=q1&view=quiz`);
      const alert = page.locator('sinusoidal-pe').getByRole('alert');
      await expectText(alert, 'The calculator could not start.');
      await expectText(alert, 'HTTP 404');
      await expectText(alert, 'put pe-core-check-wasm.wasm next to sinusoidal-pe.js');
      page.problems = page.problems.filter((p) => !/404/.test(p));
    });
  });
});
