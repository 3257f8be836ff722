// The check build's diagnosisName (convert.hpp): its checker, checkAnswer on a coordinate, names
// only the slips of a coordinate, so the module holds only their names, not the question bank's.
#include "convert.hpp"
#include "coordinate_mistakes.hpp"

namespace pe::bind {

const char* diagnosisName(std::string_view code) { return coordinateMistakeName(code); }

} // namespace pe::bind
