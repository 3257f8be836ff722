// The pseudo-locale (en-XA): the English catalog with every letter accented and every vowel
// doubled, about a third longer. A widget speaking it shows at once text that did not come from a
// catalog (plain ASCII words) and layouts that cannot take longer words. Only the text between
// placeables changes: variables, selectors, message references and attribute names stay as they
// are, so that it has the same messages and variables as English. The build writes it beside the
// other catalogs (dist/en-XA.ftl); in Node, catalog.js makes it from en.ftl.
import { parse, serialize, Transformer } from '@fluent/syntax';

const ACCENTED = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]]),
);
const VOWELS = new Set([...'aeiouAEIOU']);

/** One text of a message, accented and lengthened. */
export function pseudoText(text) {
  let out = '';
  for (const c of text) {
    const accented = ACCENTED[c];
    out += accented ? (VOWELS.has(c) ? accented + accented : accented) : c;
  }
  return out;
}

class Pseudo extends Transformer {
  visitTextElement(node) {
    node.value = pseudoText(node.value);
    return node;
  }
}

/** The pseudo-locale's catalog for an English catalog text. */
export function pseudoCatalog(englishText) {
  const resource = parse(englishText, { withSpans: false });
  new Pseudo().genericVisit(resource);
  return serialize(resource);
}
