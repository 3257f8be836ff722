// The one home of the defaults and limits (facts.hpp): their values as the seeds and the widget's
// documentation give them, the core's short names for them, and coordinateIndex as the inverse of
// coordinateRole.
#include <catch2/catch.hpp>

#include <string>

#include "answer.hpp"
#include "encoding.hpp"
#include "facts.hpp"
#include "quiz.hpp"

TEST_CASE("The defaults are the seeds' d_model = 4 example", "[facts]") {
    const pe::Defaults& d = pe::kDefaults;
    CHECK(d.dModel == 4);
    CHECK(d.base == 10000.0);
    CHECK(d.layout == pe::Layout::interleaved);
    CHECK(d.origin == 0);
    CHECK(d.decimals == 6);
    CHECK(d.positions.size() == 3);
    CHECK(d.positions[0] == 0.0);
    CHECK(d.positions[1] == 1.0);
    CHECK(d.positions[2] == 2.0);
    CHECK(d.pair == 0);
    CHECK(d.quizSeed == 1.0);
    CHECK(d.quizCount == 8);
    CHECK(d.maxLen == 512);
    CHECK(d.offset == 5.0);
    CHECK(d.contextLength == 8192.0);
    // Settings{} and QuizOptions{} start from them.
    const pe::Settings s;
    CHECK(s.dModel == 4);
    CHECK(s.base == 10000.0);
    CHECK(s.layout == pe::Layout::interleaved);
    const pe::QuizOptions q;
    CHECK(q.dModel == 4.0);
    CHECK(q.base == 10000.0);
    CHECK(q.layout == "interleaved");
    CHECK(q.origin == 0.0);
    CHECK(q.count == 8.0);
}

TEST_CASE("The limits, and the core's short names for them", "[facts]") {
    const pe::Limits& l = pe::kLimits;
    CHECK(l.maxDModel == 16384);
    CHECK(l.maxTableValues == 4194304);
    CHECK(l.maxAnswerLength == 64);
    CHECK(l.maxDecimals == 12);
    CHECK(l.maxQuizSeed == 9007199254740992.0);
    CHECK(l.maxQuizCount == 50);
    CHECK(l.maxMaxLen == 16384);
    CHECK(l.maxOffset == 1e6);
    CHECK(l.maxContextLength == 1e9);
    CHECK(l.maxPositions == 1000);
    CHECK(l.maxPosition == 9007199254740992.0); // 2^53
    CHECK(l.maxValueError == 1e-15);
    CHECK(pe::kMaxDModel == l.maxDModel);
    CHECK(pe::kMaxPosition == l.maxPosition);
    CHECK(pe::kMaxValueError == l.maxValueError);
    CHECK(pe::kMaxTableValues == l.maxTableValues);
    CHECK(pe::kMaxAnswerLength == l.maxAnswerLength);
    CHECK(pe::kMaxDecimals == l.maxDecimals);
    CHECK(pe::kMaxQuizSeed == l.maxQuizSeed);
    CHECK(pe::kMaxQuizCount == l.maxQuizCount);
    CHECK(pe::kDefaultQuizCount == pe::kDefaults.quizCount);
    CHECK(pe::kDefaultBase == pe::kDefaults.base);
    REQUIRE(pe::kLayoutNames.size() == 2);
    CHECK(std::string(pe::kLayoutNames[0]) == "interleaved");
    CHECK(std::string(pe::kLayoutNames[1]) == "concatenated");
}

TEST_CASE("coordinateIndex is the inverse of coordinateRole", "[facts][encoding][layout]") {
    // d_model 8, written out: interleaved i -> (i / 2, even = sine); concatenated i -> (i mod 4, i < 4 = sine).
    const int interleaved[8][2] = {{0, 1}, {0, 0}, {1, 1}, {1, 0}, {2, 1}, {2, 0}, {3, 1}, {3, 0}};
    const int concatenated[8][2] = {{0, 1}, {1, 1}, {2, 1}, {3, 1}, {0, 0}, {1, 0}, {2, 0}, {3, 0}};
    for (const auto& [layout, roles] : {std::pair{"interleaved", interleaved}, std::pair{"concatenated", concatenated}}) {
        const pe::Settings s = pe::makeSettings(8, 10000, layout);
        for (int i = 0; i < 8; ++i) {
            CAPTURE(layout, i);
            const pe::CoordinateRole r = pe::coordinateRole(i, s);
            CHECK(r.pair == roles[i][0]);
            CHECK(r.isSine == (roles[i][1] == 1));
            CHECK(pe::coordinateIndex(r.pair, r.isSine, s) == i);
        }
    }
    for (const char* layout : {"interleaved", "concatenated"}) {
        const pe::Settings s = pe::makeSettings(512, 10000, layout);
        for (int i = 0; i < 512; ++i) {
            const pe::CoordinateRole r = pe::coordinateRole(i, s);
            CHECK(pe::coordinateIndex(r.pair, r.isSine, s) == i);
        }
    }
}
