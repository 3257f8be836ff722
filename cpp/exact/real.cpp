#include "real.hpp"

#include <cmath>
#include <utility>

namespace pe::exact {

namespace {

// 1 + 2^-50: what each magnitude operation is rounded up by (far more than a double's rounding).
constexpr double kUp = 1.0 + 0x1p-50;

Magnitude normal(double m, int e) {
    if (m == 0) return {};
    int shift = 0;
    const double f = std::frexp(m, &shift);
    return {f, e + shift};
}

Magnitude infinite() { return {0.5, Magnitude::kInfiniteExponent}; }

Magnitude operator+(Magnitude a, Magnitude b) {
    if (a.isInfinite() || b.isInfinite()) return infinite();
    if (a.isZero()) return b;
    if (b.isZero()) return a;
    if (a.exponent < b.exponent) std::swap(a, b);
    const int gap = a.exponent - b.exponent;
    // A negligible b still counts: it is covered by the rounding up.
    const double small = gap > 60 ? 0x1p-60 : std::ldexp(b.mantissa, static_cast<int>(-gap));
    return normal((a.mantissa + small) * kUp, a.exponent);
}

Magnitude operator*(Magnitude a, Magnitude b) {
    if (a.isZero() || b.isZero()) return {};
    if (a.isInfinite() || b.isInfinite()) return infinite();
    return normal(a.mantissa * b.mantissa * kUp, a.exponent + b.exponent);
}

// 2^e.
Magnitude powerOfTwo(int e) { return {0.5, e + 1}; }

// An upper bound of |x|.
Magnitude magnitudeOf(const BigFloat& x) {
    if (x.isZero()) return {};
    const double top = static_cast<double>((x.m[x.limbs - 1] >> 11) + 1); // rounded up
    return normal(top * 0x1p-53, x.exponent);
}

// A lower bound of |x|, as a double scaled by 2^-scale (x not zero).
double lowerOf(const BigFloat& x, int scale) {
    return std::ldexp(static_cast<double>(x.m[x.limbs - 1] >> 11), static_cast<int>(x.exponent - 53 - scale));
}

// An upper bound of 1/|x| (x not zero).
Magnitude inverseOf(const BigFloat& x) {
    const double low = static_cast<double>(x.m[x.limbs - 1] >> 11) * 0x1p-53; // in [1/2, 1)
    return normal(kUp / low, -x.exponent);
}

// One unit in the last limb of a result with that exponent.
Magnitude unit(int exponent, int limbs) { return powerOfTwo(exponent - 64 * limbs); }

bool isBelow(const Magnitude& r, double halfOrLess) { // r < halfOrLess (a power of two at most 1/2)
    return !r.isInfinite() && (r.isZero() || std::ldexp(r.mantissa, static_cast<int>(r.exponent)) < halfOrLess);
}

int precision(const Real& a, const Real& b) { return a.limbs() > b.limbs() ? a.limbs() : b.limbs(); }

Real withRadius(const BigFloat& mid, Magnitude radius) { return Real{mid, radius}; }

} // namespace

Real realOf(double x, int limbs) { return Real{fromDouble(x, limbs), {}}; }
Real widened(Real x, double error) {
    x.radius = x.radius + normal(error * kUp, 0);
    return x;
}

Real realOfInteger(std::uint64_t n, int limbs, bool negative) { return Real{fromInteger(n, limbs, negative), {}}; }

Real operator+(const Real& a, const Real& b) {
    Real r;
    const int larger = a.mid.exponent > b.mid.exponent ? a.mid.exponent : b.mid.exponent;
    const int n = precision(a, b);
    const bool exact = add(r.mid, a.mid, b.mid, n);
    r.radius = a.radius + b.radius;
    if (!exact) r.radius = r.radius + unit(larger, n);
    return r;
}

Real operator-(Real a) {
    if (!a.mid.isZero()) a.mid.negative = !a.mid.negative;
    return a;
}

Real operator-(const Real& a, const Real& b) { return a + (-b); }

Real operator*(const Real& a, const Real& b) {
    Real r;
    const int n = precision(a, b);
    const bool exact = multiply(r.mid, a.mid, b.mid, n);
    r.radius = magnitudeOf(a.mid) * b.radius + magnitudeOf(b.mid) * a.radius + a.radius * b.radius;
    if (!exact) r.radius = r.radius + unit(r.mid.exponent, n);
    return r;
}

Real operator/(const Real& a, const Real& b) {
    // 1/b within 2 units of the last limb; |1/x - 1/m| <= r / (|m| (|m| - r)) <= 2 r / m^2 for
    // r <= |m| / 2.
    const int n = precision(a, b);
    BigFloat m = b.mid;
    resize(m, n);
    if (m.isZero() || !isBelow(b.radius * inverseOf(m), 0.5)) return withRadius(fromInteger(0, n), infinite());
    Real inverse;
    inverse.mid = reciprocal(m);
    const Magnitude inv = inverseOf(m);
    inverse.radius = Magnitude{1, 1} /* 2 */ * b.radius * inv * inv + Magnitude{0.5, 2} * unit(inverse.mid.exponent, n);
    return a * inverse;
}

Real exp(const Real& a) {
    const int n = a.limbs();
    if (a.isExact() && a.mid.isZero()) return realOfInteger(1, n);
    if (a.mid.exponent > 20 || !isBelow(a.radius, 0.5)) return withRadius(fromInteger(1, n), infinite());
    // |e^x - e^m| <= e^m (e^r - 1) <= 2 r e^m for r <= 1/2; e^m within 2 units of the last limb.
    Real r;
    r.mid = exponential(a.mid);
    const Magnitude size = magnitudeOf(r.mid);
    r.radius = size * (Magnitude{1, 1} /* 2 */ * a.radius + Magnitude{0.5, 3 - 64 * n});
    return r;
}

Real log(const Real& a) {
    const int n = a.limbs();
    if (a.mid.isZero() || a.mid.negative || !isBelow(a.radius * inverseOf(a.mid), 0.5))
        return withRadius(fromInteger(0, n), infinite());
    // |log x - log m| <= r / (m - r) <= 2 r / m; log m within 2 units of the last limb.
    Real r;
    r.mid = logarithm(a.mid);
    r.radius = Magnitude{1, 1} * a.radius * inverseOf(a.mid) + magnitudeOf(r.mid) * Magnitude{0.5, 3 - 64 * n};
    return r;
}

Real pow(const Real& base, const Real& exponent) { return exp(exponent * log(base)); }

namespace {

// sin or cos: 1-Lipschitz, and within 2 units of the last limb of the larger of the value and,
// when the argument was reduced by multiples of pi/2, 1.
Real sineOrCosine(const Real& a, bool sine) {
    const int n = a.limbs();
    if (a.isExact() && a.mid.isZero()) return realOfInteger(sine ? 0 : 1, n);
    if (a.mid.exponent > 61 || a.radius.isInfinite()) return withRadius(fromInteger(0, n), infinite());
    const BigSinCos sc = sineCosine(a.mid);
    Real r;
    r.mid = sine ? sc.sin : sc.cos;
    const Magnitude size = sc.reduced ? Magnitude{0.5, 1} : magnitudeOf(r.mid);
    r.radius = a.radius + size * Magnitude{0.5, 3 - 64 * n};
    return r;
}

} // namespace

Real sin(const Real& a) { return sineOrCosine(a, true); }
Real cos(const Real& a) { return sineOrCosine(a, false); }

Real piReal(int limbs) {
    Real r;
    r.mid = pi(limbs);
    r.radius = unit(r.mid.exponent, limbs);
    return r;
}

Real powerOfTen(int power, int limbs) {
    const int count = power < 0 ? -power : power;
    Real r = realOfInteger(1, limbs);
    for (int done = 0; done < count;) {
        const int step = count - done < 19 ? count - done : 19;
        std::uint64_t factor = 1;
        for (int j = 0; j < step; ++j) factor *= 10;
        const bool exact = multiplySmall(r.mid, r.mid, factor);
        if (!exact) r.radius = r.radius + unit(r.mid.exponent, limbs);
        done += step;
    }
    return power < 0 ? realOfInteger(1, limbs) / r : r;
}

bool nearestInteger(const Real& x, std::uint64_t& magnitude, bool& negative) {
    if (x.radius.isInfinite() || x.mid.exponent > 64) return false;
    const int n = x.limbs() + 1;
    BigFloat m = x.mid;
    resize(m, n);
    m.negative = false;
    const std::uint64_t whole = integerPart(m);
    const BigFloat fraction = fractionPart(m);
    // The distance from the fraction to 1/2, the nearest point where the rounding changes.
    BigFloat distance;
    subtract(distance, fromDouble(0.5, 1), fraction, n);
    const bool up = distance.negative || (distance.isZero());
    distance.negative = false;
    negative = x.mid.negative;
    if (up && whole == ~std::uint64_t{0}) return false; // 2^64
    magnitude = whole + (up ? 1 : 0);
    if (distance.isZero()) return x.isExact(); // an exact tie: away from zero
    // The distance is exact but for a unit of the n-th limb: the radius must stay below it.
    const Magnitude margin = x.radius + unit(0, n);
    if (margin.isInfinite()) return false;
    const double below = lowerOf(distance, margin.exponent);
    return below > margin.mantissa;
}

bool signOf(const Real& x, int& sign) {
    if (x.isExact()) {
        sign = x.mid.isZero() ? 0 : x.mid.negative ? -1 : 1;
        return true;
    }
    if (x.mid.isZero() || x.radius.isInfinite()) return false;
    sign = x.mid.negative ? -1 : 1;
    return lowerOf(x.mid, x.radius.exponent) > x.radius.mantissa;
}

} // namespace pe::exact
