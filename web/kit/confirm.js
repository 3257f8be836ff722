// Asking first, inside the widget: a modal <dialog> in the shadow root (role="alertdialog") that says
// in plain words what a control is about to undo, with a button to go ahead and one to keep things
// as they are. Focus starts on the safe choice; Escape, like that button, keeps things as they are,
// and focus goes back where it was. No window.confirm(): its words and buttons are the browser's,
// and a frame (an LMS's, H5P's) may not be allowed to open one.
import { button, el } from './dom.js';

let asked = 0;

/**
 * Asks a question in a dialog placed in `container` (an element in the shadow root) and resolves to
 * true when the learner goes ahead, false when they keep things as they are. words: {title, text,
 * go (the button that goes ahead), keep (the one that does not)}; all are plain text.
 */
export function askFirst(container, { title, text, go, keep }) {
  const id = `pe-ask-${++asked}`;
  const dialog = el('dialog', 'ask-first');
  dialog.setAttribute('role', 'alertdialog');
  const heading = el('h3', 'part-title', title);
  heading.id = `${id}-title`;
  const words = el('p', null, text);
  words.id = `${id}-text`;
  dialog.setAttribute('aria-labelledby', heading.id);
  dialog.setAttribute('aria-describedby', words.id);
  const goButton = button(go);
  const keepButton = button(keep, 'primary');
  const row = el('div', 'ask-first-buttons');
  row.append(keepButton, goButton);
  dialog.append(heading, words, row);
  const root = container.getRootNode();
  const before = root.activeElement;
  container.append(dialog);
  return new Promise((resolve) => {
    const close = (answer) => {
      dialog.close();
      dialog.remove();
      if (before?.isConnected && typeof before.focus === 'function') before.focus();
      resolve(answer);
    };
    goButton.addEventListener('click', () => close(true));
    keepButton.addEventListener('click', () => close(false));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      close(false);
    });
    dialog.showModal();
    keepButton.focus();
  });
}
