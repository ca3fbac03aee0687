// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/analysis/analysisoptions.h"
#include "engine/core/result.h"

#include <QObject>
#include <QString>

#include <string>
#include <vector>

class QUndoStack;

namespace rl::app {

/// The open study's analysis options (analysis::AnalysisOptions) as the user edits them, the way jamovi
/// keeps options with the analysis: every change is an undoable command on undoStack() ("Change κ
/// threshold to 0.7", Ctrl+Z; consecutive edits of one option merge), "Reset to defaults" too. Nothing
/// is written until save() (File → Save): until then the stack is not clean and the window title carries
/// its modified marker. setProject() starts a fresh history from the options the file holds.
class StudyOptions : public QObject {
    Q_OBJECT
public:
    explicit StudyOptions(QObject *parent = nullptr);

    /// A project was opened: its saved options, an empty history, nothing modified.
    void setProject(const QString &path, const analysis::AnalysisOptions &saved);
    /// No project: the defaults, an empty history.
    void clear();

    const analysis::AnalysisOptions &options() const { return m_options; }
    const analysis::AnalysisOptions &savedOptions() const { return m_saved; }
    QUndoStack *undoStack() const { return m_stack; }
    bool isModified() const;

    /// Set option `name` (analysis.json's name) from `value` as an undoable command. Errors (nothing
    /// pushed): those of analysis::setOptionText (the study's factors are checked by
    /// AnalysisWorkspace::changeOption). Setting an option to its current value pushes nothing.
    Status change(const QString &name, const QString &value);
    /// Every option back to its default, as one undoable command (nothing when all are defaults).
    void resetToDefaults();
    /// Write the options into `path` (the open project, or a Save As copy) and mark them saved.
    Status save(const QString &path);

    /// "Change κ threshold to 0.7": the command text of setting `name` to `value`.
    static QString changeText(const QString &name, const QString &value);

signals:
    /// The options changed (a command done or undone): `names` are the options that differ from before.
    void changed(const std::vector<std::string> &names);
    void modifiedChanged(bool modified);

private:
    friend class OptionsCommand;
    void apply(const analysis::AnalysisOptions &options);

    QUndoStack *m_stack = nullptr;
    analysis::AnalysisOptions m_options;
    analysis::AnalysisOptions m_saved;
    QString m_path;
};

} // namespace rl::app
