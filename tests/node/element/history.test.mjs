// SettingsHistory: the learner's steps of setting changes, tested without a browser.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SettingsHistory } from '../../../web/element/history.js';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
// A clock the test moves: steps a second apart are never one stream.
let time = 0;
const clock = () => (time += 1000);
const history = () => new SettingsHistory({ now: clock });

describe('SettingsHistory', () => {
  it('undoes and redoes one step at a time, the latest first', async () => {
    const h = history();
    assert.equal(h.canUndo(), false);
    h.record('d-model', null, '8');
    await nextTask();
    h.record('base', '500', '20');
    await nextTask();
    assert.deepEqual(h.undo(), [{ attribute: 'base', value: '500', expected: '20' }]);
    assert.deepEqual(h.undo(), [{ attribute: 'd-model', value: null, expected: '8' }]);
    assert.equal(h.undo(), null, 'nothing left');
    assert.equal(h.canRedo(), true);
    assert.deepEqual(h.redo(), [{ attribute: 'd-model', value: '8', expected: null }]);
    assert.deepEqual(h.redo(), [{ attribute: 'base', value: '20', expected: '500' }]);
    assert.equal(h.canRedo(), false);
  });

  it('groups what one action records in the same task, and keeps the first before of an attribute', async () => {
    const h = history();
    h.record('d-model', '8', '4');
    h.record('pair', '3', '1');
    h.record('pair', '1', '0');
    await nextTask();
    assert.deepEqual(h.peekUndo(), [
      { attribute: 'pair', value: '3', expected: '0' },
      { attribute: 'd-model', value: '8', expected: '4' },
    ]);
    assert.deepEqual(h.peekRedo(), null);
  });

  it('ignores a change to the same text, and a new change drops what was undone', async () => {
    const h = history();
    h.record('base', '20', '20');
    assert.equal(h.canUndo(), false);
    h.record('base', null, '20');
    await nextTask();
    h.undo();
    assert.equal(h.canRedo(), true);
    h.record('decimals', null, '3');
    assert.equal(h.canRedo(), false);
  });

  it('skips the changes allowed() refuses (a locked quiz\'s settings), and steps with nothing else', async () => {
    const h = history();
    const unlocked = (a) => a !== 'd-model';
    h.record('decimals', null, '3');
    await nextTask();
    h.record('d-model', null, '8');
    h.record('pair', null, '3');
    await nextTask();
    h.record('d-model', '8', '6');
    await nextTask();
    assert.deepEqual(h.undo(unlocked), [{ attribute: 'pair', value: null, expected: '3' }], 'the locked step is passed over');
    assert.deepEqual(h.undo(unlocked), [{ attribute: 'decimals', value: null, expected: '3' }]);
    assert.equal(h.canUndo(unlocked), false);
    assert.equal(h.canUndo(), true, 'the locked steps are kept for when it is unlocked');
    assert.deepEqual(h.undo(), [{ attribute: 'd-model', value: '8', expected: '6' }]);
    assert.deepEqual(h.undo(), [{ attribute: 'd-model', value: null, expected: '8' }], 'the locked part of a step stays to be undone');
    assert.equal(h.canUndo(), false);
    assert.deepEqual(h.redo(unlocked), [{ attribute: 'decimals', value: '3', expected: null }], 'the latest undone first');
  });

  it('makes a stream of changes of one attribute (a slider dragged) one step', async () => {
    let now = 0;
    const h = new SettingsHistory({ now: () => now });
    h.record('decimals', null, '3');
    await nextTask();
    for (const [j, base] of ['200', '300', '400'].entries()) {
      now += 100; // a drag: 100 ms apart, each in its own task
      h.record('base', j ? String(100 * (j + 1)) : null, base);
      await nextTask();
    }
    now += 100;
    h.record('offset', null, '2'); // another attribute: a step of its own
    await nextTask();
    now += 5000;
    h.record('offset', '2', '3'); // the same one, much later: its own step
    await nextTask();
    assert.deepEqual(h.undo(), [{ attribute: 'offset', value: '2', expected: '3' }]);
    assert.deepEqual(h.undo(), [{ attribute: 'offset', value: null, expected: '2' }]);
    assert.deepEqual(h.undo(), [{ attribute: 'base', value: null, expected: '400' }], 'the drag, undone at once');
    assert.deepEqual(h.undo(), [{ attribute: 'decimals', value: null, expected: '3' }]);
  });

  it('keeps an action of its own apart from a quick change before and after it (Reset)', async () => {
    let now = 0;
    const h = new SettingsHistory({ now: () => now });
    h.record('decimals', null, '3'); // typed
    await nextTask();
    now += 100;
    h.record('decimals', '3', null, { stream: false }); // Reset, 0.1 s later
    await nextTask();
    now += 100;
    h.record('decimals', null, '5'); // typed again, 0.1 s later
    await nextTask();
    assert.deepEqual(h.undo(), [{ attribute: 'decimals', value: null, expected: '5' }]);
    assert.deepEqual(h.undo(), [{ attribute: 'decimals', value: '3', expected: null }], 'the reset, a step of its own');
    assert.deepEqual(h.undo(), [{ attribute: 'decimals', value: null, expected: '3' }]);
    assert.equal(h.canUndo(), false);
  });

  it('keeps no step for a stream that ends where it started', async () => {
    let now = 0;
    const h = new SettingsHistory({ now: () => now });
    h.record('decimals', null, '3');
    await nextTask();
    for (const [before, after] of [['10000', '200'], ['200', '10000']]) {
      now += 100; // dragged away and back
      h.record('base', before, after);
      await nextTask();
    }
    assert.deepEqual(h.undo(), [{ attribute: 'decimals', value: null, expected: '3' }], 'the drag left nothing to undo');
    assert.equal(h.canUndo(), false);
  });

  it('keeps the latest 100 steps', async () => {
    const h = history();
    for (let j = 0; j < 120; j += 1) {
      h.record('decimals', String(j), String(j + 1));
      await nextTask();
    }
    let steps = 0;
    while (h.undo()) steps += 1;
    assert.equal(steps, 100);
  });
});
