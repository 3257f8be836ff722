// The table of slips (cpp/mistakes.hpp): one row per Slip, unique codes, a name for each, and
// every code that a question of the bank can raise is in it.
#include <catch2/catch.hpp>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "mistakes.hpp"
#include "quiz.hpp"
#include "test_support.hpp"

TEST_CASE("Every slip has one row with a unique code and a name", "[mistakes]") {
    std::set<std::string> codes, names;
    for (std::size_t j = 0; j < pe::kMistakeKindCount; ++j) {
        const pe::MistakeKind& k = pe::kMistakeKinds[j];
        CAPTURE(j, k.code);
        CHECK(&pe::mistakeKind(k.slip) == &k);
        CHECK(std::string(pe::mistakeCode(k.slip)) == k.code);
        CHECK(codes.insert(k.code).second);
        CHECK(names.insert(k.name).second);
        CHECK(english(k.name).size() >= 10);
        CHECK(std::string(pe::mistakeName(k.code)) == k.name);
        for (char c : std::string(k.code)) CHECK(((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'));
    }
    CHECK(pe::kMistakeKindCount == 32); // 27, and RoPE's five (docs/rope.md)
}

TEST_CASE("mistakeName names the classic coordinate slips, and nothing for an unknown code", "[mistakes]") {
    CHECK(english(pe::mistakeName("degrees")) == "angle taken in degrees");
    CHECK(english(pe::mistakeName("truncated")) == "cut off instead of rounded");
    CHECK(english(pe::mistakeName("layout-concatenated")) ==
          "concatenated layout used instead of interleaved");
    CHECK(std::string(pe::mistakeName("")) == "");
    CHECK(std::string(pe::mistakeName("Degrees")) == "");
    CHECK(std::string(pe::mistakeName("degrees ")) == "");
}

TEST_CASE("Every slip a bank question raises has a name in the table", "[mistakes][quiz]") {
    std::set<std::string> raised;
    for (int d : {2, 4, 8, 64})
        for (const char* layout : {"interleaved", "concatenated"})
            for (int origin : {0, 1})
                for (std::uint64_t seed = 0; seed < 24; ++seed)
                    for (const pe::Question& q : pe::makeQuiz(seed, pe::makeQuizSettings(d, 10000, layout, origin), 16))
                        for (const pe::Mistake& m : q.mistakes) raised.insert(m.code);
    for (const std::string& code : raised) {
        CAPTURE(code);
        CHECK(std::string(pe::mistakeName(code)) != "");
    }
    CHECK(raised.size() >= 20);
}

TEST_CASE("No script of the page spells out a slip's name: they come from this table", "[mistakes][web]") {
    // The names reach the page through the core (diagnosisName, a message whose English is en.ftl's);
    // a copy in a script would drift.
    std::size_t scripts = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(PE_SOURCE_DIR "/web")) {
        if (entry.path().extension() != ".js") continue;
        ++scripts;
        std::ifstream file(entry.path());
        std::stringstream text;
        text << file.rdbuf();
        const std::string js = text.str();
        for (const pe::MistakeKind& k : pe::kMistakeKinds) {
            const std::string name = english(k.name);
            CAPTURE(entry.path().string(), name);
            CHECK(js.find(name) == std::string::npos);
        }
    }
    CHECK(scripts >= 40);
}
