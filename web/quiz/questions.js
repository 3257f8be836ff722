// Questions the quiz panel can ask. Each is plain data: {id, texts, spec}, where texts names the
// catalog's messages of its title, prompt, hint and solution (web/i18n/en.ftl, section Quiz) and
// spec is what core.checkAnswer() needs to judge an answer. A question's id has its home in
// web/core/names.js, which the element's attribute rules read without this file (it comes with the
// quiz panels); a new question adds its id there, its entry here and its messages to the catalog.
import { Q1_ID } from '../core/index.js';

export const Q1 = Object.freeze({
  id: Q1_ID,
  texts: Object.freeze({
    title: 'quiz-q1-title',
    prompt: 'quiz-q1-prompt',
    hint: Object.freeze(['quiz-q1-hint-1', 'quiz-q1-hint-2']),
    solution: Object.freeze(['quiz-q1-solution-1', 'quiz-q1-solution-2', 'quiz-q1-solution-3']),
    next: Object.freeze({ correct: 'quiz-q1-next-correct', incorrect: 'quiz-q1-next-incorrect' }),
  }),
  spec: Object.freeze({ pos: 2, i: 2, dModel: 4, base: 10000, decimals: 4 }),
});

export const QUESTIONS = Object.freeze({ [Q1.id]: Q1 });

/** A question's words in the reader's language: {title, prompt, hint: [], solution: []}. */
export function questionWords(question, words) {
  const { texts } = question;
  return {
    title: words.t(texts.title),
    prompt: words.t(texts.prompt),
    hint: texts.hint.map((id) => words.t(id)),
    solution: texts.solution.map((id) => words.t(id)),
  };
}
