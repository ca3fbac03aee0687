// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/study/study.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QWidget>

#include <string>
#include <vector>

class QVBoxLayout;

namespace rl::widgets {

/// The ratings step's finding for a study that has dimensions: a wide header's column (or a long file's
/// dimension name) that is none of the study's dimensions. `raterlab-cli import ratings` refuses it unless
/// `--dimension` declares it, naming the closest existing name (`valance` → `valence`); here each finding is
/// listed with that name and must be settled: read the column as the closest dimension (a rename in the
/// mapping), skip it (`--skip`), or tick "declare it as a new dimension". The page goes on only when every
/// finding is settled; a declared name stays ticked while the file is re-mapped.
class NewColumnsPanel : public QWidget {
    Q_OBJECT
public:
    struct Finding {
        QString name; ///< the column (wide) or the dimension named in the rows (long)
        QString closest; ///< the study's closest dimension name, empty when none is close
        bool column = true; ///< a column of the file (it can be renamed or skipped), not a value of a long file
    };

    explicit NewColumnsPanel(QWidget *parent = nullptr);

    /// The findings of a ratings file (the header after the mapping, skipped columns empty; the rows for a long
    /// file) — or, with `predictions`, of a predictions file's value columns — against the study's dimensions and
    /// its kind's own (the face study's emotion, valence, …): none while the study has no dimension (the header
    /// then declares its columns).
    static QList<Finding> findings(const std::vector<study::Dimension> &study, study::StudyKind kind,
        const std::vector<std::string> &header, const std::vector<std::vector<std::string>> &rows,
        bool predictions = false);

    void setFindings(const QList<Finding> &findings);
    const QList<Finding> &currentFindings() const { return m_findings; }
    /// Every finding declared (ticked); true without findings.
    bool isSettled() const;
    /// Tick (or untick) "declare NAME as a new dimension".
    void setDeclared(const QString &name, bool declared);

signals:
    void renameRequested(const QString &column, const QString &to);
    void skipRequested(const QString &column);
    void settledChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    QList<Finding> m_findings;
    QSet<QString> m_declared;
    QVBoxLayout *m_rows = nullptr;
};

} // namespace rl::widgets
