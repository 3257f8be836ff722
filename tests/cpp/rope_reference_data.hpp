// The rows of tests/reference/rope_reference.tsv, RoPE's values computed with mpmath at 40 digits by
// tests/reference/make_rope_reference.py from the papers' formulas: expected values that owe
// nothing to the code under test.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "rope.hpp"

namespace ropeRef {

struct Setting {
    std::string id;
    pe::RopeSettings settings; // built field by field from the file, not by the core's reader
    std::string describe;      // the row as written, for messages
};

struct ThetaRow {
    std::string id;
    int k;
    double value;
    int line;
};
struct AttentionRow {
    std::string id;
    double value;
    int line;
};
struct RotateRow {
    std::string id;
    double m;
    std::vector<double> x, out;
    int line;
    // rotrange rows: the range's start, step and count, and the row r (m = start + r*step)
    bool inRange = false;
    double start = 0, step = 0;
    std::size_t count = 0, r = 0;
};
struct ScoreRow {
    std::string id;
    double m, n;
    std::vector<double> q, k;
    double value;
    int line;
};
struct DecayRow {
    std::string id;
    double r;
    double value;
    int line;
};

struct Data {
    std::map<std::string, Setting> settings;
    std::vector<std::string> order; // setting ids in file order
    std::vector<ThetaRow> thetas;
    std::vector<AttentionRow> attentions;
    std::vector<RotateRow> rotations; // rotate rows
    std::vector<RotateRow> ranges;    // rotrange rows
    std::vector<ScoreRow> scores;
    std::vector<DecayRow> decays;
    const Setting& setting(const std::string& id) const { return settings.at(id); }
};

// Read once from PE_ROPE_REFERENCE_TSV; throws std::runtime_error if missing or malformed.
const Data& data();

} // namespace ropeRef
