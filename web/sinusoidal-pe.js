// The module a course page loads: it registers <sinusoidal-pe> once (a second copy of this module
// on the page leaves the first registration in place) and exports the element and its events.
import { SinusoidalPeElement, TAG } from './element/index.js';

export { TAG, SinusoidalPeElement };
export { PeAnswerEvent, PeAttemptEvent, PeChangeEvent, PeScoreEvent } from './element/index.js';

if (!customElements.get(TAG)) customElements.define(TAG, SinusoidalPeElement);
