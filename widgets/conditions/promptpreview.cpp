// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/conditions/promptpreview.h"

#include "engine/inference/prompting.h"
#include "models/conditions/conditionvalidation.h"

#include <cmath>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rl::widgets {

namespace {

QString html(const std::string &s) { return QString::fromStdString(s).toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")); }

} // namespace

PromptEditor::PromptEditor(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *split = new QSplitter(Qt::Vertical, this);
    layout->addWidget(split);

    auto *top = new QWidget(split);
    auto *tl = new QVBoxLayout(top);
    tl->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    m_stage = new QComboBox(top);
    for (const char *stage : {"system", "emotion", "valence", "arousal", "single-shot"})
        m_stage->addItem(QString(), QString::fromLatin1(stage));
    m_reset = new QPushButton(top);
    auto *templateLabel = new QLabel(top);
    m_texts.add([this, templateLabel] {
        m_stage->setItemText(0, tr("System prompt"));
        m_stage->setItemText(1, tr("Stage 1: emotion"));
        m_stage->setItemText(2, tr("Stage 2: valence"));
        m_stage->setItemText(3, tr("Stage 3: arousal"));
        m_stage->setItemText(4, tr("Single-shot"));
        m_reset->setText(tr("Reset to built-in"));
        templateLabel->setText(tr("Template:"));
    });
    bar->addWidget(templateLabel);
    bar->addWidget(m_stage, 1);
    bar->addWidget(m_reset);
    tl->addLayout(bar);
    m_edit = new QPlainTextEdit(top);
    m_edit->setObjectName(QStringLiteral("templateEdit"));
    tl->addWidget(m_edit);
    m_stageNote = new QLabel(top);
    m_stageNote->setWordWrap(true);
    tl->addWidget(m_stageNote);

    auto *bottom = new QWidget(split);
    auto *bl = new QHBoxLayout(bottom);
    bl->setContentsMargins(0, 0, 0, 0);
    auto *face = new QVBoxLayout;
    m_thumbnail = new QLabel(bottom);
    m_thumbnail->setFixedSize(128, 128);
    m_thumbnail->setAlignment(Qt::AlignCenter);
    m_thumbnail->setFrameShape(QFrame::StyledPanel);
    m_itemLabel = new QLabel(bottom);
    m_itemLabel->setWordWrap(true);
    m_itemLabel->setMaximumWidth(128);
    face->addWidget(m_thumbnail);
    face->addWidget(m_itemLabel);
    face->addStretch(1);
    bl->addLayout(face);
    m_preview = new QTextBrowser(bottom);
    m_preview->setObjectName(QStringLiteral("promptPreview"));
    bl->addWidget(m_preview, 1);
    split->setStretchFactor(1, 2);

    connect(m_stage, &QComboBox::currentIndexChanged, this, &PromptEditor::showStage);
    connect(m_edit, &QPlainTextEdit::textChanged, this, [this] {
        if (m_loading)
            return;
        const std::string key = m_stage->currentData().toString().toStdString();
        const std::string text = m_edit->toPlainText().toStdString();
        if (text == inference::builtinTemplates().at(key))
            m_condition.prompts.erase(key);
        else
            m_condition.prompts[key] = text;
        m_reset->setEnabled(!m_readOnly && m_condition.prompts.count(key));
        updatePreview();
        emit promptsEdited(m_condition.prompts);
    });
    connect(m_reset, &QPushButton::clicked, this, [this] {
        m_edit->setPlainText(QString::fromStdString(inference::builtinTemplates().at(m_stage->currentData().toString().toStdString())));
    });
    clearPreviewItem();
}

void PromptEditor::setCondition(const study::ModelCondition &condition, bool readOnly)
{
    m_condition = condition;
    m_readOnly = readOnly;
    m_edit->setReadOnly(readOnly);
    showStage();
}

void PromptEditor::showStage()
{
    const std::string key = m_stage->currentData().toString().toStdString();
    auto it = m_condition.prompts.find(key);
    m_loading = true;
    m_edit->setPlainText(QString::fromStdString(it != m_condition.prompts.end() ? it->second
                                                                                : inference::builtinTemplates().at(key)));
    m_loading = false;
    m_reset->setEnabled(!m_readOnly && it != m_condition.prompts.end());
    describeStage();
    updatePreview();
}

void PromptEditor::describeStage()
{
    const QString key = m_stage->currentData().toString();
    const QStringList allowed = models::allowedPlaceholders(key);
    QStringList shown;
    for (const QString &p : allowed)
        shown << QLatin1Char('{') + p + QLatin1Char('}');
    m_stageNote->setText(shown.isEmpty()
            ? tr("The system prompt is sent as written (no placeholders).")
            : tr("Placeholders filled in at this stage: %1.").arg(shown.join(QStringLiteral(", "))));
}

void PromptEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts.retranslate();
        describeStage();
        if (!m_previewItem)
            clearPreviewItem(); // its hint, in the new language (also updates the preview)
        else
            updatePreview();
    }
    QWidget::changeEvent(event);
}

void PromptEditor::setPreviewItem(const QString &itemKey, const QString &emotion, const QImage &thumbnail)
{
    m_emotion = emotion;
    m_previewItem = true;
    m_itemLabel->setText(itemKey);
    if (thumbnail.isNull())
        m_thumbnail->setText(tr("(no image)"));
    else
        m_thumbnail->setPixmap(QPixmap::fromImage(thumbnail).scaled(m_thumbnail->size(), Qt::KeepAspectRatio,
            Qt::SmoothTransformation));
    updatePreview();
}

void PromptEditor::clearPreviewItem()
{
    m_emotion.clear();
    m_previewItem = false;
    m_thumbnail->clear();
    m_thumbnail->setText(tr("(no stimulus selected)"));
    m_itemLabel->setText(tr("Select a stimulus in the grid to preview its prompts."));
    updatePreview();
}

QString PromptEditor::previewText() const { return m_preview->toPlainText(); }

void PromptEditor::updatePreview()
{
    auto plan = inference::makePromptPlan(m_condition);
    if (!plan) {
        m_preview->setPlainText(tr("No preview: %1").arg(QString::fromStdString(plan.error().detail)));
        return;
    }
    const auto &labels = plan->labels;
    std::string emotion = m_emotion.toStdString();
    int emotionIndex = -1;
    for (std::size_t i = 0; i < labels.size(); ++i)
        if (labels[i] == emotion)
            emotionIndex = static_cast<int>(i);
    if (emotionIndex < 0) {
        emotion = "neutral";
        for (std::size_t i = 0; i < labels.size(); ++i)
            if (labels[i] == emotion)
                emotionIndex = static_cast<int>(i);
    }
    std::vector<inference::CarriedAnswer> examples;
    for (const auto &stage : plan->stages) {
        // An example answer in the middle of every asked scale (the selected face's emotion).
        inference::CarriedAnswer a;
        std::string visible;
        for (const auto &field : stage.answer.fields) {
            std::string value;
            switch (field.kind) {
            case study::FieldKind::Label:
                value = "\"" + (field.name == study::face::kEmotion && emotionIndex >= 0 ? emotion
                                     : field.levels.empty() ? std::string() : field.levels.front()) + "\"";
                break;
            case study::FieldKind::Integer: value = std::to_string(static_cast<long long>(std::floor((field.min + field.max) / 2))); break;
            case study::FieldKind::Number: value = QString::number((field.min + field.max) / 2).toStdString(); break;
            case study::FieldKind::Text: value = "\"...\""; break;
            case study::FieldKind::Object: value = "{}"; break;
            }
            if (!field.required && field.kind == study::FieldKind::Text)
                continue;
            visible += std::string(visible.empty() ? "" : ", ") + "\"" + field.name + "\": " + value;
        }
        if (auto parsed = inference::parseAnswer("{" + visible + "}", stage.answer))
            a.parsed = std::move(*parsed);
        a.visibleText = "{" + visible + "}";
        examples.push_back(std::move(a));
    }

    QString out;
    const int n = static_cast<int>(plan->stages.size());
    for (int s = 0; s < n; ++s) {
        const auto &stage = plan->stages[static_cast<std::size_t>(s)];
        const std::vector<inference::CarriedAnswer> earlier(examples.begin(), examples.begin() + s);
        const auto conv = inference::buildConversation(*plan, static_cast<std::size_t>(s), {}, earlier);
        out += QStringLiteral("<h4>") + tr("Request %1 of %2 (%3) — template hash %4")
                   .arg(s + 1).arg(n).arg(QString::fromStdString(stage.templateKey), QString::fromStdString(stage.promptHash))
            + QStringLiteral("</h4>");
        if (!conv.system.empty())
            out += QStringLiteral("<p><b>") + tr("System:") + QStringLiteral("</b> ") + html(conv.system) + QStringLiteral("</p>");
        bool imageShown = false;
        for (std::size_t t = 0; t < conv.turns.size(); ++t) {
            const auto &turn = conv.turns[t];
            const bool carried = t + 1 < conv.turns.size();
            QString who = turn.role == inference::Turn::Role::User ? tr("User:") : tr("Assistant (example answer):");
            QString body = html(turn.text);
            if (turn.role == inference::Turn::Role::User && !imageShown) {
                body = tr("[the face image]") + QStringLiteral(" ") + body;
                imageShown = true;
            }
            out += QStringLiteral("<p style=\"%1\"><b>%2</b> %3</p>")
                       .arg(carried ? QStringLiteral("color:#777777;") : QString(), who, body);
        }
    }
    if (!m_emotion.isEmpty())
        out += QStringLiteral("<p><i>") + tr("Example answers use this face's labelled emotion (%1) and valence 5.").arg(QString::fromStdString(emotion)).toHtmlEscaped() + QStringLiteral("</i></p>");
    else
        out += QStringLiteral("<p><i>") + tr("Example answers: emotion \"neutral\", valence 5.").toHtmlEscaped() + QStringLiteral("</i></p>");
    m_preview->setHtml(out);
}

} // namespace rl::widgets
