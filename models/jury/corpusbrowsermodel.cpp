// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/jury/corpusbrowsermodel.h"
#include "models/metricdefinitions.h"

#include "models/cellformat.h"
#include "models/roles.h"

#include <QColor>

#include <set>

namespace rl::models::jury {

namespace {
void flagKeys(std::map<std::string, int> &flags, const std::vector<std::string> &keys, int flag)
{
    for (const auto &k : keys)
        flags[k] |= flag;
}
} // namespace

void CorpusBrowserModel::setCorpus(std::shared_ptr<const JuryResult> result, const QString &corpus,
                                   std::shared_ptr<const CorpusCheck> check)
{
    beginResetModel();
    m_result = std::move(result);
    m_rows.clear();
    if (m_result) {
        const std::string name = corpus.toStdString();
        std::map<std::string, int> flags;
        if (check) {
            const auto &r = check->report;
            flagKeys(flags, r.quoteRiskFields.keys, QuoteRisk);
            flagKeys(flags, r.naiveCorrupted.keys, Corrupted);
            flagKeys(flags, r.naiveSwallowed.keys, Swallowed);
            flagKeys(flags, r.sentences.empty.keys, Empty);
            flagKeys(flags, r.sentences.overlong.keys, Overlong);
            for (const auto &g : r.dupDiffScore)
                flagKeys(flags, g.keys, DuplicateDiffScore);
        }
        for (const auto &t : m_result->data.tables) {
            if (t.corpus != name || t.round != 1)
                continue;
            const std::string prefix = name + ":";
            for (std::size_t i = 0; i < t.rowCount(); ++i) {
                Row row;
                row.item = t.items[i];
                const std::string native = t.itemKeys[i].rfind(prefix, 0) == 0 ? t.itemKeys[i].substr(prefix.size()) : t.itemKeys[i];
                row.key = QString::fromStdString(native);
                row.human = t.human[i];
                row.sd = t.humanSd[i];
                if (const auto f = flags.find(native); f != flags.end())
                    row.flags = f->second;
                if (check) {
                    if (const auto n = check->naiveText.find(native); n != check->naiveText.end())
                        row.naive = tr("sentence 1: «%1» · sentence 2: «%2»")
                                        .arg(QString::fromStdString(n->second.first), QString::fromStdString(n->second.second));
                    else if (const auto s = check->swallowedBy.find(native); s != check->swallowedBy.end())
                        row.naive = tr("(row missing: swallowed into %1)").arg(QString::fromStdString(s->second));
                }
                m_rows.push_back(std::move(row));
            }
            break; // the first round-1 table has every item of the corpus
        }
    }
    endResetModel();
}

int CorpusBrowserModel::flaggedCount(int flag) const
{
    int n = 0;
    for (const auto &r : m_rows)
        n += (r.flags & flag) ? 1 : 0;
    return n;
}

QString CorpusBrowserModel::flagsText(int flags)
{
    QStringList parts;
    if (flags & QuoteRisk)
        parts << tr("quote risk");
    if (flags & Corrupted)
        parts << tr("corrupted by a quoting reader");
    if (flags & Swallowed)
        parts << tr("swallowed by a quoting reader");
    if (flags & Empty)
        parts << tr("empty sentence");
    if (flags & Overlong)
        parts << tr("over-long sentence");
    if (flags & DuplicateDiffScore)
        parts << tr("duplicate pair, other score");
    return parts.join(QStringLiteral(", "));
}

QVariant CorpusBrowserModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    if (role == HygieneFlagsRole)
        return row.flags;
    if (role == ItemIndexRole)
        return row.item;
    const auto &item = m_result->study->items[std::size_t(row.item)];
    const bool numeric = index.column() == Human || index.column() == RaterSd;
    const double v = index.column() == Human ? row.human : row.sd;
    // On screen a TAB inside a sentence is a space (a wide gap otherwise); the export keeps the text as it is.
    const auto shown = [role](const std::string &text) {
        QString t = QString::fromStdString(text);
        return role == Qt::DisplayRole ? t.replace(QLatin1Char('\t'), QLatin1Char(' ')) : t;
    };
    switch (role) {
    case Qt::ToolTipRole: // the whole text where the column cuts it
        switch (index.column()) {
        case Sentence1: return QString::fromStdString(item.text);
        case Sentence2: return QString::fromStdString(item.text2);
        case Flags: return flagsText(row.flags);
        case NaiveReading: return row.naive;
        default: return {};
        }
    case Qt::DisplayRole:
    case ExportTextRole:
    case SortValueRole:
    case Qt::EditRole:
        switch (index.column()) {
        case Key: return row.key;
        case Sentence1: return shown(item.text);
        case Sentence2: return shown(item.text2);
        case Flags: return role == SortValueRole ? QVariant(row.flags) : QVariant(flagsText(row.flags));
        case NaiveReading: return row.naive;
        default:
            if (role == Qt::DisplayRole)
                return cellformat::display(v, 2);
            if (role == ExportTextRole)
                return cellformat::exported(v, 6);
            return role == SortValueRole ? cellformat::sortKey(v) : QVariant(v);
        }
    case Qt::BackgroundRole:
        if (row.flags & (Corrupted | Swallowed))
            return QColor(0xfd, 0xe2, 0xe1);
        if (row.flags)
            return QColor(0xfd, 0xf3, 0xd0);
        return {};
    case Qt::TextAlignmentRole:
        return numeric ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    default:
        return {};
    }
}

QVariant CorpusBrowserModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole)
        return section == Human ? metricDefinition(u"corpus_human")
            : section == RaterSd ? metricDefinition(u"corpus_rater_sd")
            : section == Flags   ? metricDefinition(u"hygiene")
                                 : QString();
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != ExportTextRole))
        return {};
    const QStringList h {tr("Key"), tr("Sentence 1"), tr("Sentence 2"), tr("Human score"), tr("Rater SD"),
                         tr("Hygiene"), tr("As a quoting reader reads it")};
    return section >= 0 && section < h.size() ? QVariant(h.at(section)) : QVariant();
}

} // namespace rl::models::jury
