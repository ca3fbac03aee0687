// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/retranslator.h"

#include "engine/study/condition.h"
#include "models/conditions/conditionvalidation.h"

#include <QMap>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QPushButton;
class QTimer;

namespace rl::widgets {

/// The form of one model condition: a field for every ModelCondition parameter except the prompt
/// templates (PromptEditor) — never the API key itself, only the name of the variable holding it.
///
/// Optional numbers are line edits: empty means "the provider's default" (written as null). Text
/// that is not a number is a parse problem of the form (hasParseProblems()); it blocks saving like
/// a validation problem. Fields the chosen provider does not send are disabled (their values are
/// kept). A read-only form (simulated demo conditions) accepts no edits; the editor explains why.
class ConditionForm : public QWidget {
    Q_OBJECT

public:
    explicit ConditionForm(QWidget *parent = nullptr);

    /// Show `condition`; `idLocked` keeps the id (the project has predictions of it).
    void setCondition(const study::ModelCondition &condition, bool readOnly, bool idLocked);
    /// The condition as the fields describe it (prompts and `simulated` carried over unchanged).
    study::ModelCondition condition() const;
    void clear();

    /// Validation messages from the model, shown under their fields (with the form's parse problems).
    void setProblems(const QList<models::ConditionProblem> &problems);
    bool hasParseProblems() const { return !m_parseProblems.isEmpty(); }

    QLineEdit *field(models::ConditionField f) const { return m_edits.value(f); }
    QComboBox *providerCombo() const { return m_provider; }
    QComboBox *strategyCombo() const { return m_strategy; }
    /// "Predictions made outside RaterLab, imported from …" of an imported condition (hidden otherwise).
    QLabel *importedFrom() const { return m_importedFrom; }
    /// "Store key in keychain…": asks for the key (password field), stores it through
    /// inference::keychainStore under the key variable; the form never shows a key, only whether one
    /// is stored (keychainStatus), checked off the GUI thread.
    QPushButton *storeKeyButton() const { return m_storeKey; }
    QLabel *keychainStatus() const { return m_keychainStatus; }
    /// What the button does after its dialog (tests call it directly). Asynchronous: keychainChecked() follows.
    void storeKeyInKeychain(const QString &key);
    /// The key variable the form would use (the field, else the provider's usual name); empty when none.
    QString keyVariable() const;

protected:
    void changeEvent(QEvent *event) override;

signals:
    void edited();
    /// A keychain check or store finished and keychainStatus() says its outcome.
    void keychainChecked();

private:
    /// A field row; `label` and `toolTip` are QT_TR_NOOP sources, translated again on a language switch.
    QLineEdit *addLine(models::ConditionField f, const char *label, const char *toolTip);
    void addRow(models::ConditionField f, const char *label, QWidget *w, const char *toolTip);
    void addPlainRow(const char *label, QWidget *field); ///< a row without a validation message
    void describeImport();   ///< the "Answers:" text of an imported condition
    void updateIdToolTip();
    void updateProviderDependent();
    void updateKeyStatus();
    void checkKeychain();
    void askAndStoreKey();
    void runKeychain(const QString &name, const QString &key);
    void reparse();
    void showMessages();

    QFormLayout *m_layout = nullptr;
    QMap<models::ConditionField, QLineEdit *> m_edits;
    QMap<models::ConditionField, QLabel *> m_messages;
    QMap<models::ConditionField, QWidget *> m_rows;
    QComboBox *m_provider = nullptr;
    QComboBox *m_strategy = nullptr;
    QComboBox *m_imageDetail = nullptr;
    QCheckBox *m_includeThoughts = nullptr;
    QSpinBox *m_samples = nullptr;
    QLineEdit *m_quantization = nullptr;
    QLineEdit *m_parameters = nullptr;
    QPlainTextEdit *m_notes = nullptr;
    QLabel *m_importedFrom = nullptr;
    QLabel *m_keyStatus = nullptr;
    QLabel *m_keychainStatus = nullptr;
    QPushButton *m_storeKey = nullptr;
    QTimer *m_keychainTimer = nullptr;
    int m_keychainRequest = 0; ///< only the latest check's answer is shown
    study::ModelCondition m_base; ///< what is not edited here (prompts, simulated)
    bool m_loading = false;
    bool m_readOnly = false;
    bool m_idLocked = false;
    bool m_imported = false; ///< an imported condition: only its description (label, model, notes …) is edited
    QList<models::ConditionProblem> m_parseProblems;
    QList<models::ConditionProblem> m_modelProblems;
    Retranslator m_texts;
};

} // namespace rl::widgets
