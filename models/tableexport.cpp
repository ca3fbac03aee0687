// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/tableexport.h"

#include "models/roles.h"

#include <QAbstractItemModel>
#include <QSaveFile>
#include <QStringList>

namespace rl::models {

namespace {

QString cell(const QAbstractItemModel &model, int row, int column)
{
    const QModelIndex index = model.index(row, column);
    const QVariant exported = model.data(index, ExportTextRole);
    return exported.isValid() ? exported.toString() : model.data(index, Qt::DisplayRole).toString();
}

QString header(const QAbstractItemModel &model, int column)
{
    const QVariant exported = model.headerData(column, Qt::Horizontal, ExportTextRole);
    return exported.isValid() ? exported.toString() : model.headerData(column, Qt::Horizontal).toString();
}

// Models whose rows are named by the vertical header (ExportTextRole) get it as a first column,
// headed by the model's "exportCorner" property.
QList<QStringList> rows(const QAbstractItemModel &model)
{
    QList<QStringList> out;
    const bool rowNames = model.rowCount() > 0 && model.headerData(0, Qt::Vertical, ExportTextRole).isValid();
    QStringList head;
    if (rowNames)
        head << model.property("exportCorner").toString();
    for (int c = 0; c < model.columnCount(); ++c)
        head << header(model, c);
    out << head;
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList line;
        if (rowNames)
            line << model.headerData(r, Qt::Vertical, ExportTextRole).toString();
        for (int c = 0; c < model.columnCount(); ++c)
            line << cell(model, r, c);
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

QString latexEscape(const QString &s)
{
    QString out;
    for (const QChar ch : s) {
        switch (ch.unicode()) {
        case '\\':
            out += QLatin1String("\\textbackslash{}");
            break;
        case '&': case '%': case '$': case '#': case '_': case '{': case '}':
            out += QLatin1Char('\\') + ch;
            break;
        case '~':
            out += QLatin1String("\\textasciitilde{}");
            break;
        case '^':
            out += QLatin1String("\\textasciicircum{}");
            break;
        default:
            out += ch;
        }
    }
    return out;
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
    for (const QStringList &line : rows(model)) {
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

QString tableToLatex(const QAbstractItemModel &model, const QString &caption)
{
    const QList<QStringList> all = rows(model);
    const int columns = model.columnCount();
    QString out;
    if (!caption.isEmpty())
        out += QLatin1String("% ") + QString(caption).replace(QLatin1Char('\n'), QLatin1Char(' ')) + QLatin1Char('\n');
    out += QLatin1String("\\begin{tabular}{l") + QString(qMax(0, columns - 1), QLatin1Char('r')) + QLatin1String("}\n");
    out += QLatin1String("\\toprule\n");
    for (int r = 0; r < all.size(); ++r) {
        QStringList escaped;
        for (const QString &f : all[r])
            escaped << latexEscape(f);
        out += escaped.join(QLatin1String(" & ")) + QLatin1String(" \\\\\n");
        if (r == 0)
            out += QLatin1String("\\midrule\n");
    }
    out += QLatin1String("\\bottomrule\n\\end{tabular}\n");
    return out;
}

QString tableToMarkdown(const QAbstractItemModel &model)
{
    const QList<QStringList> all = rows(model);
    QString out;
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
    return out;
}

QString tableToText(const QAbstractItemModel &model, TableFormat format, const QString &caption)
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
    return tableToMarkdown(model);
}

Status writeTable(const QAbstractItemModel &model, TableFormat format, const QString &path, const QString &caption)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error {ErrorCode::Io, path.toStdString() + ": " + file.errorString().toStdString()};
    const QByteArray bytes = tableToText(model, format, caption).toUtf8();
    if (file.write(bytes) != bytes.size() || !file.commit())
        return Error {ErrorCode::Io, path.toStdString() + ": " + file.errorString().toStdString()};
    return {};
}

} // namespace rl::models
