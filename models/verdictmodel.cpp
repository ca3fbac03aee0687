// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/verdictmodel.h"
#include "models/metricdefinitions.h"

#include "models/cellformat.h"
#include "models/colorscale.h"
#include "models/displaynames.h"
#include "models/roles.h"

#include <QLocale>

#include <algorithm>
#include <limits>

namespace rl::models {

namespace {
constexpr double kNan = std::numeric_limits<double>::quiet_NaN();

// Evidence columns after the condition and "meets" columns.
enum ClassColumn { CRecall = 2, CTp, CSupport, CKappa, CClassCount };
enum DimColumn { DDeltaAlpha = 2, DW1sd, DW1sdLoo, DBias, DBiasP, DLoaWidth, DHumanRange, DCandidate, DAltTest, DJointAltTest,
                 DCount };
enum CatColumn { KDeltaAlpha = 2, KPlurality, KPluralityLoo, KAltTest, KJointAltTest, KCount };

// Machine names (ExportTextRole) and definition keys (ToolTipRole) of the evidence columns from 2 on.
const char *const kClassKeys[] = {"recall", "tp", "support", "kappa"};
const char *const kDimKeys[] = {"delta_alpha", "w1sd", "w1sd_loo", "bias", "bias_p", "loa_width", "human_range",
                                "calibration", "alt_test_omega", "alt_test_joint_omega"};
const char *const kDimDefinitions[] = {"delta_alpha", "w1sd", "w1sd_loo", "ba_bias", "bias_p", "loa_width",
                                       "human_range", "calibration", "alt_test_omega", "alt_test_joint_omega"};
const char *const kCatKeys[] = {"delta_alpha", "plurality_agreement", "plurality_agreement_loo", "alt_test_omega",
                                "alt_test_joint_omega"};
const char *const kCatDefinitions[] = {"categorical_delta_alpha", "plurality_agreement", "plurality_agreement_loo",
                                       "alt_test_omega", "alt_test_joint_omega"};

template <typename T>
void appendOnce(std::vector<T> &v, const T &x)
{
    if (std::find(v.begin(), v.end(), x) == v.end())
        v.push_back(x);
}

} // namespace

std::vector<std::string> VerdictMatrixModel::dimensionsOf(const analysis::VerdictMatrix &matrix)
{
    std::vector<std::string> out;
    for (const auto &c : matrix.cells)
        appendOnce(out, c.dimension);
    return out;
}

std::vector<std::string> VerdictMatrixModel::groupsOf(const analysis::VerdictMatrix &matrix)
{
    std::vector<std::string> out;
    for (const auto &c : matrix.cells)
        appendOnce(out, c.group);
    return out;
}

QString VerdictMatrixModel::dimensionTitle(const std::string &key)
{
    if (key == "classification")
        return tr("Classification");
    return DisplayNames::dimension(key);
}

QString VerdictMatrixModel::groupTitle(const analysis::VerdictMatrix &matrix, const std::string &group)
{
    if (group == "all")
        return tr("All items");
    return DisplayNames::level(matrix.groupBy, group);
}

VerdictMatrixModel::VerdictMatrixModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    setProperty("exportCorner", QStringLiteral("group"));
}

QString VerdictMatrixModel::reasonText(const analysis::VerdictCell &cell, const analysis::VerdictMatrix &matrix)
{
    const bool classification = cell.dimension == "classification";
    if (cell.noHumanRatings)
        return tr("No human ratings of %1.").arg(dimensionTitle(cell.dimension));
    const QString criterion = classification
        ? tr("recall ≥ %1 and κ ≥ %2").arg(QLocale().toString(matrix.recallThreshold, 'g', 3),
                                           QLocale().toString(matrix.kappaThreshold, 'g', 3))
        : cell.categorical ? tr("Δα ≥ 0 and plurality agreement ≥ the humans' leave-one-out plurality agreement")
                           : tr("Δα ≥ 0 and W1SD ≥ the human leave-one-out baseline");
    QStringList meeting;
    for (const auto &id : cell.conditionsMeeting)
        meeting << QString::fromStdString(id);
    switch (cell.verdict) {
    case analysis::Verdict::Replaceable:
    case analysis::Verdict::Partial:
        return tr("%n condition(s) meet %1: %2.", nullptr, int(cell.nMeeting))
            .arg(criterion, meeting.join(QStringLiteral(", ")));
    case analysis::Verdict::NeedsCalibration:
        return tr("No condition meets %1; %2 keeps Δα ≥ 0 with a significant bias and limits of agreement no wider "
                  "than the human range, so an affine calibration y′ = %3·y + %4 is offered.")
            .arg(criterion, QString::fromStdString(cell.calibrationCondition),
                 QLocale().toString(cell.calibration.a, 'f', 3), QLocale().toString(cell.calibration.b, 'f', 3));
    case analysis::Verdict::NoData:
        return tr("No data: no condition has model answers or ratings in this cell, so it is not judged.");
    case analysis::Verdict::NotReplaceable:
        break;
    }
    if (cell.evidence.empty())
        return tr("No condition has data for this cell.");
    return tr("No condition meets %1.").arg(criterion);
}

void VerdictMatrixModel::setVerdicts(analysis::VerdictMatrix verdicts)
{
    beginResetModel();
    m_verdicts = std::move(verdicts);
    m_groups = groupsOf(m_verdicts);
    m_dimensions = dimensionsOf(m_verdicts);
    setProperty("exportCorner", QString::fromStdString(m_verdicts.groupColumn()));
    endResetModel();
}

const analysis::VerdictCell *VerdictMatrixModel::cell(const QModelIndex &index) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return nullptr;
    return m_verdicts.find(m_groups[static_cast<std::size_t>(index.row())],
                           m_dimensions[static_cast<std::size_t>(index.column())]);
}

QModelIndex VerdictMatrixModel::indexOf(const std::string &group, const std::string &dimension) const
{
    const auto row = std::find(m_groups.begin(), m_groups.end(), group);
    const auto col = std::find(m_dimensions.begin(), m_dimensions.end(), dimension);
    if (row == m_groups.end() || col == m_dimensions.end())
        return {};
    return index(static_cast<int>(row - m_groups.begin()), static_cast<int>(col - m_dimensions.begin()));
}

int VerdictMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_groups.size());
}

int VerdictMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_groups.empty() ? 0 : static_cast<int>(m_dimensions.size());
}

QVariant VerdictMatrixModel::data(const QModelIndex &index, int role) const
{
    const analysis::VerdictCell *c = cell(index);
    if (!c) {
        if (role == Qt::DisplayRole && index.isValid() && index.row() < rowCount())
            return QStringLiteral("\u2014");
        return {};
    }
    switch (role) {
    case Qt::DisplayRole:
        return verdictSymbol(c->verdict) + QLatin1Char(' ') + verdictLabel(c->verdict)
            + QStringLiteral(" (%1)").arg(c->nMeeting);
    case ExportTextRole:
        return QString::fromLatin1(analysis::verdictName(c->verdict));
    case Qt::BackgroundRole:
        return verdictColor(c->verdict);
    case Qt::ForegroundRole:
        return textColorOn(verdictColor(c->verdict));
    case Qt::TextAlignmentRole:
        return Qt::AlignCenter;
    case Qt::ToolTipRole: {
        QStringList meeting;
        for (const auto &id : c->conditionsMeeting)
            meeting << QString::fromStdString(id);
        QString tip = tr("%1\nConditions meeting the cell: %2")
                          .arg(reasonText(*c, m_verdicts), meeting.isEmpty() ? tr("none") : meeting.join(QStringLiteral(", ")));
        if (c->altTestUsableRaters > 0)
            tip += QLatin1Char('\n')
                + tr("Alt-test: %n condition(s) pass (ε = %1).", nullptr, int(c->altTestPassing))
                      .arg(QLocale().toString(m_verdicts.altTestEpsilon, 'g', 3));
        return tip;
    }
    case VerdictRole:
        return static_cast<int>(c->verdict);
    case VerdictEmotionRole:
        return QString::fromStdString(c->group);
    case VerdictDimensionRole:
        return QString::fromStdString(c->dimension);
    case SortValueRole:
        return static_cast<int>(c->verdict);
    default:
        return {};
    }
}

QVariant VerdictMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && section >= 0 && section < columnCount()) {
        const std::string &key = m_dimensions[static_cast<std::size_t>(section)];
        if (role == Qt::DisplayRole)
            return dimensionTitle(key);
        if (role == ExportTextRole)
            return QString::fromStdString(key);
        if (role == Qt::ToolTipRole)
            return metricDefinition(u"verdict");
    }
    if (orientation == Qt::Vertical && section >= 0 && section < rowCount()) {
        const std::string &group = m_groups[static_cast<std::size_t>(section)];
        if (role == Qt::DisplayRole)
            return groupTitle(m_verdicts, group);
        if (role == ExportTextRole)
            return QString::fromStdString(group);
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

VerdictEvidenceModel::VerdictEvidenceModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void VerdictEvidenceModel::setCell(const analysis::VerdictCell *cell)
{
    beginResetModel();
    m_hasCell = cell != nullptr;
    m_cell = cell ? *cell : analysis::VerdictCell {};
    endResetModel();
}

int VerdictEvidenceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_hasCell ? 0 : static_cast<int>(m_cell.evidence.size());
}

int VerdictEvidenceModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_hasCell)
        return 0;
    return classification() ? int(CClassCount) : categorical() ? int(KCount) : int(DCount);
}

double VerdictEvidenceModel::number(const analysis::VerdictEvidence &e, int column) const
{
    if (classification()) {
        switch (column) {
        case CRecall:
            return e.recall;
        case CTp:
            return static_cast<double>(e.tp);
        case CSupport:
            return static_cast<double>(e.support);
        case CKappa:
            return e.kappa;
        default:
            return kNan;
        }
    }
    if (categorical()) {
        switch (column) {
        case KDeltaAlpha:
            return e.deltaAlpha;
        case KPlurality:
            return e.pluralityAgreement;
        case KPluralityLoo:
            return e.pluralityLoo;
        case KAltTest:
            return e.altTest.winningRate;
        case KJointAltTest:
            return e.jointAltTest.winningRate;
        default:
            return kNan;
        }
    }
    switch (column) {
    case DDeltaAlpha:
        return e.deltaAlpha;
    case DW1sd:
        return e.w1sd;
    case DW1sdLoo:
        return e.w1sdLoo;
    case DBias:
        return e.bias;
    case DBiasP:
        return e.biasP;
    case DLoaWidth:
        return e.loaWidth;
    case DHumanRange:
        return e.humanRange;
    case DAltTest:
        return e.altTest.winningRate;
    case DJointAltTest:
        return e.jointAltTest.winningRate;
    default:
        return kNan;
    }
}

const analysis::AltTestResult *VerdictEvidenceModel::altTestOf(const analysis::VerdictEvidence &e, int column) const
{
    if (classification())
        return nullptr;
    if (column == (categorical() ? int(KAltTest) : int(DAltTest)))
        return &e.altTest;
    if (column == (categorical() ? int(KJointAltTest) : int(DJointAltTest)))
        return &e.jointAltTest;
    return nullptr;
}

void VerdictEvidenceModel::setConditionLabels(std::map<std::string, std::string> labels)
{
    m_labels = std::move(labels);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, 0), {Qt::DisplayRole});
}

QVariant VerdictEvidenceModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const auto &e = m_cell.evidence[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    if (role == MeetsRole)
        return e.meets;
    if (role == ConditionIdRole)
        return QString::fromStdString(e.condition);
    if (role == Qt::BackgroundRole && e.meets)
        return verdictColor(analysis::Verdict::Partial).lighter(125);
    if (column == 0) {
        if (role == Qt::DisplayRole) {
            const auto label = m_labels.find(e.condition);
            return QString::fromStdString(label != m_labels.end() && !label->second.empty() ? label->second : e.condition);
        }
        if (role == ExportTextRole || role == SortValueRole)
            return QString::fromStdString(e.condition);
        return {};
    }
    if (column == 1) {
        if (role == Qt::DisplayRole)
            return !e.available ? tr("no data") : e.meets ? tr("yes") : tr("no");
        if (role == ExportTextRole)
            return !e.available ? QStringLiteral("NA") : e.meets ? QStringLiteral("TRUE") : QStringLiteral("FALSE");
        if (role == SortValueRole)
            return e.meets ? 1 : 0;
        return {};
    }
    if (!classification() && !categorical() && column == DCandidate) {
        if (role == Qt::DisplayRole)
            return e.calibrationCandidate ? tr("yes: y' = %1 y + %2")
                                                .arg(cellformat::display(e.calibration.a),
                                                     cellformat::display(e.calibration.b))
                                          : tr("no");
        if (role == ExportTextRole)
            return e.calibrationCandidate ? QStringLiteral("TRUE") : QStringLiteral("FALSE");
        return {};
    }
    const double v = number(e, column);
    const bool count = classification() && (column == CTp || column == CSupport);
    const bool isP = !classification() && !categorical() && column == DBiasP;
    const analysis::AltTestResult *alt = altTestOf(e, column);
    switch (role) {
    case Qt::DisplayRole:
        if (count)
            return QLocale().toString(static_cast<qlonglong>(v));
        if (alt && alt->ratersUsable > 0)
            return tr("ω = %1 (%2/%3)").arg(cellformat::display(v, 2)).arg(alt->ratersWon).arg(alt->ratersUsable);
        return isP ? cellformat::displayP(v) : cellformat::display(v);
    case ExportTextRole:
        return count ? QString::number(static_cast<qlonglong>(v)) : isP ? cellformat::exportedP(v) : cellformat::exported(v, 4);
    case ExportValueRole: // CSV and xlsx: full precision (docs/file-formats.md)
        return v;
    case SortValueRole:
        return cellformat::sortKey(v);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant VerdictEvidenceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section >= 1 && section < columnCount()) {
        if (section == 1)
            return metricDefinition(u"meets");
        const char *key = classification() ? kClassKeys[section - CRecall]
            : categorical()                ? kCatDefinitions[section - KDeltaAlpha]
                                           : kDimDefinitions[section - DDeltaAlpha];
        return metricDefinition(QString::fromLatin1(key));
    }
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount()
        || (role != Qt::DisplayRole && role != ExportTextRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool exported = role == ExportTextRole;
    if (section == 0)
        return exported ? QStringLiteral("condition") : tr("Condition");
    if (section == 1)
        return exported ? QStringLiteral("meets") : tr("Meets");
    if (classification()) {
        if (exported)
            return QString::fromLatin1(kClassKeys[section - CRecall]);
        const QString titles[] = {tr("Recall"), tr("TP"), tr("Support"), tr("κ")};
        return titles[section - CRecall];
    }
    if (categorical()) {
        if (exported)
            return QString::fromLatin1(kCatKeys[section - KDeltaAlpha]);
        const QString titles[] = {tr("Δα"), tr("Plurality agreement"), tr("Plurality agreement (human LOO)"),
                                  tr("Alt-test"), tr("Alt-test (all categorical dimensions)")};
        return titles[section - KDeltaAlpha];
    }
    if (exported)
        return QString::fromLatin1(kDimKeys[section - DDeltaAlpha]);
    const QString titles[] = {tr("Δα"),          tr("W1SD"),        tr("W1SD (human LOO)"),
                              tr("Bias"),        tr("Bias p"),      tr("LoA width"),
                              tr("Human range"), tr("Calibration"), tr("Alt-test"),
                              tr("Alt-test (all numeric dimensions)")};
    return titles[section - DDeltaAlpha];
}

} // namespace rl::models
