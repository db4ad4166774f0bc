/* libtt is made of the layers' static libraries (CMakeLists.txt). */
