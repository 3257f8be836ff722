// The core's messages read back as English for the tests: a small reader of web/i18n/en.ftl (the
// subset of Project Fluent the core's messages use: text, { $variable }, { "literal" } and a
// selector on a count with [one] / *[other] variants) and a decoder of the wire format of
// cpp/message.hpp. Test-only: the page formats messages with @fluent/bundle (web/i18n/core-text.js).
#pragma once

#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace pe::test {

// One message of a message text: its id and its arguments (name → kind letter and value).
struct CoreMessage {
    std::string id;
    struct Arg {
        char kind;
        std::string value;
    };
    std::map<std::string, Arg> args;
};

// The messages of a message text, in order; {} for a text that holds none (a plain text).
std::vector<CoreMessage> coreMessages(std::string_view text);

// The text in English, as the page shows it: each message formatted from en.ftl, nested messages
// inside, several messages joined by core-sentence-gap. A text with no message is returned as is.
// An id the catalog lacks, or an argument it does not name, fails the test that asked.
std::string english(std::string_view text);

// Whether en.ftl has message id, and the variables its English names.
bool catalogHas(const std::string& id);
std::set<std::string> catalogVariables(const std::string& id);

// Every id of en.ftl's core section.
std::vector<std::string> catalogIds();

} // namespace pe::test
