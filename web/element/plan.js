// What the widget draws for one reading of its attributes. A pure function of the settings, the
// attribute problems and what is on screen now, so that Node tests it without a browser; the
// element hands each part of the plan to the host that owns that part of the shadow tree.
import { ATTRIBUTE_PROPERTIES, DEFAULTS, QUIZ_BANK, QUIZ_OWN, plainText } from './settings.js';
import { changeDetail } from './events.js';

/** What the encoding table shows depends on these settings only. */
export const tableKey = (s) => JSON.stringify([s.dModel, s.base, s.layout, s.origin, s.positions, s.decimals]);

// A quiz is made for these settings; a refusal of any of them keeps the questions shown.
const QUESTION_ATTRIBUTES = ['d-model', 'base', 'layout', 'origin'];
const BANK_ATTRIBUTES = [...QUESTION_ATTRIBUTES, 'quiz-seed', 'quiz-count', 'quiz-topics'];
// An author's list shuffles its choice questions' options with the seed.
const OWN_ATTRIBUTES = [...QUESTION_ATTRIBUTES, 'quiz-seed'];
// The rules of a scored quiz: what the learner may see and do; they change no question.
const RULE_ATTRIBUTES = ['solution', 'retries', 'settings', 'table', 'new-questions', 'score-feedback', 'show-seed'];
// What the table and the pair inspector show; a refusal of another attribute leaves them drawn.
const TABLE_ATTRIBUTES = ['d-model', 'base', 'positions', 'origin', 'layout', 'decimals', 'pair'];
// What no figure reads; a refusal of any other attribute leaves the figures as they are.
const QUIZ_ONLY_ATTRIBUTES = ['quiz', 'quiz-seed', 'quiz-count', 'quiz-topics', 'loading', 'guide', ...RULE_ATTRIBUTES];
// Figures that draw the positions 0 … max_len − 1, and so show the max_len control.
const MAX_LEN_FIGURES = ['heatmap', 'learned'];

/**
 * @param {object} settings  readAttributes().settings: the value in effect for every attribute,
 *   and for quiz="own" `questions`, the JSON text of the author's question list (or null)
 * @param {{attribute: string, value: string, message: string}[]} problems  readAttributes().problems
 * @param {{table?: string|null, hasTable?: boolean, shownTable?: string|null, change?: string|null,
 *   quiz?: {kind: string, key: string, answered: number, restoring: boolean}|null}} [drawn]  what is
 *   on screen: the tableKey() of the table drawn (null when stale or none), whether any table was
 *   ever drawn, the tableKey() of the table last drawn (which a stale table still shows), the key of the settings last announced with pe-change (null before the first), and
 *   the scored quiz shown: its kind, quizKey() of the quiz it was made for, how many of its
 *   questions have an answer, and whether an attempt assigned to the element waits to be put back
 * @param {object|null} [words]  the widget's Words (web/i18n/words.js): the alert in the language it
 *   speaks; without it (or before its first catalog), in English
 * @returns {{
 *   view: 'full'|'quiz',
 *   alert: null | {title: string, lines: string[]},
 *   table: 'draw'|'patch'|'stale'|'none',
 *   tableView: 'shown'|'hidden-until-answered'|'hidden',
 *   figures: null | {names: string[], showMaxLen: boolean},
 *   quiz: {kind: 'none'} | {kind: 'question', id: string}
 *     | {kind: 'bank'|'own', quiz: object, keepShown: boolean, held: boolean, rules: object},
 *   change: null | {key: string, detail: object, announce: boolean},
 * }}
 *   table 'patch': the values stay, only the pair (or a setting the table does not show) changed;
 *   tableView: the `table` attribute: the table and pair inspector shown, shown with the cells an
 *   open question asks for hidden, or hidden;
 *   figures null: leave them as they are (marked stale while the attributes have problems);
 *   quiz.quiz: {seed, settings, count} for the bank (and its topics when they are not the default,
 *   so that a bank of the 2017 encoding keeps the shape it has always had), {questions, settings,
 *   seed} for the author's list;
 *   keepShown: the quiz already shown stays (some of its settings are refused, or it is held), else
 *   one is made from the settings in effect; held: the quiz shown has answers and settings="locked",
 *   so a change of its settings, seed, count, topics or list leaves its questions (and the attempt)
 *   as they are, unless an attempt assigned to the element is being put back;
 *   rules: {solution, retries, settings, table, newQuestions, scoreFeedback, showSeed}, the quiz's rules;
 *   change: the settings to remember as announced, and whether pe-change is due.
 */
export function plan(settings, problems, drawn = {}, words = null) {
  const refused = (attribute) => problems.some((p) => p.attribute === attribute);
  const view = settings.view;
  const quiz = quizPlan(settings, refused, drawn.quiz ?? null);
  const tableRefused = TABLE_ATTRIBUTES.some(refused);
  const figuresRefused = problems.some((p) => !QUIZ_ONLY_ATTRIBUTES.includes(p.attribute));
  const names = view === 'quiz' ? [] : settings.figures;
  // One line per sentence: two refusals only the author can fix read the same to the learner.
  const lines = [...new Set(problems.map((p) => plainText(p, words, tableRefused && drawn.hasTable ? shownSetting(p.attribute, drawn.shownTable, words) : null)))];
  const detail = changeDetail(settings);
  const key = JSON.stringify(detail);
  return {
    view,
    // The learner's words: what was not used and why, by the names the settings form shows; the
    // attribute names and rules are the author's, in the console (element.js).
    alert: problems.length
      ? {
          title: words?.messages
            ? words.t('element-plain-title', { count: lines.length })
            : lines.length === 1 ? 'This setting was not used:' : 'These settings were not used:',
          lines,
        }
      : null,
    table: tableRefused ? (drawn.hasTable ? 'stale' : 'none') : drawn.table === tableKey(settings) ? 'patch' : 'draw',
    tableView: settings.table,
    figures: figuresRefused ? null : { names: [...names], showMaxLen: names.some((n) => MAX_LEN_FIGURES.includes(n)) },
    quiz,
    // Settings in effect with one of the event's own refused (reading as its default) are not announced.
    change: problems.some((p) => ATTRIBUTE_PROPERTIES[p.attribute] in detail)
      ? null
      : { key, detail, announce: drawn.change != null && drawn.change !== key },
  };
}

// The settings the table shows, by their place in tableKey(): what a stale table still shows of a
// refused setting, as the settings form labels it and writes it ({setting, value}), or null.
const SHOWN_IN_TABLE = { 'd-model': 0, base: 1, layout: 2, origin: 3, decimals: 5 };
function shownSetting(attribute, key, words) {
  if (!key || !(attribute in SHOWN_IN_TABLE) || !words?.messages) return null;
  const value = JSON.parse(key)[SHOWN_IN_TABLE[attribute]];
  return {
    setting: `element-settings-${attribute}`,
    value: attribute === 'layout' ? words.t('element-settings-layout-option', { layout: value }) : words.n(String(value)),
  };
}

/** The key of a scored quiz's questions: the same key, the same questions. */
export const quizKey = (quiz) => JSON.stringify(quiz);

function quizPlan(settings, refused, shown) {
  const id = refused('quiz') ? '' : settings.quiz;
  if (!id) return { kind: 'none' };
  if (id !== QUIZ_BANK && id !== QUIZ_OWN) return { kind: 'question', id };
  const questionSettings = { dModel: settings.dModel, base: settings.base, layout: settings.layout, origin: settings.origin };
  const own = id === QUIZ_OWN;
  const quiz = own
    ? { questions: settings.questions ?? null, settings: questionSettings, seed: settings.quizSeed }
    : {
      seed: settings.quizSeed,
      settings: questionSettings,
      count: settings.quizCount,
      ...(settings.quizTopics !== DEFAULTS.quizTopics && { topics: settings.quizTopics }),
    };
  const rules = {
    solution: settings.solution,
    retries: settings.retries,
    settings: settings.settings,
    table: settings.table,
    newQuestions: settings.newQuestions,
    scoreFeedback: settings.scoreFeedback,
    showSeed: settings.showSeed,
  };
  // A locked attempt with answers keeps its questions, whatever asks for others.
  const held = rules.settings === 'locked' && !!shown && shown.kind === id && shown.answered > 0 && !shown.restoring &&
    shown.key !== quizKey(quiz);
  return {
    kind: id,
    keepShown: held || (own ? OWN_ATTRIBUTES : BANK_ATTRIBUTES).some(refused),
    held,
    rules,
    quiz,
  };
}
