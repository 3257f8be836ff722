// The JavaScript face of the core: each function converts its arguments, calls the library and
// converts the result. A refusal comes back as a JavaScript Error value (never a C++ exception
// crossing the boundary); web/pe-core.js throws it.
#include <emscripten/bind.h>

#include <exception>
#include <string>
#include <vector>

#include "answer.hpp"
#include "encoding.hpp"
#include "quiz.hpp"

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

template <class F> val guarded(F&& compute) {
    std::string message;
    try {
        return compute();
    } catch (const std::exception& e) {
        message = e.what();
    }
    return val::global("Error").new_(message);
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

val shiftMatrix(double k, double offset, const JsSettings& js) {
    return guarded([&] {
        const pe::Settings s = toSettings(js);
        const pe::Matrix2 m = pe::shiftMatrix(pe::checkedPairIndex(k, s), offset, s);
        val rows = val::array();
        rows.call<void>("push", val::array(std::vector<double>{m.m00, m.m01}));
        rows.call<void>("push", val::array(std::vector<double>{m.m10, m.m11}));
        return rows;
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

val checkAnswer(const std::string& text, const JsAnswerSpec& spec) {
    return guarded([&] {
        const pe::NumericTarget target =
            spec.hasCoordinate
                ? pe::coordinateTarget(spec.pos, spec.i, toSettings(spec.settings), spec.decimals)
                : pe::checkedTarget(spec.expected, spec.decimals);
        const pe::AnswerCheck r = pe::checkAnswer(text, target);
        val out = val::object();
        out.set("verdict", std::string(pe::verdictName(r.verdict)));
        out.set("message", r.message);
        out.set("value", r.verdict == pe::Verdict::unreadable ? val::null() : val(r.value));
        out.set("expected", r.expected);
        out.set("decimalsTyped", r.decimalsTyped);
        out.set("decimalsRequired", r.decimalsRequired);
        out.set("tolerance", r.tolerance);
        return out;
    });
}

val limits() {
    val out = val::object();
    out.set("maxDModel", pe::kMaxDModel);
    out.set("maxTableValues", static_cast<double>(pe::kMaxTableValues));
    out.set("maxAnswerLength", static_cast<double>(pe::kMaxAnswerLength));
    out.set("maxDecimals", pe::kMaxDecimals);
    return out;
}

// ---- Quiz: makeQuiz(options) and checkQuizAnswer(text, question) -------------------------------
// pe-core.js sends a question back with its fields already typed (strings, numbers, arrays).

struct JsQuizOptions {
    double seed, dModel, base;
    std::string layout;
    double origin, count;
};

// Out of line, so that the many fields of a question do not each expand embind's conversions.
[[gnu::noinline]] void setText(val& o, const char* name, const std::string& v) { o.set(name, v); }
[[gnu::noinline]] void setNumber(val& o, const char* name, double v) { o.set(name, v); }
[[gnu::noinline]] std::string textOf(const val& o, const char* name) { return o[name].as<std::string>(); }
[[gnu::noinline]] double numberOf(const val& o, const char* name) { return o[name].as<double>(); }
[[gnu::noinline]] val textArray(const std::vector<std::string>& list) {
    val out = val::array();
    for (const std::string& s : list) out.call<void>("push", s);
    return out;
}

val quizQuestionToJs(const pe::Question& q) {
    val out = val::object();
    setText(out, "id", q.id);
    setText(out, "cell", q.cell);
    setText(out, "kind", q.kind);
    setText(out, "type", q.isChoice ? "choice" : "numeric");
    setText(out, "prompt", q.prompt);
    setText(out, "hint", q.hint);
    out.set("solution", textArray(q.solution));
    val settings = val::object();
    setNumber(settings, "dModel", q.settings.settings.dModel);
    setNumber(settings, "base", q.settings.settings.base);
    setText(settings, "layout", pe::layoutName(q.settings.settings.layout));
    setNumber(settings, "origin", q.settings.origin);
    out.set("settings", settings);
    val params = val::object();
    for (const pe::QuizParam& p : q.params) setNumber(params, p.name.c_str(), p.value);
    out.set("params", params);
    if (q.isChoice) {
        out.set("choices", textArray(q.choices));
        setNumber(out, "answer", q.answer);
    } else {
        setNumber(out, "expected", q.expected);
        setNumber(out, "decimals", q.decimals);
    }
    val mistakes = val::array();
    for (const pe::Mistake& m : q.mistakes) {
        val js = val::object();
        setText(js, "code", m.code);
        if (q.isChoice) setNumber(js, "choice", m.choice);
        else setNumber(js, "value", m.value);
        setText(js, "explanation", m.explanation);
        mistakes.call<void>("push", js);
    }
    out.set("mistakes", mistakes);
    return out;
}

pe::Question quizQuestionFromJs(const val& js) {
    pe::Question q;
    q.isChoice = textOf(js, "type") == "choice";
    const val choices = js["choices"];
    for (unsigned j = 0, n = choices["length"].as<unsigned>(); j < n; ++j)
        q.choices.push_back(choices[j].as<std::string>());
    if (q.isChoice) {
        q.answer = pe::checkedChoiceIndex(numberOf(js, "answer"), q.choices.size());
    } else {
        const pe::NumericTarget t = pe::checkedTarget(numberOf(js, "expected"), numberOf(js, "decimals"));
        q.expected = t.expected;
        q.decimals = t.decimals;
    }
    const val mistakes = js["mistakes"];
    for (unsigned j = 0, n = mistakes["length"].as<unsigned>(); j < n; ++j) {
        const val m = mistakes[j];
        q.mistakes.push_back(pe::Mistake{textOf(m, "code"), textOf(m, "explanation"), numberOf(m, "value"),
                                         static_cast<int>(numberOf(m, "choice"))});
    }
    return q;
}

val quizCheckToJs(const pe::QuizCheck& r) {
    val out = val::object();
    setText(out, "verdict", pe::verdictName(r.verdict));
    setText(out, "message", r.message);
    out.set("value", r.verdict == pe::Verdict::unreadable ? val::null() : val(r.value));
    setNumber(out, "expected", r.expected);
    setNumber(out, "decimalsTyped", r.decimalsTyped);
    setNumber(out, "decimalsRequired", r.decimalsRequired);
    setNumber(out, "tolerance", r.tolerance);
    if (!r.diagnosis.empty()) setText(out, "diagnosis", r.diagnosis);
    return out;
}

val makeQuiz(const JsQuizOptions& o) {
    return guarded([&] {
        val out = val::array();
        for (const pe::Question& q :
             pe::makeQuiz(pe::QuizOptions{o.seed, o.dModel, o.base, o.layout, o.origin, o.count}))
            out.call<void>("push", quizQuestionToJs(q));
        return out;
    });
}

val checkQuizAnswer(const std::string& text, const val& question) {
    return guarded([&] { return quizCheckToJs(pe::checkQuizAnswer(text, quizQuestionFromJs(question))); });
}

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
    emscripten::value_object<JsQuizOptions>("QuizOptions")
        .field("seed", &JsQuizOptions::seed)
        .field("dModel", &JsQuizOptions::dModel)
        .field("base", &JsQuizOptions::base)
        .field("layout", &JsQuizOptions::layout)
        .field("origin", &JsQuizOptions::origin)
        .field("count", &JsQuizOptions::count);
    emscripten::function("makeQuiz", &makeQuiz);
    emscripten::function("checkQuizAnswer", &checkQuizAnswer);
}
