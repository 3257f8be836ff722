// Context extension: every pair's wavelength λ_k = 2π/θ_k before a scaling method and λ_k′ = 2π/θ_k′
// after it (the core's ropeFrequencies), on a log scale, against the original context L₀ and the
// extended one L = s·L₀. The model is the widget's own (d_model, base, context-length as L₀) or a
// preset of a real model from the core (ropeFacts.presets, with the config.json it was read from);
// the method and its fields are the figure's own controls, set from a preset's config when one is chosen.
import {
  local,
  axes,
  dec,
  decadeTicks,
  describedSvg,
  drawSvg,
  figureHandle,
  figureShell,
  h,
  isNarrow,
  labelled,
  linear,
  logScale,
  memoisedRenderer,
  miniTable,
  niceTicks,
  num,
  plain,
  powerOfTen,
  s,
  scrollBox,
  setText,
  tickCount,
  figureWriters,
} from './common.js';
import { mathParagraph, wavelengthOf } from './rope-parts.js';

// Everything a learner reads in this figure, in one place: the messages of the words' language
// (web/i18n/en.ftl, ids figure-rope-scaling-…), numbers in its marks; formulas stay as they are.
const textOf = (words) => {
  const { N, n, t, P } = figureWriters(words);
  const method = (type) => t('figure-rope-scaling-method-name', { type });
  return Object.freeze({
    own: t('figure-rope-scaling-own'),
    method,
    xLabel: t('figure-rope-scaling-x-label'),
    yLabel: t('figure-rope-scaling-y-label'),
    before: t('figure-rope-scaling-before'),
    after: (name) => t('figure-rope-scaling-after', { method: name }),
    original: (v) => t('figure-rope-scaling-original', { context: P(v) }),
    extended: (v) => t('figure-rope-scaling-extended', { context: P(v) }),
    source: (p, d) =>
      p.scaling
        ? t('figure-rope-scaling-source-scaled', {
            name: p.name,
            model: p.model,
            d: n(d),
            base: P(p.base),
            context: P(p.context),
            type: p.scaling.type,
            factor: P(p.scaling.factor),
            original: P(p.scaling.originalContext),
          })
        : t('figure-rope-scaling-source', { name: p.name, model: p.model, d: n(d), base: P(p.base), context: P(p.context) }),
    ownSource: (d, base, v) => t('figure-rope-scaling-own-source', { d: n(d), base: P(base), context: P(v) }),
    formulas: Object.freeze({
      none: () => [t('figure-rope-scaling-none-lead'), { f: 'θ_k′ = θ_k = b^(−2k/d)' }, t('figure-rope-scaling-none-tail')],
      linear: (v) => [t('figure-rope-scaling-linear-lead'), { f: `θ_k′ = θ_k/s = θ_k/${plain(v.factor)}` }, t('figure-rope-scaling-linear-tail')],
      ntk: (v) => [
        t('figure-rope-scaling-ntk-lead'),
        { f: `θ_k′ = b′^(−2k/d), b′ = b·s^(d/(d − 2)) = ${plain(v.base)}·${plain(v.factor)}^(${v.d}/${v.d - 2}) ≈ ${num(v.raised)}` },
        t('figure-rope-scaling-ntk-tail'),
      ],
      dynamic: (v) => [
        t('figure-rope-scaling-dynamic-lead'),
        { f: `b′ = b·(s·L/L_0 − (s − 1))^(d/(d − 2)) ≈ ${num(v.raised)}` },
        t('figure-rope-scaling-dynamic-tail', { length: P(v.extended) }),
      ],
      yarn: (v) => [
        t('figure-rope-scaling-yarn-lead'),
        { f: 'θ_k′ = (1 − γ_k)·θ_k + γ_k·θ_k/s' },
        t('figure-rope-scaling-yarn-tail', { attention: N(num(v.attention ** 2, 4)) }),
      ],
      llama3: (v) => [
        t('figure-rope-scaling-llama3-lead'),
        { f: `λ_k < L_0/high = ${plain(v.original / v.high)}` },
        t('figure-rope-scaling-llama3-mid'),
        { f: `λ_k > L_0/low = ${plain(v.original / v.low)}` },
        t('figure-rope-scaling-llama3-tail'),
      ],
    }),
    counts: ({ pairs, kept, stretched, between, s: factor }) =>
      t('figure-rope-scaling-counts', { pairs: n(pairs), kept: n(kept), stretched: n(stretched), between: n(between), s: P(factor) }),
    turns: ({ before, original, after, extended }) =>
      t('figure-rope-scaling-turns', { before, beforeText: n(before), original: P(original), after, afterText: n(after), extended: P(extended) }),
    tableCaption: t('figure-rope-scaling-table-caption'),
    tableHeads: ['k', 'λ_k', 'λ_k′', 'λ_k′/λ_k'],
    caption: ({ name, method: m, d, original, extended }) =>
      t(extended !== original ? 'figure-rope-scaling-caption-extended' : 'figure-rope-scaling-caption', { name, method: m, d: n(d), original: P(original), extended: P(extended) }),
    desc: t('figure-rope-scaling-desc'),
    label: ({ name, pairs, method: m, firstBefore, lastBefore, firstAfter, lastAfter, original, extended, kept, stretched }) =>
      t('figure-rope-scaling-label', {
        name,
        pairs: n(pairs),
        method: m,
        firstBefore: N(firstBefore),
        lastBefore: N(lastBefore),
        firstAfter: N(firstAfter),
        lastAfter: N(lastAfter),
        original: P(original),
        extended: P(extended),
        kept: n(kept),
        stretched: n(stretched),
      }),
  });
};

const DEPENDS = ['dModel', 'base', 'contextLength', 'decimals', 'width'];
const OWN = 'own';
const TABLE_ROWS = 64; // more pairs than this: an even sample of them in the table
const MAX_MARKS = 1024; // more pairs than this: an even sample of them drawn

export function createRopeScaling({ core, words }) {
  const { presets, scalingTypes, defaults } = core.ropeFacts;
  let TEXT = textOf(words);
  const shell = figureShell('rope-scaling', words, 'figure-rope-scaling-title');
  const { element } = shell;
  // The figure's own state: the model and the method with its fields.
  const state = { model: OWN, method: 'yarn', factor: 4, low: 1, high: 4, betaFast: defaults.betaFast, betaSlow: defaults.betaSlow };

  const modelSelect = h(
    'select',
    { class: 'pe-rs-model' },
    words.bind(h('option', { value: OWN }), 'figure-rope-scaling-own'),
    presets.map((p) => h('option', { value: p.id, translate: 'no' }, p.name)),
  );
  const methodSelect = h('select', { class: 'pe-rs-method' }, ['none', ...scalingTypes].map((t) => words.bind(h('option', { value: t }), 'figure-rope-scaling-method-name', { type: t })));
  const field = (name, label, min) => {
    // Every scaling parameter has a min of 0 or 1: the decimal pad, no ± key.
    const input = h('input', { type: 'number', step: 'any', min, class: `pe-fig-num pe-rs-${name}`, inputmode: 'decimal' });
    input.addEventListener('input', () => {
      if (Number.isFinite(input.valueAsNumber)) {
        state[name] = input.valueAsNumber;
        renderer.refresh();
      }
    });
    return { input, element: labelled(label, input) };
  };
  const fields = {
    factor: field('factor', words.bind(h('span'), 'figure-rope-scaling-factor'), 1),
    low: field('low', h('span', { dir: 'ltr', translate: 'no' }, 'low_freq_factor'), 0), // config.json's key, not a word
    high: field('high', h('span', { dir: 'ltr', translate: 'no' }, 'high_freq_factor'), 0), // config.json's key, not a word
    betaFast: field('betaFast', h('span', { dir: 'ltr', translate: 'no' }, 'beta_fast'), 0), // config.json's key, not a word
    betaSlow: field('betaSlow', h('span', { dir: 'ltr', translate: 'no' }, 'beta_slow'), 0), // config.json's key, not a word
  };
  modelSelect.addEventListener('change', () => {
    state.model = modelSelect.value;
    const preset = presets.find((p) => p.id === state.model);
    if (preset) {
      // The preset's own config: its method and fields, or none.
      state.method = preset.scaling?.type ?? 'none';
      if (preset.scaling) state.factor = preset.scaling.factor;
      if (preset.scaling?.type === 'llama3') Object.assign(state, { low: preset.scaling.lowFreqFactor, high: preset.scaling.highFreqFactor });
    }
    renderer.refresh();
  });
  methodSelect.addEventListener('change', () => {
    state.method = methodSelect.value;
    renderer.refresh();
  });
  const controls = h(
    'div',
    { class: 'pe-fig-toolbar' },
    labelled(words.bind(h('span'), 'figure-rope-scaling-model'), modelSelect),
    labelled(words.bind(h('span'), 'figure-rope-scaling-method'), methodSelect),
    Object.values(fields).map((f) => f.element),
  );
  const desc = h('p', { class: 'pe-fig-desc' });
  const svg = describedSvg(desc);
  const text = h('div', { class: 'pe-rs-text' });
  const table = scrollBox(words, 'figure-rope-scaling-region', 'pe-rs-numbers');
  element.append(controls, svg, text, table, desc, shell.error);

  const renderer = memoisedRenderer(shell, DEPENDS, draw);

  function show(st) {
    modelSelect.value = state.model;
    methodSelect.value = state.method;
    for (const [name, f] of Object.entries(fields)) {
      if (f.input.valueAsNumber !== state[name]) f.input.value = String(state[name]);
    }
    const m = state.method;
    fields.factor.element.hidden = m === 'none';
    fields.low.element.hidden = fields.high.element.hidden = m !== 'llama3';
    fields.betaFast.element.hidden = fields.betaSlow.element.hidden = m !== 'yarn';
    const preset = presets.find((p) => p.id === state.model) ?? null;
    return preset
      ? { preset, d: preset.dModel, base: preset.base, layout: preset.layout, original: preset.scaling?.originalContext ?? preset.context }
      : { preset, d: st.dModel, base: st.base, layout: st.layout, original: st.contextLength };
  }

  // The scaling object ropeFrequencies takes, for the method chosen over an original context.
  function scalingFor(original, extended) {
    const { method, factor } = state;
    if (method === 'none') return null;
    if (method === 'linear' || method === 'ntk') return { type: method, factor };
    if (method === 'dynamic') return { type: method, factor, originalContext: original, length: extended };
    if (method === 'yarn') return { type: method, factor, originalContext: original, betaFast: state.betaFast, betaSlow: state.betaSlow };
    return { type: method, factor, originalContext: original, lowFreqFactor: state.low, highFreqFactor: state.high };
  }

  function draw(st) {
    TEXT = textOf(words);
    const { preset, d, base, layout, original } = show(st);
    const method = state.method;
    const s0 = method === 'none' ? 1 : state.factor;
    // A preset's own method and factor extend it to the context its config.json names (Llama 3.1:
    // 131072, more than 8 × 8192); any other choice, s times the original context.
    const configured = preset?.scaling?.type === method && preset.scaling.factor === s0;
    const extended = method === 'none' ? original : configured ? preset.context : Math.round(s0 * original);
    const scaling = scalingFor(original, extended);
    const settings = { dModel: d, base, layout };
    const theta = core.ropeFrequencies(settings);
    const scaled = core.ropeFrequencies({ ...settings, scaling });
    const attention = core.ropeAttentionFactor({ ...settings, scaling });
    const pairs = d / 2;
    const before = Array.from(theta, wavelengthOf);
    const after = Array.from(scaled, wavelengthOf);
    let kept = 0;
    let stretched = 0;
    for (let k = 0; k < pairs; k++) {
      if (Math.abs(scaled[k] - theta[k]) <= 1e-12 * theta[k]) kept += 1;
      else if (Math.abs(scaled[k] * s0 - theta[k]) <= 1e-9 * theta[k]) stretched += 1;
    }
    const longBefore = before.filter((l) => l > original).length;
    const longAfter = after.filter((l) => l > extended).length;

    // In CSS pixels at the figure's width: the context labels inside the plot, the key under it
    // (stacked on a phone).
    const W = st.width;
    const narrow = isNarrow(W);
    const BOX = [56, 12, W - 12, 12 + (narrow ? 220 : 230)];
    const [left, top, right, bottom] = BOX;
    const lo = Math.min(before[0], after[0], original) / 1.8;
    const hi = Math.max(before[pairs - 1], after[pairs - 1], extended) * 2.5;
    const x = linear([-0.5, Math.max(0.5, pairs - 0.5)], [left, right]);
    const y = logScale([lo, hi], [bottom, top]);
    const kTicks = pairs <= 8 ? Array.from({ length: pairs }, (_, j) => j) : niceTicks(0, pairs - 1, tickCount(right - left, 48)).filter(Number.isInteger);
    const parts = [
      axes({ words, x, y, box: BOX, xTicks: kTicks, yTicks: decadeTicks(lo, hi), xFormat: String, yFormat: powerOfTen, xGrid: false, xLabel: TEXT.xLabel, yLabel: narrow ? null : TEXT.yLabel }),
    ];
    const contexts = extended === original ? [['pe-rs-original', original, TEXT.original(original)]] : [['pe-rs-original', original, TEXT.original(original)], ['pe-rs-extended', extended, TEXT.extended(extended)]];
    for (const [cls, L, label] of contexts) {
      parts.push(
        s('line', { class: `pe-rs-context ${cls}`, x1: left, x2: right, y1: y(L), y2: y(L), 'data-context': L }),
        s('text', { class: `pe-rs-context-label ${cls}-label`, x: left + 6, y: y(L) - 5 }, label),
      );
    }
    const stride = Math.max(1, Math.ceil(pairs / MAX_MARKS));
    const ks = [];
    for (let k = 0; k < pairs; k += stride) ks.push(k);
    if (ks[ks.length - 1] !== pairs - 1) ks.push(pairs - 1);
    const r = pairs <= 16 ? 4.5 : pairs <= 128 ? 3 : pairs <= 512 ? 2 : 1.2;
    let links = '';
    let circles = '';
    let squares = '';
    for (const k of ks) {
      const cx = x(k);
      const yb = y(before[k]);
      const ya = y(after[k]);
      if (Math.abs(yb - ya) > 2 * r) links += `M${cx.toFixed(2)} ${yb.toFixed(2)}V${ya.toFixed(2)}`;
      circles += `M${(cx - r).toFixed(2)} ${yb.toFixed(2)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
      squares += `M${(cx - r * 0.8).toFixed(2)} ${(ya - r * 0.8).toFixed(2)}h${1.6 * r}v${1.6 * r}h${-1.6 * r}z`;
    }
    parts.push(
      links ? s('path', { class: 'pe-rs-link', d: links }) : null,
      s('path', { class: 'pe-rs-before', d: circles, 'data-count': ks.length }),
      s('path', { class: 'pe-rs-after', d: squares, 'data-count': ks.length }),
    );
    const methodName = TEXT.method(method);
    const keyTop = bottom + 44;
    const key = s(
      'g',
      { class: 'pe-fig-key', transform: `translate(${left} ${keyTop})` },
      s('path', { class: 'pe-rs-before', d: 'M-4.5 -4a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0 -9 0' }),
      s('text', { class: 'pe-fig-tick', x: 10, y: 0, direction: words.dir }, TEXT.before),
      s('path', { class: 'pe-rs-after', d: narrow ? 'M-3.6 12.4h7.2v7.2h-7.2z' : 'M176.4 -7.6h7.2v7.2h-7.2z' }),
      s('text', { class: 'pe-fig-tick', x: narrow ? 10 : 190, y: narrow ? 20 : 0, direction: words.dir }, TEXT.after(methodName)),
    );
    parts.push(key);
    drawSvg(svg, W, keyTop + (narrow ? 28 : 10), parts);

    const v = { factor: s0, base, d, raised: base * s0 ** (d / (d - 2)), extended, attention, original, low: state.low, high: state.high };
    if (method === 'dynamic') v.raised = base * (s0 * (extended / original) - (s0 - 1)) ** (d / (d - 2));
    text.replaceChildren(
      h('p', { class: 'pe-rs-source' }, preset ? TEXT.source(preset, d) : TEXT.ownSource(d, base, original)),
      mathParagraph('pe-rs-formula', ...TEXT.formulas[method](v)),
      h('p', { class: 'pe-rs-counts', 'data-kept': kept, 'data-stretched': stretched, 'data-long-before': longBefore, 'data-long-after': longAfter },
        `${TEXT.counts({ pairs, kept, stretched, between: pairs - kept - stretched, s: s0 })} ${TEXT.turns({ before: longBefore, original, after: longAfter, extended })}`),
    );
    const every = Math.max(1, Math.ceil(pairs / TABLE_ROWS));
    const rows = [];
    for (let k = 0; k < pairs; k += every) rows.push(k);
    if (rows[rows.length - 1] !== pairs - 1) rows.push(pairs - 1);
    table.replaceChildren(
      miniTable(
        'pe-rs-table',
        TEXT.tableCaption,
        TEXT.tableHeads,
        h(
          'tbody',
          {},
          rows.map((k) =>
            h(
              'tr',
              { 'data-k': k },
              h('th', { scope: 'row' }, words.n(String(k))),
              h('td', { 'data-value': before[k] }, local(words, num(before[k]))),
              h('td', { 'data-value': after[k] }, local(words, num(after[k]))),
              h('td', {}, local(words, dec(after[k] / before[k], 3))),
            ),
          ),
        ),
      ),
    );
    const name = preset?.name ?? TEXT.own;
    svg.setAttribute(
      'aria-label',
      TEXT.label({
        name,
        pairs,
        method: methodName,
        firstBefore: num(before[0]),
        lastBefore: num(before[pairs - 1]),
        firstAfter: num(after[0]),
        lastAfter: num(after[pairs - 1]),
        original,
        extended,
        kept,
        stretched,
      }),
    );
    setText(shell.caption, TEXT.caption({ name, method: methodName, d, original, extended }));
    setText(desc, TEXT.desc);
  }

  return figureHandle(element, renderer.update, renderer.refresh);
}
