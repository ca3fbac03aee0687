// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/import/newstudypages.h"
#include "widgets/import/columnmappingpanel.h"
#include "widgets/import/corpuscolumns.h"

#include "widgets/import/pathfield.h"
#include "widgets/import/wizardpageutil.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

namespace rl::widgets {

using wizardpage::owner;
using wizardpage::wrapped;

// --- StudyTypePage -----------------------------------------------------------------------------

StudyTypePage::StudyTypePage(QWidget *parent)
    : QWizardPage(parent)
    , m_path(new PathField(PathField::Mode::SaveFile, QStringLiteral("projectPathEdit"), this))
    , m_type(new QComboBox(this))
    , m_description(wrapped(this, QStringLiteral("studyTypeDescription")))
    , m_replace(new QCheckBox(this))
{
    setObjectName(QStringLiteral("studyTypePage"));
    m_type->setObjectName(QStringLiteral("studyTypeCombo"));
    m_replace->setObjectName(QStringLiteral("replaceCheck"));
    for (auto t : {models::NewStudyType::ImageRating, models::NewStudyType::GenericRating,
                   models::NewStudyType::JuryCorpus, models::NewStudyType::StereoTalesGrid})
        m_type->addItem(QString(), int(t));
    m_path->setFilter(tr("RaterLab projects (*.raterlab)"));
    m_path->setDialogTitle(tr("Save the new study as"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Save the project as:"), m_path);
    form->addRow(QString(), m_replace);
    form->addRow(tr("Study &type:"), m_type);
    form->addRow(QString(), m_description);
    connect(m_path, &PathField::pathChanged, this, [this] {
        m_replaceConfirmed = false;
        retranslate();
        emit completeChanged();
    });
    connect(m_path, &PathField::replaceConfirmed, this, [this] { m_replaceConfirmed = true; emit completeChanged(); });
    connect(m_replace, &QCheckBox::toggled, this, &StudyTypePage::completeChanged);
    connect(m_type, &QComboBox::currentIndexChanged, this, [this] {
        retranslate();
        emit completeChanged();
    });
    retranslate();
}

void StudyTypePage::retranslate()
{
    setTitle(tr("New study"));
    setSubTitle(tr("Choose where the project is saved and what kind of study it holds."));
    m_type->setItemText(0, tr("Image rating study (like the face study)"));
    m_type->setItemText(1, tr("Generic rating study (images or texts)"));
    m_type->setItemText(2, tr("LLM jury corpus (sentence pairs)"));
    m_type->setItemText(3, tr("StereoTales grid"));
    switch (studyType()) {
    case models::NewStudyType::ImageRating:
        m_description->setText(tr("Images rated by people on declared dimensions. With an emotion factor the study is "
                                  "analysed like the face study (emotion as the ground-truth label)."));
        break;
    case models::NewStudyType::GenericRating:
        m_description->setText(tr("Any items — images, texts or text pairs — rated on declared dimensions."));
        break;
    case models::NewStudyType::JuryCorpus:
        m_description->setText(tr("A sentence-pair corpus (STS-B, KorSTS, KLUE-STS or CSV/TSV) whose human scores "
                                  "LLM judges are compared against."));
        break;
    case models::NewStudyType::StereoTalesGrid:
        m_description->setText(tr("A StereoTales study: a prompt grid from the published YAML seed folder (attributes, "
                                  "scenarios and templates per language), with stories, extractions and harm ratings "
                                  "— or stories and extractions without a grid."));
        break;
    }
    const bool exists = !projectPath().isEmpty() && QFileInfo::exists(projectPath());
    m_replace->setText(tr("Replace the existing file %1 once the import has succeeded").arg(QFileInfo(projectPath()).fileName()));
    m_replace->setVisible(exists && !m_replaceConfirmed);
}

QString StudyTypePage::projectPath() const
{
    QString path = m_path->path();
    if (!path.isEmpty() && !path.endsWith(QLatin1String(".raterlab")))
        path += QStringLiteral(".raterlab");
    return path;
}

void StudyTypePage::setProjectPath(const QString &path) { m_path->setPath(path); }

models::NewStudyType StudyTypePage::studyType() const { return models::NewStudyType(m_type->currentData().toInt()); }

void StudyTypePage::setStudyType(models::NewStudyType type) { m_type->setCurrentIndex(m_type->findData(int(type))); }

bool StudyTypePage::replaceExisting() const { return m_replaceConfirmed || m_replace->isChecked(); }

bool StudyTypePage::isComplete() const
{
    const QString path = projectPath();
    if (path.isEmpty() || QFileInfo(path).isDir())
        return false;
    return !QFileInfo::exists(path) || replaceExisting();
}

int StudyTypePage::nextId() const
{
    switch (studyType()) {
    case models::NewStudyType::StereoTalesGrid: return NewStudyWizard::StereoTalesPageId;
    case models::NewStudyType::JuryCorpus: return NewStudyWizard::CorpusPageId;
    default: return NewStudyWizard::StimuliPageId;
    }
}

// --- CorpusPage --------------------------------------------------------------------------------

CorpusPage::CorpusPage(QWidget *parent)
    : QWizardPage(parent)
    , m_file(new PathField(PathField::Mode::OpenFile, QStringLiteral("corpusFileEdit"), this))
    , m_name(new QLineEdit(this))
    , m_format(new QComboBox(this))
{
    setObjectName(QStringLiteral("corpusPage"));
    setTitle(tr("Sentence-pair corpus"));
    setSubTitle(tr("The corpus whose human similarity scores the LLM judges are compared against."));
    m_name->setObjectName(QStringLiteral("corpusNameEdit"));
    m_name->setPlaceholderText(tr("e.g. korsts-dev"));
    m_format->setObjectName(QStringLiteral("corpusFormatCombo"));
    m_format->addItem(tr("Detect from the file"), int(io::corpus::CorpusFormat::Auto));
    m_format->addItem(tr("STS-B (TSV without header)"), int(io::corpus::CorpusFormat::Stsb));
    m_format->addItem(tr("KorSTS (TSV with header)"), int(io::corpus::CorpusFormat::KorSts));
    m_format->addItem(tr("KLUE-STS (JSON)"), int(io::corpus::CorpusFormat::Klue));
    m_format->addItem(tr("CSV/TSV (item_id, sentence1, sentence2, score[, rater_sd])"), int(io::corpus::CorpusFormat::Csv));
    m_file->setFilter(tr("Corpus files (*.tsv *.csv *.json *.txt);;All files (*)"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("Corpus &file:"), m_file);
    form->addRow(tr("Corpus &name:"), m_name);
    form->addRow(tr("&Format:"), m_format);
    m_columns = new ColumnMappingPanel(this);
    m_columns->setObjectName(QStringLiteral("corpusColumns"));
    m_columns->setSkippable(false); // the corpus reader ignores a column it does not know
    m_columns->setVisible(false);
    m_columnsNote = new QLabel(this);
    m_columnsNote->setObjectName(QStringLiteral("corpusColumnsNote"));
    m_columnsNote->setWordWrap(true);
    m_columnsNote->setVisible(false);
    form->addRow(m_columns);
    form->addRow(m_columnsNote);
    connect(m_file, &PathField::pathChanged, this, &CorpusPage::updateColumns);
    connect(m_format, &QComboBox::currentIndexChanged, this, &CorpusPage::updateColumns);
    connect(m_columns, &ColumnMappingPanel::mappingChanged, this, &CorpusPage::updateColumns);
    connect(m_columns, &ColumnMappingPanel::fileRead, this, &CorpusPage::updateColumns);
    connect(m_file, &PathField::pathChanged, this, &CorpusPage::completeChanged);
    connect(m_name, &QLineEdit::textChanged, this, &CorpusPage::completeChanged);
}

void CorpusPage::updateColumns()
{
    const bool own = corpusHasOwnColumns(file(), format());
    if (!own) {
        if (!m_columns->file().isEmpty())
            m_columns->setFile({}, {}, {});
    } else if (m_columns->file() != file()) {
        m_columns->setFile(file(), {}, corpusColumnNames()); // mappingChanged / fileRead come back here
    }
    m_columns->setVisible(own);
    const QStringList missing = own && m_columns->hasTable() ? missingCorpusColumns(m_columns->mappedHeader()) : QStringList();
    m_columnsNote->setVisible(own);
    m_columnsNote->setText(missing.isEmpty()
                               ? tr("Without an item_id column the items are numbered by their row (1, 2, …).")
                               : tr("Map a column of the file to each of: %1. Without an item_id column the items are numbered "
                                    "by their row.").arg(missing.join(QStringLiteral(", "))));
    emit completeChanged();
}

io::ColumnMap CorpusPage::columnMap() const { return m_columns->isHidden() ? io::ColumnMap {} : m_columns->columnMap(); }

QString CorpusPage::file() const { return m_file->path(); }
QString CorpusPage::corpusName() const { return m_name->text().trimmed(); }
io::corpus::CorpusFormat CorpusPage::format() const { return io::corpus::CorpusFormat(m_format->currentData().toInt()); }

void CorpusPage::setCorpus(const QString &file, const QString &name)
{
    m_file->setPath(file);
    m_name->setText(name);
}

bool CorpusPage::isComplete() const
{
    if (!QFileInfo(file()).isFile() || corpusName().isEmpty())
        return false;
    if (m_columns->isHidden())
        return true;
    return !m_columns->isReading() && m_columns->hasTable() && missingCorpusColumns(m_columns->mappedHeader()).isEmpty();
}

// --- ImportFilePage ----------------------------------------------------------------------------

ImportFilePage::ImportFilePage(QWidget *parent)
    : QWizardPage(parent)
    , m_kind(new QComboBox(this))
    , m_conditionsLabel(new QLabel(this))
    , m_conditions(new PathField(PathField::Mode::OpenFile, QStringLiteral("conditionsFileEdit"), this))
{
    setObjectName(QStringLiteral("importFilePage"));
    setTitle(tr("Import into the open study"));
    setSubTitle(tr("Choose what the file holds; the next steps show its columns, the mapping and the dimensions."));
    m_kind->setObjectName(QStringLiteral("importKindCombo"));
    using K = NewStudyWizard::ImportKind;
    m_kind->addItem(tr("Stimuli (a CSV, or a folder of images)"), int(K::Stimuli));
    m_kind->addItem(tr("Human ratings (long or wide CSV)"), int(K::Ratings));
    m_kind->addItem(tr("Model predictions (predictions.csv)"), int(K::Predictions));
    m_kind->addItem(tr("Model conditions (conditions.json)"), int(K::Conditions));
    m_conditionsLabel->setBuddy(m_conditions->edit());
    m_conditions->setFilter(tr("JSON files (*.json);;All files (*)"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("The file &holds:"), m_kind);
    form->addRow(m_conditionsLabel, m_conditions);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ImportFilePage::update);
    connect(m_conditions, &PathField::pathChanged, this, &ImportFilePage::completeChanged);
    update();
}

void ImportFilePage::setJury(bool jury)
{
    if (!jury) {
        setStereoTales(false); // the rating kinds
        return;
    }
    using K = NewStudyWizard::ImportKind;
    const QSignalBlocker block(m_kind);
    m_kind->clear();
    m_kind->addItem(tr("Another sentence-pair corpus (STS-B, KorSTS, KLUE-STS, CSV/TSV)"), int(K::Corpus));
    m_kind->addItem(tr("Judge answers (judgments.csv)"), int(K::Judgments));
    m_kind->addItem(tr("Model conditions (conditions.json)"), int(K::Conditions)); // the judges' providers and prices
    m_conditions->setFilter(tr("JSON files (*.json);;All files (*)"));
    update();
}

void ImportFilePage::setStereoTales(bool stereoTales)
{
    m_stereoTales = stereoTales;
    using K = NewStudyWizard::ImportKind;
    const QSignalBlocker block(m_kind);
    m_kind->clear();
    if (stereoTales) {
        m_kind->addItem(tr("Stories (stories.csv)"), int(K::StStories));
        m_kind->addItem(tr("Extractions (extractions.csv)"), int(K::StExtractions));
        m_kind->addItem(tr("Harm ratings (harm.csv)"), int(K::StHarm));
        m_conditions->setFilter(tr("CSV files (*.csv *.csv.gz *.tsv);;All files (*)"));
    } else {
        m_kind->addItem(tr("Stimuli (a CSV, or a folder of images)"), int(K::Stimuli));
        m_kind->addItem(tr("Human ratings (long or wide CSV)"), int(K::Ratings));
        m_kind->addItem(tr("Model predictions (predictions.csv)"), int(K::Predictions));
        m_kind->addItem(tr("Model conditions (conditions.json)"), int(K::Conditions));
        m_conditions->setFilter(tr("JSON files (*.json);;All files (*)"));
    }
    update();
}

bool ImportFilePage::fileHere() const
{
    using K = NewStudyWizard::ImportKind;
    const K k = kind();
    return k == K::Conditions || k == K::StStories || k == K::StExtractions || k == K::StHarm;
}

void ImportFilePage::update()
{
    const bool here = fileHere();
    m_conditionsLabel->setText(kind() == NewStudyWizard::ImportKind::Conditions ? tr("Conditions &file:") : tr("&File:"));
    m_conditionsLabel->setVisible(here);
    m_conditions->setVisible(here);
    emit completeChanged();
}

NewStudyWizard::ImportKind ImportFilePage::kind() const { return NewStudyWizard::ImportKind(m_kind->currentData().toInt()); }
void ImportFilePage::setKind(NewStudyWizard::ImportKind kind) { m_kind->setCurrentIndex(m_kind->findData(int(kind))); }
QString ImportFilePage::conditionsFile() const { return m_conditions->path(); }
void ImportFilePage::setConditionsFile(const QString &path) { m_conditions->setPath(path); }

bool ImportFilePage::isComplete() const { return !fileHere() || QFileInfo(conditionsFile()).isFile(); }

int ImportFilePage::nextId() const
{
    if (fileHere())
        return NewStudyWizard::RunPageId;
    switch (kind()) {
    case NewStudyWizard::ImportKind::Corpus: return NewStudyWizard::CorpusPageId;
    case NewStudyWizard::ImportKind::Judgments: return NewStudyWizard::JudgmentsPageId;
    case NewStudyWizard::ImportKind::Stimuli: return NewStudyWizard::StimuliPageId;
    default: return NewStudyWizard::RatingsPageId;
    }
}

// --- JudgmentsPage -----------------------------------------------------------------------------

namespace {
const char *const kJudgmentRequired[] = {"judge", "item_id", "condition", "round", "score"};
}

JudgmentsPage::JudgmentsPage(QWidget *parent)
    : QWizardPage(parent)
    , m_file(new PathField(PathField::Mode::OpenFile, QStringLiteral("judgmentsFileEdit"), this))
    , m_corpus(new QComboBox(this))
    , m_columns(new ColumnMappingPanel(this))
    , m_missing(wizardpage::errorLabel(this, QStringLiteral("missingColumnLabel")))
{
    setObjectName(QStringLiteral("judgmentsPage"));
    setTitle(tr("Judge answers"));
    setSubTitle(tr("LLM judges' scores of the corpus items, one row per judge, item, prompt condition and round."));
    m_corpus->setObjectName(QStringLiteral("judgmentsCorpusCombo"));
    m_corpus->addItem(tr("None: the item ids are CORPUS:KEY"), QString());
    m_columns->setObjectName(QStringLiteral("judgmentsColumns"));
    m_columns->setSkippable(false); // the judgments reader ignores a column it does not know
    m_file->setFilter(tr("CSV files (*.csv *.csv.gz);;All files (*)"));
    auto *form = new QFormLayout;
    form->addRow(tr("Judge answers &file:"), m_file);
    form->addRow(tr("The item ids belong to &corpus:"), m_corpus);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_columns, 1);
    layout->addWidget(m_missing);
    connect(m_file, &PathField::pathChanged, this, [this] {
        if (QFileInfo(file()).isFile() || file().isEmpty()) {
            io::CsvOptions options;
            options.multilineColumns = {"rationale"}; // as importJudgmentsFile reads it
            m_columns->setFile(file(), options,
                               {QStringLiteral("judge"), QStringLiteral("item_id"), QStringLiteral("condition"),
                                QStringLiteral("round"), QStringLiteral("score"), QStringLiteral("rationale"),
                                QStringLiteral("latency_ms"), QStringLiteral("input_tokens"), QStringLiteral("output_tokens")});
        }
        update();
    });
    connect(m_columns, &ColumnMappingPanel::mappingChanged, this, &JudgmentsPage::update);
    connect(m_columns, &ColumnMappingPanel::fileRead, this, &JudgmentsPage::update);
    update();
}

QString JudgmentsPage::file() const { return m_file->path(); }
QString JudgmentsPage::corpusName() const { return m_corpus->currentData().toString(); }

void JudgmentsPage::setFile(const QString &path, const QString &corpus)
{
    m_file->setPath(path);
    if (!corpus.isEmpty())
        m_corpus->setCurrentIndex(std::max(0, m_corpus->findData(corpus)));
}

void JudgmentsPage::setCorpora(const QStringList &corpora)
{
    const QString current = corpusName();
    while (m_corpus->count() > 1)
        m_corpus->removeItem(1);
    for (const QString &c : corpora)
        m_corpus->addItem(c, c);
    // The study's only corpus is the one its answers name (as importJudgmentsFile reads a bare key).
    m_corpus->setCurrentIndex(std::max(0, m_corpus->findData(corpora.size() == 1 ? corpora.front() : current)));
}

QStringList JudgmentsPage::missingColumns() const
{
    QStringList missing;
    const auto header = m_columns->mappedHeader();
    for (const char *need : kJudgmentRequired)
        if (std::find(header.begin(), header.end(), need) == header.end())
            missing << QLatin1String(need);
    return missing;
}

void JudgmentsPage::initializePage() { update(); }

void JudgmentsPage::update()
{
    const QStringList missing = m_columns->hasTable() ? missingColumns() : QStringList();
    m_missing->setText(missing.isEmpty() ? QString()
                                         : tr("Map a column of the file to each of: %1.").arg(missing.join(QStringLiteral(", "))));
    m_missing->setVisible(!missing.isEmpty());
    emit completeChanged();
}

bool JudgmentsPage::isComplete() const
{
    return QFileInfo(file()).isFile() && !m_columns->isReading() && m_columns->hasTable() && missingColumns().isEmpty();
}

// --- StimuliPage -------------------------------------------------------------------------------

StimuliPage::StimuliPage(QWidget *parent)
    : QWizardPage(parent)
    , m_csvRadio(new QRadioButton(this))
    , m_folderRadio(new QRadioButton(this))
    , m_csvLabel(new QLabel(this))
    , m_csv(new PathField(PathField::Mode::OpenFile, QStringLiteral("stimuliCsvEdit"), this))
    , m_folderLabel(wrapped(this))
    , m_folder(new PathField(PathField::Mode::Folder, QStringLiteral("imageFolderEdit"), this))
    , m_link(new QCheckBox(this))
{
    setObjectName(QStringLiteral("stimuliPage"));
    setTitle(tr("Stimuli"));
    setSubTitle(tr("The items people rated: a stimuli.csv (stimulus_id, file, factor columns…) with its images, or a "
                   "folder of images whose factors are read from the file names."));
    m_csvRadio->setObjectName(QStringLiteral("csvRadio"));
    m_folderRadio->setObjectName(QStringLiteral("folderRadio"));
    m_link->setObjectName(QStringLiteral("linkFilesCheck"));
    m_csvRadio->setText(tr("From a &CSV file (plus the folder of its images)"));
    m_folderRadio->setText(tr("From a folder of &images (factors from the file names)"));
    m_csvLabel->setText(tr("Stimuli CSV:"));
    m_csv->setFilter(tr("CSV files (*.csv *.csv.gz *.tsv);;All files (*)"));
    m_link->setText(tr("&Link image files instead of copying them into the project"));
    m_link->setToolTip(tr("A linked file stays where it is; the project then works only beside it."));
    m_csvRadio->setChecked(true);
    auto *form = new QFormLayout(this);
    form->addRow(m_csvRadio);
    form->addRow(m_folderRadio);
    form->addRow(m_csvLabel, m_csv);
    form->addRow(m_folderLabel, m_folder);
    form->addRow(QString(), m_link);
    connect(m_csvRadio, &QRadioButton::toggled, this, &StimuliPage::update);
    connect(m_csv, &PathField::pathChanged, this, &StimuliPage::completeChanged);
    connect(m_folder, &PathField::pathChanged, this, &StimuliPage::completeChanged);
    update();
}

void StimuliPage::update()
{
    const bool folder = fromFolder();
    m_csvLabel->setVisible(!folder);
    m_csv->setVisible(!folder);
    m_folderLabel->setText(folder ? tr("Folder of images:")
                                  : tr("Image folder (where the file column points; empty: beside the CSV):"));
    emit completeChanged();
}

void StimuliPage::initializePage() { update(); }

bool StimuliPage::fromFolder() const { return m_folderRadio->isChecked(); }

void StimuliPage::setFromFolder(bool folder)
{
    (folder ? m_folderRadio : m_csvRadio)->setChecked(true);
    update();
}

QString StimuliPage::csvFile() const { return m_csv->path(); }
QString StimuliPage::imageFolder() const { return m_folder->path(); }
bool StimuliPage::linkFiles() const { return m_link->isChecked(); }

void StimuliPage::setCsv(const QString &csv, const QString &imageFolder)
{
    setFromFolder(false);
    m_csv->setPath(csv);
    m_folder->setPath(imageFolder);
}

void StimuliPage::setFolder(const QString &folder)
{
    setFromFolder(true);
    m_folder->setPath(folder);
}

bool StimuliPage::isComplete() const
{
    if (fromFolder())
        return QFileInfo(imageFolder()).isDir();
    return QFileInfo(csvFile()).isFile() && (imageFolder().isEmpty() || QFileInfo(imageFolder()).isDir());
}

int StimuliPage::nextId() const { return fromFolder() ? NewStudyWizard::PatternPageId : NewStudyWizard::StimuliMapPageId; }

} // namespace rl::widgets
