// web/core/ — the core's face in JavaScript, on the ground floor: loadCore() and the WebAssembly
// builds it chooses between (pe-core.js, with the bank's functions in pe-core-bank.js), the core's
// facts known before it has loaded (facts.js: defaults and limits; names.js: the names attributes may
// give), the layout rule (coordinates.js), how numbers are read and written (format.js) and the exact
// values behind the digits shown (quantities.js, as exact).
// It imports nothing of web/ (only build/core-facts.json, which the build writes): every room may
// use it, through this file.
export { fetchCoreAhead, loadCore } from './pe-core.js';
export * from './coordinates.js';
export * from './facts.js';
export * from './format.js';
export * from './names.js';
export * as exact from './quantities.js';
