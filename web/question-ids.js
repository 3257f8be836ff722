// The ids of the questions quiz="…" may name, in order: the element's attribute rules read them
// without loading the questions themselves (web/questions.js, which comes with the quiz panels).
export const QUESTION_IDS = Object.freeze(['q1']);
