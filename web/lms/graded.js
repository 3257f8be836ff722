// What a graded package is: the strict end of each of the quiz's rules, its own questions for each
// learner, and when the attempt counts as complete. The SCORM SCO and the H5P content type use these
// when the author left a setting out; npm run package writes them into every package, where the
// author sees and may change them (the manifest's launch parameters, the H5P editor's form). A bare
// <sinusoidal-pe> and the demo page keep the element's own defaults: a practice quiz.

/** The graded defaults, as the element's attribute texts (quiz-seed "learner": see learner-seed.js). */
export const GRADED_DEFAULTS = Object.freeze({
  'quiz-seed': 'learner',
  solution: 'after-attempt',
  retries: '1',
  settings: 'locked',
  table: 'hidden-until-answered',
  'new-questions': 'not-allowed',
});

/**
 * When a package reports the attempt complete: "all-answered", once every question has a judged
 * answer (the default), or "passed", once the score reaches the pass mark.
 */
export const COMPLETION_RULES = Object.freeze(['all-answered', 'passed']);
export const DEFAULT_COMPLETION = COMPLETION_RULES[0];

/** {value} or {error}: a sentence that quotes the text and says what is expected. */
export function readCompletion(text) {
  const name = String(text).trim().toLowerCase();
  if (COMPLETION_RULES.includes(name)) return { value: name };
  return {
    error: `complete=${JSON.stringify(String(text).slice(0, 20))}: the attempt is complete once "all-answered" (every question has an answer) or once "passed" (the score reaches the pass mark).`,
  };
}

/**
 * What a package reports for an attempt (the element's `attempt`) under the completion rule and the
 * pass mark (a fraction): {raw, max, answered (all questions have an answer), passed, complete,
 * scored}. scored: there is a score to record, once every question has an answer or the rule says
 * complete (the pass mark reached with questions still open).
 */
export function attemptResult(attempt, rule, passMark) {
  const max = attempt?.quiz?.count ?? 0;
  const raw = attempt?.score ?? 0;
  const answered = max > 0 && Array.isArray(attempt.responses) && attempt.responses.every((r) => r !== null);
  const passed = max > 0 && raw / max >= passMark - 1e-9;
  const complete = rule === 'passed' ? passed : answered;
  return { raw, max, answered, passed, complete, scored: answered || complete };
}
