// The quiz's CSS, adopted by a widget's shadow root once its quiz panels have loaded (the widget's
// own sheet, web/styles.js, holds the theme variables these rules read).
import { adoptSheet } from './sheets.js';

export const QUIZ_CSS = String.raw`
/* One column that never grows past the widget (as the widget's own parts, web/styles.js). */
.quiz, .quiz-question, .quiz-summary, .quiz-disclosures, .answer-form { grid-template-columns: minmax(0, 1fr); }
.quiz { display: grid; gap: 0.6em; border-top: 1px solid var(--_border); padding-top: 0.8em; }
.view-quiz .quiz { border-top: 0; padding-top: 0; }
.answer-row label { font-size: 0.85em; font-weight: 600; font-family: var(--_font); }
/* Quiz */
.prompt { font-size: 1em; }
.answer-row { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: center; }
.answer-input { width: 10em; }
.feedback { border-left: 5px solid var(--_border); padding: 0.35em 0.7em; background: var(--_surface); border-radius: 0 calc(var(--_radius) * 0.6) calc(var(--_radius) * 0.6) 0; }
.feedback-idle { color: var(--_muted); }
.feedback[data-verdict="correct"] { border-left-color: var(--_good); }
.feedback[data-verdict="correct"] .verdict { color: var(--_good); }
.feedback[data-verdict="incorrect"], .feedback[data-verdict="unreadable"] { border-left-color: var(--_bad); }
.feedback[data-verdict="incorrect"] .verdict, .feedback[data-verdict="unreadable"] .verdict { color: var(--_bad); }
.feedback[data-verdict="too-few-decimals"] { border-left-color: var(--_warn); }
.feedback[data-verdict="too-few-decimals"] .verdict { color: var(--_warn); }
/* Question bank */
.quiz-progress { font-weight: 650; font-variant-numeric: tabular-nums; }
.quiz-question, .quiz-summary, .quiz-disclosures, .answer-form { display: grid; gap: 0.6em; min-width: 0; }
.quiz-topic { color: var(--_muted); }
.choices { margin: 0; padding: 0; border: 0; display: grid; gap: 0.35em; min-width: 0; }
.choices legend { padding: 0; margin-bottom: 0.45em; }
.choice { display: flex; gap: 0.5em; align-items: center; }
.choice input { margin: 0; }
.choice.is-chosen label { font-weight: 650; }
.chosen-note { color: var(--_muted); font-weight: 400; }
.choice label { cursor: pointer; }
.choice input:disabled + label { cursor: default; }
.choice-letter { font-family: var(--_mono); font-weight: 650; }
.quiz-nav, .quiz-actions { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: center; }
.quiz-actions { border-top: 1px dashed var(--_border); padding-top: 0.6em; }
button[aria-disabled="true"], button[aria-disabled="true"]:hover { cursor: default; background: var(--_surface); color: var(--_muted); border-color: var(--_border); }
.feedback p + p { margin-top: 0.3em; }
.feedback .diagnosis { font-weight: 650; }
.feedback-next { color: var(--_fg); }
.quiz-results { margin: 0; padding-left: 1.6em; display: grid; gap: 0.2em; }
.quiz-results .is-correct strong { color: var(--_good); }
.quiz-results .is-incorrect strong { color: var(--_bad); }
.quiz-score { font-size: 1.05em; }
.quiz-summary { justify-items: start; }
.quiz-summary h4:focus { outline: none; }
details { border: 1px solid var(--_border); border-radius: calc(var(--_radius) * 0.6); padding: 0.3em 0.7em; }
details[open] { padding-bottom: 0.6em; }
details p + p { margin-top: 0.35em; }
summary { cursor: pointer; font-weight: 600; padding: 0.15em 0; }
details[open] summary { margin-bottom: 0.35em; }
/* The bank's latest coordinate answer beside the table (web/hosts/table-host.js shows it) */
.quiz-compare { border-left: 5px solid var(--_accent); padding: 0.3em 0.7em; background: var(--_highlight); border-radius: 0 calc(var(--_radius) * 0.6) calc(var(--_radius) * 0.6) 0; font-size: 0.92em; }
.quiz-compare strong { font-family: var(--_mono); font-weight: 650; }
.quiz-compare button { margin-left: 0.3em; font-size: 0.95em; }
.pe-table td.is-asked { box-shadow: inset 0 0 0 3px var(--_accent); background: var(--_highlight); font-weight: 700; }
@media (forced-colors: active) {
  .pe-table td.is-asked { outline: 3px solid Highlight; outline-offset: -3px; }
}
`;

/** Adds the quiz's sheet to the shadow root an element is in (once). */
export const adoptQuizStyles = (node) => adoptSheet(node.getRootNode(), QUIZ_CSS);
