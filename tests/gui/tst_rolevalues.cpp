// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Every custom item-data role of the models and views, by the value the compiler gives it: no two share a
// value (a base of per-factor or per-dimension roles owns kMaxIndexedRoles values from its own), and the
// names a class gives a role of its own are that role. tst_layering's roleValuesAreUnique reads
// models/roles.h as text and keeps every definition there; this test reads the same file only for the
// names of its roles, so a role added to it and not listed here fails too.
#include "tests/common/testutil.h"

#include "models/analysisoptionsmodel.h"
#include "models/roles.h"
#include "widgets/welcomepage.h"

#include <QtTest>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <string>
#include <vector>

using namespace rl::models;

namespace {

struct RoleValues {
    const char *name;
    int first;
    int count; ///< 1, or kMaxIndexedRoles for a base
};

#define RL_ROLE(name) RoleValues {#name, name, 1}
#define RL_ROLE_BASE(name) RoleValues {#name, name, kMaxIndexedRoles}

const std::vector<RoleValues> &allRoles()
{
    static const std::vector<RoleValues> roles = {
        RL_ROLE(StimulusKeyRole), RL_ROLE(ItemIndexRole), RL_ROLE(ThumbnailReadyRole), RL_ROLE(HumanRatingCountRole),
        RL_ROLE(SortValueRole), RL_ROLE(ExportTextRole), RL_ROLE(ConditionIdRole), RL_ROLE(VerdictRole),
        RL_ROLE(VerdictEmotionRole), RL_ROLE(VerdictDimensionRole), RL_ROLE(MeetsRole), RL_ROLE(ExportValueRole),
        RL_ROLE(NumberStyleRole), RL_ROLE(SubsetMaskRole), RL_ROLE(HygieneFlagsRole),
        RL_ROLE(StRowTagRole), RL_ROLE(DemographicsSignificantRole),
        RL_ROLE(ConditionValidRole), RL_ROLE(ConditionSimulatedRole), RL_ROLE(ConditionHasPredictionsRole),
        RL_ROLE(ConditionProblemsRole),
        RL_ROLE(RecentPathRole), RL_ROLE(RecentExistsRole),
        RL_ROLE(OptionNameRole),
        RL_ROLE_BASE(FactorLevelIndexRoleBase), RL_ROLE_BASE(FactorLevelNameRoleBase), RL_ROLE_BASE(HumanMeanRoleBase),
        RL_ROLE_BASE(HumanSdRoleBase), RL_ROLE_BASE(ModelGapRoleBase),
        RL_ROLE(RunDoneRole), RL_ROLE(RunTotalRole), RL_ROLE(RunStatusRole), RL_ROLE(RawResponseRole),
        RL_ROLE(ThinkingRole),
    };
    return roles;
}

#undef RL_ROLE
#undef RL_ROLE_BASE

/// "A and B share VALUE" for every pair of `roles` whose values meet.
QStringList clashes(const std::vector<RoleValues> &roles)
{
    QStringList out;
    for (std::size_t a = 0; a < roles.size(); ++a)
        for (std::size_t b = a + 1; b < roles.size(); ++b) {
            const int from = std::max(roles[a].first, roles[b].first);
            if (from < std::min(roles[a].first + roles[a].count, roles[b].first + roles[b].count))
                out << QStringLiteral("%1 and %2 share Qt::UserRole + 0x%3")
                           .arg(QLatin1String(roles[a].name), QLatin1String(roles[b].name))
                           .arg(from - Qt::UserRole, 0, 16);
        }
    return out;
}

} // namespace

class TestRoleValues : public QObject {
    Q_OBJECT
private slots:
    void noTwoRolesShareAValue()
    {
        const QStringList found = clashes(allRoles());
        QVERIFY2(found.isEmpty(), qPrintable(found.join('\n')));
        for (const RoleValues &r : allRoles())
            QVERIFY2(r.first > Qt::UserRole, r.name); // above Qt's own roles
    }

    void theCheckCanFail()
    {
        // The two overlaps models/roles.h once had: a table tag on a demographics flag, a trace inside the gap roles.
        const std::vector<RoleValues> old = {{"StRowTagRole", Qt::UserRole + 0x60, 1},
            {"DemographicsSignificantRole", Qt::UserRole + 0x60, 1}, {"ModelGapRoleBase", Qt::UserRole + 0x500, kMaxIndexedRoles},
            {"ThinkingRole", Qt::UserRole + 0x510, 1}};
        QCOMPARE(clashes(old).size(), 2);
    }

    void everyRoleIsListed()
    {
        std::ifstream in(std::filesystem::path(rl::test::sourceDir()) / "models/roles.h");
        QVERIFY(in);
        const std::regex enumerator("^\\s*([A-Za-z_][A-Za-z0-9_]*Role(Base)?)\\b\\s*(=[^,]*)?,");
        std::set<std::string> inHeader, listed;
        bool inEnum = false;
        for (std::string line; std::getline(in, line);) {
            if (line.find("enum Role") != std::string::npos)
                inEnum = true;
            else if (inEnum && line.find("};") != std::string::npos)
                break;
            std::smatch m;
            if (inEnum && std::regex_search(line, m, enumerator))
                inHeader.insert(m[1].str());
        }
        for (const RoleValues &r : allRoles())
            listed.insert(r.name);
        QVERIFY2(inHeader.size() >= 30, qPrintable(QString::number(inHeader.size()) + QStringLiteral(" roles read")));
        for (const std::string &name : inHeader)
            QVERIFY2(listed.count(name), qPrintable(QString::fromStdString(name) + QStringLiteral(" is not listed here")));
        QCOMPARE(listed.size(), inHeader.size());
    }

    void classRolesAreTheirRoles()
    {
        QCOMPARE(int(AnalysisOptionsModel::NameRole), int(OptionNameRole));
        QCOMPARE(int(rl::widgets::WelcomePage::PathRole), int(RecentPathRole));
        QCOMPARE(int(rl::widgets::WelcomePage::ExistsRole), int(RecentExistsRole));
    }
};

QTEST_APPLESS_MAIN(TestRoleValues)
#include "tst_rolevalues.moc"
