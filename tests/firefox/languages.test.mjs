// The demo in every language in Firefox ESR: each catalog draws every widget without console
// errors, in its language and direction, and the table writes its digits the locale's way.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOCALES } from '../../web/i18n/locales.js';
import { openDemo, until, useFirefox } from './firefox.mjs';

describe('Firefox ESR: languages', () => {
  const h = useFirefox();

  for (const locale of LOCALES) {
    it(`draws the demo in ${locale}`, async () => {
      const page = await h.newPage();
      await openDemo(page, h, `index.html?lang=${locale}&decimals=6&positions=1`);
      const frames = await page.evaluate(() => [...document.querySelectorAll('sinusoidal-pe')].map((w) => {
        const frame = w.shadowRoot.querySelector('.pe');
        return `${frame.lang} ${frame.dir}`;
      }));
      assert.deepEqual([...new Set(frames)], [`${locale} ${locale === 'ar' ? 'rtl' : 'ltr'}`]);
      // sin(1) = 0.841471 at six decimals, in the digits and decimal mark this browser's Intl gives
      // the locale (Arabic-Indic digits in ar, a comma in de, es and fr).
      const [first, expected] = await until(page, () => {
        const root = document.querySelector('#default-widget').shadowRoot;
        const cell = root.querySelector('table.pe-table')?.tBodies[0]?.rows[0]?.cells[1];
        if (!cell) return null;
        const f = new Intl.NumberFormat(root.querySelector('.pe').lang, { useGrouping: false });
        const mark = f.formatToParts(1.5).find((p) => p.type === 'decimal').value;
        return [cell.textContent, [...'0.841471'].map((c) => (c === '.' ? mark : f.format(Number(c)))).join('')];
      });
      assert.equal(first.replace(/[\u200e\u200f\u061c]/g, ''), expected);
    });
  }
});
