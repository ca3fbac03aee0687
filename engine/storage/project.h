// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/storage/database.h"
#include "engine/study/study.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

/// A RaterLab project file (`*.raterlab`): one SQLite database holding a study, its model
/// conditions, predictions and the inference journal. Opening migrates an older schema forward
/// (in one transaction), refuses a newer one, and runs an integrity check.
namespace rl::storage {

inline constexpr int kSchemaVersion = 5;

/// Bytes of a stimulus kept inside the project (e.g. the demo's procedurally drawn faces).
struct ItemPayload {
    std::string itemKey;
    std::string mime;
    std::vector<std::uint8_t> bytes;
};

/// Free text that came with a model's answer.
struct PredictionText {
    std::string conditionId;
    std::string itemKey;
    int sample = 0;
    int round = 0;                        ///< deliberation round (0 when the strategy has none)
    std::string thinking;
    std::string rawResponse;
};

/// What one save() writes, all in one transaction.
struct SaveSet {
    std::size_t firstNewRating = 0;       ///< ratings[firstNewRating..] are inserted; earlier ones exist
    std::vector<ItemPayload> payloads;    ///< stored (replacing) with their items
    std::vector<PredictionText> texts;    ///< stored (replacing) per (condition, item, sample)
    bool replaceConditionRatings = false; ///< delete existing ratings of the conditions in `replaceConditions` first
    std::vector<std::string> replaceConditions;
    std::vector<std::pair<std::string, std::string>> meta; ///< meta keys set (replacing) in the same transaction
    /// Folders of stimulus CSVs imported with linked files (added to the meta key linked_folders, a JSON list): on use,
    /// a linked file must lie in one of them or in the project's folder (and the project must be of this machine).
    std::vector<std::string> linkedFolders;
};

/// The value of meta key `key` read through `db` (a connection to a project file); `fallback` when unset.
Result<std::string> metaValue(Database &db, const std::string &key, const std::string &fallback = {});

class Project {
public:
    /// Open (or create) a project file. CreateIfMissing writes the current schema.
    static Result<Project> open(const std::string &path, Database::Mode mode = Database::Mode::OpenExisting);

    const std::string &path() const { return m_db.path(); }
    int schemaVersion() const { return m_schemaVersion; }

    /// A transaction on the project's connection (Database::Transaction) that waits up to `waitMs` for the
    /// file's write lock (an import's rule: taken after the parse, held until the commit); what is written
    /// through the project and its stores meanwhile commits or rolls back with it.
    Database::Transaction transaction(int waitMs) { return Database::Transaction(m_db, waitMs); }
    /// The whole project as the bytes of a SQLite file (Database::serialize).
    Result<std::vector<std::uint8_t>> serialize() { return m_db.serialize(); }

    /// The whole study (without payloads and texts), in declared order.
    Result<study::Study> loadStudy();

    /// Upsert factors, dimensions, conditions, raters and items by key, insert new ratings, and
    /// store payloads and texts — one transaction: all of it, or nothing.
    Status save(const study::Study &s, const SaveSet &set = {});

    Result<ItemPayload> itemPayload(const std::string &itemKey);
    /// Every text of a condition and item (all samples); empty when none.
    Result<std::vector<PredictionText>> predictionTexts(const std::string &conditionId, const std::string &itemKey);
    Result<std::vector<PredictionText>> allPredictionTexts();

    /// The project's random id (origin.h); "" for a file that could not be given one.
    Result<std::string> projectId();
    /// Whether the project was created on this machine by this user (meta created_on == machineId()).
    Result<bool> createdHere();
    Result<std::string> meta(const std::string &key, const std::string &fallback = {});
    /// The folders a linked stimulus file may be read from on use (stimulusfile.h): the project's own folder, and
    /// the recorded linked_folders when the project was created on this machine (trust.h); a project from
    /// elsewhere cannot widen what it reads.
    Result<std::vector<std::string>> stimulusFolders();
    Status setMeta(const std::string &key, const std::string &value);

    /// Save As: a consistent copy of the whole project (committed data, WAL included) at `path`,
    /// written beside it under a temporary name and renamed into place (rl::PendingFile), so `path` is either the old
    /// file or the whole copy; an existing file there is replaced. This project stays open as it was.
    Status copyTo(const std::string &path);

private:
    // The stores of engine/storage own the tables (each its own): only they reach the connection.
    friend class RunStore;
    friend class BatchJobTable;
    friend class StStore;
    friend Result<study::Study> saveConditions(const std::string &path, const study::Study &base,
        const std::vector<study::ModelCondition> &conditions); // conditionsave.h
    friend Result<study::Study> withConditionRatingsFrom(const std::string &path, const study::Study &base,
        const std::string &conditionId);
    Database &database() { return m_db; }

    explicit Project(Database db) : m_db(std::move(db)) { }
    Status migrate();
    Status migrateFrom(int version);
    Status loadProtocol(study::Study &s);
    Status checkIntegrity();

    Database m_db;
    int m_schemaVersion = 0;
};

} // namespace rl::storage
