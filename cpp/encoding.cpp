#include "encoding.hpp"

#include "frequencies.hpp"
#include "number_text.hpp"
#include "message.hpp"
#include "turns.hpp"

#include <cmath>
#include <string>

namespace pe {

namespace {

bool isWholeNumber(double x) { return std::isfinite(x) && std::floor(x) == x; }

} // namespace

Layout parseLayout(std::string_view name) {
    if (name == kLayoutNames[0]) return Layout::interleaved;
    if (name == kLayoutNames[1]) return Layout::concatenated;
    refuse("core-refuse-layout-must-interleaved-sin-cos-sin name:t",
           shownName(name));
}

const char* layoutName(Layout layout) {
    return kLayoutNames[layout == Layout::concatenated ? 1 : 0];
}

namespace {

int checkedDModel(double dModel) {
    // fmod, not a cast to an integer: that is undefined behaviour for 1e300.
    if (!isWholeNumber(dModel) || dModel <= 0 || std::fmod(dModel, 2.0) != 0)
        refuse("core-refuse-d-model-must-positive-even-integer dModel",
               dModel);
    if (dModel > kMaxDModel)
        refuse("core-refuse-d-model-too-large max received",
               kMaxDModel, dModel);
    return static_cast<int>(dModel);
}

double checkedBase(double base) {
    if (!std::isfinite(base) || !(base > 1))
        refuse("core-refuse-base-must-finite-number-greater-than base",
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
        throw InputError(PE_MESSAGE("core-refuse-layout-unknown"));
}

int checkedCoordinateIndex(double i, const Settings& s) {
    if (!isWholeNumber(i) || i < 0 || i >= s.dModel)
        refuse("core-refuse-coordinate-index-must-whole-number-from dModel i",
               s.dModel - 1, i);
    return static_cast<int>(i);
}

int checkedPairIndex(double k, const Settings& s) {
    const int pairs = s.dModel / 2;
    if (!isWholeNumber(k) || k < 0 || k >= pairs)
        refuse("core-refuse-pair-index-k-must-whole-number pairs k",
               pairs - 1, k);
    return static_cast<int>(k);
}

double checkedPosition(double pos, std::string_view name) {
    if (std::fabs(pos) <= kMaxPosition) return pos; // (false for NaN)
    if (!std::isfinite(pos)) refuse("core-refuse-position-not-finite name:m received", name, pos);
    refuse("core-refuse-position-beyond-2-53 name:m received:W", name, pos);
}

int checkedOrigin(double origin) {
    if (!(origin == 0 || origin == 1))
        refuse("core-refuse-origin-must-0-or-1-number origin", origin);
    return static_cast<int>(origin);
}

double checkedToken(double token, const char* name) {
    if (!isWholeNumber(token) || std::fabs(token) > 1e15)
        refuse("core-refuse-token-not-whole name:m received", name, token);
    return token;
}

void checkedTableSize(std::size_t positions, const Settings& s) {
    const std::size_t values = positions * static_cast<std::size_t>(s.dModel);
    if (positions != 0 && (values / positions != static_cast<std::size_t>(s.dModel) ||
                           values > kMaxTableValues))
        refuse("core-refuse-table-too-large positions:c dModel max",
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
    return pairFrequencies(s.base, s.dModel)[static_cast<std::size_t>(k)].omega;
}

double wavelength(int k, const Settings& s) {
    return pairFrequencies(s.base, s.dModel)[static_cast<std::size_t>(k)].wavelength;
}

std::vector<double> frequencies(const Settings& s) {
    const std::vector<PairFrequency>& pairs = pairFrequencies(s.base, s.dModel);
    std::vector<double> omega(pairs.size());
    for (std::size_t k = 0; k < pairs.size(); ++k) omega[k] = pairs[k].omega;
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
DoubleDouble exactProduct(double a, double b) {
    const double p = a * b;
    if (!std::isfinite(p)) // fma: an overflowed finite product gives -p; infinity or NaN, NaN
        return DoubleDouble{p, std::isfinite(a) && std::isfinite(b) ? -p : p - p};
    const double fa = std::fabs(a), fb = std::fabs(b), m = std::fabs(p);
    if (m >= 0x1p-969) {
        if (fa <= 0x1p995 && fb <= 0x1p995) return DoubleDouble{p, dekkerError(a, b, p)};
        // One factor is large (not both: p is finite), so the other is below 2^29 and p above 2^-79.
        const double e = fa > fb ? dekkerError(a * 0x1p-64, b, p * 0x1p-64) : dekkerError(a, b * 0x1p-64, p * 0x1p-64);
        return DoubleDouble{p, e * 0x1p64};
    }
    if (m >= 0x1p-1022) {
        // p normal but small: the smaller factor (below 2^-484) scaled up; the error, exact at that
        // scale, is rounded once when scaled back, as fma rounds it.
        const double e = fa < fb ? dekkerError(a * 0x1p108, b, p * 0x1p108) : dekkerError(a, b * 0x1p108, p * 0x1p108);
        return DoubleDouble{p, e * 0x1p-108};
    }
    // p subnormal or zero: |a * b - p| is at most half the smallest subnormal, so fma gives a zero
    // with the sign of a * b - p (+0 when that is exactly 0); and +0 whenever p is 0, as
    // Emscripten's fma (musl's) returns a * b + (-p) there, where IEEE 754 would keep the sign of
    // the exact product: the module's values stay those it gave with fma.
    if (p == 0) return DoubleDouble{p, 0.0};
    // a * b * 2^200 - p * 2^200 = E + D, both exact: E the rounding error of the scaled product P,
    // D = P - p * 2^200 (multiples of 2^-926 below 2^-873).
    const double sa = fa < fb ? a * 0x1p200 : a, sb = fa < fb ? b : b * 0x1p200;
    const double scaled = sa * sb;
    const double sum = dekkerError(sa, sb, scaled) + (scaled - p * 0x1p200);
    return DoubleDouble{p, sum > 0 ? 0.0 : sum < 0 ? -0.0 : 0.0};
}

namespace {

const TurnRate& rateOf(int k, const Settings& s) {
    return pairFrequencies(s.base, s.dModel)[static_cast<std::size_t>(k)].rate;
}

} // namespace

double coordinate(double pos, int i, const Settings& s) {
    checkedPosition(pos);
    const CoordinateRole role = coordinateRole(i, s);
    const PreciseSinCos v = preciseSinCosOfTurns(turnsOf(pos, rateOf(role.pair, s)));
    return role.isSine ? v.sinHi : v.cosHi;
}

Matrix2 shiftMatrix(int k, double offset, const Settings& s) {
    checkedPosition(offset, PE_MESSAGE("core-subject-offset"));
    const PreciseSinCos v = preciseSinCosOfTurns(turnsOf(offset, rateOf(k, s)));
    return Matrix2{v.cosHi, v.sinHi, -v.sinHi, v.cosHi};
}

// cos(omega_k (p - q)) from the turns of p and of q, whose difference is exact modulo one turn.
double pairDot(int k, double p, double q, const Settings& s) {
    checkedPosition(p);
    checkedPosition(q);
    const TurnRate& rate = rateOf(k, s);
    return preciseSinCosOfTurns(turnsOf(p, rate) + -turnsOf(q, rate)).cosHi;
}

// The terms as double-doubles, added without error but for 2^-104 of each partial sum.
double dot(double p, double q, const Settings& s) {
    checkedPosition(p);
    checkedPosition(q);
    double hi = 0, lo = 0;
    for (const PairFrequency& f : pairFrequencies(s.base, s.dModel)) {
        const PreciseSinCos v = preciseSinCosOfTurns(turnsOf(p, f.rate) + -turnsOf(q, f.rate));
        const double sum = hi + v.cosHi, back = sum - hi;
        lo += (hi - (sum - back)) + (v.cosHi - back) + v.cosLo;
        hi = sum;
    }
    return hi + lo;
}

} // namespace pe
