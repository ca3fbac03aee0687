// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/tableexport.h"

#include "models/cellformat.h"
#include "models/outputfile.h"
#include "models/displaynames.h"
#include "models/roles.h"

#include "engine/io/xlsx.h"

#include <QAbstractItemModel>
#include <QStringList>

namespace rl::models {

namespace {

enum class Form { Machine, Full, Manuscript };

// A cell in one of three forms: Machine = ExportTextRole as before (the models' own text),
// Full = ExportValueRole at full precision (CSV, TSV), Manuscript = the APA form of the column's
// NumberStyleRole (LaTeX, Markdown, HTML, the PDF report) and the DisplayRole of its text columns.
QString cell(const QAbstractItemModel &model, int row, int column, Form form, int decimals)
{
    const QModelIndex index = model.index(row, column);
    const QVariant value = model.data(index, ExportValueRole);
    if (value.isValid() && form == Form::Full)
        return cellformat::full(value.toDouble());
    if (form == Form::Manuscript) {
        const QVariant style = model.headerData(column, Qt::Horizontal, NumberStyleRole);
        if (value.isValid() && style.isValid() && style.toInt() != int(cellformat::Style::Text))
            return cellformat::apa(value.toDouble(), cellformat::Style(style.toInt()), decimals);
        if (style.isValid() && style.toInt() == int(cellformat::Style::Text)) // the human name ("Happy", a label)
            return model.data(index, Qt::DisplayRole).toString();
    }
    const QVariant exported = model.data(index, ExportTextRole);
    const QString text = exported.isValid() ? exported.toString() : model.data(index, Qt::DisplayRole).toString();
    if (form != Form::Manuscript)
        return text;
    // The manuscript forms' headers are in the UI language; so are the words of their bodies.
    return text == QLatin1String("NA") ? QStringLiteral("\u2014") : DisplayNames::word(text);
}

QString header(const QAbstractItemModel &model, int column, bool machine)
{
    if (machine) {
        const QVariant exported = model.headerData(column, Qt::Horizontal, ExportTextRole);
        if (exported.isValid())
            return exported.toString();
    }
    return model.headerData(column, Qt::Horizontal).toString();
}

bool hasRowNames(const QAbstractItemModel &model)
{
    return model.rowCount() > 0 && model.headerData(0, Qt::Vertical, ExportTextRole).isValid();
}

// Models whose rows are named by the vertical header (ExportTextRole) get it as a first column,
// headed by the model's "exportCorner" property.
QList<QStringList> rows(const QAbstractItemModel &model, Form form = Form::Machine, int decimals = 2)
{
    QList<QStringList> out;
    const bool rowNames = hasRowNames(model);
    const bool machine = form != Form::Manuscript && form != Form::Full;
    QStringList head;
    if (rowNames)
        head << model.property("exportCorner").toString();
    for (int c = 0; c < model.columnCount(); ++c)
        head << header(model, c, machine);
    out << head;
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList line;
        if (rowNames) {
            const QString name = model.headerData(r, Qt::Vertical, ExportTextRole).toString();
            line << (form == Form::Manuscript ? DisplayNames::word(name) : name);
        }
        for (int c = 0; c < model.columnCount(); ++c)
            line << cell(model, r, c, form, decimals);
        out << line;
    }
    return out;
}

QString csvField(const QString &s)
{
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) && !s.contains(QLatin1Char('\n'))
        && !s.contains(QLatin1Char('\r')))
        return s;
    QString q = s;
    q.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

// A math-mode macro for the symbols pdflatex's text fonts do not have; empty for anything else.
const char *latexMath(char32_t c)
{
    switch (c) {
    case U'α': return "\\alpha";
    case U'β': return "\\beta";
    case U'γ': return "\\gamma";
    case U'δ': return "\\delta";
    case U'Δ': return "\\Delta";
    case U'ε': return "\\varepsilon";
    case U'η': return "\\eta";
    case U'θ': return "\\theta";
    case U'κ': return "\\kappa";
    case U'λ': return "\\lambda";
    case U'μ': return "\\mu";
    case U'π': return "\\pi";
    case U'ρ': return "\\rho";
    case U'σ': return "\\sigma";
    case U'Σ': return "\\Sigma";
    case U'τ': return "\\tau";
    case U'φ': return "\\varphi";
    case U'χ': return "\\chi";
    case U'ψ': return "\\psi";
    case U'ω': return "\\omega";
    case U'Ω': return "\\Omega";
    case U'ℓ': return "\\ell";
    case U'²': return "^{2}";
    case U'³': return "^{3}";
    case U'₀': return "_{0}";
    case U'₁': return "_{1}";
    case U'₂': return "_{2}";
    case U'×': return "\\times";
    case U'−': return "-";
    case U'±': return "\\pm";
    case U'≥': return "\\geq";
    case U'≤': return "\\leq";
    case U'≠': return "\\neq";
    case U'≈': return "\\approx";
    case U'∞': return "\\infty";
    case U'·': return "\\cdot";
    case U'→': return "\\rightarrow";
    case U'✓': return "\\surd";
    case U'✗': return "\\times";
    case U'<': return "<";
    case U'>': return ">";
    case U'|': return "|";
    default: return "";
    }
}

// A text-mode replacement (LaTeX specials and typographic characters); empty for anything else.
const char *latexText(char32_t c)
{
    switch (c) {
    case U'\\': return "\\textbackslash{}";
    case U'&': return "\\&";
    case U'%': return "\\%";
    case U'$': return "\\$";
    case U'#': return "\\#";
    case U'_': return "\\_";
    case U'{': return "\\{";
    case U'}': return "\\}";
    case U'~': return "\\textasciitilde{}";
    case U'^': return "\\textasciicircum{}";
    case U'–': return "--";
    case U'—': return "---"; // also the undefined value of a manuscript table
    case U'…': return "\\ldots{}";
    case U'“': return "``";
    case U'”': return "''";
    case U'‘': return "`";
    case U'’': return "'";
    case U'§': return "\\S{}";
    case U'°': return "\\textdegree{}";
    case U'\u00A0': return "~";
    case U'\n': return " ";
    default: return "";
    }
}

// Text for pdflatex: specials escaped, Greek letters and mathematical symbols as math macros (adjacent
// ones in one $…$, so Δα is $\Delta \alpha$, never the display-math $$), Latin-1 letters as they are
// (LaTeX's UTF-8 input). Hangul and other scripts stay as written: they need XeLaTeX or the CJK package.
QString latexEscape(const QString &s)
{
    QString out;
    bool math = false;
    for (const char32_t c : s.toUcs4()) {
        const char *m = latexMath(c);
        if (*m) {
            out += math ? QStringLiteral(" ") : QStringLiteral("$");
            out += QLatin1String(m);
            math = true;
            continue;
        }
        if (math) {
            out += QLatin1Char('$');
            math = false;
        }
        const char *t = latexText(c);
        if (*t)
            out += QLatin1String(t);
        else
            out += QString::fromUcs4(&c, 1);
    }
    if (math)
        out += QLatin1Char('$');
    return out;
}

} // namespace

QList<QStringList> manuscriptRows(const QAbstractItemModel &model, int decimals)
{
    return rows(model, Form::Manuscript, decimals);
}

std::vector<bool> manuscriptTextColumns(const QAbstractItemModel &model)
{
    std::vector<bool> text;
    if (hasRowNames(model))
        text.push_back(true);
    for (int c = 0; c < model.columnCount(); ++c) {
        const QVariant style = model.headerData(c, Qt::Horizontal, NumberStyleRole);
        text.push_back(style.isValid() ? style.toInt() == int(cellformat::Style::Text) : c == 0);
    }
    return text;
}

namespace {

// The column alignment: text columns left, numbers right.
QString latexColumns(const QAbstractItemModel &model)
{
    QString spec;
    for (const bool text : manuscriptTextColumns(model))
        spec += text ? QLatin1Char('l') : QLatin1Char('r');
    return spec;
}

} // namespace

bool parseTableFormat(const QString &name, TableFormat &out)
{
    const QString n = name.toLower();
    if (n == QLatin1String("csv"))
        out = TableFormat::Csv;
    else if (n == QLatin1String("tsv"))
        out = TableFormat::Tsv;
    else if (n == QLatin1String("latex") || n == QLatin1String("tex"))
        out = TableFormat::Latex;
    else if (n == QLatin1String("markdown") || n == QLatin1String("md"))
        out = TableFormat::Markdown;
    else
        return false;
    return true;
}

QString tableToCsv(const QAbstractItemModel &model)
{
    QString out;
    QList<QStringList> all = rows(model, Form::Full);
    all[0] = rows(model, Form::Machine).value(0); // machine names: the contract
    for (const QStringList &line : all) {
        QStringList fields;
        for (const QString &f : line)
            fields << csvField(f);
        out += fields.join(QLatin1Char(',')) + QLatin1String("\r\n");
    }
    return out;
}

QString tableToTsv(const QAbstractItemModel &model)
{
    QString out;
    for (QStringList line : rows(model)) {
        for (QString &f : line) {
            f.replace(QLatin1Char('\t'), QLatin1Char(' '));
            f.replace(QLatin1Char('\n'), QLatin1Char(' '));
            f.replace(QLatin1Char('\r'), QLatin1Char(' '));
        }
        out += line.join(QLatin1Char('\t')) + QLatin1Char('\n');
    }
    return out;
}

QString tableToLatex(const QAbstractItemModel &model, const TableCaption &caption)
{
    const QList<QStringList> all = rows(model, Form::Manuscript, caption.decimals);
    const int columns = all.value(0).size();
    QStringList header;
    for (const QString &f : all.value(0))
        header << latexEscape(f);
    const QString head = QLatin1String("\\toprule\n") + header.join(QLatin1String(" & ")) + QLatin1String(" \\\\\n\\midrule\n");
    QString out;
    if (!caption.title.isEmpty())
        out += QLatin1String("% ") + QString(caption.title).replace(QLatin1Char('\n'), QLatin1Char(' ')) + QLatin1Char('\n');
    out += QLatin1String("\\begin{longtable}{") + latexColumns(model) + QLatin1String("}\n");
    if (!caption.title.isEmpty())
        out += QLatin1String("\\caption{") + latexEscape(caption.title) + QLatin1String("}\\\\\n");
    out += head + QLatin1String("\\endfirsthead\n");
    out += QStringLiteral("\\multicolumn{%1}{l}{\\textit{(continued)}}\\\\\n").arg(columns) + head + QLatin1String("\\endhead\n");
    out += QLatin1String("\\bottomrule\n\\endlastfoot\n");
    for (int r = 1; r < all.size(); ++r) {
        QStringList escaped;
        for (const QString &f : all[r])
            escaped << latexEscape(f);
        out += escaped.join(QLatin1String(" & ")) + QLatin1String(" \\\\\n");
    }
    out += QLatin1String("\\end{longtable}\n");
    if (!caption.note.isEmpty())
        out += QLatin1String("{\\footnotesize\\textit{Note.} ") + latexEscape(caption.note) + QLatin1String("\\par}\n");
    return out;
}

QString tableToLatex(const QAbstractItemModel &model, const QString &caption)
{
    return tableToLatex(model, TableCaption {caption, {}, 2});
}

QString tableToMarkdown(const QAbstractItemModel &model, const TableCaption &caption)
{
    const QList<QStringList> all = rows(model, Form::Manuscript, caption.decimals);
    QString out;
    if (!caption.title.isEmpty())
        out += QLatin1String("Table: ") + QString(caption.title).replace(QLatin1Char('\n'), QLatin1Char(' ')) + QLatin1String("\n\n");
    for (int r = 0; r < all.size(); ++r) {
        QStringList escaped;
        for (QString f : all[r])
            escaped << f.replace(QLatin1Char('|'), QLatin1String("\\|")).replace(QLatin1Char('\n'), QLatin1Char(' '));
        out += QLatin1String("| ") + escaped.join(QLatin1String(" | ")) + QLatin1String(" |\n");
        if (r == 0) {
            QStringList rule;
            for (int c = 0; c < all[r].size(); ++c)
                rule << (c == 0 ? QStringLiteral("---") : QStringLiteral("---:"));
            out += QLatin1String("| ") + rule.join(QLatin1String(" | ")) + QLatin1String(" |\n");
        }
    }
    if (!caption.note.isEmpty())
        out += QLatin1String("\n*Note.* ") + QString(caption.note).replace(QLatin1Char('\n'), QLatin1Char(' ')) + QLatin1Char('\n');
    return out;
}

QString tableToMarkdown(const QAbstractItemModel &model) { return tableToMarkdown(model, TableCaption {}); }

QString tableToHtml(const QAbstractItemModel &model, const TableCaption &caption)
{
    const QList<QStringList> all = rows(model, Form::Manuscript, caption.decimals);
    QString out = QStringLiteral("<table class=\"apa\">\n");
    if (!caption.title.isEmpty())
        out += QLatin1String("<caption>") + caption.title.toHtmlEscaped() + QLatin1String("</caption>\n");
    for (int r = 0; r < all.size(); ++r) {
        out += QLatin1String("<tr>");
        for (int c = 0; c < all[r].size(); ++c) {
            const QString tag = r == 0 ? QStringLiteral("th") : QStringLiteral("td");
            const QString align = c == 0 ? QString() : QStringLiteral(" align=\"right\"");
            out += QLatin1Char('<') + tag + align + QLatin1Char('>') + all[r][c].toHtmlEscaped() + QLatin1String("</") + tag
                + QLatin1Char('>');
        }
        out += QLatin1String("</tr>\n");
    }
    out += QLatin1String("</table>\n");
    if (!caption.note.isEmpty())
        out += QLatin1String("<p class=\"note\"><i>Note.</i> ") + caption.note.toHtmlEscaped() + QLatin1String("</p>\n");
    return out;
}

QString tableToText(const QAbstractItemModel &model, TableFormat format, const TableCaption &caption)
{
    switch (format) {
    case TableFormat::Csv:
        return tableToCsv(model);
    case TableFormat::Tsv:
        return tableToTsv(model);
    case TableFormat::Latex:
        return tableToLatex(model, caption);
    case TableFormat::Markdown:
        break;
    }
    return tableToMarkdown(model, caption);
}

QString tableToText(const QAbstractItemModel &model, TableFormat format, const QString &caption)
{
    return tableToText(model, format, TableCaption {caption, {}, 2});
}

Status writeTable(const QAbstractItemModel &model, TableFormat format, const QString &path, const TableCaption &caption)
{
    return writeOutputFile(path, tableToText(model, format, caption).toUtf8());
}

Status writeTable(const QAbstractItemModel &model, TableFormat format, const QString &path, const QString &caption)
{
    return writeTable(model, format, path, TableCaption {caption, {}, 2});
}

namespace {

io::xlsx::Sheet toSheet(const NamedTable &table)
{
    const QAbstractItemModel &model = *table.model;
    io::xlsx::Sheet sheet;
    sheet.name = table.name.toStdString();
    sheet.caption = table.caption.title.toStdString();
    sheet.note = table.caption.note.isEmpty() ? std::string() : "Note. " + table.caption.note.toStdString();
    const bool rowNames = hasRowNames(model);
    if (rowNames) {
        sheet.header.push_back(model.property("exportCorner").toString().toStdString());
        sheet.headerNotes.emplace_back();
    }
    std::vector<std::string> formats;
    for (int c = 0; c < model.columnCount(); ++c) {
        sheet.header.push_back(header(model, c, false).toStdString());
        sheet.headerNotes.push_back(model.headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString().toStdString());
        const QVariant style = model.headerData(c, Qt::Horizontal, NumberStyleRole);
        formats.push_back(style.isValid() ? cellformat::excelFormat(cellformat::Style(style.toInt()), table.caption.decimals).toStdString()
                                          : std::string());
    }
    for (int r = 0; r < model.rowCount(); ++r) {
        std::vector<io::xlsx::Cell> line;
        if (rowNames)
            line.push_back(io::xlsx::Cell::makeText(
                DisplayNames::word(model.headerData(r, Qt::Vertical, ExportTextRole).toString()).toStdString()));
        for (int c = 0; c < model.columnCount(); ++c) {
            const QModelIndex index = model.index(r, c);
            const QVariant value = model.data(index, ExportValueRole);
            if (value.isValid()) {
                line.push_back(io::xlsx::Cell::makeNumber(value.toDouble(), formats[std::size_t(c)]));
                continue;
            }
            const QString text = cell(model, r, c, Form::Machine, table.caption.decimals);
            bool number = false;
            const double v = text.toDouble(&number);
            if (text == QLatin1String("NA"))
                line.emplace_back();
            else if (number)
                line.push_back(io::xlsx::Cell::makeNumber(v, formats[std::size_t(c)]));
            else
                line.push_back(io::xlsx::Cell::makeText(DisplayNames::word(text).toStdString()));
        }
        sheet.rows.push_back(std::move(line));
    }
    return sheet;
}

} // namespace

Status writeWorkbook(const std::vector<NamedTable> &tables, const QString &path)
{
    std::vector<io::xlsx::Sheet> sheets;
    for (const NamedTable &t : tables)
        if (t.model)
            sheets.push_back(toSheet(t));
    return io::xlsx::writeWorkbook(sheets, path.toStdString());
}

} // namespace rl::models
