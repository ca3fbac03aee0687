# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# rl_version: an INTERFACE target carrying the generated raterlab_version.h (RL_VERSION from
# project(VERSION), RL_GIT_COMMIT from `git rev-parse` at configure time; re-run cmake to refresh it).
find_package(Git QUIET)
set(RL_GIT_COMMIT "unknown")
if(GIT_FOUND AND EXISTS ${PROJECT_SOURCE_DIR}/.git)
    execute_process(COMMAND ${GIT_EXECUTABLE} rev-parse --short=12 HEAD
                    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                    OUTPUT_VARIABLE _rl_commit OUTPUT_STRIP_TRAILING_WHITESPACE
                    RESULT_VARIABLE _rl_git_rc ERROR_QUIET)
    if(_rl_git_rc EQUAL 0 AND _rl_commit)
        set(RL_GIT_COMMIT "${_rl_commit}")
        execute_process(COMMAND ${GIT_EXECUTABLE} status --porcelain --untracked-files=no
                        WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                        OUTPUT_VARIABLE _rl_dirty OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
        if(_rl_dirty)
            string(APPEND RL_GIT_COMMIT "-dirty")
        endif()
    endif()
endif()
configure_file(${PROJECT_SOURCE_DIR}/cmake/version.h.in ${PROJECT_BINARY_DIR}/generated/raterlab_version.h @ONLY)
add_library(rl_version INTERFACE)
target_include_directories(rl_version INTERFACE ${PROJECT_BINARY_DIR}/generated)
