# What the tt tool's test scripts share; sourced after `TT=$1`:
#   $tmp      a scratch directory, removed on exit (made writable first:
#             some tests take write permission away)
#   failures  the count of failed checks; fail MESSAGE adds one
#   expect CODE STREAM TEXT -- ARGS...   run tt ARGS and check it
#   expect_env "VAR=VALUE ..." CODE STREAM TEXT -- ARGS...
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM
failures=0

fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

# expect CODE STREAM TEXT -- ARGS...: run tt ARGS; require exit CODE and
# TEXT (a fixed string; empty: no check) in STREAM (out or err).  XENV
# (VAR=VALUE words, no spaces in them) is put in tt's environment.
XENV=
expect() {
    code=$1 stream=$2 text=$3
    shift 4
    env $XENV "$TT" "$@" >"$tmp/out" 2>"$tmp/err"
    got=$?
    if [ "$got" -ne "$code" ]; then
        fail "$XENV tt $*: exit $got, expected $code"
        sed 's/^/  stderr: /' "$tmp/err" >&2
        return 1
    fi
    if [ -n "$text" ] && ! grep -qF -- "$text" "$tmp/$stream"; then
        fail "$XENV tt $*: expected \"$text\" on std$stream"
        sed 's/^/  std'"$stream"': /' "$tmp/$stream" >&2
        return 1
    fi
    if [ "$code" -eq 2 ] && ! [ -s "$tmp/err" ]; then
        fail "$XENV tt $*: exit 2 without a message on stderr"
        return 1
    fi
    echo "ok   $XENV tt $*"
}
# expect_env "VAR=VALUE ..." CODE STREAM TEXT -- ARGS...
expect_env() {
    XENV=$1
    shift
    expect "$@"
    r=$?
    XENV=
    return $r
}
