// The question bank (quiz="bank") as a learner uses it: eight questions answered through the panel,
// a wrong answer for each common slip (computed here from the question's parameters, not taken from
// its list of mistakes) named in the live region, Try again, progress and score, the finished score,
// Start over, New questions, new questions when the settings change, choice questions as radio
// buttons, the answer beside the exact value in the table, the pe-answer and pe-score events (xAPI
// statements) and the statements posted by embed.html when asked.
//
// Each test opens its own page with the demo page's bank widget (quiz="bank", positions 0..3) and
// answers, through the panel, whatever questions it needs answered first.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadCore } from '../../../dist/pe-core.js';
import { eventually, expectText, mountWidget, settled, useBrowser } from '../harness.mjs';
import { englishCore } from '../../node/english.mjs';

// The core's texts in English, as the widget in English shows them.
const core = englishCore(await loadCore({ quizBank: true }));
const DEMO = { dModel: 4, base: 10000, layout: 'interleaved', origin: 0 };
/** The demo's bank: seed 1, eight questions on the demo's settings. */
const BANK = core.makeQuiz({ seed: 1, ...DEMO, count: 8 });

// ---- reference values, computed here from a question's parameters -----------------------------

const fn = (sine, x) => (sine ? Math.sin(x) : Math.cos(x));
const omega = (k, s) => s.base ** (-(2 * k) / s.dModel);
function coordinate(pos, i, s) {
  const half = s.dModel / 2;
  const [k, sine] = s.layout === 'concatenated' ? [i % half, i < half] : [i >> 1, i % 2 === 0];
  return fn(sine, pos * omega(k, s));
}

// The wrong answer each slip gives, as a learner would type it.
function slip(q, kind) {
  const { params: p, settings: s, decimals: d } = q;
  const sine = p.sine === 1;
  switch (kind) {
    case 'degrees':
      return fn(sine, (p.angle * Math.PI) / 180).toFixed(d);
    case 'sin-cos-swapped':
      return fn(!sine, p.angle).toFixed(d);
    case 'origin-off-by-one': // tokens from 0 here: the position taken one too far
      return coordinate(p.position + 1, p.i, s).toFixed(d);
    case 'exponent-uses-i': {
      const used = p.i !== 2 * p.k ? p.i : 2 * p.i;
      return fn(sine, p.position / s.base ** (used / s.dModel)).toFixed(d);
    }
    case 'layout':
      return coordinate(p.position, p.i, { ...s, layout: s.layout === 'interleaved' ? 'concatenated' : 'interleaved' }).toFixed(d);
    case 'truncated': {
      const x = coordinate(p.position, p.i, s);
      const cut = (Math.trunc(x * 10 ** d) / 10 ** d).toFixed(d);
      assert.notEqual(cut, x.toFixed(d), 'truncating differs from rounding here');
      return cut;
    }
    case 'rotation-sign': { // a rotation question: −φ instead of φ
      const { sinTheta: st, cosTheta: ct, phi } = p;
      const back = -phi;
      return (p.sine ? st * Math.cos(back) + ct * Math.sin(back) : ct * Math.cos(back) - st * Math.sin(back)).toFixed(4);
    }
    case 'wavelength-missing-2pi': // the longest wavelength without its factor 2π
      return (s.base ** ((s.dModel - 2) / s.dModel)).toFixed(d);
    case 'dot-d-model': { // every coordinate counted: d_model terms instead of d_model/2
      const gap = p.tokenP - p.tokenQ;
      let sum = 0;
      for (let k = 0; k < s.dModel / 2; k += 1) sum += Math.cos(gap * omega(k, s));
      return (2 * sum).toFixed(4);
    }
    default:
      throw new Error(kind);
  }
}

// The name the feedback gives each slip.
const NAMES = {
  degrees: 'Likely slip: angle taken in degrees.',
  'sin-cos-swapped': 'Likely slip: sine and cosine swapped.',
  'origin-off-by-one': 'Likely slip: index origin off by one.',
  'exponent-uses-i': 'Likely slip: exponent built from i instead of 2k.',
  layout: 'Likely slip: concatenated layout used instead of interleaved.',
  truncated: 'Likely slip: cut off instead of rounded.',
  'rotation-sign': 'Likely slip: rotation in the wrong direction.',
  'wavelength-missing-2pi': 'Likely slip: wavelength without the factor 2π.',
  'dot-d-model': 'Likely slip: d_model terms instead of d_model/2.',
  'all-zeros-at-position-zero': 'Likely slip: PE(0) taken as all zeros.',
};

const ANSWERED = { id: 'http://adlnet.gov/expapi/verbs/answered', display: { 'en-US': 'answered' } };
const COMPLETED = { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed' } };
const TAG = 'd4-b10000-interleaved-o0';

// ---- a page with the bank widget, and the learner's moves in its panel ----------------------------

/**
 * A new page (blank.html) with the demo's bank widget. With record, the pe-answer and pe-score
 * events it sends are recorded from before it is mounted; events() reads them.
 */
async function openBank(h, { record = false } = {}) {
  const page = await h.newPage();
  await page.goto(h.url('tests/browser/fixtures/blank.html'));
  if (record) {
    await page.evaluate(() => {
      window.events = [];
      for (const type of ['pe-answer', 'pe-score']) {
        document.addEventListener(type, (e) => {
          if (e.target.id === 'bank-widget') window.events.push({ type, detail: e.detail, bubbles: e.bubbles, composed: e.composed });
        });
      }
    });
  }
  const widget = await mountWidget(page, { quiz: 'bank', positions: '0..3' }, { id: 'bank-widget' });
  const quiz = widget.getByRole('group', { name: 'Quiz' });
  await quiz.getByLabel('Your answer').waitFor();
  return { page, widget, quiz, events: () => page.evaluate(() => window.events) };
}

const status = (quiz) => quiz.getByRole('status');
const progress = (quiz) => quiz.locator('.quiz-progress');
const summary = (quiz) => quiz.locator('.quiz-summary');
const expectPrompt = (quiz, q) => expectText(quiz.locator('.prompt'), q.prompt);
const next = (quiz) => quiz.getByRole('button', { name: 'Next question' }).click();

async function check(quiz, text) {
  await quiz.getByLabel('Your answer').fill(text);
  await quiz.getByRole('button', { name: 'Check' }).click();
}
async function tryAgain(quiz) {
  await quiz.getByRole('button', { name: 'Try again' }).click();
  await expectText(status(quiz), 'is open again');
}
// A wrong answer, named in the live region and kept; then (with retry) Try again reopens the question.
async function wrong(quiz, text, name, { retry = true } = {}) {
  await check(quiz, text);
  await expectText(status(quiz), 'Not correct yet.');
  await expectText(status(quiz), name);
  assert.equal(await quiz.getByLabel('Your answer').getAttribute('readonly'), '', 'a judged answer is kept');
  if (retry) {
    await tryAgain(quiz);
    assert.equal(await quiz.getByLabel('Your answer').inputValue(), '');
  }
}
async function right(quiz, q) {
  await check(quiz, q.expected.toFixed(q.decimals));
  await expectText(status(quiz), 'Correct.');
}

/** In a plan: the question's right answer, to as many decimals as it asks for. */
const RIGHT = Symbol('the right answer');
const FEEDBACK = /Correct\.|Not correct yet\.|Too few decimals\.|Not readable as a number\./;

/**
 * Answers questions 1..plan.length of `questions` as a learner does: plan[j] lists what is typed for
 * question j + 1, each followed by Check and a look at the feedback (RIGHT: the right answer); after
 * a judged wrong answer that is not the last, Try again. Next question between questions; it stays
 * on the last question answered.
 */
async function answerQuestions(quiz, plan, questions = BANK) {
  for (const [j, answers] of plan.entries()) {
    const q = questions[j];
    if (j > 0) await next(quiz);
    await expectPrompt(quiz, q);
    for (const [a, answer] of answers.entries()) {
      const before = await status(quiz).textContent();
      await check(quiz, answer === RIGHT ? q.expected.toFixed(q.decimals) : answer);
      const said = await eventually(async () => {
        const text = await status(quiz).textContent();
        assert.notEqual(text, before, `feedback on ${JSON.stringify(answer)} to question ${j + 1}`);
        assert.match(text, FEEDBACK);
        return text;
      });
      if (answer === RIGHT) assert.match(said, /^Correct\./, `question ${j + 1} answered right`);
      if (said.includes('Not correct yet.') && a < answers.length - 1) await tryAgain(quiz);
    }
  }
}

/** Goes on to question n without answering the ones before it, as Next question allows. */
async function skipTo(quiz, n, questions = BANK) {
  for (let j = 1; j < n; j += 1) {
    await next(quiz);
    await expectPrompt(quiz, questions[j]);
  }
}

/**
 * The answers the learner leaves on the demo's eight questions: right, right, cut off instead of
 * rounded, right, rotated the wrong way, right, right, every coordinate counted in the dot product.
 * Score 5 of 8. A test that needs the score of the questions before its own answers them this way.
 */
const kept = () => [
  [RIGHT],
  [RIGHT],
  [slip(BANK[2], 'truncated')],
  [RIGHT],
  [slip(BANK[4], 'rotation-sign')],
  [RIGHT],
  [RIGHT],
  [slip(BANK[7], 'dot-d-model')],
];

/**
 * The same answers reached through every slip the tests of single questions try: 3 + 5 + 1 + 1 + 1 +
 * 3 + 2 + 1 = 17 checks, and score 5 of 8.
 */
const everyCheck = () => [
  [slip(BANK[0], 'sin-cos-swapped'), slip(BANK[0], 'origin-off-by-one'), RIGHT],
  [...['degrees', 'sin-cos-swapped', 'exponent-uses-i', 'layout'].map((kind) => slip(BANK[1], kind)), RIGHT],
  [slip(BANK[2], 'truncated')],
  [RIGHT],
  [slip(BANK[4], 'rotation-sign')],
  [BANK[5].expected.toFixed(2), 'cos of a lot', RIGHT],
  [slip(BANK[6], 'wavelength-missing-2pi'), RIGHT],
  [slip(BANK[7], 'dot-d-model')],
];

const isFocused = (locator) => locator.evaluate((e) => e.getRootNode().activeElement === e);

describe('quiz bank', () => {
  const h = useBrowser();

  describe('one question at a time', () => {
    it('asks the first of eight questions, with progress and score', async () => {
      const { widget, quiz } = await openBank(h);
      await expectText(quiz, '8 questions on d_model = 4, base 10000, interleaved layout, tokens numbered from 0.');
      assert.equal(await progress(quiz).textContent(), 'Question 1 of 8 · Score 0 of 8');
      await expectPrompt(quiz, BANK[0]);
      assert.equal(await status(quiz).textContent(), 'Feedback on your answer appears here.');
      assert.equal(await widget.evaluate((el) => [el.quiz, el.quizSeed, el.quizCount]).then(JSON.stringify), '["bank",1,8]');
      // One question at a time: one answer field, Hint and Solution for it alone.
      assert.equal(await quiz.getByLabel('Your answer').count(), 1);
      assert.equal(await quiz.locator('details').count(), 2);
      assert.equal(await quiz.getByRole('button', { name: 'Previous question' }).count(), 0);
    });

    it('question 4 (one pair repeats) by keyboard alone', async () => {
      const { page, quiz } = await openBank(h);
      await answerQuestions(quiz, kept().slice(0, 3)); // right, right, cut off: score 2
      await quiz.getByRole('button', { name: 'Next question' }).focus();
      await page.keyboard.press('Enter');
      await expectPrompt(quiz, BANK[3]);
      await page.keyboard.type(BANK[3].expected.toFixed(4));
      await page.keyboard.press('Enter');
      await expectText(status(quiz), 'Correct.');
      // Tab: Check, Previous question, Next question.
      for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.querySelector('#bank-widget').shadowRoot.activeElement.textContent);
      assert.equal(focused, 'Next question');
      await page.keyboard.press('Enter');
      await expectPrompt(quiz, BANK[4]);
      assert.equal(await isFocused(quiz.getByLabel('Your answer')), true);
      assert.equal(await progress(quiz).textContent(), 'Question 5 of 8 · Score 3 of 8');
    });
  });

  describe("each question's slips", () => {
    it('question 1 (position zero): sine and cosine swapped, origin off by one, then right', async () => {
      const { quiz } = await openBank(h);
      const q = BANK[0];
      assert.equal(q.kind, 'coordinate');
      await wrong(quiz, slip(q, 'sin-cos-swapped'), NAMES['sin-cos-swapped']);
      await wrong(quiz, slip(q, 'origin-off-by-one'), NAMES['origin-off-by-one']);
      await right(quiz, q);
      assert.equal(await progress(quiz).textContent(), 'Question 1 of 8 · Score 1 of 8');
      await expectText(status(quiz), 'Score 1 of 8.');
    });

    it('shows the answer beside the exact value in the table, outlining the asked cell', async () => {
      const { widget, quiz } = await openBank(h);
      const q = BANK[0]; // token 0, coordinate 2: in the table (tokens 0..3)
      await answerQuestions(quiz, [[RIGHT]]);
      const note = widget.locator('.quiz-compare');
      await expectText(note, `Quiz question 1, token 0, coordinate ${q.params.i}: your answer 0.00 · exact 0.000000 (outlined in the table).`);
      const outlined = widget.locator('td.is-asked');
      assert.equal(await outlined.count(), 1);
      assert.deepEqual(await outlined.evaluate((td) => [td.parentElement.sectionRowIndex, td.cellIndex - 1]), [0, q.params.i]);
    });

    it('question 2 (fastest pair): degrees, swapped, exponent from i, the other layout; the table gains the token', async () => {
      const { widget, quiz } = await openBank(h);
      await answerQuestions(quiz, [[RIGHT]]); // question 1 right: score 1
      await next(quiz);
      const q = BANK[1];
      await expectPrompt(quiz, q);
      assert.equal(await progress(quiz).textContent(), 'Question 2 of 8 · Score 1 of 8');
      // Focus moved to the new question's field.
      assert.equal(await isFocused(quiz.getByLabel('Your answer')), true);
      for (const kind of ['degrees', 'sin-cos-swapped', 'exponent-uses-i', 'layout']) await wrong(quiz, slip(q, kind), NAMES[kind]);
      await right(quiz, q);
      // Token 13 is not in the table: one button adds it, then its cell is outlined and focused.
      const note = widget.locator('.quiz-compare');
      await expectText(note, `token 13, coordinate ${q.params.i}: your answer ${q.expected.toFixed(4)} · exact ${q.expected.toFixed(6)}.`);
      await note.getByRole('button', { name: 'Add token 13 to the table' }).click();
      await expectText(note, '(outlined in the table)');
      const cell = widget.locator('td.is-asked');
      assert.equal(await cell.textContent(), q.expected.toFixed(6));
      assert.equal(await isFocused(cell), true);
      assert.equal(await widget.getAttribute('positions'), '0,1,2,3,13');
      // Positions are not part of the bank: the quiz goes on where it was.
      assert.equal(await progress(quiz).textContent(), 'Question 2 of 8 · Score 2 of 8');
    });

    it('question 3 (slowest pair): truncated instead of rounded, kept as the answer', async () => {
      const { quiz } = await openBank(h);
      await answerQuestions(quiz, kept().slice(0, 2)); // questions 1 and 2 right: score 2
      await next(quiz);
      const q = BANK[2];
      await expectPrompt(quiz, q);
      await wrong(quiz, slip(q, 'truncated'), NAMES.truncated, { retry: false });
      assert.equal(await quiz.getByRole('button', { name: 'Check' }).getAttribute('aria-disabled'), 'true');
      assert.equal(await progress(quiz).textContent(), 'Question 3 of 8 · Score 2 of 8');
    });

    it('question 5 (rotation): rotated the wrong way', async () => {
      const { widget, quiz } = await openBank(h);
      await skipTo(quiz, 5); // questions 1..4 left open
      const q = BANK[4];
      assert.equal(q.kind, 'rotation');
      await wrong(quiz, slip(q, 'rotation-sign'), NAMES['rotation-sign'], { retry: false });
      // No coordinate question, no note in the table.
      assert.equal(await widget.locator('.quiz-compare').isVisible(), false);
    });

    it('question 6 (far position): too few decimals and unreadable text keep the question open', async () => {
      const { quiz } = await openBank(h);
      await answerQuestions(quiz, kept().slice(0, 5)); // right, right, cut off, right, rotated the wrong way: score 3
      await next(quiz);
      const q = BANK[5];
      await expectPrompt(quiz, q);
      await check(quiz, q.expected.toFixed(2));
      await expectText(status(quiz), 'Too few decimals.');
      assert.equal(await quiz.getByLabel('Your answer').getAttribute('readonly'), null);
      await check(quiz, 'cos of a lot');
      await expectText(status(quiz), 'Not readable as a number.');
      assert.equal(await quiz.getByLabel('Your answer').getAttribute('aria-invalid'), 'true');
      await right(quiz, q);
      assert.equal(await progress(quiz).textContent(), 'Question 6 of 8 · Score 4 of 8');
    });

    it('question 7 (wavelength): 2π left out, then right', async () => {
      const { quiz } = await openBank(h);
      await skipTo(quiz, 7); // questions 1..6 left open
      const q = BANK[6];
      assert.equal(q.kind, 'wavelength');
      const { dModel: d, base } = q.settings;
      await wrong(quiz, (base ** ((d - 2) / d)).toFixed(q.decimals), NAMES['wavelength-missing-2pi']);
      await check(quiz, ((2 * Math.PI) * base ** ((d - 2) / d)).toFixed(q.decimals));
      await expectText(status(quiz), 'Correct.');
    });
  });

  describe('finishing, score and events', () => {
    it('question 8 (dot product): every coordinate counted; the quiz is finished and reports its score', async () => {
      const { quiz, events } = await openBank(h, { record: true });
      await answerQuestions(quiz, kept().slice(0, 7)); // right, right, cut off, right, rotated the wrong way, right, right: score 5
      await next(quiz);
      const q = BANK[7];
      await expectPrompt(quiz, q);
      assert.equal(q.kind, 'dot');
      const gap = q.params.tokenP - q.params.tokenQ;
      let sum = 0;
      for (let k = 0; k < q.settings.dModel / 2; k += 1) sum += Math.cos(gap * omega(k, q.settings));
      await wrong(quiz, (2 * sum).toFixed(4), NAMES['dot-d-model'], { retry: false });
      await expectText(status(quiz), 'All 8 questions have an answer: score 5 of 8.');
      await quiz.getByRole('button', { name: 'See your score' }).click();
      assert.equal(await progress(quiz).textContent(), 'Finished · Score 5 of 8');
      await expectText(summary(quiz), 'You answered 5 of 8 questions correctly (63%).');
      await expectText(summary(quiz), 'The slowest pair: not correct (likely slip: cut off instead of rounded)');
      await expectText(status(quiz), 'Quiz finished. Score 5 of 8.');
      const scores = (await events()).filter((e) => e.type === 'pe-score');
      assert.equal(scores.length, 1, 'pe-score once, when the last question got its answer');
    });

    it('sends a pe-answer event per check, with an xAPI "answered" statement', async () => {
      const { quiz, events } = await openBank(h, { record: true });
      await answerQuestions(quiz, everyCheck());
      const all = (await events()).filter((e) => e.type === 'pe-answer');
      // 3 + 5 + 1 + 1 + 1 + 3 + 2 + 1 checks
      assert.equal(all.length, 17);
      for (const e of all) {
        assert.equal(e.bubbles, true);
        assert.equal(e.composed, true);
      }
      const first = all[0].detail; // question 1, sine and cosine swapped
      assert.equal(first.questionId, BANK[0].id);
      assert.equal(first.question, BANK[0].prompt);
      assert.equal(first.response, slip(BANK[0], 'sin-cos-swapped'));
      assert.equal(first.verdict, 'incorrect');
      assert.equal(first.diagnosis, 'sin-cos-swapped');
      assert.equal(first.questionNumber, 1);
      assert.deepEqual(first.progress, { answered: 1, correct: 0, total: 8 });
      const st = first.statement;
      assert.deepEqual(st.verb, ANSWERED);
      assert.equal(st.object.objectType, 'Activity');
      assert.equal(st.object.id, `urn:sinusoidal-pe:question:${BANK[0].id}:${TAG}`);
      assert.deepEqual(st.object.definition.name, { 'en-US': 'Question 1: Position zero' });
      assert.deepEqual(st.object.definition.description, { 'en-US': BANK[0].prompt });
      assert.equal(st.object.definition.type, 'http://adlnet.gov/expapi/activities/cmi.interaction');
      assert.equal(st.object.definition.interactionType, 'numeric');
      assert.deepEqual(st.object.definition.correctResponsesPattern, ['-0.005[:]0.005']);
      assert.deepEqual(st.result, {
        success: false,
        response: '1.00',
        score: { raw: 0, min: 0, max: 1, scaled: 0 },
        extensions: { 'urn:sinusoidal-pe:extension:verdict': 'incorrect', 'urn:sinusoidal-pe:extension:diagnosis': 'sin-cos-swapped' },
      });
      assert.deepEqual(st.context.contextActivities.parent, [{ objectType: 'Activity', id: `urn:sinusoidal-pe:quiz:1:${TAG}:8` }]);
      assert.deepEqual(st.context.extensions['urn:sinusoidal-pe:extension:settings'], DEMO);
      assert.ok(!Number.isNaN(Date.parse(st.timestamp)));
      // A correct one (question 1's third check), and one that was not judged (question 6's first).
      const correct = all[2].detail.statement.result;
      assert.equal(correct.success, true);
      assert.deepEqual(correct.score, { raw: 1, min: 0, max: 1, scaled: 1 });
      assert.equal(correct.extensions['urn:sinusoidal-pe:extension:diagnosis'], undefined);
      const unjudged = all.find((e) => e.detail.verdict === 'too-few-decimals').detail;
      assert.equal(unjudged.statement, null, 'an answer that was not judged is not an attempt: no statement');
    });

    it('sends pe-score with an xAPI "completed" statement', async () => {
      const { quiz, events } = await openBank(h, { record: true });
      await answerQuestions(quiz, kept()); // score 5 of 8
      const [score] = (await events()).filter((e) => e.type === 'pe-score');
      assert.equal(score.bubbles, true);
      assert.equal(score.composed, true);
      assert.deepEqual(score.detail.score, { raw: 5, min: 0, max: 8, scaled: 0.625 });
      assert.equal(score.detail.seed, 1);
      assert.deepEqual(
        score.detail.answers.map((a) => [a.verdict, a.diagnosis]),
        [['correct', null], ['correct', null], ['incorrect', 'truncated'], ['correct', null], ['incorrect', 'rotation-sign'],
          ['correct', null], ['correct', null], ['incorrect', 'dot-d-model']],
      );
      const st = score.detail.statement;
      assert.deepEqual(st.verb, COMPLETED);
      assert.equal(st.object.id, `urn:sinusoidal-pe:quiz:1:${TAG}:8`);
      assert.equal(st.object.definition.type, 'http://adlnet.gov/expapi/activities/assessment');
      assert.deepEqual(st.result, { completion: true, score: { raw: 5, min: 0, max: 8, scaled: 0.625 } });
    });
  });

  describe('retry, start over, new questions', () => {
    it('reviews and retries a question after the end, and reports the new score', async () => {
      const { quiz, events } = await openBank(h, { record: true });
      await answerQuestions(quiz, kept()); // score 5 of 8, question 3 cut off instead of rounded
      await quiz.getByRole('button', { name: 'See your score' }).click();
      await quiz.getByRole('button', { name: 'Review the questions' }).click();
      await expectPrompt(quiz, BANK[0]);
      await next(quiz);
      await next(quiz);
      await expectPrompt(quiz, BANK[2]);
      await expectText(status(quiz), `Your answer was ${slip(BANK[2], 'truncated')}.`);
      await quiz.getByRole('button', { name: 'Try again' }).click();
      assert.equal(await quiz.getByRole('button', { name: 'See your score' }).isVisible(), false, 'not finished any more');
      await right(quiz, BANK[2]);
      await expectText(status(quiz), 'All 8 questions have an answer: score 6 of 8.');
      const scores = (await events()).filter((e) => e.type === 'pe-score');
      assert.equal(scores.length, 2);
      assert.deepEqual(scores[1].detail.score, { raw: 6, min: 0, max: 8, scaled: 0.75 });
      await quiz.getByRole('button', { name: 'See your score' }).click();
      await expectText(summary(quiz), 'You answered 6 of 8 questions correctly (75%).');
      assert.equal(await isFocused(quiz.getByRole('heading', { name: 'Your score' })), true);
    });

    it('starts over: same questions, no answers', async () => {
      const { widget, quiz } = await openBank(h);
      await answerQuestions(quiz, kept()); // all eight answered, score 5 of 8
      await quiz.getByRole('button', { name: 'See your score' }).click();
      await expectText(summary(quiz), 'You answered 5 of 8');
      await quiz.getByRole('button', { name: 'Start over' }).click();
      // The attempt has answers: the widget asks first, in words, and Keep my answers keeps them.
      const ask = widget.getByRole('alertdialog', { name: 'Start over?' });
      await expectText(ask, 'Your 8 answers so far will be cleared. The questions stay the same.');
      assert.equal(await isFocused(ask.getByRole('button', { name: 'Keep my answers' })), true, 'focus starts on the safe choice');
      await ask.getByRole('button', { name: 'Keep my answers' }).click();
      assert.equal(await ask.count(), 0);
      await expectText(summary(quiz), 'You answered 5 of 8');
      assert.equal(await isFocused(quiz.getByRole('button', { name: 'Start over' })), true, 'focus goes back to the button');
      await quiz.getByRole('button', { name: 'Start over' }).click();
      await widget.getByRole('alertdialog').getByRole('button', { name: 'Start over' }).click();
      await expectText(status(quiz), 'Starting over: question 1 of 8.');
      assert.equal(await progress(quiz).textContent(), 'Question 1 of 8 · Score 0 of 8');
      await expectPrompt(quiz, BANK[0]);
      assert.equal(await quiz.getByLabel('Your answer').inputValue(), '');
      assert.equal(await widget.locator('.quiz-compare').isVisible(), false);
    });

    it('New questions asks first while there are answers, then takes the next seed and asks other questions', async () => {
      const { page, widget, quiz } = await openBank(h);
      await answerQuestions(quiz, [[RIGHT]]); // question 1 right: score 1, which the new questions drop
      await quiz.getByRole('button', { name: 'New questions' }).click();
      const ask = widget.getByRole('alertdialog', { name: 'Ask new questions?' });
      await expectText(ask, 'Your answer so far will be cleared, and the quiz starts again with other questions.');
      await page.keyboard.press('Escape'); // as Keep my answers
      assert.equal(await ask.count(), 0);
      assert.equal(await widget.getAttribute('quiz-seed'), null, 'nothing changed');
      assert.equal(await progress(quiz).textContent(), 'Question 1 of 8 · Score 1 of 8');
      await quiz.getByRole('button', { name: 'New questions' }).click();
      await ask.getByRole('button', { name: 'New questions' }).click();
      const other = core.makeQuiz({ seed: 2, ...DEMO, count: 8 });
      await expectText(status(quiz), 'The questions changed. Question 1 of 8.');
      assert.equal(await widget.getAttribute('quiz-seed'), '2');
      assert.equal(await widget.evaluate((el) => el.quizSeed), 2);
      await expectText(quiz.locator('.prompt'), other[0].prompt);
      assert.notEqual(other[0].prompt, BANK[0].prompt);
      assert.equal(await progress(quiz).textContent(), 'Question 1 of 8 · Score 0 of 8');
      // Focus goes to the first new question (seed 2 begins with a choice: its first option), not
      // left on the button, which a longer question may push out of view.
      assert.equal(other[0].type, 'choice');
      assert.equal(await isFocused(quiz.getByRole('group', { name: other[0].prompt }).getByRole('radio').first()), true);
    });

    it('asks a choice question with radio buttons in a fieldset, and names the wrong option', async () => {
      const { page, quiz, events } = await openBank(h, { record: true });
      // Seed 2 begins with a choice question.
      await quiz.getByRole('button', { name: 'New questions' }).click();
      await expectText(status(quiz), 'The questions changed.');
      const q = core.makeQuiz({ seed: 2, ...DEMO, count: 8 })[0];
      assert.equal(q.kind, 'position-zero-choice');
      const group = quiz.getByRole('group', { name: q.prompt });
      assert.equal(await group.evaluate((f) => f.tagName), 'FIELDSET');
      assert.equal(await group.getByRole('radio').count(), 4);
      const zeros = q.choices.findIndex((t) => t.startsWith('All of its coordinates are 0'));
      await quiz.getByLabel(q.choices[zeros]).check();
      await quiz.getByRole('button', { name: 'Check' }).click();
      await expectText(status(quiz), 'Not correct yet.');
      await expectText(status(quiz), NAMES['all-zeros-at-position-zero']);
      assert.equal(await quiz.getByLabel(q.choices[q.answer]).isDisabled(), true);
      const e = (await events()).at(-1).detail;
      assert.equal(e.response, 'abcd'[zeros]);
      assert.equal(e.statement.object.definition.interactionType, 'choice');
      assert.deepEqual(e.statement.object.definition.correctResponsesPattern, ['abcd'[q.answer]]);
      assert.deepEqual(e.statement.object.definition.choices.map((c) => c.description['en-US']), q.choices);
      // Try again, and choose with the keyboard: focus is on the first option; arrows move.
      await quiz.getByRole('button', { name: 'Try again' }).click();
      assert.equal(await isFocused(quiz.getByLabel(q.choices[0])), true);
      for (let j = 0; j < q.answer; j += 1) await page.keyboard.press('ArrowDown');
      if (q.answer === 0) await page.keyboard.press('Space');
      assert.equal(await quiz.getByLabel(q.choices[q.answer]).isChecked(), true);
      await page.keyboard.press('Enter');
      await expectText(status(quiz), 'Correct.');
      assert.equal(await progress(quiz).textContent(), 'Question 1 of 8 · Score 1 of 8');
    });
  });

  describe('settings, seed and count', () => {
    it('makes new questions when the settings change', async () => {
      const { widget, quiz } = await openBank(h);
      await answerQuestions(quiz, [[RIGHT]]); // question 1 right: score 1, which the new questions drop
      await widget.getByLabel('d_model', { exact: true }).fill('8');
      await widget.getByLabel('d_model', { exact: true }).press('Enter');
      const ask = widget.getByRole('alertdialog', { name: 'Change the quiz\'s settings?' });
      await expectText(ask, 'A new d_model makes new questions, and your answer so far will be cleared.');
      await ask.getByRole('button', { name: 'Keep my answers' }).click();
      assert.equal(await widget.getAttribute('d-model'), null, 'the setting stays');
      assert.equal(await widget.getByLabel('d_model', { exact: true }).inputValue(), '4', 'the field shows it again');
      assert.equal(await progress(quiz).textContent(), 'Question 1 of 8 · Score 1 of 8');
      await widget.getByLabel('d_model', { exact: true }).fill('8');
      await widget.getByLabel('d_model', { exact: true }).press('Enter');
      await ask.getByRole('button', { name: 'Change and start again' }).click();
      // The seed stays 1 (the demo's story had pressed New questions first: seed 2; the same check).
      const other = core.makeQuiz({ seed: 1, ...DEMO, dModel: 8, count: 8 });
      await expectText(status(quiz), 'The settings changed, so here are new questions for d_model = 8, base 10000, interleaved layout, tokens numbered from 0.');
      await expectText(quiz.locator('.prompt'), other[0].prompt);
      assert.equal(await progress(quiz).textContent(), 'Question 1 of 8 · Score 0 of 8');
      // Decimals and positions are not part of the questions.
      await widget.evaluate((el) => { el.decimals = 3; });
      await widget.getByRole('table', { name: /d_model = 8, .*, 3 decimals$/ }).waitFor();
      await expectText(quiz.locator('.prompt'), other[0].prompt);
    });

    it('takes quiz-seed and quiz-count, checks them, and keeps quiz="q1" working', async () => {
      const { page, widget, quiz } = await openBank(h);
      // The widget is on the demo's settings (d_model 4), which the pinned questions are made for.
      await widget.evaluate((el) => { el.quizCount = 3; el.quizSeed = 2017; });
      const pinned = core.makeQuiz({ seed: 2017, ...DEMO, count: 3 });
      await expectText(quiz.locator('.prompt'), pinned[0].prompt);
      assert.equal(await progress(quiz).textContent(), 'Question 1 of 3 · Score 0 of 3');
      const refusals = await widget.evaluate((el) =>
        [['quizSeed', 1.5], ['quizSeed', -1], ['quizCount', 0], ['quizCount', 51]].map(([p, v]) => {
          try {
            el[p] = v;
            return 'accepted';
          } catch (e) {
            return `${e.name}: ${e.message}`;
          }
        }),
      );
      assert.match(refusals[0], /^RangeError: quiz-seed="1.5": the quiz seed must be a whole number from 0 to 2\^53/);
      assert.match(refusals[1], /^RangeError: quiz-seed="-1"/);
      assert.match(refusals[2], /^RangeError: quiz-count="0": the number of questions must be a whole number from 1 to 50/);
      assert.match(refusals[3], /^RangeError: quiz-count="51"/);
      // A refused attribute keeps the questions and says why.
      await widget.evaluate((el) => el.setAttribute('quiz-count', 'many'));
      // The learner reads that the page asked for something the widget cannot do; the author's
      // sentence is in the widget's problems (and the console).
      await expectText(widget.getByRole('alert'), 'This page asks the widget for something it cannot do');
      assert.match(await widget.evaluate((el) => el.problems.map((p) => p.message).join(' | ')), /quiz-count="many": this is not a finite number/);
      assert.equal(await progress(quiz).textContent(), 'Question 1 of 3 · Score 0 of 3');
      await widget.evaluate((el) => el.removeAttribute('quiz-count'));
      await expectText(progress(quiz), 'Question 1 of 8');
      assert.equal(await widget.evaluate((el) => el.quizCount), 8);

      // A Q1 panel beside the bank still answers, and its pe-answer carries a statement too.
      const q1 = await mountWidget(page, { quiz: 'q1', view: 'quiz' }, { id: 'quiz-widget' });
      const got = page.evaluate(() => new Promise((resolve) => {
        document.querySelector('#quiz-widget').addEventListener('pe-answer', (e) => resolve(e.detail), { once: true });
      }));
      await q1.getByLabel('Your answer').fill('0.0200');
      await q1.getByRole('button', { name: 'Check' }).click();
      const detail = await got;
      assert.equal(detail.verdict, 'correct');
      assert.equal(detail.statement.object.id, 'urn:sinusoidal-pe:question:q1');
      assert.deepEqual(detail.statement.verb, ANSWERED);
      assert.equal(detail.statement.result.success, true);
    });
  });
});

describe('embed.html posts the statements to the course page when asked', () => {
  const h = useBrowser({ coursePage: true });

  async function framed(params) {
    const src = `${h.url('embed.html')}?${new URLSearchParams({ quiz: 'bank', view: 'quiz', 'quiz-count': '2', ...params })}`;
    const page = await h.newPage();
    await page.goto(`${new URL('tests/browser/fixtures/statement-host.html', h.course.url)}?${new URLSearchParams({ src })}`);
    const frame = page.frameLocator('#frame');
    const bank = core.makeQuiz({ seed: 1, ...DEMO, count: 2 });
    for (const [j, q] of bank.entries()) {
      await frame.getByLabel('Your answer').fill(q.expected.toFixed(q.decimals));
      await frame.getByRole('button', { name: 'Check' }).click();
      await expectText(frame.getByRole('status'), 'Correct.');
      if (j === 0) await frame.getByRole('button', { name: 'Next question' }).click();
    }
    await eventually(async () => assert.ok((await page.evaluate(() => window.received)).some((m) => m.type === 'sinusoidal-pe:height')));
    return { page, bank };
  }

  it('with report=1: one statement per answer and one for the score, to parent-origin', async () => {
    const { page, bank } = await framed({ report: '1', 'parent-origin': new URL(h.course.url).origin });
    const statements = await eventually(async () => {
      const got = (await page.evaluate(() => window.received)).filter((m) => m.type === 'sinusoidal-pe:statement');
      assert.equal(got.length, 3);
      return got;
    });
    assert.deepEqual(statements.map((m) => m.event), ['pe-answer', 'pe-answer', 'pe-score']);
    assert.deepEqual(statements[0].statement.verb, ANSWERED);
    assert.equal(statements[0].statement.object.id, `urn:sinusoidal-pe:question:${bank[0].id}:${TAG}`);
    assert.equal(statements[0].statement.result.success, true);
    assert.deepEqual(statements[2].statement.verb, COMPLETED);
    assert.deepEqual(statements[2].statement.result.score, { raw: 2, min: 0, max: 2, scaled: 1 });
  });

  it('without report: the height only, no statement', async () => {
    const { page } = await framed({});
    await settled(page);
    const types = new Set((await page.evaluate(() => window.received)).map((m) => m.type));
    assert.deepEqual([...types], ['sinusoidal-pe:height']);
  });

  it('with report=1 but another parent-origin: nothing reaches this page', async () => {
    const src = `${h.url('embed.html')}?${new URLSearchParams({ quiz: 'bank', view: 'quiz', report: '1', 'parent-origin': 'https://other.example' })}`;
    const page = await h.newPage();
    await page.goto(`${new URL('tests/browser/fixtures/statement-host.html', h.course.url)}?${new URLSearchParams({ src })}`);
    const frame = page.frameLocator('#frame');
    const [q] = core.makeQuiz({ seed: 1, ...DEMO, count: 1 });
    await frame.getByLabel('Your answer').fill(q.expected.toFixed(q.decimals));
    await frame.getByRole('button', { name: 'Check' }).click();
    await expectText(frame.getByRole('status'), 'Correct.');
    await settled(page);
    assert.deepEqual(await page.evaluate(() => window.received), []);
  });
});
