// A part a reader can fold away once done with it (the pair inspector, a figure, the figures): its
// title becomes a button with aria-expanded, the disclosure pattern, and the part's element gets the
// class `folded` while closed, which its stylesheet uses to hide everything but the title. Open by
// default, and nothing is remembered: each page starts with every part open.

/**
 * A button that folds and unfolds `part`; the caller puts the part's title inside it (and the button
 * inside the part's heading, if it has one). onToggle(open) runs after each change.
 */
export function foldToggle(part, { onToggle, foldedClass = 'folded' } = {}) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'fold-toggle';
  button.setAttribute('aria-expanded', 'true');
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    part.classList.toggle(foldedClass, !open);
    onToggle?.(open);
  });
  return button;
}
