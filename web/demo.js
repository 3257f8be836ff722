// index.html: the demo page's widgets, its language picker, and its link, which keeps the settings
// a reader gives them (web/page-link.js). The first widget's settings are plain parameters
// (?d-model=8&positions=0..5, as embed.html reads them); another widget's carry its id first
// (?figures-widget.pair=3). ?lang= is the language of every widget (the page's prose stays English).
import { SinusoidalPeElement, TAG } from './sinusoidal-pe.js';
import { keepInLink, restoreFromLink } from './page-link.js';
import { DEFAULT_LOCALE, LOCALES, ownName, resolveLocale } from './i18n/locales.js';

const names = SinusoidalPeElement.observedAttributes.filter((n) => n !== 'lang');
const widgets = [...document.querySelectorAll(TAG)].map((element, index) => ({
  element,
  prefix: index === 0 || !element.id ? '' : `${element.id}.`,
  markup: Object.fromEntries(names.filter((n) => element.hasAttribute(n)).map((n) => [n, element.getAttribute(n)])),
})).filter((w, index) => index === 0 || w.prefix);

const params = new URLSearchParams(window.location.search);
const kept = new URLSearchParams();
restoreFromLink(params, widgets, names);
keepInLink(widgets, names, kept);

// The picker lists each language in its own name (Deutsch, العربية); a widget loads only the
// catalog of the language it is given.
const picker = document.getElementById('demo-language');
if (picker) {
  const asked = params.get('lang');
  for (const locale of LOCALES) {
    const option = new Option(ownName(locale), locale);
    option.lang = locale;
    picker.append(option);
  }
  if (asked) picker.value = resolveLocale(asked).locale;
  const speak = (lang) => {
    for (const element of document.querySelectorAll(TAG)) {
      if (lang === DEFAULT_LOCALE) element.removeAttribute('lang');
      else element.setAttribute('lang', lang);
    }
  };
  if (asked) {
    kept.set('lang', asked);
    speak(asked); // a tag without a catalog of its own (de-AT) is the widgets' to resolve
  }
  picker.addEventListener('change', () => {
    speak(picker.value);
    if (picker.value === DEFAULT_LOCALE) kept.delete('lang');
    else kept.set('lang', picker.value);
    const url = new URL(window.location.href);
    if (picker.value === DEFAULT_LOCALE) url.searchParams.delete('lang');
    else url.searchParams.set('lang', picker.value);
    history.replaceState(history.state, '', url);
  });
}
