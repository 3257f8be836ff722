#include "rope_exact.hpp"

#include <cmath>
#include <cstring>

#include "rope_frequency.hpp"

namespace pe {

namespace {

// The precision a Ball is made at: set for one evaluation of a formula (one thread; the formulas
// are short and never nest one evaluation in another).
int gLimbs = 4;

// exact::Real with what the formulas of rope_frequency.hpp ask of a number type.
struct Ball {
    exact::Real v;
    Ball(double x) : v(exact::realOf(x, gLimbs)) {} // NOLINT: implicit, as the formulas write Real(x)
    Ball(const exact::Real& r) : v(r) {}             // NOLINT
};

Ball operator+(const Ball& a, const Ball& b) { return a.v + b.v; }
Ball operator-(const Ball& a, const Ball& b) { return a.v - b.v; }
Ball operator*(const Ball& a, const Ball& b) { return a.v * b.v; }
Ball operator/(const Ball& a, const Ball& b) { return a.v / b.v; }
Ball pow(const Ball& a, const Ball& b) { return exact::pow(a.v, b.v); }
Ball log(const Ball& a) { return exact::log(a.v); }

// -1, 0 or 1 as a is below, at or above b: by the ball when it decides, by the midpoint otherwise.
int compare(const Ball& a, const Ball& b) {
    const exact::Real d = a.v - b.v;
    int sign = 0;
    if (exact::signOf(d, sign)) return sign;
    const double m = exact::toDouble(d.mid);
    return m < 0 ? -1 : m > 0 ? 1 : 0;
}
bool operator<(const Ball& a, const Ball& b) { return compare(a, b) < 0; }
bool operator>(const Ball& a, const Ball& b) { return compare(a, b) > 0; }
bool operator==(const Ball& a, const Ball& b) { return compare(a, b) == 0; }
Ball min(const Ball& a, const Ball& b) { return compare(b, a) < 0 ? b : a; }
Ball max(const Ball& a, const Ball& b) { return compare(b, a) > 0 ? b : a; }

// The whole number at or below a (|a| far below 2^53: correction pairs are at most a few thousand).
Ball floor(const Ball& a) {
    double n = std::floor(exact::toDouble(a.v.mid));
    if (compare(a, Ball(n)) < 0) n -= 1;
    else if (compare(a, Ball(n + 1)) >= 0) n += 1;
    return Ball(n);
}
Ball ceil(const Ball& a) {
    double n = std::ceil(exact::toDouble(a.v.mid));
    if (compare(a, Ball(n)) > 0) n += 1;
    else if (compare(a, Ball(n - 1)) <= 0) n -= 1;
    return Ball(n);
}

} // namespace

namespace rope {
// 2π itself, not the double nearest it.
template <> Ball twoPi<Ball>() { return exact::piReal(gLimbs) * exact::realOf(2.0, gLimbs); }
} // namespace rope

exact::Real ropeFrequencyReal(int k, const RopeSettings& rs, int limbs) {
    const int kept = gLimbs;
    gLimbs = limbs;
    const Ball theta = rope::scaledFrequency<Ball>(k, rs);
    gLimbs = kept;
    return theta.v;
}

namespace {

struct Entry {
    RopeSettings settings;
    std::vector<PairFrequency> pairs;
};

bool sameFrequencies(const RopeSettings& a, const RopeSettings& b) {
    const RopeScaling &x = a.scaling, &y = b.scaling;
    return a.settings.base == b.settings.base && a.settings.dModel == b.settings.dModel && x.type == y.type &&
           x.factor == y.factor && x.originalContext == y.originalContext && x.length == y.length &&
           x.betaFast == y.betaFast && x.betaSlow == y.betaSlow && x.truncate == y.truncate &&
           x.lowFreqFactor == y.lowFreqFactor && x.highFreqFactor == y.highFreqFactor;
}

} // namespace

const std::vector<PairFrequency>& ropePairFrequencies(const RopeSettings& rs) {
    validate(rs);
    if (rs.scaling.type == RopeScalingType::none) return pairFrequencies(rs.settings.base, rs.settings.dModel);
    static Entry kept[3];
    static int next = 0;
    for (const Entry& e : kept)
        if (!e.pairs.empty() && sameFrequencies(e.settings, rs)) return e.pairs;
    Entry& e = kept[next];
    next = (next + 1) % 3;
    e.pairs.clear(); // (nothing valid while they are made)
    std::vector<PairFrequency> pairs(static_cast<std::size_t>(rs.settings.dModel / 2));
    for (std::size_t k = 0; k < pairs.size(); ++k)
        pairs[k] = pairFrequencyOf(ropeFrequencyReal(static_cast<int>(k), rs, 4));
    e.settings = rs;
    e.pairs = std::move(pairs);
    return e.pairs;
}

} // namespace pe
