// Sentences with numbers (cpp/text.hpp): every slot kind, indexed and repeated arguments, and the
// check that a pattern fits its arguments. Expected texts are written out from the rules in
// text.hpp (and Python's format() for the digits).
#include <catch2/catch.hpp>

#include <string>
#include <string_view>

#include "test_support.hpp"
#include "text.hpp"

using Catch::Matchers::Contains;
using testing::kInf;
using testing::kNaN;

TEST_CASE("A number slot writes the shortest form", "[text][slot]") {
    CHECK(pe::fill("{0}", 3) == "3");
    CHECK(pe::fill("{0}", 0.5) == "0.5");
    CHECK(pe::fill("{0}", 10000.0) == "10000");
    CHECK(pe::fill("{0}", -7) == "-7");
    CHECK(pe::fill("{0}", 1e300) == "1e+300");
    CHECK(pe::fill("{0}", kNaN) == "NaN");
    CHECK(pe::fill("{0}", -kInf) == "-Infinity");
    CHECK(pe::fill("{0}", 16384u) == "16384"); // any arithmetic type
    CHECK(pe::fill("{0}", true) == "1");
}

TEST_CASE("Fixed slots take their decimals from the pattern or from an argument", "[text][slot]") {
    // sin(0.02) = 0.0199986666933330794 (mpmath)
    constexpr double kSin002 = 0.019998666693333079;
    SECTION("{0:f4}: decimals in the pattern, 0 to 9") {
        CHECK(pe::fill("{0:f4}", kSin002) == "0.0200");
        CHECK(pe::fill("{0:f0}", 2.5) == "3"); // an exact tie away from zero, as JavaScript's toFixed
        CHECK(pe::fill("{0:f9}", kSin002) == "0.019998667");
        CHECK(pe::fill("{0:f2}", -0.001) == "0.00"); // no negative zero
    }
    SECTION("{0:f@1}: decimals from the number argument 1") {
        const int d = GENERATE(0, 1, 4, 6, 12);
        const char* const expected[] = {"0", "0.0", "0.0200", "0.019999", "0.019998666693"};
        const int at = d == 0 ? 0 : d == 1 ? 1 : d == 4 ? 2 : d == 6 ? 3 : 4;
        CAPTURE(d);
        CHECK(pe::fill("{0:f@1}", kSin002, d) == expected[at]);
        CHECK(pe::fill("{1:f@0}", d, kSin002) == expected[at]); // any order
    }
}

TEST_CASE("Each special number slot writes its own form", "[text][slot]") {
    SECTION("{0:g}: six significant digits") {
        CHECK(pe::fill("{0:g}", 0.01) == "0.01");
        CHECK(pe::fill("{0:g}", 0.000103663292843769) == "0.000103663");
        CHECK(pe::fill("{0:g}", 1.0366329284376976e-5) == "1.03663e-5");
        CHECK(pe::fill("{0:g}", 60650.43) == "60650.4");
        CHECK(pe::fill("{0:g}", 123456.7) == "123457");
        CHECK(pe::fill("{0:g}", -0.5) == "-0.5");
        CHECK(pe::fill("{0:g}", 0.0) == "0");
        CHECK(pe::fill("{0:g}", 9.999996e-5) == "1e-4"); // rounding carries into a new digit
    }
    SECTION("{0:a}: an angle, six decimals, zeros trimmed") {
        CHECK(pe::fill("{0:a}", 0.02) == "0.02");
        CHECK(pe::fill("{0:a}", 1.0 / 3) == "0.333333");
        CHECK(pe::fill("{0:a}", 2.0) == "2");
        CHECK(pe::fill("{0:a}", 6.283185307179586) == "6.283185");
    }
    SECTION("{0:p}: a factor, six decimals, a negative one in parentheses") {
        CHECK(pe::fill("{0:p}", -0.432178) == "(-0.432178)");
        CHECK(pe::fill("{0:p}", 0.5) == "0.500000");
    }
    SECTION("{0:q}: shortest form, a negative one in parentheses") {
        CHECK(pe::fill("{0:q}", -5) == "(-5)");
        CHECK(pe::fill("{0:q}", 5) == "5");
        CHECK(pe::fill("{0:q}", -0.25) == "(-0.25)");
    }
    SECTION("{0:~}: = for a whole number, ≈ otherwise") {
        CHECK(pe::fill("{0:~}", 3) == "= 3");
        CHECK(pe::fill("{0:~}", 0.44) == "≈ 0.44");
        CHECK(pe::fill("{0:~}", -0.05) == "≈ -0.05");
    }
    SECTION("{0:w}: 2π times the number") {
        CHECK(pe::fill("{0:w}", 1) == "2π");
        CHECK(pe::fill("{0:w}", 2) == "4π");
        CHECK(pe::fill("{0:w}", 3) == "6π");
    }
    SECTION("{0:u}: a count with every digit") {
        CHECK(pe::fill("{0:u}", pe::TextArg::count(0)) == "0");
        CHECK(pe::fill("{0:u}", pe::TextArg::count(4194304)) == "4194304");
        CHECK(pe::fill("{0:u}", pe::TextArg::count(18446744073709551615ull)) == "18446744073709551615");
    }
}

TEST_CASE("A text slot takes a C string, a std::string or a std::string_view", "[text][slot]") {
    const std::string owned = "sine";
    const std::string_view part("cosines", 6); // not NUL-terminated where it ends
    CHECK(pe::fill("{0:t}", "interleaved") == "interleaved");
    CHECK(pe::fill("{0:t}", owned) == "sine");
    CHECK(pe::fill("{0:t}|", part) == "cosine|");
    CHECK(pe::fill("[{0:t}]", "") == "[]");
    CHECK(pe::fill("{0:t}", std::string("ω_0 = 1")) == "ω_0 = 1");
}

TEST_CASE("The plural slot follows the number it names", "[text][slot]") {
    const auto [n, decimals, pairs] = GENERATE(table<double, std::string, std::string>({
        {1, "1 decimal", "7 of 1 pair"},
        {0, "0 decimals", "7 of 0 pairs"},
        {2, "2 decimals", "7 of 2 pairs"},
        {1.5, "1.5 decimals", "7 of 1.5 pairs"},
        {-1, "-1 decimals", "7 of -1 pairs"},
    }));
    CHECK(pe::fill("{0} decimal{0:s}", n) == decimals);
    // It names its argument, whatever was written just before it.
    CHECK(pe::fill("{1} of {0} pair{0:s}", n, 7) == pairs);
}

TEST_CASE("Arguments are picked by index, in any order and as often as needed", "[text][index]") {
    CHECK(pe::fill("{1} before {0}", 1, 2) == "2 before 1");
    CHECK(pe::fill("{0} − {1} = {2}", 7, 1, 6) == "7 − 1 = 6");
    CHECK(pe::fill("pos = {0} − {1} = {2}; token {0}", 5, 1, 4) == "pos = 5 − 1 = 4; token 5");
    CHECK(pe::fill("{0:f6} is {0:f@1} to {1} decimal{1:s}", 0.019998666693333079, 4) ==
          "0.019999 is 0.0200 to 4 decimals");
    CHECK(pe::fill("{9}|{0}{8}{1}{2}{3}{4}{5}{6}{7}", 0, 1, 2, 3, 4, 5, 6, 7, 8, 9) ==
          "9|081234567"); // ten arguments, the most one call takes
    CHECK(pe::fill("no slots at all") == "no slots at all");
    CHECK(pe::fill("") == "");
}

TEST_CASE("put appends and refuse throws the sentence", "[text]") {
    std::string out = "Settings: ";
    pe::put(out, "d_model = {0}", 4);
    pe::put(out, ", base {0}.", 10000);
    CHECK(out == "Settings: d_model = 4, base 10000.");
    try {
        pe::refuse("turns must be a whole number from 1 to 1000; received {0}.", 0);
        FAIL("refuse returned");
    } catch (const pe::InputError& e) {
        CHECK(std::string(e.what()) == "turns must be a whole number from 1 to 1000; received 0.");
    }
}

TEST_CASE("slotProblem accepts a pattern that fits its arguments", "[text][check]") {
    CHECK(pe::slotProblem("", "") == "");
    CHECK(pe::slotProblem("plain", "") == "");
    CHECK(pe::slotProblem("{0} decimal{0:s}", "n") == "");
    CHECK(pe::slotProblem("{0:t} {1:u} {2:f@3} {4:g}{4:a}{4:p}{4:q}{4:~}{4:w}", "tunnn") == "");
    CHECK(pe::slotProblem("{1:f@0}", "nn") == "");
    CHECK(pe::slotProblem("{9}{0}{1}{2}{3}{4}{5}{6}{7}{8}", "nnnnnnnnnn") == "");
}

TEST_CASE("slotProblem names what does not fit", "[text][check]") {
    const auto [pattern, kinds, part] = GENERATE(table<std::string, std::string, std::string>({
        {"{2}", "nn", "slot {2} refers to argument 2, but there are 2 arguments"},
        {"{1}", "n", "slot {1} refers to argument 1, but there is 1 argument"},
        {"{0}", "", "slot {0} refers to argument 0, but there are 0 arguments"},
        {"{0:t}", "n", "slot {0:t} takes a text, but argument 0 is a number"},
        {"{0}", "t", "slot {0} takes a number, but argument 0 is a text"},
        {"{0:u}", "n", "slot {0:u} takes a count, but argument 0 is a number"},
        {"{0:s}", "t", "slot {0:s} takes a number, but argument 0 is a text"},
        {"{0:f@1}", "nt", "slot {0:f@1} takes its decimals from argument 1, which is not a number"},
        {"{0:f@2}", "nn", "takes its decimals from argument 2, which is not a number"},
        {"{0}", "nn", "argument 1 fills no slot"},
        {"{}", "n", "slot {} has no argument index"},
        {"{:t}", "t", "slot {:t} has no argument index"},
        {"{0:z}", "n", "slot {0:z} has an unknown kind"},
        {"{0:f}", "n", "slot {0:f} needs its decimals, as in f4 or f@1"},
        {"{0:f12}", "n", "slot {0:f12} is not of the form {N} or {N:kind}"},
        {"{10}", "nnnnnnnnnnn", "slot {10} is not of the form"},          // one digit per index
        {"{0:f@10}", "nnnnnnnnnnn", "slot {0:f@10} is not of the form"},
        {"{0:f@}", "n", "slot {0:f@} is not of the form"},
        {"{0:}", "n", "slot {0:} is not of the form"},
        {"{0 }", "n", "slot {0 } is not of the form"},
        {"{t}", "t", "slot {t} is not of the form {N} or {N:kind}"},
        {"a {0", "n", "the '{' at byte 2 is never closed"},
        {"a } b", "", "a '}' at byte 2 has no '{' before it"},
    }));
    CAPTURE(pattern, kinds);
    const std::string problem = pe::slotProblem(pattern, kinds);
    CHECK_THAT(problem, Contains(part));
    CHECK_THAT(problem, Catch::Matchers::StartsWith("text pattern: "));
    CHECK(testing::isSentence(problem));
}
