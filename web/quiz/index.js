// web/quiz/ — the quiz part of the widget, fetched by the element only when a widget has a quiz
// (dist/quiz-panels.js): the quiz host (quiz-host.js), which loads the build of the core it needs,
// the single question of quiz="q1" (question-panel.js, questions.js) with the quiz's stylesheet
// (quiz.css.js), and what every quiz panel shares: its parts (parts.js) and the xAPI statements
// (xapi.js). The question bank's and the author's questions live in web/quiz/bank/, a file of their
// own (dist/quiz-bank-panels.js) that imports what it shares from dist/quiz-panels.js.
// It imports web/core/ and web/kit/ only, through their main modules.
export { QuizHost } from './quiz-host.js';
export * from './parts.js';
export * from './xapi.js';
