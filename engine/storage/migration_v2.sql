-- SPDX-FileCopyrightText: 2026 RaterLab contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
--
-- Schema version 2: study protocols (meta keys study_kind, item_kind, groupings), text payloads of
-- items, the deliberation round in requests and prediction texts, and converted stimuli kept in the
-- project (item_media). Runs inside the migration transaction with foreign keys off (the rebuilt
-- tables keep their ids, so the references of attempts and ratings stay valid); project.cpp runs
-- the foreign key check afterwards.

ALTER TABLE items ADD COLUMN text TEXT NOT NULL DEFAULT '';
ALTER TABLE items ADD COLUMN text2 TEXT NOT NULL DEFAULT '';

CREATE TABLE prediction_texts_v2 (
    rater_id     INTEGER NOT NULL REFERENCES raters(id) ON DELETE CASCADE,
    item_id      INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
    round        INTEGER NOT NULL DEFAULT 0,
    sample       INTEGER NOT NULL DEFAULT 0,
    thinking     TEXT NOT NULL DEFAULT '',
    raw_response TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (rater_id, item_id, round, sample)
) STRICT;
INSERT INTO prediction_texts_v2(rater_id, item_id, round, sample, thinking, raw_response)
    SELECT rater_id, item_id, 0, sample, thinking, raw_response FROM prediction_texts;
DROP TABLE prediction_texts;
ALTER TABLE prediction_texts_v2 RENAME TO prediction_texts;

-- One logical request: its identity is (condition, item, stage, round, sample, prompt hash).
CREATE TABLE requests_v2 (
    id              INTEGER PRIMARY KEY,
    condition_id    INTEGER NOT NULL REFERENCES conditions(id) ON DELETE CASCADE,
    item_id         INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
    stage           INTEGER NOT NULL,
    round           INTEGER NOT NULL DEFAULT 0,
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
    UNIQUE (condition_id, item_id, stage, round, sample, prompt_hash)
) STRICT;
INSERT INTO requests_v2(id, condition_id, item_id, stage, round, sample, prompt_hash, run_id, status, parsed_json,
                        thinking, raw_response, input_tokens, output_tokens, thinking_tokens, latency_ms, cost_usd,
                        error_code, error_detail, answered_at)
    SELECT id, condition_id, item_id, stage, 0, sample, prompt_hash, run_id, status, parsed_json,
           thinking, raw_response, input_tokens, output_tokens, thinking_tokens, latency_ms, cost_usd,
           error_code, error_detail, answered_at FROM requests;
DROP TABLE requests;
ALTER TABLE requests_v2 RENAME TO requests;
CREATE INDEX requests_by_status ON requests(condition_id, status);

-- A stimulus converted for the models (an SVG rasterised to PNG), made once. `source_hash` is the
-- FNV-1a hash of the bytes it was made from: a changed stimulus is converted again.
CREATE TABLE item_media (
    item_id     INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
    variant     TEXT NOT NULL,
    source_hash TEXT NOT NULL,
    mime        TEXT NOT NULL,
    bytes       BLOB NOT NULL,
    PRIMARY KEY (item_id, variant)
) STRICT;

-- A v1 file holding a study was a face study when it has the emotion factor or dimension, else a
-- generic rating study. An empty file records nothing: its first import decides.
INSERT INTO meta(key, value)
    SELECT 'study_kind', CASE WHEN EXISTS (SELECT 1 FROM factors WHERE name = 'emotion')
                                OR EXISTS (SELECT 1 FROM dimensions WHERE name = 'emotion')
                              THEN 'face' ELSE 'rating' END
    WHERE EXISTS (SELECT 1 FROM items) AND NOT EXISTS (SELECT 1 FROM meta WHERE key = 'study_kind');
