// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/studyoptions.h"

#include "engine/storage/project.h"
#include "models/analysisoptionsmodel.h"

#include <QUndoCommand>
#include <QUndoStack>

namespace rl::app {

/// One change of the options: before and after, whole (the record is small). Consecutive changes of the
/// same single option merge, so stepping a spin box is one Ctrl+Z.
class OptionsCommand : public QUndoCommand {
public:
    OptionsCommand(StudyOptions *owner, analysis::AnalysisOptions before, analysis::AnalysisOptions after,
                   const QString &text, int mergeId)
        : QUndoCommand(text)
        , m_owner(owner)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_mergeId(mergeId)
    {
    }

    void undo() override { m_owner->apply(m_before); }
    void redo() override { m_owner->apply(m_after); }
    int id() const override { return m_mergeId; }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const OptionsCommand *>(other);
        if (next->m_mergeId != m_mergeId || m_mergeId < 0)
            return false;
        m_after = next->m_after;
        setText(next->text());
        if (m_after == m_before)
            setObsolete(true); // back where it started: the command goes away
        return true;
    }

private:
    StudyOptions *m_owner;
    analysis::AnalysisOptions m_before;
    analysis::AnalysisOptions m_after;
    int m_mergeId;
};

StudyOptions::StudyOptions(QObject *parent) : QObject(parent), m_stack(new QUndoStack(this))
{
    connect(m_stack, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modifiedChanged(!clean); });
}

void StudyOptions::setProject(const QString &path, const analysis::AnalysisOptions &saved)
{
    m_path = path;
    m_saved = saved;
    m_stack->clear(); // clean: no modified marker
    apply(saved);
}

void StudyOptions::clear() { setProject(QString(), {}); }

bool StudyOptions::isModified() const { return !m_stack->isClean(); }

QString StudyOptions::changeText(const QString &name, const QString &value)
{
    return tr("Change %1 to %2").arg(models::AnalysisOptionsModel::optionLabel(name), value);
}

Status StudyOptions::change(const QString &name, const QString &value)
{
    analysis::AnalysisOptions after = m_options;
    if (auto set = analysis::setOptionText(after, name.toStdString(), value.toStdString()); !set)
        return set;
    if (after == m_options)
        return {};
    const auto infos = analysis::analysisOptionInfos();
    int row = 0;
    while (row < static_cast<int>(infos.size()) && name != QLatin1String(infos[static_cast<std::size_t>(row)].name))
        ++row;
    m_stack->push(new OptionsCommand(this, m_options, after,
                                     changeText(name, models::AnalysisOptionsModel::valueText(after, name)), row));
    return {};
}

void StudyOptions::resetToDefaults()
{
    if (m_options == analysis::AnalysisOptions {})
        return;
    m_stack->push(new OptionsCommand(this, m_options, {}, tr("Reset the analysis options to their defaults"), -1));
}

Status StudyOptions::save(const QString &path)
{
    auto project = storage::Project::open(path.toStdString());
    if (!project)
        return project.error();
    if (auto saved = analysis::saveAnalysisOptions(*project, m_options); !saved)
        return saved;
    if (path == m_path) {
        m_saved = m_options;
        m_stack->setClean();
    }
    return {};
}

void StudyOptions::apply(const analysis::AnalysisOptions &options)
{
    const std::vector<std::string> names = analysis::changedOptions(m_options, options);
    m_options = options;
    emit changed(names); // even when none: a new project's views take the options
}

} // namespace rl::app
