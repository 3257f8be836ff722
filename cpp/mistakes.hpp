// Every slip the checker can name, in one table: its code (stable: it travels with each judged
// answer to a gradebook) and its short name for the learner ("Likely slip: angle taken in
// degrees"). Questions refer to a row by its Slip, never by retyping the code.
//
// A Mistake is one slip as a given question knows it: what answer it leads to and a sentence that
// explains it. Lists of them are built here, so that every question filters them the same way.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "text.hpp"

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
    {Slip::degrees, "degrees", "angle taken in degrees"},
    {Slip::sinCosSwapped, "sin-cos-swapped", "sine and cosine swapped"},
    {Slip::originOffByOne, "origin-off-by-one", "index origin off by one"},
    {Slip::exponentUsesI, "exponent-uses-i", "exponent built from i instead of 2k"},
    {Slip::wrongPair, "wrong-pair", "the frequency of another pair used"},
    {Slip::layoutConcatenated, "layout-concatenated", "concatenated layout used instead of interleaved"},
    {Slip::layoutInterleaved, "layout-interleaved", "interleaved layout used instead of concatenated"},
    {Slip::truncated, "truncated", "cut off instead of rounded"},
    {Slip::angleInsteadOfValue, "angle-instead-of-value", "the angle instead of its sine or cosine"},
    {Slip::allZerosAtPositionZero, "all-zeros-at-position-zero", "PE(0) taken as all zeros"},
    {Slip::baseMattersAtZero, "base-matters-at-zero", "the base taken to matter at position 0"},
    {Slip::fullVectorRepeats, "full-vector-repeats", "whole vector assumed to repeat with the fastest pair"},
    {Slip::fastestPairChanges, "fastest-pair-changes", "the fastest pair assumed not to repeat"},
    {Slip::aliasingBaseSpecific, "aliasing-base-specific", "repetition taken to depend on the base"},
    {Slip::rotationSign, "rotation-sign", "rotation in the wrong direction"},
    {Slip::rotationUsesPosition, "rotation-uses-position", "rotated by the position's angle instead of the offset's"},
    {Slip::wavelengthMissing2pi, "wavelength-missing-2pi", "wavelength without the factor 2π"},
    {Slip::wavelengthAsFrequency, "wavelength-as-frequency", "frequency given instead of wavelength"},
    {Slip::wavelengthUsesFullBase, "wavelength-uses-full-base", "exponent taken as 1 instead of (d_model − 2)/d_model"},
    {Slip::wavelengthFastestPair, "wavelength-fastest-pair", "wavelength of the fastest pair instead of the slowest"},
    {Slip::baseTooSmall, "base-too-small", "a base whose longest wavelength is shorter than the context"},
    {Slip::baseLambdaMissing2pi, "base-lambda-missing-2pi", "base chosen without the factor 2π"},
    {Slip::baseLargerThanNeeded, "base-larger-than-needed", "a base larger than needed"},
    {Slip::dotSinglePair, "dot-single-pair", "only one pair counted"},
    {Slip::dotDModel, "dot-d-model", "d_model terms instead of d_model/2"},
    {Slip::dotUsesPositions, "dot-uses-positions", "positions added instead of subtracted"},
    {Slip::dotSinesOnly, "dot-sines-only", "only the sine products summed"},
    {Slip::ropeAbsoluteOffset, "rope-absolute-offset", "|m − n| used for a signed offset"},
    {Slip::ropeClockwise, "rope-clockwise", "rotation taken clockwise"},
    {Slip::ropeOneBasedIndex, "rope-one-based-index", "RoFormer's one-based i read as the code's k"},
    {Slip::ntkExponentDropped, "ntk-exponent-dropped", "NTK's exponent d/(d − 2) dropped"},
    {Slip::interpolationOnBase, "interpolation-on-base", "Position Interpolation applied to the base instead of the positions"},
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

void addNumericMistakeWith(const SlipsFor& to, const char* code, const Quantity& value, const char* pattern,
                           const TextArg* args);

// A slip of a numeric answer: the value it gives (exact; the list keeps the double nearest it), and
// its explanation (a text.hpp pattern).
template <class... T>
PE_TEXT_INLINE void addNumericMistake(const SlipsFor& to, Slip slip, const Quantity& value, const char* pattern,
                                      const T&... args) {
    addNumericMistakeWith(to, mistakeCode(slip), value, pattern, TextArgs<T...>(args...).items);
}

} // namespace pe
