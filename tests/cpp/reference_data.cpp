#include "reference_data.hpp"

#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <tuple>

#ifndef PE_REFERENCE_TSV
#error "PE_REFERENCE_TSV must name tests/reference/reference.tsv"
#endif

namespace ref {

namespace {

std::vector<std::string> splitTabs(const std::string& line) {
    std::vector<std::string> fields;
    std::string field;
    std::istringstream in(line);
    while (std::getline(in, field, '\t')) fields.push_back(field);
    return fields;
}

[[noreturn]] void malformed(int line, const std::string& why) {
    throw std::runtime_error(std::string(PE_REFERENCE_TSV) + ":" + std::to_string(line) + ": " + why);
}

double toDouble(const std::string& s, int line) {
    char* end = nullptr;
    const double x = std::strtod(s.c_str(), &end);
    if (s.empty() || *end != '\0') malformed(line, "not a number: \"" + s + "\"");
    return x;
}

int toInt(const std::string& s, int line) {
    const double x = toDouble(s, line);
    if (x != static_cast<int>(x)) malformed(line, "not an integer: \"" + s + "\"");
    return static_cast<int>(x);
}

Data load() {
    std::ifstream in(PE_REFERENCE_TSV);
    if (!in) throw std::runtime_error(std::string("cannot open ") + PE_REFERENCE_TSV);
    Data d;
    std::string text;
    int line = 0;
    while (std::getline(in, text)) {
        ++line;
        if (text.empty() || text[0] == '#') continue;
        const auto f = splitTabs(text);
        const std::string& kind = f[0];
        auto need = [&](std::size_t n) {
            if (f.size() != n) malformed(line, kind + " needs " + std::to_string(n) + " fields");
        };
        if (kind == "coord") {
            need(7);
            d.coords.push_back({{toInt(f[1], line), toDouble(f[2], line), f[3]},
                                toDouble(f[4], line), toInt(f[5], line), toDouble(f[6], line), line});
        } else if (kind == "range") {
            need(11);
            d.ranges.push_back({{toInt(f[1], line), toDouble(f[2], line), f[3]}, toDouble(f[4], line),
                                toDouble(f[5], line), static_cast<std::size_t>(toInt(f[6], line)),
                                static_cast<std::size_t>(toInt(f[7], line)), toDouble(f[8], line),
                                toInt(f[9], line), toDouble(f[10], line), line});
        } else if (kind == "freq") {
            need(6);
            d.freqs.push_back({toInt(f[1], line), toDouble(f[2], line), toInt(f[3], line),
                               toDouble(f[4], line), toDouble(f[5], line), line});
        } else if (kind == "shift") {
            need(9);
            d.shifts.push_back({toInt(f[1], line), toDouble(f[2], line), toInt(f[3], line),
                                toDouble(f[4], line), toDouble(f[5], line), toDouble(f[6], line),
                                toDouble(f[7], line), toDouble(f[8], line), line});
        } else if (kind == "pairdot") {
            need(7);
            d.pairDots.push_back({toInt(f[1], line), toDouble(f[2], line), toInt(f[3], line),
                                  toDouble(f[4], line), toDouble(f[5], line), toDouble(f[6], line),
                                  line});
        } else if (kind == "dot") {
            need(6);
            d.dots.push_back({toInt(f[1], line), toDouble(f[2], line), toDouble(f[3], line),
                              toDouble(f[4], line), toDouble(f[5], line), line});
        } else {
            malformed(line, "unknown row kind \"" + kind + "\"");
        }
    }
    if (d.coords.empty() || d.ranges.empty() || d.freqs.empty() || d.shifts.empty() || d.pairDots.empty() ||
        d.dots.empty())
        throw std::runtime_error(std::string(PE_REFERENCE_TSV) + " lacks a kind of row");
    return d;
}

} // namespace

pe::Settings Config::settings() const { return pe::makeSettings(dModel, base, layout); }

std::string Config::describe() const {
    std::ostringstream s;
    s.precision(17);
    s << "d_model " << dModel << ", base " << base << ", " << layout;
    return s.str();
}

bool Config::operator<(const Config& o) const {
    return std::tie(dModel, base, layout) < std::tie(o.dModel, o.base, o.layout);
}
bool Config::operator==(const Config& o) const {
    return dModel == o.dModel && base == o.base && layout == o.layout;
}

const Data& data() {
    static const Data d = load();
    return d;
}

const std::vector<CoordGroup>& coordGroups() {
    static const std::vector<CoordGroup> groups = [] {
        std::vector<CoordGroup> out;
        std::map<Config, std::size_t> index;
        for (const CoordRow& r : data().coords) {
            auto it = index.find(r.config);
            if (it == index.end()) {
                it = index.emplace(r.config, out.size()).first;
                out.push_back(CoordGroup{r.config, {}, {}, {}});
            }
            CoordGroup& g = out[it->second];
            std::size_t at = 0;
            while (at < g.positions.size() && g.positions[at] != r.pos) ++at;
            if (at == g.positions.size()) g.positions.push_back(r.pos);
            g.rows.push_back(r);
            g.rowOf.push_back(at);
        }
        return out;
    }();
    return groups;
}

double rangePosition(double start, double step, std::size_t r) {
    // Two statements, so that no compiler fuses them into one fused multiply-add.
    volatile double offset = static_cast<double>(r) * step;
    return start + offset;
}

std::vector<double> RangeGroup::positions() const {
    std::vector<double> p(count);
    for (std::size_t r = 0; r < count; ++r) p[r] = rangePosition(start, step, r);
    return p;
}

const std::vector<RangeGroup>& rangeGroups() {
    static const std::vector<RangeGroup> groups = [] {
        std::vector<RangeGroup> out;
        for (const RangeRow& r : data().ranges) {
            if (out.empty() || !(out.back().config == r.config) || out.back().start != r.start ||
                out.back().step != r.step || out.back().count != r.count)
                out.push_back(RangeGroup{r.config, r.start, r.step, r.count, {}});
            out.back().rows.push_back(r);
        }
        return out;
    }();
    return groups;
}

pe::Settings settingsFor(int dModel, double base, const char* layout) {
    return pe::makeSettings(dModel, base, layout);
}

} // namespace ref
