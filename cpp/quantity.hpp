// A real number as an expression, to be computed to any precision asked: the exact value behind each
// number the core writes as digits (quantity_text.hpp), and what a page asks the core to write
// (the binding exactText). Doubles in it are exact; the operations are + - * /, exp, log, pow, sin,
// cos and pi, and sums over the pairs of an encoding (for the dot product and its slips), which a
// short expression could not write.
//
// Kept in reverse Polish notation in a fixed array: built with the operators below, copied freely,
// never allocating. at(limbs) evaluates it in ball arithmetic (exact/real.hpp): a ball of radius
// about 2^(-64 limbs) of the value that contains the exact value.
#pragma once

#include <cstddef>
#include <cstdint>

#include "exact/real.hpp"

namespace pe {

struct RopeSettings;   // rope.hpp
struct RopeScoreTerms; // rope_exact.hpp

class Quantity {
public:
    // Operation codes, as the binding receives them from JavaScript (web/pe-core.js writes them).
    enum Op : std::uint8_t {
        number = 0, // followed by the number
        add = 1,
        subtract = 2,
        multiply = 3,
        divide = 4,
        negate = 5,
        exp = 6,
        log = 7,
        pow = 8,   // base, exponent -> base^exponent (base > 0)
        sin = 9,
        cos = 10,
        pi = 11,
        // Sums over the pairs k < count of the frequencies omega_k = base^(-2k/dModel); each takes its
        // five arguments as numbers: x, y, base, dModel, count.
        pairCosineSum = 12,        // sum of cos(omega_k (x + y))
        pairSineProductSum = 13,   // sum of sin(omega_k x) sin(omega_k y)
        pairCosineDegreesSum = 14, // sum of cos(omega_k (x + y) pi / 180)
        // base^(n/d) for the numbers base, n and d (d > 0): the frequencies and wavelengths, kept once
        // computed (a question shows the same ones many times).
        ratioPower = 15,
        // RoPE's θ'_k (rope_exact.hpp) from twelve numbers: k, base, dModel, then the scaling's type
        // (its RopeScalingType value), factor, originalContext, length, betaFast, betaSlow, truncate
        // (0 or 1), lowFreqFactor, highFreqFactor. Built in C++ only (ropeFrequencyOf).
        ropeFrequency = 16,
        // RoPE's attention score from four numbers, m, n, indexShift and degrees (0 or 1), over the
        // terms the quantity refers to (rope_exact.hpp's ropeScoreReal). Built in C++ only (ropeScoreOf).
        ropeScoreSum = 17,
    };
    static constexpr std::size_t kCapacity = 64;

    Quantity() : Quantity(0.0) {}
    Quantity(double x); // NOLINT: implicit, so that a double is a quantity wherever one is asked
    static Quantity piValue();
    static Quantity pairSum(Op kind, double x, double y, double base, int dModel, int count);
    static Quantity ratioPowerOf(double base, double n, double d);
    static Quantity ropeFrequencyOf(int k, const RopeSettings& settings);
    // The score refers to terms, which must outlive it (and every quantity built from it); a quantity
    // refers to one set of terms at most.
    static Quantity ropeScoreOf(const RopeScoreTerms& terms, double m, double n, int indexShift = 0,
                                bool degrees = false);

    friend Quantity operator+(const Quantity& a, const Quantity& b) { return joined(a, b, add); }
    friend Quantity operator-(const Quantity& a, const Quantity& b) { return joined(a, b, subtract); }
    friend Quantity operator*(const Quantity& a, const Quantity& b) { return joined(a, b, multiply); }
    friend Quantity operator/(const Quantity& a, const Quantity& b) { return joined(a, b, divide); }
    friend Quantity operator-(const Quantity& a) { return applied(a, negate); }
    friend Quantity expOf(const Quantity& a) { return applied(a, exp); }
    friend Quantity logOf(const Quantity& a) { return applied(a, log); }
    friend Quantity powOf(const Quantity& base, const Quantity& exponent) { return joined(base, exponent, pow); }
    friend Quantity sinOf(const Quantity& a) { return applied(a, sin); }
    friend Quantity cosOf(const Quantity& a) { return applied(a, cos); }

    // A ball containing the exact value, of radius about 2^(-64 limbs) of it (infinite when an
    // argument is out of a function's range).
    exact::Real at(int limbs) const;
    // The double nearest the value (from a 192-bit ball).
    double value() const;
    // When the quantity is a double: true, and the double.
    bool isNumber(double& x) const;

    // A quantity from an operation list as JavaScript sends it (numbers inline after their code);
    // throws InputError with a sentence when the list is not a well-formed expression.
    static Quantity fromProgram(const double* program, std::size_t length);

private:
    static Quantity joined(const Quantity& a, const Quantity& b, Op op);
    static Quantity applied(const Quantity& a, Op op);
    void push(Op op, double x = 0);

    std::uint8_t size_ = 0;
    const RopeScoreTerms* terms_ = nullptr; // what ropeScoreSum sums over
    Op ops_[kCapacity];
    double numbers_[kCapacity];
};

// (Declared here too, so that they are found for arguments that are doubles.)
Quantity expOf(const Quantity& a);
Quantity logOf(const Quantity& a);
Quantity powOf(const Quantity& base, const Quantity& exponent);
Quantity sinOf(const Quantity& a);
Quantity cosOf(const Quantity& a);

// omega_k = base^(-2k/d_model), exactly.
Quantity frequencyQuantity(int k, double base, int dModel);

} // namespace pe
