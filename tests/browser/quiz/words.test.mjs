// The quiz's words at run time: a learner's way through the single question and the bank (wrong
// answer, Try again, every question answered, the score page, Start over and its confirmation) asks
// the catalog only for messages it has, with the arguments they take (a missing one would be noted in
// the console as a warning, and shown as its id), and under dir="rtl" the feedback's edge moves to
// the right.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadCore } from '../../../dist/pe-core.js';
import { expectText, mountWidget, useBrowser } from '../harness.mjs';
import { englishCore } from '../../node/english.mjs';

// The core's texts in English, as the widget in English shows them.
const core = englishCore(await loadCore({ quizBank: true }));
const DEMO = { dModel: 4, base: 10000, layout: 'interleaved', origin: 0 };
const BANK = core.makeQuiz({ seed: 1, ...DEMO, count: 3 });

// The notes the widget's catalog writes when it lacks a message or an argument.
const WORD_PROBLEMS = /sinusoidal-pe: .*(has no message|message [a-z-]+:)/;

async function open(h) {
  const page = await h.newPage();
  page.wordProblems = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && WORD_PROBLEMS.test(m.text())) page.wordProblems.push(m.text());
  });
  await page.goto(h.url('tests/browser/fixtures/blank.html'));
  return page;
}

const status = (quiz) => quiz.locator('.feedback');

async function answer(quiz, q, text) {
  if (q.type === 'choice') await quiz.locator('.choice input').nth(text).check();
  else await quiz.getByLabel('Your answer').fill(text);
  await quiz.getByRole('button', { name: 'Check' }).click();
}
const rightAnswer = (q) => (q.type === 'choice' ? q.answer : q.expected.toFixed(q.decimals));

describe('the quiz\'s words at run time', () => {
  const h = useBrowser();

  it('Q1: every verdict from the catalog, no message missing', async () => {
    const page = await open(h);
    const widget = await mountWidget(page, { quiz: 'q1' });
    const quiz = widget.getByRole('group', { name: 'Q1. One coordinate by hand' });
    await expectText(quiz, 'What value does coordinate 2 of the position vector PE(2) have?');
    await expectText(status(quiz), 'Feedback on your answer appears here.');
    for (const [typed, said] of [['0.5', 'Not correct yet.'], ['0.02', 'Too few decimals.'], ['abc', 'Not readable as a number.'], ['0.0200', 'Correct.']]) {
      await quiz.getByLabel('Your answer').fill(typed);
      await quiz.getByRole('button', { name: 'Check' }).click();
      await expectText(status(quiz), said);
    }
    await expectText(status(quiz), 'Open the solution to compare your working.');
    assert.deepEqual(page.wordProblems, []);
  });

  it('the bank from a wrong answer to the score page and Start over, no message missing', async () => {
    const page = await open(h);
    const widget = await mountWidget(page, { quiz: 'bank', 'quiz-count': '3', 'quiz-seed': '1' });
    const quiz = widget.getByRole('group', { name: 'Quiz' });
    await expectText(quiz.locator('.quiz-progress'), 'Question 1 of 3 · Score 0 of 3');
    await expectText(quiz.locator('.quiz-about'), '3 questions on d_model = 4, base 10000, interleaved layout, tokens numbered from 0.');
    const [first] = BANK;
    await answer(quiz, first, first.type === 'choice' ? (first.answer + 1) % first.choices.length : '9');
    await expectText(status(quiz), 'Not correct yet.');
    await expectText(status(quiz), 'Press Try again to answer once more, or open the hint. Score 0 of 3.');
    await quiz.getByRole('button', { name: 'Try again' }).click();
    await expectText(status(quiz), 'Question 1 of 3 is open again. Score 0 of 3.');
    for (const [j, q] of BANK.entries()) {
      if (j > 0) await quiz.getByRole('button', { name: /^Next (unanswered )?question$/ }).click();
      await answer(quiz, q, rightAnswer(q));
      await expectText(status(quiz), 'Correct.');
    }
    await expectText(status(quiz), 'All 3 questions have an answer: score 3 of 3.');
    await quiz.getByRole('button', { name: 'See your score' }).click();
    await expectText(quiz.locator('.quiz-summary'), 'You answered 3 of 3 questions correctly (100%).');
    await expectText(quiz.locator('.quiz-progress'), 'Finished · Score 3 of 3');
    await quiz.getByRole('button', { name: 'Review the questions' }).click();
    await quiz.getByRole('button', { name: 'Start over' }).click();
    const ask = widget.getByRole('alertdialog');
    await expectText(ask, 'Your 3 answers so far will be cleared. The questions stay the same.');
    await ask.getByRole('button', { name: 'Start over' }).click();
    await expectText(status(quiz), 'Starting over: question 1 of 3.');
    assert.deepEqual(page.wordProblems, []);
  });

  it('right to left: the feedback\'s edge is on the right', async () => {
    const page = await open(h);
    const widget = await mountWidget(page, { quiz: 'q1' });
    await expectText(widget.locator('.feedback'), 'Feedback on your answer appears here.');
    const edges = () => widget.locator('.feedback').evaluate((node) => {
      const style = getComputedStyle(node);
      return [style.borderLeftWidth, style.borderRightWidth];
    });
    assert.deepEqual(await edges(), ['5px', '0px']);
    await widget.evaluate((host) => (host.shadowRoot.querySelector('.pe').dir = 'rtl'));
    assert.deepEqual(await edges(), ['0px', '5px']);
  });
});
