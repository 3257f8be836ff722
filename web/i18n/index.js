// web/i18n/ — the widget's words in every language it speaks, on the ground floor beside web/core/
// and web/kit/: one catalog per locale (<locale>.ftl, Project Fluent's format), the choice of a
// locale for a language tag (locales.js), the loading and formatting of a catalog's messages
// (catalog.js) and the parts the build splits it into (parts.js), the writing of the core's exact
// numbers in a locale's own symbols (numbers.js) and of lists in its words (lists.js), the formatting of the core's messages
// (core-text.js), and one widget's words (words.js).
// It imports nothing of web/ (only @fluent/bundle): every room may use it, through this file.
export { Messages, fetchCatalog, loadMessages, locateCatalogs, withOverrides } from './catalog.js';
export { coreMessages, coreText, coreSummary } from './core-text.js';
export { DEFAULT_LOCALE, LOCALES, PSEUDO_LOCALE, directionOf, resolveLocale } from './locales.js';
export { listOf } from './lists.js';
export { localNumber, numberSymbols } from './numbers.js';
export { Words } from './words.js';
