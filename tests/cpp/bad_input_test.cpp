// Bad input at the C++ boundary, table-driven: every refusal is a pe::InputError whose message is a
// sentence naming the setting and the value received (NaN and Infinity by name), and the core
// computes normally right after. The JavaScript side of the same matrix is
// tests/node/bad-input.test.mjs; the browser side tests/browser/reliability.test.mjs.
#include "test_support.hpp"

#include "answer.hpp"
#include "encoding.hpp"
#include "quiz.hpp"

#include <cmath>
#include <functional>
#include <string>
#include <vector>

using namespace testing;

namespace {

struct BadCase {
    const char* what;
    std::function<void()> call;
    std::vector<std::string> pieces; // each must appear in the message
};

// True when s is well-formed UTF-8 (a message built from a cut-short input must stay readable).
bool validUtf8(const std::string& s) {
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        const std::size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
        if (n == 0 || i + n > s.size()) return false;
        for (std::size_t j = 1; j < n; ++j)
            if ((static_cast<unsigned char>(s[i + j]) & 0xC0) != 0x80) return false;
        i += n;
    }
    return true;
}

const pe::Settings kDefault{};

} // namespace

TEST_CASE("Bad settings, indices, positions, quiz options and answer specs are refused by name",
          "[validation][bad-input]") {
    const double two31 = 2147483648.0;
    const std::vector<BadCase> cases = {
        // d_model
        {"d_model NaN", [] { pe::makeSettings(kNaN, 1e4, "interleaved"); }, {"d_model", "received NaN."}},
        {"d_model Infinity", [] { pe::makeSettings(kInf, 1e4, "interleaved"); }, {"d_model", "received Infinity."}},
        {"d_model -Infinity", [] { pe::makeSettings(-kInf, 1e4, "interleaved"); }, {"d_model", "received -Infinity."}},
        {"d_model -0", [] { pe::makeSettings(-0.0, 1e4, "interleaved"); }, {"d_model", "received 0."}},
        {"d_model 2^31", [=] { pe::makeSettings(two31, 1e4, "interleaved"); }, {"d_model", "at most 16384", "received 2147483648."}},
        {"d_model 1e6", [] { pe::makeSettings(1e6, 1e4, "interleaved"); }, {"d_model", "at most 16384", "received 1000000."}},
        {"d_model 2^64", [] { pe::makeSettings(18446744073709551616.0, 1e4, "interleaved"); }, {"d_model", "at most 16384"}},
        {"d_model 1e308", [] { pe::makeSettings(1e308, 1e4, "interleaved"); }, {"d_model", "received 1e+308."}},
        {"d_model 4 + 1e-15", [] { pe::makeSettings(4.000000000000001, 1e4, "interleaved"); }, {"d_model", "even integer"}},
        {"d_model smallest subnormal", [] { pe::makeSettings(5e-324, 1e4, "interleaved"); }, {"d_model", "received"}},
        {"d_model 16386", [] { pe::makeSettings(16386, 1e4, "interleaved"); }, {"d_model", "received 16386."}},
        // base
        {"base NaN", [] { pe::makeSettings(4, kNaN, "interleaved"); }, {"base", "received NaN."}},
        {"base -Infinity", [] { pe::makeSettings(4, -kInf, "interleaved"); }, {"base", "received -Infinity."}},
        {"base one ulp below 1", [] { pe::makeSettings(4, std::nextafter(1.0, 0.0), "interleaved"); },
         {"base", "greater than 1", "received 0.999999999999999"}},
        {"base -0", [] { pe::makeSettings(4, -0.0, "interleaved"); }, {"base", "received 0."}},
        {"base 1e308 squared", [] { pe::makeSettings(4, 1e308 * 10, "interleaved"); }, {"base", "received Infinity."}},
        // layout
        {"layout empty", [] { pe::makeSettings(4, 1e4, ""); }, {"layout", "received \"\"."}},
        {"layout in capitals", [] { pe::makeSettings(4, 1e4, "INTERLEAVED"); }, {"layout", "received \"INTERLEAVED\"."}},
        {"layout with a trailing blank", [] { pe::makeSettings(4, 1e4, "interleaved "); }, {"layout", "received \"interleaved \"."}},
        {"layout with a NUL inside", [] { pe::makeSettings(4, 1e4, std::string_view("inter\0leaved", 12)); }, {"layout", "received \"inter?leaved\"."}},
        {"layout markup", [] { pe::makeSettings(4, 1e4, "<img src=x onerror=alert(1)>"); },
         {"layout", "received \"<img src=x onerror=alert(1)>\"."}},
        // indices and positions
        {"coordinate index 2^31", [=] { pe::checkedCoordinateIndex(two31, kDefault); }, {"coordinate index", "received 2147483648."}},
        {"coordinate index NaN", [] { pe::checkedCoordinateIndex(kNaN, kDefault); }, {"coordinate index", "received NaN."}},
        {"coordinate index -Infinity", [] { pe::checkedCoordinateIndex(-kInf, kDefault); }, {"coordinate index", "received -Infinity."}},
        {"pair index 2^31", [=] { pe::checkedPairIndex(two31, kDefault); }, {"pair index", "received 2147483648."}},
        {"pair index NaN", [] { pe::checkedPairIndex(kNaN, kDefault); }, {"pair index", "received NaN."}},
        {"position -Infinity", [] { pe::checkedPosition(-kInf); }, {"position", "finite", "received -Infinity."}},
        {"offset NaN", [] { pe::checkedPosition(kNaN, PE_MESSAGE("core-subject-offset")); }, {"An offset", "received NaN."}},
        {"dot product at Infinity", [] { pe::dot(0, kInf, kDefault); }, {"position", "received Infinity."}},
        // table sizes
        {"16384 x 4096 table", [] { pe::checkedTableSize(4096, pe::makeSettings(16384, 1e4, "interleaved")); },
         {"4096 positions", "d_model 16384", "more than 4194304 values"}},
        {"10^9 positions", [] { pe::checkedTableSize(1000000000, pe::makeSettings(2, 1e4, "interleaved")); },
         {"1000000000 positions", "4194304"}},
        // answer specs
        {"expected NaN", [] { pe::checkedTarget(kNaN, 4); }, {"expected", "finite", "received NaN."}},
        {"expected -Infinity", [] { pe::checkedTarget(-kInf, 4); }, {"expected", "received -Infinity."}},
        {"decimals NaN", [] { pe::checkedTarget(0.5, kNaN); }, {"decimals", "received NaN."}},
        {"decimals -Infinity", [] { pe::checkedTarget(0.5, -kInf); }, {"decimals", "received -Infinity."}},
        {"decimals 2^31", [=] { pe::checkedTarget(0.5, two31); }, {"decimals", "received 2147483648."}},
        {"a question about position NaN", [] { pe::coordinateTarget(kNaN, 0, kDefault, 4); }, {"position", "received NaN."}},
        // quiz options
        {"seed -1", [] { pe::checkedQuizSeed(-1); }, {"seed", "received -1."}},
        {"seed 2^53 + 2", [] { pe::checkedQuizSeed(9007199254740994.0); }, {"seed", "2^53", "received"}},
        {"seed NaN", [] { pe::checkedQuizSeed(kNaN); }, {"seed", "received NaN."}},
        {"seed 0.5", [] { pe::checkedQuizSeed(0.5); }, {"seed", "received 0.5."}},
        {"count 0", [] { pe::checkedQuizCount(0); }, {"count", "from 1 to 50", "received 0."}},
        {"count 1e9", [] { pe::checkedQuizCount(1e9); }, {"count", "received 1000000000."}},
        {"count Infinity", [] { pe::checkedQuizCount(kInf); }, {"count", "received Infinity."}},
        {"count 2.5", [] { pe::checkedQuizCount(2.5); }, {"count", "received 2.5."}},
        {"origin 2", [] { pe::makeQuizSettings(4, 1e4, "interleaved", 2); }, {"origin", "0 or 1", "received 2."}},
        {"origin NaN", [] { pe::makeQuizSettings(4, 1e4, "interleaved", kNaN); }, {"origin", "received NaN."}},
        {"quiz d_model 3", [] { pe::makeQuiz(pe::QuizOptions{1, 3, 1e4, "interleaved", 0, 8}); }, {"d_model", "received 3."}},
        {"quiz layout rows", [] { pe::makeQuiz(pe::QuizOptions{1, 4, 1e4, "rows", 0, 8}); }, {"layout", "received \"rows\"."}},
        {"choice index 4 of 4", [] { pe::checkedChoiceIndex(4, 4); }, {"answer", "received 4."}},
        {"choice index NaN", [] { pe::checkedChoiceIndex(kNaN, 4); }, {"answer", "received NaN."}},
    };
    for (const BadCase& c : cases) {
        CAPTURE(c.what);
        const std::string message = inputErrorMessage(c.call);
        CAPTURE(message);
        for (const std::string& piece : c.pieces) CHECK_THAT(message, Catch::Matchers::Contains(piece));
        CHECK(isSentence(message));
        CHECK(validUtf8(message));
    }
    // Nothing is left broken: the next call computes normally.
    CHECK(std::fabs(pe::coordinate(1, 0, kDefault) - std::sin(1.0)) < 1e-15);
    REQUIRE(cases.size() >= 50);
}

TEST_CASE("Bad typed answers are unreadable with a reason, never an exception", "[answer][bad-input]") {
    const pe::NumericTarget q1 = pe::coordinateTarget(2, 2, kDefault, 4);
    struct Typed {
        std::string text;
        std::string piece; // the message contains it
    };
    const std::vector<Typed> typed = {
        {"", "empty"},
        {" \t ", "empty"},
        {"0.0\t2", "control character"},
        {"NaN", "NaN is not a number that can be checked."},
        {"-inf", "Infinity"},
        {"0x1p-3", "Hexadecimal"},
        {std::string(65, '0'), "more than 64 characters"},
        {std::string(1 << 20, '9'), "more than 64 characters"},
        {std::string("0.02\0", 5), "control character"},
        {"\xff\xfe" "0.02", "Could not read a number"},
        {"<img src=x onerror=alert(1)>", "\"<img src=x onerror=alert\""},
        {"\"><svg onload=alert(1)>", "\"\"><svg onload=alert(1)>\""},
        {"javascript:alert(1)", "\"javascript:alert(1)\""},
        {"\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9", "Could not read a number"},
        {"1e99999999999999999999", "too large"},
        {"0.02 0.03", "\" 0.03\""},
        {"--0.02", "\"--0.02\""},
    };
    for (const Typed& t : typed) {
        CAPTURE(t.text.substr(0, 40));
        pe::AnswerCheck r;
        REQUIRE_NOTHROW(r = pe::checkAnswer(t.text, q1));
        CHECK(r.verdict == pe::Verdict::unreadable);
        CHECK_THAT(english(r.message), Catch::Matchers::Contains(t.piece));
        CHECK(isSentence(english(r.message)));
        if (validUtf8(t.text)) CHECK(validUtf8(english(r.message)));
        // The reason is said once, not twice ("type a decimal number. Type a decimal number ...").
        CHECK(english(r.message).find("type a decimal number.") == std::string::npos);
    }
    CHECK(pe::checkAnswer("0.0200", q1).verdict == pe::Verdict::correct);
}
