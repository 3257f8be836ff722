// Cell L: how many of RoPE's pairs do not complete a single turn within a context: those whose
// wavelength λ_k = 2π·b^(2k/d) is longer than it, the pairs that context extension must interpolate.
#include <cmath>

#include "question_builder.hpp"

namespace pe {
using namespace quiz;

namespace {
// The pairs whose wavelength, with (2π) or without the factor, exceeds the context; shift 1 counts
// with RoFormer's one-based exponent 2(k − 1)/d.
double pairsLongerThan(double context, const Settings& s, double twoPi, int shift) {
    double count = 0;
    for (int k = 0; k < s.dModel / 2; ++k)
        count += twoPi * std::pow(s.base, 2.0 * (k - shift) / s.dModel) > context;
    return count;
}
} // namespace

Question ropeTurnsQuestion(double context, const QuizSettings& qs, int decimalsAsked) {
    checkQuizSettings(qs);
    checkedContext(context);
    const Settings& s = qs.settings;
    const int pairs = s.dModel / 2;
    double count = 0;
    for (int k = 0; k < pairs; ++k) count += wavelength(k, s) > context;
    const int decimals = decimalsOr(decimalsAsked, 0);
    Question q = numericQuestion('L', "rope-turns", qs, count, decimals);
    // The pair index at which λ_k equals the context (YaRN's correction pair for one turn).
    const double threshold = s.dModel * std::log(context / kTwoPi) / (2 * std::log(s.base));

    ropeSettingsLine(q.prompt, qs, false, false);
    put(q.prompt,
        "Pair k turns by θ_k = b^(−2k/d) per position, so it completes one full turn every λ_k = 2π/θ_k "
        "positions. Within a context of {0} tokens, how many of the {1} pairs do not complete a single turn "
        "(λ_k longer than the context)? ",
        context, pairs);
    if (decimals == 0) q.prompt.append("Give a whole number.");
    else put(q.prompt, "Give at least {0} decimal place{0:s}.", decimals);
    q.hint = "λ_k = 2π·b^(2k/d) grows with k: find the pair at which it passes the context length, "
             "k = d·ln(L/2π)/(2·ln b), and count the pairs above it.";
    step(q, "λ_k = 2π·{0}^(2k/{1}) > {2} exactly when k > {1}·ln({2}/2π)/(2·ln {0}) ≈ {3:a}.", s.base, s.dModel,
         context, threshold);
    if (count == 0)
        step(q, "No pair is above it: even the slowest, k = {0}, has λ ≈ {1:f1} ≤ {2}, so every pair turns at least "
                "once.",
             pairs - 1, wavelength(pairs - 1, s), context);
    else
        step(q, "The pairs k = {0} … {1} are above it ({2} of {3}): the slowest completes only {4:f3} of a turn. These "
                "are the pairs a model never saw turn in full during training, the ones YaRN and Llama 3.1 interpolate "
                "when the context is extended.",
             pairs - count, pairs - 1, count, pairs, context / wavelength(pairs - 1, s));

    mistake(q, Slip::wavelengthMissing2pi, pairsLongerThan(context, s, 1, 0),
            "It looks like 2π was left out of the wavelength, b^(2k/d) compared with {0}: that counts {1} pair{1:s}. "
            "λ_k = 2π·b^(2k/d).",
            context, pairsLongerThan(context, s, 1, 0));
    mistake(q, Slip::ropeOneBasedIndex, pairsLongerThan(context, s, kTwoPi, 1),
            "It looks like RoFormer's one-based i was read as the code's k, λ = 2π·b^(2(k − 1)/d): that counts {0} "
            "pair{0:s}. With k counted from 0, λ_k = 2π·b^(2k/d).",
            pairsLongerThan(context, s, kTwoPi, 1));

    addParams(q, "context count threshold", {context, count, threshold});
    return q;
}

} // namespace pe
