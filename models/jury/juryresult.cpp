// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/jury/juryresult.h"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace rl::models::jury {

bool JuryResult::hasJudgments() const
{
    return std::any_of(data.tables.begin(), data.tables.end(), [](const auto &t) { return t.columnCount() > 0; });
}

int JuryResult::table(const std::string &corpus, const std::string &condition) const
{
    for (std::size_t t = 0; t < data.tables.size(); ++t) {
        const auto &tb = data.tables[t];
        if (tb.round == 1 && tb.corpus == corpus && tb.condition == condition)
            return int(t);
    }
    return -1;
}

int JuryResult::search(int table, analysis::jury::Aggregate aggregate) const
{
    for (std::size_t s = 0; s < analysis.searches.size(); ++s)
        if (int(analysis.searches[s].table) == table && analysis.searches[s].aggregate == aggregate)
            return int(s);
    return -1;
}

std::vector<std::string> JuryResult::conditions() const
{
    std::vector<std::string> out;
    for (const auto &t : data.tables)
        if (t.round == 1 && std::find(out.begin(), out.end(), t.condition) == out.end())
            out.push_back(t.condition);
    return out;
}

Result<CorpusCheck> checkCorpusText(std::string_view text, const std::string &source, io::corpus::CorpusFormat format,
                                    const std::string &corpusName)
{
    auto parsed = io::corpus::parseCorpus(text, source, format);
    if (!parsed)
        return parsed.error();
    CorpusCheck c;
    c.corpus = corpusName;
    c.parsed = std::move(*parsed);
    c.report = io::corpus::hygieneOf(c.parsed, text);
    if (!c.report.naiveApplies)
        return c;
    // The naive records by their first line, and the keys by physical line (correct reading).
    std::map<int, std::string> keyOfLine;
    for (const auto &r : c.parsed.records)
        keyOfLine[r.line] = r.key;
    const auto naive = io::corpus::pythonCsvRead(text, c.parsed.delimiter);
    std::map<int, const io::corpus::NaiveRecord *> naiveByLine;
    for (const auto &n : naive)
        naiveByLine[n.firstLine] = &n;
    for (const auto &corruption : c.report.corruptions) {
        const auto it = naiveByLine.find(corruption.firstLine);
        if (it != naiveByLine.end()) {
            const auto &f = it->second->fields;
            c.naiveText[corruption.key] = {f.size() > 5 ? f[5] : std::string(), f.size() > 6 ? f[6] : std::string()};
        }
        for (const auto &k : corruption.swallowedKeys)
            c.swallowedBy[k] = corruption.key;
    }
    return c;
}

Result<CorpusCheck> checkCorpusFile(const std::string &path, io::corpus::CorpusFormat format, const std::string &corpusName)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Error {ErrorCode::Io, path + ": cannot be opened"};
    std::ostringstream buffer;
    buffer << in.rdbuf();
    const std::string text = buffer.str();
    const auto slash = path.find_last_of("/\\");
    return checkCorpusText(text, slash == std::string::npos ? path : path.substr(slash + 1), format, corpusName);
}

} // namespace rl::models::jury
