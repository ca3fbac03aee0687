// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/studykindfigures.h"

#include "widgets/jury/jurykindfigures.h"
#include "widgets/stereotales/stkindfigures.h"

#include <algorithm>

namespace rl::widgets {

namespace {

std::vector<StudyKindFigures> &records()
{
    // The built-in kinds' records, named here so that a static library's linker keeps them.
    static std::vector<StudyKindFigures> all {jury::juryKindFigures(), stereotales::stKindFigures()};
    return all;
}

} // namespace

const std::vector<StudyKindFigures> &studyKindFigures() { return records(); }

const StudyKindFigures *studyKindFiguresFor(const std::string &kind)
{
    for (const StudyKindFigures &r : records())
        if (std::find(r.kinds.begin(), r.kinds.end(), kind) != r.kinds.end())
            return &r;
    return nullptr;
}

const StudyKindFigures *studyKindFiguresOffering(const QString &name)
{
    for (const StudyKindFigures &r : records())
        if (r.names().contains(name))
            return &r;
    return nullptr;
}

StudyKindFiguresRegistration::StudyKindFiguresRegistration(StudyKindFigures record) { records().push_back(std::move(record)); }

void addReportFigures(KindReport &out, const analysis::StudyKindEntry &entry, analysis::MethodsLanguage language,
                      const std::function<Result<PreparedFigure>(const QString &name)> &prepare)
{
    for (const analysis::ReportFigure &f : entry.figures) {
        auto prepared = prepare(QString::fromStdString(f.name));
        if (prepared)
            out.figures.push_back({QString::fromStdString(f.caption(language)), std::move(*prepared)});
    }
}

} // namespace rl::widgets
