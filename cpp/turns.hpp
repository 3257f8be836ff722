// Angles as fractions of a turn, in fixed point, and sin and cos of them: how the core reduces
// pos * omega_k modulo 2 pi without error. omega_k / (2 pi) is kept as a binary fraction of 192 bits
// (frequencies.hpp); pos * omega_k / (2 pi) modulo 1 is then an integer product, exact to 2^-128
// of a turn for every position a double holds, however large. Only the last step, sin and cos of
// that fraction, rounds: within 8e-17 (sinCosOfTurns) or 1e-21 as a double-double
// (preciseSinCosOfTurns).
#pragma once

#include <cstdint>

namespace pe {

// t in [0, 1) turns: hi holds the first 64 bits of the fraction, lo the next 64.
struct Turns {
    std::uint64_t hi = 0, lo = 0;
};

// A non-negative fraction of 192 bits, most significant limb last: sum of bits[j] * 2^(64 j - 192).
struct TurnRate {
    std::uint64_t bits[3] = {0, 0, 0};
};

// frac(x * rate), exact but for 2^-128 of a turn: x = +-mantissa * 2^exponent with mantissa below
// 2^64 and exponent at most 0 (any double of magnitude below 2^64 can be written so).
Turns turnsOf(std::uint64_t mantissa, int exponent, bool negative, const TurnRate& rate,
              std::uint64_t divisor = 1);
Turns turnsOf(double x, const TurnRate& rate); // |x| < 2^64 (callers check: positions are at most 2^53)
// frac(x * rate / divisor), as exact (an angle in degrees taken as radians has divisor 360).
Turns turnsOf(double x, const TurnRate& rate, std::uint64_t divisor);

// Sums and integer multiples modulo one turn.
Turns operator+(Turns a, Turns b);
Turns operator-(Turns a);
Turns times(Turns a, std::uint64_t n);

struct SinCos {
    double sin, cos;
};
// sin and cos of 2 pi t, each within 8e-17 of the exact value.
SinCos sinCosOfTurns(Turns t);

// The same as double-doubles (hi + lo), each within 1e-21 of the exact value.
struct PreciseSinCos {
    double sinHi, sinLo, cosHi, cosLo;
};
PreciseSinCos preciseSinCosOfTurns(Turns t);
inline constexpr double kPreciseSinCosError = 1e-21;

} // namespace pe
