// The quiz part of the widget, loaded by the element only when a widget has a quiz
// (dist/quiz-panels.js): the quiz host and the single question of quiz="q1" and the others, with the
// quiz's CSS. The question bank's panel comes in a file of its own (web/quiz-bank-panels.js), which
// imports from this one what the two share: the question panel's parts and the xAPI statements.
export { QuizHost } from './hosts/quiz-host.js';
export * from './quiz-parts.js';
export * from './xapi.js';
