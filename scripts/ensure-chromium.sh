#!/usr/bin/env bash
# The browser tests drive Debian's headless Chromium, chromium-headless-shell: the same engine as
# the chromium package without the browser's own window and interface, which on a two-core
# machine costs about a third of every test's time. A browser download by Playwright cannot
# work here. CHROMIUM_PATH points the tests at another Chromium (e.g. /usr/bin/chromium).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
[ -x "$browser" ] && exit 0
if [ -z "${CHROMIUM_PATH:-}" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Chromium's headless shell is missing: installing Debian's chromium-headless-shell package…"
  apt-get update -qq && apt-get install -y -qq chromium-headless-shell
else
  echo "Chromium is missing at $browser. Install it (Debian: sudo apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH." >&2
  exit 1
fi
