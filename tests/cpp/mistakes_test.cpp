// The table of slips (cpp/mistakes.hpp): one row per Slip, unique codes, a name for each, and
// every code that a question of the bank can raise is in it.
#include <catch2/catch.hpp>

#include <cstdint>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "mistakes.hpp"
#include "quiz.hpp"
#include "test_support.hpp"

namespace {

// The code: name pairs of web/quiz-bank.js's MISTAKE_NAMES, while the page still keeps its own
// copy ({} when it no longer does).
std::map<std::string, std::string> pageMistakeNames() {
    std::ifstream file(PE_SOURCE_DIR "/web/quiz-bank.js");
    std::stringstream text;
    text << file.rdbuf();
    const std::string js = text.str();
    std::map<std::string, std::string> names;
    const std::size_t start = js.find("MISTAKE_NAMES = Object.freeze({");
    if (start == std::string::npos) return names;
    std::istringstream lines(js.substr(start, js.find("});", start) - start));
    std::string line;
    std::getline(lines, line); // the declaration
    const auto unquote = [](std::string s) {
        if (s.size() >= 2 && (s.front() == '\'' || s.front() == '"')) s = s.substr(1, s.size() - 2);
        return s;
    };
    while (std::getline(lines, line)) {
        const std::size_t colon = line.find(": ");
        if (colon == std::string::npos) continue;
        std::string key = line.substr(0, colon);
        key.erase(0, key.find_first_not_of(' '));
        std::string value = line.substr(colon + 2);
        if (!value.empty() && value.back() == ',') value.pop_back();
        names[unquote(key)] = unquote(value);
    }
    return names;
}

} // namespace

TEST_CASE("Every slip has one row with a unique code and a name", "[mistakes]") {
    std::set<std::string> codes, names;
    for (std::size_t j = 0; j < pe::kMistakeKindCount; ++j) {
        const pe::MistakeKind& k = pe::kMistakeKinds[j];
        CAPTURE(j, k.code);
        CHECK(&pe::mistakeKind(k.slip) == &k);
        CHECK(std::string(pe::mistakeCode(k.slip)) == k.code);
        CHECK(codes.insert(k.code).second);
        CHECK(names.insert(k.name).second);
        CHECK(std::string(k.name).size() >= 10);
        CHECK(std::string(pe::mistakeName(k.code)) == k.name);
        for (char c : std::string(k.code)) CHECK(((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'));
    }
    CHECK(pe::kMistakeKindCount == 26);
}

TEST_CASE("mistakeName names the classic coordinate slips, and nothing for an unknown code", "[mistakes]") {
    CHECK(std::string(pe::mistakeName("degrees")) == "angle taken in degrees");
    CHECK(std::string(pe::mistakeName("truncated")) == "cut off instead of rounded");
    CHECK(std::string(pe::mistakeName("layout-concatenated")) ==
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

TEST_CASE("The page's names of the slips, while it keeps a copy, are the table's", "[mistakes][web]") {
    const std::map<std::string, std::string> page = pageMistakeNames();
    if (page.empty()) {
        WARN("web/quiz-bank.js has no MISTAKE_NAMES of its own any more: nothing to compare");
        return;
    }
    CHECK(page.size() == pe::kMistakeKindCount);
    for (const pe::MistakeKind& k : pe::kMistakeKinds) {
        CAPTURE(k.code);
        const auto it = page.find(k.code);
        REQUIRE(it != page.end());
        CHECK(it->second == k.name);
    }
}
