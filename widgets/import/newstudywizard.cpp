// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/import/newstudywizard.h"

#include "engine/io/csv.h"
#include "engine/storage/filekind.h"
#include "models/import/dimensiondeclmodel.h"
#include "widgets/import/columnmappingpanel.h"
#include "widgets/import/mappingpages.h"
#include "widgets/import/newstudypages.h"
#include "widgets/import/runpage.h"
#include "widgets/import/stpages.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace rl::widgets {

NewStudyWizard::NewStudyWizard(QWidget *parent)
    : QWizard(parent)
{
    build();
    setWindowTitle(tr("New study"));
    setStartId(StudyTypePageId);
}

NewStudyWizard::NewStudyWizard(const OpenStudy &study, QWidget *parent)
    : QWizard(parent)
    , m_open(study)
{
    build();
    setWindowTitle(tr("Import into %1").arg(QFileInfo(study.path).fileName()));
    setStartId(ImportFilePageId);
}

NewStudyWizard::~NewStudyWizard() = default;

void NewStudyWizard::build()
{
    setObjectName(QStringLiteral("newStudyWizard"));
    setOption(QWizard::NoBackButtonOnStartPage, true);
    setOption(QWizard::HaveHelpButton, false);
    m_studyPage = new StudyTypePage(this);
    m_corpusPage = new CorpusPage(this);
    m_stPage = new StereoTalesPage(this);
    m_judgmentsPage = new JudgmentsPage(this);
    m_importFilePage = new ImportFilePage(this);
    if (m_open && studyType() == models::NewStudyType::StereoTalesGrid)
        m_importFilePage->setStereoTales(true);
    if (m_open && studyType() == models::NewStudyType::JuryCorpus) {
        m_importFilePage->setJury(true);
        m_judgmentsPage->setCorpora(m_open->corpora);
    }
    m_stimuliPage = new StimuliPage(this);
    m_patternPage = new PatternPage(this);
    m_stimuliMapPage = new StimuliMapPage(this);
    m_ratingsPage = new RatingsPage(this);
    m_runPage = new RunPage(this);
    setPage(StudyTypePageId, m_studyPage);
    setPage(StereoTalesPageId, m_stPage);
    setPage(CorpusPageId, m_corpusPage);
    setPage(JudgmentsPageId, m_judgmentsPage);
    setPage(ImportFilePageId, m_importFilePage);
    setPage(StimuliPageId, m_stimuliPage);
    setPage(PatternPageId, m_patternPage);
    setPage(StimuliMapPageId, m_stimuliMapPage);
    setPage(RatingsPageId, m_ratingsPage);
    setPage(RunPageId, m_runPage);
    resize(820, 720);
}

void NewStudyWizard::setProjectPath(const QString &path) { m_studyPage->setProjectPath(path); }

QString NewStudyWizard::projectPath() const { return m_open ? m_open->path : m_studyPage->projectPath(); }

void NewStudyWizard::setStudyType(models::NewStudyType type) { m_studyPage->setStudyType(type); }

models::NewStudyType NewStudyWizard::studyType() const
{
    return m_open ? models::newStudyTypeOf(m_open->kind) : m_studyPage->studyType();
}

void NewStudyWizard::setImportKind(ImportKind kind) { m_importFilePage->setKind(kind); }

NewStudyWizard::ImportKind NewStudyWizard::importKind() const { return m_importFilePage->kind(); }

void NewStudyWizard::setStimuliCsv(const QString &csv, const QString &imageFolder)
{
    m_stimuliPage->setCsv(csv, imageFolder);
}

void NewStudyWizard::setImageFolder(const QString &folder, const QString &pattern)
{
    m_stimuliPage->setFolder(folder);
    m_patternPage->setFolder(folder);
    if (!pattern.isEmpty())
        m_patternPage->setPattern(pattern);
}

void NewStudyWizard::setRatingsFile(const QString &path) { m_ratingsPage->setFile(path); }

void NewStudyWizard::setConditionsFile(const QString &path) { m_importFilePage->setConditionsFile(path); }

void NewStudyWizard::setCorpus(const QString &path, const QString &name) { m_corpusPage->setCorpus(path, name); }

void NewStudyWizard::setJudgments(const QString &path, const QString &corpus)
{
    setImportKind(ImportKind::Judgments);
    m_judgmentsPage->setFile(path, corpus);
}

void NewStudyWizard::setSeedsFolder(const QString &dir) { m_stPage->setSeedsFolder(dir); }

void NewStudyWizard::setStFiles(const QString &stories, const QString &extractions, const QString &harm)
{
    m_stPage->setStoriesFile(stories);
    m_stPage->setExtractionsFile(extractions);
    m_stPage->setHarmFile(harm);
}

void NewStudyWizard::setImportFile(const QString &path) { m_importFilePage->setFile(path); }

void NewStudyWizard::presetFile(const QString &path)
{
    const QFileInfo info(path);
    if (info.isDir() && !m_open && storage::detectFileKind(path.toStdString()).kind == storage::FileKind::YamlFolder) {
        // A seed folder: a new StereoTales study (a project takes its grid when it is made).
        setStudyType(models::NewStudyType::StereoTalesGrid);
        setSeedsFolder(path);
        return;
    }
    if (info.isFile()) {
        const auto role = storage::detectTableRole(path.toStdString());
        using R = storage::TableRole;
        if (role == R::StStories || role == R::StExtractions || role == R::StHarm) {
            if (m_open) {
                setImportKind(role == R::StStories ? ImportKind::StStories
                              : role == R::StExtractions ? ImportKind::StExtractions : ImportKind::StHarm);
                setImportFile(path);
            } else {
                setStudyType(models::NewStudyType::StereoTalesGrid);
                m_stPage->setWithGrid(false);
                if (role == R::StStories)
                    m_stPage->setStoriesFile(path);
                else if (role == R::StExtractions)
                    m_stPage->setExtractionsFile(path);
                else
                    m_stPage->setHarmFile(path);
            }
            return;
        }
    }
    if (info.isDir()) {
        setImportKind(ImportKind::Stimuli);
        setImageFolder(path);
        if (m_open)
            setStartId(PatternPageId); // the folder step at once
        else
            setStudyType(models::NewStudyType::ImageRating);
        return;
    }
    const QString suffix = info.suffix().toLower();
    if (m_open && studyType() == models::NewStudyType::JuryCorpus) {
        // Into a jury study: judge answers (a judge column), else another corpus.
        QStringList header;
        if (QFile file(path); suffix == QLatin1String("csv") && file.open(QIODevice::ReadOnly))
            for (QString cell : QString::fromUtf8(file.readLine()).split(QLatin1Char(',')))
                header << cell.remove(QLatin1Char('"')).trimmed();
        if (header.contains(QLatin1String("judge"))) {
            setJudgments(path);
        } else {
            setImportKind(ImportKind::Corpus);
            setCorpus(path, info.completeBaseName());
        }
        return;
    }
    if (!m_open && (suffix == QLatin1String("json") || suffix == QLatin1String("tsv"))) {
        // A new study from a TSV or JSON: a sentence-pair corpus (KorSTS, STS-B, KLUE-STS).
        setStudyType(models::NewStudyType::JuryCorpus);
        setCorpus(path, info.completeBaseName());
        return;
    }
    if (suffix == QLatin1String("json")) {
        setImportKind(ImportKind::Conditions);
        setConditionsFile(path);
        return;
    }
    // A CSV or TSV: its header tells ratings, predictions and stimuli apart (only the header line: the whole
    // file is read, off the GUI thread, by the mapping step).
    const auto role = storage::detectTableRole(path.toStdString());
    if (role == storage::TableRole::Ratings) {
        setImportKind(ImportKind::Ratings);
        setRatingsFile(path);
    } else if (role == storage::TableRole::Predictions && m_open) {
        setImportKind(ImportKind::Predictions);
        setRatingsFile(path);
    } else {
        setImportKind(ImportKind::Stimuli);
        setStimuliCsv(path);
    }
}

QStringList NewStudyWizard::factors() const
{
    QStringList out;
    if (m_open)
        out = m_open->factors;
    if (!m_open || importKind() == ImportKind::Stimuli) {
        const QStringList fresh = m_stimuliPage->fromFolder() ? m_patternPage->factors() : m_stimuliMapPage->factors();
        for (const QString &f : fresh)
            if (!out.contains(f))
                out << f;
    }
    return out;
}

std::optional<study::StudyKind> NewStudyWizard::studyKindToRecord() const
{
    if (m_open)
        return std::nullopt; // the study has its kind, or the engine settles it from the items
    switch (m_studyPage->studyType()) {
    case models::NewStudyType::ImageRating:
        if (factors().contains(QStringLiteral("emotion")))
            return study::StudyKind::Face;
        return std::nullopt; // image items without an emotion factor: a rating study (the engine's rule)
    case models::NewStudyType::GenericRating: return study::StudyKind::Rating;
    default: return std::nullopt;
    }
}

models::NewStudyPlan NewStudyWizard::plan() const
{
    using Source = models::ImportStep::Source;
    models::NewStudyPlan plan;
    plan.projectPath = projectPath();
    plan.createProject = !m_open;
    plan.replaceExisting = !m_open && m_studyPage->replaceExisting();
    auto stimuliStep = [&] {
        models::ImportStep step;
        if (m_stimuliPage->fromFolder()) {
            step.source = Source::StimuliFolder;
            step.path = m_patternPage->folder();
            step.pattern = m_patternPage->pattern();
        } else {
            step.source = Source::StimuliCsv;
            step.path = m_stimuliPage->csvFile();
            step.imageFolder = m_stimuliPage->imageFolder();
            step.options.map = m_stimuliMapPage->mapping()->columnMap();
            step.options.skip = m_stimuliMapPage->mapping()->skippedColumns();
        }
        step.options.linkFiles = m_stimuliPage->linkFiles();
        step.options.studyKind = studyKindToRecord();
        return step;
    };
    auto ratingsStep = [&](Source source) {
        models::ImportStep step;
        step.source = source;
        step.path = m_ratingsPage->file();
        step.options.map = m_ratingsPage->mapping()->columnMap();
        step.options.skip = m_ratingsPage->mapping()->skippedColumns();
        step.options.dimensions = m_ratingsPage->dimensions()->declarations();
        return step;
    };
    auto corpusStep = [&] {
        models::ImportStep step;
        step.source = Source::Corpus;
        step.path = m_corpusPage->file();
        step.corpusName = m_corpusPage->corpusName();
        step.format = m_corpusPage->format();
        step.options.map = m_corpusPage->columnMap();
        return step;
    };
    if (m_open) {
        switch (importKind()) {
        case ImportKind::Corpus: plan.steps.push_back(corpusStep()); break;
        case ImportKind::Judgments: {
            models::ImportStep step;
            step.source = Source::Judgments;
            step.path = m_judgmentsPage->file();
            step.corpusName = m_judgmentsPage->corpusName();
            step.options.map = m_judgmentsPage->columnPanel()->columnMap();
            plan.steps.push_back(step);
            break;
        }
        case ImportKind::Stimuli: plan.steps.push_back(stimuliStep()); break;
        case ImportKind::Ratings: plan.steps.push_back(ratingsStep(Source::Ratings)); break;
        case ImportKind::Predictions: plan.steps.push_back(ratingsStep(Source::Predictions)); break;
        case ImportKind::Conditions:
        case ImportKind::StStories:
        case ImportKind::StExtractions:
        case ImportKind::StHarm: {
            models::ImportStep step;
            step.source = importKind() == ImportKind::Conditions  ? Source::Conditions
                        : importKind() == ImportKind::StStories   ? Source::StStories
                        : importKind() == ImportKind::StExtractions ? Source::StExtractions
                                                                  : Source::StHarm;
            step.path = m_importFilePage->file();
            plan.steps.push_back(step);
            break;
        }
        }
        return plan;
    }
    if (m_studyPage->studyType() == models::NewStudyType::StereoTalesGrid) {
        plan.steps = m_stPage->steps();
        return plan;
    }
    if (m_studyPage->studyType() == models::NewStudyType::JuryCorpus) {
        plan.steps.push_back(corpusStep());
        return plan;
    }
    plan.steps.push_back(stimuliStep());
    if (!m_ratingsPage->file().isEmpty())
        plan.steps.push_back(ratingsStep(Source::Ratings));
    return plan;
}

bool NewStudyWizard::isRunning() const { return m_runPage->isRunning(); }

void NewStudyWizard::accept()
{
    if (currentId() == RunPageId && m_runPage->succeeded())
        emit studyReady(projectPath());
    QWizard::accept();
}

void NewStudyWizard::reject()
{
    if (isRunning()) { // Cancel while importing: stop first (nothing is written), close once stopped
        m_runPage->setCloseWhenStopped(true);
        m_runPage->cancel();
        return;
    }
    QWizard::reject();
}

} // namespace rl::widgets
