// The slips of "what is coordinate i of PE(pos)?": the angle in degrees, sine and cosine swapped,
// the index origin off by one, the exponent built from i, the other layout, the angle itself. The
// question bank's coordinate and aliasing questions list them; so can any checker of a coordinate.
// Also here: the few words and values these explanations share with the quiz's worked solutions.
#pragma once

#include <vector>

#include "encoding.hpp"
#include "mistakes.hpp"

namespace pe {

inline constexpr double kDegree = kPi / 180;

inline const char* fnName(bool sine) { return sine ? "sin" : "cos"; }
inline const char* fnWord(bool sine) { return sine ? "sine" : "cosine"; }

// pos * omega as one double, and sin or cos of it (from the exact hi + lo angle).
double angleValue(double pos, double omega);
double fnOf(bool sine, double pos, double omega);

// How the question names the position. none: pos is given as such and no index origin applies
// (the aliasing question's 2*pi*m); token: token number `token`, at pos = token - origin.
enum class Numbering { none, token };

struct CoordinateAsked {
    double pos;
    int i;
    const Settings& settings;
    Numbering numbering = Numbering::none;
    double token = 0; // numbering == token
    int origin = 0;   // numbering == token
};

// Appends the slips of the question to `to` (see SlipsFor for which are kept), in the order the
// checker tries them. Explanations show values with two decimals more than asked.
void addCoordinateMistakes(const SlipsFor& to, const CoordinateAsked& asked);

} // namespace pe
