// The core's three builds (dist/): pe-core-wasm, the table build, which a page without a quiz
// downloads; pe-core-check-wasm, the same functions plus checkAnswer (quiz="q1"); and
// pe-core-bank-wasm, the same plus makeQuiz and makeQuestion. They compute the same bits; a smaller
// one says how to get what it lacks; and a page that has loaded (or is loading) a bigger build is
// given it for every later loadCore() that needs less, so that it never loads a smaller one after it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { loadCore } from '../../../dist/pe-core.js';
import { english } from '../english.mjs';

// Smallest first: each load is one build more. Asking for a smaller one later gets the biggest.
const tableLoad = loadCore();
const table = await tableLoad;
const checkLoad = loadCore({ answers: true });
const check = await checkLoad;
const tableAfterCheck = loadCore();
const bankLoad = loadCore({ quizBank: true });
const bank = await bankLoad;

const SETTINGS = [
  { dModel: 4, base: 10000, layout: 'interleaved' },
  { dModel: 512, base: 10000, layout: 'concatenated' },
  { dModel: 64, base: 500, layout: 'interleaved' },
];
const POSITIONS = [...Array.from({ length: 300 }, (_, r) => r), -7, 0.5, 1e5, 65536];
const Q1 = { pos: 2, i: 2, dModel: 4, decimals: 4 };
const ANSWERS = 'checkAnswer needs the core that checks answers; load it with loadCore({ answers: true }).';
const BANK = /question bank; load it with loadCore\(\{ quizBank: true \}\)\./;

describe('the table build, the check build and the bank build', () => {
  it('are three cores: checkAnswer from the check build on, the question bank in the bank build only', () => {
    assert.notEqual(table, check);
    assert.notEqual(check, bank);
    assert.deepEqual([table.hasAnswers, check.hasAnswers, bank.hasAnswers], [false, true, true]);
    assert.deepEqual([table.hasQuizBank, check.hasQuizBank, bank.hasQuizBank], [false, false, true]);
    // The same object shape in every build: what a build lacks throws a sentence saying how to get it.
    assert.deepEqual(Object.keys(table).sort(), Object.keys(bank).sort());
    assert.deepEqual(Object.keys(check).sort(), Object.keys(bank).sort());
  });

  it('give bit-identical tables, coordinates and checks', () => {
    for (const s of SETTINGS) {
      for (const other of [check, bank]) {
        assert.deepEqual(table.table(POSITIONS, s), other.table(POSITIONS, s), JSON.stringify(s));
        assert.equal(table.wavelength(s.dModel / 2 - 1, s), other.wavelength(s.dModel / 2 - 1, s));
        assert.equal(table.dot(3, 11, s), other.dot(3, 11, s));
        assert.deepEqual(table.coordinateRole(s.dModel - 1, s), other.coordinateRole(s.dModel - 1, s));
      }
    }
    for (const typed of ['0.0200', '0.0199', '0.02', 'abc', '0.9998']) {
      assert.deepEqual(check.checkAnswer(typed, Q1), bank.checkAnswer(typed, Q1), typed);
    }
  });

  it('the table build refuses checkAnswer, naming the loadCore option that has it', () => {
    assert.throws(() => table.checkAnswer('0.0200', Q1), { message: ANSWERS });
    assert.throws(() => table.checkAnswer('0.02', { expected: 0.02, decimals: 2 }), { message: ANSWERS });
    // Even for a bad spec: what is missing is the function, not a better argument.
    assert.throws(() => table.checkAnswer('0.02', null), { message: ANSWERS });
  });

  it('the check build judges q1 and names a coordinate slip', () => {
    assert.equal(check.checkAnswer('0.0200', Q1).verdict, 'correct');
    const swapped = check.checkAnswer('0.9998', Q1);
    assert.equal(swapped.diagnosis, 'sin-cos-swapped');
    assert.equal(english(swapped.diagnosisName), 'sine and cosine swapped');
  });

  it('the smaller builds refuse makeQuiz and a makeQuiz question, naming the option that has them', () => {
    for (const core of [table, check]) {
      assert.throws(() => core.makeQuiz({ seed: 1 }), {
        message: 'makeQuiz needs the core with the question bank; load it with loadCore({ quizBank: true }).',
      });
      assert.throws(() => core.makeQuestion({ kind: 'coordinate', token: 1, i: 0 }, { dModel: 4 }), BANK);
    }
    const [question] = bank.makeQuiz({ seed: 1, count: 1 });
    assert.throws(() => table.checkAnswer('0.5', question), BANK);
    assert.throws(() => check.checkAnswer('0.5', question), BANK);
    const answer = question.type === 'choice' ? String(question.answer) : question.expected.toFixed(question.decimals);
    assert.equal(bank.checkAnswer(answer, question).verdict, 'correct');
  });

  it('each is a smaller download than the next', () => {
    const size = (f) => readFileSync(new URL(`../../../dist/${f}`, import.meta.url)).length;
    const [t, c, b] = ['pe-core-wasm.wasm', 'pe-core-check-wasm.wasm', 'pe-core-bank-wasm.wasm'].map(size);
    assert.ok(t < 0.85 * c, `table ${t} bytes against check ${c}`);
    assert.ok(c < 0.75 * b, `check ${c} bytes against bank ${b}`);
  });
});

describe('loadCore with three builds', () => {
  it('shares one promise per build', () => {
    assert.equal(loadCore({ quizBank: true }), bankLoad);
    assert.notEqual(bankLoad, checkLoad);
    assert.notEqual(checkLoad, tableLoad);
  });

  it('gave the check build to a later caller asking for the table build', async () => {
    assert.equal(tableAfterCheck, checkLoad);
    assert.equal(await tableAfterCheck, check);
  });

  it('gives the bank build to every caller once the page has asked for it', async () => {
    assert.equal(loadCore(), bankLoad);
    assert.equal(loadCore({ answers: true }), bankLoad);
    assert.equal(await loadCore({}), bank);
    assert.equal(await loadCore({ answers: true, quizBank: false }), bank);
  });

  it('hands a bigger build that is still loading to a smaller request made meanwhile, and one asked for in the same task (a fresh page)', () => {
    const coreUrl = pathToFileURL(fileURLToPath(new URL('../../../dist/pe-core.js', import.meta.url))).href;
    const script = `
      const { loadCore } = await import(${JSON.stringify(coreUrl)});
      const check = loadCore({ answers: true });
      const table = loadCore();
      const core = await table;
      const bank = loadCore({ quizBank: true });
      const later = [loadCore(), loadCore({ answers: true })];
      console.log(JSON.stringify({ same: table === check, hasAnswers: core.hasAnswers, hasQuizBank: core.hasQuizBank,
        bankShared: later.every((p) => p === bank), bankHasIt: (await later[0]).hasQuizBank }));
    `;
    // Asked for in the same task (widgets upgraded together), the bigger build is the only one loaded.
    const sameTask = `
      const { loadCore } = await import(${JSON.stringify(coreUrl)});
      const first = loadCore({ answers: true });
      const second = loadCore();
      const bank = loadCore({ quizBank: true });
      const cores = await Promise.all([first, second, bank]);
      console.log(JSON.stringify({ oneCore: cores.every((c) => c === cores[2]), hasQuizBank: cores[0].hasQuizBank }));
    `;
    const together = spawnSync(process.execPath, ['--input-type=module', '--eval', sameTask], { encoding: 'utf8', timeout: 60_000 });
    assert.equal(together.status, 0, `child failed: ${together.stderr}`);
    assert.deepEqual(JSON.parse(together.stdout.trim().split('\n').pop()), { oneCore: true, hasQuizBank: true });
    const child = spawnSync(process.execPath, ['--input-type=module', '--eval', script], { encoding: 'utf8', timeout: 60_000 });
    assert.equal(child.status, 0, `child failed: ${child.stderr}`);
    assert.deepEqual(JSON.parse(child.stdout.trim().split('\n').pop()),
      { same: true, hasAnswers: true, hasQuizBank: false, bankShared: true, bankHasIt: true });
  });
});
