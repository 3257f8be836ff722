// The question bank (quiz="bank") as a learner uses it on the demo page: eight questions answered
// through the panel, a wrong answer for each common slip (computed here from the question's
// parameters, not taken from its list of mistakes) named in the live region, Try again, progress
// and score, the finished score, Start over, New questions, new questions when the settings change,
// choice questions as radio buttons, the answer beside the exact value in the table, the pe-answer
// and pe-score events (xAPI statements) and the statements posted by embed.html when asked.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { loadCore } from '../../dist/pe-core.js';
import { eventually, expectText, useBrowser } from './harness.mjs';

const core = await loadCore({ quizBank: true });
const DEMO = { dModel: 4, base: 10000, layout: 'interleaved', origin: 0 };

// ---- reference values, computed here from a question's parameters -----------------------------

const fn = (sine, x) => (sine ? Math.sin(x) : Math.cos(x));
const omega = (k, s) => s.base ** (-(2 * k) / s.dModel);
function coordinate(pos, i, s) {
  const half = s.dModel / 2;
  const [k, sine] = s.layout === 'concatenated' ? [i % half, i < half] : [i >> 1, i % 2 === 0];
  return fn(sine, pos * omega(k, s));
}

// The wrong answer each slip gives for a coordinate question, as a learner would type it.
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

describe('quiz bank', () => {
  const h = useBrowser({ keepPages: true });
  let page;
  let widget;
  let quiz; // the panel
  const bank = core.makeQuiz({ seed: 1, ...DEMO, count: 8 });

  before(async () => {
    page = await h.newPage();
    await page.goto(h.url('index.html'));
    await page.evaluate(() => {
      window.events = [];
      for (const type of ['pe-answer', 'pe-score']) {
        document.addEventListener(type, (e) => {
          if (e.target.id === 'bank-widget') window.events.push({ type, detail: e.detail, bubbles: e.bubbles, composed: e.composed });
        });
      }
    });
    widget = page.locator('#bank-widget');
    quiz = widget.getByRole('group', { name: 'Quiz' });
    await quiz.getByLabel('Your answer').waitFor();
  });

  const status = () => quiz.getByRole('status');
  const progress = () => quiz.locator('.quiz-progress');
  const events = () => page.evaluate(() => window.events);

  async function check(text) {
    await quiz.getByLabel('Your answer').fill(text);
    await quiz.getByRole('button', { name: 'Check' }).click();
  }
  async function expectPrompt(q) {
    await expectText(quiz.locator('.prompt'), q.prompt);
  }
  // A wrong answer, named in the live region; then Try again reopens the question.
  async function wrong(text, name, { retry = true } = {}) {
    await check(text);
    await expectText(status(), 'Not correct yet.');
    await expectText(status(), name);
    assert.equal(await quiz.getByLabel('Your answer').getAttribute('readonly'), '', 'a judged answer is kept');
    if (retry) {
      await quiz.getByRole('button', { name: 'Try again' }).click();
      await expectText(status(), 'is open again');
      assert.equal(await quiz.getByLabel('Your answer').inputValue(), '');
    }
  }
  async function right(q) {
    await check(q.expected.toFixed(q.decimals));
    await expectText(status(), 'Correct.');
  }
  const next = () => quiz.getByRole('button', { name: 'Next question' }).click();

  it('asks the first of eight questions, with progress and score', async () => {
    await expectText(quiz, '8 questions on d_model = 4, base 10000, interleaved layout, tokens numbered from 0; seed 1.');
    assert.equal(await progress().textContent(), 'Question 1 of 8 · Score 0 of 8');
    await expectPrompt(bank[0]);
    assert.equal(await status().textContent(), 'Feedback on your answer appears here.');
    assert.equal(await widget.evaluate((el) => [el.quiz, el.quizSeed, el.quizCount]).then(JSON.stringify), '["bank",1,8]');
    // One question at a time: one answer field, Hint and Solution for it alone.
    assert.equal(await quiz.getByLabel('Your answer').count(), 1);
    assert.equal(await quiz.locator('details').count(), 2);
    assert.equal(await quiz.getByRole('button', { name: 'Previous question' }).count(), 0);
  });

  it('question 1 (position zero): sine and cosine swapped, origin off by one, then right', async () => {
    const q = bank[0];
    assert.equal(q.kind, 'coordinate');
    await wrong(slip(q, 'sin-cos-swapped'), NAMES['sin-cos-swapped']);
    await wrong(slip(q, 'origin-off-by-one'), NAMES['origin-off-by-one']);
    await right(q);
    assert.equal(await progress().textContent(), 'Question 1 of 8 · Score 1 of 8');
    await expectText(status(), 'Score 1 of 8.');
  });

  it('shows the answer beside the exact value in the table, outlining the asked cell', async () => {
    const q = bank[0]; // token 0, coordinate 2: in the table (tokens 0..3)
    const note = widget.locator('.quiz-compare');
    await expectText(note, `Quiz question 1, token 0, coordinate ${q.params.i}: your answer 0.00 · exact 0.000000 (outlined in the table).`);
    const outlined = widget.locator('td.is-asked');
    assert.equal(await outlined.count(), 1);
    assert.deepEqual(await outlined.evaluate((td) => [td.parentElement.sectionRowIndex, td.cellIndex - 1]), [0, q.params.i]);
  });

  it('question 2 (fastest pair): degrees, swapped, exponent from i, the other layout; the table gains the token', async () => {
    await next();
    const q = bank[1];
    await expectPrompt(q);
    assert.equal(await progress().textContent(), 'Question 2 of 8 · Score 1 of 8');
    // Focus moved to the new question's field.
    assert.equal(await quiz.getByLabel('Your answer').evaluate((i) => i.getRootNode().activeElement === i), true);
    for (const kind of ['degrees', 'sin-cos-swapped', 'exponent-uses-i', 'layout']) await wrong(slip(q, kind), NAMES[kind]);
    await right(q);
    // Token 13 is not in the table: one button adds it, then its cell is outlined and focused.
    const note = widget.locator('.quiz-compare');
    await expectText(note, `token 13, coordinate ${q.params.i}: your answer ${q.expected.toFixed(4)} · exact ${q.expected.toFixed(6)}.`);
    await note.getByRole('button', { name: 'Add token 13 to the table' }).click();
    await expectText(note, '(outlined in the table)');
    const cell = widget.locator('td.is-asked');
    assert.equal(await cell.textContent(), q.expected.toFixed(6));
    assert.equal(await cell.evaluate((td) => td.getRootNode().activeElement === td), true);
    assert.equal(await widget.getAttribute('positions'), '0,1,2,3,13');
    // Positions are not part of the bank: the quiz goes on where it was.
    assert.equal(await progress().textContent(), 'Question 2 of 8 · Score 2 of 8');
  });

  it('question 3 (slowest pair): truncated instead of rounded, kept as the answer', async () => {
    await next();
    const q = bank[2];
    await expectPrompt(q);
    await wrong(slip(q, 'truncated'), NAMES.truncated, { retry: false });
    assert.equal(await quiz.getByRole('button', { name: 'Check' }).getAttribute('aria-disabled'), 'true');
    assert.equal(await progress().textContent(), 'Question 3 of 8 · Score 2 of 8');
  });

  it('question 4 (one pair repeats) by keyboard alone', async () => {
    await quiz.getByRole('button', { name: 'Next question' }).focus();
    await page.keyboard.press('Enter');
    await expectPrompt(bank[3]);
    await page.keyboard.type(bank[3].expected.toFixed(4));
    await page.keyboard.press('Enter');
    await expectText(status(), 'Correct.');
    // Tab: Check, Previous question, Next question.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.querySelector('#bank-widget').shadowRoot.activeElement.textContent);
    assert.equal(focused, 'Next question');
    await page.keyboard.press('Enter');
    await expectPrompt(bank[4]);
    assert.equal(await quiz.getByLabel('Your answer').evaluate((i) => i.getRootNode().activeElement === i), true);
    assert.equal(await progress().textContent(), 'Question 5 of 8 · Score 3 of 8');
  });

  it('question 5 (rotation): rotated the wrong way', async () => {
    const q = bank[4];
    assert.equal(q.kind, 'rotation');
    const { sinTheta: s, cosTheta: c, phi, sine } = q.params;
    const back = -phi; // the slip: −φ instead of φ
    const value = sine ? s * Math.cos(back) + c * Math.sin(back) : c * Math.cos(back) - s * Math.sin(back);
    await wrong(value.toFixed(4), NAMES['rotation-sign'], { retry: false });
    // No coordinate question, no note in the table.
    assert.equal(await widget.locator('.quiz-compare').isVisible(), false);
  });

  it('question 6 (far position): too few decimals and unreadable text keep the question open', async () => {
    await next();
    const q = bank[5];
    await expectPrompt(q);
    await check(q.expected.toFixed(2));
    await expectText(status(), 'Too few decimals.');
    assert.equal(await quiz.getByLabel('Your answer').getAttribute('readonly'), null);
    await check('cos of a lot');
    await expectText(status(), 'Not readable as a number.');
    assert.equal(await quiz.getByLabel('Your answer').getAttribute('aria-invalid'), 'true');
    await right(q);
    assert.equal(await progress().textContent(), 'Question 6 of 8 · Score 4 of 8');
  });

  it('question 7 (wavelength): 2π left out, then right', async () => {
    await next();
    const q = bank[6];
    assert.equal(q.kind, 'wavelength');
    const { dModel: d, base } = q.settings;
    await wrong((base ** ((d - 2) / d)).toFixed(q.decimals), NAMES['wavelength-missing-2pi']);
    await check(((2 * Math.PI) * base ** ((d - 2) / d)).toFixed(q.decimals));
    await expectText(status(), 'Correct.');
  });

  it('question 8 (dot product): every coordinate counted; the quiz is finished and reports its score', async () => {
    await next();
    const q = bank[7];
    assert.equal(q.kind, 'dot');
    const gap = q.params.tokenP - q.params.tokenQ;
    let sum = 0;
    for (let k = 0; k < q.settings.dModel / 2; k += 1) sum += Math.cos(gap * omega(k, q.settings));
    await wrong((2 * sum).toFixed(4), NAMES['dot-d-model'], { retry: false });
    await expectText(status(), 'All 8 questions have an answer: score 5 of 8.');
    const button = quiz.getByRole('button', { name: 'See your score' });
    await button.click();
    assert.equal(await progress().textContent(), 'Finished · Score 5 of 8');
    await expectText(quiz.locator('.quiz-summary'), 'You answered 5 of 8 questions correctly (63%).');
    await expectText(quiz.locator('.quiz-summary'), 'The slowest pair: not correct (likely slip: cut off instead of rounded)');
    await expectText(status(), 'Quiz finished. Score 5 of 8.');
    const scores = (await events()).filter((e) => e.type === 'pe-score');
    assert.equal(scores.length, 1, 'pe-score once, when the last question got its answer');
  });

  it('sends a pe-answer event per check, with an xAPI "answered" statement', async () => {
    const all = (await events()).filter((e) => e.type === 'pe-answer');
    // 3 + 5 + 1 + 1 + 1 + 3 + 2 + 1 checks
    assert.equal(all.length, 17);
    for (const e of all) {
      assert.equal(e.bubbles, true);
      assert.equal(e.composed, true);
    }
    const first = all[0].detail;
    assert.equal(first.questionId, bank[0].id);
    assert.equal(first.question, bank[0].prompt);
    assert.equal(first.response, slip(bank[0], 'sin-cos-swapped'));
    assert.equal(first.verdict, 'incorrect');
    assert.equal(first.diagnosis, 'sin-cos-swapped');
    assert.equal(first.questionNumber, 1);
    assert.deepEqual(first.progress, { answered: 1, correct: 0, total: 8 });
    const st = first.statement;
    assert.deepEqual(st.verb, ANSWERED);
    assert.equal(st.object.objectType, 'Activity');
    assert.equal(st.object.id, `urn:sinusoidal-pe:question:${bank[0].id}:${TAG}`);
    assert.deepEqual(st.object.definition.name, { 'en-US': 'Question 1: Position zero' });
    assert.deepEqual(st.object.definition.description, { 'en-US': bank[0].prompt });
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
    // A correct one, and one that was not judged.
    const correct = all[2].detail.statement.result;
    assert.equal(correct.success, true);
    assert.deepEqual(correct.score, { raw: 1, min: 0, max: 1, scaled: 1 });
    assert.equal(correct.extensions['urn:sinusoidal-pe:extension:diagnosis'], undefined);
    // An answer that was not judged is no attempt: the event comes, with no statement to record.
    const unjudged = all.find((e) => e.detail.verdict === 'too-few-decimals').detail;
    assert.equal(unjudged.statement, null);
  });

  it('sends pe-score with an xAPI "completed" statement', async () => {
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

  it('reviews and retries a question after the end, and reports the new score', async () => {
    await quiz.getByRole('button', { name: 'Review the questions' }).click();
    await expectPrompt(bank[0]);
    await next();
    await next();
    await expectPrompt(bank[2]);
    await expectText(status(), `Your answer was ${slip(bank[2], 'truncated')}.`);
    await quiz.getByRole('button', { name: 'Try again' }).click();
    assert.equal(await quiz.getByRole('button', { name: 'See your score' }).isVisible(), false, 'not finished any more');
    await right(bank[2]);
    await expectText(status(), 'All 8 questions have an answer: score 6 of 8.');
    const scores = (await events()).filter((e) => e.type === 'pe-score');
    assert.equal(scores.length, 2);
    assert.deepEqual(scores[1].detail.score, { raw: 6, min: 0, max: 8, scaled: 0.75 });
    await quiz.getByRole('button', { name: 'See your score' }).click();
    await expectText(quiz.locator('.quiz-summary'), 'You answered 6 of 8 questions correctly (75%).');
    assert.equal(await quiz.getByRole('heading', { name: 'Your score' }).evaluate((e) => e.getRootNode().activeElement === e), true);
  });

  it('starts over: same questions, no answers', async () => {
    await quiz.getByRole('button', { name: 'Start over' }).click();
    await expectText(status(), 'Starting over: question 1 of 8.');
    assert.equal(await progress().textContent(), 'Question 1 of 8 · Score 0 of 8');
    await expectPrompt(bank[0]);
    assert.equal(await quiz.getByLabel('Your answer').inputValue(), '');
    assert.equal(await widget.locator('.quiz-compare').isVisible(), false);
  });

  it('New questions takes the next seed and asks other questions', async () => {
    await quiz.getByRole('button', { name: 'New questions' }).click();
    const other = core.makeQuiz({ seed: 2, ...DEMO, count: 8 });
    await expectText(status(), 'New questions (seed 2). Question 1 of 8.');
    assert.equal(await widget.getAttribute('quiz-seed'), '2');
    assert.equal(await widget.evaluate((el) => el.quizSeed), 2);
    await expectText(quiz.locator('.prompt'), other[0].prompt);
    assert.notEqual(other[0].prompt, bank[0].prompt);
    assert.equal(await progress().textContent(), 'Question 1 of 8 · Score 0 of 8');
    // The button keeps the focus.
    assert.equal(await quiz.getByRole('button', { name: 'New questions' }).evaluate((b) => b.getRootNode().activeElement === b), true);
  });

  it('asks a choice question with radio buttons in a fieldset, and names the wrong option', async () => {
    const q = core.makeQuiz({ seed: 2, ...DEMO, count: 8 })[0];
    assert.equal(q.kind, 'position-zero-choice');
    const group = quiz.getByRole('group', { name: q.prompt });
    assert.equal(await group.evaluate((f) => f.tagName), 'FIELDSET');
    assert.equal(await group.getByRole('radio').count(), 4);
    const zeros = q.choices.findIndex((t) => t.startsWith('All of its coordinates are 0'));
    await quiz.getByLabel(q.choices[zeros]).check();
    await quiz.getByRole('button', { name: 'Check' }).click();
    await expectText(status(), 'Not correct yet.');
    await expectText(status(), NAMES['all-zeros-at-position-zero']);
    assert.equal(await quiz.getByLabel(q.choices[q.answer]).isDisabled(), true);
    const e = (await events()).at(-1).detail;
    assert.equal(e.response, 'abcd'[zeros]);
    assert.equal(e.statement.object.definition.interactionType, 'choice');
    assert.deepEqual(e.statement.object.definition.correctResponsesPattern, ['abcd'[q.answer]]);
    assert.deepEqual(e.statement.object.definition.choices.map((c) => c.description['en-US']), q.choices);
    // Try again, and choose with the keyboard: focus is on the first option; arrows move.
    await quiz.getByRole('button', { name: 'Try again' }).click();
    assert.equal(await quiz.getByLabel(q.choices[0]).evaluate((r) => r.getRootNode().activeElement === r), true);
    for (let j = 0; j < q.answer; j += 1) await page.keyboard.press('ArrowDown');
    if (q.answer === 0) await page.keyboard.press('Space');
    assert.equal(await quiz.getByLabel(q.choices[q.answer]).isChecked(), true);
    await page.keyboard.press('Enter');
    await expectText(status(), 'Correct.');
    assert.equal(await progress().textContent(), 'Question 1 of 8 · Score 1 of 8');
  });

  it('makes new questions when the settings change', async () => {
    await widget.getByLabel('d_model', { exact: true }).fill('8');
    await widget.getByLabel('d_model', { exact: true }).press('Enter');
    const other = core.makeQuiz({ seed: 2, ...DEMO, dModel: 8, count: 8 });
    await expectText(status(), 'The settings changed, so here are new questions for d_model = 8, base 10000, interleaved layout, tokens numbered from 0.');
    await expectText(quiz.locator('.prompt'), other[0].prompt);
    assert.equal(await progress().textContent(), 'Question 1 of 8 · Score 0 of 8');
    // Decimals and positions are not part of the questions.
    await widget.evaluate((el) => { el.decimals = 3; });
    await widget.getByRole('table', { name: /d_model = 8, .*, 3 decimals$/ }).waitFor();
    await expectText(quiz.locator('.prompt'), other[0].prompt);
  });

  it('takes quiz-seed and quiz-count, checks them, and keeps quiz="q1" working', async () => {
    await widget.evaluate((el) => { el.quizCount = 3; el.quizSeed = 2017; el.dModel = 4; });
    const pinned = core.makeQuiz({ seed: 2017, ...DEMO, count: 3 });
    await expectText(quiz.locator('.prompt'), pinned[0].prompt);
    assert.equal(await progress().textContent(), 'Question 1 of 3 · Score 0 of 3');
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
    await expectText(widget.getByRole('alert'), 'quiz-count="many": this is not a finite number');
    assert.equal(await progress().textContent(), 'Question 1 of 3 · Score 0 of 3');
    await widget.evaluate((el) => el.removeAttribute('quiz-count'));
    await expectText(progress(), 'Question 1 of 8');
    assert.equal(await widget.evaluate((el) => el.quizCount), 8);

    // The Q1 panel still answers, and its pe-answer carries a statement too.
    const q1 = page.locator('#quiz-widget');
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
    await page.waitForTimeout(300);
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
    await page.waitForTimeout(300);
    assert.deepEqual(await page.evaluate(() => window.received), []);
  });
});
