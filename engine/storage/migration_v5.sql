-- SPDX-FileCopyrightText: 2026 RaterLab contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
--
-- Schema version 5: the journal of the StereoTales extraction runs (engine/inference/stereotales/extraction.h).
-- An extraction request is one story read by one extractor condition: its identity is (condition, story,
-- prompt hash). The answer itself is the st_extractions row (written in the same transaction); this table
-- keeps what the requests table keeps for item requests — status, the extractor's refusal verdict, the
-- canonical answer, the raw text (redacted of the key), tokens, latency, cost, the failure reason — so that
-- a failed request is stored and sent again by the next run, and the story's refusal is the extractors'
-- majority. Nothing older changes.

CREATE TABLE st_requests (
    id            INTEGER PRIMARY KEY,
    condition_id  INTEGER NOT NULL REFERENCES conditions(id) ON DELETE CASCADE,
    story_id      INTEGER NOT NULL REFERENCES st_stories(id) ON DELETE CASCADE,
    prompt_hash   TEXT NOT NULL,
    run_id        INTEGER REFERENCES runs(id) ON DELETE SET NULL,
    status        TEXT NOT NULL,      -- answered | failed
    refused       INTEGER CHECK (refused IN (0, 1)),
    parsed_json   TEXT,
    raw_response  TEXT,
    input_tokens  INTEGER,
    output_tokens INTEGER,
    latency_ms    REAL,
    cost_usd      REAL,
    attempts      INTEGER NOT NULL DEFAULT 1,
    error_code    TEXT,
    error_detail  TEXT,
    answered_at   TEXT,
    UNIQUE (condition_id, story_id, prompt_hash)
) STRICT;
CREATE INDEX st_requests_by_story ON st_requests(story_id, status);
