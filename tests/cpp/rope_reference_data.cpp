#include "rope_reference_data.hpp"

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>

#ifndef PE_ROPE_REFERENCE_TSV
#error "PE_ROPE_REFERENCE_TSV must name tests/reference/rope_reference.tsv"
#endif

namespace ropeRef {

namespace {

std::vector<std::string> split(const std::string& text, char by) {
    std::vector<std::string> parts;
    std::string part;
    std::istringstream in(text);
    while (std::getline(in, part, by)) parts.push_back(part);
    return parts;
}

[[noreturn]] void malformed(int line, const std::string& why) {
    throw std::runtime_error(std::string(PE_ROPE_REFERENCE_TSV) + ":" + std::to_string(line) + ": " + why);
}

double toDouble(const std::string& s, int line) {
    char* end = nullptr;
    const double x = std::strtod(s.c_str(), &end);
    if (s.empty() || *end != '\0') malformed(line, "not a number: \"" + s + "\"");
    return x;
}

std::vector<double> toVector(const std::string& s, int line) {
    std::vector<double> v;
    for (const std::string& part : split(s, ',')) v.push_back(toDouble(part, line));
    return v;
}

// "none", or a method and its field=value pairs, into a RopeScaling set field by field.
pe::RopeScaling scalingOf(const std::string& text, int line) {
    pe::RopeScaling sc;
    const std::vector<std::string> words = split(text, ' ');
    const std::string& type = words.at(0);
    if (type == "none") return sc;
    const std::map<std::string, pe::RopeScalingType> types = {
        {"linear", pe::RopeScalingType::linear}, {"ntk", pe::RopeScalingType::ntk},
        {"dynamic", pe::RopeScalingType::dynamic}, {"yarn", pe::RopeScalingType::yarn},
        {"llama3", pe::RopeScalingType::llama3}};
    if (!types.count(type)) malformed(line, "unknown scaling \"" + type + "\"");
    sc.type = types.at(type);
    for (std::size_t j = 1; j < words.size(); ++j) {
        const std::size_t eq = words[j].find('=');
        const std::string key = words[j].substr(0, eq), value = words[j].substr(eq + 1);
        if (key == "truncate") sc.truncate = value == "true";
        else if (key == "factor") sc.factor = toDouble(value, line);
        else if (key == "originalContext") sc.originalContext = toDouble(value, line);
        else if (key == "length") sc.length = toDouble(value, line);
        else if (key == "betaFast") sc.betaFast = toDouble(value, line);
        else if (key == "betaSlow") sc.betaSlow = toDouble(value, line);
        else if (key == "lowFreqFactor") sc.lowFreqFactor = toDouble(value, line);
        else if (key == "highFreqFactor") sc.highFreqFactor = toDouble(value, line);
        else malformed(line, "unknown field \"" + key + "\"");
    }
    return sc;
}

Data load() {
    std::ifstream in(PE_ROPE_REFERENCE_TSV);
    if (!in) throw std::runtime_error(std::string("cannot open ") + PE_ROPE_REFERENCE_TSV);
    Data d;
    std::string text;
    int line = 0;
    while (std::getline(in, text)) {
        ++line;
        if (text.empty() || text[0] == '#') continue;
        const auto f = split(text, '\t');
        const std::string& kind = f[0];
        auto need = [&](std::size_t n) {
            if (f.size() != n) malformed(line, kind + " needs " + std::to_string(n) + " fields");
            if (kind != "setting" && !d.settings.count(f[1])) malformed(line, "unknown setting " + f[1]);
        };
        if (kind == "setting") {
            need(6);
            Setting s;
            s.id = f[1];
            s.settings.settings = pe::makeSettings(toDouble(f[2], line), toDouble(f[3], line), f[4]);
            s.settings.scaling = scalingOf(f[5], line);
            s.describe = text;
            d.settings[s.id] = s;
            d.order.push_back(s.id);
        } else if (kind == "theta") {
            need(4);
            d.thetas.push_back({f[1], static_cast<int>(toDouble(f[2], line)), toDouble(f[3], line), line});
        } else if (kind == "attention") {
            need(3);
            d.attentions.push_back({f[1], toDouble(f[2], line), line});
        } else if (kind == "rotate") {
            need(5);
            RotateRow r;
            r.id = f[1];
            r.m = toDouble(f[2], line);
            r.x = toVector(f[3], line);
            r.out = toVector(f[4], line);
            r.line = line;
            d.rotations.push_back(r);
        } else if (kind == "rotrange") {
            need(9);
            RotateRow r;
            r.id = f[1];
            r.inRange = true;
            r.start = toDouble(f[2], line);
            r.step = toDouble(f[3], line);
            r.count = static_cast<std::size_t>(toDouble(f[4], line));
            r.r = static_cast<std::size_t>(toDouble(f[5], line));
            r.m = toDouble(f[6], line);
            r.x = toVector(f[7], line);
            r.out = toVector(f[8], line);
            r.line = line;
            d.ranges.push_back(r);
        } else if (kind == "score") {
            need(7);
            d.scores.push_back({f[1], toDouble(f[2], line), toDouble(f[3], line), toVector(f[4], line),
                                toVector(f[5], line), toDouble(f[6], line), line});
        } else if (kind == "decay") {
            need(4);
            d.decays.push_back({f[1], toDouble(f[2], line), toDouble(f[3], line), line});
        } else {
            malformed(line, "unknown row kind \"" + kind + "\"");
        }
    }
    if (d.thetas.empty() || d.attentions.empty() || d.rotations.empty() || d.ranges.empty() || d.scores.empty() ||
        d.decays.empty())
        throw std::runtime_error(std::string(PE_ROPE_REFERENCE_TSV) + " lacks a kind of row");
    return d;
}

} // namespace

const Data& data() {
    static const Data d = load();
    return d;
}

} // namespace ropeRef
