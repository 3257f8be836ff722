// A learner's attempt at the bank's questions, without the DOM: what is kept of a judged answer, the
// score, when the quiz is finished, and the attempt as plain data for a course platform.
//
// Scoring: a question counts once it has a judged answer (correct or incorrect). That answer stays
// until the learner presses Try again (or Start over). "Too few decimals" and unreadable text are
// not judged: the question stays open. The quiz is finished when every question has a judged answer.
//
// Attempt: the judged answers and the place, as plain data that a course platform keeps between
// visits and gives back. Their verdicts are not in it: they are judged again when it comes back.
//
// answers: one entry per question, its judged answer (answerOf) or null; an answer that was not
// judged is shown but never kept.

/** What the panel keeps of a judged answer (and shows of one that was not). */
export function answerOf(response, result) {
  return {
    response,
    verdict: result.verdict,
    diagnosis: result.diagnosis ?? null,
    diagnosisName: result.diagnosisName ?? null, // the core's name for the slip, beside its code
    message: result.message,
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

/**
 * The attempt as plain data (JSON-safe): {quiz: {seed, settings, count, topics?} (for an author's list
 * {list, settings, count}), responses: [the judged response of each question, or null], question
 * (1-based place), summary (the score page is shown), score (correct answers, for information)}.
 */
export function attemptData({ quiz, answers, index, summary }) {
  return {
    quiz: { ...quiz, settings: { ...quiz.settings } },
    responses: answers.map((a) => (a ? a.response : null)),
    question: index + 1,
    summary,
    score: scoreOf(answers),
  };
}

/** Whether an attempt (from attemptData, perhaps through JSON) was made on the questions of quiz (all quiz.count of them). */
export function attemptMatches(attempt, quiz) {
  const q = attempt?.quiz;
  const s = q?.settings;
  return !!(quiz && s && q.seed === quiz.seed && q.list === quiz.list && q.count === quiz.count && q.topics === quiz.topics &&
    Array.isArray(attempt.responses) &&
    attempt.responses.length === quiz.count &&
    ['dModel', 'base', 'layout', 'origin'].every((k) => s[k] === quiz.settings[k]));
}
