// Checking an answer to a bank question: numeric answers through pe::checkAnswer with the
// question's slips (answer.hpp: truncation first, then the slips); choice answers by the option's
// number or letter, and the slip of a wrong option.
#include "question_builder.hpp"

namespace pe {
using namespace quiz;

int checkedChoiceIndex(double index, std::size_t choices, std::string_view name) {
    if (!isWhole(index) || index < 0 || index >= static_cast<double>(choices))
        refuse("core-refuse-option-index name:t last received", name,
               static_cast<double>(choices) - 1, index);
    return static_cast<int>(index);
}

namespace {

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
            "core-check-choose-an-option count:c last lastLetter:t", n,
            n - 1, std::string_view(&last, 1));
        return r;
    }
    r.value = chosen;
    const char letter = static_cast<char>('a' + chosen);
    const std::string_view option(&letter, 1);
    const std::string& shown = q.choices[static_cast<std::size_t>(chosen)];
    if (chosen == q.answer) {
        r.verdict = Verdict::correct;
        put(r.message, "core-check-option-correct option:t statement:m", option, shown);
        return r;
    }
    r.verdict = Verdict::incorrect;
    put(r.message, "core-check-option-wrong option:t statement:m", option, shown);
    for (const Mistake& m : q.mistakes) {
        if (m.choice != chosen) continue;
        r.diagnosis = m.code;
        r.message.append(m.explanation);
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
    NumericTarget target = checkedTarget(q.expected, q.decimals);
    target.exact = q.exact;
    return checkAnswer(text, target, q.mistakes);
}

} // namespace pe
