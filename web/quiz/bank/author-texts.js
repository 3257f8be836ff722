// An author's own words for a question of their list (quiz="own"): prompt, hint, feedback {correct,
// incorrect} and solution. They are plain text, shown with textContent and never read as markup,
// with {slot} names the quiz fills in with the question's numbers: {expected} (the exact answer to
// the decimals asked), {decimals} and the numbers the question is made of ({token}, {i}, {k}, …,
// see SLOT_NAMES), and in the feedback {response}, what the learner gave. Other braces are kept as
// they are typed. An author's text is data, not a sentence of the widget's: it is never translated.
// This file reads the texts' shape and fills their slots; it has no DOM, so npm run package checks a
// list with it too.
import { compact, fixed, grouped, plain, quoted } from '../../core/index.js';

/** The fields of a question spec that hold the author's words (the core reads the others). */
export const TEXT_FIELDS = Object.freeze(['prompt', 'hint', 'feedback', 'solution']);
/** The longest text an author's field may hold, and the most paragraphs in a hint or solution. */
export const MAX_AUTHOR_TEXT = 2000;
export const MAX_PARAGRAPHS = 12;

// The refusals, for the author who wrote the list.
const REFUSE = Object.freeze({
  notText: ({ field, shown }) => `${field} must be a text; it is ${shown}.`,
  tooLong: ({ field, length }) => `${field} has ${grouped(length)} characters; a text holds at most ${grouped(MAX_AUTHOR_TEXT)}.`,
  paragraphs: ({ field, count }) => `${field} is a text or a list of at most ${MAX_PARAGRAPHS} texts (paragraphs); it has ${count}.`,
  feedback: ({ shown }) => `feedback must be an object such as {"correct": "Well done.", "incorrect": "Check the pair's frequency."}; it is ${shown}.`,
  feedbackField: ({ name }) => `feedback takes "correct" and "incorrect"; ${quoted(name)} is neither.`,
  slot: ({ field, slot, kind, slots }) => `${field}: {${slot}} is not a slot of this ${kind} question; its slots are ${slots}.`,
});

// How a value an author gave is named in a refusal.
export function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${quoted(value)}`;
  if (typeof value === 'object') return 'an object';
  return `the ${typeof value} ${String(value)}`;
}

const SLOT = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The slot names a text uses, in order, each once. */
export function slotsIn(text) {
  return [...new Set([...String(text).matchAll(SLOT)].map((m) => m[1]))];
}

/** The text with each {slot} of values replaced; a slot without a value is left as typed. */
export function fillSlots(text, values) {
  return String(text).replace(SLOT, (whole, name) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/**
 * Splits an author's spec into what the core reads (kind and numbers) and the author's words.
 * Returns {spec, texts}; texts holds only the fields given.
 */
export function splitSpec(spec) {
  const numbers = {};
  const texts = {};
  for (const [name, value] of Object.entries(spec)) {
    if (TEXT_FIELDS.includes(name)) texts[name] = value;
    else numbers[name] = value;
  }
  return { spec: numbers, texts };
}

function readText(field, value) {
  if (typeof value !== 'string') return { error: REFUSE.notText({ field, shown: describe(value) }) };
  if (value.length > MAX_AUTHOR_TEXT) return { error: REFUSE.tooLong({ field, length: value.length }) };
  return { value };
}

function readParagraphs(field, value) {
  if (!Array.isArray(value)) {
    const one = readText(field, value);
    return 'error' in one ? one : { value: [one.value] };
  }
  if (value.length === 0 || value.length > MAX_PARAGRAPHS) return { error: REFUSE.paragraphs({ field, count: value.length }) };
  const out = [];
  for (const [j, item] of value.entries()) {
    const one = readText(`${field} paragraph ${j + 1}`, item);
    if ('error' in one) return one;
    out.push(one.value);
  }
  return { value: out };
}

/**
 * Checks the shape of an author's words (the fields of TEXT_FIELDS that are given). Returns
 * {texts: {prompt?, hint?: string[], solution?: string[], feedback?: {correct?, incorrect?}}} or
 * {error} (a sentence naming the field).
 */
export function readTexts(given) {
  const texts = {};
  if ('prompt' in given) {
    const r = readText('prompt', given.prompt);
    if ('error' in r) return r;
    texts.prompt = r.value;
  }
  for (const field of ['hint', 'solution']) {
    if (!(field in given)) continue;
    const r = readParagraphs(field, given[field]);
    if ('error' in r) return r;
    texts[field] = r.value;
  }
  if ('feedback' in given) {
    const f = given.feedback;
    if (f === null || typeof f !== 'object' || Array.isArray(f)) return { error: REFUSE.feedback({ shown: describe(f) }) };
    texts.feedback = {};
    for (const [name, value] of Object.entries(f)) {
      if (name !== 'correct' && name !== 'incorrect') return { error: REFUSE.feedbackField({ name }) };
      const r = readText(`feedback.${name}`, value);
      if ('error' in r) return r;
      texts.feedback[name] = r.value;
    }
  }
  return { texts };
}

/**
 * The slots of a question and their texts: {expected} and {decimals} for a numeric question, the
 * numbers it is made of (q.params, but `sine`, which becomes {fn}: "sin" or "cos"), and {correct} for
 * a choice: the letters of the options that hold, as this learner sees them (correctLetters).
 */
export function slotValues(q, correctLetters = null) {
  const values = {};
  for (const [name, value] of Object.entries(q.params ?? {})) {
    if (name === 'sine') values.fn = value ? 'sin' : 'cos';
    else values[name] = Number.isInteger(value) ? plain(value) : compact(value);
  }
  if (q.type === 'choice') {
    if (correctLetters !== null) values.correct = correctLetters;
  } else {
    values.expected = fixed(q.expected, q.decimals);
    values.decimals = String(q.decimals);
  }
  return values;
}

/**
 * Checks that every slot the texts use is one the question has (the feedback may also use
 * {response}); kind names the question in the refusal. Returns an error sentence or null.
 */
export function checkSlots(texts, slots, kind) {
  const names = [...slots];
  const list = (extra = []) => [...names, ...extra].map((n) => `{${n}}`).join(', ');
  const fields = [
    ['prompt', [texts.prompt], []],
    ['hint', texts.hint, []],
    ['solution', texts.solution, []],
    ['feedback.correct', [texts.feedback?.correct], ['response']],
    ['feedback.incorrect', [texts.feedback?.incorrect], ['response']],
  ];
  for (const [field, items, extra] of fields) {
    for (const item of items ?? []) {
      if (item === undefined) continue;
      const unknown = slotsIn(item).find((s) => !names.includes(s) && !extra.includes(s));
      if (unknown) return REFUSE.slot({ field, slot: unknown, kind, slots: list(extra) });
    }
  }
  return null;
}

/**
 * The question with the author's words in place of the core's, their slots filled (but {response},
 * which the feedback fills when an answer comes), and authorTexts naming the fields they hold. The
 * question's own hint and solution stay where the author wrote none; an author's solution is marked `authored` so that it is shown as plain text.
 */
export function withTexts(q, texts, values) {
  // The fields in the author's words, shown as written in every language (the core's are translated).
  const out = { ...q, authorTexts: [...new Set([...(q.authorTexts ?? []), ...Object.keys(texts)])] };
  if (texts.prompt !== undefined) out.prompt = fillSlots(texts.prompt, values);
  if (texts.hint) out.hint = texts.hint.map((t) => fillSlots(t, values));
  if (texts.solution) {
    out.solution = texts.solution.map((t) => fillSlots(t, values));
    out.authored = true;
  }
  if (texts.feedback) {
    out.feedback = {};
    for (const [name, text] of Object.entries(texts.feedback)) out.feedback[name] = fillSlots(text, values);
  }
  return out;
}
