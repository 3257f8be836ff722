// Bad input to the core API through loadCore() (dist/), as one table: {where, input, call,
// expectMessage}. Each case must throw an Error (never a bare number: an escaped C++ exception)
// whose message is a sentence containing every piece of expectMessage (the setting and the value
// received), within a time that cannot freeze a page; the core then computes normally again.
// Cases already in core.test.mjs and quiz.test.mjs are not repeated here.
// The element's attributes, the embed page's URL parameters and typed answers are in
// tests/browser/reliability.test.mjs; the C++ boundary in tests/cpp/bad_input_test.cpp.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { loadCore } from '../../../dist/pe-core.js';
import { coreIds, english, isCoreText } from '../english.mjs';

const core = await loadCore({ quizBank: true });
const quiz = core.makeQuiz({ seed: 7, count: 8 });
const numericQuestion = quiz.find((q) => q.type === 'numeric');
const choiceQuestion = core.makeQuiz({ seed: 7, count: 50 }).find((q) => q.type === 'choice');
const t4 = (n) => new Array(n).fill(0); // n positions (all 0)

// A refusal must not do the work it refuses (a table of 10^9 positions would take minutes and
// freeze a page): each is bounded by a time no refusal takes, however loaded the machine, not by a
// speed goal (those are npm run bench's).
const HANG_MS = 10_000;

const CASES = [
  // ---- coordinate(pos, i, opts) and the other scalar functions ---------------------------------
  { where: 'coordinate', input: 'pos "1"', call: () => core.coordinate('1', 0, {}), expectMessage: ['pos', 'must be a number', 'received "1"'] },
  { where: 'coordinate', input: 'pos undefined', call: () => core.coordinate(undefined, 0, {}), expectMessage: ['pos', 'received undefined'] },
  { where: 'coordinate', input: 'pos null', call: () => core.coordinate(null, 0, {}), expectMessage: ['pos', 'received null'] },
  { where: 'coordinate', input: 'pos 1n', call: () => core.coordinate(1n, 0, {}), expectMessage: ['pos', 'received 1n (a BigInt)'] },
  { where: 'coordinate', input: 'pos -Infinity', call: () => core.coordinate(-Infinity, 0, {}), expectMessage: ['position', 'finite', 'received -Infinity.'] },
  { where: 'coordinate', input: 'i "0"', call: () => core.coordinate(1, '0', {}), expectMessage: ['i must be a number', 'received "0"'] },
  { where: 'coordinate', input: 'i Infinity', call: () => core.coordinate(1, Infinity, {}), expectMessage: ['coordinate index', 'received Infinity.'] },
  { where: 'coordinate', input: 'i 2^31', call: () => core.coordinate(1, 2 ** 31, {}), expectMessage: ['coordinate index', 'from 0 to 3', 'received 2147483648.'] },
  { where: 'coordinate', input: 'i NaN', call: () => core.coordinate(1, NaN, {}), expectMessage: ['coordinate index', 'received NaN.'] },
  { where: 'coordinate', input: 'opts 5', call: () => core.coordinate(1, 0, 5), expectMessage: ['settings must be an object', 'received 5.'] },
  { where: 'coordinate', input: 'opts "d-model=4"', call: () => core.coordinate(1, 0, 'd-model=4'), expectMessage: ['settings must be an object', 'received "d-model=4".'] },
  { where: 'coordinate', input: 'opts true', call: () => core.coordinate(1, 0, true), expectMessage: ['settings must be an object', 'received true.'] },
  { where: 'frequency', input: 'k "0"', call: () => core.frequency('0', {}), expectMessage: ['k must be a number', 'received "0"'] },
  { where: 'wavelength', input: 'k NaN', call: () => core.wavelength(NaN, {}), expectMessage: ['pair index', 'received NaN.'] },
  { where: 'wavelength', input: 'k 2^31', call: () => core.wavelength(2 ** 31, {}), expectMessage: ['pair index', 'from 0 to 1', 'received 2147483648.'] },
  { where: 'shiftMatrix', input: 'offset NaN', call: () => core.shiftMatrix(0, NaN, {}), expectMessage: ['offset', 'finite', 'received NaN.'] },
  { where: 'shiftMatrix', input: 'offset "1"', call: () => core.shiftMatrix(0, '1', {}), expectMessage: ['offset must be a number', 'received "1"'] },
  { where: 'dot', input: 'p undefined', call: () => core.dot(undefined, 0, {}), expectMessage: ['p must be a number', 'received undefined'] },
  { where: 'dot', input: 'q -Infinity', call: () => core.dot(0, -Infinity, {}), expectMessage: ['position', 'received -Infinity.'] },
  { where: 'pairDot', input: 'k 1e300', call: () => core.pairDot(1e300, 0, 1, {}), expectMessage: ['pair index', 'received 1e+300.'] },

  // ---- d_model -----------------------------------------------------------------------------
  { where: 'settings.dModel', input: '1e6', call: () => core.table([0], { dModel: 1e6 }), expectMessage: ['d_model', 'at most 16384', 'received 1000000.'] },
  { where: 'settings.dModel', input: '2^31', call: () => core.table([0], { dModel: 2 ** 31 }), expectMessage: ['d_model', 'at most 16384', 'received 2147483648.'] },
  { where: 'settings.dModel', input: '2^53 + 2', call: () => core.coordinate(0, 0, { dModel: 2 ** 53 + 2 }), expectMessage: ['d_model', 'at most 16384', 'received 9.00719925474e+15.'] },
  { where: 'settings.dModel', input: 'Infinity', call: () => core.coordinate(0, 0, { dModel: Infinity }), expectMessage: ['d_model', 'received Infinity.'] },
  { where: 'settings.dModel', input: '-Infinity', call: () => core.coordinate(0, 0, { dModel: -Infinity }), expectMessage: ['d_model', 'received -Infinity.'] },
  { where: 'settings.dModel', input: '-0', call: () => core.coordinate(0, 0, { dModel: -0 }), expectMessage: ['d_model', 'positive even integer', 'received 0.'] },
  { where: 'settings.dModel', input: '2 + 1e-10', call: () => core.coordinate(0, 0, { dModel: 2.0000000001 }), expectMessage: ['d_model', 'received 2.0000000001.'] },
  { where: 'settings.dModel', input: '1e-300', call: () => core.coordinate(0, 0, { dModel: 1e-300 }), expectMessage: ['d_model', 'received 1e-300.'] },
  { where: 'settings.dModel', input: '4n', call: () => core.coordinate(0, 0, { dModel: 4n }), expectMessage: ['d_model must be a number', 'received 4n (a BigInt)'] },
  { where: 'settings.dModel', input: 'null', call: () => core.coordinate(0, 0, { dModel: null }), expectMessage: ['d_model must be a number', 'received null'] },
  { where: 'settings.dModel', input: '[4]', call: () => core.coordinate(0, 0, { dModel: [4] }), expectMessage: ['d_model must be a number', 'received an array'] },
  { where: 'settings.dModel', input: '{}', call: () => core.coordinate(0, 0, { dModel: {} }), expectMessage: ['d_model must be a number', 'received an object'] },

  // ---- base ----------------------------------------------------------------------------------
  { where: 'settings.base', input: '0', call: () => core.coordinate(0, 0, { base: 0 }), expectMessage: ['base', 'greater than 1', 'received 0.'] },
  { where: 'settings.base', input: '-1', call: () => core.coordinate(0, 0, { base: -1 }), expectMessage: ['base', 'received -1.'] },
  { where: 'settings.base', input: '-Infinity', call: () => core.coordinate(0, 0, { base: -Infinity }), expectMessage: ['base', 'finite', 'received -Infinity.'] },
  { where: 'settings.base', input: '1 - 2^-53', call: () => core.coordinate(0, 0, { base: 0.9999999999999999 }), expectMessage: ['base', 'greater than 1', 'received 0.99999999999999'] },
  { where: 'settings.base', input: '"10000"', call: () => core.coordinate(0, 0, { base: '10000' }), expectMessage: ['base must be a number', 'received "10000"'] },
  { where: 'settings.base', input: 'null', call: () => core.coordinate(0, 0, { base: null }), expectMessage: ['base must be a number', 'received null'] },

  // ---- layout --------------------------------------------------------------------------------
  { where: 'settings.layout', input: '""', call: () => core.coordinate(0, 0, { layout: '' }), expectMessage: ['layout', '"interleaved"', 'received "".'] },
  { where: 'settings.layout', input: '"Interleaved"', call: () => core.coordinate(0, 0, { layout: 'Interleaved' }), expectMessage: ['layout', 'received "Interleaved".'] },
  { where: 'settings.layout', input: '" interleaved"', call: () => core.coordinate(0, 0, { layout: ' interleaved' }), expectMessage: ['layout', 'received " interleaved".'] },
  { where: 'settings.layout', input: 'null', call: () => core.coordinate(0, 0, { layout: null }), expectMessage: ['layout', 'received null.'] },
  { where: 'settings.layout', input: '["interleaved"]', call: () => core.coordinate(0, 0, { layout: ['interleaved'] }), expectMessage: ['layout', 'received an array.'] },
  { where: 'settings.layout', input: 'a NUL inside', call: () => core.coordinate(0, 0, { layout: 'inter\0leaved' }), expectMessage: ['layout', 'received "inter?leaved".'] },
  { where: 'settings.layout', input: '1000 characters', call: () => core.coordinate(0, 0, { layout: 'x'.repeat(1000) }), expectMessage: ['layout', `received "${'x'.repeat(40)}".`] },
  { where: 'settings.layout', input: 'markup', call: () => core.coordinate(0, 0, { layout: '<img src=x onerror=alert(1)>' }), expectMessage: ['layout', 'received "<img src=x onerror=alert(1)>".'] },

  // ---- positions -----------------------------------------------------------------------------
  { where: 'positions', input: '{length: 3}', call: () => core.table({ length: 3 }, {}), expectMessage: ['positions must be an array', 'received an object'] },
  { where: 'positions', input: '5', call: () => core.table(5, {}), expectMessage: ['positions must be an array', 'received 5'] },
  { where: 'positions', input: 'a Set', call: () => core.table(new Set([0, 1]), {}), expectMessage: ['positions must be an array', 'received a Set'] },
  { where: 'positions', input: 'null', call: () => core.table(null, {}), expectMessage: ['positions must be an array', 'received null'] },
  { where: 'positions', input: '[[1]]', call: () => core.table([[1]], {}), expectMessage: ['position 0 must be a number', 'received an array'] },
  { where: 'positions', input: '[0, null]', call: () => core.table([0, null], {}), expectMessage: ['position 1 must be a number', 'received null'] },
  { where: 'positions', input: '[0, "2"]', call: () => core.table([0, '2'], {}), expectMessage: ['position 1 must be a number', 'received "2"'] },
  { where: 'positions', input: '[0, 1n]', call: () => core.table([0, 1n], {}), expectMessage: ['position 1 must be a number', 'received 1n (a BigInt)'] },
  { where: 'positions', input: 'a hole', call: () => core.table(new Array(3), {}), expectMessage: ['position 0 must be a number', 'received undefined'] },
  { where: 'positions', input: '[NaN]', call: () => core.table([NaN], {}), expectMessage: ['position', 'finite', 'received NaN.'] },
  { where: 'positions', input: 'Float64Array [-Infinity]', call: () => core.table(new Float64Array([1, -Infinity]), {}), expectMessage: ['position', 'received -Infinity.'] },

  // ---- table sizes (limits) ------------------------------------------------------------------
  // Before the length was checked in JavaScript, this one took over a second and left WebAssembly
  // memory 800 MB larger for good (the positions were copied in, then refused).
  { where: 'positions (limit)', input: '10^8 positions (Float64Array), d_model 2', call: () => core.table(new Float64Array(1e8), { dModel: 2 }), expectMessage: ['100000000 positions', 'd_model 2', 'more than 4194304 values'] },
  { where: 'positions (limit)', input: '10^9 positions (sparse array)', call: () => core.table(new Array(1e9), {}), expectMessage: ['1000000000 positions', 'more than 4194304 values'] },
  { where: 'positions (limit)', input: '4096 positions, d_model 16384', call: () => core.table(t4(4096), { dModel: 16384 }), expectMessage: ['4096 positions', 'd_model 16384', 'more than 4194304 values'] },
  { where: 'positions (limit)', input: '257 positions, d_model 16384', call: () => core.table(t4(257), { dModel: 16384 }), expectMessage: ['257 positions', 'd_model 16384', '4194304'] },
  { where: 'positions (limit)', input: '10^8 positions with d_model 3', call: () => core.table(new Array(1e8), { dModel: 3 }), expectMessage: ['d_model', 'received 3.'] },
  { where: 'positions (limit)', input: '10^8 positions with base 1', call: () => core.table(new Array(1e8), { base: 1 }), expectMessage: ['base', 'received 1.'] },

  // ---- tableInto(out, positions, opts) -------------------------------------------------------
  { where: 'tableInto', input: 'out null', call: () => core.tableInto(null, [0], {}), expectMessage: ['Float64Array', 'received null'] },
  { where: 'tableInto', input: 'out ArrayBuffer', call: () => core.tableInto(new ArrayBuffer(32), [0], {}), expectMessage: ['Float64Array', 'received an ArrayBuffer'] },
  { where: 'tableInto', input: 'out DataView', call: () => core.tableInto(new DataView(new ArrayBuffer(32)), [0], {}), expectMessage: ['Float64Array', 'received a DataView'] },
  { where: 'tableInto', input: 'out BigInt64Array', call: () => core.tableInto(new BigInt64Array(4), [0], {}), expectMessage: ['Float64Array', 'received a BigInt64Array'] },
  { where: 'tableInto', input: 'out one value short', call: () => core.tableInto(new Float64Array(11), [0, 1, 2], {}), expectMessage: ['room for 12 values', 'holds 11'] },
  { where: 'tableInto', input: 'out empty, d_model 3', call: () => core.tableInto(new Float64Array(0), [0], { dModel: 3 }), expectMessage: ['d_model', 'received 3.'] },
  { where: 'tableInto', input: 'positions "0,1"', call: () => core.tableInto(new Float64Array(8), '0,1', {}), expectMessage: ['positions must be an array', 'received "0,1"'] },
  { where: 'tableInto', input: '10^9 positions', call: () => core.tableInto(new Float64Array(8), new Array(1e9), {}), expectMessage: ['1000000000 positions', '4194304'] },

  // ---- checkAnswer(text, spec) ----------------------------------------------------------------
  { where: 'checkAnswer spec', input: 'null', call: () => core.checkAnswer('0.02', null), expectMessage: ['checkAnswer needs a spec', 'received null'] },
  { where: 'checkAnswer spec', input: '5', call: () => core.checkAnswer('0.02', 5), expectMessage: ['checkAnswer needs a spec', 'received 5'] },
  { where: 'checkAnswer spec', input: '"q1"', call: () => core.checkAnswer('0.02', 'q1'), expectMessage: ['checkAnswer needs a spec', 'received "q1"'] },
  { where: 'checkAnswer spec', input: 'pos "2"', call: () => core.checkAnswer('0.02', { pos: '2', i: 2 }), expectMessage: ['pos must be a number', 'received "2"'] },
  { where: 'checkAnswer spec', input: 'no pos', call: () => core.checkAnswer('0.02', { i: 2 }), expectMessage: ['pos must be a number', 'received undefined'] },
  { where: 'checkAnswer spec', input: 'dModel 5', call: () => core.checkAnswer('0.02', { pos: 2, i: 2, dModel: 5 }), expectMessage: ['d_model', 'received 5.'] },
  { where: 'checkAnswer spec', input: 'decimals -1', call: () => core.checkAnswer('0.02', { expected: 0.02, decimals: -1 }), expectMessage: ['decimals', 'from 0 to 12', 'received -1.'] },
  { where: 'checkAnswer spec', input: 'decimals NaN', call: () => core.checkAnswer('0.02', { expected: 0.02, decimals: NaN }), expectMessage: ['decimals', 'received NaN.'] },
  { where: 'checkAnswer spec', input: 'decimals Infinity', call: () => core.checkAnswer('0.02', { expected: 0.02, decimals: Infinity }), expectMessage: ['decimals', 'received Infinity.'] },
  { where: 'checkAnswer spec', input: 'decimals "4"', call: () => core.checkAnswer('0.02', { expected: 0.02, decimals: '4' }), expectMessage: ['decimals must be a number', 'received "4"'] },
  { where: 'checkAnswer spec', input: 'expected Infinity', call: () => core.checkAnswer('0.02', { expected: Infinity, decimals: 4 }), expectMessage: ['expected', 'finite', 'received Infinity.'] },
  { where: 'checkAnswer spec', input: 'expected -Infinity', call: () => core.checkAnswer('0.02', { expected: -Infinity, decimals: 4 }), expectMessage: ['expected', 'received -Infinity.'] },
  { where: 'checkAnswer spec', input: 'expected NaN', call: () => core.checkAnswer('0.02', { expected: NaN, decimals: 4 }), expectMessage: ['expected', 'received NaN.'] },
  { where: 'checkAnswer spec', input: 'expected "0.02"', call: () => core.checkAnswer('0.02', { expected: '0.02', decimals: 4 }), expectMessage: ['expected must be a number', 'received "0.02"'] },
  { where: 'checkAnswer question', input: 'choice answer 9', call: () => core.checkAnswer('A', { ...choiceQuestion, answer: 9 }), expectMessage: ['answer', 'index of an option', 'received 9.'] },
  { where: 'checkAnswer question', input: 'choice answer NaN', call: () => core.checkAnswer('A', { ...choiceQuestion, answer: NaN }), expectMessage: ['answer', 'received NaN.'] },
  { where: 'checkAnswer question', input: 'choices "abc"', call: () => core.checkAnswer('A', { ...choiceQuestion, choices: 'abc' }), expectMessage: ['question.choices must be an array', 'received "abc"'] },
  { where: 'checkAnswer question', input: 'mistakes {}', call: () => core.checkAnswer('1', { ...numericQuestion, mistakes: {} }), expectMessage: ['question.mistakes must be an array', 'received an object'] },
  { where: 'checkAnswer question', input: 'decimals 99', call: () => core.checkAnswer('1', { ...numericQuestion, decimals: 99 }), expectMessage: ['decimals', 'received 99.'] },
  { where: 'checkAnswer question', input: 'expected Infinity', call: () => core.checkAnswer('1', { ...numericQuestion, expected: Infinity }), expectMessage: ['expected', 'received Infinity.'] },

  // ---- makeQuiz(options) ---------------------------------------------------------------------
  { where: 'makeQuiz', input: 'no options', call: () => core.makeQuiz(undefined), expectMessage: ['options object', 'received undefined'] },
  { where: 'makeQuiz', input: '"1"', call: () => core.makeQuiz('1'), expectMessage: ['options object', 'received "1"'] },
  { where: 'makeQuiz', input: 'seed "1"', call: () => core.makeQuiz({ seed: '1' }), expectMessage: ['seed must be a number', 'received "1"'] },
  { where: 'makeQuiz', input: 'seed NaN', call: () => core.makeQuiz({ seed: NaN }), expectMessage: ['seed', '2^53', 'received NaN.'] },
  { where: 'makeQuiz', input: 'seed Infinity', call: () => core.makeQuiz({ seed: Infinity }), expectMessage: ['seed', 'received Infinity.'] },
  { where: 'makeQuiz', input: 'seed 2^54', call: () => core.makeQuiz({ seed: 2 ** 54 }), expectMessage: ['seed', 'from 0 to 2^53', 'received 1.8014398509'] },
  { where: 'makeQuiz', input: 'seed 1n', call: () => core.makeQuiz({ seed: 1n }), expectMessage: ['seed must be a number', 'received 1n (a BigInt)'] },
  { where: 'makeQuiz', input: 'seed -0.5', call: () => core.makeQuiz({ seed: -0.5 }), expectMessage: ['seed', 'received -0.5.'] },
  { where: 'makeQuiz', input: 'count 0', call: () => core.makeQuiz({ seed: 1, count: 0 }), expectMessage: ['count', 'from 1 to 50', 'received 0.'] },
  { where: 'makeQuiz', input: 'count 1e9', call: () => core.makeQuiz({ seed: 1, count: 1e9 }), expectMessage: ['count', 'from 1 to 50', 'received 1000000000.'] },
  { where: 'makeQuiz', input: 'count 2.5', call: () => core.makeQuiz({ seed: 1, count: 2.5 }), expectMessage: ['count', 'received 2.5.'] },
  { where: 'makeQuiz', input: 'count NaN', call: () => core.makeQuiz({ seed: 1, count: NaN }), expectMessage: ['count', 'received NaN.'] },
  { where: 'makeQuiz', input: 'count Infinity', call: () => core.makeQuiz({ seed: 1, count: Infinity }), expectMessage: ['count', 'received Infinity.'] },
  { where: 'makeQuiz', input: 'count "8"', call: () => core.makeQuiz({ seed: 1, count: '8' }), expectMessage: ['count must be a number', 'received "8"'] },
  { where: 'makeQuiz', input: 'origin 0.5', call: () => core.makeQuiz({ seed: 1, origin: 0.5 }), expectMessage: ['origin', '0 or 1', 'received 0.5.'] },
  { where: 'makeQuiz', input: 'origin "1"', call: () => core.makeQuiz({ seed: 1, origin: '1' }), expectMessage: ['origin must be a number', 'received "1"'] },
  { where: 'makeQuiz', input: 'dModel 1e6', call: () => core.makeQuiz({ seed: 1, dModel: 1e6 }), expectMessage: ['d_model', 'at most 16384', 'received 1000000.'] },
  { where: 'makeQuiz', input: 'base 1', call: () => core.makeQuiz({ seed: 1, base: 1 }), expectMessage: ['base', 'received 1.'] },
  { where: 'makeQuiz', input: 'layout 7', call: () => core.makeQuiz({ seed: 1, layout: 7 }), expectMessage: ['layout', 'received 7.'] },
];

// What each group of cases does once the input is fixed: the same call with good values.
const FIXED = {
  coordinate: () => assert.equal(core.coordinate(1, 0, {}), Math.sin(1)),
  table: () => assert.equal(core.table([0, 1, 2], {}).length, 12),
  tableInto: () => assert.equal(core.tableInto(new Float64Array(12), [0, 1, 2], {})[4], Math.sin(1)),
  checkAnswer: () => assert.equal(core.checkAnswer('0.0200', { pos: 2, i: 2, dModel: 4, decimals: 4 }).verdict, 'correct'),
  makeQuiz: () => assert.equal(core.makeQuiz({ seed: 1 }).length, 8),
};
const fixedFor = (where) =>
  where.startsWith('tableInto') ? FIXED.tableInto
    : where.startsWith('checkAnswer') ? FIXED.checkAnswer
      : where.startsWith('makeQuiz') ? FIXED.makeQuiz
        : where.startsWith('positions') ? FIXED.table
          : FIXED.coordinate;

describe('bad input to the core API: each is refused at once with a sentence naming it', () => {
  it(`the matrix has ${CASES.length} distinct cases`, () => {
    assert.ok(CASES.length >= 60, `only ${CASES.length} cases`);
    const keys = CASES.map((c) => `${c.where}: ${c.input}`);
    assert.equal(new Set(keys).size, keys.length, 'no case is listed twice');
    const byWhere = {};
    for (const c of CASES) byWhere[c.where.split(/[ .]/)[0]] = (byWhere[c.where.split(/[ .]/)[0]] ?? 0) + 1;
    console.log(`bad-input (core): ${CASES.length} cases`, JSON.stringify(byWhere));
  });

  for (const { where, input, call, expectMessage } of CASES) {
    it(`${where}: ${input}`, () => {
      let caught;
      let threw = false;
      const started = performance.now();
      try {
        call();
      } catch (error) {
        threw = true;
        caught = error;
      }
      const ms = performance.now() - started;
      assert.ok(threw, 'expected a refusal');
      assert.notEqual(typeof caught, 'number', `a bare number (${caught}) was thrown: a C++ exception crossed into JavaScript`);
      assert.ok(caught instanceof Error, `threw ${String(caught)}, not an Error`);
      // The core's refusals keep its message text for the reader's language and name its id for a
      // console; the loader's own (a value that is not a number) are its English sentences.
      if (caught.coreText !== undefined) {
        assert.ok(isCoreText(caught.coreText), `coreText ${JSON.stringify(caught.coreText)} is a core message text`);
        assert.ok(caught.message.startsWith(`sinusoidal-pe: ${coreIds(caught)[0]}`), caught.message);
      }
      const sentence = english(caught); // as a widget in English shows it
      for (const piece of expectMessage) {
        assert.ok(sentence.includes(piece), `message ${JSON.stringify(sentence)} lacks ${JSON.stringify(piece)}`);
      }
      assert.match(sentence, /^[A-Za-z].*\.$/s, 'the message is a sentence');
      assert.ok(sentence.length < 400, 'the message is short, whatever the input');
      assert.ok(ms < HANG_MS, `refused in ${ms.toFixed(0)} ms, more than ${HANG_MS} ms`);
      fixedFor(where)(); // and the same kind of call with good input works right after
    });
  }

  it('a pasted megabyte as an answer is unreadable ("too long") at once', () => {
    const started = performance.now();
    const r = core.checkAnswer('9'.repeat(1 << 24), { pos: 2, i: 2, dModel: 4, decimals: 4 });
    assert.equal(r.verdict, 'unreadable');
    assert.match(english(r.message), /more than 64 characters/);
    assert.ok(performance.now() - started < HANG_MS);
    // Cut short or not, a text just over the limit gives the same verdict.
    assert.match(english(core.checkAnswer('9'.repeat(65), { expected: 1, decimals: 0 }).message), /more than 64 characters/);
    // The limit counts characters, not bytes: 64 four-byte characters are read, 65 are too many.
    assert.match(english(core.checkAnswer('😀'.repeat(64), { expected: 1, decimals: 0 }).message), /Could not read a number/);
    assert.match(english(core.checkAnswer('😀'.repeat(65), { expected: 1, decimals: 0 }).message), /more than 64 characters/);
    assert.match(english(core.checkAnswer('\u200F'.repeat(5000), { expected: 1, decimals: 0 }).message), /more than 64 characters/);
    assert.equal(core.checkAnswer(`\u200F${'\u0661'.repeat(64)}`, { expected: 1, decimals: 0 }).verdict, 'incorrect');
  });

  it('answer text that is not a string is read as its text, never run', () => {
    assert.equal(core.checkAnswer(Symbol('0.0200'), { expected: 0.02, decimals: 4 }).verdict, 'unreadable');
    assert.equal(core.checkAnswer({ toString: () => '0.0200' }, { expected: 0.02, decimals: 4 }).verdict, 'correct');
    assert.equal(core.checkAnswer(null, { expected: 0.02, decimals: 4 }).verdict, 'unreadable');
  });
});

describe('the shipped element module without code generation from strings', () => {
  it('dist/sinusoidal-pe.js and the attribute rules load and refuse bad input under --disallow-code-generation-from-strings', () => {
    const file = (p) => pathToFileURL(fileURLToPath(new URL(p, import.meta.url))).href;
    // The element needs a DOM to be constructed; its module (and everything bundled into it) only
    // needs HTMLElement and customElements to be evaluated, so those two are stubbed.
    const script = `
      let evalBlocked = false;
      try { eval('1'); } catch (e) { evalBlocked = e instanceof EvalError; }
      globalThis.HTMLElement = class {};
      const defined = new Map();
      globalThis.customElements = { get: (n) => defined.get(n), define: (n, c) => defined.set(n, c) };
      const element = await import(${JSON.stringify(file('../../../dist/sinusoidal-pe.js'))});
      const { readAttributes, FALLBACK_LIMITS } = await import(${JSON.stringify(file('../../../web/element/settings.js'))});
      const attributes = { 'd-model': '1e6', base: '1', positions: '0..1e9', layout: '<svg onload=alert(1)>' };
      const started = Date.now();
      const { problems } = readAttributes((name) => attributes[name] ?? null, FALLBACK_LIMITS);
      const ms = Date.now() - started;
      const { loadCore } = await import(${JSON.stringify(file('../../../dist/pe-core.js'))});
      const core = await loadCore();
      let refusal = null;
      try { core.table(new Array(1e9), {}); } catch (e) { refusal = { message: e.message, coreText: e.coreText }; }
      console.log(JSON.stringify({ evalBlocked, tag: element.TAG, defined: [...defined.keys()],
        observed: defined.get('sinusoidal-pe').observedAttributes, problems, ms, refusal }));
    `;
    const child = spawnSync(process.execPath, ['--disallow-code-generation-from-strings', '--input-type=module', '--eval', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(child.status, 0, `child failed: ${child.stderr}`);
    const out = JSON.parse(child.stdout.trim().split('\n').pop());
    assert.equal(out.evalBlocked, true, 'the flag is in force in the child');
    assert.equal(out.tag, 'sinusoidal-pe');
    assert.deepEqual(out.defined, ['sinusoidal-pe']);
    for (const a of ['d-model', 'base', 'positions', 'origin', 'layout', 'decimals', 'quiz', 'view']) assert.ok(out.observed.includes(a), a);
    const messages = out.problems.map((p) => p.message);
    assert.ok(messages.some((m) => m.startsWith('d-model="1e6"') && m.includes('16,384')), messages.join('\n'));
    assert.ok(messages.some((m) => m.startsWith('base="1"')), messages.join('\n'));
    assert.ok(messages.some((m) => m.startsWith('positions="0..1e9"') && m.includes('more than 1000 positions')), messages.join('\n'));
    assert.ok(messages.some((m) => m.startsWith('layout="<svg onload=alert(1)>"')), messages.join('\n'));
    assert.ok(out.ms < HANG_MS, `reading the attributes took ${out.ms} ms`);
    assert.ok(isCoreText(out.refusal.coreText), JSON.stringify(out.refusal));
    assert.match(out.refusal.message, /^sinusoidal-pe: core-refuse-table-too-large /);
    assert.match(english(out.refusal.coreText), /1000000000 positions/);
  });
});
