// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/report/methodsdialog.h"

#include "models/displaynames.h"
#include "widgets/figurestyle.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace rl::widgets {

MethodsDialog::MethodsDialog(analysis::MethodsFacts facts, std::shared_ptr<const models::AnalysisBundle> bundle,
                             QWidget *parent, std::shared_ptr<const study::Study> study)
    : QDialog(parent)
    , m_facts(std::move(facts))
    , m_bundle(std::move(bundle))
    , m_study(std::move(study))
    , m_language(new QComboBox(this))
    , m_text(new QPlainTextEdit(this))
    , m_copy(new QPushButton(this))
    , m_save(new QPushButton(this))
    , m_close(new QPushButton(this))
    , m_job(this, [this](const QString &phase, qint64 done, qint64 total) {
        if (!m_progress)
            return;
        m_progress->setLabelText(phase == QLatin1String("report pages") ? tr("Laying out the pages…")
                                                                          : tr("Gathering the tables and figures…"));
        m_progress->setMaximum(int(total));
        m_progress->setValue(int(std::min(done, total > 0 ? total : done)));
    })
{
    m_language->addItem(QStringLiteral("English"), int(analysis::MethodsLanguage::English));
    m_language->addItem(QStringLiteral("한국어"), int(analysis::MethodsLanguage::Korean));
    m_text->setReadOnly(true);
    m_text->setObjectName(QStringLiteral("methodsText"));

    auto *top = new QHBoxLayout;
    top->addWidget(m_language);
    top->addStretch();
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_copy);
    buttons->addWidget(m_save);
    buttons->addStretch();
    buttons->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_text, 1);
    layout->addLayout(buttons);
    resize(760, 560);

    connect(m_language, &QComboBox::currentIndexChanged, this, &MethodsDialog::refresh);
    connect(m_copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(text()); });
    connect(m_save, &QPushButton::clicked, this, &MethodsDialog::chooseAndSave);
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    connect(&m_job.watcher(), &QFutureWatcherBase::finished, this, &MethodsDialog::reportFinished);
    retranslate();
    refresh();
}

void MethodsDialog::setLanguage(analysis::MethodsLanguage language)
{
    m_language->setCurrentIndex(m_language->findData(int(language)));
}

analysis::MethodsLanguage MethodsDialog::language() const
{
    return analysis::MethodsLanguage(m_language->currentData().toInt());
}

QString MethodsDialog::text() const { return m_text->toPlainText(); }

void MethodsDialog::refresh()
{
    QString text = QString::fromStdString(analysis::methodsParagraph(m_facts, language()));
    text += QStringLiteral("\n\n");
    for (const std::string &ref : analysis::methodsReferences(m_facts))
        text += QString::fromStdString(ref) + QLatin1Char('\n');
    m_text->setPlainText(text);
}

Status MethodsDialog::saveReport(const QString &path) const
{
    ReportOptions options;
    options.language = language();
    options.study = m_study;
    return writeStudyReport(m_bundle, m_facts, options, path);
}

void MethodsDialog::chooseAndSave()
{
    // In the project's folder (the facts name the project file), else home.
    const QString folder = m_facts.projectPath.empty() ? QDir::homePath()
                                                       : QFileInfo(QString::fromStdString(m_facts.projectPath)).absolutePath();
    const QString path = QFileDialog::getSaveFileName(this, tr("Save report"), folder + QStringLiteral("/report.html"),
                                                      tr("HTML report (*.html);;PDF report (*.pdf)"));
    if (!path.isEmpty())
        startSavingReport(path);
}

bool MethodsDialog::isSavingReport() const { return m_job.isRunning(); }

void MethodsDialog::startSavingReport(const QString &path)
{
    if (m_job.isRunning())
        return;
    figureFontFamilies(); // the fonts are registered here, on the GUI thread, before the worker paints
    m_savingPath = path;
    if (!m_progress) {
        m_progress = new QProgressDialog(this);
        m_progress->setWindowModality(Qt::WindowModal);
        m_progress->setAutoClose(false);
        m_progress->setAutoReset(false);
        m_progress->setMinimumDuration(300);
        connect(m_progress, &QProgressDialog::canceled, this, [this] { m_job.requestStop(); });
    }
    m_progress->setWindowTitle(tr("Save report"));
    m_progress->setLabelText(tr("Gathering the tables and figures…"));
    m_progress->setCancelButtonText(tr("Cancel"));
    m_progress->setRange(0, 0);
    m_progress->setValue(0);
    m_save->setEnabled(false);
    ReportOptions options;
    options.language = language();
    options.study = m_study;
    m_job.start([bundle = m_bundle, facts = m_facts, options, path](const Progress &progress) {
        return QtConcurrent::run([=] { return writeStudyReport(bundle, facts, options, path, progress); });
    });
}

void MethodsDialog::reportFinished()
{
    const std::optional<Status> outcome = m_job.takeFinished();
    m_save->setEnabled(true);
    if (m_progress)
        m_progress->reset();
    if (!outcome)
        return;
    const Status &written = *outcome;
    const QString path = m_savingPath;
    Q_EMIT reportSaved(written.has_value());
    if (!written && written.error().code == ErrorCode::Cancelled)
        return; // the user asked for it; nothing was written
    // not exec(): the message does not block the event loop (nor a test driving the dialog)
    auto *box = new QMessageBox(written ? QMessageBox::Information : QMessageBox::Warning, tr("RaterLab"),
                                written ? tr("The report was written to %1.").arg(QDir::toNativeSeparators(path))
                                        : tr("%1 could not be written.").arg(QDir::toNativeSeparators(path)),
                                QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("reportMessage"));
    if (!written) {
        box->setInformativeText(models::DisplayNames::errorMessage(written.error()));
        box->setDetailedText(QString::fromStdString(written.error().detail));
    }
    box->open();
}

void MethodsDialog::retranslate()
{
    setWindowTitle(tr("Methods and report"));
    m_copy->setText(tr("Copy"));
    m_save->setText(tr("Save report…"));
    m_close->setText(tr("Close"));
    m_language->setToolTip(tr("Language of the methods paragraph and the report"));
}

void MethodsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace rl::widgets
