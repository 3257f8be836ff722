// Cell K: a context-extension method changes pair k's frequency: θ'_k (or its wavelength
// λ'_k = 2π/θ'_k) under Position Interpolation, NTK-aware or dynamic NTK scaling, YaRN or Llama 3.1's
// method, each worked out step by step.
#include <algorithm>
#include <cmath>

#include "decided.hpp"
#include "question_builder.hpp"

namespace pe {
using namespace quiz;

namespace {

// As many decimals as show four significant digits of θ'_k (within 4 to 12).
int frequencyDecimals(double theta) {
    const int wanted = 3 - static_cast<int>(std::floor(std::log10(theta)));
    return std::min(std::max(wanted, 4), kMaxDecimals);
}

void describeScaling(std::string& out, const RopeScaling& sc) {
    switch (sc.type) {
    case RopeScalingType::linear: put(out, "core-scaling-linear factor", sc.factor); break;
    case RopeScalingType::ntk: put(out, "core-scaling-ntk factor", sc.factor); break;
    case RopeScalingType::dynamic:
        put(out, "core-scaling-dynamic factor originalContext length", sc.factor,
            sc.originalContext, sc.length);
        break;
    case RopeScalingType::yarn:
        put(out, "core-scaling-yarn factor originalContext betaFast betaSlow truncate:m", sc.factor, sc.originalContext,
            sc.betaFast, sc.betaSlow, sc.truncate ? PE_MESSAGE("core-empty") : PE_MESSAGE("core-phrase-yarn-not-truncated"));
        break;
    default:
        put(out, "core-scaling-llama3 factor originalContext lowFreqFactor highFreqFactor",
            sc.factor, sc.originalContext, sc.lowFreqFactor, sc.highFreqFactor);
    }
}

} // namespace

Question ropeScaledQuestion(int k, const RopeScaling& scaling, bool askWavelength, const QuizSettings& qs,
                            int decimalsAsked) {
    checkQuizSettings(qs);
    const Settings& s = qs.settings;
    checkedPairIndex(k, s);
    if (scaling.type == RopeScalingType::none)
        refuse("core-refuse-rope-scaled-question-needs-scaling-method");
    validate(scaling);
    const RopeSettings rs{s, scaling};
    const double scaled = ropeFrequency(k, rs);
    // The expected value from θ'_k's exact value (rope_exact.hpp), and every number of the steps from
    // the exact values of the method's formulas (rope_frequency.hpp, with decided.hpp's numbers), so
    // that every digit shown is correctly rounded.
    const Quantity theta = omegaOf(k, s);
    const Quantity scaledExactly = Quantity::ropeFrequencyOf(k, rs);
    const Quantity value = askWavelength ? twoPi() / scaledExactly : scaledExactly;
    const int decimals = decimalsOr(decimalsAsked, askWavelength ? 2 : frequencyDecimals(scaled));
    Question q = numericQuestion('K', "rope-scaled", qs, value, decimals);
    const double factor = scaling.factor;
    const double d = s.dModel;

    std::string method;
    describeScaling(method, scaling);
    if (askWavelength) put(q.prompt, "core-prompt-rope-scaled-wavelength method:m k decimals:c", method, k, decimals);
    else put(q.prompt, "core-prompt-rope-scaled-frequency method:m k decimals:c", method, k, decimals);
    q.hint = PE_MESSAGE("core-hint-rope-scaled-start-from-k-b-2k");
    step(q, "core-step-rope-scaled-unscaled frequency:m", thetaText(k, s));

    Decided raised = 0.0; // NTK's and dynamic NTK's factor on the base before its exponent
    switch (scaling.type) {
    case RopeScalingType::linear:
        step(q, "core-step-rope-scaled-position-interpolation-reads-position-m-as factor k scaledExactly:g",
             factor, k, scaledExactly);
        break;
    case RopeScalingType::ntk:
    case RopeScalingType::dynamic: {
        raised = factor;
        if (scaling.type == RopeScalingType::dynamic) {
            raised = rope::dynamicFactor<Decided>(scaling);
            step(q, "core-step-rope-scaled-dynamic-factor length factor originalContext factorMinusOne raised:g remark:m",
                 std::max(scaling.length, scaling.originalContext), factor, scaling.originalContext,
                 Quantity(factor) - 1.0, raised.v,
                 raised == 1.0 ? PE_MESSAGE("core-phrase-frequencies-stay") : PE_MESSAGE("core-list-end"));
        }
        if (s.dModel > 2)
            step(q, "core-step-rope-scaled-ntk-aware-scaling-raises-base-b raised:g base dModel dModel3 base4:g k k6 scaledExactly:g",
                 raised.v, s.base, s.dModel, s.dModel - 2, s.base * powOf(raised.v, Quantity(d) / (d - 2)), k, 2 * k,
                 scaledExactly);
        else
            step(q, "core-step-rope-scaled-with-d-2-only-pair-has");
        break;
    }
    case RopeScalingType::yarn: {
        const Decided low = rope::correctionPair<Decided>(scaling.betaFast, scaling.originalContext, s);
        const Decided high = rope::correctionPair<Decided>(scaling.betaSlow, scaling.originalContext, s);
        step(q, "core-step-rope-scaled-yarn-finds-pairs-turn-betafast-betaslow betaFast betaSlow low:a high:a",
             scaling.betaFast, scaling.betaSlow, low.v, high.v);
        const rope::YarnRange<Decided> range = rope::yarnRange<Decided>(scaling, s);
        const Decided ramp = rope::yarnRamp<Decided>(k, range);
        step(q, "core-step-rope-scaled-ramp range:m lo:a hi:a k ramp:a",
             scaling.truncate ? PE_MESSAGE("core-phrase-rope-scaled-cut-to-whole-pairs")
                              : PE_MESSAGE("core-phrase-rope-scaled-clamped"), range.low.v, range.high.v, k, ramp.v);
        step(q, "core-step-rope-scaled-yarn-frequency k factor scaledExactly:g remark:m", k, factor, scaledExactly,
             ramp == 0.0   ? PE_MESSAGE("core-phrase-yarn-pair-kept")
             : ramp == 1.0 ? PE_MESSAGE("core-phrase-yarn-pair-interpolated")
                           : PE_MESSAGE("core-list-end"));
        break;
    }
    default: {
        const Decided wavelength = rope::twoPi<Decided>() / theta;
        const Quantity shortest = Quantity(scaling.originalContext) / scaling.highFreqFactor;
        const Quantity longest = Quantity(scaling.originalContext) / scaling.lowFreqFactor;
        step(q, "core-step-rope-scaled-llama-3-1-compares-wavelength-2 k wavelength:g shortest:g longest:g",
             k, wavelength.v, shortest, longest);
        const int band = rope::llama3Band(wavelength, scaling);
        if (band < 0)
            step(q, "core-step-rope-scaled-shorter-than-pair-keeps-frequency k shortest:g scaledExactly:g", k, shortest,
                 scaledExactly);
        else if (band > 0)
            step(q, "core-step-rope-scaled-longer-than-pair-interpolated k longest:g factor scaledExactly:g", k, longest,
                 factor, scaledExactly);
        else
            step(q, "core-step-rope-scaled-lies-between-two-mixed-smooth-l k lowFreqFactor highFreqFactor smooth:a factor scaledExactly:g",
                 k, scaling.lowFreqFactor, scaling.highFreqFactor, rope::llama3Smooth(wavelength, scaling).v, factor,
                 scaledExactly);
    }
    }
    if (askWavelength)
        step(q, "core-step-rope-scaled-wavelength k value:f@decimals decimals:x comparison:m", k, value, decimals,
             signOf(scaledExactly - theta) < 0 ? fill("core-phrase-rope-scaled-times-longer times:g k", theta / scaledExactly, k)
                                               : std::string(PE_MESSAGE("core-phrase-rope-scaled-as-before")));

    // The slips' values from exact quantities too, so that their digits are correctly rounded.
    const auto askedExactly = [&](const Quantity& f) { return askWavelength ? twoPi() / f : f; };
    if (scaling.type == RopeScalingType::linear) {
        const Quantity onBase = askedExactly(powOf(Quantity(s.base) * factor, Quantity(-2.0 * k) / d));
        mistake(q, Slip::interpolationOnBase, onBase,
                "core-slip-rope-scaled-factor-multiplied-base-b-2k-d factor onBase:g",
                factor, onBase);
    }
    if ((scaling.type == RopeScalingType::ntk || scaling.type == RopeScalingType::dynamic) && s.dModel > 2) {
        const Quantity dropped = askedExactly(powOf(s.base * raised.v, Quantity(-2.0 * k) / d));
        mistake(q, Slip::ntkExponentDropped, dropped,
                "core-slip-rope-scaled-base-multiplied-without-exponent-d-d raised:g dModel dModel2 dropped:g",
                raised.v, s.dModel, s.dModel - 2, dropped);
    }
    if (askWavelength)
        mistake(q, Slip::wavelengthMissing2pi, 1.0 / scaledExactly,
                "core-slip-rope-scaled-2-left-out-1-pair-repeats k scaledExactly:g",
                k, 1.0 / scaledExactly);
    if (k >= 1) {
        const Quantity shifted = askedExactly(Quantity::ropeFrequencyOf(k - 1, rs));
        mistake(q, Slip::ropeOneBasedIndex, shifted,
                "core-slip-rope-scaled-roformers-i-b-2-i-1 k k1 shifted:g",
                k, k - 1, shifted);
    }

    // method: the scaling's type as numbered in facts.hpp (1 linear … 5 llama3).
    addParams(q, "k wavelength method factor originalContext length betaFast betaSlow truncate lowFreqFactor highFreqFactor theta scaledTheta",
              {double(k), askWavelength ? 1.0 : 0.0, double(static_cast<int>(scaling.type)), factor, scaling.originalContext,
               scaling.length, scaling.betaFast, scaling.betaSlow, scaling.truncate ? 1.0 : 0.0, scaling.lowFreqFactor,
               scaling.highFreqFactor, frequency(k, s), scaled});
    settingsNote(q.prompt, qs, Topic::rope, false, false);
    return q;
}

} // namespace pe
