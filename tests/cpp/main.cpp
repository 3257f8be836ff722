// The one translation unit that holds Catch2's main().
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

// Failure messages print doubles with every digit that tells two of them apart (Catch's default of
// 10 shows 1e-10 and 0 both as 0.0).
static const bool kFullPrecision = (Catch::StringMaker<double>::precision = 17, true);
