// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/import/mappingpages.h"

#include "engine/io/filenamepattern.h"
#include "engine/study/protocol.h"
#include "models/import/dimensiondeclmodel.h"
#include "models/import/filenamepreviewmodel.h"
#include "widgets/import/columnmappingpanel.h"
#include "widgets/import/dimensionchoicedelegate.h"
#include "widgets/import/labelorderpanel.h"
#include "widgets/import/newcolumnspanel.h"
#include "widgets/import/newstudypages.h"
#include "widgets/import/pathfield.h"
#include "widgets/import/wizardpageutil.h"
#include "widgets/undoactions.h"

#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QAction>
#include <QTableView>
#include <QUndoStack>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace rl::widgets {

using wizardpage::errorLabel;
using wizardpage::owner;
using wizardpage::wrapped;

namespace {

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
        // A column may be named as a factor the study has, or (an image study) the face study's emotion factor.
        QStringList names;
        if (w && w->isImportMode())
            names = w->openStudy()->factors;
        else if (w && w->studyType() == models::NewStudyType::ImageRating)
            names << QStringLiteral("emotion");
        m_mapping->setFile(csv, options,
                           {QStringLiteral("stimulus_id"), QStringLiteral("file"), QStringLiteral("text"),
                            QStringLiteral("text_a"), QStringLiteral("text_b"), tr("factor columns")},
                           names);
    }
    update();
}

QStringList StimuliMapPage::factors() const
{
    QStringList out;
    for (const auto &h : m_mapping->mappedHeader())
        if (!h.empty() && h != "stimulus_id" && h != "file" && h != "kind" && !isTextColumn(h)) // empty: skipped
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
    // Room for three dimensions whatever the window's height (the table shared the page and showed 1.5 rows).
    m_dimensionView->setMinimumHeight(m_dimensionView->horizontalHeader()->sizeHint().height()
                                      + 3 * m_dimensionView->verticalHeader()->defaultSectionSize()
                                      + 2 * m_dimensionView->frameWidth());
    m_labelOrder = new LabelOrderPanel(m_dimensions, m_dimensionView, this);
    m_newColumns = new NewColumnsPanel(this);
    m_file->setFilter(tr("CSV files (*.csv *.csv.gz);;All files (*)"));
    m_long->setText(tr("&Long: one row per rating (rater_id, stimulus_id, dimension, value)"));
    m_wide->setText(tr("&Wide: one column per dimension (rater_id, stimulus_id, valence, arousal, …)"));
    m_wide->setChecked(true);
    m_dimensionsLabel->setText(tr("Dimensions to declare — the scale of each (numeric LO–HI, integer or continuous, or "
                                  "categorical with its levels); the study's own are greyed:"));
    m_add->setText(tr("&Add dimension"));
    m_remove->setText(tr("&Remove dimension"));
    auto *fileRow = new QFormLayout;
    m_fileLabel = new QLabel(this);
    m_fileLabel->setBuddy(m_file);
    fileRow->addRow(m_fileLabel, m_file);
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
    layout->addWidget(m_labelOrder);
    layout->addWidget(m_newColumns);
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
    connect(m_mapping, &ColumnMappingPanel::fileRead, this, &RatingsPage::onFileRead);
    connect(m_dimensions, &models::DimensionDeclModel::declarationsChanged, this, &RatingsPage::update);
    // A finding settled by a rename or a skip goes through the mapping (undoable there, and refilled from it).
    connect(m_newColumns, &NewColumnsPanel::renameRequested, this, [this](const QString &column, const QString &to) {
        m_mapping->setMapping(m_mapping->fileColumn(column), to);
    });
    connect(m_newColumns, &NewColumnsPanel::skipRequested, this,
            [this](const QString &column) { m_mapping->setMapping(m_mapping->fileColumn(column), QString()); });
    connect(m_newColumns, &NewColumnsPanel::settledChanged, this, &RatingsPage::update);
    connect(m_add, &QPushButton::clicked, this, [this] {
        models::DimensionDeclRow row;
        row.name = tr("dimension");
        m_dimensions->appendRow(row);
    });
    connect(m_remove, &QPushButton::clicked, this, [this] { m_dimensions->removeRowAt(m_dimensionView->currentIndex().row()); });
    // Undo/redo of the dimension declarations (Ctrl+Z / Ctrl+Shift+Z anywhere on the page; an open cell
    // editor undoes its own typing first).
    const auto [undo, redo] = addUndoActions(m_dimensions->undoStack(), this, QStringLiteral("dimensions"));
    for (QAction *a : {undo, redo}) {
        auto *button = new QToolButton(this);
        button->setDefaultAction(a);
        buttons->insertWidget(buttons->count() - 1, button); // before the stretch
    }
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
    m_fileLabel->setText(predictions() ? tr("Predictions &file:") : tr("Ratings &file:"));
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
    // A value column may be named as one of the study's dimensions (or the face study's own).
    QStringList names;
    const auto *w = owner(this);
    if (w && w->isImportMode())
        for (const auto &d : w->openStudy()->dimensions)
            names << QString::fromStdString(d.name);
    if (w) // a protocol's own dimensions (the face study's) come by themselves
        for (const auto &d : study::protocolFor(w->studyKindToRecord().value_or(w->isImportMode() ? w->openStudy()->kind
                                                                                                 : study::StudyKind::Rating),
                                                study::ItemKind::Image)
                                 .builtinDimensions())
            if (!names.contains(QString::fromStdString(d.name)))
                names << QString::fromStdString(d.name);
    m_mapping->setFile(file(), options, expected, names); // read off the GUI thread: fileRead() follows
}

void RatingsPage::onFileRead()
{
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
    // A name that is none of the study's dimensions is asked about (the CLI refuses it unless declared).
    m_newColumns->setFindings(!m_mapping->hasTable()
                                  ? QList<NewColumnsPanel::Finding> {}
                                  : NewColumnsPanel::findings(study, w ? w->openStudy().value_or(NewStudyWizard::OpenStudy {}).kind
                                                                       : study::StudyKind::Rating,
                                                              m_mapping->mappedHeader(), m_mapping->rows(), predictions()));
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
    return m_mapping->hasTable() && m_dimensionError->text().isEmpty() && m_newColumns->isSettled();
}

} // namespace rl::widgets
