// RoPE's JavaScript face, in every WebAssembly module (cpp/rope.hpp): ropeFrequencies,
// ropeAttentionFactor, ropeRotate (one vector or a sequence of them), ropeScore, ropeDecayBound, and
// ropeFacts (the methods, YaRN's defaults, the bank's topics and the presets of real models).
// Settings arrive as the table's {dModel, base, layout} and the scaling object as pe-core.js
// flattens it: null, or [names, numbers, shown] of its fields, which the core reads and refuses by
// name. Arrays come back as views of memory the module keeps; pe-core.js copies them at once.
#include <emscripten/bind.h>

#include <vector>

#include "convert.hpp"
#include "facts.hpp"
#include "rope.hpp"
#include "rope_presets.hpp"

namespace pe::bind {
namespace {

RopeSettings toRopeSettings(const JsSettings& js, const val& scaling) {
    RopeSettings rs;
    rs.settings = toSettings(js);
    if (!scaling.isNull()) rs.scaling = readRopeScaling(specParamsFrom(scaling[0], scaling[1], scaling[2]));
    validate(rs);
    return rs;
}

// The numbers of a JavaScript list (pe-core.js has checked that each is a number) into a vector
// the module keeps, its memory reused from call to call.
void copyNumbers(const val& list, std::vector<double>& into) {
    into.resize(list["length"].as<unsigned>());
    val(emscripten::typed_memory_view(into.size(), into.data())).call<void>("set", list);
}

std::vector<double> input, positions, output;

val viewOf(const std::vector<double>& v) { return val(emscripten::typed_memory_view(v.size(), v.data())); }

val ropeFrequencies(const JsSettings& js, const val& scaling) {
    return guarded([&] {
        output = pe::ropeFrequencies(toRopeSettings(js, scaling));
        return viewOf(output);
    });
}

val ropeAttentionFactor(const JsSettings& js, const val& scaling) {
    return guarded([&] { return val(pe::ropeAttentionFactor(toRopeSettings(js, scaling))); });
}

// x holds one vector per position, row-major: d_model numbers for each of positions.length.
val ropeRotate(const val& x, const val& at, const JsSettings& js, const val& scaling) {
    return guarded([&] {
        const RopeSettings rs = toRopeSettings(js, scaling);
        copyNumbers(at, positions);
        copyNumbers(x, input);
        output.resize(positions.size() * static_cast<std::size_t>(rs.settings.dModel));
        ropeRotateRows(input.data(), input.size(), positions.data(), positions.size(), rs, output.data());
        return viewOf(output);
    });
}

val ropeScore(const val& q, const val& k, double m, double n, const JsSettings& js, const val& scaling) {
    return guarded([&] {
        const RopeSettings rs = toRopeSettings(js, scaling);
        copyNumbers(q, input);
        copyNumbers(k, output);
        return val(pe::ropeScore(input, output, m, n, rs));
    });
}

val ropeDecayBound(double r, const JsSettings& js, const val& scaling) {
    return guarded([&] { return val(pe::ropeDecayBound(r, toRopeSettings(js, scaling))); });
}

val namesOf(const char* const* names, unsigned count) {
    val list = val::array();
    for (unsigned j = 0; j < count; ++j) setItem(list, j, val(names[j]));
    return list;
}

// {scalingTypes, quizTopics, defaults: {betaFast, betaSlow, truncate, quizTopics}, presets: [{id,
// name, model, dModel, base, context, layout, scaling: null or {type, factor, originalContext,
// lowFreqFactor, highFreqFactor}}]}: the presets' scaling shaped as the functions above take it.
val ropeFacts() {
    val out = val::object();
    setField(out, "scalingTypes", namesOf(kRopeScalingNames.data(), kRopeScalingNames.size()));
    setField(out, "quizTopics", namesOf(kQuizTopicNames.data(), kQuizTopicNames.size()));
    val defaults = val::object();
    setNumber(defaults, "betaFast", kRopeDefaults.betaFast);
    setNumber(defaults, "betaSlow", kRopeDefaults.betaSlow);
    setField(defaults, "truncate", val(kRopeDefaults.truncate));
    setField(defaults, "quizTopics", val(kQuizTopicNames[static_cast<std::size_t>(kRopeDefaults.quizTopics)]));
    setField(out, "defaults", defaults);
    val presets = val::array();
    for (unsigned j = 0; j < kRopePresets.size(); ++j) {
        const RopePreset& p = kRopePresets[j];
        val preset = val::object();
        setField(preset, "id", val(p.id));
        setField(preset, "name", val(p.name));
        setField(preset, "model", val(p.model));
        setNumber(preset, "dModel", p.dModel);
        setNumber(preset, "base", p.base);
        setNumber(preset, "context", p.context);
        setField(preset, "layout", val(layoutName(p.layout)));
        val scaling = val::null();
        if (p.scaling != RopeScalingType::none) {
            scaling = val::object();
            setField(scaling, "type", val(ropeScalingName(p.scaling)));
            setNumber(scaling, "factor", p.factor);
            setNumber(scaling, "originalContext", p.originalContext);
            if (p.scaling == RopeScalingType::llama3) {
                setNumber(scaling, "lowFreqFactor", p.lowFreqFactor);
                setNumber(scaling, "highFreqFactor", p.highFreqFactor);
            }
        }
        setField(preset, "scaling", scaling);
        setItem(presets, j, preset);
    }
    setField(out, "presets", presets);
    return out;
}

} // namespace
} // namespace pe::bind

EMSCRIPTEN_BINDINGS(sinusoidal_pe_rope) {
    using namespace pe::bind;
    emscripten::function("ropeFrequencies", &ropeFrequencies);
    emscripten::function("ropeAttentionFactor", &ropeAttentionFactor);
    emscripten::function("ropeRotate", &ropeRotate);
    emscripten::function("ropeScore", &ropeScore);
    emscripten::function("ropeDecayBound", &ropeDecayBound);
    emscripten::function("ropeFacts", &ropeFacts);
}
