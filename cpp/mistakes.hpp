// Every slip the checker can name, in one table: its code (stable: it travels with each judged
// answer to a gradebook) and its name for the learner (a message, core-slip-name-<code>: "angle taken in
// degrees"). Questions refer to a row by its Slip, never by retyping the code.
//
// A Mistake is one slip as a given question knows it: what answer it leads to and a sentence that
// explains it. Lists of them are built here, so that every question filters them the same way.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "message.hpp"

namespace pe {

enum class Slip : unsigned char {
    degrees,
    sinCosSwapped,
    originOffByOne,
    exponentUsesI,
    wrongPair,
    layoutConcatenated,
    layoutInterleaved,
    truncated,
    angleInsteadOfValue,
    allZerosAtPositionZero,
    baseMattersAtZero,
    fullVectorRepeats,
    fastestPairChanges,
    aliasingBaseSpecific,
    rotationSign,
    rotationUsesPosition,
    wavelengthMissing2pi,
    wavelengthAsFrequency,
    wavelengthUsesFullBase,
    wavelengthFastestPair,
    baseTooSmall,
    baseLambdaMissing2pi,
    baseLargerThanNeeded,
    dotSinglePair,
    dotDModel,
    dotUsesPositions,
    dotSinesOnly,
    ropeAbsoluteOffset,
    ropeClockwise,
    ropeOneBasedIndex,
    ntkExponentDropped,
    interpolationOnBase,
};

struct MistakeKind {
    Slip slip;
    const char* code;
    const char* name;
};

// In the order of Slip (checked below).
inline constexpr MistakeKind kMistakeKinds[] = {
    {Slip::degrees, "degrees", PE_MESSAGE("core-slip-name-degrees")},
    {Slip::sinCosSwapped, "sin-cos-swapped", PE_MESSAGE("core-slip-name-sin-cos-swapped")},
    {Slip::originOffByOne, "origin-off-by-one", PE_MESSAGE("core-slip-name-origin-off-by-one")},
    {Slip::exponentUsesI, "exponent-uses-i", PE_MESSAGE("core-slip-name-exponent-uses-i")},
    {Slip::wrongPair, "wrong-pair", PE_MESSAGE("core-slip-name-wrong-pair")},
    {Slip::layoutConcatenated, "layout-concatenated", PE_MESSAGE("core-slip-name-layout-concatenated")},
    {Slip::layoutInterleaved, "layout-interleaved", PE_MESSAGE("core-slip-name-layout-interleaved")},
    {Slip::truncated, "truncated", PE_MESSAGE("core-slip-name-truncated")},
    {Slip::angleInsteadOfValue, "angle-instead-of-value", PE_MESSAGE("core-slip-name-angle-instead-of-value")},
    {Slip::allZerosAtPositionZero, "all-zeros-at-position-zero", PE_MESSAGE("core-slip-name-all-zeros-at-position-zero")},
    {Slip::baseMattersAtZero, "base-matters-at-zero", PE_MESSAGE("core-slip-name-base-matters-at-zero")},
    {Slip::fullVectorRepeats, "full-vector-repeats", PE_MESSAGE("core-slip-name-full-vector-repeats")},
    {Slip::fastestPairChanges, "fastest-pair-changes", PE_MESSAGE("core-slip-name-fastest-pair-changes")},
    {Slip::aliasingBaseSpecific, "aliasing-base-specific", PE_MESSAGE("core-slip-name-aliasing-base-specific")},
    {Slip::rotationSign, "rotation-sign", PE_MESSAGE("core-slip-name-rotation-sign")},
    {Slip::rotationUsesPosition, "rotation-uses-position", PE_MESSAGE("core-slip-name-rotation-uses-position")},
    {Slip::wavelengthMissing2pi, "wavelength-missing-2pi", PE_MESSAGE("core-slip-name-wavelength-missing-2pi")},
    {Slip::wavelengthAsFrequency, "wavelength-as-frequency", PE_MESSAGE("core-slip-name-wavelength-as-frequency")},
    {Slip::wavelengthUsesFullBase, "wavelength-uses-full-base", PE_MESSAGE("core-slip-name-wavelength-uses-full-base")},
    {Slip::wavelengthFastestPair, "wavelength-fastest-pair", PE_MESSAGE("core-slip-name-wavelength-fastest-pair")},
    {Slip::baseTooSmall, "base-too-small", PE_MESSAGE("core-slip-name-base-too-small")},
    {Slip::baseLambdaMissing2pi, "base-lambda-missing-2pi", PE_MESSAGE("core-slip-name-base-lambda-missing-2pi")},
    {Slip::baseLargerThanNeeded, "base-larger-than-needed", PE_MESSAGE("core-slip-name-base-larger-than-needed")},
    {Slip::dotSinglePair, "dot-single-pair", PE_MESSAGE("core-slip-name-dot-single-pair")},
    {Slip::dotDModel, "dot-d-model", PE_MESSAGE("core-slip-name-dot-d-model")},
    {Slip::dotUsesPositions, "dot-uses-positions", PE_MESSAGE("core-slip-name-dot-uses-positions")},
    {Slip::dotSinesOnly, "dot-sines-only", PE_MESSAGE("core-slip-name-dot-sines-only")},
    {Slip::ropeAbsoluteOffset, "rope-absolute-offset", PE_MESSAGE("core-slip-name-rope-absolute-offset")},
    {Slip::ropeClockwise, "rope-clockwise", PE_MESSAGE("core-slip-name-rope-clockwise")},
    {Slip::ropeOneBasedIndex, "rope-one-based-index", PE_MESSAGE("core-slip-name-rope-one-based-index")},
    {Slip::ntkExponentDropped, "ntk-exponent-dropped", PE_MESSAGE("core-slip-name-ntk-exponent-dropped")},
    {Slip::interpolationOnBase, "interpolation-on-base", PE_MESSAGE("core-slip-name-interpolation-on-base")},
};
inline constexpr std::size_t kMistakeKindCount = sizeof kMistakeKinds / sizeof kMistakeKinds[0];

constexpr bool mistakeKindsInOrder() {
    for (std::size_t j = 0; j < kMistakeKindCount; ++j)
        if (static_cast<std::size_t>(kMistakeKinds[j].slip) != j) return false;
    return static_cast<std::size_t>(Slip::interpolationOnBase) + 1 == kMistakeKindCount;
}
static_assert(mistakeKindsInOrder(), "kMistakeKinds must list every Slip once, in the enum's order");

constexpr const MistakeKind& mistakeKind(Slip slip) { return kMistakeKinds[static_cast<std::size_t>(slip)]; }

// The codes alone, copied from the table when compiling: a module that only raises slips then
// holds no names (they are for the page, through mistakeName).
struct MistakeCodes {
    const char* of[kMistakeKindCount];
};
constexpr MistakeCodes mistakeCodes() {
    MistakeCodes c{};
    for (std::size_t j = 0; j < kMistakeKindCount; ++j) c.of[j] = kMistakeKinds[j].code;
    return c;
}
inline constexpr MistakeCodes kMistakeCodes = mistakeCodes();
constexpr const char* mistakeCode(Slip slip) { return kMistakeCodes.of[static_cast<std::size_t>(slip)]; }

// The learner-facing name of a code, "" for a code no slip has.
const char* mistakeName(std::string_view code);

// The codes and names of some slips only, copied from the table when compiling (as kMistakeCodes):
// a module whose checker can raise only those slips then holds only their names.
template <std::size_t N> struct MistakeNames {
    const char* code[N];
    const char* name[N];
};
template <std::size_t N> constexpr MistakeNames<N> mistakeNamesOf(const Slip (&slips)[N]) {
    MistakeNames<N> t{};
    for (std::size_t j = 0; j < N; ++j) {
        t.code[j] = mistakeKind(slips[j]).code;
        t.name[j] = mistakeKind(slips[j]).name;
    }
    return t;
}
// The name of code among the `count` slips of codes/names, "" for any other code.
const char* mistakeNameAmong(std::string_view code, const char* const* codes, const char* const* names,
                             std::size_t count);

// A slip as one question knows it: for a numeric question the value the slip produces, for a
// choice question the option it leads to. explanation names the slip and shows what it gives.
struct Mistake {
    std::string code;
    std::string explanation;
    double value = 0.0; // numeric questions
    int choice = -1;    // choice questions
};

// The numeric answer a list of slips is for: a slip is kept only if an answer can tell it from
// expected at the decimals asked, and only the first of two slips that give the same value.
struct SlipsFor {
    std::vector<Mistake>& list;
    double expected;
    int decimals;
};

void addNumericMistakeWith(const SlipsFor& to, const char* code, const Quantity& value, const char* signature,
                           const TextArg* args);

// A slip of a numeric answer: the value it gives (exact; the list keeps the double nearest it), and
// its explanation (a message signature, message.hpp).
template <class... T>
PE_TEXT_INLINE void addNumericMistake(const SlipsFor& to, Slip slip, const Quantity& value, const char* signature,
                                      const T&... args) {
    addNumericMistakeWith(to, mistakeCode(slip), value, signature, TextArgs<T...>(args...).items);
}

} // namespace pe
