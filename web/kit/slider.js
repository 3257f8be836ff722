// Range sliders: a native <input type="range"> (so arrows, PageUp/PageDown, Home and End work with
// the keyboard and assistive technology announces it as a slider), and the pacing of what a drag
// writes: one write per animation frame, the latest value, so a drag never queues up work the
// screen cannot show.

/** A range input from min to max in whole steps of `step` (a class for the styles). */
export function rangeInput({ min, max, step = 1, className = 'slider' }) {
  const input = document.createElement('input');
  input.type = 'range';
  input.className = className;
  input.min = String(min);
  input.max = String(max);
  input.step = String(step);
  return input;
}

/**
 * fn, called at most once per animation frame with the arguments of the last call in that frame;
 * flush() calls a pending one now (a drag's `change`: the last value is written at once).
 */
export function onceAFrame(fn) {
  let pending = null;
  let frame = 0;
  const run = () => {
    frame = 0;
    const args = pending;
    pending = null;
    if (args) fn(...args);
  };
  const call = (...args) => {
    pending = args;
    frame ||= requestAnimationFrame(run);
  };
  call.flush = () => {
    if (frame) cancelAnimationFrame(frame);
    run();
  };
  return call;
}
