// The language a package's widget speaks, as the course platform gives it: SCORM's learner preference
// (cmi.learner_preference.language in 2004, cmi.student_preference.language in 1.2) set by the LMS
// page around scorm-again, and the H5P content's language (metadata.defaultLanguage) given by the
// host page around h5p-standalone; the browser's languages when the platform names none or names
// something that is not a language tag (with a note in the console). Only the chosen language's
// catalog is asked for: while a locale's catalog is not written yet, the widget asks for it, is
// refused (HTTP 404), and then takes the English one, and nothing else.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { STRICT_CSP } from '../../../scripts/serve.mjs';
import { startLmsSite } from './lms-site.mjs';
import { expectText, useBrowser } from '../harness.mjs';

const catalogOf = (url) => /\/([^/]+)\.ftl(\.txt)?$/.exec(new URL(url).pathname)?.[1] ?? null;

describe('the packages speak the language the course platform gives', () => {
  const h = useBrowser();
  let site;

  before(async () => {
    site = await startLmsSite({ default: [] });
  });
  after(async () => site?.close());

  // Watches a page: the catalogs asked for (with their HTTP status) and the console's notes.
  function watch(page) {
    const seen = { catalogs: [], notes: [] };
    page.on('response', (r) => {
      const locale = catalogOf(r.url());
      if (locale) seen.catalogs.push([locale, r.status()]);
    });
    page.on('console', (m) => seen.notes.push(m.text()));
    return seen;
  }
  const shipped = (kind, locale) => Object.keys(site.packages.default.find((p) => p.kind === kind).entries)
    .some((name) => catalogOf(`http://x/${name}`) === locale);

  // The catalogs a widget speaking `locale` asks for: its own, and English after it while its own is
  // not in the package. The refusal is the only console error, and it is taken off the page's list.
  function assertOneCatalog(page, seen, kind, locale) {
    // Its first file, then the quiz's part (web/i18n/parts.js): the packages' quiz is always there.
    if (shipped(kind, locale)) {
      assert.deepEqual(seen.catalogs, [[locale, 200], [`${locale}.quiz`, 200]], `only the ${locale} catalog`);
      return;
    }
    assert.deepEqual(seen.catalogs, [[locale, 404], ['en', 200], ['en.quiz', 200]], `the ${locale} catalog, not written yet, then the English one: no other`);
    const refused = page.problems.filter((p) => /404/.test(p));
    assert.equal(refused.length, 1, 'the missing catalog is the one console error');
    page.problems = page.problems.filter((p) => !refused.includes(p));
  }

  const lmsUrl = (kind, extra) => `${site.url('lms/lms.html')}?${new URLSearchParams({ pkg: `/packages/default/${kind}/`, ...extra })}`;
  const widgetIn = (scope) => scope.locator('sinusoidal-pe');
  const progress = (scope) => widgetIn(scope).locator('.quiz-progress');
  // The first line of the quiz's progress in the language the widget speaks (its catalog's words).
  const FIRST_QUESTION = { en: 'Question 1 of 8', de: 'Frage 1 von 8', fr: 'Question 1 sur 8', es: 'Pregunta 1 de 8' };

  it('SCORM 2004: cmi.learner_preference.language "de" makes the widget speak de, with one catalog asked for', async () => {
    const page = await h.newPage();
    const seen = watch(page);
    await page.goto(lmsUrl('scorm2004', { key: 'lang-2004', language: 'de' }));
    const frame = page.frameLocator('#sco');
    await expectText(progress(frame), FIRST_QUESTION.de);
    assert.equal(await widgetIn(frame).getAttribute('lang'), 'de');
    assertOneCatalog(page, seen, 'scorm2004', 'de');
    assert.ok(!seen.notes.some((n) => /names no language|not a language tag/.test(n)), 'no note: the LMS named a language');
  });

  it('SCORM 1.2: cmi.student_preference.language "fr-CA" is the widget\'s language', async () => {
    const page = await h.newPage();
    const seen = watch(page);
    await page.goto(lmsUrl('scorm12', { key: 'lang-12', language: 'fr-CA' }));
    const frame = page.frameLocator('#sco');
    await expectText(progress(frame), FIRST_QUESTION.fr);
    assert.equal(await widgetIn(frame).getAttribute('lang'), 'fr-CA');
    assertOneCatalog(page, seen, 'scorm12', 'fr');
  });

  it('SCORM: no preference, or one that is not a language tag, falls back to the browser\'s languages with a note', async () => {
    // (SCORM 2004's run-time refuses a value that is not a language tag; SCORM 1.2's takes any text.)
    for (const [kind, language, note] of [['scorm2004', null, /cmi\.learner_preference\.language names no language; using the browser's languages\./],
      ['scorm12', 'klingon please', /cmi\.student_preference\.language "klingon please" is not a language tag; using the browser's languages\./]]) {
      const page = await h.newPage();
      const seen = watch(page);
      await page.goto(lmsUrl(kind, { key: `lang-none-${kind}`, ...(language ? { language } : {}) }));
      const frame = page.frameLocator('#sco');
      await expectText(progress(frame), FIRST_QUESTION.en);
      const browser = await page.evaluate(() => navigator.languages);
      assert.match(browser[0], /^en\b/, 'the test browser speaks English');
      assert.equal(await widgetIn(frame).getAttribute('lang'), browser[0]);
      assert.ok(seen.notes.some((n) => note.test(n)), `a note: ${seen.notes.join(' | ')}`);
      assert.deepEqual(seen.catalogs, [['en', 200], ['en.quiz', 200]]);
    }
  });

  const h5pUrl = (extra, url = site.url) => `${url('lms/h5p.html')}?${new URLSearchParams({ content: '/packages/default/h5p', ...extra })}`;

  it('H5P: the content\'s language (metadata.defaultLanguage "de") makes the widget speak de; its catalog comes from the library\'s folder', async () => {
    const page = await h.newPage();
    const seen = watch(page);
    const asked = [];
    page.on('request', (r) => catalogOf(r.url()) && asked.push(new URL(r.url()).pathname));
    await page.goto(h5pUrl({ key: 'lang-h5p', language: 'de' }));
    const scope = page.locator('#h5p-container');
    await expectText(progress(scope), FIRST_QUESTION.de);
    assert.equal(await widgetIn(scope).getAttribute('lang'), 'de');
    assertOneCatalog(page, seen, 'h5p', 'de');
    for (const path of asked) assert.match(path, /^\/packages\/default\/h5p\/H5P\.SinusoidalPE-1\.2\/catalogs\/[a-zA-Z-]+(\.quiz)?\.ftl\.txt$/);
  });

  it('H5P: in the iframe embed too (its page written by H5P with the content\'s language)', async () => {
    const inline = await site.serve(STRICT_CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"));
    const page = await h.newPage();
    const seen = watch(page);
    await page.goto(h5pUrl({ key: 'lang-h5p-iframe', language: 'es', embed: 'iframe' }, inline));
    const scope = page.frameLocator('iframe.h5p-iframe');
    await expectText(progress(scope), FIRST_QUESTION.es);
    assert.equal(await scope.locator('html').getAttribute('lang'), 'es', 'H5P wrote the frame\'s page in the content\'s language');
    assert.equal(await widgetIn(scope).getAttribute('lang'), 'es');
    assertOneCatalog(page, seen, 'h5p', 'es');
  });

  it('H5P: a content without a language speaks the browser\'s', async () => {
    const page = await h.newPage();
    const seen = watch(page);
    await page.goto(h5pUrl({ key: 'lang-h5p-none' }));
    const scope = page.locator('#h5p-container');
    await expectText(progress(scope), FIRST_QUESTION.en);
    const browser = await page.evaluate(() => navigator.languages);
    assert.equal(await widgetIn(scope).getAttribute('lang'), browser[0]);
    assert.ok(seen.notes.some((n) => /the H5P content's language \(metadata\.defaultLanguage\) names no language/.test(n)));
    assert.deepEqual(seen.catalogs, [['en', 200], ['en.quiz', 200]]);
  });
});
