// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/import/corpuscolumns.h"

#include <QFile>

#include <algorithm>

namespace rl::widgets {

bool corpusHasOwnColumns(const QString &path, io::corpus::CorpusFormat format)
{
    using io::corpus::CorpusFormat;
    if (format != CorpusFormat::Auto && format != CorpusFormat::Csv)
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = file.read(64 * 1024);
    const std::string_view text(head.constData(), std::size_t(head.size()));
    if (format == CorpusFormat::Auto && io::corpus::detectCorpusFormat(text) != CorpusFormat::Csv)
        return false;
    const auto lineEnd = text.find_first_of("\r\n");
    return text.substr(0, lineEnd).find('\t') == std::string_view::npos; // a TSV is split on TABs, not by the CSV reader
}

QStringList corpusColumnNames()
{
    return {QStringLiteral("sentence1"), QStringLiteral("sentence2"), QStringLiteral("score"), QStringLiteral("item_id"),
            QStringLiteral("rater_sd"),  QStringLiteral("grade"),     QStringLiteral("genre")};
}

QStringList missingCorpusColumns(const std::vector<std::string> &mappedHeader)
{
    QStringList missing;
    for (const char *need : {"sentence1", "sentence2", "score"})
        if (std::find(mappedHeader.begin(), mappedHeader.end(), need) == mappedHeader.end())
            missing << QLatin1String(need);
    return missing;
}

} // namespace rl::widgets
