// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The `infer` verb as a stand-alone executable, for the kill test (the real CLI wires the same
// function into raterlab-cli).
#include "app/cli/cmd_infer.h"

int main(int argc, char **argv)
{
    return rl::cli::runInfer(std::vector<std::string>(argv + 1, argv + argc));
}
