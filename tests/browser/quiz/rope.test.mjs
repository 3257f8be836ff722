// RoPE's questions as a learner meets them: the bank with quiz-topics="rope" (the demo page's last
// widget) and "both", a change of topics on a live widget, a refused one, an attempt on RoPE's bank put
// back into a widget, an author's RoPE questions (quiz="own") and embed.html's quiz-topics. The right
// answers and the slips' wrong answers are computed here from RoFormer's formulas and NTK-aware
// scaling (Math.sin, Math.cos), from what each question states; never from its expected value or its
// list of mistakes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadCore } from '../../../dist/pe-core.js';
import { expectText, fixtureUrl, mountWidget, useBrowser } from '../harness.mjs';
import { englishCore } from '../../node/english.mjs';

// The core's texts in English, as the widget in English shows them.
const core = englishCore(await loadCore({ quizBank: true }));
const SETTINGS = { dModel: 8, base: 10000, layout: 'interleaved', origin: 0 };
/** The demo page's RoPE bank: seed 1, four questions, one per cell I to L (the order the test relies on). */
const ROPE = core.makeQuiz({ seed: 1, ...SETTINGS, count: 4, topics: 'rope' });

// ---- the formulas, written here --------------------------------------------------------------------

const TAU = 2 * Math.PI;
const theta = (k, d, base) => base ** (-(2 * k) / d);
const pairOf = (k, d, layout) => (layout === 'concatenated' ? [k, k + d / 2] : [2 * k, 2 * k + 1]);
/** The score of q at m and k at n: per pair (q_a k_a + q_b k_b)·cos(Δθ) + (q_a k_b − q_b k_a)·sin(Δθ), Δ = m − n. */
function score(q, k, offset, { dModel: d, base, layout }) {
  let sum = 0;
  for (let j = 0; j < d / 2; j++) {
    const [a, b] = pairOf(j, d, layout);
    const phi = offset * theta(j, d, base);
    sum += (q[a] * k[a] + q[b] * k[b]) * Math.cos(phi) + (q[a] * k[b] - q[b] * k[a]) * Math.sin(phi);
  }
  return sum;
}
/** The numbers of "q = [2, -1.5, …]" in a question's text. */
const vectorIn = (text, name) => text.match(new RegExp(`${name} = \\[([^\\]]+)\\]`))[1].split(',').map(Number);
const numberIn = (text, pattern) => Number(text.match(pattern)[1]);

// ---- the learner's moves ---------------------------------------------------------------------------

async function check(quiz, text) {
  await quiz.getByLabel('Your answer').fill(text);
  await quiz.getByRole('button', { name: 'Check' }).click();
}
async function said(quiz, text) {
  await expectText(quiz.getByRole('status'), text);
}
const next = (quiz) => quiz.getByRole('button', { name: /^Next (unanswered )?question$/ }).click();

describe('RoPE in the quiz', () => {
  const h = useBrowser();
  async function open(attributes) {
    const page = await h.newPage();
    await page.goto(fixtureUrl(h, 'blank.html'));
    const widget = await mountWidget(page, attributes);
    const quiz = widget.getByRole('group', { name: 'Quiz' });
    await quiz.getByLabel('Your answer').waitFor();
    return { page, widget, quiz };
  }

  it('quiz-topics="rope": the angle, the score, a scaled wavelength and the pairs that never turn, each right answer and slip worked out here', async () => {
    const { page, widget, quiz } = await open({ quiz: 'bank', 'quiz-topics': 'rope', 'quiz-count': '4', 'd-model': '8', view: 'quiz' });
    await page.evaluate(() => {
      window.answers = [];
      document.addEventListener('pe-answer', (e) => window.answers.push(e.detail.statement.context.contextActivities.parent[0].id));
    });
    await expectText(quiz.locator('.quiz-about'), '4 questions about RoPE on d_model = 8, base 10000, interleaved layout, tokens numbered from 0.');
    assert.deepEqual(ROPE.map((question) => question.cell), ['I', 'J', 'K', 'L']);
    const prompt = () => quiz.locator('.prompt').textContent();
    const topic = quiz.locator('.quiz-topic');

    // I: the angle m·θ_k, counter-clockwise; taken clockwise, it is the negative.
    await expectText(topic, 'RoPE: the angle of one pair');
    let text = await prompt();
    const token = numberIn(text, /token number (\d+) by an angle/);
    const k = numberIn(text, /pair k = (\d+)/);
    const angle = token * theta(k, 8, 10000);
    const decimals = numberIn(text, /at least (\d+) decimal/);
    await check(quiz, (-angle).toFixed(decimals));
    await said(quiz, 'Likely slip: rotation taken clockwise.');
    await quiz.getByRole('button', { name: 'Try again' }).click();
    await check(quiz, angle.toFixed(decimals));
    await said(quiz, 'Correct.');

    // J: the score, from the vectors the question gives, with the signed offset m − n.
    await next(quiz);
    await expectText(topic, 'RoPE: the attention score');
    text = await prompt();
    const q = vectorIn(text, 'q');
    const kv = vectorIn(text, 'k');
    const m = numberIn(text, /token number m = (\d+)/);
    const n = numberIn(text, /token number n = (\d+)/);
    assert.notEqual(m, n);
    const d4 = (x) => x.toFixed(numberIn(text, /at least (\d+) decimal/));
    await check(quiz, d4(score(q, kv, Math.abs(m - n), SETTINGS)));
    await said(quiz, m < n ? 'Likely slip: |m − n| used for a signed offset.' : 'Not correct yet.');
    await quiz.getByRole('button', { name: 'Try again' }).click();
    await check(quiz, d4(score(q, kv, m - n, { ...SETTINGS, layout: 'concatenated' })));
    await said(quiz, 'Likely slip: concatenated layout used instead of interleaved.');
    // Kept: this one stays wrong.

    // K: a wavelength after NTK-aware scaling, b′ = b·s^(d/(d − 2)); with the exponent dropped, b′ = b·s.
    await next(quiz);
    await expectText(topic, 'RoPE: a scaled frequency');
    text = await prompt();
    assert.match(text, /NTK-aware scaling \(factor (\d+)\)/, 'seed 1 asks about NTK-aware scaling');
    const s = numberIn(text, /factor (\d+)/);
    const kk = numberIn(text, /pair k = (\d+)’?'?s wavelength/);
    const dk = numberIn(text, /at least (\d+) decimal/);
    const wavelength = (b) => TAU / b ** (-(2 * kk) / 8);
    await check(quiz, wavelength(10000 * s).toFixed(dk));
    await said(quiz, 'Likely slip: NTK\'s exponent d/(d − 2) dropped.');
    await quiz.getByRole('button', { name: 'Try again' }).click();
    await check(quiz, wavelength(10000 * s ** (8 / 6)).toFixed(dk));
    await said(quiz, 'Correct.');

    // L: pairs whose wavelength 2π·b^(2k/d) is longer than the context; without 2π, fewer.
    await next(quiz);
    await expectText(topic, 'RoPE: pairs that never turn in full');
    text = await prompt();
    const context = numberIn(text, /context of (\d+) tokens/);
    const count = (factor) => [0, 1, 2, 3].filter((j) => factor * 10000 ** ((2 * j) / 8) > context).length;
    assert.notEqual(count(TAU), count(1), 'the slip gives another count here');
    await check(quiz, String(count(1)));
    await said(quiz, 'Likely slip: wavelength without the factor 2π.');

    // Score 2 of 4; the summary names each question's topic.
    await quiz.getByRole('button', { name: 'See your score' }).click();
    await expectText(quiz.locator('.quiz-summary'), 'You answered 2 of 4 questions correctly (50%).');
    for (const title of ['RoPE: the angle of one pair', 'RoPE: the attention score', 'RoPE: a scaled frequency', 'RoPE: pairs that never turn in full']) {
      await expectText(quiz.locator('.quiz-summary'), title);
    }
    // The statements name a quiz of RoPE's questions, apart from the 2017 bank of the same seed.
    const ids = await page.evaluate(() => window.answers);
    assert.ok(ids.length >= 4 && ids.every((id) => id === 'urn:sinusoidal-pe:quiz:1:d8-b10000-interleaved-o0:4:rope'), ids.join());
    assert.equal((await widget.evaluate((el) => el.attempt)).quiz.topics, 'rope');
  });

  it('a change of quiz-topics makes new questions and says so; a refused value keeps them and names the rule', async () => {
    const { widget, quiz } = await open({ quiz: 'bank', 'd-model': '8' });
    const about = quiz.locator('.quiz-about');
    await expectText(about, /^8 questions on d_model = 8/);
    await expectText(quiz.locator('.quiz-topic'), 'Position zero');
    await widget.evaluate((el) => { el.quizTopics = 'rope'; });
    await said(quiz, 'New questions about RoPE. Question 1 of 8.');
    await expectText(about, /^8 questions about RoPE on d_model = 8/);
    await expectText(quiz.locator('.quiz-topic'), 'RoPE: the angle of one pair');
    assert.equal(await widget.getAttribute('quiz-topics'), 'rope');

    await widget.evaluate((el) => el.setAttribute('quiz-topics', 'both'));
    await said(quiz, 'New questions about the sinusoidal encoding and RoPE.');
    await expectText(quiz.locator('.quiz-topic'), 'Position zero');
    await next(quiz);
    await expectText(quiz.locator('.quiz-topic'), 'RoPE: the angle of one pair');

    await widget.evaluate((el) => el.setAttribute('quiz-topics', 'physics'));
    await expectText(widget.getByRole('alert'), 'This page asks the widget for something it cannot do');
    assert.match(
      await widget.evaluate((el) => el.problems.map((p) => p.message).join(' | ')),
      /quiz-topics="physics": the bank's topics must be "sinusoidal" \(the 2017 encoding, the default\), "rope" \(RoPE, the rotation inside attention\) or "both" \(the two in turn\)\./,
    );
    await expectText(about, /^8 questions about the sinusoidal encoding and RoPE/);
    const refused = await widget.evaluate((el) => {
      try {
        el.quizTopics = 'physics';
        return null;
      } catch (error) {
        return `${error.name}: ${error.message}`;
      }
    });
    assert.match(refused, /^RangeError: quiz-topics="physics": the bank's topics must be/);
    assert.equal(await widget.evaluate((el) => el.quizTopics), 'sinusoidal', 'a refused value reads as the default');

    await widget.evaluate((el) => el.removeAttribute('quiz-topics'));
    await said(quiz, 'New questions about the sinusoidal encoding.');
    await expectText(about, /^8 questions on d_model = 8/);
  });

  it('an attempt on RoPE\'s bank goes back into a widget with its topics, answers and place', async () => {
    const first = await open({ quiz: 'bank', 'quiz-topics': 'rope', 'quiz-count': '4', 'd-model': '8', view: 'quiz' });
    const text = await first.quiz.locator('.prompt').textContent();
    const angle = numberIn(text, /token number (\d+) by an angle/) * theta(numberIn(text, /pair k = (\d+)/), 8, 10000);
    await check(first.quiz, angle.toFixed(4));
    await said(first.quiz, 'Correct.');
    const saved = await first.widget.evaluate((el) => el.attempt);
    assert.deepEqual(saved.quiz, { seed: 1, settings: SETTINGS, count: 4, topics: 'rope' });

    const { widget, quiz } = await open({ quiz: 'bank', view: 'quiz' });
    await widget.evaluate((el, a) => { el.attempt = JSON.parse(a); }, JSON.stringify(saved));
    await said(quiz, 'Welcome back');
    assert.equal(await widget.getAttribute('quiz-topics'), 'rope');
    await expectText(quiz.locator('.quiz-about'), '4 questions about RoPE on d_model = 8');
    await expectText(quiz.locator('.quiz-progress'), 'Score 1 of 4');
    assert.equal(await quiz.getByLabel('Your answer').inputValue(), angle.toFixed(4));
  });

  it('quiz="own": an author\'s questions of RoPE\'s four kinds, checked and titled like the bank\'s', async () => {
    const page = await h.newPage();
    await page.goto(fixtureUrl(h, 'blank.html'));
    const list = [
      { kind: 'rope-angle', token: 3, k: 1 },
      { kind: 'rope-score', q: [1, 0, 0.5, 2], k: [0, 1, 1, 0], m: 7, n: 2 },
      { kind: 'rope-scaled', k: 1, scaling: { type: 'linear', factor: 4 }, quantity: 'wavelength' },
      { kind: 'rope-turns', context: 100 },
    ];
    await page.evaluate((text) => {
      const el = document.createElement('sinusoidal-pe');
      el.id = 'own';
      el.setAttribute('quiz', 'own');
      const script = document.createElement('script');
      script.type = 'application/json';
      script.textContent = text;
      el.append(script);
      document.getElementById('host').append(el);
    }, JSON.stringify(list));
    const quiz = page.locator('#own').getByRole('group', { name: 'Quiz' });
    await expectText(quiz.locator('.quiz-about'), '4 questions on d_model = 4, base 10000, interleaved layout, tokens numbered from 0; written for this page.');
    const s4 = { dModel: 4, base: 10000, layout: 'interleaved' };
    const answers = [
      ['RoPE: the angle of one pair', (3 * theta(1, 4, 10000)).toFixed(4), (-3 * theta(1, 4, 10000)).toFixed(4), 'Likely slip: rotation taken clockwise.'],
      ['RoPE: the attention score', score([1, 0, 0.5, 2], [0, 1, 1, 0], 5, s4).toFixed(4), score([1, 0, 0.5, 2], [0, 1, 1, 0], 5, { ...s4, layout: 'concatenated' }).toFixed(4), 'Likely slip: concatenated layout used instead of interleaved.'],
      // Position Interpolation: λ′ = s·λ; applied to the base instead, λ = 2π·(s·b)^(2k/d).
      ['RoPE: a scaled frequency', (4 * TAU * 10000 ** (2 / 4)).toFixed(2), (TAU * 40000 ** (2 / 4)).toFixed(2), 'Likely slip: Position Interpolation applied to the base instead of the positions.'],
      // λ_0 = 6.28, λ_1 = 628.3: one pair longer than 100 tokens; without 2π, 1 and 100: none.
      ['RoPE: pairs that never turn in full', '1', '0', 'Likely slip: wavelength without the factor 2π.'],
    ];
    for (const [j, [title, right, slip, name]] of answers.entries()) {
      if (j) await next(quiz);
      await expectText(quiz.locator('.quiz-topic'), title);
      await check(quiz, slip);
      await said(quiz, name);
      await quiz.getByRole('button', { name: 'Try again' }).click();
      await check(quiz, right);
      await said(quiz, 'Correct.');
    }
    await quiz.getByRole('button', { name: 'See your score' }).click();
    await expectText(quiz.locator('.quiz-summary'), 'You answered 4 of 4 questions correctly (100%).');
  });

  it('embed.html takes quiz-topics from the URL', async () => {
    const page = await h.newPage();
    await page.goto(`${h.url('embed.html')}?quiz=bank&quiz-topics=rope&quiz-count=4&view=quiz&d-model=8`);
    const quiz = page.locator('sinusoidal-pe').getByRole('group', { name: 'Quiz' });
    await expectText(quiz.locator('.quiz-about'), '4 questions about RoPE on d_model = 8');
    await expectText(quiz.locator('.quiz-topic'), 'RoPE: the angle of one pair');
  });
});
