// The element's attributes: their defaults and the rules they are checked against. Every refusal
// is a sentence naming the attribute, the text received and the rule, shown inside the widget.
// The numbers are the core's (cpp/facts.hpp, through web/core/facts.js); none is typed here.
import {
  DEFAULTS as CORE_DEFAULTS,
  FIGURE_NAMES,
  grouped,
  LIMITS,
  QUESTION_IDS,
  QUIZ_TOPICS,
  QUIZ_RULE_VALUES,
  UNLIMITED,
  quoted,
  readNumber,
  tableLimitProblem,
} from '../core/index.js';
import { MAX_POSITIONS, formatPositions, parsePositions } from './positions.js';

/** The quiz attribute's value for the seeded question bank (made by core.makeQuiz). */
export const QUIZ_BANK = 'bank';
/** The quiz attribute's value for questions the author writes in a child <script type="application/json">. */
export const QUIZ_OWN = 'own';
/** Whether a quiz needs the build of the core with the question builders (makeQuiz, makeQuestion). */
export const needsQuestionBuild = (quiz) => quiz === QUIZ_BANK || quiz === QUIZ_OWN;
/**
 * The loadCore() options for the smallest build of the core that has what a widget with this quiz
 * needs: the bank's build for the bank and an author's questions, the check build (checkAnswer) for a
 * single question such as "q1", the table build without a quiz.
 */
export const coreOptionsFor = (quiz) => (needsQuestionBuild(quiz) ? { quizBank: true } : quiz ? { answers: true } : {});
/**
 * The loadCore() options for the build a widget draws its table with, before anything of its quiz:
 * the quiz's own build for a single question (the check build is 6 KB more than the table build,
 * less than fetching both), the table build for the bank and an author's questions (their build is
 * about 31 KB more, which on a slow connection would hold the table back; it follows the table).
 */
export const tableCoreOptionsFor = (quiz) => (needsQuestionBuild(quiz) ? {} : coreOptionsFor(quiz));
/** The bank's limits, as the core checks them (limits.maxQuizSeed: 2^53, limits.maxQuizCount). */
export const MAX_QUIZ_SEED = LIMITS.maxQuizSeed;
export const MAX_QUIZ_COUNT = LIMITS.maxQuizCount;

/** The figures the `figures` attribute can name, in the order "all" shows them. */
export { FIGURE_NAMES };
/** max-len's own bound: one canvas column of the heatmap stays far within browsers' canvas limits. */
export const MAX_MAX_LEN = LIMITS.maxMaxLen;
/** The default max_len: the seeds' max_len; fewer when d_model is so wide that its rows pass the core's limit. */
export const DEFAULT_MAX_LEN = CORE_DEFAULTS.maxLen;
/** |Δ| beyond this makes the dot-product curve nothing but aliasing. */
export const MAX_OFFSET = LIMITS.maxOffset;
export const MAX_CONTEXT_LENGTH = LIMITS.maxContextLength;

/** Attribute name → property name, in the order the settings are shown. */
export const ATTRIBUTE_PROPERTIES = Object.freeze({
  'd-model': 'dModel',
  base: 'base',
  positions: 'positions',
  origin: 'origin',
  layout: 'layout',
  decimals: 'decimals',
  pair: 'pair',
  quiz: 'quiz',
  'quiz-seed': 'quizSeed',
  'quiz-count': 'quizCount',
  'quiz-topics': 'quizTopics',
  solution: 'solution',
  retries: 'retries',
  settings: 'settings',
  table: 'table',
  'new-questions': 'newQuestions',
  'score-feedback': 'scoreFeedback',
  view: 'view',
  figures: 'figures',
  'max-len': 'maxLen',
  offset: 'offset',
  'context-length': 'contextLength',
  loading: 'loading',
});

/**
 * The attributes embed.html takes from its URL's parameters (web/embed.js), and the share panel's
 * iframe link writes: all but loading, since the page of an iframe holds one widget, drawn at once.
 */
export const EMBED_PARAMETERS = Object.freeze(Object.keys(ATTRIBUTE_PROPERTIES).filter((name) => name !== 'loading'));

/**
 * The attributes readAttributes() also checks against others: view="quiz" needs a quiz, and pair,
 * max-len and the number of positions are bounded by d_model.
 */
export const CHECKED_WITH_OTHERS = Object.freeze(['view', 'pair', 'max-len', 'positions']);

/** Every attribute's default (property name → value): the core's, and those of the element alone. */
export const DEFAULTS = Object.freeze({
  ...CORE_DEFAULTS,
  quizTopics: QUIZ_TOPICS.default,
  quiz: '',
  // A scored quiz's rules: by default a practice quiz, as a bare tag has always been (the course
  // packages choose the strict end of each, web/lms/graded.js).
  solution: 'always',
  retries: UNLIMITED,
  settings: 'editable',
  table: 'shown',
  newQuestions: 'allowed',
  scoreFeedback: Object.freeze([]),
  view: 'full',
  figures: Object.freeze([]),
  loading: 'eager',
});

/** The max_len in effect when the attribute is absent: 512, or fewer for a very wide d_model. */
export function defaultMaxLen(dModel, limits = LIMITS) {
  return Math.max(1, Math.min(DEFAULT_MAX_LEN, Math.floor(limits.maxTableValues / dModel)));
}

export const LAYOUTS = LIMITS.layouts;
export const VIEWS = Object.freeze(['full', 'quiz']);
/** score-feedback: at most this many bands, each text at most this long (a score page, not an essay). */
export const MAX_SCORE_BANDS = 20;
export const MAX_BAND_TEXT = 1000;

/** When a widget draws first: at once, or once it comes near the visible part of the page (as for <img loading>). */
export const LOADINGS = Object.freeze(['eager', 'lazy']);

// The core's limits before the core has loaded: the same values as core.limits.
export { LIMITS };
export const FALLBACK_LIMITS = LIMITS;

function problem(attribute, text, rule) {
  return { attribute, value: text, message: `${attribute}=${quoted(text)}: ${rule}` };
}

const READERS = {
  'd-model'(text, limits) {
    const rule = `d_model must be an even whole number from 2 to ${grouped(limits.maxDModel)}, because every sine coordinate has a cosine partner at the same frequency.`;
    const n = readNumber(text);
    if (n === null) return { error: `this is not a finite number; ${rule}` };
    if (!Number.isInteger(n) || n < 2 || n % 2 !== 0 || n > limits.maxDModel) return { error: rule };
    return { value: n };
  },
  base(text) {
    const rule = 'the base must be a finite number greater than 1, so that each pair turns more slowly than the one before.';
    const n = readNumber(text);
    if (n === null) return { error: `this is not a finite number; ${rule}` };
    if (!(n > 1)) return { error: rule };
    return { value: n };
  },
  positions(text) {
    const r = parsePositions(text);
    return r.error ? { error: r.error } : { value: r.positions };
  },
  origin(text) {
    const rule = 'the index origin must be 0 or 1: the number given to the first token.';
    const n = readNumber(text);
    if (n === null) return { error: `this is not a finite number; ${rule}` };
    if (n !== 0 && n !== 1) return { error: rule };
    return { value: n };
  },
  layout(text) {
    const name = text.trim().toLowerCase();
    if (LAYOUTS.includes(name)) return { value: name };
    return {
      error: 'the layout must be "interleaved" (sin, cos, sin, cos, … as in the paper) or "concatenated" (all sines first, then all cosines).',
    };
  },
  decimals(text, limits) {
    const rule = `decimals must be a whole number from 0 to ${limits.maxDecimals}.`;
    const n = readNumber(text);
    if (n === null) return { error: `this is not a finite number; ${rule}` };
    if (!Number.isInteger(n) || n < 0 || n > limits.maxDecimals) return { error: rule };
    return { value: n };
  },
  quiz(text) {
    const id = text.trim().toLowerCase();
    if (id === '' || id === QUIZ_BANK || id === QUIZ_OWN || QUESTION_IDS.includes(id)) return { value: id };
    const known = QUESTION_IDS.join(', ');
    return {
      error: `there is no question with this name; the available questions are: ${known}, "${QUIZ_BANK}" for a seeded set of questions on the widget's settings, or "${QUIZ_OWN}" for the questions written in a <script type="application/json"> inside the widget. Leave the attribute out for no quiz.`,
    };
  },
  'quiz-seed'(text) {
    const rule = `the quiz seed must be a whole number from 0 to 2^53 (${grouped(MAX_QUIZ_SEED)}); the same seed gives the same questions.`;
    if (text.trim().toLowerCase() === 'learner') {
      return { error: `"learner" is for the course packages, which make the seed from the signed-in learner's identity; on a page, ${rule.replace(/^the quiz seed/, 'the seed')}` };
    }
    const n = readNumber(text);
    if (n === null) return { error: `this is not a finite number; ${rule}` };
    if (!Number.isInteger(n) || n < 0 || n > MAX_QUIZ_SEED) return { error: rule };
    return { value: n };
  },
  'quiz-count'(text) {
    const rule = `the number of questions must be a whole number from 1 to ${MAX_QUIZ_COUNT}.`;
    const n = readNumber(text);
    if (n === null) return { error: `this is not a finite number; ${rule}` };
    if (!Number.isInteger(n) || n < 1 || n > MAX_QUIZ_COUNT) return { error: rule };
    return { value: n };
  },
  'quiz-topics'(text) {
    const name = text.trim().toLowerCase();
    if (QUIZ_TOPICS.names.includes(name)) return { value: name };
    const [sinusoidal, rope, both] = QUIZ_TOPICS.names.map((t) => `"${t}"`);
    return {
      error: `the bank's topics must be ${sinusoidal} (the 2017 encoding, the default), ${rope} (RoPE, the rotation inside attention) or ${both} (the two in turn).`,
    };
  },
  solution: oneOf(QUIZ_RULE_VALUES.solution,
    'the worked solution is shown "always", "after-answer" (once the question is answered for good), "after-attempt" (once the attempt is over) or "never".'),
  retries(text) {
    const rule = `retries must be a whole number from 0 up (each wrong answer to a question may be tried again that many times) or "${UNLIMITED}".`;
    if (text.trim().toLowerCase() === UNLIMITED) return { value: UNLIMITED };
    const n = readNumber(text);
    if (n === null) return { error: `this is not a finite number; ${rule}` };
    if (!Number.isSafeInteger(n) || n < 0) return { error: rule };
    return { value: n };
  },
  settings: oneOf(QUIZ_RULE_VALUES.settings,
    'settings must be "editable" (the learner may change the quiz\'s d_model, base, layout and origin) or "locked" (they may not, nor ask for new questions or start over).'),
  table: oneOf(QUIZ_RULE_VALUES.table,
    'table must be "shown", "hidden-until-answered" (the cells a question asks for stay hidden until it is answered for good) or "hidden" (no table or pair inspector).'),
  'new-questions': oneOf(QUIZ_RULE_VALUES.newQuestions,
    'new-questions must be "allowed" (the bank\'s New questions button takes the next seed) or "not-allowed".'),
  'score-feedback'(text) {
    return readScoreBands(text);
  },
  view(text) {
    const name = text.trim().toLowerCase();
    if (VIEWS.includes(name)) return { value: name };
    return { error: 'view must be "full" (settings, table, pair inspector and any quiz) or "quiz" (the question alone).' };
  },
  loading(text) {
    const name = text.trim().toLowerCase();
    if (LOADINGS.includes(name)) return { value: name };
    return {
      error: 'loading must be "eager" (the widget draws at once) or "lazy" (it draws once it comes within a screen of the visible part of the page).',
    };
  },
  pair(text, limits) {
    const rule = `the pair k must be a whole number from 0 to d_model/2 − 1 (at most ${grouped(limits.maxDModel / 2 - 1)}).`;
    const n = readNumber(text);
    if (n === null) return { error: `this is not a finite number; ${rule}` };
    if (!Number.isInteger(n) || n < 0 || n > limits.maxDModel / 2 - 1) return { error: rule };
    return { value: n };
  },
  figures(text) {
    const rule = `figures must be "none", "all" (or empty), or a comma list of figure names: ${FIGURE_NAMES.join(', ')}.`;
    const source = text.trim().toLowerCase();
    if (source === 'none') return { value: [] };
    if (source === 'all' || source === '') return { value: [...FIGURE_NAMES] };
    const names = [];
    for (const [index, item] of source.split(',').map((s) => s.trim()).entries()) {
      if (item === 'all' || item === 'none') return { error: `"${item}" stands alone, not in a list; ${rule}` };
      if (!FIGURE_NAMES.includes(item)) {
        const shown = item.length > 24 ? `${item.slice(0, 24)}…` : item;
        return { error: `item ${index + 1} (${quoted(shown)}) is not a figure name; ${rule}` };
      }
      if (!names.includes(item)) names.push(item);
    }
    return { value: names };
  },
  'max-len'(text) {
    const rule = `max-len must be a whole number from 1 to ${grouped(MAX_MAX_LEN)}: the heatmap shows positions 0 to max-len − 1.`;
    const n = readNumber(text);
    if (n === null) return { error: `this is not a finite number; ${rule}` };
    if (!Number.isInteger(n) || n < 1 || n > MAX_MAX_LEN) return { error: rule };
    return { value: n };
  },
  offset(text) {
    const rule = `the offset Δ must be a finite number from −${grouped(MAX_OFFSET)} to ${grouped(MAX_OFFSET)} (negative: backwards).`;
    const n = readNumber(text);
    if (n === null) return { error: `this is not a finite number; ${rule}` };
    if (Math.abs(n) > MAX_OFFSET) return { error: rule };
    return { value: n === 0 ? 0 : n };
  },
  'context-length'(text) {
    const rule = `the context length must be a whole number of tokens from 1 to ${grouped(MAX_CONTEXT_LENGTH)}.`;
    const n = readNumber(text);
    if (n === null) return { error: `this is not a finite number; ${rule}` };
    if (!Number.isInteger(n) || n < 1 || n > MAX_CONTEXT_LENGTH) return { error: rule };
    return { value: n };
  },
};

// A reader for an attribute that takes one of a few names (any case, blanks around ignored).
function oneOf(names, rule) {
  return (text) => {
    const name = text.trim().toLowerCase();
    return names.includes(name) ? { value: name } : { error: rule };
  };
}

/**
 * score-feedback: a JSON array of score bands [{from, to, feedback}] (as H5P's overall feedback):
 * from and to are percentages from 0 to 100 (from ≤ to), feedback a plain text the score page shows
 * when the score, in whole percent, lies in the band; the first band that holds it wins.
 */
export function readScoreBands(text) {
  const rule = `score-feedback is a JSON array of at most ${MAX_SCORE_BANDS} score bands such as [{"from": 0, "to": 79, "feedback": "Read the section on pairs again."}]: from and to whole percentages, 0 ≤ from ≤ to ≤ 100, and feedback a text of at most ${grouped(MAX_BAND_TEXT)} characters.`;
  let list;
  try {
    list = JSON.parse(text);
  } catch {
    return { error: `this is not valid JSON; ${rule}` };
  }
  if (!Array.isArray(list) || list.length > MAX_SCORE_BANDS) return { error: rule };
  const percent = (x) => Number.isInteger(x) && x >= 0 && x <= 100;
  const bands = [];
  for (const [j, band] of list.entries()) {
    const { from, to, feedback = '', ...extra } = band ?? {};
    const good = band && typeof band === 'object' && !Array.isArray(band) && !Object.keys(extra).length && percent(from) && percent(to) &&
      from <= to && typeof feedback === 'string' && feedback.length <= MAX_BAND_TEXT;
    if (!good) return { error: `band ${j + 1} does not fit this rule: ${rule}` };
    bands.push(Object.freeze({ from, to, feedback }));
  }
  return { value: Object.freeze(bands) };
}

/** Checks one attribute's text (null: absent, so the default). Returns {value} or {error}. */
export function readAttribute(attribute, text, limits = LIMITS) {
  if (text === null || text === undefined) return { value: DEFAULTS[ATTRIBUTE_PROPERTIES[attribute]] };
  return READERS[attribute](String(text), limits);
}

/**
 * Reads all attributes through getAttribute(name). Returns {settings, problems}: settings holds the
 * value in effect for every attribute (the default where the text was refused); problems lists
 * {attribute, value, message} for each refusal, including a table larger than the core computes.
 */
export function readAttributes(getAttribute, limits = LIMITS) {
  const settings = {};
  const problems = [];
  for (const [attribute, property] of Object.entries(ATTRIBUTE_PROPERTIES)) {
    const text = getAttribute(attribute);
    const r = readAttribute(attribute, text, limits);
    if ('error' in r) {
      problems.push(problem(attribute, text, r.error));
      settings[property] = DEFAULTS[property];
    } else {
      settings[property] = r.value;
    }
  }
  const valid = (attribute) => !problems.some((p) => p.attribute === attribute);
  if (valid('view') && valid('quiz') && settings.view === 'quiz' && !settings.quiz) {
    problems.push(problem('view', getAttribute('view'), 'this view shows only a question, so it needs a quiz attribute as well, e.g. quiz="q1".'));
    settings.view = DEFAULTS.view;
  }
  // pair and max-len are checked against d_model (when d_model itself is valid).
  if (valid('d-model')) {
    const d = settings.dModel;
    const dText = getAttribute('d-model') ?? String(DEFAULTS.dModel);
    if (valid('pair') && settings.pair > d / 2 - 1) {
      problems.push(
        problem(
          'pair',
          getAttribute('pair'),
          `with d-model=${quoted(dText)} there are ${grouped(d / 2)} sine-cosine pairs, so the pair k must be a whole number from 0 to ${grouped(d / 2 - 1)}.`,
        ),
      );
      settings.pair = DEFAULTS.pair;
    }
    const maxLenText = getAttribute('max-len');
    if (maxLenText === null || !valid('max-len')) {
      settings.maxLen = defaultMaxLen(d, limits);
    } else {
      const tooMany = tableLimitProblem(settings.maxLen, d, limits);
      if (tooMany) {
        problems.push({
          attribute: 'max-len',
          value: maxLenText,
          message:
            `max-len=${quoted(maxLenText)} with d-model=${quoted(dText)}: ${tooMany}; ` +
            `at d_model = ${grouped(d)}, max-len can be at most ${grouped(Math.floor(limits.maxTableValues / d))}.`,
        });
        settings.maxLen = defaultMaxLen(d, limits);
      }
    }
  }
  // With tokens numbered from 1, token −2^53 would be at position −2^53 − 1, which a double cannot hold.
  const beyond = valid('positions') && valid('origin') ? settings.positions.find((t) => Math.abs(t - settings.origin) > limits.maxPosition) : undefined;
  if (beyond !== undefined) {
    problems.push(
      problem(
        'positions',
        getAttribute('positions'),
        `with origin=${quoted(getAttribute('origin'))}, token ${beyond} is at position ${beyond} − ${settings.origin}, beyond 2^53 = 9007199254740992 in size: a double cannot hold every whole position past it.`,
      ),
    );
    settings.positions = DEFAULTS.positions;
  }
  const tooMany = valid('positions') && valid('d-model') && tableLimitProblem(settings.positions.length, settings.dModel, limits);
  if (tooMany) {
    const text = getAttribute('positions') ?? formatPositions(DEFAULTS.positions);
    const d = getAttribute('d-model') ?? String(DEFAULTS.dModel);
    problems.push({
      attribute: 'positions',
      value: text,
      message: `positions=${quoted(text)} with d-model=${quoted(d)}: ${tooMany}; use fewer positions or a smaller d_model.`,
    });
    settings.positions = DEFAULTS.positions;
  }
  return { settings, problems };
}

/**
 * The attribute text a property assignment writes, or throws (TypeError for a wrong type, RangeError
 * for a broken rule) with the same sentence the widget would show.
 */
export function attributeTextFor(attribute, value, limits = LIMITS) {
  let text;
  if (attribute === 'figures' && Array.isArray(value)) {
    text = value.length ? value.map(String).join(',') : 'none';
  } else if (attribute === 'score-feedback' && Array.isArray(value)) {
    text = JSON.stringify(value);
  } else if (attribute === 'positions' && (Array.isArray(value) || ArrayBuffer.isView(value))) {
    // One item past the limit is enough for the refusal: a list of 10^7 is not written out first.
    const list = Array.prototype.slice.call(value, 0, MAX_POSITIONS + 1);
    const bad = list.findIndex((p) => typeof p !== 'number' || !Number.isFinite(p));
    if (bad >= 0) throw new TypeError(`positions: item ${bad + 1} is not a finite number.`);
    text = formatPositions(list);
  } else if (typeof value === 'number' || typeof value === 'string') {
    text = String(value);
  } else {
    throw new TypeError(`${attribute} must be set to a number or a string; received ${typeof value}.`);
  }
  const r = readAttribute(attribute, text, limits);
  if ('error' in r) throw new RangeError(problem(attribute, text, r.error).message);
  return text;
}
