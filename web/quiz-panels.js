// The quiz panels, loaded by the element only when a widget has a quiz (dist/quiz-panels.js): the
// single question of quiz="q1" and the others, and the seeded question bank of quiz="bank".
export { QuizPanel } from './quiz.js';
export { QuizBankPanel } from './quiz-bank.js';
