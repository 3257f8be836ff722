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

    ropeSettingsLine(q.prompt, qs, true, true);
    put(q.prompt,
        "RoPE turns pair k = {0} (coordinates {1} and {2}) of the query or key of token number {3} by an "
        "angle. What is that angle in radians, counter-clockwise positive, as the whole product m·θ_k "
        "(whole turns not removed)? Give at least {4} decimal place{4:s}.",
        k, first, second, token, decimals);
    q.hint = "RoPE turns pair k at position m by m·θ_k with θ_k = b^(−2k/d), the same frequencies as the "
             "sinusoidal encoding; the position is the token number minus the number of the first token.";
    step(q, "The token's position is m = {0} − {1} = {2}.", token, o, m);
    step(q, "Pair k = {0} turns at {1:t} rad per position.", k, thetaText(k, s));
    step(q, "The angle is m·θ_{0} = {1} × {2:g} {3:~} rad, counter-clockwise: RoFormer's block "
            "[[cos, −sin], [sin, cos]] turns (x_a, x_b) to (x_a cos − x_b sin, x_a sin + x_b cos).",
         k, m, theta, angle);
    const double turns = floorOf(angle / twoPi());
    if (turns >= 1)
        step(q, "That is {0} whole turn{0:s} and {1:a} rad more; the layout decides only which two coordinates "
                "form the pair, not the angle.",
             turns, angle - turns * twoPi());
    else
        step(q, "That is less than one turn; the layout decides only which two coordinates form the pair, not the "
                "angle.");

    mistake(q, Slip::ropeClockwise, -angle,
            "It looks like the pair was turned clockwise: that is −m·θ_k {0:~}. RoPE turns counter-clockwise, "
            "by +m·θ_k.",
            -angle);
    const Quantity inDegrees = angle / degree();
    mistake(q, Slip::degrees, inDegrees,
            "It looks like the angle was given in degrees, {0:a}°. The question asks for radians.", inDegrees);
    const Quantity oneBased = m * Quantity::ratioPowerOf(s.base, -2.0 * (k - 1), s.dModel);
    mistake(q, Slip::ropeOneBasedIndex, oneBased,
            "It looks like RoFormer's θ_i = b^(−2(i − 1)/d) was used with its one-based i taken as k = {0}: "
            "that gives m × {1}^(−{2}/{3}) {4:~}. RoFormer counts pairs from i = 1; with the code's k from 0, "
            "θ_k = b^(−2k/d).",
            k, s.base, 2 * (k - 1), s.dModel, oneBased);
    for (const double off : {1.0, -1.0}) {
        if (off < 0 && (o != 0 || m == 0)) continue; // counted from 0, a token cannot stand at −1
        const Quantity shifted = (m + off) * theta;
        mistake(q, Slip::originOffByOne, shifted,
                "It looks like the position was taken as {0} instead of m = {1}: that gives {2:~}. With tokens "
                "numbered from {3}, token number {4} is at position {1}.",
                m + off, m, shifted, o, token);
    }

    addParams(q, "token position k theta angle", {token, m, double(k), theta.value(), angle.value()});
    return q;
}

} // namespace pe
