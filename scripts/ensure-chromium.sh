#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (a browser download by Playwright cannot work here).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package…"
  apt-get update -qq && apt-get install -y -qq chromium
else
  echo "Chromium is missing at $browser. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
