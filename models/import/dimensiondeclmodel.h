// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/study/study.h"

#include <QAbstractTableModel>
#include <QList>
#include <QString>

#include <vector>

class QUndoStack;

namespace rl::models {

/// One dimension an import declares, as the user edits it. The scale ends stay text so that the
/// engine's parser, not the table, decides what is a number.
struct DimensionDeclRow {
    QString name;
    bool categorical = false;
    QString low = QStringLiteral("1");
    QString high = QStringLiteral("9");
    bool integer = true;
    /// categorical: the labels in their declared order, as `--dimension` lists them (io::parseLabelList: comma
    /// separated, a label holding a comma, colon or quote in double quotes); empty = the labels of the file
    QString levels;
    bool ordered = false;  ///< categorical: the labels' order is meaningful (`:ordinal`)
    QString fileLevels;    ///< the labels the file gives this dimension (as `levels`), offered when it turns categorical
    bool declared = false; ///< the study has it already: shown greyed, never re-declared
    bool include = true;   ///< checked: part of the import's declarations

    bool operator==(const DimensionDeclRow &) const = default;
};

/// The dimension table of the import step: one row per dimension (those of the study, greyed, then
/// the ones the file names). Each editable row becomes the text of the CLI's `--dimension`
/// (`NAME:LO-HI:integer`, `NAME:categorical[:ordinal]:L1,L2`) and is parsed by io::parseDimensionDecl, so the
/// GUI and the CLI accept and refuse exactly the same declarations; a row the parser refuses shows
/// the parser's reason in its tooltip and in errorText(). A categorical row's labels can be put in another
/// order (moveLevel) and marked ordered (OrderedColumn), each an undoable step like every other edit.
class DimensionDeclModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { NameColumn, KindColumn, LowColumn, HighColumn, ValuesColumn, OrderedColumn, LevelsColumn, ColumnCount };

    explicit DimensionDeclModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setRows(const QList<DimensionDeclRow> &rows);
    const QList<DimensionDeclRow> &rows() const { return m_rows; }
    void appendRow(const DimensionDeclRow &row);
    void removeRowAt(int row);
    /// The labels of a categorical row in their order; empty when it has none yet (or they do not parse).
    QStringList levelsOf(int row) const;
    /// Move label `level` of a categorical row by `delta` places (one undoable step); false when it cannot.
    bool moveLevel(int row, int level, int delta);

    /// The `--dimension` text of a row.
    static QString declarationText(const DimensionDeclRow &row);
    /// The parser's complaint about a row; empty when it parses (declared and unchecked rows never complain).
    QString rowError(int row) const;
    /// The first complaint of any row, as "name: reason"; empty when every row parses.
    QString errorText() const;
    /// The parsed declarations of the checked, not yet declared rows (empty when errorText() is not).
    std::vector<study::Dimension> declarations() const;

    /// Rows for dimensions the study already has (greyed).
    static QList<DimensionDeclRow> rowsFor(const std::vector<study::Dimension> &dimensions);
    static DimensionDeclRow rowFor(const study::Dimension &dimension);
    /// The study's rows (greyed) followed by one proposed row (1–9 integers) per dimension a file names that the
    /// study lacks: a long ratings file (`dimension` and `value` columns in `header`, after the mapping) names the
    /// distinct values of its dimension column; a wide one, or predictions, every column that is not an id column.
    /// A long file's dimension whose values are not all numbers is proposed categorical, with the labels the file
    /// holds in order of first appearance (io::labelsInRows, as the import takes them).
    static QList<DimensionDeclRow> proposedRows(const std::vector<study::Dimension> &study,
                                                const std::vector<std::string> &header,
                                                const std::vector<std::vector<std::string>> &rows, bool predictions);

    /// Every edit of the table (setData, appendRow, removeRowAt) as one undoable step, with its
    /// rows before and after; setRows() (another file, another mapping) starts a fresh history.
    QUndoStack *undoStack() const { return m_undo; }
    /// Put the rows back as they were: the undo commands' step, itself not recorded.
    void restoreRows(const QList<DimensionDeclRow> &rows);

signals:
    void declarationsChanged();

private:
    void record(const QList<DimensionDeclRow> &before, const QString &text);

    QList<DimensionDeclRow> m_rows;
    QUndoStack *m_undo = nullptr;
};

} // namespace rl::models
