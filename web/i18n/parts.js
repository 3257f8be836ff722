// A locale's catalog is one file in web/i18n/, which is what a translator edits, but a page fetches
// it in parts. Every widget shows its settings, table, inspector, alerts and share button; only some
// have figures or a quiz, whose messages are most of a catalog's bytes (en.ftl: about 8 KB of its
// 29 KB gzipped are the figures', 14 KB the quiz's and its worked steps', slips, prompts and hints').
// So the build writes dist/<locale>.ftl without them, and one file per room that not every widget
// has (<locale>.figures.ftl, <locale>.quiz.ftl), fetched when that room is first drawn.
//
// A split catalog says so in a message of its own (PARTS_MESSAGE, listing its parts): a catalog
// read whole, as web/i18n/<locale>.ftl is in Node and in a page that loads the source modules, has
// no such message and every room finds its words in it already.

/** The rooms whose messages live in a part of their own, and the message ids that are theirs (by prefix). */
export const CATALOG_PARTS = Object.freeze({
  figures: Object.freeze(['figure-']),
  quiz: Object.freeze(['quiz-', 'core-slip-', 'core-step-', 'core-prompt-', 'core-hint-']),
});

/** The message a split catalog lists its parts in, separated by spaces. */
export const PARTS_MESSAGE = 'catalog-parts';

/** The part a message id belongs to, or null for the catalog's first file. */
export function partOf(id) {
  for (const [part, prefixes] of Object.entries(CATALOG_PARTS)) {
    if (prefixes.some((prefix) => id.startsWith(prefix))) return part;
  }
  return null;
}

/** The parts a catalog's text lists (its PARTS_MESSAGE), [] for a catalog read whole. */
export function listedParts(text) {
  const line = text.match(new RegExp(`^${PARTS_MESSAGE} = (.*)$`, 'm'));
  return line ? line[1].trim().split(/\s+/) : [];
}

/**
 * A catalog's text (Fluent, without comments) split by room: {first, parts: {part: text}}. `first`
 * lists the parts. A message of the first file may not use a part's message (it would be missing
 * until that room loads): that is refused here, so the build fails instead.
 */
export function splitCatalog(text) {
  // An entry starts at the beginning of a line with its id; its other lines are indented or blank.
  const entries = text.split(/\n(?=[a-z][a-z0-9-]* *=)/i);
  const first = [];
  const parts = Object.fromEntries(Object.keys(CATALOG_PARTS).map((part) => [part, []]));
  for (const entry of entries) {
    const id = entry.match(/^([a-z][a-z0-9-]*) *=/i)?.[1];
    const part = id ? partOf(id) : null;
    (part ? parts[part] : first).push(entry.trimEnd());
  }
  const firstText = first.join('\n');
  for (const reference of firstText.matchAll(/\{ *([a-z][a-z0-9-]*)(?:\.[a-z-]+)? *\}/gi)) {
    if (partOf(reference[1])) throw new Error(`A message every widget shows uses ${reference[1]}, which only the ${partOf(reference[1])} part has.`);
  }
  const names = Object.keys(parts);
  return {
    first: `${firstText}\n\n${PARTS_MESSAGE} = ${names.join(' ')}\n`,
    parts: Object.fromEntries(names.map((part) => [part, `${parts[part].join('\n')}\n`])),
  };
}
