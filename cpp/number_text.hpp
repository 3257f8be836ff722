// Numbers to text and back, without the C library's printf and strtod: those bring in software
// 128-bit floating point and would make up a third of the WebAssembly module.
#pragma once

#include <string>
#include <string_view>

namespace pe {

// value with `decimals` decimals, correctly rounded (but for rare near-ties in the 15th digit), as
// long as that makes at most 15 digits in all, the integer part counting at least one; beyond that
// fewer decimals are shown (digits past the 16th of a double are noise). No negative zero.
std::string formatFixed(double value, int decimals);

// A short form for messages: whole numbers as integers, others with 12 significant digits (up to
// 17 where fewer would show a whole number), very large or small magnitudes as 1.5e+300;
// NaN and Infinity by name.
std::string formatShort(double value);

// digits (ASCII '0'-'9' only, possibly with leading zeros) times 10^exponent10. Exact and correctly
// rounded for up to 15 significant digits and |exponent| <= 22; otherwise within a few ulps.
// Overflow gives infinity, underflow 0.
double decimalToDouble(std::string_view digits, long exponent10);

} // namespace pe
