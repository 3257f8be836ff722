// web/core/coordinates.js: the layout rule in JavaScript, checked by hand-written cases and against the
// core's own values (coordinate i of PE(pos) is sin or cos of pos · ω_pair).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadCore } from '../../../dist/pe-core.js';
import { coordinateRole, coordinateRoles, pairCoordinates } from '../../../web/core/coordinates.js';

describe('coordinateRole and pairCoordinates', () => {
  it('interleaved, d_model 8: coordinate 2k is the sine of pair k, 2k + 1 its cosine', () => {
    const s = { dModel: 8, layout: 'interleaved' };
    assert.deepEqual(coordinateRoles(s).map(({ pair, isSine }) => `${isSine ? 'sin' : 'cos'}${pair}`),
      ['sin0', 'cos0', 'sin1', 'cos1', 'sin2', 'cos2', 'sin3', 'cos3']);
    assert.deepEqual(pairCoordinates(3, s), { sine: 6, cosine: 7 });
  });

  it('concatenated, d_model 8: the four sines first, then the four cosines', () => {
    const s = { dModel: 8, layout: 'concatenated' };
    assert.deepEqual(coordinateRoles(s).map(({ pair, isSine }) => `${isSine ? 'sin' : 'cos'}${pair}`),
      ['sin0', 'sin1', 'sin2', 'sin3', 'cos0', 'cos1', 'cos2', 'cos3']);
    assert.deepEqual(pairCoordinates(1, s), { sine: 1, cosine: 5 });
  });

  it('are each other\'s inverse, and agree with the core\'s values, for both layouts', async () => {
    const core = await loadCore();
    for (const layout of ['interleaved', 'concatenated']) {
      for (const dModel of [2, 4, 6, 16]) {
        const s = { dModel, layout, base: 10000 };
        for (let i = 0; i < dModel; i += 1) {
          const { pair, isSine } = coordinateRole(i, s);
          const cols = pairCoordinates(pair, s);
          assert.equal(isSine ? cols.sine : cols.cosine, i);
          const angle = 3 * core.frequency(pair, s);
          assert.ok(Math.abs(core.coordinate(3, i, s) - (isSine ? Math.sin(angle) : Math.cos(angle))) < 1e-15, `${layout} d=${dModel} i=${i}`);
        }
      }
    }
  });
});
