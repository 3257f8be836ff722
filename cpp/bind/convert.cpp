#include "convert.hpp"

#include <exception>

namespace pe::bind {

Settings toSettings(const JsSettings& s) { return makeSettings(s.dModel, s.base, s.layout); }

[[gnu::noinline]] val guardedCall(val (*run)(const void*), const void* compute) {
    std::string message;
    try {
        return run(compute);
    } catch (const std::exception& e) {
        message = e.what();
    }
    return val::global("Error").new_(message);
}

[[gnu::noinline]] void setField(val& out, const char* name, const val& value) { out.set(name, value); }

[[gnu::noinline]] void setNumber(val& out, const char* name, double value) { setField(out, name, val(value)); }

[[gnu::noinline]] void setItem(val& list, unsigned j, const val& value) { list.set(j, value); }

[[gnu::noinline]] val answerCheckToJs(const AnswerCheck& r) {
    val out = val::object();
    setField(out, "verdict", val(verdictName(r.verdict)));
    setField(out, "message", val(r.message));
    setField(out, "value", r.verdict == Verdict::unreadable ? val::null() : val(r.value));
    setNumber(out, "expected", r.expected);
    setNumber(out, "decimalsTyped", r.decimalsTyped);
    setNumber(out, "decimalsRequired", r.decimalsRequired);
    setNumber(out, "tolerance", r.tolerance);
    if (!r.diagnosis.empty()) {
        setField(out, "diagnosis", val(r.diagnosis));
        // As a std::string: embind reads a std::string as UTF-8 ("2π"), a bare char* byte by byte.
        setField(out, "diagnosisName", val(std::string(diagnosisName(r.diagnosis))));
    }
    return out;
}

} // namespace pe::bind
