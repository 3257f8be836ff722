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
        refuse("A coordinate question is about cell A, B, C or F; received \"{0:t}\".",
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

    settingsLine(q.prompt, qs, true, true);
    switch (cell) {
    case 'A':
        put(q.prompt,
            "The first token is token number {0}. What is coordinate {1} of its positional encoding? ",
            token, i);
        put(q.hint,
            "Work out the formula position of the first token (pos = t − {0}), then ask what sine and "
            "cosine are at that angle.",
            o);
        break;
    case 'B':
        put(q.prompt,
            "Coordinate {0} belongs to the fastest pair (k = 0, ω_0 = 1). What is its value for token "
            "number {1}? ",
            i, token);
        put(q.hint,
            "With ω_0 = 1 the angle in radians equals the position pos = t − {0}. One full turn is 2π "
            "≈ 6.2832 positions, so see how far past a whole turn it is.",
            o);
        break;
    case 'C':
        put(q.prompt,
            "Coordinate {0} belongs to the slowest pair (k = {1}). What is its value for token number "
            "{2}? ",
            i, r.pair, token);
        put(q.hint,
            "The slowest pair has ω = {0}^(−{1}/{2}). Over a small arc the sine is just below the angle "
            "itself (sin x ≈ x − x³/6).",
            s.base, 2 * r.pair, s.dModel);
        break;
    default: // F
        if (!far) {
            put(q.prompt, "What is coordinate {0} of the positional encoding of token number {1}? ", i,
                token);
            put(q.hint,
                "Find the pair k of the coordinate and its frequency ω_k = b^(−2k/d_model), then the "
                "{0:t} of the angle pos·ω_k in radians (pos = t − {1}).",
                fnWord(r.isSine), o);
            break;
        }
        put(q.prompt,
            "Token number {0} lies far beyond short training lengths. What is coordinate {1} of its "
            "positional encoding? ",
            token, i);
        put(q.hint, "The angle pos·ω_k is large, but sine and cosine repeat every 2π: evaluate it in "
                    "radians (or subtract whole turns first).");
        break;
    }
    put(q.prompt, "Give at least {0} decimal place{0:s}.", decimals);

    step(q, "Token number {0} with tokens numbered from {1} is at formula position pos = {0} − {1} = {2}.",
         token, o, pos);
    roleStep(q, i, s);
    step(q, "Its frequency is {0:t}.", omegaText(r.pair, s));
    step(q, "The angle is θ = pos · ω_{0} = {1} × {2:g} {3:~} rad.", r.pair, pos, omega, theta);
    const char* valueStep = "{0:t}({1:a}) ≈ {2:f6}, which is {2:f@3} to {3} decimal{3:s}.";
    switch (cell) {
    case 'A':
        step(q,
             "Every pair has angle 0 at pos = 0, and sin 0 = 0, cos 0 = 1, so coordinate {0} is {1:t} "
             "0 = {2}.",
             i, f, value);
        step(q,
             "PE(0) is not the zero vector: all sines are 0 and all cosines 1, whatever the base "
             "(here {0:t}).",
             vectorAtZero(s));
        break;
    case 'B': {
        const double turns = nearestWhole(theta / twoPi());
        const Quantity rest = theta - turns * twoPi();
        const bool short_ = signOf(rest) < 0;
        step(q,
             "The nearest whole number of turns is {0} ({0} × 2π ≈ {1:f4}), so the angle is {2:f4} rad "
             "{3:t} that, close to the start of the circle.",
             turns, turns * twoPi(), short_ ? -rest : rest, short_ ? "short of" : "past");
        step(q, "{0:t}({1:a}) = {0:t}({2:a}) ≈ {3:f6}, which is {3:f@4} to {4} decimal{4:s}.", f, theta,
             rest, value, decimals);
        step(q, "The fastest pair comes back close to its start every 2π ≈ 6.28 positions, but never "
                "exactly on an integer position; slower pairs tell such positions apart.");
        break;
    }
    case 'C': {
        step(q, "That is only {0:f4} of a full turn, a small arc.", theta / twoPi());
        step(q, valueStep, f, theta, value, decimals);
        if (r.isSine)
            step(q,
                 "The sine is below the angle by only about θ³/6 ≈ {0:g}: this pair changes almost "
                 "linearly with position, which makes it a coarse, global position signal.",
                 theta * theta * theta / 6.0);
        break;
    }
    default: { // F
        const double turns = floorOf(theta / twoPi());
        if (far || turns != 0)
            step(q, "That is about {0:f2} turns; removing {1} whole turns leaves {2:f4} rad.",
                 theta / twoPi(), turns, theta - turns * twoPi());
        step(q, valueStep, f, theta, value, decimals);
        step(q,
             "However large the position, every coordinate stays in [−1, 1] and the whole vector has "
             "length √(d_model/2) ≈ {0:f4}: nothing grows with the position.",
             powOf(s.dModel / 2.0, 0.5));
        break;
    }
    }

    addCoordinateMistakes(slipsOf(q), CoordinateAsked{pos, i, s, Numbering::token, token, o});

    addParams(q, "token position i k sine omega angle",
              {token, pos, double(i), double(r.pair), r.isSine ? 1.0 : 0.0, omega.value(), theta.value()});
    return q;
}

} // namespace pe
