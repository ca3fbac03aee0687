// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/figureexportdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QMessageBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>

namespace rl::widgets {

FigureExportDialog::FigureExportDialog(const QString &suggestedBaseName, QWidget *parent)
    : QDialog(parent)
    , m_format(new QComboBox(this))
    , m_width(new QComboBox(this))
    , m_dpi(new QComboBox(this))
    , m_path(new QLineEdit(this))
{
    setWindowTitle(tr("Export figure"));
    m_path->setObjectName(QStringLiteral("figurePath"));
    m_format->addItem(tr("SVG (vector)"), static_cast<int>(FigureFormat::Svg));
    m_format->addItem(tr("PDF (vector, page = figure)"), static_cast<int>(FigureFormat::Pdf));
    m_format->addItem(tr("PNG (raster)"), static_cast<int>(FigureFormat::Png));
    m_width->addItem(tr("One column (3.25 in)"), kApaSingleColumnInches);
    m_width->addItem(tr("Two columns (6.875 in)"), kApaDoubleColumnInches);
    m_dpi->addItem(tr("300 dpi"), 300);
    m_dpi->addItem(tr("600 dpi"), 600);
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    m_path->setText(QDir(dir).filePath(suggestedBaseName + QStringLiteral(".svg")));
    auto *browse = new QPushButton(tr("Browse…"), this);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *form = new QFormLayout(this);
    form->addRow(tr("Format:"), m_format);
    form->addRow(tr("Width:"), m_width);
    form->addRow(tr("Resolution:"), m_dpi);
    form->addRow(tr("File:"), pathRow);
    form->addRow(buttons);

    connect(m_format, &QComboBox::currentIndexChanged, this, &FigureExportDialog::syncSuffix);
    connect(browse, &QPushButton::clicked, this, &FigureExportDialog::browse);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    syncSuffix();
}

void FigureExportDialog::setFolder(const QString &folder)
{
    if (!folder.isEmpty())
        m_path->setText(QDir(folder).filePath(QFileInfo(m_path->text()).fileName()));
}

FigureExportOptions FigureExportDialog::options() const
{
    FigureExportOptions o;
    o.format = static_cast<FigureFormat>(m_format->currentData().toInt());
    o.widthInches = m_width->currentData().toDouble();
    o.heightInches = 0;
    o.dpi = m_dpi->currentData().toInt();
    return o;
}

QString FigureExportDialog::path() const { return m_path->text(); }

void FigureExportDialog::syncSuffix()
{
    const auto format = static_cast<FigureFormat>(m_format->currentData().toInt());
    m_dpi->setEnabled(format == FigureFormat::Png);
    const QFileInfo info(m_path->text());
    m_path->setText(QDir(info.path()).filePath(info.completeBaseName() + QLatin1Char('.') + figureFormatSuffix(format)));
}

void FigureExportDialog::browse()
{
    const QString file = QFileDialog::getSaveFileName(this, tr("Export figure"), m_path->text());
    if (file.isEmpty())
        return;
    m_path->setText(file);
    m_confirmed = file;
    FigureFormat format;
    if (parseFigureFormat(QFileInfo(file).suffix(), format))
        m_format->setCurrentIndex(m_format->findData(static_cast<int>(format)));
}

void FigureExportDialog::accept()
{
    const QString file = path();
    if (QFileInfo::exists(file) && file != m_confirmed) {
        const auto answer = QMessageBox::question(this, tr("Export figure"),
                                                  tr("%1 already exists. Replace it?").arg(QDir::toNativeSeparators(file)),
                                                  QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
        if (answer != QMessageBox::Yes)
            return;
    }
    QDialog::accept();
}

} // namespace rl::widgets
