// Ball arithmetic on BigFloat: a Real is a midpoint and a radius, and every operation returns a ball
// that contains the exact result of the operation on any reals of its inputs' balls. Computing a
// quantity as a Real at n limbs therefore gives a rigorous interval for it, which shrinks as n grows:
// what decides digits (digits.hpp) and what the frequencies are built from (frequencies.hpp).
#pragma once

#include <cstdint>

#include "big_float.hpp"

namespace pe::exact {

// An upper bound of a non-negative real, mantissa * 2^exponent with mantissa in [1/2, 1) (or 0).
// Every operation rounds up. An infinite radius (isInfinite) marks a value that could not be
// bounded (an argument out of a function's range).
struct Magnitude {
    double mantissa = 0;
    int exponent = 0;
    bool isZero() const { return mantissa == 0; }
    bool isInfinite() const { return exponent > kInfiniteExponent / 2; }
    static constexpr int kInfiniteExponent = 1 << 28;
};

struct Real {
    BigFloat mid;
    Magnitude radius;
    int limbs() const { return mid.limbs; }
    bool isExact() const { return radius.isZero(); }
};

// Exact.
Real realOf(double x, int limbs);
// x with its radius grown by error (>= 0): for a value computed outside ball arithmetic with a
// proven bound.
Real widened(Real x, double error);
Real realOfInteger(std::uint64_t n, int limbs, bool negative = false);

// At the larger precision of the two inputs.
Real operator+(const Real& a, const Real& b);
Real operator-(const Real& a, const Real& b);
Real operator*(const Real& a, const Real& b);
Real operator/(const Real& a, const Real& b);
Real operator-(Real a);
Real exp(const Real& a);
Real log(const Real& a);
Real pow(const Real& base, const Real& exponent); // base > 0
Real sin(const Real& a);
Real cos(const Real& a);
Real piReal(int limbs);

// n * 10^power, exact while it fits (power >= 0), otherwise a ball.
Real powerOfTen(int power, int limbs);

// The integer nearest to x (an exact tie away from zero), when x's ball decides it: false when
// the ball holds a point half-way between two integers, or when that integer is 2^64 or more.
bool nearestInteger(const Real& x, std::uint64_t& magnitude, bool& negative);
// The sign of x (-1, 0 or 1) when the ball decides it; false otherwise. Exactly 0 only for an
// exact 0.
bool signOf(const Real& x, int& sign);

} // namespace pe::exact
