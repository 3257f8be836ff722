// The RoPE settings of real models, their one home: each number as the model's config.json on the
// Hugging Face Hub gives it (docs/rope.md names the file read for each and its fields). dModel is
// one head's dimension, hidden_size / num_attention_heads; base is rope_theta; context is
// max_position_embeddings; the scaling is rope_scaling. The layout is that of transformers'
// Llama and Qwen2 code, rotate_half (its conversion of Meta's weights permutes them so that the
// split halves pair the coordinates Meta's interleaved code paired).
#pragma once

#include <array>

#include "facts.hpp"

namespace pe {

struct RopePreset {
    const char* id;
    const char* name;
    const char* model; // the Hub repository whose config.json holds these numbers
    int dModel;
    double base;
    double context;
    Layout layout;
    RopeScalingType scaling;
    // scaling's fields; 0 where the method has none
    double factor;
    double originalContext;
    double lowFreqFactor;
    double highFreqFactor;
};

inline constexpr std::array<RopePreset, 5> kRopePresets{{
    {"llama-2", "Llama 2", "meta-llama/Llama-2-7b-hf", 128, 10000, 4096, Layout::concatenated,
     RopeScalingType::none, 0, 0, 0, 0},
    {"llama-3", "Llama 3", "meta-llama/Meta-Llama-3-8B-Instruct", 128, 500000, 8192, Layout::concatenated,
     RopeScalingType::none, 0, 0, 0, 0},
    {"llama-3.1", "Llama 3.1", "meta-llama/Llama-3.1-8B-Instruct", 128, 500000, 131072, Layout::concatenated,
     RopeScalingType::llama3, 8, 8192, 1, 4},
    {"code-llama", "Code Llama", "codellama/CodeLlama-7b-hf", 128, 1000000, 16384, Layout::concatenated,
     RopeScalingType::none, 0, 0, 0, 0},
    {"qwen2", "Qwen2", "Qwen/Qwen2-7B-Instruct", 128, 1000000, 32768, Layout::concatenated,
     RopeScalingType::none, 0, 0, 0, 0},
}};

} // namespace pe
