#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for a bounded time.
#
#   Fuzz/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]
#
# SECONDS_PER_TARGET defaults to 60; TARGETs default to all of FuzzEvemu, FuzzGetevent,
# FuzzTrace, FuzzSceneReplay, FuzzShapeTemplates (a scene's templates file), FuzzShapeLog
# (the $-family's gesture logs, XML or JSON), FuzzLabMessage (the lab page's messages, seeded with the
# hostile ones of the lab's tests in Seeds/lab-message) and FuzzLiveEvdev (the binary
# input_event stream of `live` and `record`). Seeds: the small hand-made ones in Seeds/, plus seeds
# made at run time from the recordings in Tests/Recordings (evemu recordings with their
# device description prepended, the same turned into getevent logs, and CRLF copies) and
# from Examples/ (traces, and each scene joined to its trace by a NUL byte). Corpora and
# crashing inputs go to Fuzz/.work (FUZZ_WORK); the build to Fuzz/.build (FUZZ_BUILD).
# Exits non-zero if any target found a crash, leak, timeout (10 s per input) or broken
# oracle; the input is saved as .work/artifacts/TARGET-crash-…
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
seconds=${1:-60}
[ $# -gt 0 ] && shift
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(FuzzEvemu FuzzGetevent FuzzTrace FuzzSceneReplay FuzzShapeTemplates FuzzShapeLog FuzzLabMessage FuzzLiveEvdev)
build=${FUZZ_BUILD:-$here/.build}
work=${FUZZ_WORK:-$here/.work}
evemu_devices=$root/Tests/Recordings/evemu-devices

# -sanitize=fuzzer,address as one flag: given as two, the second replaces the first and
# nothing is instrumented for coverage. Dead stripping would drop the coverage counters.
swift build --package-path "$here" -c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address \
  --disable-dead-strip --build-path "$build" 2>&1 | grep -v "Cannot export local symbol" || true
[ -x "$build/release/FuzzTrace" ] || { echo "fuzz.sh: build failed" >&2; exit 1; }

# Foundation's own leaks are not the readers': see LeakSuppressions.txt.
export LSAN_OPTIONS="suppressions=$here/LeakSuppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

seeds=$work/seeds
rm -rf "$seeds"
mkdir -p "$seeds"/{FuzzEvemu,FuzzGetevent,FuzzTrace,FuzzSceneReplay,FuzzShapeTemplates,FuzzShapeLog,FuzzLabMessage,FuzzLiveEvdev} "$work/artifacts"

# evemu → getevent -t (numeric) text, description included, so both readers start from
# real devices' ranges and event streams.
to_getevent() {
  awk '
    function hex(text,   i, n) { n = 0; text = tolower(text)
      for (i = 1; i <= length(text); i++) n = n * 16 + index("0123456789abcdef", substr(text, i, 1)) - 1
      return n }
    /^A:/ { if (!described) { print "add device 1: /dev/input/event2"; print "  events:"; described = 1 }
            printf "    ABS (0003): %04x  : value 0, min %s, max %s, fuzz 0, flat 0, resolution %s\n", hex($2), $3, $4, ($7 == "" ? 0 : $7) }
    /^E:/ { v = $5 + 0; if (v < 0) v += 4294967296
            printf "[%14s] %s %s %08x\n", $2, $3, $4, v }'
}

n=0
while IFS= read -r -d '' events; do
  dir=$(dirname "$events"); name=$(basename "$events")
  desc=""
  for candidate in "$dir"/*.desc; do
    base=$(basename "$candidate" .desc)
    case "$name" in "$base."*|"$base "*) [ ${#candidate} -gt ${#desc} ] && desc=$candidate ;; esac
  done
  n=$((n + 1))
  { [ -n "$desc" ] && cat "$desc"; head -n 400 "$events"; } > "$seeds/FuzzEvemu/$n.evemu"
  to_getevent < "$seeds/FuzzEvemu/$n.evemu" > "$seeds/FuzzGetevent/$n.txt"
  if [ $((n % 4)) -eq 0 ]; then
    sed 's/$/\r/' "$seeds/FuzzEvemu/$n.evemu" > "$seeds/FuzzEvemu/$n-crlf.evemu"
    sed 's/$/\r/' "$seeds/FuzzGetevent/$n.txt" > "$seeds/FuzzGetevent/$n-crlf.txt"
  fi
done < <(find "$evemu_devices" -name '*.events' -print0 | sort -z)
# The mouse and pen excerpts in Tests/Recordings, for the pointer paths of the decoder.
for events in "$root"/Tests/Recordings/*.events; do
  n=$((n + 1))
  head -n 400 "$events" > "$seeds/FuzzEvemu/$n.evemu"
  to_getevent < "$seeds/FuzzEvemu/$n.evemu" > "$seeds/FuzzGetevent/$n.txt"
done
for trace in "$root"/Examples/*.trace.json; do
  cp "$trace" "$seeds/FuzzTrace/"
  scene=${trace%.trace.json}.scene.json
  [ -f "$scene" ] && { cat "$scene"; printf '\0'; cat "$trace"; } > "$seeds/FuzzSceneReplay/$(basename "$scene")"
done
cp "$root"/Examples/*.templates.json "$seeds/FuzzShapeTemplates/"

dictionary() {
  case "$1" in
    FuzzEvemu) echo evemu ;; FuzzGetevent) echo getevent ;; FuzzTrace) echo trace ;; FuzzSceneReplay) echo scene-replay ;;
    FuzzShapeTemplates) echo shape-templates ;; FuzzShapeLog) echo shape-log ;;
    FuzzLabMessage) echo lab-message ;;
    FuzzLiveEvdev) echo live-evdev ;;
  esac
}

failed=()
for target in "${targets[@]}"; do
  corpus=$work/corpus/$target
  mkdir -p "$corpus"
  committed=$here/Seeds/$(dictionary "$target")
  [ -d "$committed" ] || committed=""
  echo "== $target: ${seconds}s"
  if ! "$build/release/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
      -print_final_stats=1 -dict="$here/Dictionaries/$(dictionary "$target").dict" \
      -artifact_prefix="$work/artifacts/$target-" "$corpus" "$seeds/$target" $committed 2>"$work/$target.log"; then
    failed+=("$target")
    grep -E "ERROR|error|Fatal|==[0-9]+==|SUMMARY" "$work/$target.log" | head -20 >&2
  fi
  grep -E "^(#[0-9]+.*DONE|stat::number_of_executed_units|Done [0-9]+ runs)" "$work/$target.log" | tail -2
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz.sh: failures in ${failed[*]} (inputs in $work/artifacts, logs in $work/*.log)" >&2
  exit 1
fi
