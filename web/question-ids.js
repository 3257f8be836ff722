// The ids of the questions quiz="…" may name, in order: the element's attribute rules read them
// without loading the questions themselves (web/questions.js, which comes with the quiz panels and
// takes each question's id from here).
export const Q1_ID = 'q1';
export const QUESTION_IDS = Object.freeze([Q1_ID]);
