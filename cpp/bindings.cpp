// The JavaScript face of the core: each function converts its arguments, calls the library and
// converts the result. A refusal comes back as a JavaScript Error value (never a C++ exception
// crossing the boundary); web/pe-core.js throws it.
//
// Two modules are built from this file: pe-core-wasm, all that a page without quiz="bank"
// downloads, and pe-core-bank-wasm (PE_QUIZ_BANK=1), which adds the question bank (makeQuiz and
// checkQuizAnswer): almost half of the module's code and text.
#include <emscripten/bind.h>

#include <exception>
#include <string>
#include <vector>

#include "answer.hpp"
#include "encoding.hpp"
#include "quiz.hpp"

#ifndef PE_QUIZ_BANK
#define PE_QUIZ_BANK 0
#endif

using emscripten::val;

namespace {

// Settings as JavaScript sends them: numbers stay doubles so that the core can refuse 4.5 or NaN.
struct JsSettings {
    double dModel;
    double base;
    std::string layout;
};

// {pos, i, dModel, base, layout, decimals} when hasCoordinate, otherwise {expected, decimals}.
struct JsAnswerSpec {
    bool hasCoordinate;
    double pos;
    double i;
    JsSettings settings;
    double expected;
    double decimals;
};

pe::Settings toSettings(const JsSettings& s) { return pe::makeSettings(s.dModel, s.base, s.layout); }

// One try/catch for every binding (each of its own would cost a landing pad and the Error code).
[[gnu::noinline]] val guardedCall(val (*run)(const void*), const void* compute) {
    std::string message;
    try {
        return run(compute);
    } catch (const std::exception& e) {
        message = e.what();
    }
    return val::global("Error").new_(message);
}

template <class F> val guarded(const F& compute) {
    return guardedCall([](const void* f) { return (*static_cast<const F*>(f))(); }, &compute);
}

val coordinate(double pos, double i, const JsSettings& js) {
    return guarded([&] {
        const pe::Settings s = toSettings(js);
        return val(pe::coordinate(pe::checkedPosition(pos), pe::checkedCoordinateIndex(i, s), s));
    });
}

val frequency(double k, const JsSettings& js) {
    return guarded([&] {
        const pe::Settings s = toSettings(js);
        return val(pe::frequency(pe::checkedPairIndex(k, s), s));
    });
}

val wavelength(double k, const JsSettings& js) {
    return guarded([&] {
        const pe::Settings s = toSettings(js);
        return val(pe::wavelength(pe::checkedPairIndex(k, s), s));
    });
}

// [m00, m01, m10, m11], as a view of memory that pe-core.js reads at once and shapes into rows.
double matrixBuffer[4];

val shiftMatrix(double k, double offset, const JsSettings& js) {
    return guarded([&] {
        const pe::Settings s = toSettings(js);
        const pe::Matrix2 m = pe::shiftMatrix(pe::checkedPairIndex(k, s), offset, s);
        matrixBuffer[0] = m.m00;
        matrixBuffer[1] = m.m01;
        matrixBuffer[2] = m.m10;
        matrixBuffer[3] = m.m11;
        return val(emscripten::typed_memory_view(4, matrixBuffer));
    });
}

val dot(double p, double q, const JsSettings& js) {
    return guarded([&] { return val(pe::dot(p, q, toSettings(js))); });
}

val pairDot(double k, double p, double q, const JsSettings& js) {
    return guarded([&] {
        const pe::Settings s = toSettings(js);
        return val(pe::pairDot(pe::checkedPairIndex(k, s), p, q, s));
    });
}

// The table is computed into a buffer the module keeps, and returned as a view of it: the caller
// copies it at once, before any other call can grow memory and detach the view.
std::vector<double> tableBuffer;

val tableView(const val& positions, const JsSettings& js) {
    return guarded([&] {
        const pe::Settings s = toSettings(js);
        const auto rows = emscripten::convertJSArrayToNumberVector<double>(positions);
        pe::checkedTableSize(rows.size(), s);
        tableBuffer.resize(rows.size() * static_cast<std::size_t>(s.dModel));
        pe::tableInto(rows.data(), rows.size(), s, tableBuffer.data());
        return val(emscripten::typed_memory_view(tableBuffer.size(), tableBuffer.data()));
    });
}

// out[name] = value: one instantiation of val::set for every property (a literal key would make one
// per key length).
[[gnu::noinline]] void setField(val& out, const char* name, const val& value) { out.set(name, value); }

// {verdict, message, value, expected, decimalsTyped, decimalsRequired, tolerance}, and diagnosis
// when there is one.
[[gnu::noinline]] val answerCheckToJs(const pe::AnswerCheck& r, const std::string* diagnosis) {
    val out = val::object();
    setField(out, "verdict", val(pe::verdictName(r.verdict)));
    setField(out, "message", val(r.message));
    setField(out, "value", r.verdict == pe::Verdict::unreadable ? val::null() : val(r.value));
    setField(out, "expected", val(r.expected));
    setField(out, "decimalsTyped", val(r.decimalsTyped));
    setField(out, "decimalsRequired", val(r.decimalsRequired));
    setField(out, "tolerance", val(r.tolerance));
    if (diagnosis && !diagnosis->empty()) setField(out, "diagnosis", val(*diagnosis));
    return out;
}

val checkAnswer(const std::string& text, const JsAnswerSpec& spec) {
    return guarded([&] {
        const pe::NumericTarget target =
            spec.hasCoordinate
                ? pe::coordinateTarget(spec.pos, spec.i, toSettings(spec.settings), spec.decimals)
                : pe::checkedTarget(spec.expected, spec.decimals);
        return answerCheckToJs(pe::checkAnswer(text, target), nullptr);
    });
}

val limits() {
    val out = val::object();
    setField(out, "maxDModel", val(pe::kMaxDModel));
    setField(out, "maxTableValues", val(static_cast<double>(pe::kMaxTableValues)));
    setField(out, "maxAnswerLength", val(static_cast<double>(pe::kMaxAnswerLength)));
    setField(out, "maxDecimals", val(pe::kMaxDecimals));
    return out;
}

// ---- The question bank: makeQuiz(options) and checkQuizAnswer(text, strings, numbers) ---------
// Questions cross the boundary flat, as texts and numbers in a fixed order that pe-core.js reads
// back (decodeQuiz, quizQuestionData): one property at a time through embind would cost more code
// than the whole quiz engine.

#if PE_QUIZ_BANK
struct JsQuizOptions {
    double seed, dModel, base;
    std::string layout;
    double origin, count;
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
// names, the choices, each mistake's code and explanation; numbers isChoice, the number of steps,
// dModel, base, origin, the number of parameters and their values, the number of choices and the
// answer or expected and decimals, the number of mistakes and each one's choice or value.
val makeQuiz(const JsQuizOptions& o) {
    return guarded([&] {
        const std::vector<pe::Question> quiz =
            pe::makeQuiz(pe::QuizOptions{o.seed, o.dModel, o.base, o.layout, o.origin, o.count});
        std::string texts;
        quizNumbers.clear();
        putNumber(static_cast<double>(quiz.size()));
        for (const pe::Question& q : quiz) {
            putText(texts, q.id);
            putText(texts, q.cell);
            putText(texts, q.kind);
            putNumber(q.isChoice);
            putText(texts, q.prompt);
            putText(texts, q.hint);
            putTexts(texts, q.solution);
            putNumber(q.settings.settings.dModel);
            putNumber(q.settings.settings.base);
            putText(texts, pe::layoutName(q.settings.settings.layout));
            putNumber(q.settings.origin);
            putNumber(static_cast<double>(q.params.size()));
            for (const pe::QuizParam& p : q.params) {
                putText(texts, p.name);
                putNumber(p.value);
            }
            if (q.isChoice) {
                putTexts(texts, q.choices);
                putNumber(q.answer);
            } else {
                putNumber(q.expected);
                putNumber(q.decimals);
            }
            putNumber(static_cast<double>(q.mistakes.size()));
            for (const pe::Mistake& m : q.mistakes) {
                putText(texts, m.code);
                putNumber(q.isChoice ? m.choice : m.value);
                putText(texts, m.explanation);
            }
        }
        val out = val::array();
        out.call<void>("push", val(texts)); // copies the text through a malloc, which may grow memory
        // The view last: nothing allocates after it, so it is still attached when pe-core.js copies it.
        out.call<void>("push", val(emscripten::typed_memory_view(quizNumbers.size(), quizNumbers.data())));
        return out;
    });
}

[[gnu::noinline]] std::string textAt(const val& list, unsigned j) { return list[j].as<std::string>(); }

// strings: the choices, then each mistake's code and explanation; numbers: isChoice, expected,
// decimals, answer, the number of choices, then each mistake's value and choice (pe-core.js has
// typed them: NaN and -1 where a stored question had none).
val checkQuizAnswer(const std::string& text, const val& strings, const val& numbers) {
    return guarded([&] {
        const std::vector<double> n = emscripten::convertJSArrayToNumberVector<double>(numbers);
        const auto choices = static_cast<unsigned>(n[4]);
        pe::Question q;
        q.isChoice = n[0] == 1;
        for (unsigned j = 0; j < choices; ++j) q.choices.push_back(textAt(strings, j));
        if (q.isChoice) {
            q.answer = pe::checkedChoiceIndex(n[3], q.choices.size());
        } else {
            const pe::NumericTarget t = pe::checkedTarget(n[1], n[2]);
            q.expected = t.expected;
            q.decimals = t.decimals;
        }
        for (unsigned j = choices, at = 5; at + 1 < n.size(); j += 2, at += 2) {
            pe::Mistake& m = q.mistakes.emplace_back();
            m.code = textAt(strings, j);
            m.explanation = textAt(strings, j + 1);
            m.value = n[at];
            m.choice = static_cast<int>(n[at + 1]);
        }
        const pe::QuizCheck r = pe::checkQuizAnswer(text, q);
        return answerCheckToJs(r, &r.diagnosis);
    });
}
#endif // PE_QUIZ_BANK

} // namespace

EMSCRIPTEN_BINDINGS(sinusoidal_pe) {
    emscripten::value_object<JsSettings>("Settings")
        .field("dModel", &JsSettings::dModel)
        .field("base", &JsSettings::base)
        .field("layout", &JsSettings::layout);
    emscripten::value_object<JsAnswerSpec>("AnswerSpec")
        .field("hasCoordinate", &JsAnswerSpec::hasCoordinate)
        .field("pos", &JsAnswerSpec::pos)
        .field("i", &JsAnswerSpec::i)
        .field("settings", &JsAnswerSpec::settings)
        .field("expected", &JsAnswerSpec::expected)
        .field("decimals", &JsAnswerSpec::decimals);
    emscripten::function("coordinate", &coordinate);
    emscripten::function("frequency", &frequency);
    emscripten::function("wavelength", &wavelength);
    emscripten::function("shiftMatrix", &shiftMatrix);
    emscripten::function("dot", &dot);
    emscripten::function("pairDot", &pairDot);
    emscripten::function("tableView", &tableView);
    emscripten::function("checkAnswer", &checkAnswer);
    emscripten::function("limits", &limits);
#if PE_QUIZ_BANK
    emscripten::function("checkQuizAnswer", &checkQuizAnswer);
    emscripten::value_object<JsQuizOptions>("QuizOptions")
        .field("seed", &JsQuizOptions::seed)
        .field("dModel", &JsQuizOptions::dModel)
        .field("base", &JsQuizOptions::base)
        .field("layout", &JsQuizOptions::layout)
        .field("origin", &JsQuizOptions::origin)
        .field("count", &JsQuizOptions::count);
    emscripten::function("makeQuiz", &makeQuiz);
#endif // PE_QUIZ_BANK
}
