// The order in which a page's widget files are requested, read from Chromium's request timings over
// the slow connection the bench uses (tests/bench/first-paint.mjs: 150 ms round trip, 1.6 Mbit/s),
// where a request that waits for another shows. The pages are the bench's: the README's shortest
// snippet, with no preload hints.
//
// - One widget: the element's file carries the loader, so the core's glue and .wasm are requested as
//   soon as it has run, together, one round trip after it: nothing else is requested before them,
//   and the .wasm does not wait for the glue.
// - quiz="bank": the table is drawn with the table build; the quiz's panels, the bank's build and the
//   quiz's part of the catalog are requested only once that build and the widget's catalog are
//   here, and the table is on screen before the bank's build is.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SLOW_NETWORK } from '../../bench/first-paint.mjs';
import { useBrowser } from '../harness.mjs';

const h = useBrowser();

// A request's start is Chromium's wall-clock time and its end that start plus a monotonic offset:
// the two are written at different moments and can disagree by a fraction of a millisecond (a file
// asked for as the .wasm arrived measured 0.03 ms "before" it). The order judged below is about a
// 150 ms round trip, so a millisecond is the clocks' precision, not a margin for the order.
const CLOCK_PRECISION_MS = 1;

// Opens a bench page over the slow connection; resolves, once its first table row is on screen and
// the network is quiet, to {requests: [{file, start, end}] (the files of dist/, ms since the epoch,
// in the order requested), tableAt (ms since the epoch)}.
async function loadSlowly(path, { settle = (page) => page.waitForLoadState('networkidle') } = {}) {
  const page = await h.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  const requests = [];
  const finished = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/dist/')) requests.push({ file: pathname.slice('/dist/'.length), request: r });
  });
  page.on('requestfinished', (r) => finished.push(r));
  await page.goto(h.url(path), { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => document.querySelector('sinusoidal-pe')?.shadowRoot?.querySelector('tbody tr') && performance.timeOrigin + performance.now(),
    null,
    { polling: 'raf', timeout: 20000 },
  );
  const tableAt = await handle.jsonValue();
  await settle(page);
  const timed = requests.map(({ file, request }) => {
    const t = request.timing();
    assert.ok(finished.includes(request), `${file} finished`);
    return { file, start: t.startTime, end: t.startTime + t.responseEnd };
  });
  return { requests: timed.sort((a, b) => a.start - b.start), tableAt };
}

const named = (requests, file) => {
  const r = requests.find((q) => q.file === file);
  assert.ok(r, `${file} is requested; requested: ${requests.map((q) => q.file).join(', ')}`);
  return r;
};

describe('the order a page requests the widget files in, over a slow connection', () => {
  it('one widget: the glue and the .wasm are requested together, right after the element file, which carries the loader', async () => {
    const { requests } = await loadSlowly('tests/bench/one-widget.html');
    // And its words: the page's catalog, fetched beside the core once the widget is built.
    assert.deepEqual(requests.map((r) => r.file).sort(), ['en.ftl', 'pe-core-wasm.js', 'pe-core-wasm.wasm', 'sinusoidal-pe.js']);
    assert.equal(requests[0].file, 'sinusoidal-pe.js');
    const element = named(requests, 'sinusoidal-pe.js');
    const glue = named(requests, 'pe-core-wasm.js');
    const wasm = named(requests, 'pe-core-wasm.wasm');
    // Neither waits for another file after the element's: both start before the other one's answer
    // has arrived (with a 150 ms round trip, a chain would start the second at least 150 ms later).
    assert.ok(wasm.start < glue.end, `the .wasm starts (${wasm.start - element.end} ms after the element's file) before the glue has arrived (${glue.end - element.end} ms)`);
    assert.ok(glue.start < wasm.end, 'the glue starts before the .wasm has arrived');
    // And no other file is asked for in between: the element's file starts them itself, before it
    // builds the widget (which asks for the words). How long after its arrival is the machine's
    // time to run the file, not the order (shown, not judged: npm run bench times the page).
    assert.deepEqual(requests.slice(1, 3).map((r) => r.file).sort(), ['pe-core-wasm.js', 'pe-core-wasm.wasm'],
      `the glue and the .wasm are the first files after the element's (${Math.max(glue.start, wasm.start) - element.end} ms after it): ${requests.map((r) => r.file).join(', ')}`);
  });

  it('quiz="bank": the table is drawn with the table build; the quiz panels and the bank\'s build come after it', async () => {
    const { requests, tableAt } = await loadSlowly('tests/bench/one-widget-bank.html', {
      // Settled once the bank's question is there too.
      settle: async (page) => {
        await page.locator('sinusoidal-pe').getByRole('button', { name: 'Check' }).first().waitFor({ timeout: 20000 });
        await page.waitForLoadState('networkidle');
      },
    });
    const tableWasm = named(requests, 'pe-core-wasm.wasm');
    const catalog = named(requests, 'en.ftl');
    for (const file of ['quiz-panels.js', 'pe-core-bank-wasm.js', 'pe-core-bank-wasm.wasm', 'quiz-bank-panels.js', 'en.quiz.ftl']) {
      const r = named(requests, file);
      assert.ok(r.start >= tableWasm.end - CLOCK_PRECISION_MS, `${file} is requested (${r.start - tableWasm.end} ms) after the table build's .wasm has arrived`);
      assert.ok(r.start >= catalog.end - CLOCK_PRECISION_MS, `${file} is requested (${r.start - catalog.end} ms) after the table's words have arrived`);
    }
    const bankWasm = named(requests, 'pe-core-bank-wasm.wasm');
    assert.ok(tableAt < bankWasm.end, `the table is on screen (${bankWasm.end - tableAt} ms) before the bank's build has arrived`);
  });
});
