// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/optionspanel.h"

#include "app/gui/analysisworkspace.h"
#include "app/gui/studyoptions.h"
#include "models/analysisoptionsmodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

namespace rl::app {

OptionsPanel::OptionsPanel(AnalysisWorkspace *workspace, QWidget *parent)
    : QDockWidget(parent)
    , m_workspace(workspace)
    , m_model(new models::AnalysisOptionsModel(this))
    , m_table(new QTableView)
    , m_log(new QUndoView(workspace->studyOptions()->undoStack()))
    , m_logLabel(new QLabel)
    , m_error(new QLabel)
    , m_reset(new QPushButton)
{
    setObjectName(QStringLiteral("analysisOptionsPanel"));
    m_table->setObjectName(QStringLiteral("analysisOptionsTable"));
    m_log->setObjectName(QStringLiteral("analysisOptionsLog"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed);
    m_error->setWordWrap(true);
    m_error->setVisible(false);
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->addWidget(m_table, 3);
    layout->addWidget(m_error);
    layout->addWidget(m_logLabel);
    layout->addWidget(m_log, 2);
    layout->addWidget(m_reset, 0, Qt::AlignRight);
    setWidget(body);

    StudyOptions *options = workspace->studyOptions();
    connect(options, &StudyOptions::changed, this, &OptionsPanel::sync);
    connect(m_model, &models::AnalysisOptionsModel::changeRequested, this, [this](const QString &name, const QString &value) {
        const Status changed = m_workspace->changeOption(name, value);
        m_error->setVisible(!changed);
        // The engine's reason names the option and the values it takes (kept in English, as in the log).
        m_error->setText(changed ? QString()
                                 : tr("%1 was not changed: %2")
                                       .arg(models::AnalysisOptionsModel::optionLabel(name),
                                            QString::fromStdString(changed.error().detail)));
        sync(); // a refused edit shows the value in force again
    });
    connect(m_reset, &QPushButton::clicked, options, &StudyOptions::resetToDefaults);
    sync();
    retranslate();
}

QString OptionsPanel::lastError() const { return m_error->text(); }

void OptionsPanel::sync()
{
    m_model->setScope(m_workspace->optionScope()); // the jury's or StereoTales' own options for those studies
    m_model->setOptions(m_workspace->studyOptions()->options());
    m_reset->setEnabled(m_workspace->studyOptions()->options() != analysis::AnalysisOptions {});
}

void OptionsPanel::retranslate()
{
    setWindowTitle(tr("Analysis options"));
    m_logLabel->setText(tr("Changes since the project was opened (click one to go back to it):"));
    m_log->setEmptyLabel(tr("As opened"));
    m_reset->setText(tr("Reset to defaults"));
}

void OptionsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

} // namespace rl::app
