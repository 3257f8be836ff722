// Questions the quiz panel can ask. Each is plain data: {id, title, prompt, hint, solution, spec},
// where spec is what core.checkAnswer() needs to judge an answer. Text is set with textContent, so
// it may contain any characters. A question's id has its home in web/core/names.js, which the
// element's attribute rules read without this file (it comes with the quiz panels); a new question
// adds its id there, and its entry here.
import { Q1_ID } from '../core/index.js';

export const Q1 = Object.freeze({
  id: Q1_ID,
  title: 'Q1. One coordinate by hand',
  prompt:
    'Take d_model = 4 and the usual base 10000. What value does coordinate 2 of the position ' +
    'vector PE(2) have? Round to four decimal places or more.',
  hint: [
    'Coordinate 2 is even, so it is a sine, and it belongs to pair k = 1 (coordinates 2 and 3).',
    'The divisor for that pair is 10000^(2k/d_model) = 10000^(2/4) = 100.',
  ],
  solution: [
    'PE(2, 2) = sin(2 / 10000^(2/4)) = sin(2 / 100) = sin(0.02).',
    'sin(0.02) = 0.0199986667…, which is 0.0200 to four decimals (0.019999 to six).',
    'The angle is small, so the sine is almost the angle itself: sin(x) ≈ x − x³/6.',
  ],
  spec: Object.freeze({ pos: 2, i: 2, dModel: 4, base: 10000, decimals: 4 }),
});

export const QUESTIONS = Object.freeze({ [Q1.id]: Q1 });
