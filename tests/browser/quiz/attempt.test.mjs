// The bank quiz's attempt, for course platforms that keep it between visits: the element's `attempt`
// property (the judged answers and the place, as plain data) and the pe-attempt event after each
// change; assigning an attempt restores its bank, its answers (judged again) and its place.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadCore } from '../../../dist/pe-core.js';
import { expectText, fixtureUrl, mountWidget, useBrowser } from '../harness.mjs';
import { englishCore } from '../../node/english.mjs';

// The core's texts in English, as the widget in English shows them.
const core = englishCore(await loadCore({ quizBank: true }));
const SETTINGS = { dModel: 4, base: 10000, layout: 'interleaved', origin: 0 };
const bank = (seed) => core.makeQuiz({ seed, ...SETTINGS, count: 8 });
const right = (q) => q.expected.toFixed(q.decimals);
const wrong = (q) => (q.expected + 0.5).toFixed(q.decimals);

describe('the attempt of a bank quiz', () => {
  const h = useBrowser();

  async function open(attributes = { quiz: 'bank', view: 'quiz' }) {
    const page = await h.newPage();
    await page.goto(fixtureUrl(h, 'blank.html'));
    const widget = await mountWidget(page, attributes);
    await page.evaluate(() => {
      window.attempts = [];
      document.addEventListener('pe-attempt', (e) => window.attempts.push(e.detail.attempt));
      window.scores = 0;
      document.addEventListener('pe-score', () => { window.scores += 1; });
    });
    return { page, widget, quiz: widget.getByRole('group', { name: 'Quiz' }) };
  }
  async function check(quiz, text, label) {
    await quiz.getByLabel('Your answer').fill(text);
    await quiz.getByRole('button', { name: 'Check' }).click();
    await expectText(quiz.getByRole('status'), label);
  }
  const next = (quiz) => quiz.getByRole('button', { name: /^Next (unanswered )?question$/ }).click();

  it('is plain data: the quiz, each judged response, the place; pe-attempt follows every change', async () => {
    const { page, widget, quiz } = await open();
    const q = bank(1);
    assert.deepEqual(await widget.evaluate((el) => el.attempt), {
      quiz: { seed: 1, settings: SETTINGS, count: 8 }, responses: Array(8).fill(null), tries: Array(8).fill(0), ended: false, question: 1, summary: false, score: 0,
    });
    await check(quiz, right(q[0]), 'Correct.');
    await next(quiz);
    await check(quiz, q[1].expected.toFixed(q[1].decimals - 1), 'Too few decimals.'); // not judged: no change
    await check(quiz, wrong(q[1]), 'Not correct yet.');
    const attempt = await widget.evaluate((el) => el.attempt);
    assert.deepEqual(attempt.responses, [right(q[0]), wrong(q[1]), null, null, null, null, null, null]);
    assert.deepEqual(attempt.tries, [1, 1, 0, 0, 0, 0, 0, 0], 'the answer with too few decimals took no try');
    assert.equal(attempt.question, 2);
    assert.equal(attempt.score, 1);
    const events = await page.evaluate(() => window.attempts);
    assert.deepEqual(events.map((a) => [a.question, a.responses.filter(Boolean).length]), [[1, 1], [2, 1], [2, 2]]);
    await quiz.getByRole('button', { name: 'Try again' }).click();
    const reopened = (await page.evaluate(() => window.attempts)).at(-1);
    assert.equal(reopened.responses[1], null);
    assert.equal(reopened.tries[1], 1, 'Try again keeps the try the wrong answer took');
  });

  it('restores its bank (here another seed), its answers and its place; a widget without a bank gives null', async () => {
    const { page, widget, quiz } = await open({ quiz: 'bank', view: 'quiz', 'quiz-seed': '1' });
    const q = bank(5);
    const saved = {
      quiz: { seed: 5, settings: SETTINGS, count: 8 },
      responses: [right(q[0]), wrong(q[1]), 'not a number', null, null, null, null, null],
      question: 3,
      summary: false,
    };
    await widget.evaluate((el, a) => { el.attempt = JSON.parse(JSON.stringify(a)); return el.updateComplete; }, saved);
    await expectText(quiz.getByRole('status'), 'Welcome back: your 2 answers are restored. Question 3 of 8.');
    await expectText(quiz.locator('.quiz-progress'), 'Question 3 of 8 · Score 1 of 8');
    assert.equal(await widget.evaluate((el) => el.quizSeed), 5);
    await quiz.getByRole('button', { name: 'Previous question' }).click();
    assert.equal(await quiz.getByLabel('Your answer').inputValue(), wrong(q[1]));
    assert.equal(await quiz.getByLabel('Your answer').getAttribute('readonly'), '');
    // The restored attempt is reported (a platform then holds what is shown), then the move.
    const events = await page.evaluate(() => window.attempts);
    assert.deepEqual(events.at(-2).responses, [right(q[0]), wrong(q[1]), null, null, null, null, null, null]);
    assert.equal(events.at(-1).question, 2);
    const plain = await mountWidget(page, {}, { id: 'plain' });
    assert.equal(await plain.evaluate((el) => el.attempt), null);
  });

  it('a finished attempt comes back on its score page, without reporting the score again', async () => {
    const { page, widget, quiz } = await open();
    const q = bank(1);
    const responses = q.map((x, j) => (j === 3 ? wrong(x) : right(x)));
    await widget.evaluate((el, a) => { el.attempt = a; return el.updateComplete; },
      { quiz: { seed: 1, settings: SETTINGS, count: 8 }, responses, question: 8, summary: true });
    await expectText(quiz.locator('.quiz-progress'), 'Finished · Score 7 of 8');
    await expectText(quiz, 'You answered 7 of 8 questions correctly (88%).');
    assert.equal(await page.evaluate(() => window.scores), 0);
  });

  it('ignores an attempt of another shape, or made on other questions', async () => {
    const { widget, quiz } = await open();
    for (const bad of [null, {}, { quiz: { seed: 1 } }, { quiz: { seed: 1, settings: SETTINGS, count: 8 }, responses: ['0.00'] },
      { quiz: { seed: 1, settings: { ...SETTINGS, dModel: 7 }, count: 8 }, responses: Array(8).fill(null) }]) {
      await widget.evaluate((el, a) => { el.attempt = a; return el.updateComplete; }, bad);
    }
    await expectText(quiz.locator('.quiz-progress'), 'Question 1 of 8 · Score 0 of 8');
    assert.deepEqual(await widget.evaluate((el) => [el.dModel, el.quizSeed, el.problems.length]), [4, 1, 0]);
  });
});
