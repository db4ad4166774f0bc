#!/bin/sh
# Includes are written from the repository root ("lower/lower.h"), never
# bare ("ast.h") nor relative ("../lower/ast.h"): a relative path would slip
# past the layering (cmake/layers.cmake).  <tt.h> is the public header, the
# one exception.  Usage: test_includes.sh SOURCE_DIR
top=${1:?source dir}
cd "$top" || exit 1
bad=$(grep -rn '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' \
        base ir cache lower jit kernel tune runtime tools bench tests examples \
        --include='*.c' --include='*.h' 2>/dev/null |
      grep -v '#include "tt.h"' |
      grep -Ev '#[[:space:]]*include[[:space:]]*"(base|ir|cache|lower|jit|kernel|tune|runtime|tools|bench|tests)/[A-Za-z0-9_/]+\.h"')
if [ -n "$bad" ]; then
    echo "includes not written from the root:"
    echo "$bad"
    exit 1
fi
# the check itself: a bare include must be caught
printf '#include "ast.h"\n' | grep -Eq '#[[:space:]]*include[[:space:]]*"(base|ir)/' &&
    { echo "the pattern accepts a bare include"; exit 1; }
echo "includes from the root: ok"
exit 0
