// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/stimulusgridmodel.h"

#include "models/displaynames.h"
#include "models/roles.h"

#include <QPainter>
#include <QtConcurrent/qtconcurrenttask.h>

#include <cmath>
#include <limits>

namespace rl::models {

StimulusGridModel::StimulusGridModel(QObject *parent)
    : QAbstractListModel(parent)
{
    m_pool.setMaxThreadCount(std::max(1, QThread::idealThreadCount()));
}

StimulusGridModel::~StimulusGridModel()
{
    // Workers post their results to `this`: none may still run once the object is gone.
    m_pool.clear();
    m_pool.waitForDone();
}

void StimulusGridModel::setStudy(std::shared_ptr<const study::Study> study,
                                 std::shared_ptr<const HumanRatingsSummary> summary,
                                 std::shared_ptr<StimulusImageSource> images)
{
    beginResetModel();
    m_pool.clear();
    ++m_generation;
    m_study = std::move(study);
    m_summary = std::move(summary);
    m_images = std::move(images);
    const std::size_t n = m_study ? m_study->items.size() : 0;
    m_state.assign(n, Thumb::None);
    m_thumbs.assign(n, QPixmap());
    m_errors.assign(n, QString());
    m_pending = 0;
    m_ready = 0;
    m_failed = 0;
    m_gap.assign(n, {});
    if (m_study && m_summary) {
        const std::size_t nd = m_study->dimensions.size();
        std::vector<std::vector<double>> sum(n, std::vector<double>(nd, 0.0));
        std::vector<std::vector<int>> count(n, std::vector<int>(nd, 0));
        for (const auto &r : m_study->ratings) {
            if (r.rater < 0 || r.item < 0 || r.dimension < 0
                || m_study->raters[static_cast<std::size_t>(r.rater)].kind != study::RaterKind::Model
                || m_study->dimensions[static_cast<std::size_t>(r.dimension)].kind != study::DimensionKind::Numeric)
                continue;
            const auto *h = m_summary->find(r.item, r.dimension);
            if (!h || h->n == 0)
                continue;
            sum[static_cast<std::size_t>(r.item)][static_cast<std::size_t>(r.dimension)] += std::fabs(r.value - h->mean);
            ++count[static_cast<std::size_t>(r.item)][static_cast<std::size_t>(r.dimension)];
        }
        for (std::size_t i = 0; i < n; ++i) {
            m_gap[i].assign(nd, std::numeric_limits<double>::quiet_NaN());
            for (std::size_t d = 0; d < nd; ++d)
                if (count[i][d])
                    m_gap[i][d] = sum[i][d] / count[i][d];
        }
    }
    endResetModel();
}

void StimulusGridModel::clear() { setStudy(nullptr, nullptr, nullptr); }

void StimulusGridModel::setThumbnailSize(QSize size)
{
    if (size == m_thumbnailSize)
        return;
    m_thumbnailSize = size;
    m_placeholder = QPixmap();
    m_failedPlaceholder = QPixmap();
    setStudy(m_study, m_summary, m_images);
}

void StimulusGridModel::prefetch(int first, int last)
{
    for (int row = std::max(0, first); row <= last && row < rowCount(); ++row)
        request(row);
}

void StimulusGridModel::request(int row) const
{
    auto &state = m_state[static_cast<std::size_t>(row)];
    if (state != Thumb::None || !m_images)
        return;
    state = Thumb::Pending;
    ++m_pending;
    auto *self = const_cast<StimulusGridModel *>(this);
    const quint64 generation = m_generation;
    auto render = [self, generation, row, images = m_images, size = m_thumbnailSize] {
        auto image = images->render(row, size);
        const QImage pixels = image ? *image : QImage();
        const QString error = image ? QString() : QString::fromStdString(image.error().message());
        QMetaObject::invokeMethod(
            self, [self, generation, row, pixels, error] { self->deliver(generation, row, pixels, error); },
            Qt::QueuedConnection);
    };
    // Fire and forget: the result comes back through the queued call above, not the future.
    static_cast<void>(QtConcurrent::task(std::move(render)).onThreadPool(m_pool).withPriority(++m_priority).spawn());
}

void StimulusGridModel::deliver(quint64 generation, int row, const QImage &image, const QString &error)
{
    if (generation != m_generation || row >= rowCount())
        return;
    auto &state = m_state[static_cast<std::size_t>(row)];
    if (image.isNull()) {
        state = Thumb::Failed;
        m_errors[static_cast<std::size_t>(row)] = error;
        ++m_failed;
    } else {
        state = Thumb::Ready;
        m_thumbs[static_cast<std::size_t>(row)] = QPixmap::fromImage(image);
        ++m_ready;
    }
    --m_pending;
    const QModelIndex i = index(row);
    emit dataChanged(i, i, {Qt::DecorationRole, ThumbnailReadyRole, Qt::ToolTipRole});
    emit thumbnailReady(row);
    if (m_pending == 0)
        emit thumbnailsIdle();
}

QPixmap StimulusGridModel::placeholder(bool failed) const
{
    QPixmap &cached = failed ? m_failedPlaceholder : m_placeholder;
    if (!cached.isNull())
        return cached;
    cached = QPixmap(m_thumbnailSize);
    cached.fill(Qt::transparent);
    QPainter p(&cached);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(failed ? QColor(0xf2, 0xd7, 0xd5) : QColor(0xe4, 0xe6, 0xea));
    p.drawRoundedRect(QRectF(cached.rect()).adjusted(4, 4, -4, -4), 8, 8);
    if (failed) {
        p.setPen(QPen(QColor(0xb0, 0x3a, 0x2e), 3));
        const QPointF c = QRectF(cached.rect()).center();
        p.drawLine(c + QPointF(-10, -10), c + QPointF(10, 10));
        p.drawLine(c + QPointF(-10, 10), c + QPointF(10, -10));
    }
    return cached;
}

int StimulusGridModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !m_study)
        return 0;
    return static_cast<int>(m_study->items.size());
}

Qt::ItemFlags StimulusGridModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

QString StimulusGridModel::toolTip(int row) const
{
    const auto &item = m_study->items[static_cast<std::size_t>(row)];
    QStringList lines {QString::fromStdString(item.key)};
    for (std::size_t f = 0; f < m_study->factors.size() && f < item.levels.size(); ++f) {
        const auto &factor = m_study->factors[f];
        const int level = item.levels[f];
        const QString value = level >= 0 && static_cast<std::size_t>(level) < factor.levels.size()
            ? DisplayNames::level(factor.name, factor.levels[static_cast<std::size_t>(level)])
            : QString();
        lines << tr("%1: %2").arg(DisplayNames::factor(factor.name), value);
    }
    if (m_state[static_cast<std::size_t>(row)] == Thumb::Failed)
        lines << tr("The image could not be shown: %1").arg(m_errors[static_cast<std::size_t>(row)]);
    return lines.join(QLatin1Char('\n'));
}

QVariant StimulusGridModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const auto &item = m_study->items[static_cast<std::size_t>(row)];
    switch (role) {
    case Qt::DisplayRole:
    case StimulusKeyRole:
        return QString::fromStdString(item.key);
    case Qt::DecorationRole: {
        request(row);
        const Thumb state = m_state[static_cast<std::size_t>(row)];
        if (state == Thumb::Ready)
            return m_thumbs[static_cast<std::size_t>(row)];
        return placeholder(state == Thumb::Failed);
    }
    case Qt::ToolTipRole:
        return toolTip(row);
    case ItemIndexRole:
        return row;
    case ThumbnailReadyRole:
        return m_state[static_cast<std::size_t>(row)] == Thumb::Ready;
    case HumanRatingCountRole: {
        int n = 0;
        if (m_summary && static_cast<std::size_t>(row) < m_summary->items.size())
            for (const auto &s : m_summary->items[static_cast<std::size_t>(row)])
                n += s.n;
        return n;
    }
    default:
        break;
    }
    const int nFactors = static_cast<int>(m_study->factors.size());
    if (role >= FactorLevelIndexRoleBase && role < FactorLevelIndexRoleBase + nFactors) {
        const auto f = static_cast<std::size_t>(role - FactorLevelIndexRoleBase);
        return f < item.levels.size() ? item.levels[f] : -1;
    }
    if (role >= FactorLevelNameRoleBase && role < FactorLevelNameRoleBase + nFactors) {
        const auto f = static_cast<std::size_t>(role - FactorLevelNameRoleBase);
        const int level = f < item.levels.size() ? item.levels[f] : -1;
        const auto &levels = m_study->factors[f].levels;
        return level >= 0 && static_cast<std::size_t>(level) < levels.size()
            ? QString::fromStdString(levels[static_cast<std::size_t>(level)])
            : QString();
    }
    const int nDims = static_cast<int>(m_study->dimensions.size());
    const bool isMean = role >= HumanMeanRoleBase && role < HumanMeanRoleBase + nDims;
    const bool isSd = role >= HumanSdRoleBase && role < HumanSdRoleBase + nDims;
    if (role >= ModelGapRoleBase && role < ModelGapRoleBase + nDims) {
        const auto &gap = m_gap[static_cast<std::size_t>(row)];
        const auto d = static_cast<std::size_t>(role - ModelGapRoleBase);
        return d < gap.size() ? gap[d] : std::numeric_limits<double>::quiet_NaN();
    }
    if (isMean || isSd) {
        const int dimension = role - (isMean ? HumanMeanRoleBase : HumanSdRoleBase);
        const auto *s = m_summary ? m_summary->find(row, dimension) : nullptr;
        if (!s)
            return std::numeric_limits<double>::quiet_NaN();
        return isMean ? s->mean : s->sd;
    }
    return {};
}

QHash<int, QByteArray> StimulusGridModel::roleNames() const
{
    auto names = QAbstractListModel::roleNames();
    names.insert(StimulusKeyRole, "stimulusKey");
    names.insert(ItemIndexRole, "itemIndex");
    names.insert(ThumbnailReadyRole, "thumbnailReady");
    names.insert(HumanRatingCountRole, "humanRatingCount");
    if (!m_study)
        return names;
    for (std::size_t f = 0; f < m_study->factors.size() && f < std::size_t(kMaxIndexedRoles); ++f) {
        const QByteArray name = QByteArray::fromStdString(m_study->factors[f].name);
        names.insert(factorLevelIndexRole(static_cast<int>(f)), name + "LevelIndex");
        names.insert(factorLevelNameRole(static_cast<int>(f)), name);
    }
    for (std::size_t d = 0; d < m_study->dimensions.size() && d < std::size_t(kMaxIndexedRoles); ++d) {
        const QByteArray name = QByteArray::fromStdString(m_study->dimensions[d].name);
        names.insert(humanMeanRole(static_cast<int>(d)), name + "HumanMean");
        names.insert(humanSdRole(static_cast<int>(d)), name + "HumanSd");
        names.insert(modelGapRole(static_cast<int>(d)), name + "ModelGap");
    }
    return names;
}

} // namespace rl::models
