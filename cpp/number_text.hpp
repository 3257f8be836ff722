// Numbers to text and back, without the C library's printf and strtod: those bring in software
// 128-bit floating point and would make up a third of the WebAssembly module.
#pragma once

#include <string>
#include <string_view>

namespace pe {

// value with exactly `decimals` decimals, correctly rounded when the result has at most 15
// significant digits; beyond that the decimals shown are cut to 15 significant digits (digits
// past the 16th of a double are noise). No negative zero.
std::string formatFixed(double value, int decimals);

// A short form for messages: whole numbers as integers, others with up to 12 significant digits,
// very large or small magnitudes as 1.5e+300; NaN and Infinity by name.
std::string formatShort(double value);

// digits (ASCII '0'-'9' only, possibly with leading zeros) times 10^exponent10. Exact and correctly
// rounded for up to 15 significant digits and |exponent| <= 22; otherwise within a few ulps.
// Overflow gives infinity, underflow 0.
double decimalToDouble(std::string_view digits, long exponent10);

} // namespace pe
