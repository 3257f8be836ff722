// A Quantity (the exact value behind a number shown) as the number type of rope_frequency.hpp's
// formulas: its arithmetic builds the exact expression, and every comparison inside a formula (floor,
// ceil, min, max, equality: YaRN's correction range, Llama 3.1's bands) is decided by the exact value
// (number_text.hpp's signOf and floorOf, with as much precision as it takes). So a worked step shows
// the digits of the formula's own intermediate values, from the one place the formulas are written.
//
// Internal to cpp/quiz/. A Quantity holds a few dozen operations: enough for the pieces the steps show
// (a correction pair, YaRN's ramp), not for a whole scaled frequency (Quantity::ropeFrequencyOf).
#pragma once

#include "../number_text.hpp"
#include "../rope_frequency.hpp"

namespace pe::quiz {

struct Decided {
    Quantity v;
    Decided(double x) : v(x) {}          // NOLINT: implicit, as the formulas write Real(x)
    Decided(const Quantity& q) : v(q) {} // NOLINT
};

inline Decided operator+(const Decided& a, const Decided& b) { return a.v + b.v; }
inline Decided operator-(const Decided& a, const Decided& b) { return a.v - b.v; }
inline Decided operator*(const Decided& a, const Decided& b) { return a.v * b.v; }
inline Decided operator/(const Decided& a, const Decided& b) { return a.v / b.v; }
inline Decided pow(const Decided& a, const Decided& b) { return powOf(a.v, b.v); }
inline Decided log(const Decided& a) { return logOf(a.v); }

inline int compare(const Decided& a, const Decided& b) { return signOf(a.v - b.v); }
inline bool operator<(const Decided& a, const Decided& b) { return compare(a, b) < 0; }
inline bool operator>(const Decided& a, const Decided& b) { return compare(a, b) > 0; }
inline bool operator==(const Decided& a, const Decided& b) { return compare(a, b) == 0; }
inline Decided min(const Decided& a, const Decided& b) { return b < a ? b : a; }
inline Decided max(const Decided& a, const Decided& b) { return b > a ? b : a; }
// A whole number, as a plain number again (the exact floor of the value).
inline Decided floor(const Decided& a) { return floorOf(a.v); }
inline Decided ceil(const Decided& a) { return -floorOf(-a.v); }

} // namespace pe::quiz

namespace pe::rope {
// 2π itself.
template <> inline quiz::Decided twoPi<quiz::Decided>() { return 2.0 * Quantity::piValue(); }
} // namespace pe::rope
