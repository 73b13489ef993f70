#!/usr/bin/env bash
# Generates the Mandarin number clips 一 … 三十六 that Take or Pay's "Hear it" plays
# (packages/web/public/audio/zh/<n>.ogg), so a device without a Chinese voice still speaks
# the card. Run by hand when the clips should change (the files are committed; CI does not
# run this): needs espeak-ng (a free offline synthesiser, voice `cmn`) and sox, from Debian:
#   apt-get install -y espeak-ng sox libsox-fmt-base
# Each clip: espeak-ng reads the card's characters (the engine's `hanzi(n)`, so the text is
# exactly the card's), sox trims the silence around it, normalises to -1 dBFS and encodes
# Ogg Vorbis, mono, 22.05 kHz. packages/web/src/games/take-or-pay/audio.test.ts checks them.
set -euo pipefail
cd "$(dirname "$0")/.."
out=packages/web/public/audio/zh
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
npx tsx -e 'import { takeOrPayGame } from "@number-games/engine";
for (let n = 1; n <= 36; n++) console.log(`${n} ${takeOrPayGame.hanzi(n)}`);' > "$tmp/list"
while read -r n text; do
  espeak-ng -v cmn -s 120 -w "$tmp/$n.wav" "$text"
  sox "$tmp/$n.wav" -r 22050 -c 1 -C 3 "$out/$n.ogg" \
    silence 1 0.02 0.5% reverse silence 1 0.02 0.5% reverse pad 0.05 0.1 norm -1
done < "$tmp/list"
ls -l "$out" | tail -n +2 | awk '{ s += $5 } END { print NR " clips, " s " bytes" }'
