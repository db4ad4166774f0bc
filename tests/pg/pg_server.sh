#!/bin/sh
# A throw-away PostgreSQL server for the tests: initdb into a temporary
# directory, listening only on a Unix socket in that directory, run as a
# non-root user when the tests run as root (postgres refuses root): the
# `postgres` system user if there is one, else `nobody`.
#
#   pg_server.sh run CMD [ARGS...]
#       start a server, run CMD with
#         TT_TEST_PG_URL   postgresql:///tt?host=DIR/sock&user=tt (superuser, trust)
#         TT_TEST_PG_DIR   the server's directory
#         TT_TEST_PG       this script (for `stop DIR`, `start DIR`, `psql DIR SQL`)
#       then stop the server and remove DIR whatever CMD did (trap; and a
#       watchdog if this script itself is killed), and exit with CMD's
#       status.
#   pg_server.sh stop DIR      stop the server (immediate; as a crash looks)
#   pg_server.sh start DIR     start it again on the same data
#   pg_server.sh psql DIR SQL  run SQL as the superuser, print rows unaligned
#
# The cluster also has a role `tt_pw` with password `right` that must log
# in with scram-sha-256 (the authentication-error tests).
set -eu

self=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")

bindir() {
    if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then
        pg_config --bindir
        return
    fi
    d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    if [ -z "$d" ] || [ ! -x "$d/initdb" ]; then
        echo "pg_server.sh: no PostgreSQL server found (run scripts/install-deps)" >&2
        exit 2
    fi
    echo "$d"
}
BIN=$(bindir)

# as USER CMD...: run as the server's user
RUNAS=""
if [ "$(id -u)" = 0 ]; then
    if id postgres >/dev/null 2>&1; then RUNAS=postgres; else RUNAS=nobody; fi
fi
as() {
    if [ -n "$RUNAS" ]; then
        runuser -u "$RUNAS" -- "$@"
    else
        "$@"
    fi
}

start() {
    as "$BIN/pg_ctl" -D "$1/data" -l "$1/log" -w -t 30 start >/dev/null
}

stop() {
    [ -f "$1/data/postmaster.pid" ] || return 0
    as "$BIN/pg_ctl" -D "$1/data" -m immediate -w -t 30 stop >/dev/null 2>&1 || true
}

psql_() {
    as "$BIN/psql" -X -q -A -t -v ON_ERROR_STOP=1 -h "$1/sock" -U tt -d tt -c "$2"
}

init() {
    dir=$1
    mkdir -p "$dir/sock"
    chmod 755 "$dir"
    [ -n "$RUNAS" ] && chown -R "$RUNAS" "$dir"
    as "$BIN/initdb" -D "$dir/data" -U tt -A trust --no-sync -E UTF8 --locale=C.UTF-8 \
        >"$dir/initdb.log" 2>&1 || {
        cat "$dir/initdb.log" >&2
        return 1
    }
    cat >>"$dir/data/postgresql.conf" <<EOF
listen_addresses = ''
unix_socket_directories = '$dir/sock'
fsync = off
full_page_writes = off
max_connections = 60
shared_buffers = 16MB
log_min_messages = warning
EOF
    cat >"$dir/data/pg_hba.conf" <<EOF
local all tt_pw scram-sha-256
local all all trust
EOF
    start "$dir"
    as "$BIN/psql" -X -q -h "$dir/sock" -U tt -d postgres -c "CREATE DATABASE tt" >/dev/null
    psql_ "$dir" "CREATE ROLE tt_pw LOGIN PASSWORD 'right'; GRANT ALL ON SCHEMA public TO tt_pw"
}

case "${1:-}" in
run)
    shift
    dir=$(mktemp -d /tmp/tt-pg-XXXXXX)
    trap 'stop "$dir"; rm -rf "$dir"' EXIT
    trap 'exit 130' INT TERM
    if ! init "$dir"; then
        echo "pg_server.sh: could not start a PostgreSQL server in $dir" >&2
        [ -f "$dir/log" ] && cat "$dir/log" >&2
        exit 2
    fi
    # a watchdog in a session of its own: if this script is killed outright
    # (a test timeout sends SIGKILL), the server does not outlive it
    me=$$
    setsid sh -c 'while kill -0 '"$me"' 2>/dev/null; do sleep 1; done
        sh "'"$self"'" stop "'"$dir"'"; rm -rf "'"$dir"'"' </dev/null >/dev/null 2>&1 &
    set +e
    TT_TEST_PG_URL="postgresql:///tt?host=$dir/sock&user=tt" TT_TEST_PG_DIR=$dir \
        TT_TEST_PG=$self "$@"
    rc=$?
    exit $rc
    ;;
stop) stop "$2" ;;
start) start "$2" ;;
psql) psql_ "$2" "$3" ;;
*)
    echo "usage: pg_server.sh run CMD... | stop DIR | start DIR | psql DIR SQL" >&2
    exit 2
    ;;
esac
