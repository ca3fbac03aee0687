// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/conformance/shapes.h"

#include <algorithm>
#include <cmath>

namespace rl::test::conformance {

namespace {

/// A fixed 64-bit LCG (Knuth's MMIX constants): the shapes' data are the same on every machine.
class Lcg {
public:
    explicit Lcg(std::uint64_t seed) : m_x(seed * 2862933555777941757ULL + 3037000493ULL) { }
    double uniform()
    {
        m_x = m_x * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<double>(m_x >> 11) * 0x1.0p-53;
    }
    double normal() // Box–Muller, one of the pair
    {
        const double u = std::max(uniform(), 1e-300);
        return std::sqrt(-2.0 * std::log(u)) * std::cos(6.283185307179586 * uniform());
    }
    int below(int n) { return static_cast<int>(uniform() * n); }

private:
    std::uint64_t m_x;
};

QString id(const char *prefix, int j) { return QStringLiteral("%1%2").arg(QLatin1String(prefix)).arg(j + 1, 3, 10, QLatin1Char('0')); }

int clampRound(double v, int lo, int hi) { return std::clamp(static_cast<int>(std::lround(v)), lo, hi); }

QString quoted(const QString &s)
{
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) && !s.contains(QLatin1Char('\n')))
        return s;
    QString q = s;
    q.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

/// A numeric dimension of a generated study.
struct NumericDim {
    QString name;
    int lo = 1;
    int hi = 9;
};

/// Wide human ratings: raters x items x dims around a per-item truth, and predictions of `models`
/// (model m is noisier and more biased the larger m is). `ratersOf(j)` chooses who rated item j.
struct NumericStudy {
    int items = 0;
    int raters = 0;
    std::vector<NumericDim> dims;
    std::vector<QString> models;
    const char *itemPrefix = "s";
    bool continuous = false;
};

std::vector<std::vector<double>> truths(const NumericStudy &st, Lcg &rng)
{
    std::vector<std::vector<double>> t(st.dims.size(), std::vector<double>(static_cast<std::size_t>(st.items)));
    for (std::size_t d = 0; d < st.dims.size(); ++d)
        for (int j = 0; j < st.items; ++j)
            t[d][static_cast<std::size_t>(j)] = st.dims[d].lo + (st.dims[d].hi - st.dims[d].lo) * rng.uniform();
    return t;
}

QString value(double v, const NumericDim &d, bool continuous)
{
    if (continuous)
        return QString::number(std::clamp(std::round(v * 10) / 10, double(d.lo), double(d.hi)), 'g', 6);
    return QString::number(clampRound(v, d.lo, d.hi));
}

QString wideRatings(const NumericStudy &st, const std::vector<std::vector<double>> &t, Lcg &rng, bool oneRaterPerItem = false)
{
    QString out = QStringLiteral("rater_id,stimulus_id");
    for (const auto &d : st.dims)
        out += QLatin1Char(',') + d.name;
    out += QLatin1Char('\n');
    for (int r = 0; r < st.raters; ++r)
        for (int j = 0; j < st.items; ++j) {
            if (oneRaterPerItem && j % st.raters != r)
                continue;
            out += id("r", r) + QLatin1Char(',') + id(st.itemPrefix, j);
            for (std::size_t d = 0; d < st.dims.size(); ++d) {
                const double sd = 0.15 * (st.dims[d].hi - st.dims[d].lo) + 0.3;
                out += QLatin1Char(',') + value(t[d][static_cast<std::size_t>(j)] + sd * rng.normal(), st.dims[d], st.continuous);
            }
            out += QLatin1Char('\n');
        }
    return out;
}

QString numericPredictions(const NumericStudy &st, const std::vector<std::vector<double>> &t, Lcg &rng)
{
    QString out = QStringLiteral("condition,stimulus_id");
    for (const auto &d : st.dims)
        out += QLatin1Char(',') + d.name;
    out += QLatin1Char('\n');
    for (std::size_t m = 0; m < st.models.size(); ++m)
        for (int j = 0; j < st.items; ++j) {
            out += st.models[m] + QLatin1Char(',') + id(st.itemPrefix, j);
            for (std::size_t d = 0; d < st.dims.size(); ++d) {
                const double span = st.dims[d].hi - st.dims[d].lo;
                const double v = t[d][static_cast<std::size_t>(j)] + 0.1 * span * static_cast<double>(m)
                        + (0.05 + 0.1 * static_cast<double>(m)) * span * rng.normal();
                out += QLatin1Char(',') + value(v, st.dims[d], st.continuous);
            }
            out += QLatin1Char('\n');
        }
    return out;
}

QStringList declare(const std::vector<NumericDim> &dims, bool continuous = false)
{
    QStringList args;
    for (const auto &d : dims)
        args << QStringLiteral("--dimension")
             << QStringLiteral("%1:%2-%3%4").arg(d.name).arg(d.lo).arg(d.hi).arg(continuous ? QStringLiteral(":continuous") : QString());
    return args;
}

QString idsOnly(int items, const char *prefix)
{
    QString out = QStringLiteral("stimulus_id\n");
    for (int j = 0; j < items; ++j)
        out += id(prefix, j) + QLatin1Char('\n');
    return out;
}

/// Human labels (long layout) and model labels of a categorical dimension without gold: each item has a
/// latent label; a human gives it with probability 0.7; model m with probability 0.85 - 0.1 m; model
/// `invalidModel` answers "unsure" (not a label) now and then.
struct LabelStudy {
    QString dimension;
    QStringList labels;
    int items = 0;
    int raters = 0;
    std::vector<QString> models;
    const char *itemPrefix = "t";
    int invalidModel = -1;
};

void labelData(const LabelStudy &st, Lcg &rng, QString &ratingsLong, QString &predictions)
{
    std::vector<int> latent(static_cast<std::size_t>(st.items));
    for (auto &l : latent)
        l = rng.below(static_cast<int>(st.labels.size()));
    auto draw = [&](int truth, double p) { return rng.uniform() < p ? truth : rng.below(static_cast<int>(st.labels.size())); };
    for (int r = 0; r < st.raters; ++r)
        for (int j = 0; j < st.items; ++j)
            ratingsLong += id("r", r) + QLatin1Char(',') + id(st.itemPrefix, j) + QLatin1Char(',') + st.dimension + QLatin1Char(',')
                    + quoted(st.labels[draw(latent[static_cast<std::size_t>(j)], 0.7)]) + QLatin1Char('\n');
    for (std::size_t m = 0; m < st.models.size(); ++m)
        for (int j = 0; j < st.items; ++j) {
            QString answer = st.labels[draw(latent[static_cast<std::size_t>(j)], 0.85 - 0.1 * static_cast<double>(m))];
            if (static_cast<int>(m) == st.invalidModel && j % 17 == 3)
                answer = QStringLiteral("unsure");
            predictions += st.models[m] + QLatin1Char(',') + id(st.itemPrefix, j) + QLatin1Char(',') + quoted(answer) + QLatin1Char('\n');
        }
}

/// `NAME:categorical:"a","b, c",...` with every label quoted (labels may hold ':' and ',').
QString labelDeclaration(const QString &dimension, const QStringList &labels)
{
    QStringList quotedLabels;
    for (const QString &l : labels) {
        QString q = l;
        q.replace(QLatin1String("\""), QLatin1String("\"\""));
        quotedLabels << QLatin1Char('"') + q + QLatin1Char('"');
    }
    return dimension + QStringLiteral(":categorical:") + quotedLabels.join(QLatin1Char(','));
}

const std::vector<QString> kModels = {QStringLiteral("gpt_4o_mini"), QStringLiteral("gemini-2.5-flash-lite-preview"),
                                      QStringLiteral("claude_haiku"), QStringLiteral("qwen2.5-vl-72b-instruct"),
                                      QStringLiteral("llava_next"), QStringLiteral("internvl3_78b")};

std::vector<QString> models(int n) { return {kModels.begin(), kModels.begin() + n}; }

Shape numericNoFactor()
{
    // The image study: 100 images, 6 raters, five features (four on 0-2, one on 1-6), 4 VLMs.
    Lcg rng(1);
    NumericStudy st;
    st.items = 100;
    st.raters = 6;
    st.dims = {{QStringLiteral("symmetry"), 0, 2}, {QStringLiteral("texture"), 0, 2}, {QStringLiteral("contrast"), 0, 2},
               {QStringLiteral("clutter"), 0, 2}, {QStringLiteral("appeal"), 1, 6}};
    st.models = models(4);
    st.itemPrefix = "img";
    const auto t = truths(st, rng);
    Shape s;
    s.name = QStringLiteral("numeric-no-factor");
    s.files = {{QStringLiteral("stimuli.csv"), idsOnly(st.items, st.itemPrefix)},
               {QStringLiteral("ratings.csv"), wideRatings(st, t, rng)},
               {QStringLiteral("predictions.csv"), numericPredictions(st, t, rng)}};
    s.imports = {{QStringLiteral("stimuli"), QStringLiteral("stimuli.csv"), QStringLiteral("--study"), QStringLiteral("rating")},
                 QStringList {QStringLiteral("ratings"), QStringLiteral("ratings.csv")} + declare(st.dims),
                 {QStringLiteral("predictions"), QStringLiteral("predictions.csv")}};
    s.traits.numeric = true;
    s.traits.conditions = 4;
    s.traits.joint = true;
    return s;
}

Shape numericWithFactor()
{
    Lcg rng(2);
    NumericStudy st;
    st.items = 60;
    st.raters = 5;
    st.dims = {{QStringLiteral("warmth"), 1, 7}, {QStringLiteral("competence"), 1, 7}};
    st.models = models(3);
    const auto t = truths(st, rng);
    QString stimuli = QStringLiteral("stimulus_id,text,topic\n");
    const QStringList topics {QStringLiteral("work"), QStringLiteral("family"), QStringLiteral("leisure")};
    for (int j = 0; j < st.items; ++j)
        stimuli += id(st.itemPrefix, j) + QStringLiteral(",\"A short vignette, number %1.\",").arg(j + 1) + topics[j % 3] + QLatin1Char('\n');
    // The long layout: one row per rating.
    const QString wide = wideRatings(st, t, rng);
    QString longRatings = QStringLiteral("rater_id,stimulus_id,dimension,value\n");
    const QStringList lines = wide.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (int i = 1; i < lines.size(); ++i) {
        const QStringList f = lines[i].split(QLatin1Char(','));
        for (std::size_t d = 0; d < st.dims.size(); ++d)
            longRatings += f[0] + QLatin1Char(',') + f[1] + QLatin1Char(',') + st.dims[d].name + QLatin1Char(',')
                    + f[static_cast<int>(2 + d)] + QLatin1Char('\n');
    }
    Shape s;
    s.name = QStringLiteral("numeric-with-factor");
    s.files = {{QStringLiteral("stimuli.csv"), stimuli},
               {QStringLiteral("ratings.csv"), longRatings},
               {QStringLiteral("predictions.csv"), numericPredictions(st, t, rng)}};
    s.imports = {{QStringLiteral("stimuli"), QStringLiteral("stimuli.csv")},
                 QStringList {QStringLiteral("ratings"), QStringLiteral("ratings.csv")} + declare(st.dims),
                 {QStringLiteral("predictions"), QStringLiteral("predictions.csv")}};
    s.traits.numeric = true;
    s.traits.conditions = 3;
    s.traits.joint = true;
    s.traits.groupBy = QStringLiteral("topic");
    s.traits.groupColumn = QStringLiteral("topic");
    return s;
}

Shape categoricalWithGold()
{
    // Stance classification against the items' true stance (a factor of the same name), plus a numeric
    // human rating.
    Lcg rng(3);
    const QStringList stances {QStringLiteral("pro"), QStringLiteral("neutral"), QStringLiteral("contra")};
    NumericStudy st;
    st.items = 60;
    st.raters = 4;
    st.dims = {{QStringLiteral("clarity"), 1, 5}};
    st.models = models(3);
    const auto t = truths(st, rng);
    QString stimuli = QStringLiteral("stimulus_id,text,stance\n");
    std::vector<int> truth;
    for (int j = 0; j < st.items; ++j) {
        truth.push_back(j % 3);
        stimuli += id(st.itemPrefix, j) + QStringLiteral(",Statement %1 about the policy.,").arg(j + 1) + stances[j % 3] + QLatin1Char('\n');
    }
    const QString numeric = numericPredictions(st, t, rng);
    QString predictions = QStringLiteral("condition,stimulus_id,clarity,stance\n");
    const QStringList lines = numeric.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (int i = 1; i < lines.size(); ++i) {
        const int m = (i - 1) / st.items, j = (i - 1) % st.items;
        const int label = rng.uniform() < 0.9 - 0.2 * m ? truth[static_cast<std::size_t>(j)] : rng.below(3);
        predictions += lines[i] + QLatin1Char(',') + stances[label] + QLatin1Char('\n');
    }
    Shape s;
    s.name = QStringLiteral("categorical-with-gold");
    s.files = {{QStringLiteral("stimuli.csv"), stimuli},
               {QStringLiteral("ratings.csv"), wideRatings(st, t, rng)},
               {QStringLiteral("predictions.csv"), predictions}};
    s.imports = {{QStringLiteral("stimuli"), QStringLiteral("stimuli.csv")},
                 QStringList {QStringLiteral("ratings"), QStringLiteral("ratings.csv")} + declare(st.dims),
                 {QStringLiteral("predictions"), QStringLiteral("predictions.csv"), QStringLiteral("--dimension"),
                  QStringLiteral("stance:categorical:pro,neutral,contra")}};
    s.traits.numeric = true;
    s.traits.categorical = true;
    s.traits.conditions = 3;
    return s;
}

Shape categoricalWithoutGold()
{
    // A pairwise-preference annotation study: 120 items, 5 annotators, 6 LLMs, labels holding ':' and ','.
    Lcg rng(4);
    LabelStudy st;
    st.dimension = QStringLiteral("preference");
    st.labels = {QStringLiteral("model_a"), QStringLiteral("model_b"), QStringLiteral("tie"),
                 QStringLiteral("n/a: problem is resolved"), QStringLiteral("both, equally bad")};
    st.items = 120;
    st.raters = 5;
    st.models = models(6);
    st.invalidModel = 5;
    QString stimuli = QStringLiteral("stimulus_id,text_a,text_b\n");
    for (int j = 0; j < st.items; ++j)
        stimuli += id(st.itemPrefix, j) + QStringLiteral(",Answer A to question %1,Answer B to question %1\n").arg(j + 1);
    QString ratings = QStringLiteral("rater_id,stimulus_id,dimension,value\n");
    QString predictions = QStringLiteral("condition,stimulus_id,preference\n");
    labelData(st, rng, ratings, predictions);
    Shape s;
    s.name = QStringLiteral("categorical-without-gold");
    s.files = {{QStringLiteral("stimuli.csv"), stimuli},
               {QStringLiteral("ratings.csv"), ratings},
               {QStringLiteral("predictions.csv"), predictions}};
    s.imports = {{QStringLiteral("stimuli"), QStringLiteral("stimuli.csv")},
                 {QStringLiteral("ratings"), QStringLiteral("ratings.csv"), QStringLiteral("--dimension"),
                  labelDeclaration(st.dimension, st.labels)},
                 {QStringLiteral("predictions"), QStringLiteral("predictions.csv")}};
    s.traits.categorical = true;
    s.traits.plurality = true;
    s.traits.conditions = 6;
    return s;
}

Shape numericAndCategorical()
{
    Lcg rng(5);
    NumericStudy st;
    st.items = 80;
    st.raters = 4;
    st.dims = {{QStringLiteral("quality"), 1, 7}};
    st.models = models(3);
    const auto t = truths(st, rng);
    LabelStudy ls;
    ls.dimension = QStringLiteral("sentiment");
    ls.labels = {QStringLiteral("positive"), QStringLiteral("negative"), QStringLiteral("mixed")};
    ls.items = st.items;
    ls.raters = st.raters;
    ls.models = st.models;
    ls.itemPrefix = st.itemPrefix;
    QString stimuli = QStringLiteral("stimulus_id,text,genre\n");
    for (int j = 0; j < st.items; ++j)
        stimuli += id(st.itemPrefix, j) + QStringLiteral(",Review %1,").arg(j + 1)
                + (j % 2 ? QStringLiteral("fiction") : QStringLiteral("nonfiction")) + QLatin1Char('\n');
    QString labels = QStringLiteral("rater_id,stimulus_id,dimension,value\n");
    QString labelPredictions;
    labelData(ls, rng, labels, labelPredictions);
    // predictions.csv: quality and sentiment side by side.
    const QStringList numeric = numericPredictions(st, t, rng).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QStringList cat = labelPredictions.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QString predictions = QStringLiteral("condition,stimulus_id,quality,sentiment\n");
    for (int i = 1; i < numeric.size(); ++i)
        predictions += numeric[i] + QLatin1Char(',') + cat[i - 1].section(QLatin1Char(','), 2) + QLatin1Char('\n');
    Shape s;
    s.name = QStringLiteral("numeric-and-categorical");
    s.files = {{QStringLiteral("stimuli.csv"), stimuli},
               {QStringLiteral("ratings.csv"), wideRatings(st, t, rng)},
               {QStringLiteral("labels.csv"), labels},
               {QStringLiteral("predictions.csv"), predictions}};
    s.imports = {{QStringLiteral("stimuli"), QStringLiteral("stimuli.csv")},
                 QStringList {QStringLiteral("ratings"), QStringLiteral("ratings.csv")} + declare(st.dims),
                 {QStringLiteral("ratings"), QStringLiteral("labels.csv"), QStringLiteral("--dimension"),
                  QStringLiteral("sentiment:categorical:positive,negative,mixed")},
                 {QStringLiteral("predictions"), QStringLiteral("predictions.csv")}};
    s.traits.numeric = true;
    s.traits.categorical = true;
    s.traits.plurality = true;
    s.traits.conditions = 3;
    s.traits.groupBy = QStringLiteral("genre");
    s.traits.groupColumn = QStringLiteral("genre");
    return s;
}

Shape simpleNumeric(const QString &name, int seed, const QString &stimuli, NumericStudy st, bool continuous,
                    bool oneRaterPerItem = false)
{
    Lcg rng(static_cast<std::uint64_t>(seed));
    st.continuous = continuous;
    const auto t = truths(st, rng);
    Shape s;
    s.name = name;
    s.files = {{QStringLiteral("stimuli.csv"), stimuli},
               {QStringLiteral("ratings.csv"), wideRatings(st, t, rng, oneRaterPerItem)},
               {QStringLiteral("predictions.csv"), numericPredictions(st, t, rng)}};
    s.imports = {{QStringLiteral("stimuli"), QStringLiteral("stimuli.csv"), QStringLiteral("--study"), QStringLiteral("rating")},
                 QStringList {QStringLiteral("ratings"), QStringLiteral("ratings.csv")} + declare(st.dims, continuous),
                 {QStringLiteral("predictions"), QStringLiteral("predictions.csv")}};
    s.traits.numeric = true;
    s.traits.conditions = static_cast<int>(st.models.size());
    s.traits.singleRater = oneRaterPerItem;
    return s;
}

} // namespace

std::vector<Shape> allShapes()
{
    std::vector<Shape> out;
    Shape demo;
    demo.name = QStringLiteral("face-demo");
    demo.demo = true;
    demo.traits = {true, true, 8, QStringLiteral("emotion"), QString(), false, false, true};
    out.push_back(demo);
    out.push_back(numericNoFactor());
    out.push_back(numericWithFactor());
    out.push_back(categoricalWithGold());
    out.push_back(categoricalWithoutGold());
    out.push_back(numericAndCategorical());

    // One numeric dimension: text items, text pairs (a continuous 0-5 scale), ids only, one rater per item.
    auto oneDimension = [](int items, int raters, NumericDim dim, int conditions) {
        NumericStudy st;
        st.items = items;
        st.raters = raters;
        st.dims = {std::move(dim)};
        st.models = models(conditions);
        return st;
    };
    auto stimuli = [](const NumericStudy &st, const QString &header, const QString &row) {
        QString out = header + QLatin1Char('\n');
        for (int j = 0; j < st.items; ++j)
            out += id(st.itemPrefix, j) + QLatin1Char(',') + row.arg(j + 1) + QLatin1Char('\n');
        return out;
    };
    const NumericStudy text = oneDimension(50, 5, {QStringLiteral("toxicity"), 1, 5}, 2);
    out.push_back(simpleNumeric(QStringLiteral("text-items"), 6,
                                stimuli(text, QStringLiteral("stimulus_id,text"),
                                        QStringLiteral("\"A comment, line one.\nLine two of comment %1.\"")),
                                text, false));
    const NumericStudy pairs = oneDimension(50, 3, {QStringLiteral("similarity"), 0, 5}, 3);
    out.push_back(simpleNumeric(QStringLiteral("text-pairs"), 7,
                                stimuli(pairs, QStringLiteral("stimulus_id,text_a,text_b"),
                                        QStringLiteral("A man is playing guitar %1.,Someone plays an instrument %1.")),
                                pairs, true));
    const NumericStudy ids = oneDimension(40, 4, {QStringLiteral("score"), 1, 9}, 2);
    out.push_back(simpleNumeric(QStringLiteral("ids-only"), 8, idsOnly(ids.items, ids.itemPrefix), ids, false));
    const NumericStudy single = oneDimension(40, 2, {QStringLiteral("score"), 1, 9}, 2);
    out.push_back(simpleNumeric(QStringLiteral("single-rater"), 9, idsOnly(single.items, single.itemPrefix), single, false, true));
    return out;
}

} // namespace rl::test::conformance
