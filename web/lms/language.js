// The language a package's widget speaks: the one its course platform names (the H5P content's
// language, SCORM's learner preference), else the package's own (a SCORM launch parameter `lang`),
// else the first of the browser's languages that has a catalog, else the browser's first (which the
// element then speaks in English, with a note). An empty or unreadable value from the platform is
// passed over, with a note for the console.
import { LOCALES, resolveLocale } from '../i18n/locales.js';

function canonical(tag) {
  try {
    return Intl.getCanonicalLocales(String(tag).trim())[0] ?? null;
  } catch {
    return null; // "english", "*", "de_DE"
  }
}

/**
 * given: the platform's value (a language tag, '' or null when it names none); source: what it is,
 * for the note ("the LMS's cmi.learner_preference.language"); own: the package's language, or null;
 * browser: navigator.languages. Returns {lang, from: 'platform' | 'package' | 'browser' | 'default',
 * note: a sentence for the console when the platform's value was passed over, or null}.
 */
export function chooseLanguage({ given, source, own = null, browser = [], available = LOCALES }) {
  let note = null;
  const text = given === undefined || given === null ? '' : String(given).trim();
  const next = own ? 'the package\'s language' : 'the browser\'s languages';
  if (text) {
    // Values written with an underscore (de_DE, as PHP's locales are) are read too.
    const lang = canonical(text) ?? canonical(text.replace(/_/g, '-'));
    if (lang) return { lang, from: 'platform', note };
    note = `sinusoidal-pe: ${source} ${JSON.stringify(text.slice(0, 40))} is not a language tag; using ${next}.`;
  } else {
    note = `sinusoidal-pe: ${source} names no language; using ${next}.`;
  }
  const ownTag = own ? canonical(own) : null;
  if (ownTag) return { lang: ownTag, from: 'package', note };
  const tags = [...browser].map(canonical).filter(Boolean);
  const spoken = tags.find((tag) => !resolveLocale(tag, available).missing);
  if (spoken) return { lang: spoken, from: 'browser', note };
  if (tags.length) return { lang: tags[0], from: 'browser', note };
  return { lang: 'en', from: 'default', note };
}
