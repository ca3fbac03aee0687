// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/report/studyreport.h"

#include "models/tablecatalog.h"
#include "models/confusionmodels.h"
#include "widgets/figurecatalog.h"
#include "widgets/figureexporter.h"
#include "widgets/report/kindreport.h"

#include <QFile>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QTextDocument>

#include <optional>

namespace rl::widgets {

namespace {

constexpr double kFigureWidthInches = 6.875; // APA two columns

bool korean(const ReportOptions &o) { return o.language == analysis::MethodsLanguage::Korean; }

QString heading(const ReportOptions &o, const char *en, const char *ko)
{
    return korean(o) ? QString::fromUtf8(ko) : QString::fromUtf8(en);
}

struct Figure {
    QString title;
    PreparedFigure prepared;
};

std::vector<Figure> figures(std::shared_ptr<const models::AnalysisBundle> bundle)
{
    std::vector<Figure> out;
    for (const QString &name : figureNames()) {
        FigureRequest request;
        request.name = name;
        auto prepared = prepareFigure(bundle, request);
        if (prepared)
            out.push_back({figureDescription(name), std::move(*prepared)});
    }
    // The confusion against the human plurality of every categorical dimension the default figure does not show.
    const auto &a = bundle->analysis;
    for (std::size_t k = 0; k < a.categoricalDimensions.size(); ++k) {
        if (models::confusionSource(a, {}) == static_cast<int>(k))
            continue;
        FigureRequest request;
        request.name = QStringLiteral("confusion");
        request.dimension = QString::fromStdString(a.categoricalDimensions[k]);
        auto prepared = prepareFigure(bundle, request);
        if (prepared)
            out.push_back({QStringLiteral("confusion against the human plurality of %1").arg(request.dimension),
                           std::move(*prepared)});
    }
    return out;
}

// The SVG of a figure without its XML prolog, for inlining.
QString inlineSvg(const PreparedFigure &figure)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("f.svg"));
    FigureExportOptions options;
    options.format = FigureFormat::Svg;
    options.widthInches = kFigureWidthInches;
    options.heightInches = figure.heightInches(kFigureWidthInches);
    if (!exportFigure(figure.paint, options, path))
        return {};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QString svg = QString::fromUtf8(file.readAll());
    const int start = svg.indexOf(QLatin1String("<svg"));
    return start < 0 ? QString() : svg.mid(start);
}


/// The kind's own results when its entry has no agreement suite (kindreport.h), else nullopt.
Result<std::optional<KindReport>> ownResults(const std::shared_ptr<const models::AnalysisBundle> &bundle,
                                             const analysis::MethodsFacts &facts, const ReportOptions &options)
{
    if (analysis::studyKindEntry(facts.kind).agreementSuite)
        return std::optional<KindReport> {};
    auto study = options.study ? options.study : bundle ? bundle->study : nullptr;
    if (!study)
        return Error {ErrorCode::NotFound, "no study to report"};
    auto report = kindReport(study, facts, options.language);
    if (!report)
        return report.error();
    return std::optional<KindReport>(std::move(*report));
}

QString reportHtml(std::shared_ptr<const models::AnalysisBundle> bundle, const analysis::MethodsFacts &facts,
                   const ReportOptions &options, bool svg, const std::optional<KindReport> &own);

} // namespace

QString studyReportHtml(std::shared_ptr<const models::AnalysisBundle> bundle, const analysis::MethodsFacts &facts,
                        const ReportOptions &options, bool svg)
{
    auto own = ownResults(bundle, facts, options);
    return reportHtml(bundle, facts, options, svg, own ? *own : std::nullopt);
}

namespace {

QString figureHtml(const QString &caption, const PreparedFigure &prepared, int n, bool svg, const ReportOptions &options)
{
    QString html = QLatin1String("<figure>\n");
    html += svg ? inlineSvg(prepared) : QStringLiteral("<img src=\"figure-%1.png\" width=\"640\">").arg(n);
    html += QStringLiteral("\n<figcaption><i>%1 %2.</i> %3</figcaption>\n</figure>\n")
                .arg(heading(options, "Figure", "그림"))
                .arg(n)
                .arg(caption.toHtmlEscaped());
    return html;
}

QString reportHtml(std::shared_ptr<const models::AnalysisBundle> bundle, const analysis::MethodsFacts &facts,
                   const ReportOptions &options, bool svg, const std::optional<KindReport> &own)
{
    QString html = QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\"><head><meta charset=\"utf-8\">\n<title>%2</title>\n"
                                  "<style>body{font-family:'DejaVu Sans','Noto Sans KR',sans-serif;max-width:60em;margin:2em auto}"
                                  "table.apa{border-collapse:collapse;margin:1em 0;font-size:0.85em}"
                                  "table.apa caption{text-align:left;font-style:italic;padding-bottom:0.3em}"
                                  "table.apa th{border-top:2px solid #000;border-bottom:1px solid #000;padding:2px 6px}"
                                  "table.apa td{padding:2px 6px}table.apa tr:last-child td{border-bottom:2px solid #000}"
                                  "p.note{font-size:0.8em}</style></head><body>\n")
                       .arg(korean(options) ? QStringLiteral("ko") : QStringLiteral("en"),
                            QString::fromStdString(facts.studyName).toHtmlEscaped());
    html += QLatin1String("<h1>") + QString::fromStdString(facts.studyName).toHtmlEscaped() + QLatin1String("</h1>\n");
    if (facts.synthetic)
        html += QLatin1String("<p><b>") + heading(options, "Synthetic demo data", "합성 데모 데이터") + QLatin1String("</b></p>\n");
    html += QLatin1String("<h2>") + heading(options, "Method", "방법") + QLatin1String("</h2>\n");
    const QString methods = QString::fromStdString(analysis::methodsParagraph(facts, options.language));
    for (const QString &paragraph : methods.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts))
        html += QLatin1String("<p>") + paragraph.toHtmlEscaped() + QLatin1String("</p>\n");
    html += QLatin1String("<h2>") + heading(options, "Results", "결과") + QLatin1String("</h2>\n");
    if (own) {
        int t = 0, n = 0;
        for (const analysis::ReportTable &table : own->tables)
            html += reportTableHtml(table, ++t, korean(options), options.decimals);
        for (const KindReportFigure &figure : own->figures)
            html += figureHtml(figure.caption, figure.prepared, ++n, svg, options);
    } else if (bundle) {
        for (const auto &table : models::allTables(bundle, options.decimals))
            html += models::tableToHtml(*table.model, table.caption);
        int n = 0;
        for (const Figure &figure : figures(bundle))
            html += figureHtml(figure.title, figure.prepared, ++n, svg, options);
    }
    html += QLatin1String("<h2>") + heading(options, "References", "참고문헌") + QLatin1String("</h2>\n");
    for (const std::string &ref : analysis::methodsReferences(facts))
        html += QLatin1String("<p>") + QString::fromStdString(ref).toHtmlEscaped() + QLatin1String("</p>\n");
    html += QLatin1String("</body></html>\n");
    return html;
}

} // namespace

Status writeStudyReport(std::shared_ptr<const models::AnalysisBundle> bundle, const analysis::MethodsFacts &facts,
                        const ReportOptions &options, const QString &path)
{
    auto own = ownResults(bundle, facts, options);
    if (!own)
        return own.error();
    if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
        QTextDocument document;
        if (*own) {
            int n = 0;
            for (const KindReportFigure &figure : (*own)->figures) {
                ++n;
                document.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("figure-%1.png").arg(n)),
                                     renderFigureImage(figure.prepared.paint, kFigureWidthInches,
                                                       figure.prepared.heightInches(kFigureWidthInches), 200));
            }
        } else if (bundle) {
            int n = 0;
            for (const Figure &figure : figures(bundle)) {
                ++n;
                document.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("figure-%1.png").arg(n)),
                                     renderFigureImage(figure.prepared.paint, kFigureWidthInches,
                                                       figure.prepared.heightInches(kFigureWidthInches), 200));
            }
        }
        document.setHtml(reportHtml(bundle, facts, options, false, *own));
        QPdfWriter writer(path);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setResolution(300);
        writer.setTitle(QString::fromStdString(facts.studyName));
        writer.setCreator(QStringLiteral("RaterLab"));
        document.print(&writer);
        QFile check(path);
        if (!check.exists() || check.size() == 0)
            return Error {ErrorCode::Io, path.toStdString() + ": the PDF could not be written"};
        return {};
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error {ErrorCode::Io, path.toStdString() + ": " + file.errorString().toStdString()};
    const QByteArray bytes = reportHtml(bundle, facts, options, true, *own).toUtf8();
    if (file.write(bytes) != bytes.size() || !file.commit())
        return Error {ErrorCode::Io, path.toStdString() + ": " + file.errorString().toStdString()};
    return {};
}

} // namespace rl::widgets
