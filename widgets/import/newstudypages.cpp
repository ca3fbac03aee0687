// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/import/newstudypages.h"

#include "engine/io/filenamepattern.h"
#include "models/import/dimensiondeclmodel.h"
#include "models/import/filenamepreviewmodel.h"
#include "widgets/import/columnmappingpanel.h"
#include "widgets/import/dimensionchoicedelegate.h"
#include "widgets/import/offendingrowdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace rl::widgets {

namespace {

/// The wizard of a page (QWizardPage::wizard() is protected; a page lives inside its wizard's window).
NewStudyWizard *owner(const QWizardPage *page) { return qobject_cast<NewStudyWizard *>(page->window()); }

QLabel *wrapped(QWidget *parent, const QString &objectName = {})
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    if (!objectName.isEmpty())
        label->setObjectName(objectName);
    return label;
}

QLabel *errorLabel(QWidget *parent, const QString &objectName)
{
    QLabel *label = wrapped(parent, objectName);
    label->setStyleSheet(QStringLiteral("color: #b00020;"));
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

bool isTextColumn(const std::string &name)
{
    return std::find_if(std::begin(io::kTextColumns), std::end(io::kTextColumns),
                        [&](const char *c) { return name == c; })
        != std::end(io::kTextColumns);
}

bool has(const std::vector<std::string> &header, const char *name)
{
    return std::find(header.begin(), header.end(), name) != header.end();
}

/// A first proposal of a pattern from a file name: `{factor1}_{factor2}.png` for `a_b.png`.
QString proposePattern(const QString &name)
{
    const int dot = name.lastIndexOf(QLatin1Char('.'));
    const QString stem = dot > 0 ? name.left(dot) : name;
    const QString ext = dot > 0 ? name.mid(dot) : QString();
    QString pattern;
    int field = 0;
    bool inField = false;
    for (const QChar c : stem) {
        if (c == QLatin1Char('_') || c == QLatin1Char('-') || c == QLatin1Char(' ')) {
            pattern += c;
            inField = false;
        } else if (!inField) {
            pattern += QStringLiteral("{factor%1}").arg(++field);
            inField = true;
        }
    }
    QString escaped = ext;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('*'), QStringLiteral("\\*"));
    return pattern + escaped;
}

} // namespace

// --- PathField ---------------------------------------------------------------------------------

PathField::PathField(Mode mode, const QString &objectName, QWidget *parent)
    : QWidget(parent)
    , m_mode(mode)
    , m_edit(new QLineEdit(this))
    , m_browse(new QPushButton(tr("Browse…"), this))
{
    m_edit->setObjectName(objectName);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_browse);
    connect(m_edit, &QLineEdit::textChanged, this, &PathField::pathChanged);
    connect(m_browse, &QPushButton::clicked, this, [this] {
        QString chosen;
        switch (m_mode) {
        case Mode::OpenFile: chosen = QFileDialog::getOpenFileName(this, m_title, path(), m_filter); break;
        case Mode::SaveFile:
            chosen = QFileDialog::getSaveFileName(this, m_title, path(), m_filter);
            if (!chosen.isEmpty() && QFileInfo::exists(chosen))
                emit replaceConfirmed(); // the save dialog asked before replacing
            break;
        case Mode::Folder: chosen = QFileDialog::getExistingDirectory(this, m_title, path()); break;
        }
        if (!chosen.isEmpty())
            setPath(chosen);
    });
}

QString PathField::path() const { return m_edit->text().trimmed(); }

void PathField::setPath(const QString &path) { m_edit->setText(path); }

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
        m_description->setText(tr("A StereoTales scenario grid (YAML files)."));
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
    if (studyType() == models::NewStudyType::StereoTalesGrid)
        return true;
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

// --- StereoTalesHookPage -----------------------------------------------------------------------

StereoTalesHookPage::StereoTalesHookPage(QWidget *parent)
    : QWizardPage(parent)
{
    setObjectName(QStringLiteral("stereoTalesHookPage"));
    setTitle(tr("StereoTales grid"));
    QLabel *text = wrapped(this, QStringLiteral("stereoTalesHookText"));
    text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    text->setText(tr("A StereoTales grid is imported on the command line for now: run raterlab-cli stereotales "
                     "import-grid (raterlab-cli stereotales import-grid --help lists its options), then open the "
                     "project with File → Open…. This wizard will import the grid itself in a later version."));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addStretch(1);
    setFinalPage(true);
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
    connect(m_file, &PathField::pathChanged, this, &CorpusPage::completeChanged);
    connect(m_name, &QLineEdit::textChanged, this, &CorpusPage::completeChanged);
}

QString CorpusPage::file() const { return m_file->path(); }
QString CorpusPage::corpusName() const { return m_name->text().trimmed(); }
io::corpus::CorpusFormat CorpusPage::format() const { return io::corpus::CorpusFormat(m_format->currentData().toInt()); }

void CorpusPage::setCorpus(const QString &file, const QString &name)
{
    m_file->setPath(file);
    m_name->setText(name);
}

bool CorpusPage::isComplete() const { return QFileInfo(file()).isFile() && !corpusName().isEmpty(); }

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
    m_conditionsLabel->setText(tr("Conditions &file:"));
    m_conditionsLabel->setBuddy(m_conditions->edit());
    m_conditions->setFilter(tr("JSON files (*.json);;All files (*)"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("The file &holds:"), m_kind);
    form->addRow(m_conditionsLabel, m_conditions);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ImportFilePage::update);
    connect(m_conditions, &PathField::pathChanged, this, &ImportFilePage::completeChanged);
    update();
}

void ImportFilePage::update()
{
    const bool conditions = kind() == NewStudyWizard::ImportKind::Conditions;
    m_conditionsLabel->setVisible(conditions);
    m_conditions->setVisible(conditions);
    emit completeChanged();
}

NewStudyWizard::ImportKind ImportFilePage::kind() const { return NewStudyWizard::ImportKind(m_kind->currentData().toInt()); }
void ImportFilePage::setKind(NewStudyWizard::ImportKind kind) { m_kind->setCurrentIndex(m_kind->findData(int(kind))); }
QString ImportFilePage::conditionsFile() const { return m_conditions->path(); }
void ImportFilePage::setConditionsFile(const QString &path) { m_conditions->setPath(path); }

bool ImportFilePage::isComplete() const
{
    return kind() != NewStudyWizard::ImportKind::Conditions || QFileInfo(conditionsFile()).isFile();
}

int ImportFilePage::nextId() const
{
    switch (kind()) {
    case NewStudyWizard::ImportKind::Stimuli: return NewStudyWizard::StimuliPageId;
    case NewStudyWizard::ImportKind::Conditions: return NewStudyWizard::RunPageId;
    default: return NewStudyWizard::RatingsPageId;
    }
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

// --- PatternPage -------------------------------------------------------------------------------

PatternPage::PatternPage(QWidget *parent)
    : QWizardPage(parent)
    , m_pattern(new QLineEdit(this))
    , m_error(errorLabel(this, QStringLiteral("patternErrorLabel")))
    , m_counts(wrapped(this, QStringLiteral("patternCountsLabel")))
    , m_model(new models::FileNamePreviewModel(this))
    , m_table(new QTableView(this))
    , m_unmatched(new QListWidget(this))
{
    setObjectName(QStringLiteral("patternPage"));
    setTitle(tr("Factors from the file names"));
    setSubTitle(tr("Write the pattern of the names: {name} is a factor, * any text, \\{ \\} \\* \\\\ the characters "
                   "themselves; {stimulus_id} sets the id (otherwise the name without its extension)."));
    m_pattern->setObjectName(QStringLiteral("patternEdit"));
    m_pattern->setPlaceholderText(QStringLiteral("{race}_{gender}_{emotion}_{identity}.png"));
    m_pattern->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_error->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_table->setObjectName(QStringLiteral("patternPreview"));
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_unmatched->setObjectName(QStringLiteral("unmatchedList"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Pattern:"), m_pattern);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(m_counts);
    layout->addWidget(m_table, 3);
    layout->addWidget(m_unmatched, 1);
    connect(m_pattern, &QLineEdit::textEdited, this, [this] { m_patternEdited = true; });
    connect(m_pattern, &QLineEdit::textChanged, this, [this](const QString &text) { m_model->setPattern(text); });
    connect(m_model, &models::FileNamePreviewModel::previewChanged, this, &PatternPage::update);
}

void PatternPage::setFolder(const QString &folder)
{
    m_folder = folder;
    QStringList names;
    if (auto list = io::listImageFiles(folder.toStdString()))
        for (const auto &n : *list)
            names << QString::fromStdString(n);
    m_model->setFileNames(names);
    if (!m_patternEdited && m_pattern->text().isEmpty() && !names.isEmpty())
        m_pattern->setText(proposePattern(names.front()));
}

QString PatternPage::pattern() const { return m_pattern->text(); }

void PatternPage::setPattern(const QString &pattern)
{
    m_patternEdited = true;
    m_pattern->setText(pattern);
}

QStringList PatternPage::factors() const { return m_model->factors(); }

void PatternPage::initializePage()
{
    if (auto *w = owner(this); w && w->stimuliPage()->imageFolder() != m_folder)
        setFolder(w->stimuliPage()->imageFolder());
    update();
}

void PatternPage::update()
{
    const QString error = m_model->errorText();
    if (!error.isEmpty()) {
        // The pattern with a caret under the bad character.
        const int column = std::max(1, m_model->errorColumn());
        m_error->setText(tr("The pattern has an error at column %1: %2").arg(column).arg(error.section(QStringLiteral(": "), 1))
                         + QStringLiteral("\n") + pattern() + QStringLiteral("\n") + QString(column - 1, QLatin1Char(' '))
                         + QLatin1Char('^'));
    }
    m_error->setVisible(!error.isEmpty());
    const int matched = m_model->rowCount();
    const QStringList unmatched = m_model->unmatched();
    m_counts->setText(tr("%n image(s) match the pattern.", nullptr, matched) + QLatin1Char(' ')
                      + (unmatched.isEmpty() ? tr("Every image matches.")
                                             : tr("%n file(s) do not match and will not be imported:", nullptr,
                                                  int(unmatched.size()))));
    m_unmatched->clear();
    m_unmatched->addItems(unmatched);
    m_unmatched->setVisible(!unmatched.isEmpty());
    m_table->resizeColumnsToContents();
    emit completeChanged();
}

bool PatternPage::isComplete() const { return m_model->errorText().isEmpty() && m_model->rowCount() > 0; }

int PatternPage::nextId() const
{
    const auto *w = owner(this);
    return w && w->isImportMode() ? NewStudyWizard::RunPageId : NewStudyWizard::RatingsPageId;
}

// --- StimuliMapPage ----------------------------------------------------------------------------

StimuliMapPage::StimuliMapPage(QWidget *parent)
    : QWizardPage(parent)
    , m_mapping(new ColumnMappingPanel(this))
    , m_factors(wrapped(this, QStringLiteral("stimuliFactorsLabel")))
    , m_missing(errorLabel(this, QStringLiteral("missingColumnLabel")))
{
    setObjectName(QStringLiteral("stimuliMapPage"));
    setTitle(tr("Stimuli columns"));
    setSubTitle(tr("Check the encoding and the first rows, and rename columns to the names RaterLab expects."));
    m_mapping->setObjectName(QStringLiteral("stimuliMapping"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_mapping, 1);
    layout->addWidget(m_factors);
    layout->addWidget(m_missing);
    connect(m_mapping, &ColumnMappingPanel::mappingChanged, this, &StimuliMapPage::update);
}

void StimuliMapPage::initializePage()
{
    const auto *w = owner(this);
    const QString csv = w ? w->stimuliPage()->csvFile() : QString();
    if (csv != m_mapping->file()) {
        io::CsvOptions options;
        options.multilineColumns.assign(std::begin(io::kTextColumns), std::end(io::kTextColumns));
        m_mapping->setFile(csv, options,
                           {QStringLiteral("stimulus_id"), QStringLiteral("file"), QStringLiteral("text"),
                            QStringLiteral("text_a"), QStringLiteral("text_b"), tr("factor columns")});
    }
    update();
}

QStringList StimuliMapPage::factors() const
{
    QStringList out;
    for (const auto &h : m_mapping->mappedHeader())
        if (h != "stimulus_id" && h != "file" && h != "kind" && !isTextColumn(h))
            out << QString::fromStdString(h);
    return out;
}

void StimuliMapPage::update()
{
    const QStringList f = factors();
    m_factors->setText(m_mapping->hasTable() ? (f.isEmpty() ? tr("No factor column.")
                                                            : tr("Factors: %1").arg(f.join(QStringLiteral(", "))))
                                             : QString());
    const bool missing = m_mapping->hasTable() && !has(m_mapping->mappedHeader(), "stimulus_id");
    m_missing->setText(missing ? tr("Map a column to stimulus_id: the id the ratings name.") : QString());
    m_missing->setVisible(missing);
    emit completeChanged();
}

bool StimuliMapPage::isComplete() const { return m_mapping->hasTable() && has(m_mapping->mappedHeader(), "stimulus_id"); }

int StimuliMapPage::nextId() const
{
    const auto *w = owner(this);
    return w && w->isImportMode() ? NewStudyWizard::RunPageId : NewStudyWizard::RatingsPageId;
}

// --- RatingsPage -------------------------------------------------------------------------------

RatingsPage::RatingsPage(QWidget *parent)
    : QWizardPage(parent)
    , m_file(new PathField(PathField::Mode::OpenFile, QStringLiteral("ratingsFileEdit"), this))
    , m_optional(wrapped(this))
    , m_long(new QRadioButton(this))
    , m_wide(new QRadioButton(this))
    , m_mapping(new ColumnMappingPanel(this))
    , m_dimensionsLabel(wrapped(this))
    , m_dimensions(new models::DimensionDeclModel(this))
    , m_dimensionView(new QTableView(this))
    , m_add(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_dimensionError(errorLabel(this, QStringLiteral("dimensionErrorLabel")))
    , m_factors(wrapped(this, QStringLiteral("factorsLabel")))
{
    setObjectName(QStringLiteral("ratingsPage"));
    m_long->setObjectName(QStringLiteral("longLayoutRadio"));
    m_wide->setObjectName(QStringLiteral("wideLayoutRadio"));
    m_mapping->setObjectName(QStringLiteral("ratingsMapping"));
    m_dimensionView->setObjectName(QStringLiteral("dimensionTable"));
    m_dimensionView->setModel(m_dimensions);
    m_dimensionView->setItemDelegate(new DimensionChoiceDelegate(m_dimensionView));
    m_dimensionView->horizontalHeader()->setStretchLastSection(true);
    m_dimensionView->verticalHeader()->hide();
    m_file->setFilter(tr("CSV files (*.csv *.csv.gz);;All files (*)"));
    m_long->setText(tr("&Long: one row per rating (rater_id, stimulus_id, dimension, value)"));
    m_wide->setText(tr("&Wide: one column per dimension (rater_id, stimulus_id, valence, arousal, …)"));
    m_wide->setChecked(true);
    m_dimensionsLabel->setText(tr("Dimensions to declare — the scale of each (numeric LO–HI, integer or continuous, or "
                                  "categorical with its levels); the study's own are greyed:"));
    m_add->setText(tr("&Add dimension"));
    m_remove->setText(tr("&Remove dimension"));
    auto *fileRow = new QFormLayout;
    fileRow->addRow(tr("Ratings &file:"), m_file);
    auto *layoutRow = new QHBoxLayout;
    layoutRow->addWidget(m_long);
    layoutRow->addWidget(m_wide);
    layoutRow->addStretch(1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(fileRow);
    layout->addWidget(m_optional);
    layout->addLayout(layoutRow);
    layout->addWidget(m_mapping, 2);
    layout->addWidget(m_dimensionsLabel);
    layout->addWidget(m_dimensionView, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_dimensionError);
    layout->addWidget(m_factors);
    connect(m_file, &PathField::pathChanged, this, [this] {
        if (QFileInfo(file()).isFile() || file().isEmpty())
            readFile();
        else
            update();
    });
    connect(m_long, &QRadioButton::toggled, this, &RatingsPage::refill);
    connect(m_mapping, &ColumnMappingPanel::mappingChanged, this, &RatingsPage::refill);
    connect(m_dimensions, &models::DimensionDeclModel::declarationsChanged, this, &RatingsPage::update);
    connect(m_add, &QPushButton::clicked, this, [this] {
        models::DimensionDeclRow row;
        row.name = tr("dimension");
        m_dimensions->appendRow(row);
    });
    connect(m_remove, &QPushButton::clicked, this, [this] { m_dimensions->removeRowAt(m_dimensionView->currentIndex().row()); });
}

QString RatingsPage::file() const { return m_file->path(); }
void RatingsPage::setFile(const QString &path) { m_file->setPath(path); }
bool RatingsPage::isLong() const { return m_long->isChecked(); }

bool RatingsPage::predictions() const
{
    const auto *w = owner(this);
    return w && w->isImportMode() && w->importKind() == NewStudyWizard::ImportKind::Predictions;
}

void RatingsPage::initializePage()
{
    const auto *w = owner(this);
    const bool importing = w && w->isImportMode();
    setTitle(predictions() ? tr("Model predictions") : tr("Ratings"));
    setSubTitle(tr("The file's encoding and first rows, the column mapping, and the dimensions the file rates."));
    m_optional->setText(importing ? QString()
                                  : tr("The ratings may also come later (File → Import…): leave the file empty to "
                                       "import the stimuli only."));
    m_optional->setVisible(!importing);
    m_long->setVisible(!predictions());
    m_wide->setVisible(!predictions());
    if (m_mapping->file() != file())
        readFile();
    else
        refill();
}

void RatingsPage::readFile()
{
    io::CsvOptions options;
    QStringList expected;
    if (predictions()) {
        options.multilineColumns = {"thinking", "raw_response"};
        expected = {QStringLiteral("condition"), QStringLiteral("stimulus_id"), tr("one column per dimension"),
                    QStringLiteral("thinking"), QStringLiteral("raw_response"), QStringLiteral("round")};
    } else {
        expected = {QStringLiteral("rater_id"), QStringLiteral("stimulus_id"), QStringLiteral("dimension"),
                    QStringLiteral("value"), QStringLiteral("rt_ms"), tr("or one column per dimension")};
    }
    m_mapping->setFile(file(), options, expected);
    // The layout the engine will see: long when the file has dimension and value columns.
    const auto header = m_mapping->mappedHeader();
    const QSignalBlocker blockLong(m_long);
    const QSignalBlocker blockWide(m_wide);
    (has(header, "dimension") && has(header, "value") ? m_long : m_wide)->setChecked(true);
    refill();
}

void RatingsPage::refill()
{
    const auto *w = owner(this);
    const std::vector<study::Dimension> study = w && w->isImportMode() ? w->openStudy()->dimensions
                                                                        : std::vector<study::Dimension> {};
    m_dimensions->setRows(models::DimensionDeclModel::proposedRows(study, m_mapping->mappedHeader(), m_mapping->rows(),
                                                                   predictions()));
    m_dimensionView->resizeColumnsToContents();
    update();
}

void RatingsPage::update()
{
    const auto header = m_mapping->mappedHeader();
    const bool longColumns = has(header, "dimension") && has(header, "value");
    QString error;
    if (m_mapping->hasTable() && !predictions()) {
        if (isLong() && !longColumns)
            error = tr("A long file needs the columns dimension and value: map them above, or choose wide.");
        else if (!isLong() && longColumns)
            error = tr("This file has dimension and value columns and is read as long: rename them above to read it as wide.");
    }
    if (error.isEmpty())
        error = m_dimensions->errorText();
    m_dimensionError->setText(error);
    m_dimensionError->setVisible(!error.isEmpty());
    const auto *w = owner(this);
    const QStringList factors = w ? w->factors() : QStringList();
    m_factors->setText(factors.isEmpty() ? tr("The study has no factors.")
                                         : tr("Factors of the study: %1").arg(factors.join(QStringLiteral(", "))));
    emit completeChanged();
}

bool RatingsPage::isComplete() const
{
    const auto *w = owner(this);
    if (file().isEmpty())
        return !(w && w->isImportMode());
    return m_mapping->hasTable() && m_dimensionError->text().isEmpty();
}

// --- RunPage -----------------------------------------------------------------------------------

RunPage::RunPage(QWidget *parent)
    : QWizardPage(parent)
    , m_runner(new models::NewStudyRunner(this))
    , m_summary(wrapped(this, QStringLiteral("planSummary")))
    , m_progress(new QProgressBar(this))
    , m_status(wrapped(this, QStringLiteral("importStatus")))
    , m_cancel(new QPushButton(this))
    , m_retry(new QPushButton(this))
    , m_errorList(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("runPage"));
    setTitle(tr("Import"));
    m_progress->setObjectName(QStringLiteral("importProgress"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_cancel->setObjectName(QStringLiteral("cancelImportButton"));
    m_cancel->setText(tr("&Cancel import"));
    m_retry->setObjectName(QStringLiteral("retryImportButton"));
    m_retry->setText(tr("&Try again"));
    m_errorList->setObjectName(QStringLiteral("errorList"));
    m_errorList->setColumnCount(4);
    m_errorList->setHeaderLabels({tr("File"), tr("Line"), tr("Column"), tr("Reason")});
    m_errorList->setRootIsDecorated(false);
    m_errorList->setWordWrap(true);
    m_errorList->setToolTip(tr("Double-click an error to see its line."));
    auto *row = new QHBoxLayout;
    row->addWidget(m_progress, 1);
    row->addWidget(m_cancel);
    row->addWidget(m_retry);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addLayout(row);
    layout->addWidget(m_status);
    layout->addWidget(m_errorList, 1);
    connect(m_cancel, &QPushButton::clicked, this, &RunPage::cancel);
    connect(m_retry, &QPushButton::clicked, this, &RunPage::start);
    connect(m_errorList, &QTreeWidget::itemDoubleClicked, this,
            [this](QTreeWidgetItem *item) { showRow(m_errorList->indexOfTopLevelItem(item)); });
    connect(m_runner, &models::NewStudyRunner::progress, this, [this](int step, int steps, const QString &phase) {
        static const QStringList phases = {QStringLiteral("step"), QStringLiteral("read"), QStringLiteral("check"),
                                           QStringLiteral("write")};
        m_progress->setRange(0, std::max(1, steps) * 4);
        m_progress->setValue(step * 4 + std::max(0, int(phases.indexOf(phase))));
        m_status->setText(tr("Importing file %1 of %2…").arg(step + 1).arg(steps));
    });
    connect(m_runner, &models::NewStudyRunner::finished, this, &RunPage::onFinished);
}

RunPage::~RunPage() = default;

bool RunPage::isRunning() const { return m_runner->isBusy(); }

void RunPage::initializePage()
{
    m_succeeded = false;
    const auto *w = owner(this);
    QStringList lines;
    if (w) {
        const models::NewStudyPlan plan = w->plan();
        lines << (plan.createProject ? tr("New project: %1") : tr("Into: %1")).arg(plan.projectPath);
        for (const auto &step : plan.steps) {
            switch (step.source) {
            case models::ImportStep::Source::StimuliCsv:
                lines << tr("Stimuli: %1").arg(step.path);
                break;
            case models::ImportStep::Source::StimuliFolder:
                lines << tr("Stimuli: the images of %1 by the pattern %2").arg(step.path, step.pattern);
                break;
            case models::ImportStep::Source::Ratings: lines << tr("Ratings: %1").arg(step.path); break;
            case models::ImportStep::Source::Predictions: lines << tr("Predictions: %1").arg(step.path); break;
            case models::ImportStep::Source::Conditions: lines << tr("Conditions: %1").arg(step.path); break;
            case models::ImportStep::Source::Corpus:
                lines << tr("Corpus %1: %2").arg(step.corpusName, step.path);
                break;
            }
        }
    }
    m_summary->setText(lines.join(QLatin1Char('\n')));
    start();
}

void RunPage::cleanupPage()
{
    if (isRunning())
        cancel(); // Back while importing: nothing is written
}

void RunPage::start()
{
    auto *w = owner(this);
    if (!w || isRunning())
        return;
    m_errors.clear();
    m_errorList->clear();
    m_succeeded = false;
    m_cancelRequested = false;
    m_progress->setRange(0, 0);
    m_status->setText(tr("Importing…"));
    m_cancel->setEnabled(true);
    m_retry->setVisible(false);
    m_runner->start(w->plan());
    emit completeChanged();
}

void RunPage::cancel()
{
    if (!isRunning())
        return;
    m_cancelRequested = true;
    m_runner->cancel();
    m_cancel->setEnabled(false);
    m_status->setText(tr("Cancelling…"));
}

void RunPage::onFinished(const models::NewStudyOutcome &outcome)
{
    m_cancel->setEnabled(false);
    m_progress->setRange(0, 1);
    m_progress->setValue(outcome.ok ? 1 : 0);
    const auto *w = owner(this);
    const bool creating = w && !w->isImportMode();
    if (outcome.ok) {
        m_succeeded = true;
        QStringList parts;
        std::size_t items = 0, raters = 0, ratings = 0, conditions = 0, missing = 0;
        QStringList declared;
        for (const auto &s : outcome.summaries) {
            items += s.itemsAdded;
            raters += s.ratersAdded;
            ratings += s.ratingsAdded;
            conditions += s.conditionsAdded + s.conditionsUpdated;
            missing += s.missingValues;
            for (const auto &d : s.dimensionsDeclared)
                declared << QString::fromStdString(d);
        }
        parts << tr("%n item(s)", nullptr, int(items)) << tr("%n rater(s)", nullptr, int(raters))
              << tr("%n rating(s)", nullptr, int(ratings));
        if (conditions)
            parts << tr("%n condition(s)", nullptr, int(conditions));
        if (missing)
            parts << tr("%n missing value(s) skipped", nullptr, int(missing));
        if (!declared.isEmpty())
            parts << tr("dimensions declared: %1").arg(declared.join(QStringLiteral(", ")));
        m_status->setText(tr("Imported %1. Press Finish to open the study.").arg(parts.join(QStringLiteral("; "))));
        if (auto *wiz = wizard())
            wiz->setOption(QWizard::DisabledBackButtonOnLastPage, true); // the import is done: going back would redo it
    } else if (outcome.cancelled || m_cancelRequested) {
        m_status->setText(creating ? tr("The import was cancelled; no project file was written.")
                                   : tr("The import was cancelled; the project is as it was."));
        m_retry->setVisible(true);
    } else {
        m_errors.push_back(outcome.errorEntry.detail.isEmpty() ? models::locateError({}, outcome.error) : outcome.errorEntry);
        const auto &e = m_errors.back();
        auto *item = new QTreeWidgetItem(m_errorList);
        item->setText(0, e.location.file);
        item->setText(1, e.location.line > 0 ? QString::number(e.location.line) : QString());
        item->setText(2, e.location.column > 0 ? QString::number(e.location.column) : QString());
        item->setText(3, e.location.reason);
        item->setToolTip(3, e.detail);
        m_errorList->resizeColumnToContents(0);
        m_status->setText(creating ? tr("Nothing was imported and no project file was written: correct the file (go "
                                        "Back to change the mapping) and try again.")
                                   : tr("Nothing was imported; the project is as it was. Correct the file and try again."));
        m_retry->setVisible(true);
    }
    emit completeChanged();
    emit runFinished(outcome.ok);
    if (m_closeWhenStopped && wizard()) {
        m_closeWhenStopped = false;
        wizard()->reject();
    }
}

OffendingRowDialog *RunPage::showRow(int row)
{
    if (row < 0 || row >= int(m_errors.size()) || m_errors[std::size_t(row)].location.line <= 0)
        return nullptr;
    auto *dialog = new OffendingRowDialog(m_errors[std::size_t(row)], this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open(); // not exec(): never block the event loop
    return dialog;
}

} // namespace rl::widgets
