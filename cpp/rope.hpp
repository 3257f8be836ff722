// RoPE, the rotary position embedding of RoFormer (Su et al., arXiv 2104.09864): pair k of a query
// or key at position m is turned counter-clockwise by the angle m·θ_k, with θ_k = base^(−2k/d) —
// the 2017 encoding's ω_k — so that the score of a query at m and a key at n depends on m − n only.
// Real models change θ_k to reach contexts longer than they were trained on: Position
// Interpolation, NTK-aware and dynamic NTK scaling, YaRN, and Llama 3.1's method. The definitions,
// the formulas and their sources are in docs/rope.md; the formulas themselves, written once for any
// number type, in rope_frequency.hpp.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "encoding.hpp"
#include "facts.hpp"
#include "spec_param.hpp"

namespace pe {

// A context-extension method and its parameters, named as the API names them (transformers'
// config.json names in brackets): factor (factor) for every method; originalContext
// (original_max_position_embeddings, or max_position_embeddings for dynamic) for dynamic, yarn and
// llama3; length (the sequence length) for dynamic; betaFast, betaSlow (beta_fast, beta_slow) and
// truncate for yarn; lowFreqFactor, highFreqFactor (low_freq_factor, high_freq_factor) for llama3.
struct RopeScaling {
    RopeScalingType type = RopeScalingType::none;
    double factor = 1;
    double originalContext = 0;
    double length = 0;
    double betaFast = kRopeDefaults.betaFast;
    double betaSlow = kRopeDefaults.betaSlow;
    bool truncate = kRopeDefaults.truncate;
    double lowFreqFactor = 0;
    double highFreqFactor = 0;
};

// dModel is the length of the rotated vector (in attention, one head's dimension); layout pairs
// its coordinates: interleaved (2k, 2k + 1) as RoFormer, GPT-J and Meta's reference code do,
// concatenated (k, k + d/2) as GPT-NeoX and transformers' Llama (rotate_half) do. coordinateIndex
// (encoding.hpp) gives the two coordinates of pair k: its "sine" one is the pair's first.
struct RopeSettings {
    Settings settings;
    RopeScaling scaling;
};

const char* ropeScalingName(RopeScalingType type); // "none" for none

// A scaling object as its fields were written (type, factor, ...), as JavaScript sends it; every
// refusal names the field as scaling.<field>, the value and the range, after refusalPrefix (the
// quiz's "question spec: "). An unknown type or field, a missing or doubled one, a value of the
// wrong kind or out of range: InputError.
// refusalPrefix: a message text put before each refusal (the spec it is read from), or "".
RopeScaling readRopeScaling(const std::vector<SpecParam>& fields, std::string_view refusalPrefix = "");
// The ranges and the rules between fields (lowFreqFactor below highFreqFactor, betaSlow below
// betaFast), for a scaling built in C++.
void validate(const RopeScaling& scaling, std::string_view refusalPrefix = "");
void validate(const RopeSettings& settings);

// θ'_k, the frequency of pair k after scaling (θ_k = frequency(k) without it, bit for bit), and its
// wavelength 2π/θ'_k, each the double nearest the formula's exact value (rope_exact.hpp); every
// pair's θ'_k; and the factor by which YaRN scales the attention logits, 0.1·ln(factor) + 1 (1 for
// the other methods). The settings are validated first.
double ropeFrequency(int k, const RopeSettings& settings);
double ropeWavelength(int k, const RopeSettings& settings);
std::vector<double> ropeFrequencies(const RopeSettings& settings);
double ropeAttentionFactor(const RopeSettings& settings);

// Every angle below is m·θ'_k reduced modulo 2π exactly (the table's way, turns.hpp), its sine and
// cosine within 1e-15 of the exact values for every position |m| <= 2^53; a position beyond is refused.
//
// x (d_model numbers) with each pair turned counter-clockwise by m·θ'_k: RoFormer's R_{Θ,m} x.
std::vector<double> ropeRotate(const std::vector<double>& x, double m, const RopeSettings& settings);
// count vectors of d_model numbers (row-major in x, `values` numbers in all), row r turned at
// positions[r], into out (count × d_model numbers; it may not overlap x). Evenly spaced positions
// take the table's fast path; a refusal (a bad setting or position, x of another length or with a
// non-finite entry, too many values) comes before any write.
void ropeRotateRows(const double* x, std::size_t values, const double* positions, std::size_t count,
                    const RopeSettings& settings, double* out);
// ropeRotate(q, m) · ropeRotate(k, n), computed per pair from the signed offset m − n (taken
// exactly): Σ_k (q₁k₁ + q₂k₂) cos((m − n)θ'_k) + (q₁k₂ − q₂k₁) sin((m − n)θ'_k).
double ropeScore(const std::vector<double>& q, const std::vector<double>& k, double m, double n,
                 const RopeSettings& settings);
// RoFormer's long-term decay bound (§3.4.3) at relative distance r:
// (2/d) Σ_{j=1}^{d/2} |Σ_{i=0}^{j−1} e^{i·r·θ'_i}|.
double ropeDecayBound(double r, const RopeSettings& settings);

// `values` numbers at x that are `count` vectors of the settings' d_model numbers, each finite, or
// InputError naming them (name, name[j]).
void checkedRopeValues(const double* x, std::size_t values, std::size_t count, const Settings& settings,
                       const char* name);

} // namespace pe
