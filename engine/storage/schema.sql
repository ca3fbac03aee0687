-- SPDX-FileCopyrightText: 2026 RaterLab contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
--
-- RaterLab project file, schema version 1. The only place the tables are defined; migrations.cpp
-- carries later versions forward. Keys (stimulus_id, rater_id, condition id) are the user's names.

CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) STRICT;

CREATE TABLE factors (
    id       INTEGER PRIMARY KEY,
    name     TEXT NOT NULL UNIQUE,
    position INTEGER NOT NULL
) STRICT;

CREATE TABLE factor_levels (
    id        INTEGER PRIMARY KEY,
    factor_id INTEGER NOT NULL REFERENCES factors(id) ON DELETE CASCADE,
    name      TEXT NOT NULL,
    position  INTEGER NOT NULL,
    UNIQUE (factor_id, name)
) STRICT;

CREATE TABLE items (
    id       INTEGER PRIMARY KEY,
    key      TEXT NOT NULL UNIQUE,
    kind     TEXT NOT NULL CHECK (kind IN ('image', 'text', 'text-pair', 'prompt')),
    file     TEXT NOT NULL DEFAULT '',
    mime     TEXT NOT NULL DEFAULT '',
    payload  BLOB,
    position INTEGER NOT NULL
) STRICT;

CREATE TABLE item_factors (
    item_id   INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
    factor_id INTEGER NOT NULL REFERENCES factors(id) ON DELETE CASCADE,
    level_id  INTEGER NOT NULL REFERENCES factor_levels(id) ON DELETE CASCADE,
    PRIMARY KEY (item_id, factor_id)
) STRICT, WITHOUT ROWID;

CREATE TABLE dimensions (
    id             INTEGER PRIMARY KEY,
    name           TEXT NOT NULL UNIQUE,
    kind           TEXT NOT NULL CHECK (kind IN ('categorical', 'numeric')),
    scale_min      REAL NOT NULL,
    scale_max      REAL NOT NULL,
    integer_valued INTEGER NOT NULL,
    levels_json    TEXT NOT NULL DEFAULT '[]',
    position       INTEGER NOT NULL
) STRICT;

CREATE TABLE conditions (
    id          INTEGER PRIMARY KEY,
    key         TEXT NOT NULL UNIQUE,
    config_json TEXT NOT NULL,      -- the conditions.json object; never an API key
    position    INTEGER NOT NULL
) STRICT;

CREATE TABLE raters (
    id           INTEGER PRIMARY KEY,
    key          TEXT NOT NULL,
    kind         TEXT NOT NULL CHECK (kind IN ('human', 'model')),
    condition_id INTEGER REFERENCES conditions(id) ON DELETE CASCADE,
    UNIQUE (kind, key)
) STRICT;

CREATE TABLE ratings (
    rater_id     INTEGER NOT NULL REFERENCES raters(id) ON DELETE CASCADE,
    item_id      INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
    dimension_id INTEGER NOT NULL REFERENCES dimensions(id) ON DELETE CASCADE,
    round        INTEGER NOT NULL DEFAULT 0,
    sample       INTEGER NOT NULL DEFAULT 0,
    value        REAL NOT NULL,
    rt_ms        REAL,
    PRIMARY KEY (rater_id, item_id, dimension_id, round, sample)
) STRICT, WITHOUT ROWID;

-- Free text that came with a model's answer (thinking trace, raw response), per condition and item.
CREATE TABLE prediction_texts (
    rater_id     INTEGER NOT NULL REFERENCES raters(id) ON DELETE CASCADE,
    item_id      INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
    sample       INTEGER NOT NULL DEFAULT 0,
    thinking     TEXT NOT NULL DEFAULT '',
    raw_response TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (rater_id, item_id, sample)
) STRICT;

-- Inference journal: a run of one condition over a set of items.
CREATE TABLE runs (
    id            INTEGER PRIMARY KEY,
    condition_id  INTEGER NOT NULL REFERENCES conditions(id) ON DELETE CASCADE,
    created_at    TEXT NOT NULL,
    finished_at   TEXT,
    status        TEXT NOT NULL,       -- running | paused | cancelled | finished | failed
    settings_json TEXT NOT NULL DEFAULT '{}'
) STRICT;

-- One logical request: its identity is (condition, item, stage, sample, prompt hash).
CREATE TABLE requests (
    id              INTEGER PRIMARY KEY,
    condition_id    INTEGER NOT NULL REFERENCES conditions(id) ON DELETE CASCADE,
    item_id         INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
    stage           INTEGER NOT NULL,
    sample          INTEGER NOT NULL DEFAULT 0,
    prompt_hash     TEXT NOT NULL,
    run_id          INTEGER REFERENCES runs(id) ON DELETE SET NULL,
    status          TEXT NOT NULL,     -- pending | answered | failed
    parsed_json     TEXT,
    thinking        TEXT,
    raw_response    TEXT,
    input_tokens    INTEGER,
    output_tokens   INTEGER,
    thinking_tokens INTEGER,
    latency_ms      REAL,
    cost_usd        REAL,
    error_code      TEXT,
    error_detail    TEXT,
    answered_at     TEXT,
    UNIQUE (condition_id, item_id, stage, sample, prompt_hash)
) STRICT;

-- Every attempt at a request (retries included), for the runs panel and the audit trail.
CREATE TABLE attempts (
    id           INTEGER PRIMARY KEY,
    request_id   INTEGER NOT NULL REFERENCES requests(id) ON DELETE CASCADE,
    attempt_no   INTEGER NOT NULL,
    request_hash TEXT NOT NULL,
    started_at   TEXT NOT NULL,
    http_status  INTEGER,
    latency_ms   REAL,
    outcome      TEXT NOT NULL,        -- answered | retry | failed
    error_code   TEXT,
    error_detail TEXT,
    raw_response TEXT
) STRICT;

CREATE INDEX requests_by_status ON requests(condition_id, status);
CREATE INDEX attempts_by_request ON attempts(request_id);
