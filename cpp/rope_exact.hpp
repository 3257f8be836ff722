// RoPE's frequencies θ'_k as exact real numbers: the formulas of rope_frequency.hpp evaluated in ball
// arithmetic (exact/real.hpp), so that every angle m·θ'_k is reduced modulo 2π as exactly as the
// table's (turns.hpp). "Exact" means the real value of each method's formula with its parameters taken
// as the doubles given (0.001, YaRN's widening of a ramp of zero width, is the double as in
// transformers). A comparison inside a formula (Llama 3.1's wavelength bounds, YaRN's floor, ceil,
// min and max) is decided by the ball; a ball that straddles the boundary is one whose exact value
// may sit on it, and there the midpoint decides (both sides then give the same θ'_k, as each
// method's pieces meet at its boundaries).
#pragma once

#include <vector>

#include "exact/real.hpp"
#include "frequencies.hpp"
#include "rope.hpp"

namespace pe {

// θ'_k as a ball at `limbs` limbs (its radius about 2^(-64 limbs) of it). Settings checked by the caller.
exact::Real ropeFrequencyReal(int k, const RopeSettings& settings, int limbs);

// RoPE's attention score q_m · k_n as an exact real number: the sum over the pairs j in which q and k
// are not both zero of (q_a k_a + q_b k_b)·cos((m − n)θ'_j) + (q_a k_b − q_b k_a)·sin((m − n)θ'_j),
// (a, b) pair j's coordinates under the layout, with the entries of q and k the doubles given. A
// score may have thousands of terms, more than a Quantity holds: Quantity::ropeScoreOf refers to
// these terms, which must outlive every quantity made from them.
struct RopeScoreTerms {
    RopeSettings settings;
    std::vector<int> pairs;          // j of each term
    std::vector<double> coordinates; // q_a, q_b, k_a, k_b of each term
};
// The terms of q and k (d_model finite numbers each, InputError otherwise). A pair is left out only
// when both its products are exactly zero as real numbers (decided exactly, not in doubles).
RopeScoreTerms ropeScoreTerms(const std::vector<double>& q, const std::vector<double>& k, const RopeSettings& settings);

// The score of the query at m and the key at n (|m|, |n| <= 2^53) as a ball at `limbs` limbs.
// indexShift 1 takes θ_{j − 1} for pair j (RoFormer's one-based θ_i read with i = j: a learner's
// slip), degrees each angle (m − n)θ_j as degrees. At 192 bits each angle is
// reduced in fixed point from the pairs' turn rates (turns.hpp) and its sine and cosine taken as
// double-doubles; beyond, every term in ball arithmetic.
exact::Real ropeScoreReal(const RopeScoreTerms& terms, double m, double n, int indexShift, bool degrees, int limbs);

// Every pair's θ'_k as the table takes them (the double nearest, the wavelength and θ'_k / 2π to
// 192 bits): without scaling the table's own pairFrequencies, bit for bit. Validates the settings;
// the last few are kept.
const std::vector<PairFrequency>& ropePairFrequencies(const RopeSettings& settings);

} // namespace pe
