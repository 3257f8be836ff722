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
    checkedToken(offset, PE_MESSAGE("core-name-offset"));
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

    put(q.prompt, "core-prompt-rotation-for-token-number-pair-k-holds token k frequency:m sinT:f6 cosT:f6",
        token, k, omegaText(k, s), sinT, cosT);
    put(q.prompt,
        "core-prompt-rotation-token-number-offset-fixed-offset-rotates target distance positions:m later:m offset function:m k decimals:c",
        target, distance, distance == 1 ? PE_MESSAGE("core-prompt-positions-position") : PE_MESSAGE("core-prompt-positions-positions"), offset < 0 ? PE_MESSAGE("core-prompt-later-earlier") : PE_MESSAGE("core-prompt-later-later"),
        offset, functionWord(askSine), k, decimals);
    put(q.hint, "core-hint-rotation-rotation-angle-k-keeps-sign-then");
    step(q, "core-step-rotation-rotation-angle-rad k omega:g offset:q phi:~ backwards:m", k, omega, offset, phi,
         offset < 0 ? PE_MESSAGE("core-step-backwards-negative-pair-turns-backwards") : PE_MESSAGE("core-step-backwards-sign"));
    step(q, "core-step-rotation-cos-sin cp:f6 sp:f6", cp, sp);
    if (askSine)
        step(q,
             "core-step-rotation-with-pair-stacked-sine-first-cos token target sinT:p cp:p cosT:p sp:p value:f6",
             token, target, sinT, cp, cosT, sp, value);
    else
        step(q,
             "core-step-rotation-with-pair-stacked-sine-first-cos-2 token target cosT:p cp:p sinT:p sp:p value:f6",
             token, target, cosT, cp, sinT, sp, value);
    step(q,
         "core-step-rotation-check-directly-angle-depends-only-on fnName:t k offset fnOf:f6 offset4",
         fnName(askSine), k, pos + offset, fnOf(askSine, (Quantity(pos) + offset) * omega), offset);

    const Quantity wrongSign = rotated(askSine, cp, -sp);
    mistake(q, Slip::rotationSign, wrongSign,
            "core-slip-rotation-pair-rotated-instead-gives-offset-rotates wrongSign:f6 offset phi:~ offset3:m",
            wrongSign, offset, phi,
            offset < 0 ? PE_MESSAGE("core-slip-offset3-negative-offset-turns-pair-backwards") : PE_MESSAGE("core-slip-offset3-sign"));
    const Quantity otherRow = rotated(!askSine, cp, sp);
    mistake(q, Slip::sinCosSwapped, otherRow,
            "core-slip-rotation-row-used-gives-but-question-asks askSine:m otherRow:f6 function:m",
            askSine ? PE_MESSAGE("core-slip-asksine-cosine-bottom") : PE_MESSAGE("core-slip-asksine-sine-top"), otherRow, functionWord(askSine));
    const Quantity inDegrees = rotated(askSine, cosOf(phi * degree()), sinOf(phi * degree()));
    mistake(q, Slip::degrees, inDegrees,
            "core-slip-rotation-taken-degrees-rotating-gives-k-radians phi:a inDegrees:f6",
            phi, inDegrees);
    const Quantity psi = (Quantity(pos) + offset) * omega;
    const Quantity absolute = rotated(askSine, cosOf(psi), sinOf(psi));
    mistake(q, Slip::rotationUsesPosition, absolute,
            "core-slip-rotation-pair-rotated-angle-token-itself-k target offset psi:~ absolute:f6",
            target, pos + offset, psi, absolute);

    addParams(q, "token position offset targetToken k i sine omega angle phi sinTheta cosTheta",
              {token, pos, offset, target, double(k), double(i), askSine ? 1.0 : 0.0, omega.value(), theta.value(),
               phi.value(), sinT.value(), cosT.value()});
    settingsNote(q.prompt, qs, Topic::sinusoidal, false, true);
    return q;
}

} // namespace pe
