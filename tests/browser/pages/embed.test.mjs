// embed.html for platforms that strip scripts: settings from URL parameters, and the height sent to
// the parent page, whose documented listener resizes the iframe. The widget is served from another
// origin than the course page, as it would be in practice.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eventually, expectText, settled, tableValues, useBrowser } from '../harness.mjs';

describe('embed.html', () => {
  const h = useBrowser({ coursePage: true }); // h.course: the course page's origin

  const embedUrl = (params) => `${h.url('embed.html')}?${new URLSearchParams(params)}`;
  const hostUrl = (src) => `${new URL('tests/browser/fixtures/iframe-host.html', h.course.url)}?${new URLSearchParams({ src })}`;

  it('renders one widget from URL parameters', async () => {
    const page = await h.newPage();
    await page.goto(embedUrl({ 'd-model': '8', base: '100', positions: '1..3', origin: '1', layout: 'concatenated', decimals: '3', quiz: 'q1' }));
    const widget = page.locator('sinusoidal-pe');
    const table = widget.getByRole('table', { name: 'PE(pos) for d_model = 8, base 100, concatenated layout, index origin 1, 3 decimals' });
    await table.waitFor();
    const rows = await tableValues(widget);
    assert.equal(rows.length, 3);
    assert.deepEqual(rows[0], ['0.000', '0.000', '0.000', '0.000', '1.000', '1.000', '1.000', '1.000']);
    assert.deepEqual(rows[1].slice(0, 2), ['0.841', '0.311']); // sin(1), sin(1 / 100^(2/8))
    await widget.getByRole('button', { name: 'Check' }).waitFor();
    assert.equal(await page.evaluate(() => window.parent === window), true);
  });

  it('takes a scored quiz\'s rules as URL parameters', async () => {
    const page = await h.newPage();
    const bands = [{ from: 0, to: 100, feedback: 'Thanks.' }];
    await page.goto(embedUrl({ quiz: 'bank', solution: 'never', retries: '2', settings: 'locked', table: 'hidden', 'new-questions': 'not-allowed', 'score-feedback': JSON.stringify(bands) }));
    const widget = page.locator('sinusoidal-pe');
    const quiz = widget.getByRole('group', { name: 'Quiz' });
    await quiz.getByRole('button', { name: 'Check' }).waitFor();
    assert.deepEqual(await widget.evaluate((el) => [el.solution, el.retries, el.settings, el.table, el.newQuestions, el.scoreFeedback]),
      ['never', 2, 'locked', 'hidden', 'not-allowed', bands]);
    assert.equal(await widget.getByRole('table', { name: /^PE\(pos\)/ }).isVisible(), false);
    assert.equal(await quiz.getByText('Solution', { exact: true }).count(), 0);
    assert.equal(await quiz.getByRole('button', { name: 'New questions' }).isVisible(), false);
    assert.equal(await widget.getByLabel('d_model', { exact: true }).getAttribute('readonly'), '');
  });

  it('shows bad URL parameters as text in the widget, not as markup', async () => {
    const page = await h.newPage();
    await page.goto(embedUrl({ 'd-model': '<script>alert(1)</script>', view: 'quiz' }));
    const alert = page.getByRole('alert');
    // The learner's plain words quote the text as text; the author's sentences are the widget's problems.
    await expectText(alert, '“<script>alert(1)</script>”');
    const problems = await page.locator('sinusoidal-pe').evaluate((el) => el.problems.map((p) => p.message).join(' | '));
    assert.ok(problems.includes('d-model="<script>alert(1)</script>": this is not a finite number'), problems);
    assert.ok(problems.includes('view="quiz": this view shows only a question, so it needs a quiz attribute'), problems);
    assert.equal(await page.locator('sinusoidal-pe').evaluate((el) => el.shadowRoot.querySelectorAll('script').length), 0);
  });

  it('sets the language the widget speaks from lang=, keeps it in its link and its share code, and refuses a bad one by name', async () => {
    const page = await h.newPage();
    await page.goto(embedUrl({ 'd-model': '8', lang: 'en-GB' }));
    const widget = page.locator('sinusoidal-pe');
    await widget.getByRole('table', { name: /^PE\(pos\) for d_model = 8/ }).waitFor();
    assert.equal(await widget.getAttribute('lang'), 'en-GB');
    assert.equal(await widget.evaluate((el) => el.shadowRoot.querySelector('.pe').lang), 'en-GB');
    await eventually(async () => assert.match(page.url(), /[?&]lang=en-GB(&|$)/));
    const [tag, iframe, pack] = await widget.evaluate((el) => Promise.all(['tag', 'iframe', 'package'].map((kind) => el.embedCode(kind))));
    assert.equal(tag, '<sinusoidal-pe d-model="8" lang="en-GB"></sinusoidal-pe>');
    assert.equal(new URL(iframe).searchParams.get('lang'), 'en-GB');
    assert.doesNotMatch(pack, /lang/);

    for (const [lang, why] of [['*', 'is not a language tag'], ['pt', 'is not a language the widget speaks']]) {
      const bad = await h.newPage();
      const warnings = [];
      bad.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
      await bad.goto(embedUrl({ 'd-model': '8', lang }));
      const refused = bad.locator('sinusoidal-pe');
      await refused.getByRole('table', { name: /^PE\(pos\) for d_model = 8/ }).waitFor();
      assert.equal(await refused.getAttribute('lang'), null, lang);
      await eventually(async () => assert.ok(warnings.some((w) => w.startsWith(`embed.html: lang ${JSON.stringify(lang)} ${why}`)), warnings.join('\n')));
      assert.ok(!warnings.some((w) => /URL parameter "lang"/.test(w)), 'lang is a parameter it reads');
    }
  });

  it('tells its parent its height, and the documented listener resizes the iframe', async () => {
    const page = await h.newPage();
    const courseOrigin = new URL(h.course.url).origin;
    await page.goto(hostUrl(embedUrl({ positions: '0..2', 'parent-origin': courseOrigin })));
    const iframe = page.locator('#frame');
    const frame = page.frameLocator('#frame');
    await frame.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();

    const sizes = async () => ({
      frame: (await iframe.boundingBox()).height,
      content: await frame.locator('html').evaluate((html) => html.getBoundingClientRect().height),
    });
    const fits = async () => {
      const s = await sizes();
      assert.ok(s.content > 300, `the widget is drawn (${s.content}px)`);
      assert.ok(Math.abs(s.frame - Math.ceil(s.content)) <= 1, `iframe ${s.frame}px fits content ${s.content}px`);
      return s;
    };
    const first = await eventually(fits);

    // The widget grows: three more rows, then the open solution of a quiz... the frame follows.
    for (let i = 0; i < 3; i += 1) await frame.getByRole('button', { name: 'Add a row' }).click();
    const grown = await eventually(async () => {
      const s = await fits();
      assert.ok(s.frame > first.frame + 60, `grew from ${first.frame}px to ${s.frame}px`);
      return s;
    });
    // ... and shrinks back.
    await frame.getByRole('button', { name: 'Remove row 6' }).click();
    await frame.getByRole('button', { name: 'Remove row 5' }).click();
    await eventually(async () => {
      const s = await fits();
      assert.ok(s.frame < grown.frame, 'shrank');
    });
    // The text after the frame moves with it.
    const after = await page.locator('#after').boundingBox();
    const box = await iframe.boundingBox();
    assert.ok(after.y >= box.y + box.height);
  });

  it('sends nothing to a parent of another origin than parent-origin', async () => {
    const page = await h.newPage();
    await page.goto(hostUrl(embedUrl({ 'parent-origin': 'https://other.example' })));
    const frame = page.frameLocator('#frame');
    await frame.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    await settled(page);
    // postMessage with a non-matching targetOrigin is dropped: the frame keeps its default height.
    assert.equal((await page.locator('#frame').boundingBox()).height, 150);
  });

  it('posts with targetOrigin "*" when no parent-origin is given', async () => {
    const page = await h.newPage();
    await page.goto(hostUrl(embedUrl({ quiz: 'q1', view: 'quiz' })));
    const frame = page.frameLocator('#frame');
    await frame.getByRole('button', { name: 'Check' }).waitFor();
    await eventually(async () => {
      const height = (await page.locator('#frame').boundingBox()).height;
      assert.notEqual(height, 150);
    });
    const before = (await page.locator('#frame').boundingBox()).height;
    await frame.getByText('Solution', { exact: true }).click();
    await eventually(async () => assert.ok((await page.locator('#frame').boundingBox()).height > before + 20));
  });
});
