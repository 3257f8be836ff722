// The table follows the language the widget speaks: the core's exact digits in the locale's marks
// (0,841471 under lang="de", Arabic-Indic digits under lang="ar-EG"), numbers and formulas left to
// right with the minus on the left of the digits even in a right-to-left widget, and a change of
// lang at run time writes the table again.
//
// Only the English catalog exists yet: the requests for de.ftl and ar.ftl are answered with it, so
// the words stay English while the numbers are the locale's (what a translated catalog will give).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { eventually, expectText, fixtureUrl, mountWidget, useBrowser } from '../harness.mjs';

const ENGLISH = fileURLToPath(new URL('../../../web/i18n/en.ftl', import.meta.url));

describe('the table in the widget\'s language', () => {
  const h = useBrowser();

  async function blank() {
    const page = await h.newPage();
    for (const locale of ['de', 'ar']) {
      await page.route(`**/${locale}.ftl`, (route) => route.fulfill({ path: ENGLISH, contentType: 'text/plain; charset=utf-8' }));
    }
    await page.goto(fixtureUrl(h, 'blank.html'));
    return page;
  }

  const cells = (widget) => widget.locator('.pe-table td').evaluateAll((tds) => tds.map((td) => td.textContent));

  it('writes the exact digits with a comma under lang="de", in the cells, the headers, the formula and the inspector', async () => {
    const page = await blank();
    const widget = await mountWidget(page, { lang: 'de' });
    assert.deepEqual((await cells(widget)).slice(4, 8), ['0,841471', '0,540302', '0,010000', '0,999950']);
    const table = widget.getByRole('table', { name: /^PE\(pos\)/ });
    assert.equal(await table.getByRole('columnheader', { name: 'coordinate 2, sin, pair 1, ω 0,01, λ 628,319' }).count(), 1);
    await widget.locator('.pe-table td').nth(9).hover();
    await expectText(widget.locator('.formula'), 'PE(2; 1) = cos(2 / 10000^(0/4)) = cos(2) = -0,416147');
    await expectText(widget.locator('.check'), 'the matrix times [0,000000; 1,000000] gives [0,841471; 0,540302]');
  });

  it('keeps numbers left to right under lang="ar-EG": Arabic-Indic digits, the minus on the left', async () => {
    const page = await blank();
    const widget = await mountWidget(page, { lang: 'ar-EG' });
    const negative = '-٠٫٤١٦١٤٧';
    assert.equal((await cells(widget))[9], negative);
    const layout = await widget.evaluate((el) => {
      const root = el.shadowRoot;
      const td = [...root.querySelectorAll('.pe-table td')][9];
      // Where the browser draws the minus and the first digit.
      const box = (i) => {
        const range = document.createRange();
        range.setStart(td.firstChild, i);
        range.setEnd(td.firstChild, i + 1);
        return range.getBoundingClientRect();
      };
      return {
        frame: root.querySelector('.pe').dir,
        scroller: getComputedStyle(root.querySelector('.table-scroll')).direction,
        cell: getComputedStyle(td).direction,
        caption: getComputedStyle(root.querySelector('.pe-table caption')).direction,
        minusLeftOfDigits: box(0).right <= box(1).left + 0.5,
        firstColumnLeftOfSecond: td.previousElementSibling.getBoundingClientRect().left < td.getBoundingClientRect().left,
      };
    });
    assert.deepEqual(layout, { frame: 'rtl', scroller: 'ltr', cell: 'ltr', caption: 'rtl', minusLeftOfDigits: true, firstColumnLeftOfSecond: true });
    await widget.locator('.pe-table td').nth(9).hover();
    await expectText(widget.locator('.formula-eval'), `PE(٢, ١) = cos(٢ / ١٠٠٠٠^(٠/٤)) = cos(٢) = ${negative}`);
    assert.equal(await widget.locator('.formula-eval').getAttribute('dir'), 'ltr');
  });

  it('writes the table again when lang changes at run time', async () => {
    const page = await blank();
    const widget = await mountWidget(page, {});
    assert.equal((await cells(widget))[4], '0.841471');
    await widget.evaluate(async (el) => {
      el.setAttribute('lang', 'de');
      await el.updateComplete;
    });
    await eventually(async () => assert.equal((await cells(widget))[4], '0,841471'));
    await expectText(widget.locator('.inspector .check'), '[0,841471; 0,540302]');
    await widget.evaluate(async (el) => {
      el.setAttribute('lang', 'en');
      await el.updateComplete;
    });
    await eventually(async () => assert.equal((await cells(widget))[4], '0.841471'));
  });
});
