#include "catalog_text.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "encoding.hpp"

// A refusal as the page shows it in English, for CHECK_THROWS_WITH and every other report of an
// exception in the tests.
CATCH_TRANSLATE_EXCEPTION(const pe::InputError& e) { return pe::test::english(e.what()); }

namespace pe::test {

namespace {

constexpr char kStart = '\x02', kEnd = '\x03', kValue = '\x1E', kName = '\x1F';

// en.ftl's messages: id → the pattern as written (its first line and continuation lines, joined by
// newlines). Read once.
const std::map<std::string, std::string>& catalog() {
    static const std::map<std::string, std::string> messages = [] {
        std::ifstream in(PE_EN_FTL);
        if (!in) throw std::runtime_error("cannot read " PE_EN_FTL);
        std::map<std::string, std::string> out;
        std::string line, current;
        while (std::getline(in, line)) {
            if (!line.empty() && line[0] == ' ' && !current.empty()) {
                out[current].append("\n").append(line);
                continue;
            }
            current.clear();
            const std::size_t eq = line.find(" = ");
            if (line.rfind("core-", 0) != 0 || eq == std::string::npos) continue;
            current = line.substr(0, eq);
            out[current] = line.substr(eq + 3);
        }
        return out;
    }();
    return messages;
}

void skipSpace(std::string_view s, std::size_t& at) {
    while (at < s.size() && (s[at] == ' ' || s[at] == '\n')) ++at;
}

std::string render(const CoreMessage& m);
std::string renderPattern(std::string_view p, const CoreMessage& m);

// The value of variable name for message id, as the page writes it in English.
std::string variable(const CoreMessage& m, const std::string& name) {
    const auto a = m.args.find(name);
    if (a == m.args.end()) {
        FAIL_CHECK("message " << m.id << " has no argument " << name);
        return "{$" + name + "}";
    }
    if (a->second.kind == 'm') return english(a->second.value);
    return a->second.value;
}

// A placeable, from just after its '{' to just after its '}'.
std::string placeable(std::string_view p, std::size_t& at, const CoreMessage& m) {
    skipSpace(p, at);
    std::string value;
    if (p[at] == '"') {
        const std::size_t close = p.find('"', at + 1);
        value = std::string(p.substr(at + 1, close - at - 1));
        at = close + 1;
    } else {
        if (p[at] != '$') throw std::runtime_error("en.ftl " + m.id + ": unsupported placeable");
        std::size_t end = ++at;
        while (end < p.size() && (std::isalnum(static_cast<unsigned char>(p[end])) || p[end] == '_' || p[end] == '-')) ++end;
        const std::string name(p.substr(at, end - at));
        at = end;
        value = variable(m, name);
        skipSpace(p, at);
        if (p.substr(at, 2) == "->") { // a selector: [one] when the count is 1, *[other] otherwise
            at += 2;
            const std::string wanted = value == "1" ? "one" : "other";
            std::string chosen, fallback;
            bool found = false;
            for (;;) {
                skipSpace(p, at);
                if (p[at] == '}') break;
                const bool isDefault = p[at] == '*';
                if (isDefault) ++at;
                const std::size_t close = p.find(']', at);
                const std::string key(p.substr(at + 1, close - at - 1));
                at = close + 1;
                std::size_t eol = p.find('\n', at);
                if (eol == std::string_view::npos) eol = p.size();
                std::string text(p.substr(at, eol - at));
                while (!text.empty() && text.front() == ' ') text.erase(0, 1);
                at = eol;
                if (key == wanted || key == value) chosen = text, found = true;
                if (isDefault) fallback = text;
            }
            // A variant's text may hold placeables of its own ({ $origin }, {""}).
            value = renderPattern(found ? chosen : fallback, m);
        }
    }
    skipSpace(p, at);
    if (p[at] != '}') throw std::runtime_error("en.ftl " + m.id + ": a placeable is not closed");
    ++at;
    return value;
}

std::string render(const CoreMessage& m) {
    const auto found = catalog().find(m.id);
    if (found == catalog().end()) {
        FAIL_CHECK("en.ftl has no message " << m.id);
        return m.id;
    }
    std::set<std::string> given;
    for (const auto& [name, arg] : m.args) given.insert(name);
    if (m.id != "core-sentence-gap" && given != catalogVariables(m.id)) FAIL_CHECK("message " << m.id << ": the core gives other arguments than en.ftl names");
    return renderPattern(found->second, m);
}

std::string renderPattern(std::string_view p, const CoreMessage& m) {
    std::string out;
    for (std::size_t at = 0; at < p.size();) {
        if (p[at] == '{') {
            ++at;
            out += placeable(p, at, m);
        } else {
            out += p[at++];
        }
    }
    return out;
}

} // namespace

std::vector<CoreMessage> coreMessages(std::string_view text) {
    std::vector<CoreMessage> out;
    for (std::size_t at = 0; at < text.size();) {
        if (text[at] != kStart) throw std::runtime_error("not a message text: " + std::string(text));
        CoreMessage m;
        std::size_t end = ++at;
        while (text[end] != kName && text[end] != kEnd) ++end;
        m.id = std::string(text.substr(at, end - at));
        at = end;
        while (text[at] == kName) {
            const std::size_t eq = text.find(kValue, at);
            const std::string name(text.substr(at + 1, eq - at - 1));
            const char kind = text[eq + 1];
            // The value runs to the next argument or the end of this message; a nested message
            // text (kind m) holds balanced \x02 ... \x03 of its own.
            std::size_t v = eq + 2;
            int depth = 0;
            while (v < text.size() && !(depth == 0 && (text[v] == kName || text[v] == kEnd))) {
                if (text[v] == kStart) ++depth;
                if (text[v] == kEnd) --depth;
                ++v;
            }
            m.args[name] = {kind, std::string(text.substr(eq + 2, v - eq - 2))};
            at = v;
        }
        ++at; // kEnd
        out.push_back(std::move(m));
    }
    return out;
}

std::string english(std::string_view text) {
    if (text.find(kStart) == std::string_view::npos) return std::string(text);
    std::string out;
    bool first = true;
    for (const CoreMessage& m : coreMessages(text)) {
        if (!first) out += render(CoreMessage{"core-sentence-gap", {}});
        out += render(m);
        first = false;
    }
    return out;
}

bool catalogHas(const std::string& id) { return catalog().count(id) != 0; }

std::set<std::string> catalogVariables(const std::string& id) {
    std::set<std::string> names;
    const auto found = catalog().find(id);
    if (found == catalog().end()) return names;
    const std::string& p = found->second;
    for (std::size_t at = p.find('$'); at != std::string::npos; at = p.find('$', at + 1)) {
        std::size_t end = at + 1;
        while (end < p.size() && (std::isalnum(static_cast<unsigned char>(p[end])) || p[end] == '_' || p[end] == '-')) ++end;
        names.insert(p.substr(at + 1, end - at - 1));
    }
    return names;
}

std::vector<std::string> catalogIds() {
    std::vector<std::string> ids;
    for (const auto& [id, pattern] : catalog()) ids.push_back(id);
    return ids;
}

} // namespace pe::test
