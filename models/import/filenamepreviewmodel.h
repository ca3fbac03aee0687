// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/io/filenamepattern.h"

#include <QAbstractTableModel>
#include <QStringList>

namespace rl::models {

/// The live preview of the wizard's folder step: one row per image the pattern matches (file, then
/// one column per factor), the names it does not match, and the pattern's error (with its column)
/// — all from engine/io/filenamepattern.h, recomputed on every edit of the pattern.
class FileNamePreviewModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit FileNamePreviewModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// The file names the pattern is applied to (the folder's images, io::listImageFiles).
    void setFileNames(const QStringList &names);
    void setPattern(const QString &pattern);
    QString pattern() const { return m_pattern; }

    /// The parser's complaint ("column N: reason"); empty when the pattern parses.
    QString errorText() const { return m_error; }
    /// 1-based column of the bad pattern character; 0 when the pattern parses.
    int errorColumn() const { return m_errorColumn; }
    QStringList factors() const;
    QStringList unmatched() const;
    const io::FileNameMatches &matches() const { return m_matches; }

signals:
    void previewChanged();

private:
    void recompute();

    std::vector<std::string> m_names;
    QString m_pattern;
    QString m_error;
    int m_errorColumn = 0;
    io::FileNameMatches m_matches;
};

} // namespace rl::models
