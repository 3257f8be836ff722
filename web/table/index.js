// web/table/ — the encoding table and the pair inspector: TableHost (table-host.js) owns their part
// of the widget's shadow tree and hands the core's numbers to the table (table.js, which draws only
// the rows and columns near the view: table-window.js) and to the inspector (inspector.js).
// It imports web/core/ and web/kit/ only; the element (web/element/) uses it through this file.
export { TableHost } from './table-host.js';
