// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/report/kindreport.h"

#include "engine/analysis/jury/juryreport.h"
#include "engine/analysis/stereotales/streport.h"
#include "models/jury/juryanalysisrunner.h"
#include "models/stereotales/strunner.h"
#include "widgets/jury/juryfigures.h"
#include "widgets/stereotales/stfigures.h"

#include "models/cellformat.h"
#include "models/roles.h"

#include <QStandardItemModel>

#include <cmath>

namespace rl::widgets {

namespace {

/// Adds the kind entry's figures that `prepare` can paint (a figure without data, e.g. harm without ratings, is left out).
template <typename Prepare>
void addFigures(KindReport &out, const analysis::StudyKindEntry &entry, analysis::MethodsLanguage language, Prepare prepare)
{
    for (const analysis::ReportFigure &f : entry.figures) {
        auto prepared = prepare(QString::fromStdString(f.name));
        if (prepared)
            out.figures.push_back({QString::fromStdString(f.caption(language)), std::move(*prepared)});
    }
}

} // namespace

Result<KindReport> kindReport(std::shared_ptr<const study::Study> study, const analysis::MethodsFacts &facts,
                              analysis::MethodsLanguage language)
{
    KindReport out;
    const bool korean = language == analysis::MethodsLanguage::Korean;
    const auto &entry = analysis::studyKindEntry(facts.kind);
    if (facts.kind == study::StudyKind::Jury) {
        auto result = models::jury::JuryAnalysisRunner::compute(study, facts.projectPath, {}, Progress {}, nullptr);
        if (!result)
            return result.error();
        auto shared = std::make_shared<const models::jury::JuryResult>(std::move(*result));
        out.tables = analysis::jury::juryReportTables(shared->data, shared->analysis, korean);
        addFigures(out, entry, language, [&](const QString &name) {
            jury::JuryFigureRequest request;
            request.name = name;
            return jury::prepareJuryFigure(shared, request);
        });
    } else if (facts.kind == study::StudyKind::StereoTales) {
        auto result = models::stereotales::StRunner::compute(study, facts.projectPath, {});
        if (!result)
            return result.error();
        auto shared = std::make_shared<const models::stereotales::StResult>(std::move(*result));
        out.tables = analysis::stereotales::stReportTables(shared->data, shared->associations, shared->spread,
                                                           shared->hasHarm ? &shared->harm : nullptr, korean);
        addFigures(out, entry, language, [&](const QString &name) {
            return stereotales::prepareStFigure(shared, stereotales::StFigureRequest {name});
        });
    }
    return out;
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
