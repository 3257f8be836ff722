// The figures' names, in the order figures="all" shows them: the one list of them. The element's
// attribute rules (web/settings.js) read it without loading the figures; web/figures/index.js maps
// each name to its figure.
export const FIGURE_NAMES = Object.freeze(['heatmap', 'waves', 'rotation', 'dot', 'wavelengths', 'input', 'learned', 'precision']);
