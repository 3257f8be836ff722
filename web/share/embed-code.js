// The code that puts the view on screen on another page: the <sinusoidal-pe> tag with the attributes
// that differ from the defaults, the embed.html URL with the same settings, and the `npm run package`
// command for the same quiz. Pure functions of text: the element hands over its attributes and its
// own reading of them (readAttributes), so that every attribute it has — and any it gains — is here
// without a list of its own.

/**
 * The attributes that change what the widget shows, as [name, text] in the element's order: present,
 * not refused, and such that leaving the attribute out would change a setting in effect (d-model="4"
 * is the default and is left out; so is a refused value, since the widget shows the default).
 * names: the element's attributes; getAttribute(name): its text or null; readAttributes(get): the
 * element's reading, {settings, problems}.
 */
export function changedAttributes(names, getAttribute, readAttributes) {
  const all = readAttributes(getAttribute);
  const refused = new Set(all.problems.map((p) => p.attribute));
  const inEffect = JSON.stringify(all.settings);
  const changed = [];
  for (const name of names) {
    const text = getAttribute(name);
    if (text === null || refused.has(name)) continue;
    const without = readAttributes((other) => (other === name ? null : getAttribute(other)));
    if (JSON.stringify(without.settings) !== inEffect) changed.push([name, text]);
  }
  return changed;
}

/** Text as an HTML attribute value in double quotes: nothing in it can end the attribute or start a tag. */
export function escapeAttribute(text) {
  return String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The author's question list as the text of a <script type="application/json">: "<" is written
 * \u003c, which JSON reads as the same character, so that no "</script>" can end the element early.
 * A list that is not JSON keeps its text (the widget refuses it, as it does now), "<" written the same way.
 */
export function questionsScriptText(text) {
  let out = String(text);
  try {
    out = JSON.stringify(JSON.parse(out), null, 2);
  } catch {
    // kept as written: the widget shows why it is refused
  }
  return out.replace(/</g, '\\u003c');
}

/** The author's list on one line, for a URL's questions= (the same list; white space dropped). */
function compactQuestions(text) {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return String(text);
  }
}

/**
 * The tag: <tag a="…" …></tag>, with the author's question list as its JSON child when quiz="own"
 * (questions: the child's text, or null).
 */
export function tagCode({ tag, attributes, questions = null }) {
  const attrs = attributes.map(([name, text]) => ` ${name}="${escapeAttribute(text)}"`).join('');
  const own = attributes.some(([name, text]) => name === 'quiz' && text.trim().toLowerCase() === 'own');
  const child = own && questions !== null
    ? `\n  <script type="application/json">\n${questionsScriptText(questions).replace(/^/gm, '  ')}\n  </script>\n`
    : '';
  return `<${tag}${attrs}>${child}</${tag}>`;
}

/**
 * The embed.html URL (embedPage: its address) with the settings as URL parameters — only those
 * embed.html reads (parameters) — the author's list as questions= for quiz="own", and parent-origin
 * left empty for the author to fill with their course page's origin.
 */
export function iframeUrl({ embedPage, parameters, attributes, questions = null }) {
  const params = new URLSearchParams();
  for (const [name, text] of attributes) if (parameters.includes(name)) params.set(name, text);
  const own = params.get('quiz')?.trim().toLowerCase() === 'own';
  if (own && questions !== null) params.set('questions', compactQuestions(questions));
  params.set('parent-origin', '');
  return `${embedPage}?${params}`;
}

/** A word as a POSIX shell reads it back: as is when it has no special character, else in single quotes. */
export function shellWord(text) {
  const s = String(text);
  return /^[A-Za-z0-9_.,:/+=@%-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`;
}

/** The file the package command reads an author's list from: the author saves the list there. */
export const QUESTIONS_FILE = 'questions.json';

/**
 * `npm run package -- …` for the same quiz settings (scripts/package.mjs takes the widget's
 * attributes as options): every changed attribute but quiz, which the packages choose themselves
 * (the bank, or --questions=FILE for an author's list; with a list every question is asked, so the
 * bank's quiz-count is left out).
 */
export function packageCommand({ attributes }) {
  const own = attributes.some(([name, text]) => name === 'quiz' && text.trim().toLowerCase() === 'own');
  const options = attributes
    .filter(([name]) => name !== 'quiz' && !(own && name === 'quiz-count'))
    .map(([name, text]) => `--${name}=${shellWord(text)}`);
  if (own) options.push(`--questions=${QUESTIONS_FILE}`);
  return ['npm run package --', ...options].join(' ');
}
