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

    settingsLine(q.prompt, qs, false, false);
    put(q.prompt,
        "What is the dot product PE({0}) · PE({1}) of the encodings of token numbers {0} and {1}? Give "
        "at least {2} decimal place{2:s}.",
        tokenP, tokenQ, decimals);
    q.hint = "Pair by pair, sin a · sin b + cos a · cos b = cos(a − b): the dot product is a sum of "
             "d_model/2 cosines of ω_k times the gap between the two positions.";
    step(q,
         "Each pair k contributes sin(ω_k p) sin(ω_k q) + cos(ω_k p) cos(ω_k q) = cos(ω_k (p − q)), so "
         "PE(p) · PE(q) = Σ_k cos(ω_k (p − q)) over the {0} pair{0:s}.",
         pairs);
    step(q,
         "The gap is p − q = {0} − {1} = {2} (the index origin cancels in the difference, and the "
         "layout only reorders the terms).",
         tokenP, tokenQ, gap);
    // The terms shown: every pair up to four pairs, otherwise the first two and the last.
    const int shownPairs[3] = {0, 1, pairs - 1};
    const int nShown = pairs <= 4 ? pairs : 3;
    std::string& terms = q.solution.emplace_back("Terms: ");
    for (int j = 0; j < nShown; ++j) {
        const int k = pairs <= 4 ? j : shownPairs[j];
        const Quantity omega = omegaOf(k, s);
        put(terms, "{0:t}k = {1}: cos({2:g} × {3:q}) ≈ {4:f6}",
            j == 0 ? "" : (pairs > 4 && j + 1 == nShown ? "; …; " : "; "), k, omega, gap, cosOf(gap * omega));
    }
    terms += '.';
    step(q, "Sum: {0:f6}, which is {0:f@1} to {1} decimal{1:s}.", value, decimals);
    if (gap == 0)
        step(q,
             "At zero gap every term is cos 0 = 1, so the dot product is d_model/2 = {0}: |PE(t)|² is "
             "the same for every token.",
             pairs);
    else
        step(q,
             "Swapping the two tokens turns the gap into {0}, and cosine is even, so the value is the "
             "same; any two tokens {1} apart give it too.",
             -gap, std::fabs(gap));

    // One pair alone: every pair up to four pairs, otherwise the first and the last.
    const int nSingle = pairs <= 4 ? pairs : 2;
    for (int j = 0; j < nSingle; ++j) {
        const int k = pairs <= 4 || j == 0 ? j : pairs - 1;
        const Quantity v = cosOf(gap * omegaOf(k, s));
        mistake(q, Slip::dotSinglePair, v,
                "It looks like only pair {0} was counted: cos(ω_{0} × {1:q}) ≈ {2:f6}. The dot product "
                "adds one such term for each of the {3} pair{3:s}.",
                k, gap, v, pairs);
    }
    mistake(q, Slip::dotDModel, 2.0 * value,
            "It looks like every coordinate was counted as a full term, which doubles the sum: {0:f6}. "
            "Each pair gives one term, sin·sin + cos·cos = cos(ω_k (p − q)), so there are d_model/2 "
            "terms, not d_model.",
            2.0 * value);
    const Quantity sumPositions = pairSum(Quantity::pairCosineSum, p, qq, s.base, s.dModel);
    const Quantity sines = pairSum(Quantity::pairSineProductSum, p, qq, s.base, s.dModel);
    const Quantity degrees = pairSum(Quantity::pairCosineDegreesSum, p, -qq, s.base, s.dModel);
    // b^(-k/d_model) is the frequency of pair k at twice the width.
    const Quantity exponentK = pairSum(Quantity::pairCosineSum, p, -qq, s.base, 2 * s.dModel);
    mistake(q, Slip::dotUsesPositions, sumPositions,
            "It looks like the positions were added: Σ_k cos(ω_k (p + q)) ≈ {0:f6}. The identity gives "
            "cos(ω_k (p − q)): only the gap matters.",
            sumPositions);
    mistake(q, Slip::dotSinesOnly, sines,
            "It looks like only the sine products were summed: Σ_k sin(ω_k p) sin(ω_k q) ≈ {0:f6}. Each "
            "pair contributes sin·sin + cos·cos.",
            sines);
    mistake(q, Slip::degrees, degrees,
            "It looks like the angles were taken in degrees: Σ_k cos(ω_k · {0:q}°) ≈ {1:f6}. The formula "
            "measures angles in radians.",
            gap, degrees);
    mistake(q, Slip::exponentUsesI, exponentK,
            "It looks like the exponent was built from the pair index k instead of 2k, as "
            "b^(k/d_model): that gives {0:f6}. Pair k's frequency is b^(−2k/d_model).",
            exponentK);

    addParams(q, "tokenP tokenQ positionP positionQ offset", {tokenP, tokenQ, p, qq, gap});
    return q;
}

} // namespace pe
