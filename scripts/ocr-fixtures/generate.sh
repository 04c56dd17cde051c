#!/usr/bin/env bash
# Regenerates the OCR fixture corpus in tests/fixtures/ocr/ from the committed
# ground-truth texts (<name>.txt, the source of truth). The generated images and
# PDFs are committed too; run this only when a text or a degradation changes.
#
# Debian packages needed (bookworm):
#   apt-get install -y imagemagick img2pdf poppler-utils fonts-dejavu-core fonts-liberation
#   plus nodejs (>= 18) for minipdf.mjs.
#   For the native reference figures (native-tesseract.sh) also:
#   tesseract-ocr tesseract-ocr-{eng,fra,deu,pol,spa,por,ita,ron}
#
# No ImageMagick PDF coder is used (Debian's policy.xml forbids it): PDFs are
# built with img2pdf (image pages, no text layer) and minipdf.mjs (text layer,
# plus the scanned page 2 of mixed.pdf). Random noise is seeded and no dates or
# random IDs are written, so output is byte-stable for a given toolchain.
#
# usage: scripts/ocr-fixtures/generate.sh [outdir]   (default tests/fixtures/ocr)
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
OUT="${1:-$ROOT/tests/fixtures/ocr}"
IM=/usr/bin/convert # the real ImageMagick 6 (a stand-in may shadow `convert` in PATH)
ID=/usr/bin/identify
[ -x "$IM" ] || { IM="$(command -v convert)"; ID="$(command -v identify)"; }
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

FONTS=/usr/share/fonts/truetype
DEJAVU_SANS=$FONTS/dejavu/DejaVuSans.ttf
DEJAVU_SERIF=$FONTS/dejavu/DejaVuSerif.ttf
LIB_SANS=$FONTS/liberation/LiberationSans-Regular.ttf
LIB_SERIF=$FONTS/liberation/LiberationSerif-Regular.ttf
LIB_MONO=$FONTS/liberation/LiberationMono-Regular.ttf

A4W=2480 A4H=3508 # A4 at 300 DPI
PNGOPTS=(-define png:exclude-chunk=date,time,tEXt,zTXt,iTXt)

# split_pages <txt> <prefix>: writes <prefix>-1.txt, <prefix>-2.txt ... split on
# lines consisting of a single form feed; prints the page count.
split_pages() {
  awk -v p="$2" 'BEGIN{n=1; f=p "-1.txt"; printf "" > f}
    $0=="\f"{close(f); n++; f=p "-" n ".txt"; printf "" > f; next}
    {print > f} END{print n}' "$1"
}

# render <page.txt> <font.ttf> <pointsize-at-300dpi> <out.png> [interline-px] [x] [y]
# Black text on a white A4 page, 8-bit greyscale, 300 DPI metadata.
render() {
  local text
  text="$(cat "$1")"
  text="${text//%/%%}" # -annotate expands % escapes
  "$IM" -size ${A4W}x${A4H} xc:white -density 300 -units PixelsPerInch \
    -font "$2" -pointsize "$3" -fill black -gravity NorthWest \
    -interline-spacing "${5:-14}" -annotate +"${6:-236}"+"${7:-280}" "$text" \
    -colorspace Gray -depth 8 "${PNGOPTS[@]}" "$4"
}

# photo <page.png> <out.jpg> <angle> <seed>: phone-photo look: yellowish-grey
# paper on a darker table, rotation, vignette/uneven light, blur, noise, q80.
photo() {
  local w h
  "$IM" "$1" +level-colors '#221d18','#e8dfc8' -background '#6b6053' -rotate "$3" \
    -bordercolor '#6b6053' -border 70 -resize 2100x3000 "$TMP/ph.png"
  read -r w h < <("$ID" -format '%w %h\n' "$TMP/ph.png")
  "$IM" "$TMP/ph.png" \
    \( -size ${w}x${h} xc:white -sparse-color Barycentric "0,0 #ffffff $w,$h #b3ada2" \) \
    -compose Multiply -composite \
    \( -size ${w}x${h} radial-gradient:'#ffffff'-'#c8c8c8' \) -compose Multiply -composite \
    -blur 0x1.1 -seed "$4" -attenuate 0.35 +noise Gaussian \
    -strip -density 250 -units PixelsPerInch -sampling-factor 2x2 -quality 80 "$2"
}

# scan_jpeg <page.png> <out.jpg> <angle> <seed>: flatbed-scanner look: slight
# skew, off-white background, light noise, greyscale JPEG q70 at 300 DPI.
scan_jpeg() {
  "$IM" "$1" -background white -rotate "$3" +repage -gravity center -extent ${A4W}x${A4H} +repage \
    +level 6%,94% -seed "$4" -attenuate 0.15 +noise Gaussian -colorspace Gray \
    -strip -density 300 -units PixelsPerInch -quality 70 "$2"
}

# scan_g4 <page.png> <out.tif> <angle>: 1-bit fax-style scan, CCITT Group 4 TIFF.
scan_g4() {
  "$IM" "$1" -background white -rotate "$3" +repage -gravity center -extent ${A4W}x${A4H} +repage \
    -threshold 55% -type bilevel -strip -density 300 -units PixelsPerInch \
    -compress Group4 -define tiff:rows-per-strip=${A4H} "$2"
}

img2pdf_a4() { img2pdf --engine internal --nodate --pagesize A4 -o "$@"; }

cd "$OUT"

# 1. clean A4 pages, 8-bit greyscale PNG
render clean-en.txt "$LIB_SERIF" 12 clean-en.png
render clean-de.txt "$DEJAVU_SANS" 11 clean-de.png
render clean-fr.txt "$DEJAVU_SERIF" 11 clean-fr.png
render clean-pl.txt "$LIB_SANS" 12 clean-pl.png

# 2. phone photos
render photo-en.txt "$LIB_MONO" 12 "$TMP/photo-en.png" 22 300 360
photo "$TMP/photo-en.png" photo-en.jpg 1.6 11
render photo-es.txt "$LIB_MONO" 12 "$TMP/photo-es.png" 22 260 360
photo "$TMP/photo-es.png" photo-es.jpg -1.3 12

# 3. one-page scanned PDF (greyscale JPEG, no text layer)
render scan-it.txt "$LIB_SERIF" 12 "$TMP/scan-it.png"
scan_jpeg "$TMP/scan-it.png" "$TMP/scan-it.jpg" 0.4 21
img2pdf_a4 scan-it.pdf "$TMP/scan-it.jpg"

# 4. two-page scanned PDF (1-bit CCITT G4, no text layer)
split_pages scan-two-pages-pt.txt "$TMP/pt" >/dev/null
render "$TMP/pt-1.txt" "$DEJAVU_SERIF" 11 "$TMP/pt-1.png"
render "$TMP/pt-2.txt" "$DEJAVU_SERIF" 11 "$TMP/pt-2.png"
scan_g4 "$TMP/pt-1.png" "$TMP/pt-1.tif" -0.3
scan_g4 "$TMP/pt-2.png" "$TMP/pt-2.tif" 0.25
img2pdf_a4 scan-two-pages-pt.pdf "$TMP/pt-1.tif" "$TMP/pt-2.tif"

# 5. rotated pages
render upside-down-en.txt "$LIB_SANS" 12 "$TMP/ud.png"
"$IM" "$TMP/ud.png" -rotate 180 "${PNGOPTS[@]}" upside-down-en.png
render sideways-ro.txt "$DEJAVU_SANS" 11 "$TMP/sw.png"
"$IM" "$TMP/sw.png" -rotate 90 "${PNGOPTS[@]}" sideways-ro.png

# 6. mixed: page 1 real text layer (Helvetica), page 2 scanned image only
split_pages mixed.txt "$TMP/mx" >/dev/null
render "$TMP/mx-2.txt" "$LIB_SANS" 12 "$TMP/mx-2.png"
scan_jpeg "$TMP/mx-2.png" "$TMP/mx-2.jpg" -0.3 31
node "$HERE/minipdf.mjs" "$TMP/mx-1.txt" mixed.pdf 11 15 "$TMP/mx-2.jpg"

# 7. tiny fixtures (1000 px wide, 150 DPI, greyscale)
small() { # <page.txt> <out.png>
  local text
  text="$(cat "$1")"
  text="${text//%/%%}"
  "$IM" -size 1000x260 xc:'#f6f6f6' -font "$DEJAVU_SANS" -pointsize 50 -fill '#111111' \
    -gravity NorthWest -interline-spacing 10 -annotate +50+30 "$text" \
    -colorspace Gray -depth 8 -density 150 -units PixelsPerInch "${PNGOPTS[@]}" "$2"
}
small small-scan.txt small-scan.png
"$IM" small-scan.png -strip -density 150 -units PixelsPerInch -quality 75 "$TMP/small.jpg"
img2pdf --engine internal --nodate -o small-scan.pdf "$TMP/small.jpg"
n=$(split_pages small-scan-3-pages.txt "$TMP/s3")
pages=()
for i in $(seq 1 "$n"); do
  small "$TMP/s3-$i.txt" "$TMP/s3-$i.png"
  "$IM" "$TMP/s3-$i.png" -strip -density 150 -units PixelsPerInch -quality 75 "$TMP/s3-$i.jpg"
  pages+=("$TMP/s3-$i.jpg")
done
img2pdf --engine internal --nodate -o small-scan-3-pages.pdf "${pages[@]}"

# corrupt.png: valid PNG signature + start of an IHDR chunk, then garbage
node -e '
  const b = Buffer.alloc(2048); let x = 0x2024117;
  for (let i = 0; i < b.length; i++) { x = (x * 1103515245 + 12345) >>> 0; b[i] = x >>> 24; }
  const head = Buffer.from([0x89,0x50,0x4e,0x47,0x0d,0x0a,0x1a,0x0a, 0,0,0,13, 0x49,0x48,0x44,0x52]);
  require("fs").writeFileSync("corrupt.png", Buffer.concat([head, b]));'

ls -l --block-size=K "$OUT" | grep -v '\.txt$\|\.md$'
