-- SPDX-FileCopyrightText: 2026 RaterLab contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
--
-- Schema version 4: the provider batch jobs of a condition's runs (engine/inference/batch/batchjobs.h).
-- A job is written (state 'submitting', its requests' custom ids in order) before it is sent, given the
-- provider's id when the provider accepted it, and marked 'reconciled' once every result it returned is in
-- the journal; a restart polls the jobs that are neither reconciled nor abandoned instead of sending their
-- requests again. Nothing older changes.

CREATE TABLE batch_jobs (
    id                INTEGER PRIMARY KEY,
    condition_id      INTEGER NOT NULL REFERENCES conditions(id) ON DELETE CASCADE,
    run_id            INTEGER REFERENCES runs(id) ON DELETE SET NULL,
    provider          TEXT NOT NULL,      -- openai | anthropic | gemini
    provider_batch_id TEXT,               -- NULL until the provider accepted the job
    input_file_id     TEXT,               -- openai: the uploaded JSONL file
    state             TEXT NOT NULL,      -- submitting | validating | in_progress | finalizing | completed | failed
                                          -- | expired | cancelling | cancelled | reconciled | abandoned
    created_at        TEXT NOT NULL,
    expires_at        TEXT,
    updated_at        TEXT,
    request_count     INTEGER NOT NULL DEFAULT 0,
    succeeded         INTEGER NOT NULL DEFAULT 0,
    failed            INTEGER NOT NULL DEFAULT 0,
    payload_bytes     INTEGER NOT NULL DEFAULT 0,
    error_detail      TEXT
) STRICT;
CREATE INDEX batch_jobs_by_state ON batch_jobs(condition_id, state);

-- The requests of a job in submission order: custom_id is the request's identity hash (batchprotocol.h).
CREATE TABLE batch_job_requests (
    job_id    INTEGER NOT NULL REFERENCES batch_jobs(id) ON DELETE CASCADE,
    position  INTEGER NOT NULL,
    custom_id TEXT NOT NULL,
    PRIMARY KEY (job_id, position)
) STRICT;
CREATE INDEX batch_job_requests_by_custom_id ON batch_job_requests(custom_id);
