// The core's texts in the quiz room (a bank question's prompt, hint, worked steps and options, a
// verdict and the slip it names): the core returns them as messages (web/i18n/core-text.js), and
// the room formats them with one Messages, obtained here. English for now; the widget's own locale
// replaces englishMessages() here.
import { coreText, englishMessages } from '../i18n/index.js';

let messages = null;

/** Resolves once the room can word the core's texts (awaited before the first question is shown). */
export const coreWordsReady = englishMessages().then((m) => {
  messages = m;
  return m;
});

/** A core text (or an author's own text, returned as it is) in the room's language. */
export function coreWords(text) {
  return messages && typeof text === 'string' ? coreText(text, messages) : text;
}

/** A checked answer with its message and the slip's name worded for the learner. */
export function wordedCheck(result) {
  if (!messages || !result) return result;
  return { ...result, message: coreWords(result.message), diagnosisName: result.diagnosisName == null ? result.diagnosisName : coreWords(result.diagnosisName) };
}
