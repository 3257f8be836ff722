// The C++ types embind converts, registered with JavaScript: only those the bindings use. This file
// takes the place of Emscripten's own system/lib/embind/bind.cpp (it defines the two symbols that
// file defines, so the linker never takes it from libembind), which registers every integer and
// character type, 64-bit integers, std::wstring, std::u16string, std::u32string and a memory_view
// of each number type: code in the module, and the glue's UTF-16 and UTF-32 converters, that no
// page uses.
//
// A type used by a binding but missing here fails loudly, not silently: calling the function
// throws embind's "Cannot call ... due to unbound types" (tests/node exercises every function).
// The modules are built without RTTI (CMakeLists.txt), so that message cannot name the type.
#include <emscripten/bind.h>
#include <emscripten/emscripten.h>

#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>

using namespace emscripten;
using namespace emscripten::internal;

namespace {

template <typename T> void registerInteger(const char* name) {
    _embind_register_integer(TypeID<T>::get(), name, sizeof(T), std::numeric_limits<T>::min(),
                             std::numeric_limits<T>::max());
}

} // namespace

extern "C" {

// What embind's error message calls a type that has no registration (JavaScript frees it). Without
// RTTI a type is known by an address only (EMSCRIPTEN_HAS_UNBOUND_TYPE_NAMES=0).
const char* EMSCRIPTEN_KEEPALIVE __getTypeName(const void*) { return strdup("a type missing from cpp/bind/builtin_types.cpp"); }

EMSCRIPTEN_KEEPALIVE __attribute__((constructor)) void __embind_register_native_and_builtin_types() {
    _embind_register_void(TypeID<void>::get(), "void");
    _embind_register_bool(TypeID<bool>::get(), "bool", sizeof(bool), true, false);
    // unsigned int: list indices (val::set); unsigned long: size_t, a JavaScript array's length
    // (convertJSArrayToNumberVector); int and long for any int or long a binding passes.
    registerInteger<int>("int");
    registerInteger<unsigned int>("unsigned int");
    registerInteger<long>("long");
    registerInteger<unsigned long>("unsigned long");
    _embind_register_float(TypeID<double>::get(), "double", sizeof(double));
    _embind_register_std_string(TypeID<std::string>::get(), "std::string");
    _embind_register_emval(TypeID<val>::get(), "emscripten::val");
    // 7: Float64Array in embind.js's typeMapping (the tables, the matrix and the quiz's numbers).
    _embind_register_memory_view(TypeID<memory_view<double>>::get(), 7, "emscripten::memory_view<double>");
}

} // extern "C"
