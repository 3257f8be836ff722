// θ'_k, the frequency of RoPE's pair k after a context-extension method, and YaRN's attention
// factor: each formula written once, for any number type Real. double is the one used now; a
// type with more precision can use them unchanged, its pow, log, floor, ceil, min and max found by
// argument-dependent lookup, and its own θ_k and 2π through the two customisation points below.
// The definitions and their sources (papers, and transformers' modeling_rope_utils.py, whose
// version is named there) are in docs/rope.md.
#pragma once

#include <algorithm>
#include <cmath>

#include "rope.hpp"

namespace pe::rope {

// θ_k = base^(−2k/d) in Real. For double it is the table's own ω_k (frequency()), bit for bit, so
// that unscaled RoPE turns each pair by exactly the angle of the table's pair k.
template <class Real> Real unscaledFrequency(int k, const Settings& s) {
    using std::pow;
    return pow(Real(s.base), Real(-2 * k) / Real(s.dModel));
}
template <> inline double unscaledFrequency<double>(int k, const Settings& s) { return frequency(k, s); }

// 2π in Real.
template <class Real> Real twoPi() { return Real(kTwoPi); }

// The pair index whose wavelength turns `turns` times over a context of `context` tokens:
// d·ln(context/(2π·turns)) / (2·ln base), transformers' find_correction_dim.
template <class Real> Real correctionPair(double turns, double context, const Settings& s) {
    using std::log;
    return Real(s.dModel) * log(Real(context) / (Real(turns) * twoPi<Real>())) / (Real(2) * log(Real(s.base)));
}

// base' / base raised to −2k/d, as θ'_k / θ_k: (factor)^(−2k/(d − 2)) for base' = base·factor^(d/(d − 2)).
// Pair 0 keeps θ_0 = 1 whatever the base, d_model 2 included.
template <class Real> Real raisedBaseRatio(int k, const Real& factor, const Settings& s) {
    using std::pow;
    if (k == 0) return Real(1);
    return pow(factor, Real(-2 * k) / Real(s.dModel - 2));
}

// Dynamic NTK's factor on the base: factor·L/L₀ − (factor − 1) for L = max(length, L₀), 1 while the
// sequence fits the original context.
template <class Real> Real dynamicFactor(const RopeScaling& sc) {
    const double length = std::max(sc.length, sc.originalContext);
    const Real factor(sc.factor);
    return factor * Real(length) / Real(sc.originalContext) - (factor - Real(1));
}

// YaRN's ramp: it runs between the correction pairs of betaFast and betaSlow (cut to whole pairs
// when truncate, kept within the pairs 0 .. d − 1, and widened by 0.001 when that leaves no width),
// and at pair k it is the share of θ_k/factor: 0 below the range, 1 above it, linear in k within.
template <class Real> struct YarnRange {
    Real low, high;
};
template <class Real> YarnRange<Real> yarnRange(const RopeScaling& sc, const Settings& s) {
    using std::ceil;
    using std::floor;
    using std::max;
    using std::min;
    Real low = correctionPair<Real>(sc.betaFast, sc.originalContext, s);
    Real high = correctionPair<Real>(sc.betaSlow, sc.originalContext, s);
    if (sc.truncate) {
        low = floor(low);
        high = ceil(high);
    }
    low = max(low, Real(0));
    high = min(high, Real(s.dModel - 1));
    if (low == high) high = high + Real(0.001); // as transformers: a ramp of zero width
    return {low, high};
}
template <class Real> Real yarnRamp(int k, const YarnRange<Real>& range) {
    using std::max;
    using std::min;
    return min(max((Real(k) - range.low) / (range.high - range.low), Real(0)), Real(1));
}

// Llama 3.1's band for a wavelength: -1 below L₀/highFreqFactor (the pair keeps θ_k), 1 above
// L₀/lowFreqFactor (θ_k/factor), 0 in between, where θ_k is mixed with θ_k/factor by llama3Smooth.
template <class Real> int llama3Band(const Real& wavelength, const RopeScaling& sc) {
    const Real context(sc.originalContext);
    if (wavelength < context / Real(sc.highFreqFactor)) return -1;
    if (wavelength > context / Real(sc.lowFreqFactor)) return 1;
    return 0;
}
template <class Real> Real llama3Smooth(const Real& wavelength, const RopeScaling& sc) {
    const Real low(sc.lowFreqFactor), high(sc.highFreqFactor);
    return (Real(sc.originalContext) / wavelength - low) / (high - low);
}

template <class Real> Real scaledFrequency(int k, const RopeSettings& rs) {
    const Settings& s = rs.settings;
    const RopeScaling& sc = rs.scaling;
    const Real theta = unscaledFrequency<Real>(k, s);
    const Real factor(sc.factor);
    switch (sc.type) {
    case RopeScalingType::none: return theta;
    // Position Interpolation: position m read as m/factor, the same as θ_k/factor.
    case RopeScalingType::linear: return theta / factor;
    // NTK-aware: base' = base·factor^(d/(d − 2)).
    case RopeScalingType::ntk: return theta * raisedBaseRatio<Real>(k, factor, s);
    // Dynamic NTK: the same with dynamicFactor in place of the factor.
    case RopeScalingType::dynamic: return theta * raisedBaseRatio<Real>(k, dynamicFactor<Real>(sc), s);
    // YaRN (NTK-by-parts): the pairs that turn more than betaFast times over the original context
    // keep θ_k, those that turn less than betaSlow times are interpolated (θ_k/factor), and the
    // ramp joins them.
    case RopeScalingType::yarn: {
        const Real ramp = yarnRamp<Real>(k, yarnRange<Real>(sc, s));
        return theta * (Real(1) - ramp) + theta / factor * ramp;
    }
    // Llama 3.1: wavelengths shorter than L₀/highFreqFactor keep θ_k, longer than L₀/lowFreqFactor
    // are interpolated, and in between θ_k is mixed with θ_k/factor by L₀/λ_k.
    case RopeScalingType::llama3: {
        const Real wavelength = twoPi<Real>() / theta;
        const int band = llama3Band<Real>(wavelength, sc);
        if (band < 0) return theta;
        if (band > 0) return theta / factor;
        const Real smooth = llama3Smooth<Real>(wavelength, sc);
        return (Real(1) - smooth) * theta / factor + smooth * theta;
    }
    }
    return theta;
}

// YaRN's factor on the attention logits (the paper's √(1/t)), transformers' get_mscale:
// 0.1·ln(factor) + 1, and 1 for a factor of 1 or less and for every other method.
template <class Real> Real attentionFactor(const RopeSettings& rs) {
    using std::log;
    const RopeScaling& sc = rs.scaling;
    if (sc.type != RopeScalingType::yarn || !(sc.factor > 1)) return Real(1);
    return Real(0.1) * log(Real(sc.factor)) + Real(1);
}

} // namespace pe::rope
