// Numbers to text and back, without the C library's printf and strtod: those bring in software
// 128-bit floating point and would make up a third of the WebAssembly module.
//
// Every number is written from its exact value, correctly rounded to the digits shown: a double's own
// value, or a Quantity's (quantity.hpp), computed with as much precision as the rounding needs (192
// bits first, then 384, 768 and 1536). An exact tie is rounded away from zero, as JavaScript's
// toFixed does. A double converts to a Quantity implicitly.
#pragma once

#include <string>
#include <string_view>

#include "quantity.hpp"

namespace pe {

// value with `decimals` decimals, as long as that makes at most 15 digits in all, the integer part
// counting at least one; beyond that fewer decimals are shown (as a double would hold no more). From
// 10^15 on, every integer digit (past 2^64, the scientific form of formatShort). No negative zero.
std::string formatFixed(const Quantity& value, int decimals);

// A short form for messages: whole numbers as integers, others with 12 significant digits (up to
// 17 where fewer would show a whole number), very large or small magnitudes as 1.5e+300;
// NaN and Infinity by name.
std::string formatShort(const Quantity& value);

// Six significant digits: 0.01, 0.000103663, 1.03663e-5, 60650.4 (integers from 10^5 to 10^15 in
// full); NaN and Infinity by name.
std::string formatSignificant(const Quantity& value);

// Decisions by the exact value (as many digits as needed, like the rounding): its sign (-1, 0 or
// 1), the whole number nearest it (an exact tie away from zero), and the largest whole number not
// above it. |value| must stay below 2^63.
int signOf(const Quantity& value);
double nearestWhole(const Quantity& value);
double floorOf(const Quantity& value);

// Whether the value is a whole number (a double that is one, or a quantity computed exactly as one).
bool isWholeNumber(const Quantity& value);

// digits (ASCII '0'-'9' only, possibly with leading zeros) times 10^exponent10. Exact and correctly
// rounded for up to 15 significant digits and |exponent| <= 22; otherwise within a few ulps.
// Overflow gives infinity, underflow 0.
double decimalToDouble(std::string_view digits, long exponent10);

// The value rounded to the nearest multiple of 10^power (an exact tie away from zero): its size as
// an integer and its sign, decided from as much precision as needed. False when even 1536 bits left
// it undecided (the digits are then those of a 1536-bit estimate), or when the result would pass 2^64.
struct RoundedValue {
    unsigned long long digits = 0;
    bool negative = false;
};
bool roundedAt(const Quantity& value, int power, RoundedValue& out);

} // namespace pe
