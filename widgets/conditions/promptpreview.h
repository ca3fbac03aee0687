// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/retranslator.h"

#include "engine/study/condition.h"

#include <QImage>
#include <QWidget>

#include <map>
#include <string>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTextBrowser;

namespace rl::widgets {

/// The prompt templates of a condition (prompting.h: system, emotion, valence, arousal,
/// single-shot) and a live preview of exactly what is sent for one face: the conversation of every
/// stage of the condition's strategy, built by the engine's own buildConversation(), with the
/// earlier stages' answers stood in by example answers (the face's labelled emotion when the study
/// has an emotion factor, else "neutral"; valence 5).
///
/// A template equal to the built-in one is not stored (the condition's `prompts` holds only the
/// overrides), so a condition keeps following the built-ins until the user changes one.
class PromptEditor : public QWidget {
    Q_OBJECT

public:
    explicit PromptEditor(QWidget *parent = nullptr);

    void setCondition(const study::ModelCondition &condition, bool readOnly);
    /// The face of the preview: its key, its labelled emotion (empty if unknown) and a thumbnail.
    void setPreviewItem(const QString &itemKey, const QString &emotion, const QImage &thumbnail);
    void clearPreviewItem();

    QString previewText() const;         ///< the preview as plain text
    QPlainTextEdit *templateEdit() const { return m_edit; }
    QComboBox *stageCombo() const { return m_stage; }

signals:
    /// The overrides changed (user edit or reset); the condition's `prompts` should become `prompts`.
    void promptsEdited(const std::map<std::string, std::string> &prompts);

protected:
    void changeEvent(QEvent *event) override;

private:
    void describeStage(); ///< the note under the template: the placeholders of the stage
    void showStage();
    void updatePreview();

    QComboBox *m_stage = nullptr;
    QPlainTextEdit *m_edit = nullptr;
    QPushButton *m_reset = nullptr;
    QLabel *m_stageNote = nullptr;
    QLabel *m_thumbnail = nullptr;
    QLabel *m_itemLabel = nullptr;
    QTextBrowser *m_preview = nullptr;
    study::ModelCondition m_condition;
    QString m_emotion;
    bool m_loading = false;
    bool m_readOnly = false;
    bool m_previewItem = false; ///< a stimulus is previewed (else the hint to select one)
    Retranslator m_texts;
};

} // namespace rl::widgets
