// The quiz engine through the built module (dist/): makeQuiz(opts) returns plain objects, the same
// ones for the same seed (pinned here exactly as in tests/cpp/quiz/bank_test.cpp), and
// checkAnswer(text, question) judges them and names the mistake behind a wrong answer.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { loadCore } from '../../../dist/pe-core.js';
import { english, refusal } from '../english.mjs';

const core = await loadCore({ quizBank: true });

// Seed 2017, d_model 4, base 10000, interleaved, origin 0; expected values from mpmath.
const PINNED = [
  { id: '2017-1-A', kind: 'coordinate', param: ['i', 1], expected: 1 },
  { id: '2017-2-B', kind: 'coordinate', param: ['token', 18], expected: -0.7509872467716761 },
  { id: '2017-3-C', kind: 'coordinate', param: ['token', 44], expected: 0.4259394650659996 },
  { id: '2017-4-D', kind: 'aliasing', param: ['turns', 3], expected: 0.18738131458572463 },
  { id: '2017-5-E', kind: 'rotation', param: ['token', 46], expected: 0.8509033830765251 },
  { id: '2017-6-F', kind: 'coordinate', param: ['token', 84857], expected: 0.53047949906250644 },
  { id: '2017-7-G', kind: 'wavelength', param: ['context', 2048], expected: 628.31853071795865 },
  { id: '2017-8-H', kind: 'dot', param: ['tokenP', 31], expected: 0.99838179594474764 },
];

const SETTINGS = [];
for (const dModel of [2, 4, 8, 64, 512]) {
  for (const base of [100, 10000]) {
    for (const layout of ['interleaved', 'concatenated']) {
      for (const origin of [0, 1]) SETTINGS.push({ dModel, base, layout, origin });
    }
  }
}

describe('makeQuiz', () => {
  it('gives the pinned questions for seed 2017', () => {
    const quiz = core.makeQuiz({ seed: 2017, dModel: 4, base: 10000 });
    assert.equal(quiz.length, 8);
    quiz.forEach((q, j) => {
      const pin = PINNED[j];
      assert.equal(q.id, pin.id);
      assert.equal(q.cell, 'ABCDEFGH'[j]);
      assert.equal(q.kind, pin.kind);
      assert.equal(q.type, 'numeric');
      assert.equal(q.params[pin.param[0]], pin.param[1]);
      assert.ok(Math.abs(q.expected - pin.expected) <= 1e-12, `${q.id}: ${q.expected} vs ${pin.expected}`);
    });
    assert.equal(quiz[1].params.i, 0);
    assert.equal(quiz[4].params.offset, -1);
    assert.equal(quiz[7].params.tokenQ, 42);
  });

  it('returns plain data: the same after a JSON round trip, and the same on every call', () => {
    const a = core.makeQuiz({ seed: 99, dModel: 64, base: 10000, layout: 'concatenated', origin: 1, count: 16 });
    const b = core.makeQuiz({ seed: 99, dModel: 64, base: 10000, layout: 'concatenated', origin: 1, count: 16 });
    assert.deepEqual(a, b);
    assert.deepEqual(JSON.parse(JSON.stringify(a)), a);
    assert.ok(Array.isArray(a[0].solution) && a[0].solution.every((s) => typeof s === 'string'));
    assert.deepEqual(a[0].settings, { dModel: 64, base: 10000, layout: 'concatenated', origin: 1 });
  });

  it('gives other numbers for another seed', () => {
    const a = core.makeQuiz({ seed: 1 });
    const b = core.makeQuiz({ seed: 2 });
    assert.ok(a.some((q, j) => q.prompt !== b[j].prompt));
  });

  it('writes the text as Unicode', () => {
    const [, b] = core.makeQuiz({ seed: 2017 });
    assert.match(english(b.prompt), /ω_0 = 1/);
    assert.match(b.solution.map((s) => english(s)).join(' '), /2π/);
  });

  it('covers every cell for many settings, and cycles them in longer quizzes', () => {
    for (const s of SETTINGS) {
      const quiz = core.makeQuiz({ seed: 7, ...s, count: 24 });
      assert.equal(quiz.length, 24);
      quiz.forEach((q, j) => assert.equal(q.cell, 'ABCDEFGH'[j % 8], JSON.stringify(s)));
      assert.equal(new Set(quiz.map((q) => q.id)).size, 24);
    }
  });

  it('refuses bad options with messages naming the setting', () => {
    assert.throws(() => core.makeQuiz(), /options object/);
    assert.throws(() => core.makeQuiz({}), /seed must be a number/);
    assert.throws(() => core.makeQuiz({ seed: -1 }), refusal(/seed must be a whole number from 0 to 2\^53.*received -1/));
    assert.throws(() => core.makeQuiz({ seed: 1.5 }), refusal(/seed.*1\.5/));
    assert.throws(() => core.makeQuiz({ seed: 1, count: 51 }), refusal(/count must be a whole number from 1 to 50.*51/));
    assert.throws(() => core.makeQuiz({ seed: 1, origin: 2 }), refusal(/origin must be 0 or 1.*2/));
    assert.throws(() => core.makeQuiz({ seed: 1, dModel: 3 }), refusal(/d_model/));
    assert.throws(() => core.makeQuiz({ seed: 1, layout: 'rows' }), refusal(/layout/));
    assert.equal(core.makeQuiz({ seed: 2 ** 53, count: 1 }).length, 1);
  });
});

describe('checkAnswer with a quiz question', () => {
  it("judges every question's own answer correct, with no diagnosis", () => {
    for (const s of SETTINGS) {
      for (const q of core.makeQuiz({ seed: 11, ...s, count: 16 })) {
        if (q.type === 'choice') {
          for (const typed of [q.answer, String(q.answer), 'abcd'[q.answer]]) {
            const r = core.checkAnswer(typed, q);
            assert.equal(r.verdict, 'correct', `${q.id} ${typed}`);
            assert.equal(r.diagnosis, undefined);
          }
          continue;
        }
        const typed = q.expected.toFixed(q.decimals);
        const r = core.checkAnswer(typed, q);
        assert.equal(r.verdict, 'correct', `${q.id}: ${typed} (${r.message})`);
        assert.equal(r.diagnosis, undefined);
        assert.equal(r.decimalsRequired, q.decimals);
      }
    }
  });

  it('names the mistake: degrees, truncation, and a wrong option', () => {
    const quiz = core.makeQuiz({ seed: 2017, dModel: 4, base: 10000 });
    const c = quiz[2]; // sin(0.44)
    const degrees = core.checkAnswer(Math.sin((0.44 * Math.PI) / 180).toFixed(4), c);
    assert.equal(degrees.verdict, 'incorrect');
    assert.equal(degrees.diagnosis, 'degrees');
    assert.match(degrees.message, /degrees/);
    for (const key of ['verdict', 'message', 'value', 'expected', 'decimalsTyped', 'decimalsRequired', 'tolerance']) {
      assert.ok(key in degrees, key);
    }
    assert.equal(core.checkAnswer('-0.7509', quiz[1]).diagnosis, 'truncated'); // sin 18 = -0.750987...
    assert.equal(core.checkAnswer('0.5', quiz[1]).diagnosis, undefined);

    let choice = null;
    for (let seed = 0; !choice; seed += 1) {
      choice = core.makeQuiz({ seed, dModel: 8 }).find((q) => q.kind === 'position-zero-choice');
    }
    const zeros = choice.choices.findIndex((t) => english(t).startsWith('All of its coordinates are 0'));
    const r = core.checkAnswer(zeros, choice);
    assert.equal(r.verdict, 'incorrect');
    assert.equal(r.diagnosis, 'all-zeros-at-position-zero');
    assert.equal(core.checkAnswer('z', choice).verdict, 'unreadable');
  });

  it('works on a question stored as JSON, and refuses a damaged one', () => {
    const [q] = core.makeQuiz({ seed: 2017 });
    const stored = JSON.parse(JSON.stringify(q));
    assert.equal(core.checkAnswer('0.00', stored).diagnosis, 'all-zeros-at-position-zero');
    assert.throws(() => core.checkAnswer('1', { ...stored, expected: 'one' }), /question\.expected must be a number/);
    assert.throws(() => core.checkAnswer('1', { ...stored, decimals: 40 }), /decimals/);
  });

  it('keeps the existing answer specs working', () => {
    assert.equal(core.checkAnswer('0.0200', { pos: 2, i: 2, dModel: 4, decimals: 4 }).verdict, 'correct');
    assert.equal(core.checkAnswer('0.0199', { expected: 0.0199986667, decimals: 4 }).verdict, 'incorrect');
    assert.equal(core.checkAnswer('0.0199', { expected: 0.0199986667, decimals: 4 }).diagnosis, undefined);
  });
});

describe('diagnosisName: the core names the slip a learner reads', () => {
  it('comes with the code, in UTF-8 (2π, d_model − 2), for the bank and an author\'s question', async () => {
    const bank = await loadCore({ quizBank: true });
    // λ of the slowest pair at d_model 4: 2π·10000^(2/4) = 628.3; without 2π it is 100.
    const q = bank.makeQuestion({ kind: 'wavelength', context: 8192, decimals: 1 }, { dModel: 4 });
    const r = bank.checkAnswer('100.0', q);
    assert.equal(r.diagnosis, 'wavelength-missing-2pi');
    assert.equal(english(r.diagnosisName), 'wavelength without the factor 2π');
    const full = bank.checkAnswer((2 * Math.PI * 10000).toFixed(1), q);
    assert.equal(english(full.diagnosisName), 'exponent taken as 1 instead of (d_model − 2)/d_model');
    // A coordinate spec's slips are named too. Here loadCore({ answers: true }) is the bank's build,
    // which this process has loaded; the check build's own names: tests/node/builds.test.mjs.
    const answers = await loadCore({ answers: true });
    assert.equal(answers, bank);
    assert.equal(english(answers.checkAnswer('0.9998', { pos: 2, i: 2, dModel: 4, decimals: 4 }).diagnosisName), 'sine and cosine swapped');
  });
});
