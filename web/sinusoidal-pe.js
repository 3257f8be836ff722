// The module a course page loads: it registers <sinusoidal-pe> once (a second copy of this module
// on the page leaves the first registration in place) and exports the element and its events. It
// exports the core's loader too: the build carries the loader in this file, so that the core starts
// loading as soon as it runs, and the page's other modules (the quiz panels) take it from here.
import { SinusoidalPeElement, TAG } from './element/index.js';

export { TAG, SinusoidalPeElement };
export { PeAnswerEvent, PeAttemptEvent, PeChangeEvent, PeScoreEvent } from './element/index.js';
export { loadCore } from './core/index.js';

if (!customElements.get(TAG)) customElements.define(TAG, SinusoidalPeElement);
