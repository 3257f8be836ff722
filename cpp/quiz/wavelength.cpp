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
    const std::string exponent = fill("core-formula-fraction numerator denominator", 2 * k, s.dModel);

    put(q.prompt,
        "core-prompt-wavelength-pair-k-turns-at-wavelength-number k frequency:m context decimals:c",
        k, omegaText(k, s), context, decimals);
    q.hint = PE_MESSAGE("core-hint-wavelength-pair-with-frequency-repeats-when");
    step(q, "core-step-wavelength-pair-k-has-exponent-2k-d k exponent:m frequency:m", k, exponent, omegaText(k, s));
    if (k == 0)
        step(q, "core-step-wavelength-0-2-0-2-positions-fastest lambda:f3",
             lambda);
    else
        step(q, "core-step-wavelength-2-2-2-positions k base exponent:m power:g lambda:f3", k, s.base,
             exponent, power, lambda);
    if (reaches(lambda, context))
        step(q, "core-step-wavelength-over-context-pair-turns-only-times k context lambda:f3", k,
             context, context / lambda);
    else
        step(q,
             "core-step-wavelength-over-context-pair-wraps-about-times k context lambda:f1",
             k, context, context / lambda);

    mistake(q, Slip::wavelengthMissing2pi, power,
            "core-slip-wavelength-2-left-out-1-pair-repeats k base exponent:m power:g",
            k, s.base, exponent, power);
    mistake(q, Slip::wavelengthAsFrequency, omega,
            "core-slip-wavelength-frequency-given-instead-wavelength-wavelength-2 k omega:g",
            k, omega);

    addParams(q, "context k omega wavelength", {context, double(k), omega.value(), lambda.value()});
    settingsNote(q.prompt, qs, Topic::sinusoidal, false, false);
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
    const std::string exponent = fill("core-formula-fraction numerator denominator", s.dModel - 2, s.dModel);

    put(q.prompt,
        "core-prompt-wavelength-slowest-pair-sets-longest-wavelength-max context decimals:c",
        context, decimals);
    q.hint = PE_MESSAGE("core-hint-wavelength-longest");
    step(q, "core-step-wavelength-slowest-pair-k-d-model-2 k exponent:m", k,
         exponent);
    step(q, "core-step-wavelength-min base exponent:m omega:g", s.base, exponent, omega);
    step(q, "core-step-wavelength-max-2-min-2-2-positions base exponent:m power:g lambda:f3", s.base, exponent,
         power, lambda);
    if (pairs == 1)
        step(q, "core-step-wavelength-with-d-model-2-only-pair");
    if (reaches(lambda, context))
        step(q,
             "core-step-wavelength-max-over-context-slowest-pair-turns context lambda:f3 base",
             context, context / lambda, s.base);
    else if (pairs > 1)
        step(q,
             "core-step-wavelength-max-over-context-slowest-pair-wraps context lambda:f1 dModel dModel3 neededBase:g",
             context, context / lambda, s.dModel, s.dModel - 2, neededBase(context, s.dModel));
    else
        step(q, "core-step-wavelength-max-pair-wraps-about-times-over context lambda:f1", context,
             context / lambda);

    mistake(q, Slip::wavelengthMissing2pi, power,
            "core-slip-wavelength-2-left-out-1-min-pair base exponent:m power:g",
            s.base, exponent, power);
    mistake(q, Slip::wavelengthAsFrequency, omega,
            "core-slip-wavelength-frequency-given-instead-wavelength-min-wavelength omega:g",
            omega);
    mistake(q, Slip::wavelengthUsesFullBase, twoPi() * s.base,
            "core-slip-wavelength-exponent-taken-as-1-2-slowest base twoPi:g exponent:m not:m",
            s.base, twoPi() * s.base, exponent, pairs > 1 ? PE_MESSAGE("core-slip-not-just-below-1") : PE_MESSAGE("core-slip-not-not-1"));
    mistake(q, Slip::wavelengthFastestPair, twoPi(),
            "core-slip-wavelength-2-6-283-wavelength-fastest-pair");

    addParams(q, "context k omega wavelength", {context, double(k), omega.value(), lambda.value()});
    settingsNote(q.prompt, qs, Topic::sinusoidal, false, false);
    return q;
}

Question baseChoiceQuestion(double context, int firstRung, const QuizSettings& qs) {
    checkQuizSettings(qs);
    const Settings& s = qs.settings;
    if (s.dModel < 4)
        refuse("core-refuse-choosing-base-needs-d-model-at");
    checkedContext(context);
    if (firstRung < 1 || firstRung > 9)
        refuse("core-refuse-firstrung-must-from-1-9-smallest firstRung",
               firstRung);
    const std::string exponent = fill("core-formula-fraction numerator denominator", s.dModel - 2, s.dModel);
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
        refuse("core-refuse-none-bases-10-10-gives-max firstRung firstRung1 context dModel", firstRung,
               firstRung + 3, context, s.dModel);

    Question q = newQuestion('G', "base-choice", qs);
    q.isChoice = true;
    q.answer = answer;
    put(q.prompt,
        "core-prompt-wavelength-settings-d-model-model-must-keep dModel context",
        s.dModel, context);
    q.hint = PE_MESSAGE("core-hint-base-choice");
    for (int j = 0; j < 4; ++j) {
        put(q.choices.emplace_back(), "core-choice-base base", bases[j]);
        step(q, "core-step-base-choice-rung base exponent:m lambda:f1 comparison:m context", bases[j], exponent, lambdas[j],
             reaches(lambdas[j], context) ? PE_MESSAGE("core-symbol-at-least") : PE_MESSAGE("core-symbol-below"), context);
        if (j == answer) continue;
        if (j < answer && j == fullBase)
            wrongOption(q, Slip::wavelengthUsesFullBase, j,
                        "core-slip-wavelength-base-you-get-with-max-2 j twoPi:f1 exponent:m j3:f1 context",
                        bases[j], twoPi() * bases[j], exponent, lambdas[j], context);
        else if (j < answer)
            wrongOption(q, Slip::baseTooSmall, j,
                        "core-slip-wavelength-with-b-slowest-pairs-wavelength-max j j1:f1 j2:f1",
                        bases[j], lambdas[j], context / lambdas[j]);
        else if (j == missing2pi)
            wrongOption(q, Slip::baseLambdaMissing2pi, j,
                        "core-slip-wavelength-base-you-get-when-max-computed exponent:m context",
                        exponent, context);
        else
            wrongOption(q, Slip::baseLargerThanNeeded, j,
                        "core-slip-wavelength-b-works-max-but-not-smallest j j1:f1 context",
                        bases[j], lambdas[j], context);
    }
    step(q,
         "core-step-wavelength-smallest-base-with-max-b-exactly context answer dModel dModel3 neededBase:g",
         context, bases[answer], s.dModel, s.dModel - 2, neededBase(context, s.dModel));
    addParams(q, "context firstRung answerBase", {context, double(firstRung), bases[answer]});
    return q;
}

} // namespace pe
