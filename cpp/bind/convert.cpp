#include "convert.hpp"

#include <exception>

namespace pe::bind {

Settings toSettings(const JsSettings& s) { return makeSettings(s.dModel, s.base, s.layout); }

std::vector<SpecParam> specParamsFrom(const val& names, const val& numbers, const val& shown) {
    const std::vector<double> n = emscripten::convertJSArrayToNumberVector<double>(numbers);
    std::vector<SpecParam> params(n.size());
    for (unsigned j = 0; j < n.size(); ++j) {
        SpecParam& p = params[j];
        p.name = names[j].as<std::string>();
        p.number = n[j];
        p.shown = shown[j].as<std::string>();
        p.isNumber = p.shown.empty();
    }
    return params;
}

[[gnu::noinline]] val guardedCall(val (*run)(const void*), const void* compute) {
    std::string message;
    try {
        return run(compute);
    } catch (const std::exception& e) {
        message = e.what();
    }
    return val::global("Error").new_(message);
}

[[gnu::noinline]] void setField(val& out, const char* name, const val& value) { out.set(name, value); }

[[gnu::noinline]] void setNumber(val& out, const char* name, double value) { setField(out, name, val(value)); }

[[gnu::noinline]] void setItem(val& list, unsigned j, const val& value) { list.set(j, value); }

} // namespace pe::bind
