// The H5P editor's translations (web/lms/h5p/language/<code>.json, packed as the library's
// language/<code>.json): each parses and has exactly the structure of the English file made from
// semantics.json (every label, description, placeholder and option at the same path, nothing
// else), named with H5P's language codes; and the l10n group holds the texts an author may override.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { h5pLanguage } from '../../../scripts/package.mjs';
import { L10N_MESSAGES } from '../../../web/lms/h5p-l10n.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const semantics = JSON.parse(readFileSync(join(root, 'web/lms/h5p/semantics.json'), 'utf8'));
const folder = join(root, 'web/lms/h5p/language');
const english = h5pLanguage(semantics);

/** The differences of structure between a translation and the English file: [] when they match. */
function differences(en, other, path = '') {
  if (typeof en === 'string') {
    if (typeof other !== 'string' || !other.trim()) return [`${path}: a text is missing`];
    return [];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(other) || other.length !== en.length) return [`${path}: ${en.length} entries expected`];
    return en.flatMap((e, j) => differences(e, other[j], `${path}[${j}]`));
  }
  if (!other || typeof other !== 'object' || Array.isArray(other)) return [`${path}: an object expected`];
  const out = [];
  for (const key of Object.keys(en)) out.push(...differences(en[key], other[key], `${path}.${key}`));
  for (const key of Object.keys(other)) if (!(key in en)) out.push(`${path}.${key}: not in semantics.json`);
  return out;
}

describe('the H5P editor\'s translations', () => {
  const files = readdirSync(folder).filter((f) => f.endsWith('.json')).sort();

  it('are there for de, es, fr, zh-hans and ar, named with H5P\'s codes', () => {
    assert.deepEqual(files, ['ar.json', 'de.json', 'es.json', 'fr.json', 'zh-hans.json']);
  });

  it('the check finds a missing, an extra and a misplaced entry', () => {
    const copy = JSON.parse(JSON.stringify(english));
    delete copy.semantics[0].label;
    copy.semantics[1].extra = 'x';
    copy.semantics[2].options.pop();
    assert.equal(differences(english, copy).length, 3);
  });

  for (const file of files) {
    it(`${file} parses and has exactly the structure of semantics.json`, () => {
      const translation = JSON.parse(readFileSync(join(folder, file), 'utf8'));
      assert.deepEqual(differences(english, translation), []);
      // Formula terms stay symbols.
      assert.match(translation.semantics[0].label, /d_model/);
    });
  }

  it('the l10n group is H5P\'s: common, one optional text per widget message an author may override', () => {
    const l10n = semantics.find((f) => f.name === 'l10n');
    assert.equal(l10n.type, 'group');
    assert.equal(l10n.common, true);
    assert.deepEqual(l10n.fields.map((f) => f.name), Object.keys(L10N_MESSAGES));
    for (const f of l10n.fields) {
      assert.equal(f.type, 'text');
      // No default: a field the author leaves empty is not saved, and the widget keeps its own words
      // in the learner's language; the placeholder shows them (translated by language/<code>.json).
      assert.ok(f.optional && f.default === undefined && f.placeholder.trim(), f.name);
    }
    const de = JSON.parse(readFileSync(join(folder, 'de.json'), 'utf8')).semantics.find((_, j) => semantics[j].name === 'l10n');
    assert.equal(de.fields.find((_, j) => l10n.fields[j].name === 'check').placeholder, 'Prüfen');
  });
});
