// A figure as an image file (the share panel's downloads, element.figureImage()): SVG, the drawing
// with the theme's colours written into it and the caption as its <title>, or PNG at twice the CSS
// size, for print. It reads the figure as drawn: its drawings (SVG, and canvases such as the heat
// map's) and its labels that are HTML beside a canvas, found by the selectors the figures give
// (web/figures/in-widget.js, IMAGE_PARTS): {drawings, labels, title}.
//
// Both work under a strict Content-Security-Policy: the PNG is painted on a canvas from the drawing
// itself (paths, lines, rectangles, circles, text, clip paths), never through an <img> of a blob: or
// data: URL, which `img-src 'self'` refuses; nothing is added to the page.
const SVG_NS = 'http://www.w3.org/2000/svg';

/** The image types figureImage() makes, and the scale of a PNG (2: print). */
export const IMAGE_TYPES = Object.freeze(['svg', 'png']);
export const PNG_SCALE = 2;
const MARGIN = 8;

// The styles an SVG file needs written as attributes once the widget's stylesheet is not there.
const PAINT = ['fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray', 'stroke-linecap',
  'stroke-linejoin', 'opacity', 'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'paint-order'];

const visible = (node) => {
  const r = node.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && (node.checkVisibility?.({ visibilityProperty: true }) ?? true);
};
const rel = (r, o) => ({ x: r.left - o.x, y: r.top - o.y, width: r.width, height: r.height });

// An Error for a page's figureImage() call, in English like the element's other errors to authors,
// carrying the id of the catalog's message the share panel shows a reader instead.
function refusal(message, messageId) {
  return Object.assign(new Error(message), { messageId });
}

/** The caption of a figure as one line: the image's title. */
export function figureCaption(figure) {
  return (figure.querySelector('figcaption')?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

// The colour behind the figure: the first ancestor (across the widget's shadow root) with a background.
function background(node) {
  for (let n = node; n; n = n.parentElement ?? n.getRootNode?.().host ?? null) {
    const c = getComputedStyle(n).backgroundColor;
    if (c && c !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(c)) return c;
  }
  return '#ffffff';
}

/** What a figure's image holds: its drawings, canvases and labels, placed in one box. */
function layout({ element: figure, parts: selectors }) {
  const parts = [];
  for (const node of figure.querySelectorAll(selectors.drawings)) {
    if (!visible(node)) continue;
    if (node.localName === 'svg') parts.push({ kind: 'svg', node, rect: node.getBoundingClientRect() });
    else {
      // A canvas shows what its parent lets through (the heat map's zoomed view).
      const own = node.getBoundingClientRect();
      const parent = node.parentElement.getBoundingClientRect();
      const clip = { left: Math.max(own.left, parent.left), top: Math.max(own.top, parent.top),
        right: Math.min(own.right, parent.right), bottom: Math.min(own.bottom, parent.bottom) };
      if (clip.right <= clip.left || clip.bottom <= clip.top) continue;
      parts.push({ kind: 'canvas', node, rect: { ...clip, width: clip.right - clip.left, height: clip.bottom - clip.top }, own });
    }
  }
  for (const node of figure.querySelectorAll(selectors.labels)) {
    if (node.childElementCount || !node.textContent.trim() || !visible(node) || /probe/.test(node.className)) continue;
    parts.push({ kind: 'label', node, rect: node.getBoundingClientRect() });
  }
  if (!parts.length) return null;
  const left = Math.min(...parts.map((p) => p.rect.left)) - MARGIN;
  const top = Math.min(...parts.map((p) => p.rect.top)) - MARGIN;
  const right = Math.max(...parts.map((p) => p.rect.right ?? p.rect.left + p.rect.width)) + MARGIN;
  const bottom = Math.max(...parts.map((p) => p.rect.bottom ?? p.rect.top + p.rect.height)) + MARGIN;
  return { parts, origin: { x: left, y: top }, width: Math.ceil(right - left), height: Math.ceil(bottom - top), background: background(figure) };
}

// The file is built in a document of its own, which has no window: its <image> of the heat map
// (a data: URL) is written into the file, never loaded by the page, whose img-src may refuse it.
let fileDocument = null;
const svgEl = (tag, attrs = {}, text) => {
  fileDocument ??= document.implementation.createDocument(SVG_NS, 'svg', null);
  const node = fileDocument.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
};

const labelFont = (cs) => ({ 'font-family': cs.fontFamily, 'font-size': cs.fontSize, 'font-weight': cs.fontWeight, 'font-style': cs.fontStyle });
const vertical = (cs) => cs.writingMode.startsWith('vertical') || cs.writingMode.startsWith('sideways');

// A drawing's copy with its computed paint as attributes; what is not displayed is left out.
function paintedCopy(svg, at) {
  const copy = svg.cloneNode(true);
  const from = [svg, ...svg.querySelectorAll('*')];
  const to = [copy, ...copy.querySelectorAll('*')];
  const gone = [];
  from.forEach((node, i) => {
    const cs = getComputedStyle(node);
    const out = to[i];
    if (cs.display === 'none') gone.push(out);
    for (const name of PAINT) {
      const value = cs.getPropertyValue(name);
      if (value) out.setAttribute(name, value);
    }
    for (const name of ['class', 'tabindex', 'aria-describedby', 'aria-labelledby', 'role', 'focusable']) out.removeAttribute(name);
  });
  for (const node of gone) node.remove();
  copy.removeAttribute('style');
  Object.entries({ x: at.x, y: at.y, width: at.width, height: at.height }).forEach(([k, v]) => copy.setAttribute(k, String(v)));
  return copy;
}

/** The figure ({element, parts}) as an SVG document's text: the drawing in the theme's colours, titled with its caption. */
export function figureSvgText(figure) {
  const box = layout(figure);
  if (!box) throw refusal('This figure has nothing drawn to save yet.', 'share-figure-empty');
  const { parts, origin, width, height } = box;
  const root = svgEl('svg', { width, height, viewBox: `0 0 ${width} ${height}` });
  root.append(svgEl('title', {}, figureCaption(figure.element)), svgEl('rect', { width, height, fill: box.background }));
  for (const part of parts) {
    const at = rel(part.rect, origin);
    if (part.kind === 'svg') root.append(paintedCopy(part.node, at));
    else if (part.kind === 'canvas') {
      const own = rel(part.own, { x: part.rect.left, y: part.rect.top });
      const pixelated = getComputedStyle(part.node).imageRendering === 'pixelated';
      // The nested <svg> is the viewport that cuts the canvas to what the page shows of it.
      const frame = svgEl('svg', { x: at.x, y: at.y, width: at.width, height: at.height });
      frame.append(svgEl('image', { x: own.x, y: own.y, width: own.width, height: own.height,
        preserveAspectRatio: 'none', href: part.node.toDataURL('image/png'), ...(pixelated ? { 'image-rendering': 'pixelated' } : {}) }));
      root.append(frame);
    } else {
      const cs = getComputedStyle(part.node);
      const cx = at.x + at.width / 2;
      const cy = at.y + at.height / 2;
      const attrs = { fill: cs.color, 'dominant-baseline': 'central', ...labelFont(cs) };
      root.append(vertical(cs)
        ? svgEl('text', { ...attrs, x: cx, y: cy, 'text-anchor': 'middle', transform: `rotate(-90 ${cx} ${cy})` }, part.node.textContent.trim())
        : svgEl('text', { ...attrs, x: at.x, y: cy }, part.node.textContent.trim()));
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(root)}\n`;
}

// ---- PNG: the drawing painted on a canvas ----------------------------------------------------------

const BASELINES = { middle: 'middle', central: 'middle', hanging: 'hanging', 'text-before-edge': 'top', 'text-after-edge': 'bottom' };
const ALIGN = { middle: 'center', end: 'end', start: 'start' };
const number = (text) => parseFloat(text) || 0;
const len = (list) => list.baseVal?.value ?? 0;
const firstOf = (list) => (list.baseVal?.numberOfItems ? list.baseVal.getItem(0).value : 0);

// The outline of a shape in its own units (null for an element that is not a shape).
function outline(node) {
  const p = new Path2D();
  switch (node.localName) {
    case 'path': return new Path2D(node.getAttribute('d') ?? '');
    case 'line': p.moveTo(len(node.x1), len(node.y1)); p.lineTo(len(node.x2), len(node.y2)); return p;
    case 'rect': p.rect(len(node.x), len(node.y), len(node.width), len(node.height)); return p;
    case 'circle': p.arc(len(node.cx), len(node.cy), len(node.r), 0, 2 * Math.PI); return p;
    case 'ellipse': p.ellipse(len(node.cx), len(node.cy), len(node.rx), len(node.ry), 0, 0, 2 * Math.PI); return p;
    default: return null;
  }
}

// The page's pixels → the image's: the part's origin, then the PNG's scale.
const toImage = (origin) => new DOMMatrix().scale(PNG_SCALE).translate(-origin.x, -origin.y);

function paintNode(ctx, node, origin) {
  const cs = getComputedStyle(node);
  if (cs.display === 'none' || ['clipPath', 'defs', 'title', 'desc'].includes(node.localName)) return;
  ctx.save();
  const place = () => ctx.setTransform(toImage(origin).multiply(node.getScreenCTM()));
  const clip = /url\(["']?#([^"')]+)/.exec(cs.clipPath)?.[1];
  if (clip) {
    const shape = node.ownerSVGElement?.querySelector(`clipPath[id="${CSS.escape(clip)}"] > *`) ?? null;
    const path = shape && outline(shape);
    if (path) {
      place();
      ctx.clip(path);
    }
  }
  if (cs.visibility !== 'hidden') {
    const alpha = number(cs.opacity);
    const fill = cs.fill !== 'none' ? cs.fill : null;
    const stroke = cs.stroke !== 'none' ? cs.stroke : null;
    const paint = (path, text) => {
      place();
      if (stroke && (text ? cs.paintOrder.startsWith('stroke') : false)) strokeIt(path, text);
      if (fill) {
        ctx.globalAlpha = alpha * number(cs.fillOpacity);
        ctx.fillStyle = fill;
        if (text) ctx.fillText(text.value, text.x, text.y);
        else ctx.fill(path, cs.fillRule === 'evenodd' ? 'evenodd' : 'nonzero');
      }
      if (stroke && !(text && cs.paintOrder.startsWith('stroke'))) strokeIt(path, text);
    };
    const strokeIt = (path, text) => {
      ctx.globalAlpha = alpha * number(cs.strokeOpacity);
      ctx.strokeStyle = stroke;
      ctx.lineWidth = number(cs.strokeWidth);
      ctx.lineCap = cs.strokeLinecap;
      ctx.lineJoin = cs.strokeLinejoin;
      ctx.setLineDash(cs.strokeDasharray === 'none' ? [] : cs.strokeDasharray.split(/[\s,]+/).map(number));
      if (text) ctx.strokeText(text.value, text.x, text.y);
      else ctx.stroke(path);
    };
    if (node.localName === 'text') {
      ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      ctx.textAlign = ALIGN[cs.textAnchor] ?? 'start';
      ctx.textBaseline = BASELINES[cs.dominantBaseline] ?? 'alphabetic';
      paint(null, { value: node.textContent, x: firstOf(node.x), y: firstOf(node.y) });
    } else {
      const path = outline(node);
      if (path) paint(path);
    }
  }
  if (node.localName !== 'text') for (const child of node.children) paintNode(ctx, child, origin);
  ctx.restore();
}

/** The figure painted on a canvas at PNG_SCALE, resolved as a PNG Blob. */
export async function figurePngBlob(figure) {
  const box = layout(figure);
  if (!box) throw refusal('This figure has nothing drawn to save yet.', 'share-figure-empty');
  const canvas = document.createElement('canvas');
  canvas.width = box.width * PNG_SCALE;
  canvas.height = box.height * PNG_SCALE;
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = box.background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  for (const part of box.parts) {
    ctx.save();
    ctx.setTransform(toImage(box.origin));
    if (part.kind === 'svg') {
      for (const child of part.node.children) paintNode(ctx, child, box.origin);
    } else if (part.kind === 'canvas') {
      const r = part.rect;
      ctx.beginPath();
      ctx.rect(r.left, r.top, r.width, r.height);
      ctx.clip();
      ctx.imageSmoothingEnabled = getComputedStyle(part.node).imageRendering !== 'pixelated';
      ctx.drawImage(part.node, part.own.left, part.own.top, part.own.width, part.own.height);
    } else {
      const cs = getComputedStyle(part.node);
      const r = part.rect;
      ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      ctx.fillStyle = cs.color;
      ctx.textBaseline = 'middle';
      const text = part.node.textContent.trim();
      if (vertical(cs)) {
        ctx.translate(r.left + r.width / 2, r.top + r.height / 2);
        ctx.rotate(-Math.PI / 2);
        ctx.textAlign = 'center';
        ctx.fillText(text, 0, 0);
      } else {
        ctx.fillText(text, r.left, r.top + r.height / 2);
      }
    }
    ctx.restore();
  }
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(refusal('The browser could not make the PNG.', 'share-png-failed'))), 'image/png');
  });
}

/** The figure ({element, parts}) as a Blob of type image/svg+xml or image/png (type: one of IMAGE_TYPES). */
export async function figureImage(figure, type) {
  if (!IMAGE_TYPES.includes(type)) {
    throw new RangeError(`figureImage: ${JSON.stringify(String(type))} is not an image type; the types are ${IMAGE_TYPES.join(', ')}.`);
  }
  if (type === 'svg') return new Blob([figureSvgText(figure)], { type: 'image/svg+xml' });
  return figurePngBlob(figure);
}
