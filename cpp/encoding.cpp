#include "encoding.hpp"

#include "number_text.hpp"
#include "text.hpp"

#include <cmath>
#include <string>

namespace pe {

namespace {

// Below this |lo|, sin(hi + lo) ~ sin(hi) + cos(hi) * lo is exact to within 2^-61.
constexpr double kSmallAngleLo = 0x1p-30;

bool isWholeNumber(double x) { return std::isfinite(x) && std::floor(x) == x; }

} // namespace

Layout parseLayout(std::string_view name) {
    if (name == kLayoutNames[0]) return Layout::interleaved;
    if (name == kLayoutNames[1]) return Layout::concatenated;
    refuse("layout must be \"interleaved\" (sin, cos, sin, cos, ... as in the paper) or "
           "\"concatenated\" (all sines, then all cosines); received \"{0:t}\".",
           shownName(name));
}

const char* layoutName(Layout layout) {
    return kLayoutNames[layout == Layout::concatenated ? 1 : 0];
}

namespace {

int checkedDModel(double dModel) {
    // fmod, not a cast to an integer: that is undefined behaviour for 1e300.
    if (!isWholeNumber(dModel) || dModel <= 0 || std::fmod(dModel, 2.0) != 0)
        refuse("d_model must be a positive even integer, because coordinates come in sine-cosine "
               "pairs that share one frequency; received {0}.",
               dModel);
    if (dModel > kMaxDModel)
        refuse("d_model must be at most {0} so that the page stays responsive; received {1}.",
               kMaxDModel, dModel);
    return static_cast<int>(dModel);
}

double checkedBase(double base) {
    if (!std::isfinite(base) || !(base > 1))
        refuse("base must be a finite number greater than 1, so that the frequencies fall from one "
               "pair to the next; received {0}.",
               base);
    return base;
}

} // namespace

Settings makeSettings(double dModel, double base, std::string_view layout) {
    Settings s;
    s.dModel = checkedDModel(dModel);
    s.base = checkedBase(base);
    s.layout = parseLayout(layout);
    return s;
}

void validate(const Settings& s) {
    checkedDModel(s.dModel);
    checkedBase(s.base);
    if (s.layout != Layout::interleaved && s.layout != Layout::concatenated)
        throw InputError("layout must be \"interleaved\" or \"concatenated\".");
}

int checkedCoordinateIndex(double i, const Settings& s) {
    if (!isWholeNumber(i) || i < 0 || i >= s.dModel)
        refuse("The coordinate index must be a whole number from 0 to {0} (d_model - 1); received {1}.",
               s.dModel - 1, i);
    return static_cast<int>(i);
}

int checkedPairIndex(double k, const Settings& s) {
    const int pairs = s.dModel / 2;
    if (!isWholeNumber(k) || k < 0 || k >= pairs)
        refuse("The pair index k must be a whole number from 0 to {0} (d_model/2 - 1); received {1}.",
               pairs - 1, k);
    return static_cast<int>(k);
}

double checkedPosition(double pos, std::string_view name) {
    const bool vowel = !name.empty() && std::string_view("aeiou").find(name.front()) != std::string_view::npos;
    if (!std::isfinite(pos))
        refuse("{0:t}{1:t} must be a finite number; received {2}.", vowel ? "An " : "A ", name, pos);
    return pos;
}

int checkedOrigin(double origin) {
    if (!(origin == 0 || origin == 1))
        refuse("origin must be 0 or 1 (the number of the first token); received {0}.", origin);
    return static_cast<int>(origin);
}

double checkedToken(double token, const char* name) {
    if (!isWholeNumber(token) || std::fabs(token) > 1e15)
        refuse("The {0:t} must be a whole number of at most 10^15 in size; received {1}.", name, token);
    return token;
}

void checkedTableSize(std::size_t positions, const Settings& s) {
    const std::size_t values = positions * static_cast<std::size_t>(s.dModel);
    if (positions != 0 && (values / positions != static_cast<std::size_t>(s.dModel) ||
                           values > kMaxTableValues))
        refuse("A table of {0:u} positions x d_model {1} has more than {2} values, the most this page "
               "computes at once; use fewer positions or a smaller d_model.",
               TextArg::count(positions), s.dModel, static_cast<double>(kMaxTableValues));
}

CoordinateRole coordinateRole(int i, const Settings& s) {
    if (s.layout == Layout::concatenated) {
        const int half = s.dModel / 2;
        return i < half ? CoordinateRole{i, true} : CoordinateRole{i - half, false};
    }
    return CoordinateRole{i / 2, i % 2 == 0};
}

double frequency(int k, const Settings& s) {
    // pow is within about half an ulp; exp(-2k/d * log b) would lose several.
    return std::pow(s.base, -2.0 * k / s.dModel);
}

double wavelength(int k, const Settings& s) { return kTwoPi / frequency(k, s); }

std::vector<double> frequencies(const Settings& s) {
    std::vector<double> omega(static_cast<std::size_t>(s.dModel / 2));
    for (int k = 0; k < s.dModel / 2; ++k) omega[static_cast<std::size_t>(k)] = frequency(k, s);
    return omega;
}

namespace {

// a * b - p exactly, for p = a * b rounded (Dekker's product with Veltkamp's split): exact while no
// step overflows or underflows, that is for |a|, |b| <= 2^995 and |p| >= 2^-969.
[[gnu::noinline]] double dekkerError(double a, double b, double p) {
    constexpr double kSplit = 134217729.0; // 2^27 + 1
    const double ta = kSplit * a, ah = ta - (ta - a), al = a - ah;
    const double tb = kSplit * b, bh = tb - (tb - b), bl = b - bh;
    return ((ah * bh - p) + ah * bl + al * bh) + al * bl;
}

} // namespace

// Scaling a factor by a power of two changes no bit of the rounding while products stay normal, so
// the ranges where Dekker's product would overflow or underflow are brought back into its range.
Angle exactProduct(double a, double b) {
    const double p = a * b;
    if (!std::isfinite(p)) // fma: an overflowed finite product gives -p; infinity or NaN, NaN
        return Angle{p, std::isfinite(a) && std::isfinite(b) ? -p : p - p};
    const double fa = std::fabs(a), fb = std::fabs(b), m = std::fabs(p);
    if (m >= 0x1p-969) {
        if (fa <= 0x1p995 && fb <= 0x1p995) return Angle{p, dekkerError(a, b, p)};
        // One factor is large (not both: p is finite), so the other is below 2^29 and p above 2^-79.
        const double e = fa > fb ? dekkerError(a * 0x1p-64, b, p * 0x1p-64) : dekkerError(a, b * 0x1p-64, p * 0x1p-64);
        return Angle{p, e * 0x1p64};
    }
    if (m >= 0x1p-1022) {
        // p normal but small: the smaller factor (below 2^-484) scaled up; the error, exact at that
        // scale, is rounded once when scaled back, as fma rounds it.
        const double e = fa < fb ? dekkerError(a * 0x1p108, b, p * 0x1p108) : dekkerError(a, b * 0x1p108, p * 0x1p108);
        return Angle{p, e * 0x1p-108};
    }
    // p subnormal or zero: |a * b - p| is at most half the smallest subnormal, so fma gives a zero
    // with the sign of a * b - p (+0 when that is exactly 0); and +0 whenever p is 0, as
    // Emscripten's fma (musl's) returns a * b + (-p) there, where IEEE 754 would keep the sign of
    // the exact product: the module's values stay those it gave with fma.
    if (p == 0) return Angle{p, 0.0};
    // a * b * 2^200 - p * 2^200 = E + D, both exact: E the rounding error of the scaled product P,
    // D = P - p * 2^200 (multiples of 2^-926 below 2^-873).
    const double sa = fa < fb ? a * 0x1p200 : a, sb = fa < fb ? b : b * 0x1p200;
    const double scaled = sa * sb;
    const double sum = dekkerError(sa, sb, scaled) + (scaled - p * 0x1p200);
    return Angle{p, sum > 0 ? 0.0 : sum < 0 ? -0.0 : 0.0};
}

Angle angleAt(double pos, double omega) { return exactProduct(pos, omega); }

// sin(hi + lo) = sin(hi) + cos(hi) * lo to within lo^2/2, far below an ulp while |lo| is small
// (|lo| <= ulp(hi)/2 <= 2^-30 for |hi| < 2^22). For larger angles lo can reach whole radians (pos
// 1e17 and more): the full sum formula then keeps the values sines and cosines.
SinCos sinCosOf(Angle a) {
    const double sn = std::sin(a.hi), cs = std::cos(a.hi);
    if (std::fabs(a.lo) <= kSmallAngleLo) return SinCos{sn + cs * a.lo, cs - sn * a.lo};
    const double snLo = std::sin(a.lo), csLo = std::cos(a.lo);
    return SinCos{sn * csLo + cs * snLo, cs * csLo - sn * snLo};
}
double sinOf(Angle a) { return sinCosOf(a).sin; }
double cosOf(Angle a) { return sinCosOf(a).cos; }

double coordinate(double pos, int i, const Settings& s) {
    const CoordinateRole role = coordinateRole(i, s);
    const Angle a = angleAt(pos, frequency(role.pair, s));
    return role.isSine ? sinOf(a) : cosOf(a);
}

Matrix2 shiftMatrix(int k, double offset, const Settings& s) {
    checkedPosition(offset, "offset");
    const Angle phi = angleAt(offset, frequency(k, s));
    const SinCos sc = sinCosOf(phi);
    const double c = sc.cos, sn = sc.sin;
    return Matrix2{c, sn, -sn, c};
}

namespace {
// p - q as an unevaluated sum, exact for any two doubles (Knuth's two-sum).
Angle difference(double p, double q) {
    const double hi = p - q;
    const double v = hi - p;
    const double lo = (p - (hi - v)) + (-q - v);
    return Angle{hi, lo};
}
} // namespace

Angle gapAngle(double p, double q, double omega) {
    const Angle gap = difference(p, q);
    Angle phi = angleAt(gap.hi, omega);
    phi.lo += gap.lo * omega;
    return phi;
}

double pairDot(int k, double p, double q, const Settings& s) {
    checkedPosition(p);
    checkedPosition(q);
    return cosOf(gapAngle(p, q, frequency(k, s)));
}

double dot(double p, double q, const Settings& s) {
    double sum = 0.0;
    for (int k = 0; k < s.dModel / 2; ++k) sum += pairDot(k, p, q, s);
    return sum;
}

} // namespace pe
