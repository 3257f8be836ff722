// A binary floating-point number of any precision up to kMaxLimbs 64-bit limbs: the arithmetic the
// core uses where a double is not enough (the frequencies to 256 bits, and any value whose digits
// must be decided exactly). Plain C++17 with unsigned __int128 products, which clang (for
// WebAssembly) and g++ both provide. Small on purpose: it ships in every WebAssembly build.
//
// Every operation truncates its result to the precision asked (n limbs) and says whether that lost
// anything: Real (real.hpp) turns that into an error bound. The transcendental functions are
// accurate to within a few units in the last limb; real.hpp states the bound it relies on.
#pragma once

#include <cstdint>

namespace pe::exact {

inline constexpr int kMaxLimbs = 32; // 2048 bits: room for 24 limbs and the few more the functions work with

struct BigFloat {
    // value = (negative ? -1 : 1) * M * 2^(exponent - 64 * limbs), M = sum of m[j] * 2^(64 j), with the
    // top bit of m[limbs - 1] set; zero has every limb 0. So a non-zero value lies in
    // [2^(exponent - 1), 2^exponent).
    int limbs = 1;
    bool negative = false;
    int exponent = 0;
    std::uint64_t m[kMaxLimbs] = {};

    bool isZero() const { return m[limbs - 1] == 0; }
};

// Exact conversions in; to the nearest double out (ties to even).
BigFloat fromDouble(double x, int limbs);
BigFloat fromInteger(std::uint64_t x, int limbs, bool negative = false);
double toDouble(const BigFloat& x);

// The same value at another precision (truncated when fewer limbs); false when that lost bits.
bool resize(BigFloat& x, int limbs);

// -1, 0 or 1 as |a| is below, equal to or above |b|.
int compareMagnitude(const BigFloat& a, const BigFloat& b);

// Each writes its result at `limbs` limbs into out (which may alias an input) and returns whether it
// is exact. A result that is not exact is off by less than 2^(e - 64 limbs), e being the exponent
// of the larger input for sums and of the result otherwise.
bool add(BigFloat& out, const BigFloat& a, const BigFloat& b, int limbs);
bool subtract(BigFloat& out, const BigFloat& a, const BigFloat& b, int limbs);
bool multiply(BigFloat& out, const BigFloat& a, const BigFloat& b, int limbs);
bool multiplySmall(BigFloat& out, const BigFloat& a, std::uint64_t b);
bool divideSmall(BigFloat& out, const BigFloat& a, std::uint64_t b);

// x * 2^k, exact.
inline void scaleByPowerOfTwo(BigFloat& x, int k) {
    if (!x.isZero()) x.exponent += k;
}

// x split at the binary point: the integer part (|x| < 2^64 is required), and x minus its integer
// part, exact.
std::uint64_t integerPart(const BigFloat& x);
BigFloat fractionPart(const BigFloat& x);

// Within 2 units of the last limb, relative: 1/a (a not zero), e^a (|a| < 2^20), log a (a > 0).
BigFloat reciprocal(const BigFloat& a);
BigFloat exponential(const BigFloat& a);
BigFloat logarithm(const BigFloat& a);
// sin and cos of a (|a| < 2^62), each within 2 units of the last limb of the larger of its value
// and, when a was reduced by a multiple of pi/2 (|a| > pi/4), 1.
struct BigSinCos {
    BigFloat sin, cos;
    bool reduced;
};
BigSinCos sineCosine(const BigFloat& a);
// pi and log 2 to `limbs` limbs, within 1 unit of the last (computed once at the largest precision
// asked for).
BigFloat pi(int limbs);
BigFloat logTwo(int limbs);

} // namespace pe::exact
