// The element's attributes: their defaults and the rules they are checked against. Every refusal
// has two sentences: the author's, naming the attribute, the text received and the rule (the
// element's `problems` and the console), and the learner's, in plain words naming the setting as the
// settings form labels it (the widget's alert).
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
  'show-seed': 'showSeed',
  view: 'view',
  figures: 'figures',
  'max-len': 'maxLen',
  offset: 'offset',
  'context-length': 'contextLength',
  loading: 'loading',
  guide: 'guide',
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
  // The bank's seed is the author's: a learner sees it only where the author shows it.
  showSeed: 'no',
  view: 'full',
  figures: Object.freeze([]),
  loading: 'eager',
  guide: 'off',
});

/** The max_len in effect when the attribute is absent: 512, or fewer for a very wide d_model. */
export function defaultMaxLen(dModel, limits = LIMITS) {
  return Math.max(1, Math.min(DEFAULT_MAX_LEN, Math.floor(limits.maxTableValues / dModel)));
}

export const LAYOUTS = LIMITS.layouts;
export const VIEWS = Object.freeze(['full', 'quiz']);
/** show-seed: whether the bank's first line names its seed. */
export const SHOW_SEED = Object.freeze(['no', 'yes']);
/** score-feedback: at most this many bands, each text at most this long (a score page, not an essay). */
export const MAX_SCORE_BANDS = 20;
export const MAX_BAND_TEXT = 1000;

/** When a widget draws first: at once, or once it comes near the visible part of the page (as for <img loading>). */
export const LOADINGS = Object.freeze(['eager', 'lazy']);

/** The "Try this" strip (web/element/guide.js): off (the default) or on; `guide` alone means on. */
export const GUIDES = Object.freeze(['off', 'on']);

// The core's limits before the core has loaded: the same values as core.limits.
export { LIMITS };
export const FALLBACK_LIMITS = LIMITS;

// A refusal carries two texts of the same rule: `error`, the English sentence for authors (the
// properties throw it and `problems` lists it, like every other error of the element's API), and
// `say`, the catalog's message (element-rule-… and element-reason-… in web/i18n/en.ftl) that the
// widget shows in the language it speaks. A message's arguments are texts, numbers (whole numbers,
// which Fluent writes in the locale's digits and grouping: 16,384 in en, 16.384 in de), exact number
// texts as {number} (written with words.n) or other messages as {id, args}.
const say = (id, args) => ({ id, args });
const refuse = (error, message, more = {}) => ({ error, say: message, ...more });
const notANumber = (rule, message) => refuse(`this is not a finite number; ${rule}`, say('element-reason-not-number', { rule: message }));

// A shown piece of a text that may be long: its first `max` characters and an ellipsis.
const cut = (text, max) => {
  const s = String(text);
  return s.length > max ? `${s.slice(0, max)}…` : s;
};

function problem(attribute, text, r) {
  const p = { attribute, value: text, message: `${attribute}=${quoted(text)}: ${r.error}` };
  return withSay(p, say('element-refused', { attribute, value: cut(text, 40), reason: r.say }), r.plain ?? plainSay(attribute, text, r));
}

// Not enumerable: the problems the element lists keep their documented shape. `say` is the
// author's sentence (attribute name, text and rule: the console's), `plain` the learner's (the
// setting as the form labels it, what was not used and what to type: the alert's).
function withSay(p, message, plain) {
  Object.defineProperty(p, 'plain', { value: plain });
  return Object.defineProperty(p, 'say', { value: message });
}

// The text given, as the learner's sentence quotes it: a number as typed, anything else in the
// language's quotation marks (element-plain-quoted).
const givenText = (text) => {
  const shown = cut(text, 40);
  return readNumber(shown) === null ? say('element-plain-quoted', { text: shown }) : shown;
};

// The learner's sentence of a refusal by a reader: the settings the form and the figures' fields
// show have their own (their rule in plain words); any other attribute is only the page author's to fix.
function plainSay(attribute, text, r) {
  const value = givenText(text);
  switch (attribute) {
    case 'd-model':
      return r.odd ? say('element-plain-d-model-odd', { value }) : say('element-plain-d-model', { value, max: LIMITS.maxDModel });
    case 'base':
      return say('element-plain-base', { value });
    case 'origin':
      return say('element-plain-origin', { value });
    case 'layout':
      return say('element-plain-layout', { value });
    case 'decimals':
      return say('element-plain-decimals', { value, max: LIMITS.maxDecimals });
    case 'max-len':
      return say('element-plain-max-len', { value, max: MAX_MAX_LEN });
    case 'positions':
      return say('element-plain-positions', { value, reason: r.say });
    // Typed in the figures' own fields.
    case 'offset':
      return say('element-plain-offset', { value, max: MAX_OFFSET });
    case 'context-length':
      return say('element-plain-context-length', { value, max: MAX_CONTEXT_LENGTH });
    default:
      return say('element-plain-page');
  }
}

// The numbers of a table larger than the core computes at once (web/core/facts.js tableLimitProblem).
const tableSize = (rows, columns, limits) => ({ rows, columns, values: rows * columns, limit: limits.maxTableValues });

// Whole numbers from 0 to max (a limit of facts.hpp); min: the smallest.
function wholeNumber(text, { min = 0, max }, rule, message) {
  const n = readNumber(text);
  if (n === null) return notANumber(rule, message);
  if (!Number.isInteger(n) || n < min || n > max) return refuse(rule, message);
  return { value: n };
}

const READERS = {
  'd-model'(text, limits) {
    const rule = `d_model must be an even whole number from 2 to ${grouped(limits.maxDModel)}, because every sine coordinate has a cosine partner at the same frequency.`;
    const message = say('element-rule-d-model', { max: limits.maxDModel });
    const n = readNumber(text);
    if (n === null) return notANumber(rule, message);
    if (!Number.isInteger(n) || n < 2 || n % 2 !== 0 || n > limits.maxDModel) {
      // An odd number in range: the learner's sentence says only that it must be even.
      return { ...refuse(rule, message), odd: Number.isInteger(n) && n % 2 !== 0 && n > 0 && n < limits.maxDModel };
    }
    return { value: n };
  },
  base(text) {
    const rule = 'the base must be a finite number greater than 1, so that each pair turns more slowly than the one before.';
    const message = say('element-rule-base');
    const n = readNumber(text);
    if (n === null) return notANumber(rule, message);
    if (!(n > 1)) return refuse(rule, message);
    return { value: n };
  },
  positions(text) {
    const r = parsePositions(text);
    return r.error ? refuse(r.error, r.say) : { value: r.positions };
  },
  origin(text) {
    const rule = 'the index origin must be 0 or 1: the number given to the first token.';
    const message = say('element-rule-origin');
    const n = readNumber(text);
    if (n === null) return notANumber(rule, message);
    if (n !== 0 && n !== 1) return refuse(rule, message);
    return { value: n };
  },
  layout(text) {
    const name = text.trim().toLowerCase();
    if (LAYOUTS.includes(name)) return { value: name };
    return refuse(
      'the layout must be "interleaved" (sin, cos, sin, cos, … as in the paper) or "concatenated" (all sines first, then all cosines).',
      say('element-rule-layout'),
    );
  },
  decimals(text, limits) {
    const rule = `decimals must be a whole number from 0 to ${limits.maxDecimals}.`;
    return wholeNumber(text, { max: limits.maxDecimals }, rule, say('element-rule-decimals', { max: limits.maxDecimals }));
  },
  quiz(text) {
    const id = text.trim().toLowerCase();
    if (id === '' || id === QUIZ_BANK || id === QUIZ_OWN || QUESTION_IDS.includes(id)) return { value: id };
    const known = QUESTION_IDS.join(', ');
    return refuse(
      `there is no question with this name; the available questions are: ${known}, "${QUIZ_BANK}" for a seeded set of questions on the widget's settings, or "${QUIZ_OWN}" for the questions written in a <script type="application/json"> inside the widget. Leave the attribute out for no quiz.`,
      say('element-rule-quiz', { questions: known }),
    );
  },
  'quiz-seed'(text) {
    const rule = `the quiz seed must be a whole number from 0 to 2^53 (${grouped(MAX_QUIZ_SEED)}); the same seed gives the same questions.`;
    if (text.trim().toLowerCase() === 'learner') {
      return refuse(
        `"learner" is for the course packages, which make the seed from the signed-in learner's identity; on a page, ${rule.replace(/^the quiz seed/, 'the seed')}`,
        say('element-reason-quiz-seed-learner', { max: MAX_QUIZ_SEED }),
      );
    }
    return wholeNumber(text, { max: MAX_QUIZ_SEED }, rule, say('element-rule-quiz-seed', { max: MAX_QUIZ_SEED }));
  },
  'quiz-count'(text) {
    const rule = `the number of questions must be a whole number from 1 to ${MAX_QUIZ_COUNT}.`;
    return wholeNumber(text, { min: 1, max: MAX_QUIZ_COUNT }, rule, say('element-rule-quiz-count', { max: MAX_QUIZ_COUNT }));
  },
  'quiz-topics'(text) {
    const name = text.trim().toLowerCase();
    if (QUIZ_TOPICS.names.includes(name)) return { value: name };
    const [sinusoidal, rope, both] = QUIZ_TOPICS.names.map((t) => `"${t}"`);
    return refuse(
      `the bank's topics must be ${sinusoidal} (the 2017 encoding, the default), ${rope} (RoPE, the rotation inside attention) or ${both} (the two in turn).`,
      say('element-rule-quiz-topics'),
    );
  },
  solution: oneOf(QUIZ_RULE_VALUES.solution,
    'the worked solution is shown "always", "after-answer" (once the question is answered for good), "after-attempt" (once the attempt is over) or "never".',
    'element-rule-solution'),
  retries(text) {
    const rule = `retries must be a whole number from 0 up (each wrong answer to a question may be tried again that many times) or "${UNLIMITED}".`;
    const message = say('element-rule-retries');
    if (text.trim().toLowerCase() === UNLIMITED) return { value: UNLIMITED };
    const n = readNumber(text);
    if (n === null) return notANumber(rule, message);
    if (!Number.isSafeInteger(n) || n < 0) return refuse(rule, message);
    return { value: n };
  },
  settings: oneOf(QUIZ_RULE_VALUES.settings,
    'settings must be "editable" (the learner may change the quiz\'s d_model, base, layout and origin) or "locked" (they may not, nor ask for new questions or start over).',
    'element-rule-settings'),
  table: oneOf(QUIZ_RULE_VALUES.table,
    'table must be "shown", "hidden-until-answered" (the cells a question asks for stay hidden until it is answered for good) or "hidden" (no table or pair inspector).',
    'element-rule-table'),
  'new-questions': oneOf(QUIZ_RULE_VALUES.newQuestions,
    'new-questions must be "allowed" (the bank\'s New questions button takes the next seed) or "not-allowed".',
    'element-rule-new-questions'),
  'score-feedback'(text) {
    return readScoreBands(text);
  },
  'show-seed': oneOf(SHOW_SEED,
    'show-seed must be "no" (the quiz does not name its seed to the learner) or "yes" (its first line names the seed, e.g. for a class that compares questions by seed).',
    'element-rule-show-seed'),
  view: oneOf(VIEWS, 'view must be "full" (settings, table, pair inspector and any quiz) or "quiz" (the question alone).', 'element-rule-view'),
  loading: oneOf(LOADINGS,
    'loading must be "eager" (the widget draws at once) or "lazy" (it draws once it comes within a screen of the visible part of the page).',
    'element-rule-loading'),
  guide(text) {
    const name = text.trim().toLowerCase();
    if (name === '') return { value: 'on' };
    return GUIDES.includes(name) ? { value: name } : refuse(
      'guide must be "on" (or empty: a "Try this" strip of a few steps above the settings) or "off".',
      say('element-rule-guide'),
    );
  },
  pair(text, limits) {
    const max = limits.maxDModel / 2 - 1;
    const rule = `the pair k must be a whole number from 0 to d_model/2 − 1 (at most ${grouped(max)}).`;
    return wholeNumber(text, { max }, rule, say('element-rule-pair', { max }));
  },
  figures(text) {
    const rule = `figures must be "none", "all" (or empty), or a comma list of figure names: ${FIGURE_NAMES.join(', ')}.`;
    const message = say('element-rule-figures', { names: FIGURE_NAMES.join(', ') });
    const source = text.trim().toLowerCase();
    if (source === 'none') return { value: [] };
    if (source === 'all' || source === '') return { value: [...FIGURE_NAMES] };
    const names = [];
    for (const [index, item] of source.split(',').map((s) => s.trim()).entries()) {
      if (item === 'all' || item === 'none') {
        return refuse(`"${item}" stands alone, not in a list; ${rule}`, say('element-reason-figures-alone', { item, rule: message }));
      }
      if (!FIGURE_NAMES.includes(item)) {
        const shown = cut(item, 24);
        return refuse(
          `item ${index + 1} (${quoted(shown)}) is not a figure name; ${rule}`,
          say('element-reason-figures-unknown', { index: index + 1, item: cut(shown, 40), rule: message }),
        );
      }
      if (!names.includes(item)) names.push(item);
    }
    return { value: names };
  },
  'max-len'(text) {
    const rule = `max-len must be a whole number from 1 to ${grouped(MAX_MAX_LEN)}: the heatmap shows positions 0 to max-len − 1.`;
    return wholeNumber(text, { min: 1, max: MAX_MAX_LEN }, rule, say('element-rule-max-len', { max: MAX_MAX_LEN }));
  },
  offset(text) {
    const rule = `the offset Δ must be a finite number from −${grouped(MAX_OFFSET)} to ${grouped(MAX_OFFSET)} (negative: backwards).`;
    const message = say('element-rule-offset', { max: MAX_OFFSET });
    const n = readNumber(text);
    if (n === null) return notANumber(rule, message);
    if (Math.abs(n) > MAX_OFFSET) return refuse(rule, message);
    return { value: n === 0 ? 0 : n };
  },
  'context-length'(text) {
    const rule = `the context length must be a whole number of tokens from 1 to ${grouped(MAX_CONTEXT_LENGTH)}.`;
    return wholeNumber(text, { min: 1, max: MAX_CONTEXT_LENGTH }, rule, say('element-rule-context-length', { max: MAX_CONTEXT_LENGTH }));
  },
};

// A reader for an attribute that takes one of a few names (any case, blanks around ignored).
function oneOf(names, rule, id) {
  return (text) => {
    const name = text.trim().toLowerCase();
    return names.includes(name) ? { value: name } : refuse(rule, say(id));
  };
}

/**
 * score-feedback: a JSON array of score bands [{from, to, feedback}] (as H5P's overall feedback):
 * from and to are percentages from 0 to 100 (from ≤ to), feedback a plain text the score page shows
 * when the score, in whole percent, lies in the band; the first band that holds it wins.
 */
export function readScoreBands(text) {
  const rule = `score-feedback is a JSON array of at most ${MAX_SCORE_BANDS} score bands such as [{"from": 0, "to": 79, "feedback": "Read the section on pairs again."}]: from and to whole percentages, 0 ≤ from ≤ to ≤ 100, and feedback a text of at most ${grouped(MAX_BAND_TEXT)} characters.`;
  const message = say('element-rule-score-feedback', {
    bands: MAX_SCORE_BANDS,
    example: '[{"from": 0, "to": 79, "feedback": "Read the section on pairs again."}]',
    characters: MAX_BAND_TEXT,
  });
  let list;
  try {
    list = JSON.parse(text);
  } catch {
    return refuse(`this is not valid JSON; ${rule}`, say('element-reason-not-json', { rule: message }));
  }
  if (!Array.isArray(list) || list.length > MAX_SCORE_BANDS) return refuse(rule, message);
  const percent = (x) => Number.isInteger(x) && x >= 0 && x <= 100;
  const bands = [];
  for (const [j, band] of list.entries()) {
    const { from, to, feedback = '', ...extra } = band ?? {};
    const good = band && typeof band === 'object' && !Array.isArray(band) && !Object.keys(extra).length && percent(from) && percent(to) &&
      from <= to && typeof feedback === 'string' && feedback.length <= MAX_BAND_TEXT;
    if (!good) return refuse(`band ${j + 1} does not fit this rule: ${rule}`, say('element-reason-band', { band: j + 1, rule: message }));
    bands.push(Object.freeze({ from, to, feedback }));
  }
  return { value: Object.freeze(bands) };
}

/**
 * A problem's sentence in the language of words (the widget's Words, web/i18n/words.js): its
 * catalog message; without words or a catalog yet, its English message.
 */
export function problemText(p, words) {
  return words?.messages && p.say ? sayIn(words, p.say) : p.message;
}

/**
 * A problem's sentence for the learner, in the language of words: the setting as the settings form
 * labels it, the text that was not used and what the setting takes (element-plain-… messages), and
 * what the table still shows when `shown` gives it ({setting: message id of its label, value: a
 * text}). Without a catalog yet, the English message of the author (problemText).
 */
export function plainText(p, words, shown = null) {
  if (!words?.messages || !p.plain) return p.message;
  const line = sayIn(words, p.plain);
  return shown ? `${line}${words.t('core-sentence-gap')}${words.t('element-plain-table-shows', { setting: words.t(shown.setting), shown: shown.value })}` : line;
}

function sayIn(words, { id, args = {} }) {
  const values = {};
  for (const [name, v] of Object.entries(args)) {
    values[name] = v !== null && typeof v === 'object' ? ('id' in v ? sayIn(words, v) : words.n(v.number)) : v;
  }
  return words.t(id, values);
}

/** Checks one attribute's text (null: absent, so the default). Returns {value} or {error, say}. */
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
      problems.push(problem(attribute, text, r));
      settings[property] = DEFAULTS[property];
    } else {
      settings[property] = r.value;
    }
  }
  const valid = (attribute) => !problems.some((p) => p.attribute === attribute);
  if (valid('view') && valid('quiz') && settings.view === 'quiz' && !settings.quiz) {
    problems.push(problem('view', getAttribute('view'),
      refuse('this view shows only a question, so it needs a quiz attribute as well, e.g. quiz="q1".', say('element-reason-view-needs-quiz'))));
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
          refuse(
            `with d-model=${quoted(dText)} there ${d === 2 ? 'is one sine-cosine pair' : `are ${grouped(d / 2)} sine-cosine pairs`}, so the pair k must be a whole number from 0 to ${grouped(d / 2 - 1)}.`,
            say('element-reason-pair-beyond', { dModel: cut(dText, 40), pairs: d / 2, max: d / 2 - 1 }),
          ),
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
        const most = Math.floor(limits.maxTableValues / d);
        problems.push(withSay(
          {
            attribute: 'max-len',
            value: maxLenText,
            message:
              `max-len=${quoted(maxLenText)} with d-model=${quoted(dText)}: ${tooMany}; ` +
              `at d_model = ${grouped(d)}, max-len can be at most ${grouped(most)}.`,
          },
          say('element-refused-max-len-table', { value: cut(maxLenText, 40), dModel: cut(dText, 40), ...tableSize(settings.maxLen, d, limits), most }),
          say('element-plain-max-len-table', { value: givenText(maxLenText), dModel: { number: String(d) }, most }),
        ));
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
        refuse(
          `with origin=${quoted(getAttribute('origin'))}, token ${beyond} is at position ${beyond} − ${settings.origin}, beyond 2^53 = 9007199254740992 in size: a double cannot hold every whole position past it.`,
          say('element-reason-position-beyond', {
            origin: cut(getAttribute('origin'), 40),
            token: { number: String(beyond) },
            start: { number: String(settings.origin) },
            limit: { number: String(limits.maxPosition) },
          }),
          { plain: say('element-plain-positions-beyond', { value: givenText(getAttribute('positions')), token: { number: String(beyond) } }) },
        ),
      ),
    );
    settings.positions = DEFAULTS.positions;
  }
  const tooMany = valid('positions') && valid('d-model') && tableLimitProblem(settings.positions.length, settings.dModel, limits);
  if (tooMany) {
    const text = getAttribute('positions') ?? formatPositions(DEFAULTS.positions);
    const d = getAttribute('d-model') ?? String(DEFAULTS.dModel);
    problems.push(withSay(
      { attribute: 'positions', value: text, message: `positions=${quoted(text)} with d-model=${quoted(d)}: ${tooMany}; use fewer positions or a smaller d_model.` },
      say('element-refused-positions-table', { value: cut(text, 40), dModel: cut(d, 40), ...tableSize(settings.positions.length, settings.dModel, limits) }),
      say('element-plain-positions-table', { value: givenText(text), dModel: { number: String(settings.dModel) }, most: Math.floor(limits.maxTableValues / settings.dModel) }),
    ));
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
  if ('error' in r) throw new RangeError(problem(attribute, text, r).message);
  return text;
}
