// The table in a narrow widget (below 36rem, the width of the widget's own container, not of the
// screen: a widget in a narrow column of a laptop page gets it too): each value's cell says which
// coordinate it holds, sin or cos, and its pair, above the value where it stands, and each line of
// the column headers says its symbol, so that no number is left to be matched with a label in
// another block. The table stays a table for screen readers: the cells' labels are generated
// content with an empty alternative text (`/ ""`), so a cell is still read as its value with its
// row and column headers. Tables that window their columns ([aria-colcount], d_model past 48)
// scroll sideways under their header row instead. Added to the widget's stylesheet (styles.js).
export const NARROW_TABLE_CSS = String.raw`
.pe-table .line-tag { display: none; }
/* The token field's ± key only where the token line has room for it (SIGN_KEY_CSS shows it on touch screens). */
.pe-table .token-cell .pe-sign-key { min-height: 1.9em; min-width: 2.2em; }
@container pe (width >= 36rem) { .pe-table .token-cell .pe-sign-key { display: none; } }
@container pe (width < 36rem) {
  .pe-table:not([aria-colcount]) td[data-tag]::before {
    content: attr(data-tag) / "";
    display: block;
    font-family: var(--_font);
    font-size: 0.85em;
    line-height: 1.3;
    color: var(--_muted);
    text-align: right; /* over the value's last digits, as the header's lines */
    white-space: nowrap;
  }
  .pe-table:not([aria-colcount]) td[data-tag] { padding-top: 0.35em; }
  .pe-table:not([aria-colcount]) .line-tag { display: inline; color: var(--_muted); font-family: var(--_font); font-weight: 400; }
}
`;
