#!/usr/bin/env bash
# Reference figures: runs native Tesseract on every fixture and prints its CER
# against the ground truth (cer.mjs: whitespace-normalised Levenshtein / length).
# PDFs are rasterised with pdftoppm at 300 DPI (greyscale), one OCR per page,
# pages joined with a form feed like the ground truth.
#
# Debian packages needed: tesseract-ocr tesseract-ocr-{eng,fra,deu,pol,spa,por,ita,ron}
#   poppler-utils nodejs
# usage: scripts/ocr-fixtures/native-tesseract.sh [fixturedir]  (OCR text kept in $KEEP if set)
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
DIR="${1:-$HERE/../../tests/fixtures/ocr}"
TMP="${KEEP:-$(mktemp -d)}"
mkdir -p "$TMP"

lang_of() {
  case "$1" in
    *-de.*) echo deu ;; *-fr.*) echo fra ;; *-pl.*) echo pol ;; *-es.*) echo spa ;;
    *-it.*) echo ita ;; *-pt.*) echo por ;; *-ro.*) echo ron ;; *) echo eng ;;
  esac
}

# ocr <file> <lang> <psm> <out.txt>
ocr() {
  local f="$1" l="$2" psm="$3" out="$4" base
  base="$(basename "$f")"
  case "$f" in
    *.pdf)
      rm -f "$TMP/$base"-*.png
      pdftoppm -r 300 -gray -png "$f" "$TMP/$base"
      : >"$out"
      local first=1
      for p in $(ls "$TMP/$base"-*.png | sort -V); do
        [ $first = 1 ] || printf '\f\n' >>"$out"
        first=0
        tesseract "$p" - -l "$l" --psm "$psm" 2>/dev/null >>"$out"
      done ;;
    *) tesseract "$f" - -l "$l" --psm "$psm" 2>/dev/null >"$out" ;;
  esac
}

printf '| file | lang | CER psm 3 (default) | CER psm 1 (auto + OSD) |\n|---|---|---|---|\n'
for f in "$DIR"/*.png "$DIR"/*.jpg "$DIR"/*.pdf; do
  name="$(basename "$f")"
  [ "$name" = corrupt.png ] && continue
  truth="$DIR/${name%.*}.txt"
  l="$(lang_of "$name")"
  ocr "$f" "$l" 3 "$TMP/$name.psm3.txt"
  ocr "$f" "$l" 1 "$TMP/$name.psm1.txt"
  printf '| %s | %s | %s | %s |\n' "$name" "$l" \
    "$(node "$HERE/cer.mjs" "$truth" "$TMP/$name.psm3.txt")" \
    "$(node "$HERE/cer.mjs" "$truth" "$TMP/$name.psm1.txt")"
done
if [ -f "$DIR/mixed.pdf" ]; then
  pdftotext -layout -f 1 -l 1 "$DIR/mixed.pdf" "$TMP/mixed-p1.pdftotext.txt"
  awk '$0=="\f"{exit} {print}' "$DIR/mixed.txt" >"$TMP/mixed-p1.truth.txt"
  printf '\nmixed.pdf page 1 text layer via pdftotext (no OCR): CER %s\n' \
    "$(node "$HERE/cer.mjs" "$TMP/mixed-p1.truth.txt" "$TMP/mixed-p1.pdftotext.txt")"
fi
