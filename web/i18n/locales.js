// The languages the widget speaks: one catalog each, web/i18n/<locale>.ftl (the build copies them
// beside the other files of dist/), and the pseudo-locale the build makes from the English one for
// tests: every message accented and lengthened, so that text which did not come from a catalog, or a
// layout that cannot take longer words, shows at once.

export const DEFAULT_LOCALE = 'en';
/** The catalogs, in the order the docs list them. tests/node/i18n/ checks that each has its file. */
export const LOCALES = Object.freeze(['en', 'de', 'es', 'fr', 'zh-Hans', 'ar']);

// Each catalog's language in its own words: what Intl.DisplayNames gives, written here because
// asking Intl loads each language's data: six names took 45 ms here, 175 ms at a phone's speed.
// tests/node/i18n/ checks that every catalog has its name and that each is Intl's. (Unused by the
// element, so its file leaves this out.)
const OWN_NAMES = { en: 'English', de: 'Deutsch', es: 'español', fr: 'français', 'zh-Hans': '简体中文', ar: 'العربية' };

/** A catalog's language in its own words ("Deutsch" for de), for a language picker. */
export function ownName(locale) {
  return OWN_NAMES[locale];
}

export const PSEUDO_LOCALE = 'en-XA';

// Languages written right to left (the widget's layout mirrors; formulas and numbers stay left to right).
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur']);

/** 'rtl' or 'ltr' for a language tag. */
export function directionOf(tag) {
  return RIGHT_TO_LEFT.has(String(tag).split('-')[0].toLowerCase()) ? 'rtl' : 'ltr';
}

function canonical(tag) {
  try {
    return new Intl.Locale(String(tag).trim()).toString();
  } catch {
    return null; // not a language tag ("", "english", "*")
  }
}

/**
 * The catalog for a language tag, found along its parents: the tag itself, its language with its
 * script (zh-CN → zh-Hans, the script Intl.Locale.maximize() gives it), its language alone
 * (de-AT → de), then English. Returns {locale, requested, missing, invalid}: missing names the tag
 * when the catalog used is of another language (a note for the console), or null; invalid is the
 * text received when it is not a language tag at all (then English is spoken).
 */
export function resolveLocale(tag, available = LOCALES) {
  const valid = canonical(tag ?? '');
  if (!valid) return { locale: DEFAULT_LOCALE, requested: DEFAULT_LOCALE, missing: null, invalid: String(tag ?? '') };
  const requested = valid;
  const all = [...available, PSEUDO_LOCALE];
  const find = (t) => all.find((a) => a.toLowerCase() === t.toLowerCase());
  // Found without Intl.Locale.maximize() where no catalog of the language names a script (all but
  // zh-Hans): its first call costs a page 20–30 ms (ICU's likely-subtags data) on the way to the
  // first table, and only a script's catalog needs it.
  const [language] = requested.split('-');
  const hasScripts = all.some((a) => a.toLowerCase().startsWith(`${language.toLowerCase()}-`) && /^[a-z]{4}$/i.test(a.split('-')[1]));
  if (!hasScripts) {
    const found = find(requested) ?? find(language);
    return found ? { locale: found, requested, missing: null } : { locale: DEFAULT_LOCALE, requested, missing: requested };
  }
  const { script } = new Intl.Locale(requested).maximize();
  const candidates = [requested, `${language}-${script}`, language];
  for (const candidate of candidates) {
    const found = find(candidate);
    if (found) return { locale: found, requested, missing: null };
  }
  return { locale: DEFAULT_LOCALE, requested, missing: requested };
}
