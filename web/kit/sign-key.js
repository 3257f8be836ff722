// The ± key beside a number field that may hold a negative number (a quiz answer, an offset): a
// phone's number pad may have no minus key. iOS's pad for inputmode="decimal" (digits and the
// decimal mark) and for "numeric" (digits) has none; Chrome on Android asks for a number pad without
// its "signed" flag whatever the inputmode or type="number", and Gboard shows a minus there anyway,
// but other keyboards (Samsung's) leave it out. A full text keyboard (inputmode="text") has a minus
// on every phone, one layer away from the digits: the pad and this key make a negative answer two
// taps instead. The key flips the sign of the number in the field and leaves focus (and the pad) in
// the field. A physical keyboard has its minus key: the key is out of the tab order and shown only
// where a coarse pointer is (SIGN_KEY_CSS), while screen readers, which reach every button, hear its
// name.
import { button, el } from './dom.js';

// A sign at the start of the field's text (after spaces and direction marks): ASCII or typographic.
const LEADING_SIGN = /^([\s\u061c\u200e\u200f]*)([-+\u2212]?)/;

/** Flips the sign of the number in a text or number field, keeps the caret, and says so with an input event. */
export function flipSign(input) {
  const text = input.value;
  if (input.type === 'number') {
    // A number field holds a number or nothing: a lone minus cannot be written into it.
    if (text === '' || !Number.isFinite(input.valueAsNumber)) return;
    input.value = text.startsWith('-') ? text.slice(1) : `-${text}`;
  } else {
    const [lead, spaces, sign] = LEADING_SIGN.exec(text);
    const next = `${spaces}${sign === '-' || sign === '\u2212' ? '' : '-'}${text.slice(lead.length)}`;
    const caret = input.selectionStart ?? text.length;
    const moved = Math.max(spaces.length, caret + next.length - text.length);
    input.value = next;
    input.setSelectionRange?.(moved, moved);
  }
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The ± key for input; its name is words' element-sign-key (in the widget's language). commit: a
 * field whose edits apply on change (the table's token numbers) applies the new sign at once.
 */
export function signKey(words, input, { commit = false } = {}) {
  const key = button('', 'pe-sign-key');
  key.tabIndex = -1;
  words.bind(key, 'element-sign-key', undefined, 'aria-label');
  const glyph = el('span', null, '±');
  glyph.setAttribute('aria-hidden', 'true');
  key.append(glyph);
  // A press does not take focus from the field: its keypad stays on screen.
  key.addEventListener('pointerdown', (event) => {
    if (input.getRootNode().activeElement === input) event.preventDefault();
  });
  key.addEventListener('click', () => {
    if (input.readOnly || input.disabled) return;
    flipSign(input);
    if (commit) input.dispatchEvent(new Event('change', { bubbles: true }));
    input.focus();
  });
  return key;
}

/**
 * The key's rules, for each stylesheet that holds such a field (the widget's, the figures'): shown
 * only where some pointer is coarse, as large as a finger needs.
 */
export const SIGN_KEY_CSS = String.raw`
.pe-sign-key { display: none; min-width: 2.75em; min-height: 2.4em; padding: 0 0.5em; font-size: 1em; line-height: 1; }
@media (any-pointer: coarse) { .pe-sign-key { display: inline-block; } }
`;
