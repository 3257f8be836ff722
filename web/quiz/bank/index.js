// web/quiz/bank/ — the question bank's panel (quiz="bank", and quiz="own" for an author's questions)
// and the making of its questions: dist/quiz-bank-panels.js, fetched by the quiz host for those
// quizzes only. The panel (bank-panel.js) holds the place and moves it; the attempt without the DOM
// (attempt.js), the answer form (form.js), the feedback (feedback.js), the navigation (nav.js), the
// score summary (summary.js), the questions' topics (topics.js) and the author's list
// (questions.js, author-questions.js, with the author's words in author-texts.js and the choice kind
// in author-choice.js) each have a file.
// It is a folder of the quiz room: it imports web/core/ and web/kit/ through their main modules, and
// what it shares with the single question (../parts.js, ../xapi.js) from the quiz room itself; in
// dist/ those come from dist/quiz-panels.js, which every quiz has fetched already.
export { QuizBankPanel } from './bank-panel.js';
export { checkerFor, noQuestionsAlert, questionsFor } from './questions.js';
