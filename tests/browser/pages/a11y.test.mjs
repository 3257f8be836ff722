// Accessibility and embedding hygiene: axe-core finds no WCAG 2 A/AA violation (light and dark, in
// the states a learner produces), every control has a name, focus is visible, and a course page
// loads nothing but the widget's own files under the strict CSP.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectText, fixtureUrl, openDemo, useBrowser } from '../harness.mjs';
import { axeViolations } from '../screens.mjs';
import { englishMessages } from '../../node/english.mjs';

describe('accessibility and embedding', () => {
  const h = useBrowser();

  // Puts the demo page in the states a learner reaches: quiz feedback, open disclosures, a picked
  // pair, a hovered cell and a refused attribute.
  async function exercise(page) {
    const quiz = page.locator('#quiz-widget');
    await quiz.getByLabel('Your answer').fill('0.02');
    await quiz.getByRole('button', { name: 'Check' }).click();
    await expectText(quiz.getByRole('status'), 'Too few decimals');
    await quiz.getByText('Hint', { exact: true }).click();
    await quiz.getByText('Solution', { exact: true }).click();
    const widget = page.locator('#default-widget');
    await widget.getByRole('group', { name: 'Pair inspector' }).getByLabel('pair k').selectOption('1');
    await widget.getByRole('table', { name: /^PE\(pos\)/ }).getByRole('cell', { name: '0.019999', exact: true }).hover();
    await page.locator('#wide-widget').evaluate((el) => el.setAttribute('base', '1'));
    await page.locator('#wide-widget').getByRole('alert').waitFor();
  }

  for (const colorScheme of ['light', 'dark']) {
    it(`index.html has no WCAG 2 A/AA violations (${colorScheme})`, async () => {
      const page = await h.newPage({ colorScheme, bypassCSP: true });
      await openDemo(page, h);
      await page.locator('#default-widget').getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
      await page.locator('#wide-widget').getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
      // The figures section: every figure of the widget there, chosen by its tab and drawn (scrolled
      // through); the first chosen again at the end.
      for (const name of ['waves', 'rotation', 'dot', 'wavelengths', 'input', 'learned', 'precision', 'heatmap']) {
        const tab = page.locator('#figures-widget').getByRole('tab', { name: englishMessages.format(`figure-tab-${name}`), exact: true });
        if (await tab.count()) await tab.click();
        await page.locator(`#figures-widget figure[data-figure="${name}"]`).scrollIntoViewIfNeeded();
      }
      assert.deepEqual(await axeViolations(page), [], 'as loaded');
      await exercise(page);
      assert.deepEqual(await axeViolations(page), [], 'after answering, opening, picking and a refused attribute');
    });

    it(`embed.html (wide table, quiz answered) has no WCAG 2 A/AA violations (${colorScheme})`, async () => {
      const page = await h.newPage({ colorScheme, bypassCSP: true });
      await page.goto(`${h.url('embed.html')}?d-model=512&positions=0..3&quiz=q1`);
      const widget = page.locator('sinusoidal-pe');
      await widget.getByRole('table', { name: /d_model = 512/ }).waitFor();
      await widget.getByLabel('Your answer').fill('abc');
      await widget.getByRole('button', { name: 'Check' }).click();
      await expectText(widget.getByRole('status'), 'Not readable as a number');
      assert.deepEqual(await axeViolations(page), []);
    });
  }

  // The question bank's panel in the states a learner reaches: a diagnosed wrong answer (with the
  // answer shown beside the table), the disclosures open, a choice question answered, the summary.
  for (const colorScheme of ['light', 'dark']) {
    it(`the quiz bank panel has no WCAG 2 A/AA violations (${colorScheme})`, async () => {
      const page = await h.newPage({ colorScheme, bypassCSP: true });
      await openDemo(page, h);
      const widget = page.locator('#bank-widget');
      const quiz = widget.getByRole('group', { name: 'Quiz' });
      await widget.evaluate((el) => { el.quizCount = 1; });
      await quiz.getByLabel('Your answer').fill('1.00'); // seed 1, question 1: sin 0, answered as cos 0
      await quiz.getByRole('button', { name: 'Check' }).click();
      await expectText(quiz.getByRole('status'), 'Likely slip: sine and cosine swapped.');
      await widget.locator('.quiz-compare').waitFor();
      await quiz.getByText('Hint', { exact: true }).click();
      await quiz.getByText('Solution', { exact: true }).click();
      assert.deepEqual(await axeViolations(page), [], 'a diagnosed wrong answer');
      await quiz.getByRole('button', { name: 'See your score' }).click();
      await expectText(quiz, 'You answered 0 of 1 question correctly (0%).');
      assert.deepEqual(await axeViolations(page), [], 'the summary');
      await quiz.getByRole('button', { name: 'New questions' }).click(); // seed 2 begins with a choice
      const ask = widget.getByRole('alertdialog', { name: 'Ask new questions?' });
      assert.deepEqual(await axeViolations(page), [], 'asking first, in a dialog');
      await ask.getByRole('button', { name: 'New questions' }).click();
      await quiz.getByRole('radio').first().check();
      await quiz.getByRole('button', { name: 'Check' }).click();
      await expectText(quiz.getByRole('status'), 'Likely slip');
      assert.deepEqual(await axeViolations(page), [], 'a choice question answered');
    });
  }

  it('names every control and shows where the keyboard focus is', async () => {
    const page = await h.newPage();
    await page.goto(fixtureUrl(h, 'two.html'));
    const widget = page.locator('#second');
    await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    // (axe's label and button-name rules check every control; these are the names people use.)
    for (const label of ['d_model', 'base', 'positions', 'origin', 'layout', 'decimals', 'pair k', 'Your answer', 'Token number, row 1']) {
      assert.equal(await widget.getByLabel(label, { exact: true }).count(), 1, `one control labelled ${label}`);
    }
    for (const name of ['Add a row', 'Remove row 1', 'Check']) {
      assert.equal(await widget.getByRole('button', { name, exact: true }).count(), 1, `button ${name}`);
    }
    // Walk the settings with Tab: each focused control shows a 3px outline (:focus-visible).
    await widget.getByLabel('d_model', { exact: true }).focus();
    for (let i = 0; i < 6; i += 1) {
      const focus = await page.evaluate(() => {
        const el = document.querySelector('#second').shadowRoot.activeElement;
        const style = getComputedStyle(el);
        return { name: el.id || el.tagName, visible: el.matches(':focus-visible'), outline: `${style.outlineStyle} ${style.outlineWidth}` };
      });
      assert.equal(focus.visible, true, `${focus.name} matches :focus-visible`);
      assert.equal(focus.outline, 'solid 3px', `${focus.name} has a visible outline`);
      await page.keyboard.press('Tab');
    }
  });

  it('loads only its own files under the strict CSP', async () => {
    const page = await h.newPage();
    const requests = [];
    page.on('request', (r) => requests.push(r.url()));
    await openDemo(page, h);
    await page.locator('#default-widget').getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    await page.locator('#quiz-widget').getByRole('button', { name: 'Check' }).click();
    await page.locator('#figures-widget figure[data-figure="heatmap"]').waitFor();
    await page.waitForLoadState('networkidle');
    const origin = new URL(h.server.url).origin;
    const paths = [...new Set(requests.map((u) => (u.startsWith(origin) ? new URL(u).pathname : u)))].sort();
    // The check build serves the quiz="q1" widget only when it draws before the bank widget has
    // asked for the bank's build; when both come near the view together, the bank's serves both.
    const sometimes = ['/dist/pe-core-check-wasm.js', '/dist/pe-core-check-wasm.wasm'];
    assert.deepEqual(paths.filter((p) => !sometimes.includes(p)), [
      '/dist/demo.css',
      '/dist/demo.js', // the page's link, which keeps the widgets' settings
      '/dist/en.figures.ftl', // the figures' words (web/i18n/parts.js)
      '/dist/en.ftl', // the words of every widget, once for the page
      '/dist/en.quiz.ftl', // the quiz's words
      '/dist/figures.js', // for the figures section's widget (figures="all")
      // The bank's build of the core, for the lazy widgets scrolled to later: one of them has quiz="bank".
      '/dist/pe-core-bank-wasm.js',
      '/dist/pe-core-bank-wasm.wasm',
      '/dist/pe-core-bank.js',
      // The table build, for the first widget (no quiz), drawn at load before any other.
      '/dist/pe-core-wasm.js',
      '/dist/pe-core-wasm.wasm',
      '/dist/quiz-bank-panels.js', // for the bank
      '/dist/quiz-panels.js', // for the two widgets with a quiz
      '/dist/sinusoidal-pe.js',
      '/favicon.svg',
      '/index.html',
    ]);
    // Its glue and its .wasm come together or not at all.
    assert.ok([0, 2].includes(paths.filter((p) => sometimes.includes(p)).length), paths.join(', '));
    const csp = await page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
    assert.equal(csp, "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'");
    // No inline style or script anywhere: the page and the widgets' shadow roots.
    const inline = await page.evaluate(() => {
      const roots = [document, ...[...document.querySelectorAll('sinusoidal-pe')].map((el) => el.shadowRoot)];
      return roots.reduce((n, root) => n + root.querySelectorAll('style, script:not([src])').length, 0);
    });
    assert.equal(inline, 0);
  });
});
