#!/usr/bin/env bash
# Prints the path of an nginx the deploy tests can run (tooling/deploy: a non-daemon nginx with its own
# prefix in a temporary folder, never the system's service). Installs Debian's nginx with apt when it is
# missing and we are root; otherwise fails clearly.
set -euo pipefail

first_executable() {
  for candidate in "$@"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}

if first_executable "${NGINX_PATH:-}" /usr/sbin/nginx; then exit 0; fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-nginx: installing Debian's nginx (one time)..." >&2
  export DEBIAN_FRONTEND=noninteractive
  # The package must not start (or need) the system service: the tests run nginx themselves. A
  # policy-rc.d the machine already has is left as it is.
  own_policy=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod +x /usr/sbin/policy-rc.d
    own_policy=1
  fi
  status=0
  apt-get update -qq >&2 && apt-get install -y -qq --no-install-recommends nginx >&2 || status=$?
  if [ -n "$own_policy" ]; then rm -f /usr/sbin/policy-rc.d; fi
  if [ "$status" = "0" ] && first_executable /usr/sbin/nginx; then exit 0; fi
fi

cat >&2 <<'MSG'
ensure-nginx: no nginx found.
  The deploy tests (tooling/deploy) serve the built brands with Debian's nginx.
  Install it (as root: apt-get install nginx) or point NGINX_PATH at an nginx binary.
MSG
exit 1
