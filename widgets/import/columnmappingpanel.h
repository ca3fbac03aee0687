// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/io/csv.h"
#include "engine/io/importers.h"

#include <QFutureWatcher>
#include <QWidget>

#include <optional>

class QLabel;
class QTableWidget;

namespace rl::widgets {

class ExpectedColumnDelegate;
class MappingUndo;

/// The column-mapping part of the new-study wizard: a CSV read with the engine's reader (so the
/// encoding shown — UTF-8, UTF-8 with BOM, CP949 — is the one the import will use), its first
/// rows, and a table renaming each file column to the column RaterLab expects (`--map FROM=TO`),
/// chosen from the expected names and the study's own (no free text), or skipped (`--skip`); a header that names an expected
/// column in other words — Korean ("자극", "평가자", "점수") or English ("participant") — is mapped to it
/// when the file is read.
/// The renames can be undone (MappingUndo). A file the reader refuses shows the reader's file:line:column message instead. The file is read
/// on a worker thread (a 72,000-row file takes longer than a frame); until it is, isReading() is true
/// and the panel shows the file as being read; fileRead() and mappingChanged() follow.
class ColumnMappingPanel : public QWidget {
    Q_OBJECT
public:
    explicit ColumnMappingPanel(QWidget *parent = nullptr);
    ~ColumnMappingPanel() override;

    /// Read `path` (empty: clear). `expected` is the hint of columns the import knows; `names` the study's names a
    /// column may stand for (its dimensions or factors), offered beside the expected columns.
    void setFile(const QString &path, const io::CsvOptions &options, const QStringList &expected,
                 const QStringList &names = {});
    QString file() const { return m_file; }
    bool isReading() const { return m_reading; }
    bool hasTable() const { return !m_header.empty(); }
    QString readError() const { return m_readError; }
    QString encoding() const { return m_encoding; }
    /// The header after the mapping; a skipped column is an empty name (the file's positions are kept).
    std::vector<std::string> mappedHeader() const;
    const std::vector<std::vector<std::string>> &rows() const { return m_rows; }
    io::ColumnMap columnMap() const;
    /// The columns chosen to be skipped (`--skip`), by the file's names.
    std::vector<std::string> skippedColumns() const;
    /// The file's column that the mapping names `mapped` (itself when none is).
    QString fileColumn(const QString &mapped) const;
    /// Whether a column can be skipped (ExpectedColumnDelegate::setSkippable; default true).
    void setSkippable(bool skippable);
    /// Map a file column to an expected name (what the mapping table's second column holds); an empty
    /// name skips the column.
    void setMapping(const QString &fileColumn, const QString &expected);

signals:
    void mappingChanged();
    void fileRead();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Read {
        quint64 generation = 0;
        std::optional<io::CsvTable> table;
        QString error;
    };
    void retranslate();
    void show(Read read);

    quint64 m_generation = 0;
    bool m_reading = false;
    QFutureWatcher<Read> *m_watcher = nullptr;
    QString m_file;
    QString m_encoding;
    QString m_readError;
    QStringList m_expected;
    std::vector<std::string> m_header;
    std::vector<std::vector<std::string>> m_rows;
    QLabel *m_encodingLabel = nullptr;
    QLabel *m_errorLabel = nullptr;
    QLabel *m_mapLabel = nullptr;
    QTableWidget *m_mapTable = nullptr;
    MappingUndo *m_mappingUndo = nullptr;
    ExpectedColumnDelegate *m_choiceDelegate = nullptr; ///< the mapping cells' choice of expected names
    QLabel *m_previewLabel = nullptr;
    QTableWidget *m_preview = nullptr;
};

} // namespace rl::widgets
