#include "frequencies.hpp"

#include <cstddef>

#include "exact/real.hpp"

namespace pe {

namespace {

constexpr int kLimbs = 4; // 256 bits

struct Entry {
    double base = 0;
    int dModel = 0;
    std::vector<PairFrequency> pairs;
};

// The first 192 bits below the binary point of x in [0, 1]; 1 - 2^-192 for 1.
TurnRate rateOf(const exact::BigFloat& x) {
    TurnRate rate;
    if (x.exponent > 0) {
        for (std::uint64_t& b : rate.bits) b = ~std::uint64_t{0};
        return rate;
    }
    if (x.isZero() || x.exponent < -191) return rate;
    // x = M 2^(e - 256) with M of four limbs, so x 2^192 = M / 2^(64 - e): M shifted right.
    const int shift = 64 - x.exponent, q = shift / 64, r = shift % 64;
    for (int j = 0; j < 3; ++j) {
        const int from = j + q;
        std::uint64_t v = from < kLimbs ? x.m[from] >> r : 0;
        if (r != 0 && from + 1 < kLimbs) v |= x.m[from + 1] << (64 - r);
        rate.bits[j] = v;
    }
    return rate;
}

void compute(Entry& e) {
    using namespace exact;
    const int pairs = e.dModel / 2;
    e.pairs.resize(static_cast<std::size_t>(pairs));
    const Real base = realOf(e.base, kLimbs);
    const Real step = realOf(2.0, kLimbs) / realOfInteger(static_cast<std::uint64_t>(e.dModel), kLimbs);
    const Real down = pow(base, -step), up = pow(base, step); // base^(-2/d), base^(2/d)
    const Real twoPi = piReal(kLimbs) * realOf(2.0, kLimbs);
    const Real perTurn = realOfInteger(1, kLimbs) / twoPi;
    Real omega = realOfInteger(1, kLimbs), lambda = twoPi;
    for (int k = 0; k < pairs; ++k) {
        PairFrequency& p = e.pairs[static_cast<std::size_t>(k)];
        p.omega = toDouble(omega.mid);
        p.wavelength = toDouble(lambda.mid);
        p.rate = rateOf((omega * perTurn).mid);
        p.omegaBits = rateOf(omega.mid);
        omega = omega * down;
        lambda = lambda * up;
    }
}

} // namespace

PairFrequency pairFrequencyOf(const exact::Real& omega) {
    using namespace exact;
    const int limbs = omega.limbs();
    const Real twoPi = piReal(limbs) * realOf(2.0, limbs);
    PairFrequency p;
    p.omega = toDouble(omega.mid);
    p.wavelength = toDouble((twoPi / omega).mid);
    p.rate = rateOf((omega / twoPi).mid);
    p.omegaBits = rateOf(omega.mid);
    return p;
}

const std::vector<PairFrequency>& pairFrequencies(double base, int dModel) {
    static Entry kept[3];
    static int next = 0;
    for (const Entry& e : kept)
        if (e.dModel == dModel && e.base == base) return e.pairs;
    Entry& e = kept[next];
    next = (next + 1) % 3;
    e.base = base;
    e.dModel = dModel;
    compute(e);
    return e.pairs;
}

} // namespace pe
