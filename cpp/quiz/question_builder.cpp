#include "question_builder.hpp"

#include <cmath>
#include <cstring>
#include <limits>

namespace pe {

double Question::param(std::string_view name) const {
    for (const QuizParam& p : params)
        if (p.name == name) return p.value;
    return std::numeric_limits<double>::quiet_NaN();
}

QuizSettings makeQuizSettings(double dModel, double base, std::string_view layout, double origin) {
    QuizSettings q;
    q.settings = makeSettings(dModel, base, layout);
    q.origin = checkedOrigin(origin);
    return q;
}

namespace quiz {

// ---- Validation -----------------------------------------------------------------------------

bool isWhole(double x) { return std::isfinite(x) && std::floor(x) == x; }

void checkQuizSettings(const QuizSettings& q) {
    validate(q.settings);
    checkedOrigin(q.origin);
}

int checkedTurns(int turns) {
    if (turns < 1 || turns > 1000)
        refuse("core-refuse-turns-must-whole-number-from-1 turns", turns);
    return turns;
}

double checkedContext(double context) {
    if (!isWhole(context) || context < 1 || context > 1e12)
        refuse("core-refuse-context-length-must-whole-number-tokens context",
               context);
    return context;
}

void checkOrder(const int (&order)[4]) {
    bool seen[4] = {false, false, false, false};
    for (int o : order) {
        if (o < 0 || o > 3 || seen[o]) refuse("core-refuse-option-order-must-permutation-0-1");
        seen[o] = true;
    }
}

int decimalsOr(int decimals, int kindDecimals) {
    if (decimals == kKindDecimals) return kindDecimals;
    if (decimals < 1 || decimals > kMaxDecimals)
        refuse("core-refuse-question-asks-for-1-decimals-received maxDecimals decimals", kMaxDecimals, decimals);
    return decimals;
}

// ---- Phrases --------------------------------------------------------------------------------

void settingsNote(std::string& out, const QuizSettings& q, Topic topic, bool withLayout, bool withOrigin) {
    const Settings& s = q.settings;
    const bool rope = topic == Topic::rope;
    const bool concatenated = s.layout == Layout::concatenated;
    const char* layout = !withLayout ? "none"
                         : rope      ? (concatenated ? "rope-concatenated" : "rope-interleaved")
                                     : (concatenated ? "concatenated" : "interleaved");
    put(out, "core-settings-note topic:t d base layout:t numbered:t origin", rope ? "rope" : "sinusoidal", s.dModel,
        s.base, layout, withOrigin ? "yes" : "no", q.origin);
}

std::string omegaText(int k, const Settings& s) {
    if (k == 0) return fill("core-formula-omega-zero base", s.base);
    return fill("core-formula-omega k base twoK dModel omega:g", k, s.base, 2 * k, s.dModel, omegaOf(k, s));
}

std::string thetaText(int k, const Settings& s) {
    if (k == 0) return fill("core-formula-theta-zero base", s.base);
    return fill("core-formula-theta k base twoK d theta:g", k, s.base, 2 * k, s.dModel, omegaOf(k, s));
}

double checkedRopeToken(double token, int origin, const char* name) {
    if (!isWhole(token) || token < origin || token > kMaxRopeToken)
        refuse("core-refuse-rope-token-out-of-range name:m origin received", name,
               origin, token);
    return token;
}

double oneBasedFrequency(int k, const Settings& s) { return std::pow(s.base, -2.0 * (k - 1) / s.dModel); }

std::string vectorAtZero(const Settings& s) {
    std::string t = "[";
    const int shown = s.dModel <= 8 ? s.dModel : 4;
    for (int i = 0; i < shown; ++i) {
        if (i) t.append(", ");
        t += coordinateRole(i, s).isSine ? '0' : '1';
    }
    if (shown < s.dModel) t.append(s.layout == Layout::concatenated ? ", …, 1" : ", …, 0, 1");
    return t.append("]");
}

// ---- Assembling a question ------------------------------------------------------------------

[[gnu::noinline]] Question newQuestion(char cell, const char* kind, const QuizSettings& qs) {
    Question q;
    q.cell.assign(1, cell);
    q.kind = kind;
    q.id.append(q.cell).append("-").append(kind);
    q.settings = qs;
    return q;
}

Question numericQuestion(char cell, const char* kind, const QuizSettings& qs, const Quantity& expected,
                         int decimals) {
    Question q = newQuestion(cell, kind, qs);
    q.expected = expected.value();
    q.exact = formatExact(expected, decimals);
    q.decimals = decimals;
    return q;
}

[[gnu::noinline]] void addStepWith(Question& q, const char* signature, const TextArg* args) {
    fillInto(q.solution.emplace_back(), signature, args);
}

[[gnu::noinline]] void addWrongOptionWith(Question& q, const char* code, int choice,
                                          const char* signature, const TextArg* args) {
    Mistake& m = q.mistakes.emplace_back();
    m.code = code;
    m.choice = choice;
    fillInto(m.explanation, signature, args);
}

[[gnu::noinline]] void addParams(Question& q, const char* names, std::initializer_list<double> values) {
    QuizParam params[16];
    QuizParam* p = params;
    for (const double v : values) {
        const char* end = std::strchr(names, ' ');
        if (!end) end = names + std::strlen(names);
        *p++ = {std::string_view(names, static_cast<std::size_t>(end - names)), v};
        names = *end ? end + 1 : end;
    }
    q.params.assign(params, p);
}

void roleStep(Question& q, int i, const Settings& s) {
    const CoordinateRole r = coordinateRole(i, s);
    const int half = s.dModel / 2;
    if (s.layout == Layout::interleaved)
        step(q,
             "core-step-question-builder-interleaved-layout-even-coordinates-sines-odd i function:m pair",
             i, functionWord(r.isSine), r.pair);
    else if (r.isSine)
        step(q,
             "core-step-question-builder-concatenated-layout-coordinates-0-sines-cosines half half1 dModel i function:m",
             half - 1, half, s.dModel - 1, i, functionWord(r.isSine));
    else
        step(q,
             "core-step-question-builder-concatenated-layout-coordinates-0-sines-cosines-2 half half1 dModel i function:m pair",
             half - 1, half, s.dModel - 1, i, functionWord(r.isSine), r.pair);
}

Question choiceQuestion(char cell, const char* kind, const QuizSettings& qs,
                        const char* const (&statements)[4], const char* const (&codes)[4],
                        const char* const (&explanations)[4], const int (&order)[4]) {
    checkOrder(order);
    Question q = newQuestion(cell, kind, qs);
    q.isChoice = true;
    for (int shown = 0; shown < 4; ++shown) {
        const int st = order[shown];
        q.choices.emplace_back(statements[st]);
        if (st == 0) q.answer = shown;
        else
        {
            Mistake& m = q.mistakes.emplace_back();
            m.code = codes[st];
            m.choice = shown;
            m.explanation = explanations[st];
        }
    }
    return q;
}

} // namespace quiz
} // namespace pe
