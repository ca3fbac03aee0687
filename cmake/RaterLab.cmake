# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Helpers shared by every CMakeLists.txt of the project.

set(RL_WARNINGS -Wall -Wextra -Wpedantic -Wshadow=local -Wno-unused-parameter -Wno-restrict)

# rl_use_qt_tools(): moc and rcc for the targets of the calling folder (the Qt layers). The top-level
# CMakeLists.txt leaves them off, so the engine's libraries and raterlab-cli do not run them.
macro(rl_use_qt_tools)
    set(CMAKE_AUTOMOC ON)
    set(CMAKE_AUTORCC ON)
endmacro()

# rl_add_engine_module(<name> SOURCES ... [DEPENDS <module>...] [LIBS <target>...])
# One static library per engine folder (rl_<name>), so a module builds and is tested without
# the others; rl_engine (engine/CMakeLists.txt) is the umbrella the upper layers link.
function(rl_add_engine_module name)
    cmake_parse_arguments(ARG "" "" "SOURCES;DEPENDS;LIBS" ${ARGN})
    if(NOT ARG_SOURCES)
        # A module whose implementation has not landed yet: headers only.
        add_library(rl_${name} INTERFACE)
        target_include_directories(rl_${name} INTERFACE ${PROJECT_SOURCE_DIR})
        foreach(dep IN LISTS ARG_DEPENDS)
            target_link_libraries(rl_${name} INTERFACE rl_${dep})
        endforeach()
        if(ARG_LIBS)
            target_link_libraries(rl_${name} INTERFACE ${ARG_LIBS})
        endif()
        return()
    endif()
    add_library(rl_${name} STATIC ${ARG_SOURCES})
    target_include_directories(rl_${name} PUBLIC ${PROJECT_SOURCE_DIR})
    target_compile_options(rl_${name} PRIVATE ${RL_WARNINGS})
    foreach(dep IN LISTS ARG_DEPENDS)
        target_link_libraries(rl_${name} PUBLIC rl_${dep})
    endforeach()
    if(ARG_LIBS)
        target_link_libraries(rl_${name} PUBLIC ${ARG_LIBS})
    endif()
    set_target_properties(rl_${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
endfunction()

# rl_add_test(<name> SOURCES ... LIBS ... [GUI] [LABELS ...])
# One QtTest executable per tst_<name>.cpp (moc on, for its `#include "tst_<name>.moc"`); GUI tests run
# offscreen. An engine test links Qt6::Core and Qt6::Test only, so it builds with RL_BUILD_GUI=OFF.
function(rl_add_test name)
    cmake_parse_arguments(ARG "GUI" "TIMEOUT" "SOURCES;LIBS;LABELS" ${ARGN})
    add_executable(tst_${name} ${ARG_SOURCES})
    target_link_libraries(tst_${name} PRIVATE Qt6::Test rl_testutil ${ARG_LIBS})
    target_compile_options(tst_${name} PRIVATE ${RL_WARNINGS})
    set_target_properties(tst_${name} PROPERTIES AUTOMOC ON)
    add_test(NAME ${name} COMMAND tst_${name})
    set(env "RL_SOURCE_DIR=${PROJECT_SOURCE_DIR}")
    if(ARG_GUI)
        list(APPEND env "QT_QPA_PLATFORM=offscreen")
    endif()
    set_tests_properties(${name} PROPERTIES ENVIRONMENT "${env}")
    if(ARG_LABELS)
        set_tests_properties(${name} PROPERTIES LABELS "${ARG_LABELS}")
    endif()
    if(ARG_TIMEOUT)
        set_tests_properties(${name} PROPERTIES TIMEOUT ${ARG_TIMEOUT})
    endif()
endfunction()
