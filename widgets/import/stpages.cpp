// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/import/stpages.h"

#include "engine/io/stereotales/seeds.h"
#include "engine/io/stereotales/stories.h"
#include "models/workerpool.h"
#include "widgets/import/newstudywizard.h"
#include "widgets/import/offendingrowdialog.h"
#include "widgets/import/pathfield.h"
#include "widgets/import/wizardpageutil.h"

#include <QFileInfo>
#include <QFormLayout>
#include <QLineEdit>
#include <QLabel>
#include <QRadioButton>
#include <QTreeWidget>
#include <QtConcurrent/QtConcurrentRun>

namespace rl::widgets {

using wizardpage::wrapped;

StereoTalesPage::StereoTalesPage(QWidget *parent)
    : QWizardPage(parent)
    , m_gridRadio(new QRadioButton(this))
    , m_noGridRadio(new QRadioButton(this))
    , m_seeds(new PathField(PathField::Mode::Folder, QStringLiteral("stSeedsEdit"), this))
    , m_seedsLabel(new QLabel(this))
    , m_preview(wrapped(this, QStringLiteral("stGridPreview")))
    , m_errorList(new QTreeWidget(this))
    , m_stories(new PathField(PathField::Mode::OpenFile, QStringLiteral("stStoriesEdit"), this))
    , m_extractions(new PathField(PathField::Mode::OpenFile, QStringLiteral("stExtractionsEdit"), this))
    , m_harm(new PathField(PathField::Mode::OpenFile, QStringLiteral("stHarmEdit"), this))
    , m_job(this, [](const QString &, qint64, qint64) {})
{
    setObjectName(QStringLiteral("stereoTalesPage"));
    setTitle(tr("StereoTales study"));
    setSubTitle(tr("A prompt grid from a seed folder (attributes/, scenarios/ and prompts_template/, one file per "
                   "language), and the stories, extractions and harm ratings made from it, if you have them."));
    m_gridRadio->setObjectName(QStringLiteral("stGridRadio"));
    m_noGridRadio->setObjectName(QStringLiteral("stNoGridRadio"));
    m_gridRadio->setText(tr("With a prompt &grid (a seed folder)"));
    m_noGridRadio->setText(tr("&Without a grid: the attributes and values are the ones the stories and extractions name"));
    m_gridRadio->setChecked(true);
    m_seedsLabel->setText(tr("&Seed folder:"));
    m_seedsLabel->setBuddy(m_seeds->edit());
    m_seeds->setDialogTitle(tr("The StereoTales seed folder"));
    m_preview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errorList->setObjectName(QStringLiteral("stGridErrors"));
    m_errorList->setColumnCount(4);
    m_errorList->setHeaderLabels({tr("File"), tr("Line"), tr("Column"), tr("Reason")});
    m_errorList->setRootIsDecorated(false);
    m_errorList->setWordWrap(true);
    m_errorList->setToolTip(tr("Double-click an error to see its line."));
    const QString csv = tr("CSV files (*.csv *.csv.gz *.tsv);;All files (*)");
    for (PathField *f : {m_stories, m_extractions, m_harm})
        f->setFilter(csv);
    auto *form = new QFormLayout(this);
    form->addRow(m_gridRadio);
    form->addRow(m_noGridRadio);
    form->addRow(m_seedsLabel, m_seeds);
    form->addRow(m_preview);
    form->addRow(m_errorList);
    form->addRow(tr("S&tories (stories.csv, optional with a grid):"), m_stories);
    form->addRow(tr("&Extractions (extractions.csv, optional):"), m_extractions);
    form->addRow(tr("&Harm ratings (harm.csv, optional):"), m_harm);
    connect(m_gridRadio, &QRadioButton::toggled, this, &StereoTalesPage::update);
    connect(m_seeds, &PathField::pathChanged, this, &StereoTalesPage::readPreview);
    for (PathField *f : {m_stories, m_extractions, m_harm})
        connect(f, &PathField::pathChanged, this, &StereoTalesPage::completeChanged);
    connect(m_errorList, &QTreeWidget::itemDoubleClicked, this,
            [this](QTreeWidgetItem *item) { showRow(m_errorList->indexOfTopLevelItem(item)); });
    connect(&m_job.watcher(), &QFutureWatcher<Preview>::finished, this, &StereoTalesPage::showPreview);
    update();
}

StereoTalesPage::~StereoTalesPage() = default;

bool StereoTalesPage::withGrid() const { return m_gridRadio->isChecked(); }

void StereoTalesPage::setWithGrid(bool grid)
{
    (grid ? m_gridRadio : m_noGridRadio)->setChecked(true);
    update();
}

QString StereoTalesPage::seedsFolder() const { return m_seeds->path(); }
void StereoTalesPage::setSeedsFolder(const QString &dir)
{
    setWithGrid(true);
    m_seeds->setPath(dir); // pathChanged reads the preview
}
QString StereoTalesPage::storiesFile() const { return m_stories->path(); }
QString StereoTalesPage::extractionsFile() const { return m_extractions->path(); }
QString StereoTalesPage::harmFile() const { return m_harm->path(); }
void StereoTalesPage::setStoriesFile(const QString &path) { m_stories->setPath(path); }
void StereoTalesPage::setExtractionsFile(const QString &path) { m_extractions->setPath(path); }
void StereoTalesPage::setHarmFile(const QString &path) { m_harm->setPath(path); }

void StereoTalesPage::update()
{
    const bool grid = withGrid();
    for (QWidget *w : std::initializer_list<QWidget *> {m_seedsLabel, m_seeds, m_preview, m_errorList})
        w->setVisible(grid);
    emit completeChanged();
}

void StereoTalesPage::readPreview()
{
    m_grid.reset();
    m_errors.clear();
    m_errorList->clear();
    const QString dir = seedsFolder();
    if (dir.isEmpty()) {
        m_preview->clear();
        emit completeChanged();
        return;
    }
    m_preview->setText(tr("Reading the seed folder…"));
    m_job.start([dir](const Progress &) {
        return QtConcurrent::run(models::workerPool(), [dir] {
            Preview p;
            auto g = io::stereotales::readSeedFolder(dir.toStdString());
            if (g) {
                p.grid = std::move(*g);
            } else {
                models::ImportStep step;
                step.source = models::ImportStep::Source::StGrid;
                step.path = dir;
                for (const Error &e : io::stereotales::seedFolderErrors(dir.toStdString()))
                    p.errors.push_back(models::locateError(step, e));
                if (p.errors.empty())
                    p.errors.push_back(models::locateError(step, g.error()));
            }
            return p;
        });
    });
    emit completeChanged();
}

void StereoTalesPage::showPreview()
{
    auto done = m_job.takeFinished();
    if (!done)
        return;
    m_grid = std::move(done->grid);
    m_errors.clear();
    m_errorList->clear();
    if (m_grid) {
        m_preview->setText(previewText());
    } else {
        m_errors = std::move(done->errors);
        for (const auto &e : m_errors) {
            auto *item = new QTreeWidgetItem(m_errorList);
            item->setText(0, e.location.file);
            item->setText(1, e.location.line > 0 ? QString::number(e.location.line) : QString());
            item->setText(2, e.location.column > 0 ? QString::number(e.location.column) : QString());
            item->setText(3, e.location.reason);
            item->setToolTip(3, e.detail);
        }
        m_errorList->resizeColumnToContents(0);
        m_preview->setText(tr("The seed folder cannot be imported as it is: correct the files named below and choose "
                              "the folder again. Nothing has been written."));
    }
    emit completeChanged();
}

QString StereoTalesPage::summaryText(const io::stereotales::GridSummary &g)
{
    QStringList codes;
    for (const auto &c : g.languageCodes)
        codes << QString::fromStdString(c);
    return tr("%1 attribute(s), %2 value(s) (%3 promptable), %4 scenario(s) in %5 group(s), %6 language(s) (%7): "
              "%8 prompts per language, %9 in all.")
        .arg(g.attributes)
        .arg(g.values)
        .arg(g.promptableValues)
        .arg(g.scenarios)
        .arg(g.groups)
        .arg(g.languages)
        .arg(codes.join(QStringLiteral(", ")))
        .arg(g.promptsPerLanguage)
        .arg(g.prompts);
}

QString StereoTalesPage::previewText() const
{
    if (!m_grid)
        return {};
    return summaryText(io::stereotales::summarize(*m_grid));
}

OffendingRowDialog *StereoTalesPage::showRow(int row)
{
    if (row < 0 || row >= int(m_errors.size()) || m_errors[std::size_t(row)].location.line <= 0)
        return nullptr;
    auto *dialog = new OffendingRowDialog(m_errors[std::size_t(row)], this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open(); // not exec(): never block the event loop
    return dialog;
}

std::vector<models::ImportStep> StereoTalesPage::steps() const
{
    using Source = models::ImportStep::Source;
    std::vector<models::ImportStep> out;
    auto add = [&](Source source, const QString &path) {
        if (path.isEmpty())
            return;
        models::ImportStep step;
        step.source = source;
        step.path = path;
        out.push_back(step);
    };
    if (withGrid())
        add(Source::StGrid, seedsFolder());
    add(Source::StStories, storiesFile());
    add(Source::StExtractions, extractionsFile());
    add(Source::StHarm, harmFile());
    return out;
}

bool StereoTalesPage::isComplete() const
{
    for (const QString &f : {storiesFile(), extractionsFile(), harmFile()})
        if (!f.isEmpty() && !QFileInfo(f).isFile())
            return false;
    if (withGrid())
        return !isReading() && m_grid.has_value();
    return !storiesFile().isEmpty() || !extractionsFile().isEmpty();
}

int StereoTalesPage::nextId() const { return NewStudyWizard::RunPageId; }

} // namespace rl::widgets
