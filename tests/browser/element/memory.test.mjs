// Memory: ten thousand successive settings changes on one <sinusoidal-pe> (d-model, base,
// positions, layout, origin, decimals and quiz in turn, a refused value now and then) leave the
// JavaScript heap, the WebAssembly memory and the shadow root's node count flat after a warm-up.
//
// A change is one attribute set to a new value. Four changes (four different attributes) are made
// per microtask batch, which the element renders once: 10,000 changes are 2,500 renders. Each batch
// is awaited until its render has run (the next task); every tenth batch until the widget says it
// is done (updateComplete), which takes a pause in the changes (the table's out-of-view cells and the
// inspector catch up once changes pause for 100 ms). So both paths are taken many times over: the
// catch-up that finishes (250 times) and the one that a newer change overtakes (2,250 times), with a
// frame after every 100 changes.
//
// Figures: the JS heap through CDP (HeapProfiler.collectGarbage, then Runtime.getHeapUsage); the
// WebAssembly memory as its buffer's byteLength, read through a test-only hook on
// WebAssembly.instantiate(Streaming) installed before the page loads (nothing new is exposed by the
// widget or the loader); live nodes by walking the shadow root.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fixtureUrl, openBrowser } from '../harness.mjs';

const WARM_UP = 1000;
const CHANGES = 10_000;
// The JS heap may grow by less than 1 MB over 10,000 changes: 100 bytes a change. The smallest
// leak a render could have (one closure or listener kept per change, ~100 bytes; one detached
// element, a few hundred; one table model, over a kilobyte) would go past it, while the heap after a
// full GC varies by well under that from one measurement to the next on this page (tens of KB).
const HEAP_BOUND = 1024 * 1024;

describe('memory over 10,000 settings changes', () => {
  let h;
  before(async () => {
    h = await openBrowser();
  });
  after(async () => h?.close());

  it('the JS heap, the WebAssembly memory and the shadow DOM stay flat after warm-up', async () => {
    const page = await h.newPage();
    await page.addInitScript(() => {
      // Test-only: keep the WebAssembly.Memory of every instance the page creates.
      window.__wasmMemories = [];
      const keep = (result) => {
        const instance = result.instance ?? result;
        for (const value of Object.values(instance.exports ?? {})) {
          if (value instanceof WebAssembly.Memory) window.__wasmMemories.push(value);
        }
        return result;
      };
      for (const name of ['instantiate', 'instantiateStreaming']) {
        const original = WebAssembly[name];
        WebAssembly[name] = function (...args) {
          return original.apply(this, args).then(keep);
        };
      }
    });
    await page.goto(fixtureUrl(h, 'blank.html'));
    await page.evaluate(async () => {
      await customElements.whenDefined('sinusoidal-pe');
      const el = document.createElement('sinusoidal-pe');
      el.id = 'w';
      document.getElementById('host').append(el);
      await el.updateComplete;

      // The cycle of changes: change n sets one attribute to the next of its values.
      const VALUES = {
        'd-model': ['2', '8', '16', '3', '12', '6', '4'], // '3' is refused (an alert), the next change fixes it
        base: ['100', '1e5', '2.5', '10000'],
        positions: ['0..7', '3..5', '-2..2, 10, 2.5', '0..9', '1.5', '0,1,2'],
        layout: ['concatenated', 'interleaved'],
        origin: ['1', '0'],
        decimals: ['3', '9', '0', '6'],
        quiz: ['q1', ''],
      };
      const names = Object.keys(VALUES);
      let n = 0;
      const BATCH = 4;
      const SETTLE_EVERY = 10 * BATCH;
      const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
      window.__change = async (count) => {
        const started = performance.now();
        for (let j = 0; j < count; j += 1, n += 1) {
          const name = names[n % names.length];
          const list = VALUES[name];
          el.setAttribute(name, list[Math.floor(n / names.length) % list.length]);
          if (j % SETTLE_EVERY === SETTLE_EVERY - 1) await el.updateComplete;
          else if (j % BATCH === BATCH - 1) await nextTask();
          if (j % 100 === 99) await new Promise(requestAnimationFrame);
        }
        await el.updateComplete;
        // The same final state for every measurement: the defaults.
        for (const name of names) el.removeAttribute(name);
        await el.updateComplete;
        await new Promise(requestAnimationFrame);
        return performance.now() - started;
      };
      window.__nodes = () => {
        let count = 0;
        const walker = document.createTreeWalker(el.shadowRoot, NodeFilter.SHOW_ALL);
        while (walker.nextNode()) count += 1;
        return count;
      };
      window.__wasmBytes = () => window.__wasmMemories.map((m) => m.buffer.byteLength);
    });

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    const measure = async () => {
      for (let k = 0; k < 3; k += 1) await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize, totalSize } = await cdp.send('Runtime.getHeapUsage');
      return {
        jsHeapUsed: usedSize,
        jsHeapTotal: totalSize,
        wasmBytes: await page.evaluate(() => window.__wasmBytes()),
        shadowNodes: await page.evaluate(() => window.__nodes()),
      };
    };

    const warmUpMs = await page.evaluate((count) => window.__change(count), WARM_UP);
    const first = await measure();
    const runMs = await page.evaluate((count) => window.__change(count), CHANGES);
    const second = await measure();
    const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
    console.log(`memory: warm-up ${WARM_UP} changes in ${(warmUpMs / 1000).toFixed(1)} s, then ${CHANGES} changes in ${(runMs / 1000).toFixed(1)} s ` +
      `(${(runMs / CHANGES).toFixed(2)} ms a change)`);
    console.log(`memory: JS heap used ${mb(first.jsHeapUsed)} → ${mb(second.jsHeapUsed)} (${second.jsHeapUsed - first.jsHeapUsed >= 0 ? '+' : ''}${((second.jsHeapUsed - first.jsHeapUsed) / 1024).toFixed(1)} KB); ` +
      `heap total ${mb(first.jsHeapTotal)} → ${mb(second.jsHeapTotal)}`);
    console.log(`memory: WebAssembly memory ${first.wasmBytes.map(mb).join(', ')} → ${second.wasmBytes.map(mb).join(', ')}; ` +
      `shadow-root nodes ${first.shadowNodes} → ${second.shadowNodes}`);

    // Two instances, made during the warm-up: the table build the widget starts with, and the check
    // build that quiz="q1" asks for (the table keeps the one it has); none more over the changes.
    assert.equal(first.wasmBytes.length, 2, 'one WebAssembly instance per build, shared');
    assert.deepEqual(second.wasmBytes, first.wasmBytes, 'WebAssembly memory unchanged');
    assert.equal(second.shadowNodes, first.shadowNodes, 'no DOM nodes pile up in the shadow root');
    assert.ok(second.jsHeapUsed - first.jsHeapUsed < HEAP_BOUND,
      `JS heap grew by ${mb(second.jsHeapUsed - first.jsHeapUsed)} over ${CHANGES} changes (bound ${mb(HEAP_BOUND)})`);
    assert.deepEqual(page.problems, []);
  });
});
