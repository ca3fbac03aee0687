// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"
#include "engine/io/stereotales/stories.h"
#include "engine/study/stereotales/grid.h"

#include <QAbstractTableModel>
#include <QFutureWatcher>
#include <QObject>

#include <utility>
#include <map>
#include <optional>
#include <string>
#include <vector>

class QUndoStack;

namespace rl::models::stereotales {

/// The grid editor's working copy of a prompt grid (docs/user-guide.md §3): every edit is an engine verb
/// (engine/study/stereotales/gridedit.h) pushed on an undo stack as the whole grid before and after
/// (the conditions editor's State/restore, here a grid small enough to copy: 19 attributes × 10
/// languages for the published seeds). gridChanged(structural) follows every edit, undo and redo:
/// structural when rows come or go (models reset), otherwise texts or flags changed in place.
/// The saved copy is what the project holds; isModified() compares with it.
class GridDocument : public QObject {
    Q_OBJECT
public:
    explicit GridDocument(QObject *parent = nullptr);
    ~GridDocument() override;

    /// A new working copy (and saved copy); clears the history.
    void load(study::stereotales::Grid grid);
    const study::stereotales::Grid &grid() const { return m_grid; }
    const study::stereotales::Grid &savedGrid() const { return m_saved; }
    bool isModified() const { return m_grid != m_saved; }
    /// The working copy is now what the project holds (after a successful save).
    void markSaved();
    QUndoStack *undoStack() const { return m_undo; }

    /// Push an edit: `after` becomes the working copy (undo brings back the one before). Nothing happens when
    /// it equals the working copy. `structural` when values or scenarios were added or removed.
    void apply(study::stereotales::Grid after, const QString &text, bool structural);

    /// The language shown beside English (an index of grid().languages; 0 when the grid has English only).
    int otherLanguage() const { return m_other; }
    void setOtherLanguage(int language);
    /// checkGrid of the working copy: why it cannot be saved, or ok.
    Status validity() const { return study::stereotales::checkGrid(m_grid); }

    /// Write the working copy to the project at `projectPath` (io::stereotales::replaceGrid: one transaction, the
    /// prompt items following) off the GUI thread (models::workerPool()); saveFinished() reports. On success the
    /// working copy becomes the saved copy (the history stays: undo, then Save, brings an earlier grid back).
    void save(const QString &projectPath);
    bool isSaving() const { return m_save.isRunning(); }
    /// The working copy as a seed folder in the published layout (io::stereotales::writeSeedFolder).
    Status exportTo(const QString &dir) const;

signals:
    /// ok, and the engine's sentence (what was saved, or why nothing was).
    void saveFinished(bool ok, const QString &message, const io::stereotales::GridReplaceSummary &summary);
    void gridChanged(bool structural);
    void otherLanguageChanged();
    void modifiedChanged(bool modified);

private:
    friend class GridEditCommand;
    void set(const study::stereotales::Grid &grid, bool structural);

    study::stereotales::Grid m_grid;
    study::stereotales::Grid m_saved;
    study::stereotales::Grid m_saving; ///< the grid a running save writes
    QFutureWatcher<Result<io::stereotales::GridReplaceSummary>> m_save;
    QUndoStack *m_undo = nullptr;
    int m_other = 0;
};

/// Every value of every attribute, one row each: attribute, value (its key, the English text; editable
/// = rename), promptable (a check box), English template choice, then the other language's value and
/// template choice (editable when that language is not English). Edits go through the document.
class GridValueModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { AttributeColumn, ValueColumn, PromptableColumn, KeyTemplateColumn, OtherValueColumn, OtherTemplateColumn,
                  ColumnCount };
    explicit GridValueModel(GridDocument *document, QObject *parent = nullptr);
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    /// (attribute, value) of a row.
    std::pair<int, int> valueAt(int row) const { return m_rows.at(std::size_t(row)); }
    int rowOf(int attribute, int value) const;

private:
    void rebuild();
    GridDocument *m_doc;
    std::vector<std::pair<int, int>> m_rows;
    /// The template choices a value had when "Promptable" was unticked, per language, by (attribute, value key):
    /// ticking it again brings back the hand-written phrases instead of the value's text.
    std::map<std::pair<std::string, std::string>, std::vector<std::optional<std::string>>> m_untickedTemplates;
};

/// Every scenario, one row each: group, scenario (its key, the English text; editable = rename), the
/// other language's text (editable when that language is not English).
class GridScenarioModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { GroupColumn, ScenarioColumn, OtherScenarioColumn, ColumnCount };
    explicit GridScenarioModel(GridDocument *document, QObject *parent = nullptr);
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

private:
    void refresh(bool structural);
    GridDocument *m_doc;
    int m_rows = 0;
};

} // namespace rl::models::stereotales
