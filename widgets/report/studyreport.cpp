// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/report/studyreport.h"

#include "models/outputfile.h"
#include "widgets/figureexporter.h"
#include "widgets/report/reportpdf.h"

#include <QBuffer>

namespace rl::widgets {

namespace {

constexpr double kFigureWidthInches = 6.875; // APA two columns

// The SVG of a figure without its XML prolog, for inlining.
QString inlineSvg(const PreparedFigure &figure)
{
    FigureExportOptions options;
    options.format = FigureFormat::Svg;
    options.widthInches = kFigureWidthInches;
    options.heightInches = figure.heightInches(kFigureWidthInches);
    const auto bytes = renderFigureFile(figure.paint, options); // in memory: no temporary file that a full disk could cut
    if (!bytes)
        return {};
    QString svg = QString::fromUtf8(*bytes);
    const int start = svg.indexOf(QLatin1String("<svg"));
    return start < 0 ? QString() : svg.mid(start);
}

QString element(const char *tag, const QString &text)
{
    return QStringLiteral("<%1>%2</%1>\n").arg(QLatin1String(tag), text.toHtmlEscaped());
}

} // namespace

QString studyReportHtml(const ReportContent &content)
{
    QString html = QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\"><head><meta charset=\"utf-8\">\n<title>%2</title>\n"
                                  "<style>body{font-family:'DejaVu Sans','Noto Sans KR',sans-serif;max-width:60em;margin:2em auto}"
                                  "table.apa{border-collapse:collapse;margin:0.3em 0 1em 0;font-size:0.85em}"
                                  "table.apa caption{text-align:left;font-style:italic;padding-bottom:0.3em}"
                                  "table.apa th{border-top:2px solid #000;border-bottom:1px solid #000;padding:2px 6px}"
                                  "table.apa td{padding:2px 6px}table.apa tr:last-child td{border-bottom:2px solid #000}"
                                  "p.number{font-weight:bold;margin-bottom:0}figure{margin:1em 0}figure svg{max-width:100%;height:auto}"
                                  "p.note{font-size:0.8em}</style></head><body>\n")
                       .arg(content.languageCode, content.title.toHtmlEscaped());
    html += element("h1", content.title);
    if (content.synthetic)
        html += QLatin1String("<p><b>") + content.say("Synthetic demo data", "합성 데모 데이터").toHtmlEscaped() + QLatin1String("</b></p>\n");
    html += element("h2", content.say("Method", "방법"));
    for (const QString &paragraph : content.methods)
        html += element("p", paragraph);
    html += element("h2", content.say("Results", "결과"));
    int tables = 0, figures = 0;
    for (const ReportSection &section : content.sections) {
        html += element("h3", section.heading);
        for (const ReportBlock &block : section.blocks) {
            if (const auto *t = std::get_if<ReportTable>(&block)) {
                html += QStringLiteral("<p class=\"number\">%1</p>\n").arg(StudyReport::tr("Table %1").arg(++tables).toHtmlEscaped());
                html += models::tableToHtml(*t->model, t->caption);
                continue;
            }
            const auto &f = std::get<ReportFigure>(block);
            html += QStringLiteral("<figure>\n<p class=\"number\">%1</p>\n<figcaption><i>%2</i></figcaption>\n")
                        .arg(StudyReport::tr("Figure %1").arg(++figures).toHtmlEscaped(), f.caption.toHtmlEscaped());
            html += inlineSvg(f.figure) + QLatin1String("\n</figure>\n");
        }
    }
    html += element("h2", content.say("References", "참고문헌"));
    for (const QString &ref : content.references)
        html += element("p", ref);
    html += QLatin1String("</body></html>\n");
    return html;
}

QString studyReportHtml(std::shared_ptr<const models::AnalysisBundle> bundle, const analysis::MethodsFacts &facts,
                        const ReportOptions &options)
{
    auto content = buildReportContent(std::move(bundle), facts, options);
    return content ? studyReportHtml(*content) : QString();
}

Status writeStudyReport(std::shared_ptr<const models::AnalysisBundle> bundle, const analysis::MethodsFacts &facts,
                        const ReportOptions &options, const QString &path, const Progress &progress)
{
    auto content = buildReportContent(std::move(bundle), facts, options, progress);
    if (!content)
        return content.error();
    QByteArray bytes;
    if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (auto written = writeReportPdf(*content, buffer, progress); !written)
            return written;
        if (!bytes.startsWith("%PDF-") || !bytes.trimmed().endsWith("%%EOF"))
            return Error {ErrorCode::Io, path.toStdString() + ": the PDF could not be printed; nothing was written"};
    } else {
        bytes = studyReportHtml(*content).toUtf8();
    }
    if (progress.stopRequested())
        return Error {ErrorCode::Cancelled, "the report was cancelled"};
    // Built in memory, then written whole (models::writeOutputFile).
    return models::writeOutputFile(path, bytes);
}

} // namespace rl::widgets
