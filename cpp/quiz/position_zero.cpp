// Cell A as a choice: what PE of the first token looks like. Every angle is 0 there, so the sines
// are 0 and the cosines 1 whatever the base — not the zero vector.
#include "question_builder.hpp"

namespace pe {
using namespace quiz;

Question positionZeroChoice(const QuizSettings& qs, const int (&order)[4]) {
    checkQuizSettings(qs);
    const Settings& s = qs.settings;
    static const char* const statements[4] = {
        PE_MESSAGE("core-text-position-zero-sine-coordinates-all-0-cosine"),
        PE_MESSAGE("core-text-position-zero-all-coordinates-0-first-position"),
        PE_MESSAGE("core-text-position-zero-sine-coordinates-all-1-cosine"),
        PE_MESSAGE("core-text-position-zero-coordinates-depend-on-base-because"),
    };
    static const char* const codes[4] = {"", mistakeCode(Slip::allZerosAtPositionZero),
                                         mistakeCode(Slip::sinCosSwapped), mistakeCode(Slip::baseMattersAtZero)};
    static const char* const explanations[4] = {
        "",
        PE_MESSAGE("core-text-position-zero-only-sines-vanish-at-position"),
        PE_MESSAGE("core-text-position-zero-swaps-sine-cosine-at-angle"),
        PE_MESSAGE("core-text-position-zero-every-frequency-times-position-0"),
    };
    Question q = choiceQuestion('A', "position-zero-choice", qs, statements, codes, explanations, order);
    put(q.prompt,
        "core-prompt-position-zero-which-statement-describes-positional-encoding-first origin",
        qs.origin);
    q.hint = PE_MESSAGE("core-hint-position-zero-find-formula-position-first-token");
    step(q, "core-step-position-zero-token-number-at-formula-position-pos origin from:t", qs.origin,
         originWord(qs.origin));
    step(q, "core-step-position-zero-every-pairs-angle-k-0-0");
    step(q,
         "core-step-position-zero-pe-0-layout-fixed-pattern-length vectorAtZero:t layout:m",
         vectorAtZero(s), layoutWord(s.layout));
    addParams(q, "token position", {double(qs.origin), 0.0});
    settingsNote(q.prompt, qs, Topic::sinusoidal, true, true);
    return q;
}

} // namespace pe
