// Cell I: the angle by which RoPE turns pair k of a token's query or key, m·θ_k with m the token's
// position and θ_k the 2017 encoding's ω_k: in radians, counter-clockwise, whole turns included.
#include <cmath>

#include "question_builder.hpp"

namespace pe {
using namespace quiz;

Question ropeAngleQuestion(double token, int k, const QuizSettings& qs, int decimalsAsked) {
    checkQuizSettings(qs);
    const Settings& s = qs.settings;
    const int o = qs.origin;
    checkedRopeToken(token, o);
    checkedPairIndex(k, s);
    const double m = token - o;
    // Unscaled, θ_k is the encoding's ω_k: the exact values, so that every digit shown is correctly rounded.
    const Quantity theta = omegaOf(k, s);
    const Quantity angle = m * theta;
    const int decimals = decimalsOr(decimalsAsked, 4);
    Question q = numericQuestion('I', "rope-angle", qs, angle, decimals);
    const int first = coordinateIndex(k, true, s), second = coordinateIndex(k, false, s);

    put(q.prompt,
        "core-prompt-rope-angle-rope-turns-pair-k-coordinates-query k first second token decimals:c",
        k, first, second, token, decimals);
    q.hint = PE_MESSAGE("core-hint-rope-angle-rope-turns-pair-k-at");
    step(q, "core-step-rope-angle-tokens-position-m token o m from:t", token, o, m, originWord(o));
    step(q, "core-step-rope-angle-pair-k-turns-at-rad-per k frequency:m", k, thetaText(k, s));
    step(q, "core-step-rope-angle-angle-m-rad-counter-clockwise-roformers k m theta:g angle:~",
         k, m, theta, angle);
    const double turns = floorOf(angle / twoPi());
    if (turns >= 1)
        step(q, "core-step-rope-angle-whole-turn-rad-more-layout-decides turns:c angle:a",
             turns, angle - turns * twoPi());
    else
        step(q, "core-step-rope-angle-less-than-one-turn-layout-decides");

    mistake(q, Slip::ropeClockwise, -angle,
            "core-slip-rope-angle-pair-turned-clockwise-m-k-rope angle:~",
            -angle);
    const Quantity inDegrees = angle / degree();
    mistake(q, Slip::degrees, inDegrees,
            "core-slip-rope-angle-angle-given-degrees-question-asks-for inDegrees:a", inDegrees);
    const Quantity oneBased = m * Quantity::ratioPowerOf(s.base, -2.0 * (k - 1), s.dModel);
    mistake(q, Slip::ropeOneBasedIndex, oneBased,
            "core-slip-rope-angle-roformers-i-b-2-i-1 k base k2 dModel oneBased:~",
            k, s.base, 2 * (k - 1), s.dModel, oneBased);
    for (const double off : {1.0, -1.0}) {
        if (off < 0 && (o != 0 || m == 0)) continue; // counted from 0, a token cannot stand at −1
        const Quantity shifted = (m + off) * theta;
        mistake(q, Slip::originOffByOne, shifted,
                "core-slip-rope-angle-position-taken-as-instead-m-gives off m shifted:~ o token",
                m + off, m, shifted, o, token);
    }

    addParams(q, "token position k theta angle", {token, m, double(k), theta.value(), angle.value()});
    settingsNote(q.prompt, qs, Topic::rope, true, true);
    return q;
}

} // namespace pe
