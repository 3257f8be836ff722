// The worked solutions' text-to-MathML split (web/kit/mathml.js): which parts of a sentence are formulas,
// and where a long formula may break. The elements themselves are checked in the browser tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { breakPoints, mathParts } from '../../../web/kit/mathml.js';

const marked = (text) => mathParts(text).map((p) => (p.formula ? `⟦${p.formula}⟧` : p.text)).join('');

describe('mathParts', () => {
  it('finds the formulas in the core\'s sentences and leaves the prose', () => {
    assert.equal(marked('Its frequency is ω_1 = 10000^(−2/8) ≈ 0.1.'), 'Its frequency is ⟦ω_1 = 10000^(−2/8) ≈ 0.1⟧.');
    assert.equal(marked('The angle is θ = pos · ω_0 = 13 × 1 = 13 rad.'), 'The angle is ⟦θ = pos · ω_0 = 13 × 1 = 13⟧ rad.');
    assert.equal(marked('cos(13) = cos(0.433629) ≈ 0.907447, which is 0.9074 to 4 decimals.'), '⟦cos(13) = cos(0.433629) ≈ 0.907447⟧, which is 0.9074 to 4 decimals.');
    assert.equal(marked('Terms: k = 0: cos(1 × (-12)) ≈ 0.843854;'), 'Terms: ⟦k = 0⟧: ⟦cos(1 × (-12)) ≈ 0.843854⟧;');
    assert.equal(marked('every coordinate stays in [−1, 1] and has length √(d_model/2) ≈ 2.0000: nothing grows'), 'every coordinate stays in ⟦[−1, 1]⟧ and has length ⟦√(d_model/2) ≈ 2.0000⟧: nothing grows');
  });

  it('keeps prose without an operator, and brackets that do not balance, as text', () => {
    assert.equal(marked('so coordinate 2 is the sine of pair k; a small arc.'), 'so coordinate 2 is the sine of pair k; a small arc.');
    assert.equal(marked('(here [0, 1, 0, 1])'), '(here [0, 1, 0, 1])');
    assert.equal(marked('a sine-cosine pair'), 'a sine-cosine pair');
  });

  it('any text is only split, never changed', () => {
    for (const text of ['<img src=x onerror=alert(1)> = 2', 'a = "b" & c < d', '', '((((= 1', '×××']) {
      assert.equal(mathParts(text).map((p) => p.formula ?? p.text).join(''), text);
    }
  });
});

describe('breakPoints', () => {
  it('cuts before each relation outside brackets, and before + or − in a long stretch', () => {
    assert.deepEqual(breakPoints('PE(2, 2) = sin(2 / 10000^(2/4)) = sin(0.02)'), ['PE(2, 2)', '= sin(2 / 10000^(2/4))', '= sin(0.02)']);
    assert.deepEqual(breakPoints('sin θ cos φ + cos θ sin φ = (-0.82) × 0.54 + 0.5697501 × (-0.841471) ≈ -0.92'), [
      'sin θ cos φ + cos θ sin φ',
      '= (-0.82) × 0.54',
      '+ 0.5697501 × (-0.841471)',
      '≈ -0.92',
    ]);
    assert.deepEqual(breakPoints('[[cos φ, sin φ], [−sin φ, cos φ]]'), ['[[cos φ, sin φ], [−sin φ, cos φ]]']);
  });
});
