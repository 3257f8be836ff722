#include "big_float.hpp"

#include <cmath>

namespace pe::exact {

namespace {

using u64 = std::uint64_t;
__extension__ typedef unsigned __int128 u128;

int leadingZeros(u64 x) { return x == 0 ? 64 : __builtin_clzll(x); }

BigFloat zero(int limbs) {
    BigFloat z;
    z.limbs = limbs;
    return z;
}

// A little-endian integer of `count` limbs shifted left by `bits` (0 <= bits < 64 * count), in
// place; returns whether bits fell off the top.
void shiftLeft(u64* w, int count, int bits) {
    const int q = bits / 64;
    const int r = static_cast<int>(bits % 64);
    for (int j = count - 1; j >= 0; --j) {
        const int from = j - q;
        u64 v = from >= 0 ? w[from] << r : 0;
        if (r != 0 && from - 1 >= 0) v |= w[from - 1] >> (64 - r);
        w[j] = v;
    }
}

// Shifted right by `bits`; returns whether a non-zero bit was shifted out.
bool shiftRight(u64* w, int count, int bits) {
    const int q = bits / 64;
    const int r = static_cast<int>(bits % 64);
    bool lost = false;
    for (int j = 0; j < count && j < q; ++j) lost |= w[j] != 0;
    if (q < count && r != 0) lost |= (w[q] << (64 - r)) != 0;
    for (int j = 0; j < count; ++j) {
        const int from = j + q;
        u64 v = from < count ? w[from] >> r : 0;
        if (r != 0 && from + 1 < count) v |= w[from + 1] << (64 - r);
        w[j] = v;
    }
    return lost;
}

// The `limbs` limbs of a result from a wider integer w (count limbs, value w * 2^(scale)), made
// normal; out's exponent is set so that out == w * 2^scale up to the bits dropped. Returns whether
// the result is exact.
bool normalizeInto(BigFloat& out, u64* w, int count, int scale, int limbs, bool negative) {
    int top = count - 1;
    while (top >= 0 && w[top] == 0) --top;
    out.limbs = limbs;
    out.negative = negative;
    if (top < 0) {
        for (int j = 0; j < limbs; ++j) out.m[j] = 0;
        out.negative = false;
        out.exponent = 0;
        return true;
    }
    // The highest set bit goes to bit 63 of limb count - 1.
    const int highest = 64 * top + (63 - leadingZeros(w[top]));
    const int up = 64 * count - 1 - highest;
    shiftLeft(w, count, up);
    bool exact = true;
    for (int j = 0; j < count - limbs; ++j) exact &= w[j] == 0;
    for (int j = 0; j < limbs; ++j) out.m[j] = j + count - limbs >= 0 ? w[j + count - limbs] : 0;
    out.exponent = scale + 64 * count - up;
    return exact;
}

} // namespace

BigFloat fromDouble(double x, int limbs) {
    BigFloat r = zero(limbs);
    if (x == 0) return r;
    int e = 0;
    const double f = std::frexp(std::fabs(x), &e);
    r.m[limbs - 1] = static_cast<u64>(std::ldexp(f, 64));
    r.exponent = e;
    r.negative = x < 0;
    return r;
}

BigFloat fromInteger(u64 x, int limbs, bool negative) {
    BigFloat r = zero(limbs);
    if (x == 0) return r;
    const int lz = leadingZeros(x);
    r.m[limbs - 1] = x << lz;
    r.exponent = 64 - lz;
    r.negative = negative;
    return r;
}

double toDouble(const BigFloat& x) {
    if (x.isZero()) return 0.0;
    const u64 top = x.m[x.limbs - 1];
    bool sticky = false;
    for (int j = 0; j < x.limbs - 1; ++j) sticky |= x.m[j] != 0;
    u64 mantissa = top >> 11;
    const u64 rest = top & 0x7FF;
    if (rest > 0x400 || (rest == 0x400 && (sticky || (mantissa & 1)))) ++mantissa;
    const double v = std::ldexp(static_cast<double>(mantissa), static_cast<int>(x.exponent - 53));
    return x.negative ? -v : v;
}

bool resize(BigFloat& x, int limbs) {
    if (limbs == x.limbs) return true;
    bool exact = true;
    if (limbs > x.limbs) {
        const int up = limbs - x.limbs;
        for (int j = limbs - 1; j >= 0; --j) x.m[j] = j >= up ? x.m[j - up] : 0;
    } else {
        const int down = x.limbs - limbs;
        for (int j = 0; j < down; ++j) exact &= x.m[j] == 0;
        for (int j = 0; j < limbs; ++j) x.m[j] = x.m[j + down];
    }
    x.limbs = limbs;
    return exact;
}

int compareMagnitude(const BigFloat& a, const BigFloat& b) {
    if (a.isZero() || b.isZero()) return a.isZero() ? (b.isZero() ? 0 : -1) : 1;
    if (a.exponent != b.exponent) return a.exponent < b.exponent ? -1 : 1;
    for (int j = 1; j <= a.limbs || j <= b.limbs; ++j) {
        const u64 x = j <= a.limbs ? a.m[a.limbs - j] : 0, y = j <= b.limbs ? b.m[b.limbs - j] : 0;
        if (x != y) return x < y ? -1 : 1;
    }
    return 0;
}

namespace {

// a + b, or a - b when subtractB: both placed in a window of limbs + 2 limbs (a guard limb below,
// a carry limb above) at the scale of the input of larger magnitude.
bool addSigned(BigFloat& out, const BigFloat& a, const BigFloat& b, bool subtractB, int limbs) {
    const bool bNegative = b.negative != subtractB;
    if (b.isZero()) {
        BigFloat r = a;
        const bool exact = resize(r, limbs);
        out = r;
        return exact;
    }
    if (a.isZero()) {
        BigFloat r = b;
        r.negative = bNegative;
        const bool exact = resize(r, limbs);
        out = r;
        return exact;
    }
    const bool swap = compareMagnitude(a, b) < 0;
    const BigFloat& x = swap ? b : a;
    const BigFloat& y = swap ? a : b;
    const bool xNegative = swap ? bNegative : a.negative;
    const bool yNegative = swap ? a.negative : bNegative;
    const int count = limbs + 2;
    u64 wx[kMaxLimbs + 2], wy[kMaxLimbs + 2];
    for (int j = 0; j < count; ++j) wx[j] = wy[j] = 0;
    bool exact = true;
    // x's top limb at index limbs, the rest below down to the guard limb.
    for (int j = 0; j < x.limbs; ++j) {
        const int at = limbs - (x.limbs - 1 - j);
        if (at >= 0) wx[at] = x.m[j];
        else exact &= x.m[j] == 0;
    }
    // y likewise, then shifted right by the difference of the exponents.
    const int shift = x.exponent - y.exponent;
    if (shift > 64 * count) {
        exact = false; // y lies wholly below the window
    } else {
        u64 wide[2 * kMaxLimbs + 2];
        const int wideCount = count + y.limbs;
        for (int j = 0; j < count; ++j) wide[j] = 0;
        for (int j = 0; j < y.limbs; ++j) wide[j + count] = y.m[j]; // y's top at index wideCount - 1
        exact &= !shiftRight(wide, wideCount, shift + 64); // top then at index limbs
        for (int j = 0; j < count; ++j) wy[j] = wide[j + y.limbs];
        for (int j = 0; j < y.limbs; ++j) exact &= wide[j] == 0;
    }
    u128 carry = 0;
    if (xNegative == yNegative) {
        for (int j = 0; j < count; ++j) {
            carry += static_cast<u128>(wx[j]) + wy[j];
            wx[j] = static_cast<u64>(carry);
            carry >>= 64;
        }
    } else {
        u64 borrow = 0;
        for (int j = 0; j < count; ++j) {
            const u64 d = wx[j] - wy[j] - borrow;
            borrow = (wx[j] < wy[j] || (wx[j] == wy[j] && borrow)) ? 1 : 0;
            wx[j] = d;
        }
    }
    // Index `limbs` carries the weights of x's top limb: the window's value is wx * 2^(e - 64 (limbs + 1)).
    const bool normalExact = normalizeInto(out, wx, count, x.exponent - 64 * (limbs + 1), limbs, xNegative);
    return exact && normalExact;
}

} // namespace

bool add(BigFloat& out, const BigFloat& a, const BigFloat& b, int limbs) { return addSigned(out, a, b, false, limbs); }
bool subtract(BigFloat& out, const BigFloat& a, const BigFloat& b, int limbs) { return addSigned(out, a, b, true, limbs); }

bool multiply(BigFloat& out, const BigFloat& a, const BigFloat& b, int limbs) {
    if (a.isZero() || b.isZero()) {
        out = zero(limbs);
        return true;
    }
    u64 w[2 * kMaxLimbs];
    const int count = a.limbs + b.limbs;
    for (int j = 0; j < count; ++j) w[j] = 0;
    for (int i = 0; i < a.limbs; ++i) {
        u128 carry = 0;
        for (int j = 0; j < b.limbs; ++j) {
            carry += static_cast<u128>(a.m[i]) * b.m[j] + w[i + j];
            w[i + j] = static_cast<u64>(carry);
            carry >>= 64;
        }
        w[i + b.limbs] = static_cast<u64>(carry);
    }
    const int scale = a.exponent - 64 * a.limbs + b.exponent - 64 * b.limbs;
    return normalizeInto(out, w, count, scale, limbs, a.negative != b.negative);
}

bool multiplySmall(BigFloat& out, const BigFloat& a, u64 b) {
    const int limbs = a.limbs;
    if (a.isZero() || b == 0) {
        out = zero(limbs);
        return true;
    }
    u64 w[kMaxLimbs + 1];
    u128 carry = 0;
    for (int j = 0; j < limbs; ++j) {
        carry += static_cast<u128>(a.m[j]) * b;
        w[j] = static_cast<u64>(carry);
        carry >>= 64;
    }
    w[limbs] = static_cast<u64>(carry);
    return normalizeInto(out, w, limbs + 1, a.exponent - 64 * limbs, limbs, a.negative);
}

bool divideSmall(BigFloat& out, const BigFloat& a, u64 b) {
    const int limbs = a.limbs;
    if (a.isZero()) {
        out = zero(limbs);
        return true;
    }
    // The mantissa followed by two zero limbs, divided from the top: by halves of limbs when b has
    // at most 32 bits (no 128-bit division, which is slow), as it has in every series here.
    u64 q[kMaxLimbs + 2];
    u128 rest = 0;
    if (b >> 32 == 0) {
        u64 r = 0;
        for (int j = limbs + 1; j >= 0; --j) {
            const u64 limb = j >= 2 ? a.m[j - 2] : 0;
            const u64 upper = (r << 32) | (limb >> 32);
            const u64 qHigh = upper / b;
            r = upper % b;
            const u64 lower = (r << 32) | (limb & 0xFFFFFFFFu);
            q[j] = (qHigh << 32) | (lower / b);
            r = lower % b;
        }
        rest = r;
    } else {
        for (int j = limbs + 1; j >= 0; --j) {
            rest = (rest << 64) | (j >= 2 ? a.m[j - 2] : 0);
            q[j] = static_cast<u64>(rest / b);
            rest %= b;
        }
    }
    const bool exact = normalizeInto(out, q, limbs + 2, a.exponent - 64 * limbs - 128, limbs, a.negative);
    return exact && rest == 0;
}

u64 integerPart(const BigFloat& x) {
    if (x.isZero() || x.exponent <= 0) return 0;
    const u64 top = x.m[x.limbs - 1];
    return x.exponent >= 64 ? top : top >> (64 - x.exponent);
}

BigFloat fractionPart(const BigFloat& x) {
    BigFloat r;
    subtract(r, x, fromInteger(integerPart(x), 1, x.negative), x.limbs);
    return r;
}

namespace {

// atan(1/x) (alternating) or atanh(1/x) as a series of powers of 1/x, at `limbs` limbs.
BigFloat inverseArctangent(u64 x, bool alternating, int limbs) {
    BigFloat power, term, sum;
    divideSmall(power, fromInteger(1, limbs), x);
    sum = power;
    for (u64 j = 1;; ++j) {
        divideSmall(power, power, x * x);
        divideSmall(term, power, 2 * j + 1);
        if (term.isZero() || term.exponent < sum.exponent - 64 * limbs - 2) break;
        if (alternating && j % 2 == 1) subtract(sum, sum, term, limbs);
        else add(sum, sum, term, limbs);
    }
    return sum;
}

// A constant computed once at the largest precision asked for, shortened for smaller ones.
struct Constant {
    BigFloat value;
    int limbs = 0;
};

BigFloat cached(Constant& c, int limbs, BigFloat (*compute)(int)) {
    if (c.limbs < limbs) {
        c.value = compute(limbs + 1);
        c.limbs = limbs;
    }
    BigFloat r = c.value;
    resize(r, limbs);
    return r;
}

BigFloat computePi(int limbs) {
    // Machin: pi = 16 atan(1/5) - 4 atan(1/239).
    BigFloat a = inverseArctangent(5, true, limbs), b = inverseArctangent(239, true, limbs), r;
    multiplySmall(a, a, 16);
    multiplySmall(b, b, 4);
    subtract(r, a, b, limbs);
    return r;
}

BigFloat computeLogTwo(int limbs) {
    // log 2 = 2 atanh(1/3).
    BigFloat r = inverseArctangent(3, false, limbs);
    scaleByPowerOfTwo(r, 1);
    return r;
}

BigFloat computeTwoOverPi(int limbs) {
    BigFloat halfPi = computePi(limbs);
    scaleByPowerOfTwo(halfPi, -1);
    return reciprocal(halfPi);
}

Constant piConstant, logTwoConstant, twoOverPiConstant;

// The number of Newton steps from 50 correct bits to 64 * limbs + 64.
int newtonSteps(int limbs) {
    int steps = 0;
    for (int bits = 50; bits < 64 * limbs + 64; bits *= 2) ++steps;
    return steps;
}

BigFloat one(int limbs) { return fromInteger(1, limbs); }

} // namespace

BigFloat pi(int limbs) { return cached(piConstant, limbs, computePi); }
BigFloat logTwo(int limbs) { return cached(logTwoConstant, limbs, computeLogTwo); }

BigFloat reciprocal(const BigFloat& a) {
    const int limbs = a.limbs, p = limbs + 1;
    // Of the mantissa in [1/2, 1), scaled back at the end.
    BigFloat x = a;
    resize(x, p);
    x.exponent = 0;
    x.negative = false;
    BigFloat y = fromDouble(1 / toDouble(x), p), t;
    for (int step = newtonSteps(limbs); step > 0; --step) {
        multiply(t, x, y, p);         // x y
        subtract(t, one(p), t, p);    // 1 - x y
        multiply(t, y, t, p);         // y (1 - x y)
        add(y, y, t, p);
    }
    resize(y, limbs);
    y.exponent -= a.exponent;
    y.negative = a.negative;
    return y;
}

BigFloat exponential(const BigFloat& a) {
    const int limbs = a.limbs, p = limbs + 1;
    if (a.isZero()) return one(limbs);
    // a = k log 2 + r with |r| <= log(2)/2, then e^r = (e^(r / 2^16))^(2^16).
    const double k = std::nearbyint(toDouble(a) / 0.6931471805599453);
    BigFloat r = a, shift;
    resize(r, p);
    multiplySmall(shift, logTwo(p + 1), static_cast<u64>(std::fabs(k)));
    shift.negative = k < 0;
    subtract(r, r, shift, p);
    constexpr int kHalvings = 16;
    scaleByPowerOfTwo(r, -kHalvings);
    BigFloat sum = one(p), term = one(p);
    for (u64 j = 1;; ++j) {
        multiply(term, term, r, p);
        divideSmall(term, term, j);
        if (term.isZero() || term.exponent < -64 * p - 2) break;
        add(sum, sum, term, p);
    }
    for (int j = 0; j < kHalvings; ++j) multiply(sum, sum, sum, p);
    scaleByPowerOfTwo(sum, static_cast<int>(k));
    resize(sum, limbs);
    return sum;
}

BigFloat logarithm(const BigFloat& a) {
    const int limbs = a.limbs, p = limbs + 1;
    // a = m 2^e with m in [sqrt(1/2), sqrt(2)); log m = 2 atanh((m - 1) / (m + 1)).
    BigFloat m = a;
    resize(m, p);
    int e = m.exponent;
    m.exponent = 0;
    if (m.m[p - 1] < 0xB504F333F9DE6484ull) { // below sqrt(1/2) * 2^64
        m.exponent = 1;
        --e;
    }
    BigFloat sum, numerator, denominator;
    subtract(numerator, m, one(p), p);
    if (!numerator.isZero()) {
        add(denominator, m, one(p), p);
        BigFloat z, z2, power, term;
        multiply(z, numerator, reciprocal(denominator), p);
        multiply(z2, z, z, p);
        sum = z;
        power = z;
        for (u64 j = 1;; ++j) {
            multiply(power, power, z2, p);
            divideSmall(term, power, 2 * j + 1);
            if (term.isZero() || term.exponent < sum.exponent - 64 * p - 2) break;
            add(sum, sum, term, p);
        }
        scaleByPowerOfTwo(sum, 1);
    } else {
        sum = zero(p);
    }
    if (e != 0) {
        BigFloat shift;
        multiplySmall(shift, logTwo(p), static_cast<u64>(e < 0 ? -e : e));
        shift.negative = e < 0;
        add(sum, sum, shift, p);
    }
    resize(sum, limbs);
    return sum;
}

BigSinCos sineCosine(const BigFloat& a) {
    const int limbs = a.limbs, p = limbs + 1;
    if (a.isZero()) return {zero(limbs), one(limbs), false};
    // a = q pi/2 + r with |r| <= pi/4, the product q pi/2 taken with as many more bits as a has
    // integer bits.
    const int integerBits = a.exponent > 0 ? a.exponent : 0;
    const int wide = p + 1 + static_cast<int>(integerBits / 64);
    BigFloat r = a;
    resize(r, wide);
    bool reduced = false;
    u64 q = 0;
    if (!(a.exponent <= 0 && std::fabs(toDouble(a)) <= 0.785)) {
        BigFloat halfPi = pi(wide), t;
        scaleByPowerOfTwo(halfPi, -1);
        multiply(t, r, cached(twoOverPiConstant, wide, computeTwoOverPi), wide);
        t.negative = false;
        add(t, t, fromDouble(0.5, 1), wide);
        q = integerPart(t);
        BigFloat shift;
        multiplySmall(shift, halfPi, q);
        shift.negative = a.negative;
        subtract(r, r, shift, wide);
        reduced = true;
    }
    resize(r, p);
    // Both series at once: the j-th power over j! goes to cos for even j, to sin for odd j.
    // Terms below 2^-(64 p + 2) of the larger of 1 (cos) and |r| (sin, for a small r) are left out.
    const int last = (r.exponent < 0 ? r.exponent : 0) - 64 * p - 2;
    BigFloat s = zero(p), c = one(p), term = one(p);
    for (u64 j = 1;; ++j) {
        multiply(term, term, r, p);
        divideSmall(term, term, j);
        if (term.isZero() || term.exponent < last) break;
        BigFloat& target = j % 2 == 1 ? s : c;
        if ((j / 2) % 2 == 1) subtract(target, target, term, p);
        else add(target, target, term, p);
    }
    // q counts quarter turns in the direction of a's sign.
    const unsigned quarter = static_cast<unsigned>((a.negative ? (4 - q % 4) : q) % 4);
    BigSinCos out{s, c, reduced};
    if (quarter == 1 || quarter == 3) {
        out.sin = c;
        out.cos = s;
    }
    // (sin, cos) of q pi/2 + r: (s, c), (c, -s), (-s, -c), (-c, s) for q = 0, 1, 2, 3 (mod 4).
    if (quarter == 2 || quarter == 3) out.sin.negative = !out.sin.negative;
    if (quarter == 1 || quarter == 2) out.cos.negative = !out.cos.negative;
    if (out.sin.isZero()) out.sin.negative = false;
    if (out.cos.isZero()) out.cos.negative = false;
    resize(out.sin, limbs);
    resize(out.cos, limbs);
    return out;
}

} // namespace pe::exact
