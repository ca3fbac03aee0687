// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/import/filekindtext.h"

#include "engine/storage/project.h"

#include <QDir>
#include <QFileInfo>

namespace rl::models {

QString FileKindText::sentence(const storage::FileKindInfo &info, const QString &path)
{
    using storage::FileKind;
    const QString name = QFileInfo(path).fileName();
    switch (info.kind) {
    case FileKind::Project: return {};
    case FileKind::NewerProject:
        return tr("%1 was written by a newer RaterLab (schema %2; this one reads up to %3): open it with that version "
                  "or update RaterLab.")
            .arg(name)
            .arg(info.schemaVersion)
            .arg(storage::kSchemaVersion);
    case FileKind::OtherSqlite:
        return tr("This is an SQLite database of another program, not a RaterLab project: export its tables as CSV and "
                  "import them with File → New study….");
    case FileKind::Missing: return tr("%1 does not exist any more.").arg(QDir::toNativeSeparators(path));
    case FileKind::Unreadable: return tr("%1 cannot be read: check its permissions.").arg(name);
    case FileKind::Empty: return tr("%1 is an empty file: it holds no project and no data.").arg(name);
    case FileKind::Csv: return tr("This is a CSV file: import it with File → New study… (or File → Import… into an open study).");
    case FileKind::Tsv:
        return tr("This is a TSV file: import a sentence-pair corpus with File → New study… (LLM jury corpus), or "
                  "other tables with File → Import….");
    case FileKind::Json:
        return tr("This is a JSON file: import model conditions with File → Import… (a KLUE-STS corpus with File → New "
                  "study…).");
    case FileKind::Yaml:
    case FileKind::YamlFolder:
        return tr("This is a StereoTales grid (YAML): make a study of its seed folder with File → New study… "
                  "(StereoTales grid), or drop the folder on the window.");
    case FileKind::ImageFolder:
        return tr("This is a folder of images: make a study of them with File → New study… (factors from the file names).");
    case FileKind::Folder: return tr("%1 is a folder, not a project: choose a .raterlab file.").arg(name);
    case FileKind::Image:
        return tr("This is an image: make a study of its folder with File → New study… (factors from the file names).");
    case FileKind::Zip:
        return tr("This is a ZIP archive (an Excel workbook is one): save the sheet as CSV and import it with File → New "
                  "study….");
    case FileKind::Gzip: return tr("This is a compressed file: a compressed CSV (.csv.gz) is imported with File → New study….");
    case FileKind::Pdf: return tr("This is a PDF document, not a project.");
    case FileKind::Text:
        return tr("This is a text file but not a table: write it as CSV with a header row and import it with File → New "
                  "study….");
    case FileKind::Binary: return tr("%1 is neither a RaterLab project nor a file RaterLab can import.").arg(name);
    }
    return {};
}

} // namespace rl::models
