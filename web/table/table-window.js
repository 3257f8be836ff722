// Which part of the encoding table gets DOM: a window of columns in a wide model and a window of
// rows in a long list, each around what the table's box shows, plus margins so that a little
// scrolling needs no new cells. Pure functions of the box's geometry, so Node tests them.

/** Columns drawn at once in a wide table (several screens' worth; the rest are two spacers). */
export const WINDOW_COLUMNS = 48;
/** Move the column window when fewer drawn columns than this remain beyond a side of the view. */
export const COLUMN_MARGIN = 6;
/** Lists longer than this draw only the rows near the view (spacer rows keep the scroll height). */
export const WINDOW_ROWS = 40;
/** Rows drawn beyond each edge of the view. */
export const ROW_MARGIN = 8;

/**
 * The columns the box shows: [start, end), clamped to [0, d). geometry: {left (scrollLeft), width
 * (clientWidth), first (token column width), column (one column's width)}, in px; without
 * measurements, the first WINDOW_COLUMNS.
 */
export function shownColumns(d, { left, width, first, column }) {
  if (!column || !width) return [0, Math.min(d, WINDOW_COLUMNS)];
  const start = Math.max(0, Math.floor(left / column));
  const end = Math.min(d, Math.ceil((left + width - first) / column) + 1);
  return [Math.min(start, d), Math.max(start, end)];
}

/**
 * The column window [from, to) to draw for shown columns [start, end): the current window when it
 * still has margin on both sides, else a new one centred on them.
 */
export function columnWindow(d, [start, end], [from, to]) {
  if (d <= WINDOW_COLUMNS) return [0, d];
  const fits = to - from === WINDOW_COLUMNS && (from === 0 || start - COLUMN_MARGIN >= from) && (to === d || end + COLUMN_MARGIN <= to);
  if (fits) return [from, to];
  const centred = Math.round((start + end) / 2 - WINDOW_COLUMNS / 2);
  const next = Math.max(0, Math.min(centred, d - WINDOW_COLUMNS));
  return [next, next + WINDOW_COLUMNS];
}

/**
 * The rows the box shows: [start, end) of n. geometry: {top (scrollTop), height (clientHeight),
 * head (from the top of the scrolled content to the first data row), row (one row's height)}, in
 * px; without measurements, the first WINDOW_ROWS.
 */
export function shownRows(n, { top, height, head, row }) {
  if (!row || !height) return [0, Math.min(n, WINDOW_ROWS)];
  const start = Math.max(0, Math.min(n, Math.floor((top - head) / row)));
  const end = Math.max(start, Math.min(n, Math.ceil((top + height - head) / row)));
  return [start, end];
}

/** The rows to draw for shown rows [start, end) of n: all of a short list, else with margins. */
export function rowWindow(n, [start, end]) {
  if (n <= WINDOW_ROWS) return [0, n];
  return [Math.max(0, start - ROW_MARGIN), Math.min(n, end + ROW_MARGIN)];
}
