#include "rope_exact.hpp"

#include <cmath>
#include <cstring>

#include "rope_frequency.hpp"
#include "turns.hpp"

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

// Whether x1·y1 + x2·y2 (x2 negated when minus) is exactly zero as a real number: the products of
// two doubles are exact in 128 bits, and a sum that is not zero keeps its sign at 192.
bool sumOfProductsIsZero(double x1, double y1, double x2, double y2, bool minus) {
    using namespace exact;
    const Real a = realOf(x1, 3) * realOf(y1, 3), b = realOf(x2, 3) * realOf(y2, 3);
    int sign = 1;
    return signOf(minus ? a - b : a + b, sign) && sign == 0;
}

} // namespace

RopeScoreTerms ropeScoreTerms(const std::vector<double>& q, const std::vector<double>& k, const RopeSettings& rs) {
    const Settings& s = rs.settings;
    checkedRopeValues(q.data(), q.size(), 1, s, "q");
    checkedRopeValues(k.data(), k.size(), 1, s, "k");
    RopeScoreTerms terms;
    terms.settings = rs;
    for (int j = 0; j < s.dModel / 2; ++j) {
        const auto a = static_cast<std::size_t>(coordinateIndex(j, true, s));
        const auto b = static_cast<std::size_t>(coordinateIndex(j, false, s));
        if (sumOfProductsIsZero(q[a], k[a], q[b], k[b], false) && sumOfProductsIsZero(q[a], k[b], q[b], k[a], true))
            continue;
        terms.pairs.push_back(j);
        terms.coordinates.insert(terms.coordinates.end(), {q[a], q[b], k[a], k[b]});
    }
    return terms;
}

exact::Real ropeScoreReal(const RopeScoreTerms& terms, double m, double n, int indexShift, bool degrees, int limbs) {
    using namespace exact;
    // Each sine and cosine from turns: within kPreciseSinCosError of its angle's, the angle itself
    // within 2^-124 (each position's turns exact to 2^-128 of a turn, the rate to 2^-192 per unit of
    // a position below 2^53).
    constexpr double kTurnedError = kPreciseSinCosError + 0x1p-120;
    const bool fromTurns = limbs <= 3;
    const std::vector<PairFrequency>* table = fromTurns ? &ropePairFrequencies(terms.settings) : nullptr;
    const Real offset = realOf(m, limbs) - realOf(n, limbs); // exact: two doubles at 128 bits or more
    Real total = realOfInteger(0, limbs);
    for (std::size_t t = 0; t < terms.pairs.size(); ++t) {
        const int pair = terms.pairs[t] - indexShift;
        Real cosine, sine;
        if (fromTurns && pair >= 0) {
            const PairFrequency& f = (*table)[static_cast<std::size_t>(pair)];
            // In degrees, (m − n)·θ/360 turns: the rate is θ itself, divided by 360.
            const Turns turns = degrees ? turnsOf(m, f.omegaBits, 360) + -turnsOf(n, f.omegaBits, 360)
                                        : turnsOf(m, f.rate) + -turnsOf(n, f.rate);
            const PreciseSinCos v = preciseSinCosOfTurns(turns);
            cosine = widened(realOf(v.cosHi, limbs) + realOf(v.cosLo, limbs), kTurnedError);
            sine = widened(realOf(v.sinHi, limbs) + realOf(v.sinLo, limbs), kTurnedError);
        } else {
            Real theta = ropeFrequencyReal(pair, terms.settings, limbs);
            if (degrees) theta = theta * piReal(limbs) / realOfInteger(180, limbs);
            const Real angle = offset * theta;
            cosine = cos(angle);
            sine = sin(angle);
        }
        const double* c = &terms.coordinates[4 * t];
        const Real qa = realOf(c[0], limbs), qb = realOf(c[1], limbs), ka = realOf(c[2], limbs), kb = realOf(c[3], limbs);
        total = total + (qa * ka + qb * kb) * cosine + (qa * kb - qb * ka) * sine;
    }
    return total;
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
