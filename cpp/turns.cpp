#include "turns.hpp"

#include <cmath>

#include "exact/real.hpp"
#include "exact/wide_multiply.hpp"

namespace pe {

namespace {

using u64 = std::uint64_t;
using exact::multiplyWide;

} // namespace

Turns turnsOf(u64 mantissa, int exponent, bool negative, const TurnRate& rate, u64 divisor) {
    // x * rate = (mantissa * bits) * 2^(exponent - 192); the fraction of a turn is the product's bits
    // from 2^-1 down to 2^-128, that is from bit 191 - exponent down to bit 64 - exponent.
    u64 p[4], carry = 0;
    for (int j = 0; j < 3; ++j) {
        const exact::Wide w = multiplyWide(mantissa, rate.bits[j]);
        p[j] = w.lo + carry;
        carry = w.hi + (p[j] < carry ? 1 : 0);
    }
    p[3] = carry;
    const int shift = 64 - exponent;
    Turns t;
    if (shift < 256) {
        const int q = shift / 64, r = shift % 64;
        const auto limb = [&](int j) -> u64 { return j < 4 ? p[j] : 0; };
        const auto at = [&](int j) -> u64 { // bits j*64 .. j*64+63 of the product shifted right
            const u64 low = limb(q + j) >> r;
            return r == 0 ? low : low | (limb(q + j + 1) << (64 - r));
        };
        t.lo = at(0);
        t.hi = at(1);
        if (divisor != 1) {
            // (whole part mod divisor + fraction) / divisor, the whole part being the next 64 bits.
            u64 rest = at(2) % divisor;
            const auto divide = [&](u64 next) { // (rest 2^64 + next) / divisor, rest < divisor
                u64 quotient = 0, hi = rest, lo = next;
                for (int b = 63; b >= 0; --b) { // schoolbook, one bit at a time (rarely used)
                    hi = (hi << 1) | (lo >> 63);
                    lo <<= 1;
                    quotient <<= 1;
                    if (hi >= divisor) {
                        hi -= divisor;
                        quotient |= 1;
                    }
                }
                rest = hi;
                return quotient;
            };
            t.hi = divide(t.hi);
            t.lo = divide(t.lo);
        }
    }
    return negative ? -t : t;
}

namespace {
Turns turnsOfDouble(double x, const TurnRate& rate, u64 divisor) {
    if (x == 0) return Turns{};
    int e = 0;
    const double f = std::frexp(std::fabs(x), &e);
    return turnsOf(static_cast<u64>(std::ldexp(f, 64)), e - 64, x < 0, rate, divisor);
}
} // namespace

Turns turnsOf(double x, const TurnRate& rate) { return turnsOfDouble(x, rate, 1); }
Turns turnsOf(double x, const TurnRate& rate, u64 divisor) { return turnsOfDouble(x, rate, divisor); }

Turns operator+(Turns a, Turns b) {
    const u64 lo = a.lo + b.lo;
    return Turns{a.hi + b.hi + (lo < a.lo ? 1 : 0), lo};
}

Turns operator-(Turns a) {
    const u64 lo = ~a.lo + 1;
    return Turns{~a.hi + (lo == 0 ? 1 : 0), lo};
}

Turns times(Turns a, u64 n) {
    const exact::Wide low = multiplyWide(a.lo, n);
    return Turns{low.hi + a.hi * n, low.lo};
}

namespace {

// sin and cos of 2 pi j / 1024 as double-doubles, for j = 0 .. 1023.
constexpr int kTableBits = 10;
constexpr unsigned kTableSize = 1u << kTableBits;

struct TableEntry {
    double sinHi, sinLo, cosHi, cosLo;
};

struct Table {
    TableEntry at[kTableSize];
    Table() {
        // The first eighth of a turn to 128 bits; the rest by symmetry (exact).
        using namespace exact;
        constexpr unsigned eighth = kTableSize / 8, quarter = kTableSize / 4;
        const Real step = piReal(2) / realOfInteger(kTableSize / 2, 2); // 2 pi / kTableSize
        for (unsigned j = 0; j <= eighth; ++j) {
            const Real angle = step * realOfInteger(j, 2);
            const Real s = sin(angle), c = cos(angle);
            const double sh = toDouble(s.mid), ch = toDouble(c.mid);
            at[j] = {sh, toDouble((s - realOf(sh, 2)).mid), ch, toDouble((c - realOf(ch, 2)).mid)};
        }
        for (unsigned j = eighth + 1; j <= quarter; ++j) { // sin(pi/2 - x) = cos x
            const TableEntry& m = at[quarter - j];
            at[j] = {m.cosHi, m.cosLo, m.sinHi, m.sinLo};
        }
        for (unsigned j = quarter + 1; j < kTableSize; ++j) { // a quarter turn on: (sin, cos) -> (cos, -sin)
            const TableEntry& m = at[j - quarter];
            at[j] = {m.cosHi, m.cosLo, -m.sinHi, -m.sinLo};
        }
    }
};

const TableEntry& entry(unsigned j) {
    static const Table table;
    return table.at[j];
}

// 2 pi / 2^64 as a double-double.
constexpr double kRadiansPerUnitHi = 3.4061215800865545e-19;
constexpr double kRadiansPerUnitLo = 1.3277647201629795e-35;

// t = j / 1024 + tau with |tau| <= 1/2048: j, and tau * 2^64 as the difference d (a signed 64-bit
// integer, |d| <= 2^53) plus t.lo * 2^-64.
struct Split {
    unsigned j;
    std::int64_t d;
};
Split split(Turns t) {
    constexpr int shift = 64 - kTableBits;
    const unsigned j = static_cast<unsigned>((t.hi + (u64{1} << (shift - 1))) >> shift) & (kTableSize - 1);
    return {j, static_cast<std::int64_t>(t.hi - (static_cast<u64>(j) << shift))};
}

// a * b = hi + lo exactly (Dekker, for the moderate magnitudes met here).
void twoProduct(double a, double b, double& hi, double& lo) {
    constexpr double kSplit = 134217729.0; // 2^27 + 1
    hi = a * b;
    const double ta = kSplit * a, ah = ta - (ta - a), al = a - ah;
    const double tb = kSplit * b, bh = tb - (tb - b), bl = b - bh;
    lo = ((ah * bh - hi) + ah * bl + al * bh) + al * bl;
}

// a + b = hi + lo exactly (Knuth).
void twoSum(double a, double b, double& hi, double& lo) {
    hi = a + b;
    const double v = hi - a;
    lo = (a - (hi - v)) + (b - v);
}

} // namespace

// With y = 2 pi tau (|y| <= pi/1024 = 0.0031): sin(2 pi t) = S + (S (cos y - 1) + C sin y), and cos
// likewise, S and C being the table's. The correction is below 0.0031 in size, so its rounding errors
// and y's are below 3e-18, and the terms left out of the series below 1.2e-18; the final addition
// rounds once, by at most 2^-54 = 5.6e-17.
SinCos sinCosOfTurns(Turns t) {
    const Split s = split(t);
    // (t.lo's first 63 bits are plenty: y is needed to 2^-53 of itself, about 2^-63 of a unit of d.)
    const double y = (static_cast<double>(s.d) + static_cast<double>(static_cast<std::int64_t>(t.lo >> 1)) * 0x1p-63) *
                     kRadiansPerUnitHi;
    const double y2 = y * y;
    const double sinY = y + y * y2 * (-1.0 / 6 + y2 * (1.0 / 120));
    const double cosY1 = y2 * (-0.5 + y2 * (1.0 / 24));
    const TableEntry& e = entry(s.j);
    return SinCos{e.sinHi + (e.sinLo + e.sinHi * cosY1 + e.cosHi * sinY),
                  e.cosHi + (e.cosLo + e.cosHi * cosY1 - e.sinHi * sinY)};
}

// The same in double-double: y to about 2^-104 of itself; of sin y - y and cos y - 1 + y^2/2, the
// tails below 4.9e-9 and 3.8e-12, in doubles (their rounding below 3e-24); the products and the sums
// in double-double.
PreciseSinCos preciseSinCosOfTurns(Turns t) {
    const Split s = split(t);
    double th = static_cast<double>(s.d);
    double tl = static_cast<double>(s.d - static_cast<std::int64_t>(th)) +
                static_cast<double>(static_cast<std::int64_t>(t.lo >> 1)) * 0x1p-63;
    twoSum(th, tl, th, tl);
    double yh, yl;
    twoProduct(th, kRadiansPerUnitHi, yh, yl);
    yl += th * kRadiansPerUnitLo + tl * kRadiansPerUnitHi;
    twoSum(yh, yl, yh, yl);
    double qh, ql; // y^2
    twoProduct(yh, yh, qh, ql);
    ql += 2 * yh * yl;
    // sin y = y + y^3 (-1/6 + y^2/120 - y^4/5040 + y^6/362880); cos y - 1 = -y^2/2 + y^4 (1/24 - y^2/720 + y^4/40320).
    const double sinTail = yh * qh * (-1.0 / 6 + qh * (1.0 / 120 - qh * (1.0 / 5040 - qh * (1.0 / 362880))));
    double sh, sl, ch, cl;
    twoSum(yh, yl + sinTail, sh, sl);
    twoSum(-0.5 * qh, -0.5 * ql + qh * qh * (1.0 / 24 - qh * (1.0 / 720 - qh * (1.0 / 40320))), ch, cl);
    const TableEntry& e = entry(s.j);
    // S + S (cos y - 1) + C sin y, and C + C (cos y - 1) - S sin y.
    const auto combine = [&](double ah, double al, double bh, double bl, double sign, double& hi, double& lo) {
        double p1h, p1l, p2h, p2l;
        twoProduct(ah, ch, p1h, p1l);
        p1l += ah * cl + al * ch;
        twoProduct(bh, sh, p2h, p2l);
        p2l = sign * (p2l + bh * sl + bl * sh);
        p2h *= sign;
        double h, l;
        twoSum(ah, p1h, h, l);
        double h2, l2;
        twoSum(h, p2h, h2, l2);
        l2 += l + al + p1l + p2l;
        twoSum(h2, l2, hi, lo);
    };
    PreciseSinCos r;
    combine(e.sinHi, e.sinLo, e.cosHi, e.cosLo, 1.0, r.sinHi, r.sinLo);
    combine(e.cosHi, e.cosLo, e.sinHi, e.sinLo, -1.0, r.cosHi, r.cosLo);
    return r;
}

} // namespace pe
