#!/usr/bin/env bash
# Local single-node Apache Kafka (KRaft mode) for development and tests, without
# Docker and without Kafka's tarball: the broker jars come from Maven Central
# (see pom.xml next to this script) and run with the machine's Java 17.
#
#   kafka.sh fetch                 download the jars into the cache (no-op if complete)
#   kafka.sh start                 fetch, format storage once, start broker, wait until ready
#   kafka.sh stop                  SIGTERM (then SIGKILL after 30 s) the broker from the pid file
#   kafka.sh status                exit 0 if 127.0.0.1:$KAFKA_PORT (9092) answers, 1 if not
#   kafka.sh run-class CLASS ARGS  run a Kafka tool from the same classpath, e.g.
#       kafka.sh run-class org.apache.kafka.tools.TopicCommand --bootstrap-server 127.0.0.1:9092 --list
#
# Environment:
#   KAFKA_CACHE_DIR      jar cache (default ~/.cache/dating-kafka); jars in <dir>/<version>/libs
#   KAFKA_DATA_DIR       config, pid, logs and topic data (default ~/.cache/dating-kafka/data)
#   KAFKA_START_TIMEOUT  seconds to wait for the broker to be ready (default 90)
#   KAFKA_PORT           the client port (default 9092); the controller listens on the next one
#                        (a second broker, e.g. a test's own, needs its own port and KAFKA_DATA_DIR)
#   KAFKA_HEAP_OPTS      broker heap (default -Xms256m -Xmx768m)
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
POM="$HERE/pom.xml"
CONFIG_TEMPLATE="$HERE/server.properties"
LOG4J_CONFIG="$HERE/log4j2.properties"

# pom.xml is the single place the Kafka version is written down.
KAFKA_VERSION="$(sed -n 's:.*<kafka.version>\(.*\)</kafka.version>.*:\1:p' "$POM" | head -n 1)"
[[ -n "$KAFKA_VERSION" ]] || { echo "kafka.sh: no <kafka.version> in $POM" >&2; exit 1; }

CACHE_DIR="${KAFKA_CACHE_DIR:-$HOME/.cache/dating-kafka}"
LIBS="$CACHE_DIR/$KAFKA_VERSION/libs"
DATA_DIR="${KAFKA_DATA_DIR:-$HOME/.cache/dating-kafka/data}"
LOG_DIRS="$DATA_DIR/kraft-combined-logs"   # topic data + KRaft metadata
CONFIG="$DATA_DIR/server.properties"       # generated from the template on each start
PID_FILE="$DATA_DIR/kafka.pid"
LOGS="$DATA_DIR/logs"                      # server.log (log4j2) and kafka.out (stdout/stderr)
OUT="$LOGS/kafka.out"

HOST=127.0.0.1
PORT="${KAFKA_PORT:-9092}"
[[ "$PORT" =~ ^[0-9]+$ ]] && ((PORT > 0 && PORT < 65535)) || { echo "kafka.sh: KAFKA_PORT=$PORT is not a port" >&2; exit 1; }
CONTROLLER_PORT=$((PORT + 1))
START_TIMEOUT="${KAFKA_START_TIMEOUT:-90}"
STOP_TIMEOUT=30
HEAP_OPTS="${KAFKA_HEAP_OPTS:--Xms256m -Xmx768m}"
# Same GC settings as Kafka's own kafka-run-class.sh.
JVM_OPTS="-XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:InitiatingHeapOccupancyPercent=35 -XX:+ExplicitGCInvokesConcurrent -Djava.awt.headless=true"

log() { echo "kafka.sh: $*"; }
die() { echo "kafka.sh: $*" >&2; exit 1; }

# Serialise fetch/start/stop (e.g. parallel test jobs calling `start`): one
# flock per directory. fd 9 must not leak into the broker (see start_broker).
lock() {
    mkdir -p "$1"
    exec 9>"$1/.kafka.sh.lock"
    flock 9
}

# ---------------------------------------------------------------- fetch

# The cache is complete when libs/.complete holds the hash of the pom.xml that
# filled it; editing the pom (e.g. a log4j bump) therefore triggers a refetch.
cache_complete() {
    [[ -f "$LIBS/.complete" && "$(cat "$LIBS/.complete")" == "$(sha256sum "$POM" | cut -d' ' -f1)" ]]
}

fetch() {
    cache_complete && return 0
    lock "$CACHE_DIR"
    cache_complete && return 0   # another process fetched while we waited
    command -v mvn >/dev/null || die "mvn not found (needed once to download Kafka $KAFKA_VERSION)"
    log "fetching Kafka $KAFKA_VERSION and dependencies from Maven into $LIBS"
    # Copy into a temp dir and rename at the end, so an interrupted fetch never
    # leaves a half-filled libs/ that looks usable.
    local tmp="$LIBS.tmp.$$"
    rm -rf "$tmp"
    mkdir -p "$tmp"
    # Maven's output (errors included) goes to stdout; keep it, show it only on failure.
    if ! mvn -q -B -Dstyle.color=never -f "$POM" dependency:copy-dependencies \
            -DincludeScope=runtime -DoutputDirectory="$tmp" >"$tmp.log" 2>&1; then
        cat "$tmp.log" >&2
        rm -rf "$tmp" "$tmp.log"
        die "maven could not fetch the Kafka jars"
    fi
    rm -f "$tmp.log"
    sha256sum "$POM" | cut -d' ' -f1 >"$tmp/.complete"
    rm -rf "$LIBS"
    mv "$tmp" "$LIBS"
    log "fetched $(find "$LIBS" -name '*.jar' | wc -l) jars"
}

# ---------------------------------------------------------------- probes

# Something accepts TCP connections on the port.
tcp_open() {
    timeout 2 bash -c "exec 3<>/dev/tcp/$HOST/$PORT" 2>/dev/null
}

# The broker really serves requests: send a Kafka ApiVersions v0 request and
# expect a response with our correlation id. A TCP connect alone is not enough,
# because the listener socket is bound well before the broker processes requests.
# Request = int32 size 10, int16 api_key 18, int16 version 0, int32 correlation 7,
# int16 client_id -1 (null). Response starts with int32 size, int32 correlation.
kafka_ready() {
    local reply
    reply="$(timeout 3 bash -c "exec 3<>/dev/tcp/$HOST/$PORT || exit 1
        printf '\x00\x00\x00\x0a\x00\x12\x00\x00\x00\x00\x00\x07\xff\xff' >&3
        head -c 8 <&3" 2>/dev/null | od -An -tx1 | tr -d ' \n')" || true
    [[ "$reply" =~ ^[0-9a-f]{8}00000007$ ]]
}

# Pid from the pid file if that process is alive and is our broker; clears a stale file.
broker_pid() {
    [[ -f "$PID_FILE" ]] || return 1
    local pid
    pid="$(cat "$PID_FILE")"
    if [[ "$pid" =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null \
            && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -q 'kafka\.Kafka'; then
        echo "$pid"
        return 0
    fi
    rm -f "$PID_FILE"
    return 1
}

show_log_tail() {
    local f
    for f in "$LOGS/server.log" "$OUT"; do
        [[ -s "$f" ]] || continue
        echo "----- last lines of $f -----" >&2
        tail -n 40 "$f" >&2
    done
}

# ---------------------------------------------------------------- start / stop

java_tool() {
    # Tools run with log4j2's default config (errors to the console only).
    java -Xmx256m -cp "$LIBS/*" "$@"
}

format_storage_once() {
    [[ -f "$LOG_DIRS/meta.properties" ]] && return 0
    local cluster_id
    cluster_id="$(java_tool kafka.tools.StorageTool random-uuid)"
    log "formatting KRaft storage in $LOG_DIRS (cluster id $cluster_id)"
    # --standalone: this node is the whole (dynamic) controller quorum.
    java_tool kafka.tools.StorageTool format -t "$cluster_id" -c "$CONFIG" --standalone >/dev/null \
        || die "formatting storage failed"
}

start_broker() {
    fetch
    lock "$DATA_DIR"

    local pid
    if pid="$(broker_pid)" || tcp_open; then
        # Ours (maybe still starting) or someone else's: wait for it, start nothing.
        if wait_ready "${pid:-}"; then
            log "Kafka already answering on $HOST:$PORT${pid:+ (pid $pid)}; not starting another"
            return 0
        fi
        die "$HOST:$PORT is taken but does not answer as Kafka within ${START_TIMEOUT}s; not starting"
    fi

    mkdir -p "$LOGS" "$LOG_DIRS"
    sed -e "s|@LOG_DIRS@|$LOG_DIRS|" -e "s|@PORT@|$PORT|g" -e "s|@CONTROLLER_PORT@|$CONTROLLER_PORT|g" "$CONFIG_TEMPLATE" >"$CONFIG"
    format_storage_once

    log "starting Kafka $KAFKA_VERSION (logs: $LOGS)"
    # setsid + nohup: the broker outlives this shell and its process group.
    # 9>&- : do not hand the lock fd to the broker, or it would hold the lock forever.
    # shellcheck disable=SC2086  # HEAP_OPTS/JVM_OPTS are word lists
    setsid nohup java $HEAP_OPTS $JVM_OPTS \
        -Dkafka.logs.dir="$LOGS" -Dlog4j2.configurationFile="$LOG4J_CONFIG" \
        -cp "$LIBS/*" kafka.Kafka "$CONFIG" \
        >"$OUT" 2>&1 </dev/null 9>&- &
    pid=$!
    echo "$pid" >"$PID_FILE"

    local rc=0
    wait_ready "$pid" || rc=$?
    if ((rc != 0)); then
        show_log_tail
        kill -KILL "$pid" 2>/dev/null || true   # do not leave a half-started broker behind
        rm -f "$PID_FILE"
        ((rc == 2)) && die "Kafka exited during startup (see the log above)"
        die "Kafka did not become ready on $HOST:$PORT within ${START_TIMEOUT}s"
    fi
    log "Kafka $KAFKA_VERSION ready on $HOST:$PORT, pid $pid"
}

# Poll until the broker answers ApiVersions. Returns 1 on timeout, 2 as soon
# as the broker process (if given) has died.
wait_ready() {
    local pid="${1:-}" deadline=$((SECONDS + START_TIMEOUT))
    while ((SECONDS < deadline)); do
        kafka_ready && return 0
        if [[ -n "$pid" ]] && ! kill -0 "$pid" 2>/dev/null; then
            return 2
        fi
        sleep 0.5
    done
    return 1
}

stop_broker() {
    lock "$DATA_DIR"
    local pid
    if ! pid="$(broker_pid)"; then
        if tcp_open; then
            log "not running from $PID_FILE, but something answers on $HOST:$PORT; left alone"
        else
            log "not running"
        fi
        return 0
    fi
    log "stopping Kafka (pid $pid)"
    kill -TERM "$pid" 2>/dev/null || true
    local deadline=$((SECONDS + STOP_TIMEOUT))
    while kill -0 "$pid" 2>/dev/null && ((SECONDS < deadline)); do
        sleep 0.5
    done
    if kill -0 "$pid" 2>/dev/null; then
        log "still running after ${STOP_TIMEOUT}s, sending SIGKILL"
        kill -KILL "$pid" 2>/dev/null || true
        while kill -0 "$pid" 2>/dev/null; do sleep 0.2; done
    fi
    rm -f "$PID_FILE"
    log "stopped"
}

status() {
    local pid=""
    pid="$(broker_pid)" || true
    if kafka_ready; then
        log "Kafka answering on $HOST:$PORT${pid:+ (pid $pid)}"
    elif tcp_open; then
        log "$HOST:$PORT accepts connections but does not answer as Kafka (yet)${pid:+ (pid $pid)}"
        return 1
    else
        log "nothing answering on $HOST:$PORT${pid:+ (pid $pid is running, not ready)}"
        return 1
    fi
}

case "${1:-}" in
    fetch) fetch; log "Kafka $KAFKA_VERSION jars in $LIBS" ;;
    start) start_broker ;;
    stop) stop_broker ;;
    status) status ;;
    run-class)
        shift
        [[ $# -ge 1 ]] || die "usage: kafka.sh run-class CLASS [ARGS...]"
        fetch
        exec 9>&-   # drop the fetch lock, if taken
        exec java -Xmx256m -cp "$LIBS/*" "$@"
        ;;
    *)
        echo "usage: $0 {fetch|start|stop|status|run-class CLASS [ARGS...]}" >&2
        exit 2
        ;;
esac
