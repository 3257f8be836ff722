// The offset's slider, beside the offset field of the figures that turn a pair by Δ (rotation,
// RoPE): whole offsets from −64 to 64, a range for trying things by hand; the field beside it takes
// any offset the attribute accepts (±limits.maxOffset) and shows the same value. A drag asks for
// the offset once per animation frame, and for its last value at once when it ends.
import { plain } from '../core/index.js';
import { onceAFrame, rangeInput } from '../kit/index.js';

/** The slider's ends: −OFFSET_SLIDER_SPAN … OFFSET_SLIDER_SPAN. */
export const OFFSET_SLIDER_SPAN = 64;

/**
 * Adds the slider to an offset field (numberControl's {element}); emit({offset}) asks for a change.
 * Returns {input, set(offset)}: set() puts the thumb at the offset in effect (at an end beyond it)
 * and says the offset itself as the slider's value, in the words' digits.
 */
export function offsetSlider(field, emit, words) {
  const span = OFFSET_SLIDER_SPAN;
  const input = rangeInput({ min: -span, max: span, className: 'pe-fig-slider pe-fig-offset-slider' });
  words.bind(input, 'figure-slider-offset', () => ({ min: words.n(String(-span)), max: words.n(String(span)) }), 'aria-label');
  const say = (v) => input.setAttribute('aria-valuetext', words.n(plain(v)));
  const ask = onceAFrame((v) => emit({ offset: v }));
  input.addEventListener('input', () => {
    say(input.valueAsNumber);
    ask(input.valueAsNumber);
  });
  input.addEventListener('change', () => ask.flush());
  field.element.append(input);
  return {
    input,
    set(v) {
      const at = String(Math.max(-span, Math.min(span, Math.round(v))));
      if (input.value !== at) input.value = at;
      say(v);
    },
  };
}
