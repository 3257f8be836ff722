// Cell J: RoPE's attention score q_m · k_n. Per pair it is (q₁k₁ + q₂k₂)·cos(Δθ_k) + (q₁k₂ − q₂k₁)·sin(Δθ_k)
// with Δ = m − n, so it depends on the signed offset only.
#include <algorithm>
#include <cmath>

#include "../rope_exact.hpp"
#include "question_builder.hpp"

namespace pe {
using namespace quiz;

namespace {

constexpr double kMaxEntry = 1000;

void checkEntries(const std::vector<double>& v, const Settings& s, const char* name) {
    checkedRopeValues(v.data(), v.size(), 1, s, name);
    for (std::size_t j = 0; j < v.size(); ++j)
        if (std::fabs(v[j]) > kMaxEntry)
            refuse("core-refuse-must-number-from-1000-1000-received name:t j:c j2", name, TextArg::count(j), v[j]);
}

// "[1, 0.5, −1, 2]", or for a wide vector only what is not 0: "q_0 = 1, q_1 = 0.5 and 0 elsewhere".
std::string vectorText(const std::vector<double>& v, const char* name) {
    std::string t;
    if (v.size() <= 8) {
        for (std::size_t j = 0; j < v.size(); ++j) t.append(j ? ", " : "").append(formatShort(v[j]));
        return fill("core-vector-list entries:t", t);
    }
    for (std::size_t j = 0; j < v.size(); ++j)
        if (v[j] != 0)
            t.append(t.empty() ? "" : ", ").append(name).append("_").append(std::to_string(j)).append(" = ").append(formatShort(v[j]));
    return t.empty() ? std::string(PE_MESSAGE("core-vector-zero")) : fill("core-vector-sparse entries:t", t);
}

} // namespace

Question ropeScoreQuestion(const std::vector<double>& qv, const std::vector<double>& kv, double tokenM, double tokenN,
                           const QuizSettings& qs, int decimalsAsked) {
    checkQuizSettings(qs);
    const Settings& s = qs.settings;
    const int o = qs.origin;
    checkEntries(qv, s, "q");
    checkEntries(kv, s, "k");
    checkedRopeToken(tokenM, o, PE_MESSAGE("core-name-query-token-number"));
    checkedRopeToken(tokenN, o, PE_MESSAGE("core-name-key-token-number"));
    const RopeSettings rs{s, {}};
    const double m = tokenM - o, n = tokenN - o, offset = m - n;
    // The pairs that count, and the score from their exact value (every digit correctly rounded).
    const RopeScoreTerms terms = ropeScoreTerms(qv, kv, rs);
    const Quantity value = Quantity::ropeScoreOf(terms, m, n);
    const int decimals = decimalsOr(decimalsAsked, 4);
    Question q = numericQuestion('J', "rope-score", qs, value, decimals);
    const int pairs = s.dModel / 2;

    put(q.prompt,
        "core-prompt-rope-score-query-q-at-token-number-m query:m tokenM key:m tokenN decimals:c",
        vectorText(qv, "q"), tokenM, vectorText(kv, "k"), tokenN, decimals);
    q.hint = PE_MESSAGE("core-hint-rope-score-turning-both-vectors-changes-their");
    step(q, "core-step-rope-score-only-signed-offset-counts-m-n tokenM tokenN offset",
         tokenM, tokenN, offset);
    std::string& termsText = q.solution.emplace_back(PE_MESSAGE("core-text-rope-score-per-pair-with-q-q"));
    // The terms shown (at most three, then "…"), each ending with what follows it.
    const std::size_t shown = std::min<std::size_t>(terms.pairs.size(), 3);
    for (std::size_t t = 0; t < shown; ++t) {
        const int j = terms.pairs[t];
        const double* c = &terms.coordinates[4 * t]; // q_a, q_b, k_a, k_b
        const Quantity dotPart = Quantity(c[0]) * c[2] + Quantity(c[1]) * c[3];
        const Quantity cross = Quantity(c[0]) * c[3] - Quantity(c[1]) * c[2];
        const Quantity phi = offset * omegaOf(j, s);
        put(termsText, "core-step-rope-score-term k first:c second:c dot:q angle:a cross:q term:f6 after:m", j,
            TextArg::count(static_cast<unsigned>(coordinateIndex(j, true, s))),
            TextArg::count(static_cast<unsigned>(coordinateIndex(j, false, s))), dotPart, phi, cross,
            dotPart * cosOf(phi) + cross * sinOf(phi),
            t + 1 < shown                ? PE_MESSAGE("core-list-gap")
            : terms.pairs.size() > shown ? PE_MESSAGE("core-list-gap-more")
                                         : PE_MESSAGE("core-list-end"));
    }
    if (shown == 0) termsText.append(PE_MESSAGE("core-step-rope-score-no-terms"));
    step(q, "core-step-rope-score-sum value:f6 rounded:f@decimals decimals:c",
         value, value, decimals);

    // The slips' values from exact values too: the same terms turned the wrong way, or the other
    // layout's terms.
    const Quantity absolute = Quantity::ropeScoreOf(terms, std::fabs(offset), 0);
    mistake(q, Slip::ropeAbsoluteOffset, absolute,
            "core-slip-rope-score-distance-m-n-used-for-offset std absolute:f6 offset",
            std::fabs(offset), absolute, offset);
    const Quantity clockwise = Quantity::ropeScoreOf(terms, n, m);
    mistake(q, Slip::ropeClockwise, clockwise,
            "core-slip-rope-score-pairs-turned-clockwise-gives-rope-turns clockwise:f6",
            clockwise);
    Settings other = s;
    other.layout = s.layout == Layout::interleaved ? Layout::concatenated : Layout::interleaved;
    const RopeScoreTerms otherTerms = ropeScoreTerms(qv, kv, RopeSettings{other, {}});
    const Quantity otherLayout = Quantity::ropeScoreOf(otherTerms, m, n);
    mistake(q, s.layout == Layout::interleaved ? Slip::layoutConcatenated : Slip::layoutInterleaved, otherLayout,
            "core-slip-rope-score-coordinates-paired-other-way-gives-here sValue:m otherLayout:f6 sValue2:m",
            s.layout == Layout::interleaved ? PE_MESSAGE("core-slip-svalue-k-k-d-2") : PE_MESSAGE("core-slip-svalue-2k-2k-1"), otherLayout,
            s.layout == Layout::interleaved ? PE_MESSAGE("core-slip-svalue2-2k-2k-1") : PE_MESSAGE("core-slip-svalue2-k-k-d-2"));
    const Quantity inDegrees = Quantity::ropeScoreOf(terms, m, n, 0, true);
    mistake(q, Slip::degrees, inDegrees,
            "core-slip-rope-score-angles-taken-degrees-gives-m-n inDegrees:f6", inDegrees);
    // RoFormer's one-based θ_i taken with i = k: b^(−2(k − 1)/d).
    const Quantity shifted = Quantity::ropeScoreOf(terms, m, n, 1);
    mistake(q, Slip::ropeOneBasedIndex, shifted,
            "core-slip-rope-score-roformers-i-b-2-i-1 shifted:f6",
            shifted);

    // The coordinates of pairs 0 and 1 (the bank's vectors have no others), first then second of each.
    double part[8] = {};
    for (int j = 0; j < 2 && j < pairs; ++j) {
        const auto a = static_cast<std::size_t>(coordinateIndex(j, true, s));
        const auto b = static_cast<std::size_t>(coordinateIndex(j, false, s));
        part[2 * j] = qv[a];
        part[2 * j + 1] = qv[b];
        part[4 + 2 * j] = kv[a];
        part[4 + 2 * j + 1] = kv[b];
    }
    addParams(q, "tokenM tokenN positionM positionN offset q0 q1 q2 q3 k0 k1 k2 k3",
              {tokenM, tokenN, m, n, offset, part[0], part[1], part[2], part[3], part[4], part[5], part[6], part[7]});
    settingsNote(q.prompt, qs, Topic::rope, true, false);
    return q;
}

} // namespace pe
