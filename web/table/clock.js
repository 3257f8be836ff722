// The pairs as the hands of a clock, in the pair inspector: a dial per pair (all of them up to eight,
// else eight spread from the fastest to the slowest, the inspected pair among them), each hand at
// the angle pos·ω_k, counter-clockwise from the right as on the inspector's circle. The learner drags
// the position, or presses Play: the position grows by one a second and every hand turns at its own
// rate, the fast pairs spinning, the slow ones creeping. With prefers-reduced-motion the hands jump
// from one whole position to the next instead of gliding. Play stops when the clock leaves the
// screen, the tab is hidden or the widget leaves the page.
//
// The position is the clock's own, not an attribute: it is where a learner is looking, like a
// scroll position, and a playing clock would otherwise write an attribute (and a pe-change, and an
// undo step) sixty times a second. The numbers it writes are the core's exact digits at the whole
// position shown; between two whole positions only the hands move.
import { compact, exact } from '../core/index.js';
import { listOf } from '../i18n/index.js';
import { button, el, rangeInput } from '../kit/index.js';
import { HIDDEN_TEXT } from './table.js';
import { numberWriters } from './table-words.js';

const SVG = 'http://www.w3.org/2000/svg';
const MAX_DIALS = 8;
/** Play's pace: one position per second. */
export const PLAY_STEP_MS = 1000;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The pairs given a dial: all up to MAX_DIALS, else MAX_DIALS spread over 0 … pairs − 1 with k among them. */
export function dialPairs(pairs, k) {
  if (pairs <= MAX_DIALS) return Array.from({ length: pairs }, (_, j) => j);
  const spread = Array.from({ length: MAX_DIALS }, (_, j) => Math.round((j * (pairs - 1)) / (MAX_DIALS - 1)));
  if (!spread.includes(k)) {
    // k takes the place of the nearest pair shown, other than the first and the last.
    let nearest = 1;
    for (let j = 2; j < MAX_DIALS - 1; j += 1) if (Math.abs(spread[j] - k) < Math.abs(spread[nearest] - k)) nearest = j;
    spread[nearest] = k;
    spread.sort((a, b) => a - b);
  }
  return spread;
}

function svg(tag, attributes) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}


export class PairClock {
  #words;
  #model = null;
  #k = 0;
  #omega = 0; // ω_k of the pair inspected
  #dials = []; // [{k, omega, hand, tip}]
  #dialsKey = '';
  #pos = 0; // the whole position shown
  #max = 0;
  #playing = false;
  #frame = 0;
  #timer = 0;
  #from = 0; // smooth play: the position at time #t0
  #t0 = 0;
  #watch = null; // an IntersectionObserver while playing

  constructor(words, idPrefix) {
    this.#words = words;
    const box = el('div', 'clock');
    box.setAttribute('role', 'group');
    const title = words.bind(el('h4', 'part-subtitle'), 'table-clock-title');
    title.id = `${idPrefix}-clock-title`;
    box.setAttribute('aria-labelledby', title.id);
    const slider = rangeInput({ min: 0, max: 0, className: 'slider clock-slider' });
    slider.id = `${idPrefix}-clock-pos`;
    const label = words.bind(el('label'), 'table-clock-position');
    label.htmlFor = slider.id;
    // The position as text beside the slider; not a live region (the slider says its own value).
    const value = el('span', 'clock-value');
    value.dir = 'ltr';
    const play = button('', 'clock-play');
    play.addEventListener('click', () => (this.#playing ? this.pause() : this.play()));
    slider.addEventListener('input', () => {
      this.#show(slider.valueAsNumber);
      this.#from = this.#pos;
      this.#t0 = performance.now();
    });
    const controls = el('div', 'clock-controls');
    controls.append(label, slider, value, play);
    const dials = el('div', 'clock-dials');
    dials.setAttribute('role', 'img');
    dials.dir = 'ltr';
    const readout = el('p', 'clock-readout');
    box.append(title, words.bind(el('p', 'help'), 'table-clock-help'), controls, dials, readout);
    this.element = box;
    this.parts = { slider, value, play, dials, readout };
    this.#showPlaying();
    this.onVisibility = () => {
      if (document.hidden) this.pause();
    };
  }

  /** model: the table's {settings, core, hidden}; k: the pair inspected. */
  render(model, k) {
    this.#model = model;
    this.#k = k;
    const { settings, core } = model;
    const pairs = settings.dModel / 2;
    const shown = dialPairs(pairs, k);
    const key = `${shown}|${k}`;
    if (key !== this.#dialsKey) {
      this.#dialsKey = key;
      this.#buildDials(shown, k);
    }
    const opts = { dModel: settings.dModel, base: settings.base, layout: settings.layout };
    for (const dial of this.#dials) dial.omega = core.frequency(dial.k, opts);
    this.#omega = core.frequency(k, opts);
    // The positions of the table's max_len (the heatmap's rows): 0 … max_len − 1.
    this.#max = Math.max(0, settings.maxLen - 1);
    this.parts.slider.max = String(this.#max);
    this.#showPlaying();
    this.#show(Math.min(this.#pos, this.#max));
  }

  /** After a change of language: the next render writes every text again. */
  retext() {
    this.#dialsKey = '';
  }

  get playing() {
    return this.#playing;
  }

  play() {
    if (this.#playing || !this.#model) return;
    this.#playing = true;
    this.#showPlaying();
    this.#watch ??= new IntersectionObserver((entries) => {
      if (entries.some((e) => !e.isIntersecting)) this.pause();
    });
    this.#watch.observe(this.element);
    document.addEventListener('visibilitychange', this.onVisibility);
    if (this.#pos >= this.#max) this.#show(0);
    if (matchMedia(REDUCED_MOTION).matches) {
      // Steps: one whole position a second, no motion in between.
      this.#timer = setInterval(() => {
        if (!this.element.isConnected) this.pause();
        else this.#show(this.#pos >= this.#max ? 0 : this.#pos + 1);
      }, PLAY_STEP_MS);
    } else {
      this.#from = this.#pos;
      this.#t0 = performance.now();
      this.#frame = requestAnimationFrame(this.#tick);
    }
  }

  pause() {
    if (!this.#playing) return;
    this.#playing = false;
    cancelAnimationFrame(this.#frame);
    clearInterval(this.#timer);
    this.#frame = 0;
    this.#timer = 0;
    this.#watch?.disconnect();
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.#showPlaying();
    // The hands go back to the whole position the numbers are written for.
    this.#hands(this.#pos);
  }

  #tick = (now) => {
    this.#frame = 0;
    if (!this.#playing) return;
    if (!this.element.isConnected) {
      this.pause();
      return;
    }
    let p = this.#from + (now - this.#t0) / PLAY_STEP_MS;
    if (p > this.#max + 1) {
      // Round again from position 0.
      this.#from = 0;
      this.#t0 = now;
      p = 0;
    }
    const whole = Math.min(this.#max, Math.floor(p));
    if (whole !== this.#pos) this.#show(whole);
    this.#hands(Math.min(p, this.#max));
    this.#frame = requestAnimationFrame(this.#tick);
  };

  #showPlaying() {
    const { play } = this.parts;
    const text = this.#words.t(this.#playing ? 'table-clock-pause' : 'table-clock-play');
    if (play.textContent !== text) play.textContent = text;
    play.classList.toggle('is-playing', this.#playing);
  }

  #buildDials(shown, k) {
    const { n } = numberWriters(this.#words);
    this.#dials = shown.map((pair) => {
      const figure = svg('svg', { viewBox: '-1.25 -1.25 2.5 2.5', width: 56, height: 56, 'aria-hidden': 'true' });
      const hand = svg('line', { x1: 0, y1: 0, x2: 1, y2: 0, class: 'hand' });
      const tip = svg('circle', { cx: 1, cy: 0, r: 0.13, class: 'tip' });
      figure.append(
        svg('circle', { cx: 0, cy: 0, r: 1, class: 'ring' }),
        // Where every hand starts, at position 0: angle 0, to the right.
        svg('line', { x1: 1.08, y1: 0, x2: 1.24, y2: 0, class: 'start' }),
        hand,
        tip,
        svg('circle', { cx: 0, cy: 0, r: 0.09, class: 'hub' }),
      );
      const dial = el('span', pair === k ? 'dial is-pair' : 'dial');
      dial.dataset.pair = String(pair);
      dial.append(figure, el('span', 'dial-label', this.#words.t('table-clock-dial', { k: n(String(pair)) })));
      return { k: pair, omega: 0, hand, tip, dial };
    });
    this.parts.dials.replaceChildren(...this.#dials.map((d) => d.dial));
  }

  // Every hand at position p (a fraction between whole positions while playing smoothly).
  #hands(p) {
    for (const { omega, hand, tip } of this.#dials) {
      const angle = omega * p;
      const x = Math.cos(angle).toFixed(4);
      const y = (-Math.sin(angle)).toFixed(4);
      hand.setAttribute('x2', x);
      hand.setAttribute('y2', y);
      tip.setAttribute('cx', x);
      tip.setAttribute('cy', y);
    }
  }

  // The whole position pos: the slider, its value, the hands and the inspected pair's angle.
  #show(pos) {
    this.#pos = pos;
    const model = this.#model;
    if (!model) return;
    const words = this.#words;
    const { n, ltr } = numberWriters(words);
    const { slider, value, dials, readout } = this.parts;
    const posText = n(String(pos));
    if (slider.valueAsNumber !== pos) slider.value = String(pos);
    slider.setAttribute('aria-valuetext', posText);
    value.textContent = words.t('table-clock-value', { pos: posText });
    this.#hands(pos);
    const { settings, core } = model;
    const k = this.#k;
    const angle = this.#omega * pos; // ω_k nearest its value, times pos: one more rounding
    const angleText = model.hidden?.()?.(angle)
      ? words.t(HIDDEN_TEXT)
      : ltr(compact(angle, 6, exact.exactly(core, exact.angle(pos, k, settings), exact.rounded(angle, 2))));
    readout.textContent = words.t('table-clock-readout', { pos: posText, k: n(String(k)), angle: angleText });
    dials.setAttribute('aria-label', words.t('table-clock-dials', {
      pos: posText,
      k: n(String(k)),
      pairs: listOf(words.lang, this.#dials.map((d) => n(String(d.k))), 'unit'), // "0, 1, 3": no word the catalog would give
    }));
  }
}
