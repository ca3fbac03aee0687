// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/stimulusimagesource.h"

#include "engine/media/stimulusfile.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>
#include <mutex>

namespace rl::models {

namespace {

struct SharedProject {
    explicit SharedProject(storage::Project p) : project(std::move(p)) { }
    std::mutex mutex;
    storage::Project project;
};

QSize fitted(QSize natural, QSize bound, bool enlarge)
{
    if (natural.isEmpty())
        return bound;
    if (!enlarge && natural.width() <= bound.width() && natural.height() <= bound.height())
        return natural;
    return natural.scaled(bound, Qt::KeepAspectRatio).expandedTo(QSize(1, 1));
}

Result<QImage> readScaled(QImageReader &reader, QSize bound, const QString &what)
{
    reader.setAutoTransform(true);
    const QSize natural = reader.size();
    if (natural.isValid())
        reader.setScaledSize(fitted(natural, bound, false));
    QImage image = reader.read();
    if (image.isNull())
        return Error{ErrorCode::Parse, (what + QStringLiteral(": ") + reader.errorString()).toStdString()};
    if (!natural.isValid() && (image.width() > bound.width() || image.height() > bound.height()))
        image = image.scaled(bound, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    return image;
}

} // namespace

StimulusImageSource::StimulusImageSource(std::shared_ptr<const study::Study> study, QString baseDir,
                                         PayloadFetcher fetch)
    : m_study(std::move(study))
    , m_baseDir(std::move(baseDir))
    , m_fetch(std::move(fetch))
    , m_folders {m_baseDir.toStdString()}
{
}

std::shared_ptr<StimulusImageSource> StimulusImageSource::fromProject(std::shared_ptr<const study::Study> study,
                                                                      storage::Project project)
{
    const QString baseDir = QFileInfo(QString::fromStdString(project.path())).absolutePath();
    auto shared = std::make_shared<SharedProject>(std::move(project));
    auto fetch = [shared](const std::string &key) -> Result<storage::ItemPayload> {
        std::lock_guard lock(shared->mutex);
        return shared->project.itemPayload(key);
    };
    auto texts = [shared, study](const std::string &key) -> Result<std::vector<storage::PredictionText>> {
        std::vector<storage::PredictionText> out;
        std::lock_guard lock(shared->mutex);
        for (const auto &condition : study->conditions) {
            auto some = shared->project.predictionTexts(condition.id, key);
            if (!some)
                return some.error();
            out.insert(out.end(), some->begin(), some->end());
        }
        return out;
    };
    auto folders = shared->project.stimulusFolders();
    auto source = std::make_shared<StimulusImageSource>(std::move(study), baseDir, std::move(fetch));
    source->setTextFetcher(std::move(texts));
    if (folders) // else only the project's folder (the constructor's default)
        source->m_folders = std::move(*folders);
    return source;
}

Result<std::vector<storage::PredictionText>> StimulusImageSource::predictionTexts(int item) const
{
    if (item < 0 || static_cast<std::size_t>(item) >= m_study->items.size())
        return Error{ErrorCode::NotFound, "no stimulus at index " + std::to_string(item)};
    if (!m_texts)
        return std::vector<storage::PredictionText> {};
    return m_texts(m_study->items[static_cast<std::size_t>(item)].key);
}

Result<QImage> StimulusImageSource::decode(const QByteArray &bytes, const QString &mime, QSize bound)
{
    if (mime == QLatin1String("image/svg+xml")) {
        // Qt's SVG renderer would load what an <image> or <use> names: such a document is refused (stimulusfile.h).
        if (media::hasExternalReference(std::span(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                                                  static_cast<std::size_t>(bytes.size()))))
            return Error{ErrorCode::Validation, "the SVG references other files or URLs; it is not drawn"};
        QSvgRenderer renderer(bytes);
        if (!renderer.isValid())
            return Error{ErrorCode::Parse, "the SVG payload could not be parsed"};
        QImage image(fitted(renderer.defaultSize(), bound, true), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter);
        painter.end();
        return image;
    }
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    return readScaled(reader, bound, QStringLiteral("embedded %1 payload").arg(mime));
}

namespace {

/// A text item's picture for the grid: its text (a pair: both texts, divided by a rule) on a card,
/// cut where the card is full. Drawn with the application's font; only the grid shows it.
QImage textCard(const study::Item &item, QSize bound)
{
    QImage card(bound.isValid() && !bound.isEmpty() ? bound : QSize(160, 160), QImage::Format_ARGB32_Premultiplied);
    card.fill(QColor(250, 248, 240));
    QPainter painter(&card);
    painter.setRenderHint(QPainter::TextAntialiasing);
    QFont font = painter.font();
    font.setPixelSize(std::max(9, card.height() / 11));
    painter.setFont(font);
    painter.setPen(QColor(60, 60, 60));
    const int margin = std::max(4, card.width() / 16);
    QRect area = card.rect().adjusted(margin, margin, -margin, -margin);
    const QString first = QString::fromStdString(item.text).left(400);
    if (item.kind == study::ItemKind::TextPair) {
        const QRect top(area.left(), area.top(), area.width(), area.height() / 2 - margin / 2);
        const QRect bottom(area.left(), area.top() + area.height() / 2 + margin / 2, area.width(), area.height() / 2 - margin / 2);
        painter.drawText(top, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, first);
        painter.drawLine(area.left(), area.center().y(), area.right(), area.center().y());
        painter.drawText(bottom, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, QString::fromStdString(item.text2).left(400));
    } else {
        painter.drawText(area, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, first);
    }
    return card;
}

} // namespace

Result<QImage> StimulusImageSource::render(int item, QSize bound) const
{
    if (item < 0 || static_cast<std::size_t>(item) >= m_study->items.size())
        return Error{ErrorCode::NotFound, "no stimulus at index " + std::to_string(item)};
    const auto &it = m_study->items[static_cast<std::size_t>(item)];
    if (it.kind != study::ItemKind::Image)
        return textCard(it, bound);
    if (!it.mime.empty() && m_fetch) {
        auto payload = m_fetch(it.key);
        if (!payload)
            return payload.error();
        if (!payload->bytes.empty()) {
            const QByteArray bytes(reinterpret_cast<const char *>(payload->bytes.data()),
                                   static_cast<qsizetype>(payload->bytes.size()));
            return decode(bytes, QString::fromStdString(payload->mime), bound);
        }
    }
    if (it.file.empty())
        return Error{ErrorCode::NotFound, "stimulus '" + it.key + "' has neither a payload nor a file"};
    const QString file = QDir(m_baseDir).absoluteFilePath(QString::fromStdString(it.file));
    if (!QFileInfo::exists(file))
        return Error{ErrorCode::Io, file.toStdString() + ": no such file"};
    // The stimulus rule, checked again at this use: the project names the path, so the path decides nothing.
    auto read = media::readStimulusFile(file.toStdString(), m_folders);
    if (!read.ok())
        return Error{ErrorCode::Validation, file.toStdString() + " is refused: it " + media::stimulusFileStatusText(read.status)};
    const QByteArray bytes(reinterpret_cast<const char *>(read.bytes.data()), static_cast<qsizetype>(read.bytes.size()));
    return decode(bytes, QString::fromStdString(read.mime), bound);
}

} // namespace rl::models
