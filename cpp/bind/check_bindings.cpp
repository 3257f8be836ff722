// The checking of a typed answer: checkAnswer(text, spec), linked into pe-core-check-wasm (quiz="q1")
// and pe-core-bank-wasm, not into the table build. Reading the number, judging it and naming the
// slip, with their messages, are a fifth of a module that a page without a quiz never downloads.
// diagnosisName is each module's own (check_names.cpp, bank_bindings.cpp).
#include <emscripten/bind.h>

#include <string>

#include "convert.hpp"

namespace pe::bind {

[[gnu::noinline]] val answerCheckToJs(const AnswerCheck& r) {
    val out = val::object();
    setField(out, "verdict", val(verdictName(r.verdict)));
    setField(out, "message", val(r.message));
    setField(out, "value", r.verdict == Verdict::unreadable ? val::null() : val(r.value));
    setNumber(out, "expected", r.expected);
    setNumber(out, "decimalsTyped", r.decimalsTyped);
    setNumber(out, "decimalsRequired", r.decimalsRequired);
    setNumber(out, "tolerance", r.tolerance);
    // Why a typed number was not read: an ambiguous one is refused like text that is no number (not
    // an attempt), and this says which it was without reading the message.
    if (r.unreadableReason != UnreadableReason::none)
        setField(out, "unreadableReason", val(unreadableReasonName(r.unreadableReason)));
    if (!r.diagnosis.empty()) {
        setField(out, "diagnosis", val(r.diagnosis));
        // As a std::string: embind reads a std::string as UTF-8 ("2π"), a bare char* byte by byte.
        setField(out, "diagnosisName", val(std::string(diagnosisName(r.diagnosis))));
    }
    return out;
}

namespace {

// A coordinate question when hasCoordinate: {pos or token (byToken), i, dModel, base, layout, origin,
// decimals}, judged with every slip of a coordinate named; otherwise {expected, decimals}.
struct JsAnswerSpec {
    bool hasCoordinate;
    bool byToken;
    double pos;
    double token;
    double i;
    JsSettings settings;
    double origin;
    double expected;
    double decimals;
};

val checkAnswer(const std::string& text, const JsAnswerSpec& spec) {
    return guarded([&] {
        if (!spec.hasCoordinate) return answerCheckToJs(pe::checkAnswer(text, checkedTarget(spec.expected, spec.decimals)));
        const CoordinateTarget target{spec.pos, spec.token, spec.byToken, spec.i, toSettings(spec.settings), spec.origin,
                                      spec.decimals};
        return answerCheckToJs(pe::checkAnswer(text, target));
    });
}

} // namespace
} // namespace pe::bind

EMSCRIPTEN_BINDINGS(sinusoidal_pe_check) {
    using namespace pe::bind;
    emscripten::value_object<JsAnswerSpec>("AnswerSpec")
        .field("hasCoordinate", &JsAnswerSpec::hasCoordinate)
        .field("byToken", &JsAnswerSpec::byToken)
        .field("pos", &JsAnswerSpec::pos)
        .field("token", &JsAnswerSpec::token)
        .field("i", &JsAnswerSpec::i)
        .field("settings", &JsAnswerSpec::settings)
        .field("origin", &JsAnswerSpec::origin)
        .field("expected", &JsAnswerSpec::expected)
        .field("decimals", &JsAnswerSpec::decimals);
    emscripten::function("checkAnswer", &checkAnswer);
}
