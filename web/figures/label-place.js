// Places value labels beside the points they name so that none covers a curve, a marker or another
// label, and none leaves the plot: each label tries spots around its point, nearest first, and takes
// the first free one; one that had to move away gets a thin leader line to its point; one with no
// free spot is left out (the figure's table and text alternative still hold its value).

const intersects = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

// Whether a polyline (points sorted by x) passes through the box: any segment whose own bounding box
// meets it counts, which errs on the side of keeping clear.
function crosses(points, box) {
  let lo = 0;
  let hi = points.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (points[mid][0] < box.left) lo = mid + 1;
    else hi = mid;
  }
  for (let j = Math.max(1, lo); j < points.length; j++) {
    const [x0, y0] = points[j - 1];
    const [x1, y1] = points[j];
    if (x0 > box.right) break;
    if (Math.min(y0, y1) < box.bottom && Math.max(y0, y1) > box.top && x1 >= box.left) return true;
  }
  return false;
}

/**
 * labels: [{text (an SVG <text> in the drawn SVG), x, y (the point it names, in SVG units), prefer:
 * 'above' | 'below'}]; curves: polylines [[x, y], …] sorted by x; obstacles: boxes {left, top, right,
 * bottom} to keep clear of (markers); bounds: [left, top, right, bottom] the labels stay inside;
 * leaders: a <g> for leader lines. Needs the SVG rendered (getBBox); does nothing otherwise.
 */
export function placeLabels({ labels, curves = [], obstacles = [], bounds, leaders }) {
  const [bLeft, bTop, bRight, bBottom] = bounds;
  const taken = [...obstacles];
  const pad = 1.5;
  for (const { text, x, y, prefer = 'above' } of labels) {
    let bb;
    try {
      bb = text.getBBox();
    } catch {
      return;
    }
    if (!bb.width) return; // not rendered: placed when the figure is drawn on screen
    const width = bb.width;
    const height = bb.height;
    const baseline = Number(text.getAttribute('y')) - bb.y;
    const verticals = prefer === 'below' ? ['below', 'above'] : ['above', 'below'];
    let chosen = null;
    search: for (const gap of [4, 10, 18, 28, 40, 54]) {
      for (const vertical of verticals) {
        for (const side of ['right', 'left', 'middle']) {
          const left = side === 'right' ? x + 5 : side === 'left' ? x - 5 - width : x - width / 2;
          const top = vertical === 'above' ? y - gap - height : y + gap;
          const box = { left, top, right: left + width, bottom: top + height };
          if (box.left < bLeft || box.right > bRight || box.top < bTop || box.bottom > bBottom) continue;
          const padded = { left: box.left - pad, top: box.top - pad, right: box.right + pad, bottom: box.bottom + pad };
          if (taken.some((t) => intersects(t, padded))) continue;
          if (curves.some((c) => crosses(c, padded))) continue;
          chosen = { box, gap };
          break search;
        }
      }
    }
    if (!chosen) {
      text.remove();
      continue;
    }
    const { box, gap } = chosen;
    text.setAttribute('x', String(box.left));
    text.setAttribute('y', String(box.top + baseline));
    text.setAttribute('text-anchor', 'start');
    text.setAttribute('direction', 'ltr');
    taken.push(box);
    if (gap > 10 && leaders) {
      // From the point to the nearest point of the label's box.
      const ex = Math.max(box.left, Math.min(x, box.right));
      const ey = y < box.top ? box.top : box.bottom;
      const line = document.createElementNS('http://www.w3.org/2000/svg', 'line');
      line.setAttribute('class', 'pe-fig-leader');
      for (const [k, v] of Object.entries({ x1: x, y1: y, x2: ex, y2: ey })) line.setAttribute(k, String(v));
      leaders.append(line);
    }
  }
}
