// The slips of "what is coordinate i of PE(pos)?": the angle in degrees, sine and cosine swapped,
// the index origin off by one, the exponent built from i, the other layout, another pair's
// frequency, the angle itself. The question bank's coordinate and aliasing questions list them; so
// can any checker of a coordinate.
// Also here: the few words and values these explanations share with the quiz's worked solutions.
#pragma once

#include <vector>

#include "answer.hpp" // CoordinateTarget
#include "encoding.hpp"
#include "mistakes.hpp"
#include "quantity.hpp"

namespace pe {

inline const char* fnName(bool sine) { return sine ? "sin" : "cos"; }
// "sine" or "cosine", as a message (kind m).
inline const char* functionWord(bool sine) {
    return sine ? PE_MESSAGE("core-word-sine") : PE_MESSAGE("core-word-cosine");
}
// A layout's name in a sentence, as a message (kind m).
inline const char* layoutWord(Layout layout) {
    return layout == Layout::concatenated ? PE_MESSAGE("core-word-layout-concatenated")
                                          : PE_MESSAGE("core-word-layout-interleaved");
}

// The exact numbers these explanations and the quiz's worked solutions show (quantity.hpp):
// omega_k = b^(-2k/d_model), sin or cos of an angle, an angle in degrees taken as radians, and
// pi/180, 2 pi.
inline Quantity omegaOf(int k, const Settings& s) { return frequencyQuantity(k, s.base, s.dModel); }
inline Quantity fnOf(bool sine, const Quantity& angle) { return sine ? sinOf(angle) : cosOf(angle); }
inline Quantity twoPi() { return 2.0 * Quantity::piValue(); }
inline Quantity degree() { return Quantity::piValue() / 180.0; }

// How the question names the position, and so which off-by-one slips it has. none: a position
// no one counts to (the aliasing question's 2*pi*m), no such slip; position: PE(pos) of a formula
// position, counted from 0, so pos - 1 (counted from 1) and pos + 1; token: token number
// `token`, at pos = token - origin, so pos + 1 and, when tokens are numbered from 0, pos - 1.
enum class Numbering { none, position, token };

struct CoordinateAsked {
    Quantity pos; // a double, or the aliasing question's 2 pi m
    int i;
    const Settings& settings;
    Numbering numbering = Numbering::none;
    double token = 0; // numbering == token
    int origin = 0;   // numbering == token
};

// Appends the slips of the question to `to` (see SlipsFor for which are kept), in the order the
// checker tries them: PE(0) taken as zeros (a cosine at pos 0), degrees, sine and cosine swapped,
// the origin off by one, the exponent from i (or 2i), the other layout, another pair's frequency
// (pair 0's, or a neighbour's), the angle itself.
// Explanations show values with two decimals more than asked.
void addCoordinateMistakes(const SlipsFor& to, const CoordinateAsked& asked);

// The value asked for as a double: PE(pos, i), the double nearest the exact value.
double coordinateValue(const CoordinateAsked& asked);

// A target as JavaScript sends it, validated (InputError naming the field otherwise); the
// CoordinateAsked keeps a reference to target.settings.
CoordinateAsked checkedCoordinate(const CoordinateTarget& target);

// The slips a checker tries for the target, at its decimals: checkAnswer(text, target) uses them,
// and a page may list them.
std::vector<Mistake> coordinateMistakes(const CoordinateTarget& target);

// Every slip checkAnswer(text, CoordinateTarget) can name: truncation, then addCoordinateMistakes'.
inline constexpr Slip kCoordinateSlips[] = {
    Slip::truncated,          Slip::allZerosAtPositionZero, Slip::degrees,
    Slip::sinCosSwapped,      Slip::originOffByOne,         Slip::exponentUsesI,
    Slip::layoutConcatenated, Slip::layoutInterleaved,      Slip::wrongPair,
    Slip::angleInsteadOfValue,
};
// mistakeName for those slips alone, "" for any other code: the module without the question bank
// names only the slips of a coordinate, and holds only their names.
const char* coordinateMistakeName(std::string_view code);

} // namespace pe
