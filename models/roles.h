// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <Qt>

/// Every custom item-data role of RaterLab's models and views, in one enum so that no two roles share
/// a value (tst_layering's roleValuesAreUnique reads this file and fails on an overlap, and on a role
/// defined anywhere else). Roles that exist once per factor or per dimension are a base plus the index
/// into Study::factors / Study::dimensions (use the helpers below): a base owns kMaxIndexedRoles values,
/// so a proxy or a delegate can ask for "level of factor 2" without knowing the factor's name.
namespace rl::models {

enum Role : int {
    StimulusKeyRole = Qt::UserRole + 1, ///< QString: Item::key (stimulus_id)
    ItemIndexRole,                      ///< int: index into Study::items
    ThumbnailReadyRole,                 ///< bool: the decoration is the rendered thumbnail, not the placeholder
    HumanRatingCountRole,               ///< int: number of human ratings of the item, all dimensions

    // Analysis tables (agreement, confusion, verdicts, demographics)
    SortValueRole = Qt::UserRole + 0x40, ///< double (or QString for text columns): what the column sorts by
    ExportTextRole,                      ///< QString: the cell for CSV/LaTeX/Markdown, C locale, no units
    ConditionIdRole,                     ///< QString: the row's ModelCondition::id
    VerdictRole,                         ///< int: analysis::Verdict of a verdict-matrix cell
    VerdictEmotionRole,                  ///< QString: the cell's emotion label (canonical)
    VerdictDimensionRole,                ///< QString: "classification", "valence" or "arousal"
    MeetsRole,                           ///< bool: the evidence row's condition meets its cell
    ExportValueRole,                     ///< double: a numeric cell's full-precision value (CSV, xlsx); invalid for text
    NumberStyleRole,                     ///< int (cellformat::Style), horizontal header: how publication tables write the column
    SubsetMaskRole,                      ///< quint32: a jury subset's mask over its table's judge columns
    HygieneFlagsRole,                    ///< int: models::jury::HygieneFlag bits of a corpus item

    // One model's own roles
    StRowTagRole = Qt::UserRole + 0x60, ///< int: a StereoTales table row's tag (cell index, story index, …), -1 when none
    DemographicsSignificantRole,        ///< bool: the demographics cell's q (ANOVA) or adjusted p (Tukey, GLMM) is below .05

    // The conditions editor (ConditionListModel)
    ConditionValidRole = Qt::UserRole + 0x90, ///< bool: no blocking problem
    ConditionSimulatedRole,                   ///< bool: produced by the demo generator (read-only)
    ConditionHasPredictionsRole,              ///< bool: the project holds ratings of this condition
    ConditionProblemsRole,                    ///< QStringList: translated problems, errors first

    // The welcome page's recent projects (WelcomePage::recentList)
    RecentPathRole = Qt::UserRole + 0xA0, ///< QString: the recent project's absolute path
    RecentExistsRole,                     ///< bool: the file still exists

    // The analysis options (AnalysisOptionsModel)
    OptionNameRole = Qt::UserRole + 0xB0, ///< QString, any column: the option's name as in analysis.json

    FactorLevelIndexRoleBase = Qt::UserRole + 0x100, ///< + factor index: int level index, -1 when missing
    FactorLevelNameRoleBase = Qt::UserRole + 0x200,  ///< + factor index: QString level name, empty when missing
    HumanMeanRoleBase = Qt::UserRole + 0x300,        ///< + dimension index: double human mean, NaN when unrated
    HumanSdRoleBase = Qt::UserRole + 0x400,          ///< + dimension index: double human SD, NaN when n < 2
    ModelGapRoleBase = Qt::UserRole + 0x500,         ///< + dimension index: double mean |model answer − human mean| over the model answers, NaN when none

    // The runs panel (RunsTableModel, FailuresModel)
    RunDoneRole = Qt::UserRole + 0x600, ///< qlonglong: requests finished (answered + failed) in this run
    RunTotalRole,                       ///< qlonglong: requests this run has to send; 0 = unknown
    RunStatusRole,                      ///< int: RunsTableModel::Status
    RawResponseRole,                    ///< QString: a raw response body (a failure's; a model answer's, sample 0)

    // A model's answers (ModelAnswersModel)
    ThinkingRole = Qt::UserRole + 0x700, ///< QString: the answer's thinking trace (sample 0)
};

/// At most this many factors / dimensions get a role of their own.
inline constexpr int kMaxIndexedRoles = 0x100;

constexpr int factorLevelIndexRole(int factor) { return FactorLevelIndexRoleBase + factor; }
constexpr int factorLevelNameRole(int factor) { return FactorLevelNameRoleBase + factor; }
constexpr int humanMeanRole(int dimension) { return HumanMeanRoleBase + dimension; }
constexpr int humanSdRole(int dimension) { return HumanSdRoleBase + dimension; }
constexpr int modelGapRole(int dimension) { return ModelGapRoleBase + dimension; }

} // namespace rl::models
