// index.html: the demo page's widgets, and its link, which keeps the settings a reader gives them
// (web/page-link.js). The first widget's settings are plain parameters (?d-model=8&positions=0..5,
// as embed.html reads them); another widget's carry its id first (?figures-widget.pair=3).
import { SinusoidalPeElement, TAG } from './sinusoidal-pe.js';
import { keepInLink, restoreFromLink } from './page-link.js';

const names = SinusoidalPeElement.observedAttributes;
const widgets = [...document.querySelectorAll(TAG)].map((element, index) => ({
  element,
  prefix: index === 0 || !element.id ? '' : `${element.id}.`,
  markup: Object.fromEntries(names.filter((n) => element.hasAttribute(n)).map((n) => [n, element.getAttribute(n)])),
})).filter((w, index) => index === 0 || w.prefix);

restoreFromLink(new URLSearchParams(window.location.search), widgets, names);
keepInLink(widgets, names);
