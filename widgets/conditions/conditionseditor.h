// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/conditions/conditionlistmodel.h"
#include "models/loadedproject.h"
#include "widgets/retranslator.h"

#include <QFutureWatcher>
#include <QImage>
#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;
class QTableView;
class QTabWidget;
class QToolButton;
class QUndoStack;

namespace rl::widgets {

class ConditionCheckPanel;
class ConditionForm;
class PromptEditor;

/// The model-conditions editor: the project's conditions in a list, a form for every parameter,
/// the prompt templates with a live preview on the face selected in the stimulus grid, inline
/// validation, "Test connection" and a cost estimate.
///
/// Protocol. setProject() loads a working copy of the project's conditions; edits change only the
/// copy (isDirty()). save() validates every condition — any error blocks it — and writes the list
/// into the project file through the engine (storage::saveConditions, engine/storage/conditionsave.h): one
/// transaction upserting the conditions, plus one deleting removed ones. After a successful save
/// it emits conditionsSaved(): study() is the saved study, which the owner passes on to the other
/// views (the editor itself keeps its selection; it needs no setProject()).
///
/// Rules that protect existing results: simulated demo conditions are read-only (their answers
/// come from the demo generator, so their settings describe nothing that can be run, and the demo
/// stays reproducible; duplicate one to get a runnable copy); a condition with predictions in the
/// project keeps its id and cannot be removed here (its ratings hang on it).
///
/// The API key is never shown, stored or exported: the form holds the name of the environment
/// variable only; the connection test resolves the key on its worker thread.
///
/// Undo. Every edit of the working copy (a field, the prompts, add, duplicate, remove, import) is a
/// command on undoStack() holding the working copy before and after (typing in one condition's
/// fields within two seconds is one command); undo and redo put a copy back and select its row.
/// The history starts afresh where the working copy does: on setProject(), save() and revert().
class ConditionsEditor : public QWidget {
    Q_OBJECT

public:
    explicit ConditionsEditor(QWidget *parent = nullptr);
    ~ConditionsEditor() override;

    void setProject(const models::LoadedProject &project);
    /// The open study changed under the editor in model answers only (a run finished): keep the
    /// working copy, its edits and the selected row; only "has predictions" follows.
    void updateStudy(std::shared_ptr<const study::Study> study);
    /// The study as last loaded or saved (after save(): with the saved conditions).
    std::shared_ptr<const study::Study> study() const { return m_study; }
    void clearProject();

    /// The face of the prompt preview (index into Study::items; -1 = none), e.g. from
    /// StimulusGridView::currentItemChanged.
    void setSelectedItem(int item);
    /// The stimulus grid's current filter size, offered to the cost estimate (-1 = unknown).
    void setFilteredItemCount(int count);

    /// Add a copy of the seed preset `presetId` (inference/presets.h ids) and select it; returns
    /// its row, -1 for an unknown preset.
    int addPreset(const QString &presetId);
    int duplicateCondition(int row);
    bool removeCondition(int row); ///< false (with a message) for conditions with predictions
    void selectCondition(int row);
    int currentRow() const;

    /// Validate and write; false (and a message in statusText()) when blocked or failed.
    bool save();
    /// Discard the edits (reload the working copy from the last loaded/saved study).
    void revert();
    /// Read a conditions.json file: conditions with a new id are added, those with an existing id
    /// replace it (simulated ones are left alone). False with a message on error (nothing imported).
    bool importConditionsFile(const QString &path);
    bool exportConditionsFile(const QString &path);

    /// The edits of the working copy since it was loaded or saved (Ctrl+Z / Ctrl+Shift+Z in the editor).
    QUndoStack *undoStack() const { return m_undo; }

    bool isDirty() const;
    bool canSave() const;           ///< dirty, every condition valid, no unparsable field
    QString statusText() const;

    models::ConditionListModel *model() const { return m_model; }
    ConditionForm *form() const { return m_form; }
    PromptEditor *promptEditor() const { return m_prompts; }
    ConditionCheckPanel *checkPanel() const { return m_check; }
    QTableView *listView() const { return m_list; }
    QPushButton *saveButton() const { return m_save; }

protected:
    void changeEvent(QEvent *event) override; ///< a language switch: every text again

signals:
    void conditionsSaved();          ///< the project file's conditions changed: study() is the saved study
    void dirtyChanged(bool dirty);

private:
    friend class ConditionEditCommand;
    void buildUi();
    /// Push the change from the last recorded working copy to the current one.
    void record(const QString &text, int row, bool typing);
    /// The history starts here (the working copy is what was loaded or saved).
    void resetHistory();
    /// Undo/redo: the working copy `state`, showing `row`.
    void applyState(const models::ConditionListModel::State &state, int row);
    void showRow(int row);
    void onFormEdited();
    void onPromptsEdited(const std::map<std::string, std::string> &prompts);
    void updateActions();
    void setStatus(const QString &text, bool error);
    void loadPreviewItem();
    QString emotionOf(int item) const; ///< the item's level of the "emotion" factor; empty when none

    models::ConditionListModel *m_model = nullptr;
    QTableView *m_list = nullptr;
    QToolButton *m_addPreset = nullptr;
    QPushButton *m_duplicate = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_import = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_revert = nullptr;
    QToolButton *m_undoButton = nullptr;
    QToolButton *m_redoButton = nullptr;
    QUndoStack *m_undo = nullptr;
    models::ConditionListModel::State m_recorded;
    bool m_restoring = false;
    QLabel *m_status = nullptr;
    QLabel *m_readOnlyBanner = nullptr;
    QTabWidget *m_tabs = nullptr;
    ConditionForm *m_form = nullptr;
    PromptEditor *m_prompts = nullptr;
    ConditionCheckPanel *m_check = nullptr;

    QString m_path;
    std::shared_ptr<const study::Study> m_study;
    std::shared_ptr<models::StimulusImageSource> m_images;
    int m_selectedItem = -1;
    int m_shownRow = -1;
    bool m_statusIsError = false;
    QFutureWatcher<QImage> m_thumbnail;
    Retranslator m_texts;
};

} // namespace rl::widgets
