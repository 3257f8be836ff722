// Answers typed in every script a learner's keyboard gives: Arabic-Indic and Persian digits with the
// Arabic decimal separator, full-width digits and marks (Chinese and Japanese input methods), the
// decimal comma. Each is judged exactly as its ASCII form is: verdict, value, decimals typed, slip
// and message. The typed forms are made here from the ASCII ones by a converter of this file's own
// (code points written out below), never by the code under test; the verdicts, decimals and slips
// of the ASCII forms are written out, from mpmath (see coordinate_mistakes_test.cpp, answer_test.cpp).
// Numbers that could be read two ways are refused with their reason and not judged.
#include <catch2/catch.hpp>

#include <iterator>
#include <string>
#include <vector>

#include "answer.hpp"
#include "test_support.hpp"

using Catch::Matchers::Contains;
using testing::isSentence;

namespace {

std::string utf8(char32_t c) {
    std::string s;
    if (c < 0x80) {
        s += static_cast<char>(c);
    } else if (c < 0x800) {
        s += static_cast<char>(0xC0 | (c >> 6));
        s += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        s += static_cast<char>(0xE0 | (c >> 12));
        s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        s += static_cast<char>(0x80 | (c & 0x3F));
    }
    return s;
}

// How one keyboard writes a number: its digit zero, decimal mark, minus and plus, exponent letter.
struct Script {
    const char* name;
    char32_t zero;
    char32_t mark;
    char32_t minus;
    char32_t plus;
    char32_t exponent;
};

const Script kScripts[] = {
    {"ASCII, decimal point", U'0', U'.', U'-', U'+', U'e'},
    {"ASCII, decimal comma", U'0', U',', U'-', U'+', U'e'},
    {"ASCII, U+2212 minus", U'0', U'.', 0x2212, U'+', U'E'},
    {"Arabic-Indic, Arabic decimal separator", 0x0660, 0x066B, U'-', U'+', U'e'},
    {"Arabic-Indic, U+2212 minus", 0x0660, 0x066B, 0x2212, U'+', U'e'},
    {"Arabic-Indic, decimal point", 0x0660, U'.', U'-', U'+', U'e'},
    {"Arabic-Indic, decimal comma", 0x0660, U',', U'-', U'+', U'e'},
    {"Persian, Arabic decimal separator", 0x06F0, 0x066B, U'-', U'+', U'e'},
    {"Persian, U+2212 minus", 0x06F0, 0x066B, 0x2212, U'+', U'e'},
    {"full-width, full stop", 0xFF10, 0xFF0E, 0xFF0D, 0xFF0B, 0xFF45},
    {"full-width, comma", 0xFF10, 0xFF0C, 0xFF0D, 0xFF0B, 0xFF45},
    {"full-width digits, ASCII point and minus", 0xFF10, U'.', U'-', U'+', U'e'},
};

// ascii ("-0.5", "1.9999e-2") as the script writes it.
std::string written(const std::string& ascii, const Script& s) {
    std::string out;
    for (char c : ascii) {
        if (c >= '0' && c <= '9') out += utf8(s.zero + static_cast<char32_t>(c - '0'));
        else if (c == '.') out += utf8(s.mark);
        else if (c == '-') out += utf8(s.minus);
        else if (c == '+') out += utf8(s.plus);
        else if (c == 'e') out += utf8(s.exponent);
        else out += c;
    }
    return out;
}

// What may surround a typed number without changing it: no-break spaces, and the invisible direction
// marks that Arabic keyboards and copied text bring (Intl.NumberFormat writes "؜-٠٫٥" in ar-EG, with
// U+061C ARABIC LETTER MARK before the minus).
struct Wrapping {
    const char* name;
    const char* before;
    const char* after;
};
const Wrapping kWrappings[] = {
    {"nothing", "", ""},
    {"no-break spaces (U+00A0, U+202F), a tab", "\xC2\xA0\t", "\xE2\x80\xAF"},
    {"ALM (U+061C), RLM (U+200F), LRM (U+200E)", "\xD8\x9C\xE2\x80\x8F", "\xE2\x80\x8E"},
    {"ideographic space (U+3000), isolates (U+2068, U+2069)", "\xE3\x80\x80\xE2\x81\xA8", "\xE2\x81\xA9"},
};

pe::CoordinateTarget atPosition(double pos, double i, double decimals) {
    pe::CoordinateTarget t;
    t.pos = pos;
    t.i = i;
    t.settings = pe::makeSettings(4, 10000, "interleaved");
    t.decimals = decimals;
    return t;
}

// d_model 4, interleaved: coordinate 2 of PE(2) is sin(0.02) = 0.0199986666933 (Q1 of seed 000);
// coordinate 2 of PE(1000) is sin(10) = -0.544021110889; coordinate 1 of PE(0) is cos 0 = 1 and
// coordinate 0 is sin 0 = 0 (mpmath).
const pe::CoordinateTarget kQ1 = atPosition(2, 2, 4);
const pe::CoordinateTarget kSin10 = atPosition(1000, 2, 4);
const pe::CoordinateTarget kOne = atPosition(0, 1, 0);
const pe::CoordinateTarget kZero = atPosition(0, 0, 0);

const char* const kAnySlip = "?"; // the slip of the ASCII form, whichever it is

std::string verdictOf(const pe::AnswerCheck& r) { return pe::verdictName(r.verdict); }

} // namespace

TEST_CASE("Answers in every script are judged exactly as their ASCII form", "[answer][scripts]") {
    struct Case {
        std::string ascii;
        const pe::CoordinateTarget* target;
        std::string verdict;
        int decimals;
        std::string slip;
    };
    const Case c = GENERATE(values<Case>({
        {"0.019999", &kQ1, "correct", 6, ""},                       // the seed's solution
        {"0.0200", &kQ1, "correct", 4, ""},
        {".0200", &kQ1, "correct", 4, ""},                          // a leading decimal mark
        {"0.019998666693", &kQ1, "correct", 12, ""},               // many decimals
        {"1.9999e-2", &kQ1, "correct", 6, ""},                      // an exponent
        {"199.99e-4", &kQ1, "correct", 6, ""},
        {"0.02", &kQ1, "too-few-decimals", 2, ""},
        {"0.0199", &kQ1, "incorrect", 4, "truncated"},              // cut off, not rounded
        {"0.01", &kQ1, "incorrect", 2, "truncated"},
        {"0.9998", &kQ1, "incorrect", 4, "sin-cos-swapped"},        // cos(0.02)
        {"0.0003", &kQ1, "incorrect", 4, "degrees"},                // sin(0.02°)
        {"-0.4161", &kQ1, "incorrect", 4, "layout-concatenated"},   // cos 2
        {"-0.544021", &kSin10, "correct", 6, ""},                   // negative numbers
        {"-0.5440", &kSin10, "correct", 4, ""},
        {"-.5440", &kSin10, "correct", 4, ""},
        {"-0.54", &kSin10, "too-few-decimals", 2, ""},
        {"-5.44021e-1", &kSin10, "correct", 6, ""},
        {"+0.5440", &kSin10, "incorrect", 4, kAnySlip},
        {"1", &kOne, "correct", 0, ""},                             // whole numbers
        {"+1", &kOne, "correct", 0, ""},
        {"1.000", &kOne, "correct", 3, ""},
        {"10e-1", &kOne, "correct", 1, ""},
        {"-1", &kOne, "incorrect", 0, kAnySlip},
        {"0", &kZero, "correct", 0, ""},
        {"-0", &kZero, "correct", 0, ""},
        {"00.000", &kZero, "correct", 3, ""},
    }));
    const Script& script = GENERATE(from_range(std::begin(kScripts), std::end(kScripts)));
    const Wrapping& wrapping = GENERATE(from_range(std::begin(kWrappings), std::end(kWrappings)));
    const std::string typed = wrapping.before + written(c.ascii, script) + wrapping.after;
    CAPTURE(c.ascii, script.name, wrapping.name, typed);

    const pe::AnswerCheck ascii = pe::checkAnswer(c.ascii, *c.target);
    REQUIRE(verdictOf(ascii) == c.verdict);
    REQUIRE(ascii.decimalsTyped == c.decimals);
    if (c.slip != kAnySlip) REQUIRE(ascii.diagnosis == c.slip);

    const pe::AnswerCheck r = pe::checkAnswer(typed, *c.target);
    CHECK(verdictOf(r) == verdictOf(ascii));
    CHECK(r.value == ascii.value);
    CHECK(r.decimalsTyped == ascii.decimalsTyped);
    CHECK(r.diagnosis == ascii.diagnosis);
    CHECK(r.message == ascii.message);
    CHECK(r.unreadableReason == pe::UnreadableReason::none);

    const pe::TypedNumber n = pe::readTypedNumber(typed);
    CHECK(n.readable);
    CHECK(n.reason == pe::UnreadableReason::none);
    CHECK(n.decimals == c.decimals);
}

TEST_CASE("The answers of the issue, written out, read as 0.019999", "[answer][scripts]") {
    const std::string typed = GENERATE(as<std::string>{},
        "\xD9\xA0\xD9\xAB\xD9\xA0\xD9\xA1\xD9\xA9\xD9\xA9\xD9\xA9\xD9\xA9",       // ٠٫٠١٩٩٩٩
        "\xDB\xB0\xD9\xAB\xDB\xB0\xDB\xB1\xDB\xB9\xDB\xB9\xDB\xB9\xDB\xB9",       // ۰٫۰۱۹۹۹۹ (Persian)
        "\xEF\xBC\x90\xEF\xBC\x8E\xEF\xBC\x90\xEF\xBC\x91\xEF\xBC\x99\xEF\xBC\x99" // ０．０１９９
        "\xEF\xBC\x99\xEF\xBC\x99",                                                 // ９９
        "0,019999");
    CAPTURE(typed);
    const pe::TypedNumber n = pe::readTypedNumber(typed);
    REQUIRE(n.readable);
    CHECK(n.value == 0.019999);
    CHECK(n.decimals == 6);
    const pe::AnswerCheck r = pe::checkAnswer(typed, kQ1);
    CHECK(r.verdict == pe::Verdict::correct);
    CHECK_THAT(english(r.message), Contains("0.019999 matches the exact value 0.0199986667"));
}

TEST_CASE("A typed answer's length counts characters, whatever their script", "[answer][scripts]") {
    // 64 characters is the longest answer: "0." and 62 zeros, in ASCII as in Arabic-Indic digits
    // (two bytes each) or full-width ones (three bytes each). Invisible direction marks do not count.
    const Script& script = GENERATE(from_range(std::begin(kScripts), std::end(kScripts)));
    CAPTURE(script.name);
    const std::string longest = written("0." + std::string(62, '0'), script);
    const pe::TypedNumber n = pe::readTypedNumber("\xE2\x80\x8F" + longest + "\xE2\x80\x8E");
    REQUIRE(n.readable);
    CHECK(n.decimals == 62);
    const pe::TypedNumber tooLong = pe::readTypedNumber(longest + written("0", script));
    CHECK_FALSE(tooLong.readable);
    CHECK_THAT(english(tooLong.problem), Contains("more than 64 characters"));
    CHECK(tooLong.reason == pe::UnreadableReason::notANumber);
}

TEST_CASE("An answer that could be read two ways is refused with its reason, not judged", "[answer][scripts]") {
    using Reason = pe::UnreadableReason;
    const auto [typed, reason, words] = GENERATE(table<std::string, Reason, std::string>({
        // Digits grouped in thousands: which mark is the decimal one is a guess.
        {"1.234,5", Reason::groupingSeparator, "thousands"},
        {"1,234.5", Reason::groupingSeparator, "thousands"},
        {"1 234,5", Reason::groupingSeparator, "thousands"},
        {"1\xC2\xA0" "234,5", Reason::groupingSeparator, "thousands"},     // U+00A0
        {"-1\xE2\x80\xAF" "234.5", Reason::groupingSeparator, "thousands"}, // U+202F (French)
        {"1 000", Reason::groupingSeparator, "thousands"},
        {"0.123 456", Reason::groupingSeparator, "thousands"},
        {"1,234,567", Reason::groupingSeparator, "thousands"},
        {"1.234.567", Reason::groupingSeparator, "thousands"},
        {"12'345.6", Reason::groupingSeparator, "thousands"},              // Swiss
        {"1\xD9\xAC" "234", Reason::groupingSeparator, "thousands"},       // 1٬234, U+066C
        {"0\xD9\xAC" "5", Reason::groupingSeparator, "thousands"},         // ٬ is never a decimal mark
        {"\xD9\xA1\xD9\xAC\xD9\xA2\xD9\xA3\xD9\xA4\xD9\xAB\xD9\xA5", Reason::groupingSeparator, "thousands"}, // ١٬٢٣٤٫٥
        {"\xEF\xBC\x91\xEF\xBC\x8C\xEF\xBC\x92\xEF\xBC\x93\xEF\xBC\x94\xEF\xBC\x8E\xEF\xBC\x95",
         Reason::groupingSeparator, "thousands"},                           // １，２３４．５
        // Two decimal marks that group nothing.
        {"0.0.2", Reason::twoDecimalMarks, "more than one decimal mark"},
        {"0,0.2", Reason::twoDecimalMarks, "more than one decimal mark"},
        {"1,2.5", Reason::twoDecimalMarks, "more than one decimal mark"},
        {"0..5", Reason::twoDecimalMarks, "more than one decimal mark"},
        {"1.2345.6", Reason::twoDecimalMarks, "more than one decimal mark"},
        {"\xD9\xA0\xD9\xAB\xD9\xA0\xD9\xAB\xD9\xA2", Reason::twoDecimalMarks, "more than one decimal mark"}, // ٠٫٠٫٢
        // Digits of two scripts in one number.
        {"\xD9\xA0.0\xD9\xA1", Reason::mixedScripts, "two scripts"},              // ٠.0١
        {"0.0\xD9\xA1\xD9\xA9\xD9\xA9\xD9\xA9\xD9\xA9", Reason::mixedScripts, "two scripts"},
        {"\xDB\xB0\xD9\xAB\xD9\xA0\xD9\xA1", Reason::mixedScripts, "two scripts"}, // Persian and Arabic-Indic
        {"\xEF\xBC\x90.0199", Reason::mixedScripts, "two scripts"},              // ０.0199
        {"2e\xD9\xA2", Reason::mixedScripts, "two scripts"},                     // the exponent's digits too
    }));
    CAPTURE(typed);
    const pe::TypedNumber n = pe::readTypedNumber(typed);
    CHECK_FALSE(n.readable);
    CHECK(n.reason == reason);
    CHECK(n.value == 0.0);
    CHECK(n.decimals == 0);
    CHECK_THAT(english(n.problem), Contains(words) && Contains("\"" + typed + "\""));
    CHECK(isSentence(english(n.problem)));

    const pe::AnswerCheck r = pe::checkAnswer(typed, kQ1);
    CHECK(r.verdict == pe::Verdict::unreadable);
    CHECK(r.unreadableReason == reason);
    CHECK(r.value == 0.0);
    CHECK(r.decimalsTyped == 0);
    CHECK(r.diagnosis.empty());
    CHECK_THAT(r.message, Contains(n.problem));
}

TEST_CASE("Each reason has a name, and text that is no number has its own", "[answer][scripts]") {
    using Reason = pe::UnreadableReason;
    CHECK(std::string(pe::unreadableReasonName(Reason::notANumber)) == "not-a-number");
    CHECK(std::string(pe::unreadableReasonName(Reason::groupingSeparator)) == "grouping-separator");
    CHECK(std::string(pe::unreadableReasonName(Reason::twoDecimalMarks)) == "two-decimal-marks");
    CHECK(std::string(pe::unreadableReasonName(Reason::mixedScripts)) == "mixed-scripts");
    for (const std::string text : {"", "abc", "0.02abc", "0.02 0.03", "NaN", "1e999", "- 1", "\xD9\xAC" "5"}) {
        CAPTURE(text);
        CHECK(pe::readTypedNumber(text).reason == Reason::notANumber);
        CHECK(pe::checkAnswer(text, kQ1).unreadableReason == Reason::notANumber);
    }
    CHECK(pe::readTypedNumber("0.02").reason == Reason::none);
}
