// Every statement the widget emits (pe-answer's "answered", pe-score's "completed") is valid xAPI
// once a platform adds the actor, by @learninglocker/xapi-validation: for numeric and choice
// questions of several banks, right and wrong answers, Q1, and finished quizzes. An answer that was
// not judged (too few decimals, unreadable) has no statement: it is not an attempt.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { loadCore } from '../../../dist/pe-core.js';
import { Q1 } from '../../../web/quiz/questions.js';
import { answeredStatement, completedStatement } from '../../../web/quiz/xapi.js';

const require = createRequire(import.meta.url);
const validate = require('@learninglocker/xapi-validation').default;
const core = await loadCore({ quizBank: true });
const ACTOR = { objectType: 'Agent', name: 'Ada Learner', mbox: 'mailto:ada@example.org' };
const withActor = (statement) => ({ actor: ACTOR, ...statement });

const BANKS = [
  { seed: 1, dModel: 4, base: 10000, layout: 'interleaved', origin: 0 },
  { seed: 2, dModel: 4, base: 10000, layout: 'interleaved', origin: 0 },
  { seed: 3, dModel: 8, base: 10000, layout: 'concatenated', origin: 1 },
  { seed: 7, dModel: 64, base: 500, layout: 'interleaved', origin: 1 },
];

function responses(q) {
  if (q.type === 'choice') return [String(q.answer), String((q.answer + 1) % q.choices.length)];
  return [q.expected.toFixed(q.decimals), (q.expected + 0.5).toFixed(q.decimals)];
}

describe('xAPI statements', () => {
  it('without an actor a statement is invalid: the validator is strict', () => {
    const q = core.makeQuiz({ ...BANKS[0], count: 1 })[0];
    const st = answeredStatement({ question: q, response: '0', result: core.checkAnswer('0.00', q), quiz: { seed: 1, settings: BANKS[0], count: 1 } });
    assert.notDeepEqual(validate(st), []);
  });

  for (const bank of BANKS) {
    it(`"answered" and "completed" for seed ${bank.seed}, d_model ${bank.dModel}, ${bank.layout}, origin ${bank.origin}`, () => {
      const { seed, ...settings } = bank;
      const questions = core.makeQuiz({ ...bank, count: 8 });
      const quiz = { seed, settings, count: questions.length };
      let checked = 0;
      for (const [n, q] of questions.entries()) {
        for (const text of responses(q)) {
          const result = core.checkAnswer(text, q);
          assert.ok(['correct', 'incorrect'].includes(result.verdict));
          const response = q.type === 'choice' ? 'abcd'[Number(text)] : text;
          const st = answeredStatement({ question: q, name: `Question ${n + 1}`, response, result, quiz });
          assert.deepEqual(validate(withActor(st)), [], `${q.id} ${result.verdict}`);
          checked += 1;
        }
      }
      assert.equal(checked, 16);
      for (const raw of [0, 5, 8]) assert.deepEqual(validate(withActor(completedStatement({ quiz, raw }))), []);
    });
  }

  it('Q1 answered right and wrong', () => {
    for (const text of ['0.0200', '0.5']) {
      const st = answeredStatement({ question: Q1, response: text, result: core.checkAnswer(text, Q1.spec) });
      assert.deepEqual(validate(withActor(st)), []);
    }
  });

  it('no statement for an answer that was not judged', () => {
    const q = core.makeQuiz({ ...BANKS[0], count: 2 })[1];
    for (const text of [q.expected.toFixed(q.decimals - 1), 'abc', '']) {
      const result = core.checkAnswer(text, q);
      assert.ok(['too-few-decimals', 'unreadable'].includes(result.verdict), result.verdict);
      assert.equal(answeredStatement({ question: q, response: text, result }), null);
    }
  });
});
