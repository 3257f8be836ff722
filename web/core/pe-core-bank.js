// The question bank's part of loadCore() (web/core/pe-core.js), fetched beside the bank's build of the core
// (pe-core-bank-wasm.js) only: makeQuiz's questions decoded from the texts and numbers the core writes
// them as, a makeQuiz question handed to the checker, an author's question spec read for makeQuestion.
// The argument checks it shares with the loader come from there (tools), so that their sentences are
// the loader's own.

/**
 * The functions of the core that need the bank's build, for its Emscripten module m.
 * tools: {defaults, limits, describe, number, settingsOf, unwrap, answerText} from web/core/pe-core.js.
 */
export function bankFunctions(m, { defaults, limits, describe, number, settingsOf, unwrap, worded, answerText, fieldLists, ropeFacts }) {
  // An author's question spec {kind, ...params} as the core reads it: the kind, and each parameter's
  // name with its number, or how a value that is not a number was written (the core refuses it by
  // name, with the range allowed). A list is given as its entries (q[0], q[1], ...) and an object as
  // its fields (scaling.type, scaling.factor, ...).
  function questionSpec(spec) {
    if (spec === null || typeof spec !== 'object' || Array.isArray(spec)) {
      throw new Error(`makeQuestion needs a spec such as {kind: "coordinate", token: 2, i: 2}; received ${describe(spec)}.`);
    }
    if (typeof spec.kind !== 'string') {
      throw new Error(`question spec: kind must be a text such as "coordinate"; received ${'kind' in spec ? describe(spec.kind) : 'none'}.`);
    }
    const flat = {};
    for (const [name, value] of Object.entries(spec)) {
      if (name === 'kind') continue;
      if (Array.isArray(value) || (ArrayBuffer.isView(value) && typeof value.length === 'number')) {
        Array.from(value, (v, j) => { flat[`${name}[${j}]`] = v; });
      } else if (value !== null && typeof value === 'object') {
        for (const [field, v] of Object.entries(value)) flat[`${name}.${field}`] = v;
      } else {
        flat[name] = value;
      }
    }
    return [spec.kind.slice(0, 40), ...fieldLists(flat)];
  }

  function questionSettings(opts, d) {
    const s = settingsOf(opts, d);
    return { ...s, origin: number('origin', opts?.origin ?? d.origin) };
  }

  function quizOptions(opts, d) {
    if (opts === null || typeof opts !== 'object') {
      throw new Error(`makeQuiz needs an options object such as {seed: 1}; received ${describe(opts)}.`);
    }
    const { seed, origin = d.origin, count = d.quizCount, topics = ropeFacts.defaults.quizTopics } = opts;
    if (typeof topics !== 'string') {
      throw new Error(`topics must be ${ropeFacts.quizTopics.map((t) => `"${t}"`).join(', ').replace(/, ([^,]*)$/, ' or $1')}; received ${describe(topics)}.`);
    }
    return { ...settingsOf(opts, d), seed: number('seed', seed), origin: number('origin', origin), count: number('count', count), topics };
  }

  // The fields the checker reads, typed as the core expects them (a question may have been stored
  // as JSON and parsed back, or edited by a page).
  function quizQuestion(q) {
    const list = (name, value) => {
      if (value === undefined) return [];
      if (!Array.isArray(value)) throw new Error(`question.${name} must be an array; received ${describe(value)}.`);
      return value;
    };
    const choice = q.type === 'choice';
    return {
      type: q.type,
      exact: choice || typeof q.exact !== 'string' ? '' : q.exact.slice(0, 40),
      expected: choice ? 0 : number('question.expected', q.expected),
      decimals: choice ? 0 : number('question.decimals', q.decimals),
      answer: choice ? number('question.answer', q.answer) : -1,
      choices: list('choices', q.choices).map(String),
      mistakes: list('mistakes', q.mistakes).map((mk) => ({
        code: String(mk?.code ?? ''),
        explanation: String(mk?.explanation ?? ''),
        value: typeof mk?.value === 'number' ? mk.value : NaN,
        choice: typeof mk?.choice === 'number' ? mk.choice : -1,
      })),
    };
  }

  // What checkQuizAnswer reads, flat (see cpp/bind/bank_bindings.cpp): the texts (the exact value's,
  // the choices, then each mistake's code and explanation) and the numbers (isChoice, expected,
  // decimals, answer, the number of choices, then each mistake's value and choice).
  function quizQuestionData(q) {
    const strings = [q.exact, ...q.choices];
    const numbers = [q.type === 'choice' ? 1 : 0, q.expected, q.decimals, q.answer, q.choices.length];
    for (const mk of q.mistakes) {
      strings.push(mk.code, mk.explanation);
      numbers.push(mk.value, mk.choice);
    }
    return [strings, numbers];
  }

  // makeQuiz's questions from the texts and numbers the core writes them as, in its order.
  function decodeQuiz([texts, view]) {
    const numbers = view.slice(); // a view of WebAssembly memory: copied before anything else runs
    const strings = texts.split('\0');
    let s = 0;
    let n = 0;
    const text = () => strings[s++];
    const num = () => numbers[n++];
    const list = (item) => Array.from({ length: num() }, item);
    return list(() => {
      const q = { id: text(), cell: text(), kind: text() };
      const choice = num() === 1;
      q.type = choice ? 'choice' : 'numeric';
      q.prompt = text();
      q.hint = text();
      q.solution = list(text);
      q.settings = { dModel: num(), base: num(), layout: text(), origin: num() };
      q.params = Object.fromEntries(list(() => [text(), num()]));
      if (choice) {
        q.choices = list(text);
        q.answer = num();
      } else {
        q.expected = num();
        q.decimals = num();
        q.exact = text(); // the exact value with six more decimals than asked, as feedback shows it
      }
      q.mistakes = list(() => {
        const code = text();
        return choice ? { code, choice: num(), explanation: text() } : { code, value: num(), explanation: text() };
      });
      return q;
    });
  }

  return {
    checkQuizAnswer: (text, q) => worded(unwrap(m.checkQuizAnswer(answerText(text, limits), ...quizQuestionData(quizQuestion(q))))),
    makeQuiz: (opts) => decodeQuiz(unwrap(m.makeQuiz(quizOptions(opts, defaults)))),
    makeQuestion: (spec, opts) => decodeQuiz(unwrap(m.makeQuestion(...questionSpec(spec), questionSettings(opts, defaults))))[0],
  };
}
