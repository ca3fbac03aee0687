// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Test helpers of the analysis tests: the public synthetic face study imported THROUGH THE REAL
// IMPORTERS (with --map style column renames) into a temporary project, and a reader of the tidy
// metrics.csv the analysis writes.
#include "engine/io/csv.h"
#include "engine/io/importers.h"
#include "engine/storage/project.h"
#include "tests/common/testutil.h"

#include <cmath>
#include <cstdlib>
#include <map>
#include <string>
#include <tuple>

namespace rl::test {

/// Creates `path` and imports face_images.csv, face_ratings.csv.gz and face_model_predictions.csv.gz.
/// Returns an empty string on success, else the first error.
inline std::string importReferenceFaceStudy(const std::string &path)
{
    const std::string face = referenceDir() + "/face/";
    auto project = storage::Project::open(path, storage::Database::Mode::CreateIfMissing);
    if (!project)
        return project.error().message();
    const io::ColumnMap images {{"image_id", "stimulus_id"}};
    if (auto r = io::importFile(*project, io::ImportKind::Stimuli, face + "face_images.csv", images); !r)
        return r.error().message();
    if (auto r = io::importFile(*project, io::ImportKind::Ratings, face + "face_ratings.csv.gz", images); !r)
        return r.error().message();
    const io::ColumnMap predictions {{"image_id", "stimulus_id"},
                                     {"valence_pred", "valence"},
                                     {"arousal_pred", "arousal"},
                                     {"emotion_pred", "emotion"}};
    if (auto r = io::importFile(*project, io::ImportKind::Predictions, face + "face_model_predictions.csv.gz", predictions); !r)
        return r.error().message();
    return {};
}

/// metrics.csv as a map (condition, dimension, emotion, metric) -> value; NA -> NaN.
struct Metrics {
    std::map<std::tuple<std::string, std::string, std::string, std::string>, double> values;
    std::size_t rows = 0;
    std::size_t duplicates = 0;
    std::string header;

    bool has(const std::string &c, const std::string &d, const std::string &e, const std::string &m) const
    {
        return values.count({c, d, e, m}) > 0;
    }
    double get(const std::string &c, const std::string &d, const std::string &e, const std::string &m) const
    {
        auto it = values.find({c, d, e, m});
        return it == values.end() ? std::nan("") : it->second;
    }
};

inline Metrics readMetrics(const std::string &path)
{
    Metrics m;
    auto table = io::readCsvFile(path);
    if (!table)
        return m;
    for (std::size_t i = 0; i < table->header.size(); ++i)
        m.header += (i ? "," : "") + table->header[i];
    for (const auto &row : table->rows) {
        const auto &f = row.fields;
        const double v = f[4] == "NA" ? std::nan("") : f[4] == "Inf" ? INFINITY : f[4] == "-Inf" ? -INFINITY : std::strtod(f[4].c_str(), nullptr);
        if (!m.values.emplace(std::make_tuple(f[0], f[1], f[2], f[3]), v).second)
            ++m.duplicates;
        ++m.rows;
    }
    return m;
}

} // namespace rl::test
