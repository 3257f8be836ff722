// Sharing, as a course author and a learner do it: open the widget's share panel by its button,
// press Copy, paste what the clipboard holds into another page; copy the table in each format and
// read it back; save a figure and open the file as an image; reload a link that was changed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { englishMessages } from '../../node/english.mjs';
import { axeViolations, overflow } from '../screens.mjs';
import { eventually, expectText, fixtureUrl, mountWidget, settled, tableRows, tableValues, useBrowser } from '../harness.mjs';

describe('the share panel', () => {
  const h = useBrowser();

  // A page whose clipboard the test may read and the page may write.
  async function clipboardPage(options) {
    const page = await h.newPage(options);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(h.server.url).origin });
    return page;
  }
  const readClipboard = (page) => page.evaluate(() => navigator.clipboard.readText());

  async function openPanel(widget) {
    const toggle = widget.getByRole('button', { name: 'Share and copy' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.focus();
    await toggle.press('Enter');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await widget.getByRole('button', { name: 'Copy the tag' }).waitFor();
  }

  it('is closed at first; its tag, pasted into a fresh page, shows the same table', async () => {
    const page = await clipboardPage();
    await page.goto(fixtureUrl(h, 'blank.html'));
    const widget = await mountWidget(page, { base: '100', positions: '1..3', origin: '1', decimals: '3', layout: 'concatenated', 'd-model': '4' });
    // The author changes d_model in the widget, as a reader would.
    const field = widget.getByLabel('d_model', { exact: true });
    await field.fill('8');
    await field.press('Enter');
    await expectText(widget.getByRole('table', { name: /^PE\(pos\)/ }), '7');
    assert.equal(await widget.getByRole('button', { name: 'Copy the tag' }).count(), 0, 'nothing of the panel before it opens');
    await openPanel(widget);
    await widget.getByRole('button', { name: 'Copy the tag' }).click();
    await expectText(widget.getByText(/^Copied the tag/), 'Copied the tag to the clipboard.');
    const tag = await readClipboard(page);
    assert.equal(tag, '<sinusoidal-pe d-model="8" base="100" positions="1..3" origin="1" layout="concatenated" decimals="3"></sinusoidal-pe>');
    assert.equal(await widget.evaluate((el) => el.embedCode('tag')), tag);

    const fresh = await h.newPage();
    await fresh.goto(fixtureUrl(h, 'blank.html'));
    await fresh.evaluate(async (html) => {
      document.getElementById('host').insertAdjacentHTML('beforeend', html);
      await customElements.whenDefined('sinusoidal-pe');
      await document.querySelector('sinusoidal-pe').updateComplete;
    }, tag);
    const pasted = fresh.locator('sinusoidal-pe');
    assert.deepEqual(await tableRows(pasted), await tableRows(widget));
  });

  it('copies the iframe link and the package command; embed.html opens the link with the same table', async () => {
    const page = await clipboardPage();
    await page.goto(fixtureUrl(h, 'blank.html'));
    const widget = await mountWidget(page, { 'd-model': '16', positions: '0, 5, 9', decimals: '2', quiz: 'bank', 'quiz-seed': '7' });
    await openPanel(widget);
    await widget.getByRole('button', { name: 'Copy the link' }).click();
    await expectText(widget.getByText(/^Copied the link/), 'Copied the link');
    const link = new URL(await readClipboard(page));
    assert.equal(link.pathname, '/embed.html');
    assert.deepEqual([...link.searchParams], [['d-model', '16'], ['positions', '0, 5, 9'], ['decimals', '2'], ['quiz', 'bank'], ['quiz-seed', '7'], ['parent-origin', '']]);
    await widget.getByRole('button', { name: 'Copy the command' }).click();
    await expectText(widget.getByText(/^Copied the command/), 'Copied the command');
    assert.equal(await readClipboard(page), "npm run package -- --d-model=16 --positions='0, 5, 9' --decimals=2 --quiz-seed=7");

    const embed = await h.newPage();
    await embed.goto(link.href);
    assert.deepEqual(await tableRows(embed.locator('sinusoidal-pe')), await tableRows(widget));
  });

  it('selects the text for Ctrl+C where the page may not write the clipboard, and says so', async () => {
    const page = await h.newPage();
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }));
    await page.goto(fixtureUrl(h, 'blank.html'));
    const widget = await mountWidget(page, { 'd-model': '8' });
    await openPanel(widget);
    await widget.getByRole('button', { name: 'Copy the tag' }).click();
    await expectText(widget.getByText(/clipboard, so the tag is selected/), 'press Ctrl+C');
    const selected = await widget.evaluate((el) => {
      const field = el.shadowRoot.activeElement;
      return { label: field.labels[0].textContent, text: field.value.slice(field.selectionStart, field.selectionEnd) };
    });
    assert.match(selected.label, /^The tag/);
    assert.equal(selected.text, '<sinusoidal-pe d-model="8"></sinusoidal-pe>');
  });

  it('copies the table as CSV, TSV, Markdown and LaTeX, with the cells the table shows', async () => {
    const page = await clipboardPage();
    await page.goto(fixtureUrl(h, 'blank.html'));
    const widget = await mountWidget(page, { 'd-model': '6', positions: '1..4', origin: '1', decimals: '4' });
    const shown = await tableRows(widget);
    await openPanel(widget);
    const texts = {};
    for (const [format, name] of [['csv', 'CSV'], ['tsv', 'TSV'], ['markdown', 'Markdown'], ['latex', 'LaTeX']]) {
      await widget.getByRole('button', { name: `Copy as ${name}` }).click();
      await expectText(widget.getByText(/^Copied the table/), `Copied the table as ${name}`);
      texts[format] = await widget.evaluate((el, f) => el.tableText(f), format);
      // The clipboard holds the text as made, CSV's CRLF included (its box shows them as LF, as a
      // <textarea> does).
      assert.equal(await readClipboard(page), texts[format]);
      assert.equal(await widget.getByLabel(`The table as ${name}`).inputValue(), texts[format].replace(/\r\n/g, '\n'));
    }
    // Each data row: the token → position, then the values as the table shows them.
    const csvRows = texts.csv.trimEnd().split('\r\n').slice(5).map((line) => line.split(','));
    assert.deepEqual(csvRows.map((row) => row.slice(1)), shown.map((row) => row.slice(1)));
    assert.deepEqual(csvRows.map((row) => row[0]), shown.map(([token], r) => `${token} → pos ${r}`));
    const tsvRows = texts.tsv.trimEnd().split('\n').slice(5).map((line) => line.split('\t').slice(1));
    assert.deepEqual(tsvRows, await tableValues(widget));
    assert.equal(texts.markdown.trimEnd().split('\n').length, 2 + 4 + 4);
    assert.match(texts.latex, /^\\begin\{tabular\}\{l\|r{6}\}\n/);
  });

  it('saves a figure as SVG, which opens as an image titled with its caption, and as PNG at twice the size', async () => {
    const page = await h.newPage();
    await page.goto(fixtureUrl(h, 'blank.html'));
    const widget = await mountWidget(page, { 'd-model': '16', figures: 'waves,heatmap', 'max-len': '64' });
    // Two figures: each behind its tab; the heat map's chosen and drawn too.
    await widget.getByRole('tab', { name: englishMessages.format('figure-tab-heatmap') }).click();
    await widget.locator('figure[data-figure="heatmap"] canvas[data-view-rows]').waitFor();
    await widget.getByRole('tab', { name: englishMessages.format('figure-tab-waves') }).click();
    await openPanel(widget);
    const waves = widget.locator('figure[data-figure="waves"]');
    const title = (await waves.locator('.pe-fig-title').textContent()).replace(/\.$/, '');
    const caption = (await waves.locator('figcaption').textContent()).replace(/\s+/g, ' ').trim();
    const [download] = await Promise.all([page.waitForEvent('download'), widget.getByRole('button', { name: `Download ${title} as SVG` }).click()]);
    assert.equal(download.suggestedFilename(), 'sinusoidal-pe-waves.svg');
    const svg = readFileSync(await download.path(), 'utf8');
    assert.match(svg, /^<\?xml/);
    assert.ok(svg.includes(`<title>${caption.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`), 'the caption is the title');
    assert.doesNotMatch(svg, /var\(--|class="|<script/);
    await expectText(widget.getByText(/^Saved/), 'Saved sinusoidal-pe-waves.svg.');

    // Opened as an image, in a page of its own.
    const viewer = await h.newPage({ bypassCSP: true });
    await viewer.goto(fixtureUrl(h, 'blank.html'));
    const opened = await viewer.evaluate(async (text) => {
      const img = new Image();
      img.src = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    }, svg);
    assert.ok(opened.width > 200 && opened.height > 100, JSON.stringify(opened));

    // The heat map's canvas is in its SVG too; the PNG is twice the drawing's size (its tab chosen).
    await widget.getByRole('tab', { name: englishMessages.format('figure-tab-heatmap') }).click();
    await widget.locator('figure[data-figure="heatmap"] canvas[data-view-rows]').waitFor();
    const heatmap = await widget.evaluate(async (el) => {
      const svgText = await (await el.figureImage('heatmap', 'svg')).text();
      const png = await el.figureImage('heatmap', 'png');
      const bytes = new Uint8Array(await png.arrayBuffer());
      const view = new DataView(bytes.buffer);
      const size = /width="(\d+)" height="(\d+)"/.exec(svgText);
      return { type: png.type, signature: [...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join(''),
        png: [view.getUint32(16), view.getUint32(20)], svg: [Number(size[1]), Number(size[2])], image: svgText.includes('<image') };
    });
    assert.equal(heatmap.type, 'image/png');
    assert.equal(heatmap.signature, 'PNG');
    assert.deepEqual(heatmap.png, heatmap.svg.map((n) => 2 * n));
    assert.ok(heatmap.image, 'the heat map\'s canvas is drawn into its SVG');
    await assert.rejects(widget.evaluate((el) => el.figureImage('rotation', 'svg')), /"rotation" is not a figure this widget shows; it shows waves, heatmap/);
  });

  it('a PNG of a figure paints the drawing: its pixels are not all the background', async () => {
    const page = await h.newPage();
    await page.goto(fixtureUrl(h, 'blank.html'));
    const widget = await mountWidget(page, { figures: 'waves' });
    await widget.locator('figure[data-figure="waves"] svg').waitFor();
    const colours = await widget.evaluate(async (el) => {
      const bitmap = await createImageBitmap(await el.figureImage('waves', 'png'));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d');
      ctx.drawImage(bitmap, 0, 0);
      const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
      const seen = new Set();
      for (let i = 0; i < data.length; i += 4 * 7) seen.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
      return seen.size;
    });
    assert.ok(colours > 10, `${colours} colours`);
  });

  it('is reached by keyboard, fits a 390 px phone and keeps axe clean when open', async () => {
    const page = await h.newPage({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true, bypassCSP: true });
    await page.goto(fixtureUrl(h, 'blank.html'));
    const widget = await mountWidget(page, { 'd-model': '64', positions: '0..3', figures: 'waves', quiz: 'own' });
    await widget.evaluate(async (el) => {
      const list = document.createElement('script');
      list.type = 'application/json';
      list.textContent = JSON.stringify([{ kind: 'coordinate', pos: 1, i: 0 }]);
      el.append(list);
      await new Promise((r) => setTimeout(r, 50));
      await el.updateComplete;
    });
    await openPanel(widget);
    await settled(page);
    const { extra, sticking } = await overflow(page);
    assert.equal(extra, 0, sticking.join('\n'));
    assert.deepEqual(await axeViolations(page), []);
    const tag = await widget.evaluate((el) => el.embedCode('tag'));
    assert.match(tag, /^<sinusoidal-pe d-model="64" positions="0..3" quiz="own" figures="waves">\n {2}<script type="application\/json">\n/);
    assert.match(await widget.evaluate((el) => el.embedCode('iframe')), /[?&]questions=%5B%7B%22kind%22%3A%22coordinate%22/);
    assert.match(await widget.evaluate((el) => el.embedCode('package')), /--questions=questions\.json$/);
    await assert.rejects(widget.evaluate((el) => el.embedCode('script')), /the kinds are tag, iframe, package/);
  });
});

describe('a shareable link', () => {
  const h = useBrowser();

  it('embed.html keeps its widget\'s settings in its URL, and a reload opens the same view', async () => {
    const page = await h.newPage();
    await page.goto(`${h.url('embed.html')}?${new URLSearchParams({ 'd-model': '8', positions: '0..2', report: '1' })}`);
    const widget = page.locator('sinusoidal-pe');
    const field = widget.getByLabel('d_model', { exact: true });
    await field.fill('12');
    await field.press('Enter');
    await widget.getByLabel('Token number, row 3').fill('40');
    await widget.getByLabel('Token number, row 3').press('Enter');
    await eventually(() => {
      const params = new URL(page.url()).searchParams;
      assert.equal(params.get('d-model'), '12');
      assert.equal(params.get('positions'), '0,1,40');
      assert.equal(params.get('report'), '1');
    });
    const before = await tableRows(widget);
    await page.reload();
    assert.deepEqual(await tableRows(page.locator('sinusoidal-pe')), before);
  });

  it('the demo page keeps each widget\'s changes in its link', async () => {
    const page = await h.newPage();
    await page.goto(h.url('index.html'));
    const first = page.locator('#default-widget');
    const field = first.getByLabel('d_model', { exact: true });
    await field.fill('6');
    await field.press('Enter');
    await eventually(() => assert.equal(new URL(page.url()).search, '?d-model=6'));
    const wide = page.locator('#wide-widget');
    await wide.scrollIntoViewIfNeeded();
    await wide.evaluate((el) => el.updateComplete);
    await wide.getByLabel('base', { exact: true }).fill('500');
    await wide.getByLabel('base', { exact: true }).press('Enter');
    await eventually(() => assert.equal(new URL(page.url()).searchParams.get('wide-widget.base'), '500'));
    await page.reload();
    assert.equal(await page.locator('#default-widget').evaluate((el) => el.dModel), 6);
    assert.equal(await page.locator('#wide-widget').evaluate((el) => [el.base, el.dModel].join()), '500,16');
  });

  it('a link with bad values opens with the usual refusals, and nothing is thrown', async () => {
    const page = await h.newPage();
    await page.goto(`${h.url('index.html')}?${new URLSearchParams({ 'd-model': '7', 'wide-widget.decimals': '<b>' })}`);
    await expectText(page.locator('#default-widget').getByRole('alert'), 'd_model must be even, so 7 was not used.');
    await page.goto(`${h.url('embed.html')}?${new URLSearchParams({ base: '1' })}`);
    await expectText(page.locator('sinusoidal-pe').getByRole('alert'), 'base must be a number greater than 1, so 1 was not used.');
    // h.assertNoProblems() after the test: no console error, nothing thrown.
  });
});
