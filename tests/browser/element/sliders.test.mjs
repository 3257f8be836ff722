// Sliders and play (issue 30, item 3): the base is dragged on a log scale of round values and the
// offset beside its field, each writing its attribute so that the table and the figures follow; the
// pair inspector's clock shows every pair's hand at a position the learner drags or plays, each
// turning at its own rate; Play steps instead of gliding for prefers-reduced-motion and stops when
// the clock leaves the screen or the tab is hidden. Everything by mouse and by keyboard, as a learner
// does it; the English texts come from the catalog.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { englishMessages } from '../../node/english.mjs';
import { eventually, expectText, fixtureUrl, mountWidget, settled, tableValues, useBrowser } from '../harness.mjs';
import { overflow } from '../screens.mjs';

const say = (id, args) => englishMessages.format(id, args);
const SHOTS = join(tmpdir(), 'sinusoidal-pe-sliders');

// The bases of the slider's notches must be round: one or two significant digits (15000, 500000).
const isRound = (text) => /^[1-9][05]?0*$/.test(text);

describe('sliders and play', () => {
  const h = useBrowser();

  async function open(attributes = {}, options = {}) {
    const page = await h.newPage({ viewport: { width: 1280, height: 900 }, ...options });
    await page.goto(fixtureUrl(h, 'blank.html'));
    const widget = await mountWidget(page, attributes);
    return { page, widget };
  }

  const attribute = (widget, name) => widget.evaluate((el, n) => el.getAttribute(n), name);
  const updated = (widget) => widget.evaluate((el) => el.updateComplete);

  // Drags a slider's thumb to a fraction of its track with the mouse.
  async function drag(page, slider, from, to) {
    const box = await slider.boundingBox();
    const y = box.y + box.height / 2;
    // The thumb's centre runs over the track less half a thumb at each end (about 8 px).
    const at = (f) => box.x + 8 + f * (box.width - 16);
    await page.mouse.move(at(from), y);
    await page.mouse.down();
    for (let j = 1; j <= 8; j += 1) await page.mouse.move(at(from + ((to - from) * j) / 8), y, { steps: 2 });
    await page.mouse.up();
  }

  it('the base slider steps through round bases with the keys, and the table follows', async () => {
    const { page, widget } = await open();
    const slider = widget.getByRole('slider', { name: say('element-slider-base') });
    const field = widget.getByLabel('base', { exact: true });
    assert.equal(await slider.getAttribute('aria-valuetext'), '10000');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await eventually(async () => assert.equal(await attribute(widget, 'base'), '15000'));
    await updated(widget);
    // The field shows the same value; the table's second pair turns by 15000^(−1/2) per position.
    assert.equal(await field.inputValue(), '15000');
    assert.equal(await slider.getAttribute('aria-valuetext'), '15000');
    const rows = await tableValues(widget);
    assert.equal(rows[1][2], Math.sin(1 / Math.sqrt(15000)).toFixed(6));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await eventually(async () => assert.equal(await attribute(widget, 'base'), '8000'));
    await page.keyboard.press('End');
    await eventually(async () => assert.equal(await attribute(widget, 'base'), '1000000000'));
    await page.keyboard.press('Home');
    await eventually(async () => assert.equal(await attribute(widget, 'base'), '2'));
    await page.keyboard.press('PageUp');
    await eventually(async () => {
      const base = await attribute(widget, 'base');
      assert.ok(Number(base) > 3 && isRound(base), `PageUp moves several round bases up: ${base}`);
    });
    await updated(widget);
    assert.equal((await tableValues(widget))[1][2], Math.sin(1 / Math.sqrt(Number(await attribute(widget, 'base')))).toFixed(6));
  });

  it('the base slider is a log scale: dragged to its middle, the base is about √(2 × 10⁹), a round number', async () => {
    const { page, widget } = await open();
    const slider = widget.getByRole('slider', { name: say('element-slider-base') });
    await drag(page, slider, 0.45, 0.5);
    await eventually(async () => {
      const base = await attribute(widget, 'base');
      assert.ok(isRound(base), `a round base: ${base}`);
      // The middle of 2 … 10⁹ on a log scale is √(2 × 10⁹) ≈ 44721; a linear scale would give 5 × 10⁸.
      const ratio = Number(base) / Math.sqrt(2e9);
      assert.ok(ratio > 0.5 && ratio < 2, `base ${base} near the log scale's middle`);
    });
    await updated(widget);
    const base = Number(await attribute(widget, 'base'));
    assert.equal(await widget.getByLabel('base', { exact: true }).inputValue(), String(base));
    assert.equal((await tableValues(widget))[2][2], Math.sin(2 / Math.sqrt(base)).toFixed(6));
    // A base typed in the field between two notches: the slider says it as typed.
    await widget.getByLabel('base', { exact: true }).fill('123456');
    await widget.getByLabel('base', { exact: true }).press('Enter');
    await eventually(async () => assert.equal(await slider.getAttribute('aria-valuetext'), '123456'));
  });

  it('the offset slider beside the rotation figure\'s field writes the offset, by keys and by mouse', async () => {
    const { page, widget } = await open({ figures: 'rotation', 'd-model': '8' });
    const figure = widget.locator('figure[data-figure="rotation"]');
    const slider = figure.getByRole('slider', { name: /^Offset Δ/ });
    const field = figure.getByRole('spinbutton');
    await slider.waitFor();
    assert.equal(await slider.getAttribute('aria-valuetext'), '5');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await eventually(async () => assert.equal(await attribute(widget, 'offset'), '6'));
    await updated(widget);
    assert.equal(await field.inputValue(), '6');
    await expectText(figure.locator('figcaption'), 'p + Δ = 6');
    await page.keyboard.press('End');
    await eventually(async () => assert.equal(await attribute(widget, 'offset'), '64'));
    await drag(page, slider, 0.5, 0);
    await eventually(async () => assert.equal(await attribute(widget, 'offset'), '-64'));
    await updated(widget);
    assert.equal(await field.inputValue(), '-64');
    // An offset typed beyond the slider's ends: the thumb stays at the end, the value said as typed.
    await field.fill('1000');
    await eventually(async () => assert.equal(await attribute(widget, 'offset'), '1000'));
    await eventually(async () => assert.equal(await slider.getAttribute('aria-valuetext'), '1000'));
    assert.equal(await slider.inputValue(), '64');
  });

  it('the clock\'s position is dragged with keys and mouse: each pair\'s hand at pos × ω_k, the exact angle written', async () => {
    const { page, widget } = await open();
    const clock = widget.getByRole('group', { name: say('table-clock-title') });
    const slider = clock.getByRole('slider', { name: say('table-clock-position') });
    const before = await tableValues(widget);
    await slider.focus();
    for (let j = 0; j < 3; j += 1) await page.keyboard.press('ArrowRight');
    await expectText(clock, say('table-clock-value', { pos: '3' }));
    assert.equal(await slider.getAttribute('aria-valuetext'), '3');
    await expectText(clock, say('table-clock-readout', { pos: '3', k: '0', angle: '3' }));
    // Pair 0 turns 1 rad per position, pair 1 0.01 rad (ω_1 = 10000^(−2/4)).
    const hands = await handAngles(clock);
    assert.ok(Math.abs(hands[0] - 3) < 1e-3, `pair 0's hand at 3 rad: ${hands[0]}`);
    assert.ok(Math.abs(hands[1] - 0.03) < 1e-3, `pair 1's hand at 0.03 rad: ${hands[1]}`);
    // Not an attribute: the table and the settings stay as they were.
    assert.equal(await attribute(widget, 'position'), null);
    assert.deepEqual(await tableValues(widget), before);
    await drag(page, slider, 0, 1);
    const max = Number(await slider.getAttribute('max'));
    assert.equal(max, 511, 'the positions of max_len, 0 … 511');
    await expectText(clock, say('table-clock-value', { pos: '511' }));
    await page.keyboard.press('Home');
    await expectText(clock, say('table-clock-value', { pos: '0' }));
    // A shorter max_len shortens the slider, the position kept within it.
    await page.keyboard.press('End');
    await widget.evaluate((el) => el.setAttribute('max-len', '100'));
    await updated(widget);
    assert.equal(await slider.getAttribute('max'), '99');
    await expectText(clock, say('table-clock-value', { pos: '99' }));
  });

  it('a locked quiz\'s base cannot be dragged either', async () => {
    const { widget } = await open({ quiz: 'bank', settings: 'locked', 'quiz-count': '2' });
    const slider = widget.getByRole('slider', { name: say('element-slider-base') });
    await eventually(async () => assert.equal(await slider.isDisabled(), true));
    assert.equal(await widget.getByLabel('base', { exact: true }).getAttribute('readonly'), '');
  });

  it('Play moves the position a second at a time, the hands gliding at their own rates; Pause stops it', async () => {
    const { page, widget } = await open();
    const clock = widget.getByRole('group', { name: say('table-clock-title') });
    const slider = clock.getByRole('slider', { name: say('table-clock-position') });
    await clock.getByRole('button', { name: say('table-clock-play') }).click();
    const pause = clock.getByRole('button', { name: say('table-clock-pause') });
    await pause.waitFor();
    // Between two whole positions the hands glide: some frames show pair 0 between them.
    const samples = await sampleHands(clock, 1500);
    const between = samples.filter(([a]) => Math.abs(a - Math.round(a)) > 0.05);
    assert.ok(between.length > 5, `pair 0's hand between whole positions in ${between.length} of ${samples.length} frames`);
    // Every hand at its own rate: pair 1 has turned ω_1/ω_0 = 1/100 of pair 0.
    const [a0, a1] = samples.at(-1);
    assert.ok(Math.abs(a1 - a0 / 100) < 2e-3, `pair 1 (${a1}) turns a hundredth of pair 0 (${a0})`);
    assert.ok(Number(await slider.inputValue()) >= 1, 'the position moved on');
    await pause.click();
    await clock.getByRole('button', { name: say('table-clock-play') }).waitFor();
    const stopped = await slider.inputValue();
    await page.waitForTimeout(1300);
    assert.equal(await slider.inputValue(), stopped, 'paused: the position stays');
    // The hands rest at the whole position written beside them.
    assert.ok(Math.abs((await handAngles(clock))[0] - Number(stopped)) < 1e-3);
  });

  it('with prefers-reduced-motion, Play steps from one whole position to the next without gliding', async () => {
    const { page, widget } = await open();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const clock = widget.getByRole('group', { name: say('table-clock-title') });
    const slider = clock.getByRole('slider', { name: say('table-clock-position') });
    await clock.getByRole('button', { name: say('table-clock-play') }).click();
    const samples = await sampleHands(clock, 2600);
    for (const [a] of samples) assert.ok(Math.abs(a - Math.round(a)) < 1e-3, `pair 0's hand at a whole position: ${a}`);
    // Steps of one position, about a second apart (a busy machine's timers may come late: a step
    // after a late one can follow it sooner than a second, never at a frame's distance).
    const steps = samples.filter(([a], j) => j > 0 && Math.round(a) !== Math.round(samples[j - 1][0]));
    assert.ok(steps.length >= 2, `${steps.length} steps in 2.6 s`);
    for (let j = 1; j < steps.length; j += 1) {
      assert.equal(Math.round(steps[j][0]) - Math.round(steps[j - 1][0]), 1, 'one position a step');
      assert.ok(steps[j][2] - steps[j - 1][2] > 500, `about a second between steps: ${steps[j][2] - steps[j - 1][2]} ms`);
    }
    // The slider shows the hands' whole position (or the next one, if a step came after the last sample).
    const shown = Number(await slider.inputValue()) - Math.round(samples.at(-1)[0]);
    assert.ok(shown === 0 || shown === 1, `the slider is at the hands' position (${shown} ahead)`);
    await clock.getByRole('button', { name: say('table-clock-pause') }).click();
  });

  it('Play stops when the clock leaves the screen and when the tab is hidden', async () => {
    const { page, widget } = await open();
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('div'), { id: 'after' })));
    await page.evaluate(() => { document.getElementById('after').style.height = '4000px'; });
    const clock = widget.getByRole('group', { name: say('table-clock-title') });
    await clock.getByRole('button', { name: say('table-clock-play') }).click();
    await clock.getByRole('button', { name: say('table-clock-pause') }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 4500));
    await clock.getByRole('button', { name: say('table-clock-play') }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await clock.getByRole('button', { name: say('table-clock-play') }).click();
    await clock.getByRole('button', { name: say('table-clock-pause') }).waitFor();
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await clock.getByRole('button', { name: say('table-clock-play') }).waitFor();
    await settled(page);
  });

  it('at 390 and 1280 px the sliders fit, with their values in view (screenshots)', async () => {
    mkdirSync(SHOTS, { recursive: true });
    // The test page has no viewport meta: a phone's width is given as the viewport, touch on.
    for (const [width, height, touch] of [[1280, 900, false], [390, 844, true]]) {
      const { page, widget } = await open({ 'd-model': '64', positions: '0..3', figures: 'rotation' }, { viewport: { width, height }, hasTouch: touch });
      const clock = widget.getByRole('group', { name: say('table-clock-title') });
      await clock.getByRole('slider').focus();
      for (let j = 0; j < 5; j += 1) await page.keyboard.press('ArrowRight');
      await widget.locator('figure[data-figure="rotation"]').scrollIntoViewIfNeeded();
      await settled(page);
      const wide = await overflow(page);
      assert.equal(wide.extra, 0, `the page does not scroll sideways at ${width} px`);
      assert.deepEqual(wide.sticking, [], `nothing reaches past ${width} px`);
      for (const slider of await widget.getByRole('slider').all()) {
        const box = await slider.boundingBox();
        assert.ok(box.x >= 0 && box.x + box.width <= width, 'each slider within the screen');
        assert.ok(box.height >= 24, 'a target of at least 24 px');
      }
      await widget.locator('.settings').screenshot({ path: join(SHOTS, `settings-${width}.png`) });
      await clock.screenshot({ path: join(SHOTS, `clock-${width}.png`) });
      await widget.locator('figure[data-figure="rotation"] .pe-fig-toolbar').screenshot({ path: join(SHOTS, `offset-${width}.png`) });
    }
  });
});

// The angle of each dial's hand, counter-clockwise from the right, in [0, 2π) (pair order).
function handAngles(clock) {
  return clock.locator('.dial line.hand').evaluateAll((lines) =>
    lines.map((l) => {
      const a = Math.atan2(-Number(l.getAttribute('y2')), Number(l.getAttribute('x2')));
      return a < -1e-9 ? a + 2 * Math.PI : Math.max(0, a);
    }));
}

// The hands' angles at every animation frame for `ms` milliseconds; pair 0's hand (1 rad per
// position) unwrapped so that it reads as the position itself: [[pair 0, pair 1, time], …].
function sampleHands(clock, ms) {
  return clock.evaluate((box, time) => new Promise((resolve) => {
    const lines = [...box.querySelectorAll('.dial line.hand')];
    const out = [];
    let turns = 0;
    let last = 0;
    const end = performance.now() + time;
    const frame = (now) => {
      const angles = lines.map((l) => Math.atan2(-Number(l.getAttribute('y2')), Number(l.getAttribute('x2'))));
      let a = angles[0] < -1e-9 ? angles[0] + 2 * Math.PI : Math.max(0, angles[0]);
      if (a + turns * 2 * Math.PI < last - 1) turns += 1;
      a += turns * 2 * Math.PI;
      last = a;
      out.push([a, angles[1], now]);
      if (now < end) requestAnimationFrame(frame);
      else resolve(out);
    };
    requestAnimationFrame(frame);
  }), ms);
}
