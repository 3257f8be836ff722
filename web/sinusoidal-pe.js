// The module a course page loads: it registers <sinusoidal-pe> once (a second copy of this module
// on the page leaves the first registration in place) and exports the element and its events. It
// exports the core's loader too (web/core/pe-core.js): the build carries it in this file, so that the core starts
// loading as soon as it runs, and the page's other modules (the quiz panels) take it from here.
import { EMBED_PARAMETERS, SinusoidalPeElement, TAG, fetchCoreForMarkup } from './element/index.js';

export { EMBED_PARAMETERS, TAG, SinusoidalPeElement };
export { PeAnswerEvent, PeAttemptEvent, PeChangeEvent, PeScoreEvent } from './element/index.js';
export { fetchCoreAhead, loadCore } from './core/index.js';
export { Words, loadMessages, locateCatalogs } from './i18n/index.js';

if (!customElements.get(TAG)) {
  // The core's files leave first; then the widgets already in the page's markup are built. (A
  // document-less host, such as a test that stubs customElements, has no markup to read.)
  if (typeof document === 'object') fetchCoreForMarkup(document, TAG);
  customElements.define(TAG, SinusoidalPeElement);
}
