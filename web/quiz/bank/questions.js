// The questions the bank's panel is given for the plan's quiz step. quiz="bank": core.makeQuiz's for
// the seed, the settings and the count. quiz="own": each entry of the author's list becomes a
// question through core.makeQuestion; an entry the core refuses is left out with its number and
// the reason, and the others are asked; when none is left, the reasons are shown instead of a quiz.
import { listId, readQuestionList } from './author-questions.js';
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
  const { specs, problems } = readQuestionList(quiz.questions, core.limits.maxQuizCount);
  const list = listId(quiz.questions ?? '');
  const questions = [];
  for (const { number, spec } of specs) {
    try {
      questions.push({ ...core.makeQuestion(spec, quiz.settings), id: `own-${list}-${number}` });
    } catch (error) {
      problems.push({ number, message: `Question ${number}: ${error.message}` });
    }
  }
  problems.sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
  return { questions, quiz: { list, settings: quiz.settings }, problems };
}

/** Shows in box the entries of an author's list that were left out, or nothing when none was. */
export function showLeftOut(box, problems) {
  const title = problems.length === 1 ? 'One question of this quiz is left out:' : `${problems.length} questions of this quiz are left out:`;
  showAlert(box, problems.length ? title : null, problems.map((p) => p.message));
}

/** What the quiz host shows in place of the quiz when an author's list has no question left. */
export function noQuestionsAlert(problems) {
  const box = alertBox();
  showAlert(box, 'This quiz has no question to ask:', problems.map((p) => p.message));
  return box;
}
