// The questions the bank's panel is given for the plan's quiz step. quiz="bank": core.makeQuiz's for
// the seed, the settings and the count. quiz="own": each entry of the author's list becomes a
// question (author-questions.js); an entry refused is left out with its number and the reason, and
// the others are asked; when none is left, the reasons are shown instead of a quiz. The checker of
// those questions: the core's, and author-choice.js's for the choice kind an author writes.
import { makeOwnQuestions } from './author-questions.js';
import { checkChoice } from './author-choice.js';
import { alertBox, showAlert } from '../../kit/index.js';

/**
 * {questions, quiz, problems}, what QuizBankPanel.load() takes, for a step of kind 'bank' or 'own'
 * (quiz: the step's). Throws the core's sentence when makeQuiz refuses the bank's settings; an
 * author's list with no question left has an empty questions and its problems.
 */
export function questionsFor(kind, quiz, core) {
  if (kind === 'bank') {
    return { questions: core.makeQuiz({ seed: quiz.seed, ...quiz.settings, count: quiz.count, topics: quiz.topics }), quiz, problems: [] };
  }
  const { questions, list, problems } = makeOwnQuestions(quiz.questions, core, quiz.settings, quiz.seed);
  return { questions, quiz: { list, settings: quiz.settings, seed: quiz.seed }, problems };
}

/** The checker of the panel's questions: (text, question) → a checkAnswer() result. */
export const checkerFor = (core) => (text, q) => (q.kind === 'choice' ? checkChoice(text, q) : core.checkAnswer(text, q));

// A refusal of an entry of the list: the core's (through words.core) or the list reader's.
const problemLines = (words, problems) => problems.map((p) => words.core(p.message));

/** Shows in box the entries of an author's list that were left out, or nothing when none was (in words). */
export function showLeftOut(words, box, problems) {
  const n = problems.length;
  showAlert(box, n ? words.t('quiz-left-out', { count: n, n: words.n(String(n)) }) : null, problemLines(words, problems));
}

/** What the quiz host shows in place of the quiz when an author's list has no question left (in words). */
export function noQuestionsAlert(words, problems) {
  const box = alertBox();
  showAlert(box, words.t('quiz-no-questions'), problemLines(words, problems));
  return box;
}
