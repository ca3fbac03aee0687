// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

/// The study shapes of the conformance matrix (docs/file-formats.md, the input files): each is a set of files a user
/// would bring — stimuli.csv, ratings.csv, predictions.csv — and the `raterlab-cli` commands that import them. Nothing
/// is built through the engine's API: a shape reaches the project only through the real importers, as a user's study
/// does. The data are generated here, deterministically (a fixed LCG), with models of different quality so that
/// verdicts differ.
namespace rl::test::conformance {

/// One file to write into the shape's folder.
struct ShapeFile {
    QString name;
    QString text;
};

/// What a shape has, so that the matrix knows which outputs must exist (a Bland–Altman figure needs a
/// numeric dimension with predictions; a confusion matrix needs a categorical dimension; a comparison
/// needs two conditions).
struct ShapeTraits {
    bool numeric = false;         ///< a numeric dimension with human ratings and predictions
    bool categorical = false;     ///< a categorical dimension (with gold or with human labels)
    int conditions = 0;           ///< model conditions
    QString groupColumn = QStringLiteral("group"); ///< the third column of metrics.csv
    QString groupBy;              ///< analyze --group-by (empty: none)
    bool singleRater = false;     ///< a dimension with one human rating per item: some statistics are not computable
    bool plurality = false;       ///< a categorical dimension with human labels (judged against their plurality)
    bool joint = false;           ///< two or more dimensions of a kind: the Alt-test across dimensions
};

struct Shape {
    QString name;
    bool demo = false;                  ///< `raterlab-cli demo` (the face study with run conditions)
    std::vector<ShapeFile> files;
    std::vector<QStringList> imports;   ///< each: the arguments after `import` ({} PROJECT inserted as the 3rd)
    ShapeTraits traits;
};

/// Every shape, in the matrix's row order.
std::vector<Shape> allShapes();

} // namespace rl::test::conformance
