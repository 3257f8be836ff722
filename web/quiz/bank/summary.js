// The bank's score page, once every question has an answer: the score, the author's feedback for its
// band (score-feedback), each question's topic with its outcome and the slip named, which questions
// may still be tried again, and the buttons back to the questions and, where it opens something
// (solutions, hidden cells), to end the attempt.
import { button, el } from '../../kit/index.js';
import { scoreOf } from './attempt.js';
import { topicOf } from './topics.js';

export const questionsText = (n) => (n === 1 ? '1 question' : `${n} questions`);

// What the score page says to the learner.
const SAY = Object.freeze({
  heading: () => 'Your score',
  score: ({ raw, n, percent }) => `You answered ${raw} of ${questionsText(n)} correctly (${percent}%).`,
  correct: () => 'correct',
  incorrect: () => 'not correct',
  slip: ({ name }) => ` (likely slip: ${name})`,
  review: () => 'Review the questions',
  open: ({ numbers }) => `You may still try again on ${numbers.length === 1 ? `question ${numbers[0]}` : `questions ${listed(numbers)}`}.`,
  end: () => 'End the attempt',
  ended: () => 'The attempt is over: every answer is final.',
});

function listed(numbers) {
  return numbers.length < 2 ? String(numbers[0]) : `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

/**
 * The summary's parts, its heading first (focusable, for the move to it). onReview(): back to
 * question 1; band: the score band's {feedback} or null; open: the numbers of the questions Try
 * again is still open for; onEnd: ends the attempt (null: no End button); over: the attempt is over.
 */
export function summaryParts(questions, answers, onReview, { band = null, open = [], onEnd = null, over = false } = {}) {
  const n = questions.length;
  const raw = scoreOf(answers);
  const heading = el('h4', 'part-subtitle', SAY.heading());
  heading.tabIndex = -1;
  const percent = Math.round((100 * raw) / n);
  const parts = [heading, el('p', 'quiz-score', SAY.score({ raw, n, percent }))];
  if (band?.feedback) parts.push(el('p', 'quiz-band', band.feedback));
  const list = el('ol', 'quiz-results');
  answers.forEach((a, j) => {
    const correct = a?.verdict === 'correct';
    const item = el('li', correct ? 'is-correct' : 'is-incorrect');
    const slip = a?.diagnosis ? SAY.slip({ name: a.diagnosisName ?? a.diagnosis }) : '';
    item.append(el('span', 'result-topic', `${topicOf(questions[j])}: `), el('strong', null, correct ? SAY.correct() : SAY.incorrect()), slip);
    list.append(item);
  });
  parts.push(list);
  if (open.length) parts.push(el('p', 'quiz-open', SAY.open({ numbers: open })));
  else if (over) parts.push(el('p', 'quiz-open', SAY.ended()));
  const buttons = el('div', 'quiz-actions-inline');
  const review = button(SAY.review());
  review.addEventListener('click', onReview);
  buttons.append(review);
  if (onEnd) {
    const end = button(SAY.end());
    end.addEventListener('click', onEnd);
    buttons.append(end);
  }
  parts.push(buttons);
  return parts;
}
