// The names a widget's attributes may give for parts that come in files of their own: the figures
// (figures="…") and the single questions (quiz="…"). The element's attribute rules read them here,
// without loading the figures or the quiz panels, which take their names from here too: one list of
// each. The lists are marked pure so that a bundle that does not use them leaves them out.

/** The figures' names, in the order figures="all" shows them (web/figures/ maps each to its figure). */
export const FIGURE_NAMES = /* @__PURE__ */ Object.freeze(['heatmap', 'waves', 'rotation', 'dot', 'wavelengths', 'input', 'learned', 'precision']);

/** The single questions quiz="…" may name, in order (web/quiz/questions.js holds each question). */
export const Q1_ID = 'q1';
export const QUESTION_IDS = /* @__PURE__ */ Object.freeze([Q1_ID]);

/**
 * The values of the attributes that set a scored quiz's rules (quiz="bank" and quiz="own"), each
 * list in order from the most open to the strictest. The element checks the attributes against them;
 * the quiz panels and the course packages read the same names.
 */
export const QUIZ_RULE_VALUES = /* @__PURE__ */ Object.freeze({
  solution: /* @__PURE__ */ Object.freeze(['always', 'after-answer', 'after-attempt', 'never']),
  settings: /* @__PURE__ */ Object.freeze(['editable', 'locked']),
  table: /* @__PURE__ */ Object.freeze(['shown', 'hidden-until-answered', 'hidden']),
  newQuestions: /* @__PURE__ */ Object.freeze(['allowed', 'not-allowed']),
});
/** retries="unlimited": a wrong answer can always be tried again. */
export const UNLIMITED = 'unlimited';
