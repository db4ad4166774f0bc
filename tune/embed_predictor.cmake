# Turn tune/predictor.ubj (written by `tt predictor train`) into a C array
# compiled into libtt, with every tune/predictor-NAME.ubj beside it: NAME an
# LLVM CPU name (a model trained on that host, used there instead of the
# default one) or vecBITS (the model of BITS-bit code on CPUs without one of
# their own; tune/predictor.c).  No default file: an empty array (tuning
# starts from nothing on a host with no model of its own).
#   cmake -DOUT=predictor_builtin.c -DIN=tune/predictor.ubj -P embed_predictor.cmake
set(out "/* generated from tune/predictor*.ubj by tune/embed_predictor.cmake: do not edit */\n")
string(APPEND out "#include <stddef.h>\n")

# the bytes of FILE as a C array named NAME, appended to `out`
function(embed_bytes FILE NAME)
  file(READ ${FILE} hex HEX)
  string(LENGTH "${hex}" nhex)
  math(EXPR nbytes "${nhex} / 2")
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," body "${hex}")
  string(REGEX REPLACE "((0x..,){24})" "\\1\n" body "${body}")
  set(out "${out}const unsigned char ${NAME}[] = {\n${body}\n};\n" PARENT_SCOPE)
  set(embed_len ${nbytes} PARENT_SCOPE)
endfunction()

if(EXISTS ${IN})
  embed_bytes(${IN} tt_predictor_builtin)
  string(APPEND out "const size_t tt_predictor_builtin_len = ${embed_len};\n")
else()
  string(APPEND out "const unsigned char tt_predictor_builtin[1] = {0};\n")
  string(APPEND out "const size_t tt_predictor_builtin_len = 0;\n")
endif()

get_filename_component(dir ${IN} DIRECTORY)
file(GLOB hosts "${dir}/predictor-*.ubj")
list(SORT hosts)
set(names "")
set(ptrs "")
set(lens "")
set(i 0)
foreach(f ${hosts})
  get_filename_component(base ${f} NAME_WLE)
  string(REGEX REPLACE "^predictor-" "" cpu "${base}")
  if(NOT cpu MATCHES "^[a-z0-9_.-]+$")
    message(FATAL_ERROR "${f}: the name after predictor- must be an LLVM CPU name or vecBITS")
  endif()
  embed_bytes(${f} tt_predictor_host_${i})
  string(APPEND names "\"${cpu}\", ")
  string(APPEND ptrs "tt_predictor_host_${i}, ")
  string(APPEND lens "${embed_len}, ")
  math(EXPR i "${i} + 1")
endforeach()
string(APPEND out "const char *const tt_predictor_host_names[] = {${names}NULL};\n")
string(APPEND out "const unsigned char *const tt_predictor_host_bytes[] = {${ptrs}NULL};\n")
string(APPEND out "const size_t tt_predictor_host_lens[] = {${lens}0};\n")
string(APPEND out "const int tt_predictor_host_count = ${i};\n")
file(WRITE ${OUT}.tmp "${out}")
file(COPY_FILE ${OUT}.tmp ${OUT} ONLY_IF_DIFFERENT)
