// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/report/kindreport.h"

#include "widgets/studykindfigures.h"

#include "models/cellformat.h"
#include "models/roles.h"

#include <QStandardItemModel>

#include <cmath>

namespace rl::widgets {

Result<KindReport> kindReport(std::shared_ptr<const study::Study> study, const analysis::MethodsFacts &facts,
                              analysis::MethodsLanguage language)
{
    const StudyKindFigures *record = studyKindFiguresFor(study::studyKindName(facts.kind));
    if (!record || !record->report)
        return KindReport {};
    return record->report(std::move(study), facts, language);
}

namespace {

/// A kind's table as a manuscript model: text cells as written, numbers as full-precision values whose
/// column has the APA number style (counts whole, the rest unbounded), so the report's writers format it
/// like every other table.
std::shared_ptr<QAbstractItemModel> manuscriptModel(const analysis::ReportTable &table)
{
    auto model = std::make_shared<QStandardItemModel>(int(table.rows.size()), int(table.columns.size()));
    for (int c = 0; c < int(table.columns.size()); ++c) {
        bool numeric = false, whole = true;
        for (const auto &row : table.rows)
            if (c < int(row.size()) && row[std::size_t(c)].numeric) {
                numeric = true;
                const double v = row[std::size_t(c)].number;
                whole = whole && (!std::isfinite(v) || (v == std::floor(v) && std::fabs(v) < 1e15));
            }
        const auto style = !numeric ? models::cellformat::Style::Text
                                    : whole ? models::cellformat::Style::Count : models::cellformat::Style::Unbounded;
        model->setHeaderData(c, Qt::Horizontal, QString::fromStdString(table.columns[std::size_t(c)]));
        model->setHeaderData(c, Qt::Horizontal, int(style), models::NumberStyleRole);
    }
    for (int r = 0; r < int(table.rows.size()); ++r)
        for (int c = 0; c < int(table.rows[std::size_t(r)].size()) && c < int(table.columns.size()); ++c) {
            const analysis::ReportCell &cell = table.rows[std::size_t(r)][std::size_t(c)];
            auto *item = new QStandardItem;
            if (cell.numeric) {
                item->setData(cell.number, models::ExportValueRole);
                item->setData(std::isfinite(cell.number) ? QString::number(cell.number, 'g', 17) : QStringLiteral("NA"),
                              models::ExportTextRole);
            } else {
                item->setData(QString::fromStdString(cell.text), Qt::DisplayRole);
            }
            model->setItem(r, c, item);
        }
    return model;
}

} // namespace

ReportSection kindReportSection(const KindReport &report, const ReportContent &content)
{
    ReportSection section;
    section.heading = content.say("The study's results", "연구 결과");
    for (const analysis::ReportTable &table : report.tables)
        section.blocks.emplace_back(ReportTable {manuscriptModel(table),
                                                 models::TableCaption {QString::fromStdString(table.caption),
                                                                       QString::fromStdString(table.note)}});
    for (const KindReportFigure &figure : report.figures)
        section.blocks.emplace_back(ReportFigure {figure.caption, figure.prepared});
    return section;
}

} // namespace rl::widgets
