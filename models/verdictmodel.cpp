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
enum DimColumn { DDeltaAlpha = 2, DW1sd, DW1sdLoo, DBias, DBiasP, DLoaWidth, DHumanRange, DCandidate, DAltTest, DCount };
} // namespace

const std::vector<std::string> &VerdictMatrixModel::dimensionKeys()
{
    static const std::vector<std::string> keys {"classification", "valence", "arousal"};
    return keys;
}

QString VerdictMatrixModel::dimensionTitle(const std::string &key)
{
    if (key == "classification")
        return tr("Classification");
    return DisplayNames::dimension(key);
}

VerdictMatrixModel::VerdictMatrixModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    setProperty("exportCorner", QStringLiteral("emotion"));
}

QString VerdictMatrixModel::reasonText(const analysis::VerdictCell &cell, const analysis::VerdictMatrix &matrix)
{
    const bool classification = cell.dimension == "classification";
    if (cell.noHumanRatings)
        return tr("No human ratings of %1.").arg(dimensionTitle(cell.dimension));
    const QString criterion = classification
        ? tr("recall ≥ %1 and κ ≥ %2").arg(QLocale().toString(matrix.recallThreshold, 'g', 3),
                                           QLocale().toString(matrix.kappaThreshold, 'g', 3))
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
    m_emotions.clear();
    for (const auto &c : m_verdicts.cells)
        if (std::find(m_emotions.begin(), m_emotions.end(), c.group) == m_emotions.end())
            m_emotions.push_back(c.group);
    endResetModel();
}

const analysis::VerdictCell *VerdictMatrixModel::cell(const QModelIndex &index) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return nullptr;
    return m_verdicts.find(m_emotions[static_cast<std::size_t>(index.row())],
                           dimensionKeys()[static_cast<std::size_t>(index.column())]);
}

QModelIndex VerdictMatrixModel::indexOf(const std::string &emotion, const std::string &dimension) const
{
    const auto row = std::find(m_emotions.begin(), m_emotions.end(), emotion);
    const auto col = std::find(dimensionKeys().begin(), dimensionKeys().end(), dimension);
    if (row == m_emotions.end() || col == dimensionKeys().end())
        return {};
    return index(static_cast<int>(row - m_emotions.begin()), static_cast<int>(col - dimensionKeys().begin()));
}

int VerdictMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_emotions.size());
}

int VerdictMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_emotions.empty() ? 0 : static_cast<int>(dimensionKeys().size());
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
        return tr("%1\nConditions meeting the cell: %2")
            .arg(reasonText(*c, m_verdicts), meeting.isEmpty() ? tr("none") : meeting.join(QStringLiteral(", ")));
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
        const std::string &key = dimensionKeys()[static_cast<std::size_t>(section)];
        if (role == Qt::DisplayRole)
            return dimensionTitle(key);
        if (role == ExportTextRole)
            return QString::fromStdString(key);
        if (role == Qt::ToolTipRole)
            return metricDefinition(u"verdict");
    }
    if (orientation == Qt::Vertical && section >= 0 && section < rowCount()) {
        const std::string &emotion = m_emotions[static_cast<std::size_t>(section)];
        if (role == Qt::DisplayRole)
            return DisplayNames::level("emotion", emotion);
        if (role == ExportTextRole)
            return QString::fromStdString(emotion);
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
    return classification() ? int(CClassCount) : int(DCount);
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
    default:
        return kNan;
    }
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
        if (role == Qt::DisplayRole || role == ExportTextRole || role == SortValueRole)
            return QString::fromStdString(e.condition);
        return {};
    }
    if (column == 1) {
        if (role == Qt::DisplayRole)
            return !e.available ? tr("no data") : e.meets ? tr("yes") : tr("no");
        if (role == ExportTextRole)
            return !e.available ? QStringLiteral("NA") : e.meets ? QStringLiteral("yes") : QStringLiteral("no");
        if (role == SortValueRole)
            return e.meets ? 1 : 0;
        return {};
    }
    if (!classification() && column == DCandidate) {
        if (role == Qt::DisplayRole)
            return e.calibrationCandidate ? tr("yes: y' = %1 y + %2")
                                                .arg(cellformat::display(e.calibration.a),
                                                     cellformat::display(e.calibration.b))
                                          : tr("no");
        if (role == ExportTextRole)
            return e.calibrationCandidate ? QStringLiteral("yes") : QStringLiteral("no");
        return {};
    }
    const double v = number(e, column);
    const bool count = classification() && (column == CTp || column == CSupport);
    const bool isP = !classification() && column == DBiasP;
    switch (role) {
    case Qt::DisplayRole:
        if (count)
            return QLocale().toString(static_cast<qlonglong>(v));
        if (!classification() && column == DAltTest && e.altTest.ratersUsable > 0)
            return tr("ω = %1 (%2/%3)")
                .arg(cellformat::display(v, 2))
                .arg(e.altTest.ratersWon)
                .arg(e.altTest.ratersUsable);
        return isP ? cellformat::displayP(v) : cellformat::display(v);
    case ExportTextRole:
        return count ? QString::number(static_cast<qlonglong>(v)) : isP ? cellformat::exportedP(v) : cellformat::exported(v, 4);
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
        static const char *const classKeys[] = {"recall", "tp", "support", "kappa"};
        static const char *const dimKeys[] = {"delta_alpha", "w1sd", "w1sd_loo", "ba_bias", "bias_p",
                                              "loa_width", "human_range", "calibration", "alt_test_omega"};
        if (section == 1)
            return metricDefinition(u"meets");
        return metricDefinition(QString::fromLatin1(classification() ? classKeys[section - CRecall] : dimKeys[section - DDeltaAlpha]));
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
        static const char *const keys[] = {"recall", "tp", "support", "kappa"};
        if (exported)
            return QString::fromLatin1(keys[section - CRecall]);
        const QString titles[] = {tr("Recall"), tr("TP"), tr("Support"), tr("κ")};
        return titles[section - CRecall];
    }
    static const char *const keys[] = {"delta_alpha", "w1sd",       "w1sd_loo",    "bias",    "bias_p",
                                       "loa_width",   "human_range", "calibration", "alt_test_omega"};
    if (exported)
        return QString::fromLatin1(keys[section - DDeltaAlpha]);
    const QString titles[] = {tr("Δα"),          tr("W1SD"),        tr("W1SD (human LOO)"),
                              tr("Bias"),        tr("Bias p"),      tr("LoA width"),
                              tr("Human range"), tr("Calibration"), tr("Alt-test")};
    return titles[section - DDeltaAlpha];
}

} // namespace rl::models
