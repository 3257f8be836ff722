// The base's slider, beside the base field of the settings: a drag over eight decades on a log
// scale. Its notches are round bases (…, 8000, 10000, 15000, 20000, 30000, …) so that a drag writes
// a clean number to the attribute; the text field beside it stays for any other base and shows the
// same value. A drag writes the attribute once per animation frame (the table follows the thumb),
// and its last value at once when it ends.
import { plain } from '../core/index.js';
import { onceAFrame, rangeInput } from '../kit/index.js';

// Round mantissas per decade, about evenly spread in log10 (0, .18, .30, .48, .60, .70, .78, .90).
const MANTISSAS = [1, 1.5, 2, 3, 4, 5, 6, 8];
// From 2 (every pair but the first turns fast) to 10^9 (all but the first few barely move): the
// base must be greater than 1 (element-rule-base); 10000 is the paper's.
const LOWEST = [2, 3, 4, 5, 6, 8];
const DECADES = 8;

/** The bases the slider stops at, in increasing order. */
export const BASE_STOPS = Object.freeze([
  ...LOWEST,
  ...Array.from({ length: DECADES }, (_, e) => MANTISSAS.map((m) => Math.round(m * 10 ** (e + 1)))).flat(),
  10 ** (DECADES + 1),
]);

/** The index of the stop nearest `base` on a log scale (the ends for bases beyond them). */
export function nearestStop(base) {
  const x = Math.log10(base);
  if (!Number.isFinite(x)) return base > 1 ? BASE_STOPS.length - 1 : 0;
  let best = 0;
  for (let i = 1; i < BASE_STOPS.length; i += 1) {
    if (Math.abs(Math.log10(BASE_STOPS[i]) - x) < Math.abs(Math.log10(BASE_STOPS[best]) - x)) best = i;
  }
  return best;
}

/**
 * The slider: `element`, labelled by its message; onInput(text) writes the base attribute. show()
 * puts the thumb at the base in effect and says that base as its value (the exact number, in the
 * widget's digits) — a base between notches, typed in the field, is said as it is.
 */
export class BaseSlider {
  #words;

  constructor(words, onInput) {
    this.#words = words;
    const input = rangeInput({ min: 0, max: BASE_STOPS.length - 1, className: 'slider base-slider' });
    words.bind(input, 'element-slider-base', undefined, 'aria-label');
    const write = onceAFrame(onInput);
    input.addEventListener('input', () => {
      const text = String(BASE_STOPS[input.valueAsNumber]);
      this.#say(text);
      write(text);
    });
    input.addEventListener('change', () => write.flush());
    this.element = input;
  }

  show(base) {
    const index = String(nearestStop(base));
    if (this.element.value !== index) this.element.value = index;
    this.#say(plain(base));
  }

  // Written at every show(): after a change of language, in the new digits.
  #say(text) {
    this.element.setAttribute('aria-valuetext', this.#words.n(text));
  }
}
