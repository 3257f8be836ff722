// Whether the reader points with a finger: a screen whose main pointer cannot hover (a phone, a
// tablet). A text that says "hover over" or "point at" says "tap" there instead. The media query
// follows a change (a tablet given a trackpad, a laptop's screen folded into a tablet).
const query = typeof matchMedia === 'function' ? matchMedia('(hover: none)') : null;

/** Whether the main pointer cannot hover (a touch screen). */
export const touchScreen = () => query?.matches ?? false;

/** Calls fn() whenever touchScreen() changes; returns a function that stops calling it. */
export function onTouchScreenChange(fn) {
  query?.addEventListener('change', fn);
  return () => query?.removeEventListener('change', fn);
}

/**
 * Writes message hoverId into node (its textContent, or attribute) where the pointer can hover and
 * touchId on a touch screen, now, for every later catalog (words.bind) and at every change of
 * pointer. The node is held weakly, as words.bind holds it.
 */
export function bindPointerWords(words, node, hoverId, touchId, args, attribute = null) {
  const id = () => (touchScreen() ? touchId : hoverId);
  words.bind(node, id, args, attribute);
  const ref = new WeakRef(node);
  const stop = onTouchScreenChange(() => {
    const target = ref.deref();
    if (!target) return stop();
    const text = words.t(id(), typeof args === 'function' ? args() : args);
    if (attribute) target.setAttribute(attribute, text);
    else target.textContent = text;
  });
  return node;
}
