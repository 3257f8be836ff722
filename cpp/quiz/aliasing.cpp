// Cell D: the fastest pair repeats at the formula position 2πm, the whole vector does not. A
// numeric question (one coordinate there) and a choice question (what can be said of the vectors).
#include <cmath>

#include "question_builder.hpp"

namespace pe {
using namespace quiz;

Question aliasingQuestion(int turns, int i, const QuizSettings& qs, int decimalsAsked) {
    checkQuizSettings(qs);
    checkedTurns(turns);
    const Settings& s = qs.settings;
    checkedCoordinateIndex(i, s);
    // The formula position 2 pi m itself, not a double near it.
    const Quantity pos = turns * twoPi();
    const CoordinateRole r = coordinateRole(i, s);
    const Quantity omega = omegaOf(r.pair, s);
    const Quantity theta = pos * omega;
    const Quantity value = fnOf(r.isSine, theta);
    const int decimals = decimalsOr(decimalsAsked, 4);
    Question q = numericQuestion('D', "aliasing", qs, value, decimals);
    const char* f = fnName(r.isSine);

    settingsLine(q.prompt, qs, true, false);
    put(q.prompt,
        "The fastest pair (k = 0, ω_0 = 1) has a period of exactly 2π, so at the formula position "
        "pos = {0:w} ≈ {1:f6} its sine and cosine are back at 0 and 1, as at pos = 0. Does the rest of "
        "the vector repeat too? Compute coordinate {2} (it belongs to pair k = {3}) at pos = {0:w}; here "
        "pos is a formula position, not a token number. Give at least {4} decimal place{4:s}.",
        turns, pos, i, r.pair, decimals);
    put(q.hint,
        "Pair k turns at ω_k = b^(−2k/d_model); at pos = {0:w} its angle is ω_k × {0:w}, which is a "
        "whole number of turns only if ω_k × {0} is a whole number.",
        turns);
    roleStep(q, i, s);
    step(q, "Its frequency is {0:t}.", omegaText(r.pair, s));
    step(q, "At pos = {0:w} the angle is θ = {1:g} × {2:a} ≈ {3:a} rad, that is {4:f4} turns.", turns,
         omega, pos, theta, theta / twoPi());
    step(q, "{0:t}({1:a}) ≈ {2:f6}, while at pos = 0 the same coordinate is {0:t} 0 = {3}.", f, theta,
         value, r.isSine ? 0 : 1);
    if (s.dModel == 2)
        step(q, "With d_model = 2 there is only the fastest pair, so here the whole vector does "
                "repeat: one reason encodings use many pairs with different frequencies.");
    else
        step(q,
             "So PE({0:w}) ≠ PE(0) although the fastest pair repeats: a single pair can alias, but all "
             "pairs would have to complete whole turns at once for the vector to repeat, which the "
             "spread of frequencies prevents over any realistic range.",
             turns);

    const int atZero = r.isSine ? 0 : 1;
    mistake(q, Slip::fullVectorRepeats, atZero,
            "It looks like the whole vector was assumed to repeat with the fastest pair, which gives "
            "the value at pos = 0, {0}. Pair {1} turns at ω = {2:g}, so by pos = {3:w} it has moved "
            "{4:a} rad, not a whole turn.",
            atZero, r.pair, omega, turns, theta);
    addCoordinateMistakes(slipsOf(q), CoordinateAsked{pos, i, s});

    addParams(q, "turns position i k sine omega angle",
              {double(turns), pos.value(), double(i), double(r.pair), r.isSine ? 1.0 : 0.0, omega.value(),
               theta.value()});
    return q;
}

Question aliasingChoice(int turns, const QuizSettings& qs, const int (&order)[4]) {
    checkQuizSettings(qs);
    const Settings& s = qs.settings;
    if (s.dModel < 4)
        refuse("The aliasing choice question needs d_model of at least 4: with d_model = 2 the single "
               "pair repeats, and so does the whole vector.");
    checkedTurns(turns);
    const Quantity pos = turns * twoPi();
    static const char* const statements[4] = {
        ("They differ: the slower pairs turn through angles that are not whole turns, so some of "
         "their coordinates change."),
        "They are identical: once one pair repeats, the whole vector repeats.",
        "They differ in every coordinate, the fastest pair included.",
        "They are identical, but only for the paper's base 10000.",
    };
    static const char* const codes[4] = {"", mistakeCode(Slip::fullVectorRepeats),
                                         mistakeCode(Slip::fastestPairChanges), mistakeCode(Slip::aliasingBaseSpecific)};
    const std::string repeats = fill(
        "Only the fastest pair completes whole turns over {0:w}; the other pairs turn at smaller "
        "frequencies and end up elsewhere on their circles.",
        turns);
    const std::string fastest = fill(
        "The fastest pair has ω_0 = 1 and period exactly 2π, so over {0:w} it comes back exactly to "
        "where it was.",
        turns);
    const char* const explanations[4] = {
        "", repeats.c_str(), fastest.c_str(),
        "The base sets the slower frequencies, and for any base they do not complete whole turns "
        "together with the fastest pair; the vectors differ."};
    Question q = choiceQuestion('D', "aliasing-choice", qs, statements, codes, explanations, order);
    put(q.prompt,
        "Settings: d_model = {0}, base {1}. At the formula positions p and p + {2:w} the fastest pair "
        "(ω_0 = 1) has exactly the same sine and cosine. What can you say about the full vectors "
        "PE(p) and PE(p + {2:w})?",
        s.dModel, s.base, turns);
    put(q.hint, "Compare the angle each pair turns through over {0:w} with a whole number of turns.",
        turns);
    const Quantity theta1 = pos * omegaOf(1, s);
    step(q, "Over {0:w} ≈ {1:f6} the fastest pair turns {0} whole turn{0:s} and comes back.", turns, pos);
    step(q,
         "Pair 1 has {0:t}, so it turns through {1:f6} rad, {2:f4} of a turn: from p = 0 its sine goes "
         "from 0 to {3:f6}.",
         omegaText(1, s), theta1, theta1 / twoPi(), sinOf(theta1));
    step(q,
         "So PE(p) ≠ PE(p + {0:w}): one pair can alias, but the vector repeats only if every pair "
         "completes whole turns at once.",
         turns);
    addParams(q, "turns position", {double(turns), pos.value()});
    return q;
}

} // namespace pe
