// Questions that authors write (cpp/quiz/author.cpp, pe::makeQuestion): each kind from its spec,
// and each bad spec refused with a sentence naming the field, the value and the range.
// Expected values are mpmath's (/usr/bin/python3, 30 digits) or the seeds' worked figures.
#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

#include "quiz.hpp"
#include "quiz_support.hpp"
#include "test_support.hpp"

using Catch::Matchers::Contains;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;
using namespace quiztest;

namespace {

pe::QuestionSpec spec(std::string kind, std::vector<std::pair<std::string, double>> params = {}) {
    pe::QuestionSpec s;
    s.kind = std::move(kind);
    for (auto& [name, value] : params) s.params.push_back(pe::SpecParam{name, value, true, ""});
    return s;
}

std::string refusal(const pe::QuestionSpec& s, const pe::QuizSettings& qs) {
    return testing::inputErrorMessage([&] { pe::makeQuestion(s, qs); });
}

} // namespace

TEST_CASE("The seed's Q1 written as a coordinate spec", "[quiz][author][seed]") {
    // Seed 000, Q1: d_model 4, coordinate 2 of PE(2) = sin(0.02) = 0.0199986667, four decimals.
    const pe::Question q = pe::makeQuestion(spec("coordinate", {{"token", 2}, {"i", 2}}), quizSettings(4, 10000));
    CHECK(q.kind == "coordinate");
    CHECK(q.cell == "C"); // the slowest pair, on a small arc
    CHECK_THAT(q.expected, WithinAbs(0.019998666693333079366, 1e-17));
    CHECK(q.decimals == 4);
    CHECK_THAT(english(q.prompt), Contains("slowest pair (k = 1)"));
    CHECK_THAT(english(q.prompt), Contains("token number 2"));
    CHECK(q.solution.size() >= 5);
    CHECK(q.param("token") == 2);
    CHECK(q.param("i") == 2);
    // The slips of the issue, each named.
    CHECK(pe::checkQuizAnswer("0.0003", q).diagnosis == "degrees");
    CHECK(pe::checkQuizAnswer("0.9998", q).diagnosis == "sin-cos-swapped");
    CHECK(pe::checkQuizAnswer("0.0100", q).diagnosis == "origin-off-by-one");
    CHECK(pe::checkQuizAnswer("0.0002", q).diagnosis == "exponent-uses-i");
    CHECK(pe::checkQuizAnswer("-0.4161", q).diagnosis == "layout-concatenated");
    CHECK(pe::checkQuizAnswer("0.0199", q).diagnosis == "truncated");
    CHECK(pe::checkQuizAnswer("0.0200", q).verdict == pe::Verdict::correct);
}

TEST_CASE("A coordinate spec picks the words that fit its numbers", "[quiz][author]") {
    SECTION("the first token: cell A, two decimals by default") {
        const int origin = GENERATE(0, 1);
        const pe::Question q = pe::makeQuestion(spec("coordinate", {{"token", origin}, {"i", 1}}),
                                                quizSettings(4, 10000, "interleaved", origin));
        CHECK(q.cell == "A");
        CHECK(q.decimals == 2);
        CHECK(q.expected == 1.0); // cos 0
        CHECK(pe::checkQuizAnswer("0.00", q).diagnosis == "all-zeros-at-position-zero");
    }
    SECTION("the fastest pair near a whole turn: cell B") {
        // token 7: 7 rad is 0.72 rad past one turn; sin 7 = 0.656987.
        const pe::Question q = pe::makeQuestion(spec("coordinate", {{"token", 7}, {"i", 0}}), quizSettings(4, 10000));
        CHECK(q.cell == "B");
        CHECK_THAT(q.expected, WithinAbs(0.6569865987187890904, 1e-15));
    }
    SECTION("a middle pair: neutral words, with the decimals asked") {
        // d_model 8, coordinate 2 is the sine of pair 1, ω_1 = 10000^(-2/8) = 0.1: sin(0.3) = 0.295520.
        const pe::Question q = pe::makeQuestion(spec("coordinate", {{"token", 3}, {"i", 2}, {"decimals", 6}}),
                                                quizSettings(8, 10000));
        CHECK(q.cell == "F");
        CHECK(q.decimals == 6);
        CHECK_THAT(q.expected, WithinAbs(0.29552020666133957511, 1e-15));
        CHECK_THAT(english(q.prompt), Contains("What is coordinate 2 of the positional encoding of token number 3?"));
        CHECK_THAT(english(q.prompt), Contains("Give at least 6 decimal places."));
        CHECK_THAT(english(q.prompt), !Contains("far beyond"));
        CHECK(pe::checkQuizAnswer("0.295520", q).verdict == pe::Verdict::correct);
        CHECK(pe::checkQuizAnswer("0.2955", q).verdict == pe::Verdict::tooFewDecimals);
    }
    SECTION("a far token: cell F") {
        // d_model 8, token 5000, coordinate 2: sin(500) = -0.467772.
        const pe::Question q = pe::makeQuestion(spec("coordinate", {{"token", 5000}, {"i", 2}}), quizSettings(8, 10000));
        CHECK(q.cell == "F");
        CHECK_THAT(english(q.prompt), Contains("far beyond short training lengths"));
        CHECK_THAT(q.expected, WithinAbs(-0.46777180532247612632, 1e-12));
    }
    SECTION("tokens numbered from 1") {
        const pe::Question q = pe::makeQuestion(spec("coordinate", {{"token", 3}, {"i", 2}}),
                                                quizSettings(4, 10000, "interleaved", 1));
        CHECK_THAT(q.expected, WithinAbs(0.019998666693333079366, 1e-17)); // position 2
        CHECK(pe::checkQuizAnswer("0.0300", q).diagnosis == "origin-off-by-one");
    }
}

TEST_CASE("Aliasing, rotation, wavelength, dot and position-zero specs use their builders", "[quiz][author]") {
    const pe::QuizSettings d4 = quizSettings(4, 10000);
    SECTION("aliasing {turns, i}") {
        // Seed 003, Ex 4: PE(2π) coordinate 2 = sin(0.02π) = 0.0627905.
        const pe::Question q = pe::makeQuestion(spec("aliasing", {{"turns", 1}, {"i", 2}}), d4);
        CHECK(q.kind == "aliasing");
        CHECK_THAT(q.expected, WithinAbs(0.062790519529313376076, 1e-15));
        CHECK(pe::checkQuizAnswer("0.0000", q).diagnosis == "full-vector-repeats");
    }
    SECTION("rotation {token, offset, i}: i's pair is rotated, i's function asked") {
        // Seed 003, Ex 5: pair 1 from token 3 (sin 0.03 = 0.029996, cos 0.03 = 0.999550 as shown),
        // offset +5: 0.029996 cos 0.05 + 0.999550 sin 0.05 = 0.0799152 (mpmath).
        const pe::Question up = pe::makeQuestion(spec("rotation", {{"token", 3}, {"offset", 5}, {"i", 2}}), d4);
        CHECK(up.kind == "rotation");
        CHECK(up.param("k") == 1);
        CHECK(up.param("sine") == 1);
        CHECK_THAT(up.expected, WithinAbs(0.079915191455313931079, 1e-15));
        // Coordinate 3, the cosine, from token 8 back to token 3: 0.996802 cos 0.05 + 0.079915 sin 0.05.
        const pe::Question down = pe::makeQuestion(spec("rotation", {{"token", 8}, {"offset", -5}, {"i", 3}}), d4);
        CHECK(down.param("sine") == 0);
        CHECK_THAT(down.expected, WithinAbs(0.99955034237448940315, 1e-15));
        CHECK_THAT(down.expected, WithinAbs(0.99955003374898751627, 1e-6)); // cos 0.03, directly
    }
    SECTION("wavelength {context}: the slowest pair by default") {
        // Seed 003, Ex 7: λ_max = 2π·10000^(510/512) = 60611.477 at d_model 512 (mpmath).
        const pe::Question q = pe::makeQuestion(spec("wavelength", {{"context", 8192}}), quizSettings(512, 10000));
        CHECK_THAT(q.expected, WithinRel(60611.477166261057261, 1e-13));
        CHECK(q.decimals == 1);
        CHECK(q.param("k") == 255);
        CHECK(english(q.prompt) == english(pe::wavelengthQuestion(8192, quizSettings(512, 10000)).prompt));
    }
    SECTION("wavelength {context, k}: any pair") {
        // d_model 8, pair 1: λ_1 = 2π·10000^(2/8) = 20π = 62.831853; without 2π: 10; ω_1 = 0.1.
        const pe::Question q = pe::makeQuestion(spec("wavelength", {{"context", 512}, {"k", 1}, {"decimals", 3}}),
                                                quizSettings(8, 10000));
        CHECK_THAT(q.expected, WithinAbs(62.831853071795864769, 1e-12));
        CHECK(q.decimals == 3);
        CHECK_THAT(english(q.prompt), Contains("Pair k = 1"));
        CHECK(pe::checkQuizAnswer("62.832", q).verdict == pe::Verdict::correct);
        CHECK(pe::checkQuizAnswer("10.000", q).diagnosis == "wavelength-missing-2pi");
        CHECK(pe::checkQuizAnswer("0.100", q).diagnosis == "wavelength-as-frequency");
        // The fastest pair: λ_0 = 2π = 6.283185 whatever the base.
        const pe::Question fast = pe::makeQuestion(spec("wavelength", {{"context", 512}, {"k", 0}}),
                                                   quizSettings(8, 10000));
        CHECK_THAT(fast.expected, WithinAbs(6.283185307179586477, 1e-14));
        CHECK(pe::checkQuizAnswer("1.0", fast).diagnosis == "wavelength-missing-2pi");
    }
    SECTION("dot {tokenP, tokenQ}") {
        // cos 5 + cos 0.05 = 1.282412 (mpmath); seed 003, Ex 8 works out the pair 1 term.
        const pe::Question q = pe::makeQuestion(spec("dot", {{"tokenP", 8}, {"tokenQ", 3}}), d4);
        CHECK_THAT(q.expected, WithinAbs(1.282412445858192511, 1e-12));
        CHECK(pe::checkQuizAnswer("0.9988", q).diagnosis == "dot-single-pair"); // cos 0.05
    }
    SECTION("position-zero-choice {}: the right statement third") {
        const pe::Question q = pe::makeQuestion(spec("position-zero-choice"), d4);
        CHECK(q.isChoice);
        CHECK(q.answer == 2);
        CHECK(pe::checkQuizAnswer("c", q).verdict == pe::Verdict::correct);
        CHECK(pe::checkQuizAnswer("a", q).diagnosis == "all-zeros-at-position-zero");
        CHECK(pe::makeQuestion(spec("position-zero-choice", {{"decimals", 4}}), d4).answer == 2);
    }
    SECTION("decimals where the kind has its own") {
        CHECK(pe::makeQuestion(spec("aliasing", {{"turns", 2}, {"i", 3}, {"decimals", 8}}), d4).decimals == 8);
        CHECK(pe::makeQuestion(spec("dot", {{"tokenP", 1}, {"tokenQ", 1}, {"decimals", 1}}), d4).decimals == 1);
        CHECK(pe::makeQuestion(spec("rotation", {{"token", 3}, {"offset", 1}, {"i", 0}, {"decimals", 12}}), d4)
                  .decimals == 12);
    }
}

TEST_CASE("A bad spec is refused with a sentence naming the field, the value and the range", "[quiz][author][validation]") {
    const pe::QuizSettings d4 = quizSettings(4, 10000);
    const auto [s, message] = GENERATE(table<pe::QuestionSpec, std::string>({
        {spec("coordinate", {{"token", 2}, {"i", 7}}),
         "question spec: i = 7 is out of range; with d_model = 4 the coordinate index is a whole number from 0 to 3."},
        {spec("coordinate", {{"token", 2}, {"i", 1.5}}),
         "question spec: i = 1.5 is out of range; with d_model = 4 the coordinate index is a whole number from 0 to 3."},
        {spec("coordinate", {{"token", 2}, {"i", testing::kNaN}}),
         "question spec: i = NaN is out of range; with d_model = 4 the coordinate index is a whole number from 0 to 3."},
        {spec("coordinate", {{"token", 2}}),
         "question spec: a coordinate question needs i; with d_model = 4 the coordinate index is a whole number from 0 to 3."},
        {spec("coordinate", {{"token", -1}, {"i", 0}}),
         "question spec: token = -1 is out of range; a token number is a whole number from 0 to 10^15 (tokens are numbered from 0)."},
        {spec("coordinate", {{"token", 1e16}, {"i", 0}}),
         "question spec: token = 1e+16 is out of range; a token number is a whole number from 0 to 10^15 (tokens are numbered from 0)."},
        {spec("coordinate", {{"token", 2}, {"i", 2}, {"offset", 1}}),
         "question spec: offset is not a parameter of a coordinate question, which takes token, i and decimals."},
        {spec("coordinate", {{"token", 2}, {"i", 2}, {"i", 3}}), "question spec: i is given twice."},
        {spec("coordinate", {{"token", 2}, {"i", 2}, {"decimals", 0}}),
         "question spec: decimals = 0 is out of range; decimals is a whole number from 1 to 12."},
        {spec("coordinate", {{"token", 2}, {"i", 2}, {"decimals", 13}}),
         "question spec: decimals = 13 is out of range; decimals is a whole number from 1 to 12."},
        {spec("aliasing", {{"i", 2}}),
         "question spec: an aliasing question needs turns; turns is a whole number from 1 to 1000."},
        {spec("aliasing", {{"turns", 1001}, {"i", 2}}),
         "question spec: turns = 1001 is out of range; turns is a whole number from 1 to 1000."},
        {spec("rotation", {{"token", 2}, {"offset", -3}, {"i", 2}}),
         "question spec: offset = -3 is out of range; from token number 2 the offset is a whole number from -2 to "
         "999999999999998, so that it lands on a token number from 0 to 10^15."},
        {spec("rotation", {{"token", 2}, {"i", 2}}),
         "question spec: a rotation question needs offset; from token number 2 the offset is a whole number from -2 "
         "to 999999999999998, so that it lands on a token number from 0 to 10^15."},
        {spec("wavelength", {{"context", 0}}),
         "question spec: context = 0 is out of range; the context length is a whole number of tokens from 1 to 10^12."},
        {spec("wavelength", {{"context", 512}, {"k", 2}}),
         "question spec: k = 2 is out of range; with d_model = 4 the pair index k is a whole number from 0 to 1."},
        {spec("dot", {{"tokenP", 3}}),
         "question spec: a dot question needs tokenQ; a token number is a whole number from 0 to 10^15 (tokens are "
         "numbered from 0)."},
        {spec("position-zero-choice", {{"token", 0}}),
         "question spec: token is not a parameter of a position-zero-choice question, which takes decimals."},
        {spec("coordinates", {{"token", 2}}),
         "question spec: kind \"coordinates\" is not a question kind; it is one of coordinate, aliasing, rotation, "
         "wavelength, dot, position-zero-choice, rope-angle, rope-score, rope-scaled or rope-turns."},
        {spec("aliasing-choice", {{"turns", 1}}),
         "question spec: kind \"aliasing-choice\" is not a question kind; it is one of coordinate, aliasing, "
         "rotation, wavelength, dot, position-zero-choice, rope-angle, rope-score, rope-scaled or rope-turns."},
        {spec(""), "question spec: kind is missing; it is one of coordinate, aliasing, rotation, wavelength, dot, "
                   "position-zero-choice, rope-angle, rope-score, rope-scaled or rope-turns."},
    }));
    CAPTURE(s.kind);
    CHECK(refusal(s, d4) == message);
    CHECK(testing::isSentence(message));
}

TEST_CASE("A spec value that is not a number is refused as such", "[quiz][author][validation]") {
    pe::QuestionSpec s = spec("coordinate", {{"i", 2}});
    s.params.push_back(pe::SpecParam{"token", 0, false, "\"2\""});
    CHECK(refusal(s, quizSettings(4, 10000)) ==
          "question spec: token = \"2\" is not a number; a token number is a whole number from 0 to 10^15 "
          "(tokens are numbered from 0).");
}

TEST_CASE("Spec refusals follow the settings: origin and d_model", "[quiz][author][validation]") {
    CHECK(refusal(spec("coordinate", {{"token", 0}, {"i", 0}}), quizSettings(4, 10000, "interleaved", 1)) ==
          "question spec: token = 0 is out of range; a token number is a whole number from 1 to 10^15 (tokens are "
          "numbered from 1).");
    CHECK_THAT(refusal(spec("coordinate", {{"token", 2}, {"i", 8}}), quizSettings(8, 10000)),
               Contains("with d_model = 8 the coordinate index is a whole number from 0 to 7."));
    SECTION("an unknown parameter's name is shown safely") {
        pe::QuestionSpec s = spec("dot", {{"tokenP", 1}, {"tokenQ", 2}});
        s.params.push_back(pe::SpecParam{std::string("to\nken") + std::string(60, 'x'), 1, true, ""});
        const std::string m = refusal(s, quizSettings(4, 10000));
        CHECK_THAT(m, Contains("question spec: to?ken"));
        CHECK(m.size() < 200);
    }
    SECTION("settings built by hand are checked first") {
        pe::QuizSettings bad = quizSettings(4, 10000);
        bad.origin = 2;
        CHECK_THAT(refusal(spec("coordinate", {{"token", 2}, {"i", 2}}), bad), Contains("origin must be 0 or 1"));
    }
}

TEST_CASE("Every spec-made question's own answer is right and raises no diagnosis", "[quiz][author][check]") {
    const Sweep sw = GENERATE(from_range(sweepSettings()));
    CAPTURE(sw.dModel, sw.base, sw.layout, sw.origin);
    const pe::QuizSettings qs = quizSettings(sw.dModel, sw.base, sw.layout, sw.origin);
    const double o = sw.origin;
    std::vector<pe::QuestionSpec> specs;
    for (int i = 0; i < sw.dModel; i += sw.dModel > 8 ? 9 : 1) {
        for (double token : {o, o + 1, o + 2, o + 7, o + 50, o + 5000})
            specs.push_back(spec("coordinate", {{"token", token}, {"i", i}}));
        specs.push_back(spec("aliasing", {{"turns", 2}, {"i", i}}));
        specs.push_back(spec("rotation", {{"token", o + 12}, {"offset", -3}, {"i", i}}));
    }
    for (int k = 0; k < sw.dModel / 2; k += sw.dModel > 8 ? 17 : 1)
        specs.push_back(spec("wavelength", {{"context", 4096}, {"k", k}}));
    specs.push_back(spec("wavelength", {{"context", 4096}}));
    specs.push_back(spec("dot", {{"tokenP", o + 9}, {"tokenQ", o + 4}}));
    for (const pe::QuestionSpec& s : specs) {
        const pe::Question q = pe::makeQuestion(s, qs);
        CAPTURE(q.kind, q.prompt);
        CHECK_THAT(q.expected, WithinAbs(independentExpected(q), 1e-9 * std::max(1.0, std::fabs(q.expected))));
        const pe::QuizCheck r = pe::checkQuizAnswer(fixedText(q.expected, q.decimals), q);
        CHECK(r.verdict == pe::Verdict::correct);
        CHECK(r.diagnosis.empty());
        CHECK_FALSE(q.hint.empty());
        CHECK(q.solution.size() >= 3);
        for (const pe::Mistake& m : q.mistakes) CHECK(testing::isSentence(english(m.explanation)));
    }
}
