// Messages for the learner, as ids with named, typed arguments: the core writes no sentence of its
// own. The words live in the catalogs (web/i18n/<locale>.ftl, section "Core", ids "core-..."); the
// page formats each message in the learner's language (web/i18n/core-text.js).
//
//   refuse("core-refuse-d-model-too-large max received:W", kMaxDModel, d)
//
// The first argument is the message's signature: its id, then one name per value, in order, each
// with the way the value is written after a colon. Each call only lays out its arguments for one
// out-of-line function (fillInto): a chain of std::string additions instead inlines its temporaries
// and their clean-ups at every message, which made up most of the WebAssembly module.
//
// A message text (what every learner-facing string field holds, InputError::what() included) is one
// or more messages, each
//     \x02 <id> ( \x1F <name> \x1E <kind> <value> )* \x03
// with the kinds: n a number already written as exact ASCII digits (the page only swaps in the
// locale's digits and decimal mark); c a count, a whole number in decimal digits that may choose a
// plural form; t a text shown as it is (a formula in symbols, a name received from a caller); m a
// nested message text. Several messages in one field are read one after the other.
//
// How a value is written (after the colon; none: a number in its shortest form). A number is a
// double or a Quantity (quantity.hpp, the exact value behind a computed number), written from its
// exact value, correctly rounded to the digits shown (number_text.hpp):
//   name        a number, shortest form (formatShort): 3, 0.5, 10000, NaN
//   name:f4     a number with that many decimals (formatFixed, one digit: 0-9)
//   name:f@d    a number with as many decimals as the number argument named d says (d itself
//               is then usually of kind x)
//   name:g      a number to six significant digits: 0.01, 0.000103663, 1.03663e-5, 60650.4
//   name:a      an angle: six decimals, trailing zeros trimmed
//   name:p      a factor: six decimals; a negative one as the message core-value-in-parentheses
//   name:q      shortest form; a negative one as the message core-value-in-parentheses
//   name:~      the message core-value-equals (a whole number) or core-value-approximately (an
//               angle's six decimals otherwise)
//   name:w      2 times the number, shortest form (the catalog writes π after it)
//   name:W      a large position received: every digit below 10^21, shortest form above
//   name:c      a count (kind c): a whole double, or TextArg::count(n) for sizes a double may not
//               hold exactly
//   name:t      a text shown as it is: a C string, a std::string or a std::string_view
//   name:m      a message text (built by fill or PE_MESSAGE)
//   name:n      a number the core has already written as digits (a text: formatExact's, say)
//   name:x      a number that is not shown: only another argument's decimals (f@name) use it
// Debug builds check every call with signatureProblem (below) and stop with its sentence when the
// signature does not fit the values.
#pragma once

#include <string>
#include <string_view>
#include <type_traits>

#include "encoding.hpp" // InputError
#include "message_id.hpp" // PE_MESSAGE: a message without arguments, as a constant
#include "quantity.hpp"

namespace pe {

#define PE_TEXT_INLINE [[gnu::always_inline]] inline

// One argument: a number or a text; the slot says which.
struct TextArg {
    static constexpr unsigned kCString = ~0u;       // text.data is NUL-terminated
    static constexpr unsigned kStdString = ~0u - 1; // text.data points to a std::string
    struct Text {
        const void* data;
        unsigned size;
    };
    union {
        double number;
        unsigned long long whole;
        Text text;
    };
    const Quantity* exact = nullptr; // a number's exact value, when it is not the double itself
    bool isCount = false;            // whole holds the value (TextArg::count)
#ifndef NDEBUG
    char kind; // 'n', 'u', 't', or 0 after the last argument
#endif

    template <class T, std::enable_if_t<std::is_arithmetic_v<T>, int> = 0>
    PE_TEXT_INLINE TextArg(T v) : number(static_cast<double>(v)) { tag('n'); }
    PE_TEXT_INLINE TextArg(const Quantity& q) : number(0), exact(&q) { tag('n'); }
    PE_TEXT_INLINE TextArg(const char* s) : text{s, kCString} { tag('t'); }
    PE_TEXT_INLINE TextArg(const std::string& s) : text{&s, kStdString} { tag('t'); }
    PE_TEXT_INLINE TextArg(std::string_view s) : text{s.data(), static_cast<unsigned>(s.size())} { tag('t'); }
    PE_TEXT_INLINE static TextArg count(unsigned long long n) {
        TextArg a(0);
        a.whole = n;
        a.isCount = true;
        a.tag('u');
        return a;
    }
#ifndef NDEBUG
    static TextArg end() {
        TextArg a(0);
        a.tag(0);
        return a;
    }
#endif

private:
    PE_TEXT_INLINE void tag([[maybe_unused]] char k) {
#ifndef NDEBUG
        kind = k;
#endif
    }
};

// The arguments of one call. Debug builds end them with a marker that fillInto checks.
#ifdef NDEBUG
template <class... T> struct TextArgs {
    TextArg items[sizeof...(T)];
    PE_TEXT_INLINE explicit TextArgs(const T&... args) : items{TextArg(args)...} {}
};
template <> struct TextArgs<> {
    static constexpr const TextArg* items = nullptr;
};
#else
template <class... T> struct TextArgs {
    TextArg items[sizeof...(T) + 1];
    PE_TEXT_INLINE explicit TextArgs(const T&... args) : items{TextArg(args)..., TextArg::end()} {}
};
#endif


// Appends the message of the signature with args to out.
void fillInto(std::string& out, const char* signature, const TextArg* args);
std::string filled(const char* signature, const TextArg* args);
[[noreturn]] void refuseWith(const char* signature, const TextArg* args);

// Why a signature does not fit arguments of the given kinds, one letter per argument ('n' a
// number, 'u' a count, 't' a text): a sentence (for the developer, in English), or "" when it fits.
// Debug builds ask it on every call.
std::string signatureProblem(std::string_view signature, std::string_view kinds);

// A name received from a caller, for a message (kind t): at most 40 bytes (never cutting a UTF-8 sequence
// in two), control characters shown as '?' (a NUL would end the message early: what() is a C
// string).
std::string shownName(std::string_view name);

// The message as a new string.
template <class... T> PE_TEXT_INLINE std::string fill(const char* signature, const T&... args) {
    return filled(signature, TextArgs<T...>(args...).items);
}

// The message appended to out (after the messages already there).
template <class... T> PE_TEXT_INLINE void put(std::string& out, const char* signature, const T&... args) {
    fillInto(out, signature, TextArgs<T...>(args...).items);
}

// Throws InputError with the message.
template <class... T> [[noreturn]] PE_TEXT_INLINE void refuse(const char* signature, const T&... args) {
    refuseWith(signature, TextArgs<T...>(args...).items);
}

} // namespace pe
