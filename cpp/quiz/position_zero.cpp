// Cell A as a choice: what PE of the first token looks like. Every angle is 0 there, so the sines
// are 0 and the cosines 1 whatever the base — not the zero vector.
#include "question_builder.hpp"

namespace pe {
using namespace quiz;

Question positionZeroChoice(const QuizSettings& qs, const int (&order)[4]) {
    checkQuizSettings(qs);
    const Settings& s = qs.settings;
    static const char* const statements[4] = {
        "Its sine coordinates are all 0 and its cosine coordinates are all 1.",
        "All of its coordinates are 0: the first position adds nothing to the embedding.",
        "Its sine coordinates are all 1 and its cosine coordinates are all 0.",
        "Its coordinates depend on the base, because every pair has its own frequency.",
    };
    static const char* const codes[4] = {"", mistakeCode(Slip::allZerosAtPositionZero),
                                         mistakeCode(Slip::sinCosSwapped), mistakeCode(Slip::baseMattersAtZero)};
    static const char* const explanations[4] = {
        "",
        "Only the sines vanish at position 0; every cosine coordinate is cos 0 = 1, so PE(0) is a "
        "fixed, non-zero pattern.",
        "That swaps sine and cosine: at angle 0, sin 0 = 0 and cos 0 = 1.",
        "Every frequency times position 0 is an angle of 0, so the base drops out: PE(0) is the "
        "same for every base.",
    };
    Question q = choiceQuestion('A', "position-zero-choice", qs, statements, codes, explanations, order);
    settingsLine(q.prompt, qs, true, true);
    put(q.prompt,
        "Which statement describes the positional encoding of the first token, token number {0}?",
        qs.origin);
    q.hint = "Find the formula position of the first token, then the angle of every pair there.";
    step(q, "Token number {0} is at formula position pos = {0} − {0} = 0.", qs.origin);
    step(q, "Every pair's angle is ω_k · 0 = 0, whatever ω_k, so every sine is sin 0 = 0 and every "
            "cosine is cos 0 = 1.");
    step(q,
         "So PE(0) = {0:t} in the {1:t} layout: a fixed pattern of length √(d_model/2), not the zero "
         "vector.",
         vectorAtZero(s), layoutName(s.layout));
    addParams(q, "token position", {double(qs.origin), 0.0});
    return q;
}

} // namespace pe
