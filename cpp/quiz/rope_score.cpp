// Cell J: RoPE's attention score q_m · k_n. Per pair it is (q₁k₁ + q₂k₂)·cos(Δθ_k) + (q₁k₂ − q₂k₁)·sin(Δθ_k)
// with Δ = m − n, so it depends on the signed offset only.
#include <cmath>

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

// Pairs whose terms fit in one exact quantity: the bank's vectors use two.
constexpr int kExactPairs = 2;

// The score with each pair turned by offset·θ(j) (θ a function of the pair giving a Quantity), the
// pairs as the layout makes them: the exact value when at most kExactPairs pairs of q and k are not
// zero, otherwise the sum in doubles (a term within a few units of its last place).
int pairsUsed(const std::vector<double>& q, const std::vector<double>& k, const Settings& s) {
    int used = 0;
    for (int j = 0; j < s.dModel / 2; ++j) {
        const auto a = static_cast<std::size_t>(coordinateIndex(j, true, s));
        const auto b = static_cast<std::size_t>(coordinateIndex(j, false, s));
        used += q[a] * k[a] + q[b] * k[b] != 0 || q[a] * k[b] - q[b] * k[a] != 0;
    }
    return used;
}

template <class Theta>
Quantity scoreWith(const std::vector<double>& q, const std::vector<double>& k, double offset, const Theta& theta,
                   const Settings& s) {
    const int used = pairsUsed(q, k, s);
    Quantity exactSum = 0.0;
    double sum = 0;
    for (int j = 0; j < s.dModel / 2; ++j) {
        const auto a = static_cast<std::size_t>(coordinateIndex(j, true, s));
        const auto b = static_cast<std::size_t>(coordinateIndex(j, false, s));
        const double dotPart = q[a] * k[a] + q[b] * k[b], cross = q[a] * k[b] - q[b] * k[a];
        if (dotPart == 0 && cross == 0) continue;
        const Quantity phi = offset * theta(j);
        if (used <= kExactPairs) {
            if (dotPart != 0) exactSum = exactSum + dotPart * cosOf(phi);
            if (cross != 0) exactSum = exactSum + cross * sinOf(phi);
        } else {
            const double angle = phi.value();
            sum += dotPart * std::cos(angle) + cross * std::sin(angle);
        }
    }
    return used <= kExactPairs ? exactSum : Quantity(sum);
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
    const auto unscaled = [&](int j) { return omegaOf(j, s); };
    // The exact score (its digits correctly rounded) when it fits in a quantity, otherwise ropeScore's
    // double, within 1e-15 per unit of |q|·|k|.
    const Quantity value = pairsUsed(qv, kv, s) <= kExactPairs ? scoreWith(qv, kv, offset, unscaled, s)
                                                                : Quantity(ropeScore(qv, kv, m, n, rs));
    const int decimals = decimalsOr(decimalsAsked, 4);
    Question q = numericQuestion('J', "rope-score", qs, value, decimals);
    const int pairs = s.dModel / 2;

    put(q.prompt,
        "core-prompt-rope-score-query-q-at-token-number-m query:m tokenM key:m tokenN decimals:c",
        vectorText(qv, "q"), tokenM, vectorText(kv, "k"), tokenN, decimals);
    q.hint = PE_MESSAGE("core-hint-rope-score-turning-both-vectors-changes-their");
    step(q, "core-step-rope-score-only-signed-offset-counts-m-n tokenM tokenN offset",
         tokenM, tokenN, offset);
    std::string& terms = q.solution.emplace_back(PE_MESSAGE("core-text-rope-score-per-pair-with-q-q"));
    // The terms shown (at most three, then "…"), each ending with what follows it.
    int shownPairs[3];
    int shown = 0;
    bool more = false;
    for (int j = 0; j < pairs; ++j) {
        const auto a = static_cast<std::size_t>(coordinateIndex(j, true, s));
        const auto b = static_cast<std::size_t>(coordinateIndex(j, false, s));
        if (qv[a] * kv[a] + qv[b] * kv[b] == 0 && qv[a] * kv[b] - qv[b] * kv[a] == 0) continue;
        if (shown == 3) {
            more = true;
            break;
        }
        shownPairs[shown++] = j;
    }
    for (int t = 0; t < shown; ++t) {
        const int j = shownPairs[t];
        const auto a = static_cast<std::size_t>(coordinateIndex(j, true, s));
        const auto b = static_cast<std::size_t>(coordinateIndex(j, false, s));
        const double dotPart = qv[a] * kv[a] + qv[b] * kv[b], cross = qv[a] * kv[b] - qv[b] * kv[a];
        const Quantity phi = offset * omegaOf(j, s);
        put(terms, "core-step-rope-score-term k first:c second:c dot:q angle:a cross:q term:f6 after:m", j,
            TextArg::count(a), TextArg::count(b), dotPart, phi, cross, dotPart * cosOf(phi) + cross * sinOf(phi),
            t + 1 < shown ? PE_MESSAGE("core-list-gap")
            : more        ? PE_MESSAGE("core-list-gap-more")
                          : PE_MESSAGE("core-list-end"));
    }
    if (shown == 0) terms.append(PE_MESSAGE("core-step-rope-score-no-terms"));
    step(q, "core-step-rope-score-sum value:f6 rounded:f@decimals decimals:c",
         value, value, decimals);

    const Quantity absolute = scoreWith(qv, kv, std::fabs(offset), unscaled, s);
    mistake(q, Slip::ropeAbsoluteOffset, absolute,
            "core-slip-rope-score-distance-m-n-used-for-offset std absolute:f6 offset",
            std::fabs(offset), absolute, offset);
    const Quantity clockwise = scoreWith(qv, kv, -offset, unscaled, s);
    mistake(q, Slip::ropeClockwise, clockwise,
            "core-slip-rope-score-pairs-turned-clockwise-gives-rope-turns clockwise:f6",
            clockwise);
    Settings other = s;
    other.layout = s.layout == Layout::interleaved ? Layout::concatenated : Layout::interleaved;
    const Quantity otherLayout = scoreWith(qv, kv, offset, unscaled, other);
    mistake(q, s.layout == Layout::interleaved ? Slip::layoutConcatenated : Slip::layoutInterleaved, otherLayout,
            "core-slip-rope-score-coordinates-paired-other-way-gives-here sValue:m otherLayout:f6 sValue2:m",
            s.layout == Layout::interleaved ? PE_MESSAGE("core-slip-svalue-k-k-d-2") : PE_MESSAGE("core-slip-svalue-2k-2k-1"), otherLayout,
            s.layout == Layout::interleaved ? PE_MESSAGE("core-slip-svalue2-2k-2k-1") : PE_MESSAGE("core-slip-svalue2-k-k-d-2"));
    const Quantity inDegrees = scoreWith(qv, kv, offset, [&](int j) { return omegaOf(j, s) * degree(); }, s);
    mistake(q, Slip::degrees, inDegrees,
            "core-slip-rope-score-angles-taken-degrees-gives-m-n inDegrees:f6", inDegrees);
    // RoFormer's one-based θ_i taken with i = k: b^(−2(k − 1)/d).
    const Quantity shifted = scoreWith(
        qv, kv, offset, [&](int j) { return Quantity::ratioPowerOf(s.base, -2.0 * (j - 1), s.dModel); }, s);
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
