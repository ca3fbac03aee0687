// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/import/importdialog.h"

#include "engine/io/corpus/hygiene.h"
#include "engine/io/csv.h"
#include "models/displaynames.h"
#include "models/import/dimensiondeclmodel.h"
#include "widgets/import/dimensionchoicedelegate.h"
#include "widgets/import/expectedcolumns.h"
#include "widgets/import/labelorderpanel.h"
#include "widgets/import/mappingundo.h"
#include "widgets/import/newcolumnspanel.h"
#include "widgets/import/runpage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace rl::widgets {

namespace {

constexpr int kPreviewRows = 5;
/// The kind combo's data of the jury kinds (io::ImportKind's values are below).
constexpr int kJuryKindData = 100;

constexpr io::corpus::CorpusFormat kFormats[] = {io::corpus::CorpusFormat::Auto, io::corpus::CorpusFormat::Stsb,
                                                 io::corpus::CorpusFormat::KorSts, io::corpus::CorpusFormat::Klue,
                                                 io::corpus::CorpusFormat::Csv};

bool contains(const std::vector<std::string> &names, std::string_view name)
{
    return std::find(names.begin(), names.end(), name) != names.end();
}

} // namespace

ImportDialog::ImportDialog(const QString &projectPath, const std::vector<study::Dimension> &dimensions,
                           std::size_t items, bool newProject, QWidget *parent)
    : QDialog(parent)
    , m_projectPath(projectPath)
    , m_newProject(newProject)
    , m_studyDimensions(dimensions)
    , m_studyItems(items)
    , m_runner(new models::ImportRunner(this))
    , m_dimensions(new models::DimensionDeclModel(this))
{
    build();
    retranslate();
    refillDimensions();
    updateState();
}

ImportDialog::~ImportDialog() = default;

void ImportDialog::build()
{
    setObjectName(QStringLiteral("importDialog"));
    m_kindLabel = new QLabel(this);
    m_kindCombo = new QComboBox(this);
    m_kindCombo->setObjectName(QStringLiteral("kindCombo"));
    for (io::ImportKind k : {io::ImportKind::Stimuli, io::ImportKind::Ratings, io::ImportKind::Predictions,
                             io::ImportKind::Conditions})
        m_kindCombo->addItem(QString(), static_cast<int>(k));
    m_kindCombo->addItem(QString(), kJuryKindData + static_cast<int>(JuryKind::Corpus));
    m_kindCombo->addItem(QString(), kJuryKindData + static_cast<int>(JuryKind::Judgments));
    m_corpusLabel = new QLabel(this);
    m_corpusEdit = new QLineEdit(this);
    m_corpusEdit->setObjectName(QStringLiteral("corpusEdit"));
    m_formatLabel = new QLabel(this);
    m_formatCombo = new QComboBox(this);
    m_formatCombo->setObjectName(QStringLiteral("formatCombo"));
    for (io::corpus::CorpusFormat f : kFormats)
        m_formatCombo->addItem(QString(), static_cast<int>(f));
    m_hygieneLabel = new QLabel(this);
    m_hygiene = new QPlainTextEdit(this);
    m_hygiene->setObjectName(QStringLiteral("hygieneText"));
    m_hygiene->setReadOnly(true);
    m_hygiene->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_studyKindLabel = new QLabel(this);
    m_studyKindCombo = new QComboBox(this);
    m_studyKindCombo->setObjectName(QStringLiteral("studyKindCombo"));
    m_studyKindCombo->addItem(QString(), study::StudyKind::Rating.id());
    m_studyKindCombo->addItem(QString(), study::StudyKind::Face.id());
    m_fileLabel = new QLabel(this);
    m_fileEdit = new QLineEdit(this);
    m_fileEdit->setObjectName(QStringLiteral("fileEdit"));
    m_browseButton = new QPushButton(this);
    m_encodingLabel = new QLabel(this);
    m_encodingLabel->setObjectName(QStringLiteral("encodingLabel"));

    m_mapLabel = new QLabel(this);
    m_mapLabel->setWordWrap(true);
    m_mapTable = new QTableWidget(0, 2, this);
    m_mapTable->setObjectName(QStringLiteral("columnMapTable"));
    m_mapTable->horizontalHeader()->setStretchLastSection(true);
    m_mapTable->verticalHeader()->hide();
    m_mapTable->setItemDelegateForColumn(1, m_choiceDelegate = new ExpectedColumnDelegate(m_mapTable));
    m_mappingUndo = new MappingUndo(m_mapTable);
    m_previewLabel = new QLabel(this);
    m_preview = new QTableWidget(0, 0, this);
    m_preview->setObjectName(QStringLiteral("previewTable"));
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);

    m_dimensionsLabel = new QLabel(this);
    m_dimensionsLabel->setWordWrap(true);
    m_dimensionView = new QTableView(this);
    m_dimensionView->setObjectName(QStringLiteral("dimensionTable"));
    m_dimensionView->setModel(m_dimensions);
    m_dimensionView->setItemDelegate(new DimensionChoiceDelegate(m_dimensionView));
    m_dimensionView->horizontalHeader()->setStretchLastSection(true);
    m_dimensionView->verticalHeader()->hide();
    m_addDimension = new QPushButton(this);
    m_removeDimension = new QPushButton(this);
    m_dimensionError = new QLabel(this);
    m_dimensionError->setObjectName(QStringLiteral("dimensionErrorLabel"));
    m_dimensionError->setWordWrap(true);
    m_dimensionError->setStyleSheet(QStringLiteral("color: #b00020;"));

    m_busy = new QProgressBar(this);
    m_busy->setObjectName(QStringLiteral("busyIndicator"));
    m_busy->setRange(0, 0);
    m_busy->setTextVisible(false);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("statusLabel"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errors = new QTreeWidget(this);
    m_errors->setObjectName(QStringLiteral("errorList"));
    m_errors->setColumnCount(4);
    m_errors->setRootIsDecorated(false);
    m_errors->setWordWrap(true);

    m_importButton = new QPushButton(this);
    m_importButton->setObjectName(QStringLiteral("importButton"));
    m_importButton->setDefault(true);
    m_cancelButton = new QPushButton(this);
    m_cancelButton->setObjectName(QStringLiteral("cancelButton"));
    m_closeButton = new QPushButton(this);
    m_newColumns = new NewColumnsPanel(this);
    m_replaceBox = new QWidget(this);
    m_replaceBox->setObjectName(QStringLiteral("replaceBox"));
    m_replaceText = new QLabel(m_replaceBox);
    m_replaceText->setObjectName(QStringLiteral("replaceText"));
    m_replaceText->setWordWrap(true);
    m_replaceButton = new QPushButton(m_replaceBox);
    m_replaceButton->setObjectName(QStringLiteral("replaceButton"));
    m_keepButton = new QPushButton(m_replaceBox);
    m_keepButton->setObjectName(QStringLiteral("keepButton"));
    auto *replaceButtons = new QHBoxLayout;
    replaceButtons->addStretch(1);
    replaceButtons->addWidget(m_replaceButton);
    replaceButtons->addWidget(m_keepButton);
    auto *replaceLayout = new QVBoxLayout(m_replaceBox);
    replaceLayout->setContentsMargins(0, 0, 0, 0);
    replaceLayout->addWidget(m_replaceText);
    replaceLayout->addLayout(replaceButtons);
    m_replaceBox->hide();

    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_fileEdit, 1);
    fileRow->addWidget(m_browseButton);
    auto *form = new QFormLayout;
    form->addRow(m_kindLabel, m_kindCombo);
    form->addRow(m_studyKindLabel, m_studyKindCombo);
    form->addRow(m_fileLabel, fileRow);
    form->addRow(m_corpusLabel, m_corpusEdit);
    form->addRow(m_formatLabel, m_formatCombo);
    form->addRow(QString(), m_encodingLabel);
    // Stimuli: image bytes are copied into the project unless the user keeps them linked (checked on every use).
    m_linkFiles = new QCheckBox(this);
    m_linkFiles->setObjectName(QStringLiteral("linkFilesCheck"));
    form->addRow(QString(), m_linkFiles);
    auto *dimensionButtons = new QHBoxLayout;
    dimensionButtons->addWidget(m_addDimension);
    dimensionButtons->addWidget(m_removeDimension);
    dimensionButtons->addStretch(1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_busy, 1);
    buttons->addWidget(m_importButton);
    buttons->addWidget(m_cancelButton);
    buttons->addWidget(m_closeButton);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_mapLabel);
    layout->addWidget(m_mapTable, 1);
    layout->addLayout(m_mappingUndo->buttonRow(this));
    layout->addWidget(m_previewLabel);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_dimensionsLabel);
    layout->addWidget(m_dimensionView, 1);
    layout->addLayout(dimensionButtons);
    layout->addWidget(new LabelOrderPanel(m_dimensions, m_dimensionView, this)); // a categorical row's labels, in order
    layout->addWidget(m_newColumns);
    layout->addWidget(m_dimensionError);
    layout->addWidget(m_status);
    layout->addWidget(m_replaceBox);
    layout->addWidget(m_errors, 1);
    layout->addWidget(m_hygieneLabel);
    layout->addWidget(m_hygiene, 1);
    layout->addLayout(buttons);
    resize(760, 780);

    connect(m_kindCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_file.isEmpty())
            setFile(m_file); // the CSV options (multi-line columns) and the dimensions follow the kind
        retranslate();
        refillDimensions();
        updateState();
    });
    connect(m_browseButton, &QPushButton::clicked, this, &ImportDialog::browse);
    connect(m_corpusEdit, &QLineEdit::textChanged, this, &ImportDialog::updateState);
    connect(m_fileEdit, &QLineEdit::editingFinished, this, [this] {
        if (m_fileEdit->text() != m_file)
            setFile(m_fileEdit->text());
    });
    connect(m_mapTable, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (item->column() == 1)
            refillDimensions();
    });
    connect(m_dimensions, &models::DimensionDeclModel::declarationsChanged, this, &ImportDialog::updateState);
    connect(m_addDimension, &QPushButton::clicked, this, [this] {
        models::DimensionDeclRow row;
        row.name = tr("dimension");
        m_dimensions->appendRow(row);
    });
    connect(m_removeDimension, &QPushButton::clicked, this,
            [this] { m_dimensions->removeRowAt(m_dimensionView->currentIndex().row()); });
    connect(m_importButton, &QPushButton::clicked, this, &ImportDialog::startImport);
    connect(m_cancelButton, &QPushButton::clicked, this, &ImportDialog::cancelImport);
    connect(m_closeButton, &QPushButton::clicked, this, &ImportDialog::reject);
    // A finding settled by a rename or a skip goes through the mapping table (undoable there).
    auto mapColumn = [this](const QString &mapped, const QString &to) {
        const auto header = mappedHeaderOf(m_mapTable, m_header);
        for (std::size_t c = 0; c < header.size(); ++c)
            if (QString::fromStdString(header[c]) == mapped)
                m_mapTable->item(int(c), 1)->setText(to); // itemChanged refills the dimensions and the findings
    };
    connect(m_newColumns, &NewColumnsPanel::renameRequested, this, mapColumn);
    connect(m_newColumns, &NewColumnsPanel::skipRequested, this, [mapColumn](const QString &column) { mapColumn(column, QString()); });
    connect(m_newColumns, &NewColumnsPanel::settledChanged, this, &ImportDialog::updateState);
    connect(m_replaceButton, &QPushButton::clicked, this, &ImportDialog::confirmReplace);
    connect(m_keepButton, &QPushButton::clicked, this, &ImportDialog::declineReplace);
    connect(m_runner, &models::ImportRunner::finished, this, &ImportDialog::onFinished);
}

void ImportDialog::retranslate()
{
    setWindowTitle(m_newProject ? tr("New project from files") : tr("Import into %1").arg(QFileInfo(m_projectPath).fileName()));
    m_kindLabel->setText(tr("&Kind of file:"));
    m_kindLabel->setBuddy(m_kindCombo);
    m_kindCombo->setItemText(0, tr("Stimuli (stimuli.csv)"));
    m_kindCombo->setItemText(1, tr("Human ratings (long or wide CSV)"));
    m_kindCombo->setItemText(2, tr("Model predictions (predictions.csv)"));
    m_kindCombo->setItemText(3, tr("Model conditions (conditions.json)"));
    m_kindCombo->setItemText(4, tr("Sentence-pair corpus (STS-B, KorSTS, KLUE-STS, CSV/TSV)"));
    m_kindCombo->setItemText(5, tr("Judge answers (judgments.csv)"));
    m_corpusLabel->setText(juryKind() == JuryKind::Judgments ? tr("C&orpus (optional):") : tr("C&orpus name:"));
    m_corpusLabel->setBuddy(m_corpusEdit);
    m_corpusEdit->setPlaceholderText(juryKind() == JuryKind::Judgments
                                         ? tr("the corpus the item ids belong to; empty: CORPUS:KEY ids")
                                         : tr("e.g. korsts-dev"));
    m_formatLabel->setText(tr("Fo&rmat:"));
    m_formatLabel->setBuddy(m_formatCombo);
    m_formatCombo->setItemText(0, tr("Detect from the file"));
    m_formatCombo->setItemText(1, tr("STS-B (TSV without header)"));
    m_formatCombo->setItemText(2, tr("KorSTS (TSV with header)"));
    m_formatCombo->setItemText(3, tr("KLUE-STS (JSON)"));
    m_formatCombo->setItemText(4, tr("CSV/TSV (item_id, sentence1, sentence2, score[, rater_sd])"));
    m_hygieneLabel->setText(tr("Hygiene of the imported corpus:"));
    m_studyKindLabel->setText(tr("&Study kind:"));
    m_studyKindLabel->setBuddy(m_studyKindCombo);
    m_studyKindCombo->setItemText(0, tr("Generic rating study"));
    m_studyKindCombo->setItemText(1, tr("Face study (images with an emotion factor)"));
    m_linkFiles->setText(tr("&Link image files instead of copying them into the project"));
    m_linkFiles->setToolTip(tr("A linked file stays where it is; the project then works only beside it."));
    m_fileLabel->setText(tr("&File:"));
    m_fileLabel->setBuddy(m_fileEdit);
    m_browseButton->setText(tr("&Browse…"));
    const QStringList expected = expectedColumns();
    m_mapLabel->setText(expected.isEmpty()
                            ? tr("Column mapping — rename a file column to the column RaterLab expects:")
                            : tr("Column mapping — rename a file column to the column RaterLab expects (%1):")
                                  .arg(expected.join(QStringLiteral(", "))));
    m_mapTable->setHorizontalHeaderLabels({tr("File column"), tr("Expected column")});
    m_previewLabel->setText(tr("The first %n row(s) of the file:", nullptr, kPreviewRows));
    m_dimensionsLabel->setText(tr("Dimensions to declare — the study's own are greyed; uncheck a row to leave it "
                                  "undeclared:"));
    m_addDimension->setText(tr("&Add dimension"));
    m_removeDimension->setText(tr("&Remove dimension"));
    m_errors->setHeaderLabels({tr("File"), tr("Line"), tr("Column"), tr("Reason")});
    m_importButton->setText(tr("&Import"));
    m_cancelButton->setText(tr("&Cancel import"));
    m_closeButton->setText(tr("Close"));
    m_replaceButton->setText(tr("&Replace"));
    m_keepButton->setText(tr("Ca&ncel"));
    m_keepButton->setToolTip(tr("Import nothing: the project stays as it is."));
    m_encodingLabel->setText(m_encoding.isEmpty() ? QString() : tr("Detected encoding: %1").arg(m_encoding));
}

void ImportDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

io::ImportKind ImportDialog::kind() const
{
    const int data = m_kindCombo->currentData().toInt();
    return data >= kJuryKindData ? io::ImportKind::Stimuli : static_cast<io::ImportKind>(data);
}

ImportDialog::JuryKind ImportDialog::juryKind() const
{
    const int data = m_kindCombo->currentData().toInt();
    return data >= kJuryKindData ? static_cast<JuryKind>(data - kJuryKindData) : JuryKind::None;
}

void ImportDialog::setJuryKind(JuryKind kind)
{
    if (kind != JuryKind::None)
        m_kindCombo->setCurrentIndex(m_kindCombo->findData(kJuryKindData + static_cast<int>(kind)));
}

void ImportDialog::setCorpusName(const QString &name) { m_corpusEdit->setText(name); }

void ImportDialog::setCorpusFormat(io::corpus::CorpusFormat format)
{
    m_formatCombo->setCurrentIndex(m_formatCombo->findData(static_cast<int>(format)));
}

QString ImportDialog::hygieneText() const { return m_hygiene->toPlainText(); }

void ImportDialog::setKind(io::ImportKind kind) { m_kindCombo->setCurrentIndex(m_kindCombo->findData(static_cast<int>(kind))); }

QStringList ImportDialog::expectedColumns() const
{
    if (juryKind() == JuryKind::Corpus)
        return {QStringLiteral("item_id"), QStringLiteral("sentence1"), QStringLiteral("sentence2"),
                QStringLiteral("score"), QStringLiteral("rater_sd")};
    if (juryKind() == JuryKind::Judgments)
        return {QStringLiteral("judge"), QStringLiteral("item_id"), QStringLiteral("condition"),
                QStringLiteral("round"), QStringLiteral("score"), QStringLiteral("rationale"),
                QStringLiteral("latency_ms"), QStringLiteral("input_tokens"), QStringLiteral("output_tokens")};
    switch (kind()) {
    case io::ImportKind::Stimuli:
        return {QStringLiteral("stimulus_id"), QStringLiteral("file"), QStringLiteral("text"), QStringLiteral("text_a"),
                QStringLiteral("text_b"), tr("factor columns")};
    case io::ImportKind::Ratings:
        return {QStringLiteral("rater_id"), QStringLiteral("stimulus_id"), QStringLiteral("dimension"),
                QStringLiteral("value"), QStringLiteral("rt_ms"), tr("or one column per dimension")};
    case io::ImportKind::Predictions:
        return {QStringLiteral("condition"), QStringLiteral("stimulus_id"), tr("one column per dimension"),
                QStringLiteral("thinking"), QStringLiteral("raw_response"), QStringLiteral("round")};
    case io::ImportKind::Conditions: return {};
    }
    return {};
}

void ImportDialog::browse()
{
    QString filter = kind() == io::ImportKind::Conditions ? tr("JSON files (*.json);;All files (*)")
                                                           : tr("CSV files (*.csv *.csv.gz);;All files (*)");
    if (juryKind() == JuryKind::Corpus)
        filter = tr("Corpus files (*.tsv *.csv *.json *.txt);;All files (*)");
    else if (juryKind() == JuryKind::Judgments)
        filter = tr("CSV files (*.csv *.csv.gz);;All files (*)");
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose the file to import"), QString(), filter);
    if (!path.isEmpty())
        setFile(path);
}

void ImportDialog::setFile(const QString &path)
{
    m_file = path;
    m_fileEdit->setText(path);
    m_replaceBox->hide(); // a question about another file
    m_header.clear();
    m_rows.clear();
    m_errors->clear();
    m_status->clear();
    const QSignalBlocker blockMap(m_mapTable);
    m_mapTable->setRowCount(0);
    m_mappingUndo->reset(); // another file: the earlier renames do not apply to it
    m_preview->clear();
    m_preview->setRowCount(0);
    m_preview->setColumnCount(0);
    m_encoding.clear();
    retranslate(); // the expected columns follow the kind
    // A corpus is read by its own reader (TSV in which a double quote is no quote, or JSON): no CSV preview.
    if (path.isEmpty() || juryKind() == JuryKind::Corpus
        || (juryKind() == JuryKind::None && kind() == io::ImportKind::Conditions)) {
        refillDimensions();
        updateState();
        return;
    }
    io::CsvOptions options;
    if (juryKind() == JuryKind::Judgments)
        options.multilineColumns = {"rationale"}; // as importJudgmentsFile reads it
    else if (kind() == io::ImportKind::Predictions)
        options.multilineColumns = {"thinking", "raw_response"};
    else if (kind() == io::ImportKind::Stimuli)
        options.multilineColumns.assign(std::begin(io::kTextColumns), std::end(io::kTextColumns));
    auto table = io::readCsvFile(path.toStdString(), options);
    if (!table) {
        showErrors(table.error());
        refillDimensions();
        updateState();
        return;
    }
    m_encoding = QString::fromLatin1(io::encodingName(table->encoding));
    m_encodingLabel->setText(tr("Detected encoding: %1").arg(m_encoding));
    m_header = table->header;
    for (const auto &row : table->rows)
        m_rows.push_back(row.fields);

    QStringList header;
    for (const auto &h : m_header)
        header << QString::fromStdString(h);
    QStringList choices = expectedColumnChoices(expectedColumns());
    if (juryKind() == JuryKind::None && (kind() == io::ImportKind::Ratings || kind() == io::ImportKind::Predictions))
        for (const auto &d : m_studyDimensions) // a value column may be named as one of the study's dimensions
            if (!choices.contains(QString::fromStdString(d.name)))
                choices << QString::fromStdString(d.name);
    m_choiceDelegate->setChoices(choices);
    m_choiceDelegate->setSkippable(juryKind() == JuryKind::None); // the jury readers ignore a column they do not know
    fillMappingTable(m_mapTable, header, m_choiceDelegate->choices());
    m_mappingUndo->reset();
    const int shown = std::min<int>(kPreviewRows, int(m_rows.size()));
    m_preview->setColumnCount(int(m_header.size()));
    m_preview->setRowCount(shown);
    QStringList labels;
    for (const auto &h : m_header)
        labels << QString::fromStdString(h);
    m_preview->setHorizontalHeaderLabels(labels);
    for (int r = 0; r < shown; ++r)
        for (std::size_t c = 0; c < m_header.size(); ++c)
            m_preview->setItem(r, int(c), new QTableWidgetItem(QString::fromStdString(m_rows[std::size_t(r)][c])));
    refillDimensions();
    updateState();
}

void ImportDialog::setMapping(const QString &fileColumn, const QString &expected)
{
    for (int r = 0; r < m_mapTable->rowCount(); ++r)
        if (m_mapTable->item(r, 0)->text() == fileColumn)
            m_mapTable->item(r, 1)->setText(expected); // itemChanged refills the dimensions
}

void ImportDialog::refillDimensions()
{
    QList<models::DimensionDeclRow> rows = models::DimensionDeclModel::rowsFor(m_studyDimensions);
    std::vector<std::string> known;
    for (const auto &d : m_studyDimensions)
        known.push_back(d.name);
    auto propose = [&](const std::string &name) {
        if (name.empty() || contains(known, name))
            return;
        known.push_back(name);
        models::DimensionDeclRow row; // 1–9 integers, as a wide header's column has always been
        row.name = QString::fromStdString(name);
        rows << row;
    };
    // The header after the mapping (a skipped column is an empty name).
    const std::vector<std::string> header = mappedHeaderOf(m_mapTable, m_header);
    auto column = [&](const char *name) -> int {
        const auto it = std::find(header.begin(), header.end(), name);
        return it == header.end() ? -1 : int(it - header.begin());
    };
    if (juryKind() != JuryKind::None) {
        // A jury import declares its own dimensions (similarity, similarity_sd, score).
    } else if (kind() == io::ImportKind::Ratings && !header.empty()) {
        const int dimension = column("dimension");
        if (dimension >= 0 && column("value") >= 0) { // long: the distinct names of the dimension column
            for (const auto &fields : m_rows) {
                std::string name = fields[std::size_t(dimension)];
                name.erase(0, name.find_first_not_of(" \t"));
                name.erase(name.find_last_not_of(" \t") + 1);
                propose(name);
            }
        } else { // wide: one per value column
            for (const auto &h : header)
                if (h != "rater_id" && h != "stimulus_id" && h != "rt_ms")
                    propose(h);
        }
    } else if (kind() == io::ImportKind::Predictions) {
        for (const auto &h : header)
            if (!h.empty() && h != "condition" && h != "stimulus_id" && h != "thinking" && h != "raw_response" && h != "round")
                propose(h);
    }
    m_dimensions->setRows(rows);
    m_dimensionView->resizeColumnsToContents();
    // The study kind is not told here: a face study's own dimensions (valence, arousal…) it lacks are asked about too.
    const bool predictions = kind() == io::ImportKind::Predictions;
    m_newColumns->setFindings(juryKind() == JuryKind::None && (kind() == io::ImportKind::Ratings || predictions) && !header.empty()
                                  ? NewColumnsPanel::findings(m_studyDimensions, study::StudyKind::Rating, header, m_rows, predictions)
                                  : QList<NewColumnsPanel::Finding> {});
}

std::optional<io::ImportOptions> ImportDialog::options() const
{
    io::ImportOptions options;
    options.map = columnMapOf(m_mapTable);
    if (juryKind() == JuryKind::None && kind() != io::ImportKind::Conditions)
        options.skip = skippedColumnsOf(m_mapTable);
    const bool declares = juryKind() == JuryKind::None
        && (kind() == io::ImportKind::Ratings || kind() == io::ImportKind::Predictions);
    if (declares) {
        if (!m_dimensions->errorText().isEmpty())
            return std::nullopt;
        options.dimensions = m_dimensions->declarations();
    }
    options.linkFiles = juryKind() == JuryKind::None && kind() == io::ImportKind::Stimuli && m_linkFiles->isChecked();
    if (juryKind() == JuryKind::None && (m_newProject || m_studyItems == 0))
        options.studyKind = study::StudyKind::fromId(m_studyKindCombo->currentData().toInt());
    return options;
}

bool ImportDialog::isRunning() const { return m_runner->isBusy(); }

void ImportDialog::startImport()
{
    if (isRunning())
        return;
    if (m_file.isEmpty()) {
        m_status->setText(tr("Choose a file to import first."));
        return;
    }
    const auto opts = options();
    if (!opts) {
        m_status->setText(tr("Correct the dimension declarations first: %1").arg(m_dimensions->errorText()));
        return;
    }
    if (juryKind() == JuryKind::None && !m_newColumns->isSettled()) {
        m_status->setText(tr("First settle each name that is none of the study's dimensions: read it as another, skip "
                             "the column, or declare it."));
        return;
    }
    const QString corpus = m_corpusEdit->text().trimmed();
    if (juryKind() == JuryKind::Corpus && corpus.isEmpty()) {
        m_status->setText(tr("Name the corpus first (for example korsts-dev)."));
        return;
    }
    m_errors->clear();
    m_hygiene->clear();
    m_replaceBox->hide();
    m_cancelRequested = false;
    m_status->setText(tr("Importing %1…").arg(QFileInfo(m_file).fileName()));
    // Predictions into an existing project: checked first, so that a replacement is asked before it is written.
    m_checking = juryKind() == JuryKind::None && kind() == io::ImportKind::Predictions && !m_newProject
        && !m_replaceConfirmed;
    m_replaceConfirmed = false;
    io::ImportOptions runOptions = *opts;
    runOptions.checkOnly = m_checking;
    switch (juryKind()) {
    case JuryKind::Corpus:
        m_runner->startCorpus(m_projectPath, m_file, corpus,
                              static_cast<io::corpus::CorpusFormat>(m_formatCombo->currentData().toInt()), *opts,
                              m_newProject);
        break;
    case JuryKind::Judgments: m_runner->startJudgments(m_projectPath, m_file, corpus, *opts, m_newProject); break;
    case JuryKind::None: m_runner->start(m_projectPath, kind(), m_file, runOptions, m_newProject); break;
    }
    updateState();
}

void ImportDialog::cancelImport()
{
    if (!isRunning())
        return;
    m_cancelRequested = true;
    m_runner->cancel();
    m_status->setText(tr("Cancelling…"));
    updateState();
}

void ImportDialog::reject()
{
    if (isRunning()) { // closing waits for nothing: cancel first, close once it has stopped
        cancelImport();
        return;
    }
    QDialog::reject();
}

bool ImportDialog::isAskingToReplace() const { return !m_replaceBox->isHidden(); }

void ImportDialog::confirmReplace()
{
    if (!isAskingToReplace())
        return;
    m_replaceConfirmed = true;
    startImport();
}

void ImportDialog::declineReplace()
{
    if (!isAskingToReplace())
        return;
    m_replaceBox->hide();
    m_status->setText(tr("Nothing was imported; the project is as it was."));
    updateState();
    emit importFinished(false);
}

void ImportDialog::onFinished(const models::ImportOutcome &outcome)
{
    if (std::exchange(m_checking, false) && outcome.ok && !outcome.cancelled && !m_cancelRequested) {
        if (outcome.summary.replaced.empty()) { // nothing to ask: the import itself
            m_replaceConfirmed = true;
            startImport();
            return;
        }
        m_replaceText->setText(RunPage::replacementText(outcome.summary.replaced));
        m_replaceBox->show();
        m_status->setText(tr("Nothing has been written yet."));
        updateState();
        return;
    }
    if (outcome.ok || !m_newProject) {
        m_studyDimensions = outcome.dimensions;
        m_studyItems = outcome.items;
    }
    if (outcome.ok) {
        m_newProject = false;
        const io::ImportSummary &s = outcome.summary;
        QStringList parts;
        parts << tr("%n row(s) read", nullptr, int(s.rows));
        if (s.itemsAdded)
            parts << tr("%n item(s) added", nullptr, int(s.itemsAdded));
        if (s.itemsUpdated)
            parts << tr("%n item(s) updated", nullptr, int(s.itemsUpdated));
        if (s.ratersAdded)
            parts << tr("%n rater(s) added", nullptr, int(s.ratersAdded));
        if (s.ratingsAdded)
            parts << tr("%n rating(s) added", nullptr, int(s.ratingsAdded));
        if (s.conditionsAdded)
            parts << tr("%n condition(s) added", nullptr, int(s.conditionsAdded));
        if (s.conditionsUpdated)
            parts << tr("%n condition(s) updated", nullptr, int(s.conditionsUpdated));
        if (s.missingValues)
            parts << tr("%n missing value(s) skipped", nullptr, int(s.missingValues));
        if (s.invalidLabels)
            parts << tr("%n invalid label(s) kept as invalid", nullptr, int(s.invalidLabels));
        QStringList declared;
        for (const auto &d : s.dimensionsDeclared)
            declared << QString::fromStdString(d);
        parts << (declared.isEmpty() ? tr("no dimension declared")
                                     : tr("dimensions declared: %1").arg(declared.join(QStringLiteral(", "))));
        QString text = tr("Imported %1: %2.").arg(QString::fromStdString(s.file), parts.join(QStringLiteral("; ")));
        if (outcome.cancelled)
            text = tr("The import had already been written when it was cancelled.") + QLatin1Char(' ') + text;
        m_status->setText(text);
        if (outcome.hygiene)
            m_hygiene->setPlainText(QString::fromStdString(io::corpus::hygieneSummary(*outcome.hygiene)));
        refillDimensions(); // what was declared is now the study's own
        emit imported(m_projectPath);
    } else if (outcome.cancelled || m_cancelRequested) {
        m_status->setText(tr("The import was cancelled; nothing was imported."));
    } else {
        showErrors(outcome.error);
    }
    updateState();
    emit importFinished(outcome.ok);
}

void ImportDialog::showErrors(const Error &error)
{
    // One row per error: the engine lists every bad cell of the file, one per line.
    for (const QString &detail : QString::fromStdString(error.detail).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const models::ImportErrorLocation loc = models::parseImportError(detail);
        auto *item = new QTreeWidgetItem(m_errors);
        item->setText(0, loc.file);
        item->setText(1, loc.line > 0 ? QString::number(loc.line) : QString());
        item->setText(2, loc.column > 0 ? QString::number(loc.column) : QString());
        item->setText(3, loc.reason);
        item->setToolTip(3, detail);
    }
    m_errors->resizeColumnToContents(0);
    m_status->setText(tr("%1 Nothing was imported.").arg(models::DisplayNames::errorMessage(error)));
}

void ImportDialog::updateState()
{
    const bool running = isRunning();
    const bool jury = juryKind() != JuryKind::None;
    const bool declares = !jury && (kind() == io::ImportKind::Ratings || kind() == io::ImportKind::Predictions);
    const QString error = declares ? m_dimensions->errorText() : QString();
    m_dimensionError->setText(error);
    m_dimensionError->setVisible(!error.isEmpty());
    for (QWidget *w : {static_cast<QWidget *>(m_dimensionsLabel), static_cast<QWidget *>(m_dimensionView),
                       static_cast<QWidget *>(m_addDimension), static_cast<QWidget *>(m_removeDimension)})
        w->setVisible(declares);
    const bool chooseStudyKind = !jury && (m_newProject || m_studyItems == 0);
    for (QWidget *w : {static_cast<QWidget *>(m_corpusLabel), static_cast<QWidget *>(m_corpusEdit)})
        w->setVisible(jury);
    for (QWidget *w : {static_cast<QWidget *>(m_formatLabel), static_cast<QWidget *>(m_formatCombo)})
        w->setVisible(juryKind() == JuryKind::Corpus);
    for (QWidget *w : {static_cast<QWidget *>(m_mapLabel), static_cast<QWidget *>(m_mapTable),
                       static_cast<QWidget *>(m_previewLabel), static_cast<QWidget *>(m_preview)})
        w->setVisible(juryKind() != JuryKind::Corpus);
    const bool hygiene = juryKind() == JuryKind::Corpus && !m_hygiene->toPlainText().isEmpty();
    m_hygieneLabel->setVisible(hygiene);
    m_hygiene->setVisible(hygiene);
    m_studyKindLabel->setVisible(chooseStudyKind);
    m_studyKindCombo->setVisible(chooseStudyKind);
    m_linkFiles->setVisible(!jury && kind() == io::ImportKind::Stimuli);
    m_linkFiles->setEnabled(!running);
    m_busy->setVisible(running);
    m_importButton->setEnabled(!running && !isAskingToReplace() && !m_file.isEmpty() && error.isEmpty()
                               && (!declares || m_newColumns->isSettled())
                               && (juryKind() != JuryKind::Corpus || !m_corpusEdit->text().trimmed().isEmpty()));
    m_cancelButton->setEnabled(running && !m_cancelRequested);
    for (QWidget *w : {static_cast<QWidget *>(m_kindCombo), static_cast<QWidget *>(m_studyKindCombo),
                       static_cast<QWidget *>(m_fileEdit), static_cast<QWidget *>(m_browseButton),
                       static_cast<QWidget *>(m_mapTable), static_cast<QWidget *>(m_dimensionView),
                       static_cast<QWidget *>(m_corpusEdit), static_cast<QWidget *>(m_formatCombo)})
        w->setEnabled(!running);
}

} // namespace rl::widgets
