// The demo in every language: each catalog draws every widget without console errors, in the
// language and direction asked for; the pseudo-locale (every catalog letter accented) finds any text
// a widget shows that did not come from a catalog; numbers follow the locale's marks.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCALES, PSEUDO_LOCALE } from '../../../web/i18n/locales.js';
import { scrollThrough, useBrowser } from '../harness.mjs';

// Formula symbols and names that are the same in every language (the catalogs keep them too).
const SYMBOLS = new Set(['d_model', 'PE', 'pos', 'sin', 'cos', 'RoPE', 'NTK', 'YaRN', 'max', 'min', 'base', 'xAPI',
  'CSV', 'TSV', 'LaTeX', 'Markdown', 'SVG', 'PNG', 'SCORM', 'H5P', 'HTML', 'iframe', 'embed', 'html', 'js', 'ln', 'exp', 'dim', 'Llama', 'GPT', 'NaN']);

// Every visible text and accessible name inside the widgets' shadow roots, with where it is, except
// formulas (MathML, and what the widget marks as a formula or a number).
function visibleTexts() {
  const out = [];
  const walk = (root, where) => {
    for (const node of root.querySelectorAll('*')) {
      // Formulas, and names that stay as they are in every language (translate="no": a model's
      // name, a config.json key, a number type).
      if (node.closest('math, [data-formula], code, kbd, [translate="no"]')) continue;
      for (const attribute of ['aria-label', 'title', 'alt', 'placeholder', 'aria-roledescription']) {
        const value = node.getAttribute(attribute);
        if (value) out.push([`${where} ${node.localName}[${attribute}]`, value]);
      }
      if (node.shadowRoot) walk(node.shadowRoot, `${where} ${node.localName}`);
      if (node.localName === 'style' || node.localName === 'script') continue;
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      for (const child of node.childNodes) {
        if (child.nodeType === Node.TEXT_NODE && child.data.trim()) out.push([`${where} ${node.localName}.${node.className || ''}`, child.data.trim()]);
      }
    }
  };
  for (const widget of document.querySelectorAll('sinusoidal-pe')) walk(widget.shadowRoot, `#${widget.id}`);
  return out;
}

// Resolves once the demo's first widget speaks lang.
const defaultWidgetSpeaks = (page, lang) =>
  page.waitForFunction((l) => document.querySelector('#default-widget').shadowRoot.querySelector('.pe')?.lang === l, lang);

describe('languages', () => {
  const h = useBrowser();

  it('the pseudo-locale shows no text that did not come from a catalog', async () => {
    const page = await h.newPage();
    await page.goto(h.url(`index.html?lang=${PSEUDO_LOCALE}`));
    await scrollThrough(page);
    const texts = await page.evaluate(visibleTexts);
    const plain = texts
      .map(([where, text]) => [where, text, (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !SYMBOLS.has(w))])
      .filter(([, , words]) => words.length)
      .map(([where, text]) => `${where}: ${text.slice(0, 80)}`);
    assert.deepEqual([...new Set(plain)], []);
    assert.ok(texts.length > 200, `only ${texts.length} texts found`);
  });

  for (const locale of LOCALES) {
    it(`draws the demo in ${locale} without console errors, in its language and direction`, async () => {
      const page = await h.newPage();
      const catalogs = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.ftl')) catalogs.push(new URL(request.url()).pathname.split('/').pop());
      });
      await page.goto(h.url(`index.html?lang=${locale}`));
      await scrollThrough(page);
      const frames = await page.evaluate(() => [...document.querySelectorAll('sinusoidal-pe')].map((w) => {
        const frame = w.shadowRoot.querySelector('.pe');
        return `${frame.lang} ${frame.dir}`;
      }));
      const dir = locale === 'ar' ? 'rtl' : 'ltr';
      assert.deepEqual([...new Set(frames)], [`${locale} ${dir}`]);
      // The demo has a quiz and figures: their parts of that catalog too (web/i18n/parts.js).
      assert.deepEqual([...new Set(catalogs)].sort(), [`${locale}.figures.ftl`, `${locale}.ftl`, `${locale}.quiz.ftl`], 'only the catalog of the language spoken is fetched');
    });
  }

  it('writes the table\'s exact digits with the locale\'s decimal mark and digits', async () => {
    const page = await h.newPage();
    await page.goto(h.url('index.html?lang=de&d-model=4&positions=1&decimals=6'));
    const widget = page.locator('#default-widget');
    await widget.getByRole('cell', { name: '0,841471' }).first().waitFor();
    await widget.evaluate((el) => el.setAttribute('lang', 'ar-EG'));
    await widget.getByRole('cell', { name: '\u0660\u066B\u0668\u0664\u0661\u0664\u0667\u0661' }).first().waitFor();
  });

  it('the demo\'s picker names each language in its own words, and the widgets and the link follow it', async () => {
    const page = await h.newPage();
    await page.goto(h.url('index.html?lang=ar-EG'));
    const picker = page.getByLabel('Language of the widgets');
    // Written out here, not taken from the code: what a speaker of each language calls it.
    const options = await picker.locator('option').evaluateAll((all) => all.map((o) => `${o.value} ${o.lang} ${o.textContent}`));
    assert.deepEqual(options, ['en en English', 'de de Deutsch', 'es es español', 'fr fr français', 'zh-Hans zh-Hans 简体中文', 'ar ar العربية']);
    assert.equal(await picker.inputValue(), 'ar', 'a regional tag in the link picks its language');
    await picker.selectOption({ label: 'Deutsch' });
    const widget = page.locator('#default-widget');
    await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    await defaultWidgetSpeaks(page, 'de');
    assert.equal(new URL(page.url()).searchParams.get('lang'), 'de');
    await picker.selectOption({ label: 'English' });
    await defaultWidgetSpeaks(page, 'en');
    assert.equal(new URL(page.url()).searchParams.get('lang'), null, 'English, the default, leaves the link');
  });

  it('the "Try this" strip names each field as the form labels it, in every language', async () => {
    const page = await h.newPage();
    await page.goto(h.url('index.html'));
    const widget = page.locator('#default-widget');
    await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    // The first step asks for the positions field, the fourth for the base field.
    const read = () => widget.evaluate((el) => {
      const root = el.shadowRoot;
      const labelOf = (input) => input.labels[0].textContent.trim();
      return {
        step: root.querySelector('.guide-do').textContent,
        positions: labelOf(root.querySelector('.positions-input')),
        base: labelOf(root.querySelector('.base-slider').closest('.field').querySelector('input:not([type="range"])')),
      };
    });
    for (const locale of LOCALES) {
      await widget.evaluate((el, lang) => el.setAttribute('lang', lang), locale);
      await defaultWidgetSpeaks(page, locale);
      const first = await read();
      assert.ok(first.step.includes(first.positions), `${locale}: "${first.step}" names the field "${first.positions}"`);
      for (let i = 0; i < 3; i += 1) await widget.locator('.guide-next').click();
      const fourth = await read();
      assert.ok(fourth.step.includes(fourth.base), `${locale}: "${fourth.step}" names the field "${fourth.base}"`);
      for (let i = 0; i < 3; i += 1) await widget.locator('.guide-previous').click();
    }
  });
});
