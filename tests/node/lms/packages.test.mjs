// npm run package: what each package holds, the SCORM manifests for 1.2 and 2004 4th edition, the
// H5P package against the rules H5P hosts check on upload (h5p-php-library's H5PValidator: required
// and optional fields of h5p.json and library.json, the file types allowed, the library folder's
// name), and the options: every widget attribute, the pass mark, and refusals that say what is wrong.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { unzipSync } from 'fflate';
import { formFromSpecs, specsFromForm } from '../../../web/lms/h5p-questions.js';
import { DEFAULT_PASS, H5P_FOLDER, PACKAGES, h5pContent, launchParameters, readOptions, writePackages } from '../../../scripts/package.mjs';
import { DEFAULT_COMPLETION, GRADED_DEFAULTS } from '../../../web/lms/graded.js';
import { QUIZ_TOPICS } from '../../../web/core/facts.js';

/** A graded package's rules, as the H5P content's `rules` group holds them. */
const GRADED_RULES = { solution: 'after-attempt', retries: '1', settings: 'locked', table: 'hidden-until-answered', newQuestions: 'not-allowed' };

const root = new URL('../../..', import.meta.url).pathname;
const text = (bytes) => new TextDecoder().decode(bytes);

async function build(argv, out) {
  const written = await writePackages(readOptions([...argv, `--out=${out}`]));
  return Object.fromEntries(written.map((p) => [p.name, { ...p, entries: unzipSync(new Uint8Array(readFileSync(p.path))) }]));
}

// h5p-php-library, H5PValidator: $h5pRequired, $libraryRequired and part of $libraryOptional.
const H5P_REQUIRED = {
  title: /^.{1,255}$/,
  language: /^[-a-zA-Z]{1,10}$/,
  mainLibrary: /^[$a-z_][0-9a-z_.$]{1,254}$/i,
};
const DEPENDENCY = { machineName: /^[\w0-9\-.]{1,255}$/i, majorVersion: /^[0-9]{1,5}$/, minorVersion: /^[0-9]{1,5}$/ };
const LIBRARY_REQUIRED = {
  title: /^.{1,255}$/,
  majorVersion: /^[0-9]{1,5}$/,
  minorVersion: /^[0-9]{1,5}$/,
  patchVersion: /^[0-9]{1,5}$/,
  machineName: /^[\w0-9\-.]{1,255}$/i,
  runnable: /^(0|1)$/,
};
const LIBRARY_OPTIONAL = {
  author: /^.{1,255}$/,
  license: /^(cc-by|cc-by-sa|cc-by-nd|cc-by-nc|cc-by-nc-sa|cc-by-nc-nd|pd|cr|MIT|GPL1|GPL2|GPL3|MPL|MPL2)$/,
  description: /^.{1,}$/,
  fullscreen: /^(0|1)$/,
};
// H5PCore::$defaultContentWhitelist, and for library folders $defaultLibraryWhitelistExtras as well.
const CONTENT_TYPES = 'json png jpg jpeg gif bmp tif tiff eot ttf woff woff2 otf webm mp4 ogg mp3 m4a wav txt pdf rtf doc docx xls xlsx ppt pptx odt ods odp csv diff patch swf md textile vtt webvtt gltf glb'.split(' ');
const LIBRARY_TYPES = [...CONTENT_TYPES, 'js', 'css', 'svg', 'xml'];
const CODE_FROM_STRINGS = [/\beval\s*\(/, /\bnew\s+Function\s*\(/, /(?<![\w$.])Function\s*\(\s*["'`]/];

describe('npm run package', () => {
  let tmp;
  let pkgs; // default options
  let custom; // --d-model=8 --quiz-seed=3 --pass=0.7

  before(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'sinusoidal-pe-packages-'));
    pkgs = await build([], join(tmp, 'default'));
    custom = await build(['--d-model=8', '--quiz-seed=3', '--pass=0.7'], join(tmp, 'custom'));
  });
  after(() => rmSync(tmp, { recursive: true, force: true }));

  it('writes the three packages into dist/packages by default', () => {
    execFileSync('node', ['scripts/package.mjs'], { cwd: root, stdio: 'pipe' });
    for (const name of Object.values(PACKAGES)) {
      assert.ok(readFileSync(join(root, 'dist', 'packages', name)).length > 10000, name);
    }
  });

  it('each SCORM zip: the manifest at the root and only the files the SCO needs, every one listed', () => {
    for (const name of [PACKAGES.scorm12, PACKAGES.scorm2004]) {
      const { entries } = pkgs[name];
      const files = Object.keys(entries).sort();
      // The catalog of every language the widget speaks (the learner's may be any), not the
      // pseudo-locale's: its first file and its quiz's part (no figures in a default package).
      const catalogs = ['ar', 'de', 'en', 'es', 'fr', 'zh-Hans'].flatMap((locale) => [`${locale}.ftl`, `${locale}.quiz.ftl`]);
      assert.deepEqual(files, [...catalogs, 'imsmanifest.xml', 'index.html', 'pe-core-bank-wasm.js',
        'pe-core-bank-wasm.wasm', 'pe-core-bank.js', 'quiz-bank-panels.js', 'quiz-panels.js', 'sco.css', 'sco.js', 'sinusoidal-pe.js'].sort());
      const manifest = text(entries['imsmanifest.xml']);
      const listed = [...manifest.matchAll(/<file href="([^"]+)"\/>/g)].map((m) => m[1]).sort();
      assert.deepEqual(listed, files.filter((f) => f !== 'imsmanifest.xml'));
      // The page loads the files beside it, and nothing from elsewhere.
      const page = text(entries['index.html']);
      assert.match(page, /<script type="module" src="sco\.js"><\/script>/);
      assert.doesNotMatch(page, /https?:\/\//);
      assert.match(text(entries['sco.js']), /from"\.\/sinusoidal-pe\.js"/);
      for (const f of files.filter((x) => x.endsWith('.js'))) {
        for (const p of CODE_FROM_STRINGS) assert.ok(!p.test(text(entries[f])), `${name}: ${f} has no ${p}`);
      }
    }
  });

  it('SCORM 1.2 manifest: content packaging 1.1.2, a SCO, the mastery score and the settings in one line', () => {
    const manifest = text(pkgs[PACKAGES.scorm12].entries['imsmanifest.xml']);
    assert.match(manifest, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<manifest identifier="[^"]+" version="1\.0"/);
    assert.match(manifest, /xmlns="http:\/\/www\.imsproject\.org\/xsd\/imscp_rootv1p1p2"/);
    assert.match(manifest, /xmlns:adlcp="http:\/\/www\.adlnet\.org\/xsd\/adlcp_rootv1p2"/);
    assert.match(manifest, /<schema>ADL SCORM<\/schema>\s*<schemaversion>1\.2<\/schemaversion>/);
    assert.match(manifest, /<resource identifier="sinusoidal-pe-sco" type="webcontent" adlcp:scormtype="sco" href="index\.html">/);
    assert.match(manifest, /<adlcp:masteryscore>80<\/adlcp:masteryscore>/);
    const lines = manifest.split('\n').filter((l) => l.includes('parameters='));
    assert.equal(lines.length, 1, 'the settings are on one line');
    assert.match(lines[0], /parameters="\?d-model=4&amp;base=10000&amp;origin=0&amp;layout=interleaved&amp;quiz-seed=learner&amp;quiz-count=8&amp;quiz-topics=sinusoidal&amp;solution=after-attempt&amp;retries=1&amp;settings=locked&amp;table=hidden-until-answered&amp;new-questions=not-allowed&amp;pass=0\.8&amp;complete=all-answered"/);
    assert.doesNotMatch(manifest, /imsss|scormType/);
  });

  it('SCORM 2004 manifest: 4th edition, a SCO, the pass mark as the primary objective\'s minimum measure', () => {
    const manifest = text(pkgs[PACKAGES.scorm2004].entries['imsmanifest.xml']);
    assert.match(manifest, /xmlns="http:\/\/www\.imsglobal\.org\/xsd\/imscp_v1p1"/);
    assert.match(manifest, /xmlns:adlcp="http:\/\/www\.adlnet\.org\/xsd\/adlcp_v1p3"/);
    assert.match(manifest, /xmlns:imsss="http:\/\/www\.imsglobal\.org\/xsd\/imsss"/);
    assert.match(manifest, /<schemaversion>2004 4th Edition<\/schemaversion>/);
    assert.match(manifest, /adlcp:scormType="sco" href="index\.html"/);
    assert.match(manifest, /<imsss:primaryObjective objectiveID="[^"]+" satisfiedByMeasure="true">\s*<imsss:minNormalizedMeasure>0\.8<\/imsss:minNormalizedMeasure>/);
    // The sequencing children in the order of the imsss schema: objectives, then deliveryControls.
    assert.ok(manifest.indexOf('<imsss:objectives>') < manifest.indexOf('<imsss:deliveryControls'));
    assert.match(manifest, /parameters="\?d-model=4&amp;base=10000&amp;origin=0&amp;layout=interleaved&amp;quiz-seed=learner&amp;quiz-count=8&amp;quiz-topics=sinusoidal&amp;solution=after-attempt&amp;retries=1&amp;settings=locked&amp;table=hidden-until-answered&amp;new-questions=not-allowed&amp;pass=0\.8&amp;complete=all-answered"/);
    assert.doesNotMatch(manifest, /masteryscore|scormtype=/);
  });

  it('options change the settings of every package: --d-model=8 --quiz-seed=3 --pass=0.7', () => {
    const m12 = text(custom[PACKAGES.scorm12].entries['imsmanifest.xml']);
    const m2004 = text(custom[PACKAGES.scorm2004].entries['imsmanifest.xml']);
    for (const m of [m12, m2004]) assert.match(m, /parameters="\?d-model=8&amp;base=10000&amp;origin=0&amp;layout=interleaved&amp;quiz-seed=3&amp;quiz-count=8&amp;quiz-topics=sinusoidal&amp;solution=after-attempt&amp;retries=1&amp;settings=locked&amp;table=hidden-until-answered&amp;new-questions=not-allowed&amp;pass=0\.7&amp;complete=all-answered"/);
    assert.match(m12, /<adlcp:masteryscore>70<\/adlcp:masteryscore>/);
    assert.match(m2004, /<imsss:minNormalizedMeasure>0\.7<\/imsss:minNormalizedMeasure>/);
    const content = JSON.parse(text(custom[PACKAGES.h5p].entries['content/content.json']));
    assert.deepEqual(content, { dModel: 8, base: 10000, layout: 'interleaved', origin: '0', quizSeed: 3, quizCount: 8, quizTopics: 'sinusoidal', view: 'full', positions: '0,1,2', decimals: 6, pair: 0,
      seedFrom: 'seed', rules: GRADED_RULES, passPercentage: 70, completeWhen: 'all-answered' });
  });

  it('a graded package by default: each learner\'s own seed, the strict end of every rule, complete when every question has an answer', () => {
    const content = JSON.parse(text(pkgs[PACKAGES.h5p].entries['content/content.json']));
    assert.equal(content.seedFrom, 'learner');
    assert.deepEqual(content.rules, GRADED_RULES);
    assert.equal(content.completeWhen, 'all-answered');
    // The same values are the SCO's and the content type's when a setting is left out (graded.js).
    assert.deepEqual({ ...GRADED_DEFAULTS }, { 'quiz-seed': 'learner', solution: 'after-attempt', retries: '1', settings: 'locked', table: 'hidden-until-answered', 'new-questions': 'not-allowed' });
    // And the editor offers them as its defaults.
    const semantics = JSON.parse(text(pkgs[PACKAGES.h5p].entries[`${H5P_FOLDER}/semantics.json`]));
    const rules = semantics.find((f) => f.name === 'rules').fields;
    assert.deepEqual(Object.fromEntries(rules.map((f) => [f.name, f.default])), GRADED_RULES);
    assert.equal(semantics.find((f) => f.name === 'seedFrom').default, 'learner');
    assert.equal(semantics.find((f) => f.name === 'completeWhen').default, DEFAULT_COMPLETION);
  });

  it('takes the author\'s rules, score bands, seed and completion rule', async () => {
    const bands = [{ from: 0, to: 59, feedback: 'Read it again.' }, { from: 60, to: 100, feedback: 'Good.' }];
    const argv = ['--solution=always', '--retries=unlimited', '--settings=editable', '--table=shown', '--new-questions=allowed', '--quiz-seed=12',
      `--score-feedback=${JSON.stringify(bands)}`, '--complete=passed'];
    const options = readOptions(argv);
    assert.equal(options.complete, 'passed');
    assert.equal(options.learner, false);
    const parameters = launchParameters(options);
    const query = new URLSearchParams(parameters.slice(1));
    assert.deepEqual([...query.keys()], ['d-model', 'base', 'origin', 'layout', 'quiz-seed', 'quiz-count', 'quiz-topics', 'solution', 'retries', 'settings', 'table', 'new-questions', 'score-feedback', 'pass', 'complete']);
    assert.deepEqual(Object.fromEntries(query), { 'd-model': '4', base: '10000', origin: '0', layout: 'interleaved', 'quiz-seed': '12', 'quiz-count': '8', 'quiz-topics': 'sinusoidal', solution: 'always', retries: 'unlimited',
      settings: 'editable', table: 'shown', 'new-questions': 'allowed', 'score-feedback': JSON.stringify(bands), pass: '0.8', complete: 'passed' });
    const content = h5pContent(options);
    assert.deepEqual(content.rules, { solution: 'always', retries: 'unlimited', settings: 'editable', table: 'shown', newQuestions: 'allowed' });
    assert.deepEqual(content.scoreFeedback, bands);
    assert.equal(content.seedFrom, 'seed');
    assert.equal(content.quizSeed, 12);
    assert.equal(content.completeWhen, 'passed');
    assert.throws(() => readOptions(['--complete=finished']), /--complete="finished": the attempt is complete once "all-answered" .* or once "passed"/);
    assert.throws(() => readOptions(['--retries=some']), /--retries="some": this is not a finite number; retries must be a whole number/);
    assert.equal(readOptions(['--quiz-seed=Learner']).learner, true);
  });

  it('takes every widget attribute; figures bring figures.js into the SCORM packages', async () => {
    const argv = ['--d-model=16', '--base=500', '--positions=1..4', '--origin=1', '--layout=concatenated', '--decimals=3', '--pair=2',
      '--quiz-seed=9', '--quiz-count=5', '--quiz-topics=rope', '--view=quiz', '--figures=heatmap,waves', '--max-len=64', '--offset=-3', '--context-length=4096',
      '--pass=65%', '--title=Positional encoding check'];
    const all = await build(argv, join(tmp, 'all'));
    const manifest = text(all[PACKAGES.scorm2004].entries['imsmanifest.xml']);
    const parameters = manifest.match(/parameters="([^"]+)"/)[1].replace(/&amp;/g, '&');
    assert.equal(parameters, '?d-model=16&base=500&positions=1..4&origin=1&layout=concatenated&decimals=3&pair=2&quiz-seed=9&quiz-count=5&quiz-topics=rope&solution=after-attempt&retries=1&settings=locked&table=hidden-until-answered&new-questions=not-allowed&view=quiz&figures=heatmap,waves&max-len=64&offset=-3&context-length=4096&pass=0.65&complete=all-answered');
    assert.match(manifest, /<title>Positional encoding check<\/title>/);
    assert.ok(all[PACKAGES.scorm12].entries['figures.js'], 'figures.js is in the zip');
    assert.ok(all[PACKAGES.scorm12].entries['de.figures.ftl'], 'and the figures\' part of each catalog');
    assert.match(text(all[PACKAGES.scorm12].entries['imsmanifest.xml']), /<adlcp:masteryscore>65<\/adlcp:masteryscore>/);
    const content = JSON.parse(text(all[PACKAGES.h5p].entries['content/content.json']));
    assert.deepEqual(content, { dModel: 16, base: 500, layout: 'concatenated', origin: '1', quizSeed: 9, quizCount: 5, quizTopics: 'rope', view: 'quiz', positions: '1..4', decimals: 3, pair: 2,
      seedFrom: 'seed', rules: GRADED_RULES, passPercentage: 65, completeWhen: 'all-answered' });
    assert.equal(JSON.parse(text(all[PACKAGES.h5p].entries['h5p.json'])).title, 'Positional encoding check');
  });

  it('refuses a bad option with a sentence that names it, and exits with status 2', () => {
    assert.throws(() => readOptions(['--d-model=7']), /--d-model="7": d_model must be an even whole number/);
    assert.throws(() => readOptions(['--pass=1.5']), /--pass="1\.5": the pass mark is the share of correct answers needed/);
    for (const pass of ['%', '', ' ', '0x1', 'abc', '101%', '-0.1']) assert.throws(() => readOptions([`--pass=${pass}`]), /the pass mark is the share/, pass);
    assert.equal(readOptions(['--pass=75%']).pass, 0.75);
    assert.equal(readOptions(['--pass= 0.7 ']).pass, 0.7);
    assert.throws(() => readOptions(['--quiz=q1']), /--quiz="q1": the packages hold a scored quiz, "bank" .* or "own"/);
    assert.throws(() => readOptions(['--quiz=own']), /--quiz=own asks the author's questions: give them with --questions=FILE/);
    assert.throws(() => readOptions(['--questions=/no/such/file.json']), /--questions="\/no\/such\/file.json": the file could not be read/);
    assert.throws(() => readOptions(['--dmodel=8']), /--dmodel is not an option; the options are --pass, --complete, --title, --out, --questions and the widget's attributes: --d-model/);
    assert.throws(() => readOptions(['--d-model=16', '--pair=9']), /--pair="9": with d-model="16" there are 8 sine-cosine pairs/);
    const list = join(tmp, 'two-questions.json');
    writeFileSync(list, '[{"kind": "coordinate", "token": 2, "i": 2}, {"kind": "coordinate", "token": 3, "i": 0}]');
    assert.throws(() => readOptions([`--questions=${list}`, '--quiz-count=1']), /--quiz-count is for the question bank; with --questions every question of the file is asked/);
    assert.equal(readOptions([`--questions=${list}`, '--quiz-seed=4']).settings.quizSeed, 4, 'the seed orders an author\'s choices');
    assert.throws(() => readOptions([`--questions=${list}`, '--quiz-topics=rope']), /--quiz-topics is for the question bank/);
    assert.throws(() => readOptions(['--quiz-topics=physics']), /--quiz-topics="physics": the bank's topics must be "sinusoidal"/);
    assert.equal(JSON.parse(readOptions([`--questions=${list}`]).questions).length, 2);
    const r = spawnSync('node', ['scripts/package.mjs', '--d-model=3', `--out=${join(tmp, 'refused')}`], { cwd: root, encoding: 'utf8' });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /^package: --d-model="3": d_model must be an even whole number/);
  });

  it('the same options give the same bytes', async () => {
    const again = await build([], join(tmp, 'again'));
    for (const name of Object.values(PACKAGES)) {
      assert.ok(Buffer.from(readFileSync(again[name].path)).equals(readFileSync(pkgs[name].path)), name);
    }
  });

  describe('the H5P package', () => {
    const entries = () => pkgs[PACKAGES.h5p].entries;
    const json = (name) => JSON.parse(text(entries()[name]));

    it('holds h5p.json, the content and one library folder, with file types H5P hosts accept and no .wasm', () => {
      assert.deepEqual(Object.keys(entries()).sort(), [
        ...['ar', 'de', 'en', 'es', 'fr', 'zh-Hans'].flatMap((locale) => [`H5P.SinusoidalPE-1.2/catalogs/${locale}.ftl.txt`, `H5P.SinusoidalPE-1.2/catalogs/${locale}.quiz.ftl.txt`]),
        'H5P.SinusoidalPE-1.2/icon.svg', 'H5P.SinusoidalPE-1.2/language/ar.json',
        'H5P.SinusoidalPE-1.2/language/de.json', 'H5P.SinusoidalPE-1.2/language/en.json', 'H5P.SinusoidalPE-1.2/language/es.json',
        'H5P.SinusoidalPE-1.2/language/fr.json', 'H5P.SinusoidalPE-1.2/language/zh-hans.json',
        'H5P.SinusoidalPE-1.2/library.json', 'H5P.SinusoidalPE-1.2/semantics.json', 'H5P.SinusoidalPE-1.2/sinusoidal-pe.js', 'H5P.SinusoidalPE-1.2/upgrades.js',
        'content/content.json', 'h5p.json']);
      for (const name of Object.keys(entries())) {
        const ext = name.split('.').pop().toLowerCase();
        assert.ok((name.startsWith(`${H5P_FOLDER}/`) ? LIBRARY_TYPES : CONTENT_TYPES).includes(ext), `${name}: .${ext} is allowed`);
        assert.ok(!name.endsWith('.wasm'));
      }
    });

    it('h5p.json and library.json pass the H5P validator\'s rules; the minor version is 1 or more', () => {
      const h5p = json('h5p.json');
      for (const [k, re] of Object.entries(H5P_REQUIRED)) assert.match(String(h5p[k]), re, `h5p.json ${k}`);
      for (const d of h5p.preloadedDependencies) for (const [k, re] of Object.entries(DEPENDENCY)) assert.match(String(d[k]), re);
      assert.deepEqual(h5p.embedTypes, ['div', 'iframe']);
      assert.equal(h5p.mainLibrary, 'H5P.SinusoidalPE');
      const library = json(`${H5P_FOLDER}/library.json`);
      for (const [k, re] of Object.entries(LIBRARY_REQUIRED)) assert.match(String(library[k]), re, `library.json ${k}`);
      for (const [k, re] of Object.entries(LIBRARY_OPTIONAL)) if (k in library) assert.match(String(library[k]), re, `library.json ${k}`);
      assert.equal(H5P_FOLDER, `${library.machineName}-${library.majorVersion}.${library.minorVersion}`);
      assert.ok(library.minorVersion >= 1, 'a player that drops a minor version of 0 still names it');
      assert.deepEqual(h5p.preloadedDependencies, [{ machineName: library.machineName, majorVersion: library.majorVersion, minorVersion: library.minorVersion }]);
      for (const js of library.preloadedJs) {
        assert.match(js.path, /^((\\|\/)?[a-z_\-\s0-9.]+)+\.js$/i);
        assert.ok(entries()[`${H5P_FOLDER}/${js.path}`], js.path);
      }
    });

    it('the library script is one classic script with the core inside it', () => {
      const code = text(entries()[`${H5P_FOLDER}/sinusoidal-pe.js`]);
      // (Matched with test(): a failure message would print the whole 150 KB script.)
      assert.doesNotThrow(() => new vm.Script(code), 'parses as a classic script (no import or export)');
      assert.ok(!/import\.meta/.test(code), 'no import.meta');
      for (const p of CODE_FROM_STRINGS) assert.ok(!p.test(code), `no ${p}`);
      assert.ok(/\.SinusoidalPE=/.test(code), 'defines H5P.SinusoidalPE');
      // Only the bank's build of the core is inside: the smaller two are left out, as the figures and the share panel are.
      for (const f of ['pe-core-wasm.js', 'pe-core-check-wasm.js', 'figures.js', 'share.js']) {
        assert.ok(code.includes(`${f} is not part of the H5P content type.`), `${f} is left out`);
      }
      const gz = gzipSync(code).length;
      // Under 80 KB before the slips named in every build and the author's questions (about 4 KB),
      // the MathML of worked solutions (about 2.5 KB), the quiz's files of their own (each brings
      // its copy of a few small helpers, about 0.4 KB) and the table's windows of rows and columns
      // with cells filled in idle time (about 1.4 KB), and another pair's frequency as a named slip,
      // checked property writes, lazy widgets in the tab order and a status line for the table's
      // keys and buttons (about 0.9 KB), RoPE in the core with its question kinds (issue 24, about
      // 14.2 KB), a graded attempt (issue 29: the quiz's rules, the hidden cells, asking first, an
      // author's words and choices, each learner's seed, the completion rule and the editor's form of
      // questions, about 11.8 KB), the bank's topics as an attribute with the titles of RoPE's
      // questions and RoPE's kinds in the editor's form (about 0.9 KB), the element's share button
      // and methods (about 0.7 KB; the content type hides the button and leaves share.js out), and the
      // element's module starting the core's files before it builds the widgets (issue 26, 0.6 KB),
      // which an H5P player does not use (its widgets are made later, and the core's bytes are inside).
      // Exactness at every position (issue 27: the bank build's exact arithmetic and the exact
      // quantities behind the table's digits, about 23.5 KB). This bound only stops it from growing
      // further unnoticed. Then the widget's words in every language (issue 25: @fluent/bundle, the
      // element's Words and the choice of a locale, the core's messages as ids with arguments, answers
      // read in every script, the content's language, the catalogs' place in the library and the
      // author's l10n texts), and the fetching of the catalog's parts (0.3 KB). Then a learner's first
      // five minutes (issue 30: Undo, Redo and Reset, the sliders and the clock, the "Try this"
      // strip, the ± key and tap wording, plain words, typeset hints) and the exact RoPE score.
      // Then the table's loop taken two steps at a time, and English's number symbols, lists and
      // choice of catalog known without Intl (issues 26 and 27, 0.6 KB).
      // 151.8 KB (155,447 bytes) measured; 151.2 KB (154,845 bytes) before those; 145.7 KB (149,173 bytes) before the first five minutes; 145.3 KB (148,838 bytes) before the catalog's parts; 136.9 KB (140,187 bytes) before the languages;
      // 110.9 KB (113,548 bytes) before the topics, sharing, the loading order and exactness, 85.5 KB
      // before RoPE and the rules.
      assert.ok(gz < 152 * 1024, `gzipped ${gz} bytes`);
    });

    it('semantics.json gives the editor a field for each setting, and content.json fits it', () => {
      const semantics = json(`${H5P_FOLDER}/semantics.json`);
      const names = semantics.map((f) => f.name);
      assert.deepEqual(names, ['dModel', 'base', 'layout', 'origin', 'seedFrom', 'quizSeed', 'quizCount', 'quizTopics', 'passPercentage', 'completeWhen', 'rules',
        'scoreFeedback', 'questionList', 'view', 'positions', 'decimals', 'pair', 'l10n']);
      // The topics the editor offers are the core's, with its default.
      const topics = semantics.find((f) => f.name === 'quizTopics');
      assert.deepEqual(topics.options.map((o) => o.value), [...QUIZ_TOPICS.names]);
      assert.equal(topics.default, QUIZ_TOPICS.default);
      assert.equal(semantics.find((f) => f.name === 'passPercentage').default, DEFAULT_PASS * 100, 'the editor offers the packages\' default pass mark');
      // Every field as H5P's editor reads it (h5p-editor's field types), and every value of content.json fits its field.
      const fits = (field, value, where) => {
        assert.ok(['number', 'text', 'select', 'group', 'list', 'boolean'].includes(field.type) && field.label, where);
        if (value === undefined) {
          assert.ok(field.optional || field.default !== undefined || field.type === 'group', `${where}: optional or with a default`);
          return;
        }
        if (field.type === 'number') {
          assert.equal(typeof value, 'number', where);
          assert.ok((field.min === undefined || value >= field.min) && (field.max === undefined || value <= field.max), `${where} within its range`);
        } else if (field.type === 'select') {
          assert.ok(field.options.some((o) => o.value === value), `${where}=${value} is an option`);
          assert.ok(field.options.some((o) => o.value === field.default), `${where}: its default is an option`);
        } else if (field.type === 'text') {
          assert.equal(typeof value, 'string', where);
          if (field.regexp) assert.match(value, new RegExp(field.regexp.pattern, field.regexp.modifiers), where);
        } else if (field.type === 'boolean') {
          assert.equal(typeof value, 'boolean', where);
        } else if (field.type === 'group') {
          for (const f of field.fields) fits(f, value[f.name], `${where}.${f.name}`);
        } else {
          assert.ok(Array.isArray(value) && (field.max === undefined || value.length <= field.max), where);
          value.forEach((item, j) => fits(field.field, item, `${where}[${j}]`));
        }
      };
      const content = json('content/content.json');
      for (const field of semantics) fits(field, content[field.name], field.name);
      assert.deepEqual(Object.keys(content).filter((k) => !names.includes(k)), [], 'no parameter the editor does not know');
      assert.equal(content.passPercentage, 80);
      assert.equal(content.dModel, 4);
    });

    it('an author\'s list becomes the editor\'s form, which the content type reads back as the same list', async () => {
      const list = [
        { kind: 'coordinate', token: 2, i: 2, decimals: 4, prompt: 'PE({token})_{i}?', hint: ['One.', 'Two.'], feedback: { correct: 'Yes.', incorrect: 'No: {response}.' }, solution: 'sin(0.02)' },
        { kind: 'wavelength', context: 8192 },
        { kind: 'choice', prompt: 'Which?', options: [{ text: 'A', correct: true, feedback: 'Right.' }, { text: 'B' }] },
      ];
      const file = join(tmp, 'form.json');
      writeFileSync(file, JSON.stringify(list));
      const own = await build([`--questions=${file}`], join(tmp, 'form'));
      const content = JSON.parse(text(own[PACKAGES.h5p].entries['content/content.json']));
      assert.equal(content.questions, undefined, 'no JSON box');
      assert.deepEqual(content.questionList[0], { kind: 'coordinate', token: 2, i: 2, decimals: 4, prompt: 'PE({token})_{i}?', hint: 'One.\n\nTwo.', feedbackCorrect: 'Yes.', feedbackIncorrect: 'No: {response}.', solution: 'sin(0.02)' });
      assert.deepEqual(content.questionList[2].options, [{ text: 'A', correct: true, feedback: 'Right.' }, { text: 'B', correct: false, feedback: '' }]);
      assert.deepEqual(specsFromForm(content.questionList), list);
      // The form's other number fields (an author switched the kind) are left out of the list.
      assert.deepEqual(specsFromForm([{ kind: 'dot', tokenP: 1, tokenQ: 2, token: 5, i: 1, options: [] }]), [{ kind: 'dot', tokenP: 1, tokenQ: 2 }]);
      // What H5P stores escaped comes back as the author typed it.
      assert.deepEqual(specsFromForm([{ kind: 'choice', prompt: '&lt;b&gt; &amp; &quot;q&quot;', options: [{ text: 'x &#60;', correct: true }] }]),
        [{ kind: 'choice', prompt: '<b> & "q"', options: [{ text: 'x <', correct: true }] }]);
      // A list the form has no place for stays JSON.
      assert.equal(formFromSpecs([{ kind: 'coordinate', token: '2', i: 2 }]), null);
      assert.equal(formFromSpecs([{ kind: 'spiral' }]), null);
      // RoPE's kinds: rope-score's vectors as text fields of numbers, rope-scaled's scaling as a group.
      const rope = [
        { kind: 'rope-angle', token: 3, k: 1 },
        { kind: 'rope-score', q: [1, 0, 0.5, 2], k: [0, 1, 1, 0], m: 7, n: 2 },
        { kind: 'rope-scaled', k: 1, scaling: { type: 'yarn', factor: 4, originalContext: 4096, betaFast: 16 }, quantity: 'wavelength' },
        { kind: 'rope-turns', context: 4096 },
      ];
      const ropeForm = formFromSpecs(rope);
      assert.deepEqual(ropeForm[1], { kind: 'rope-score', qVector: '1, 0, 0.5, 2', kVector: '0, 1, 1, 0', m: 7, n: 2 });
      assert.deepEqual(specsFromForm(ropeForm), rope);
      // A pair number typed in the form's k (an author switched the kind) is not rope-score's key vector;
      // an entry that is not a number stays, for the core to refuse.
      assert.deepEqual(specsFromForm([{ kind: 'rope-score', qVector: '1,  x 2', k: 3, m: 1, n: 0, quantity: 'frequency', scaling: { type: 'linear' } }]),
        [{ kind: 'rope-score', m: 1, n: 0, q: [1, 'x', 2] }]);
      assert.equal(formFromSpecs([{ kind: 'rope-scaled', k: 1, scaling: { type: 'yarn', factor: 4, truncate: false } }]), null, 'a field the form lacks');
      assert.equal(formFromSpecs([{ kind: 'rope-score', q: [1, '0'], k: [0, 1], m: 1, n: 0 }]), null);
    });

    it('gives the editor its English words as a language file made from semantics.json, field for field', () => {
      const semantics = json(`${H5P_FOLDER}/semantics.json`);
      const language = json(`${H5P_FOLDER}/language/en.json`);
      const same = (field, words, where) => {
        for (const key of ['label', 'description', 'placeholder', 'entity']) assert.equal(words[key], field[key], `${where}.${key}`);
        assert.deepEqual(words.options?.map((o) => o.label), field.options?.map((o) => o.label), `${where}.options`);
        assert.equal(words.name, undefined, 'nothing but words');
        (field.fields ?? []).forEach((f, j) => same(f, words.fields[j], `${where}.${f.name}`));
        if (field.field) same(field.field, words.field, `${where}[]`);
      };
      assert.equal(language.semantics.length, semantics.length);
      semantics.forEach((field, j) => same(field, language.semantics[j], field.name));
      assert.equal(language.semantics.find((_, j) => semantics[j].name === 'questionList').field.fields[0].label, 'Kind of question');
    });

    it('upgrades content made with version 1.1: its JSON box becomes the form\'s list, RoPE\'s kinds included', () => {
      const code = text(entries()[`${H5P_FOLDER}/upgrades.js`]);
      const sandbox = {};
      vm.runInNewContext(code, sandbox);
      const upgrade = sandbox.H5PUpgrades['H5P.SinusoidalPE'][1][2];
      const run = (params) => new Promise((resolve) => upgrade(params, (error, upgraded) => resolve([error, upgraded]), {}));
      return (async () => {
        const json11 = '[{&quot;kind&quot;: &quot;coordinate&quot;, &quot;token&quot;: 2, &quot;i&quot;: 2, &quot;decimals&quot;: 4}]';
        const [error, upgraded] = await run({ dModel: 4, questions: json11, quizSeed: 3 });
        assert.equal(error, null);
        assert.deepEqual(JSON.parse(JSON.stringify(upgraded)), { dModel: 4, quizSeed: 3, questionList: [{ kind: 'coordinate', token: 2, i: 2, decimals: 4 }] });
        const [, kept] = await run({ questions: '[{"kind": "coordinate", "token": "two"}]' });
        assert.equal(kept.questions, '[{"kind": "coordinate", "token": "two"}]', 'a list the form cannot hold stays, for the content type to read');
        // Content of 1.1.1 keeps its topics, and its RoPE questions take the form's RoPE fields.
        const rope11 = '[{&quot;kind&quot;: &quot;rope-score&quot;, &quot;q&quot;: [1, 0], &quot;k&quot;: [0, 1], &quot;m&quot;: 3, &quot;n&quot;: 1}]';
        const [, rope] = await run({ quizTopics: 'rope', questions: rope11 });
        assert.deepEqual(JSON.parse(JSON.stringify(rope)), { quizTopics: 'rope', questionList: [{ kind: 'rope-score', qVector: '1, 0', kVector: '0, 1', m: 3, n: 1 }] });
        const [, none] = await run({ dModel: 8 });
        assert.deepEqual(JSON.parse(JSON.stringify(none)), { dModel: 8 });
      })();
    });
  });
});
