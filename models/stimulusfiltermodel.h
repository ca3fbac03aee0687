// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QSortFilterProxyModel>

#include <vector>

namespace rl::models {

/// Natural order of stimulus ids: digit runs compare as numbers ("f2" < "f10"), letters ignore case.
/// Locale-independent (QCollator's numeric mode needs ICU, which not every Qt build has).
int naturalCompare(QStringView a, QStringView b);

/// Filters a StimulusGridModel by a set of allowed levels per factor (rows pass when every filtered
/// factor's level is allowed; a factor without a filter lets every row through, including rows
/// with a missing level) and by the base class's fixed-string filter on the stimulus id. Sorts in
/// the study's declared order (the default), by stimulus id (natural order: "f2" before "f10"), by
/// one factor's declared level order, or by one dimension's human mean, human SD or model–human gap
/// (mean |model answer − human mean|; items without the value last in either order); ties break on
/// the id.
class StimulusFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    enum class SortKey { StudyOrder, Id, Factor, HumanMean, HumanSd, ModelGap };

    explicit StimulusFilterModel(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *model) override;

    /// Only rows whose level of `factor` is in `levels` pass (an empty list hides every row).
    void setAllowedLevels(int factor, const QList<int> &levels);
    void clearLevelFilter(int factor);
    void clearLevelFilters();
    bool hasLevelFilter(int factor) const;
    QList<int> allowedLevels(int factor) const; ///< empty when the factor is not filtered

    /// Only the items in `items` (indices into Study::items, ItemIndexRole) pass, on top of the level
    /// and id filters: a set chosen elsewhere (a confusion-matrix cell). `label` says what the set is,
    /// for the grid's active-filter chip. A new study clears it.
    void setItemFilter(const std::vector<int> &items, const QString &label);
    void clearItemFilter();
    bool hasItemFilter() const { return m_itemFilterOn; }
    QString itemFilterLabel() const { return m_itemFilterLabel; }

    /// Sort key; `index` is the factor (SortKey::Factor) or dimension (HumanMean, HumanSd, ModelGap) index.
    void setSortKey(SortKey key, int index = -1);
    SortKey sortKey() const { return m_sortKey; }
    int sortIndex() const { return m_sortIndex; }

signals:
    void levelFiltersChanged();
    void itemFilterChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    void resetFilters();
    bool idLess(const QModelIndex &left, const QModelIndex &right) const;

    // m_allowed[f] empty = factor f not filtered; otherwise m_allowed[f][level] says whether it passes.
    std::vector<std::vector<bool>> m_allowed;
    bool m_itemFilterOn = false;
    std::vector<bool> m_itemAllowed; ///< by item index, when m_itemFilterOn
    QString m_itemFilterLabel;
    SortKey m_sortKey = SortKey::StudyOrder;
    int m_sortIndex = -1;
};

} // namespace rl::models
