// The bank's score page, once every question has an answer: the score, the author's feedback for its
// band (score-feedback), each question's topic with its outcome and the slip named, which questions
// may still be tried again, and the buttons back to the questions and, where it opens something
// (solutions, hidden cells), to end the attempt.
import { button, el } from '../../kit/index.js';
import { numberText, questionText } from '../parts.js';
import { scoreOf } from './attempt.js';
import { topicOf } from './topics.js';

/** Question numbers as a list in the reader's words: "3 and 6", "2, 3 and 5". */
export function listed(words, numbers) {
  const texts = numbers.map((n) => numberText(words, n));
  return texts.reduceRight((rest, first, j) => {
    if (j === texts.length - 1) return first;
    return j === texts.length - 2 ? words.t('quiz-list-two', { first, second: rest }) : words.t('quiz-list-more', { first, rest });
  }, '');
}

/**
 * The summary's parts, its heading first (focusable, for the move to it). words: the widget's;
 * onReview(): back to question 1; band: the score band's {feedback} or null; open: the numbers of
 * the questions Try again is still open for; onEnd: ends the attempt (null: no End button); over:
 * the attempt is over.
 */
export function summaryParts(words, questions, answers, onReview, { band = null, open = [], onEnd = null, over = false } = {}) {
  const n = questions.length;
  const raw = scoreOf(answers);
  const heading = el('h4', 'part-subtitle', words.t('quiz-summary-heading'));
  heading.tabIndex = -1;
  const percent = Math.round((100 * raw) / n);
  const score = words.t('quiz-summary-score', { score: numberText(words, raw), count: n, total: numberText(words, n), percent: numberText(words, percent) });
  const parts = [heading, el('p', 'quiz-score', score)];
  // The author's words for the band, as the author wrote them.
  if (band?.feedback) parts.push(el('p', 'quiz-band', band.feedback));
  const list = el('ol', 'quiz-results');
  answers.forEach((a, j) => {
    const correct = a?.verdict === 'correct';
    const item = el('li', correct ? 'is-correct' : 'is-incorrect');
    const outcome = el('strong', null, words.t(correct ? 'quiz-result-correct' : 'quiz-result-incorrect'));
    item.append(el('span', 'result-topic', `${words.t('quiz-result-topic', { topic: topicOf(questions[j], words) })} `), outcome);
    if (a?.diagnosis) {
      const name = a.diagnosisName ? questionText(words, questions[j], 'diagnosisName', a.diagnosisName) : a.diagnosis;
      item.append(` ${words.t('quiz-result-slip', { name })}`);
    }
    list.append(item);
  });
  parts.push(list);
  if (open.length) parts.push(el('p', 'quiz-open', words.t('quiz-open-numbers', { count: open.length, numbers: listed(words, open) })));
  else if (over) parts.push(el('p', 'quiz-open', words.t('quiz-attempt-over')));
  const buttons = el('div', 'quiz-actions-inline');
  const review = button(words.t('quiz-review'));
  review.addEventListener('click', onReview);
  buttons.append(review);
  if (onEnd) {
    const end = button(words.t('quiz-end'));
    end.addEventListener('click', onEnd);
    buttons.append(end);
  }
  parts.push(buttons);
  return parts;
}
