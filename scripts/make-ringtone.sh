#!/usr/bin/env bash
# Remakes the incoming-call ringtone, apps/web/public/sounds/ringtone.mp3: an original two-tone ring made from sine
# waves (no sampled sound, so no licence to carry). The web app loops it: each file is two rings, then a silence.
# Needs sox with MP3 output (Debian: apt-get install sox libsox-fmt-mp3).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-apps/web/public/sounds/ringtone.mp3}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

rate=22050
# One tone: a sine with its octave, a 16 Hz tremolo for the bell-like warble, short fades so the edges do not click.
tone() { # file frequency seconds
  sox -n -r "$rate" -c 1 "$tmp/$1.wav" synth "$3" sine "$2" sine mix "$(($2 * 2))" \
    tremolo 16 70 fade q 0.015 "$3" 0.04
}
tone high 880 0.35
tone low 698 0.35
sox -n -r "$rate" -c 1 "$tmp/gap.wav" trim 0 0.12
sox -n -r "$rate" -c 1 "$tmp/rest.wav" trim 0 1.0

# high-low, high-low, then rest: about 2.5 s per loop, peaks at -14 dBFS (a modest level before the page's volume).
sox "$tmp/high.wav" "$tmp/low.wav" "$tmp/gap.wav" "$tmp/high.wav" "$tmp/low.wav" "$tmp/rest.wav" "$tmp/ring.wav"
sox "$tmp/ring.wav" -C 48 "$out" norm -14
soxi "$out"
