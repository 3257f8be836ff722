// The texts an H5P author may override (semantics.json's `l10n` group, H5P's convention for a
// content's user-interface words, `common: true`: set once for every content of the library on the
// host) and the widget's message each one replaces. The widget shows the catalog's message of the
// language it speaks unless the author wrote their own text; the content type hands the texts to the
// widget as its messageOverrides property ({message id: text}).
//
// Each field's default is the English catalog's text (tests/node/lms/h5p-language.test.mjs checks
// them against web/i18n/en.ftl once the quiz's messages are there); language/<code>.json translates
// the defaults for the editor.
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
