-- SPDX-FileCopyrightText: 2026 RaterLab contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
--
-- Schema version 3: the StereoTales study (docs/methods.md §9; engine/io/stereotales/stories.h describes how its
-- importers fill these tables, engine/analysis/stereotales/stdata.h what its statistics read). The
-- prompt grid is one JSON document (engine/study/stereotales/grid.h, gridToJson); its prompts are
-- ordinary items of kind prompt. Stories and their extractor answers have tables of their own: 650k
-- stories x 19 attributes x 3 extractors do not belong in the ratings table. An extractor's answers
-- for one story are one blob of one byte per attribute (the value code; 255 = unknown or not
-- answered), so that table holds one row per (story, extractor).

CREATE TABLE st_grid (
    id   INTEGER PRIMARY KEY CHECK (id = 1),
    json TEXT NOT NULL
) STRICT;

-- The attributes and their closed value sets: the grid's (in its order) or, without a grid, the
-- ones the imported files name (in order of first appearance). `id` is the position.
CREATE TABLE st_attributes (
    id   INTEGER PRIMARY KEY CHECK (id >= 0),
    name TEXT NOT NULL UNIQUE
) STRICT;
CREATE TABLE st_values (
    attribute_id INTEGER NOT NULL REFERENCES st_attributes(id),
    code         INTEGER NOT NULL CHECK (code BETWEEN 0 AND 254),
    name         TEXT NOT NULL,
    promptable   INTEGER NOT NULL CHECK (promptable IN (0, 1)),
    PRIMARY KEY (attribute_id, code),
    UNIQUE (attribute_id, name)
) STRICT;

CREATE TABLE st_models (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
) STRICT;
CREATE TABLE st_languages (
    id   INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE
) STRICT;
CREATE TABLE st_extractors (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
) STRICT;

CREATE TABLE st_stories (
    id           INTEGER PRIMARY KEY,
    story_key    TEXT NOT NULL UNIQUE,
    model_id     INTEGER NOT NULL REFERENCES st_models(id),
    language_id  INTEGER NOT NULL REFERENCES st_languages(id),
    attribute_id INTEGER NOT NULL,
    value_code   INTEGER NOT NULL,
    refused      INTEGER NOT NULL DEFAULT 0 CHECK (refused IN (0, 1)),
    prompt_key   TEXT NOT NULL DEFAULT '',
    text         TEXT NOT NULL DEFAULT '',
    FOREIGN KEY (attribute_id, value_code) REFERENCES st_values(attribute_id, code)
) STRICT;

CREATE TABLE st_extractions (
    story_id     INTEGER NOT NULL REFERENCES st_stories(id) ON DELETE CASCADE,
    extractor_id INTEGER NOT NULL REFERENCES st_extractors(id),
    codes        BLOB NOT NULL,
    PRIMARY KEY (story_id, extractor_id)
) STRICT, WITHOUT ROWID;
