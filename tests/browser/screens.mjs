// What a learner sees on a screen, measured in the page: sideways overflow, label sizes and overlaps
// in the figures, target sizes of the controls. Shared by the phone and theme tests.
import { AXE_PATH } from './harness.mjs';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's WCAG 2.2 A/AA violations on the page, one line each. */
export async function axeViolations(page) {
  await page.addScriptTag({ path: AXE_PATH });
  const result = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }), WCAG_TAGS);
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * Scrolls every figure into view (each draws when it comes near) and waits for two frames. A figure
 * behind a tab is chosen first, as a learner would (so each is drawn once; the last of each widget's
 * tabs stays shown).
 */
export async function showAllFigures(page) {
  for (const figure of await page.locator('figure[data-figure]').all()) {
    const panel = await figure.evaluate((f) => (f.closest('[role="tabpanel"]')?.hidden ? f.closest('[role="tabpanel"]').id : null));
    if (panel) await page.locator(`[role="tab"][aria-controls="${panel}"]`).click();
    await figure.scrollIntoViewIfNeeded();
  }
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Sideways overflow: the page's scroll width beyond its width, and every element (shadow trees
 * included) whose box reaches past the viewport's right edge without a scrolling ancestor that the
 * keyboard can reach (focusable itself or holding a focusable element).
 */
export function overflow(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const parentOf = (el) => el.parentElement ?? el.getRootNode().host ?? null;
    const focusable = (el) => el.tabIndex >= 0 || !!el.querySelector('input, select, button, textarea, a[href], [tabindex]');
    const scroller = (el) => {
      for (let p = parentOf(el); p; p = parentOf(p)) {
        const o = getComputedStyle(p).overflowX;
        if (o === 'auto' || o === 'scroll' || o === 'hidden') return p;
      }
      return null;
    };
    const out = [];
    const walk = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) walk(el.shadowRoot);
        const r = el.getBoundingClientRect();
        if (!r.width || r.right <= width + 0.5) continue;
        const box = scroller(el);
        if (box && box.getBoundingClientRect().right <= width + 0.5 && (getComputedStyle(box).overflowX === 'hidden' || focusable(box))) continue;
        out.push(`${el.localName}.${el.getAttribute('class') ?? ''} reaches ${Math.round(r.right)} px`);
      }
    };
    walk(document);
    return { extra: document.documentElement.scrollWidth - width, sticking: out.slice(0, 10) };
  });
}

/**
 * Every label of the figures and of the pair inspector's circle: text in an SVG (its font size times
 * the drawing's scale) and the heatmap's HTML ticks. Returns the smallest size in CSS px, the labels
 * under 11 px, and every pair of labels in one drawing whose boxes overlap.
 */
export function labels(page) {
  return page.evaluate(() => {
    const roots = [document];
    const collect = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) {
          roots.push(el.shadowRoot);
          collect(el.shadowRoot);
        }
      }
    };
    collect(document);
    let smallest = Infinity;
    let count = 0;
    const small = [];
    const overlaps = [];
    const where = (el) => el.closest('figure')?.dataset.figure ?? el.closest('svg')?.getAttribute('class') ?? 'page';
    const check = (group) => {
      const boxes = group.map((el) => [el, el.getBoundingClientRect()]).filter(([, r]) => r.width > 0);
      for (const [el] of boxes) {
        const m = el instanceof SVGElement ? el.getScreenCTM() : null;
        const size = parseFloat(getComputedStyle(el).fontSize) * (m ? Math.hypot(m.a, m.b) : 1);
        count += 1;
        smallest = Math.min(smallest, size);
        if (size < 11) small.push(`${where(el)}: "${el.textContent}" at ${size.toFixed(1)} px`);
      }
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, ra] = boxes[i];
          const [b, rb] = boxes[j];
          const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          if (x > 0.5 && y > 0.5) overlaps.push(`${where(a)}: "${a.textContent}" and "${b.textContent}"`);
        }
      }
    };
    for (const root of roots) {
      for (const svg of root.querySelectorAll('svg')) check([...svg.querySelectorAll('text')]);
      for (const ticks of root.querySelectorAll('.pe-hm-xticks, .pe-hm-yticks')) check([...ticks.children]);
    }
    return { count, smallest, small: small.slice(0, 10), overlaps: overlaps.slice(0, 10) };
  });
}

/** Controls (buttons, fields, selects, disclosures, focusable boxes) inside the widgets smaller than 24 × 24 CSS px. */
export function smallTargets(page) {
  return page.evaluate(() => {
    const out = [];
    let count = 0;
    for (const host of document.querySelectorAll('sinusoidal-pe')) {
      for (const el of host.shadowRoot.querySelectorAll('button, input, select, summary, [tabindex]')) {
        const r = el.getBoundingClientRect();
        if (!r.width) continue; // not shown
        count += 1;
        if (r.width < 24 - 0.01 || r.height < 24 - 0.01) out.push(`${host.id} ${el.localName}${el.type ? `[${el.type}]` : ''} ${el.getAttribute('aria-label') ?? el.textContent.slice(0, 20)}: ${r.width.toFixed(1)} × ${r.height.toFixed(1)}`);
      }
    }
    return { count, small: out.slice(0, 10) };
  });
}
