// The element's words come from the catalog of the language it speaks and follow a change of it:
// the settings form, the alert of refused attributes, the share button and panel. (Only the English
// catalog is written so far: a change from en-GB to en-US reloads the same words, which must all be
// there again, and right-to-left needs a catalog of ar to be seen.)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectText, fixtureUrl, useBrowser } from '../harness.mjs';

describe('the element\'s words', () => {
  const h = useBrowser();

  it('come from the catalog, and are all there again after the language changes', async () => {
    const page = await h.newPage();
    await page.goto(fixtureUrl(h, 'blank.html'));
    await page.evaluate(async () => {
      const el = document.createElement('sinusoidal-pe');
      el.setAttribute('lang', 'en-GB');
      el.setAttribute('figures', 'waves');
      document.getElementById('host').append(el);
      await el.updateComplete;
    });
    const widget = page.locator('sinusoidal-pe');
    await widget.getByRole('table', { name: /^PE\(pos\)/ }).waitFor();
    // The texts of the form, the figures' group and the share panel, as a reader meets them.
    const texts = () => widget.evaluate((el) => {
      const root = el.shadowRoot;
      const text = (selector) => [...root.querySelectorAll(selector)].map((n) => n.textContent);
      return {
        frame: root.querySelector('.pe').lang,
        legend: text('.settings legend'),
        labels: text('.settings label'),
        options: text('.settings option'),
        help: text('.settings .help'),
        figures: text('.figures .part-title'),
        share: text('.share-toggle'),
        panel: text('.share-panel h3, .share-panel label, .share-panel button'),
      };
    });
    await widget.getByRole('button', { name: 'Share and copy' }).click();
    await widget.getByRole('heading', { name: 'Put this view on another page' }).waitFor();
    const before = await texts();
    assert.equal(before.frame, 'en-GB');
    assert.deepEqual(before.legend, ['Settings']);
    assert.deepEqual(before.labels, ['d_model', 'base', 'positions', 'origin', 'layout', 'decimals', 'max_len']);
    assert.deepEqual(before.options, ['0 (first token is 0)', '1 (first token is 1)', 'interleaved', 'concatenated']);
    assert.deepEqual(before.figures, ['Figures']);
    assert.ok(before.panel.includes('Copy as LaTeX') && before.panel.includes('The table as CSV'), before.panel.join(' | '));
    assert.ok([...before.help, ...before.panel].every((t) => t.trim() !== ''), 'no text left empty');

    await widget.evaluate(async (el) => {
      el.setAttribute('lang', 'en-US');
      el.setAttribute('base', '1');
      await el.updateComplete;
    });
    const after = await texts();
    assert.equal(after.frame, 'en-US');
    assert.deepEqual({ ...after, frame: 'en-GB' }, before);
    const alert = widget.getByRole('alert');
    await expectText(alert, 'This setting was not used:');
    await expectText(alert, 'base must be a number greater than 1, so 1 was not used. The table still shows base = 10000.');
    // Numbers typed in the form read left to right in every language.
    assert.equal(await widget.getByLabel('d_model', { exact: true }).getAttribute('dir'), 'ltr');
    assert.equal(await widget.getByLabel('positions', { exact: true }).getAttribute('dir'), 'ltr');
  });
});
