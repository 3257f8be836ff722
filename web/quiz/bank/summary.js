// The bank's score page, once every question has an answer: the score, each question's topic with
// its outcome and the slip named, and a button back to the questions.
import { button, el } from '../../kit/index.js';
import { scoreOf } from './attempt.js';
import { topicOf } from './topics.js';

export const questionsText = (n) => (n === 1 ? '1 question' : `${n} questions`);

/** The summary's parts, its heading first (focusable, for the move to it); onReview(): back to question 1. */
export function summaryParts(questions, answers, onReview) {
  const n = questions.length;
  const raw = scoreOf(answers);
  const heading = el('h4', 'part-subtitle', 'Your score');
  heading.tabIndex = -1;
  const percent = Math.round((100 * raw) / n);
  const list = el('ol', 'quiz-results');
  answers.forEach((a, j) => {
    const correct = a?.verdict === 'correct';
    const item = el('li', correct ? 'is-correct' : 'is-incorrect');
    const slip = a?.diagnosis ? ` (likely slip: ${a.diagnosisName ?? a.diagnosis})` : '';
    item.append(el('span', 'result-topic', `${topicOf(questions[j])}: `), el('strong', null, correct ? 'correct' : 'not correct'), slip);
    list.append(item);
  });
  const review = button('Review the questions');
  review.addEventListener('click', onReview);
  return [heading, el('p', 'quiz-score', `You answered ${raw} of ${questionsText(n)} correctly (${percent}%).`), list, review];
}
