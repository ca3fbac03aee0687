// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace rl::models {
class DemographicsTableModel;
}

namespace rl::widgets {

/// One section of the HumanDemographicsView: a one-line description, the table (sortable on
/// SortValueRole, read only) or, when the model has no row, the model's explanation of why, and
/// "Copy as TSV" / "Export table…" buttons. An optional widget (a figure) sits above the table.
class DemographicsTablePage : public QWidget {
    Q_OBJECT
public:
    /// Takes ownership of `model` (re-parented to the page).
    explicit DemographicsTablePage(models::DemographicsTableModel *model, QWidget *parent = nullptr);

    void setDescription(const QString &text);
    void setTopWidget(QWidget *widget); ///< shown above the table while the table has rows

    models::DemographicsTableModel *model() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    QTableView *tableView() const { return m_table; }
    QLabel *emptyLabel() const { return m_empty; }
    QPushButton *copyButton() const { return m_copy; }
    QPushButton *exportButton() const { return m_export; }
    QString tsv() const; ///< the table as shown (sorted), tab-separated

signals:
    void exportClicked();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslate();

    models::DemographicsTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QLabel *m_description = nullptr;
    QWidget *m_top = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_empty = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_export = nullptr;
};

} // namespace rl::widgets
