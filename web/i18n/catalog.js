// A locale's messages: its catalog (<locale>.ftl, beside this module in web/i18n/ and beside the
// bundles in dist/, there in parts: web/i18n/parts.js) read with Project Fluent's @fluent/bundle,
// which interprets the messages (no eval, so it runs under a strict Content-Security-Policy),
// chooses plural forms by CLDR's rules and isolates each inserted value's direction in
// right-to-left text. Each catalog is fetched once per page, and only the one a widget speaks.
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { PSEUDO_LOCALE, directionOf, resolveLocale } from './locales.js';
import { localNumber } from './numbers.js';
import { listedParts } from './parts.js';

const isNode = typeof process === 'object' && !!process.versions?.node && typeof window === 'undefined';
const catalogs = new Map(); // catalog locale → Promise<FluentResource>
const bundles = new Map(); // language tag → Promise<FluentBundle>

// Where a locale's catalog is: beside this module, unless the page said otherwise (locateCatalogs).
let catalogUrl = (locale) => new URL(`./${locale}.ftl`, import.meta.url);

/**
 * Where the catalogs are, for a page that keeps them elsewhere than beside this module: urlOf(file)
 * gives the URL of a locale's catalog ('de') or of one of its parts ('de.quiz', web/i18n/parts.js). The H5P content type needs it: its script is bundled into
 * one classic script (no import.meta.url), and H5P hosts refuse files named .ftl in a library, so
 * its catalogs travel as <library>/catalogs/<locale>.ftl.txt. Call it before the first widget loads
 * its words; a catalog already fetched stays.
 */
export function locateCatalogs(urlOf) {
  catalogUrl = (locale) => new URL(urlOf(locale));
}

async function catalogText(locale) {
  const url = catalogUrl(locale);
  if (isNode) {
    const { readFile } = await import('node:fs/promises');
    if (locale !== PSEUDO_LOCALE) return readFile(url, 'utf8');
    // Made from the English catalog, as the build makes dist/en-XA.ftl (a specifier the bundler
    // leaves alone: the browser never takes this path).
    const { pseudoCatalog } = await import(new URL('./pseudo.js', import.meta.url).href);
    return pseudoCatalog(await readFile(new URL('./en.ftl', import.meta.url), 'utf8'));
  }
  let response;
  try {
    response = await fetch(url);
  } catch (cause) {
    throw new Error(`The sinusoidal-pe messages for ${locale} could not be loaded from ${url.href}: the request failed.`, { cause });
  }
  if (!response.ok) {
    throw new Error(`The sinusoidal-pe messages for ${locale} could not be loaded from ${url.href} (HTTP ${response.status}): put ${locale}.ftl next to sinusoidal-pe.js.`);
  }
  return response.text();
}

function once(map, key, make) {
  let promise = map.get(key);
  if (!promise) {
    promise = make();
    promise.catch(() => map.delete(key)); // a failed load may be tried again
    map.set(key, promise);
  }
  return promise;
}

// The parts each catalog lists (web/i18n/parts.js): catalog locale → [part]; none for a whole one.
const partsOfCatalog = new Map();
// A catalog's file ('de') or one of its parts' ('de.quiz'), fetched once per page.
const resourceOf = (file) =>
  once(catalogs, file, async () => {
    const text = await catalogText(file);
    if (!file.includes('.')) partsOfCatalog.set(file, listedParts(text));
    return new FluentResource(text);
  });
// The parts already added to a bundle: bundle → Map(part → Promise).
const partsAdded = new WeakMap();

// One bundle per language tag over its locale's catalog: the tag (ar-EG, not only ar) chooses the
// digits of the counts the messages write and the plural rules.
const bundleFor = (tag, locale) =>
  once(bundles, tag, async () => {
    // Isolation marks only where the text runs right to left: there a number or a formula inside a
    // sentence must keep its own direction; in left-to-right text they would only be noise.
    const bundle = new FluentBundle([tag, locale], { useIsolating: directionOf(locale) === 'rtl' });
    const errors = bundle.addResource(await resourceOf(locale));
    if (errors.length) console.warn(`sinusoidal-pe: ${locale}.ftl: ${errors.map((e) => e.message).join('; ')}`);
    return bundle;
  });

/** The messages of one locale. */
export class Messages {
  #bundle;
  #warned = new Set();

  /** locale: the catalog's; tag: the language tag asked for, whose numbers are written (ar-EG's digits, ar's words). */
  constructor(locale, bundle, tag = locale) {
    this.locale = locale;
    this.tag = tag;
    this.dir = directionOf(locale);
    this.#bundle = bundle;
  }

  /**
   * Adds the messages of one room's part of the catalog (web/i18n/parts.js: 'figures', 'quiz'),
   * fetched once per page; resolves at once where the catalog was read whole. A room calls it
   * (through Words.need) before it writes its first word.
   */
  add(part) {
    if (!partsOfCatalog.get(this.locale)?.includes(part)) return Promise.resolve();
    const bundle = this.#bundle;
    if (!partsAdded.has(bundle)) partsAdded.set(bundle, new Map());
    return once(partsAdded.get(bundle), part, async () => {
      const errors = bundle.addResource(await resourceOf(`${this.locale}.${part}`));
      if (errors.length) console.warn(`sinusoidal-pe: ${this.locale}.${part}.ftl: ${errors.map((e) => e.message).join('; ')}`);
    });
  }

  /** Whether the catalog has this message. */
  has(id) {
    return this.#bundle.hasMessage(id.split('.')[0]);
  }

  /**
   * The text of message `id` ("id" or "id.attribute") with its arguments: numbers the core wrote as
   * exact digits are passed as text, already in the locale's symbols (number()); counts that choose
   * a plural form are passed as numbers.
   */
  format(id, args) {
    const [name, attribute] = id.split('.');
    const message = this.#bundle.getMessage(name);
    const pattern = attribute ? message?.attributes[attribute] : message?.value;
    if (!pattern) {
      if (!this.#warned.has(id)) console.warn(`sinusoidal-pe: the ${this.locale} catalog has no message ${id}.`);
      this.#warned.add(id);
      return id;
    }
    const errors = [];
    const text = this.#bundle.formatPattern(pattern, args, errors);
    if (errors.length && !this.#warned.has(id)) {
      this.#warned.add(id);
      console.warn(`sinusoidal-pe: ${this.locale} message ${id}: ${errors.map((e) => e.message).join('; ')}`);
    }
    return text;
  }

  /** An exact number text of the core, in the digits, decimal separator and minus sign of the tag asked for. */
  number(text) {
    return localNumber(text, this.tag);
  }
}

/**
 * Starts (or joins) the fetch of the catalog a language tag is spoken from (and of one of its parts,
 * given `part`), without a word to the console: for a caller that only wants to know when the words
 * are here. loadMessages() says what
 * was chosen, once, and finds the same fetch.
 */
export async function fetchCatalog(tag, part) {
  const { locale } = resolveLocale(tag);
  await resourceOf(locale);
  if (part && partsOfCatalog.get(locale)?.includes(part)) await resourceOf(`${locale}.${part}`);
}

/**
 * The messages for a language tag (the locale resolved along its parents to a catalog we have),
 * loaded once per page. A tag without a catalog of its language is noted in the console.
 */
export async function loadMessages(tag) {
  const { locale, requested, missing, invalid } = resolveLocale(tag);
  if (invalid !== undefined) console.warn(`sinusoidal-pe: lang="${invalid}" is not a language tag (such as de, pt-BR or zh-Hans); the widget speaks ${locale}.`);
  if (missing) console.info(`sinusoidal-pe: there are no messages for ${missing}; using ${locale}.`);
  // A page in pt-BR read in English words still writes its numbers the Brazilian way: the table
  // follows the page even where the words cannot.
  return new Messages(locale, await bundleFor(requested, locale), requested);
}

/**
 * The messages of `messages` with some replaced by a page's own words: overrides maps a message id
 * ("id" or "id.attribute") to plain text, shown as written (an H5P author's texts in the content's
 * l10n group). An empty or missing text keeps the catalog's. The texts have no variables: they
 * replace messages that have none (a button's label, a heading).
 */
export function withOverrides(messages, overrides) {
  const own = new Map();
  for (const [id, text] of Object.entries(overrides ?? {})) {
    if (typeof text === 'string' && text.trim() !== '') own.set(id, text.trim());
  }
  if (!own.size) return messages;
  const overridden = Object.create(messages);
  overridden.format = (id, args) => own.get(id) ?? messages.format(id, args);
  overridden.has = (id) => own.has(id) || messages.has(id);
  overridden.add = (part) => messages.add(part);
  return overridden;
}
