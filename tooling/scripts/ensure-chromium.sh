#!/usr/bin/env bash
# Prints the path of a Chromium that Playwright can drive (Playwright never downloads its own here).
# Installs Debian's chromium with apt when it is missing and we are root; otherwise fails clearly.
set -euo pipefail

for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then
    echo "$candidate"
    exit 0
  fi
done

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: installing Debian's chromium (one time, about a minute)..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends chromium fonts-noto-core fonts-noto-cjk >&2
  if [ -x /usr/bin/chromium ]; then
    echo /usr/bin/chromium
    exit 0
  fi
fi

cat >&2 <<'MSG'
ensure-chromium: no Chromium found.
  The end-to-end and Storybook tests drive Debian's Chromium through Playwright's executablePath.
  Install it (as root: apt-get install chromium) or point CHROMIUM_PATH at a Chromium binary.
MSG
exit 1
