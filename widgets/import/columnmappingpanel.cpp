// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/import/columnmappingpanel.h"
#include "models/workerpool.h"
#include "widgets/import/expectedcolumns.h"
#include "widgets/import/mappingundo.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace rl::widgets {

namespace {
constexpr int kPreviewRows = 5;
}

ColumnMappingPanel::ColumnMappingPanel(QWidget *parent)
    : QWidget(parent)
    , m_encodingLabel(new QLabel(this))
    , m_errorLabel(new QLabel(this))
    , m_mapLabel(new QLabel(this))
    , m_mapTable(new QTableWidget(0, 2, this))
    , m_previewLabel(new QLabel(this))
    , m_preview(new QTableWidget(0, 0, this))
{
    m_watcher = new QFutureWatcher<Read>(this);
    connect(m_watcher, &QFutureWatcher<Read>::finished, this, [this] { show(m_watcher->result()); });
    m_encodingLabel->setObjectName(QStringLiteral("encodingLabel"));
    m_errorLabel->setObjectName(QStringLiteral("readErrorLabel"));
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_errorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errorLabel->hide();
    m_mapLabel->setWordWrap(true);
    m_mapTable->setObjectName(QStringLiteral("columnMapTable"));
    m_mapTable->horizontalHeader()->setStretchLastSection(true);
    m_mapTable->verticalHeader()->hide();
    m_mapTable->setItemDelegateForColumn(1, m_choiceDelegate = new ExpectedColumnDelegate(m_mapTable));
    m_mappingUndo = new MappingUndo(m_mapTable);
    m_preview->setObjectName(QStringLiteral("previewTable"));
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_encodingLabel);
    layout->addWidget(m_errorLabel);
    layout->addWidget(m_mapLabel);
    layout->addWidget(m_mapTable, 1);
    layout->addLayout(m_mappingUndo->buttonRow(this));
    layout->addWidget(m_previewLabel);
    layout->addWidget(m_preview, 1);
    connect(m_mapTable, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (item->column() == 1)
            emit mappingChanged();
    });
    retranslate();
}

ColumnMappingPanel::~ColumnMappingPanel() { m_watcher->waitForFinished(); }

void ColumnMappingPanel::retranslate()
{
    if (!m_reading)
        m_encodingLabel->setText(m_encoding.isEmpty() ? QString() : tr("Detected encoding: %1").arg(m_encoding));
    m_mapLabel->setText(m_expected.isEmpty()
                            ? tr("Column mapping — rename a file column to the column RaterLab expects:")
                            : tr("Column mapping — rename a file column to the column RaterLab expects (%1):")
                                  .arg(m_expected.join(QStringLiteral(", "))));
    m_mapTable->setHorizontalHeaderLabels({tr("File column"), tr("Expected column")});
    m_previewLabel->setText(tr("The first %n row(s) of the file:", nullptr, kPreviewRows));
}

void ColumnMappingPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ColumnMappingPanel::setFile(const QString &path, const io::CsvOptions &options, const QStringList &expected,
                                 const QStringList &names)
{
    m_file = path;
    m_expected = expected;
    QStringList choices = expectedColumnChoices(expected);
    for (const QString &n : names)
        if (!choices.contains(n))
            choices << n;
    m_choiceDelegate->setChoices(choices);
    m_header.clear();
    m_rows.clear();
    m_encoding.clear();
    m_readError.clear();
    {
        const QSignalBlocker block(m_mapTable);
        m_mapTable->setRowCount(0);
        m_mappingUndo->reset(); // another file: the earlier renames do not apply to it
        m_preview->clear();
        m_preview->setRowCount(0);
        m_preview->setColumnCount(0);
    }
    m_errorLabel->hide();
    const quint64 generation = ++m_generation;
    if (path.isEmpty()) {
        m_reading = false;
        retranslate();
        emit mappingChanged();
        emit fileRead();
        return;
    }
    m_reading = true;
    m_encodingLabel->setText(tr("Reading %1…").arg(path));
    emit mappingChanged();
    // Off the GUI thread; a later setFile makes this result stale (its generation no longer matches).
    m_watcher->setFuture(QtConcurrent::run(models::workerPool(), [generation, file = path.toStdString(), options] {
        Read read;
        read.generation = generation;
        auto table = io::readCsvFile(file, options);
        if (table)
            read.table = std::move(*table);
        else
            read.error = QString::fromStdString(table.error().detail);
        return read;
    }));
}

void ColumnMappingPanel::show(Read read)
{
    if (read.generation != m_generation)
        return;
    m_reading = false;
    m_readError = read.error;
    if (read.table) {
        io::CsvTable &table = *read.table;
        const QSignalBlocker block(m_mapTable);
        m_encoding = QString::fromLatin1(io::encodingName(table.encoding));
        m_header = table.header;
        m_rows.reserve(table.rows.size());
        for (auto &row : table.rows)
            m_rows.push_back(std::move(row.fields));
        m_mapTable->setRowCount(int(m_header.size()));
        QStringList labels;
        for (const auto &h : m_header)
            labels << QString::fromStdString(h);
        fillMappingTable(m_mapTable, labels, m_choiceDelegate->choices());
        m_mappingUndo->reset();
        const int shown = std::min<int>(kPreviewRows, int(m_rows.size()));
        m_preview->setColumnCount(int(m_header.size()));
        m_preview->setRowCount(shown);
        m_preview->setHorizontalHeaderLabels(labels);
        for (int r = 0; r < shown; ++r)
            for (std::size_t c = 0; c < m_header.size(); ++c)
                m_preview->setItem(r, int(c), new QTableWidgetItem(QString::fromStdString(m_rows[std::size_t(r)][c])));
    }
    m_errorLabel->setText(m_readError);
    m_errorLabel->setVisible(!m_readError.isEmpty());
    retranslate();
    emit mappingChanged();
    emit fileRead();
}

std::vector<std::string> ColumnMappingPanel::mappedHeader() const { return mappedHeaderOf(m_mapTable, m_header); }

io::ColumnMap ColumnMappingPanel::columnMap() const { return columnMapOf(m_mapTable); }

std::vector<std::string> ColumnMappingPanel::skippedColumns() const { return skippedColumnsOf(m_mapTable); }

QString ColumnMappingPanel::fileColumn(const QString &mapped) const
{
    const auto header = mappedHeader();
    for (std::size_t c = 0; c < header.size() && c < m_header.size(); ++c)
        if (QString::fromStdString(header[c]) == mapped)
            return QString::fromStdString(m_header[c]);
    return mapped;
}

void ColumnMappingPanel::setSkippable(bool skippable) { m_choiceDelegate->setSkippable(skippable); }

void ColumnMappingPanel::setMapping(const QString &fileColumn, const QString &expected)
{
    for (int r = 0; r < m_mapTable->rowCount(); ++r)
        if (m_mapTable->item(r, 0)->text() == fileColumn)
            m_mapTable->item(r, 1)->setText(expected); // itemChanged emits mappingChanged
}

} // namespace rl::widgets
