// The `choice` kind of an author's list (quiz="own"): a question whose options the author writes, 2
// to 6 of them, one or more marked correct, each with its own feedback. It asks for no number, so
// the core has nothing to compute: this file reads the spec, orders the options for the learner and
// judges the answer.
//
//   {"kind": "choice", "prompt": "Which pairs turn fastest?", "options": [
//     {"text": "Pair 0", "correct": true, "feedback": "Its divisor is 1."},
//     {"text": "The last pair", "feedback": "It has the largest divisor."}]}
//
// Scoring is all or nothing: the answer is correct when the options chosen are exactly those marked
// correct. One correct option is asked with radio buttons, several with checkboxes (so the learner
// knows whether to choose one or several, as in H5P's and Moodle's multiple choice).
// Order: the options are shuffled for each learner with the quiz's seed (and the list and the
// question's number), the same order on every launch. Responses are recorded with the author's
// letters, a for the first option written, so a gradebook reads the same letter for the same option
// whatever order each learner saw; the learner is shown the letters of the order they see.
import { grouped, quoted } from '../../core/index.js';
import { describe, readTexts, MAX_AUTHOR_TEXT } from './author-texts.js';
import { LETTERS } from '../xapi.js';

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;
const FIELDS = ['kind', 'prompt', 'options', 'hint', 'feedback', 'solution'];
const OPTION_FIELDS = ['text', 'correct', 'feedback'];

// The refusals, for the author who wrote the list.
const REFUSE = Object.freeze({
  field: ({ name }) => `${quoted(name)} is not a field of a choice question, which takes ${FIELDS.slice(1).join(', ')}.`,
  prompt: () => 'a choice question needs a prompt, the question the learner reads.',
  options: ({ shown }) => `a choice question needs options, a list of ${MIN_OPTIONS} to ${MAX_OPTIONS} options such as {"text": "Pair 0", "correct": true}; it has ${shown}.`,
  option: ({ number, shown }) => `option ${number} is ${shown}, not an option such as {"text": "Pair 0", "correct": true, "feedback": "Its divisor is 1."}.`,
  optionField: ({ number, name }) => `option ${number}: ${quoted(name)} is not a field of an option, which takes text, correct and feedback.`,
  optionText: ({ number, shown }) => `option ${number}: text must be a text of 1 to ${grouped(MAX_AUTHOR_TEXT)} characters; it is ${shown}.`,
  optionCorrect: ({ number, shown }) => `option ${number}: correct must be true or false; it is ${shown}.`,
  optionFeedback: ({ number, shown }) => `option ${number}: feedback must be a text of at most ${grouped(MAX_AUTHOR_TEXT)} characters; it is ${shown}.`,
  noneCorrect: () => 'a choice question needs at least one option marked "correct": true.',
});

// What the checker says to the learner (the verdict itself is worded by the panel): messages of the
// catalog (web/i18n/en.ftl), which the panel writes in the widget's language (parts.js, resultMessage).
const SAY = Object.freeze({
  correctOne: 'quiz-choice-correct-one',
  correctSeveral: 'quiz-choice-correct-several',
  incorrectOne: 'quiz-choice-incorrect-one',
  incorrectSeveral: 'quiz-choice-incorrect-several',
  unreadable: 'quiz-choice-unreadable',
});

// A checker's result with its message as a catalog's id (and the id as its message, for a reader without words).
const said = (messageId, messageArgs, result) => ({ ...result, message: messageId, messageId, ...(messageArgs && { messageArgs }) });

/**
 * Reads a choice spec. Returns {choice: {prompt, options: [{text, correct, feedback}], texts}} (texts:
 * the author's hint, solution and feedback, as readTexts gives them) or {error}.
 */
export function readChoice(spec) {
  const extra = Object.keys(spec).find((name) => !FIELDS.includes(name));
  if (extra !== undefined) return { error: REFUSE.field({ name: extra }) };
  if (typeof spec.prompt !== 'string' || spec.prompt.trim() === '') return { error: REFUSE.prompt() };
  const read = readTexts({ prompt: spec.prompt, ...pick(spec, ['hint', 'feedback', 'solution']) });
  if ('error' in read) return read;
  const list = spec.options;
  if (!Array.isArray(list) || list.length < MIN_OPTIONS || list.length > MAX_OPTIONS) {
    return { error: REFUSE.options({ shown: Array.isArray(list) ? `${list.length}` : describe(list ?? null) }) };
  }
  const options = [];
  for (const [j, option] of list.entries()) {
    const number = j + 1;
    if (option === null || typeof option !== 'object' || Array.isArray(option)) return { error: REFUSE.option({ number, shown: describe(option) }) };
    const name = Object.keys(option).find((k) => !OPTION_FIELDS.includes(k));
    if (name !== undefined) return { error: REFUSE.optionField({ number, name }) };
    const { text, correct = false, feedback = '' } = option;
    if (typeof text !== 'string' || text.trim() === '' || text.length > MAX_AUTHOR_TEXT) return { error: REFUSE.optionText({ number, shown: describe(text ?? null) }) };
    if (typeof correct !== 'boolean') return { error: REFUSE.optionCorrect({ number, shown: describe(correct) }) };
    if (typeof feedback !== 'string' || feedback.length > MAX_AUTHOR_TEXT) return { error: REFUSE.optionFeedback({ number, shown: describe(feedback) }) };
    options.push({ text, correct, feedback });
  }
  if (!options.some((o) => o.correct)) return { error: REFUSE.noneCorrect() };
  return { choice: { prompt: read.texts.prompt, options, texts: read.texts } };
}

function pick(object, names) {
  return Object.fromEntries(names.filter((n) => n in object).map((n) => [n, object[n]]));
}

/**
 * A stable order of n options for one learner: Fisher–Yates driven by a 32-bit generator (mulberry32)
 * seeded with the FNV-1a hash of key (the quiz's seed, the list's id and the question's number).
 */
export function shuffledOrder(n, key) {
  let state = 0x811c9dc5;
  for (let j = 0; j < key.length; j += 1) state = Math.imul(state ^ key.charCodeAt(j), 0x01000193) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const order = Array.from({ length: n }, (_, j) => j);
  for (let j = n - 1; j > 0; j -= 1) {
    const r = Math.floor(next() * (j + 1));
    [order[j], order[r]] = [order[r], order[j]];
  }
  return order;
}

/**
 * The question of a read choice spec, shaped as the bank's panel asks it: {id, kind: 'choice', type:
 * 'choice', prompt, choices (the author's order), correct (their indices), multiple, order (shown
 * position → the author's index), optionFeedback, texts}. The author's words are put in by the caller.
 */
export function choiceQuestion(choice, { id, seed, list, number, settings }) {
  const { options } = choice;
  return {
    id,
    cell: '',
    kind: 'choice',
    type: 'choice',
    prompt: choice.prompt,
    hint: [],
    solution: [],
    settings: { ...settings },
    params: {},
    choices: options.map((o) => o.text),
    correct: options.flatMap((o, j) => (o.correct ? [j] : [])),
    multiple: options.filter((o) => o.correct).length > 1,
    order: shuffledOrder(options.length, `${seed}:${list}:${number}`),
    optionFeedback: options.map((o) => o.feedback),
    mistakes: [],
    authorTexts: ['prompt', 'choices'], // the author's words, never translated (withTexts adds the others)
  };
}

/** The letters, as the learner sees them (in the shuffled order), of the author's options `indices`. */
export function shownLetters(q, indices) {
  return indices.map((a) => LETTERS[q.order.indexOf(a)]).sort().join(', ');
}

/** The recorded response of the author's options `indices`: their author's letters, "a,c". */
export const choiceResponse = (indices) => [...indices].sort((x, y) => x - y).map((a) => LETTERS[a]).join(',');

/** The author's option indices of a recorded response ("a,c"), or null when it is not one. */
export function indicesOfResponse(q, response) {
  if (typeof response !== 'string' || response === '') return null;
  const letters = response.split(',');
  const indices = letters.map((l) => (l.length === 1 ? LETTERS.indexOf(l) : -1));
  if (indices.some((a) => a < 0 || a >= q.choices.length) || new Set(indices).size !== indices.length) return null;
  if (!q.multiple && indices.length !== 1) return null;
  return indices.sort((x, y) => x - y);
}

/**
 * Judges an answer to an author's choice question: text is the chosen options' author indices,
 * "0,2". A result as the core's checker gives one: {verdict, message, value (the indices chosen),
 * expected (the correct ones), diagnosis: null}, with the message's catalog id and arguments
 * (messageId, messageArgs: $n, the number of options, as text in ASCII digits: the panel writes it
 * in the reader's).
 */
export function checkChoice(text, q) {
  const parts = String(text).split(',');
  const chosen = parts.every((x) => /^\d$/.test(x.trim())) ? indicesOfResponse(q, parts.map((x) => LETTERS[Number(x)]).join(',')) : null;
  const expected = [...q.correct];
  if (chosen === null) {
    return said(SAY.unreadable, { n: String(q.choices.length) }, { verdict: 'unreadable', value: null, expected, diagnosis: null });
  }
  const right = chosen.length === expected.length && chosen.every((a, j) => a === expected[j]);
  const say = right ? (q.multiple ? SAY.correctSeveral : SAY.correctOne) : q.multiple ? SAY.incorrectSeveral : SAY.incorrectOne;
  return said(say, null, { verdict: right ? 'correct' : 'incorrect', value: chosen, expected, diagnosis: null });
}
