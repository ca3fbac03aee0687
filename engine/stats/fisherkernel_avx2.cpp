// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The AVX2 build of the Monte Carlo kernel (see fisherkernel.h): this file alone is compiled with
// -mavx2 (engine/stats/CMakeLists.txt). It must define nothing with vague linkage — no std::
// templates or inline functions a linker could pick for the portable code — so fisherkernel.inc uses
// only its own internal functions and compiler builtins.
#if !defined(__AVX2__)
#error "fisherkernel_avx2.cpp must be compiled with -mavx2"
#endif
#define RL_FISHER_KERNEL_NAME patefieldAvx2
#include "engine/stats/fisherkernel.inc"
