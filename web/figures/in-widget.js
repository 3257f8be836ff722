// The figures as <sinusoidal-pe> shows them (web/element/figures-slot.js): made from the widget's
// settings, which count tokens from the origin, and turning a figure's request for a change into the
// attribute it changes. It comes with the figures, so that a widget without them never loads it.
import { createFigures } from './collection.js';

/**
 * Where an image of a figure finds what to draw (web/share/figure-image.js): its drawings (SVG and
 * canvas), the labels beside the heat map's canvas (HTML), and the figure's title.
 */
export const IMAGE_PARTS = Object.freeze({ drawings: 'svg.pe-fig-svg, canvas', labels: '.pe-hm-frame *, .pe-hm-legend *', title: '.pe-fig-title' });

// A figure's request (onSettingsChange) as the attribute it changes.
const PATCH_ATTRIBUTES = { layout: 'layout', pair: 'pair', offset: 'offset', contextLength: 'context-length', maxLen: 'max-len' };

// The figures take formula positions (pos = token number − origin).
function figureSettings(s) {
  return {
    dModel: s.dModel,
    base: s.base,
    layout: s.layout,
    origin: s.origin,
    positions: s.positions.map((t) => t - s.origin),
    decimals: s.decimals,
    maxLen: s.maxLen,
    pair: s.pair,
    offset: s.offset,
    contextLength: s.contextLength,
  };
}

/**
 * The named figures in slot for the widget's settings (readAttributes().settings). onPatch(attribute,
 * text): a figure's control asks for a change. words: the widget's Words (web/i18n/words.js; without
 * them, the page's language or English). Returns {update(settings), figure(name), retext(), destroy()}:
 * retext() draws the figures' texts again after a change of the widget's language.
 */
export function widgetFigures({ core, slot, names, settings, onPatch, words }) {
  const figures = createFigures({
    core,
    words,
    root: slot,
    settings: figureSettings(settings),
    onSettingsChange(patch) {
      for (const [property, value] of Object.entries(patch ?? {})) {
        const attribute = PATCH_ATTRIBUTES[property];
        if (attribute && value !== undefined && value !== null) onPatch(attribute, String(value));
      }
    },
    only: names,
  });
  return {
    update: (next) => figures.update(figureSettings(next)),
    /** A shown figure for an image of it, {element, parts}, once any drawing deferred to idle time is done. */
    figure(name) {
      figures.flush();
      return { element: figures.figures[name].element, parts: IMAGE_PARTS };
    },
    retext: () => figures.retext(),
    /** The figure shown is drawn again at its size (the figures were folded away and are open again). */
    reveal: () => figures.reveal(),
    destroy: () => figures.destroy(),
  };
}
