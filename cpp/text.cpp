#include "text.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "number_text.hpp"

namespace pe {

namespace {

std::string trimZeros(std::string s) {
    if (s.find('.') == std::string::npos) return s;
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
    return s;
}

constexpr unsigned kNoIndex = ~0u;

// One slot, read from just after its '{': {i}, {i:kind}, {i:f4}, {i:f@j}, each index one digit.
struct Slot {
    unsigned index = kNoIndex;
    char kind = 0;                    // 0 for the shortest form
    int decimals = -1;                // {i:f4}
    unsigned decimalsFrom = kNoIndex; // {i:f@j}
    const char* end = nullptr;        // at the closing '}' when the slot is well formed
};

bool isDigit(char c) { return c >= '0' && c <= '9'; }

Slot readSlot(const char* p) {
    Slot s;
    if (isDigit(*p)) s.index = static_cast<unsigned>(*p++ - '0');
    if (*p == ':' && p[1] != '\0') {
        s.kind = p[1];
        p += 2;
        if (s.kind == 'f' && *p == '@' && isDigit(p[1])) {
            s.decimalsFrom = static_cast<unsigned>(p[1] - '0');
            p += 2;
        } else if (s.kind == 'f' && isDigit(*p)) {
            s.decimals = *p++ - '0';
        }
    }
    s.end = p;
    return s;
}

// The kind of argument a slot takes: 'n' a number, 'u' a count, 't' a text.
char argumentKind(char slotKind) { return slotKind == 't' || slotKind == 'u' ? slotKind : 'n'; }

const char* kindWord(char argKind) {
    return argKind == 't' ? "a text" : argKind == 'u' ? "a count" : "a number";
}

} // namespace

std::string slotProblem(std::string_view pattern, std::string_view kinds) {
    const std::string text(pattern); // NUL-terminated for readSlot
    std::string used(kinds.size(), 0);
    std::string problem;
    for (std::size_t at = 0; at < text.size() && problem.empty(); ++at) {
        if (text[at] == '}') {
            put(problem, "text pattern: a '{0:t}' at byte {1} has no '{2:t}' before it.", "}", at, "{");
            break;
        }
        if (text[at] != '{') continue;
        const std::size_t close = text.find('}', at);
        if (close == std::string::npos) {
            put(problem, "text pattern: the '{0:t}' at byte {1} is never closed.", "{", at);
            break;
        }
        const std::string_view shown = std::string_view(text).substr(at, close + 1 - at);
        const Slot s = readSlot(text.c_str() + at + 1);
        const std::string_view kindNames = "fgapq~wutsW";
        if (s.end != text.c_str() + close)
            put(problem, "text pattern: slot {0:t} is not of the form {1:t}.", shown,
                "{N} or {N:kind}"); // (braces in a pattern are always slots)
        else if (s.index == kNoIndex)
            put(problem, "text pattern: slot {0:t} has no argument index.", shown);
        else if (s.kind != 0 && kindNames.find(s.kind) == std::string_view::npos)
            put(problem, "text pattern: slot {0:t} has an unknown kind.", shown);
        else if (s.kind == 'f' && s.decimals < 0 && s.decimalsFrom == kNoIndex)
            put(problem, "text pattern: slot {0:t} needs its decimals, as in f4 or f@1.", shown);
        else if (s.index >= kinds.size())
            put(problem, "text pattern: slot {0:t} refers to argument {1}, but there {2:t} {3} argument{3:s}.",
                shown, s.index, kinds.size() == 1 ? "is" : "are", static_cast<double>(kinds.size()));
        else if (kinds[s.index] != argumentKind(s.kind))
            put(problem, "text pattern: slot {0:t} takes {1:t}, but argument {2} is {3:t}.", shown,
                kindWord(argumentKind(s.kind)), s.index, kindWord(kinds[s.index]));
        else if (s.decimalsFrom != kNoIndex &&
                 (s.decimalsFrom >= kinds.size() || kinds[s.decimalsFrom] != 'n'))
            put(problem, "text pattern: slot {0:t} takes its decimals from argument {1}, which is not a number.",
                shown, s.decimalsFrom);
        if (!problem.empty()) break;
        used[s.index] = 1;
        if (s.decimalsFrom != kNoIndex) used[s.decimalsFrom] = 1;
        at = close;
    }
    for (std::size_t j = 0; j < used.size() && problem.empty(); ++j)
        if (!used[j]) put(problem, "text pattern: argument {0} fills no slot.", j);
    return problem;
}

void fillInto(std::string& out, const char* pattern, const TextArg* args) {
#ifndef NDEBUG
    std::string kinds;
    for (const TextArg* a = args; a->kind != 0; ++a) kinds += a->kind;
    const std::string problem = slotProblem(pattern, kinds);
    if (!problem.empty()) {
        std::fprintf(stderr, "%s\n  in \"%s\"\n", problem.c_str(), pattern);
        std::abort();
    }
#endif
    for (const char* p = pattern;;) {
        const char* open = p;
        while (*open != '{' && *open != '\0') ++open;
        out.append(p, static_cast<std::size_t>(open - p));
        if (*open == '\0') return;
        const Slot slot = readSlot(open + 1);
        p = slot.end + 1;
        const TextArg& a = args[slot.index];
        if (slot.kind == 't') {
            const TextArg::Text t = a.text;
            if (t.size == TextArg::kStdString) out.append(*static_cast<const std::string*>(t.data));
            else if (t.size == TextArg::kCString) out.append(static_cast<const char*>(t.data));
            else out.append(static_cast<const char*>(t.data), t.size);
            continue;
        }
        if (slot.kind == 'u') {
            char digits[20];
            char* first = digits + sizeof digits;
            unsigned long long n = a.whole;
            do *--first = static_cast<char>('0' + n % 10);
            while ((n /= 10) != 0);
            out.append(first, static_cast<std::size_t>(digits + sizeof digits - first));
            continue;
        }
        const double v = a.number;
        const Quantity number = a.exact ? Quantity() : Quantity(v);
        const Quantity& q = a.exact ? *a.exact : number;
        switch (slot.kind) {
        case 's':
            if (v != 1) out += 's';
            break;
        case 'f': {
            const int decimals = slot.decimals >= 0 ? slot.decimals
                                                    : static_cast<int>(args[slot.decimalsFrom].number);
            out.append(formatFixed(q, decimals));
            break;
        }
        case 'g': out.append(formatSignificant(q)); break;
        case 'W': out.append(std::fabs(v) < 1e21 ? formatFixed(q, 0) : formatShort(q)); break;
        case '~':
            out.append(isWholeNumber(q) ? "= " : "≈ ");
            [[fallthrough]];
        case 'a': out.append(trimZeros(formatFixed(q, 6))); break;
        case 'p':
        case 'q': {
            const std::string shown = slot.kind == 'p' ? formatFixed(q, 6) : formatShort(q);
            if (shown.front() == '-') out.append("(").append(shown).append(")");
            else out.append(shown);
            break;
        }
        case 'w':
            if (v == 1) out.append("2π");
            else out.append(formatShort(2 * v)).append("π");
            break;
        default: out.append(formatShort(q)); break;
        }
    }
}

std::string shownName(std::string_view s) {
    std::size_t n = s.size() < 40 ? s.size() : 40;
    while (n > 0 && n < s.size() && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
    std::string out(s.substr(0, n));
    for (char& c : out)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = '?';
    return out;
}

std::string filled(const char* pattern, const TextArg* args) {
    std::string out;
    fillInto(out, pattern, args);
    return out;
}

void refuseWith(const char* pattern, const TextArg* args) { throw InputError(filled(pattern, args)); }

} // namespace pe
