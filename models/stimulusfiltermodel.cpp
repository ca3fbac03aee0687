// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/stimulusfiltermodel.h"

#include "models/roles.h"

#include <cmath>

namespace rl::models {

int naturalCompare(QStringView a, QStringView b)
{
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            // Compare the digit runs as numbers: skip leading zeros, then longer run = larger.
            while (i < a.size() && a[i] == u'0')
                ++i;
            while (j < b.size() && b[j] == u'0')
                ++j;
            qsizetype ei = i;
            qsizetype ej = j;
            while (ei < a.size() && a[ei].isDigit())
                ++ei;
            while (ej < b.size() && b[ej].isDigit())
                ++ej;
            if (ei - i != ej - j)
                return ei - i < ej - j ? -1 : 1;
            if (const int c = a.sliced(i, ei - i).compare(b.sliced(j, ej - j)); c != 0)
                return c;
            i = ei;
            j = ej;
            continue;
        }
        const QChar ca = a[i].toCaseFolded();
        const QChar cb = b[j].toCaseFolded();
        if (ca != cb)
            return ca < cb ? -1 : 1;
        ++i;
        ++j;
    }
    if (i < a.size() || j < b.size())
        return i < a.size() ? 1 : -1;
    return a.compare(b); // equal up to case and leading zeros: fall back to an exact, stable order
}

StimulusFilterModel::StimulusFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(StimulusKeyRole);
    setFilterRole(StimulusKeyRole);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
    setDynamicSortFilter(true);
    sort(0, Qt::AscendingOrder);
}

void StimulusFilterModel::setSourceModel(QAbstractItemModel *model)
{
    if (sourceModel())
        disconnect(sourceModel(), nullptr, this, nullptr);
    QSortFilterProxyModel::setSourceModel(model);
    if (model) {
        // A new study has other factors: forget the old level sets before the proxy maps rows again.
        connect(model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
            m_allowed.clear();
            m_itemFilterOn = false;
            m_itemAllowed.clear();
            m_itemFilterLabel.clear();
        });
        connect(model, &QAbstractItemModel::modelReset, this, &StimulusFilterModel::itemFilterChanged);
        connect(model, &QAbstractItemModel::modelReset, this, &StimulusFilterModel::levelFiltersChanged);
    }
    resetFilters();
}

void StimulusFilterModel::resetFilters()
{
    m_allowed.clear();
    m_itemFilterOn = false;
    m_itemAllowed.clear();
    m_itemFilterLabel.clear();
    emit levelFiltersChanged();
    emit itemFilterChanged();
}

void StimulusFilterModel::setItemFilter(const std::vector<int> &items, const QString &label)
{
    std::vector<bool> allowed;
    for (int item : items) {
        if (item < 0)
            continue;
        if (allowed.size() <= static_cast<std::size_t>(item))
            allowed.resize(static_cast<std::size_t>(item) + 1, false);
        allowed[static_cast<std::size_t>(item)] = true;
    }
    m_itemFilterOn = true;
    m_itemAllowed = std::move(allowed);
    m_itemFilterLabel = label;
    invalidateRowsFilter();
    emit itemFilterChanged();
}

void StimulusFilterModel::clearItemFilter()
{
    if (!m_itemFilterOn)
        return;
    m_itemFilterOn = false;
    m_itemAllowed.clear();
    m_itemFilterLabel.clear();
    invalidateRowsFilter();
    emit itemFilterChanged();
}

void StimulusFilterModel::setAllowedLevels(int factor, const QList<int> &levels)
{
    if (factor < 0 || factor >= kMaxIndexedRoles)
        return;
    if (m_allowed.size() <= static_cast<std::size_t>(factor))
        m_allowed.resize(static_cast<std::size_t>(factor) + 1);
    std::vector<bool> allowed;
    for (int level : levels) {
        if (level < 0)
            continue;
        if (allowed.size() <= static_cast<std::size_t>(level))
            allowed.resize(static_cast<std::size_t>(level) + 1, false);
        allowed[static_cast<std::size_t>(level)] = true;
    }
    if (allowed.empty())
        allowed.push_back(false); // filtered, nothing allowed
    m_allowed[static_cast<std::size_t>(factor)] = std::move(allowed);
    invalidateFilter();
    emit levelFiltersChanged();
}

void StimulusFilterModel::clearLevelFilter(int factor)
{
    if (!hasLevelFilter(factor))
        return;
    m_allowed[static_cast<std::size_t>(factor)].clear();
    invalidateFilter();
    emit levelFiltersChanged();
}

void StimulusFilterModel::clearLevelFilters()
{
    m_allowed.clear();
    invalidateFilter();
    emit levelFiltersChanged();
}

bool StimulusFilterModel::hasLevelFilter(int factor) const
{
    return factor >= 0 && static_cast<std::size_t>(factor) < m_allowed.size()
        && !m_allowed[static_cast<std::size_t>(factor)].empty();
}

QList<int> StimulusFilterModel::allowedLevels(int factor) const
{
    QList<int> out;
    if (!hasLevelFilter(factor))
        return out;
    const auto &allowed = m_allowed[static_cast<std::size_t>(factor)];
    for (std::size_t level = 0; level < allowed.size(); ++level)
        if (allowed[level])
            out << static_cast<int>(level);
    return out;
}

void StimulusFilterModel::setSortKey(SortKey key, int index)
{
    m_sortKey = key;
    m_sortIndex = key == SortKey::StudyOrder || key == SortKey::Id ? -1 : index;
    invalidate();
    sort(0, sortOrder());
}

bool StimulusFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_itemFilterOn) {
        const int item = index.data(ItemIndexRole).toInt();
        if (item < 0 || static_cast<std::size_t>(item) >= m_itemAllowed.size() || !m_itemAllowed[static_cast<std::size_t>(item)])
            return false;
    }
    for (std::size_t f = 0; f < m_allowed.size(); ++f) {
        const auto &allowed = m_allowed[f];
        if (allowed.empty())
            continue;
        const int level = index.data(factorLevelIndexRole(static_cast<int>(f))).toInt();
        if (level < 0 || static_cast<std::size_t>(level) >= allowed.size() || !allowed[static_cast<std::size_t>(level)])
            return false;
    }
    return QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
}

bool StimulusFilterModel::idLess(const QModelIndex &left, const QModelIndex &right) const
{
    const int c = naturalCompare(left.data(StimulusKeyRole).toString(), right.data(StimulusKeyRole).toString());
    if (c != 0)
        return c < 0;
    return left.row() < right.row();
}

bool StimulusFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    switch (m_sortKey) {
    case SortKey::StudyOrder:
        return left.row() < right.row();
    case SortKey::Id:
        break;
    case SortKey::Factor: {
        const int a = left.data(factorLevelIndexRole(m_sortIndex)).toInt();
        const int b = right.data(factorLevelIndexRole(m_sortIndex)).toInt();
        if (a != b)
            return a < b;
        break;
    }
    case SortKey::HumanMean:
    case SortKey::HumanSd:
    case SortKey::ModelGap: {
        const int role = m_sortKey == SortKey::HumanMean ? humanMeanRole(m_sortIndex)
            : m_sortKey == SortKey::HumanSd              ? humanSdRole(m_sortIndex)
                                                         : modelGapRole(m_sortIndex);
        const double a = left.data(role).toDouble();
        const double b = right.data(role).toDouble();
        const bool aNan = std::isnan(a);
        const bool bNan = std::isnan(b);
        if (aNan != bNan) // unrated last whatever the order: the view reverses lessThan for descending
            return sortOrder() == Qt::AscendingOrder ? bNan : aNan;
        if (!aNan && a != b)
            return a < b;
        break;
    }
    }
    return idLess(left, right);
}

} // namespace rl::models
