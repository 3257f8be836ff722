// The defaults of the public colours that the widget and its figures both use: their one home. The
// widget's sheet (web/element/styles.js) and the figures' (web/figures/figures.css.js) both begin with this
// text, so a figure shows the same default inside the widget (:host) and on a page of its own
// (.pe-figs). Each public --pe-* property is read through the private --_* one that holds the light
// or dark default (docs/theming.md).
export const THEME_CSS = String.raw`
:host, .pe-figs {
  --_bg: var(--pe-bg, #ffffff);
  --_fg: var(--pe-fg, #1c2127);
  --_muted: var(--pe-muted, #535c66);
  --_border: var(--pe-border, #c9d1d9);
  --_surface: var(--pe-surface, #f4f6f8);
  --_good: var(--pe-good, #116329);
  --_bad: var(--pe-bad, #a40e26);
  --_warn: var(--pe-warn, #7a4b00);
  color-scheme: var(--pe-color-scheme, light dark);
}
@media (prefers-color-scheme: dark) {
  :host, .pe-figs {
    --_bg: var(--pe-bg, #15191e);
    --_fg: var(--pe-fg, #e4e8ec);
    --_muted: var(--pe-muted, #a5afba);
    --_border: var(--pe-border, #434b55);
    --_surface: var(--pe-surface, #1e242b);
    --_good: var(--pe-good, #5fd07a);
    --_bad: var(--pe-bad, #ff8b82);
    --_warn: var(--pe-warn, #e8bb4f);
  }
}
/* A formula marked left to right reads so in a right-to-left widget too: Chromium does not take
   MathML's dir attribute for the direction its rows are laid out in, so the rule says it. */
math[dir="ltr"] { direction: ltr; }
`;
