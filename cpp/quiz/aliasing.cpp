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

    put(q.prompt,
        "core-prompt-aliasing-fastest-pair-k-0-0-1 piMultiple:w pos:f6 i pair decimals:c",
        turns, pos, i, r.pair, decimals);
    put(q.hint,
        "core-hint-aliasing-pair-k-turns-at-k-b piMultiple:w turns", turns, turns);
    roleStep(q, i, s);
    step(q, "core-step-aliasing-frequency frequency:m", omegaText(r.pair, s));
    step(q, "core-step-aliasing-at-pos-angle-rad-turns piMultiple:w omega:g pos:a theta:a theta4:f4", turns,
         omega, pos, theta, theta / twoPi());
    step(q, "core-step-aliasing-while-at-pos-0-same-coordinate f:t theta:a value:f6 isSine", f, theta,
         value, r.isSine ? 0 : 1);
    if (s.dModel == 2)
        step(q, "core-step-aliasing-with-d-model-2-there-only");
    else
        step(q,
             "core-step-aliasing-pe-pe-0-although-fastest-pair piMultiple:w",
             turns);

    const int atZero = r.isSine ? 0 : 1;
    mistake(q, Slip::fullVectorRepeats, atZero,
            "core-slip-aliasing-whole-vector-assumed-repeat-with-fastest atZero pair omega:g piMultiple:w theta:a",
            atZero, r.pair, omega, turns, theta);
    addCoordinateMistakes(slipsOf(q), CoordinateAsked{pos, i, s});

    addParams(q, "turns position i k sine omega angle",
              {double(turns), pos.value(), double(i), double(r.pair), r.isSine ? 1.0 : 0.0, omega.value(),
               theta.value()});
    settingsNote(q.prompt, qs, Topic::sinusoidal, true, false);
    return q;
}

Question aliasingChoice(int turns, const QuizSettings& qs, const int (&order)[4]) {
    checkQuizSettings(qs);
    const Settings& s = qs.settings;
    if (s.dModel < 4)
        refuse("core-refuse-aliasing-choice-question-needs-d-model");
    checkedTurns(turns);
    const Quantity pos = turns * twoPi();
    static const char* const statements[4] = {
        (PE_MESSAGE("core-text-aliasing-they-differ-slower-pairs-turn")),
        PE_MESSAGE("core-text-aliasing-they-identical-once-one-pair"),
        PE_MESSAGE("core-text-aliasing-they-differ-every-coordinate-fastest"),
        PE_MESSAGE("core-text-aliasing-they-identical-but-only-for"),
    };
    static const char* const codes[4] = {"", mistakeCode(Slip::fullVectorRepeats),
                                         mistakeCode(Slip::fastestPairChanges), mistakeCode(Slip::aliasingBaseSpecific)};
    const std::string repeats = fill(
        "core-aliasing-only-fastest-pair-completes-whole-turns piMultiple:w",
        turns);
    const std::string fastest = fill(
        "core-aliasing-fastest-pair-has-0-1-period piMultiple:w",
        turns);
    const char* const explanations[4] = {
        "", repeats.c_str(), fastest.c_str(),
        PE_MESSAGE("core-text-aliasing-base-sets-slower-frequencies-for")};
    Question q = choiceQuestion('D', "aliasing-choice", qs, statements, codes, explanations, order);
    put(q.prompt,
        "core-prompt-aliasing-settings-d-model-base-at-formula dModel base piMultiple:w",
        s.dModel, s.base, turns);
    put(q.hint, "core-hint-aliasing-compare-angle-each-pair-turns-through piMultiple:w",
        turns);
    const Quantity theta1 = pos * omegaOf(1, s);
    step(q, "core-step-aliasing-over-fastest-pair-turns-whole-turn piMultiple:w pos:f6 turns:c", turns, pos, turns);
    step(q,
         "core-step-aliasing-pair-1-has-turns-through-rad frequency:m theta1:f6 theta12:f4 sinOf:f6",
         omegaText(1, s), theta1, theta1 / twoPi(), sinOf(theta1));
    step(q,
         "core-step-aliasing-pe-p-pe-p-one-pair piMultiple:w",
         turns);
    addParams(q, "turns position", {double(turns), pos.value()});
    return q;
}

} // namespace pe
