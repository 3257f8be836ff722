// The frequencies omega_k = base^(-2k/d_model) of every pair, computed once per (base, d_model) to
// 256 bits: r = base^(-2/d_model) in ball arithmetic, then omega_k = r^k by repeated multiplication
// (k multiplications add k units of 2^-256, far below the 2^-192 kept). From each: the double nearest
// omega_k, the double nearest lambda_k = 2 pi / omega_k, and omega_k / (2 pi) as a fraction of 192
// bits, the rate at which pair k turns (turns.hpp).
#pragma once

#include <vector>

#include "exact/real.hpp"
#include "turns.hpp"

namespace pe {

struct PairFrequency {
    double omega;      // omega_k, correctly rounded
    double wavelength; // lambda_k, correctly rounded (infinity past the largest double)
    TurnRate rate;     // omega_k / (2 pi), truncated to 192 bits
    TurnRate omegaBits; // omega_k itself so (1 - 2^-192 for omega_0 = 1): turns of an angle in degrees
};

// Pairs k = 0 .. dModel/2 - 1 of (base, dModel) (base > 1, dModel even and positive; dModel may be
// larger than the widget's limit for internal use). The last few settings are kept: a table, its
// headers and a question about it compute them once.
const std::vector<PairFrequency>& pairFrequencies(double base, int dModel);

// The same from a ball around any frequency 0 < omega <= 1 of radius far below 2^-192 (RoPE's
// scaled ones, rope_exact.hpp), the wavelength 2 pi / omega computed from it.
PairFrequency pairFrequencyOf(const exact::Real& omega);

} // namespace pe
