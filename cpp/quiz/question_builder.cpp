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
        refuse("turns must be a whole number from 1 to 1000; received {0}.", turns);
    return turns;
}

double checkedContext(double context) {
    if (!isWhole(context) || context < 1 || context > 1e12)
        refuse("The context length must be a whole number of tokens from 1 to 10^12; received {0}.",
               context);
    return context;
}

void checkOrder(const int (&order)[4]) {
    bool seen[4] = {false, false, false, false};
    for (int o : order) {
        if (o < 0 || o > 3 || seen[o]) refuse("The option order must be a permutation of 0, 1, 2, 3.");
        seen[o] = true;
    }
}

int decimalsOr(int decimals, int kindDecimals) {
    if (decimals == kKindDecimals) return kindDecimals;
    if (decimals < 1 || decimals > kMaxDecimals)
        refuse("A question asks for 1 to {0} decimals; received {1}.", kMaxDecimals, decimals);
    return decimals;
}

// ---- Phrases --------------------------------------------------------------------------------

namespace {
const char* layoutPhrase(Layout layout) {
    return layout == Layout::concatenated
               ? "concatenated layout (all sines first, then all cosines)"
               : "interleaved layout (sin, cos, sin, cos, … as in the paper)";
}
} // namespace

void settingsLine(std::string& out, const QuizSettings& q, bool withLayout, bool withOrigin) {
    put(out, "Settings: d_model = {0}, base {1}", q.settings.dModel, q.settings.base);
    if (withLayout) put(out, ", {0:t}", layoutPhrase(q.settings.layout));
    if (withOrigin) put(out, ", tokens numbered from {0}", q.origin);
    out.append(". ");
}

std::string omegaText(int k, const Settings& s) {
    if (k == 0) return fill("ω_0 = {0}^0 = 1", s.base);
    return fill("ω_{0} = {1}^(−{2}/{3}) ≈ {4:g}", k, s.base, 2 * k, s.dModel, omegaOf(k, s));
}

void ropeSettingsLine(std::string& out, const QuizSettings& q, bool withLayout, bool withOrigin) {
    put(out, "Settings: RoPE on vectors of d = {0} (one attention head), base {1}", q.settings.dModel, q.settings.base);
    if (withLayout)
        out.append(q.settings.layout == Layout::concatenated ? ", concatenated pairs (k, k + d/2) as in GPT-NeoX and Llama's rotate_half"
                                                             : ", interleaved pairs (2k, 2k + 1) as in RoFormer and GPT-J");
    if (withOrigin) put(out, ", tokens numbered from {0}", q.origin);
    out.append(". ");
}

std::string thetaText(int k, const Settings& s) {
    if (k == 0) return fill("θ_0 = {0}^0 = 1", s.base);
    return fill("θ_{0} = {1}^(−{2}/{3}) ≈ {4:g}", k, s.base, 2 * k, s.dModel, frequency(k, s));
}

double checkedRopeToken(double token, int origin, const char* name) {
    if (!isWhole(token) || token < origin || token > kMaxRopeToken)
        refuse("The {0:t} must be a whole number from {1} to 10^6 (tokens numbered from {1}); received {2}.", name,
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

[[gnu::noinline]] void addStepWith(Question& q, const char* pattern, const TextArg* args) {
    fillInto(q.solution.emplace_back(), pattern, args);
}

[[gnu::noinline]] void addWrongOptionWith(Question& q, const char* code, int choice,
                                          const char* pattern, const TextArg* args) {
    Mistake& m = q.mistakes.emplace_back();
    m.code = code;
    m.choice = choice;
    fillInto(m.explanation, pattern, args);
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
             "In the interleaved layout even coordinates are sines and odd ones cosines, and "
             "coordinates 2k and 2k + 1 form pair k; so coordinate {0} is the {1:t} of pair k = {2}.",
             i, fnWord(r.isSine), r.pair);
    else if (r.isSine)
        step(q,
             "In the concatenated layout coordinates 0 to {0} are sines and {1} to {2} cosines, so "
             "coordinate {3} is the {4:t} of pair k = {3}.",
             half - 1, half, s.dModel - 1, i, fnWord(r.isSine));
    else
        step(q,
             "In the concatenated layout coordinates 0 to {0} are sines and {1} to {2} cosines, so "
             "coordinate {3} is the {4:t} of pair k = {3} − {1} = {5}.",
             half - 1, half, s.dModel - 1, i, fnWord(r.isSine), r.pair);
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
            addWrongOptionWith(q, codes[st], shown, "{0:t}",
                               TextArgs<const char*>(explanations[st]).items);
    }
    return q;
}

} // namespace quiz
} // namespace pe
