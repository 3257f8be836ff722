// The JavaScript face of the core that every WebAssembly module has (the table build, pe-core-wasm,
// has only this): the formulas, the table, validation, coordinate roles, defaults and limits. Each
// function converts its arguments, calls the library and converts the result. A refusal comes back
// as a JavaScript Error value (never a C++ exception crossing the boundary); web/core/pe-core.js throws
// it. The checking of typed answers is in check_bindings.cpp, the question bank in bank_bindings.cpp.
#include <emscripten/bind.h>

#include <cmath>
#include <memory>
#include <vector>

#include "convert.hpp"
#include "facts.hpp"
#include "number_text.hpp"
#include "quantity.hpp"
#include "message.hpp"

namespace pe::bind {
namespace {

val coordinate(double pos, double i, const JsSettings& js) {
    return guarded([&] {
        const Settings s = toSettings(js);
        return val(pe::coordinate(checkedPosition(pos), checkedCoordinateIndex(i, s), s));
    });
}

val frequency(double k, const JsSettings& js) {
    return guarded([&] {
        const Settings s = toSettings(js);
        return val(pe::frequency(checkedPairIndex(k, s), s));
    });
}

val wavelength(double k, const JsSettings& js) {
    return guarded([&] {
        const Settings s = toSettings(js);
        return val(pe::wavelength(checkedPairIndex(k, s), s));
    });
}

// [m00, m01, m10, m11], as a view of memory that pe-core.js reads at once and shapes into rows.
double matrixBuffer[4];

val shiftMatrix(double k, double offset, const JsSettings& js) {
    return guarded([&] {
        const Settings s = toSettings(js);
        const Matrix2 m = pe::shiftMatrix(checkedPairIndex(k, s), offset, s);
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
        const Settings s = toSettings(js);
        return val(pe::pairDot(checkedPairIndex(k, s), p, q, s));
    });
}

// The table in pieces: tableStart validates and prepares it, and returns a view of the buffer that
// each tableNext() then fills with the next rows (it returns how many, 0 at the end). Nothing is
// allocated in between, so the view stays attached; pe-core.js copies each piece while it is still
// in the processor's cache (a piece of about 256 KB: 32768 values).
constexpr std::size_t kPieceValues = 32768;
std::vector<double> tablePositions, tableBuffer;
std::unique_ptr<TableRows> tableRows;
std::size_t tablePieceRows = 1;

val tableStart(const val& positions, const JsSettings& js) {
    return guarded([&] {
        const Settings s = toSettings(js);
        const std::size_t n = positions["length"].as<std::size_t>();
        checkedTableSize(n, s); // before the positions are copied in
        tablePositions = emscripten::convertJSArrayToNumberVector<double>(positions);
        tableRows.reset(); // the last table's, before the new one is prepared
        tableRows = std::make_unique<TableRows>(tablePositions.data(), tablePositions.size(), s);
        const auto d = static_cast<std::size_t>(s.dModel);
        tablePieceRows = kPieceValues / d > 0 ? kPieceValues / d : 1;
        tableBuffer.resize(tablePieceRows * d);
        return val(emscripten::typed_memory_view(tableBuffer.size(), tableBuffer.data()));
    });
}

double tableNext() {
    return tableRows ? static_cast<double>(tableRows->next(tableBuffer.data(), tablePieceRows)) : 0.0;
}

// The refusal of a table of `positions` rows (a list's length), before pe-core.js copies them into
// memory. A length past what a size_t holds here (2^32 - 1) is refused as that many.
val checkTableSize(double positions, const JsSettings& js) {
    return guarded([&] {
        const bool fits = positions >= 0 && positions < 4294967295.0;
        const std::size_t rows = fits ? static_cast<std::size_t>(positions) : std::size_t(-1);
        checkedTableSize(rows, toSettings(js));
        return val::undefined();
    });
}

// undefined for valid settings, otherwise the Error naming the setting.
val validateSettings(const JsSettings& js) {
    return guarded([&] {
        toSettings(js);
        return val::undefined();
    });
}

// {pair, isSine} of coordinate i.
val coordinateRole(double i, const JsSettings& js) {
    return guarded([&] {
        const Settings s = toSettings(js);
        const CoordinateRole r = pe::coordinateRole(checkedCoordinateIndex(i, s), s);
        val out = val::object();
        setNumber(out, "pair", r.pair);
        setField(out, "isSine", val(r.isSine));
        return out;
    });
}

// The coordinate holding the sine (isSine 1) or the cosine (0) of pair k. isSine is a number: the
// signature (double, double, Settings) is shiftMatrix's, whose invoker the module already has.
val coordinateIndex(double k, double isSine, const JsSettings& js) {
    return guarded([&] {
        const Settings s = toSettings(js);
        return val(pe::coordinateIndex(checkedPairIndex(k, s), isSine != 0, s));
    });
}

// The exact value of a quantity (an operation list, cpp/quantity.hpp) rounded to the nearest
// multiple of 10^power, as the digits of that multiple: "-1234" for -1234 x 10^power (never "-0").
// What a page writes when a double it has lies too near a rounding boundary (web/format.js).
val exactDigits(const val& program, double power) {
    return guarded([&] {
        const std::vector<double> ops = emscripten::convertJSArrayToNumberVector<double>(program);
        const Quantity q = Quantity::fromProgram(ops.data(), ops.size());
        if (!(std::fabs(power) <= 400 && std::floor(power) == power))
            refuse("core-refuse-power-ten-must-whole-number-from power", power);
        if (q.at(3).radius.isInfinite())
            refuse("core-refuse-quantity-has-no-value-core-can");
        if (!(std::fabs(q.value()) * std::pow(10.0, -power) < 1e18))
            refuse("core-refuse-quantity-written-with-at-most-18 power", power);
        RoundedValue r;
        roundedAt(q, static_cast<int>(power), r);
        std::string text = r.negative && r.digits != 0 ? "-" : "";
        text.append(std::to_string(r.digits));
        return val(text);
    });
}

// facts.hpp's Defaults and Limits as plain objects (the build writes them to build/core-facts.json).
val defaults() {
    const Defaults& d = kDefaults;
    val out = val::object();
    setNumber(out, "dModel", d.dModel);
    setNumber(out, "base", d.base);
    setField(out, "layout", val(layoutName(d.layout)));
    setNumber(out, "origin", d.origin);
    setNumber(out, "decimals", d.decimals);
    val positions = val::array();
    for (unsigned j = 0; j < d.positions.size(); ++j) setItem(positions, j, val(d.positions[j]));
    setField(out, "positions", positions);
    setNumber(out, "pair", d.pair);
    setNumber(out, "quizSeed", d.quizSeed);
    setNumber(out, "quizCount", d.quizCount);
    setNumber(out, "maxLen", d.maxLen);
    setNumber(out, "offset", d.offset);
    setNumber(out, "contextLength", d.contextLength);
    return out;
}

val limits() {
    const Limits& l = kLimits;
    val out = val::object();
    setNumber(out, "maxDModel", l.maxDModel);
    setNumber(out, "maxTableValues", static_cast<double>(l.maxTableValues));
    setNumber(out, "maxAnswerLength", static_cast<double>(l.maxAnswerLength));
    setNumber(out, "maxDecimals", l.maxDecimals);
    setNumber(out, "maxQuizSeed", l.maxQuizSeed);
    setNumber(out, "maxQuizCount", l.maxQuizCount);
    setNumber(out, "maxMaxLen", l.maxMaxLen);
    setNumber(out, "maxOffset", l.maxOffset);
    setNumber(out, "maxContextLength", l.maxContextLength);
    setNumber(out, "maxPositions", l.maxPositions);
    setNumber(out, "maxPosition", l.maxPosition);
    setNumber(out, "maxValueError", l.maxValueError);
    val layouts = val::array();
    for (unsigned j = 0; j < kLayoutNames.size(); ++j) setItem(layouts, j, val(kLayoutNames[j]));
    setField(out, "layouts", layouts);
    return out;
}

} // namespace
} // namespace pe::bind

EMSCRIPTEN_BINDINGS(sinusoidal_pe) {
    using namespace pe::bind;
    emscripten::value_object<JsSettings>("Settings")
        .field("dModel", &JsSettings::dModel)
        .field("base", &JsSettings::base)
        .field("layout", &JsSettings::layout);
    emscripten::function("coordinate", &coordinate);
    emscripten::function("frequency", &frequency);
    emscripten::function("wavelength", &wavelength);
    emscripten::function("shiftMatrix", &shiftMatrix);
    emscripten::function("dot", &dot);
    emscripten::function("pairDot", &pairDot);
    emscripten::function("tableStart", &tableStart);
    emscripten::function("tableNext", &tableNext);
    emscripten::function("checkTableSize", &checkTableSize);
    emscripten::function("validateSettings", &validateSettings);
    emscripten::function("coordinateRole", &coordinateRole);
    emscripten::function("coordinateIndex", &coordinateIndex);
    emscripten::function("exactDigits", &exactDigits);
    emscripten::function("defaults", &defaults);
    emscripten::function("limits", &limits);
}
