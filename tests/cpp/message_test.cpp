// The core's messages: ids with named, typed arguments (cpp/message.hpp), in the wire format the
// page decodes (web/i18n/core-text.js).
#include <catch2/catch.hpp>

#include <string>

#include "encoding.hpp"
#include "message.hpp"

namespace {
// The control characters of the wire format as visible marks, so that the expectations read.
std::string marked(std::string s) {
    for (char& c : s) c = c == '\x02' ? '<' : c == '\x03' ? '>' : c == '\x1F' ? '|' : c == '\x1E' ? '=' : c;
    return s;
}
} // namespace

TEST_CASE("A message is its id and its named arguments, numbers written as exact digits", "[message]") {
    CHECK(marked(pe::fill("core-refuse-d-model-too-large max received:W", 10000, 9007199254740994.0)) ==
          "<core-refuse-d-model-too-large|max=n10000|received=n9007199254740994>");
    CHECK(marked(pe::fill("core-x value:f4 count:c name:t", 0.5, 3, "ω_k·m")) ==
          "<core-x|value=n0.5000|count=c3|name=tω_k·m>");
    CHECK(marked(pe::fill("core-x n:c", pe::TextArg::count(18446744073709551615ull))) ==
          "<core-x|n=c18446744073709551615>");
    CHECK(marked(pe::fill("core-x value:g", 1.03663e-5)) == "<core-x|value=n1.03663e-5>");
}

TEST_CASE("Numbers that the English wrote with symbols become nested messages", "[message]") {
    CHECK(marked(pe::fill("core-x angle:~", 3.0)) == "<core-x|angle=m<core-value-equals|value=n3>>");
    CHECK(marked(pe::fill("core-x angle:~", 0.4412345678)) ==
          "<core-x|angle=m<core-value-approximately|value=n0.441235>>");
    CHECK(marked(pe::fill("core-x factor:q", -5.0)) == "<core-x|factor=m<core-value-in-parentheses|value=n-5>>");
    CHECK(marked(pe::fill("core-x factor:q", 5.0)) == "<core-x|factor=n5>");
    CHECK(marked(pe::fill("core-x factor:p", -0.4321776)) ==
          "<core-x|factor=m<core-value-in-parentheses|value=n-0.432178>>");
    CHECK(marked(pe::fill("core-x turns:w", 2.0)) == "<core-x|turns=n4>");
}

TEST_CASE("A message nests another, and a number's decimals may come from an argument not shown", "[message]") {
    const std::string inner = PE_MESSAGE("core-word-sine");
    CHECK(marked(pe::fill("core-x function:m value:f@d d:x", inner, 0.125, 2)) ==
          "<core-x|function=m<core-word-sine>|value=n0.13>");
    std::string two = PE_MESSAGE("core-a");
    pe::put(two, "core-b count:c", 1);
    CHECK(marked(two) == "<core-a><core-b|count=c1>");
}

TEST_CASE("A refusal carries its message", "[message]") {
    try {
        pe::refuse("core-refuse-d-model-too-large max received:W", 10000, 10002);
        FAIL("no refusal");
    } catch (const pe::InputError& e) {
        CHECK(marked(e.what()) == "<core-refuse-d-model-too-large|max=n10000|received=n10002>");
    }
}

TEST_CASE("signatureProblem accepts a signature that fits its values", "[message][check]") {
    CHECK(pe::signatureProblem("core-x", "") == "");
    CHECK(pe::signatureProblem("core-x a b:t c:c d:m e:n", "ntutt") == "");
    CHECK(pe::signatureProblem("core-x a:c", "n") == "");
    CHECK(pe::signatureProblem("core-x a b:f@a", "nn") == "");
    CHECK(pe::signatureProblem("core-x a:g b:a c:p d:q e:~ f:w g:W h:f4 i:x", "nnnnnnnnn") == "");
}

TEST_CASE("signatureProblem names what does not fit", "[message][check]") {
    CHECK(pe::signatureProblem("x-y a", "n") != "");      // not a core id
    CHECK(pe::signatureProblem("core-x a", "") != "");     // a name without a value
    CHECK(pe::signatureProblem("core-x a b", "n") != "");  // more names than values
    CHECK(pe::signatureProblem("core-x a", "nn") != "");   // fewer
    CHECK(pe::signatureProblem("core-x a a", "nn") != ""); // a name twice
    CHECK(pe::signatureProblem("core-x a:t", "n") != "");  // a number for a text
    CHECK(pe::signatureProblem("core-x a", "t") != "");    // a text for a number
    CHECK(pe::signatureProblem("core-x a:z", "n") != "");  // an unknown kind
    CHECK(pe::signatureProblem("core-x a:f@b", "n") != ""); // decimals from nowhere
    CHECK(pe::signatureProblem("core-x 2a", "n") != "");   // not a name
}
