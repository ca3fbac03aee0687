# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# cmake -DBINARY=<file> -P noqtlinked.cmake: fails when the ELF file's dynamic section names a Qt
# library (NEEDED libQt6...). Used to keep raterlab-cli free of Qt (RL_BUILD_GUI=OFF must work).
find_program(READELF readelf REQUIRED)
execute_process(COMMAND ${READELF} -d ${BINARY} OUTPUT_VARIABLE dynamic RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "readelf -d ${BINARY} failed (${rc})")
endif()
string(REGEX MATCHALL "Shared library: \\[[^]]*\\]" needed "${dynamic}")
if(NOT needed)
    message(FATAL_ERROR "${BINARY}: no NEEDED entries found (not a dynamic ELF file?)")
endif()
foreach(lib IN LISTS needed)
    if(lib MATCHES "libQt")
        message(FATAL_ERROR "${BINARY} links ${lib}")
    endif()
endforeach()
message(STATUS "${BINARY}: ${needed}")
