// A message without arguments as a constant (message.hpp has the format): PE_MESSAGE("core-word-sine")
// is "\x02core-word-sine\x03". Apart from message.hpp, so that a header that message.hpp includes
// (encoding.hpp) may name messages too.
#pragma once

#define PE_MESSAGE(id) "\x02" id "\x03"
