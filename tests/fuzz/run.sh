#!/usr/bin/env bash
# Builds the libFuzzer targets (clang++-14, AddressSanitizer + UndefinedBehaviorSanitizer) into
# build/fuzz/ and runs each for FUZZ_SECONDS seconds (default 60) on a working copy of its seed
# corpus in build/fuzz/corpus-work/ (the committed corpus in tests/fuzz/corpus/ is only read).
# Exits non-zero on any finding; the last line is always "fuzz: N passed, M failed".
#
#   FUZZ_SECONDS=300 bash tests/fuzz/run.sh      # longer run
#   FUZZ_TARGETS=answer bash tests/fuzz/run.sh   # one target (answer, settings)
#   build/fuzz/fuzz_answer build/fuzz/findings/answer/crash-...   # replay a finding
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1

seconds=${FUZZ_SECONDS:-60}
read -r -a targets <<<"${FUZZ_TARGETS:-answer settings}"
out=build/fuzz
cxx=${FUZZ_CXX:-clang++-14}
flags=(-std=c++17 -O1 -g -fno-omit-frame-pointer
       "-fsanitize=fuzzer,address,undefined" -fno-sanitize-recover=all
       -Wall -Wextra -Icpp)
# The core's sources: those of the sinusoidal_pe library in the top-level CMakeLists.txt (so a new
# core file is picked up), never bindings.cpp (Emscripten only).
mapfile -t core < <(sed -n '/^add_library(sinusoidal_pe[[:space:]]*$/,/)/p; /^add_library(sinusoidal_pe[[:space:]].*)/p' \
  CMakeLists.txt | grep -o 'cpp/[A-Za-z0-9_/]*\.cpp' | grep -v '^cpp/bindings\.cpp$' | sed 's|^cpp/||; s|\.cpp$||')
if ((${#core[@]} == 0)); then # fallback: every core file
  for f in cpp/*.cpp cpp/*/*.cpp; do
    [[ $f == cpp/bindings.cpp ]] || core+=("$(sed 's|^cpp/||; s|\.cpp$||' <<<"$f")")
  done
fi
headers=(cpp/*.hpp cpp/*/*.hpp)

summary() { # passed failed
  echo "fuzz: $1 passed, $2 failed"
  (($2 == 0))
  exit $?
}

if ! command -v "$cxx" >/dev/null; then
  echo "fuzz: $cxx not found; run scripts/setup.sh" >&2
  summary 0 "${#targets[@]}"
fi

# rebuild OUTPUT INPUT...: true when OUTPUT is missing or older than an input.
rebuild() {
  local output=$1 input
  shift
  [[ -f $output ]] || return 0
  for input in "$@"; do [[ $input -nt $output ]] && return 0; done
  return 1
}

mkdir -p "$out/obj"
# Compile jobs run two at a time (the machine has two cores); a failed job fails the build.
pids=()
wait_all() {
  local ok=0 pid
  for pid in "${pids[@]}"; do wait "$pid" || ok=1; done
  pids=()
  return $ok
}
build_ok=0
for src in "${core[@]}"; do
  obj=$out/obj/$src.o
  mkdir -p "$(dirname "$obj")"
  if rebuild "$obj" "cpp/$src.cpp" "${headers[@]}" tests/fuzz/run.sh; then
    echo "fuzz: compiling cpp/$src.cpp"
    "$cxx" "${flags[@]}" -c "cpp/$src.cpp" -o "$obj" & pids+=($!)
  fi
done
wait_all || build_ok=1
objs=()
for src in "${core[@]}"; do objs+=("$out/obj/$src.o"); done
if ((build_ok == 0)); then
  for t in "${targets[@]}"; do
    bin=$out/fuzz_$t
    if [[ ! -f tests/fuzz/fuzz_$t.cpp ]]; then
      echo "fuzz: no target tests/fuzz/fuzz_$t.cpp" >&2
      build_ok=1
      continue
    fi
    if rebuild "$bin" "tests/fuzz/fuzz_$t.cpp" tests/fuzz/*.hpp "${headers[@]}" "${objs[@]}" tests/fuzz/run.sh CMakeLists.txt; then
      echo "fuzz: building $bin"
      "$cxx" "${flags[@]}" "tests/fuzz/fuzz_$t.cpp" "${objs[@]}" -o "$bin" & pids+=($!)
    fi
  done
  wait_all || build_ok=1
fi
if ((build_ok != 0)); then
  echo "fuzz: build failed" >&2
  summary 0 "${#targets[@]}"
fi

# Sanitizer defaults; a caller's settings come last and win.
export ASAN_OPTIONS="detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"

passed=0
failed=0
for t in "${targets[@]}"; do
  bin=$out/fuzz_$t
  work=$out/corpus-work/$t
  findings=$out/findings/$t
  log=$out/fuzz_$t.log
  mkdir -p "$work" "$findings"
  # The working copy: seeds are copied in (never overwriting), new inputs are written only here.
  for seed in tests/fuzz/corpus/"$t"/*; do
    [[ -f $seed ]] || continue
    [[ -e $work/seed-${seed##*/} ]] || cp "$seed" "$work/seed-${seed##*/}"
  done
  dict=()
  [[ -f tests/fuzz/$t.dict ]] && dict=(-dict="tests/fuzz/$t.dict")
  echo "fuzz: running fuzz_$t for ${seconds}s ($(find "$work" -type f | wc -l) inputs in $work)"
  : >"$log.start"
  "$bin" -max_total_time="$seconds" -max_len=256 -timeout=5 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$findings/" "${dict[@]}" "$work" >"$log" 2>&1
  rc=$?
  runs=$(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
  secs=$(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\2/p' "$log" | tail -1)
  [[ -n $runs ]] || runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  final=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -1 | sed -E 's/^#[0-9]+[[:space:]]+DONE[[:space:]]+//')
  if ((rc == 0)) && ! grep -qE '^==[0-9]+==ERROR|INVARIANT VIOLATED|runtime error:' "$log"; then
    passed=$((passed + 1))
    echo "fuzz_$t: ok, ${runs:-?} runs in ${secs:-?} s ($final; corpus $(find "$work" -type f | wc -l) files)"
  else
    failed=$((failed + 1))
    echo "fuzz_$t: FINDING (exit $rc) after ${runs:-?} runs; log $log"
    # The report: from the first sanitizer or invariant line to the end, shortened.
    awk '/==ERROR|INVARIANT VIOLATED|runtime error:|deadly signal|uncaught|terminate called|Test unit written/ {p=1}
         p && !/in fuzzer::|in __libc_start|in _start |in main |__sanitizer_print_stack|^NOTE:|Combine libFuzzer|^stat::/' "$log" | head -40
    find "$findings" -type f -newer "$log.start" | head -3 | sed 's|^|  artifact: |'
    echo "  replay: $bin <artifact>"
  fi
done
summary "$passed" "$failed"
