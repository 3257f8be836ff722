// quiz="own": the questions a course author writes, as JSON in a child
// <script type="application/json"> of the widget (or embed.html's questions= parameter). This file
// reads the list's shape and makes its questions: the core checks each numeric spec's kind, fields
// and ranges (core.makeQuestion); the author's words are read by author-texts.js and the choice kind
// by author-choice.js. It has no DOM: npm run package checks a list with it too.
import { checkSlots, describe, readTexts, slotValues, splitSpec, withTexts } from './author-texts.js';
import { choiceQuestion, readChoice, shownLetters } from './author-choice.js';

const EXAMPLE = '[{"kind": "coordinate", "token": 2, "i": 2, "decimals": 4}]';

/**
 * Reads the JSON text of an author's question list.
 * @param {string|null} text  the JSON, or null when there is none
 * @param {number} maxCount   the most questions one quiz asks (the core's maxQuizCount)
 * @returns {{specs: {number: number, spec: object}[], problems: {number: number|null, message: string}[]}}
 *   number: the question's place in the list, from 1; a problem with number null is about the list.
 */
export function readQuestionList(text, maxCount) {
  const none = (message) => ({ specs: [], problems: [{ number: null, message }] });
  if (text === null || text.trim() === '') {
    return none(`quiz="own" asks the questions written in a <script type="application/json"> inside the widget (in embed.html, the questions= URL parameter), and there are none; write an array of question specs there, such as ${EXAMPLE}.`);
  }
  let list;
  try {
    list = JSON.parse(text);
  } catch (error) {
    return none(`The question list is not valid JSON (${error.message}); it should be an array of question specs, such as ${EXAMPLE}.`);
  }
  if (!Array.isArray(list)) {
    return none(`The question list must be a JSON array of question specs, such as ${EXAMPLE}; it is ${describe(list)}.`);
  }
  if (list.length === 0) return none(`The question list is empty; write at least one question spec, such as ${EXAMPLE}.`);
  if (list.length > maxCount) {
    return none(`The question list has ${list.length} questions; one quiz asks at most ${maxCount}. Split it over several widgets.`);
  }
  const specs = [];
  const problems = [];
  list.forEach((spec, j) => {
    const number = j + 1;
    if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) {
      problems.push({ number, message: `Question ${number} is ${describe(spec)}, not a question spec such as {"kind": "coordinate", "token": 2, "i": 2}.` });
    } else {
      specs.push({ number, spec });
    }
  });
  return { specs, problems };
}

/**
 * A short name for a question list, the same for the same JSON text (FNV-1a, 32 bits, in hex): part
 * of the quiz's xAPI identifier, so a gradebook keeps two authors' lists apart.
 */
export function listId(text) {
  let hash = 0x811c9dc5;
  for (let j = 0; j < text.length; j += 1) {
    hash ^= text.charCodeAt(j);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The questions of an author's list for the settings {dModel, base, layout, origin} and the seed
 * (which orders the options of its choice questions). Returns {questions, list, problems}: list is
 * listId() of the text; an entry refused (its shape, its kind and numbers, its words) is left out
 * with {number, message: "Question N: …"}, and the others are made.
 */
export function makeOwnQuestions(text, core, settings, seed) {
  const { specs, problems } = readQuestionList(text, core.limits.maxQuizCount);
  const list = listId(text ?? '');
  const questions = [];
  for (const { number, spec } of specs) {
    const id = `own-${list}-${number}`;
    const made = makeOne(spec, { core, settings, seed, list, number, id });
    if ('error' in made) problems.push({ number, message: `Question ${number}: ${made.error}` });
    else questions.push(made.question);
  }
  problems.sort((a, b) => (a.number ?? 0) - (b.number ?? 0));
  return { questions, list, problems };
}

function makeOne(spec, { core, settings, seed, list, number, id }) {
  if (spec.kind === 'choice') {
    const read = readChoice(spec);
    if ('error' in read) return { error: `question spec: ${read.error}` };
    const q = choiceQuestion(read.choice, { id, seed, list, number, settings });
    const wrong = checkSlots(read.choice.texts, ['correct'], 'choice');
    if (wrong) return { error: `question spec: ${wrong}` };
    return { question: { ...withTexts(q, read.choice.texts, slotValues(q, shownLetters(q, q.correct))), authored: true } };
  }
  const { spec: numbers, texts: given } = splitSpec(spec);
  let q;
  try {
    q = { ...core.makeQuestion(numbers, settings), id };
  } catch (error) {
    return { error: error.coreText ?? error.message };
  }
  const read = readTexts(given);
  if ('error' in read) return { error: `question spec: ${read.error}` };
  const values = slotValues(q);
  const wrong = checkSlots(read.texts, Object.keys(values), q.kind);
  if (wrong) return { error: `question spec: ${wrong}` };
  return { question: withTexts(q, read.texts, values) };
}
