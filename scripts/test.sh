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
