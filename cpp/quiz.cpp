#include "quiz.hpp"

#include "number_text.hpp"
#include "text.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstring>
#include <limits>
#include <type_traits>
#include <initializer_list>
#include <utility>

namespace pe {

// ---------------------------------------------------------------------------------------------
// The generator

std::uint64_t SplitMix64::next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

std::uint64_t SplitMix64::below(std::uint64_t n) {
    if (n <= 1) return 0;
    const std::uint64_t reject = (0 - n) % n; // 2^64 mod n
    for (;;) {
        const std::uint64_t x = next();
        if (x >= reject) return x % n;
    }
}

namespace {

constexpr double kTwoPi = 6.283185307179586476925286766559;
constexpr double kPi = 3.141592653589793238462643383280;
constexpr double kDegree = kPi / 180;
constexpr const char* kCells = "ABCDEFGH";

// ---------------------------------------------------------------------------------------------
// Text: every sentence is one call of text.hpp's fill, put or refuse (or of step, mistake and
// wrongOption below), with a pattern and its arguments.

const char* fnName(bool sine) { return sine ? "sin" : "cos"; }
const char* fnWord(bool sine) { return sine ? "sine" : "cosine"; }

double roundedTo(double v, int decimals) {
    const double scale = std::pow(10.0, decimals);
    const double r = std::nearbyint(std::fabs(v) * scale) / scale;
    return v < 0 ? -r : r;
}

// ---------------------------------------------------------------------------------------------
// Settings in text

const char* layoutPhrase(Layout layout) {
    return layout == Layout::concatenated
               ? "concatenated layout (all sines first, then all cosines)"
               : "interleaved layout (sin, cos, sin, cos, … as in the paper)";
}

// "Settings: d_model = 4, base 10000, interleaved layout (…), tokens numbered from 0. "
void settingsLine(std::string& out, const QuizSettings& q, bool withLayout, bool withOrigin) {
    put(out, "Settings: d_model = {}, base {}", q.settings.dModel, q.settings.base);
    if (withLayout) put(out, ", {t}", layoutPhrase(q.settings.layout));
    if (withOrigin) put(out, ", tokens numbered from {}", q.origin);
    out.append(". ");
}

// "ω_1 = 10000^(−2/4) ≈ 0.01", or "ω_0 = 10000^0 = 1".
std::string omegaText(int k, const Settings& s) {
    if (k == 0) return fill("ω_0 = {}^0 = 1", s.base);
    return fill("ω_{} = {}^(−{}/{}) ≈ {g}", k, s.base, 2 * k, s.dModel, frequency(k, s));
}

Settings otherLayout(Settings s) {
    s.layout = s.layout == Layout::interleaved ? Layout::concatenated : Layout::interleaved;
    return s;
}

double angleValue(double pos, double omega) {
    const Angle a = angleAt(pos, omega);
    return a.hi + a.lo;
}
double fnOf(bool sine, double pos, double omega) {
    const Angle a = angleAt(pos, omega);
    return sine ? sinOf(a) : cosOf(a);
}

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

// ---------------------------------------------------------------------------------------------
// Validation

bool isWhole(double x) { return std::isfinite(x) && std::floor(x) == x; }

int checkedOrigin(double origin) {
    if (!(origin == 0 || origin == 1))
        refuse("origin must be 0 or 1 (the number of the first token); received {}.", origin);
    return static_cast<int>(origin);
}

void checkQuizSettings(const QuizSettings& q) {
    validate(q.settings);
    checkedOrigin(q.origin);
}

double checkedToken(double token, const char* name = "token number") {
    if (!isWhole(token) || std::fabs(token) > 1e15)
        refuse("The {t} must be a whole number of at most 10^15 in size; received {}.", name, token);
    return token;
}

int checkedTurns(int turns) {
    if (turns < 1 || turns > 1000) refuse("turns must be a whole number from 1 to 1000; received {}.", turns);
    return turns;
}

double checkedContext(double context) {
    if (!isWhole(context) || context < 1 || context > 1e12)
        refuse("The context length must be a whole number of tokens from 1 to 10^12; received {}.",
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

// ---------------------------------------------------------------------------------------------
// Assembling questions. The builders below only call these (out of line), so that none of them
// expands std::string or std::vector code of its own.

[[gnu::noinline]] Question newQuestion(char cell, const char* kind, const QuizSettings& qs) {
    Question q;
    q.cell.assign(1, cell);
    q.kind = kind;
    q.id.append(q.cell).append("-").append(kind);
    q.settings = qs;
    return q;
}

Question numericQuestion(char cell, const char* kind, const QuizSettings& qs, double expected,
                         int decimals) {
    Question q = newQuestion(cell, kind, qs);
    q.expected = expected;
    q.decimals = decimals;
    return q;
}

[[gnu::noinline]] void addStepWith(Question& q, const char* pattern, const TextArg* args) {
    fillInto(q.solution.emplace_back(), pattern, args);
}

// A worked step of the solution.
template <class... T> PE_TEXT_INLINE void step(Question& q, const char* pattern, const T&... args) {
    addStepWith(q, pattern, TextArgs<T...>(args...).items);
}

// A numeric question keeps only the mistakes a learner's answer can tell apart from the exact value
// at the required decimals, and the first of any two that give the same value (q.expected and
// q.decimals are set before the first mistake is added).
bool distinguishable(const Question& q, double value) {
    if (!std::isfinite(value) || withinHalfUnit(value, q.expected, q.decimals)) return false;
    return std::none_of(q.mistakes.begin(), q.mistakes.end(), [&](const Mistake& k) {
        return std::fabs(k.value - value) <= 1e-12 * std::max(1.0, std::fabs(value));
    });
}

[[gnu::noinline]] void addMistakeWith(Question& q, const char* code, double value, int choice,
                                      const char* pattern, const TextArg* args) {
    if (choice < 0 && !distinguishable(q, value)) return;
    Mistake& m = q.mistakes.emplace_back();
    m.code = code;
    m.value = value;
    m.choice = choice;
    fillInto(m.explanation, pattern, args);
}

// A slip of a numeric question: the value it gives, and its explanation.
template <class... T>
PE_TEXT_INLINE void mistake(Question& q, const char* code, double value, const char* pattern, const T&... args) {
    addMistakeWith(q, code, value, -1, pattern, TextArgs<T...>(args...).items);
}

// A wrong option of a choice question.
template <class... T>
PE_TEXT_INLINE void wrongOption(Question& q, const char* code, int choice, const char* pattern, const T&... args) {
    addMistakeWith(q, code, 0.0, choice, pattern, TextArgs<T...>(args...).items);
}

// names: the parameters' names separated by single spaces, one per value (a string literal: the
// parameters keep views of it).
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

// Why coordinate i is the sine or cosine of pair k under the layout.
void roleStep(Question& q, int i, const Settings& s) {
    const CoordinateRole r = coordinateRole(i, s);
    const int half = s.dModel / 2;
    if (s.layout == Layout::interleaved)
        step(q,
             "In the interleaved layout even coordinates are sines and odd ones cosines, and "
             "coordinates 2k and 2k + 1 form pair k; so coordinate {} is the {t} of pair k = {}.",
             i, fnWord(r.isSine), r.pair);
    else if (r.isSine)
        step(q,
             "In the concatenated layout coordinates 0 to {} are sines and {} to {} cosines, so "
             "coordinate {} is the {t} of pair k = {}.",
             half - 1, half, s.dModel - 1, i, fnWord(r.isSine), i);
    else
        step(q,
             "In the concatenated layout coordinates 0 to {} are sines and {} to {} cosines, so "
             "coordinate {} is the {t} of pair k = {} − {} = {}.",
             half - 1, half, s.dModel - 1, i, fnWord(r.isSine), i, half, r.pair);
}

// statement 0 is the correct one; codes[0] and explanations[0] are unused.
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
        else wrongOption(q, codes[st], shown, "{t}", explanations[st]);
    }
    return q;
}

// The common slips of "what is PE(pos, i)?". tokens: the position was given as a token number,
// so the index origin can be misapplied.
void addCoordinateMistakes(Question& q, double pos, double token, int i, bool tokens) {
    const Settings& s = q.settings.settings;
    const int o = q.settings.origin;
    const CoordinateRole r = coordinateRole(i, s);
    const double omega = frequency(r.pair, s);
    const double theta = angleValue(pos, omega);
    const char* f = fnName(r.isSine);
    const int shown = q.decimals + 2;

    const double inDegrees = r.isSine ? std::sin(theta * kDegree) : std::cos(theta * kDegree);
    mistake(q, "degrees", inDegrees,
            "It looks like the angle was taken in degrees: {t}({a}°) = {f}. The formula measures "
            "angles in radians, so the value is {t}({a} rad).",
            f, theta, inDegrees, shown, f, theta);

    const double swapped = fnOf(!r.isSine, pos, omega);
    mistake(q, "sin-cos-swapped", swapped,
            "It looks like sine and cosine were swapped: {t}({a}) = {f}, but coordinate {} holds the "
            "{t} of pair {} in the {t} layout.",
            fnName(!r.isSine), theta, swapped, shown, i, fnWord(r.isSine), r.pair, layoutName(s.layout));

    if (tokens) {
        const double plusOne = coordinate(pos + 1, i, s);
        if (o == 1)
            mistake(q, "origin-off-by-one", plusOne,
                    "It looks like the token number was used as the position: with pos = {} you get "
                    "{f}. Tokens are numbered from 1 here, so token {} is at position {} − 1 = {}.",
                    token, plusOne, shown, token, token, pos);
        else
            mistake(q, "origin-off-by-one", plusOne,
                    "It looks like positions were counted from 1: with pos = {} + 1 = {} you get {f}. "
                    "Tokens are numbered from 0 here, so token {} is at position {}.",
                    token, pos + 1, plusOne, shown, token, pos);
        if (o == 0) {
            const double minusOne = coordinate(pos - 1, i, s);
            mistake(q, "origin-off-by-one", minusOne,
                    "It looks like 1 was subtracted from the token number: with pos = {} − 1 = {} you "
                    "get {f}. Tokens are numbered from 0 here, so no subtraction is needed: pos = {}.",
                    token, pos - 1, minusOne, shown, token);
        }
    }

    const int twoK = 2 * r.pair;
    for (const int used : {i, 2 * i}) {
        if (used == twoK) continue; // the right exponent after all
        const double v = fnOf(r.isSine, pos, std::pow(s.base, -static_cast<double>(used) / s.dModel));
        if (used == i)
            mistake(q, "exponent-uses-i", v,
                    "It looks like the exponent was built from the coordinate index i = {} instead of "
                    "2k = {}: {t}({a} / {}^({}/{})) = {f}. Both coordinates of pair k share the "
                    "exponent 2k/d_model.",
                    i, twoK, f, pos, s.base, used, s.dModel, v, shown);
        else
            mistake(q, "exponent-uses-i", v,
                    "It looks like the exponent used 2i = {} instead of 2k = {}: {t}({a} / {}^({}/{})) "
                    "= {f}. In PE(pos, 2k) the 2k is the pair's even coordinate, not twice the "
                    "coordinate index.",
                    used, twoK, f, pos, s.base, used, s.dModel, v, shown);
        if (i == 0) break; // 2i = i
    }

    const Settings other = otherLayout(s);
    const CoordinateRole ro = coordinateRole(i, other);
    const double swappedLayout = coordinate(pos, i, other);
    mistake(q, s.layout == Layout::interleaved ? "layout-concatenated" : "layout-interleaved",
            swappedLayout,
            "It looks like the {t} layout was used: there coordinate {} is the {t} of pair {}, which "
            "gives {f}. This question uses the {t} layout, where it is the {t} of pair {}.",
            layoutName(other.layout), i, fnWord(ro.isSine), ro.pair, swappedLayout, shown,
            layoutName(s.layout), fnWord(r.isSine), r.pair);

    mistake(q, "angle-instead-of-value", theta,
            "It looks like the answer stopped at the angle, {a} rad. The coordinate is the {t} of "
            "that angle, which always lies between −1 and 1.",
            theta, fnWord(r.isSine));
}

} // namespace

double Question::param(std::string_view name) const {
    for (const QuizParam& p : params)
        if (p.name == name) return p.value;
    return std::numeric_limits<double>::quiet_NaN();
}

// ---------------------------------------------------------------------------------------------
// Validation of the options

QuizSettings makeQuizSettings(double dModel, double base, std::string_view layout, double origin) {
    QuizSettings q;
    q.settings = makeSettings(dModel, base, layout);
    q.origin = checkedOrigin(origin);
    return q;
}

std::uint64_t checkedQuizSeed(double seed) {
    if (!isWhole(seed) || seed < 0 || seed > kMaxQuizSeed)
        refuse("seed must be a whole number from 0 to 2^53 (9007199254740992); received {}.", seed);
    return static_cast<std::uint64_t>(seed);
}

int checkedQuizCount(double count) {
    if (!isWhole(count) || count < 1 || count > kMaxQuizCount)
        refuse("count must be a whole number from 1 to {} (questions in one quiz); received {}.",
               kMaxQuizCount, count);
    return static_cast<int>(count);
}

int checkedChoiceIndex(double index, std::size_t choices, std::string_view name) {
    if (!isWhole(index) || index < 0 || index >= static_cast<double>(choices))
        refuse("{t} must be the index of an option, a whole number from 0 to {}; received {}.", name,
               static_cast<double>(choices) - 1, index);
    return static_cast<int>(index);
}

// ---------------------------------------------------------------------------------------------
// A, B, C, F: one coordinate of one token

Question coordinateQuestion(char cell, double token, int i, const QuizSettings& qs) {
    checkQuizSettings(qs);
    if (cell != 'A' && cell != 'B' && cell != 'C' && cell != 'F')
        refuse("A coordinate question is about cell A, B, C or F; received \"{t}\".",
               std::string_view(&cell, 1));
    checkedToken(token);
    const Settings& s = qs.settings;
    checkedCoordinateIndex(i, s);
    const int o = qs.origin;
    const double pos = token - o;
    const CoordinateRole r = coordinateRole(i, s);
    const double omega = frequency(r.pair, s);
    const double theta = angleValue(pos, omega);
    const double value = coordinate(pos, i, s);
    const int decimals = cell == 'A' ? 2 : 4;
    Question q = numericQuestion(cell, "coordinate", qs, value, decimals);
    const char* f = fnName(r.isSine);

    settingsLine(q.prompt, qs, true, true);
    switch (cell) {
    case 'A':
        put(q.prompt, "The first token is token number {}. What is coordinate {} of its positional encoding? ",
            token, i);
        put(q.hint,
            "Work out the formula position of the first token (pos = t − {}), then ask what sine and "
            "cosine are at that angle.",
            o);
        break;
    case 'B':
        put(q.prompt,
            "Coordinate {} belongs to the fastest pair (k = 0, ω_0 = 1). What is its value for token "
            "number {}? ",
            i, token);
        put(q.hint,
            "With ω_0 = 1 the angle in radians equals the position pos = t − {}. One full turn is 2π "
            "≈ 6.2832 positions, so see how far past a whole turn it is.",
            o);
        break;
    case 'C':
        put(q.prompt, "Coordinate {} belongs to the slowest pair (k = {}). What is its value for token number {}? ",
            i, r.pair, token);
        put(q.hint,
            "The slowest pair has ω = {}^(−{}/{}). Over a small arc the sine is just below the angle "
            "itself (sin x ≈ x − x³/6).",
            s.base, 2 * r.pair, s.dModel);
        break;
    default: // F
        put(q.prompt,
            "Token number {} lies far beyond short training lengths. What is coordinate {} of its "
            "positional encoding? ",
            token, i);
        put(q.hint, "The angle pos·ω_k is large, but sine and cosine repeat every 2π: evaluate it in "
                    "radians (or subtract whole turns first).");
        break;
    }
    put(q.prompt, "Give at least {} decimal place{s}.", decimals);

    step(q, "Token number {} with tokens numbered from {} is at formula position pos = {} − {} = {}.",
         token, o, token, o, pos);
    roleStep(q, i, s);
    step(q, "Its frequency is {t}.", omegaText(r.pair, s));
    step(q, "The angle is θ = pos · ω_{} = {} × {g} {~} rad.", r.pair, pos, omega, theta);
    const char* valueStep = "{t}({a}) ≈ {f6}, which is {f} to {} decimal{s}.";
    switch (cell) {
    case 'A':
        step(q,
             "Every pair has angle 0 at pos = 0, and sin 0 = 0, cos 0 = 1, so coordinate {} is {t} 0 "
             "= {}.",
             i, f, value);
        step(q,
             "PE(0) is not the zero vector: all sines are 0 and all cosines 1, whatever the base "
             "(here {t}).",
             vectorAtZero(s));
        break;
    case 'B': {
        const double turns = std::nearbyint(theta / kTwoPi);
        const double rest = theta - turns * kTwoPi;
        step(q,
             "The nearest whole number of turns is {} ({} × 2π ≈ {f4}), so the angle is {f4} rad {t} "
             "that, close to the start of the circle.",
             turns, turns, turns * kTwoPi, std::fabs(rest), rest < 0 ? "short of" : "past");
        step(q, "{t}({a}) = {t}({a}) ≈ {f6}, which is {f} to {} decimal{s}.", f, theta, f, rest, value,
             value, decimals, decimals);
        step(q, "The fastest pair comes back close to its start every 2π ≈ 6.28 positions, but never "
                "exactly on an integer position; slower pairs tell such positions apart.");
        break;
    }
    case 'C': {
        step(q, "That is only {f4} of a full turn, a small arc.", theta / kTwoPi);
        step(q, valueStep, f, theta, value, value, decimals, decimals);
        if (r.isSine)
            step(q,
                 "The sine is below the angle by only about θ³/6 ≈ {g}: this pair changes almost "
                 "linearly with position, which makes it a coarse, global position signal.",
                 theta * theta * theta / 6);
        break;
    }
    default: { // F
        const double turns = std::floor(theta / kTwoPi);
        step(q, "That is about {f2} turns; removing {} whole turns leaves {f4} rad.", theta / kTwoPi,
             turns, theta - turns * kTwoPi);
        step(q, valueStep, f, theta, value, value, decimals, decimals);
        step(q,
             "However large the position, every coordinate stays in [−1, 1] and the whole vector has "
             "length √(d_model/2) ≈ {f4}: nothing grows with the position.",
             std::sqrt(s.dModel / 2.0));
        break;
    }
    }

    if (cell == 'A' && !r.isSine)
        mistake(q, "all-zeros-at-position-zero", 0.0,
                "It looks like PE at position 0 was taken to be all zeros. Only the sines are 0 "
                "there; every cosine coordinate is cos 0 = 1.");
    addCoordinateMistakes(q, pos, token, i, true);

    addParams(q, "token position i k sine omega angle",
              {token, pos, double(i), double(r.pair), r.isSine ? 1.0 : 0.0, omega, theta});
    return q;
}

// ---------------------------------------------------------------------------------------------
// D: the fastest pair repeats at 2*pi*m, the vector does not

Question aliasingQuestion(int turns, int i, const QuizSettings& qs) {
    checkQuizSettings(qs);
    checkedTurns(turns);
    const Settings& s = qs.settings;
    checkedCoordinateIndex(i, s);
    const double pos = turns * kTwoPi;
    const CoordinateRole r = coordinateRole(i, s);
    const double omega = frequency(r.pair, s);
    const double theta = angleValue(pos, omega);
    const double value = coordinate(pos, i, s);
    const int decimals = 4;
    Question q = numericQuestion('D', "aliasing", qs, value, decimals);
    const char* f = fnName(r.isSine);

    settingsLine(q.prompt, qs, true, false);
    put(q.prompt,
        "The fastest pair (k = 0, ω_0 = 1) has a period of exactly 2π, so at the formula position "
        "pos = {w} ≈ {f6} its sine and cosine are back at 0 and 1, as at pos = 0. Does the rest of "
        "the vector repeat too? Compute coordinate {} (it belongs to pair k = {}) at pos = {w}; here "
        "pos is a formula position, not a token number. Give at least {} decimal place{s}.",
        turns, pos, i, r.pair, turns, decimals);
    put(q.hint,
        "Pair k turns at ω_k = b^(−2k/d_model); at pos = {w} its angle is ω_k × {w}, which is a whole "
        "number of turns only if ω_k × {} is a whole number.",
        turns, turns, turns);
    roleStep(q, i, s);
    step(q, "Its frequency is {t}.", omegaText(r.pair, s));
    step(q, "At pos = {w} the angle is θ = {g} × {a} ≈ {a} rad, that is {f4} turns.", turns, omega, pos,
         theta, theta / kTwoPi);
    step(q, "{t}({a}) ≈ {f6}, while at pos = 0 the same coordinate is {t} 0 = {}.", f, theta, value, f,
         r.isSine ? 0 : 1);
    if (s.dModel == 2)
        step(q, "With d_model = 2 there is only the fastest pair, so here the whole vector does "
                "repeat: one reason encodings use many pairs with different frequencies.");
    else
        step(q,
             "So PE({w}) ≠ PE(0) although the fastest pair repeats: a single pair can alias, but all "
             "pairs would have to complete whole turns at once for the vector to repeat, which the "
             "spread of frequencies prevents over any realistic range.",
             turns);

    const int atZero = r.isSine ? 0 : 1;
    mistake(q, "full-vector-repeats", atZero,
            "It looks like the whole vector was assumed to repeat with the fastest pair, which gives "
            "the value at pos = 0, {}. Pair {} turns at ω = {g}, so by pos = {w} it has moved {a} rad, "
            "not a whole turn.",
            atZero, r.pair, omega, turns, theta);
    addCoordinateMistakes(q, pos, pos, i, false);

    addParams(q, "turns position i k sine omega angle",
              {double(turns), pos, double(i), double(r.pair), r.isSine ? 1.0 : 0.0, omega, theta});
    return q;
}

// ---------------------------------------------------------------------------------------------
// E: an offset rotates every pair by omega_k * offset

Question rotationQuestion(double token, double offset, int k, bool askSine, const QuizSettings& qs) {
    checkQuizSettings(qs);
    checkedToken(token);
    checkedToken(offset, "offset");
    const Settings& s = qs.settings;
    checkedPairIndex(k, s);
    const int o = qs.origin;
    const double pos = token - o;
    const double omega = frequency(k, s);
    const double theta = angleValue(pos, omega);
    // The pair as the prompt shows it, to six decimals: the learner rotates these numbers.
    const double sinT = roundedTo(fnOf(true, pos, omega), 6);
    const double cosT = roundedTo(fnOf(false, pos, omega), 6);
    const double phi = angleValue(offset, omega);
    const double cp = std::cos(phi), sp = std::sin(phi);
    const auto rotated = [&](bool sine, double c, double sn) {
        return sine ? sinT * c + cosT * sn : cosT * c - sinT * sn;
    };
    const double value = rotated(askSine, cp, sp);
    const int decimals = 4;
    Question q = numericQuestion('E', "rotation", qs, value, decimals);
    const double target = token + offset;
    const int i = coordinateIndex(k, askSine, s);
    const double distance = std::fabs(offset);

    settingsLine(q.prompt, qs, false, true);
    put(q.prompt,
        "For token number {}, pair k = {} ({t}) holds sin θ = {f6} and cos θ = {f6}. Token number {} "
        "is {} {t}{t} (offset Δ = {}). A fixed offset rotates each pair: from these two values, "
        "compute the {t} of pair {} at token number {}. Give at least {} decimal place{s}.",
        token, k, omegaText(k, s), sinT, cosT, target, distance,
        distance == 1 ? "position" : "positions", offset < 0 ? " earlier" : " later", offset,
        fnWord(askSine), k, target, decimals);
    put(q.hint, "The rotation angle is φ = ω_k · Δ and keeps the sign of Δ. Then sin(θ + φ) = "
                "sin θ cos φ + cos θ sin φ and cos(θ + φ) = cos θ cos φ − sin θ sin φ.");
    step(q, "The rotation angle is φ = ω_{} · Δ = {g} × {q} {~} rad{t}", k, omega, offset, phi,
         offset < 0 ? ", negative: the pair turns backwards." : ".");
    step(q, "cos φ ≈ {f6} and sin φ ≈ {f6}.", cp, sp);
    if (askSine)
        step(q,
             "With the pair stacked sine first, [[cos φ, sin φ], [−sin φ, cos φ]] maps [sin θ, cos θ] "
             "at token {} to the pair at token {}. Top row: sin θ cos φ + cos θ sin φ = {p} × {p} + "
             "{p} × {p} ≈ {f6}.",
             token, target, sinT, cp, cosT, sp, value);
    else
        step(q,
             "With the pair stacked sine first, [[cos φ, sin φ], [−sin φ, cos φ]] maps [sin θ, cos θ] "
             "at token {} to the pair at token {}. Bottom row: cos θ cos φ − sin θ sin φ = {p} × {p} − "
             "{p} × {p} ≈ {f6}.",
             token, target, cosT, cp, sinT, sp, value);
    step(q,
         "Check: directly, {t}(ω_{} × {}) ≈ {f6}. The angle φ depends only on Δ, not on the token: "
         "the same matrix shifts every position by {}.",
         fnName(askSine), k, pos + offset, coordinate(pos + offset, i, s), offset);

    const double wrongSign = rotated(askSine, cp, -sp);
    mistake(q, "rotation-sign", wrongSign,
            "It looks like the pair was rotated by −φ instead of +φ: that gives {f6}. The offset Δ = "
            "{} rotates by φ = ω_k · Δ {~} rad, sign included{t}",
            wrongSign, offset, phi,
            offset < 0 ? " (a negative offset turns the pair backwards)." : ".");
    const double otherRow = rotated(!askSine, cp, sp);
    mistake(q, "sin-cos-swapped", otherRow,
            "It looks like the {t} row was used: it gives {f6}, but the question asks for the {t} of "
            "the pair.",
            askSine ? "cosine (bottom)" : "sine (top)", otherRow, fnWord(askSine));
    const double inDegrees = rotated(askSine, std::cos(phi * kDegree), std::sin(phi * kDegree));
    mistake(q, "degrees", inDegrees,
            "It looks like φ = {a} was taken in degrees: rotating by {a}° gives {f6}. φ = ω_k · Δ is "
            "in radians.",
            phi, phi, inDegrees);
    const double psi = angleValue(pos + offset, omega);
    const double absolute = rotated(askSine, std::cos(psi), std::sin(psi));
    mistake(q, "rotation-uses-position", absolute,
            "It looks like the pair was rotated by the angle of token {} itself, ω_k × {} {~} rad, "
            "which gives {f6}. The rotation for an offset is φ = ω_k · Δ, whatever the position.",
            target, pos + offset, psi, absolute);

    addParams(q, "token position offset targetToken k i sine omega angle phi sinTheta cosTheta",
              {token, pos, offset, target, double(k), double(i), askSine ? 1.0 : 0.0, omega, theta,
               phi, sinT, cosT});
    return q;
}

// ---------------------------------------------------------------------------------------------
// G: the longest wavelength against a context length

namespace {
double longestWavelength(const Settings& s) { return wavelength(s.dModel / 2 - 1, s); }

// The smallest base whose lambda_max reaches the context, (L/2π)^(d/(d−2)); its text is
// "(L/2π)^({}/{}) ≈ {g}" with the arguments dModel, dModel - 2 and this.
double neededBase(double context, int dModel) {
    return std::pow(context / kTwoPi, static_cast<double>(dModel) / (dModel - 2));
}
} // namespace

Question wavelengthQuestion(double context, const QuizSettings& qs) {
    checkQuizSettings(qs);
    checkedContext(context);
    const Settings& s = qs.settings;
    const int pairs = s.dModel / 2;
    const int k = pairs - 1;
    const double omega = frequency(k, s);
    const double lambda = longestWavelength(s);
    const double power = std::pow(s.base, static_cast<double>(s.dModel - 2) / s.dModel);
    const int decimals = 1;
    Question q = numericQuestion('G', "wavelength", qs, lambda, decimals);
    const std::string exponent = fill("{}/{}", s.dModel - 2, s.dModel);

    settingsLine(q.prompt, qs, false, false);
    put(q.prompt,
        "The slowest pair sets the longest wavelength λ_max: the number of positions it needs for one "
        "full turn. What is λ_max? Then compare it with a context of {} tokens. Give at least {} "
        "decimal place{s}.",
        context, decimals);
    q.hint = "A pair with frequency ω repeats when its angle grows by 2π, so λ = 2π/ω. The slowest "
             "pair is k = d_model/2 − 1, with ω_min = b^(−(d_model − 2)/d_model).";
    step(q, "The slowest pair is k = d_model/2 − 1 = {}, so its exponent is 2k/d_model = {t}.", k,
         exponent);
    step(q, "ω_min = {}^(−{t}) ≈ {g}.", s.base, exponent, omega);
    step(q, "λ_max = 2π/ω_min = 2π × {}^({t}) ≈ 2π × {g} ≈ {f3} positions.", s.base, exponent, power,
         lambda);
    if (pairs == 1)
        step(q, "With d_model = 2 the only pair has ω = 1 whatever the base, so λ_max = 2π: the base "
                "cannot lengthen it.");
    if (lambda >= context)
        step(q,
             "λ_max ≥ {}: over the context the slowest pair turns only {f3} times, less than once, so "
             "distant positions do not alias through it; base {} is large enough.",
             context, context / lambda, s.base);
    else if (pairs > 1)
        step(q,
             "λ_max < {}: over the context the slowest pair wraps about {f1} times, so distant "
             "positions can alias; a base of at least (L/2π)^({}/{}) ≈ {g} would be needed.",
             context, context / lambda, s.dModel, s.dModel - 2, neededBase(context, s.dModel));
    else
        step(q, "λ_max < {}: the pair wraps about {f1} times over the context.", context,
             context / lambda);

    mistake(q, "wavelength-missing-2pi", power,
            "It looks like 2π was left out: 1/ω_min = {}^({t}) ≈ {g}. A pair repeats when its angle "
            "grows by 2π, so λ = 2π/ω.",
            s.base, exponent, power);
    mistake(q, "wavelength-as-frequency", omega,
            "It looks like the frequency was given instead of the wavelength: ω_min ≈ {g}. The "
            "wavelength is 2π/ω, the positions per full turn.",
            omega);
    mistake(q, "wavelength-uses-full-base", kTwoPi * s.base,
            "It looks like the exponent was taken as 1: 2π × {} ≈ {g}. The slowest pair is k = "
            "d_model/2 − 1, so the exponent is (d_model − 2)/d_model = {t}{t}",
            s.base, kTwoPi * s.base, exponent, pairs > 1 ? ", just below 1." : ", not 1.");
    mistake(q, "wavelength-fastest-pair", kTwoPi,
            "That is 2π ≈ 6.283, the wavelength of the fastest pair (ω_0 = 1); the question asks for "
            "the slowest pair.");

    addParams(q, "context k omega wavelength", {context, double(k), omega, lambda});
    return q;
}

Question baseChoiceQuestion(double context, int firstRung, const QuizSettings& qs) {
    checkQuizSettings(qs);
    const Settings& s = qs.settings;
    if (s.dModel < 4)
        refuse("Choosing a base needs d_model of at least 4: with d_model = 2 the only pair has ω = 1 "
               "whatever the base.");
    checkedContext(context);
    if (firstRung < 1 || firstRung > 9)
        refuse("firstRung must be from 1 to 9 (the smallest base shown is 10^firstRung); received {}.",
               firstRung);
    const std::string exponent = fill("{}/{}", s.dModel - 2, s.dModel);
    double bases[4], lambdas[4];
    int answer = -1, missing2pi = -1, fullBase = -1;
    for (int j = 0; j < 4; ++j) {
        bases[j] = std::pow(10.0, firstRung + j);
        Settings t = s;
        t.base = bases[j];
        lambdas[j] = longestWavelength(t);
        if (answer < 0 && lambdas[j] >= context) answer = j;
        if (missing2pi < 0 && lambdas[j] / kTwoPi >= context) missing2pi = j;
        if (fullBase < 0 && kTwoPi * bases[j] >= context) fullBase = j;
    }
    if (answer < 0)
        refuse("None of the bases 10^{} to 10^{} gives λ_max ≥ {} at d_model = {}.", firstRung,
               firstRung + 3, context, s.dModel);

    Question q = newQuestion('G', "base-choice", qs);
    q.isChoice = true;
    q.answer = answer;
    put(q.prompt,
        "Settings: d_model = {}. A model must keep positions in order across a context of {} tokens, "
        "so its slowest pair must not complete a full turn within the context: its wavelength λ_max "
        "must be at least {}. Which is the smallest of these bases that achieves this?",
        s.dModel, context, context);
    q.hint = "λ_max = 2π/ω_min with ω_min = b^(−(d_model − 2)/d_model); work it out for each base "
             "and compare with the context length.";
    for (int j = 0; j < 4; ++j) {
        put(q.choices.emplace_back(), "b = {}", bases[j]);
        step(q, "b = {}: λ_max = 2π × {}^({t}) ≈ {f1}{t}{}.", bases[j], bases[j], exponent, lambdas[j],
             lambdas[j] >= context ? " ≥ " : " < ", context);
        if (j == answer) continue;
        if (j < answer && j == fullBase)
            wrongOption(q, "wavelength-uses-full-base", j,
                        "This is the base you get with λ_max = 2π·b, the exponent taken as 1: 2π × {} "
                        "≈ {f1}. The slowest pair's exponent is {t}, so λ_max ≈ {f1}, short of {}.",
                        bases[j], kTwoPi * bases[j], exponent, lambdas[j], context);
        else if (j < answer)
            wrongOption(q, "base-too-small", j,
                        "With b = {} the slowest pair's wavelength is λ_max ≈ {f1}, shorter than the "
                        "context: it wraps about {f1} times, so distant positions alias.",
                        bases[j], lambdas[j], context / lambdas[j]);
        else if (j == missing2pi)
            wrongOption(q, "base-lambda-missing-2pi", j,
                        "This is the base you get when λ_max is computed without 2π (b^({t}) ≥ {}). "
                        "The wavelength is 2π/ω_min, 2π times longer, so a smaller base on the list "
                        "already reaches the context.",
                        exponent, context);
        else
            wrongOption(q, "base-larger-than-needed", j,
                        "b = {} works (λ_max ≈ {f1}), but it is not the smallest: a smaller base on "
                        "the list already gives λ_max ≥ {}.",
                        bases[j], lambdas[j], context);
    }
    step(q, "The smallest base with λ_max ≥ {} is b = {}; exactly, b ≥ (L/2π)^({}/{}) ≈ {g} would do.",
         context, bases[answer], s.dModel, s.dModel - 2, neededBase(context, s.dModel));
    addParams(q, "context firstRung answerBase", {context, double(firstRung), bases[answer]});
    return q;
}

// ---------------------------------------------------------------------------------------------
// H: the dot product depends only on the offset

Question dotQuestion(double tokenP, double tokenQ, const QuizSettings& qs) {
    checkQuizSettings(qs);
    checkedToken(tokenP);
    checkedToken(tokenQ);
    const Settings& s = qs.settings;
    const int o = qs.origin;
    const int pairs = s.dModel / 2;
    const double p = tokenP - o, qq = tokenQ - o;
    const double gap = p - qq;
    const double value = dot(p, qq, s);
    const int decimals = 4;
    Question q = numericQuestion('H', "dot", qs, value, decimals);

    settingsLine(q.prompt, qs, false, false);
    put(q.prompt,
        "What is the dot product PE({}) · PE({}) of the encodings of token numbers {} and {}? Give at "
        "least {} decimal place{s}.",
        tokenP, tokenQ, tokenP, tokenQ, decimals);
    q.hint = "Pair by pair, sin a · sin b + cos a · cos b = cos(a − b): the dot product is a sum of "
             "d_model/2 cosines of ω_k times the gap between the two positions.";
    step(q,
         "Each pair k contributes sin(ω_k p) sin(ω_k q) + cos(ω_k p) cos(ω_k q) = cos(ω_k (p − q)), so "
         "PE(p) · PE(q) = Σ_k cos(ω_k (p − q)) over the {} pair{s}.",
         pairs);
    step(q,
         "The gap is p − q = {} − {} = {} (the index origin cancels in the difference, and the layout "
         "only reorders the terms).",
         tokenP, tokenQ, gap);
    // The terms shown: every pair up to four pairs, otherwise the first two and the last.
    const int shownPairs[3] = {0, 1, pairs - 1};
    const int nShown = pairs <= 4 ? pairs : 3;
    std::string& terms = q.solution.emplace_back("Terms: ");
    for (int j = 0; j < nShown; ++j) {
        const int k = pairs <= 4 ? j : shownPairs[j];
        put(terms, "{t}k = {}: cos({g} × {q}) ≈ {f6}",
            j == 0 ? "" : (pairs > 4 && j + 1 == nShown ? "; …; " : "; "), k, frequency(k, s), gap,
            pairDot(k, p, qq, s));
    }
    terms += '.';
    step(q, "Sum: {f6}, which is {f} to {} decimal{s}.", value, value, decimals, decimals);
    if (gap == 0)
        step(q,
             "At zero gap every term is cos 0 = 1, so the dot product is d_model/2 = {}: |PE(t)|² is "
             "the same for every token.",
             pairs);
    else
        step(q,
             "Swapping the two tokens turns the gap into {}, and cosine is even, so the value is the "
             "same; any two tokens {} apart give it too.",
             -gap, std::fabs(gap));

    // One pair alone: every pair up to four pairs, otherwise the first and the last.
    const int nSingle = pairs <= 4 ? pairs : 2;
    for (int j = 0; j < nSingle; ++j) {
        const int k = pairs <= 4 || j == 0 ? j : pairs - 1;
        const double v = pairDot(k, p, qq, s);
        mistake(q, "dot-single-pair", v,
                "It looks like only pair {} was counted: cos(ω_{} × {q}) ≈ {f6}. The dot product adds "
                "one such term for each of the {} pair{s}.",
                k, k, gap, v, pairs);
    }
    mistake(q, "dot-d-model", 2 * value,
            "It looks like every coordinate was counted as a full term, which doubles the sum: {f6}. "
            "Each pair gives one term, sin·sin + cos·cos = cos(ω_k (p − q)), so there are d_model/2 "
            "terms, not d_model.",
            2 * value);
    double sumPositions = 0, sines = 0, degrees = 0, exponentK = 0;
    for (int k = 0; k < pairs; ++k) {
        const double w = frequency(k, s);
        sumPositions += std::cos(angleValue(p + qq, w));
        sines += fnOf(true, p, w) * fnOf(true, qq, w);
        degrees += std::cos(angleValue(gap, w) * kDegree);
        exponentK += std::cos(gap * std::pow(s.base, -static_cast<double>(k) / s.dModel));
    }
    mistake(q, "dot-uses-positions", sumPositions,
            "It looks like the positions were added: Σ_k cos(ω_k (p + q)) ≈ {f6}. The identity gives "
            "cos(ω_k (p − q)): only the gap matters.",
            sumPositions);
    mistake(q, "dot-sines-only", sines,
            "It looks like only the sine products were summed: Σ_k sin(ω_k p) sin(ω_k q) ≈ {f6}. Each "
            "pair contributes sin·sin + cos·cos.",
            sines);
    mistake(q, "degrees", degrees,
            "It looks like the angles were taken in degrees: Σ_k cos(ω_k · {q}°) ≈ {f6}. The formula "
            "measures angles in radians.",
            gap, degrees);
    mistake(q, "exponent-uses-i", exponentK,
            "It looks like the exponent was built from the pair index k instead of 2k, as "
            "b^(k/d_model): that gives {f6}. Pair k's frequency is b^(−2k/d_model).",
            exponentK);

    addParams(q, "tokenP tokenQ positionP positionQ offset", {tokenP, tokenQ, p, qq, gap});
    return q;
}

// ---------------------------------------------------------------------------------------------
// Choice questions for A and D

Question positionZeroChoice(const QuizSettings& qs, const int (&order)[4]) {
    checkQuizSettings(qs);
    const Settings& s = qs.settings;
    static const char* const statements[4] = {
        "Its sine coordinates are all 0 and its cosine coordinates are all 1.",
        "All of its coordinates are 0: the first position adds nothing to the embedding.",
        "Its sine coordinates are all 1 and its cosine coordinates are all 0.",
        "Its coordinates depend on the base, because every pair has its own frequency.",
    };
    static const char* const codes[4] = {"", "all-zeros-at-position-zero", "sin-cos-swapped",
                                         "base-matters-at-zero"};
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
        "Which statement describes the positional encoding of the first token, token number {}?",
        qs.origin);
    q.hint = "Find the formula position of the first token, then the angle of every pair there.";
    step(q, "Token number {} is at formula position pos = {} − {} = 0.", qs.origin, qs.origin, qs.origin);
    step(q, "Every pair's angle is ω_k · 0 = 0, whatever ω_k, so every sine is sin 0 = 0 and every "
            "cosine is cos 0 = 1.");
    step(q,
         "So PE(0) = {t} in the {t} layout: a fixed pattern of length √(d_model/2), not the zero "
         "vector.",
         vectorAtZero(s), layoutName(s.layout));
    addParams(q, "token position", {double(qs.origin), 0.0});
    return q;
}

Question aliasingChoice(int turns, const QuizSettings& qs, const int (&order)[4]) {
    checkQuizSettings(qs);
    const Settings& s = qs.settings;
    if (s.dModel < 4)
        refuse("The aliasing choice question needs d_model of at least 4: with d_model = 2 the single "
               "pair repeats, and so does the whole vector.");
    checkedTurns(turns);
    const double pos = turns * kTwoPi;
    static const char* const statements[4] = {
        ("They differ: the slower pairs turn through angles that are not whole turns, so some of "
         "their coordinates change."),
        "They are identical: once one pair repeats, the whole vector repeats.",
        "They differ in every coordinate, the fastest pair included.",
        "They are identical, but only for the paper's base 10000.",
    };
    static const char* const codes[4] = {"", "full-vector-repeats", "fastest-pair-changes",
                                         "aliasing-base-specific"};
    const std::string repeats = fill(
        "Only the fastest pair completes whole turns over {w}; the other pairs turn at smaller "
        "frequencies and end up elsewhere on their circles.",
        turns);
    const std::string fastest = fill(
        "The fastest pair has ω_0 = 1 and period exactly 2π, so over {w} it comes back exactly to "
        "where it was.",
        turns);
    const char* const explanations[4] = {
        "", repeats.c_str(), fastest.c_str(),
        "The base sets the slower frequencies, and for any base they do not complete whole turns "
        "together with the fastest pair; the vectors differ."};
    Question q = choiceQuestion('D', "aliasing-choice", qs, statements, codes, explanations, order);
    put(q.prompt,
        "Settings: d_model = {}, base {}. At the formula positions p and p + {w} the fastest pair "
        "(ω_0 = 1) has exactly the same sine and cosine. What can you say about the full vectors "
        "PE(p) and PE(p + {w})?",
        s.dModel, s.base, turns, turns);
    put(q.hint, "Compare the angle each pair turns through over {w} with a whole number of turns.", turns);
    const double omega1 = frequency(1, s);
    const double theta1 = angleValue(pos, omega1);
    step(q, "Over {w} ≈ {f6} the fastest pair turns {} whole turn{s} and comes back.", turns, pos, turns);
    step(q,
         "Pair 1 has {t}, so it turns through {f6} rad, {f4} of a turn: from p = 0 its sine goes from 0 "
         "to {f6}.",
         omegaText(1, s), theta1, theta1 / kTwoPi, std::sin(theta1));
    step(q,
         "So PE(p) ≠ PE(p + {w}): one pair can alias, but the vector repeats only if every pair "
         "completes whole turns at once.",
         turns);
    addParams(q, "turns position", {double(turns), pos});
    return q;
}

// ---------------------------------------------------------------------------------------------
// The bank

namespace {

void shuffled(SplitMix64& rng, int (&order)[4]) {
    for (int j = 0; j < 4; ++j) order[j] = j;
    for (int j = 3; j > 0; --j) std::swap(order[j], order[rng.belowInt(j + 1)]);
}

// The draws use integers only, and comparisons of computed values against thresholds that no
// computed value sits on, so every platform draws the same question.
Question drawQuestion(char cell, SplitMix64& rng, const QuizSettings& qs) {
    const Settings& s = qs.settings;
    const int pairs = s.dModel / 2;
    const int o = qs.origin;
    int order[4];
    switch (cell) {
    case 'A': {
        if (rng.below(3) == 0) {
            shuffled(rng, order);
            return positionZeroChoice(qs, order);
        }
        const int k = rng.belowInt(pairs);
        const bool sine = rng.below(3) == 0; // cosines more often: "all zeros" is the trap
        return coordinateQuestion('A', o, coordinateIndex(k, sine, s), qs);
    }
    case 'B': {
        const int turns = 1 + rng.belowInt(4);
        const double pos = std::nearbyint(turns * kTwoPi) + (rng.belowInt(3) - 1);
        const bool sine = rng.below(2) == 0;
        return coordinateQuestion('B', pos + o, coordinateIndex(0, sine, s), qs);
    }
    case 'C': {
        const int k = pairs - 1;
        // Angles up to a tenth of a turn: a small arc where the sine is nearly linear.
        const double top = std::min(1e6, std::max(1.0, std::floor(wavelength(k, s) / 10)));
        const double low = std::max(1.0, std::floor(top / 4));
        const double pos =
            low + static_cast<double>(rng.below(static_cast<std::uint64_t>(top - low) + 1));
        return coordinateQuestion('C', pos + o, coordinateIndex(k, true, s), qs);
    }
    case 'D': {
        if (pairs >= 2 && rng.below(3) == 0) {
            const int turns = 1 + rng.belowInt(3);
            shuffled(rng, order);
            return aliasingChoice(turns, qs, order);
        }
        const int turns = 1 + rng.belowInt(3);
        int k = 0;
        if (pairs >= 2) {
            // A pair whose sine at 2*pi*turns is clearly away from 0, the value at pos = 0.
            double best = -1;
            for (int attempt = 0; attempt < 12; ++attempt) {
                const int c = 1 + rng.belowInt(pairs - 1);
                const double v = std::fabs(std::sin(angleValue(turns * kTwoPi, frequency(c, s))));
                if (v > best) {
                    best = v;
                    k = c;
                }
                if (v >= 0.05) break;
            }
        }
        return aliasingQuestion(turns, coordinateIndex(k, true, s), qs);
    }
    case 'E': {
        const int magnitude = 1 + rng.belowInt(9);
        const double offset = rng.below(2) == 0 ? -magnitude : magnitude;
        // Pairs that turn a visible, less than half-turn angle; one of them at random.
        const auto visible = [&](int k) {
            const double phi = frequency(k, s) * magnitude;
            return phi >= 0.0201 && phi <= 3.0;
        };
        int candidates = 0;
        for (int k = 0; k < pairs; ++k) candidates += visible(k);
        int k = 0;
        if (candidates > 0) {
            int pick = rng.belowInt(candidates);
            for (k = 0; !visible(k) || pick-- > 0; ++k) {
            }
        }
        const double pos = 10 + rng.belowInt(90);
        const bool sine = rng.below(2) == 0;
        return rotationQuestion(pos + o, offset, k, sine, qs);
    }
    case 'F': {
        const double pos = 1000 + static_cast<double>(rng.below(99001));
        const int k = rng.belowInt(std::min(pairs, 4));
        const bool sine = rng.below(2) == 0;
        return coordinateQuestion('F', pos + o, coordinateIndex(k, sine, s), qs);
    }
    case 'G': {
        const bool numeric = pairs < 2 || (rng.below(2) == 0 && longestWavelength(s) < 1e7);
        if (!numeric) {
            // Contexts 2^6 .. 2^20 and bases 10^1 .. 10^7: every (answer, context) that leaves
            // at least one too-small base on the list.
            double lambdas[8];
            for (int e = 1; e <= 7; ++e) {
                Settings t = s;
                t.base = std::pow(10.0, e);
                lambdas[e] = longestWavelength(t);
            }
            int answers[6 * 15];
            double contexts[6 * 15];
            int cases = 0;
            for (int a = 2; a <= 7; ++a)
                for (int n = 6; n <= 20; ++n) {
                    const double context = std::ldexp(1.0, n);
                    if (lambdas[a - 1] < context && context <= lambdas[a]) {
                        answers[cases] = a;
                        contexts[cases++] = context;
                    }
                }
            if (cases > 0) {
                const int c = rng.belowInt(cases);
                const int lowest = std::max(1, answers[c] - 3), highest = std::min(answers[c] - 1, 4);
                const int first = lowest + rng.belowInt(highest - lowest + 1);
                return baseChoiceQuestion(contexts[c], first, qs);
            }
        }
        const double context = std::ldexp(1.0, 9 + rng.belowInt(9)); // 512 .. 131072
        return wavelengthQuestion(context, qs);
    }
    default: { // H
        const double p = 12 + rng.belowInt(40);
        const bool zero = rng.below(5) == 0;
        const int magnitude = 1 + rng.belowInt(12);
        const double gap = zero ? 0 : (rng.below(2) == 0 ? -magnitude : magnitude);
        return dotQuestion(p + o, p - gap + o, qs);
    }
    }
}

} // namespace

std::vector<Question> makeQuiz(std::uint64_t seed, const QuizSettings& qs, int count) {
    checkQuizSettings(qs);
    checkedQuizCount(count);
    std::vector<Question> quiz(static_cast<std::size_t>(count));
    for (int j = 0; j < count; ++j) {
        const char cell = kCells[j % 8];
        // Each question has its own stream, so question j does not depend on count.
        SplitMix64 rng(seed ^ (0xD1B54A32D192ED03ull * static_cast<std::uint64_t>(j + 1)));
        Question& q = quiz[static_cast<std::size_t>(j)];
        q = drawQuestion(cell, rng, qs);
        for (int attempt = 0; attempt < 8; ++attempt) {
            const bool repeated = std::any_of(quiz.begin(), quiz.begin() + j, [&](const Question& e) {
                return e.prompt == q.prompt;
            });
            if (!repeated) break;
            q = drawQuestion(cell, rng, qs);
        }
        q.id.clear();
        put(q.id, "{f0}-{}-{t}", static_cast<double>(seed), j + 1, q.cell);
    }
    return quiz;
}

std::vector<Question> makeQuiz(const QuizOptions& o) {
    const std::uint64_t seed = checkedQuizSeed(o.seed);
    const QuizSettings qs = makeQuizSettings(o.dModel, o.base, o.layout, o.origin);
    return makeQuiz(seed, qs, checkedQuizCount(o.count));
}

// ---------------------------------------------------------------------------------------------
// Checking

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
        put(r.message, "Choose one of the {} options by its number (0 to {}) or its letter (a to {t}).",
            n, n - 1, std::string_view(&last, 1));
        return r;
    }
    r.value = chosen;
    const char letter = static_cast<char>('a' + chosen);
    const std::string_view option(&letter, 1);
    const std::string& shown = q.choices[static_cast<std::size_t>(chosen)];
    if (chosen == q.answer) {
        r.verdict = Verdict::correct;
        put(r.message, "Correct: option {t} (\"{t}\") is right.", option, shown);
        return r;
    }
    r.verdict = Verdict::incorrect;
    put(r.message, "Not quite: option {t} (\"{t}\") does not hold.", option, shown);
    for (const Mistake& m : q.mistakes) {
        if (m.choice != chosen) continue;
        r.diagnosis = m.code;
        put(r.message, " {t}", m.explanation);
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
            "Not quite: {t} looks like the exact value cut off after {} decimal{s} instead of rounded. "
            "The digits dropped are worth at least half a unit of the last one kept, so that digit "
            "should go one up (away from zero)",
            yours, typed);
        if (typed < target.decimals)
            put(r.message, "; the question also asks for at least {} decimal{s}", target.decimals);
        r.message += '.';
        r.diagnosis = "truncated";
        return r;
    }
    for (const Mistake& m : q.mistakes) {
        if (!std::isfinite(m.value) || !withinHalfUnit(r.value, m.value, typed)) continue;
        r.diagnosis = m.code;
        r.message.clear();
        put(r.message, "Not quite: {t} matches a common slip. {t}", yours, m.explanation);
        return r;
    }
    return r;
}

} // namespace pe
