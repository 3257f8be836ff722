// The one DOM helper every part of the widget builds with (text through textContent, never HTML).

/** A new element with an optional class and text. */
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A button that never submits a form. */
export function button(text, className) {
  const b = el('button', className, text);
  b.type = 'button';
  return b;
}

/** An alert box (role="alert") that is hidden until it has something to say. */
export function alertBox() {
  const box = el('div', 'alert');
  box.setAttribute('role', 'alert');
  box.hidden = true;
  return box;
}

/** Shows a title and a list of lines in an alert box, or hides it (title null). */
export function showAlert(box, title, lines = []) {
  if (!title) {
    box.replaceChildren();
    box.hidden = true;
    return;
  }
  const list = el('ul');
  for (const line of lines) list.append(el('li', null, line));
  box.replaceChildren(el('p', 'alert-title', title), list);
  box.hidden = false;
}
