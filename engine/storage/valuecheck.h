// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/storage/database.h"

/// Every value a project file holds is checked on open, after checkSchema() has made sure the
/// tables are ours (so STRICT typing and the NOT NULL constraints hold), before loadStudy() or any
/// other reader trusts it. What STRICT cannot promise is checked here, each failure one sentence
/// naming the file, the table and the row:
///  - text is strict UTF-8 in every TEXT column of every table (utf8.h; a surrogate stored in a
///    study name used to abort every later verb when it was written out as JSON);
///  - JSON columns parse strictly (jsonstrict.h): levels_json is an array of strings, config_json
///    is one valid condition whose id is the row's key (conditionjson.h, secretscan.h); runs'
///    settings_json and requests' parsed_json keep their readers' documented leniency (a hand-edited
///    value decodes to defaults, runhistory.h);
///  - meta: demo_seed is an integer in 0..2^64-1, synthetic is 0 or 1;
///  - CHECKed enumerations hold even if a writer turned CHECK constraints off (items.kind,
///    dimensions.kind, raters.kind); scale_min <= scale_max, both finite;
///  - ratings: value and rt_ms finite, round and sample within a 32-bit int.
namespace rl::storage {

Status checkProjectValues(Database &db);

} // namespace rl::storage
