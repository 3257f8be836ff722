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

// Every pair's θ'_k as the table takes them (the double nearest, the wavelength and θ'_k / 2π to
// 192 bits): without scaling the table's own pairFrequencies, bit for bit. Validates the settings;
// the last few are kept.
const std::vector<PairFrequency>& ropePairFrequencies(const RopeSettings& settings);

} // namespace pe
