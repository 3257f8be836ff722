// Checking an answer to a bank question: numeric answers through pe::checkAnswer, then truncation
// and the question's slips; choice answers by the option's number or letter.
#include <cmath>

#include "../number_text.hpp"
#include "question_builder.hpp"

namespace pe {
using namespace quiz;

int checkedChoiceIndex(double index, std::size_t choices, std::string_view name) {
    if (!isWhole(index) || index < 0 || index >= static_cast<double>(choices))
        refuse("{0:t} must be the index of an option, a whole number from 0 to {1}; received {2}.", name,
               static_cast<double>(choices) - 1, index);
    return static_cast<int>(index);
}

namespace {

// typed is the exact value cut off (toward zero) after `decimals` decimals, one unit short of
// the correctly rounded value: |typed| < |exact| by less than one unit, same sign.
bool isTruncation(double typed, double exact, int decimals) {
    const double unit = std::pow(10.0, -decimals);
    if (typed != 0 && (typed < 0) != (exact < 0)) return false;
    return std::fabs(typed) < std::fabs(exact) &&
           std::fabs(exact) - std::fabs(typed) < unit * (1 - 1e-9);
}

QuizCheck checkChoice(std::string_view text, const Question& q) {
    QuizCheck r;
    r.expected = q.answer;
    const int n = static_cast<int>(q.choices.size());
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\n'))
        text.remove_suffix(1);
    int chosen = -1;
    if (text.size() == 1) {
        const char c = text[0];
        if (c >= '0' && c <= '9') chosen = c - '0';
        else if (c >= 'a' && c <= 'z') chosen = c - 'a';
        else if (c >= 'A' && c <= 'Z') chosen = c - 'A';
    }
    if (chosen < 0 || chosen >= n) {
        const char last = static_cast<char>('a' + (n > 0 ? n - 1 : 0));
        r.verdict = Verdict::unreadable;
        put(r.message,
            "Choose one of the {0} options by its number (0 to {1}) or its letter (a to {2:t}).", n,
            n - 1, std::string_view(&last, 1));
        return r;
    }
    r.value = chosen;
    const char letter = static_cast<char>('a' + chosen);
    const std::string_view option(&letter, 1);
    const std::string& shown = q.choices[static_cast<std::size_t>(chosen)];
    if (chosen == q.answer) {
        r.verdict = Verdict::correct;
        put(r.message, "Correct: option {0:t} (\"{1:t}\") is right.", option, shown);
        return r;
    }
    r.verdict = Verdict::incorrect;
    put(r.message, "Not quite: option {0:t} (\"{1:t}\") does not hold.", option, shown);
    for (const Mistake& m : q.mistakes) {
        if (m.choice != chosen) continue;
        r.diagnosis = m.code;
        put(r.message, " {0:t}", m.explanation);
        break;
    }
    return r;
}

} // namespace

QuizCheck checkQuizAnswer(std::string_view text, const Question& q) {
    if (q.isChoice) {
        checkedChoiceIndex(q.answer, q.choices.size());
        return checkChoice(text, q);
    }
    const NumericTarget target = checkedTarget(q.expected, q.decimals);
    QuizCheck r;
    static_cast<AnswerCheck&>(r) = checkAnswer(text, target);
    if (r.verdict != Verdict::incorrect) return r;

    const int typed = r.decimalsTyped;
    const std::string yours = formatFixed(r.value, typed > 17 ? 17 : typed);
    if (isTruncation(r.value, target.expected, typed)) {
        r.message.clear();
        put(r.message,
            "Not quite: {0:t} looks like the exact value cut off after {1} decimal{1:s} instead of "
            "rounded. The digits dropped are worth at least half a unit of the last one kept, so that "
            "digit should go one up (away from zero)",
            yours, typed);
        if (typed < target.decimals)
            put(r.message, "; the question also asks for at least {0} decimal{0:s}", target.decimals);
        r.message += '.';
        r.diagnosis = mistakeCode(Slip::truncated);
        return r;
    }
    for (const Mistake& m : q.mistakes) {
        if (!std::isfinite(m.value) || !withinHalfUnit(r.value, m.value, typed)) continue;
        r.diagnosis = m.code;
        r.message.clear();
        put(r.message, "Not quite: {0:t} matches a common slip. {1:t}", yours, m.explanation);
        return r;
    }
    return r;
}

} // namespace pe
