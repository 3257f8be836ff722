// The question bank's panel (quiz="bank", and quiz="own" for an author's questions) and the making
// of its questions: dist/quiz-bank-panels.js, fetched by the quiz host for those quizzes only. What
// it shares with the single question (web/quiz-parts.js, web/xapi.js) it imports from
// dist/quiz-panels.js.
export { QuizBankPanel } from './quiz-bank.js';
export { noQuestionsAlert, questionsFor } from './quiz-bank-questions.js';
