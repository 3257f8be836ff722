// Quiz results as xAPI (Experience API 1.0.3) statements, without an actor: the course platform that
// receives them knows the learner and adds one. Every identifier is a URN (an IRI), so a Learning
// Record Store accepts the statements as they are; extension keys are URNs as well.
//
//   pe-answer  verb "answered",  object: one question (a cmi.interaction), result: that answer
//   pe-score   verb "completed", object: the quiz (an assessment),         result: the quiz score
import { plain } from '../core/index.js';
import { coreWords } from './core-words.js';

const LANG = 'en-US';

export const VERBS = Object.freeze({
  answered: Object.freeze({ id: 'http://adlnet.gov/expapi/verbs/answered', display: Object.freeze({ [LANG]: 'answered' }) }),
  completed: Object.freeze({ id: 'http://adlnet.gov/expapi/verbs/completed', display: Object.freeze({ [LANG]: 'completed' }) }),
});

export const ACTIVITY_TYPES = Object.freeze({
  interaction: 'http://adlnet.gov/expapi/activities/cmi.interaction',
  assessment: 'http://adlnet.gov/expapi/activities/assessment',
});

/** Keys of result.extensions and context.extensions. */
export const EXTENSIONS = Object.freeze({
  verdict: 'urn:sinusoidal-pe:extension:verdict',
  diagnosis: 'urn:sinusoidal-pe:extension:diagnosis',
  settings: 'urn:sinusoidal-pe:extension:settings',
  seed: 'urn:sinusoidal-pe:extension:seed',
});

const text = (value) => ({ [LANG]: String(value) });
// A fresh copy, so that a listener may change its statement without touching the next one.
const verb = (name) => ({ id: VERBS[name].id, display: { ...VERBS[name].display } });

/** "d4-b10000-interleaved-o0": the settings a bank question was written for, inside its IRI. */
export function settingsTag({ dModel, base, layout, origin }) {
  return `d${dModel}-b${plain(base)}-${layout}-o${origin}`;
}

/**
 * The question's IRI: urn:sinusoidal-pe:question:<id>, followed for a bank question by its settings
 * (the same seed and number ask a different question at another d_model).
 */
export function questionIri(question) {
  const id = `urn:sinusoidal-pe:question:${question.id}`;
  return question.settings ? `${id}:${settingsTag(question.settings)}` : id;
}

/**
 * The quiz's IRI: urn:sinusoidal-pe:quiz:<seed>:<settings>:<count> for the bank (with :<topics> after
 * it for a bank on other topics than the default, which asks other questions with the same seed), and
 * urn:sinusoidal-pe:quiz:own-<list>:<settings>:<count> for an author's list (list: its listId()).
 */
export function quizIri({ seed, list, settings, count, topics }) {
  return `urn:sinusoidal-pe:quiz:${list ? `own-${list}` : seed}:${settingsTag(settings)}:${count}${topics ? `:${topics}` : ''}`;
}

/** A choice's letter by its index: the response a choice question records. */
export const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function numericPattern(expected, tolerance) {
  const round = (x) => String(Number(x.toPrecision(12)));
  return `${round(expected - tolerance)}[:]${round(expected + tolerance)}`;
}

/**
 * The "answered" statement for one judged answer, or null for an answer that was not judged (too
 * few decimals, unreadable): that is no attempt at the question, so nothing is recorded for it.
 * question: a bank question ({id, type, prompt, choices?, answer?, settings}) or Q1 ({id, title,
 * prompt}); response: the response as text (a choice's letter); result: core.checkAnswer's result;
 * quiz: {seed, settings, count} for a bank question.
 */
export function answeredStatement({ question, name, response, result, quiz = null }) {
  if (result.verdict !== 'correct' && result.verdict !== 'incorrect') return null;
  const choice = question.type === 'choice';
  const definition = {
    type: ACTIVITY_TYPES.interaction,
    name: text(name ?? question.title ?? question.id),
    description: text(coreWords(question.prompt)),
    interactionType: choice ? 'choice' : 'numeric',
  };
  if (choice) {
    // An author's choice names its options by the author's letters, whatever order the learner saw;
    // several correct options are one pattern, "a[,]c" (xAPI's list of choices).
    definition.choices = question.choices.map((c, j) => ({ id: LETTERS[j], description: text(coreWords(c)) }));
    definition.correctResponsesPattern = [question.correct ? question.correct.map((j) => LETTERS[j]).join('[,]') : LETTERS[question.answer]];
  } else if (Number.isFinite(result.expected) && Number.isFinite(result.tolerance)) {
    definition.correctResponsesPattern = [numericPattern(result.expected, result.tolerance)];
  }
  const success = result.verdict === 'correct';
  const extensions = { [EXTENSIONS.verdict]: result.verdict };
  if (result.diagnosis) extensions[EXTENSIONS.diagnosis] = result.diagnosis;
  const statement = {
    verb: verb('answered'),
    object: { objectType: 'Activity', id: questionIri(question), definition },
    result: {
      success,
      response: choice ? String(response).split(',').join('[,]') : String(response),
      score: { raw: success ? 1 : 0, min: 0, max: 1, scaled: success ? 1 : 0 },
      extensions,
    },
    timestamp: new Date().toISOString(),
  };
  if (quiz) statement.context = quizContext(quiz);
  return statement;
}

// The settings of the quiz, and its seed (the bank's questions, or the order of an author's choices).
function quizExtensions(quiz) {
  const extensions = { [EXTENSIONS.settings]: { ...quiz.settings } };
  if (quiz.seed !== undefined) extensions[EXTENSIONS.seed] = quiz.seed;
  return extensions;
}

function quizContext(quiz) {
  return {
    contextActivities: { parent: [{ objectType: 'Activity', id: quizIri(quiz) }] },
    extensions: quizExtensions(quiz),
  };
}

/** A sentence naming the bank's settings, e.g. "d_model = 4, base 10000, interleaved layout, tokens numbered from 0". */
export function settingsSentence({ dModel, base, layout, origin }) {
  return `d_model = ${dModel}, base ${plain(base)}, ${layout} layout, tokens numbered from ${origin}`;
}

/** The "completed" statement for a finished bank: raw correct answers out of count questions. */
export function completedStatement({ quiz, raw }) {
  const max = quiz.count;
  return {
    verb: verb('completed'),
    object: {
      objectType: 'Activity',
      id: quizIri(quiz),
      definition: {
        type: ACTIVITY_TYPES.assessment,
        name: text('Sinusoidal positional encoding quiz'),
        description: text(`${max} questions for ${settingsSentence(quiz.settings)} (${quiz.list ? 'written for this page' : `seed ${quiz.seed}`}).`),
      },
    },
    result: {
      completion: true,
      score: { raw, min: 0, max, scaled: max ? raw / max : 0 },
    },
    context: { extensions: quizExtensions(quiz) },
    timestamp: new Date().toISOString(),
  };
}
