// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <string>

/// Where a project was made (docs/file-formats.md). Every project holds, in its meta table, a random `project_id`
/// (made once, when the file is created; a file from before this rule gets one when it is first opened) and
/// `created_on`, the id of the machine-and-user that created it. A project whose created_on is not this
/// machine's id is foreign: its endpoints are asked about before any request (inference/trust.h), and it
/// cannot widen the folders a linked stimulus is read from (Project::stimulusFolders).
///
/// The machine id is 32 random hexadecimal digits kept in configDir()/machine-id (made on first use); it is
/// not derived from /etc/machine-id, so it says nothing about the machine. Limit: the ids are plain values, so
/// someone holding a project made here can make a file that claims to be it; the rule guards against
/// projects received from others, not against a copy of one's own.
namespace rl::storage {

/// The user's RaterLab settings folder: $RATERLAB_CONFIG_DIR, else $XDG_CONFIG_HOME/raterlab, else
/// $HOME/.config/raterlab. Not created here.
std::string configDir();

/// This machine and user's id (see above), creating it (and configDir()) on first use. Error{Io} when the
/// folder cannot be written.
Result<std::string> machineId();

/// 32 lower-case hexadecimal digits from the system's random source (std::random_device, /dev/urandom).
std::string randomHexId();

} // namespace rl::storage
