// The core's two builds (dist/): pe-core-wasm, which a page without the question bank downloads,
// and pe-core-bank-wasm, the same functions plus makeQuiz. They compute the same bits; the plain one
// says how to get the bank when asked for it; and a page that has loaded the bank build is given it
// for every later loadCore(), so that it never holds both.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { loadCore } from '../../dist/pe-core.js';

const plainLoad = loadCore();
const plain = await plainLoad;
const bankLoad = loadCore({ quizBank: true });
const bank = await bankLoad;

const SETTINGS = [
  { dModel: 4, base: 10000, layout: 'interleaved' },
  { dModel: 512, base: 10000, layout: 'concatenated' },
  { dModel: 64, base: 500, layout: 'interleaved' },
];
const POSITIONS = [...Array.from({ length: 300 }, (_, r) => r), -7, 0.5, 1e5, 65536];

describe('the plain build and the bank build', () => {
  it('are two cores, and only the bank build has the question bank', () => {
    assert.notEqual(plain, bank);
    assert.equal(plain.hasQuizBank, false);
    assert.equal(bank.hasQuizBank, true);
    assert.deepEqual(Object.keys(plain).sort(), Object.keys(bank).sort());
  });

  it('give bit-identical tables, coordinates and checks', () => {
    for (const s of SETTINGS) {
      assert.deepEqual(plain.table(POSITIONS, s), bank.table(POSITIONS, s), JSON.stringify(s));
      assert.equal(plain.wavelength(s.dModel / 2 - 1, s), bank.wavelength(s.dModel / 2 - 1, s));
      assert.equal(plain.dot(3, 11, s), bank.dot(3, 11, s));
    }
    const spec = { pos: 2, i: 2, dModel: 4, decimals: 4 };
    for (const typed of ['0.0200', '0.0199', '0.02', 'abc']) {
      assert.deepEqual(plain.checkAnswer(typed, spec), bank.checkAnswer(typed, spec), typed);
    }
  });

  it('the plain build refuses makeQuiz and a makeQuiz question, naming the call that has them', () => {
    assert.throws(() => plain.makeQuiz({ seed: 1 }), {
      message: 'makeQuiz needs the core with the question bank; load it with loadCore({ quizBank: true }).',
    });
    const [question] = bank.makeQuiz({ seed: 1, count: 1 });
    assert.throws(() => plain.checkAnswer('0.5', question), /question bank; load it with loadCore\(\{ quizBank: true \}\)\./);
    const answer = question.type === 'choice' ? String(question.answer) : question.expected.toFixed(question.decimals);
    assert.equal(bank.checkAnswer(answer, question).verdict, 'correct');
  });

  it('the plain build is the smaller download', () => {
    const size = (f) => readFileSync(new URL(`../../dist/${f}`, import.meta.url)).length;
    assert.ok(size('pe-core-wasm.wasm') < 0.75 * size('pe-core-bank-wasm.wasm'),
      `${size('pe-core-wasm.wasm')} bytes against ${size('pe-core-bank-wasm.wasm')}`);
  });
});

describe('loadCore with two builds', () => {
  it('shares one promise per build', () => {
    assert.equal(loadCore({ quizBank: true }), bankLoad);
    assert.notEqual(bankLoad, plainLoad);
  });

  it('gives the bank build to every caller once the page has asked for it', async () => {
    assert.equal(loadCore(), bankLoad);
    assert.equal(await loadCore({}), bank);
  });
});
