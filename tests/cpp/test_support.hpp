// Small helpers shared by the test files.
#pragma once

#include <catch2/catch.hpp>

#include "catalog_text.hpp" // the core's messages read as English
#include "encoding.hpp"

#include <exception>
#include <initializer_list>
#include <limits>
#include <string>
#include <vector>

// The core's message texts as the page shows them in English (catalog_text.hpp).
using pe::test::english;

namespace testing {

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
inline constexpr double kInf = std::numeric_limits<double>::infinity();

// The promise of the core: every table value within 1e-15 of exact real arithmetic for every
// position up to 2^53 and every d_model (facts.hpp: maxValueError).
inline constexpr double kTableBound = pe::kMaxValueError;

// Half a unit in the sixth decimal: how far a value may be from a seed figure printed to six
// decimals (and likewise for other printed precisions).
inline double halfUnit(int decimals) {
    double h = 0.5;
    for (int d = 0; d < decimals; ++d) h /= 10;
    return h * (1 + 1e-9);
}

// Matches an exception whose what() (read as English from en.ftl) contains every one of the given pieces.
class MessageContainsAll : public Catch::MatcherBase<std::exception> {
public:
    MessageContainsAll(std::initializer_list<std::string> parts) : parts_(parts) {}
    explicit MessageContainsAll(std::vector<std::string> parts) : parts_(std::move(parts)) {}
    bool match(const std::exception& e) const override {
        const std::string message = pe::test::english(e.what());
        for (const std::string& p : parts_)
            if (message.find(p) == std::string::npos) return false;
        return true;
    }
    std::string describe() const override {
        std::string s = "has a message containing";
        for (const std::string& p : parts_) s += " \"" + p + "\"";
        return s;
    }

private:
    std::vector<std::string> parts_;
};

// (C++17 lambdas cannot capture structured bindings, so tests copy them in: [&, x = x].)
// The message of the pe::InputError that f throws, in English as en.ftl writes it ("" if it throws
// nothing or something else, which also fails the test).
template <class F> std::string inputErrorMessage(F&& f) {
    try {
        f();
    } catch (const pe::InputError& e) {
        return pe::test::english(e.what());
    } catch (const std::exception& e) {
        FAIL_CHECK("threw an exception other than pe::InputError: " << e.what());
        return "";
    }
    FAIL_CHECK("did not throw pe::InputError");
    return "";
}

// A message written as a sentence: a capital letter or a quoted setting name first, a full stop last.
inline bool isSentence(const std::string& m) {
    if (m.size() < 2 || m.back() != '.') return false;
    const char c = m.front();
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

} // namespace testing
