// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/stereotales/sttablemodels.h"
#include "models/metricdefinitions.h"

#include "models/cellformat.h"
#include "models/colorscale.h"
#include "models/roles.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rl::models::stereotales {

namespace ast = analysis::stereotales;

/// The translation context of the StereoTales tables' headers and words.
class StTables {
    Q_DECLARE_TR_FUNCTIONS(StTables)
};

namespace {

QString q(const std::string &s) { return QString::fromStdString(s); }
QString yesNo(bool b) { return b ? StTables::tr("yes") : StTables::tr("no"); }

QString languageName(const StResult &r, int language)
{
    return language < 0 ? StTables::tr("all") : q(r.data.languages[std::size_t(language)]);
}

} // namespace

// ---- StRowsModel

void StRowsModel::setTable(QStringList headers, QStringList names, std::vector<std::vector<QVariant>> rows,
                           std::vector<std::vector<QColor>> backgrounds, std::vector<int> tags, int decimals)
{
    beginResetModel();
    m_headers = std::move(headers);
    m_names = std::move(names);
    m_definitionKeys.clear();
    m_rows = std::move(rows);
    m_backgrounds = std::move(backgrounds);
    m_tags = std::move(tags);
    m_decimals = decimals;
    endResetModel();
}

int StRowsModel::rowOfTag(int tag) const
{
    const auto it = std::find(m_tags.begin(), m_tags.end(), tag);
    return it == m_tags.end() ? -1 : int(it - m_tags.begin());
}

QVariant StRowsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const auto &row = m_rows[std::size_t(index.row())];
    if (role == StRowTagRole)
        return tag(index.row());
    if (index.column() >= int(row.size()))
        return {};
    const QVariant &v = row[std::size_t(index.column())];
    const bool real = v.typeId() == QMetaType::Double;
    const bool integer = v.typeId() == QMetaType::Int || v.typeId() == QMetaType::LongLong;
    switch (role) {
    case Qt::DisplayRole: {
        if (!real)
            return v;
        // p and q: "< .001" below, as the drill-down's text (a q of 1e-6 is not "0.00")
        const QString &name = m_names.value(index.column());
        if (name.startsWith(QLatin1String("p_")) || name.startsWith(QLatin1String("q_")) || name == QLatin1String("p"))
            return cellformat::displayP(v.toDouble());
        return cellformat::display(v.toDouble(), m_decimals);
    }
    case Qt::EditRole:
        return v;
    case Qt::ToolTipRole: // any name or text the column may cut
        return v.typeId() == QMetaType::QString && !v.toString().isEmpty() ? v : QVariant();
    case SortValueRole:
        return real ? cellformat::sortKey(v.toDouble()) : v;
    case ExportTextRole:
        return real ? QVariant(cellformat::exported(v.toDouble(), 6)) : QVariant(v.toString());
    case ExportValueRole:
        return real || integer ? QVariant(v.toDouble()) : QVariant();
    case Qt::TextAlignmentRole:
        return real || integer ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
    case Qt::BackgroundRole:
        if (std::size_t(index.row()) < m_backgrounds.size() && std::size_t(index.column()) < m_backgrounds[std::size_t(index.row())].size()
            && m_backgrounds[std::size_t(index.row())][std::size_t(index.column())].isValid())
            return m_backgrounds[std::size_t(index.row())][std::size_t(index.column())];
        return {};
    case Qt::ForegroundRole:
        if (std::size_t(index.row()) < m_backgrounds.size() && std::size_t(index.column()) < m_backgrounds[std::size_t(index.row())].size()
            && m_backgrounds[std::size_t(index.row())][std::size_t(index.column())].isValid())
            return textColorOn(m_backgrounds[std::size_t(index.row())][std::size_t(index.column())]);
        return {};
    default:
        return {};
    }
}

QVariant StRowsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= m_headers.size())
        return {};
    if (role == Qt::DisplayRole)
        return m_headers.at(section);
    if (role == ExportTextRole)
        return section < m_names.size() ? m_names.at(section) : m_headers.at(section);
    if (role == Qt::ToolTipRole) {
        QString key = section < m_definitionKeys.size() ? m_definitionKeys.at(section) : m_names.value(section);
        if (key == QLatin1String("n"))
            key = QStringLiteral("st_n"); // N: the stories of a tested table
        else if (key == QLatin1String("difference") || key == QLatin1String("mean_difference"))
            key = QStringLiteral("harm_difference");
        return metricDefinition(key);
    }
    return {};
}

namespace sttables {

// ---- the prompt grid

void fillGridValues(StRowsModel &model, const StResult *r)
{
    QStringList headers {StTables::tr("Attribute"), StTables::tr("Value"), StTables::tr("Promptable")};
    QStringList names {QStringLiteral("attribute"), QStringLiteral("value"), QStringLiteral("promptable")};
    std::vector<std::vector<QVariant>> rows;
    if (r && r->grid) {
        const auto &g = *r->grid;
        for (const auto &l : g.languages) {
            headers << q(l.code);
            names << QStringLiteral("value_") + q(l.code);
        }
        for (std::size_t a = 0; a < g.attributes.size(); ++a) {
            const auto &attr = g.attributes[a];
            for (std::size_t v = 0; v < attr.values.size(); ++v) {
                std::vector<QVariant> row {q(attr.name), q(attr.values[v]), yesNo(attr.promptable[v])};
                for (const auto &l : g.languages)
                    row.emplace_back(a < l.values.size() && v < l.values[a].size() ? q(l.values[a][v]) : QString());
                rows.push_back(std::move(row));
            }
        }
    } else if (r) {
        for (const auto &attr : r->data.attributes)
            for (std::size_t v = 0; v < attr.values.size(); ++v)
                rows.push_back({q(attr.name), q(attr.values[v]), yesNo(v < attr.promptable.size() && attr.promptable[v])});
    }
    model.setTable(headers, names, std::move(rows));
}

void fillScenarios(StRowsModel &model, const StResult *r)
{
    QStringList headers {StTables::tr("Group"), StTables::tr("Scenario")};
    QStringList names {QStringLiteral("group"), QStringLiteral("scenario")};
    std::vector<std::vector<QVariant>> rows;
    if (r && r->grid) {
        const auto &g = *r->grid;
        for (const auto &l : g.languages) {
            headers << q(l.code);
            names << QStringLiteral("scenario_") + q(l.code);
        }
        for (std::size_t gi = 0; gi < g.groups.size(); ++gi)
            for (std::size_t s = 0; s < g.groups[gi].scenarios.size(); ++s) {
                std::vector<QVariant> row {q(g.groups[gi].name), q(g.groups[gi].scenarios[s])};
                for (const auto &l : g.languages)
                    row.emplace_back(gi < l.scenarios.size() && s < l.scenarios[gi].size() ? q(l.scenarios[gi][s]) : QString());
                rows.push_back(std::move(row));
            }
    }
    model.setTable(headers, names, std::move(rows));
}

void fillPromptCounts(StRowsModel &model, const StResult *r)
{
    std::vector<std::vector<QVariant>> rows;
    if (r && r->grid) {
        const auto &g = *r->grid;
        const auto per = qlonglong(g.promptsPerLanguage());
        for (const auto &l : g.languages)
            rows.push_back({q(l.code), per});
        rows.push_back({StTables::tr("total"), qlonglong(g.promptCount())});
    }
    model.setTable({StTables::tr("Language"), StTables::tr("Prompts")}, {QStringLiteral("language"), QStringLiteral("prompts")},
                   std::move(rows));
}

// ---- associations

void fillHeatmap(StRowsModel &model, const StResult *r)
{
    QStringList headers {StTables::tr("Model")}, names {QStringLiteral("model")};
    std::vector<std::vector<QVariant>> rows;
    std::vector<std::vector<QColor>> colours;
    if (r) {
        const auto languages = r->heatmapLanguages();
        for (int l : languages) {
            headers << languageName(*r, l);
            names << (l < 0 ? QStringLiteral("all") : q(r->data.languages[std::size_t(l)]));
        }
        int most = 1;
        for (int m = 0; m < int(r->data.models.size()); ++m)
            for (int l : languages)
                most = std::max(most, r->reportedCount(m, l));
        for (int m = 0; m < int(r->data.models.size()); ++m) {
            std::vector<QVariant> row {q(r->data.models[std::size_t(m)])};
            std::vector<QColor> colour {QColor()};
            for (int l : languages) {
                const int n = r->reportedCount(m, l);
                row.emplace_back(n);
                colour.push_back(sequentialColor(double(n) / most));
            }
            rows.push_back(std::move(row));
            colours.push_back(std::move(colour));
        }
    }
    model.setTable(headers, names, std::move(rows), std::move(colours));
    QStringList keys {QString()};
    for (qsizetype c = 1; c < headers.size(); ++c)
        keys << QStringLiteral("st_reported");
    model.setDefinitionKeys(keys);
}

void fillCells(StRowsModel &model, const StResult *r, int baseAttribute, int attribute, int onlyModel, int onlyLanguage)
{
    const QStringList headers {StTables::tr("Model"), StTables::tr("Language"), StTables::tr("A"), StTables::tr("a"),
                               StTables::tr("B"), StTables::tr("b"), StTables::tr("Lift"), StTables::tr("q (BY)"),
                               StTables::tr("p (one-sided)"), StTables::tr("n_ab"), StTables::tr("n_a"), StTables::tr("n_b"),
                               StTables::tr("N")};
    const QStringList names {QStringLiteral("model"), QStringLiteral("language"), QStringLiteral("base_attribute"),
                             QStringLiteral("base_value"), QStringLiteral("attribute"), QStringLiteral("value"),
                             QStringLiteral("lift"), QStringLiteral("q_by"), QStringLiteral("p_greater"), QStringLiteral("n_ab"),
                             QStringLiteral("n_a"), QStringLiteral("n_b"), QStringLiteral("n")};
    std::vector<std::vector<QVariant>> rows;
    std::vector<int> tags;
    if (r) {
        const auto &cells = r->associations.cells;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const auto &c = cells[i];
            const auto &t = r->associations.tables[c.table];
            if (!c.reported || (baseAttribute >= 0 && t.baseAttribute != baseAttribute) || (attribute >= 0 && t.attribute != attribute)
                || (onlyModel >= 0 && t.model != onlyModel) || (onlyLanguage >= -1 && t.language != onlyLanguage))
                continue;
            rows.push_back({q(r->data.models[std::size_t(t.model)]), languageName(*r, t.language),
                            q(r->data.attributes[std::size_t(t.baseAttribute)].name), q(r->valueName(t.baseAttribute, c.baseValue)),
                            q(r->data.attributes[std::size_t(t.attribute)].name), q(r->valueName(t.attribute, c.value)), c.lift,
                            c.qBy, c.pGreater, qlonglong(c.nab), qlonglong(c.na), qlonglong(c.nb), qlonglong(c.n)});
            tags.push_back(int(i));
        }
    }
    model.setTable(headers, names, std::move(rows), {}, std::move(tags));
}

double cellLift(const ast::StTable &t, int row, int col)
{
    std::int64_t na = 0, nb = 0;
    for (int c = 0; c < t.cols(); ++c)
        na += t.counts[std::size_t(row * t.cols() + c)];
    for (int rr = 0; rr < t.rows(); ++rr)
        nb += t.counts[std::size_t(rr * t.cols() + col)];
    if (na == 0 || nb == 0 || t.n == 0)
        return std::nan("");
    return (double(t.counts[std::size_t(row * t.cols() + col)]) / double(na)) / (double(nb) / double(t.n));
}

QColor liftColor(double lift)
{
    if (!std::isfinite(lift) || lift <= 1.0)
        return QColor(Qt::white);
    // log2 lift: 1 → white, ≥ 4 (log2 = 2) → darkest; lightness falls monotonically (greyscale-safe).
    const double t = std::clamp(std::log2(lift) / 2.0, 0.0, 1.0);
    return QColor::fromHslF(0.0, 0.65, 1.0 - 0.55 * t);
}

void fillContingency(StRowsModel &model, const StResult *r, int table)
{
    if (!r || table < 0 || table >= int(r->associations.tables.size())) {
        model.setTable({}, {}, {});
        return;
    }
    const auto &t = r->associations.tables[std::size_t(table)];
    const auto &A = r->data.attributes[std::size_t(t.baseAttribute)];
    const auto &B = r->data.attributes[std::size_t(t.attribute)];
    QStringList headers {StTables::tr("%1 \\ %2").arg(q(A.name), q(B.name))};
    QStringList names {q(A.name)};
    for (int v : t.colValues) {
        headers << q(B.values[std::size_t(v)]);
        names << q(B.values[std::size_t(v)]);
    }
    headers << StTables::tr("Total");
    names << QStringLiteral("total");
    std::vector<std::vector<QVariant>> rows;
    std::vector<std::vector<QColor>> colours;
    for (int row = 0; row < t.rows(); ++row) {
        std::vector<QVariant> cells {q(A.values[std::size_t(t.rowValues[std::size_t(row)])])};
        std::vector<QColor> colour {QColor()};
        qlonglong total = 0;
        for (int col = 0; col < t.cols(); ++col) {
            const qlonglong n = t.counts[std::size_t(row * t.cols() + col)];
            total += n;
            cells.emplace_back(n);
            colour.push_back(liftColor(cellLift(t, row, col)));
        }
        cells.emplace_back(total);
        colour.emplace_back();
        rows.push_back(std::move(cells));
        colours.push_back(std::move(colour));
    }
    std::vector<int> tags(rows.size());
    for (std::size_t i = 0; i < tags.size(); ++i)
        tags[i] = t.rowValues[i];
    model.setTable(headers, names, std::move(rows), std::move(colours), std::move(tags));
    QStringList keys {QString()};
    for (qsizetype c = 1; c + 1 < headers.size(); ++c)
        keys << QStringLiteral("st_count");
    keys << QStringLiteral("st_total");
    model.setDefinitionKeys(keys);
}

void fillStories(StRowsModel &model, const StResult *r, const std::vector<std::size_t> &stories, const std::vector<std::string> &texts)
{
    std::vector<std::vector<QVariant>> rows;
    std::vector<int> tags;
    if (r)
        for (std::size_t i = 0; i < stories.size(); ++i) {
            const std::size_t s = stories[i];
            rows.push_back({q(r->data.storyKeys[s]), q(r->data.models[std::size_t(r->data.storyModel[s])]),
                            q(r->data.languages[std::size_t(r->data.storyLanguage[s])]),
                            i < texts.size() ? q(texts[i]) : QString()});
            tags.push_back(int(s));
        }
    model.setTable({StTables::tr("Story"), StTables::tr("Model"), StTables::tr("Language"), StTables::tr("Text")},
                   {QStringLiteral("story_id"), QStringLiteral("model"), QStringLiteral("language"), QStringLiteral("text")},
                   std::move(rows), {}, std::move(tags));
}

// ---- one association across the models

void fillAcrossModels(StRowsModel &model, const StResult *r, int cell)
{
    std::vector<std::vector<QVariant>> rows;
    if (r && cell >= 0 && std::size_t(cell) < r->associations.cells.size()) {
        const auto &c = r->associations.cells[std::size_t(cell)];
        const auto &ct = r->associations.tables[c.table];
        const auto &tables = r->associations.tables;
        for (std::size_t i = 0; i < tables.size(); ++i) {
            const auto &t = tables[i];
            if (t.baseAttribute != ct.baseAttribute || t.attribute != ct.attribute)
                continue;
            const auto found = std::find_if(r->associations.cells.begin(), r->associations.cells.end(), [&](const ast::StCell &x) {
                return x.table == i && x.baseValue == c.baseValue && x.value == c.value;
            });
            const auto row = std::find(t.rowValues.begin(), t.rowValues.end(), c.baseValue);
            const auto col = std::find(t.colValues.begin(), t.colValues.end(), c.value);
            const bool inTable = row != t.rowValues.end() && col != t.colValues.end();
            const int ri = int(row - t.rowValues.begin()), ci = int(col - t.colValues.begin());
            double lift = std::nan("");
            qlonglong nab = 0, na = 0;
            if (inTable) {
                lift = cellLift(t, ri, ci);
                nab = t.counts[std::size_t(ri * t.cols() + ci)];
                for (int k = 0; k < t.cols(); ++k)
                    na += t.counts[std::size_t(ri * t.cols() + k)];
            }
            const bool kept = found != r->associations.cells.end();
            rows.push_back({q(r->data.models[std::size_t(t.model)]), languageName(*r, t.language), lift,
                            kept ? found->qBy : std::nan(""), nab, na,
                            kept ? yesNo(found->reported)
                                 : (inTable ? StTables::tr("table not kept") : StTables::tr("value dropped"))});
        }
    }
    model.setTable({StTables::tr("Model"), StTables::tr("Language"), StTables::tr("Lift"), StTables::tr("q (BY)"), StTables::tr("n_ab"),
                    StTables::tr("n_a"), StTables::tr("Reported")},
                   {QStringLiteral("model"), QStringLiteral("language"), QStringLiteral("lift"), QStringLiteral("q_by"),
                    QStringLiteral("n_ab"), QStringLiteral("n_a"), QStringLiteral("reported")},
                   std::move(rows), {}, {}, 2);
}

void fillHarmRaters(StRowsModel &model, const StResult *r, int cell)
{
    std::vector<std::vector<QVariant>> rows;
    if (r && r->hasHarm && cell >= 0 && std::size_t(cell) < r->associations.cells.size()) {
        const auto &c = r->associations.cells[std::size_t(cell)];
        const auto &t = r->associations.tables[c.table];
        const std::string A = r->data.attributes[std::size_t(t.baseAttribute)].name, a = r->valueName(t.baseAttribute, c.baseValue),
                          B = r->data.attributes[std::size_t(t.attribute)].name, b = r->valueName(t.attribute, c.value);
        for (const auto &h : r->harmData.associations) {
            if (h.baseAttribute != A || h.baseValue != a || h.attribute != B || h.value != b)
                continue;
            const auto mean = [](const std::vector<double> &v) {
                double sum = 0;
                for (double x : v)
                    sum += x;
                return v.empty() ? std::nan("") : sum / double(v.size());
            };
            rows.push_back({StTables::tr("people"), qlonglong(h.human.size()), mean(h.human)});
            std::vector<std::string> conditions = h.modelConditions;
            std::sort(conditions.begin(), conditions.end());
            conditions.erase(std::unique(conditions.begin(), conditions.end()), conditions.end());
            for (const auto &condition : conditions) {
                std::vector<double> ratings;
                for (std::size_t i = 0; i < h.model.size() && i < h.modelConditions.size(); ++i)
                    if (h.modelConditions[i] == condition)
                        ratings.push_back(h.model[i]);
                rows.push_back({q(condition), qlonglong(ratings.size()), mean(ratings)});
            }
        }
    }
    model.setTable({StTables::tr("Rater"), StTables::tr("Ratings"), StTables::tr("Mean harm")},
                   {QStringLiteral("rater"), QStringLiteral("harm_ratings"), QStringLiteral("mean_harm")}, std::move(rows), {}, {}, 2);
}

// ---- spread

void fillSpread(StRowsModel &model, const StResult *r)
{
    std::vector<std::vector<QVariant>> rows;
    if (r) {
        const bool byLanguage = r->spread.byLanguage;
        for (const auto &row : r->spread.rows) {
            rows.push_back({q(r->data.attributes[std::size_t(row.baseAttribute)].name), q(r->valueName(row.baseAttribute, row.baseValue)),
                            q(r->data.attributes[std::size_t(row.attribute)].name), q(r->valueName(row.attribute, row.value)),
                            int(row.models.size()), byLanguage ? QVariant(int(row.languages.size())) : QVariant(std::nan("")),
                            row.groupsReported, yesNo(row.majorityOfModels),
                            byLanguage ? yesNo(row.confinedLanguages) : QStringLiteral("—")});
        }
    }
    model.setTable({StTables::tr("A"), StTables::tr("a"), StTables::tr("B"), StTables::tr("b"), StTables::tr("Models"),
                    StTables::tr("Languages"), StTables::tr("Tables"), StTables::tr("≥ half of the models"),
                    StTables::tr("≤ 2 languages")},
                   {QStringLiteral("base_attribute"), QStringLiteral("base_value"), QStringLiteral("attribute"), QStringLiteral("value"),
                    QStringLiteral("models"), QStringLiteral("languages"), QStringLiteral("tables"),
                    QStringLiteral("majority_of_models"), QStringLiteral("confined_languages")},
                   std::move(rows), {}, {}, 0);
}

// ---- harm

void fillHarmRows(StRowsModel &model, const StResult *r)
{
    std::vector<std::vector<QVariant>> rows;
    if (r && r->hasHarm)
        for (const auto &h : r->harm.rows) {
            const auto &a = r->harmData.associations[h.association];
            rows.push_back({q(a.baseAttribute), q(a.baseValue), q(a.attribute), q(a.value), qlonglong(h.nHuman), qlonglong(h.nModel),
                            h.humanMean, h.modelMean, h.difference, h.humanShare5, h.modelShare5});
        }
    model.setTable({StTables::tr("A"), StTables::tr("a"), StTables::tr("B"), StTables::tr("b"), StTables::tr("n (human)"),
                    StTables::tr("n (model)"), StTables::tr("Human mean"), StTables::tr("Model mean"),
                    StTables::tr("Model − human"), StTables::tr("Human share of 5"), StTables::tr("Model share of 5")},
                   {QStringLiteral("base_attribute"), QStringLiteral("base_value"), QStringLiteral("attribute"), QStringLiteral("value"),
                    QStringLiteral("n_human"), QStringLiteral("n_model"), QStringLiteral("human_mean"), QStringLiteral("model_mean"),
                    QStringLiteral("difference"), QStringLiteral("human_share5"), QStringLiteral("model_share5")},
                   std::move(rows), {}, {}, 2);
}

void fillHarmGroups(StRowsModel &model, const StResult *r)
{
    std::vector<std::vector<QVariant>> rows;
    if (r && r->hasHarm)
        for (const auto &g : r->harm.groups)
            rows.push_back({g.grouping == ast::HarmGrouping::Attribute ? StTables::tr("attribute B") : StTables::tr("base attribute A"),
                            q(g.name), qlonglong(g.associations), qlonglong(g.compared), g.humanMean, g.modelMean, g.meanDifference,
                            g.humanShare5, g.modelShare5});
    model.setTable({StTables::tr("Grouped by"), StTables::tr("Attribute"), StTables::tr("Associations"), StTables::tr("Rated by both"),
                    StTables::tr("Human mean"), StTables::tr("Model mean"), StTables::tr("Mean model − human"),
                    StTables::tr("Human share of 5"), StTables::tr("Model share of 5")},
                   {QStringLiteral("grouping"), QStringLiteral("attribute"), QStringLiteral("associations"), QStringLiteral("compared"),
                    QStringLiteral("human_mean"), QStringLiteral("model_mean"), QStringLiteral("mean_difference"),
                    QStringLiteral("human_share5"), QStringLiteral("model_share5")},
                   std::move(rows), {}, {}, 2);
}

} // namespace sttables

} // namespace rl::models::stereotales
