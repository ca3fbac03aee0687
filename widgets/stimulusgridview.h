// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

#include <QList>
#include <QWidget>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QListView;
class QToolButton;

namespace rl::models {
class StimulusFilterModel;
class StimulusGridModel;
}

namespace rl::widgets {

class FactorFilterButton;
class SyntheticBadge;

/// The stimulus grid: a filter bar (synthetic badge, one multi-select per factor, an id search,
/// a sort key and order) over a QListView in IconMode with uniform item sizes. The view owns its
/// StimulusFilterModel; the StimulusGridModel belongs to the caller. The bar is rebuilt whenever
/// the source model is reset (another study has other factors).
class StimulusGridView : public QWidget {
    Q_OBJECT
public:
    explicit StimulusGridView(QWidget *parent = nullptr);

    void setSourceModel(models::StimulusGridModel *model);
    models::StimulusGridModel *sourceModel() const { return m_source; }
    models::StimulusFilterModel *filterModel() const { return m_filter; }
    QListView *listView() const { return m_list; }
    QComboBox *sortCombo() const { return m_sortCombo; }
    QList<FactorFilterButton *> filterButtons() const { return m_filterButtons; }

    int currentItem() const;        ///< index into Study::items, -1 when none
    bool selectItem(int item);      ///< false when the item is filtered out or unknown
    std::vector<int> visibleItems() const; ///< the items the filter lets through (Study::items indices, ascending)
    /// Show only `items` (a confusion cell's faces, …): an active filter the bar names with `label`
    /// and a clear button (itemFilterChip()); the level and id filters still apply on top.
    void setItemFilter(const std::vector<int> &items, const QString &label);
    void clearItemFilter();
    QToolButton *itemFilterChip() const { return m_itemChip; }

signals:
    void currentItemChanged(int item);
    /// The set of shown items may have changed (filter, search, new study); see visibleItems().
    void visibleItemsChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuildBar();
    void retranslate();
    void applySort();
    void updateCount();
    void updateItemChip();

    models::StimulusGridModel *m_source = nullptr;
    models::StimulusFilterModel *m_filter = nullptr;
    QListView *m_list = nullptr;
    SyntheticBadge *m_badge = nullptr;
    QHBoxLayout *m_filterLayout = nullptr;
    QList<FactorFilterButton *> m_filterButtons;
    QLineEdit *m_search = nullptr;
    QLabel *m_sortLabel = nullptr;
    QComboBox *m_sortCombo = nullptr;
    QToolButton *m_orderButton = nullptr;
    QLabel *m_countLabel = nullptr;
    QToolButton *m_itemChip = nullptr;
};

} // namespace rl::widgets
