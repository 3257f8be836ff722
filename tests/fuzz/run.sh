#!/usr/bin/env bash
# Builds the libFuzzer targets (clang++-14, AddressSanitizer + UndefinedBehaviorSanitizer) in the
# sanitised tree build/sanitize/ (tests/fuzz/CMakeLists.txt) and runs each for FUZZ_SECONDS seconds
# (default 60) on a working copy of its seed corpus in build/fuzz/corpus-work/ (the committed corpus
# in tests/fuzz/corpus/ is only read). `run.sh --build-only` builds the whole sanitised tree (the
# Catch2 tests too) and runs nothing.
# Exits non-zero on any finding; the last line is always "fuzz: N passed, M failed".
#
#   FUZZ_SECONDS=300 bash tests/fuzz/run.sh      # longer run
#   FUZZ_TARGETS=answer bash tests/fuzz/run.sh   # one target (answer, settings)
#   build/sanitize/tests/fuzz/fuzz_answer build/fuzz/findings/answer/crash-...   # replay a finding
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1

seconds=${FUZZ_SECONDS:-60}
read -r -a targets <<<"${FUZZ_TARGETS:-answer settings}"
out=build/fuzz # the fuzzers' working corpus and findings
tree=build/sanitize # the sanitised build, shared with the Catch2 tests under the sanitizers

summary() { # passed failed
  echo "fuzz: $1 passed, $2 failed"
  (($2 == 0))
  exit $?
}

if ! command -v clang++-14 >/dev/null; then
  echo "fuzz: clang++-14 not found; run scripts/setup.sh" >&2
  summary 0 "${#targets[@]}"
fi

# The sanitised tree: the core, its Catch2 tests and the fuzzers under AddressSanitizer and
# UndefinedBehaviorSanitizer, at -O1 (fast enough to fuzz, still exact stack traces). npm test
# builds it once with --build-only, runs its Catch2 tests, then runs the fuzzers from it.
if [[ ! -f $tree/CMakeCache.txt ]]; then
  cmake -S . -B "$tree" -Wno-dev -DBUILD_TESTING=ON -DPE_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug \
    -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g" -DCMAKE_CXX_COMPILER=clang++-14 >/dev/null || summary 0 "${#targets[@]}"
fi
if [[ ${1:-} == --build-only ]]; then
  exec cmake --build "$tree" -j "${JOBS:-2}" -- --no-print-directory -s
fi
fuzzers=()
for t in "${targets[@]}"; do fuzzers+=("fuzz_$t"); done
if ! cmake --build "$tree" -j "${JOBS:-2}" --target "${fuzzers[@]}" -- --no-print-directory -s; then
  echo "fuzz: build failed" >&2
  summary 0 "${#targets[@]}"
fi

# Sanitizer defaults; a caller's settings come last and win.
export ASAN_OPTIONS="detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"

passed=0
failed=0
for t in "${targets[@]}"; do
  bin=$tree/tests/fuzz/fuzz_$t
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
