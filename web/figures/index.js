// The figures of <sinusoidal-pe>: independent ES modules with one interface. Each figure is a
// <figure> with a <figcaption>, drawn on canvas or SVG (built with createElementNS, never
// innerHTML), computed from the core's exact numbers, and redrawn when update(settings) is called.
//
//   const figs = createFigures({ core, root: shadowRoot, getSettings: () => settings, words,
//                                onSettingsChange: (patch) => host.apply(patch) });
//   (words: a Words of web/i18n/; figureWords(tag) makes one with its catalog loaded. Without it
//   the figures speak the page's language, or English, once that catalog has arrived.)
//   figs.update(settings);   // any subset of the settings; unchanged figures skip their work
//   figs.destroy();
//
// web/figures/ is fetched as one file (dist/figures.js) the first time a widget asks for figures, and
// also serves a page of its own (tests/browser/figures/figures.html). It imports web/core/, web/kit/
// and web/i18n/ only; the element reaches it by import() of this file, its main module.
export { FIGURE_DEFAULTS, normaliseSettings } from './common.js';
export { FIGURES, adoptFigureStyles, createFigures, figureWords, figuresStyleSheet } from './collection.js';
export { createDotProduct } from './dotproduct.js';
export { figuresCss } from './figures.css.js';
export { createHeatmap } from './heatmap.js';
export { createInputSum } from './inputsum.js';
export { createLearned } from './learned.js';
export { createPrecision } from './precision.js';
export { createRope } from './rope.js';
export { createRopeDecay } from './rope-decay.js';
export { createRopeScaling } from './rope-scaling.js';
export { createRotation } from './rotation.js';
export { createWavelengths } from './wavelengths.js';
export { createWaves } from './waves.js';
export { FIGURE_NAMES } from '../core/index.js';
// The figures as the element shows them, from its settings.
export { IMAGE_PARTS, widgetFigures } from './in-widget.js';
