#include "answer.hpp"

#include "coordinate_mistakes.hpp"
#include "number_text.hpp"
#include "message.hpp"

#include <cmath>

namespace pe {

namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isControl(unsigned char c) { return c < 0x20 || c == 0x7F; }

char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }
bool startsWithWord(std::string_view s, std::string_view word) {
    if (s.size() < word.size()) return false;
    for (std::size_t i = 0; i < word.size(); ++i)
        if (lower(s[i]) != word[i]) return false;
    return true;
}

// One character of a typed answer as the reader sees it: the ASCII character it stands for, with
// the script of a digit and the kind of a decimal mark. Every decimal mark stands for '.', every
// thousands separator for kGroupMark, every space for ' ' and every minus for '-'.
enum class Script : unsigned char { none, ascii, arabicIndic, persian, fullWidth };
enum class MarkKind : unsigned char { none, point, comma, arabic };

constexpr char kGroupMark = '\'';
constexpr char kOther = '\x01'; // a character that is none of the above (control characters are
                                // refused before the number is read, so none of them is confused with it)

struct Symbol {
    char ascii = kOther;
    Script script = Script::none;
    MarkKind mark = MarkKind::none;
    unsigned short at = 0;  // where it starts in the text, in bytes
    unsigned short size = 1;
};

// The characters of a text, up to one more than an answer may have (kept on the stack: an answer is
// short, and a std::vector's code would weigh more in the WebAssembly module than this reader).
struct Symbols {
    Symbol items[kMaxAnswerLength + 1];
    std::size_t count = 0;
};

// Invisible marks that set the direction of text: Arabic keyboards and copied text put them around
// and inside numbers (Intl.NumberFormat writes "؜-٠٫٥" in ar-EG), and nobody sees them.
bool isInvisibleMark(char32_t c) {
    return c == 0x200E || c == 0x200F || c == 0x061C || (c >= 0x202A && c <= 0x202E) ||
           (c >= 0x2066 && c <= 0x2069) || c == 0xFEFF;
}

Symbol classify(char32_t c) {
    Symbol s;
    const auto digit = [&](char32_t zero, Script script) {
        s.ascii = static_cast<char>('0' + (c - zero));
        s.script = script;
    };
    const auto mark = [&](MarkKind kind) {
        s.ascii = '.';
        s.mark = kind;
    };
    if (c < 0x80) {
        s.ascii = static_cast<char>(c);
        if (isDigit(s.ascii)) s.script = Script::ascii;
        else if (c == '.') mark(MarkKind::point);
        else if (c == ',') mark(MarkKind::comma);
    } else if (c >= 0x0660 && c <= 0x0669) digit(0x0660, Script::arabicIndic);
    else if (c >= 0x06F0 && c <= 0x06F9) digit(0x06F0, Script::persian);
    else if (c >= 0xFF10 && c <= 0xFF19) digit(0xFF10, Script::fullWidth);
    else if (c == 0xFF0E) mark(MarkKind::point);   // FULLWIDTH FULL STOP
    else if (c == 0xFF0C) mark(MarkKind::comma);   // FULLWIDTH COMMA
    else if (c == 0x066B) mark(MarkKind::arabic);  // ARABIC DECIMAL SEPARATOR
    else if (c == 0x066C || c == 0x2019) s.ascii = kGroupMark; // ARABIC THOUSANDS SEPARATOR, ’
    else if (c == 0x2212 || c == 0xFF0D) s.ascii = '-';        // MINUS SIGN, FULLWIDTH HYPHEN-MINUS
    else if (c == 0xFF0B) s.ascii = '+';
    else if (c == 0xFF45 || c == 0xFF25) s.ascii = c == 0xFF45 ? 'e' : 'E';
    else if (c == 0x00A0 || c == 0x202F || c == 0x2009 || c == 0x3000) s.ascii = ' ';
    return s;
}

// The characters of the text (a byte that is not UTF-8 is a character of its own), without the
// invisible direction marks.
void readSymbols(std::string_view text, Symbols& out) {
    for (std::size_t i = 0; i < text.size() && out.count <= kMaxAnswerLength;) {
        const unsigned char b = static_cast<unsigned char>(text[i]);
        std::size_t n = b < 0x80 ? 1 : (b & 0xE0) == 0xC0 ? 2 : (b & 0xF0) == 0xE0 ? 3 : (b & 0xF8) == 0xF0 ? 4 : 0;
        char32_t c = n == 1 ? b : n == 2 ? (b & 0x1Fu) : n == 3 ? (b & 0x0Fu) : (b & 0x07u);
        for (std::size_t k = 1; k < n; ++k) {
            const unsigned char next = i + k < text.size() ? static_cast<unsigned char>(text[i + k]) : 0;
            if ((next & 0xC0) != 0x80) { n = 0; break; }
            c = (c << 6) | (next & 0x3Fu);
        }
        const char32_t least = n == 2 ? 0x80 : n == 3 ? 0x800 : 0x10000;
        if (n == 0 || (n > 1 && (c < least || c > 0x10FFFF))) { n = 1; c = 0xFFFD; } // not UTF-8: one byte
        if (!isInvisibleMark(c)) {
            Symbol& s = out.items[out.count++];
            s = classify(c);
            s.at = static_cast<unsigned short>(i);
            s.size = static_cast<unsigned short>(n);
        }
        i += n;
    }
}

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

TypedNumber unreadable(std::string problem, UnreadableReason reason = UnreadableReason::notANumber) {
    TypedNumber n;
    n.problem = std::move(problem);
    n.reason = reason;
    return n;
}

// At most 24 bytes of s, never cutting a UTF-8 sequence in two (the message must stay valid UTF-8).
std::string_view quoted(std::string_view s) {
    std::size_t n = s.size() < 24 ? s.size() : 24;
    while (n > 0 && n < s.size() && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
    return s.substr(0, n);
}

// A decimal mark, and how many digits come before it.
struct MarkAt {
    MarkKind kind;
    std::size_t digitsBefore;
};

// Whether several marks group the digits in thousands, as 1.234,5 or 1,234,567 or 1.234.567 do:
// one to three digits, then groups of exactly three between marks of one kind, and after the last
// mark three more digits, or any number of them when it is of another kind (the decimal mark).
bool groupsThousands(const MarkAt* marks, std::size_t n, std::size_t digits) {
    if (marks[0].digitsBefore < 1 || marks[0].digitsBefore > 3) return false;
    for (std::size_t k = 1; k < n; ++k)
        if (marks[k].digitsBefore - marks[k - 1].digitsBefore != 3) return false;
    for (std::size_t k = 1; k + 1 < n; ++k)
        if (marks[k].kind != marks[0].kind) return false;
    return marks[n - 1].kind != marks[n - 2].kind || digits - marks[n - 1].digitsBefore == 3;
}

} // namespace

const char* unreadableReasonName(UnreadableReason reason) {
    switch (reason) {
    case UnreadableReason::none: return "none";
    case UnreadableReason::notANumber: return "not-a-number";
    case UnreadableReason::groupingSeparator: return "grouping-separator";
    case UnreadableReason::twoDecimalMarks: return "two-decimal-marks";
    case UnreadableReason::mixedScripts: return "mixed-scripts";
    }
    return "not-a-number";
}

TypedNumber readTypedNumber(std::string_view text) {
    // Four bytes at most to a character, and a few invisible marks among them: longer text is too
    // long whatever it holds, and is not read further.
    Symbols read;
    if (text.size() <= 16 * kMaxAnswerLength) readSymbols(text, read);
    if (text.size() > 16 * kMaxAnswerLength || read.count > kMaxAnswerLength)
        return unreadable(fill("core-unreadable-answer-too-long max", kMaxAnswerLength));
    const Symbol* const all = read.items;
    std::size_t first = 0, end = read.count;
    while (first < end && isSpace(all[first].ascii)) ++first;
    while (end > first && isSpace(all[end - 1].ascii)) --end;
    if (first == end) return unreadable(PE_MESSAGE("core-unreadable-answer-empty"));
    // The answer as typed, for messages, and the ASCII character each of its characters stands for.
    const std::size_t typedEnd = all[end - 1].at + all[end - 1].size;
    const std::string_view typed = text.substr(all[first].at, typedEnd - all[first].at);
    for (char c : typed)
        if (isControl(static_cast<unsigned char>(c)))
            return unreadable(PE_MESSAGE("core-unreadable-answer-contains-control-character-which-not"));
    const Symbol* const symbols = all + first;
    char ascii[kMaxAnswerLength];
    for (std::size_t k = first; k < end; ++k) ascii[k - first] = all[k].ascii;
    const std::string_view rest(ascii, end - first);
    const std::size_t size = rest.size();

    bool negative = false;
    std::string digits; // every mantissa digit, as ASCII, the decimal mark dropped
    std::size_t at = 0;
    if (rest.front() == '+' || rest.front() == '-') {
        negative = rest.front() == '-';
        ++at;
    }
    if (startsWithWord(rest.substr(at), "nan"))
        return unreadable(PE_MESSAGE("core-unreadable-nan-not-number-can-checked"));
    if (startsWithWord(rest.substr(at), "inf") || text.substr(symbols[at < size ? at : 0].at, 3) == "\xE2\x88\x9E")
        return unreadable(PE_MESSAGE("core-unreadable-infinity-not-answer-can-checked"));
    if (startsWithWord(rest.substr(at), "0x"))
        return unreadable(PE_MESSAGE("core-unreadable-hexadecimal-numbers-not-accepted-write-value"));

    unsigned scripts = 0; // one bit for each script of the digits
    const auto take = [&](std::size_t k) { scripts |= 1u << static_cast<unsigned>(symbols[k].script); };
    const auto digitAt = [&](std::size_t k) { return k < size && isDigit(rest[k]); };
    const auto groupedInThousands = [&] {
        return unreadable(fill("core-unreadable-grouping-separator typed:t", quoted(typed)),
                          UnreadableReason::groupingSeparator);
    };
    MarkAt marks[kMaxAnswerLength];
    std::size_t markCount = 0;
    for (; at < size; ++at) {
        const char c = rest[at];
        if (isDigit(c)) {
            digits += c;
            take(at);
        } else if (c == '.') {
            marks[markCount++] = {symbols[at].mark, digits.size()};
        } else if (at > 0 && digitAt(at - 1) &&
                   (c == kGroupMark ||
                    // a space between digits, then a group of three: "1 234,5", not "0.02 0.03"
                    (c == ' ' && digitAt(at + 1) && digitAt(at + 2) && digitAt(at + 3) && !digitAt(at + 4)))) {
            return groupedInThousands();
        } else {
            break;
        }
    }
    if (markCount > 1) {
        if (groupsThousands(marks, markCount, digits.size())) return groupedInThousands();
        return unreadable(fill("core-unreadable-two-decimal-marks typed:t", quoted(typed)),
                          UnreadableReason::twoDecimalMarks);
    }
    const int intDigits = static_cast<int>(markCount == 0 ? digits.size() : marks[0].digitsBefore);
    const int fracDigits = static_cast<int>(digits.size()) - intDigits;
    if (intDigits + fracDigits == 0)
        return unreadable(at < size ? fill("core-unreadable-not-a-number typed:t", quoted(typed))
                                    : std::string(PE_MESSAGE("core-unreadable-no-digits")));

    long exponent = 0;
    if (at < size && (rest[at] == 'e' || rest[at] == 'E')) {
        ++at;
        bool negativeExponent = false;
        if (at < size && (rest[at] == '+' || rest[at] == '-'))
            negativeExponent = rest[at++] == '-';
        int expDigits = 0;
        for (; at < size && isDigit(rest[at]); ++at, ++expDigits) {
            take(at);
            if (exponent < 100000) exponent = exponent * 10 + (rest[at] - '0');
        }
        if (expDigits == 0)
            return unreadable(PE_MESSAGE("core-unreadable-exponent-after-e-has-no-digits"));
        if (negativeExponent) exponent = -exponent;
    }
    if (at < size)
        return unreadable(fill("core-unreadable-after-the-number rest:t",
                               quoted(text.substr(symbols[at].at, typedEnd - symbols[at].at))));
    if ((scripts & (scripts - 1)) != 0)
        return unreadable(fill("core-unreadable-mixed-scripts typed:t", quoted(typed)),
                          UnreadableReason::mixedScripts);

    const double magnitude = decimalToDouble(digits, exponent - fracDigits);
    const double value = negative ? -magnitude : magnitude;
    if (!std::isfinite(value))
        return unreadable(PE_MESSAGE("core-unreadable-number-too-large-read"));

    TypedNumber n;
    n.readable = true;
    n.reason = UnreadableReason::none;
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
        r.unreadableReason = typed.reason;
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
