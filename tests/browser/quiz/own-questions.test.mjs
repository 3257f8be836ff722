// Questions that course authors write: quiz="own" with a child <script type="application/json">,
// embed.html's questions= parameter, and Q1's slips named in the check build and the bank build. The learner's wrong
// answers are computed here from the seeds' formula, never taken from the question's own mistakes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectText, mountWidget, useBrowser } from '../harness.mjs';

// Q1 as a spec: d_model 4 (the widget's default), coordinate 2 of PE(2), four decimals.
const Q1 = { kind: 'coordinate', token: 2, i: 2, decimals: 4 };
const f4 = (x) => x.toFixed(4);
// Each slip a learner makes on Q1, as typed (pair k = 1, angle 2 / 10000^(2/4) = 0.02).
const Q1_SLIPS = [
  [f4(Math.sin((0.02 * Math.PI) / 180)), 'angle taken in degrees', 'degrees'],
  [f4(Math.cos(0.02)), 'sine and cosine swapped', 'sin-cos-swapped'],
  [f4(Math.sin(1 / 100)), 'index origin off by one', 'origin-off-by-one'],
  [f4(Math.sin(2 / 10000 ** (2 * 2 / 4))), 'exponent built from i instead of 2k', 'exponent-uses-i'],
  [f4(Math.cos(2)), 'concatenated layout used instead of interleaved', 'layout-concatenated'],
  ['0.0199', 'cut off instead of rounded', 'truncated'],
];

// A widget with quiz="own" and the author's list as the text of its <script type="application/json">.
async function mountOwn(page, list, attributes = {}) {
  await page.evaluate(async ([text, attrs]) => {
    window.events = [];
    for (const type of ['pe-answer', 'pe-score']) document.addEventListener(type, (e) => window.events.push({ type, detail: e.detail }));
    const el = document.createElement('sinusoidal-pe');
    el.id = 'own';
    el.setAttribute('quiz', 'own');
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = text;
    el.append(script);
    document.getElementById('host').append(el);
    await customElements.whenDefined('sinusoidal-pe');
    await el.updateComplete;
  }, [typeof list === 'string' ? list : JSON.stringify(list), attributes]);
  return page.locator('#own');
}

async function check(quiz, text) {
  await quiz.getByLabel('Your answer').fill(text);
  await quiz.getByRole('button', { name: 'Check' }).click();
}

describe('quiz="own": the author\'s questions', () => {
  const h = useBrowser();
  const open = async () => {
    const page = await h.newPage();
    await page.goto(h.url('tests/browser/fixtures/blank.html'));
    return page;
  };

  it('asks each question in turn, names every slip of Q1, and reports the score', async () => {
    const page = await open();
    const widget = await mountOwn(page, [Q1, { kind: 'dot', tokenP: 3, tokenQ: 1 }]);
    const quiz = widget.getByRole('group', { name: 'Quiz' });
    await expectText(quiz, '2 questions on d_model = 4, base 10000, interleaved layout, tokens numbered from 0; written for this page.');
    await expectText(quiz.locator('.quiz-progress'), 'Question 1 of 2 · Score 0 of 2');
    await expectText(quiz.locator('.prompt'), 'Coordinate 2 belongs to the slowest pair (k = 1). What is its value for token number 2?');
    assert.equal(await quiz.getByRole('button', { name: 'New questions' }).isVisible(), false, 'a fixed list has no New questions');
    for (const [typed, name] of Q1_SLIPS) {
      await check(quiz, typed);
      await expectText(quiz.getByRole('status'), `Likely slip: ${name}.`);
      await quiz.getByRole('button', { name: 'Try again' }).click();
    }
    // A wrong answer that matches no slip names none.
    await check(quiz, '0.5000');
    await expectText(quiz.getByRole('status'), 'Not correct yet.');
    assert.equal(await quiz.locator('.diagnosis').count(), 0);
    await quiz.getByRole('button', { name: 'Try again' }).click();
    await check(quiz, '0.0200');
    await expectText(quiz.getByRole('status'), 'Correct.');
    await quiz.getByRole('button', { name: 'Next question' }).click();
    // PE(3)·PE(1) at d_model 4 = cos(2) + cos(2/100).
    await check(quiz, f4(Math.cos(2) + Math.cos(0.02)));
    await expectText(quiz.getByRole('status'), 'Correct.');
    await expectText(quiz.getByRole('status'), 'All 2 questions have an answer: score 2 of 2.');
    const events = await page.evaluate(() => window.events);
    const answers = events.filter((e) => e.type === 'pe-answer');
    assert.deepEqual(answers.slice(0, 6).map((e) => e.detail.diagnosis), Q1_SLIPS.map(([, , code]) => code));
    assert.equal(answers[6].detail.diagnosis, null);
    const [score] = events.filter((e) => e.type === 'pe-score');
    assert.deepEqual(score.detail.score, { raw: 2, min: 0, max: 2, scaled: 1 });
    assert.match(score.detail.statement.object.id, /^urn:sinusoidal-pe:quiz:own-[0-9a-f]{8}:d4-b10000-interleaved-o0:2$/);
    assert.match(answers[0].detail.statement.object.id, /^urn:sinusoidal-pe:question:own-[0-9a-f]{8}-1:d4-b10000-interleaved-o0$/);
  });

  it('follows the widget\'s settings: the same spec at d_model 8 asks about that vector', async () => {
    const page = await open();
    const widget = await mountOwn(page, [{ kind: 'coordinate', token: 5, i: 3 }], { 'd-model': '8', base: '100' });
    const quiz = widget.getByRole('group', { name: 'Quiz' });
    await expectText(quiz, 'd_model = 8, base 100');
    // Coordinate 3 is the cosine of pair 1: cos(5 / 100^(2/8)).
    await check(quiz, Math.cos(5 / 100 ** (2 / 8)).toFixed(4));
    await expectText(quiz.getByRole('status'), 'Correct.');
  });

  it('leaves out a bad entry with its number and the reason, and asks the others', async () => {
    const page = await open();
    const widget = await mountOwn(page, [Q1, { kind: 'coordinate', token: 2, i: 9 }, { kind: 'spiral' }, 'q1', { kind: 'position-zero-choice' }]);
    const quiz = widget.getByRole('group', { name: 'Quiz' });
    const problems = quiz.getByRole('alert');
    await expectText(problems, '3 questions of this quiz are left out:');
    await expectText(problems, 'Question 2:');
    await expectText(problems, '9');
    await expectText(problems, 'Question 3:');
    await expectText(problems, 'spiral');
    await expectText(problems, 'Question 4 is the text "q1"');
    await expectText(quiz.locator('.quiz-progress'), 'Question 1 of 2');
    await check(quiz, '0.0200');
    await expectText(quiz.getByRole('status'), 'Correct.');
  });

  it('says what is wrong with a list that is not JSON, or empty, and shows no quiz', async () => {
    const page = await open();
    for (const [text, words] of [['[{"kind": "coordinate",]', 'not valid JSON'], ['[]', 'The question list is empty'], ['{"kind":"dot"}', 'must be a JSON array']]) {
      const widget = await mountOwn(page, text);
      await expectText(widget.getByRole('alert'), words);
      assert.equal(await widget.getByLabel('Your answer').count(), 0);
      // The table is still there and exact.
      await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
      await widget.evaluate((el) => el.remove());
    }
  });

  it('asks the new questions when the author\'s list changes', async () => {
    const page = await open();
    const widget = await mountOwn(page, [Q1]);
    const quiz = widget.getByRole('group', { name: 'Quiz' });
    await expectText(quiz.locator('.quiz-progress'), 'Question 1 of 1');
    await widget.evaluate((el) => {
      el.querySelector('script').textContent = JSON.stringify([{ kind: 'dot', tokenP: 1, tokenQ: 1 }, { kind: 'dot', tokenP: 2, tokenQ: 0 }]);
    });
    await expectText(quiz.getByRole('status'), 'The questions changed. Question 1 of 2.');
    // PE(1)·PE(1) = d_model / 2 = 2.
    await check(quiz, '2.0000');
    await expectText(quiz.getByRole('status'), 'Correct.');
  });

  it('takes its outline out of the table when an edited list has no question left', async () => {
    const page = await open();
    const widget = await mountOwn(page, [Q1]);
    const quiz = widget.getByRole('group', { name: 'Quiz' });
    await check(quiz, f4(Math.sin(0.02)));
    await expectText(quiz.getByRole('status'), 'Correct.');
    await expectText(widget.locator('.quiz-compare'), '(outlined in the table)');
    assert.equal(await widget.locator('td.is-asked').count(), 1);
    await widget.evaluate((el) => {
      el.querySelector('script').textContent = JSON.stringify([{ kind: 'no-such-kind' }]);
    });
    await expectText(widget.getByRole('alert'), 'This quiz has no question to ask');
    assert.equal(await widget.locator('td.is-asked').count(), 0);
    assert.equal(await widget.locator('.quiz-compare').isVisible(), false);
  });

  it('embed.html takes the list as questions=, URL-encoded JSON', async () => {
    const page = await h.newPage();
    const list = JSON.stringify([Q1, { kind: 'coordinate', token: 2, i: 77 }]);
    await page.goto(`${h.url('embed.html')}?${new URLSearchParams({ quiz: 'own', view: 'quiz', questions: list })}`);
    await expectText(page.getByRole('alert'), 'Question 2:');
    await expectText(page.locator('.quiz-progress'), 'Question 1 of 1');
    await check(page, Q1_SLIPS[0][0]);
    await expectText(page.getByRole('status'), 'Likely slip: angle taken in degrees.');
  });
});

describe('quiz="q1" names its slips (the check build of the core)', () => {
  const h = useBrowser();

  it('each slip by name, pe-answer with its code; an answer not judged sends no statement', async () => {
    const page = await h.newPage();
    await page.goto(h.url('tests/browser/fixtures/blank.html'));
    await page.evaluate(() => {
      window.events = [];
      document.addEventListener('pe-answer', (e) => window.events.push(e.detail));
    });
    const widget = await mountWidget(page, { quiz: 'q1', view: 'quiz' });
    for (const [typed, name] of Q1_SLIPS) {
      await check(widget, typed);
      await expectText(widget.getByRole('status'), `Likely slip: ${name}.`);
    }
    await check(widget, '0.02');
    await expectText(widget.getByRole('status'), 'Too few decimals.');
    const events = await page.evaluate(() => window.events);
    assert.deepEqual(events.slice(0, 6).map((e) => e.diagnosis), Q1_SLIPS.map(([, , code]) => code));
    assert.equal(events[6].verdict, 'too-few-decimals');
    assert.equal(events[6].statement, null, 'not an attempt: no statement');
    // Only the check build was fetched: not the table build, not the bank's.
    const cores = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((n) => n.endsWith('.wasm')));
    assert.deepEqual(cores.map((n) => n.split('/').pop()), ['pe-core-check-wasm.wasm']);
  });
});
