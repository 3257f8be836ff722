// A scored quiz's rules as an author sets them (solution, retries, settings, table, new-questions,
// score-feedback) and an author's own words and choice questions, as a learner meets them: what
// the panel offers, what the table hides and when it shows it, the end of an attempt, a locked
// attempt keeping its questions, and author text shown as text. Expected values come from
// Math.sin and Math.cos and the bank's questions from the built core.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadCore } from '../../../dist/pe-core.js';
import { eventually, expectText, mountWidget, useBrowser } from '../harness.mjs';
import { englishCore } from '../../node/english.mjs';

// The core's texts in English, as the widget in English shows them.
const core = englishCore(await loadCore({ quizBank: true }));
const SETTINGS = { dModel: 4, base: 10000, layout: 'interleaved', origin: 0 };
const BANK = core.makeQuiz({ seed: 1, ...SETTINGS, count: 8 });
const STRICT = { solution: 'after-attempt', retries: '1', settings: 'locked', table: 'hidden-until-answered', 'new-questions': 'not-allowed' };
const POSITIONS = [0, 1, 2, 3];

// The table's values at d_model 4, base 10000, interleaved: [sin pos, cos pos, sin pos/100, cos pos/100].
const valuesAt = (pos) => [Math.sin(pos), Math.cos(pos), Math.sin(pos / 100), Math.cos(pos / 100)];
// The cells that answer a question asking a coordinate: within one unit of its last decimal.
const ASKS_A_CELL = ['coordinate', 'aliasing', 'rotation'];
function hiddenCells(open) {
  const cells = [];
  POSITIONS.forEach((pos, r) => valuesAt(pos).forEach((v, c) => {
    if (open.some((q) => Math.abs(v - q.expected) <= 10 ** -q.decimals * (1 + 1e-9))) cells.push(`${r},${c}`);
  }));
  return cells;
}
const openOf = (questions, closed = []) => questions.filter((q, j) => q.type !== 'choice' && ASKS_A_CELL.includes(q.kind) && !closed.includes(j));

const right = (q) => q.expected.toFixed(q.decimals);
const wrongOf = (q) => (q.expected + 0.5).toFixed(q.decimals);
const status = (quiz) => quiz.getByRole('status');
const progress = (quiz) => quiz.locator('.quiz-progress');
const isFocused = (locator) => locator.evaluate((e) => e.getRootNode().activeElement === e);

async function check(quiz, text, label) {
  await quiz.getByLabel('Your answer').fill(text);
  await quiz.getByRole('button', { name: 'Check' }).click();
  await expectText(status(quiz), label);
}
async function answerRight(quiz, q) {
  if (q.type === 'choice') {
    await quiz.getByLabel(q.choices[q.answer]).check();
    await quiz.getByRole('button', { name: 'Check' }).click();
    await expectText(status(quiz), 'Correct.');
  } else await check(quiz, right(q), 'Correct.');
}
async function answerWrong(quiz, q) {
  if (q.type === 'choice') {
    await quiz.getByLabel(q.choices[(q.answer + 1) % q.choices.length]).check();
    await quiz.getByRole('button', { name: 'Check' }).click();
    await expectText(status(quiz), 'Not correct yet.');
  } else await check(quiz, wrongOf(q), 'Not correct yet.');
}
const next = (quiz) => quiz.getByRole('button', { name: /^Next (unanswered )?question$/ }).click();

// The (row, column) of each cell the table shows as hidden.
const shownHidden = (widget) => widget.locator('table.pe-table tbody td.is-hidden').evaluateAll((cells) =>
  cells.map((td) => `${td.parentElement.rowIndex - 1},${td.cellIndex - 1}`).sort());

async function open(h, attributes, { id = 'w' } = {}) {
  const page = await h.newPage();
  await page.goto(h.url('tests/browser/fixtures/blank.html'));
  await page.evaluate(() => {
    window.attempts = [];
    document.addEventListener('pe-attempt', (e) => window.attempts.push(e.detail.attempt));
  });
  const widget = await mountWidget(page, { quiz: 'bank', positions: POSITIONS.join(','), ...attributes }, { id });
  const quiz = widget.getByRole('group', { name: 'Quiz' });
  await progress(quiz).waitFor();
  return { page, widget, quiz };
}

describe('a scored quiz\'s rules', () => {
  const h = useBrowser();

  it('strict: settings locked, no Start over or New questions, no solution yet, one retry, and the cells that answer an open question hidden', async () => {
    const { page, widget, quiz } = await open(h, STRICT);
    // The quiz's settings cannot be changed: read-only fields, a disabled select, a note saying why.
    const dModel = widget.getByLabel('d_model', { exact: true });
    assert.equal(await dModel.getAttribute('readonly'), '');
    assert.equal(await widget.getByLabel('layout', { exact: true }).isDisabled(), true);
    assert.equal(await widget.getByLabel('positions', { exact: true }).getAttribute('readonly'), null, 'the table\'s rows stay the learner\'s');
    await expectText(widget.locator('.locked-note'), 'cannot be changed during this attempt');
    assert.match(await dModel.getAttribute('aria-describedby'), /-locked\b/);
    await dModel.focus();
    await page.keyboard.press('ArrowUp');
    assert.equal(await dModel.inputValue(), '4', 'the arrow keys do not step a locked field');
    for (const name of ['Start over', 'New questions']) assert.equal(await quiz.getByRole('button', { name }).isVisible(), false, name);
    assert.equal(await quiz.getByText('Solution', { exact: true }).count(), 0);
    await expectText(quiz.locator('.solution-later'), 'The worked solutions open once the attempt is over');
    await quiz.getByText('Hint', { exact: true }).click(); // hints stay

    // Every cell whose value answers an open coordinate question reads "hidden".
    await eventually(async () => assert.deepEqual(await shownHidden(widget), hiddenCells(openOf(BANK)).sort()));
    assert.ok((await shownHidden(widget)).length > 0);
    await expectText(widget.locator('.hidden-note'), 'read “hidden” until each is answered for good');
    // The formula line and the pair inspector do not give the value away either.
    const [r, c] = (await shownHidden(widget))[0].split(',').map(Number);
    const cell = widget.locator('table.pe-table tbody tr').nth(r).locator('td').nth(c);
    await cell.hover();
    await expectText(widget.locator('.formula'), 'hidden until the quiz question it answers is answered for good');
    assert.doesNotMatch(await widget.locator('.formula').textContent(), new RegExp(valuesAt(POSITIONS[r])[c].toFixed(6).replace('.', '\\.')));

    // Question 1: a wrong answer, one retry, a second wrong answer; then it is final.
    const q = BANK[0];
    await answerWrong(quiz, q);
    await expectText(status(quiz), 'You may answer this question once more: press Try again, or open the hint.');
    await quiz.getByRole('button', { name: 'Try again' }).click();
    await answerWrong(quiz, q);
    await expectText(status(quiz), 'This answer is final: no more tries are left for this question.');
    assert.equal(await quiz.getByRole('button', { name: 'Try again' }).isVisible(), false);
    await quiz.getByRole('button', { name: 'Check' }).click({ force: true }); // marked disabled, still focusable
    await expectText(status(quiz), 'This answer is final.');
    // Its cells show again; the others' stay hidden.
    await eventually(async () => assert.deepEqual(await shownHidden(widget), hiddenCells(openOf(BANK, [0])).sort()));
    const attempt = await widget.evaluate((el) => el.attempt);
    assert.deepEqual(attempt.tries.slice(0, 2), [2, 0]);
    assert.equal(attempt.ended, false);
  });

  it('an attempt ended on the score page makes every answer final: solutions open, cells show; it stays ended when put back', async () => {
    const { page, widget, quiz } = await open(h, { ...STRICT, retries: 'unlimited' });
    for (const [j, q] of BANK.entries()) {
      if (j > 0) await next(quiz);
      if (j === 2 || j === 5) await answerWrong(quiz, q);
      else await answerRight(quiz, q);
    }
    await quiz.getByRole('button', { name: 'See your score' }).click();
    await expectText(quiz.locator('.quiz-summary'), 'You may still try again on questions 3 and 6.');
    await quiz.getByRole('button', { name: 'End the attempt' }).click();
    const ask = widget.getByRole('alertdialog', { name: 'End the attempt?' });
    await expectText(ask, 'You may still try again on 2 questions. Once the attempt ends, every answer is final.');
    await ask.getByRole('button', { name: 'Not yet' }).click();
    assert.equal(await widget.evaluate((el) => el.attempt.ended), false);
    await quiz.getByRole('button', { name: 'End the attempt' }).click();
    await ask.getByRole('button', { name: 'End the attempt' }).click();
    await expectText(status(quiz), 'The attempt is over: every answer is final. Score 6 of 8.');
    await expectText(quiz.locator('.quiz-summary'), 'The attempt is over: every answer is final.');
    assert.equal(await quiz.getByRole('button', { name: 'End the attempt' }).count(), 0);
    await eventually(async () => assert.deepEqual(await shownHidden(widget), []));
    await quiz.getByRole('button', { name: 'Review the questions' }).click();
    await quiz.getByText('Solution', { exact: true }).click();
    assert.equal(await quiz.getByRole('button', { name: 'Try again' }).isVisible(), false);
    const saved = await widget.evaluate((el) => el.attempt);
    assert.equal(saved.ended, true);
    // Put back in another widget with the same rules: still over.
    const again = await mountWidget(page, { quiz: 'bank', positions: '0..3', ...STRICT, retries: 'unlimited' }, { id: 'again' });
    await again.evaluate((el, a) => { el.attempt = a; return el.updateComplete; }, saved);
    const quiz2 = again.getByRole('group', { name: 'Quiz' });
    await expectText(status(quiz2), 'Welcome back: your 8 answers are restored.');
    await next(quiz2);
    await next(quiz2);
    await expectText(progress(quiz2), 'Question 3 of 8');
    assert.equal(await quiz2.getByRole('button', { name: 'Try again' }).isVisible(), false);
    assert.equal(await quiz2.getByText('Solution', { exact: true }).count(), 1);
  });

  it('solution="after-answer" opens a question\'s solution once its answer is final; "never" never; retries="0" makes the first answer final', async () => {
    const { widget, quiz } = await open(h, { solution: 'after-answer', retries: '0' });
    await expectText(quiz.locator('.solution-later'), 'once this question is answered for good');
    await answerWrong(quiz, BANK[0]);
    await expectText(status(quiz), 'This answer is final');
    await quiz.getByText('Solution', { exact: true }).click();
    await widget.evaluate((el) => { el.solution = 'never'; return el.updateComplete; });
    await eventually(async () => assert.equal(await quiz.getByText('Solution', { exact: true }).count(), 0));
    assert.equal(await quiz.locator('.solution-later').count(), 0, 'never: nothing to wait for');
  });

  it('new-questions="not-allowed" takes New questions away in an editable quiz; table="hidden" shows no table or pair inspector', async () => {
    const { widget, quiz } = await open(h, { 'new-questions': 'not-allowed', table: 'hidden' });
    assert.equal(await quiz.getByRole('button', { name: 'New questions' }).isVisible(), false);
    assert.equal(await quiz.getByRole('button', { name: 'Start over' }).isVisible(), true);
    assert.equal(await widget.getByRole('table', { name: /^PE\(pos\)/ }).isVisible(), false);
    assert.equal(await widget.getByRole('group', { name: 'Pair inspector' }).isVisible(), false);
    await widget.evaluate((el) => { el.table = 'shown'; el.newQuestions = 'allowed'; return el.updateComplete; });
    await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    assert.equal(await quiz.getByRole('button', { name: 'New questions' }).isVisible(), true);
  });

  it('on RoPE\'s bank (quiz-topics="rope") the rules hold: RoPE\'s angle is hidden in the pair inspector and the formula line until its question is final, and a locked attempt keeps its topics', async () => {
    const rope = core.makeQuiz({ seed: 1, ...SETTINGS, count: 4, topics: 'rope' });
    const q = rope[0];
    assert.equal(q.kind, 'rope-angle');
    // Its token and pair, read from the question; its angle m·θ_k worked out here (θ_k = b^(−2k/d)).
    const token = Number(q.prompt.match(/token number (\d+)/)[1]);
    const k = Number(q.prompt.match(/pair k = (\d+)/)[1]);
    const angle = token * 10000 ** (-(2 * k) / 4);
    const { widget, quiz } = await open(h, { ...STRICT, 'quiz-topics': 'rope', 'quiz-count': '4', positions: `0,1,${token}`, pair: String(k) });
    await expectText(quiz.locator('.quiz-about'), '4 questions about RoPE on');
    // The inspector's angle of the token (its third row: positions 0, 1 and the token).
    await expectText(widget.locator('.angles tbody tr').nth(2).locator('th'), String(token));
    const angleCell = widget.locator('.angles tbody tr').nth(2).locator('td').nth(1);
    await expectText(angleCell, 'hidden');
    await expectText(widget.locator('.hidden-note'), 'would answer quiz question 1 (a cell, or an angle pos·ω_k) read “hidden” until it is answered for good');
    // Another position's angle is shown, as is every value of the table (none is near the angle).
    await expectText(widget.locator('.angles tbody tr').nth(1).locator('td').nth(1), String(10000 ** (-(2 * k) / 4)));
    assert.deepEqual(await shownHidden(widget), []);
    // The formula line of the token's sine in pair k stops before the angle.
    await widget.locator('table.pe-table tbody tr').nth(2).locator('td').nth(2 * k).hover();
    await expectText(widget.locator('.formula'), 'sin(hidden)');
    assert.doesNotMatch(await widget.locator('.formula').textContent(), new RegExp(`\\(${angle.toFixed(2).replace('.', '\\.')}`));
    // A topics change asked of the locked attempt with an answer is held.
    await answerWrong(quiz, q);
    await widget.evaluate((el) => { el.quizTopics = 'sinusoidal'; return el.updateComplete; });
    await expectText(status(quiz), 'This quiz keeps its questions and your answers: its settings are locked for this attempt.');
    await expectText(quiz.locator('.quiz-about'), 'about RoPE');
    // Once the answer is final (its one retry used), the angle shows.
    await quiz.getByRole('button', { name: 'Try again' }).click();
    await answerRight(quiz, q);
    await expectText(angleCell, String(Number(angle.toPrecision(6))));
  });

  it('a locked attempt with answers keeps its questions and answers when its settings are changed from outside; a saved attempt still comes back', async () => {
    const { page, widget, quiz } = await open(h, STRICT);
    await answerRight(quiz, BANK[0]);
    const before = await widget.evaluate((el) => el.attempt);
    await widget.evaluate((el) => { el.dModel = 8; el.quizSeed = 5; return el.updateComplete; });
    await expectText(status(quiz), 'This quiz keeps its questions and your answers: its settings are locked for this attempt.');
    await expectText(quiz.locator('.prompt'), BANK[0].prompt);
    assert.deepEqual(await widget.evaluate((el) => el.attempt), before);
    assert.equal((await page.evaluate(() => window.attempts)).at(-1).responses[0], right(BANK[0]), 'no empty attempt was sent');
    // Back to its own settings: the same questions, nothing said.
    await widget.evaluate((el) => { el.dModel = 4; el.quizSeed = 1; return el.updateComplete; });
    await expectText(progress(quiz), 'Score 1 of 8');
    // An attempt assigned to the element (a platform putting back a saved one) is put back, locked or not.
    const other = core.makeQuiz({ seed: 9, ...SETTINGS, count: 8 });
    await widget.evaluate((el, a) => { el.attempt = a; return el.updateComplete; },
      { quiz: { seed: 9, settings: SETTINGS, count: 8 }, responses: [right(other[0]), null, null, null, null, null, null, null], question: 1, summary: false });
    await expectText(status(quiz), 'Welcome back: your answer is restored. Question 1 of 8.');
    assert.equal(await widget.evaluate((el) => el.quizSeed), 9);
  });

  it('shows the author\'s feedback for the score\'s band on the score page, as text', async () => {
    const bands = [{ from: 0, to: 74, feedback: 'Read <b>pairs</b> again.' }, { from: 75, to: 100, feedback: 'Well done: <i>all</i> but one.' }];
    const { widget, quiz } = await open(h, { 'quiz-count': '4', 'score-feedback': JSON.stringify(bands) });
    for (const [j, q] of BANK.slice(0, 4).entries()) {
      if (j > 0) await next(quiz);
      if (j === 1) await answerWrong(quiz, q);
      else await answerRight(quiz, q);
    }
    await quiz.getByRole('button', { name: 'See your score' }).click();
    await expectText(quiz.locator('.quiz-band'), 'Well done: <i>all</i> but one.'); // 3 of 4 = 75 %
    assert.equal(await quiz.locator('.quiz-summary i, .quiz-summary b').count(), 0, 'no markup made into elements');
    assert.deepEqual(await widget.evaluate((el) => el.scoreFeedback), bands);
  });
});

describe('an author\'s words and choice questions', () => {
  const h = useBrowser();
  const MARKUP = '<img src=x onerror="window.owned=1"><b>bold</b>';
  const LIST = [
    {
      kind: 'coordinate', token: 2, i: 2, decimals: 4,
      prompt: `${MARKUP} What is coordinate {i} of PE({token})?`,
      hint: `${MARKUP} It is the {fn} of pair {k}.`,
      feedback: { correct: `${MARKUP} Yes, {expected}.`, incorrect: `${MARKUP} Not {response}.` },
      solution: [`${MARKUP} {fn}({angle}) = {expected}`],
    },
    {
      kind: 'choice',
      prompt: 'Which pairs have turned by less than a tenth of a turn at token 2?',
      options: [
        { text: 'Pair 0', feedback: `${MARKUP} Pair 0 has turned 2 rad.` },
        { text: 'Pair 1', correct: true, feedback: 'Its angle is 0.02 rad.' },
        { text: 'No pair' },
        { text: 'The slowest pair', correct: true },
      ],
      solution: 'The options that hold: {correct}.',
    },
  ];

  async function mountOwn(page, attributes = {}, id = 'own') {
    await page.evaluate(([list, attrs, elementId]) => {
      const el = document.createElement('sinusoidal-pe');
      el.id = elementId;
      el.setAttribute('quiz', 'own');
      el.setAttribute('view', 'quiz');
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      const script = document.createElement('script');
      script.type = 'application/json';
      script.textContent = list;
      el.append(script);
      document.getElementById('host').append(el);
    }, [JSON.stringify(LIST), attributes, id]);
    const widget = page.locator(`#${id}`);
    await widget.evaluate(async (el) => { await customElements.whenDefined('sinusoidal-pe'); await el.updateComplete; });
    return { widget, quiz: widget.getByRole('group', { name: 'Quiz' }) };
  }

  it('shows the author\'s texts as text, with their slots filled, never as markup', async () => {
    const page = await h.newPage();
    await page.goto(h.url('tests/browser/fixtures/blank.html'));
    const { quiz } = await mountOwn(page);
    const value = Math.sin(0.02).toFixed(4);
    await expectText(quiz.locator('.prompt'), `${MARKUP} What is coordinate 2 of PE(2)?`);
    await quiz.getByText('Hint', { exact: true }).click();
    await expectText(quiz.locator('.hint'), `${MARKUP} It is the sin of pair 1.`);
    await check(quiz, '0.5000', 'Not correct yet.');
    await expectText(status(quiz), `${MARKUP} Not 0.5000.`);
    await quiz.getByRole('button', { name: 'Try again' }).click();
    await check(quiz, value, 'Correct.');
    await expectText(status(quiz), `${MARKUP} Yes, ${value}.`);
    await quiz.getByText('Solution', { exact: true }).click();
    await expectText(quiz.locator('.solution'), `${MARKUP} sin(0.02) = ${value}`);
    assert.equal(await quiz.locator('img, b, math').count(), 0, 'no element made from the author\'s text, and no formula typeset from it');
    assert.equal(await page.evaluate(() => window.owned), undefined);
  });

  it('asks a choice with several right options with checkboxes in this learner\'s order, scores all or nothing, shows each chosen option\'s feedback, and comes back', async () => {
    const page = await h.newPage();
    await page.goto(h.url('tests/browser/fixtures/blank.html'));
    const orders = [];
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { widget, quiz } = await mountOwn(page, { 'quiz-seed': String(seed) }, `own-${seed}`);
      await next(quiz);
      const labels = await quiz.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => b.labels[0].textContent.replace(/^[a-f]\. /, '')));
      assert.deepEqual([...labels].sort(), LIST[1].options.map((o) => o.text).sort());
      orders.push(labels.join('|'));
      await widget.evaluate((el) => el.remove());
    }
    assert.ok(new Set(orders).size >= 3, `the order follows the seed: ${orders.join(' / ')}`);
    const again = await mountOwn(page, { 'quiz-seed': '4' }, 'again');
    await next(again.quiz);
    const labelsAgain = await again.quiz.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => b.labels[0].textContent.replace(/^[a-f]\. /, '')));
    assert.equal(labelsAgain.join('|'), orders[3], 'the same seed, the same order');
    await again.widget.evaluate((el) => el.remove());

    const { widget, quiz } = await mountOwn(page, { 'quiz-seed': '4' });
    await next(quiz);
    await expectText(quiz.getByRole('group', { name: LIST[1].prompt }), 'Choose every option that holds.');
    // One of the two right options, and a wrong one: not correct; each chosen option's feedback.
    await quiz.getByLabel('Pair 1').check();
    await quiz.getByLabel('Pair 0').check();
    await quiz.getByRole('button', { name: 'Check' }).click();
    await expectText(status(quiz), 'Not correct yet. The options you chose are not exactly those that hold.');
    await expectText(status(quiz), `${MARKUP} Pair 0 has turned 2 rad.`);
    await expectText(status(quiz), 'Its angle is 0.02 rad.');
    assert.equal(await quiz.locator('img, b').count(), 0);
    await quiz.getByRole('button', { name: 'Try again' }).click();
    await quiz.getByLabel('Pair 1').check();
    await quiz.getByLabel('The slowest pair').check();
    await quiz.getByRole('button', { name: 'Check' }).click();
    await expectText(status(quiz), 'Correct. Those are exactly the options that hold.');
    const attempt = await widget.evaluate((el) => el.attempt);
    assert.equal(attempt.responses[1], 'b,d', 'recorded with the author\'s letters');
    assert.equal(attempt.quiz.seed, 4);
    // The letters the learner saw, in the solution.
    const order = orders[3].split('|');
    const seen = ['Pair 1', 'The slowest pair'].map((t) => 'abcd'[order.indexOf(t)]).sort().join(', ');
    await quiz.getByText('Solution', { exact: true }).click();
    await expectText(quiz.locator('.solution'), `The options that hold: ${seen}.`);
    // Put back in a new widget: the same options ticked, judged again.
    const back = await mountOwn(page, { 'quiz-seed': '4' }, 'back');
    await back.widget.evaluate((el, a) => { el.attempt = a; return el.updateComplete; }, attempt);
    await expectText(status(back.quiz), 'Welcome back: your answer is restored. Question 2 of 2.');
    await expectText(progress(back.quiz), 'Score 1 of 2');
    assert.equal(await back.quiz.getByLabel('Pair 1').isChecked(), true);
    assert.equal(await back.quiz.getByLabel('The slowest pair').isChecked(), true);
    assert.equal(await back.quiz.getByLabel('Pair 0').isChecked(), false);
    assert.equal(await isFocused(back.quiz.getByLabel('Pair 1')), false);
  });
});
