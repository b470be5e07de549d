#!/usr/bin/env bash
# Browser tests use Debian's Chromium (Playwright's own browser download does
# not work here). Installs it when it is missing and we are allowed to.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium not found at $CHROMIUM: install it with 'sudo apt-get install -y chromium' or set CHROMIUM_PATH." >&2
  exit 1
fi
