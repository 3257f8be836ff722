// RoPE as JavaScript sees it, in each of the three builds (dist/): ropeFrequencies,
// ropeAttentionFactor, ropeRotate and ropeRotateInto, ropeScore and ropeDecayBound against
// tests/reference/rope_reference.tsv (mpmath, from the papers' formulas); the bridge to the table;
// ropeFacts and its presets; every refusal as an Error carrying the core's sentence; and the bank's
// RoPE questions (topics, authors' specs, the named slips).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { loadCore } from '../../../dist/pe-core.js';
import { readRopeReference } from './rope-reference.mjs';
import { coreIds, english, isCoreText } from '../english.mjs';

// One core per build, as a page gets them (the smaller first: the loader then hands out the biggest).
const table = await loadCore();
const check = await loadCore({ answers: true });
const bank = await loadCore({ quizBank: true });
const BUILDS = [['table', table], ['check', check], ['bank', bank]];
const ref = readRopeReference();

// What the core promises (docs/rope.md): θ'_k within 1e-15 relative; a turned pair within
// (|m|·2.5e-16 + 1.5e-15) of its length.
const RELATIVE = 1e-15;
const PER_POSITION = 2.5e-16;
const ROUNDING = 1.5e-15;

const pairOf = (j, s) => (s.layout === 'interleaved' ? [2 * j, 2 * j + 1] : [j, j + s.dModel / 2]);
const pairLength = (x, j, s) => Math.hypot(...pairOf(j, s).map((i) => x[i]));

function checkAll(rows, check) {
  const bad = [];
  for (const row of rows) {
    const problem = check(row);
    if (problem) bad.push(`rope_reference.tsv:${row.line}: ${problem}`);
  }
  assert.deepEqual(bad.slice(0, 8), [], `${bad.length} of ${rows.length} rows out of tolerance`);
}

// The call must throw an Error (never a bare number: an escaped C++ exception) whose message is the
// sentence given, or contains every piece.
function refuses(call, sentence) {
  let caught;
  assert.throws(() => {
    try {
      call();
    } catch (error) {
      caught = error;
      throw error;
    }
  });
  assert.notEqual(typeof caught, 'number', `a bare number (${caught}) was thrown`);
  assert.ok(caught instanceof Error, `threw ${String(caught)}, not an Error`);
  // The core's refusals keep its message text (for the reader's language) and name its id for a
  // console; the loader's own (a value of the wrong type) are its English sentences.
  if (caught.coreText !== undefined) {
    assert.ok(isCoreText(caught.coreText), `coreText ${JSON.stringify(caught.coreText)} is a core message text`);
    assert.ok(caught.message.startsWith(`sinusoidal-pe: ${coreIds(caught)[0]}`), caught.message);
  }
  if (sentence instanceof RegExp) assert.match(english(caught), sentence);
  else assert.equal(english(caught), sentence);
}

describe('RoPE against mpmath, in every build', () => {
  for (const [name, core] of BUILDS) {
    it(`${name}: θ'_k of every method and YaRN's attention factor`, () => {
      checkAll(ref.thetas, (row) => {
        const got = core.ropeFrequencies(ref.settings.get(row.id))[row.k];
        return Math.abs(got - row.value) <= RELATIVE * row.value ? null : `θ'_${row.k} ${got}, expected ${row.value}`;
      });
      checkAll(ref.attentions, (row) => {
        const got = core.ropeAttentionFactor(ref.settings.get(row.id));
        return Math.abs(got - row.value) <= RELATIVE * row.value ? null : `${got}, expected ${row.value}`;
      });
    });

    it(`${name}: a vector turned at one position, and a sequence at evenly spaced ones`, () => {
      const rotated = (row, got) => {
        const s = ref.settings.get(row.id);
        for (let j = 0; j < s.dModel / 2; j += 1) {
          const tol = (Math.abs(row.m) * PER_POSITION + ROUNDING) * pairLength(row.x, j, s);
          for (const i of pairOf(j, s)) {
            if (!(Math.abs(got[i] - row.out[i]) <= tol)) return `coordinate ${i}: ${got[i]}, expected ${row.out[i]} within ${tol}`;
          }
        }
        return null;
      };
      checkAll(ref.rotations, (row) => rotated(row, core.ropeRotate(row.x, row.m, ref.settings.get(row.id))));
      // The whole range at once, the same x in every row, as a model rotates a sequence's queries.
      checkAll(ref.ranges, (row) => {
        const s = ref.settings.get(row.id);
        const positions = Array.from({ length: row.count }, (_, r) => row.start + r * row.step);
        const x = new Float64Array(row.count * s.dModel);
        for (let r = 0; r < row.count; r += 1) x.set(row.x, r * s.dModel);
        const all = core.ropeRotate(x, positions, s);
        return rotated(row, all.subarray(row.r * s.dModel, (row.r + 1) * s.dModel));
      });
    });

    it(`${name}: the score of q at m and k at n, and the decay bound`, () => {
      checkAll(ref.scores, (row) => {
        const s = ref.settings.get(row.id);
        let scale = 0;
        for (let j = 0; j < s.dModel / 2; j += 1) scale += pairLength(row.q, j, s) * pairLength(row.k, j, s);
        const tol = (Math.abs(row.m - row.n) * PER_POSITION + ROUNDING) * scale;
        const got = core.ropeScore(row.q, row.k, row.m, row.n, s);
        return Math.abs(got - row.value) <= tol ? null : `${got}, expected ${row.value} within ${tol}`;
      });
      checkAll(ref.decays, (row) => {
        const s = ref.settings.get(row.id);
        const tol = ((Math.abs(row.r) * PER_POSITION + ROUNDING) * s.dModel) / 4;
        const got = core.ropeDecayBound(row.r, s);
        return Math.abs(got - row.value) <= tol ? null : `${got}, expected ${row.value}`;
      });
    });
  }

  it('the three builds compute the same bits', () => {
    const s = { dModel: 128, base: 500000, layout: 'concatenated', scaling: { type: 'llama3', factor: 8, originalContext: 8192, lowFreqFactor: 1, highFreqFactor: 4 } };
    const x = Float64Array.from({ length: 3 * 128 }, (_, j) => Math.sin(j));
    for (const core of [check, bank]) {
      assert.deepEqual(core.ropeFrequencies(s), table.ropeFrequencies(s));
      assert.deepEqual(core.ropeRotate(x, [0, 7, 4096], s), table.ropeRotate(x, [0, 7, 4096], s));
      assert.equal(core.ropeScore(x.subarray(0, 128), x.subarray(128, 256), 9, 2, s), table.ropeScore(x.subarray(0, 128), x.subarray(128, 256), 9, 2, s));
    }
  });
});

describe('the bridge from the sinusoidal table to RoPE', () => {
  const SETTINGS = [
    { dModel: 4, base: 10000, layout: 'interleaved' },
    { dModel: 128, base: 500000, layout: 'concatenated' },
    { dModel: 512, base: 10000, layout: 'interleaved' },
  ];
  const unitPairs = (s) => Array.from({ length: s.dModel }, (_, i) => ((s.layout === 'interleaved' ? i % 2 === 0 : i < s.dModel / 2) ? 1 : 0));

  it('unscaled, θ_k is the table\'s ω_k bit for bit', () => {
    for (const s of SETTINGS) {
      const theta = table.ropeFrequencies(s);
      assert.equal(theta.length, s.dModel / 2);
      theta.forEach((t, k) => assert.equal(t, table.frequency(k, s), `k ${k}`));
    }
  });

  it('with every pair of q and k (1, 0), the score is PE(m) · PE(n), and it depends on m − n only', () => {
    for (const s of SETTINGS) {
      const e = unitPairs(s);
      for (const [m, n] of [[0, 0], [5, 2], [2, 5], [-3, 100], [65536, 1], [12.5, -7.25]]) {
        assert.equal(table.ropeScore(e, e, m, n, s), table.dot(m, n, s), `${JSON.stringify(s)} m ${m} n ${n}`);
      }
      const q = Array.from({ length: s.dModel }, (_, i) => ((i * 5 + 3) % 23 - 11) / 8);
      const k = Array.from({ length: s.dModel }, (_, i) => ((i * 13 + 7) % 23 - 11) / 8);
      const score = table.ropeScore(q, k, 40, 9, s);
      assert.ok(Math.abs(table.ropeScore(q, k, 1040, 1009, s) - score) <= 1e-11);
      assert.ok(Math.abs(table.ropeScore(q, k, 9, 40, s) - score) > 1e-6, 'the sign of m − n counts');
    }
  });

  it('a pair (1, 0) turned by m·θ_k holds the cosine and sine of the table\'s angle', () => {
    const s = SETTINGS[1];
    const turned = table.ropeRotate(unitPairs(s), 1234, s);
    const row = table.table([1234], s);
    for (let j = 0; j < s.dModel / 2; j += 1) {
      const [a, b] = pairOf(j, s);
      assert.equal(turned[a], row[b]); // cos, which the table holds second
      assert.equal(turned[b], row[a]); // sin, counter-clockwise
    }
  });
});

describe('ropeRotateInto and ropeFacts', () => {
  it('ropeRotateInto fills a kept array and returns it', () => {
    const s = { dModel: 8, base: 100 };
    const x = Float64Array.from({ length: 16 }, (_, j) => j - 8);
    const out = new Float64Array(20).fill(7);
    assert.equal(table.ropeRotateInto(out, x, [3, 4], s), out);
    assert.deepEqual(out.subarray(0, 16), table.ropeRotate(x, [3, 4], s));
    assert.deepEqual(Array.from(out.subarray(16)), [7, 7, 7, 7]);
    refuses(() => table.ropeRotateInto([], x, [3, 4], s), 'ropeRotateInto needs a Float64Array to fill; received an array.');
    refuses(() => table.ropeRotateInto(new Float64Array(8), x, [3, 4], s), 'ropeRotateInto needs room for 16 values; the array holds 8.');
  });

  it('ropeFacts holds the methods, YaRN\'s defaults, the bank\'s topics and five models\' presets, frozen', () => {
    const f = table.ropeFacts;
    assert.deepEqual(f.scalingTypes, ['linear', 'ntk', 'dynamic', 'yarn', 'llama3']);
    assert.deepEqual(f.quizTopics, ['sinusoidal', 'rope', 'both']);
    assert.deepEqual({ ...f.defaults }, { betaFast: 32, betaSlow: 1, truncate: true, quizTopics: 'sinusoidal' });
    // The numbers of each model's config.json (docs/rope.md names the files), written out here.
    const shown = f.presets.map((p) => [p.name, p.model, p.dModel, p.base, p.context, p.scaling]);
    assert.deepEqual(JSON.parse(JSON.stringify(shown)), [
      ['Llama 2', 'meta-llama/Llama-2-7b-hf', 128, 10000, 4096, null],
      ['Llama 3', 'meta-llama/Meta-Llama-3-8B-Instruct', 128, 500000, 8192, null],
      ['Llama 3.1', 'meta-llama/Llama-3.1-8B-Instruct', 128, 500000, 131072,
        { type: 'llama3', factor: 8, originalContext: 8192, lowFreqFactor: 1, highFreqFactor: 4 }],
      ['Code Llama', 'codellama/CodeLlama-7b-hf', 128, 1000000, 16384, null],
      ['Qwen2', 'Qwen/Qwen2-7B-Instruct', 128, 1000000, 32768, null],
    ]);
    assert.ok(Object.isFrozen(f) && Object.isFrozen(f.presets) && Object.isFrozen(f.presets[2].scaling));
    // A preset is a setting the functions take as it is.
    for (const p of f.presets) assert.equal(table.ropeFrequencies(p).length, 64);
    assert.deepEqual(table.ropeFacts, bank.ropeFacts);
  });
});

describe('every refusal is a sentence naming the field, the value and the range', () => {
  const s = { dModel: 8, base: 10000 };
  const withScaling = (scaling) => () => table.ropeFrequencies({ ...s, scaling });
  const CASES = [
    [withScaling(4), 'scaling must be null or an object such as {type: "linear", factor: 4}; received 4.'],
    [withScaling({ factor: 2 }), 'scaling.type is missing; it is one of "linear", "ntk", "dynamic", "yarn" or "llama3" (or scaling null for none).'],
    [withScaling({ type: 'rope' }), 'scaling.type must be one of "linear", "ntk", "dynamic", "yarn" or "llama3" (or scaling null for none); received "rope".'],
    [withScaling({ type: 'linear' }), 'scaling.factor is missing: linear scaling needs it, a finite number of at least 1.'],
    [withScaling({ type: 'linear', factor: 0.5 }), 'scaling.factor must be a finite number of at least 1; received 0.5.'],
    [withScaling({ type: 'ntk', factor: '8' }), 'scaling.factor must be a finite number of at least 1; received "8".'],
    [withScaling({ type: 'linear', factor: 2, length: 10 }), 'scaling.length is not a field of linear scaling, which takes type and factor.'],
    [withScaling({ type: 'yarn', factor: 2, originalContext: 4096, scale: 1 }), 'scaling.scale is not a field of yarn scaling, which takes type, factor, originalContext, betaFast, betaSlow and truncate.'],
    [withScaling({ type: 'dynamic', factor: 2, originalContext: 4096 }), 'scaling.length is missing: dynamic scaling needs it, a whole number of tokens from 1 to 10^9.'],
    [withScaling({ type: 'dynamic', factor: 2, originalContext: 4096, length: -1 }), 'scaling.length must be a whole number of tokens from 1 to 10^9; received -1.'],
    [withScaling({ type: 'yarn', factor: 2, originalContext: 4096.5 }), 'scaling.originalContext must be a whole number of tokens from 1 to 10^9; received 4096.5.'],
    [withScaling({ type: 'yarn', factor: 2, originalContext: 4096, betaFast: 1, betaSlow: 2 }), 'scaling.betaSlow must be below scaling.betaFast; received betaFast 1 and betaSlow 2.'],
    [withScaling({ type: 'yarn', factor: 2, originalContext: 4096, truncate: 'yes' }), 'scaling.truncate must be true or false; received "yes".'],
    [withScaling({ type: 'llama3', factor: 8, originalContext: 8192, lowFreqFactor: 4, highFreqFactor: 4 }), 'scaling.lowFreqFactor must be below scaling.highFreqFactor; received lowFreqFactor 4 and highFreqFactor 4.'],
    [withScaling({ type: 'llama3', factor: 8, originalContext: 8192, lowFreqFactor: 1, highFreqFactor: NaN }), 'scaling.highFreqFactor must be a finite number above 0; received NaN.'],
    [() => table.ropeFrequencies({ dModel: 7 }), /^d_model must be a positive even integer/],
    [() => table.ropeRotate([1, 2, 3], 1, s), 'x must hold d_model = 8 numbers, one per coordinate; received 3.'],
    [() => table.ropeRotate([1, 2, 3, 4, 5, 6, 7, Infinity], 1, s), 'x[7] must be a finite number; received Infinity.'],
    [() => table.ropeRotate([1, 2, 3, 4, 5, 6, 7, '8'], 1, s), 'x[7] must be a number; received "8".'],
    [() => table.ropeRotate('12345678', 1, s), 'x must be an array of numbers; received "12345678".'],
    [() => table.ropeRotate(new Float64Array(8), NaN, s), 'm must be a finite number (a position); received NaN.'],
    [() => table.ropeRotate(new Float64Array(8), '1', s), 'm must be a number (a position) or a list of positions; received "1".'],
    [() => table.ropeRotate(new Float64Array(16), [0, null], s), 'm[1] must be a number; received null.'],
    [() => table.ropeRotate(new Float64Array(16), [0, -Infinity], s), 'm[1] must be a finite number (a position); received -Infinity.'],
    [() => table.ropeRotate(new Float64Array(15), [0, 1], s), 'x must hold 2 × d_model = 16 numbers, d_model = 8 for each of the 2 positions; received 15.'],
    [() => table.ropeRotate(new Float64Array(16), [0, 1], { ...s, layout: 'halves' }), /^layout must be "interleaved"/],
    [() => table.ropeRotate([], new Float64Array(600000), { dModel: 16 }), /^A table of 600000 positions x d_model 16 has more than 4194304 values/],
    [() => table.ropeScore([1, 2, 3, 4, 5, 6, 7, 8], [1, 2], 1, 2, s), 'k must hold d_model = 8 numbers, one per coordinate; received 2.'],
    [() => table.ropeScore(new Float64Array(8), new Float64Array(8), 1, Infinity, s), 'n must be a finite number (the key\'s position); received Infinity.'],
    [() => table.ropeScore(new Float64Array(8), new Float64Array(8), '1', 2, s), 'm must be a number; received "1".'],
    [() => table.ropeDecayBound(NaN, s), 'r must be a finite number (a relative distance); received NaN.'],
    [() => table.ropeDecayBound(1, { ...s, scaling: [] }), 'scaling must be null or an object such as {type: "linear", factor: 4}; received an array.'],
    [() => table.ropeAttentionFactor({ ...s, scaling: { type: 'yarn', factor: 0, originalContext: 64 } }), 'scaling.factor must be a finite number of at least 1; received 0.'],
  ];
  for (const [name, core] of BUILDS) {
    it(`${name}: each as an Error with the core's sentence`, () => {
      for (const [call, sentence] of CASES) refuses(call.bind(null), sentence);
    });
  }
  it('the same sentences come from every build', () => {
    for (const core of [check, bank]) {
      const sentence = (c) => { try { c(); } catch (e) { return e.coreText; } return ''; };
      const fromTable = sentence(() => table.ropeFrequencies({ ...s, scaling: { type: 'yarn', factor: 0.5, originalContext: 64 } }));
      assert.ok(isCoreText(fromTable), JSON.stringify(fromTable));
      assert.equal(sentence(() => core.ropeFrequencies({ ...s, scaling: { type: 'yarn', factor: 0.5, originalContext: 64 } })), fromTable);
    }
  });
});

describe('the bank\'s RoPE questions', () => {
  const d4 = { dModel: 4, base: 10000 };

  it('topics: the 2017 encoding by default, RoPE\'s cells I to L, or both interleaved', () => {
    const plain = bank.makeQuiz({ seed: 2017 });
    assert.deepEqual(bank.makeQuiz({ seed: 2017, topics: 'sinusoidal' }), plain);
    assert.deepEqual(plain.map((q) => q.cell).join(''), 'ABCDEFGH');
    assert.equal(bank.makeQuiz({ seed: 5, topics: 'rope', count: 8 }).map((q) => q.cell).join(''), 'IJKLIJKL');
    assert.equal(bank.makeQuiz({ seed: 5, topics: 'both', count: 12 }).map((q) => q.cell).join(''), 'AIBJCKDLEFGH');
    refuses(() => bank.makeQuiz({ seed: 1, topics: 'rotary' }), 'topics must be "sinusoidal" (the 2017 encoding), "rope" or "both"; received "rotary".');
    refuses(() => bank.makeQuiz({ seed: 1, topics: 2 }), 'topics must be "sinusoidal", "rope" or "both"; received 2.');
  });

  it('every RoPE question of many seeds takes its own answer and names each of its slips', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      for (const dModel of [2, 8, 128]) {
        for (const q of bank.makeQuiz({ seed, dModel, topics: 'rope', layout: seed % 2 ? 'concatenated' : 'interleaved' })) {
          assert.equal(bank.checkAnswer(q.expected.toFixed(q.decimals), q).verdict, 'correct', q.prompt);
          for (const m of q.mistakes) {
            const r = bank.checkAnswer(m.value.toFixed(q.decimals + 2), q);
            assert.equal(r.diagnosis, m.code, `${q.id}: ${m.code}`);
            assert.ok(english(r.diagnosisName).length > 10, english(r.diagnosisName));
          }
        }
      }
    }
  });

  it('authors write each kind, with vectors and a scaling object as JavaScript values', () => {
    const angle = bank.makeQuestion({ kind: 'rope-angle', token: 5, k: 1 }, d4);
    assert.equal(angle.expected, 0.05);
    assert.equal(english(bank.checkAnswer('-0.0500', angle).diagnosisName), 'rotation taken clockwise');
    assert.equal(english(bank.checkAnswer('5.0000', angle).diagnosisName), 'RoFormer\'s one-based i read as the code\'s k');
    const score = bank.makeQuestion({ kind: 'rope-score', q: [1, 0.5, -1, 2], k: new Float64Array([0.5, 1, 1, -1]), m: 2, n: 7 }, d4);
    assert.ok(Math.abs(score.expected - -1.9434162204536402948) <= 1e-14); // mpmath
    assert.equal(english(bank.checkAnswer('-3.4818', score).diagnosisName), '|m − n| used for a signed offset');
    assert.equal(english(bank.checkAnswer('-0.0766', score).diagnosisName), 'concatenated layout used instead of interleaved');
    const linear = bank.makeQuestion({ kind: 'rope-scaled', k: 2, scaling: { type: 'linear', factor: 4 } }, { dModel: 8, base: 100 });
    assert.equal(linear.expected, 0.025);
    assert.equal(english(bank.checkAnswer('0.05000', linear).diagnosisName), 'Position Interpolation applied to the base instead of the positions');
    const ntk = bank.makeQuestion({ kind: 'rope-scaled', k: 1, scaling: { type: 'ntk', factor: 8 }, quantity: 'wavelength' }, { dModel: 8 });
    assert.ok(Math.abs(ntk.expected - 125.66370614359172954) <= 1e-12);
    assert.equal(english(bank.checkAnswer('105.67', ntk).diagnosisName), 'NTK\'s exponent d/(d − 2) dropped');
    assert.equal(english(bank.checkAnswer('20.00', ntk).diagnosisName), 'wavelength without the factor 2π');
    const turns = bank.makeQuestion({ kind: 'rope-turns', context: 4096 }, { dModel: 128 });
    assert.equal(turns.expected, 18);
    assert.equal(bank.checkAnswer('46', turns).diagnosis, undefined); // matches no slip: none named
  });

  it('a bad RoPE spec is refused with the core\'s sentence', () => {
    refuses(() => bank.makeQuestion({ kind: 'rope-score', q: [1, 2, 3], k: [1, 2, 3, 4], m: 1, n: 2 }, d4),
      'question spec: q needs q[3]; with d_model = 4 q and k are lists of 4 numbers from −1000 to 1000 (q[0] to q[3]).');
    refuses(() => bank.makeQuestion({ kind: 'rope-score', q: [1, 2, 3, 'x'], k: [1, 2, 3, 4], m: 1, n: 2 }, d4),
      'question spec: q[3] = "x" is not a number; with d_model = 4 q and k are lists of 4 numbers from −1000 to 1000 (q[0] to q[3]).');
    refuses(() => bank.makeQuestion({ kind: 'rope-scaled', k: 1, scaling: 'yarn' }, d4),
      'question spec: scaling = "yarn" is not an object such as {type: "linear", factor: 4}.');
    refuses(() => bank.makeQuestion({ kind: 'rope-scaled', k: 1, scaling: { type: 'yarn', factor: 4 } }, d4),
      'question spec: scaling.originalContext is missing: yarn scaling needs it, a whole number of tokens from 1 to 10^9.');
    refuses(() => bank.makeQuestion({ kind: 'rope-scaled', k: 1, scaling: { type: 'linear', factor: 4 }, quantity: 'period' }, d4),
      'question spec: quantity = "period" is not allowed; quantity is "frequency" (θ\'_k) or "wavelength" (λ\'_k).');
    refuses(() => bank.makeQuestion({ kind: 'rope-angle', token: 2e6, k: 0 }, d4),
      'question spec: token = 2000000 is out of range; a token number is a whole number from 0 to 10^6 (tokens are numbered from 0).');
  });
});
