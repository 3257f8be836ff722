// The figures as one collection: every figure by name (FIGURES, in the order of FIGURE_NAMES), their
// shared stylesheet, and createFigures(), which makes the named ones, keeps them up to date with the
// settings (figures out of view catch up in idle time or when they come into view), and lets them go.
import { Words, loadMessages } from '../i18n/index.js';
import { whenIdle } from '../kit/index.js';
import { normaliseSettings } from './common.js';
import { FIGURE_NAMES } from '../core/index.js';
import { createDotProduct } from './dotproduct.js';
import { figuresCss } from './figures.css.js';
import { figureTabs } from './figure-tabs.js';
import { createHeatmap } from './heatmap.js';
import { createInputSum } from './inputsum.js';
import { createLearned } from './learned.js';
import { createPrecision } from './precision.js';
import { createRope } from './rope.js';
import { createRopeDecay } from './rope-decay.js';
import { createRopeScaling } from './rope-scaling.js';
import { createRotation } from './rotation.js';
import { createWavelengths } from './wavelengths.js';
import { createWaves } from './waves.js';

/**
 * Words for figures made outside <sinusoidal-pe> (a page of its own, a test page): the catalog of
 * `tag`, else of the page's language, else English. Resolves once the catalog is loaded.
 */
export async function figureWords(tag) {
  const words = new Words();
  const wanted = tag || (typeof document === 'object' && document.documentElement.lang) || 'en';
  let messages;
  try {
    messages = await loadMessages(wanted);
  } catch (error) {
    if (wanted === 'en') throw error;
    // A catalog that cannot be loaded: the figures speak English rather than nothing.
    console.warn(`sinusoidal-pe: the figures speak English: ${error?.message ?? error}`);
    messages = await loadMessages('en');
  }
  words.use(messages);
  await words.need('figures'); // the figures' part of the catalog (web/i18n/parts.js)
  return words;
}

/**
 * name → factory({core, emit, describedBy, words}) → {element, update(settings), destroy()}. FIGURE_NAMES
 * (web/core/names.js) lists these keys in this order; the element reads it without loading the figures.
 */
export const FIGURES = Object.freeze({
  heatmap: createHeatmap,
  waves: createWaves,
  rotation: createRotation,
  dot: createDotProduct,
  wavelengths: createWavelengths,
  input: createInputSum,
  learned: createLearned,
  precision: createPrecision,
  rope: createRope,
  'rope-decay': createRopeDecay,
  'rope-scaling': createRopeScaling,
});

let sheet = null;
/** The figures' stylesheet as one shared CSSStyleSheet (constructable: allowed by style-src 'self'). */
export function figuresStyleSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(figuresCss);
  }
  return sheet;
}

/** Adds the stylesheet to a ShadowRoot or Document (or the root an element is in), once. */
export function adoptFigureStyles(target) {
  let root = target;
  if (root && !('adoptedStyleSheets' in root)) root = root.getRootNode?.();
  if (!root || !('adoptedStyleSheets' in root)) root = document;
  const own = figuresStyleSheet();
  if (!root.adoptedStyleSheets.includes(own)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, own];
  return root;
}

/**
 * @param {object} o
 * @param {object} o.core            the object loadCore() resolves to
 * @param {ShadowRoot|Element} [o.root] where the figures are appended (and the stylesheet adopted)
 * @param {() => object} [o.getSettings] the host's current settings (read at creation, and by update())
 * @param {object} [o.settings]      initial settings when there is no getSettings
 * @param {(patch: object) => void} [o.onSettingsChange] called when a control inside a figure asks for
 *   a change ({layout}, {pair}, {offset}, {contextLength}); the host applies it and calls update().
 *   Without it the figures apply the patch to themselves.
 * @param {string[]} [o.only]        a subset of FIGURE_NAMES, in the order wanted
 * @param {string[]} [o.describedBy] ids (in the same root) added to the heatmap's aria-describedby,
 *   e.g. the widget's table, which is the data alternative
 * @param {boolean} [o.adoptStyles=true]
 * @param {Words} [o.words] the words of the widget (web/i18n/words.js); without them the figures
 *   make their own (figureWords(): the page's language, else English) and draw their texts when
 *   that catalog has arrived
 * @returns {{element: HTMLElement, figures: object, readonly settings: object, words: Words,
 *   update(settings?: object): void, flush(): void, refreshColors(): void, retext(): void, destroy(): void}}
 */
export function createFigures({
  core,
  root,
  getSettings,
  settings: initial,
  onSettingsChange,
  only,
  describedBy = [],
  adoptStyles = true,
  words: given,
} = {}) {
  if (!core || typeof core.tableInto !== 'function') throw new Error('createFigures needs the core from loadCore().');
  const element = document.createElement('div');
  element.className = 'pe-figs';
  let current = normaliseSettings(getSettings ? getSettings() : initial);
  let api = null;

  const emit = (patch) => {
    element.dispatchEvent(new CustomEvent('pe-settings-change', { detail: { ...patch }, bubbles: true, composed: true }));
    if (onSettingsChange) onSettingsChange({ ...patch });
    else api.update({ ...current, ...patch });
  };

  let destroyed = false;
  const words = given ?? new Words();
  if (!given) {
    figureWords().then(
      (loaded) => {
        if (destroyed) return;
        words.use(loaded.messages);
        api.retext();
      },
      (error) => console.error(error),
    );
  }
  const names = only ?? FIGURE_NAMES;
  const figures = {};
  for (const name of names) {
    const factory = FIGURES[name];
    if (!factory) throw new Error(`Unknown figure ${JSON.stringify(name)}; known: ${FIGURE_NAMES.join(', ')}.`);
    figures[name] = factory({ core, emit, describedBy, words });
  }
  // Several figures: one at a time, chosen with tabs (figure-tabs.js); one figure stands alone.
  const tabs = names.length > 1 ? figureTabs({ names, figures, words, onChoose: (name) => shown(name) }) : null;
  if (tabs) element.append(tabs.list, ...tabs.panels);
  else for (const name of names) element.append(figures[name].element);
  if (root) {
    if (adoptStyles) adoptFigureStyles(root);
    root.append(element);
  }
  const chosen = (name) => !tabs || tabs.selected === name;

  // The SVG figures draw in CSS pixels at the width they are given (fewer ticks and stacked legends
  // on a phone, never text scaled below its size): the width of the figure shown's content box,
  // measured once now and again whenever it changes.
  const contentWidth = (el) => {
    const cs = getComputedStyle(el);
    return el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
  };
  const measured = () => {
    const fig = figures[tabs ? tabs.selected : names[0]]?.element;
    return fig?.isConnected ? contentWidth(fig) : 0;
  };
  {
    const w = measured();
    if (w > 0) current = normaliseSettings({ ...current, width: w });
  }
  const resizer =
    typeof ResizeObserver === 'function' && names.length
      ? new ResizeObserver(() => {
          const w = measured();
          if (w > 0 && Math.floor(w) !== current.width && !destroyed) api.update({ width: w });
        })
      : null;
  for (const fig of Object.values(figures)) resizer?.observe(fig.element);

  // Figures out of view (more than a margin away) are redrawn when the browser is idle, or when they
  // come into view, whichever is first: a drag on a slider then only pays for what can be seen.
  // Figures behind a tab that is not chosen wait until it is (or until flush() or printing).
  const visible = new Map(); // name → false when known to be out of view
  const stale = new Set();
  const waiting = new Set(); // behind an unchosen tab, not drawn for the current settings
  const drawnHidden = new Set(); // drawn while hidden (flush()): their labels were not placed
  let cancelIdle = null; // while a catch-up waits for idle time: cancels it
  const catchUp = (deadline) => {
    cancelIdle = null;
    for (const name of stale) {
      stale.delete(name);
      figures[name].update(current);
      if (deadline && !deadline.didTimeout && deadline.timeRemaining() < 4) break;
    }
    if (stale.size) scheduleIdle();
  };
  const scheduleIdle = () => {
    if (!cancelIdle && !destroyed) cancelIdle = whenIdle(catchUp, 300);
  };
  const stopIdle = () => {
    cancelIdle?.();
    cancelIdle = null;
  };
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const name = entry.target.dataset.figure;
              visible.set(name, entry.isIntersecting);
              if (entry.isIntersecting && stale.delete(name)) figures[name].update(current);
            }
          },
          { rootMargin: '200px 0px' },
        )
      : null;
  for (const fig of Object.values(figures)) observer?.observe(fig.element);

  // A figure comes into sight (its tab chosen, or it was unfolded): drawn for the current settings
  // at its size, labels placed where they can now be measured.
  function shown(name) {
    if (destroyed || !figures[name]) return;
    const w = measured();
    if (w > 0 && Math.floor(w) !== current.width) current = normaliseSettings({ ...current, width: w });
    const fig = figures[name];
    if (waiting.delete(name) || stale.delete(name)) fig.update(current);
    if (drawnHidden.delete(name)) fig.retext?.();
  }
  const onUnfold = (event) => {
    const name = event.detail?.name;
    if (figures[name]) {
      drawnHidden.add(name);
      shown(name);
    }
  };
  element.addEventListener('pe-figure-unfold', onUnfold);

  // Printing shows every figure (the stylesheet's print rules): those not drawn yet are drawn first.
  const onBeforePrint = () => {
    element.classList.add('pe-figs-printing');
    for (const name of names) {
      if (waiting.delete(name)) figures[name].update(current);
      if (!chosen(name)) figures[name].retext?.();
    }
  };
  const onAfterPrint = () => element.classList.remove('pe-figs-printing');
  if (typeof window === 'object') {
    window.addEventListener('beforeprint', onBeforePrint);
    window.addEventListener('afterprint', onAfterPrint);
  }

  const scheme = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  const onScheme = () => api.refreshColors();
  scheme?.addEventListener?.('change', onScheme);

  api = {
    element,
    figures,
    get settings() {
      return { ...current, positions: [...current.positions] };
    },
    /** Redraws what depends on changed settings; a partial object is merged onto the current ones. */
    update(next) {
      if (destroyed) return;
      const source = next ?? (getSettings ? getSettings() : current);
      current = normaliseSettings({ ...current, ...source });
      for (const [name, fig] of Object.entries(figures)) {
        if (!chosen(name)) waiting.add(name);
        else if (visible.get(name) === false) {
          stale.add(name);
          scheduleIdle();
        } else fig.update(current);
      }
    },
    /** Finishes all drawing deferred to idle time or to the next animation frame, now. */
    flush() {
      stopIdle();
      catchUp(null);
      for (const name of waiting) {
        figures[name].update(current);
        drawnHidden.add(name);
      }
      waiting.clear();
      for (const fig of Object.values(figures)) fig.flush?.();
    },
    /** The figure chosen by the tabs (the only one when there is one), and choosing one. */
    get selected() {
      return tabs ? tabs.selected : names[0];
    },
    select(name) {
      if (tabs) tabs.select(name);
    },
    /** The words the figures speak. */
    words,
    /** Writes every figure's texts again in the words' language (after words.use() of another catalog). */
    retext() {
      if (destroyed) return;
      element.lang = words.lang;
      element.dir = words.dir;
      // Figures waiting behind a tab are written in the words' language when they are drawn.
      for (const name of names) if (!waiting.has(name)) figures[name].retext?.();
    },
    /** Draws the figure shown again at its size (after it, or a part around it, was hidden and is shown again). */
    reveal() {
      const name = api.selected;
      if (!figures[name]) return;
      drawnHidden.add(name);
      shown(name);
    },
    /** Re-reads colours from CSS (the dark/light change is handled already; call after a theme switch). */
    refreshColors() {
      for (const fig of Object.values(figures)) fig.refreshColors?.();
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      stopIdle();
      observer?.disconnect();
      resizer?.disconnect();
      scheme?.removeEventListener?.('change', onScheme);
      element.removeEventListener('pe-figure-unfold', onUnfold);
      if (typeof window === 'object') {
        window.removeEventListener('beforeprint', onBeforePrint);
        window.removeEventListener('afterprint', onAfterPrint);
      }
      for (const fig of Object.values(figures)) fig.destroy();
      element.remove();
    },
  };
  if (given?.messages) {
    element.lang = words.lang;
    element.dir = words.dir;
  }
  api.update(current);
  return api;
}
