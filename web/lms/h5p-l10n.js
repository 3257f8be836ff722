// The texts an H5P author may override (semantics.json's `l10n` group, H5P's convention for a
// content's user-interface words, `common: true`: set once for every content of the library on the
// host) and the widget's message each one replaces. The widget shows the catalog's message of the
// language it speaks unless the author wrote their own text; the content type hands the texts to the
// widget as its messageOverrides property ({message id: text}).
//
// The fields have no default, so that a field left empty is not saved and the widget keeps its own
// words, in the learner's language; each field's placeholder shows the English words (translated for
// the editor by language/<code>.json). The message ids are the quiz's (web/i18n/en.ftl, quiz section).
export const L10N_MESSAGES = Object.freeze({
  quizHeading: 'quiz-heading',
  check: 'quiz-check',
  tryAgain: 'quiz-try-again',
  previousQuestion: 'quiz-previous-question',
  nextQuestion: 'quiz-next-question',
  yourAnswer: 'quiz-your-answer',
  hint: 'quiz-hint',
  solution: 'quiz-solution',
});

/**
 * The author's texts of the content's l10n group as {message id: text}: only the fields they wrote
 * (an empty one keeps the catalog's message), H5P's HTML escapes undone by `unescape`.
 */
export function messageOverrides(l10n, unescape = (t) => t) {
  const out = {};
  for (const [field, id] of Object.entries(L10N_MESSAGES)) {
    const text = l10n?.[field];
    if (typeof text === 'string' && text.trim() !== '') out[id] = unescape(text).trim();
  }
  return out;
}
