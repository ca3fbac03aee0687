// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/import/expectedcolumns.h"

#include <QComboBox>
#include <QRegularExpression>
#include <QTableWidget>

namespace rl::widgets {

namespace {

struct Synonym {
    const char *header; ///< lower case, without spaces, hyphens or underscores
    const char *column;
};

constexpr Synonym kSynonyms[] = {
    {"자극", "stimulus_id"}, {"자극id", "stimulus_id"}, {"자극번호", "stimulus_id"}, {"자극아이디", "stimulus_id"},
    {"문항", "stimulus_id"}, {"문항번호", "stimulus_id"}, {"이미지", "stimulus_id"}, {"사진", "stimulus_id"},
    {"얼굴", "stimulus_id"}, {"stimulus", "stimulus_id"}, {"stimulusid", "stimulus_id"}, {"itemid", "stimulus_id"},
    {"imageid", "stimulus_id"},
    {"평가자", "rater_id"}, {"평가자id", "rater_id"}, {"평정자", "rater_id"}, {"응답자", "rater_id"},
    {"참가자", "rater_id"}, {"참여자", "rater_id"}, {"피험자", "rater_id"}, {"rater", "rater_id"},
    {"raterid", "rater_id"}, {"participant", "rater_id"}, {"participantid", "rater_id"},
    {"차원", "dimension"}, {"척도", "dimension"}, {"평가항목", "dimension"},
    {"값", "value"}, {"점수", "value"}, {"평정값", "value"},
    {"반응시간", "rt_ms"}, {"반응시간ms", "rt_ms"}, {"rtms", "rt_ms"},
    {"조건", "condition"}, {"모델조건", "condition"}, {"conditionid", "condition"},
    {"파일", "file"}, {"파일명", "file"}, {"파일이름", "file"}, {"filename", "file"},
    {"텍스트", "text"}, {"문장", "text"},
    {"사고", "thinking"}, {"추론", "thinking"}, {"원응답", "raw_response"}, {"원시응답", "raw_response"},
    {"라운드", "round"}, {"회차", "round"},
};

} // namespace

QStringList expectedColumnChoices(const QStringList &expected)
{
    static const QRegularExpression columnName(QStringLiteral("^[a-z][a-z0-9_]*$"));
    QStringList out;
    for (const QString &e : expected)
        if (columnName.match(e).hasMatch())
            out << e;
    return out;
}

QString expectedColumnSynonym(const QString &header)
{
    QString key = header.trimmed().toLower();
    key.remove(QLatin1Char(' '));
    key.remove(QLatin1Char('-'));
    key.remove(QLatin1Char('_'));
    for (const Synonym &s : kSynonyms)
        if (key == QString::fromUtf8(s.header))
            return QString::fromLatin1(s.column);
    return {};
}

void fillMappingTable(QTableWidget *table, const QStringList &header, const QStringList &choices)
{
    table->setRowCount(int(header.size()));
    QStringList taken = header; // an expected column the file has, or one an earlier header was mapped to
    for (int c = 0; c < header.size(); ++c) {
        const QString &name = header.at(c);
        auto *from = new QTableWidgetItem(name);
        from->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        table->setItem(c, 0, from);
        QString to = expectedColumnSynonym(name);
        if (to.isEmpty() || !choices.contains(to) || taken.contains(to))
            to = name;
        taken << to;
        table->setItem(c, 1, new QTableWidgetItem(to));
    }
}

std::vector<std::string> mappedHeaderOf(const QTableWidget *table, const std::vector<std::string> &header)
{
    std::vector<std::string> out = header;
    for (int r = 0; r < table->rowCount() && r < int(out.size()); ++r)
        if (const QTableWidgetItem *to = table->item(r, 1))
            out[std::size_t(r)] = to->text().trimmed().toStdString(); // empty: skipped
    return out;
}

io::ColumnMap columnMapOf(const QTableWidget *table)
{
    io::ColumnMap map;
    for (int r = 0; r < table->rowCount(); ++r) {
        const QString from = table->item(r, 0)->text();
        const QString to = table->item(r, 1)->text().trimmed();
        if (!to.isEmpty() && to != from)
            map.emplace_back(from.toStdString(), to.toStdString());
    }
    return map;
}

std::vector<std::string> skippedColumnsOf(const QTableWidget *table)
{
    std::vector<std::string> skip;
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, 1)->text().trimmed().isEmpty())
            skip.push_back(table->item(r, 0)->text().toStdString());
    return skip;
}

QString ExpectedColumnDelegate::skipText() { return tr("(skipped: not read)"); }

QString ExpectedColumnDelegate::displayText(const QVariant &value, const QLocale &locale) const
{
    const QString text = value.toString();
    return text.trimmed().isEmpty() ? skipText() : QStyledItemDelegate::displayText(value, locale);
}

QWidget *ExpectedColumnDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &index) const
{
    auto *combo = new QComboBox(parent); // not editable: a column becomes one of the names RaterLab knows
    const QString own = index.siblingAtColumn(0).data().toString();
    combo->addItem(own, own);
    for (const QString &c : m_choices)
        if (c != own)
            combo->addItem(c, c);
    if (m_skippable)
        combo->addItem(skipText(), QString());
    return combo;
}

void ExpectedColumnDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        const int at = combo->findData(index.data().toString().trimmed());
        combo->setCurrentIndex(at >= 0 ? at : 0);
    }
}

void ExpectedColumnDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor))
        model->setData(index, combo->currentData().toString());
}

} // namespace rl::widgets
