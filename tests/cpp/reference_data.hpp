// The rows of tests/reference/reference.tsv, values computed with mpmath at 40 digits by
// tests/reference/make_reference.py: expected values that owe nothing to the code under test.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "encoding.hpp"

namespace ref {

// Which table a row belongs to: d_model, base and layout as written in the file.
struct Config {
    int dModel;
    double base;
    std::string layout;
    pe::Settings settings() const;
    std::string describe() const;
    bool operator<(const Config& o) const;
    bool operator==(const Config& o) const;
};

struct CoordRow {
    Config config;
    double pos;
    int i;
    double value;
    int line;
};

// A value in a table of evenly spaced positions start + r*step, r = 0 .. count-1.
struct RangeRow {
    Config config;
    double start, step;
    std::size_t count, r;
    double pos; // start + r*step as binary64 gives it, for checking
    int i;
    double value;
    int line;
};

struct FreqRow {
    int dModel;
    double base;
    int k;
    double omega;
    double wavelength;
    int line;
};

struct ShiftRow {
    int dModel;
    double base;
    int k;
    double offset;
    double m00, m01, m10, m11;
    int line;
};

struct PairDotRow {
    int dModel;
    double base;
    int k;
    double p, q;
    double value;
    int line;
};

struct DotRow {
    int dModel;
    double base;
    double p, q;
    double value;
    int line;
};

struct Data {
    std::vector<CoordRow> coords;
    std::vector<RangeRow> ranges;
    std::vector<FreqRow> freqs;
    std::vector<ShiftRow> shifts;
    std::vector<PairDotRow> pairDots;
    std::vector<DotRow> dots;
};

// Read once from PE_REFERENCE_TSV; throws std::runtime_error if the file is missing or malformed.
const Data& data();

// The coordinate rows grouped by configuration, in file order within a group.
struct CoordGroup {
    Config config;
    std::vector<double> positions;   // distinct, in first-seen order
    std::vector<CoordRow> rows;
    std::vector<std::size_t> rowOf;  // index into positions for each row
};
const std::vector<CoordGroup>& coordGroups();

// The range rows grouped by table (configuration, start, step and count).
struct RangeGroup {
    Config config;
    double start, step;
    std::size_t count;
    std::vector<RangeRow> rows;
    std::vector<double> positions() const; // start + r*step for every r
};
const std::vector<RangeGroup>& rangeGroups();

// start + r*step with two roundings, as make_reference.py computes it.
double rangePosition(double start, double step, std::size_t r);

pe::Settings settingsFor(int dModel, double base, const char* layout = "interleaved");

} // namespace ref
