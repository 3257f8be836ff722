// Sentences with numbers in them, for messages and for the quiz: one call per sentence, a pattern
// with slots and the values that fill them,
//
//   fill("d_model must be at most {0} so that the page stays responsive; received {1}.", kMax, d)
//
// Each call only lays out its arguments for one out-of-line function (fillInto). A chain of
// std::string additions instead inlines its temporaries and their clean-ups at every sentence,
// which made up most of the WebAssembly module. Numbers are written by number_text.hpp, never by
// printf.
//
// A slot is {N} or {N:kind}: N is the 0-based index of an argument, one digit (fmt's indexed
// slots; a sentence with more than ten values is written in two calls). An argument may fill any
// number of slots, so no caller passes a value twice; every argument fills at least one. The kinds:
// A number is a double or a Quantity (quantity.hpp, the exact value behind a computed number): either
// is written from its exact value, correctly rounded to the digits shown (number_text.hpp).
//   {0}      a number, shortest form (formatShort): 3, 0.5, 10000, NaN; whole numbers as integers
//   {0:f4}   a number with that many decimals (formatFixed, one digit: 0-9)
//   {0:f@1}  a number with as many decimals as the number argument 1 says
//   {0:g}    a number to six significant digits: 0.01, 0.000103663, 1.03663e-5, 60650.4
//   {0:a}    an angle: six decimals, trailing zeros trimmed
//   {0:p}    a factor: six decimals, a negative one in parentheses: (-0.432178)
//   {0:q}    shortest form, a negative one in parentheses: (-5)
//   {0:~}    "= 3" when the number is whole, "≈ 0.44" (as {0:a}) otherwise
//   {0:w}    2π times the number m: 2π, 4π, 6π
//   {0:W}    a large position received: every digit below 10^21 (9007199254740994, not a rounded
//            9.0072e+15 that reads as if it were within the limit), shortest form above
//   {0:u}    a count, every digit (TextArg::count(n), for sizes that a double may not hold exactly)
//   {0:t}    a text: a C string, a std::string or a std::string_view
//   {0:s}    "s" unless the number argument 0 is 1: "{0} decimal{0:s}"
// A pattern has no other braces. Debug builds check every call with slotProblem (below) and stop
// with its sentence when a slot's index is out of range or its argument of the wrong kind.
#pragma once

#include <string>
#include <string_view>
#include <type_traits>

#include "encoding.hpp" // InputError
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

// Appends the pattern to out with its slots filled from args.
void fillInto(std::string& out, const char* pattern, const TextArg* args);
std::string filled(const char* pattern, const TextArg* args);
[[noreturn]] void refuseWith(const char* pattern, const TextArg* args);

// Why a pattern does not fit arguments of the given kinds, one letter per argument ('n' a number,
// 'u' a count, 't' a text): a sentence, or "" when it fits. Debug builds ask it on every call.
std::string slotProblem(std::string_view pattern, std::string_view kinds);

// A name received from a caller, for a message: at most 40 bytes (never cutting a UTF-8 sequence
// in two), control characters shown as '?' (a NUL would end the message early: what() is a C
// string).
std::string shownName(std::string_view name);

// The sentence as a new string.
template <class... T> PE_TEXT_INLINE std::string fill(const char* pattern, const T&... args) {
    return filled(pattern, TextArgs<T...>(args...).items);
}

// The sentence appended to out.
template <class... T> PE_TEXT_INLINE void put(std::string& out, const char* pattern, const T&... args) {
    fillInto(out, pattern, TextArgs<T...>(args...).items);
}

// Throws InputError with the sentence.
template <class... T> [[noreturn]] PE_TEXT_INLINE void refuse(const char* pattern, const T&... args) {
    refuseWith(pattern, TextArgs<T...>(args...).items);
}

} // namespace pe
