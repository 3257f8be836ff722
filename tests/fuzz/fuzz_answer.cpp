// libFuzzer target: the answer reader and checker (pe::readTypedNumber, pe::checkAnswer,
// pe::checkedTarget, pe::coordinateTarget, pe::formatExact), and for a coordinate target the
// checker that names slips (checkAnswer on a pe::CoordinateTarget, pe::coordinateMistakes).
//
// Input: ANSWER [ '\0' TARGET ]
//   ANSWER is the text a learner typed, byte for byte (so a plain text file is a seed).
//   TARGET, white-space separated tokens read with strtod:
//     "EXPECTED DECIMALS"                            -> pe::checkedTarget
//     "c POS I D_MODEL BASE LAYOUT DECIMALS"          -> pe::coordinateTarget under makeSettings
//   Without TARGET the question is 0.02 to 4 decimals.
// Only pe::InputError may be thrown; an invariant violation aborts (a finding).
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "answer.hpp"
#include "coordinate_mistakes.hpp"
#include "encoding.hpp"
#include "fuzz_util.hpp"
#include "number_text.hpp"

using fuzz::escaped;
using fuzz::num;

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && fuzz::isSpace(s.front())) s.remove_prefix(1);
    while (!s.empty() && fuzz::isSpace(s.back())) s.remove_suffix(1);
    return s;
}

bool digit(char c) { return c >= '0' && c <= '9'; }

double half(int decimals) { return 0.5 * std::pow(10.0, -decimals); }

// The text as the model reads it: each character (a byte that is not UTF-8 is one) as the ASCII
// character it stands for, and the script of each digit (0 for other characters). Digits: 0-9 (1),
// U+0660-0669 (2), U+06F0-06F9 (3), U+FF10-FF19 (4). Decimal marks '.', ',', U+066B, U+FF0E, U+FF0C
// stand for '.'; '-', U+2212, U+FF0D for '-'; '+', U+FF0B for '+'; U+FF45, U+FF25 for 'e', 'E';
// U+00A0, U+202F, U+2009, U+3000 for ' '. The direction marks U+200E, U+200F, U+061C, U+202A-202E,
// U+2066-2069 and U+FEFF are dropped. Anything else non-ASCII stands for '\x01'.
struct Plain {
    std::string ascii;
    std::string script;
};

Plain plainOf(std::string_view text) {
    Plain p;
    std::size_t i = 0;
    while (i < text.size()) {
        const unsigned char b = static_cast<unsigned char>(text[i]);
        std::size_t n = 1;
        std::uint32_t c = b;
        if (b >= 0xC2 && b <= 0xDF) n = 2, c = b & 0x1F;
        else if (b >= 0xE0 && b <= 0xEF) n = 3, c = b & 0x0F;
        else if (b >= 0xF0 && b <= 0xF4) n = 4, c = b & 0x07;
        else if (b >= 0x80) c = 0xFFFD;
        for (std::size_t k = 1; k < n; ++k) {
            if (i + k >= text.size() || (static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) {
                n = 1, c = 0xFFFD;
                break;
            }
            c = (c << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
        }
        if ((n == 3 && c < 0x800) || (n == 4 && (c < 0x10000 || c > 0x10FFFF))) n = 1, c = 0xFFFD;
        i += n;
        const bool invisible = c == 0x200E || c == 0x200F || c == 0x061C || (c >= 0x202A && c <= 0x202E) ||
                               (c >= 0x2066 && c <= 0x2069) || c == 0xFEFF;
        if (invisible) continue;
        char a = '\x01', script = 0;
        const std::uint32_t zeros[] = {'0', 0x0660, 0x06F0, 0xFF10};
        for (int z = 0; z < 4; ++z)
            if (c >= zeros[z] && c <= zeros[z] + 9) a = static_cast<char>('0' + (c - zeros[z])), script = static_cast<char>(z + 1);
        if (script == 0) {
            if (c == '.' || c == ',' || c == 0x066B || c == 0xFF0E || c == 0xFF0C) a = '.';
            else if (c == '-' || c == 0x2212 || c == 0xFF0D) a = '-';
            else if (c == '+' || c == 0xFF0B) a = '+';
            else if (c == 'e' || c == 0xFF45) a = 'e';
            else if (c == 'E' || c == 0xFF25) a = 'E';
            else if (c == 0xA0 || c == 0x202F || c == 0x2009 || c == 0x3000) a = ' ';
            else if (c < 0x80) a = static_cast<char>(c);
        }
        p.ascii += a;
        p.script += script;
    }
    return p;
}

// An independent statement of what readTypedNumber accepts, on the plain form above:
//   space* sign? (digits [.]? digits* | [.] digits) ([eE] [+-]? digits)? space*
// with every digit of one script, at most kMaxAnswerLength characters in all (and at most 16 times
// as many bytes). On a match, ascii is the same number in strtod's syntax, decimals the decimals
// the reader must report, and exact whether pe::decimalToDouble promises the correctly rounded value
// (at most 15 significant digits and a decimal exponent within +-22).
struct Expected {
    bool syntax = false;
    std::string ascii;
    int decimals = 0;
    bool exact = false;
};

Expected model(std::string_view text) {
    Expected e;
    if (text.size() > 16 * pe::kMaxAnswerLength) return e;
    const Plain plain = plainOf(text);
    if (plain.ascii.size() > pe::kMaxAnswerLength) return e;
    std::string scripts;
    for (char sc : plain.script)
        if (sc != 0 && scripts.find(sc) == std::string::npos) scripts += sc;
    if (scripts.size() > 1) return e;
    std::string_view s = trim(plain.ascii);
    if (!s.empty() && (s.front() == '+' || s.front() == '-')) {
        if (s.front() == '-') e.ascii += '-';
        s.remove_prefix(1);
    }
    std::size_t at = 0;
    int intDigits = 0, fracDigits = 0, significant = 0;
    auto take = [&](int& count) {
        if (significant > 0 || s[at] != '0') ++significant;
        e.ascii += s[at++];
        ++count;
    };
    while (at < s.size() && digit(s[at])) take(intDigits);
    if (at < s.size() && s[at] == '.') {
        e.ascii += '.';
        ++at;
        while (at < s.size() && digit(s[at])) take(fracDigits);
    }
    if (intDigits + fracDigits == 0) return e;
    long long exponent = 0;
    if (at < s.size() && (s[at] == 'e' || s[at] == 'E')) {
        e.ascii += 'e';
        ++at;
        bool negative = false;
        if (at < s.size() && (s[at] == '+' || s[at] == '-')) {
            negative = s[at] == '-';
            e.ascii += s[at++];
        }
        int expDigits = 0;
        for (; at < s.size() && digit(s[at]); ++at, ++expDigits) {
            e.ascii += s[at];
            if (exponent < 10000000) exponent = exponent * 10 + (s[at] - '0');
        }
        if (expDigits == 0) return e;
        if (negative) exponent = -exponent;
    }
    if (at != s.size()) return e;
    e.syntax = true;
    const long long d = fracDigits - exponent;
    e.decimals = d < 0 ? 0 : d > 400 ? 400 : static_cast<int>(d);
    e.exact = significant <= 15 && d >= -22 && d <= 22;
    return e;
}

pe::TypedNumber checkReader(std::string_view text) {
    const auto ctx = [&] { return std::string("readTypedNumber(" + escaped(text) + ")"); };
    const pe::TypedNumber n = pe::readTypedNumber(text);
    const Expected e = model(text);
    double ref = 0; // what strtod makes of the same number: correctly rounded
    if (e.syntax) {
        char* end = nullptr;
        ref = std::strtod(e.ascii.c_str(), &end);
        FUZZ_CHECK(*end == '\0', ctx() + ": the model's own string " + e.ascii + " did not parse");
        if (ref == 0) ref = 0.0;
    }
    // At the edge of overflow the reader, within a few ulps, may fall on either side.
    const bool edge = e.syntax && !(std::fabs(ref) < 1.79e308);
    if (!edge)
        FUZZ_CHECK(n.readable == (e.syntax && std::isfinite(ref)),
                   ctx() + " readable=" + std::to_string(n.readable) + " but the model says " +
                       std::to_string(e.syntax && std::isfinite(ref)) + " (" + n.problem + ")");
    else
        FUZZ_CHECK(e.syntax || !n.readable, ctx());
    if (n.readable) {
        FUZZ_CHECK(std::isfinite(n.value), ctx() + " value " + num(n.value));
        FUZZ_CHECK(n.decimals >= 0 && n.decimals <= 400, ctx() + " decimals " + std::to_string(n.decimals));
        FUZZ_CHECK(!(n.value == 0 && std::signbit(n.value)), ctx() + " negative zero");
        FUZZ_CHECK(n.problem.empty(), ctx() + " problem set on a readable number: " + n.problem);
        if (e.exact)
            FUZZ_CHECK(n.value == ref, ctx() + " value " + num(n.value) + ", correctly rounded " + num(ref));
        else if (!edge)
            FUZZ_CHECK(std::fabs(n.value - ref) <= 2e-15 * std::fabs(ref) + 1e-322,
                       ctx() + " value " + num(n.value) + ", correctly rounded " + num(ref));
        FUZZ_CHECK(n.decimals == e.decimals, ctx() + " decimals " + std::to_string(n.decimals) +
                                                 ", expected " + std::to_string(e.decimals));
    } else {
        FUZZ_CHECK(!n.problem.empty(), ctx() + " unreadable without a reason");
        FUZZ_CHECK(!fuzz::validUtf8(text) || fuzz::validUtf8(n.problem),
                   ctx() + " problem is not valid UTF-8: " + escaped(n.problem));
        FUZZ_CHECK(n.value == 0 && n.decimals == 0, ctx() + " unreadable but value/decimals set");
    }
    return n;
}

// What the feedback writes for a number can be typed back: pe's reader reads it, to within what the
// formatting promises. Below 1e15: half a unit of the last decimal shown, where() at most 15 digits
// are shown in all, integer digits included (so at most 14 decimals, "0." counting as one digit);
// integers exactly below 1.8e19; 12 significant digits above. No negative zero.
void checkFormatted(double x, int decimals) {
    const std::string f = pe::formatFixed(x, decimals);
    const auto ctx = [&] { return std::string("formatFixed(" + num(x) + ", " + std::to_string(decimals) + ") = " + escaped(f)); };
    FUZZ_CHECK(!f.empty() && f.size() <= pe::kMaxAnswerLength, ctx());
    FUZZ_CHECK(!(f[0] == '-' && f.find_first_not_of("-0.") == std::string::npos), ctx() + " negative zero");
    const pe::TypedNumber back = pe::readTypedNumber(f);
    FUZZ_CHECK(back.readable, ctx() + " is not readable: " + back.problem);
    const double ax = std::fabs(x);
    int intDigits = 1;
    for (double limit = 10; ax >= limit && intDigits < 400; limit *= 10) ++intDigits;
    const int room = 15 - intDigits > 0 ? 15 - intDigits : 0;
    const int shown = decimals < 0 ? 0 : decimals < room ? decimals : room;
    // ... plus the reader's own error, a few ulps beyond 15 significant digits.
    const double allowed = (ax < 1e15 ? half(shown) * (1 + 1e-9) : ax < 1.8e19 ? 0.5 : ax * 6e-12) +
                           ax * 2e-15;
    FUZZ_CHECK(std::fabs(back.value - x) <= allowed, ctx() + " reads back as " + num(back.value));
    if (ax < 1e15 && decimals >= 0 && decimals <= 12 && ax * std::pow(10.0, decimals) < 1e14)
        FUZZ_CHECK(back.decimals == decimals, ctx() + " has " + std::to_string(back.decimals) + " decimals");

    const std::string s = pe::formatShort(x);
    const pe::TypedNumber shortBack = pe::readTypedNumber(s);
    // 12 significant digits, but never more than the 14 decimals formatFixed writes below 1.
    FUZZ_CHECK(shortBack.readable && std::fabs(shortBack.value - x) <= ax * 1e-11 + 0.5e-14 * (1 + 1e-9) * (ax >= 1e-6),
               "formatShort(" + num(x) + ") = " + escaped(s) + " reads back as " + num(shortBack.value));
}

// What checkAnswer may accept: half a unit, a few parts per billion, and a few ulps of the value.
double allowance(int decimals, double expected) {
    return half(decimals) * (1 + 1e-9) + std::fabs(expected) * 4e-16;
}

pe::AnswerCheck checkJudgement(std::string_view text, const pe::NumericTarget& t,
                               const pe::TypedNumber& n) {
    const auto ctx = [&] { return std::string("checkAnswer(" + escaped(text) + ", {" + num(t.expected) + ", " +
                            std::to_string(t.decimals) + "})"); };
    const pe::AnswerCheck r = pe::checkAnswer(text, t);
    const auto where = [&] { return std::string(ctx() + " -> " + pe::verdictName(r.verdict) + ": " + escaped(r.message)); };
    FUZZ_CHECK(r.verdict == pe::Verdict::correct || r.verdict == pe::Verdict::incorrect ||
                   r.verdict == pe::Verdict::tooFewDecimals || r.verdict == pe::Verdict::unreadable,
               where());
    FUZZ_CHECK(!r.message.empty(), where());
    FUZZ_CHECK(!fuzz::validUtf8(text) || fuzz::validUtf8(r.message), where());
    FUZZ_CHECK(r.expected == t.expected && r.decimalsRequired == t.decimals, where());
    FUZZ_CHECK(r.tolerance == half(t.decimals), where());
    if (!n.readable) {
        FUZZ_CHECK(r.verdict == pe::Verdict::unreadable, where());
        FUZZ_CHECK(r.value == 0 && r.decimalsTyped == 0, where());
        return r;
    }
    FUZZ_CHECK(r.verdict != pe::Verdict::unreadable, where());
    FUZZ_CHECK(r.value == n.value && r.decimalsTyped == n.decimals, where());
    // The feedback shows finite numbers only, and the learner's number as formatFixed writes it.
    FUZZ_CHECK(r.message.find("NaN") == std::string::npos && r.message.find("nfinity") == std::string::npos &&
                   r.message.find("nan") == std::string::npos && r.message.find("inf") == std::string::npos,
               where());
    {
        const std::string yours = pe::formatFixed(n.value, n.decimals > 17 ? 17 : n.decimals);
        FUZZ_CHECK(r.message.find(yours) != std::string::npos, where() + " does not show " + yours);
    }
    const double diff = std::fabs(r.value - t.expected);
    switch (r.verdict) {
    case pe::Verdict::correct:
        FUZZ_CHECK(r.decimalsTyped >= r.decimalsRequired, where());
        FUZZ_CHECK(diff <= allowance(t.decimals, t.expected), where() + " diff " + num(diff));
        break;
    case pe::Verdict::tooFewDecimals:
        FUZZ_CHECK(r.decimalsTyped < r.decimalsRequired, where());
        FUZZ_CHECK(diff <= allowance(r.decimalsTyped, t.expected), where() + " diff " + num(diff));
        break;
    case pe::Verdict::incorrect:
        FUZZ_CHECK(!(r.decimalsTyped >= r.decimalsRequired && diff <= 0.999 * half(t.decimals)),
                   where() + " diff " + num(diff));
        FUZZ_CHECK(!(r.decimalsTyped < r.decimalsRequired && diff <= 0.999 * half(r.decimalsTyped)),
                   where() + " diff " + num(diff));
        break;
    case pe::Verdict::unreadable: break;
    }
    return r;
}

// checkedTarget accepts exactly a finite expected value and whole decimals 0..kMaxDecimals.
bool makeTarget(double expected, double decimals, pe::NumericTarget* out) {
    const auto ctx = [&] { return std::string("checkedTarget(" + num(expected) + ", " + num(decimals) + ")"); };
    const bool valid = std::isfinite(expected) && fuzz::isWhole(decimals) && decimals >= 0 &&
                       decimals <= pe::kMaxDecimals;
    pe::NumericTarget t{0, 0};
    const bool no = fuzz::refused([&] { t = pe::checkedTarget(expected, decimals); }, true, ctx);
    FUZZ_CHECK(no == !valid, ctx() + " refused=" + std::to_string(no));
    if (no) return false;
    FUZZ_CHECK(t.expected == expected && t.decimals == static_cast<int>(decimals), ctx());
    *out = t;
    return true;
}

bool makeCoordinateTarget(const std::vector<std::string_view>& tok, pe::NumericTarget* out,
                          pe::CoordinateTarget* asked) {
    auto at = [&](std::size_t i, double fallback) {
        return i < tok.size() ? fuzz::number(tok[i]) : fallback;
    };
    const double pos = at(1, 1), i = at(2, 0), dModel = at(3, 4), base = at(4, pe::kDefaultBase);
    const std::string layout(tok.size() > 5 ? tok[5] : std::string_view("interleaved"));
    const double decimals = at(6, 4);
    pe::Settings s;
    const auto sctx = [&] { return std::string("makeSettings(" + num(dModel) + ", " + num(base) + ", " + escaped(layout) + ")"); };
    if (fuzz::refused([&] { s = pe::makeSettings(dModel, base, layout); }, fuzz::validUtf8(layout), sctx))
        return false;
    const auto ctx = [&] { return std::string("coordinateTarget(" + num(pos) + ", " + num(i) + ", " + sctx() + ", " +
                            num(decimals) + ")"); };
    const bool valid = std::fabs(pos) <= pe::kMaxPosition && fuzz::isWhole(i) && i >= 0 && i < s.dModel &&
                       fuzz::isWhole(decimals) && decimals >= 0 && decimals <= pe::kMaxDecimals;
    pe::NumericTarget t{0, 0};
    const bool no = fuzz::refused([&] { t = pe::coordinateTarget(pos, i, s, decimals); }, true, ctx);
    FUZZ_CHECK(no == !valid, ctx() + " refused=" + std::to_string(no));
    if (no) return false;
    FUZZ_CHECK(t.expected == pe::coordinate(pos, static_cast<int>(i), s), ctx());
    FUZZ_CHECK(std::fabs(t.expected) <= 1 + 1e-12, ctx() + " expected " + num(t.expected));
    FUZZ_CHECK(t.decimals == static_cast<int>(decimals), ctx());
    *out = t;
    asked->pos = pos;
    asked->i = i;
    asked->settings = s;
    asked->decimals = decimals;
    return true;
}

// The checker that names slips judges as the plain one does, and only adds a diagnosis (with a
// name) to an incorrect answer; every slip it knows is told apart from the exact value.
void checkDiagnosis(std::string_view text, const pe::CoordinateTarget& asked, const pe::AnswerCheck& plain) {
    const auto where = [&] { return std::string("checkAnswer(" + escaped(text) + ", coordinate pos " +
                                                num(asked.pos) + " i " + num(asked.i) + ")"); };
    const pe::AnswerCheck r = pe::checkAnswer(text, asked);
    FUZZ_CHECK(r.verdict == plain.verdict && r.value == plain.value && r.expected == plain.expected &&
                   r.decimalsTyped == plain.decimalsTyped && r.tolerance == plain.tolerance,
               where());
    FUZZ_CHECK(r.verdict == pe::Verdict::incorrect || r.diagnosis.empty(), where() + " " + r.diagnosis);
    if (r.diagnosis.empty()) FUZZ_CHECK(r.message == plain.message, where());
    else FUZZ_CHECK(*pe::mistakeName(r.diagnosis) != '\0', where() + " unnamed " + r.diagnosis);
    FUZZ_CHECK(!fuzz::validUtf8(text) || fuzz::validUtf8(r.message), where());
    for (const pe::Mistake& m : pe::coordinateMistakes(asked))
        FUZZ_CHECK(std::isfinite(m.value) && !pe::withinHalfUnit(m.value, r.expected, r.decimalsRequired),
                   where() + " lists " + m.code + " " + num(m.value));
}

// The exact value as the feedback writes it, and the exact value correctly rounded to the decimals
// asked, are both accepted as correct.
// (Only where() a double has the digits: formatFixed writes at most 15 digits, so for |expected| *
// 10^decimals >= 1e15 the feedback shows fewer decimals than the question asks.)
void checkOwnNumbers(const pe::NumericTarget& t) {
    if (!(std::fabs(t.expected) * std::pow(10.0, t.decimals) < 1e14)) return;
    const std::string exact = pe::formatExact(t.expected, t.decimals);
    const auto ctx = [&] { return std::string("formatExact(" + num(t.expected) + ", " + std::to_string(t.decimals) +
                            ") = " + exact); };
    FUZZ_CHECK(exact.size() <= pe::kMaxAnswerLength, ctx());
    const pe::AnswerCheck a = pe::checkAnswer(exact, t);
    FUZZ_CHECK(a.verdict == pe::Verdict::correct, ctx() + " judged " + pe::verdictName(a.verdict) + ": " + a.message);

    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", t.decimals, t.expected);
    const pe::AnswerCheck b = pe::checkAnswer(buf, t);
    FUZZ_CHECK(b.verdict == pe::Verdict::correct,
               std::string("rounded ") + buf + " for " + num(t.expected) + " judged " +
                   pe::verdictName(b.verdict) + ": " + b.message);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const std::size_t nul = input.find('\0');
    const std::string_view text = input.substr(0, nul);
    const std::string_view trailer = nul == std::string_view::npos ? std::string_view() : input.substr(nul + 1);

    const pe::TypedNumber n = checkReader(text);

    // The target of the question.
    pe::NumericTarget target{0.02, 4};
    pe::CoordinateTarget asked;
    const auto tok = fuzz::tokens(trailer, 8);
    bool haveTarget = true;
    const bool coordinate = !tok.empty() && tok[0] == "c";
    if (coordinate) {
        haveTarget = makeCoordinateTarget(tok, &target, &asked);
    } else if (!tok.empty()) {
        haveTarget = makeTarget(fuzz::number(tok[0]), tok.size() > 1 ? fuzz::number(tok[1]) : 4.0, &target);
    }
    if (haveTarget) {
        const pe::AnswerCheck plain = checkJudgement(text, target, n);
        if (coordinate) checkDiagnosis(text, asked, plain);
        checkOwnNumbers(target);
        checkFormatted(target.expected, target.decimals + 6 > 17 ? 17 : target.decimals + 6);
        checkFormatted(half(target.decimals), target.decimals + 1);
    }
    if (n.readable) checkFormatted(n.value, n.decimals > 17 ? 17 : n.decimals);

    // The typed number itself as the exact value: correct at every number of decimals up to those
    // typed, too few decimals above.
    if (n.readable) {
        for (int d = 0; d <= pe::kMaxDecimals; ++d) {
            const pe::NumericTarget self = pe::checkedTarget(n.value, d);
            const pe::AnswerCheck r = checkJudgement(text, self, n);
            const pe::Verdict want = d <= n.decimals ? pe::Verdict::correct : pe::Verdict::tooFewDecimals;
            FUZZ_CHECK(r.verdict == want, "self-check of " + escaped(text) + " at " + std::to_string(d) +
                                              " decimals: " + pe::verdictName(r.verdict));
        }
    }
    return 0;
}
