// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/io/corpus/corpus.h"

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

/// The column mapping of a sentence-pair corpus in the new-study wizard (CorpusPage): a corpus that is
/// a CSV of the user's own (not a native STS-B, KorSTS or KLUE-STS file) gets the wizard's column
/// mapping panel, so that `sentence1,sentence2,score` or `text_a,text_b,label` come in without editing
/// the file. item_id may be left out: the rows are then numbered (engine/io/corpus/corpus.h).
namespace rl::widgets {

/// Whether the corpus at `path` is read as a comma CSV with a header of its own: the chosen format is
/// CSV, or Auto and the file's first bytes are not a native format (detectCorpusFormat). False for a
/// TSV (its header is mapped by name only) and for a file that cannot be read.
bool corpusHasOwnColumns(const QString &path, io::corpus::CorpusFormat format);

/// The columns a corpus CSV may map to, the required ones first.
QStringList corpusColumnNames();

/// The required columns (sentence1, sentence2, score) missing from a header after its mapping.
QStringList missingCorpusColumns(const std::vector<std::string> &mappedHeader);

} // namespace rl::widgets
