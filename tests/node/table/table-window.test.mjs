// Which columns and rows of the encoding table get DOM (web/table/table-window.js): the windows cover what
// the box shows, keep their place while there is margin, and never leave the table.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COLUMN_MARGIN, ROW_MARGIN, WINDOW_COLUMNS, WINDOW_ROWS, columnWindow, rowWindow, shownColumns, shownRows } from '../../../web/table/table-window.js';

describe('table windows', () => {
  const box = { left: 0, width: 1000, first: 200, column: 80 };

  it('shows the columns under the box, and the first window before anything is measured', () => {
    assert.deepEqual(shownColumns(512, box), [0, 11]);
    assert.deepEqual(shownColumns(512, { ...box, left: 8000 }), [100, 111]);
    assert.deepEqual(shownColumns(512, { ...box, left: 80 * 510 }), [510, 512]);
    assert.deepEqual(shownColumns(512, { left: 0, width: 0, first: 0, column: 0 }), [0, WINDOW_COLUMNS]);
    assert.deepEqual(shownColumns(8, box), [0, 8]);
  });

  it('keeps a column window while the view has margin in it, else centres a new one on the view', () => {
    assert.deepEqual(columnWindow(32, [3, 9], [0, 0]), [0, 32], 'a narrow model draws every column');
    assert.deepEqual(columnWindow(512, [0, 11], [0, 0]), [0, WINDOW_COLUMNS]);
    const w = [100, 100 + WINDOW_COLUMNS];
    assert.deepEqual(columnWindow(512, [100 + COLUMN_MARGIN, 111], w), w);
    const moved = columnWindow(512, [100 + COLUMN_MARGIN - 1, 111], w);
    assert.notDeepEqual(moved, w);
    assert.ok(moved[0] <= 100 + COLUMN_MARGIN - 1 && moved[1] >= 111 && moved[1] - moved[0] === WINDOW_COLUMNS);
    assert.deepEqual(columnWindow(512, [505, 512], w), [512 - WINDOW_COLUMNS, 512], 'clamped at the end');
  });

  it('draws every row of a short list, and the rows near the view of a long one', () => {
    const g = { top: 0, height: 600, head: 180, row: 34 };
    assert.deepEqual(shownRows(64, g), [0, 13]);
    assert.deepEqual(rowWindow(WINDOW_ROWS, shownRows(WINDOW_ROWS, g)), [0, WINDOW_ROWS]);
    assert.deepEqual(rowWindow(64, shownRows(64, g)), [0, 13 + ROW_MARGIN]);
    const down = shownRows(64, { ...g, top: 900 });
    assert.deepEqual(down, [21, 39]);
    assert.deepEqual(rowWindow(64, down), [21 - ROW_MARGIN, 39 + ROW_MARGIN]);
    assert.deepEqual(rowWindow(64, shownRows(64, { ...g, top: 5000 })), [64 - ROW_MARGIN, 64], 'clamped at the end');
    assert.deepEqual(shownRows(64, { top: 0, height: 0, head: 0, row: 0 }), [0, WINDOW_ROWS]);
  });
});
