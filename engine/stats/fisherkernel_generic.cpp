// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The portable build of the Monte Carlo kernel (see fisherkernel.h).
#define RL_FISHER_KERNEL_NAME patefieldGeneric
#include "engine/stats/fisherkernel.inc"
