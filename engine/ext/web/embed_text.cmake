# Writes OUT, a C++ source defining `const char* const NAME` as the text of IN (cmake -DIN= -DOUT= -DNAME= -P):
# a file the web build hands to the browser at run time, kept as its own file to read and check.
file(READ "${IN}" content)
file(WRITE "${OUT}.tmp" "// Generated from ${IN} by engine/ext/web/embed_text.cmake: edit that file.\n"
  "namespace boardlab::ext {\nextern const char* const ${NAME};\nconst char* const ${NAME} = R\"BOARDLAB_TEXT(${content})BOARDLAB_TEXT\";\n}\n")
file(RENAME "${OUT}.tmp" "${OUT}")
