// quiz="own": the questions a course author writes, as JSON in a child
// <script type="application/json"> of the widget (or embed.html's questions= parameter). This file
// reads the list's shape; the core checks each spec's kind, fields and ranges (core.makeQuestion).
import { quoted } from '../../core/index.js';

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

function describe(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the text ${quoted(value)}`;
  if (typeof value === 'object') return 'an object';
  return `the ${typeof value} ${String(value)}`;
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
