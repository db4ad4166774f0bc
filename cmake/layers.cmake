# Layers: each folder of the library is one static library that sees only
# its own folder and the public headers of the layers below it.
#
#   tt_layer(NAME PUBLIC header.h [DEPS tt_x...] [LIBS lib...] [EXTRA src...])
#
# builds tt_NAME from NAME/*.c.  Includes are written from the repository
# root ("lower/lower.h"); the include path of tt_NAME holds two staged
# directories of symbolic links:
#   layers/NAME/pub/NAME/header.h  the one public header (PUBLIC: whoever
#                                  links tt_NAME sees it)
#   layers/NAME/priv/NAME          the whole folder (PRIVATE: NAME's own
#                                  files see their *_internal.h)
# so "tune/tune.h" from lower/ is not found, nor "cache/cache_internal.h"
# from tune/.

set(TT_LAYER_DIR ${CMAKE_BINARY_DIR}/layers)

# Stage folder NAME of the source tree as NAME/ under DIR (a symlink).
function(tt_stage_folder dir name)
  file(MAKE_DIRECTORY ${dir})
  if(NOT EXISTS ${dir}/${name})
    file(CREATE_LINK ${CMAKE_SOURCE_DIR}/${name} ${dir}/${name} SYMBOLIC)
  endif()
endfunction()

function(tt_layer name)
  cmake_parse_arguments(L "" "" "PUBLIC;DEPS;LIBS;EXTRA" ${ARGN})
  set(pub ${TT_LAYER_DIR}/${name}/pub)
  set(priv ${TT_LAYER_DIR}/${name}/priv)
  file(MAKE_DIRECTORY ${pub}/${name})
  foreach(h ${L_PUBLIC})
    if(NOT EXISTS ${pub}/${name}/${h})
      file(CREATE_LINK ${CMAKE_SOURCE_DIR}/${name}/${h} ${pub}/${name}/${h} SYMBOLIC)
    endif()
  endforeach()
  tt_stage_folder(${priv} ${name})
  file(GLOB srcs CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/${name}/*.c)
  add_library(tt_${name} STATIC ${srcs} ${L_EXTRA})
  target_include_directories(tt_${name} PUBLIC ${pub} PRIVATE ${priv})
  target_compile_definitions(tt_${name} PRIVATE ${TT_LAYER_DEFS})
  target_compile_options(tt_${name} PRIVATE -fvisibility=hidden)
  target_link_libraries(tt_${name} PUBLIC ${L_DEPS} ${L_LIBS})
endfunction()

# For each layer, an executable made of all of the layer's objects and the
# layers it links: a call from the layer into one above it is an undefined
# symbol here, and the build stops.
function(tt_layer_link_checks)
  foreach(name ${ARGN})
    add_executable(layer_link_${name} ${CMAKE_SOURCE_DIR}/cmake/layer_link.c)
    target_link_libraries(layer_link_${name} PRIVATE
      "$<LINK_LIBRARY:WHOLE_ARCHIVE,tt_${name}>")
    set_target_properties(layer_link_${name} PROPERTIES
      RUNTIME_OUTPUT_DIRECTORY ${TT_LAYER_DIR}/${name})
  endforeach()
endfunction()
