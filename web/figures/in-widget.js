// The figures as <sinusoidal-pe> shows them (web/element/figures-slot.js): made from the widget's
// settings, which count tokens from the origin, and turning a figure's request for a change into the
// attribute it changes. It comes with the figures, so that a widget without them never loads it.
import { createFigures } from './collection.js';

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
 * text): a figure's control asks for a change. Returns {update(settings), destroy()}.
 */
export function widgetFigures({ core, slot, names, settings, onPatch }) {
  const figures = createFigures({
    core,
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
    destroy: () => figures.destroy(),
  };
}
