// npm run package: the bank quiz as packages a course platform imports, in dist/packages/:
//   sinusoidal-pe-scorm12.zip    SCORM 1.2            (Moodle, Blackboard, Canvas, SCORM Cloud, …)
//   sinusoidal-pe-scorm2004.zip  SCORM 2004 4th ed.
//   sinusoidal-pe.h5p            H5P content type H5P.SinusoidalPE (Moodle, WordPress, Drupal)
// Each holds only the widget files it needs, built from dist/ (npm run build). Options are the
// widget's attributes (--d-model=8 --quiz-seed=3 --retries=2 …; --quiz-seed=learner, the default,
// gives each learner their own questions), --pass (the pass mark, a fraction, default 0.8),
// --complete (all-answered or passed), --title and --out (another folder); --questions=FILE asks an
// author's questions (quiz="own", a JSON array of question specs) instead of the seeded bank. The
// quiz's rules are a graded package's (web/lms/graded.js) unless given. In a SCORM package the
// settings are the manifest item's `parameters`, which the LMS appends to the launch URL: an author
// changes them in that one line; in the H5P package they are the content's parameters, which the
// H5P editor shows as a form.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { zipSync } from 'fflate';
import { besideInDist } from './build.mjs';
import { makeOwnQuestions, readQuestionList } from '../web/quiz/bank/author-questions.js';
import { DEFAULT_COMPLETION, GRADED_DEFAULTS, readCompletion } from '../web/lms/graded.js';
import { formFromSpecs } from '../web/lms/h5p-questions.js';
import { coreText, loadMessages } from '../web/i18n/index.js';
import { DEFAULT_PASS, readPassMark } from '../web/lms/pass-mark.js';
import { ATTRIBUTE_PROPERTIES, LIMITS, QUIZ_BANK, QUIZ_OWN, readAttributes } from '../web/element/settings.js';
import { LOCALES } from '../web/i18n/locales.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

export { DEFAULT_PASS };
// The core's refusals of an author's questions, worded for the author's terminal.
const english = await loadMessages('en');
export const DEFAULT_TITLE = 'Sinusoidal positional encoding quiz';
export const H5P_LIBRARY = JSON.parse(readFileSync(join(root, 'web/lms/h5p/library.json'), 'utf8'));
export const H5P_FOLDER = `${H5P_LIBRARY.machineName}-${H5P_LIBRARY.majorVersion}.${H5P_LIBRARY.minorVersion}`;
export const PACKAGES = Object.freeze({
  scorm12: 'sinusoidal-pe-scorm12.zip',
  scorm2004: 'sinusoidal-pe-scorm2004.zip',
  h5p: 'sinusoidal-pe.h5p',
});

/** The quiz's rules: every package names them, with a graded package's value unless one is given. */
const RULES = ['solution', 'retries', 'settings', 'table', 'new-questions'];
/** Attributes every SCORM manifest names, so that an author sees them in `parameters`. */
const ALWAYS_NAMED = ['d-model', 'base', 'layout', 'origin', 'quiz-seed', 'quiz-count', 'quiz-topics', ...RULES];
/** The same for an author's questions: the count and topics are the bank's. */
const ALWAYS_NAMED_OWN = ['d-model', 'base', 'layout', 'origin', 'quiz-seed', ...RULES];
/** Attributes the H5P content type takes, as its parameter names (semantics.json); the rules go in its `rules` group. */
const H5P_PARAMETERS = {
  'd-model': 'dModel', base: 'base', layout: 'layout', origin: 'origin', 'quiz-seed': 'quizSeed',
  'quiz-count': 'quizCount', 'quiz-topics': 'quizTopics', view: 'view', positions: 'positions', decimals: 'decimals', pair: 'pair',
  solution: 'solution', retries: 'retries', settings: 'settings', table: 'table', 'new-questions': 'newQuestions',
  'score-feedback': 'scoreFeedback',
};
const ATTRIBUTES = Object.keys(ATTRIBUTE_PROPERTIES);
// A fixed time in every zip entry: the same options give the same bytes.
const MTIME = new Date('2025-01-01T00:00:00Z');

// ---- options --------------------------------------------------------------------------------------

/**
 * Reads the command line: {attributes: {name: text}, pass, title, out}. Throws an Error whose message
 * lists every problem (an unknown option, a refused attribute, a bad pass mark).
 */
export function readOptions(argv) {
  const problems = [];
  const given = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const m = /^--([a-z][a-z0-9-]*)(?:=(.*))?$/s.exec(arg);
    if (!m) {
      problems.push(`${JSON.stringify(arg)} is not an option; write --name=value, e.g. --d-model=8.`);
      continue;
    }
    let value = m[2];
    if (value === undefined) {
      if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) value = argv[(i += 1)];
      else value = '';
    }
    given[m[1]] = value;
  }
  const attributes = {};
  let pass = DEFAULT_PASS;
  let title = DEFAULT_TITLE;
  let out = join(dist, 'packages');
  let questions = null; // the author's list, compact JSON
  let quiz = QUIZ_BANK;
  let complete = DEFAULT_COMPLETION;
  for (const [name, value] of Object.entries(given)) {
    if (name === 'complete') {
      const rule = readCompletion(value);
      if ('error' in rule) problems.push(`--${rule.error}`);
      else complete = rule.value;
    } else if (name === 'pass') {
      const mark = readPassMark(value);
      if ('error' in mark) problems.push(`--${mark.error}`);
      else pass = mark.value;
    } else if (name === 'title') {
      if (!value.trim() || value.length > 200) problems.push('--title: give a title of 1 to 200 characters.');
      else title = value.trim();
    } else if (name === 'out') {
      out = resolve(value);
    } else if (name === 'quiz') {
      quiz = value.trim().toLowerCase();
      if (quiz !== QUIZ_BANK && quiz !== QUIZ_OWN) {
        problems.push(`--quiz=${JSON.stringify(value)}: the packages hold a scored quiz, "bank" (the seeded question bank, the default) or "own" (with --questions=FILE).`);
      }
    } else if (name === 'questions') {
      let text = null;
      try {
        text = readFileSync(resolve(value), 'utf8');
      } catch (error) {
        problems.push(`--questions=${JSON.stringify(value)}: the file could not be read (${error.code ?? error.message}); give the path of a JSON file holding an array of question specs.`);
      }
      if (text !== null) {
        const list = readQuestionList(text, LIMITS.maxQuizCount);
        for (const p of list.problems) problems.push(`--questions=${value}: ${coreText(p.message, english)}`);
        if (!list.problems.length) questions = JSON.stringify(list.specs.map((e) => e.spec));
      }
    } else if (ATTRIBUTES.includes(name)) {
      attributes[name] = value;
    } else {
      problems.push(`--${name} is not an option; the options are --pass, --complete, --title, --out, --questions and the widget's attributes: ${ATTRIBUTES.filter((a) => a !== 'quiz').map((a) => `--${a}`).join(', ')}.`);
    }
  }
  if (quiz === QUIZ_OWN && !('questions' in given)) problems.push('--quiz=own asks the author\'s questions: give them with --questions=FILE.');
  if ('questions' in given) {
    quiz = QUIZ_OWN;
    // An author's list is asked whole, in its order: the bank's count and topics would do nothing
    // (the seed orders the options of its choice questions).
    for (const name of ['quiz-count', 'quiz-topics']) {
      if (name in attributes) problems.push(`--${name} is for the question bank; with --questions every question of the file is asked, in its order. Leave --${name} out, or the questions out of the file.`);
    }
  }
  // quiz-seed="learner" is the packages' own (the element takes numbers): each learner's seed is
  // made when they open the package.
  const learner = (attributes['quiz-seed'] ?? GRADED_DEFAULTS['quiz-seed']).trim().toLowerCase() === 'learner';
  const read = (name) => {
    if (name === 'quiz') return quiz;
    if (name === 'quiz-seed' && learner) return null;
    return attributes[name] ?? (RULES.includes(name) ? GRADED_DEFAULTS[name] : null);
  };
  const { settings, problems: refused } = readAttributes(read);
  for (const p of refused) problems.push(`--${p.message}`);
  if (problems.length) throw new Error(problems.join('\n'));
  return { attributes, settings, pass, complete, learner, title, out, questions };
}

/**
 * The author's questions as the core reads them: every spec made into a question with the package's
 * settings, so that a bad one stops the packaging with its number and the core's sentence. Throws.
 */
export async function checkQuestions({ questions, settings }) {
  if (questions === null) return;
  const { loadCore } = await import('../dist/pe-core.js');
  const core = await loadCore({ quizBank: true });
  const { dModel, base, layout, origin } = settings;
  const { problems } = makeOwnQuestions(questions, core, { dModel, base, layout, origin }, settings.quizSeed);
  if (problems.length) throw new Error(problems.map((p) => `--questions: ${coreText(p.message, english)}`).join('\n'));
}

// ---- SCORM ----------------------------------------------------------------------------------------

const xml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The launch parameters: the quiz's settings and rules always (a graded package's rule where none is
 * given; quiz-seed "learner" unless a number is), other attributes when given, then the pass mark and
 * the completion rule.
 */
export function launchParameters({ attributes, settings, pass, complete = DEFAULT_COMPLETION, learner = true, questions = null }) {
  const query = new URLSearchParams();
  const named = questions === null ? ALWAYS_NAMED : ALWAYS_NAMED_OWN;
  for (const name of ATTRIBUTES) {
    if (name === 'quiz') continue;
    if (name === 'quiz-seed' && learner) query.set(name, 'learner');
    else if (named.includes(name)) query.set(name, attributes[name] ?? String(settings[ATTRIBUTE_PROPERTIES[name]]));
    else if (attributes[name] !== undefined) query.set(name, attributes[name]);
  }
  if (questions !== null) query.set('questions', questions);
  query.set('pass', String(pass));
  query.set('complete', complete);
  // Commas and dots as they are: the line stays readable for an author who edits it.
  return `?${query.toString().replace(/%2C/gi, ',')}`;
}

function fileList(files) {
  return files.map((f) => `      <file href="${xml(f)}"/>`).join('\n');
}

export function manifest12({ title, pass, parameters, files }) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="sinusoidal-pe-scorm12" version="1.0"
          xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
          xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
          xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
          xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="sinusoidal-pe-organization">
    <organization identifier="sinusoidal-pe-organization">
      <title>${xml(title)}</title>
      <!-- The quiz's settings: the widget's attributes as launch parameters (pass: the pass mark as a fraction). -->
      <item identifier="sinusoidal-pe-quiz" identifierref="sinusoidal-pe-sco" isvisible="true" parameters="${xml(parameters)}">
        <title>${xml(title)}</title>
        <adlcp:masteryscore>${Math.round(pass * 100)}</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sinusoidal-pe-sco" type="webcontent" adlcp:scormtype="sco" href="index.html">
${fileList(files)}
    </resource>
  </resources>
</manifest>
`;
}

export function manifest2004({ title, pass, parameters, files }) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="sinusoidal-pe-scorm2004" version="1.0"
          xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
          xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
          xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
          xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
          xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
          xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
          xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
  <organizations default="sinusoidal-pe-organization">
    <organization identifier="sinusoidal-pe-organization">
      <title>${xml(title)}</title>
      <!-- The quiz's settings: the widget's attributes as launch parameters (pass: the pass mark as a fraction). -->
      <item identifier="sinusoidal-pe-quiz" identifierref="sinusoidal-pe-sco" isvisible="true" parameters="${xml(parameters)}">
        <title>${xml(title)}</title>
        <imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="sinusoidal-pe-pass" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>${pass}</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
          <imsss:deliveryControls completionSetByContent="true" objectiveSetByContent="true"/>
        </imsss:sequencing>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sinusoidal-pe-sco" type="webcontent" adlcp:scormType="sco" href="index.html">
${fileList(files)}
    </resource>
  </resources>
</manifest>
`;
}

// ---- bundles --------------------------------------------------------------------------------------

function distFile(name) {
  const path = join(dist, name);
  if (!existsSync(path)) throw new Error(`${relative(process.cwd(), path)} is missing: run npm run build first.`);
  return readFileSync(path);
}

const MINIFY = { minify: true, legalComments: 'none', target: 'es2022', logLevel: 'warning', write: false };

// The SCO's script: scorm-sco.js and scorm-api.js, with the element imported from the file beside it
// (dist/'s files lie beside it in the package, so the build's rule for dist/ applies).
async function scoScript() {
  const result = await build({
    ...MINIFY,
    entryPoints: [join(root, 'web/lms/scorm-sco.js')],
    bundle: true,
    format: 'esm',
    plugins: [besideInDist],
  });
  return result.outputFiles[0].contents;
}

// H5P's script: one classic script (H5P loads library files so) of the built element, quiz panels,
// loader and the bank build's glue, from dist/, with the .wasm's bytes inside it. The two smaller
// builds of the core, the figures and the share panel (which the content type hides) are left out: nothing in a bank quiz asks for them (loadCore()
// hands the bank's build to every caller once it is loading).
async function h5pScript() {
  distFile('pe-core-bank-wasm.wasm');
  const result = await build({
    ...MINIFY,
    entryPoints: [join(root, 'web/lms/h5p-sinusoidal-pe.js')],
    bundle: true,
    format: 'iife',
    logOverride: { 'empty-import-meta': 'silent' },
    plugins: [{
      name: 'built-widget',
      setup(b) {
        b.onResolve({ filter: /^\.\.\/sinusoidal-pe\.js$/ }, () => ({ path: join(dist, 'sinusoidal-pe.js') }));
        // The core's loader, which the core's room re-exports, is the built one: the element's file
        // carries it (one copy for the element and this script).
        b.onResolve({ filter: /^\.\/pe-core\.js$/ }, ({ resolveDir }) =>
          (resolveDir === join(root, 'web/core') ? { path: join(dist, 'sinusoidal-pe.js') } : undefined));
        // The .wasm gzipped, as base64 text: about 13 KB less to download than its plain bytes in base64.
        b.onResolve({ filter: /^sinusoidal-pe:core-wasm$/ }, () => ({ path: 'pe-core-bank-wasm.wasm', namespace: 'embedded' }));
        b.onLoad({ filter: /.*/, namespace: 'embedded' }, () => ({
          contents: gzipSync(distFile('pe-core-bank-wasm.wasm'), { level: 9 }).toString('base64'),
          loader: 'text',
        }));
        b.onResolve({ filter: /^(\.\/(pe-core-wasm|pe-core-check-wasm|figures|share)\.js|node:fs\/promises)$/ }, ({ path }) => ({ path, namespace: 'left-out' }));
        b.onLoad({ filter: /.*/, namespace: 'left-out' }, ({ path }) => ({
          contents: `throw new Error(${JSON.stringify(`${path.replace(/^\.\//, '')} is not part of the H5P content type.`)});`,
          loader: 'js',
        }));
      },
    }],
  });
  return result.outputFiles[0].contents;
}

/**
 * The editor's English words as an H5P language file (language/en.json): semantics.json's fields with
 * only what a translator translates (label, description, placeholder, entity, the options' labels),
 * nested as the fields are.
 * semantics.json holds the words; this file is made from it at each packaging, and a translator
 * copies it to web/lms/h5p/language/<code>.json (H5P's codes: de, fr, zh-hans, …).
 */
export function h5pLanguage(semantics) {
  const words = (field) => {
    const out = {};
    for (const key of ['label', 'description', 'placeholder', 'entity']) if (field[key] !== undefined) out[key] = field[key];
    if (field.options) out.options = field.options.map((o) => ({ label: o.label }));
    if (field.fields) out.fields = field.fields.map(words);
    if (field.field) out.field = words(field.field);
    return out;
  };
  return { semantics: semantics.map(words) };
}

/** The editor's translations: web/lms/h5p/language/<code>.json, as {code: text}. */
export function h5pTranslations() {
  const folder = join(root, 'web/lms/h5p/language');
  if (!existsSync(folder)) return {};
  return Object.fromEntries(readdirSync(folder).filter((f) => /^[a-z]{2,3}(-[a-z0-9]+)*\.json$/.test(f)).sort()
    .map((f) => [f.replace(/\.json$/, ''), readFileSync(join(folder, f), 'utf8')]));
}

// The content upgrade H5P hosts run for content made with an older version: one classic script (it
// may run in a worker), with the form conversion it imports.
async function h5pUpgrades() {
  const result = await build({ ...MINIFY, entryPoints: [join(root, 'web/lms/h5p/upgrades.js')], bundle: true, format: 'iife' });
  return result.outputFiles[0].contents;
}

// ---- packages -------------------------------------------------------------------------------------

/**
 * The locales whose catalogs the packages carry: every one the build wrote (dist/<locale>.ftl). A
 * widget fetches only the catalog of the language it speaks.
 */
export function catalogLocales() {
  return LOCALES.filter((locale) => existsSync(join(dist, `${locale}.ftl`)));
}

/**
 * A catalog's files in dist/ for the rooms a package has (web/i18n/parts.js): <locale>.ftl, and its
 * parts, <locale>.quiz.ftl and, with figures, <locale>.figures.ftl.
 */
export function catalogFiles({ figures }) {
  const parts = ['quiz', ...(figures ? ['figures'] : [])];
  return catalogLocales().flatMap((locale) => [`${locale}.ftl`, ...parts.map((part) => `${locale}.${part}.ftl`)]);
}

/** The widget files a SCORM package holds (in the order listed in its manifest). */
export function scormFiles(settings) {
  const files = ['index.html', 'sco.js', 'sco.css', 'sinusoidal-pe.js', 'pe-core-bank.js', 'pe-core-bank-wasm.js',
    'pe-core-bank-wasm.wasm', 'quiz-panels.js', 'quiz-bank-panels.js'];
  if (settings.figures.length) files.push('figures.js');
  files.push(...catalogFiles({ figures: settings.figures.length > 0 }));
  return files;
}

/**
 * Where the H5P library keeps a locale's catalog ('de') or one of its parts ('de.quiz'): H5P hosts
 * refuse .ftl files in a library, but take .txt.
 */
export const h5pCatalogPath = (locale) => `catalogs/${locale}.ftl.txt`;

function zip(entries) {
  const files = {};
  for (const [name, data] of Object.entries(entries)) {
    const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : new Uint8Array(data);
    files[name] = [bytes, { level: 9, mtime: MTIME }];
  }
  return zipSync(files);
}

/**
 * The H5P content's parameters (content/content.json), as the editor's form (semantics.json) holds
 * them: the settings, where the seed comes from (seedFrom), the rules in their group, the score
 * bands, the author's questions as the form's list (or, when a list does not fit the form, as the
 * JSON the content type also reads), the pass mark and the completion rule.
 */
export function h5pContent({ attributes, settings, pass, complete = DEFAULT_COMPLETION, learner = true, questions = null }) {
  const content = {};
  const rules = {};
  for (const [attribute, key] of Object.entries(H5P_PARAMETERS)) {
    const value = settings[ATTRIBUTE_PROPERTIES[attribute]];
    if (attribute === 'positions') content[key] = attributes.positions?.trim() ?? value.join(',');
    else if (RULES.includes(attribute)) rules[key] = String(value);
    else if (attribute === 'score-feedback') {
      if (value.length) content[key] = value.map((band) => ({ ...band }));
    } else content[key] = attribute === 'origin' ? String(value) : value;
  }
  content.seedFrom = learner ? 'learner' : 'seed';
  content.rules = rules;
  if (questions !== null) {
    const form = formFromSpecs(JSON.parse(questions));
    if (form) content.questionList = form;
    else content.questions = questions;
  }
  content.passPercentage = Math.round(pass * 10000) / 100;
  content.completeWhen = complete;
  return content;
}

/** Writes the three packages; returns [{name, path, bytes, files}]. */
export async function writePackages(options) {
  const { settings, title, pass, out } = options;
  const parameters = launchParameters(options);
  const files = scormFiles(settings);
  const sco = await scoScript();
  const shared = {};
  for (const f of files) {
    if (f === 'index.html') shared[f] = readFileSync(join(root, 'web/lms/index.html'), 'utf8').replace(/<title>[^<]*<\/title>/, `<title>${xml(title)}</title>`);
    else if (f === 'sco.js') shared[f] = sco;
    else if (f === 'sco.css') shared[f] = readFileSync(join(root, 'web/lms/sco.css'));
    else shared[f] = distFile(f);
  }
  const h5pJson = {
    title,
    language: 'und',
    mainLibrary: H5P_LIBRARY.machineName,
    embedTypes: ['div', 'iframe'],
    license: 'U',
    preloadedDependencies: [{ machineName: H5P_LIBRARY.machineName, majorVersion: H5P_LIBRARY.majorVersion, minorVersion: H5P_LIBRARY.minorVersion }],
  };
  const packages = {
    [PACKAGES.scorm12]: { 'imsmanifest.xml': manifest12({ title, pass, parameters, files }), ...shared },
    [PACKAGES.scorm2004]: { 'imsmanifest.xml': manifest2004({ title, pass, parameters, files }), ...shared },
    [PACKAGES.h5p]: {
      'h5p.json': JSON.stringify(h5pJson, null, 2),
      'content/content.json': JSON.stringify(h5pContent(options), null, 2),
      [`${H5P_FOLDER}/library.json`]: JSON.stringify(H5P_LIBRARY, null, 2),
      [`${H5P_FOLDER}/semantics.json`]: readFileSync(join(root, 'web/lms/h5p/semantics.json')),
      [`${H5P_FOLDER}/upgrades.js`]: await h5pUpgrades(),
      [`${H5P_FOLDER}/language/en.json`]: JSON.stringify(h5pLanguage(JSON.parse(readFileSync(join(root, 'web/lms/h5p/semantics.json'), 'utf8'))), null, 2),
      ...Object.fromEntries(Object.entries(h5pTranslations()).map(([code, text]) => [`${H5P_FOLDER}/language/${code}.json`, text])),
      [`${H5P_FOLDER}/icon.svg`]: readFileSync(join(root, 'favicon.svg')),
      // The quiz's part too; the library has no figures.
      ...Object.fromEntries(catalogFiles({ figures: false }).map((file) => [`${H5P_FOLDER}/${h5pCatalogPath(file.slice(0, -'.ftl'.length))}`, distFile(file)])),
      [`${H5P_FOLDER}/${H5P_LIBRARY.preloadedJs[0].path}`]: await h5pScript(),
    },
  };
  mkdirSync(out, { recursive: true });
  const written = [];
  for (const [name, entries] of Object.entries(packages)) {
    const bytes = zip(entries);
    const path = join(out, name);
    writeFileSync(path, bytes);
    written.push({ name, path, bytes: bytes.length, files: Object.keys(entries) });
  }
  return written;
}

/** The attributes the H5P content type does not take (it has no figures), among those given. */
export function notInH5p(attributes) {
  return Object.keys(attributes).filter((a) => !(a in H5P_PARAMETERS));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let options;
  try {
    options = readOptions(process.argv.slice(2));
    await checkQuestions(options);
  } catch (error) {
    console.error(`package: ${error.message.split('\n').join('\npackage: ')}`);
    process.exit(2);
  }
  const written = await writePackages(options);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  for (const p of written) console.log(`package: ${relative(process.cwd(), p.path)}  ${kb(p.bytes)}, ${p.files.length} files`);
  console.log(`package: parameters ${launchParameters(options)}  (pass mark ${Math.round(options.pass * 1000) / 10} %, complete when ${options.complete})`);
  const skipped = notInH5p(options.attributes);
  if (skipped.length) console.log(`package: the H5P content type has no figures, so it leaves out ${skipped.map((a) => `--${a}`).join(', ')}.`);
}
