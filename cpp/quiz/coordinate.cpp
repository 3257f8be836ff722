// Cells A, B, C and F: "what is coordinate i of PE for token number t?" — at position zero, on the
// fastest pair near a whole turn, on the slowest pair's small arc, and far beyond training lengths.
#include <cmath>

#include "question_builder.hpp"

namespace pe {
using namespace quiz;

Question coordinateQuestion(char cell, double token, int i, const QuizSettings& qs,
                            int decimalsAsked) {
    checkQuizSettings(qs);
    if (cell != 'A' && cell != 'B' && cell != 'C' && cell != 'F')
        refuse("core-refuse-coordinate-question-about-cell-b-c std:t",
               std::string_view(&cell, 1));
    checkedToken(token);
    const Settings& s = qs.settings;
    checkedCoordinateIndex(i, s);
    const int o = qs.origin;
    const double pos = token - o;
    const CoordinateRole r = coordinateRole(i, s);
    const Quantity omega = omegaOf(r.pair, s);
    const Quantity theta = pos * omega;
    const Quantity value = fnOf(r.isSine, theta);
    const int decimals = decimalsOr(decimalsAsked, cell == 'A' ? 2 : 4);
    const bool far = std::fabs(pos) >= 1000; // F's words; nearer, F asks in neutral words
    Question q = numericQuestion(cell, "coordinate", qs, value, decimals);
    const char* f = fnName(r.isSine);

    switch (cell) {
    case 'A':
        put(q.prompt,
            "core-prompt-coordinate-first-token-token-number-what-coordinate token i",
            token, i);
        put(q.hint,
            "core-hint-coordinate-work-out-formula-position-first-token o from:t",
            o, originWord(o));
        break;
    case 'B':
        put(q.prompt,
            "core-prompt-coordinate-coordinate-belongs-fastest-pair-k-0 i token",
            i, token);
        put(q.hint,
            "core-hint-coordinate-with-0-1-angle-radians-equals o from:t",
            o, originWord(o));
        break;
    case 'C':
        put(q.prompt,
            "core-prompt-coordinate-coordinate-belongs-slowest-pair-k-what i pair token",
            i, r.pair, token);
        put(q.hint,
            "core-hint-coordinate-slowest-pair-has-over-small-arc base pair dModel",
            s.base, 2 * r.pair, s.dModel);
        break;
    default: // F
        if (!far) {
            put(q.prompt, "core-prompt-coordinate-what-coordinate-positional-encoding-token-number i token", i,
                token);
            put(q.hint,
                "core-hint-coordinate-find-pair-k-coordinate-frequency-k function:m o from:t",
                functionWord(r.isSine), o, originWord(o));
            break;
        }
        put(q.prompt,
            "core-prompt-coordinate-token-number-lies-far-beyond-short token i",
            token, i);
        put(q.hint, "core-hint-coordinate-angle-pos-k-large-but-sine");
        break;
    }
    put(q.prompt, "core-prompt-coordinate-give-at-least-decimal-place decimals:c", decimals);

    step(q, "core-step-coordinate-token-number-with-tokens-numbered-from token o pos from:t",
         token, o, pos, originWord(o));
    roleStep(q, i, s);
    step(q, "core-step-coordinate-frequency frequency:m", omegaText(r.pair, s));
    step(q, "core-step-coordinate-angle-pos-rad pair pos omega:g theta:~", r.pair, pos, omega, theta);
    switch (cell) {
    case 'A':
        step(q,
             "core-step-coordinate-every-pair-has-angle-0-at i f:t value",
             i, f, value);
        step(q,
             "core-step-coordinate-pe-0-not-zero-vector-all vectorAtZero:t",
             vectorAtZero(s));
        break;
    case 'B': {
        const double turns = nearestWhole(theta / twoPi());
        const Quantity rest = theta - turns * twoPi();
        const bool short_ = signOf(rest) < 0;
        step(q,
             "core-step-coordinate-nearest-turns turns turnsAngle:f4 rest:f4 side:m",
             turns, turns * twoPi(), short_ ? -rest : rest, short_ ? PE_MESSAGE("core-phrase-short-of") : PE_MESSAGE("core-phrase-past"));
        step(q, "core-step-coordinate-value-after-turns fn:t angle:a rest:a value:f6 rounded:f@decimals decimals:c", f,
             theta, rest, value, value, decimals);
        step(q, "core-step-coordinate-fastest-pair-comes-back-close-start");
        break;
    }
    case 'C': {
        step(q, "core-step-coordinate-only-full-turn-small-arc theta:f4", theta / twoPi());
        step(q, "core-step-coordinate-value fn:t angle:a value:f6 rounded:f@decimals decimals:c", f, theta, value, value,
             decimals);
        if (r.isSine)
            step(q,
                 "core-step-coordinate-sine-below-angle-only-about-6 theta:g",
                 theta * theta * theta / 6.0);
        break;
    }
    default: { // F
        const double turns = floorOf(theta / twoPi());
        if (far || turns != 0)
            step(q, "core-step-coordinate-about-turns-removing-whole-turns-leaves theta:f2 turns theta2:f4",
                 theta / twoPi(), turns, theta - turns * twoPi());
        step(q, "core-step-coordinate-value fn:t angle:a value:f6 rounded:f@decimals decimals:c", f, theta, value, value,
             decimals);
        step(q,
             "core-step-coordinate-however-large-position-every-coordinate-stays powOf:f4",
             powOf(s.dModel / 2.0, 0.5));
        break;
    }
    }

    addCoordinateMistakes(slipsOf(q), CoordinateAsked{pos, i, s, Numbering::token, token, o});

    addParams(q, "token position i k sine omega angle",
              {token, pos, double(i), double(r.pair), r.isSine ? 1.0 : 0.0, omega.value(), theta.value()});
    settingsNote(q.prompt, qs, Topic::sinusoidal, true, true);
    return q;
}

} // namespace pe
