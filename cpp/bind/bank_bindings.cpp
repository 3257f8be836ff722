// The question bank's bindings, linked only into pe-core-bank-wasm (with core_bindings.cpp and
// check_bindings.cpp, as the other two modules have): makeQuiz(options), makeQuestion(an author's
// spec, settings) and checkQuizAnswer(text, strings, numbers). The bank is almost half of that
// module's code and text, which pages without quiz="bank" or quiz="own" never download.
//
// Questions cross the boundary flat, as texts and numbers in a fixed order that pe-core.js reads
// back (decodeQuiz, quizQuestionData): one property at a time through embind would cost more code
// than the whole quiz engine.
#include <emscripten/bind.h>

#include <string>
#include <string_view>
#include <vector>

#include "convert.hpp"
#include "quiz.hpp"

namespace pe::bind {
namespace {

struct JsQuizOptions {
    double seed, dModel, base;
    std::string layout;
    double origin, count;
    std::string topics;
};

// The numbers of the last quiz, returned as a view that pe-core.js copies at once.
std::vector<double> quizNumbers;

// Each text is followed by a NUL (no text of a question contains one).
[[gnu::noinline]] void putText(std::string& texts, std::string_view s) {
    texts.append(s.data(), s.size()).push_back('\0');
}
[[gnu::noinline]] void putNumber(double x) { quizNumbers.push_back(x); }
[[gnu::noinline]] void putTexts(std::string& texts, const std::vector<std::string>& list) {
    putNumber(static_cast<double>(list.size()));
    for (const std::string& s : list) putText(texts, s);
}

// Per question: texts id, cell, kind, prompt, hint, the solution's steps, layout, the parameters'
// names, the choices or the exact value's text, each mistake's code and explanation; numbers
// isChoice, the number of steps, dModel, base, origin, the number of parameters and their values, the
// number of choices and the answer or expected and decimals, the number of mistakes and each one's
// choice or value.
void putQuestion(std::string& texts, const Question& q) {
    putText(texts, q.id);
    putText(texts, q.cell);
    putText(texts, q.kind);
    putNumber(q.isChoice);
    putText(texts, q.prompt);
    putText(texts, q.hint);
    putTexts(texts, q.solution);
    putNumber(q.settings.settings.dModel);
    putNumber(q.settings.settings.base);
    putText(texts, layoutName(q.settings.settings.layout));
    putNumber(q.settings.origin);
    putNumber(static_cast<double>(q.params.size()));
    for (const QuizParam& p : q.params) {
        putText(texts, p.name);
        putNumber(p.value);
    }
    if (q.isChoice) {
        putTexts(texts, q.choices);
        putNumber(q.answer);
    } else {
        putNumber(q.expected);
        putNumber(q.decimals);
        putText(texts, q.exact);
    }
    putNumber(static_cast<double>(q.mistakes.size()));
    for (const Mistake& m : q.mistakes) {
        putText(texts, m.code);
        putNumber(q.isChoice ? m.choice : m.value);
        putText(texts, m.explanation);
    }
}

[[gnu::noinline]] std::string textAt(const val& list, unsigned j) { return list[j].as<std::string>(); }

// [texts, numbers]: the questions' texts, NUL after each, and a view of their numbers.
val questionsToJs(const std::vector<Question>& questions) {
    std::string texts;
    quizNumbers.clear();
    putNumber(static_cast<double>(questions.size()));
    for (const Question& q : questions) putQuestion(texts, q);
    val out = val::array();
    out.call<void>("push", val(texts)); // copies the text through a malloc, which may grow memory
    // The view last: nothing allocates after it, so it is still attached when pe-core.js copies it.
    out.call<void>("push", val(emscripten::typed_memory_view(quizNumbers.size(), quizNumbers.data())));
    return out;
}

val makeQuiz(const JsQuizOptions& o) {
    return guarded([&] { return questionsToJs(pe::makeQuiz(QuizOptions{o.seed, o.dModel, o.base, o.layout, o.origin, o.count, o.topics})); });
}

// An author's spec as pe-core.js sends it: the kind, and per parameter its name, its number (when
// shown is "") or, for a value that is not a number, how it was written (shown), which the core
// refuses by name. The settings are the widget's, origin included.
struct JsQuestionSettings {
    double dModel, base;
    std::string layout;
    double origin;
};

val makeQuestion(const std::string& kind, const val& names, const val& numbers, const val& shown,
                 const JsQuestionSettings& js) {
    return guarded([&] {
        const QuestionSpec spec{kind, specParamsFrom(names, numbers, shown)};
        const QuizSettings qs = makeQuizSettings(js.dModel, js.base, js.layout, js.origin);
        return questionsToJs({pe::makeQuestion(spec, qs)});
    });
}


// The question checkQuizAnswer receives. strings: the exact value's text ("" when a stored question
// had none), the choices, then each mistake's code and explanation; numbers: isChoice, expected,
// decimals, answer, the number of choices, then each mistake's value and choice (pe-core.js has typed
// them: NaN and -1 where a stored question had none).
Question questionFrom(const val& strings, const std::vector<double>& n) {
    const auto choices = static_cast<unsigned>(n[4]);
    Question q;
    q.isChoice = n[0] == 1;
    for (unsigned j = 0; j < choices; ++j) q.choices.push_back(textAt(strings, j + 1));
    if (q.isChoice) {
        q.answer = checkedChoiceIndex(n[3], q.choices.size());
    } else {
        const NumericTarget t = checkedTarget(n[1], n[2]);
        q.expected = t.expected;
        q.decimals = t.decimals;
        q.exact = textAt(strings, 0);
    }
    for (unsigned j = choices + 1, at = 5; at + 1 < n.size(); j += 2, at += 2) {
        Mistake& m = q.mistakes.emplace_back();
        m.code = textAt(strings, j);
        m.explanation = textAt(strings, j + 1);
        m.value = n[at];
        m.choice = static_cast<int>(n[at + 1]);
    }
    return q;
}

val checkQuizAnswer(const std::string& text, const val& strings, const val& numbers) {
    return guarded([&] {
        const QuizCheck r = pe::checkQuizAnswer(
            text, questionFrom(strings, emscripten::convertJSArrayToNumberVector<double>(numbers)));
        return answerCheckToJs(r);
    });
}

} // namespace

// This module's checkers name every slip of the table (convert.hpp).
const char* diagnosisName(std::string_view code) { return mistakeName(code); }

} // namespace pe::bind

EMSCRIPTEN_BINDINGS(sinusoidal_pe_bank) {
    using namespace pe::bind;
    emscripten::value_object<JsQuizOptions>("QuizOptions")
        .field("seed", &JsQuizOptions::seed)
        .field("dModel", &JsQuizOptions::dModel)
        .field("base", &JsQuizOptions::base)
        .field("layout", &JsQuizOptions::layout)
        .field("origin", &JsQuizOptions::origin)
        .field("count", &JsQuizOptions::count)
        .field("topics", &JsQuizOptions::topics);
    emscripten::function("makeQuiz", &makeQuiz);
    emscripten::value_object<JsQuestionSettings>("QuestionSettings")
        .field("dModel", &JsQuestionSettings::dModel)
        .field("base", &JsQuestionSettings::base)
        .field("layout", &JsQuestionSettings::layout)
        .field("origin", &JsQuestionSettings::origin);
    emscripten::function("makeQuestion", &makeQuestion);
    emscripten::function("checkQuizAnswer", &checkQuizAnswer);
}
