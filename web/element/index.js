// web/element/ — <sinusoidal-pe> itself, the top floor: the element (element.js), which reads its
// attributes (settings.js, positions.js), asks plan() what to draw (plan.js) and hands each part to
// its host — the settings form (settings-form.js), the table (web/table/), and the slots that fetch
// the figures (figures-slot.js) and the quiz (quiz-slot.js) when a widget first needs them
// (parts.js) — with its stylesheet (styles.js) and its events (events.js).
// It imports the rooms below it through their main modules: web/core/, web/kit/, web/table/, and
// web/figures/ and web/quiz/ only by dynamic import(), so that a page without them never fetches them.
export { SinusoidalPeElement, TAG } from './element.js';
export { PeAnswerEvent, PeAttemptEvent, PeChangeEvent, PeScoreEvent } from './events.js';
