// An author's questions in the H5P editor's form (semantics.json's `questionList`: a list of groups
// with a select for the kind, number fields for its parameters, text fields for the author's words
// and a list of options for a choice) and in the JSON list the widget reads (docs/questions.md), both
// ways: the content type turns the form into the list, npm run package and the upgrade of content
// made with version 1.1 (whose editor had one JSON box) turn a list into the form. No DOM.

/** The number fields each kind takes (a form item's other number fields are left out). */
export const KIND_FIELDS = Object.freeze({
  coordinate: ['token', 'i', 'decimals'],
  aliasing: ['turns', 'i', 'decimals'],
  rotation: ['token', 'offset', 'i', 'decimals'],
  wavelength: ['context', 'k', 'decimals'],
  dot: ['tokenP', 'tokenQ', 'decimals'],
  'position-zero-choice': ['decimals'],
  choice: [],
});
const NUMBER_FIELDS = [...new Set(Object.values(KIND_FIELDS).flat())];

// H5P hosts store a text field with its HTML special characters escaped (&quot; for "): undone here,
// without parsing anything as HTML.
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
export function unescapeText(text) {
  return String(text).replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const text = (value) => (typeof value === 'string' ? unescapeText(value).trim() : '');
// A hint or solution written in a textarea: one paragraph per blank-line-separated block.
const paragraphs = (value) => text(value).split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);

/** The JSON list of question specs of the editor's form items (questionList). */
export function specsFromForm(items) {
  return (Array.isArray(items) ? items : []).map((item) => {
    const kind = typeof item?.kind === 'string' ? item.kind : '';
    const spec = { kind };
    for (const field of KIND_FIELDS[kind] ?? NUMBER_FIELDS) {
      if (item[field] !== undefined && item[field] !== null && item[field] !== '') spec[field] = item[field];
    }
    if (text(item.prompt)) spec.prompt = text(item.prompt);
    const hint = paragraphs(item.hint);
    if (hint.length) spec.hint = hint.length === 1 ? hint[0] : hint;
    const solution = paragraphs(item.solution);
    if (solution.length) spec.solution = solution.length === 1 ? solution[0] : solution;
    const feedback = {};
    if (text(item.feedbackCorrect)) feedback.correct = text(item.feedbackCorrect);
    if (text(item.feedbackIncorrect)) feedback.incorrect = text(item.feedbackIncorrect);
    if (Object.keys(feedback).length) spec.feedback = feedback;
    if (kind === 'choice') {
      spec.options = (Array.isArray(item.options) ? item.options : []).map((o) => {
        const option = { text: text(o?.text) };
        if (o?.correct === true) option.correct = true;
        if (text(o?.feedback)) option.feedback = text(o.feedback);
        return option;
      });
    }
    return spec;
  });
}

/**
 * The editor's form items of a JSON list of question specs, or null when the list does not fit the
 * form (not a list of objects, or a field the form has no place for): the caller then keeps the JSON.
 */
export function formFromSpecs(specs) {
  if (!Array.isArray(specs)) return null;
  const items = [];
  for (const spec of specs) {
    if (spec === null || typeof spec !== 'object' || Array.isArray(spec) || typeof spec.kind !== 'string' || !(spec.kind in KIND_FIELDS)) return null;
    const item = { kind: spec.kind };
    for (const [name, value] of Object.entries(spec)) {
      if (name === 'kind') continue;
      if (KIND_FIELDS[spec.kind].includes(name) && typeof value === 'number') item[name] = value;
      else if ((name === 'prompt') && typeof value === 'string') item.prompt = value;
      else if ((name === 'hint' || name === 'solution') && (typeof value === 'string' || Array.isArray(value))) item[name] = [value].flat().join('\n\n');
      else if (name === 'feedback' && value && typeof value === 'object') {
        if (typeof value.correct === 'string') item.feedbackCorrect = value.correct;
        if (typeof value.incorrect === 'string') item.feedbackIncorrect = value.incorrect;
      } else if (name === 'options' && Array.isArray(value)) {
        item.options = value.map((o) => ({ text: String(o?.text ?? ''), correct: o?.correct === true, feedback: typeof o?.feedback === 'string' ? o.feedback : '' }));
      } else return null;
    }
    items.push(item);
  }
  return items;
}
