#include "quiz.hpp"

#include "number_text.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
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
// Text. Every piece is appended by an out-of-line call, so a sentence costs a few calls instead of
// a chain of std::string temporaries (whose inlined code and clean-ups would bloat the
// WebAssembly module). Numbers are formatted by the core's own routines, never printf.

std::string trimZeros(std::string s) {
    if (s.find('.') == std::string::npos) return s;
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
    return s;
}

// A number and how to write it.
struct Num {
    enum Style { shortest, fixed, significant, angle, factor, parenthesised };
    double value;
    Style style;
    int decimals;
};
Num N(double v) { return {v, Num::shortest, 0}; }          // 3, 0.5, 10000
Num F(double v, int decimals) { return {v, Num::fixed, decimals}; } // 0.019999
Num S(double v) { return {v, Num::significant, 0}; }       // six significant digits
Num A(double v) { return {v, Num::angle, 0}; }             // 6 decimals, zeros trimmed
Num P(double v) { return {v, Num::factor, 0}; }            // 6 decimals, (-0.4) in parentheses
Num Q(double v) { return {v, Num::parenthesised, 0}; }     // shortest, (-5) in parentheses

struct Plural {
    int n;
    const char* word;
};

// Six significant digits: 0.01, 0.000103663, 1.03663e-5, 60650.4.
std::string significant(double v) {
    if (v == 0 || !std::isfinite(v)) return formatShort(v);
    const double m = std::fabs(v);
    const int e = static_cast<int>(std::floor(std::log10(m)));
    if (e >= -4 && e < 15) return trimZeros(formatFixed(v, e >= 5 ? 0 : 5 - e));
    int exponent = e;
    std::string mantissa = trimZeros(formatFixed(m / std::pow(10.0, e), 5));
    if (mantissa == "10") {
        mantissa = "1";
        ++exponent;
    }
    std::string out = v < 0 ? "-" : "";
    out.append(mantissa).append("e").append(formatFixed(exponent, 0));
    return out;
}

class Text {
public:
    [[gnu::noinline]] Text& operator<<(std::string_view piece) {
        s_.append(piece.data(), piece.size());
        return *this;
    }
    [[gnu::noinline]] Text& operator<<(int n) { return *this << formatFixed(n, 0); }
    Text& operator<<(double) = delete; // say how: N, F, S, A, P or Q
    [[gnu::noinline]] Text& operator<<(Num n) {
        switch (n.style) {
        case Num::shortest: return *this << formatShort(n.value);
        case Num::fixed: return *this << formatFixed(n.value, n.decimals);
        case Num::significant: return *this << significant(n.value);
        case Num::angle: return *this << trimZeros(formatFixed(n.value, 6));
        case Num::factor:
            return n.value < 0 ? *this << "(" << formatFixed(n.value, 6) << ")"
                               : *this << formatFixed(n.value, 6);
        case Num::parenthesised:
            return n.value < 0 ? *this << "(" << formatShort(n.value) << ")"
                               : *this << formatShort(n.value);
        }
        return *this;
    }
    [[gnu::noinline]] Text& operator<<(Plural p) {
        return *this << p.n << " " << p.word << (p.n == 1 ? "" : "s");
    }
    operator std::string() const { return s_; }

private:
    std::string s_;
};

const char* fnName(bool sine) { return sine ? "sin" : "cos"; }
const char* fnWord(bool sine) { return sine ? "sine" : "cosine"; }

// "Give at least 4 decimal places."
struct AtLeast {
    int decimals;
};
Text& operator<<(Text& t, AtLeast a) {
    return t << "Give at least " << Plural{a.decimals, "decimal place"} << ".";
}

// 2*pi*m as written in text: 2π, 4π, 6π.
struct TwoPiTimes {
    int m;
};
Text& operator<<(Text& t, TwoPiTimes w) {
    if (w.m == 1) return t << "2π";
    return t << 2 * w.m << "π";
}

// "= 3" when v is whole, "≈ 0.44" otherwise.
struct Approx {
    double v;
};
Text& operator<<(Text& t, Approx a) { return t << (std::floor(a.v) == a.v ? "= " : "≈ ") << A(a.v); }

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
void settingsLine(Text& t, const QuizSettings& q, bool withLayout, bool withOrigin) {
    t << "Settings: d_model = " << q.settings.dModel << ", base " << N(q.settings.base);
    if (withLayout) t << ", " << layoutPhrase(q.settings.layout);
    if (withOrigin) t << ", tokens numbered from " << q.origin;
    t << ". ";
}

// The exponent of pair k as written: "10000^(−2/4)".
struct Power {
    const Settings& s;
    int twoK;
};
Text& operator<<(Text& t, Power p) {
    return t << N(p.s.base) << "^(−" << p.twoK << "/" << p.s.dModel << ")";
}

struct Omega {
    int k;
    const Settings& s;
};
Text& operator<<(Text& t, Omega o) {
    if (o.k == 0) return t << "ω_0 = " << N(o.s.base) << "^0 = 1";
    return t << "ω_" << o.k << " = " << Power{o.s, 2 * o.k} << " ≈ " << S(frequency(o.k, o.s));
}

// Why coordinate i is the sine or cosine of pair k under the layout.
std::string roleText(int i, const Settings& s) {
    const CoordinateRole r = coordinateRole(i, s);
    const int half = s.dModel / 2;
    Text t;
    if (s.layout == Layout::concatenated) {
        t << "In the concatenated layout coordinates 0 to " << half - 1 << " are sines and " << half
          << " to " << s.dModel - 1 << " cosines, so coordinate " << i << " is the "
          << fnWord(r.isSine) << " of pair k = ";
        if (r.isSine) t << i;
        else t << i << " − " << half << " = " << r.pair;
        return t << ".";
    }
    return t << "In the interleaved layout even coordinates are sines and odd ones cosines, and "
                "coordinates 2k and 2k + 1 form pair k; so coordinate "
             << i << " is the " << fnWord(r.isSine) << " of pair k = " << r.pair << ".";
}

int coordinateIndex(int k, bool sine, const Settings& s) {
    if (s.layout == Layout::concatenated) return sine ? k : k + s.dModel / 2;
    return sine ? 2 * k : 2 * k + 1;
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
    Text t;
    t << "[";
    const int shown = s.dModel <= 8 ? s.dModel : 4;
    for (int i = 0; i < shown; ++i) t << (i ? ", " : "") << (coordinateRole(i, s).isSine ? "0" : "1");
    if (shown < s.dModel) t << (s.layout == Layout::concatenated ? ", …, 1" : ", …, 0, 1");
    return t << "]";
}

// ---------------------------------------------------------------------------------------------
// Validation

bool isWhole(double x) { return std::isfinite(x) && std::floor(x) == x; }

[[noreturn]] void refuse(const Text& message) { throw InputError(message); }

int checkedOrigin(double origin) {
    if (!(origin == 0 || origin == 1))
        refuse(Text() << "origin must be 0 or 1 (the number of the first token); received "
                      << N(origin) << ".");
    return static_cast<int>(origin);
}

void checkQuizSettings(const QuizSettings& q) {
    validate(q.settings);
    checkedOrigin(q.origin);
}

double checkedToken(double token, const char* name = "token number") {
    if (!isWhole(token) || std::fabs(token) > 1e15)
        refuse(Text() << "The " << name << " must be a whole number of at most 10^15 in size; received "
                      << N(token) << ".");
    return token;
}

int checkedTurns(int turns) {
    if (turns < 1 || turns > 1000)
        refuse(Text() << "turns must be a whole number from 1 to 1000; received " << turns << ".");
    return turns;
}

double checkedContext(double context) {
    if (!isWhole(context) || context < 1 || context > 1e12)
        refuse(Text() << "The context length must be a whole number of tokens from 1 to 10^12; received "
                      << N(context) << ".");
    return context;
}

void checkOrder(const int (&order)[4]) {
    bool seen[4] = {false, false, false, false};
    for (int o : order) {
        if (o < 0 || o > 3 || seen[o])
            throw InputError("The option order must be a permutation of 0, 1, 2, 3.");
        seen[o] = true;
    }
}

// ---------------------------------------------------------------------------------------------
// Assembling questions

Question newQuestion(char cell, const char* kind, const QuizSettings& qs) {
    Question q;
    q.cell = std::string(1, cell);
    q.kind = kind;
    q.id = Text() << q.cell << "-" << kind;
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

void addMistake(Question& q, const char* code, double value, const Text& explanation) {
    q.mistakes.push_back(Mistake{code, explanation, value, -1});
}

void addStep(Question& q, const Text& step) { q.solution.push_back(step); }

void addParam(Question& q, const char* name, double value) { q.params.push_back({name, value}); }

// Keeps the mistakes a learner's answer can tell apart from the exact value at the required
// decimals, and the first of any two that give the same value.
void finishNumeric(Question& q) {
    std::vector<Mistake> kept;
    for (Mistake& m : q.mistakes) {
        if (!std::isfinite(m.value) || withinHalfUnit(m.value, q.expected, q.decimals)) continue;
        const bool repeated = std::any_of(kept.begin(), kept.end(), [&](const Mistake& k) {
            return std::fabs(k.value - m.value) <= 1e-12 * std::max(1.0, std::fabs(m.value));
        });
        if (!repeated) kept.push_back(std::move(m));
    }
    q.mistakes = std::move(kept);
}

struct Statement {
    std::string text;
    const char* code; // "" for the correct statement (index 0)
    std::string explanation;
};

Question choiceQuestion(char cell, const char* kind, const QuizSettings& qs,
                        const std::vector<Statement>& statements, const int (&order)[4]) {
    checkOrder(order);
    Question q = newQuestion(cell, kind, qs);
    q.isChoice = true;
    for (int shown = 0; shown < 4; ++shown) {
        const Statement& st = statements[static_cast<std::size_t>(order[shown])];
        q.choices.push_back(st.text);
        if (order[shown] == 0) q.answer = shown;
        else q.mistakes.push_back(Mistake{st.code, st.explanation, 0.0, shown});
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
    addMistake(q, "degrees", inDegrees,
               Text() << "It looks like the angle was taken in degrees: " << f << "(" << A(theta)
                      << "°) = " << F(inDegrees, shown)
                      << ". The formula measures angles in radians, so the value is " << f << "("
                      << A(theta) << " rad).");

    const double swapped = fnOf(!r.isSine, pos, omega);
    addMistake(q, "sin-cos-swapped", swapped,
               Text() << "It looks like sine and cosine were swapped: " << fnName(!r.isSine) << "("
                      << A(theta) << ") = " << F(swapped, shown) << ", but coordinate " << i
                      << " holds the " << fnWord(r.isSine) << " of pair " << r.pair << " in the "
                      << layoutName(s.layout) << " layout.");

    if (tokens) {
        const double plusOne = coordinate(pos + 1, i, s);
        if (o == 1)
            addMistake(q, "origin-off-by-one", plusOne,
                       Text() << "It looks like the token number was used as the position: with pos = "
                              << N(token) << " you get " << F(plusOne, shown)
                              << ". Tokens are numbered from 1 here, so token " << N(token)
                              << " is at position " << N(token) << " − 1 = " << N(pos) << ".");
        else
            addMistake(q, "origin-off-by-one", plusOne,
                       Text() << "It looks like positions were counted from 1: with pos = " << N(token)
                              << " + 1 = " << N(pos + 1) << " you get " << F(plusOne, shown)
                              << ". Tokens are numbered from 0 here, so token " << N(token)
                              << " is at position " << N(pos) << ".");
        if (o == 0) {
            const double minusOne = coordinate(pos - 1, i, s);
            addMistake(q, "origin-off-by-one", minusOne,
                       Text() << "It looks like 1 was subtracted from the token number: with pos = "
                              << N(token) << " − 1 = " << N(pos - 1) << " you get "
                              << F(minusOne, shown)
                              << ". Tokens are numbered from 0 here, so no subtraction is needed: pos = "
                              << N(token) << ".");
        }
    }

    const int twoK = 2 * r.pair;
    for (const int used : {i, 2 * i}) {
        if (used == twoK) continue; // the right exponent after all
        const double v = fnOf(r.isSine, pos, std::pow(s.base, -static_cast<double>(used) / s.dModel));
        Text t;
        if (used == i)
            t << "It looks like the exponent was built from the coordinate index i = " << i
              << " instead of 2k = " << twoK << ": ";
        else
            t << "It looks like the exponent used 2i = " << used << " instead of 2k = " << twoK << ": ";
        t << f << "(" << A(pos) << " / " << N(s.base) << "^(" << used << "/" << s.dModel
          << ")) = " << F(v, shown) << ".";
        if (used == i) t << " Both coordinates of pair k share the exponent 2k/d_model.";
        else t << " In PE(pos, 2k) the 2k is the pair's even coordinate, not twice the coordinate index.";
        addMistake(q, "exponent-uses-i", v, t);
        if (i == 0) break; // 2i = i
    }

    const Settings other = otherLayout(s);
    const CoordinateRole ro = coordinateRole(i, other);
    const double swappedLayout = coordinate(pos, i, other);
    addMistake(q, s.layout == Layout::interleaved ? "layout-concatenated" : "layout-interleaved",
               swappedLayout,
               Text() << "It looks like the " << layoutName(other.layout)
                      << " layout was used: there coordinate " << i << " is the " << fnWord(ro.isSine)
                      << " of pair " << ro.pair << ", which gives " << F(swappedLayout, shown)
                      << ". This question uses the " << layoutName(s.layout) << " layout, where it is the "
                      << fnWord(r.isSine) << " of pair " << r.pair << ".");

    addMistake(q, "angle-instead-of-value", theta,
               Text() << "It looks like the answer stopped at the angle, " << A(theta)
                      << " rad. The coordinate is the " << fnWord(r.isSine)
                      << " of that angle, which always lies between −1 and 1.");
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
        refuse(Text() << "seed must be a whole number from 0 to 2^53 (9007199254740992); received "
                      << N(seed) << ".");
    return static_cast<std::uint64_t>(seed);
}

int checkedQuizCount(double count) {
    if (!isWhole(count) || count < 1 || count > kMaxQuizCount)
        refuse(Text() << "count must be a whole number from 1 to " << kMaxQuizCount
                      << " (questions in one quiz); received " << N(count) << ".");
    return static_cast<int>(count);
}

int checkedChoiceIndex(double index, std::size_t choices, std::string_view name) {
    if (!isWhole(index) || index < 0 || index >= static_cast<double>(choices))
        refuse(Text() << name << " must be the index of an option, a whole number from 0 to "
                      << N(static_cast<double>(choices) - 1) << "; received " << N(index) << ".");
    return static_cast<int>(index);
}

// ---------------------------------------------------------------------------------------------
// A, B, C, F: one coordinate of one token

Question coordinateQuestion(char cell, double token, int i, const QuizSettings& qs) {
    checkQuizSettings(qs);
    if (cell != 'A' && cell != 'B' && cell != 'C' && cell != 'F')
        refuse(Text() << "A coordinate question is about cell A, B, C or F; received \""
                      << std::string_view(&cell, 1) << "\".");
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

    Text prompt, hint;
    settingsLine(prompt, qs, true, true);
    switch (cell) {
    case 'A':
        prompt << "The first token is token number " << N(token) << ". What is coordinate " << i
               << " of its positional encoding? ";
        hint << "Work out the formula position of the first token (pos = t − " << o
             << "), then ask what sine and cosine are at that angle.";
        break;
    case 'B':
        prompt << "Coordinate " << i
               << " belongs to the fastest pair (k = 0, ω_0 = 1). What is its value for token number "
               << N(token) << "? ";
        hint << "With ω_0 = 1 the angle in radians equals the position pos = t − " << o
             << ". One full turn is 2π ≈ 6.2832 positions, so see how far past a whole turn it is.";
        break;
    case 'C':
        prompt << "Coordinate " << i << " belongs to the slowest pair (k = " << r.pair
               << "). What is its value for token number " << N(token) << "? ";
        hint << "The slowest pair has ω = " << Power{s, 2 * r.pair}
             << ". Over a small arc the sine is just below the angle itself (sin x ≈ x − x³/6).";
        break;
    default: // F
        prompt << "Token number " << N(token)
               << " lies far beyond short training lengths. What is coordinate " << i
               << " of its positional encoding? ";
        hint << "The angle pos·ω_k is large, but sine and cosine repeat every 2π: evaluate it in "
                "radians (or subtract whole turns first).";
        break;
    }
    q.prompt = prompt << AtLeast{decimals};
    q.hint = hint;

    addStep(q, Text() << "Token number " << N(token) << " with tokens numbered from " << o
                      << " is at formula position pos = " << N(token) << " − " << o << " = " << N(pos)
                      << ".");
    q.solution.push_back(roleText(i, s));
    addStep(q, Text() << "Its frequency is " << Omega{r.pair, s} << ".");
    addStep(q, Text() << "The angle is θ = pos · ω_" << r.pair << " = " << N(pos) << " × " << S(omega)
                      << " " << Approx{theta} << " rad.");
    const auto valueStep = [&](Text& t) {
        return t << F(value, 6) << ", which is " << F(value, decimals) << " to "
                 << Plural{decimals, "decimal"} << ".";
    };
    switch (cell) {
    case 'A':
        addStep(q, Text() << "Every pair has angle 0 at pos = 0, and sin 0 = 0, cos 0 = 1, so "
                             "coordinate "
                          << i << " is " << f << " 0 = " << N(value) << ".");
        addStep(q, Text() << "PE(0) is not the zero vector: all sines are 0 and all cosines 1, "
                             "whatever the base (here "
                          << vectorAtZero(s) << ").");
        break;
    case 'B': {
        const double turns = std::nearbyint(theta / kTwoPi);
        const double rest = theta - turns * kTwoPi;
        addStep(q, Text() << "The nearest whole number of turns is " << N(turns) << " (" << N(turns)
                          << " × 2π ≈ " << F(turns * kTwoPi, 4) << "), so the angle is "
                          << F(std::fabs(rest), 4) << " rad " << (rest < 0 ? "short of" : "past")
                          << " that, close to the start of the circle.");
        Text t;
        t << f << "(" << A(theta) << ") = " << f << "(" << A(rest) << ") ≈ ";
        addStep(q, valueStep(t));
        addStep(q, Text() << "The fastest pair comes back close to its start every 2π ≈ 6.28 "
                             "positions, but never exactly on an integer position; slower pairs "
                             "tell such positions apart.");
        break;
    }
    case 'C': {
        addStep(q, Text() << "That is only " << F(theta / kTwoPi, 4) << " of a full turn, a small arc.");
        Text t;
        t << f << "(" << A(theta) << ") ≈ ";
        addStep(q, valueStep(t));
        if (r.isSine)
            addStep(q, Text() << "The sine is below the angle by only about θ³/6 ≈ "
                              << S(theta * theta * theta / 6)
                              << ": this pair changes almost linearly with position, which makes "
                                 "it a coarse, global position signal.");
        break;
    }
    default: { // F
        const double turns = std::floor(theta / kTwoPi);
        addStep(q, Text() << "That is about " << F(theta / kTwoPi, 2) << " turns; removing " << N(turns)
                          << " whole turns leaves " << F(theta - turns * kTwoPi, 4) << " rad.");
        Text t;
        t << f << "(" << A(theta) << ") ≈ ";
        addStep(q, valueStep(t));
        addStep(q, Text() << "However large the position, every coordinate stays in [−1, 1] and the "
                             "whole vector has length √(d_model/2) ≈ "
                          << F(std::sqrt(s.dModel / 2.0), 4) << ": nothing grows with the position.");
        break;
    }
    }

    if (cell == 'A' && !r.isSine)
        addMistake(q, "all-zeros-at-position-zero", 0.0,
                   Text() << "It looks like PE at position 0 was taken to be all zeros. Only the sines "
                             "are 0 there; every cosine coordinate is cos 0 = 1.");
    addCoordinateMistakes(q, pos, token, i, true);
    finishNumeric(q);

    addParam(q, "token", token);
    addParam(q, "position", pos);
    addParam(q, "i", i);
    addParam(q, "k", r.pair);
    addParam(q, "sine", r.isSine ? 1 : 0);
    addParam(q, "omega", omega);
    addParam(q, "angle", theta);
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
    const TwoPiTimes where{turns};
    const char* f = fnName(r.isSine);

    Text prompt;
    settingsLine(prompt, qs, true, false);
    q.prompt = prompt << "The fastest pair (k = 0, ω_0 = 1) has a period of exactly 2π, so at the "
                         "formula position pos = "
                      << where << " ≈ " << F(pos, 6)
                      << " its sine and cosine are back at 0 and 1, as at pos = 0. Does the rest of "
                         "the vector repeat too? Compute coordinate "
                      << i << " (it belongs to pair k = " << r.pair << ") at pos = " << where
                      << "; here pos is a formula position, not a token number. " << AtLeast{decimals};
    q.hint = Text() << "Pair k turns at ω_k = b^(−2k/d_model); at pos = " << where
                    << " its angle is ω_k × " << where
                    << ", which is a whole number of turns only if ω_k × " << turns
                    << " is a whole number.";
    q.solution.push_back(roleText(i, s));
    addStep(q, Text() << "Its frequency is " << Omega{r.pair, s} << ".");
    addStep(q, Text() << "At pos = " << where << " the angle is θ = " << S(omega) << " × " << A(pos)
                      << " ≈ " << A(theta) << " rad, that is " << F(theta / kTwoPi, 4) << " turns.");
    addStep(q, Text() << f << "(" << A(theta) << ") ≈ " << F(value, 6)
                      << ", while at pos = 0 the same coordinate is " << f << " 0 = "
                      << (r.isSine ? 0 : 1) << ".");
    if (s.dModel == 2)
        addStep(q, Text() << "With d_model = 2 there is only the fastest pair, so here the whole "
                             "vector does repeat: one reason encodings use many pairs with "
                             "different frequencies.");
    else
        addStep(q, Text() << "So PE(" << where
                          << ") ≠ PE(0) although the fastest pair repeats: a single pair can alias, "
                             "but all pairs would have to complete whole turns at once for the "
                             "vector to repeat, which the spread of frequencies prevents over any "
                             "realistic range.");

    const int atZero = r.isSine ? 0 : 1;
    addMistake(q, "full-vector-repeats", atZero,
               Text() << "It looks like the whole vector was assumed to repeat with the fastest pair, "
                         "which gives the value at pos = 0, "
                      << atZero << ". Pair " << r.pair << " turns at ω = " << S(omega)
                      << ", so by pos = " << where << " it has moved " << A(theta)
                      << " rad, not a whole turn.");
    addCoordinateMistakes(q, pos, pos, i, false);
    finishNumeric(q);

    addParam(q, "turns", turns);
    addParam(q, "position", pos);
    addParam(q, "i", i);
    addParam(q, "k", r.pair);
    addParam(q, "sine", r.isSine ? 1 : 0);
    addParam(q, "omega", omega);
    addParam(q, "angle", theta);
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

    Text prompt;
    settingsLine(prompt, qs, false, true);
    q.prompt = prompt << "For token number " << N(token) << ", pair k = " << k << " (" << Omega{k, s}
                      << ") holds sin θ = " << F(sinT, 6) << " and cos θ = " << F(cosT, 6)
                      << ". Token number " << N(target) << " is " << N(std::fabs(offset))
                      << (std::fabs(offset) == 1 ? " position" : " positions")
                      << (offset < 0 ? " earlier" : " later") << " (offset Δ = " << N(offset)
                      << "). A fixed offset rotates each pair: from these two values, compute the "
                      << fnWord(askSine) << " of pair " << k << " at token number " << N(target)
                      << ". " << AtLeast{decimals};
    q.hint = "The rotation angle is φ = ω_k · Δ and keeps the sign of Δ. Then sin(θ + φ) = "
             "sin θ cos φ + cos θ sin φ and cos(θ + φ) = cos θ cos φ − sin θ sin φ.";
    addStep(q, Text() << "The rotation angle is φ = ω_" << k << " · Δ = " << S(omega) << " × "
                      << Q(offset) << " " << Approx{phi} << " rad"
                      << (offset < 0 ? ", negative: the pair turns backwards." : "."));
    addStep(q, Text() << "cos φ ≈ " << F(cp, 6) << " and sin φ ≈ " << F(sp, 6) << ".");
    Text row;
    row << "With the pair stacked sine first, [[cos φ, sin φ], [−sin φ, cos φ]] maps [sin θ, cos θ] "
           "at token "
        << N(token) << " to the pair at token " << N(target) << ". ";
    if (askSine)
        row << "Top row: sin θ cos φ + cos θ sin φ = " << P(sinT) << " × " << P(cp) << " + " << P(cosT)
            << " × " << P(sp);
    else
        row << "Bottom row: cos θ cos φ − sin θ sin φ = " << P(cosT) << " × " << P(cp) << " − "
            << P(sinT) << " × " << P(sp);
    addStep(q, row << " ≈ " << F(value, 6) << ".");
    addStep(q, Text() << "Check: directly, " << fnName(askSine) << "(ω_" << k << " × "
                      << N(pos + offset) << ") ≈ " << F(coordinate(pos + offset, i, s), 6)
                      << ". The angle φ depends only on Δ, not on the token: the same matrix shifts "
                         "every position by "
                      << N(offset) << ".");

    const double wrongSign = rotated(askSine, cp, -sp);
    addMistake(q, "rotation-sign", wrongSign,
               Text() << "It looks like the pair was rotated by −φ instead of +φ: that gives "
                      << F(wrongSign, 6) << ". The offset Δ = " << N(offset)
                      << " rotates by φ = ω_k · Δ " << Approx{phi} << " rad, sign included"
                      << (offset < 0 ? " (a negative offset turns the pair backwards)." : "."));
    const double otherRow = rotated(!askSine, cp, sp);
    addMistake(q, "sin-cos-swapped", otherRow,
               Text() << "It looks like the " << (askSine ? "cosine (bottom)" : "sine (top)")
                      << " row was used: it gives " << F(otherRow, 6)
                      << ", but the question asks for the " << fnWord(askSine) << " of the pair.");
    const double inDegrees = rotated(askSine, std::cos(phi * kDegree), std::sin(phi * kDegree));
    addMistake(q, "degrees", inDegrees,
               Text() << "It looks like φ = " << A(phi) << " was taken in degrees: rotating by "
                      << A(phi) << "° gives " << F(inDegrees, 6) << ". φ = ω_k · Δ is in radians.");
    const double psi = angleValue(pos + offset, omega);
    const double absolute = rotated(askSine, std::cos(psi), std::sin(psi));
    addMistake(q, "rotation-uses-position", absolute,
               Text() << "It looks like the pair was rotated by the angle of token " << N(target)
                      << " itself, ω_k × " << N(pos + offset) << " " << Approx{psi}
                      << " rad, which gives " << F(absolute, 6)
                      << ". The rotation for an offset is φ = ω_k · Δ, whatever the position.");
    finishNumeric(q);

    addParam(q, "token", token);
    addParam(q, "position", pos);
    addParam(q, "offset", offset);
    addParam(q, "targetToken", target);
    addParam(q, "k", k);
    addParam(q, "i", i);
    addParam(q, "sine", askSine ? 1 : 0);
    addParam(q, "omega", omega);
    addParam(q, "angle", theta);
    addParam(q, "phi", phi);
    addParam(q, "sinTheta", sinT);
    addParam(q, "cosTheta", cosT);
    return q;
}

// ---------------------------------------------------------------------------------------------
// G: the longest wavelength against a context length

namespace {
double longestWavelength(const Settings& s) { return wavelength(s.dModel / 2 - 1, s); }

// "(L/2π)^(d/(d−2)) ≈ 106243": the smallest base whose lambda_max reaches the context.
struct NeededBase {
    double context;
    int dModel;
};
Text& operator<<(Text& t, NeededBase n) {
    return t << "(L/2π)^(" << n.dModel << "/" << n.dModel - 2 << ") ≈ "
             << S(std::pow(n.context / kTwoPi, static_cast<double>(n.dModel) / (n.dModel - 2)));
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
    const std::string exponent = Text() << s.dModel - 2 << "/" << s.dModel;

    Text prompt;
    settingsLine(prompt, qs, false, false);
    q.prompt = prompt << "The slowest pair sets the longest wavelength λ_max: the number of positions "
                         "it needs for one full turn. What is λ_max? Then compare it with a context of "
                      << N(context) << " tokens. " << AtLeast{decimals};
    q.hint = "A pair with frequency ω repeats when its angle grows by 2π, so λ = 2π/ω. The slowest "
             "pair is k = d_model/2 − 1, with ω_min = b^(−(d_model − 2)/d_model).";
    addStep(q, Text() << "The slowest pair is k = d_model/2 − 1 = " << k
                      << ", so its exponent is 2k/d_model = " << exponent << ".");
    addStep(q, Text() << "ω_min = " << N(s.base) << "^(−" << exponent << ") ≈ " << S(omega) << ".");
    addStep(q, Text() << "λ_max = 2π/ω_min = 2π × " << N(s.base) << "^(" << exponent << ") ≈ 2π × "
                      << S(power) << " ≈ " << F(lambda, 3) << " positions.");
    if (pairs == 1)
        addStep(q, Text() << "With d_model = 2 the only pair has ω = 1 whatever the base, so "
                             "λ_max = 2π: the base cannot lengthen it.");
    if (lambda >= context)
        addStep(q, Text() << "λ_max ≥ " << N(context) << ": over the context the slowest pair turns only "
                          << F(context / lambda, 3)
                          << " times, less than once, so distant positions do not alias through it; "
                             "base "
                          << N(s.base) << " is large enough.");
    else if (pairs > 1)
        addStep(q, Text() << "λ_max < " << N(context) << ": over the context the slowest pair wraps about "
                          << F(context / lambda, 1)
                          << " times, so distant positions can alias; a base of at least "
                          << NeededBase{context, s.dModel} << " would be needed.");
    else
        addStep(q, Text() << "λ_max < " << N(context) << ": the pair wraps about "
                          << F(context / lambda, 1) << " times over the context.");

    addMistake(q, "wavelength-missing-2pi", power,
               Text() << "It looks like 2π was left out: 1/ω_min = " << N(s.base) << "^(" << exponent
                      << ") ≈ " << S(power)
                      << ". A pair repeats when its angle grows by 2π, so λ = 2π/ω.");
    addMistake(q, "wavelength-as-frequency", omega,
               Text() << "It looks like the frequency was given instead of the wavelength: ω_min ≈ "
                      << S(omega) << ". The wavelength is 2π/ω, the positions per full turn.");
    addMistake(q, "wavelength-uses-full-base", kTwoPi * s.base,
               Text() << "It looks like the exponent was taken as 1: 2π × " << N(s.base) << " ≈ "
                      << S(kTwoPi * s.base)
                      << ". The slowest pair is k = d_model/2 − 1, so the exponent is (d_model − 2)/d_model = "
                      << exponent << (pairs > 1 ? ", just below 1." : ", not 1."));
    addMistake(q, "wavelength-fastest-pair", kTwoPi,
               Text() << "That is 2π ≈ 6.283, the wavelength of the fastest pair (ω_0 = 1); the "
                         "question asks for the slowest pair.");
    finishNumeric(q);

    addParam(q, "context", context);
    addParam(q, "k", k);
    addParam(q, "omega", omega);
    addParam(q, "wavelength", lambda);
    return q;
}

Question baseChoiceQuestion(double context, int firstRung, const QuizSettings& qs) {
    checkQuizSettings(qs);
    const Settings& s = qs.settings;
    if (s.dModel < 4)
        throw InputError("Choosing a base needs d_model of at least 4: with d_model = 2 the only "
                         "pair has ω = 1 whatever the base.");
    checkedContext(context);
    if (firstRung < 1 || firstRung > 9)
        refuse(Text() << "firstRung must be from 1 to 9 (the smallest base shown is 10^firstRung); "
                         "received "
                      << firstRung << ".");
    const std::string exponent = Text() << s.dModel - 2 << "/" << s.dModel;
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
        refuse(Text() << "None of the bases 10^" << firstRung << " to 10^" << firstRung + 3
                      << " gives λ_max ≥ " << N(context) << " at d_model = " << s.dModel << ".");

    Question q = newQuestion('G', "base-choice", qs);
    q.isChoice = true;
    q.answer = answer;
    q.prompt = Text() << "Settings: d_model = " << s.dModel
                      << ". A model must keep positions in order across a context of " << N(context)
                      << " tokens, so its slowest pair must not complete a full turn within the "
                         "context: its wavelength λ_max must be at least "
                      << N(context) << ". Which is the smallest of these bases that achieves this?";
    q.hint = "λ_max = 2π/ω_min with ω_min = b^(−(d_model − 2)/d_model); work it out for each base "
             "and compare with the context length.";
    for (int j = 0; j < 4; ++j) {
        q.choices.push_back(Text() << "b = " << N(bases[j]));
        addStep(q, Text() << "b = " << N(bases[j]) << ": λ_max = 2π × " << N(bases[j]) << "^("
                          << exponent << ") ≈ " << F(lambdas[j], 1)
                          << (lambdas[j] >= context ? " ≥ " : " < ") << N(context) << ".");
        if (j == answer) continue;
        Text why;
        const char* code;
        if (j < answer && j == fullBase) {
            code = "wavelength-uses-full-base";
            why << "This is the base you get with λ_max = 2π·b, the exponent taken as 1: 2π × "
                << N(bases[j]) << " ≈ " << F(kTwoPi * bases[j], 1) << ". The slowest pair's exponent is "
                << exponent << ", so λ_max ≈ " << F(lambdas[j], 1) << ", short of " << N(context) << ".";
        } else if (j < answer) {
            code = "base-too-small";
            why << "With b = " << N(bases[j]) << " the slowest pair's wavelength is λ_max ≈ "
                << F(lambdas[j], 1) << ", shorter than the context: it wraps about "
                << F(context / lambdas[j], 1) << " times, so distant positions alias.";
        } else if (j == missing2pi) {
            code = "base-lambda-missing-2pi";
            why << "This is the base you get when λ_max is computed without 2π (b^(" << exponent
                << ") ≥ " << N(context)
                << "). The wavelength is 2π/ω_min, 2π times longer, so a smaller base on the list "
                   "already reaches the context.";
        } else {
            code = "base-larger-than-needed";
            why << "b = " << N(bases[j]) << " works (λ_max ≈ " << F(lambdas[j], 1)
                << "), but it is not the smallest: a smaller base on the list already gives λ_max ≥ "
                << N(context) << ".";
        }
        q.mistakes.push_back(Mistake{code, why, 0.0, j});
    }
    addStep(q, Text() << "The smallest base with λ_max ≥ " << N(context) << " is b = " << N(bases[answer])
                      << "; exactly, b ≥ " << NeededBase{context, s.dModel} << " would do.");
    addParam(q, "context", context);
    addParam(q, "firstRung", firstRung);
    addParam(q, "answerBase", bases[answer]);
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

    Text prompt;
    settingsLine(prompt, qs, false, false);
    q.prompt = prompt << "What is the dot product PE(" << N(tokenP) << ") · PE(" << N(tokenQ)
                      << ") of the encodings of token numbers " << N(tokenP) << " and " << N(tokenQ)
                      << "? " << AtLeast{decimals};
    q.hint = "Pair by pair, sin a · sin b + cos a · cos b = cos(a − b): the dot product is a sum of "
             "d_model/2 cosines of ω_k times the gap between the two positions.";
    addStep(q, Text() << "Each pair k contributes sin(ω_k p) sin(ω_k q) + cos(ω_k p) cos(ω_k q) = "
                         "cos(ω_k (p − q)), so PE(p) · PE(q) = Σ_k cos(ω_k (p − q)) over the "
                      << Plural{pairs, "pair"} << ".");
    addStep(q, Text() << "The gap is p − q = " << N(tokenP) << " − " << N(tokenQ) << " = " << N(gap)
                      << " (the index origin cancels in the difference, and the layout only "
                         "reorders the terms).");
    std::vector<int> shown;
    if (pairs <= 4)
        for (int k = 0; k < pairs; ++k) shown.push_back(k);
    else
        shown = {0, 1, pairs - 1};
    Text terms;
    terms << "Terms: ";
    for (std::size_t j = 0; j < shown.size(); ++j) {
        const int k = shown[j];
        if (j) terms << (pairs > 4 && j + 1 == shown.size() ? "; …; " : "; ");
        terms << "k = " << k << ": cos(" << S(frequency(k, s)) << " × " << Q(gap) << ") ≈ "
              << F(pairDot(k, p, qq, s), 6);
    }
    addStep(q, terms << ".");
    addStep(q, Text() << "Sum: " << F(value, 6) << ", which is " << F(value, decimals) << " to "
                      << Plural{decimals, "decimal"} << ".");
    if (gap == 0)
        addStep(q, Text() << "At zero gap every term is cos 0 = 1, so the dot product is d_model/2 = "
                          << pairs << ": |PE(t)|² is the same for every token.");
    else
        addStep(q, Text() << "Swapping the two tokens turns the gap into " << N(-gap)
                          << ", and cosine is even, so the value is the same; any two tokens "
                          << N(std::fabs(gap)) << " apart give it too.");

    std::vector<int> single;
    if (pairs <= 4)
        for (int k = 0; k < pairs; ++k) single.push_back(k);
    else
        single = {0, pairs - 1};
    for (int k : single) {
        const double v = pairDot(k, p, qq, s);
        addMistake(q, "dot-single-pair", v,
                   Text() << "It looks like only pair " << k << " was counted: cos(ω_" << k << " × "
                          << Q(gap) << ") ≈ " << F(v, 6)
                          << ". The dot product adds one such term for each of the "
                          << Plural{pairs, "pair"} << ".");
    }
    addMistake(q, "dot-d-model", 2 * value,
               Text() << "It looks like every coordinate was counted as a full term, which doubles "
                         "the sum: "
                      << F(2 * value, 6)
                      << ". Each pair gives one term, sin·sin + cos·cos = cos(ω_k (p − q)), so there "
                         "are d_model/2 terms, not d_model.");
    double sumPositions = 0, sines = 0, degrees = 0, exponentK = 0;
    for (int k = 0; k < pairs; ++k) {
        const double w = frequency(k, s);
        sumPositions += std::cos(angleValue(p + qq, w));
        sines += fnOf(true, p, w) * fnOf(true, qq, w);
        degrees += std::cos(angleValue(gap, w) * kDegree);
        exponentK += std::cos(gap * std::pow(s.base, -static_cast<double>(k) / s.dModel));
    }
    addMistake(q, "dot-uses-positions", sumPositions,
               Text() << "It looks like the positions were added: Σ_k cos(ω_k (p + q)) ≈ "
                      << F(sumPositions, 6) << ". The identity gives cos(ω_k (p − q)): only the gap matters.");
    addMistake(q, "dot-sines-only", sines,
               Text() << "It looks like only the sine products were summed: Σ_k sin(ω_k p) sin(ω_k q) ≈ "
                      << F(sines, 6) << ". Each pair contributes sin·sin + cos·cos.");
    addMistake(q, "degrees", degrees,
               Text() << "It looks like the angles were taken in degrees: Σ_k cos(ω_k · " << Q(gap)
                      << "°) ≈ " << F(degrees, 6) << ". The formula measures angles in radians.");
    addMistake(q, "exponent-uses-i", exponentK,
               Text() << "It looks like the exponent was built from the pair index k instead of 2k, "
                         "as b^(k/d_model): that gives "
                      << F(exponentK, 6) << ". Pair k's frequency is b^(−2k/d_model).");
    finishNumeric(q);

    addParam(q, "tokenP", tokenP);
    addParam(q, "tokenQ", tokenQ);
    addParam(q, "positionP", p);
    addParam(q, "positionQ", qq);
    addParam(q, "offset", gap);
    return q;
}

// ---------------------------------------------------------------------------------------------
// Choice questions for A and D

Question positionZeroChoice(const QuizSettings& qs, const int (&order)[4]) {
    checkQuizSettings(qs);
    const Settings& s = qs.settings;
    const std::vector<Statement> statements = {
        {"Its sine coordinates are all 0 and its cosine coordinates are all 1.", "", ""},
        {"All of its coordinates are 0: the first position adds nothing to the embedding.",
         "all-zeros-at-position-zero",
         "Only the sines vanish at position 0; every cosine coordinate is cos 0 = 1, so PE(0) is a "
         "fixed, non-zero pattern."},
        {"Its sine coordinates are all 1 and its cosine coordinates are all 0.", "sin-cos-swapped",
         "That swaps sine and cosine: at angle 0, sin 0 = 0 and cos 0 = 1."},
        {"Its coordinates depend on the base, because every pair has its own frequency.",
         "base-matters-at-zero",
         "Every frequency times position 0 is an angle of 0, so the base drops out: PE(0) is the "
         "same for every base."},
    };
    Question q = choiceQuestion('A', "position-zero-choice", qs, statements, order);
    Text prompt;
    settingsLine(prompt, qs, true, true);
    q.prompt = prompt << "Which statement describes the positional encoding of the first token, "
                         "token number "
                      << qs.origin << "?";
    q.hint = "Find the formula position of the first token, then the angle of every pair there.";
    addStep(q, Text() << "Token number " << qs.origin << " is at formula position pos = " << qs.origin
                      << " − " << qs.origin << " = 0.");
    addStep(q, Text() << "Every pair's angle is ω_k · 0 = 0, whatever ω_k, so every sine is sin 0 = 0 "
                         "and every cosine is cos 0 = 1.");
    addStep(q, Text() << "So PE(0) = " << vectorAtZero(s) << " in the " << layoutName(s.layout)
                      << " layout: a fixed pattern of length √(d_model/2), not the zero vector.");
    addParam(q, "token", qs.origin);
    addParam(q, "position", 0);
    return q;
}

Question aliasingChoice(int turns, const QuizSettings& qs, const int (&order)[4]) {
    checkQuizSettings(qs);
    const Settings& s = qs.settings;
    if (s.dModel < 4)
        throw InputError("The aliasing choice question needs d_model of at least 4: with d_model = 2 "
                         "the single pair repeats, and so does the whole vector.");
    checkedTurns(turns);
    const TwoPiTimes where{turns};
    const double pos = turns * kTwoPi;
    const std::vector<Statement> statements = {
        {"They differ: the slower pairs turn through angles that are not whole turns, so some of "
         "their coordinates change.",
         "", ""},
        {"They are identical: once one pair repeats, the whole vector repeats.", "full-vector-repeats",
         Text() << "Only the fastest pair completes whole turns over " << where
                << "; the other pairs turn at smaller frequencies and end up elsewhere on their "
                   "circles."},
        {"They differ in every coordinate, the fastest pair included.", "fastest-pair-changes",
         Text() << "The fastest pair has ω_0 = 1 and period exactly 2π, so over " << where
                << " it comes back exactly to where it was."},
        {"They are identical, but only for the paper's base 10000.", "aliasing-base-specific",
         "The base sets the slower frequencies, and for any base they do not complete whole turns "
         "together with the fastest pair; the vectors differ."},
    };
    Question q = choiceQuestion('D', "aliasing-choice", qs, statements, order);
    q.prompt = Text() << "Settings: d_model = " << s.dModel << ", base " << N(s.base)
                      << ". At the formula positions p and p + " << where
                      << " the fastest pair (ω_0 = 1) has exactly the same sine and cosine. What can "
                         "you say about the full vectors PE(p) and PE(p + "
                      << where << ")?";
    q.hint = Text() << "Compare the angle each pair turns through over " << where
                    << " with a whole number of turns.";
    const double omega1 = frequency(1, s);
    const double theta1 = angleValue(pos, omega1);
    addStep(q, Text() << "Over " << where << " ≈ " << F(pos, 6) << " the fastest pair turns "
                      << Plural{turns, "whole turn"} << " and comes back.");
    addStep(q, Text() << "Pair 1 has " << Omega{1, s} << ", so it turns through " << F(theta1, 6)
                      << " rad, " << F(theta1 / kTwoPi, 4)
                      << " of a turn: from p = 0 its sine goes from 0 to " << F(std::sin(theta1), 6)
                      << ".");
    addStep(q, Text() << "So PE(p) ≠ PE(p + " << where
                      << "): one pair can alias, but the vector repeats only if every pair "
                         "completes whole turns at once.");
    addParam(q, "turns", turns);
    addParam(q, "position", pos);
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
        std::vector<int> candidates; // pairs that turn a visible, less than half-turn angle
        for (int k = 0; k < pairs; ++k) {
            const double phi = frequency(k, s) * magnitude;
            if (phi >= 0.0201 && phi <= 3.0) candidates.push_back(k);
        }
        const int k = candidates.empty()
                          ? 0
                          : candidates[static_cast<std::size_t>(
                                rng.belowInt(static_cast<int>(candidates.size())))];
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
            std::vector<std::pair<int, double>> cases;
            for (int a = 2; a <= 7; ++a)
                for (int n = 6; n <= 20; ++n) {
                    const double context = std::ldexp(1.0, n);
                    if (lambdas[a - 1] < context && context <= lambdas[a]) cases.push_back({a, context});
                }
            if (!cases.empty()) {
                const auto& c =
                    cases[static_cast<std::size_t>(rng.belowInt(static_cast<int>(cases.size())))];
                const int lowest = std::max(1, c.first - 3), highest = std::min(c.first - 1, 4);
                const int first = lowest + rng.belowInt(highest - lowest + 1);
                return baseChoiceQuestion(c.second, first, qs);
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
    std::vector<Question> quiz;
    for (int j = 0; j < count; ++j) {
        const char cell = kCells[j % 8];
        // Each question has its own stream, so question j does not depend on count.
        SplitMix64 rng(seed ^ (0xD1B54A32D192ED03ull * static_cast<std::uint64_t>(j + 1)));
        Question q = drawQuestion(cell, rng, qs);
        for (int attempt = 0; attempt < 8; ++attempt) {
            const bool repeated = std::any_of(quiz.begin(), quiz.end(), [&](const Question& e) {
                return e.prompt == q.prompt;
            });
            if (!repeated) break;
            q = drawQuestion(cell, rng, qs);
        }
        q.id = Text() << formatFixed(static_cast<double>(seed), 0) << "-" << j + 1 << "-" << q.cell;
        quiz.push_back(std::move(q));
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
        r.message = Text() << "Choose one of the " << n << " options by its number (0 to " << n - 1
                           << ") or its letter (a to " << std::string_view(&last, 1) << ").";
        return r;
    }
    r.value = chosen;
    const char letter = static_cast<char>('a' + chosen);
    Text option;
    option << "option " << std::string_view(&letter, 1) << " (\""
           << q.choices[static_cast<std::size_t>(chosen)] << "\")";
    if (chosen == q.answer) {
        r.verdict = Verdict::correct;
        r.message = Text() << "Correct: " << std::string(option) << " is right.";
        return r;
    }
    r.verdict = Verdict::incorrect;
    Text message;
    message << "Not quite: " << std::string(option) << " does not hold.";
    for (const Mistake& m : q.mistakes) {
        if (m.choice != chosen) continue;
        r.diagnosis = m.code;
        message << " " << m.explanation;
        break;
    }
    r.message = message;
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
        Text message;
        message << "Not quite: " << yours << " looks like the exact value cut off after "
                << Plural{typed, "decimal"}
                << " instead of rounded. The digits dropped are worth at least half a unit of the "
                   "last one kept, so that digit should go one up (away from zero)";
        if (typed < target.decimals)
            message << "; the question also asks for at least " << Plural{target.decimals, "decimal"};
        r.diagnosis = "truncated";
        r.message = message << ".";
        return r;
    }
    for (const Mistake& m : q.mistakes) {
        if (!std::isfinite(m.value) || !withinHalfUnit(r.value, m.value, typed)) continue;
        r.diagnosis = m.code;
        r.message = Text() << "Not quite: " << yours << " matches a common slip. " << m.explanation;
        return r;
    }
    return r;
}

} // namespace pe
