// Quiz Q1 as a learner answers it on the demo page: the four verdicts, explained in a live region,
// the Hint and Solution disclosures, the pe-answer event, and the quiz inside a full widget.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { expectText, fixtureUrl, openDemo, useBrowser } from '../harness.mjs';

// A part's text as the core wrote it: each typeset formula read from its plain-text annotation.
const asWritten = (locator) =>
  locator.evaluate((part) => {
    const walk = (node) =>
      node.localName === 'math'
        ? node.querySelector('annotation')?.textContent ?? node.textContent
        : node.nodeType === Node.TEXT_NODE
          ? node.textContent
          : [...node.childNodes].map(walk).join('');
    return walk(part);
  });

describe('quiz Q1', () => {
  const h = useBrowser({ keepPages: true });
  let page;
  let quiz;
  before(async () => {
    page = await h.newPage();
    await openDemo(page, h);
    await page.evaluate(() => {
      window.answers = [];
      document.addEventListener('pe-answer', (e) => window.answers.push({ detail: e.detail, bubbles: e.bubbles, composed: e.composed }));
    });
    quiz = page.locator('#quiz-widget');
    await quiz.getByRole('button', { name: 'Check' }).waitFor();
  });

  it('asks the question on the demo page, without the table', async () => {
    const question = quiz.getByRole('group', { name: /^Q1/ });
    await expectText(question, 'd_model = 4');
    await expectText(question, 'coordinate 2 of the position vector PE(2)');
    await expectText(question, 'four decimal places');
    assert.equal(await quiz.getByRole('table').count(), 0);
    assert.equal(await quiz.getByLabel('Your answer').inputValue(), '');
    assert.equal(await quiz.getByRole('status').textContent(), 'Feedback on your answer appears here.');
  });

  // [typed, verdict, words the feedback must contain]
  const ANSWERS = [
    ['0.0200', 'correct', ['Correct.', '0.0200 matches the exact value 0.0199986667 to 4 decimals']],
    ['0.02', 'too-few-decimals', ['Too few decimals.', 'only 2 decimals', 'at least 4 decimals']],
    ['0.0199', 'incorrect', ['Not correct yet.', 'Likely slip: cut off instead of rounded.', '0.0199 looks like the exact value cut off after 4 decimals', 'The hint below gives the first step.']],
    ['abc', 'unreadable', ['Not readable as a number.', 'Could not read a number in "abc"']],
  ];
  for (const [typed, verdict, words] of ANSWERS) {
    it(`${typed} → ${verdict}`, async () => {
      const answers = await page.evaluate(() => window.answers.length);
      const field = quiz.getByLabel('Your answer');
      await field.fill(typed);
      await quiz.getByRole('button', { name: 'Check' }).click();
      const status = quiz.getByRole('status');
      for (const w of words) await expectText(status, w);
      const event = await page.evaluate((n) => window.answers[n], answers);
      assert.equal(event.bubbles, true);
      assert.equal(event.composed, true);
      assert.equal(event.detail.questionId, 'q1');
      assert.match(event.detail.question, /coordinate 2 of the position vector PE\(2\)/);
      assert.equal(event.detail.response, typed);
      assert.equal(event.detail.verdict, verdict);
      assert.equal(await field.getAttribute('aria-invalid'), verdict === 'unreadable' ? 'true' : null);
    });
  }

  it('the same answer checked again leaves the feedback as it is, not re-written for screen readers to read again', async () => {
    const field = quiz.getByLabel('Your answer');
    const status = quiz.getByRole('status');
    await field.fill('0.0199');
    await quiz.getByRole('button', { name: 'Check' }).click();
    await expectText(status, 'Likely slip: cut off instead of rounded.');
    const answers = await page.evaluate(() => window.answers.length);
    const before = await status.evaluateHandle((region) => [...region.childNodes]);
    await quiz.getByRole('button', { name: 'Check' }).click();
    await page.waitForFunction((n) => window.answers.length > n, answers); // judged again
    const kept = await status.evaluate((region, old) => old.length === region.childNodes.length && old.every((node, i) => node === region.childNodes[i]), before);
    assert.equal(kept, true, 'the feedback nodes are the same nodes');
  });

  it('checks with the Enter key too, and accepts a decimal comma', async () => {
    const field = quiz.getByLabel('Your answer');
    await field.fill('0,01999');
    await field.press('Enter');
    await expectText(quiz.getByRole('status'), 'Correct.');
  });

  it('opens the Hint and the Solution from the keyboard', async () => {
    const hint = quiz.getByText('Hint', { exact: true });
    await hint.focus();
    await page.keyboard.press('Enter');
    // The hint's formula typeset like the solution's, read from its plain-text annotation.
    await quiz.locator('details.hint math').first().waitFor();
    const hintText = await asWritten(quiz.locator('details.hint'));
    assert.ok(hintText.includes('10000^(2k/d_model) = 10000^(2/4) = 100'), hintText);
    assert.equal(await quiz.locator('details.hint').evaluate((d) => d.open), true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    assert.equal(await quiz.locator('details.solution').evaluate((d) => d.open), true);
    // The solution's text as the core wrote it: each typeset formula read from its plain-text annotation.
    const solution = await asWritten(quiz.locator('details.solution'));
    assert.ok(await quiz.locator('details.solution math').count() >= 3, 'the formulas are MathML');
    assert.ok(solution.includes('PE(2, 2) = sin(2 / 10000^(2/4)) = sin(2 / 100) = sin(0.02)'));
    assert.ok(solution.includes('0.0200 to four decimals'));
  });

  it('appears inside a full widget when asked (quiz="q1"), and goes when the attribute does', async () => {
    const other = await h.newPage();
    await other.goto(fixtureUrl(h, 'two.html'));
    const widget = other.locator('#second');
    await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    await widget.getByLabel('Your answer').fill('0.01');
    await widget.getByRole('button', { name: 'Check' }).click();
    await expectText(widget.getByRole('status'), 'Not correct yet.');
    // The question does not follow the widget's settings: it is always about d_model = 4.
    await expectText(widget.getByRole('status'), 'Likely slip: cut off instead of rounded.');
    await widget.evaluate((el) => el.removeAttribute('quiz'));
    await widget.getByRole('button', { name: 'Check' }).waitFor({ state: 'detached' });
    await widget.evaluate((el) => { el.quiz = 'q1'; });
    await widget.getByRole('button', { name: 'Check' }).waitFor();
  });
});
