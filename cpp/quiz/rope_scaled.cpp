// Cell K: a context-extension method changes pair k's frequency: θ'_k (or its wavelength
// λ'_k = 2π/θ'_k) under Position Interpolation, NTK-aware or dynamic NTK scaling, YaRN or Llama 3.1's
// method, each worked out step by step.
#include <algorithm>
#include <cmath>

#include "../rope_frequency.hpp"
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
    case RopeScalingType::linear: put(out, "Position Interpolation (linear scaling, factor {0})", sc.factor); break;
    case RopeScalingType::ntk: put(out, "NTK-aware scaling (factor {0})", sc.factor); break;
    case RopeScalingType::dynamic:
        put(out, "dynamic NTK scaling (factor {0}, original context {1}, a sequence of {2} tokens)", sc.factor,
            sc.originalContext, sc.length);
        break;
    case RopeScalingType::yarn:
        put(out, "YaRN (factor {0}, original context {1}, betaFast {2}, betaSlow {3}{4:t})", sc.factor, sc.originalContext,
            sc.betaFast, sc.betaSlow, sc.truncate ? "" : ", correction range not cut to whole pairs");
        break;
    default:
        put(out, "Llama 3.1's scaling (llama3: factor {0}, original context {1}, lowFreqFactor {2}, highFreqFactor {3})",
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
        refuse("A rope-scaled question needs a scaling method; received none.");
    validate(scaling);
    const RopeSettings rs{s, scaling};
    const double theta = frequency(k, s), scaled = ropeFrequency(k, rs);
    // The expected value from θ'_k's exact value (rope_exact.hpp), so that its digits are correctly rounded.
    const Quantity scaledExactly = Quantity::ropeFrequencyOf(k, rs);
    const Quantity value = askWavelength ? twoPi() / scaledExactly : scaledExactly;
    const int decimals = decimalsOr(decimalsAsked, askWavelength ? 2 : frequencyDecimals(scaled));
    Question q = numericQuestion('K', "rope-scaled", qs, value, decimals);
    const double factor = scaling.factor;
    const double d = s.dModel;

    ropeSettingsLine(q.prompt, qs, false, false);
    q.prompt.append("The model's context is extended with ");
    describeScaling(q.prompt, scaling);
    if (askWavelength)
        put(q.prompt, ". What is pair k = {0}'s wavelength λ'_{0} = 2π/θ'_{0} after scaling, in positions? Give at "
                      "least {1} decimal place{1:s}.",
            k, decimals);
    else
        put(q.prompt, ". What is pair k = {0}'s frequency θ'_{0} after scaling, in radians per position? Give at least "
                      "{1} decimal place{1:s}.",
            k, decimals);
    q.hint = "Start from θ_k = b^(−2k/d); each method changes it: linear divides it by the factor, NTK-aware "
             "scaling raises the base to b·s^(d/(d − 2)), YaRN and Llama 3.1 keep the fast pairs and interpolate "
             "the slow ones.";
    step(q, "Unscaled, {0:t}.", thetaText(k, s));

    double raised = 0; // NTK's and dynamic NTK's factor on the base before its exponent
    switch (scaling.type) {
    case RopeScalingType::linear:
        step(q, "Position Interpolation reads position m as m/{0}, which is the same as dividing every θ_k by "
                "{0}: θ'_{1} = θ_{1}/{0} ≈ {2:g}.",
             factor, k, scaledExactly);
        break;
    case RopeScalingType::ntk:
    case RopeScalingType::dynamic: {
        raised = factor;
        if (scaling.type == RopeScalingType::dynamic) {
            const double length = std::max(scaling.length, scaling.originalContext);
            raised = factor * length / scaling.originalContext - (factor - 1);
            step(q, "Dynamic NTK uses L = max(length, original context) = {0}: s·L/L₀ − (s − 1) = {1} × {0}/{2} − {3} "
                    "= {4:g}{5:t}",
                 length, factor, scaling.originalContext, factor - 1, raised,
                 raised == 1 ? ", so the frequencies stay as they are." : ".");
        }
        const double base = s.base * std::pow(raised, d / (d - 2));
        if (s.dModel > 2)
            step(q, "NTK-aware scaling raises the base: b' = b × {0:g}^(d/(d − 2)) = {1} × {0:g}^({2}/{3}) ≈ {4:g}, "
                    "so θ'_{5} = b'^(−{6}/{2}) ≈ {7:g}.",
                 raised, s.base, s.dModel, s.dModel - 2, base, k, 2 * k, scaledExactly);
        else
            step(q, "With d = 2 the only pair has θ_0 = 1 whatever the base, so θ'_0 = 1.");
        break;
    }
    case RopeScalingType::yarn: {
        const double low = rope::correctionPair<double>(scaling.betaFast, scaling.originalContext, s);
        const double high = rope::correctionPair<double>(scaling.betaSlow, scaling.originalContext, s);
        step(q, "YaRN finds the pairs that turn betaFast = {0} and betaSlow = {1} times over the original context: "
                "k(β) = d·ln(L₀/(2πβ))/(2·ln b) gives k({0}) ≈ {2:a} and k({1}) ≈ {3:a}.",
             scaling.betaFast, scaling.betaSlow, low, high);
        double lo = scaling.truncate ? std::floor(low) : low, hi = scaling.truncate ? std::ceil(high) : high;
        lo = std::max(lo, 0.0);
        hi = std::min(hi, d - 1);
        if (lo == hi) hi += 0.001;
        const double ramp = std::min(std::max((k - lo) / (hi - lo), 0.0), 1.0);
        step(q, "{0:t}between pairs {1:a} and {2:a} the share of θ_k/s grows linearly: for k = {3} it is "
                "γ = clamp((k − {1:a})/({2:a} − {1:a}), 0, 1) = {4:a}.",
             scaling.truncate ? "Cut to whole pairs (and to 0 … d − 1), " : "Clamped to 0 … d − 1, ", lo, hi, k, ramp);
        step(q, "θ'_{0} = (1 − γ)·θ_{0} + γ·θ_{0}/{1} ≈ {2:g}{3:t}", k, factor, scaledExactly,
             ramp == 0 ? ": this pair turns fast enough to keep its frequency."
                       : ramp == 1 ? ": this slow pair is interpolated in full." : ".");
        break;
    }
    default: {
        const double wavelength = kTwoPi / theta, context = scaling.originalContext;
        const double shortest = context / scaling.highFreqFactor, longest = context / scaling.lowFreqFactor;
        step(q, "Llama 3.1 compares the wavelength λ_{0} = 2π/θ_{0} ≈ {1:g} with L₀/highFreqFactor = {2:g} and "
                "L₀/lowFreqFactor = {3:g}.",
             k, wavelength, shortest, longest);
        if (wavelength < shortest)
            step(q, "λ_{0} is shorter than {1:g}, so the pair keeps its frequency: θ'_{0} = θ_{0} ≈ {2:g}.", k, shortest,
                 scaledExactly);
        else if (wavelength > longest)
            step(q, "λ_{0} is longer than {1:g}, so the pair is interpolated: θ'_{0} = θ_{0}/{2} ≈ {3:g}.", k, longest,
                 factor, scaledExactly);
        else {
            const double smooth = (context / wavelength - scaling.lowFreqFactor) /
                                  (scaling.highFreqFactor - scaling.lowFreqFactor);
            step(q, "λ_{0} lies between the two, so θ_{0} is mixed: smooth = (L₀/λ_{0} − {1})/({2} − {1}) ≈ {3:a}, "
                    "θ'_{0} = (1 − smooth)·θ_{0}/{4} + smooth·θ_{0} ≈ {5:g}.",
                 k, scaling.lowFreqFactor, scaling.highFreqFactor, smooth, factor, scaledExactly);
        }
    }
    }
    if (askWavelength)
        step(q, "λ'_{0} = 2π/θ'_{0} ≈ {1:f@2} positions{3:t}", k, value, decimals,
             scaled < theta ? fill(", {0:g} times λ_{1}.", theta / scaled, k) : std::string(", as before scaling."));

    // The slips' values from exact quantities too, so that their digits are correctly rounded.
    const auto askedExactly = [&](const Quantity& f) { return askWavelength ? twoPi() / f : f; };
    if (scaling.type == RopeScalingType::linear) {
        const Quantity onBase = askedExactly(powOf(Quantity(s.base) * factor, Quantity(-2.0 * k) / d));
        mistake(q, Slip::interpolationOnBase, onBase,
                "It looks like the factor multiplied the base, (b·{0})^(−2k/d): that gives {1:g}. Position "
                "Interpolation divides the positions (m/{0}), so every θ_k is divided by {0}.",
                factor, onBase);
    }
    if (raised > 0 && s.dModel > 2) {
        const Quantity raisedExactly =
            scaling.type == RopeScalingType::dynamic
                ? Quantity(factor) * std::max(scaling.length, scaling.originalContext) / scaling.originalContext -
                      (factor - 1)
                : Quantity(factor);
        const Quantity dropped = askedExactly(powOf(s.base * raisedExactly, Quantity(-2.0 * k) / d));
        mistake(q, Slip::ntkExponentDropped, dropped,
                "It looks like the base was multiplied by {0:g} without the exponent d/(d − 2) = {1}/{2}: that gives "
                "{3:g}. NTK-aware scaling raises the base to b·{0:g}^(d/(d − 2)), so that the slowest pair is "
                "interpolated by exactly the factor.",
                raised, s.dModel, s.dModel - 2, dropped);
    }
    if (askWavelength)
        mistake(q, Slip::wavelengthMissing2pi, 1.0 / scaledExactly,
                "It looks like 2π was left out: 1/θ'_{0} ≈ {1:g}. A pair repeats when its angle grows by 2π, so "
                "λ' = 2π/θ'.",
                k, 1.0 / scaledExactly);
    if (k >= 1) {
        const Quantity shifted = askedExactly(Quantity::ropeFrequencyOf(k - 1, rs));
        mistake(q, Slip::ropeOneBasedIndex, shifted,
                "It looks like RoFormer's θ_i = b^(−2(i − 1)/d) was used with its one-based i taken as k = {0}, the "
                "frequency of pair {1}: that gives {2:g}. With k counted from 0, θ_k = b^(−2k/d).",
                k, k - 1, shifted);
    }

    // method: the scaling's type as numbered in facts.hpp (1 linear … 5 llama3).
    addParams(q, "k wavelength method factor originalContext length betaFast betaSlow truncate lowFreqFactor highFreqFactor theta scaledTheta",
              {double(k), askWavelength ? 1.0 : 0.0, double(static_cast<int>(scaling.type)), factor, scaling.originalContext,
               scaling.length, scaling.betaFast, scaling.betaSlow, scaling.truncate ? 1.0 : 0.0, scaling.lowFreqFactor,
               scaling.highFreqFactor, theta, scaled});
    return q;
}

} // namespace pe
