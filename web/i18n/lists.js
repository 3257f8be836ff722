// Lists as a language writes them: "1, 2, and 3" (a conjunction, CLDR's list patterns) or "0, 1, 3"
// (a list of units: its separators and no word such as "and"). Intl.ListFormat writes them; English
// is written here without asking it, because its first call costs a page 20–45 ms (ICU's data) on
// the way to the first table. tests/node/i18n/lists.test.mjs holds English to what Intl writes.

// The tags whose lists are written here: English as CLDR writes it for them (en-GB drops the comma
// before "and", so it is left to Intl).
const WRITTEN_HERE = new Set(['en', 'en-US']);

function english(items, type) {
  if (type === 'unit' || items.length < 3) return items.join(type === 'unit' ? ', ' : ' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
}

/**
 * items joined as the language lang joins them: type 'conjunction' ("1, 2, and 3") or 'unit'
 * ("1, 2, 3", short); joined by commas for a tag Intl does not know.
 * @param {string} lang
 * @param {string[]} items
 * @param {'conjunction'|'unit'} [type]
 */
export function listOf(lang, items, type = 'conjunction') {
  if (WRITTEN_HERE.has(lang)) return english(items, type);
  try {
    return new Intl.ListFormat(lang, type === 'unit' ? { type: 'unit', style: 'short' } : { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}
