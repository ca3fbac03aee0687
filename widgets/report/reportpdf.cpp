// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/report/reportpdf.h"

#include "models/tableexport.h"
#include "widgets/figureexporter.h"
#include "widgets/figurestyle.h"

#include <QAbstractItemModel>
#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace rl::widgets {

namespace {

constexpr int kResolution = 300; // device units per inch
constexpr double kCellPaddingPt = 3;   // each side of a table cell
constexpr double kMaxTextColumnPt = 105; // a key column wider than this wraps
constexpr double kGapPt = 10;          // between blocks

double pt(double points) { return points * kResolution / 72.0; }

/// A table in the manuscript form (models/tableexport.h): header, rows, which columns are text.
struct TableText {
    QStringList header;
    QList<QStringList> rows;
    std::vector<bool> text; ///< a text (key) column: left-aligned, may wrap, repeated values left blank
    std::vector<std::vector<bool>> bold; ///< per row and column: the model's FontRole is bold (a highlighted test)
};

TableText tableText(const QAbstractItemModel &model, int decimals)
{
    TableText t;
    QList<QStringList> all = models::manuscriptRows(model, decimals);
    t.header = all.value(0);
    t.rows = all.mid(1);
    t.text = models::manuscriptTextColumns(model);
    const int offset = int(t.text.size()) - model.columnCount(); // the row names' column
    for (int r = 0; r < model.rowCount(); ++r) {
        std::vector<bool> row(t.text.size(), false);
        for (int c = 0; c < model.columnCount(); ++c) {
            const QVariant font = model.index(r, c).data(Qt::FontRole);
            row[std::size_t(c + offset)] = font.isValid() && font.value<QFont>().bold();
        }
        t.bold.push_back(std::move(row));
    }
    return t;
}

class Composer {
public:
    Composer(QPdfWriter &writer, const Progress &progress)
        : m_writer(writer)
        , m_progress(progress)
    {
        m_writer.setResolution(kResolution);
        m_writer.setPageSize(QPageSize(QPageSize::A4));
        m_writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        m_body.setFamilies(figureFontFamilies());
        m_body.setPointSizeF(ReportPageGeometry::bodyPt);
        m_table = m_body;
        m_table.setPointSizeF(ReportPageGeometry::tablePt);
        m_painter.begin(&m_writer);
        startPage();
    }

    bool cancelled() const { return m_progress.stopRequested(); }
    void finish() { m_painter.end(); }

    void title(const QString &text, bool synthetic, const QString &syntheticText)
    {
        QString html = QStringLiteral("<p align=\"center\" style=\"font-size:16pt\"><b>%1</b></p>").arg(text.toHtmlEscaped());
        if (synthetic)
            html += QStringLiteral("<p align=\"center\"><i>%1</i></p>").arg(syntheticText.toHtmlEscaped());
        paragraph(html);
    }

    /// The heading waits for what follows it and goes on that block's page (never alone at a page's foot).
    void heading(const QString &text)
    {
        auto next = document(QStringLiteral("<p style=\"font-size:12pt\"><b>%1</b></p>").arg(text.toHtmlEscaped()),
                             m_frame.width());
        if (m_heading) // two headings in a row: the first goes with the second and some room after it
            keepTogether(next->size().height() + m_frame.height() / 6);
        m_heading = std::move(next);
    }

    void paragraph(const QString &html)
    {
        auto doc = document(html, m_frame.width());
        const QFontMetricsF fm(m_body, &m_writer);
        keepTogether(std::min(doc->size().height(), 3 * fm.lineSpacing()));
        drawSliced(*doc);
        m_y += pt(kGapPt) / 2;
    }

    void table(const ReportTable &table, int number, int decimals)
    {
        const TableText t = tableText(*table.model, decimals);
        const QFontMetricsF fm(m_table, &m_writer);
        // natural widths: numbers never wrap; text columns wrap above kMaxTextColumnPt; headers wrap at spaces
        std::vector<double> widths(std::size_t(t.header.size()), 0.0);
        for (int c = 0; c < t.header.size(); ++c) {
            double w = 0;
            for (const QString &word : t.header[c].split(QLatin1Char(' ')))
                w = std::max(w, fm.horizontalAdvance(word));
            for (const QStringList &row : t.rows)
                w = std::max(w, std::min(fm.horizontalAdvance(row.value(c)), t.text[std::size_t(c)] ? pt(kMaxTextColumnPt) : 1e9));
            widths[std::size_t(c)] = std::ceil(w) + 2 * pt(kCellPaddingPt);
        }
        int keys = 0; // the leading text columns repeat in every part of a split table
        while (keys < t.header.size() - 1 && t.text[std::size_t(keys)])
            ++keys;
        keys = std::max(keys, 1);
        const auto width = [&](const std::vector<int> &cols) {
            double w = 0;
            for (int c : cols)
                w += widths[std::size_t(c)];
            return w;
        };
        std::vector<int> all(std::size_t(t.header.size()));
        for (int c = 0; c < t.header.size(); ++c)
            all[std::size_t(c)] = c;
        const double portrait = frameWidth(false), landscape = frameWidth(true);
        std::vector<std::vector<int>> parts;
        bool wide = false;
        if (width(all) <= portrait) {
            parts.push_back(all);
        } else {
            wide = true;
            std::vector<int> part(all.begin(), all.begin() + keys);
            for (int c = keys; c < t.header.size(); ++c) {
                std::vector<int> next = part;
                next.push_back(c);
                if (width(next) > landscape && int(part.size()) > keys) {
                    parts.push_back(part);
                    part.assign(all.begin(), all.begin() + keys);
                    part.push_back(c);
                } else {
                    part = std::move(next);
                }
            }
            parts.push_back(part);
        }
        if (wide != m_landscape)
            newPage(wide);
        for (std::size_t k = 0; k < parts.size(); ++k) {
            const QString label = parts.size() == 1 ? StudyReport::tr("Table %1").arg(number)
                                                    : StudyReport::tr("Table %1 (part %2 of %3)").arg(number).arg(k + 1).arg(parts.size());
            tablePart(t, parts[k], widths, label, table.caption, k + 1 == parts.size());
        }
    }

    void figure(const ReportFigure &figure, int number)
    {
        if (m_landscape)
            newPage(false);
        const QString html = QStringLiteral("<p><b>%1</b></p><p><i>%2</i></p>")
                                 .arg(StudyReport::tr("Figure %1").arg(number).toHtmlEscaped(), figure.caption.toHtmlEscaped());
        auto caption = document(html, m_frame.width());
        const double captionHeight = caption->size().height();
        const double widthInches = m_frame.width() / kResolution;
        const double natural = figure.figure.heightInches ? figure.figure.heightInches(widthInches) : widthInches * 0.6;
        const double fullPage = (m_frame.height() - captionHeight) / kResolution;
        const double shown = std::min(natural, fullPage);
        keepTogether(captionHeight + shown * kResolution);
        draw(*caption);
        // a figure taller than the page is painted a little compressed, then scaled down to fit
        const double painted = std::max(shown, natural * 0.8);
        const QImage image = renderFigureImage(figure.figure.paint, widthInches, painted, ReportPageGeometry::figureDpi);
        const double scale = shown / painted;
        const QRectF target(m_frame.left() + (m_frame.width() * (1 - scale)) / 2, m_y, m_frame.width() * scale,
                            shown * kResolution);
        m_painter.drawImage(target, image);
        m_y += target.height() + pt(kGapPt);
    }

    /// Draws a heading still waiting for its block (a section without blocks, the end of the report).
    void flushHeading()
    {
        if (m_heading)
            keepTogether(0);
    }

private:
    /// Starts a new page unless the waiting heading and the next `height` fit on this one, then draws the heading.
    void keepTogether(double height)
    {
        const double headingHeight = m_heading ? m_heading->size().height() : 0;
        if (!atTop() && remaining() < headingHeight + height)
            newPage(m_landscape);
        if (m_heading) {
            draw(*m_heading);
            m_heading.reset();
        }
    }

    double frameWidth(bool landscape) const
    {
        const QSizeF a4 = QPageSize(QPageSize::A4).size(QPageSize::Inch) * kResolution;
        const double margin = ReportPageGeometry::marginMm / 25.4 * kResolution;
        return (landscape ? a4.height() : a4.width()) - 2 * margin;
    }

    bool atTop() const { return m_y <= m_frame.top() + 1; }
    double remaining() const { return m_frame.bottom() - m_y; }

    void startPage()
    {
        const QRectF page = m_writer.pageLayout().fullRectPixels(kResolution);
        const double margin = ReportPageGeometry::marginMm / 25.4 * kResolution;
        m_frame = page.adjusted(margin, margin, -margin, -margin);
        m_y = m_frame.top();
        m_painter.save();
        m_painter.setFont(m_body);
        const QFontMetricsF fm(m_body, &m_writer);
        m_painter.drawText(QRectF(m_frame.left(), margin / 2 - fm.height() / 2, m_frame.width(), fm.height()),
                           Qt::AlignRight | Qt::AlignVCenter, QString::number(m_page));
        m_painter.restore();
    }

    void newPage(bool landscape)
    {
        m_landscape = landscape;
        m_writer.setPageOrientation(landscape ? QPageLayout::Landscape : QPageLayout::Portrait);
        m_writer.newPage();
        ++m_page;
        startPage();
    }

    std::unique_ptr<QTextDocument> document(const QString &html, double width) const
    {
        auto doc = std::make_unique<QTextDocument>();
        doc->documentLayout()->setPaintDevice(&m_writer);
        doc->setDefaultFont(m_body);
        doc->setDocumentMargin(0);
        doc->setHtml(html);
        doc->setTextWidth(width);
        return doc;
    }

    void draw(QTextDocument &doc)
    {
        m_painter.save();
        m_painter.translate(m_frame.left(), m_y);
        doc.drawContents(&m_painter);
        m_painter.restore();
        m_y += doc.size().height();
    }

    /// Draws `doc` from the current position on, continuing on the next pages between two lines.
    void drawSliced(QTextDocument &doc)
    {
        std::vector<double> breaks; // the bottoms of the lines
        for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
            const double top = doc.documentLayout()->blockBoundingRect(b).top();
            const QTextLayout *layout = b.layout();
            for (int i = 0; layout && i < layout->lineCount(); ++i)
                breaks.push_back(top + layout->lineAt(i).rect().bottom());
        }
        const double total = doc.size().height();
        breaks.push_back(total);
        double offset = 0;
        while (offset < total - 0.5) {
            double cut = offset;
            for (double b : breaks)
                if (b <= offset + remaining() + 0.5)
                    cut = std::max(cut, b);
            if (cut <= offset) {
                if (atTop())
                    cut = offset + remaining(); // a line taller than a page
                else {
                    newPage(m_landscape);
                    continue;
                }
            }
            m_painter.save();
            m_painter.translate(m_frame.left(), m_y - offset);
            doc.drawContents(&m_painter, QRectF(0, offset, m_frame.width(), cut - offset));
            m_painter.restore();
            m_y += cut - offset;
            offset = cut;
            if (offset < total - 0.5)
                newPage(m_landscape);
        }
    }

    void tablePart(const TableText &t, const std::vector<int> &cols, const std::vector<double> &widths,
                   const QString &label, const models::TableCaption &caption, bool last)
    {
        const QFontMetricsF fm(m_table, &m_writer);
        const double pad = pt(kCellPaddingPt);
        const auto cellHeight = [&](const QString &text, int c) {
            const QRectF box = fm.boundingRect(QRectF(0, 0, widths[std::size_t(c)] - 2 * pad, 1e6),
                                               Qt::TextWordWrap | Qt::AlignLeft, text);
            return std::max(box.height(), fm.height()) + pt(2.5);
        };
        double headerHeight = 0;
        for (int c : cols)
            headerHeight = std::max(headerHeight, cellHeight(t.header[c], c));
        std::vector<double> rowHeights;
        for (const QStringList &row : t.rows) {
            double h = 0;
            for (int c : cols)
                h = std::max(h, cellHeight(row.value(c), c));
            rowHeights.push_back(h);
        }
        auto titleDoc = document(QStringLiteral("<p><b>%1</b></p><p><i>%2</i></p>")
                                     .arg(label.toHtmlEscaped(), caption.title.toHtmlEscaped()),
                                 m_frame.width());
        // the label, the title, the header and the first rows (up to three) stay together
        double firstRows = 0;
        for (std::size_t r = 0; r < std::min<std::size_t>(3, rowHeights.size()); ++r)
            firstRows += rowHeights[r];
        keepTogether(titleDoc->size().height() + headerHeight + firstRows + pt(2));
        draw(*titleDoc);
        m_y += pt(3);
        double tableWidth = 0;
        for (int c : cols)
            tableWidth += widths[std::size_t(c)];
        const auto rule = [&](double thickness) {
            m_painter.save();
            m_painter.setPen(QPen(Qt::black, pt(thickness)));
            m_painter.drawLine(QPointF(m_frame.left(), m_y), QPointF(m_frame.left() + tableWidth, m_y));
            m_painter.restore();
        };
        QFont bold = m_table;
        bold.setBold(true);
        const auto drawRow = [&](const QStringList &cells, double height, bool header, const QStringList *previous,
                                 const std::vector<bool> *strong) {
            double x = m_frame.left();
            bool same = previous != nullptr; // a key value equal to the row above (and its keys) is left blank
            for (int c : cols) {
                const double w = widths[std::size_t(c)];
                const bool text = t.text[std::size_t(c)];
                QString value = cells.value(c);
                if (same && text && !header && previous->value(c) == value)
                    value.clear();
                else
                    same = false;
                m_painter.setFont(strong && strong->at(std::size_t(c)) ? bold : m_table);
                const Qt::Alignment align = (text ? Qt::AlignLeft : Qt::AlignRight) | (header ? Qt::AlignBottom : Qt::AlignTop);
                m_painter.drawText(QRectF(x + pad, m_y + pt(1.2), w - 2 * pad, height - pt(2.4)), align | Qt::TextWordWrap, value);
                x += w;
            }
            m_y += height;
        };
        const auto header = [&] {
            rule(1.0);
            m_y += pt(1);
            drawRow(t.header, headerHeight, true, nullptr, nullptr);
            rule(0.5);
            m_y += pt(1);
        };
        header();
        for (std::size_t r = 0; r < std::size_t(t.rows.size()); ++r) {
            if (rowHeights[r] > remaining() - pt(2)) {
                rule(1.0);
                newPage(m_landscape);
                auto continued = document(QStringLiteral("<p><b>%1</b> <i>%2</i></p>")
                                              .arg(label.toHtmlEscaped(), StudyReport::tr("(continued)").toHtmlEscaped()),
                                          m_frame.width());
                draw(*continued);
                m_y += pt(3);
                header();
                drawRow(t.rows[qsizetype(r)], rowHeights[r], false, nullptr, &t.bold[r]);
                continue;
            }
            drawRow(t.rows[qsizetype(r)], rowHeights[r], false, r > 0 ? &t.rows[qsizetype(r - 1)] : nullptr, &t.bold[r]);
        }
        m_y += pt(1);
        rule(1.0);
        m_y += pt(4);
        if (last && !caption.note.isEmpty()) {
            auto note = document(QStringLiteral("<p style=\"font-size:%1pt\"><i>%2</i> %3</p>")
                                     .arg(ReportPageGeometry::tablePt)
                                     .arg(StudyReport::tr("Note.").toHtmlEscaped(), caption.note.toHtmlEscaped()),
                                 m_frame.width());
            drawSliced(*note);
        }
        m_y += pt(kGapPt);
    }

    QPdfWriter &m_writer;
    Progress m_progress;
    QPainter m_painter;
    QFont m_body;
    QFont m_table;
    QRectF m_frame;
    double m_y = 0;
    int m_page = 1;
    bool m_landscape = false;
    std::unique_ptr<QTextDocument> m_heading; ///< a heading waiting for its block
};

} // namespace

Status writeReportPdf(const ReportContent &content, QIODevice &device, const Progress &progress)
{
    QPdfWriter writer(&device);
    writer.setTitle(content.title);
    writer.setCreator(QStringLiteral("RaterLab"));
    Composer pdf(writer, progress);
    pdf.title(content.title, content.synthetic, content.say("Synthetic demo data", "합성 데모 데이터"));
    pdf.heading(content.say("Method", "방법"));
    for (const QString &p : content.methods)
        pdf.paragraph(QStringLiteral("<p>%1</p>").arg(p.toHtmlEscaped()));
    pdf.heading(content.say("Results", "결과"));
    std::int64_t total = 0, done = 0;
    for (const ReportSection &s : content.sections)
        total += static_cast<std::int64_t>(s.blocks.size());
    int tables = 0, figures = 0;
    for (const ReportSection &s : content.sections) {
        pdf.heading(s.heading);
        for (const ReportBlock &block : s.blocks) {
            if (pdf.cancelled()) {
                pdf.finish();
                return Error {ErrorCode::Cancelled, "the report was cancelled"};
            }
            if (const auto *t = std::get_if<ReportTable>(&block))
                pdf.table(*t, ++tables, t->caption.decimals);
            else
                pdf.figure(std::get<ReportFigure>(block), ++figures);
            progress("report pages", ++done, total);
        }
    }
    pdf.heading(content.say("References", "참고문헌"));
    for (const QString &ref : content.references)
        pdf.paragraph(QStringLiteral("<p style=\"margin-left:24px; text-indent:-24px\">%1</p>").arg(ref.toHtmlEscaped()));
    pdf.flushHeading();
    pdf.finish();
    return {};
}

} // namespace rl::widgets
