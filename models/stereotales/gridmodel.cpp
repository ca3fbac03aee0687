// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/stereotales/gridmodel.h"

#include "engine/io/stereotales/seeds.h"
#include "engine/storage/project.h"
#include "engine/study/stereotales/gridedit.h"
#include "models/workerpool.h"

#include <QtConcurrent/QtConcurrentRun>

#include <QUndoCommand>
#include <QUndoStack>

namespace rl::models::stereotales {

namespace st = study::stereotales;

// --- GridDocument ------------------------------------------------------------------------------

class GridEditCommand : public QUndoCommand {
public:
    GridEditCommand(GridDocument *doc, st::Grid before, st::Grid after, const QString &text, bool structural)
        : QUndoCommand(text), m_doc(doc), m_before(std::move(before)), m_after(std::move(after)), m_structural(structural)
    {
    }
    void undo() override { m_doc->set(m_before, m_structural); }
    void redo() override { m_doc->set(m_after, m_structural); }

private:
    GridDocument *m_doc;
    st::Grid m_before, m_after;
    bool m_structural;
};

GridDocument::GridDocument(QObject *parent)
    : QObject(parent)
    , m_undo(new QUndoStack(this))
{
    m_undo->setUndoLimit(200);
    connect(&m_save, &QFutureWatcher<Result<io::stereotales::GridReplaceSummary>>::finished, this, [this] {
        const auto done = m_save.result();
        if (done) {
            m_saved = m_saving;
            emit modifiedChanged(isModified());
            emit saveFinished(true, {}, *done);
        } else {
            emit saveFinished(false, QString::fromStdString(done.error().detail), {});
        }
    });
}

void GridDocument::save(const QString &projectPath)
{
    if (m_save.isRunning())
        return;
    m_saving = m_grid;
    const std::string path = projectPath.toStdString();
    m_save.setFuture(QtConcurrent::run(workerPool(), [path, grid = m_grid]() -> Result<io::stereotales::GridReplaceSummary> {
        auto project = storage::Project::open(path);
        if (!project)
            return project.error();
        return io::stereotales::replaceGrid(*project, grid);
    }));
}

Status GridDocument::exportTo(const QString &dir) const { return io::stereotales::writeSeedFolder(m_grid, dir.toStdString()); }

GridDocument::~GridDocument() { m_save.waitForFinished(); }

void GridDocument::load(st::Grid grid)
{
    m_undo->clear();
    m_grid = std::move(grid);
    m_saved = m_grid;
    m_other = m_grid.languages.size() > 1 ? 1 : 0;
    emit otherLanguageChanged();
    emit gridChanged(true);
    emit modifiedChanged(false);
}

void GridDocument::markSaved()
{
    m_saved = m_grid;
    emit modifiedChanged(false);
}

void GridDocument::apply(st::Grid after, const QString &text, bool structural)
{
    if (after == m_grid)
        return;
    m_undo->push(new GridEditCommand(this, m_grid, std::move(after), text, structural));
}

void GridDocument::set(const st::Grid &grid, bool structural)
{
    const bool was = isModified();
    m_grid = grid;
    emit gridChanged(structural);
    if (was != isModified())
        emit modifiedChanged(isModified());
}

void GridDocument::setOtherLanguage(int language)
{
    if (language < 0 || std::size_t(language) >= m_grid.languages.size() || language == m_other)
        return;
    m_other = language;
    emit otherLanguageChanged();
}

// --- GridValueModel ----------------------------------------------------------------------------

GridValueModel::GridValueModel(GridDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_doc(document)
{
    rebuild();
    connect(m_doc, &GridDocument::gridChanged, this, [this](bool structural) {
        if (structural || int(m_rows.size()) != int(m_doc->grid().valueCount())) {
            beginResetModel();
            rebuild();
            endResetModel();
        } else if (!m_rows.empty()) {
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        }
    });
    connect(m_doc, &GridDocument::otherLanguageChanged, this, [this] {
        emit headerDataChanged(Qt::Horizontal, OtherValueColumn, OtherTemplateColumn);
        if (!m_rows.empty())
            emit dataChanged(index(0, OtherValueColumn), index(rowCount() - 1, OtherTemplateColumn));
    });
}

void GridValueModel::rebuild()
{
    m_rows.clear();
    const auto &g = m_doc->grid();
    for (std::size_t a = 0; a < g.attributes.size(); ++a)
        for (std::size_t v = 0; v < g.attributes[a].values.size(); ++v)
            m_rows.emplace_back(int(a), int(v));
}

int GridValueModel::rowOf(int attribute, int value) const
{
    for (std::size_t r = 0; r < m_rows.size(); ++r)
        if (m_rows[r] == std::pair(attribute, value))
            return int(r);
    return -1;
}

int GridValueModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }
int GridValueModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant GridValueModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto &g = m_doc->grid();
    const auto [a, v] = m_rows[std::size_t(index.row())];
    const auto &attr = g.attributes[std::size_t(a)];
    const bool promptable = attr.promptable[std::size_t(v)];
    const auto text = [&](int language, bool choice) -> QVariant {
        if (std::size_t(language) >= g.languages.size())
            return {};
        const auto &l = g.languages[std::size_t(language)];
        if (!choice)
            return QString::fromStdString(l.values[std::size_t(a)][std::size_t(v)]);
        const auto &t = l.templates[std::size_t(a)][std::size_t(v)];
        return t ? QVariant(QString::fromStdString(*t)) : QVariant();
    };
    if (role == Qt::CheckStateRole && index.column() == PromptableColumn)
        return promptable ? Qt::Checked : Qt::Unchecked;
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case AttributeColumn: return QString::fromStdString(attr.name);
    case ValueColumn: return QString::fromStdString(attr.values[std::size_t(v)]);
    case PromptableColumn: return {};
    case KeyTemplateColumn: return text(0, true);
    case OtherValueColumn: return text(m_doc->otherLanguage(), false);
    case OtherTemplateColumn: return text(m_doc->otherLanguage(), true);
    }
    return {};
}

QVariant GridValueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const auto &g = m_doc->grid();
    const QString other = std::size_t(m_doc->otherLanguage()) < g.languages.size()
        ? QString::fromStdString(g.languages[std::size_t(m_doc->otherLanguage())].code)
        : QString();
    switch (section) {
    case AttributeColumn: return tr("Attribute");
    case ValueColumn: return tr("Value (key, English)");
    case PromptableColumn: return tr("Promptable");
    case KeyTemplateColumn: return tr("Template choice (English)");
    case OtherValueColumn: return tr("Value (%1)").arg(other);
    case OtherTemplateColumn: return tr("Template choice (%1)").arg(other);
    }
    return {};
}

Qt::ItemFlags GridValueModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (!index.isValid())
        return f;
    const auto [a, v] = m_rows[std::size_t(index.row())];
    const bool promptable = m_doc->grid().attributes[std::size_t(a)].promptable[std::size_t(v)];
    const bool other = m_doc->otherLanguage() > 0;
    switch (index.column()) {
    case ValueColumn: return f | Qt::ItemIsEditable;
    case PromptableColumn: return f | Qt::ItemIsUserCheckable;
    case KeyTemplateColumn: return promptable ? f | Qt::ItemIsEditable : f;
    case OtherValueColumn: return other ? f | Qt::ItemIsEditable : f;
    case OtherTemplateColumn: return other && promptable ? f | Qt::ItemIsEditable : f;
    default: return f;
    }
}

bool GridValueModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || !(flags(index) & (Qt::ItemIsEditable | Qt::ItemIsUserCheckable)))
        return false;
    const auto [a, v] = m_rows[std::size_t(index.row())];
    const st::Grid &g = m_doc->grid();
    const QString name = QString::fromStdString(g.attributes[std::size_t(a)].values[std::size_t(v)]);
    const std::string text = value.toString().trimmed().toStdString();
    const int other = m_doc->otherLanguage();
    switch (index.column()) {
    case ValueColumn:
        if (role != Qt::EditRole || text.empty())
            return false;
        m_doc->apply(st::renameValue(g, a, v, text), tr("Rename %1").arg(name), false);
        return true;
    case PromptableColumn: {
        if (role != Qt::CheckStateRole)
            return false;
        const bool on = value.toInt() == Qt::Checked;
        const std::pair<std::string, std::string> key {g.attributes[std::size_t(a)].name, g.attributes[std::size_t(a)].values[std::size_t(v)]};
        st::Grid edited = st::setPromptable(g, a, v, on);
        if (!on) {
            std::vector<std::optional<std::string>> kept;
            for (const auto &l : g.languages)
                kept.push_back(l.templates[std::size_t(a)][std::size_t(v)]);
            m_untickedTemplates[key] = std::move(kept);
        } else if (const auto it = m_untickedTemplates.find(key); it != m_untickedTemplates.end()) {
            for (std::size_t l = 0; l < it->second.size() && l < edited.languages.size(); ++l)
                if (it->second[l] && !it->second[l]->empty())
                    edited = st::setTemplateChoice(std::move(edited), int(l), a, v, *it->second[l]);
        }
        m_doc->apply(std::move(edited), on ? tr("Make %1 promptable").arg(name) : tr("Make %1 not promptable").arg(name), false);
        return true;
    }
    case KeyTemplateColumn:
    case OtherTemplateColumn:
        if (role != Qt::EditRole || text.empty())
            return false;
        m_doc->apply(st::setTemplateChoice(g, index.column() == KeyTemplateColumn ? 0 : other, a, v, text),
                     tr("Edit the template choice of %1").arg(name), false);
        return true;
    case OtherValueColumn:
        if (role != Qt::EditRole || text.empty())
            return false;
        m_doc->apply(st::setValueText(g, other, a, v, text), tr("Translate %1").arg(name), false);
        return true;
    }
    return false;
}

// --- GridScenarioModel -------------------------------------------------------------------------

GridScenarioModel::GridScenarioModel(GridDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_doc(document)
    , m_rows(int(document->grid().scenarioCount()))
{
    connect(m_doc, &GridDocument::gridChanged, this, &GridScenarioModel::refresh);
    connect(m_doc, &GridDocument::otherLanguageChanged, this, [this] {
        emit headerDataChanged(Qt::Horizontal, OtherScenarioColumn, OtherScenarioColumn);
        if (m_rows)
            emit dataChanged(index(0, OtherScenarioColumn), index(m_rows - 1, OtherScenarioColumn));
    });
}

void GridScenarioModel::refresh(bool structural)
{
    const int rows = int(m_doc->grid().scenarioCount());
    if (structural || rows != m_rows) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    } else if (m_rows) {
        emit dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
    }
}

int GridScenarioModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : m_rows; }
int GridScenarioModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant GridScenarioModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows || (role != Qt::DisplayRole && role != Qt::EditRole))
        return {};
    const auto &g = m_doc->grid();
    const auto [gr, i] = g.scenarioAt(std::size_t(index.row()));
    switch (index.column()) {
    case GroupColumn: return QString::fromStdString(g.groups[std::size_t(gr)].name);
    case ScenarioColumn: return QString::fromStdString(g.groups[std::size_t(gr)].scenarios[std::size_t(i)]);
    case OtherScenarioColumn: {
        const auto &l = g.languages[std::size_t(m_doc->otherLanguage())];
        return QString::fromStdString(l.scenarios[std::size_t(gr)][std::size_t(i)]);
    }
    }
    return {};
}

QVariant GridScenarioModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const auto &g = m_doc->grid();
    switch (section) {
    case GroupColumn: return tr("Group");
    case ScenarioColumn: return tr("Scenario (key, English)");
    case OtherScenarioColumn:
        return tr("Scenario (%1)").arg(std::size_t(m_doc->otherLanguage()) < g.languages.size()
                                           ? QString::fromStdString(g.languages[std::size_t(m_doc->otherLanguage())].code)
                                           : QString());
    }
    return {};
}

Qt::ItemFlags GridScenarioModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (!index.isValid())
        return f;
    if (index.column() == ScenarioColumn || (index.column() == OtherScenarioColumn && m_doc->otherLanguage() > 0))
        f |= Qt::ItemIsEditable;
    return f;
}

bool GridScenarioModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const std::string text = value.toString().trimmed().toStdString();
    if (text.empty())
        return false;
    const st::Grid &g = m_doc->grid();
    const QString name = data(this->index(index.row(), ScenarioColumn)).toString();
    if (index.column() == ScenarioColumn)
        m_doc->apply(st::renameScenario(g, index.row(), text), tr("Rename the scenario %1").arg(name), false);
    else
        m_doc->apply(st::setScenarioText(g, m_doc->otherLanguage(), index.row(), text), tr("Translate the scenario %1").arg(name),
                     false);
    return true;
}

} // namespace rl::models::stereotales
