// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/io/corpus/hygiene.h"

#include <string>
#include <string_view>

/// The hygiene report of an imported corpus, kept with it in the project: importCorpusFile writes
/// hygieneJson(report) to the meta key hygieneMetaKey(corpus); the jury pages read it back before any
/// judgment exists. The reading restores what the pages show — the counts, every Finding's lines and
/// keys, the duplicate groups, the naive reader's description — not the per-record corruption lengths
/// or the grade-rule fits (those stay in the JSON).
namespace rl::io::corpus {

/// "corpus_hygiene:<corpus name>".
std::string hygieneMetaKey(const std::string &corpusName);

/// A report from the JSON of hygieneJson. Parse when it is not JSON, Schema when a field is missing or
/// of the wrong type.
Result<HygieneReport> hygieneFromJson(std::string_view json);

} // namespace rl::io::corpus
