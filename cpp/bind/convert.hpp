// What the WebAssembly modules' bindings share: settings as JavaScript sends them, the one guard
// that turns a refusal into a JavaScript Error carrying its sentence (a C++ exception never crosses
// into JavaScript), and, in the modules that check answers, the conversion of a checked answer into
// a plain object.
#pragma once

#include <emscripten/val.h>

#include <string>
#include <string_view>
#include <vector>

#include "answer.hpp"
#include "encoding.hpp"
#include "spec_param.hpp"

namespace pe::bind {

using emscripten::val;

// Settings as JavaScript sends them (registered as the value_object "Settings"): numbers stay
// doubles so that the core can refuse 4.5 or NaN.
struct JsSettings {
    double dModel;
    double base;
    std::string layout;
};

// Validated settings; throws InputError naming d_model, base or layout.
Settings toSettings(const JsSettings& s);

// Named values as pe-core.js sends an object's fields (an author's question spec, a RoPE scaling):
// three lists of the same length, their names, their numbers, and for a value that is not a number
// how it was written ("" for a number).
std::vector<SpecParam> specParamsFrom(const val& names, const val& numbers, const val& shown);

// Runs run(compute) and returns its value, or an Error with the refusal's sentence. One try/catch
// for every binding: each of its own would cost a landing pad and the Error code.
val guardedCall(val (*run)(const void*), const void* compute);

// compute() as a JavaScript value, or an Error with the sentence it was refused with.
template <class F> val guarded(const F& compute) {
    return guardedCall([](const void* f) { return (*static_cast<const F*>(f))(); }, &compute);
}

// out[name] = value: one instantiation of val::set for every property (a literal key would make one
// per key length).
void setField(val& out, const char* name, const val& value);
// out[name] = value for a number, whatever its C++ type (one val(double) for them all).
void setNumber(val& out, const char* name, double value);
// list[j] = value.
void setItem(val& list, unsigned j, const val& value);

// {verdict, message, value, expected, decimalsTyped, decimalsRequired, tolerance}, and when a slip
// was diagnosed its code (diagnosis) and the name a learner reads (diagnosisName). Defined in
// check_bindings.cpp, which the modules that check answers link (not the table build).
val answerCheckToJs(const AnswerCheck& r);

// The name of a diagnosed slip: defined once in each module that checks answers. The bank build's
// (bank_bindings.cpp) is mistakeName; the check build's (check_names.cpp) is coordinateMistakeName,
// as its checker names only the slips of a coordinate, so that it holds only their names.
const char* diagnosisName(std::string_view code);

} // namespace pe::bind
