#include "convert.hpp"

#include <exception>

namespace pe::bind {

Settings toSettings(const JsSettings& s) { return makeSettings(s.dModel, s.base, s.layout); }

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
