// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// raterlab-cli: the verbs are the library rl_cli's (app/cli/climain.cpp), so that a test can link them with a
// study kind of its own (tests/kinds).
#include "app/cli/cli.h"

int main(int argc, char **argv) { return rl::cli::runMain(argc, argv); }
