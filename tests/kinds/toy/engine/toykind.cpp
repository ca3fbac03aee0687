// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/kinds/toy/engine/toykind.h"

#include "engine/analysis/analysisoptions.h"
#include "engine/analysis/methodstext.h"
#include "engine/analysis/studykinds.h"
#include "engine/core/atomicfile.h"
#include "engine/study/study.h"

#include <filesystem>
#include <sstream>
#include <vector>

namespace rl::toy {

namespace {

/// toy_summary.csv: item_id, human_ratings, mean (of the human ratings of every dimension; empty when none).
Result<analysis::KindOutputs> analyzeToy(const analysis::KindAnalysisInput &input, const std::string &dir)
{
    const study::Study &s = *input.study;
    std::vector<std::size_t> counts(s.items.size(), 0);
    std::vector<double> sums(s.items.size(), 0.0);
    for (const study::Rating &r : s.ratings)
        if (r.rater >= 0 && s.raters[static_cast<std::size_t>(r.rater)].kind == study::RaterKind::Human) {
            ++counts[static_cast<std::size_t>(r.item)];
            sums[static_cast<std::size_t>(r.item)] += r.value;
        }
    std::ostringstream csv;
    csv.precision(17);
    csv << "item_id,human_ratings,mean\n";
    for (std::size_t i = 0; i < s.items.size(); ++i) {
        csv << s.items[i].key << ',' << counts[i] << ',';
        if (counts[i] > 0)
            csv << sums[i] / static_cast<double>(counts[i]);
        csv << '\n';
    }
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec)
        return Error {ErrorCode::Io, dir + ": " + ec.message()};
    const std::string text = csv.str();
    RL_TRY(replaceFile(dir + "/" + kSummaryFile, text));
    analysis::KindOutputs out;
    out.files = {kSummaryFile};
    out.summary = std::to_string(s.items.size()) + " items summarised";
    return out;
}

std::string toyMethods(const analysis::MethodsFacts &, analysis::MethodsLanguage language)
{
    return language == analysis::MethodsLanguage::Korean ? "장난감 연구는 문항마다 인간 평정의 수와 평균을 세었다."
                                                         : "The toy study counted each item's human ratings and their mean.";
}

std::vector<std::string> toyReferences() { return {}; }

analysis::StudyKindEntry toyEntry()
{
    analysis::StudyKindEntry e {};
    e.kind = study::registerStudyKind("toy");
    e.collect = nullptr;
    e.methods = toyMethods;
    e.references = toyReferences;
    e.agreementSuite = false;
    e.analyze = analyzeToy;
    e.views = {kSummaryView};
    e.analysisNote = "the toy kind's own analysis counts each item's ratings";
    e.optionScope = analysis::OptionScope::Rating;
    return e;
}

const analysis::StudyKindRegistration registration {toyEntry()};

} // namespace

study::StudyKind toyKind() { return study::registerStudyKind("toy"); }

} // namespace rl::toy
