#!/usr/bin/env bash
# Writes the benign PDFs of other producers that the corpus test reads from real-world/. They are
# committed (a few KB each) because their producers are large programs that `make test` does not
# install: LibreOffice, Ghostscript, cairo (rsvg-convert, pdftocairo), img2pdf. Re-run after a
# change here, on Debian/Ubuntu:
#   apt-get install -y libreoffice-writer-nogui ghostscript librsvg2-bin poppler-utils img2pdf
#   services/bff/src/testing/pdf-corpus/make-real-world.sh
set -euo pipefail
cd "$(dirname "$0")"
out="$PWD/real-world"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# A statement as a person would type it, with a link (a URI action on click is ordinary).
cat > "$work/statement.html" <<'HTML'
<html><body>
<h1>First Example Bank: Statement</h1>
<p>Account 000123456, period 2026-10-01 to 2026-10-31. Questions: <a href="https://bank.example/help">bank.example/help</a></p>
<table border="1">
<tr><th>Date</th><th>Description</th><th>Amount</th><th>Balance</th></tr>
<tr><td>2026-10-02</td><td>Deposit: card settlements</td><td>4,210.55</td><td>12,004.12</td></tr>
<tr><td>2026-10-09</td><td>Payroll</td><td>-3,900.00</td><td>8,104.12</td></tr>
<tr><td>2026-10-17</td><td>Rent</td><td>-2,150.00</td><td>5,954.12</td></tr>
</table>
<p>Words a scanner might fear, as text: JavaScript, Launch, SubmitForm, EmbeddedFile, /JS, stream, endstream.</p>
</body></html>
HTML

# LibreOffice Writer, twice: its default export and a tagged PDF/A-2b with bookmarks.
soffice --headless --norestore -env:UserInstallation="file://$work/lo" \
  --convert-to pdf:writer_pdf_Export --outdir "$work/lo-out" "$work/statement.html" >/dev/null
cp "$work/lo-out/statement.pdf" "$out/libreoffice-writer.pdf"
soffice --headless --norestore -env:UserInstallation="file://$work/lo" \
  --convert-to 'pdf:writer_pdf_Export:{"SelectPdfVersion":{"type":"long","value":"2"},"UseTaggedPDF":{"type":"boolean","value":"true"},"ExportBookmarks":{"type":"boolean","value":"true"}}' \
  --outdir "$work/lo-pdfa" "$work/statement.html" >/dev/null
cp "$work/lo-pdfa/statement.pdf" "$out/libreoffice-writer-pdfa.pdf"

# cairo: an SVG drawn by librsvg, and LibreOffice's PDF redrawn by poppler's cairo backend.
cat > "$work/chart.svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200">
  <rect x="10" y="10" width="380" height="180" fill="#eef" stroke="#336"/>
  <polyline points="20,180 100,120 180,140 260,60 380,40" fill="none" stroke="#c33" stroke-width="3"/>
  <text x="20" y="30" font-family="sans-serif" font-size="16">Monthly balance</text>
</svg>
SVG
rsvg-convert -f pdf -o "$out/cairo-rsvg.pdf" "$work/chart.svg"
pdftocairo -pdf "$out/libreoffice-writer.pdf" "$out/cairo-pdftocairo.pdf"

# Ghostscript's pdfwrite from PostScript, as print-to-PDF drivers do.
cat > "$work/statement.ps" <<'PS'
%!PS
/Helvetica findfont 14 scalefont setfont
72 720 moveto (Second Example Bank - account summary) show
72 700 moveto (Opening balance 1,204.00  Closing balance 2,310.55) show
showpage
PS
gs -q -dSAFER -dBATCH -dNOPAUSE -sDEVICE=pdfwrite -sOutputFile="$out/ghostscript-pdfwrite.pdf" "$work/statement.ps"

# A scanned page: a grey image rendered from the statement, wrapped by img2pdf as scanners do.
pdftoppm -r 60 -gray -jpeg -singlefile "$out/libreoffice-writer.pdf" "$work/scan"
img2pdf --producer "scanner" -o "$out/img2pdf-scan.pdf" "$work/scan.jpg"
ls -l "$out"
