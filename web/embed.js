// embed.html: one <sinusoidal-pe> built from the page's URL parameters, for course platforms that
// strip <script> from their pages but allow an <iframe>. When framed, the page tells its parent how
// tall it is, so the host can size the iframe (see the listener in docs/embedding.md), and with
// `report=1` it also posts every quiz result as an xAPI statement. Its link follows the widget's
// settings (web/page-link.js), so that a reload or a shared link opens the same view.
import { EMBED_PARAMETERS, TAG } from './sinusoidal-pe.js';
import { keepInLink, restoreFromLink } from './page-link.js';
import { LOCALES, resolveLocale } from './i18n/locales.js';

// URL parameters copied to the element as attributes (as text: the element checks them and never
// parses them as HTML): every attribute but loading (web/element/settings.js).
const PASSED = EMBED_PARAMETERS;
export const HEIGHT_MESSAGE = 'sinusoidal-pe:height';
export const STATEMENT_MESSAGE = 'sinusoidal-pe:statement';

const params = new URLSearchParams(window.location.search);
const widget = document.createElement(TAG);
restoreFromLink(params, [{ element: widget, prefix: '' }], PASSED);
// questions: an author's question list for quiz="own", as URL-encoded JSON. It becomes the text of
// the widget's <script type="application/json"> (text, never parsed as HTML); the widget checks it.
const questions = params.get('questions');
if (questions !== null && params.get('quiz')?.trim().toLowerCase() !== 'own') {
  console.warn('embed.html: the questions= parameter is asked only with quiz=own; add quiz=own to the URL to show these questions.');
}
if (questions !== null) {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.textContent = questions;
  widget.append(list);
}
// lang: the language the widget speaks, as its lang attribute. A text that is not a language tag, or
// a language with no catalog (not even its parent's: de-AT speaks de), is refused with a warning
// that names it, as other bad parameters are, and the widget speaks the page's language (English).
// Empty, it counts as absent.
const lang = params.get('lang')?.trim();
if (lang) {
  const refusal = langRefusal(lang);
  if (refusal) console.warn(refusal);
  else widget.setAttribute('lang', lang);
}

function langRefusal(tag) {
  const shown = JSON.stringify(tag.slice(0, 40));
  try {
    Intl.getCanonicalLocales(tag); // throws a RangeError for a text that is not a language tag
  } catch {
    return `embed.html: lang ${shown} is not a language tag such as de, fr-CA or zh-Hans, so it is ignored and the widget speaks English.`;
  }
  if (resolveLocale(tag).missing) {
    return `embed.html: lang ${shown} is not a language the widget speaks, so it is ignored and the widget speaks English; it speaks ${LOCALES.join(', ')} (and their regional variants, such as de-AT).`;
  }
  return null;
}

document.body.append(widget);

// The page's own parameters stay in the link as they were.
const OWN = ['questions', 'parent-origin', 'report', 'lang'];
keepInLink([{ element: widget, prefix: '' }], PASSED, [...params].filter(([name]) => OWN.includes(name)));

// A misspelt parameter (d_model, dmodel) would otherwise be dropped without a word.
const READ = [...PASSED, ...OWN];
for (const name of new Set(params.keys())) {
  if (!READ.includes(name)) {
    console.warn(`embed.html: the URL parameter ${JSON.stringify(name.slice(0, 40))} is not one it reads, so it is ignored; it reads ${READ.join(', ')}.`);
  }
}

// The origin allowed to receive the height: `parent-origin` when given (checked to be an origin),
// else any ('*'): a height is not a secret, and without the parameter nothing else is known. An
// empty one (as the share panel's link leaves it for the author to fill) is the same as none.
function targetOrigin() {
  const given = params.get('parent-origin');
  if (given === null || given === '' || given === '*') return '*';
  try {
    const origin = new URL(given).origin;
    if (origin !== 'null') return origin;
  } catch {
    // fall through
  }
  console.warn(`embed.html: parent-origin ${JSON.stringify(given.slice(0, 80))} is not an origin such as https://course.example; the height is not sent.`);
  return null;
}

const framed = window.parent !== window;
const target = framed ? targetOrigin() : null;
let lastHeight = -1;

function postHeight() {
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (height === lastHeight) return;
  lastHeight = height;
  window.parent.postMessage({ type: HEIGHT_MESSAGE, height }, target);
}

if (framed && target) {
  // The body's own height follows its content (not the iframe's), so resizing the iframe to it
  // cannot feed back into another resize.
  new ResizeObserver(postHeight).observe(document.body);
  window.addEventListener('load', postHeight);
}

// report=1 (or true): each pe-answer and pe-score event's xAPI statement goes to the parent, through
// the same channel and to the same origin as the height. Without it, no result leaves the frame.
const REPORT = ['1', 'true', 'yes'].includes((params.get('report') ?? '').trim().toLowerCase());
if (framed && target && REPORT) {
  for (const name of ['pe-answer', 'pe-score']) {
    widget.addEventListener(name, (event) => {
      const statement = event.detail?.statement;
      if (statement) window.parent.postMessage({ type: STATEMENT_MESSAGE, event: name, statement }, target);
    });
  }
}
