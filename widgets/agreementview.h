// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/tablecatalog.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace rl::models {
struct AnalysisBundle;
class AgreementTableModel;
class CategoricalHumanModel;
}

namespace rl::widgets {

/// The agreement table: conditions × metrics, sortable by any column (SortValueRole), filtered
/// to all items or one group's items (a level of the grouping factor; only `all` without one) and
/// to one block of metrics — the classification or one dimension, the first by default, or all of
/// them side by side — so that a study with many dimensions stays readable,
/// copied to the clipboard as TSV (what is shown, in the shown order) or exported as
/// CSV/LaTeX/Markdown. When the study has categorical dimensions without gold, the humans' side of
/// them (α with its interval, Fleiss' κ, the leave-one-out plurality agreement) is shown below, for
/// the same group.
class AgreementView : public QWidget {
    Q_OBJECT
public:
    explicit AgreementView(QWidget *parent = nullptr);

    void setBundle(std::shared_ptr<const models::AnalysisBundle> bundle);
    void setGroup(int group); ///< 0 = all, 1 + e = emotion level e
    /// The block of metrics shown (AgreementTableModel::blocks(): "classification" or a dimension's name); empty = all.
    void setBlock(const QString &block);

    models::AgreementTableModel *model() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    QTableView *tableView() const { return m_table; }
    QComboBox *emotionCombo() const { return m_emotion; }
    QComboBox *dimensionCombo() const { return m_dimension; }
    models::CategoricalHumanModel *humanModel() const { return m_human; }
    QTableView *humanView() const { return m_humanTable; }
    QString tsv() const; ///< the table as shown (sorted), tab-separated
    QLabel *caption() const { return m_caption; }
    void copyTsv() const;
    models::TableRequest tableRequest() const;

signals:
    void exportRequested(const rl::models::TableRequest &request);

protected:
    void changeEvent(QEvent *event) override;

private:
    void fillEmotions();
    void fillDimensions();
    void retranslate();

    std::shared_ptr<const models::AnalysisBundle> m_bundle;
    models::AgreementTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QComboBox *m_emotion = nullptr;
    QComboBox *m_dimension = nullptr;
    QString m_chosenBlock; ///< what the user chose (kept across analyses while the study has it); null = the first block
    QTableView *m_table = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_export = nullptr;
    QLabel *m_caption = nullptr; ///< names n, coverage and the sign of the bias under the table
    QLabel *m_empty = nullptr;   ///< the hint shown when no model answered
    models::CategoricalHumanModel *m_human = nullptr;
    QLabel *m_humanTitle = nullptr;
    QTableView *m_humanTable = nullptr;
};

} // namespace rl::widgets
