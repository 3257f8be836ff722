// web/kit/ — small tools for building a widget's DOM, on the ground floor beside web/core/:
// elements and alerts (dom.js), parts that fold (fold.js), asking first in a dialog (confirm.js),
// MathML (mathml.js), words for a mouse or a finger (pointer.js), a ± key for phones' number pads
// (sign-key.js), when work runs (scheduling.js: fetching a part once, taking turns, idle time,
// nearness to the screen), constructable stylesheets (sheets.js), range sliders (slider.js) and
// the theme's colour defaults (theme.css.js). It imports nothing: every room may use it, through
// this file.
export * from './confirm.js';
export * from './dom.js';
export * from './fold.js';
export * from './mathml.js';
export * from './pointer.js';
export * from './scheduling.js';
export * from './sheets.js';
export * from './sign-key.js';
export * from './slider.js';
export * from './theme.css.js';
