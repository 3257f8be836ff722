#include "answer.hpp"

#include "coordinate_mistakes.hpp"
#include "number_text.hpp"
#include "message.hpp"

#include <cmath>

namespace pe {

namespace {

constexpr std::string_view kUnicodeMinus = "\xE2\x88\x92"; // U+2212 MINUS SIGN

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isControl(unsigned char c) { return c < 0x20 || c == 0x7F; }

char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }
bool startsWithWord(std::string_view s, std::string_view word) {
    if (s.size() < word.size()) return false;
    for (std::size_t i = 0; i < word.size(); ++i)
        if (lower(s[i]) != word[i]) return false;
    return true;
}

TypedNumber unreadable(std::string problem) {
    TypedNumber n;
    n.problem = std::move(problem);
    return n;
}

// At most 24 bytes of s, never cutting a UTF-8 sequence in two (the message must stay valid UTF-8).
std::string_view quoted(std::string_view s) {
    std::size_t n = s.size() < 24 ? s.size() : 24;
    while (n > 0 && n < s.size() && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
    return s.substr(0, n);
}

} // namespace

TypedNumber readTypedNumber(std::string_view text) {
    if (text.size() > kMaxAnswerLength)
        return unreadable(fill("core-unreadable-answer-too-long max",
                               kMaxAnswerLength));
    while (!text.empty() && isSpace(text.front())) text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back())) text.remove_suffix(1);
    if (text.empty()) return unreadable(PE_MESSAGE("core-unreadable-answer-empty"));
    for (char c : text)
        if (isControl(static_cast<unsigned char>(c)))
            return unreadable(PE_MESSAGE("core-unreadable-answer-contains-control-character-which-not"));

    bool negative = false;
    std::string digits; // every mantissa digit, the decimal point dropped
    std::string_view rest = text;
    if (rest.front() == '+' || rest.front() == '-') {
        negative = rest.front() == '-';
        rest.remove_prefix(1);
    } else if (rest.substr(0, kUnicodeMinus.size()) == kUnicodeMinus) {
        negative = true;
        rest.remove_prefix(kUnicodeMinus.size());
    }
    if (startsWithWord(rest, "nan"))
        return unreadable(PE_MESSAGE("core-unreadable-nan-not-number-can-checked"));
    if (startsWithWord(rest, "inf") || rest.substr(0, 3) == "\xE2\x88\x9E")
        return unreadable(PE_MESSAGE("core-unreadable-infinity-not-answer-can-checked"));
    if (startsWithWord(rest, "0x"))
        return unreadable(PE_MESSAGE("core-unreadable-hexadecimal-numbers-not-accepted-write-value"));

    int intDigits = 0, fracDigits = 0;
    bool seenSeparator = false;
    std::size_t at = 0;
    for (; at < rest.size(); ++at) {
        const char c = rest[at];
        if (isDigit(c)) {
            digits += c;
            (seenSeparator ? fracDigits : intDigits) += 1;
        } else if (c == '.' || c == ',') {
            if (seenSeparator)
                return unreadable(PE_MESSAGE("core-unreadable-answer-has-more-than-one-decimal"));
            seenSeparator = true;
        } else {
            break;
        }
    }
    if (intDigits + fracDigits == 0)
        return unreadable(at < rest.size() ? fill("core-unreadable-not-a-number typed:t", quoted(text))
                                           : std::string(PE_MESSAGE("core-unreadable-no-digits")));

    long exponent = 0;
    if (at < rest.size() && (rest[at] == 'e' || rest[at] == 'E')) {
        ++at;
        bool negativeExponent = false;
        if (at < rest.size() && (rest[at] == '+' || rest[at] == '-'))
            negativeExponent = rest[at++] == '-';
        int expDigits = 0;
        for (; at < rest.size() && isDigit(rest[at]); ++at, ++expDigits)
            if (exponent < 100000) exponent = exponent * 10 + (rest[at] - '0');
        if (expDigits == 0)
            return unreadable(PE_MESSAGE("core-unreadable-exponent-after-e-has-no-digits"));
        if (negativeExponent) exponent = -exponent;
    }
    if (at < rest.size())
        return unreadable(fill("core-unreadable-after-the-number rest:t", quoted(rest.substr(at))));

    const double magnitude = decimalToDouble(digits, exponent - fracDigits);
    const double value = negative ? -magnitude : magnitude;
    if (!std::isfinite(value))
        return unreadable(PE_MESSAGE("core-unreadable-number-too-large-read"));

    TypedNumber n;
    n.readable = true;
    n.value = value == 0 ? 0.0 : value; // no negative zero in feedback
    const long decimals = static_cast<long>(fracDigits) - exponent;
    n.decimals = decimals < 0 ? 0 : (decimals > 400 ? 400 : static_cast<int>(decimals));
    return n;
}

const char* verdictName(Verdict verdict) {
    switch (verdict) {
    case Verdict::correct: return "correct";
    case Verdict::incorrect: return "incorrect";
    case Verdict::tooFewDecimals: return "too-few-decimals";
    case Verdict::unreadable: return "unreadable";
    }
    return "unreadable";
}

int checkedDecimals(double decimals) {
    if (!std::isfinite(decimals) || std::floor(decimals) != decimals || decimals < 0 ||
        decimals > kMaxDecimals)
        refuse("core-refuse-decimals-must-whole-number-from-0 maxDecimals decimals", kMaxDecimals,
               decimals); // NaN and Infinity by name
    return static_cast<int>(decimals);
}

// Half a unit in the given decimal place, widened by a few parts per billion so that a value
// exactly half-way, which binary floating point cannot hold, is not refused by a rounding error.
bool withinHalfUnit(double value, double expected, int decimals) {
    const double half = 0.5 * std::pow(10.0, -decimals);
    // (|expected| * 4e-16, not 4 * |expected| * 1e-16: that overflows to infinity above 4.5e307.)
    return std::fabs(value - expected) <= half * (1 + 1e-9) + std::fabs(expected) * 4e-16;
}

std::string formatExact(const Quantity& value, int decimals) {
    const int shown = decimals + 6;
    return formatFixed(value, shown > 17 ? 17 : shown);
}

NumericTarget checkedTarget(double expected, double decimals) {
    if (!std::isfinite(expected))
        refuse("core-refuse-expected-must-finite-number-received expected", expected);
    return NumericTarget{expected, checkedDecimals(decimals), ""};
}

NumericTarget coordinateTarget(double pos, double i, const Settings& settings, double decimals) {
    validate(settings);
    const double p = checkedPosition(pos);
    const int index = checkedCoordinateIndex(i, settings);
    const int d = checkedDecimals(decimals);
    const CoordinateRole r = coordinateRole(index, settings);
    return NumericTarget{coordinate(p, index, settings), d, formatExact(fnOf(r.isSine, p * omegaOf(r.pair, settings)), d)};
}

AnswerCheck checkAnswer(std::string_view text, const NumericTarget& target) {
    AnswerCheck r;
    r.expected = target.expected;
    r.decimalsRequired = target.decimals;
    r.tolerance = 0.5 * std::pow(10.0, -target.decimals);
    const TypedNumber typed = readTypedNumber(text);
    if (!typed.readable) {
        r.verdict = Verdict::unreadable;
        r.message = fill("core-answer-unreadable problem:m example:f@decimals decimals:x", typed.problem, 0.1234,
                         target.decimals < 4 ? 4 : target.decimals);
        return r;
    }
    r.value = typed.value;
    r.decimalsTyped = typed.decimals;
    const int shown = typed.decimals > 17 ? 17 : typed.decimals; // the answer as typed

    if (typed.decimals >= target.decimals &&
        withinHalfUnit(typed.value, target.expected, target.decimals)) {
        r.verdict = Verdict::correct;
        r.message = fill("core-answer-correct value:f@shown shown:x exact:n decimals:c", typed.value, shown,
                         target.exact.empty() ? formatExact(target.expected, target.decimals) : target.exact,
                         target.decimals);
    } else if (typed.decimals < target.decimals &&
               withinHalfUnit(typed.value, target.expected, typed.decimals)) {
        r.verdict = Verdict::tooFewDecimals;
        r.message = fill("core-answer-too-few-decimals value:f@shown shown:x typed:c asked:c",
                         typed.value, shown, typed.decimals, target.decimals);
    } else {
        r.verdict = Verdict::incorrect;
        // Within ten units of the last decimal asked (or one unit of the last decimal typed, when
        // fewer were), the working is probably right and only the last digits are not; further
        // off, advice about rounding would mislead. Cutting off only ever makes a number smaller
        // in size.
        const double off = std::fabs(typed.value - target.expected);
        const bool close = off <= 20 * r.tolerance ||
                           (typed.decimals < target.decimals && off < std::pow(10.0, -typed.decimals));
        const bool short_ = std::fabs(typed.value) < std::fabs(target.expected) &&
                            (typed.value < 0) == (target.expected < 0);
        r.message = fill(typed.value < target.expected
                             ? "core-answer-too-small value:f@shown shown:x tolerance:f@toleranceDecimals toleranceDecimals:x decimals:c advice:m"
                             : "core-answer-too-large value:f@shown shown:x tolerance:f@toleranceDecimals toleranceDecimals:x decimals:c advice:m",
                         typed.value, shown, r.tolerance, target.decimals + 1, target.decimals,
                         !close   ? PE_MESSAGE("core-answer-advice-check-each-step")
                         : short_ ? PE_MESSAGE("core-answer-advice-round-not-cut")
                                  : PE_MESSAGE("core-answer-advice-check-rounding"));
    }
    return r;
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

} // namespace

AnswerCheck checkAnswer(std::string_view text, const NumericTarget& target,
                        const std::vector<Mistake>& slips) {
    AnswerCheck r = checkAnswer(text, target);
    if (r.verdict != Verdict::incorrect) return r;

    const int typed = r.decimalsTyped;
    const int shown = typed > 17 ? 17 : typed;
    if (isTruncation(r.value, target.expected, typed)) {
        r.message.clear();
        if (typed < target.decimals)
            put(r.message, "core-answer-truncated-too-few-decimals value:f@shown shown:x typed:c asked:c", r.value,
                shown, typed, target.decimals);
        else put(r.message, "core-answer-truncated value:f@shown shown:x typed:c", r.value, shown, typed);
        r.diagnosis = mistakeCode(Slip::truncated);
        return r;
    }
    for (const Mistake& m : slips) {
        if (!std::isfinite(m.value) || !withinHalfUnit(r.value, m.value, typed)) continue;
        r.diagnosis = m.code;
        r.message.clear();
        put(r.message, "core-answer-slip value:f@shown shown:x explanation:m", r.value, shown, m.explanation);
        return r;
    }
    return r;
}

AnswerCheck checkAnswer(std::string_view text, const CoordinateTarget& t) {
    const CoordinateAsked asked = checkedCoordinate(t);
    const int decimals = checkedDecimals(t.decimals);
    const CoordinateRole role = coordinateRole(asked.i, t.settings);
    const NumericTarget target{coordinateValue(asked), decimals,
                               formatExact(fnOf(role.isSine, asked.pos * omegaOf(role.pair, t.settings)), decimals)};
    std::vector<Mistake> slips;
    addCoordinateMistakes(SlipsFor{slips, target.expected, target.decimals}, asked);
    return checkAnswer(text, target, slips);
}

} // namespace pe
