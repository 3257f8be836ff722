// Cell L: how many of RoPE's pairs do not complete a single turn within a context: those whose
// wavelength λ_k = 2π·b^(2k/d) is longer than it, the pairs that context extension must interpolate.
#include <cmath>

#include "decided.hpp"
#include "question_builder.hpp"

namespace pe {
using namespace quiz;

namespace {

// 2π·b^(2(k − shift)/d) (without the 2π when withTwoPi is false), exactly.
Quantity wavelengthOf(int k, const Settings& s, bool withTwoPi, int shift) {
    const Quantity power = k == shift ? Quantity(1.0) : Quantity::ratioPowerOf(s.base, 2.0 * (k - shift), s.dModel);
    return withTwoPi ? twoPi() * power : power;
}

// The pairs whose wavelength, with or without the factor 2π, exceeds the context; shift 1 counts with
// RoFormer's one-based exponent 2(k − 1)/d. Decided by the exact values: the wavelengths grow with k,
// so the first pair above the context is found by bisection.
double pairsLongerThan(double context, const Settings& s, bool withTwoPi, int shift) {
    int below = 0, above = s.dModel / 2; // every pair before `below` is not above; from `above` on all are
    while (below < above) {
        const int k = below + (above - below) / 2;
        if (signOf(wavelengthOf(k, s, withTwoPi, shift) - context) > 0) above = k;
        else below = k + 1;
    }
    return s.dModel / 2 - above;
}
} // namespace

Question ropeTurnsQuestion(double context, const QuizSettings& qs, int decimalsAsked) {
    checkQuizSettings(qs);
    checkedContext(context);
    const Settings& s = qs.settings;
    const int pairs = s.dModel / 2;
    const double count = pairsLongerThan(context, s, true, 0);
    const int decimals = decimalsOr(decimalsAsked, 0);
    Question q = numericQuestion('L', "rope-turns", qs, count, decimals);
    // The pair index at which λ_k equals the context: YaRN's correction pair for one turn, exactly.
    const Quantity threshold = rope::correctionPair<Decided>(1, context, s).v;
    // The slowest pair's wavelength, exactly.
    const Quantity slowest = wavelengthOf(pairs - 1, s, true, 0);

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
             pairs - 1, slowest, context);
    else
        step(q, "core-step-rope-turns-pairs-k-above-slowest-completes-only count pairs count2 pairs3 context:f3",
             pairs - count, pairs - 1, count, pairs, context / slowest);

    const double without2pi = pairsLongerThan(context, s, false, 0);
    mistake(q, Slip::wavelengthMissing2pi, without2pi,
            "core-slip-rope-turns-2-left-out-wavelength-b-2k context pairsLongerThan:c",
            context, without2pi);
    const double oneBased = pairsLongerThan(context, s, true, 1);
    mistake(q, Slip::ropeOneBasedIndex, oneBased,
            "core-slip-rope-turns-roformers-one-based-i-read-as pairsLongerThan:c",
            oneBased);

    addParams(q, "context count threshold", {context, count, threshold.value()});
    settingsNote(q.prompt, qs, Topic::rope, false, false);
    return q;
}

} // namespace pe
