// The coordinate checker that names slips (cpp/coordinate_mistakes, checkAnswer on a
// pe::CoordinateTarget): usable without the question bank. Expected values are mpmath's
// (/usr/bin/python3, 30 digits), or the seeds' worked figures.
#include <catch2/catch.hpp>

#include <cmath>
#include <iterator>
#include <string>
#include <vector>

#include "answer.hpp"
#include "coordinate_mistakes.hpp"
#include "test_support.hpp"

using Catch::Matchers::Contains;
using Catch::Matchers::WithinAbs;
using testing::isSentence;

namespace {

pe::CoordinateTarget atPosition(double pos, double i, int dModel = 4, const char* layout = "interleaved",
                                double decimals = 4) {
    pe::CoordinateTarget t;
    t.pos = pos;
    t.i = i;
    t.settings = pe::makeSettings(dModel, 10000, layout);
    t.decimals = decimals;
    return t;
}

pe::CoordinateTarget atToken(double token, double i, double origin, int dModel = 4) {
    pe::CoordinateTarget t = atPosition(0, i, dModel);
    t.byToken = true;
    t.token = token;
    t.origin = origin;
    return t;
}

bool lists(const std::vector<pe::Mistake>& slips, const std::string& code) {
    for (const pe::Mistake& m : slips)
        if (m.code == code) return true;
    return false;
}

} // namespace

TEST_CASE("Q1 as a plain coordinate target names each classic slip", "[coordinate-mistakes][seed]") {
    // Seed 000, Q1: d_model 4, coordinate 2 of PE(2), four decimals: sin(0.02) = 0.0199986667.
    const pe::CoordinateTarget q1 = atPosition(2, 2);
    const auto [typed, code, name] = GENERATE(table<std::string, std::string, std::string>({
        {"0.0003", "degrees", "angle taken in degrees"},                 // sin(0.02°) = 0.000349066
        {"0.000349", "degrees", "angle taken in degrees"},               // more digits, same slip
        {"0.9998", "sin-cos-swapped", "sine and cosine swapped"},       // cos(0.02) = 0.999800007
        {"0.0100", "origin-off-by-one", "index origin off by one"},     // sin(0.01): counted from 1
        {"0.0300", "origin-off-by-one", "index origin off by one"},     // sin(0.03): 1 added
        {"0.0002", "exponent-uses-i", "exponent built from i instead of 2k"}, // sin(2/10000^(4/4))
        {"-0.4161", "layout-concatenated", "concatenated layout used instead of interleaved"}, // cos 2
        {"0.9093", "wrong-pair", "the frequency of another pair used"}, // sin 2: pair 0's angle
        {"0.0199", "truncated", "cut off instead of rounded"},
        {"0.01", "truncated", "cut off instead of rounded"},            // cut after two decimals
    }));
    CAPTURE(typed);
    const pe::AnswerCheck r = pe::checkAnswer(typed, q1);
    CHECK_THAT(r.expected, WithinAbs(0.019998666693333079366, 1e-17));
    CHECK(r.verdict == pe::Verdict::incorrect);
    CHECK(r.diagnosis == code);
    CHECK(english(pe::mistakeName(r.diagnosis)) == name);
    CHECK(isSentence(english(r.message)));
    CHECK_THAT(english(r.message), Contains("Not quite"));
}

TEST_CASE("A diagnosis is specific: right answers and unmatched slips name none", "[coordinate-mistakes]") {
    const pe::CoordinateTarget q1 = atPosition(2, 2);
    SECTION("right, too few decimals, unreadable") {
        for (const char* text : {"0.0200", "0.019999", "0.02", "abc", ""}) {
            CAPTURE(text);
            const pe::AnswerCheck r = pe::checkAnswer(text, q1);
            CHECK(r.verdict != pe::Verdict::incorrect);
            CHECK(r.diagnosis.empty());
            CHECK(english(r.message) == english(pe::checkAnswer(text, pe::NumericTarget{r.expected, 4}).message));
        }
    }
    SECTION("a wrong answer that matches no slip") {
        for (const char* text : {"0.5000", "0.0250", "-0.0200", "0.0150"}) {
            CAPTURE(text);
            const pe::AnswerCheck r = pe::checkAnswer(text, q1);
            CHECK(r.verdict == pe::Verdict::incorrect);
            CHECK(r.diagnosis.empty());
            CHECK_THAT(english(r.message), Contains("It is not a rounding matter: check each step of your working."));
        }
    }
    SECTION("a slip that gives the right answer at the decimals asked is not offered") {
        // The angle itself, 0.02 rad, is 0.0200 to four decimals: the right answer.
        const std::vector<pe::Mistake> slips = pe::coordinateMistakes(q1);
        CHECK_FALSE(lists(slips, "angle-instead-of-value"));
        CHECK(pe::checkAnswer("0.0200", q1).verdict == pe::Verdict::correct);
        // At six decimals 0.020000 and 0.019999 differ: the angle is a slip there.
        CHECK(pe::checkAnswer("0.020000", atPosition(2, 2, 4, "interleaved", 6)).diagnosis ==
              "angle-instead-of-value");
    }
}

TEST_CASE("Token targets follow the index origin, and name only its own off-by-one slips", "[coordinate-mistakes][origin]") {
    SECTION("tokens numbered from 1: token 3 is at position 2") {
        const pe::CoordinateTarget t = atToken(3, 2, 1);
        CHECK_THAT(pe::checkAnswer("0.0200", t).expected, WithinAbs(0.019998666693333079366, 1e-17));
        const pe::AnswerCheck asPosition = pe::checkAnswer("0.0300", t); // sin(0.03): token 3 as pos
        CHECK(asPosition.diagnosis == "origin-off-by-one");
        CHECK_THAT(english(asPosition.message), Contains("token number was used as the position"));
        CHECK(pe::checkAnswer("0.0100", t).diagnosis.empty()); // pos 1 is no slip of origin 1
    }
    SECTION("tokens numbered from 0: one off either way") {
        const pe::CoordinateTarget t = atToken(2, 2, 0);
        CHECK(pe::checkAnswer("0.0300", t).diagnosis == "origin-off-by-one");
        CHECK(pe::checkAnswer("0.0100", t).diagnosis == "origin-off-by-one");
        CHECK_THAT(english(pe::checkAnswer("0.0100", t).message), Contains("subtracted from the token number"));
    }
}

TEST_CASE("Each kind of coordinate slip is named for the coordinate it concerns", "[coordinate-mistakes]") {
    SECTION("the other layout: interleaved used for a concatenated question") {
        // concatenated, d_model 4: coordinate 1 is sin(2/100); read interleaved it is cos 2 = -0.416147.
        const pe::AnswerCheck r = pe::checkAnswer("-0.4161", atPosition(2, 1, 4, "concatenated"));
        CHECK(r.diagnosis == "layout-interleaved");
        CHECK_THAT(english(r.message), Contains("interleaved layout was used"));
    }
    SECTION("an odd coordinate: the exponent from i = 3, and degrees") {
        // coordinate 3 of PE(50): cos(0.5) = 0.877583; cos(50/10000^(3/4)) = cos(0.05) = 0.998750;
        // cos(0.5°) = 0.999962 (mpmath).
        const pe::CoordinateTarget t = atPosition(50, 3);
        CHECK_THAT(pe::checkAnswer("0.8776", t).expected, WithinAbs(0.87758256189037271612, 1e-15));
        CHECK(pe::checkAnswer("0.9988", t).diagnosis == "exponent-uses-i");
        CHECK(pe::checkAnswer("1.0000", t).diagnosis == "degrees"); // tried before 2i's cos(5e-5)
        CHECK(pe::checkAnswer("0.4794", t).diagnosis == "sin-cos-swapped"); // sin 0.5
    }
    SECTION("the angle instead of its sine") {
        // Seed 003, Ex 6: PE(1000) coordinate 0 = sin 1000 = 0.826880.
        const pe::AnswerCheck r = pe::checkAnswer("1000", atPosition(1000, 0));
        CHECK_THAT(r.expected, WithinAbs(0.82687954053200256026, 1e-12));
        CHECK(r.diagnosis == "angle-instead-of-value");
    }
    SECTION("PE(0) taken as all zeros") {
        // Seed 003, Ex 1: PE(0) = [0, 1, 0, 1]; coordinate 1 is cos 0 = 1.
        const pe::CoordinateTarget t = atPosition(0, 1);
        CHECK(pe::checkAnswer("0.0000", t).diagnosis == "all-zeros-at-position-zero");
        CHECK(pe::checkAnswer("0.5403", t).diagnosis == "origin-off-by-one"); // cos(±1) = 0.540302
        CHECK(pe::checkAnswer("0.0000", atPosition(0, 0)).verdict == pe::Verdict::correct); // sin 0
    }
    SECTION("truncating a negative value cuts toward zero") {
        // sin 18 = -0.750987 (mpmath)
        const pe::CoordinateTarget t = atPosition(18, 0);
        CHECK(pe::checkAnswer("-0.7509", t).diagnosis == "truncated");
        CHECK(pe::checkAnswer("-0.7510", t).verdict == pe::Verdict::correct);
        CHECK(pe::checkAnswer("-0.7511", t).diagnosis.empty());
    }
}

TEST_CASE("The slips listed for a target are told apart from the answer and from each other", "[coordinate-mistakes]") {
    const int d = GENERATE(2, 4, 8, 64);
    const std::string layout = GENERATE(as<std::string>{}, "interleaved", "concatenated");
    const double decimals = GENERATE(2.0, 4.0, 6.0);
    for (double pos : {0.0, 1.0, 2.0, 7.0, 50.0, 1000.0, 84857.0}) {
        for (int i = 0; i < d; i += (d > 8 ? 7 : 1)) {
            CAPTURE(d, layout, decimals, pos, i);
            const pe::CoordinateTarget t = atPosition(pos, i, d, layout.c_str(), decimals);
            const double exact = pe::checkAnswer("0", t).expected;
            const std::vector<pe::Mistake> slips = pe::coordinateMistakes(t);
            for (std::size_t j = 0; j < slips.size(); ++j) {
                CAPTURE(slips[j].code, slips[j].value);
                CHECK_FALSE(pe::withinHalfUnit(slips[j].value, exact, static_cast<int>(decimals)));
                CHECK(std::string(pe::mistakeName(slips[j].code)) != "");
                CHECK(std::string(pe::coordinateMistakeName(slips[j].code)) == pe::mistakeName(slips[j].code));
                CHECK(isSentence(english(slips[j].explanation)));
                for (std::size_t e = 0; e < j; ++e) CHECK(slips[e].value != slips[j].value);
            }
        }
    }
}

TEST_CASE("coordinateMistakeName names a coordinate's slips as mistakeName does, and no other", "[coordinate-mistakes]") {
    std::size_t named = 0;
    for (const pe::MistakeKind& k : pe::kMistakeKinds) {
        CAPTURE(k.code);
        bool listed = false;
        for (pe::Slip s : pe::kCoordinateSlips) listed = listed || s == k.slip;
        if (listed) ++named;
        CHECK(std::string(pe::coordinateMistakeName(k.code)) == (listed ? k.name : ""));
    }
    CHECK(named == std::size(pe::kCoordinateSlips)); // each listed once
    CHECK(std::string(pe::coordinateMistakeName("no-such-slip")) == "");
    // The one slip checkAnswer names beyond those addCoordinateMistakes lists.
    const pe::AnswerCheck cut = pe::checkAnswer("0.0199", atPosition(2, 2));
    CHECK(cut.diagnosis == "truncated");
    CHECK(english(pe::coordinateMistakeName(cut.diagnosis)) == "cut off instead of rounded");
}

TEST_CASE("A bad coordinate target is refused by name", "[coordinate-mistakes][validation]") {
    const auto [target, part] = GENERATE(table<pe::CoordinateTarget, std::string>({
        {atPosition(testing::kNaN, 2), "A position must be a finite number; received NaN."},
        {atPosition(2, 4), "coordinate index must be a whole number from 0 to 3 (d_model - 1); received 4."},
        {atPosition(2, 1.5), "received 1.5."},
        {atPosition(2, 2, 4, "interleaved", 13), "decimals must be a whole number from 0 to 12; received 13."},
        {atToken(1.5, 2, 0), "The token number must be a whole number of at most 10^15 in size; received 1.5."},
        {atToken(2, 2, 2), "origin must be 0 or 1 (the number of the first token); received 2."},
    }));
    const std::string message = testing::inputErrorMessage([&, t = target] { pe::checkAnswer("0.02", t); });
    CHECK_THAT(message, Contains(part));
    CHECK(testing::inputErrorMessage([&, t = target] { pe::coordinateMistakes(t); }) == message);

    SECTION("settings built by hand are validated too") {
        pe::CoordinateTarget t = atPosition(2, 2);
        t.settings.dModel = 3;
        CHECK_THAT(testing::inputErrorMessage([&] { pe::checkAnswer("0.02", t); }),
                   Contains("d_model must be a positive even integer"));
    }
}
