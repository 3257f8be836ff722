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
            refuse("{0:t}[{1:u}] must be a number from −1000 to 1000; received {2}.", name, TextArg::count(j), v[j]);
}

// "[1, 0.5, −1, 2]", or for a wide vector only what is not 0: "q_0 = 1, q_1 = 0.5 and 0 elsewhere".
std::string vectorText(const std::vector<double>& v, const char* name) {
    std::string t;
    if (v.size() <= 8) {
        for (std::size_t j = 0; j < v.size(); ++j) put(t, "{0:t}{1}", j ? ", " : "[", v[j]);
        return t.append("]");
    }
    for (std::size_t j = 0; j < v.size(); ++j)
        if (v[j] != 0) put(t, "{0:t}{1:t}_{2:u} = {3}", t.empty() ? "" : ", ", name, TextArg::count(j), v[j]);
    return t.empty() ? std::string("all zeros") : t.append(" and 0 elsewhere");
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
    checkedRopeToken(tokenM, o, "query's token number m");
    checkedRopeToken(tokenN, o, "key's token number n");
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

    ropeSettingsLine(q.prompt, qs, true, false);
    put(q.prompt,
        "A query q = {0:t} is at token number m = {1} and a key k = {2:t} at token number n = {3}. RoPE turns "
        "each pair of q by m·θ_k and each pair of k by n·θ_k, counter-clockwise. What is the attention score "
        "q_m · k_n, the dot product of the two turned vectors (before the 1/√d scaling)? Give at least {4} "
        "decimal place{4:s}.",
        vectorText(qv, "q"), tokenM, vectorText(kv, "k"), tokenN, decimals);
    q.hint = "Turning both vectors changes their dot product only through the angle between the turns: per "
             "pair, (q₁k₁ + q₂k₂)·cos((m − n)θ_k) + (q₁k₂ − q₂k₁)·sin((m − n)θ_k), with the signed offset m − n.";
    step(q, "Only the signed offset counts: m − n = {0} − {1} = {2} (the numbering of the tokens cancels).",
         tokenM, tokenN, offset);
    std::string& terms = q.solution.emplace_back("Per pair, with (q₁, q₂) and (k₁, k₂) the pair's coordinates: ");
    int shown = 0;
    for (int j = 0; j < pairs; ++j) {
        const auto a = static_cast<std::size_t>(coordinateIndex(j, true, s));
        const auto b = static_cast<std::size_t>(coordinateIndex(j, false, s));
        const double dotPart = qv[a] * kv[a] + qv[b] * kv[b], cross = qv[a] * kv[b] - qv[b] * kv[a];
        if (dotPart == 0 && cross == 0) continue;
        const Quantity phi = offset * omegaOf(j, s);
        if (shown++ == 3) {
            terms.append("; …");
            break;
        }
        put(terms, "{0:t}k = {1} (coordinates {2:u}, {3:u}): {4:q} × cos({5:a}) + {6:q} × sin({5:a}) ≈ {7:f6}",
            shown == 1 ? "" : "; ", j, TextArg::count(a), TextArg::count(b), dotPart, phi, cross,
            dotPart * cosOf(phi) + cross * sinOf(phi));
    }
    if (shown == 0) terms.append("every pair of q or k is zero");
    terms += '.';
    step(q, "Sum: {0:f6}, which is {0:f@1} to {1} decimal{1:s}. The same two vectors at tokens m + t and n + t "
            "give the same score for any t.",
         value, decimals);

    const Quantity absolute = scoreWith(qv, kv, std::fabs(offset), unscaled, s);
    mistake(q, Slip::ropeAbsoluteOffset, absolute,
            "It looks like the distance |m − n| = {0} was used for the offset: that gives {1:f6}. The sine terms "
            "change sign with m − n = {2}, so the score depends on the signed offset (turning both vectors "
            "clockwise gives the same wrong value).",
            std::fabs(offset), absolute, offset);
    const Quantity clockwise = scoreWith(qv, kv, -offset, unscaled, s);
    mistake(q, Slip::ropeClockwise, clockwise,
            "It looks like the pairs were turned clockwise: that gives {0:f6}. RoPE turns them counter-clockwise, "
            "[[cos, −sin], [sin, cos]].",
            clockwise);
    Settings other = s;
    other.layout = s.layout == Layout::interleaved ? Layout::concatenated : Layout::interleaved;
    const Quantity otherLayout = scoreWith(qv, kv, offset, unscaled, other);
    mistake(q, s.layout == Layout::interleaved ? Slip::layoutConcatenated : Slip::layoutInterleaved, otherLayout,
            "It looks like the coordinates were paired the other way, {0:t}: that gives {1:f6}. Here the pairs "
            "are {2:t}.",
            s.layout == Layout::interleaved ? "(k, k + d/2)" : "(2k, 2k + 1)", otherLayout,
            s.layout == Layout::interleaved ? "(2k, 2k + 1)" : "(k, k + d/2)");
    const Quantity inDegrees = scoreWith(qv, kv, offset, [&](int j) { return omegaOf(j, s) * degree(); }, s);
    mistake(q, Slip::degrees, inDegrees,
            "It looks like the angles were taken in degrees: that gives {0:f6}. (m − n)·θ_k is in radians.", inDegrees);
    // RoFormer's one-based θ_i taken with i = k: b^(−2(k − 1)/d).
    const Quantity shifted = scoreWith(
        qv, kv, offset, [&](int j) { return Quantity::ratioPowerOf(s.base, -2.0 * (j - 1), s.dModel); }, s);
    mistake(q, Slip::ropeOneBasedIndex, shifted,
            "It looks like RoFormer's θ_i = b^(−2(i − 1)/d) was used with its one-based i taken as the code's k: "
            "that gives {0:f6}. With k counted from 0, θ_k = b^(−2k/d).",
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
    return q;
}

} // namespace pe
