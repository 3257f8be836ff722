// Every catalog speaks every message of the English one, with the same variables, and nothing else:
// a translator who drops a message, renames a variable or leaves a syntax error is told here which.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { parse, Visitor } from '@fluent/syntax';
import { LOCALES, PSEUDO_LOCALE } from '../../../web/i18n/locales.js';
import { pseudoCatalog } from '../../../web/i18n/pseudo.js';

const dir = new URL('../../../web/i18n/', import.meta.url);
const read = (locale) => readFileSync(new URL(`${locale}.ftl`, dir), 'utf8');

class Variables extends Visitor {
  names = new Set();
  visitVariableReference(node) {
    this.names.add(node.id.name);
  }
}

// {id or id.attribute → sorted variable names} of a catalog; throws on syntax errors.
function shape(text, locale) {
  const resource = parse(text, { withSpans: true });
  const junk = resource.body.filter((entry) => entry.type === 'Junk');
  assert.deepEqual(junk.map((j) => `${locale}.ftl: ${j.annotations.map((a) => a.message).join('; ')} in: ${j.content.slice(0, 80)}`), []);
  const out = new Map();
  for (const entry of resource.body) {
    if (entry.type !== 'Message' && entry.type !== 'Term') continue;
    const name = (entry.type === 'Term' ? '-' : '') + entry.id.name;
    const parts = [[name, entry.value], ...entry.attributes.map((a) => [`${name}.${a.id.name}`, a.value])];
    for (const [key, pattern] of parts) {
      if (!pattern) continue;
      assert.ok(!out.has(key), `${locale}.ftl has ${key} twice`);
      const visitor = new Variables();
      visitor.visit(pattern);
      out.set(key, [...visitor.names].sort().join(', '));
    }
  }
  return out;
}

const english = shape(read('en'), 'en');

describe('catalogs', () => {
  it('has one file per locale the docs list, and no other', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.ftl')).map((f) => f.slice(0, -4)).sort();
    assert.deepEqual(files, [...LOCALES].sort());
  });

  it('the English catalog is not empty and every message has a value', () => {
    assert.ok(english.size > 100, `only ${english.size} messages`);
  });

  for (const locale of [...LOCALES.filter((l) => l !== 'en'), PSEUDO_LOCALE]) {
    it(`${locale} has every English message with the same variables, and no other`, () => {
      const text = locale === PSEUDO_LOCALE ? pseudoCatalog(read('en')) : read(locale);
      const theirs = shape(text, locale);
      const missing = [...english.keys()].filter((k) => !theirs.has(k));
      const extra = [...theirs.keys()].filter((k) => !english.has(k));
      assert.deepEqual({ missing, extra }, { missing: [], extra: [] }, `${locale}.ftl`);
      const differing = [...english].filter(([k, vars]) => theirs.get(k) !== vars).map(([k, vars]) => `${k}: en {${vars}} ${locale} {${theirs.get(k)}}`);
      assert.deepEqual(differing, [], `${locale}.ftl`);
    });
  }

  it('the pseudo-locale changes every letter of the text and none of the variables', () => {
    const text = pseudoCatalog('m = Loading { $count } tokens\n    .label = d_model\n');
    assert.equal(text, 'm = Ļööååðîîñĝ { $count } ţööķééñš\n    .label = ð_ɱööðééļ\n');
  });
});
