// Cell H: PE(p) · PE(q) = Σ_k cos(ω_k (p − q)) depends only on the offset between the tokens.
#include <cmath>

#include "question_builder.hpp"

namespace pe {
using namespace quiz;

Question dotQuestion(double tokenP, double tokenQ, const QuizSettings& qs, int decimalsAsked) {
    checkQuizSettings(qs);
    checkedToken(tokenP);
    checkedToken(tokenQ);
    const Settings& s = qs.settings;
    const int o = qs.origin;
    const int pairs = s.dModel / 2;
    const double p = tokenP - o, qq = tokenQ - o;
    const double gap = p - qq; // exact: both whole and below 2^53
    // Sums over the pairs, exactly (quantity.hpp): the dot product and the slips below.
    const auto pairSum = [&](Quantity::Op kind, double x, double y, double base, int dModel) {
        return Quantity::pairSum(kind, x, y, base, dModel, pairs);
    };
    const Quantity value = pairSum(Quantity::pairCosineSum, p, -qq, s.base, s.dModel);
    const int decimals = decimalsOr(decimalsAsked, 4);
    Question q = numericQuestion('H', "dot", qs, value, decimals);

    put(q.prompt,
        "core-prompt-dot-what-dot-product-pe-pe-encodings tokenP tokenQ decimals:c",
        tokenP, tokenQ, decimals);
    q.hint = PE_MESSAGE("core-hint-dot-pair-pair-sin-sin-b");
    step(q,
         "core-step-dot-each-pair-k-contributes-sin-k pairs:c",
         pairs);
    step(q,
         "core-step-dot-gap-p-q-index-origin-cancels tokenP tokenQ gap",
         tokenP, tokenQ, gap);
    // The terms shown: every pair up to four pairs, otherwise the first two and the last.
    const int shownPairs[3] = {0, 1, pairs - 1};
    const int nShown = pairs <= 4 ? pairs : 3;
    std::string& terms = q.solution.emplace_back(PE_MESSAGE("core-step-dot-terms"));
    for (int j = 0; j < nShown; ++j) {
        const int k = pairs <= 4 ? j : shownPairs[j];
        const Quantity omega = omegaOf(k, s);
        // Each term ends with what follows it: ";", "; …;" before the last of a long sum, "." at the end.
        put(terms, "core-step-dot-term k omega:g gap:q cosine:f6 after:m", k, omega, gap, cosOf(gap * omega),
            j + 1 == nShown                   ? PE_MESSAGE("core-list-end")
            : pairs > 4 && j + 2 == nShown ? PE_MESSAGE("core-list-gap-skipped")
                                           : PE_MESSAGE("core-list-gap"));
    }
    step(q, "core-step-dot-sum value:f6 rounded:f@decimals decimals:c", value, value, decimals);
    if (gap == 0)
        step(q,
             "core-step-dot-at-zero-gap-every-term-cos pairs",
             pairs);
    else
        step(q,
             "core-step-dot-swapping-two-tokens-turns-gap-into gap std",
             -gap, std::fabs(gap));

    // One pair alone: every pair up to four pairs, otherwise the first and the last.
    const int nSingle = pairs <= 4 ? pairs : 2;
    for (int j = 0; j < nSingle; ++j) {
        const int k = pairs <= 4 || j == 0 ? j : pairs - 1;
        const Quantity v = cosOf(gap * omegaOf(k, s));
        mistake(q, Slip::dotSinglePair, v,
                "core-slip-dot-only-pair-counted-cos-dot-product k gap:q vValue:f6 pairs:c",
                k, gap, v, pairs);
    }
    mistake(q, Slip::dotDModel, 2.0 * value,
            "core-slip-dot-every-coordinate-counted-as-full-term value:f6",
            2.0 * value);
    const Quantity sumPositions = pairSum(Quantity::pairCosineSum, p, qq, s.base, s.dModel);
    const Quantity sines = pairSum(Quantity::pairSineProductSum, p, qq, s.base, s.dModel);
    const Quantity degrees = pairSum(Quantity::pairCosineDegreesSum, p, -qq, s.base, s.dModel);
    // b^(-k/d_model) is the frequency of pair k at twice the width.
    const Quantity exponentK = pairSum(Quantity::pairCosineSum, p, -qq, s.base, 2 * s.dModel);
    mistake(q, Slip::dotUsesPositions, sumPositions,
            "core-slip-dot-positions-added-k-cos-k-p sumPositions:f6",
            sumPositions);
    mistake(q, Slip::dotSinesOnly, sines,
            "core-slip-dot-only-sine-products-summed-k-sin sines:f6",
            sines);
    mistake(q, Slip::degrees, degrees,
            "core-slip-dot-angles-taken-degrees-k-cos-k gap:q degrees:f6",
            gap, degrees);
    mistake(q, Slip::exponentUsesI, exponentK,
            "core-slip-dot-exponent-built-from-pair-index-k exponentK:f6",
            exponentK);

    addParams(q, "tokenP tokenQ positionP positionQ offset", {tokenP, tokenQ, p, qq, gap});
    settingsNote(q.prompt, qs, Topic::sinusoidal, false, false);
    return q;
}

} // namespace pe
