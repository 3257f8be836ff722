// Cell G: the slowest pair's wavelength λ_max = 2π·b^((d−2)/d) against a context length — as a
// number, or as the choice of the smallest base on a ladder of powers of ten that reaches it — and
// the wavelength of any other pair k, λ_k = 2π·b^(2k/d), for questions that authors write.
#include <cmath>

#include "question_builder.hpp"

namespace pe {
using namespace quiz;

// (From the quantity, not the frequency table: the bank compares the wavelengths of several bases.)
double quiz::longestWavelength(const Settings& s) {
    return (twoPi() * Quantity::ratioPowerOf(s.base, s.dModel - 2, s.dModel)).value();
}

namespace {
// The smallest base whose lambda_max reaches the context, (L/2π)^(d/(d−2)).
Quantity neededBase(double context, int dModel) {
    return powOf(context / twoPi(), Quantity(dModel) / (dModel - 2));
}

// b^(n/d), and lambda = 2 pi b^(n/d): the wavelength of pair n/2.
Quantity powerOf(double base, int n, int dModel) { return n == 0 ? Quantity(1.0) : Quantity::ratioPowerOf(base, n, dModel); }

// Whether lambda reaches the context, decided by the exact values.
bool reaches(const Quantity& lambda, double context) { return signOf(lambda - context) >= 0; }

// Pair k below the slowest: its own wavelength, and how often it wraps over the context.
Question pairWavelengthQuestion(double context, const QuizSettings& qs, int k, int decimals) {
    const Settings& s = qs.settings;
    const Quantity omega = omegaOf(k, s);
    const Quantity power = powerOf(s.base, 2 * k, s.dModel); // 1/ω_k
    const Quantity lambda = twoPi() * power;
    Question q = numericQuestion('G', "wavelength", qs, lambda, decimals);
    const std::string exponent = fill("{0}/{1}", 2 * k, s.dModel);

    settingsLine(q.prompt, qs, false, false);
    put(q.prompt,
        "Pair k = {0} turns at {1:t}. Its wavelength λ_{0} is the number of positions it needs for "
        "one full turn. What is λ_{0}? Then compare it with a context of {2} tokens. Give at least {3} "
        "decimal place{3:s}.",
        k, omegaText(k, s), context, decimals);
    q.hint = "A pair with frequency ω repeats when its angle grows by 2π, so λ = 2π/ω, with "
             "ω_k = b^(−2k/d_model).";
    step(q, "Pair k = {0} has the exponent 2k/d_model = {1:t}, so {2:t}.", k, exponent, omegaText(k, s));
    if (k == 0)
        step(q, "λ_0 = 2π/ω_0 = 2π ≈ {0:f3} positions: the fastest pair turns once every 2π positions, "
                "whatever the base.",
             lambda);
    else
        step(q, "λ_{0} = 2π/ω_{0} = 2π × {1}^({2:t}) ≈ 2π × {3:g} ≈ {4:f3} positions.", k, s.base,
             exponent, power, lambda);
    if (reaches(lambda, context))
        step(q, "λ_{0} ≥ {1}: over the context pair {0} turns only {2:f3} times, less than once.", k,
             context, context / lambda);
    else
        step(q,
             "λ_{0} < {1}: over the context pair {0} wraps about {2:f1} times, so on its own it repeats; "
             "the slower pairs (larger k) tell distant positions apart.",
             k, context, context / lambda);

    mistake(q, Slip::wavelengthMissing2pi, power,
            "It looks like 2π was left out: 1/ω_{0} = {1}^({2:t}) ≈ {3:g}. A pair repeats when its "
            "angle grows by 2π, so λ = 2π/ω.",
            k, s.base, exponent, power);
    mistake(q, Slip::wavelengthAsFrequency, omega,
            "It looks like the frequency was given instead of the wavelength: ω_{0} ≈ {1:g}. The "
            "wavelength is 2π/ω, the positions per full turn.",
            k, omega);

    addParams(q, "context k omega wavelength", {context, double(k), omega.value(), lambda.value()});
    return q;
}

} // namespace

Question wavelengthQuestion(double context, const QuizSettings& qs, int kAsked, int decimalsAsked) {
    checkQuizSettings(qs);
    checkedContext(context);
    const Settings& s = qs.settings;
    const int pairs = s.dModel / 2;
    const int k = kAsked == kSlowestPair ? pairs - 1 : checkedPairIndex(kAsked, s);
    const int decimals = decimalsOr(decimalsAsked, 1);
    if (k != pairs - 1) return pairWavelengthQuestion(context, qs, k, decimals);
    const Quantity omega = omegaOf(k, s);
    const Quantity power = powerOf(s.base, s.dModel - 2, s.dModel);
    const Quantity lambda = twoPi() * power;
    Question q = numericQuestion('G', "wavelength", qs, lambda, decimals);
    const std::string exponent = fill("{0}/{1}", s.dModel - 2, s.dModel);

    settingsLine(q.prompt, qs, false, false);
    put(q.prompt,
        "The slowest pair sets the longest wavelength λ_max: the number of positions it needs for one "
        "full turn. What is λ_max? Then compare it with a context of {0} tokens. Give at least {1} "
        "decimal place{1:s}.",
        context, decimals);
    q.hint = "A pair with frequency ω repeats when its angle grows by 2π, so λ = 2π/ω. The slowest "
             "pair is k = d_model/2 − 1, with ω_min = b^(−(d_model − 2)/d_model).";
    step(q, "The slowest pair is k = d_model/2 − 1 = {0}, so its exponent is 2k/d_model = {1:t}.", k,
         exponent);
    step(q, "ω_min = {0}^(−{1:t}) ≈ {2:g}.", s.base, exponent, omega);
    step(q, "λ_max = 2π/ω_min = 2π × {0}^({1:t}) ≈ 2π × {2:g} ≈ {3:f3} positions.", s.base, exponent,
         power, lambda);
    if (pairs == 1)
        step(q, "With d_model = 2 the only pair has ω = 1 whatever the base, so λ_max = 2π: the base "
                "cannot lengthen it.");
    if (reaches(lambda, context))
        step(q,
             "λ_max ≥ {0}: over the context the slowest pair turns only {1:f3} times, less than once, "
             "so distant positions do not alias through it; base {2} is large enough.",
             context, context / lambda, s.base);
    else if (pairs > 1)
        step(q,
             "λ_max < {0}: over the context the slowest pair wraps about {1:f1} times, so distant "
             "positions can alias; a base of at least (L/2π)^({2}/{3}) ≈ {4:g} would be needed.",
             context, context / lambda, s.dModel, s.dModel - 2, neededBase(context, s.dModel));
    else
        step(q, "λ_max < {0}: the pair wraps about {1:f1} times over the context.", context,
             context / lambda);

    mistake(q, Slip::wavelengthMissing2pi, power,
            "It looks like 2π was left out: 1/ω_min = {0}^({1:t}) ≈ {2:g}. A pair repeats when its "
            "angle grows by 2π, so λ = 2π/ω.",
            s.base, exponent, power);
    mistake(q, Slip::wavelengthAsFrequency, omega,
            "It looks like the frequency was given instead of the wavelength: ω_min ≈ {0:g}. The "
            "wavelength is 2π/ω, the positions per full turn.",
            omega);
    mistake(q, Slip::wavelengthUsesFullBase, twoPi() * s.base,
            "It looks like the exponent was taken as 1: 2π × {0} ≈ {1:g}. The slowest pair is k = "
            "d_model/2 − 1, so the exponent is (d_model − 2)/d_model = {2:t}{3:t}",
            s.base, twoPi() * s.base, exponent, pairs > 1 ? ", just below 1." : ", not 1.");
    mistake(q, Slip::wavelengthFastestPair, twoPi(),
            "That is 2π ≈ 6.283, the wavelength of the fastest pair (ω_0 = 1); the question asks for "
            "the slowest pair.");

    addParams(q, "context k omega wavelength", {context, double(k), omega.value(), lambda.value()});
    return q;
}

Question baseChoiceQuestion(double context, int firstRung, const QuizSettings& qs) {
    checkQuizSettings(qs);
    const Settings& s = qs.settings;
    if (s.dModel < 4)
        refuse("Choosing a base needs d_model of at least 4: with d_model = 2 the only pair has ω = 1 "
               "whatever the base.");
    checkedContext(context);
    if (firstRung < 1 || firstRung > 9)
        refuse("firstRung must be from 1 to 9 (the smallest base shown is 10^firstRung); received {0}.",
               firstRung);
    const std::string exponent = fill("{0}/{1}", s.dModel - 2, s.dModel);
    double bases[4];
    Quantity lambdas[4];
    int answer = -1, missing2pi = -1, fullBase = -1;
    for (int j = 0; j < 4; ++j) {
        bases[j] = std::pow(10.0, firstRung + j); // 10^1 .. 10^12: exact
        const Quantity power = powerOf(bases[j], s.dModel - 2, s.dModel);
        lambdas[j] = twoPi() * power;
        if (answer < 0 && reaches(lambdas[j], context)) answer = j;
        if (missing2pi < 0 && reaches(power, context)) missing2pi = j;
        if (fullBase < 0 && reaches(twoPi() * bases[j], context)) fullBase = j;
    }
    if (answer < 0)
        refuse("None of the bases 10^{0} to 10^{1} gives λ_max ≥ {2} at d_model = {3}.", firstRung,
               firstRung + 3, context, s.dModel);

    Question q = newQuestion('G', "base-choice", qs);
    q.isChoice = true;
    q.answer = answer;
    put(q.prompt,
        "Settings: d_model = {0}. A model must keep positions in order across a context of {1} tokens, "
        "so its slowest pair must not complete a full turn within the context: its wavelength λ_max "
        "must be at least {1}. Which is the smallest of these bases that achieves this?",
        s.dModel, context);
    q.hint = "λ_max = 2π/ω_min with ω_min = b^(−(d_model − 2)/d_model); work it out for each base "
             "and compare with the context length.";
    for (int j = 0; j < 4; ++j) {
        put(q.choices.emplace_back(), "b = {0}", bases[j]);
        step(q, "b = {0}: λ_max = 2π × {0}^({1:t}) ≈ {2:f1}{3:t}{4}.", bases[j], exponent, lambdas[j],
             reaches(lambdas[j], context) ? " ≥ " : " < ", context);
        if (j == answer) continue;
        if (j < answer && j == fullBase)
            wrongOption(q, Slip::wavelengthUsesFullBase, j,
                        "This is the base you get with λ_max = 2π·b, the exponent taken as 1: 2π × {0} "
                        "≈ {1:f1}. The slowest pair's exponent is {2:t}, so λ_max ≈ {3:f1}, short of "
                        "{4}.",
                        bases[j], twoPi() * bases[j], exponent, lambdas[j], context);
        else if (j < answer)
            wrongOption(q, Slip::baseTooSmall, j,
                        "With b = {0} the slowest pair's wavelength is λ_max ≈ {1:f1}, shorter than the "
                        "context: it wraps about {2:f1} times, so distant positions alias.",
                        bases[j], lambdas[j], context / lambdas[j]);
        else if (j == missing2pi)
            wrongOption(q, Slip::baseLambdaMissing2pi, j,
                        "This is the base you get when λ_max is computed without 2π (b^({0:t}) ≥ {1}). "
                        "The wavelength is 2π/ω_min, 2π times longer, so a smaller base on the list "
                        "already reaches the context.",
                        exponent, context);
        else
            wrongOption(q, Slip::baseLargerThanNeeded, j,
                        "b = {0} works (λ_max ≈ {1:f1}), but it is not the smallest: a smaller base on "
                        "the list already gives λ_max ≥ {2}.",
                        bases[j], lambdas[j], context);
    }
    step(q,
         "The smallest base with λ_max ≥ {0} is b = {1}; exactly, b ≥ (L/2π)^({2}/{3}) ≈ {4:g} would do.",
         context, bases[answer], s.dModel, s.dModel - 2, neededBase(context, s.dModel));
    addParams(q, "context firstRung answerBase", {context, double(firstRung), bases[answer]});
    return q;
}

} // namespace pe
