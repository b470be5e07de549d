#!/usr/bin/env bash
# The browser tests use Debian's Chromium (Playwright's own browser download
# does not work here) and run the static export on Debian's nginx too.
# Installs what is missing when we are allowed to.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
# deploy/nginx sends the build's brotli of scripts and style sheets (brotli_static).
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
# tests/content/code-samples.test.ts and `npm run samples` run the pages' samples
# with their real interpreters: PHP (with its curl extension), Python 3 and curl.
command -v php >/dev/null 2>&1 || missing+=(php-cli)
php -m 2>/dev/null | grep -qx curl || missing+=(php-curl)
command -v python3 >/dev/null 2>&1 || missing+=(python3)
command -v curl >/dev/null 2>&1 || missing+=(curl)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Missing ${missing[*]}: install with 'sudo apt-get install -y ${missing[*]}' (or set CHROMIUM_PATH)." >&2
  exit 1
fi
