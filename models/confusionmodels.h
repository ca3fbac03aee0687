// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/agreement/confusion.h"
#include "engine/agreement/plurality.h"
#include "engine/analysis/ratinganalysis.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <limits>
#include <string>
#include <vector>

namespace rl::models {

/// A confusion matrix as the views show it, whichever the reference: the integer counts of a
/// classification against the items' true labels (agreement::ConfusionResult), or the fractional counts
/// of a categorical dimension without gold against the human plurality, an item whose plurality is a tie
/// of t labels counting 1/t in each of their rows (agreement::PluralityConfusion, methods §3.7). Rows =
/// reference label, columns = answer, column K = invalid. The numbers are the engine's, copied.
struct ConfusionTable {
    struct Label {
        double support = 0;   ///< row sum (the reference count of the label; fractional against the plurality)
        double precision = 0;
        double recall = 0;
        double f1 = 0;
    };
    std::size_t classCount = 0;
    std::vector<double> counts; ///< K x (K + 1) row-major
    std::vector<Label> perClass;
    double n = 0;               ///< total weight (= items compared)
    std::size_t nInvalid = 0;
    double accuracy = std::numeric_limits<double>::quiet_NaN(); ///< against the plurality: the plurality agreement
    double kappa = std::numeric_limits<double>::quiet_NaN();
    double macroF1 = std::numeric_limits<double>::quiet_NaN();
    agreement::KappaBand band = agreement::KappaBand::Undefined;
    bool fractional = false;    ///< against the human plurality

    double count(std::size_t row, std::size_t column) const { return counts[row * (classCount + 1) + column]; }
    double invalid(std::size_t row) const { return counts[row * (classCount + 1) + classCount]; }
};

ConfusionTable confusionTable(const agreement::ConfusionResult &confusion);
ConfusionTable confusionTable(const agreement::PluralityAgreementResult &result);

/// Which matrix a confusion view, figure or table shows: the classification against the true labels
/// (kClassification) or, by its index, a categorical dimension judged against the human plurality.
inline constexpr int kClassification = -1;
inline constexpr int kNoConfusion = -2; ///< `dimension` names neither
/// "" = the classification when the analysis has one, else the first categorical dimension; "classification"
/// or the classified dimension's name = the classification; a categorical dimension's name = its plurality.
int confusionSource(const analysis::RatingAnalysis &analysis, const std::string &dimension);
/// Condition `condition`'s matrix of `source` over every item (empty when the condition gave no answers).
ConfusionTable conditionConfusion(const analysis::RatingAnalysis &analysis, std::size_t condition, int source);
const std::vector<std::string> &confusionLabels(const analysis::RatingAnalysis &analysis, int source);
/// The dimension whose labels the matrix has ("emotion" for the face study's classification).
std::string confusionDimension(const analysis::RatingAnalysis &analysis, int source);

/// A count as the tables and figures write it: an integer as such, a fractional count (ties shared)
/// with up to two decimals ("12.5", "3.33"); localised unless `exported`.
QString countText(double count, bool exported = false);

/// The confusion matrix of one condition as a table: rows = true label (or human plurality), columns =
/// answer then "invalid". A cell displays the count and the row percentage ("38 (79.2%)"), exports the
/// count (ExportValueRole: full precision; fractional against the plurality), and sorts by it.
class ConfusionMatrixModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit ConfusionMatrixModel(QObject *parent = nullptr);

    /// `dimension` names the labels' dimension (their display names).
    void setConfusion(const ConfusionTable &confusion, const std::vector<std::string> &labels,
                      const std::string &dimension = "emotion");
    void setConfusion(const agreement::ConfusionResult &confusion, const std::vector<std::string> &labels)
    {
        setConfusion(confusionTable(confusion), labels);
    }
    const ConfusionTable &confusion() const { return m_confusion; }
    double rowShare(int row, int column) const; ///< count / support of the row (NaN when empty)

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    ConfusionTable m_confusion;
    std::vector<std::string> m_labels;
    std::string m_dimension = "emotion";
};

/// Per-class precision, recall, F1 and support of one condition, then a macro-average row; against the
/// human plurality the support is fractional.
class ClassMetricsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Label, Support, Precision, Recall, F1, ColumnCount };

    explicit ClassMetricsModel(QObject *parent = nullptr);

    void setConfusion(const ConfusionTable &confusion, const std::vector<std::string> &labels,
                      const std::string &dimension = "emotion");
    void setConfusion(const agreement::ConfusionResult &confusion, const std::vector<std::string> &labels)
    {
        setConfusion(confusionTable(confusion), labels);
    }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    double number(int row, int column) const;

    ConfusionTable m_confusion;
    std::vector<std::string> m_labels;
    std::string m_dimension = "emotion";
};

} // namespace rl::models
