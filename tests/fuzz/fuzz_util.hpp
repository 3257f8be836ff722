// Helpers shared by the libFuzzer targets: reading fuzz input as text tokens, checking invariants
// (a violation prints what was wrong and aborts, which libFuzzer reports as a finding), strict
// UTF-8 validation, and running a core call that may refuse with pe::InputError.
#pragma once

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "encoding.hpp"

namespace fuzz {

[[noreturn]] inline void fail(const char* what, const char* file, int line, const std::string& ctx) {
    std::fprintf(stderr, "\n==INVARIANT VIOLATED== %s\n  at %s:%d\n  %s\n", what, file, line,
                 ctx.c_str());
    std::fflush(stderr);
    std::abort();
}

// CHECK(condition, context): context is a std::string expression, evaluated only on failure.
#define FUZZ_CHECK(cond, ctx)                                                                    \
    do {                                                                                         \
        if (!(cond)) ::fuzz::fail(#cond, __FILE__, __LINE__, (ctx));                             \
    } while (0)

// Strict UTF-8 (RFC 3629): no overlong forms, no surrogates, nothing above U+10FFFF, no sequence
// cut short.
inline bool validUtf8(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size()) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            ++i;
            continue;
        }
        int len;
        unsigned lo = 0x80, hi = 0xBF; // allowed range of the second byte
        if (c >= 0xC2 && c <= 0xDF) len = 2;
        else if (c == 0xE0) len = 3, lo = 0xA0;
        else if (c >= 0xE1 && c <= 0xEC) len = 3;
        else if (c == 0xED) len = 3, hi = 0x9F;
        else if (c >= 0xEE && c <= 0xEF) len = 3;
        else if (c == 0xF0) len = 4, lo = 0x90;
        else if (c >= 0xF1 && c <= 0xF3) len = 4;
        else if (c == 0xF4) len = 4, hi = 0x8F;
        else return false;
        if (i + static_cast<std::size_t>(len) > s.size()) return false;
        const auto c1 = static_cast<unsigned char>(s[i + 1]);
        if (c1 < lo || c1 > hi) return false;
        for (int j = 2; j < len; ++j)
            if ((static_cast<unsigned char>(s[i + static_cast<std::size_t>(j)]) & 0xC0) != 0x80)
                return false;
        i += static_cast<std::size_t>(len);
    }
    return true;
}

// Printable form of fuzz bytes for invariant messages: escapes everything outside ASCII.
inline std::string escaped(std::string_view s) {
    std::string out = "\"";
    for (char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') {
            out += ch;
        } else {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02X", c);
            out += buf;
        }
    }
    return out + "\"";
}

inline std::string num(double x) {
    char buf[40];
    std::snprintf(buf, sizeof buf, "%.17g", x);
    return buf;
}

inline bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// Splits on ASCII white space. A token that starts with '"' runs to the next '"' (or the end) and
// is returned without the quotes, so that an empty string or one with spaces can be written.
inline std::vector<std::string_view> tokens(std::string_view s, std::size_t maxTokens = 64) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size() && out.size() < maxTokens) {
        while (i < s.size() && isSpace(s[i])) ++i;
        if (i >= s.size()) break;
        if (s[i] == '"') {
            const std::size_t end = s.find('"', i + 1);
            const std::size_t stop = end == std::string_view::npos ? s.size() : end;
            out.push_back(s.substr(i + 1, stop - i - 1));
            i = stop + 1;
            continue;
        }
        const std::size_t start = i;
        while (i < s.size() && !isSpace(s[i])) ++i;
        out.push_back(s.substr(start, i - start));
    }
    return out;
}

// A token read as a double with strtod (so "nan", "inf", "1e400", "0x1p-1074" all work); what
// strtod cannot read at all is NaN.
inline double number(std::string_view token) {
    const std::string copy(token);
    char* end = nullptr;
    const double x = std::strtod(copy.c_str(), &end);
    return end == copy.c_str() ? std::nan("") : x;
}

// Runs f; returns true if it threw pe::InputError, after checking the message. Any other exception
// escapes to libFuzzer, which reports it as a crash: that is a finding. utf8Expected: whether the
// message must be valid UTF-8 (it must whenever the user-supplied text quoted in it is).
// ctx: a string, or a function returning one (called only to report a violation).
template <class C> std::string context(const C& ctx) {
    if constexpr (std::is_invocable_v<const C&>) return ctx();
    else return std::string(ctx);
}

template <class F, class C>
bool refused(F&& f, bool utf8Expected, const C& ctx, std::string* message = nullptr) {
    try {
        f();
        return false;
    } catch (const pe::InputError& e) {
        const std::string_view m = e.what();
        FUZZ_CHECK(!m.empty(), context(ctx));
        FUZZ_CHECK(!utf8Expected || validUtf8(m), context(ctx) + " message " + escaped(m));
        if (message) *message = std::string(m);
        return true;
    }
}

inline bool isWhole(double x) { return std::isfinite(x) && std::floor(x) == x; }

} // namespace fuzz
