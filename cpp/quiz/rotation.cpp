// Cell E: an offset Δ rotates every pair by φ = ω_k · Δ. The learner is given pair k at one token
// (to six decimals) and rotates those two numbers to the token Δ positions away.
#include <cmath>

#include "question_builder.hpp"

namespace pe {
using namespace quiz;

namespace {
// value correctly rounded to `decimals` decimals, as a quantity (a whole number over 10^decimals).
Quantity roundedTo(const Quantity& value, int decimals) {
    RoundedValue r;
    roundedAt(value, -decimals, r);
    const double n = static_cast<double>(r.digits);
    return Quantity(r.negative ? -n : n) / std::pow(10.0, decimals);
}
} // namespace

Question rotationQuestion(double token, double offset, int k, bool askSine, const QuizSettings& qs,
                          int decimalsAsked) {
    checkQuizSettings(qs);
    checkedToken(token);
    checkedToken(offset, "offset");
    const Settings& s = qs.settings;
    checkedPairIndex(k, s);
    const int o = qs.origin;
    const double pos = token - o;
    const Quantity omega = omegaOf(k, s);
    const Quantity theta = pos * omega;
    // The pair as the prompt shows it, to six decimals: the learner rotates these numbers.
    const Quantity sinT = roundedTo(sinOf(theta), 6);
    const Quantity cosT = roundedTo(cosOf(theta), 6);
    const Quantity phi = offset * omega;
    const Quantity cp = cosOf(phi), sp = sinOf(phi);
    const auto rotated = [&](bool sine, const Quantity& c, const Quantity& sn) {
        return sine ? sinT * c + cosT * sn : cosT * c - sinT * sn;
    };
    const Quantity value = rotated(askSine, cp, sp);
    const int decimals = decimalsOr(decimalsAsked, 4);
    Question q = numericQuestion('E', "rotation", qs, value, decimals);
    const double target = token + offset;
    const int i = coordinateIndex(k, askSine, s);
    const double distance = std::fabs(offset);

    settingsLine(q.prompt, qs, false, true);
    put(q.prompt, "For token number {0}, pair k = {1} ({2:t}) holds sin θ = {3:f6} and cos θ = {4:f6}. ",
        token, k, omegaText(k, s), sinT, cosT);
    put(q.prompt,
        "Token number {0} is {1} {2:t}{3:t} (offset Δ = {4}). A fixed offset rotates each pair: from "
        "these two values, compute the {5:t} of pair {6} at token number {0}. Give at least {7} "
        "decimal place{7:s}.",
        target, distance, distance == 1 ? "position" : "positions", offset < 0 ? " earlier" : " later",
        offset, fnWord(askSine), k, decimals);
    put(q.hint, "The rotation angle is φ = ω_k · Δ and keeps the sign of Δ. Then sin(θ + φ) = "
                "sin θ cos φ + cos θ sin φ and cos(θ + φ) = cos θ cos φ − sin θ sin φ.");
    step(q, "The rotation angle is φ = ω_{0} · Δ = {1:g} × {2:q} {3:~} rad{4:t}", k, omega, offset, phi,
         offset < 0 ? ", negative: the pair turns backwards." : ".");
    step(q, "cos φ ≈ {0:f6} and sin φ ≈ {1:f6}.", cp, sp);
    if (askSine)
        step(q,
             "With the pair stacked sine first, [[cos φ, sin φ], [−sin φ, cos φ]] maps [sin θ, cos θ] "
             "at token {0} to the pair at token {1}. Top row: sin θ cos φ + cos θ sin φ = {2:p} × {3:p} "
             "+ {4:p} × {5:p} ≈ {6:f6}.",
             token, target, sinT, cp, cosT, sp, value);
    else
        step(q,
             "With the pair stacked sine first, [[cos φ, sin φ], [−sin φ, cos φ]] maps [sin θ, cos θ] "
             "at token {0} to the pair at token {1}. Bottom row: cos θ cos φ − sin θ sin φ = {2:p} × "
             "{3:p} − {4:p} × {5:p} ≈ {6:f6}.",
             token, target, cosT, cp, sinT, sp, value);
    step(q,
         "Check: directly, {0:t}(ω_{1} × {2}) ≈ {3:f6}. The angle φ depends only on Δ, not on the "
         "token: the same matrix shifts every position by {4}.",
         fnName(askSine), k, pos + offset, fnOf(askSine, (Quantity(pos) + offset) * omega), offset);

    const Quantity wrongSign = rotated(askSine, cp, -sp);
    mistake(q, Slip::rotationSign, wrongSign,
            "It looks like the pair was rotated by −φ instead of +φ: that gives {0:f6}. The offset Δ = "
            "{1} rotates by φ = ω_k · Δ {2:~} rad, sign included{3:t}",
            wrongSign, offset, phi,
            offset < 0 ? " (a negative offset turns the pair backwards)." : ".");
    const Quantity otherRow = rotated(!askSine, cp, sp);
    mistake(q, Slip::sinCosSwapped, otherRow,
            "It looks like the {0:t} row was used: it gives {1:f6}, but the question asks for the "
            "{2:t} of the pair.",
            askSine ? "cosine (bottom)" : "sine (top)", otherRow, fnWord(askSine));
    const Quantity inDegrees = rotated(askSine, cosOf(phi * degree()), sinOf(phi * degree()));
    mistake(q, Slip::degrees, inDegrees,
            "It looks like φ = {0:a} was taken in degrees: rotating by {0:a}° gives {1:f6}. φ = ω_k · Δ "
            "is in radians.",
            phi, inDegrees);
    const Quantity psi = (Quantity(pos) + offset) * omega;
    const Quantity absolute = rotated(askSine, cosOf(psi), sinOf(psi));
    mistake(q, Slip::rotationUsesPosition, absolute,
            "It looks like the pair was rotated by the angle of token {0} itself, ω_k × {1} {2:~} "
            "rad, which gives {3:f6}. The rotation for an offset is φ = ω_k · Δ, whatever the "
            "position.",
            target, pos + offset, psi, absolute);

    addParams(q, "token position offset targetToken k i sine omega angle phi sinTheta cosTheta",
              {token, pos, offset, target, double(k), double(i), askSine ? 1.0 : 0.0, omega.value(), theta.value(),
               phi.value(), sinT.value(), cosT.value()});
    return q;
}

} // namespace pe
