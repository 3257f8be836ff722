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

    put(q.prompt,
        "core-prompt-rope-turns-pair-k-turns-k-b-2k context pairs",
        context, pairs);
    if (decimals == 0) q.prompt.append(PE_MESSAGE("core-prompt-give-a-whole-number"));
    else put(q.prompt, "core-prompt-rope-turns-give-at-least-decimal-place decimals:c", decimals);
    q.hint = PE_MESSAGE("core-hint-rope-turns");
    step(q, "core-step-rope-turns-k-2-2k-exactly-when-k base dModel context threshold:a", s.base, s.dModel,
         context, threshold);
    if (count == 0)
        step(q, "core-step-rope-turns-no-pair-above-even-slowest-k pairs wavelength:f1 context",
             pairs - 1, wavelength(pairs - 1, s), context);
    else
        step(q, "core-step-rope-turns-pairs-k-above-slowest-completes-only count pairs count2 pairs3 context:f3",
             pairs - count, pairs - 1, count, pairs, context / wavelength(pairs - 1, s));

    mistake(q, Slip::wavelengthMissing2pi, pairsLongerThan(context, s, 1, 0),
            "core-slip-rope-turns-2-left-out-wavelength-b-2k context pairsLongerThan:c",
            context, pairsLongerThan(context, s, 1, 0));
    mistake(q, Slip::ropeOneBasedIndex, pairsLongerThan(context, s, kTwoPi, 1),
            "core-slip-rope-turns-roformers-one-based-i-read-as pairsLongerThan:c",
            pairsLongerThan(context, s, kTwoPi, 1));

    addParams(q, "context count threshold", {context, count, threshold});
    settingsNote(q.prompt, qs, Topic::rope, false, false);
    return q;
}

} // namespace pe
