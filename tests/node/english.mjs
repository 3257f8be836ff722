// The core's texts in English, read the way a widget in English reads them. The WebAssembly core
// writes no sentence: it returns message texts (\x02id…\x03, web/i18n/core-text.js) and its loader
// throws Errors that keep that text as .coreText (their .message is the console's summary of ids
// and values). Tests that check what a learner or an author reads format it here, through the
// English catalog (web/i18n/en.ftl, section Core), as the widget's Words do.
import assert from 'node:assert/strict';
import { coreMessages, coreText, loadMessages } from '../../web/i18n/index.js';

/** The English catalog's Messages, as loadMessages('en') gives a widget. */
export const englishMessages = await loadMessages('en');

/**
 * The English of a core text, or of an Error the core's loader threw (its coreText); an Error
 * without a coreText (one the loader words itself, such as a non-number) gives its message.
 */
export function english(textOrError) {
  if (textOrError instanceof Error) return coreText(textOrError.coreText ?? textOrError.message, englishMessages);
  return coreText(textOrError, englishMessages);
}

/** The ids of the messages in a core text (or an Error's coreText), in order. */
export function coreIds(textOrError) {
  const text = textOrError instanceof Error ? textOrError.coreText : textOrError;
  return coreMessages(text).map((m) => m.id);
}

/** Whether text is a core message text: one or more \x02id…\x03, each id one of the catalog's core messages. */
export function isCoreText(text) {
  if (typeof text !== 'string' || !text.startsWith('\x02') || !text.endsWith('\x03')) return false;
  const ids = coreIds(text); // throws on anything between the messages
  return ids.length > 0 && ids.every((id) => id.startsWith('core-') && englishMessages.has(id));
}

/**
 * A validator for assert.throws / assert.rejects: the core refused, the Error keeps its message text
 * as coreText, its .message names the message id for a console ("sinusoidal-pe: core-… (…)"), and
 * its English matches `expected` (a RegExp, or the whole sentence as a string).
 */
export function refusal(expected) {
  return (error) => {
    assert.ok(error instanceof Error, `an Error, not ${typeof error}`);
    assert.ok(isCoreText(error.coreText), `coreText is a core message text: ${JSON.stringify(error.coreText)}`);
    const [id] = coreIds(error);
    assert.ok(error.message.startsWith(`sinusoidal-pe: ${id}`), `the console form names ${id}: ${error.message}`);
    if (expected instanceof RegExp) assert.match(english(error), expected);
    else assert.equal(english(error), expected);
    return true;
  };
}

/** A question of makeQuiz/makeQuestion as an English reader sees it (its texts worded). */
export function englishQuestion(q) {
  const out = { ...q };
  for (const field of ['prompt', 'hint']) if (typeof q[field] === 'string') out[field] = english(q[field]);
  for (const field of ['solution', 'choices']) if (Array.isArray(q[field])) out[field] = q[field].map((t) => english(t));
  return out;
}

/**
 * The core as tests that read the screen in English use it: questions and check results with their
 * texts in English (the core's own, given back to it, where a question is checked).
 */
export function englishCore(core) {
  const raw = new WeakMap();
  const worded = (q) => {
    const e = englishQuestion(q);
    raw.set(e, q);
    return e;
  };
  const result = (r) => ({ ...r, message: english(r.message), ...(typeof r.diagnosisName === 'string' && { diagnosisName: english(r.diagnosisName) }) });
  return Object.freeze({
    ...core,
    makeQuiz: (...args) => core.makeQuiz(...args).map(worded),
    makeQuestion: (...args) => worded(core.makeQuestion(...args)),
    checkAnswer: (text, q) => result(core.checkAnswer(text, raw.get(q) ?? q)),
    checkQuizAnswer: (text, q) => result(core.checkQuizAnswer(text, raw.get(q) ?? q)),
  });
}
