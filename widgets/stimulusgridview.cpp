// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/stimulusgridview.h"

#include <algorithm>

#include "models/displaynames.h"
#include "models/roles.h"
#include "models/stimulusfiltermodel.h"
#include "models/stimulusgridmodel.h"
#include "widgets/factorfilterbutton.h"
#include "widgets/syntheticbadge.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace rl::widgets {

using models::StimulusFilterModel;

namespace {

// The sort combo's item data: key * 0x10000 + index.
int encodeSort(StimulusFilterModel::SortKey key, int index) { return static_cast<int>(key) * 0x10000 + index + 1; }

} // namespace

StimulusGridView::StimulusGridView(QWidget *parent)
    : QWidget(parent)
    , m_filter(new StimulusFilterModel(this))
    , m_list(new QListView(this))
    , m_badge(new SyntheticBadge(this))
    , m_filterLayout(new QHBoxLayout)
    , m_search(new QLineEdit(this))
    , m_sortLabel(new QLabel(this))
    , m_sortCombo(new QComboBox(this))
    , m_orderButton(new QToolButton(this))
    , m_countLabel(new QLabel(this))
    , m_itemChip(new QToolButton(this))
{
    m_list->setObjectName(QStringLiteral("stimulusList"));
    m_orderButton->setObjectName(QStringLiteral("sortOrderButton"));
    m_list->setViewMode(QListView::IconMode);
    m_list->setUniformItemSizes(true);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setMovement(QListView::Static);
    m_list->setWrapping(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setSpacing(4);
    m_list->setModel(m_filter);
    m_search->setClearButtonEnabled(true);
    m_search->setMaximumWidth(180);
    m_sortCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_orderButton->setCheckable(true);
    m_orderButton->setAutoRaise(true);
    m_countLabel->setObjectName(QStringLiteral("gridCountLabel"));
    m_itemChip->setObjectName(QStringLiteral("itemFilterChip"));
    m_itemChip->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_itemChip->setIcon(style()->standardIcon(QStyle::SP_DialogCloseButton));
    m_itemChip->setLayoutDirection(Qt::RightToLeft); // the close icon after the text
    m_itemChip->setVisible(false);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_badge);
    bar->addLayout(m_filterLayout);
    bar->addWidget(m_itemChip);
    bar->addStretch(1);
    bar->addWidget(m_search);
    bar->addWidget(m_sortLabel);
    bar->addWidget(m_sortCombo);
    bar->addWidget(m_orderButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_countLabel);

    connect(m_search, &QLineEdit::textChanged, m_filter, &StimulusFilterModel::setFilterFixedString);
    connect(m_itemChip, &QToolButton::clicked, this, &StimulusGridView::clearItemFilter);
    connect(m_filter, &StimulusFilterModel::itemFilterChanged, this, &StimulusGridView::updateItemChip);
    connect(m_sortCombo, &QComboBox::activated, this, &StimulusGridView::applySort);
    connect(m_orderButton, &QToolButton::toggled, this, &StimulusGridView::applySort);
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, &StimulusGridView::updateCount);
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, &StimulusGridView::updateCount);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &StimulusGridView::updateCount);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, &StimulusGridView::updateCount);
    // After a filter or a sort the selected stimulus stays in view; without one the grid starts at the top.
    auto keepInView = [this] {
        const QModelIndex current = m_list->currentIndex();
        if (current.isValid())
            m_list->scrollTo(current, QAbstractItemView::PositionAtCenter);
        else
            m_list->scrollToTop();
    };
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, keepInView, Qt::QueuedConnection);
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, keepInView, Qt::QueuedConnection);
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, keepInView, Qt::QueuedConnection);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &current) {
        emit currentItemChanged(current.isValid() ? current.data(models::ItemIndexRole).toInt() : -1);
    });

    retranslate();
}

void StimulusGridView::setSourceModel(models::StimulusGridModel *model)
{
    if (m_source)
        disconnect(m_source, nullptr, this, nullptr);
    m_source = model;
    m_filter->setSourceModel(model);
    if (model) {
        const QSize thumb = model->thumbnailSize();
        m_list->setIconSize(thumb);
        m_list->setGridSize(thumb + QSize(16, m_list->fontMetrics().height() + 14));
        connect(model, &QAbstractItemModel::modelReset, this, &StimulusGridView::rebuildBar);
    }
    rebuildBar();
}

int StimulusGridView::currentItem() const
{
    const QModelIndex current = m_list->currentIndex();
    return current.isValid() ? current.data(models::ItemIndexRole).toInt() : -1;
}

bool StimulusGridView::selectItem(int item)
{
    if (!m_source || item < 0 || item >= m_source->rowCount())
        return false;
    const QModelIndex proxy = m_filter->mapFromSource(m_source->index(item));
    if (!proxy.isValid())
        return false;
    m_list->setCurrentIndex(proxy);
    m_list->scrollTo(proxy);
    return true;
}

void StimulusGridView::setItemFilter(const std::vector<int> &items, const QString &label)
{
    m_filter->setItemFilter(items, label);
    updateCount();
}

void StimulusGridView::clearItemFilter()
{
    m_filter->clearItemFilter();
    updateCount();
}

void StimulusGridView::updateItemChip()
{
    m_itemChip->setVisible(m_filter->hasItemFilter());
    m_itemChip->setText(m_filter->itemFilterLabel());
    m_itemChip->setToolTip(tr("Showing only these stimuli; click to clear this filter."));
}

void StimulusGridView::rebuildBar()
{
    qDeleteAll(m_filterButtons);
    m_filterButtons.clear();
    const auto *study = m_source ? m_source->study() : nullptr;
    m_badge->setStudy(study);
    if (study) {
        for (int f = 0; f < static_cast<int>(study->factors.size()); ++f) {
            const auto &factor = study->factors[static_cast<std::size_t>(f)];
            QStringList levels;
            for (const auto &level : factor.levels)
                levels << models::DisplayNames::level(factor.name, level);
            auto *button = new FactorFilterButton(f, models::DisplayNames::factor(factor.name), levels, this);
            button->setObjectName(QStringLiteral("filter_%1").arg(QString::fromStdString(factor.name)));
            button->setCheckedLevels(m_filter->allowedLevels(f));
            connect(button, &FactorFilterButton::levelsChanged, this,
                    [this](int changed, const QList<int> &allowed, bool all) {
                        if (all)
                            m_filter->clearLevelFilter(changed);
                        else
                            m_filter->setAllowedLevels(changed, allowed);
                    });
            m_filterLayout->addWidget(button);
            m_filterButtons << button;
        }
    }

    // Sort keys: id, each factor, each numeric dimension's human mean, human SD and model–human gap
    // (the last only when some model answered). Keep the current choice.
    const int previous = m_sortCombo->currentData().toInt();
    m_sortCombo->clear();
    m_sortCombo->addItem(tr("Study order"), encodeSort(StimulusFilterModel::SortKey::StudyOrder, -1));
    m_sortCombo->addItem(tr("Stimulus ID"), encodeSort(StimulusFilterModel::SortKey::Id, -1));
    if (study) {
        for (int f = 0; f < static_cast<int>(study->factors.size()); ++f)
            m_sortCombo->addItem(models::DisplayNames::factor(study->factors[static_cast<std::size_t>(f)].name),
                                 encodeSort(StimulusFilterModel::SortKey::Factor, f));
        for (int d = 0; d < static_cast<int>(study->dimensions.size()); ++d) {
            const auto &dimension = study->dimensions[static_cast<std::size_t>(d)];
            if (dimension.kind != study::DimensionKind::Numeric)
                continue;
            const QString name = models::DisplayNames::dimension(dimension.name);
            m_sortCombo->addItem(tr("Human mean of %1").arg(name), encodeSort(StimulusFilterModel::SortKey::HumanMean, d));
            m_sortCombo->addItem(tr("Human SD of %1").arg(name), encodeSort(StimulusFilterModel::SortKey::HumanSd, d));
            if (!study->conditions.empty()) {
                m_sortCombo->addItem(tr("Model–human gap in %1").arg(name), encodeSort(StimulusFilterModel::SortKey::ModelGap, d));
                m_sortCombo->setItemData(m_sortCombo->count() - 1,
                                         tr("Mean absolute difference between every model answer on the stimulus and "
                                            "its human mean: the stimuli the models get most wrong come first in "
                                            "descending order."),
                                         Qt::ToolTipRole);
            }
        }
    }
    m_sortCombo->setCurrentIndex(std::max(0, m_sortCombo->findData(previous)));
    applySort();
    updateCount();
}

void StimulusGridView::applySort()
{
    const int code = m_sortCombo->currentData().toInt();
    const auto key = static_cast<StimulusFilterModel::SortKey>(std::max(0, code) / 0x10000);
    const int index = std::max(0, code) % 0x10000 - 1;
    const Qt::SortOrder order = m_orderButton->isChecked() ? Qt::DescendingOrder : Qt::AscendingOrder;
    const auto arrow = m_orderButton->isChecked() ? QStyle::SP_ArrowDown : QStyle::SP_ArrowUp;
    m_orderButton->setIcon(style()->standardIcon(arrow));
    m_filter->sort(0, order);
    m_filter->setSortKey(key, index);
}

void StimulusGridView::updateCount()
{
    const int total = m_source ? m_source->rowCount() : 0;
    m_countLabel->setText(tr("%1 of %Ln stimuli shown", nullptr, total).arg(QLocale().toString(m_filter->rowCount())));
    emit visibleItemsChanged();
}

std::vector<int> StimulusGridView::visibleItems() const
{
    std::vector<int> items;
    items.reserve(static_cast<std::size_t>(m_filter->rowCount()));
    for (int row = 0; row < m_filter->rowCount(); ++row)
        items.push_back(m_filter->index(row, 0).data(models::ItemIndexRole).toInt());
    std::sort(items.begin(), items.end());
    return items;
}

void StimulusGridView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        rebuildBar();
    }
    QWidget::changeEvent(event);
}

void StimulusGridView::retranslate()
{
    m_search->setPlaceholderText(tr("Search stimulus ID"));
    m_sortLabel->setText(tr("Sort by"));
    m_orderButton->setToolTip(tr("Reverse the sort order"));
    updateItemChip();
    updateCount();
}

} // namespace rl::widgets
