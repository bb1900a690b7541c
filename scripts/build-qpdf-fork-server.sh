#!/usr/bin/env bash
# Compiles the PDF check's qpdf fork server (services/platform/src/pdf-check/qpdf-fork-server.cpp)
# against Debian's libqpdf: `scripts/build-qpdf-fork-server.sh [output]`. make install runs it for
# the source tree, the Dockerfile for the bff and pdf-worker images; both need g++ and libqpdf-dev
# (scripts/install-system-deps.sh), the images at run time only libqpdf29.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source="$root/services/platform/src/pdf-check/qpdf-fork-server.cpp"
output="${1:-${source%.cpp}}"
# POINTERHOLDER_TRANSITION=4: the header's own setting for code that uses no PointerHolder.
g++ -std=c++17 -O2 -Wall -Wextra -Werror -DPOINTERHOLDER_TRANSITION=4 -o "$output.tmp" "$source" -lqpdf
mv "$output.tmp" "$output"
