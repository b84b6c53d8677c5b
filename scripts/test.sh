#!/usr/bin/env bash
# The full test suite: build, lint, unit tests, then integration and end-to-end tests against the
# real PostgreSQL, Redis and Kafka of this machine. Starts Kafka when nothing answers on 9092 and
# stops it again afterwards if it started it.
set -euo pipefail
cd "$(dirname "$0")/.."

started_kafka=0
cleanup() {
  if [ "$started_kafka" = 1 ]; then bash deploy/kafka/kafka.sh stop || true; fi
}
trap cleanup EXIT

# Debian's Chromium for the browser tests (playwright-core drives it; no browser download).
if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  echo "== installing Debian's Chromium for the browser tests"
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo apt-get update -qq
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser tests need Debian's Chromium. Install it with: sudo apt-get install -y chromium" >&2
    echo "(or set CHROMIUM_PATH to a Chromium binary), then run npm test again." >&2
    exit 1
  fi
fi

echo "== build"
npm run build
echo "== lint"
npm run lint

if ! bash deploy/kafka/kafka.sh status >/dev/null 2>&1; then
  echo "== starting Kafka"
  bash deploy/kafka/kafka.sh start
  started_kafka=1
fi

echo "== tests"
npx vitest run "$@"
