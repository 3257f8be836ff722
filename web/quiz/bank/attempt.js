// A learner's attempt at the bank's questions (or an author's list), without the DOM: what is kept of
// a judged answer, the score, the quiz's rules (retries, solution, the end of the attempt), and the
// attempt as plain data for a course platform.
//
// Scoring: a question counts once it has a judged answer (correct or incorrect). That answer stays
// until the learner presses Try again (or Start over). "Too few decimals" and unreadable text are
// not judged: the question stays open. The quiz is finished when every question has a judged answer.
//
// Retries: one retry is one more judged answer to one question, after a wrong one (Try again on
// that question). With retries = n each question takes at most n + 1 judged answers; "unlimited"
// takes any number. A correct answer is never retried.
// Final: a question's answer is final when it is correct, when no retry is left for it, or when the
// learner has ended the attempt. The attempt is over when every question has a final answer.
//
// Attempt: the judged answers, how many judged answers each question took, whether the learner ended
// the attempt, and the place, as plain data that a course platform keeps between visits and gives
// back. Their verdicts are not in it: they are judged again when it comes back.
//
// answers: one entry per question, its judged answer (answerOf) or null; an answer that was not
// judged is shown but never kept. tries: one count per question.
import { UNLIMITED } from '../../core/index.js';

/** What the panel keeps of a judged answer (and shows of one that was not). */
export function answerOf(response, result) {
  return {
    response,
    verdict: result.verdict,
    diagnosis: result.diagnosis ?? null,
    diagnosisName: result.diagnosisName ?? null, // the core's name for the slip, beside its code
    message: result.message,
    unreadableReason: result.unreadableReason ?? null, // why a typed number was not read
    // A message of the catalog (an author's choice's checker), written in the reader's language when shown.
    ...(result.messageId && { messageId: result.messageId, messageArgs: result.messageArgs ?? null }),
    value: result.value,
    expected: result.expected,
  };
}

/** The number of correct answers. */
export const scoreOf = (answers) => answers.filter((a) => a?.verdict === 'correct').length;

/** The number of questions with a judged answer. */
export const answeredCount = (answers) => answers.filter(Boolean).length;

/** Whether every question has a judged answer. */
export const isFinished = (answers) => answers.length > 0 && answers.every(Boolean);

/** The judged answers one question takes under `retries` (a count, or "unlimited"). */
export const triesAllowed = (retries) => (retries === UNLIMITED ? Infinity : 1 + retries);

/** How many more judged answers a question with this answer and tries used may take (Infinity: any). */
export function retriesLeft(answer, tries, retries, ended) {
  if (!answer || answer.verdict !== 'incorrect' || ended) return 0;
  return Math.max(0, triesAllowed(retries) - tries);
}

/** Whether Try again is open for a question: a wrong answer with a retry left, the attempt not ended. */
export const canRetry = (answer, tries, retries, ended) => retriesLeft(answer, tries, retries, ended) > 0;

/** Whether a question's answer is final: judged, and no Try again is open for it. */
export const isFinal = (answer, tries, retries, ended) => !!answer && !canRetry(answer, tries, retries, ended);

/** Whether the attempt is over: every question has a final answer. state: {answers, tries, retries, ended}. */
export function isOver({ answers, tries, retries, ended }) {
  return answers.length > 0 && answers.every((a, j) => isFinal(a, tries[j], retries, ended));
}

/**
 * Whether the worked solution of question j shows under the `solution` rule: always; after-answer,
 * once that question's answer is final; after-attempt, once the attempt is over; never.
 */
export function solutionOpen(rule, state, j) {
  if (rule === 'always') return true;
  if (rule === 'after-answer') return isFinal(state.answers[j], state.tries[j], state.retries, state.ended);
  if (rule === 'after-attempt') return isOver(state);
  return false;
}

/**
 * The score band of score-feedback ([{from, to, feedback}]) that holds a score of raw out of count:
 * the first whose from ≤ the percentage (rounded to a whole number) ≤ to, or null.
 */
export function bandOf(bands, raw, count) {
  const percent = count > 0 ? Math.round((100 * raw) / count) : 0;
  return bands.find((b) => b.from <= percent && percent <= b.to) ?? null;
}

/**
 * The attempt as plain data (JSON-safe): {quiz: {seed, settings, count, topics?} (for an author's
 * list {list, settings, seed, count}), responses: [the judged response of each question, or null],
 * tries: [the judged answers each question took], ended (the learner ended the attempt), question
 * (1-based place), summary (the score page is shown), score (correct answers, for information)}.
 */
export function attemptData({ quiz, answers, tries, ended = false, index, summary }) {
  return {
    quiz: { ...quiz, settings: { ...quiz.settings } },
    responses: answers.map((a) => (a ? a.response : null)),
    tries: answers.map((a, j) => Math.max(tries?.[j] ?? 0, a ? 1 : 0)),
    ended,
    question: index + 1,
    summary,
    score: scoreOf(answers),
  };
}

/**
 * Whether an attempt (from attemptData, perhaps through JSON) was made on the questions of quiz (all
 * quiz.count of them). An attempt at an author's list saved before lists had a seed (it has none)
 * matches the list with any seed unless the list has choice questions, whose order the seed sets
 * (choices: whether it has).
 */
export function attemptMatches(attempt, quiz, { choices = true } = {}) {
  const q = attempt?.quiz;
  const s = q?.settings;
  const seedMatches = q?.seed === quiz?.seed || (quiz?.list !== undefined && q?.seed === undefined && !choices);
  return !!(quiz && s && seedMatches && q.list === quiz.list && q.count === quiz.count && q.topics === quiz.topics &&
    Array.isArray(attempt.responses) &&
    attempt.responses.length === quiz.count &&
    ['dModel', 'base', 'layout', 'origin'].every((k) => s[k] === quiz.settings[k]));
}

/**
 * The tries of an attempt put back, for its answers (null where a response was dropped): the saved
 * count where it is a whole number (a question opened again with Try again keeps the tries it took),
 * and at least 1 for an answer.
 */
export function triesOf(attempt, answers) {
  return answers.map((a, j) => {
    const saved = attempt?.tries?.[j];
    const n = Number.isSafeInteger(saved) && saved >= 0 ? saved : 0;
    return a ? Math.max(1, n) : n;
  });
}
