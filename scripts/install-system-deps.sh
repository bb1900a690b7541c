#!/usr/bin/env bash
# Installs the system programs the local stack and browser tests need, when they are missing:
# PostgreSQL server, redis-server and Chromium (Debian/Ubuntu, via apt). With a Docker engine,
# Postgres, Redis, S3 and the mail catcher run in containers instead, but Chromium is still needed.
# Always: libqpdf-dev and g++, which the PDF check is compiled with (its qpdf fork server,
# services/platform/src/pdf-check), and the qpdf program the tests build PDFs with.
# Always: the Noto fonts the pdf-worker sets the application PDF in (the same files its image
# carries; services/pdf-worker/src/render/text/font-files.ts), and poppler-utils, whose pdftotext
# and pdftoppm the pdf-worker tests read and rasterise PDFs with.
# Always: PostgreSQL's client programs (pg_dump, pg_restore), which `make backup` and `make restore`
# and the restore drill run.
# Always: kubectl (with kustomize v5), which the k8s tests render the manifests with. The machine
# images of this project carry it; Debian 12's own archive does not, so when it is missing apt is
# tried (a configured Kubernetes or cloud SDK repository has it) and the failure is explained.
set -euo pipefail

missing=()
if ! docker info >/dev/null 2>&1; then
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql postgresql-contrib)
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
fi
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
# The browser tests run in Chromium's headless shell: the same engine without the browser's UI
# layers, about 40% less CPU per test than the full browser in headless mode.
[ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v qpdf >/dev/null 2>&1 || missing+=(qpdf)
[ -f /usr/include/qpdf/QPDFJob.hh ] || missing+=(libqpdf-dev)
command -v g++ >/dev/null 2>&1 || missing+=(g++)
[ -f /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf ] && [ -f /usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf ] ||
  missing+=(fonts-noto-core)
[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || missing+=(fonts-noto-cjk)
command -v pdftotext >/dev/null 2>&1 && command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
command -v pg_dump >/dev/null 2>&1 && command -v pg_restore >/dev/null 2>&1 || missing+=(postgresql-client)

install_kubectl() {
  command -v kubectl >/dev/null 2>&1 && return 0
  command -v apt-get >/dev/null 2>&1 &&
    $sudo apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends kubectl >/dev/null &&
    return 0
  echo "kubectl is missing and apt has no kubectl package here: install kubectl 1.27+ (it carries kustomize v5;" >&2
  echo "https://kubernetes.io/docs/tasks/tools/), then retry. The k8s tests render the manifests with it." >&2
  return 1
}

sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"

if [ ${#missing[@]} -eq 0 ]; then
  install_kubectl
  exit $?
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing: ${missing[*]}. Install them with your package manager (or start Docker), then retry." >&2
  exit 1
fi
echo "Installing ${missing[*]} (apt)..."
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# The distribution's own cluster and service are not used: the project runs its own.
if command -v systemctl >/dev/null 2>&1; then
  $sudo systemctl disable --now redis-server postgresql >/dev/null 2>&1 || true
fi
service redis-server stop >/dev/null 2>&1 || true
install_kubectl
