// One named value as a caller wrote it: an author's question spec and a RoPE scaling object both
// arrive as such lists, so that the core, not the page, refuses a bad one by name.
#pragma once

#include <string>

namespace pe {

// A binding sets number for a number. For any other value it sets isNumber = false and shown to
// the value as written (its JSON): a text as "\"yarn\"", a boolean as true or false. The readers
// take a text or a boolean from shown, and refuse anything else by name, showing it.
struct SpecParam {
    std::string name;
    double number = 0;
    bool isNumber = true;
    std::string shown;
};

} // namespace pe
