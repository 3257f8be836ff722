// One home for each fact: the defaults and limits of cpp/facts.hpp reach JavaScript through the
// core's bindings (core.defaults, core.limits) and, before the module has loaded, through
// build/core-facts.json (web/core/facts.js). The expected values are the seeds' and the issue's,
// written out here, not read from the code. Also: settings validation, coordinate roles, and the
// bindings each build exposes.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import createTableModule from '../../../dist/pe-core-wasm.js';
import createCheckModule from '../../../dist/pe-core-check-wasm.js';
import createBankModule from '../../../dist/pe-core-bank-wasm.js';
import { loadCore } from '../../../dist/pe-core.js';
import { CORE_FACTS } from '../../../scripts/build.mjs';
import { DEFAULTS as SYNC_DEFAULTS, LIMITS as SYNC_LIMITS, QUIZ_TOPICS as SYNC_QUIZ_TOPICS, tableLimitProblem } from '../../../web/core/facts.js';
import { FIGURE_DEFAULTS } from '../../../web/figures/common.js';
import { FIGURE_NAMES as NAMES } from '../../../web/core/names.js';
import { MAX_POSITIONS } from '../../../web/element/positions.js';
import * as settingsModule from '../../../web/element/settings.js';
import { english, refusal } from '../english.mjs';

const plain = await loadCore();
const bank = await loadCore({ quizBank: true });

const DEFAULTS = {
  dModel: 4,
  base: 10000,
  layout: 'interleaved',
  origin: 0,
  decimals: 6,
  positions: [0, 1, 2],
  pair: 0,
  quizSeed: 1,
  quizCount: 8,
  maxLen: 512,
  offset: 5,
  contextLength: 8192,
};
// The question bank's topics (issue 24): the 2017 encoding by default, RoPE, or both.
const QUIZ_TOPICS = { names: ['sinusoidal', 'rope', 'both'], default: 'sinusoidal' };
const LIMITS = {
  maxDModel: 16384,
  maxTableValues: 4096 * 1024,
  maxAnswerLength: 64,
  maxDecimals: 12,
  maxQuizSeed: 2 ** 53,
  maxQuizCount: 50,
  maxMaxLen: 16384,
  maxOffset: 1e6,
  maxContextLength: 1e9,
  maxPositions: 1000,
  maxPosition: 2 ** 53,
  maxValueError: 1e-15,
  layouts: ['interleaved', 'concatenated'],
};

describe('the core\'s defaults and limits', () => {
  for (const [name, core] of [['plain', plain], ['bank', bank]]) {
    it(`are core.defaults and core.limits in the ${name} build, frozen with their lists`, () => {
      assert.deepEqual({ ...core.defaults }, DEFAULTS);
      assert.deepEqual({ ...core.limits }, LIMITS);
      for (const facts of [core.defaults, core.limits]) {
        assert.ok(Object.isFrozen(facts));
        for (const v of Object.values(facts)) if (Array.isArray(v)) assert.ok(Object.isFrozen(v));
      }
    });
  }

  it('are written by the build to build/core-facts.json and read synchronously through web/core/facts.js', () => {
    assert.deepEqual(JSON.parse(readFileSync(CORE_FACTS, 'utf8')), { defaults: DEFAULTS, limits: LIMITS, quizTopics: QUIZ_TOPICS });
    assert.deepEqual({ ...SYNC_DEFAULTS }, DEFAULTS);
    assert.deepEqual({ ...SYNC_LIMITS }, LIMITS);
    assert.ok(Object.isFrozen(SYNC_DEFAULTS) && Object.isFrozen(SYNC_DEFAULTS.positions));
    assert.ok(Object.isFrozen(SYNC_LIMITS) && Object.isFrozen(SYNC_LIMITS.layouts));
    // The bank's topics, the core's (ropeFacts) before the module has loaded.
    assert.deepEqual({ ...SYNC_QUIZ_TOPICS, names: [...SYNC_QUIZ_TOPICS.names] }, QUIZ_TOPICS);
    assert.deepEqual([...plain.ropeFacts.quizTopics], QUIZ_TOPICS.names);
    assert.equal(plain.ropeFacts.defaults.quizTopics, QUIZ_TOPICS.default);
    assert.ok(Object.isFrozen(SYNC_QUIZ_TOPICS) && Object.isFrozen(SYNC_QUIZ_TOPICS.names));
  });

  it('are the numbers of the element\'s attribute rules, the positions list and the figures', () => {
    const s = settingsModule;
    assert.equal(s.MAX_QUIZ_SEED, 9007199254740992);
    assert.equal(s.MAX_QUIZ_COUNT, 50);
    assert.equal(s.MAX_MAX_LEN, 16384);
    assert.equal(s.DEFAULT_MAX_LEN, 512);
    assert.equal(s.MAX_OFFSET, 1e6);
    assert.equal(s.MAX_CONTEXT_LENGTH, 1e9);
    assert.deepEqual([...s.LAYOUTS], ['interleaved', 'concatenated']);
    assert.deepEqual({ ...s.FALLBACK_LIMITS }, LIMITS);
    assert.deepEqual({ ...s.DEFAULTS }, { ...DEFAULTS, quizTopics: 'sinusoidal', quiz: '', ...PRACTICE_RULES, view: 'full', figures: [], loading: 'eager', guide: 'off' });
    assert.equal(s.defaultMaxLen(4), 512);
    assert.equal(s.defaultMaxLen(16384), 256);
    assert.equal(MAX_POSITIONS, 1000);
    assert.deepEqual({ ...FIGURE_DEFAULTS }, {
      dModel: 4, base: 10000, layout: 'interleaved', origin: 0, positions: [0, 1, 2], decimals: 6,
      maxLen: 512, pair: 0, offset: 5, contextLength: 8192,
    });
    // An absent attribute reads as the core's default.
    const { settings, problems } = s.readAttributes(() => null);
    assert.deepEqual(problems, []);
    assert.deepEqual(settings, { ...DEFAULTS, quizTopics: 'sinusoidal', quiz: '', ...PRACTICE_RULES, view: 'full', figures: [], loading: 'eager', guide: 'off' });
  });
});

// A scored quiz's rules when no attribute sets them: a practice quiz.
const PRACTICE_RULES = { solution: 'always', retries: 'unlimited', settings: 'editable', table: 'shown', newQuestions: 'allowed', scoreFeedback: [], showSeed: 'no' };

describe('the figures\' names', () => {
  it('are listed once, in web/core/names.js, and the figures are exactly those', async () => {
    assert.equal(settingsModule.FIGURE_NAMES, NAMES);
    assert.deepEqual([...NAMES], ['heatmap', 'waves', 'rotation', 'dot', 'wavelengths', 'input', 'learned', 'precision', 'rope', 'rope-decay', 'rope-scaling']);
    const figures = await import('../../../web/figures/index.js');
    assert.equal(figures.FIGURE_NAMES, NAMES);
    assert.deepEqual(Object.keys(figures.FIGURES), [...NAMES]);
  });
});

describe('core.validateSettings', () => {
  it('returns nothing for valid settings, the defaults included', () => {
    assert.equal(plain.validateSettings({ dModel: 512, base: 500, layout: 'concatenated' }), undefined);
    assert.equal(plain.validateSettings({}), undefined);
    assert.equal(plain.validateSettings(), undefined);
  });

  it('throws the core\'s sentence naming the setting, the value received and the rule', () => {
    const CASES = [
      [{ dModel: 3 }, 'd_model must be a positive even integer, because coordinates come in sine-cosine pairs that share one frequency; received 3.'],
      [{ dModel: 20000 }, 'd_model must be at most 16384 so that the page stays responsive; received 20000.'],
      [{ dModel: NaN }, 'd_model must be a positive even integer, because coordinates come in sine-cosine pairs that share one frequency; received NaN.'],
      [{ base: 1 }, 'base must be a finite number greater than 1, so that the frequencies fall from one pair to the next; received 1.'],
      [{ base: Infinity }, 'base must be a finite number greater than 1, so that the frequencies fall from one pair to the next; received Infinity.'],
      [{ layout: 'rows' }, 'layout must be "interleaved" (sin, cos, sin, cos, ... as in the paper) or "concatenated" (all sines, then all cosines); received "rows".'],
    ];
    for (const [s, message] of CASES) {
      for (const core of [plain, bank]) assert.throws(() => core.validateSettings(s), refusal(message), JSON.stringify(s));
    }
    // A value of the wrong type is the loader's to refuse, in its own sentence, before the core sees it.
    const LOADER = [
      [{ dModel: '4' }, 'd_model must be a number; received "4".'],
      [5, 'The settings must be an object such as {dModel: 4, base: 10000}; received 5.'],
    ];
    for (const [s, message] of LOADER) {
      for (const core of [plain, bank]) assert.throws(() => core.validateSettings(s), { message }, JSON.stringify(s));
    }
  });

  it('names a bad setting before the size of a table that would not fit, then the size in the core\'s sentence', () => {
    assert.throws(() => plain.table(new Array(1e9), { dModel: 3 }), refusal(/^d_model must be a positive even integer/));
    assert.throws(() => plain.tableInto(new Float64Array(1), [0], { base: 0.5 }), refusal(/^base must be a finite number greater than 1/));
    assert.throws(
      () => plain.table(new Array(1025), { dModel: 4096 }),
      refusal('A table of 1025 positions x d_model 4096 has more than 4194304 values, the most this page computes at once; use fewer positions or a smaller d_model.'),
    );
  });
});

describe('the table limit for the element and the figures (web/core/facts.js tableLimitProblem)', () => {
  it('says nothing for a table that fits and names rows, coordinates, values and the limit for one that does not', () => {
    assert.equal(tableLimitProblem(1024, 4096), null);
    assert.equal(tableLimitProblem(4096, 1024), null);
    assert.equal(
      tableLimitProblem(1000, 8192),
      '1,000 positions × 8,192 coordinates is 8,192,000 values, more than the 4,194,304 (core.limits.maxTableValues) the core computes at once',
    );
    assert.equal(tableLimitProblem(3, 4, { maxTableValues: 10 }), '3 positions × 4 coordinates is 12 values, more than the 10 (core.limits.maxTableValues) the core computes at once');
  });

  it('is the middle of both attribute refusals', () => {
    const read = (attrs) => settingsModule.readAttributes((n) => attrs[n] ?? null).problems.map((p) => p.message);
    assert.deepEqual(read({ 'd-model': '8192', positions: '0..999' }), [
      'positions="0..999" with d-model="8192": 1,000 positions × 8,192 coordinates is 8,192,000 values, more than the 4,194,304 (core.limits.maxTableValues) the core computes at once; use fewer positions or a smaller d_model.',
    ]);
    assert.deepEqual(read({ 'd-model': '1024', 'max-len': '4097' }), [
      'max-len="4097" with d-model="1024": 4,097 positions × 1,024 coordinates is 4,195,328 values, more than the 4,194,304 (core.limits.maxTableValues) the core computes at once; at d_model = 1,024, max-len can be at most 4,096.',
    ]);
  });
});

describe('core.coordinateRole and core.coordinateIndex at d_model 8', () => {
  // Interleaved: i → (i >> 1, sine when i is even). Concatenated: i → (i mod 4, sine when i < 4).
  const ROLES = {
    interleaved: [[0, true], [0, false], [1, true], [1, false], [2, true], [2, false], [3, true], [3, false]],
    concatenated: [[0, true], [1, true], [2, true], [3, true], [0, false], [1, false], [2, false], [3, false]],
  };
  for (const [layout, roles] of Object.entries(ROLES)) {
    it(`${layout}: each coordinate's pair and function, and back`, () => {
      const s = { dModel: 8, layout };
      for (const core of [plain, bank]) {
        roles.forEach(([pair, isSine], i) => {
          assert.deepEqual({ ...core.coordinateRole(i, s) }, { pair, isSine }, `i = ${i}`);
          assert.equal(core.coordinateIndex(pair, isSine, s), i, `k = ${pair}, ${isSine ? 'sin' : 'cos'}`);
        });
      }
    });
  }

  it('refuses an index outside the settings, a bad setting, and an isSine that is not a boolean', () => {
    const s = { dModel: 8 };
    assert.throws(() => plain.coordinateRole(8, s), refusal('The coordinate index must be a whole number from 0 to 7 (d_model - 1); received 8.'));
    assert.throws(() => plain.coordinateRole(1.5, s), refusal('The coordinate index must be a whole number from 0 to 7 (d_model - 1); received 1.5.'));
    assert.throws(() => plain.coordinateRole(0, { dModel: 3 }), refusal(/^d_model must be a positive even integer/));
    assert.throws(() => plain.coordinateIndex(4, true, s), refusal('The pair index k must be a whole number from 0 to 3 (d_model/2 - 1); received 4.'));
    assert.throws(() => plain.coordinateIndex(0, 'yes', s), { message: 'isSine must be true (the sine) or false (the cosine); received "yes".' });
    assert.throws(() => plain.coordinateIndex(0, 1, s), { message: 'isSine must be true (the sine) or false (the cosine); received 1.' });
  });
});

describe('the three WebAssembly modules\' bindings', () => {
  const TABLE = [
    'checkTableSize', 'coordinate', 'coordinateIndex', 'coordinateRole', 'defaults', 'dot',
    'frequency', 'limits', 'pairDot', 'shiftMatrix', 'tableNext', 'tableStart', 'validateSettings', 'wavelength',
  ];
  const CHECK_ONLY = ['checkAnswer'];
  const BANK_ONLY = ['checkQuizAnswer', 'makeQuestion', 'makeQuiz'];
  const load = (create, wasm) => create({ wasmBinary: readFileSync(new URL(`../../../dist/${wasm}`, import.meta.url)) });
  const modules = Promise.all([
    load(createTableModule, 'pe-core-wasm.wasm'),
    load(createCheckModule, 'pe-core-check-wasm.wasm'),
    load(createBankModule, 'pe-core-bank-wasm.wasm'),
  ]);

  it('the table\'s functions in all three, checkAnswer from the check build on, the bank\'s only in the bank build', async () => {
    const [t, c, b] = await modules;
    for (const name of TABLE) {
      for (const [build, m] of [['table', t], ['check', c], ['bank', b]]) assert.equal(typeof m[name], 'function', `${build} ${name}`);
    }
    for (const name of CHECK_ONLY) {
      assert.equal(t[name], undefined, `table ${name}`);
      assert.equal(typeof c[name], 'function', `check ${name}`);
      assert.equal(typeof b[name], 'function', `bank ${name}`);
    }
    for (const name of BANK_ONLY) {
      assert.equal(t[name], undefined, `table ${name}`);
      assert.equal(c[name], undefined, `check ${name}`);
      assert.equal(typeof b[name], 'function', `bank ${name}`);
    }
    for (const m of [c, b]) {
      assert.deepEqual(m.limits(), t.limits());
      assert.deepEqual(m.defaults(), t.defaults());
    }
  });

  it('return an Error value with the sentence, never throw a C++ exception', async () => {
    const [p] = await modules;
    const r = p.validateSettings({ dModel: 3, base: 10000, layout: 'interleaved' });
    assert.ok(r instanceof Error);
    assert.match(english(r), /^d_model must be a positive even integer/);
    assert.equal(p.validateSettings({ dModel: 4, base: 10000, layout: 'interleaved' }), undefined);
  });

  it('the table build\'s core has the same functions as the bank core and refuses makeQuiz with a clear sentence', () => {
    assert.deepEqual(Object.keys(plain).sort(), Object.keys(bank).sort());
    for (const name of ['validateSettings', 'coordinateRole', 'coordinateIndex', 'defaults', 'limits']) assert.ok(name in plain, name);
    assert.throws(() => plain.makeQuiz({ seed: 1 }), {
      message: 'makeQuiz needs the core with the question bank; load it with loadCore({ quizBank: true }).',
    });
  });
});
