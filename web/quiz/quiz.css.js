// The quiz's CSS, adopted by a widget's shadow root once its quiz panels have loaded (the widget's
// own sheet, web/element/styles.js, holds the theme variables these rules read).
import { adoptSheet } from '../kit/index.js';

export const QUIZ_CSS = String.raw`
/* One column that never grows past the widget (as the widget's own parts, web/element/styles.js). */
.quiz, .quiz-question, .quiz-summary, .quiz-disclosures, .answer-form { display: grid; gap: 0.6em; grid-template-columns: minmax(0, 1fr); min-width: 0; }
.quiz { border-top: 1px solid var(--_border); padding-top: 0.8em; }
.view-quiz .quiz { border-top: 0; padding-top: 0; }
/* Quiz */
.answer-row, .quiz-nav, .quiz-actions, .quiz-actions-inline { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: center; }
.answer-row label { font-size: 0.85em; font-weight: 600; font-family: var(--_font); }
.answer-input { width: 10em; }
/* A box with an edge in a colour of its own (--_tone): the feedback, and the bank's answer beside the table. */
/* Logical sides throughout: under dir="rtl" (ar) the edge and the indents move to the right. */
.feedback, .quiz-compare { border-inline-start: 5px solid var(--_tone, var(--_border)); border-radius: 0; border-start-end-radius: calc(var(--_radius) * 0.6); border-end-end-radius: calc(var(--_radius) * 0.6); }
.feedback { padding: 0.35em 0.7em; background: var(--_surface); }
.feedback-idle { color: var(--_muted); }
/* A verdict's colour: the feedback's edge and its label, and the outcome in the score summary. */
.feedback[data-verdict="correct"], .quiz-results .is-correct { --_tone: var(--_good); }
.feedback[data-verdict="incorrect"], .feedback[data-verdict="unreadable"], .quiz-results .is-incorrect { --_tone: var(--_bad); }
.feedback[data-verdict="too-few-decimals"] { --_tone: var(--_warn); }
.feedback .verdict, .quiz-results strong { color: var(--_tone); }
.feedback p + p { margin-top: 0.3em; }
.feedback .diagnosis { font-weight: 650; }
.feedback-next { color: var(--_fg); }
/* Question bank */
.quiz-progress { font-weight: 650; font-variant-numeric: tabular-nums; }
.quiz-topic { color: var(--_muted); }
.choices { margin: 0; padding: 0; border: 0; display: grid; gap: 0.35em; min-width: 0; }
.choices legend { padding: 0; margin-bottom: 0.45em; }
.choice { display: flex; gap: 0.5em; align-items: center; }
.choice input { margin: 0; }
.choice.is-chosen label { font-weight: 650; }
.chosen-note { color: var(--_muted); font-weight: 400; }
.choice label { cursor: pointer; }
.choice input:disabled + label { cursor: default; }
.choice-letter, .quiz-compare strong { font-family: var(--_mono); font-weight: 650; }
.quiz-actions { border-top: 1px dashed var(--_border); padding-top: 0.6em; }
button[aria-disabled="true"], button[aria-disabled="true"]:hover { cursor: default; background: var(--_surface); color: var(--_muted); border-color: var(--_border); }
.quiz-results { margin: 0; padding-inline-start: 1.6em; display: grid; gap: 0.2em; }
.quiz-score { font-size: 1.05em; }
.quiz-band, .feedback-author { white-space: pre-line; }
.feedback-options { margin: 0.3em 0 0; padding-inline-start: 1.2em; }
.solution-later { color: var(--_muted); font-size: 0.92em; }
.quiz-summary { justify-items: start; }
.quiz-summary h4:focus { outline: none; }
details { border: 1px solid var(--_border); border-radius: calc(var(--_radius) * 0.6); padding: 0.3em 0.7em; }
details[open] { padding-bottom: 0.6em; }
details p + p { margin-top: 0.35em; }
summary { cursor: pointer; font-weight: 600; padding: 0.15em 0; }
details[open] summary { margin-bottom: 0.35em; }
/* The bank's latest coordinate answer beside the table (web/table/table-host.js shows it) */
.quiz-compare { --_tone: var(--_accent); padding: 0.3em 0.7em; background: var(--_highlight); font-size: 0.92em; }
.quiz-compare button { margin-inline-start: 0.3em; font-size: 0.95em; }
.pe-table td.is-asked { box-shadow: inset 0 0 0 3px var(--_accent); background: var(--_highlight); font-weight: 700; }
@media (forced-colors: active) {
  .pe-table td.is-asked { outline: 3px solid Highlight; outline-offset: -3px; }
}
`;

/** Adds the quiz's sheet to the shadow root an element is in (once). */
export const adoptQuizStyles = (node) => adoptSheet(node.getRootNode(), QUIZ_CSS);
