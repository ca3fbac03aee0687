// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/conditions/conditionform.h"
#include "models/workerpool.h"

#include "engine/inference/provider.h"
#include "engine/inference/keychain.h"
#include "engine/inference/secrets.h"
#include "engine/study/condition.h"
#include "models/conditions/conditionlistmodel.h"

#include <QCheckBox>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QPointer>
#include <QPushButton>
#include <QTimer>
#include <QtConcurrent>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QLocale>
#include <QPalette>
#include <QSet>
#include <QVBoxLayout>

#include <climits>
#include <cmath>

namespace rl::widgets {

using models::ConditionField;
using models::ConditionProblem;

namespace {

/// Break a message into lines of about `width` characters at spaces. The form sits in a scroll
/// area, which sizes it without height-for-width: word-wrapped labels would be clipped there.
QString wrapped(const QString &text, int width = 72)
{
    QString out;
    int line = 0;
    for (const QString &word : text.split(QLatin1Char(' '))) {
        if (line > 0 && line + 1 + word.size() > width) {
            out += QLatin1Char('\n');
            line = 0;
        } else if (line > 0) {
            out += QLatin1Char(' ');
            ++line;
        }
        out += word;
        line += static_cast<int>(word.size());
    }
    return out;
}

QString number(const std::optional<double> &v) { return v ? QString::number(*v, 'g', 12) : QString(); }
template <typename I>
QString integer(const std::optional<I> &v) { return v ? QString::number(*v) : QString(); }

/// Shown when a condition has it, never offered as a choice.
/// A strategy of another study kind as the strategy box names it.
QString strategyLabel(const QString &strategy)
{
    if (strategy == QLatin1String("json-schema"))
        return ConditionForm::tr("JSON answer (1 request per item)");
    if (strategy == QLatin1String("free-text"))
        return ConditionForm::tr("Free text (1 request per item)");
    if (strategy == QLatin1String("deliberation"))
        return ConditionForm::tr("Deliberation (one request per round)");
    return strategy;
}

void disableLastItem(QComboBox *box)
{
    if (auto *model = qobject_cast<QStandardItemModel *>(box->model()))
        model->item(box->count() - 1)->setEnabled(false);
}

} // namespace

ConditionForm::ConditionForm(QWidget *parent) : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    m_layout = new QFormLayout;
    m_layout->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    outer->addLayout(m_layout);
    outer->addStretch(1);

    addLine(ConditionField::Id, QT_TR_NOOP("Id:"), QT_TR_NOOP("The condition's unique key in the project, conditions.json and the "
                                                            "command line (--condition ID)."));
    addLine(ConditionField::Label, QT_TR_NOOP("Label:"), QT_TR_NOOP("The name shown in tables and figures."));

    m_provider = new QComboBox(this);
    for (const char *p : {"openai", "gemini", "anthropic", "openai-compatible", study::kImportedProvider})
        m_provider->addItem(QString(), QString::fromLatin1(p));
    // "Imported" is what import predictions makes, never a choice for a condition that is run.
    disableLastItem(m_provider);
    m_texts.add([this] {
        for (int i = 0; i < m_provider->count(); ++i)
            m_provider->setItemText(i, models::ConditionListModel::providerName(m_provider->itemData(i).toString().toStdString()));
    });
    addRow(ConditionField::Provider, QT_TR_NOOP("Provider:"), m_provider,
        QT_TR_NOOP("OpenAI-compatible covers local servers: vLLM, llama.cpp, Ollama, mlx-vlm."));
    m_importedFrom = new QLabel(this);
    m_importedFrom->setObjectName(QStringLiteral("importedFrom"));
    m_importedFrom->setWordWrap(true);
    m_importedFrom->setTextInteractionFlags(Qt::TextSelectableByMouse);
    addPlainRow(QT_TR_NOOP("Answers:"), m_importedFrom);
    addLine(ConditionField::Model, QT_TR_NOOP("Model:"), QT_TR_NOOP("The model name the provider expects, e.g. gpt-4o-mini."));
    addLine(ConditionField::BaseUrl, QT_TR_NOOP("Base URL:"), QT_TR_NOOP("Empty: the provider's public endpoint."));

    {
        auto *edit = addLine(ConditionField::ApiKeyEnv, QT_TR_NOOP("API key variable:"),
            QT_TR_NOOP("The name of the environment variable holding the API key (or of the keychain entry "
                       "\"service raterlab variable NAME\"). The key itself is never stored in the project."));
        // The key's statuses above the keychain button, across the form's width (a long status beside its
        // label would push the form wider than its pane and be cut).
        auto *keychainRow = new QWidget(this);
        auto *keychainLayout = new QVBoxLayout(keychainRow);
        keychainLayout->setContentsMargins(0, 0, 0, 0);
        m_keyStatus = new QLabel(keychainRow);
        m_keyStatus->setObjectName(QStringLiteral("keyStatus"));
        m_keyStatus->setWordWrap(true);
        keychainLayout->addWidget(m_keyStatus);
        m_keychainStatus = new QLabel(keychainRow);
        m_keychainStatus->setObjectName(QStringLiteral("keychainStatus"));
        m_keychainStatus->setWordWrap(true);
        m_storeKey = new QPushButton(keychainRow);
        m_storeKey->setObjectName(QStringLiteral("storeKeyButton"));
        m_texts.add([this] {
            m_storeKey->setText(tr("Store key in keychain…"));
            m_storeKey->setToolTip(tr("Store the API key in the system keychain (Secret Service) under this variable's name. "
                                      "raterlab-cli finds it too; the project never holds it."));
        });
        keychainLayout->addWidget(m_keychainStatus);
        keychainLayout->addWidget(m_storeKey, 0, Qt::AlignLeft);
        m_layout->addRow(keychainRow);
        m_keychainTimer = new QTimer(this);
        m_keychainTimer->setSingleShot(true);
        m_keychainTimer->setInterval(300);
        connect(m_keychainTimer, &QTimer::timeout, this, &ConditionForm::checkKeychain);
        connect(m_storeKey, &QPushButton::clicked, this, &ConditionForm::askAndStoreKey);
        connect(edit, &QLineEdit::textChanged, this, &ConditionForm::updateKeyStatus);
    }

    m_strategy = new QComboBox(this);
    m_strategy->addItem(QString(), QStringLiteral("context-carry"));
    m_strategy->addItem(QString(), QStringLiteral("single-shot"));
    m_strategy->addItem(QString(), QString());
    disableLastItem(m_strategy);
    m_texts.add([this] {
        m_strategy->setItemText(0, tr("Context-carry (3 stages)"));
        m_strategy->setItemText(1, tr("Single-shot (1 request)"));
        m_strategy->setItemText(2, tr("None (imported)"));
        for (int i = 3; i < m_strategy->count(); ++i) // another study kind's strategy (setCondition)
            m_strategy->setItemText(i, strategyLabel(m_strategy->itemData(i).toString()));
    });
    addRow(ConditionField::Strategy, QT_TR_NOOP("Strategy:"), m_strategy,
        QT_TR_NOOP("Context-carry asks for the emotion, then valence, then arousal, carrying the earlier answers"
                   "; single-shot asks for all three at once."));

    addLine(ConditionField::Temperature, QT_TR_NOOP("Temperature:"), QT_TR_NOOP("0 to 2; empty: the provider's default."));
    addLine(ConditionField::Seed, QT_TR_NOOP("Seed:"), QT_TR_NOOP("Sampling seed (OpenAI, Gemini, most local servers)."));
    m_imageDetail = new QComboBox(this);
    for (const char *detail : {"", "low", "high", "auto"})
        m_imageDetail->addItem(QString(), QString::fromLatin1(detail));
    m_texts.add([this] {
        m_imageDetail->setItemText(0, tr("Default"));
        m_imageDetail->setItemText(1, tr("Low"));
        m_imageDetail->setItemText(2, tr("High"));
        m_imageDetail->setItemText(3, tr("Auto"));
    });
    addRow(ConditionField::ImageDetail, QT_TR_NOOP("Image detail:"), m_imageDetail,
        QT_TR_NOOP("OpenAI's image resolution setting (low: 512 px, fixed token cost)."));
    addLine(ConditionField::MaxTokens, QT_TR_NOOP("Max tokens:"), QT_TR_NOOP("Cap on the answer (and thinking) tokens per request."));
    addLine(ConditionField::ThinkingBudget, QT_TR_NOOP("Thinking budget:"),
        QT_TR_NOOP("Tokens the model may think: -1 dynamic, 0 off, empty: the provider's default."));
    m_includeThoughts = new QCheckBox(this);
    m_texts.add([this] { m_includeThoughts->setText(tr("Return the thinking with the answer")); });
    m_layout->addRow(m_includeThoughts); // across the form: beside an empty label it would widen the form past its pane
    addLine(ConditionField::RepetitionPenalty, QT_TR_NOOP("Repetition penalty:"),
        QT_TR_NOOP("Local servers only (1 = none; the face study's Qwen3-VL preset uses 1.5)."));
    m_samples = new QSpinBox(this);
    m_samples->setRange(0, 1000);
    addRow(ConditionField::Samples, QT_TR_NOOP("Samples per item:"), m_samples,
        QT_TR_NOOP("Repeated answers per stimulus (useful at a temperature above 0)."));
    m_quantization = new QLineEdit(this);
    addPlainRow(QT_TR_NOOP("Quantization:"), m_quantization);
    m_parameters = new QLineEdit(this);
    addPlainRow(QT_TR_NOOP("Parameters:"), m_parameters);
    addLine(ConditionField::PriceInput, QT_TR_NOOP("Input price (USD / 1M tokens):"), QT_TR_NOOP("Empty: unknown."));
    addLine(ConditionField::PriceOutput, QT_TR_NOOP("Output price (USD / 1M tokens):"), QT_TR_NOOP("Empty: unknown."));
    m_notes = new QPlainTextEdit(this);
    m_notes->setMaximumHeight(70);
    addPlainRow(QT_TR_NOOP("Notes:"), m_notes);
    {
        auto *other = new QLabel(this);
        other->setStyleSheet(QStringLiteral("color: #b01c1c;"));
        other->hide();
        m_messages.insert(ConditionField::Other, other);
        m_messages.insert(ConditionField::Prompts, other);
        m_layout->addRow(other);
    }

    auto changed = [this] {
        if (m_loading)
            return;
        reparse();
        emit edited();
    };
    for (QLineEdit *e : std::as_const(m_edits))
        connect(e, &QLineEdit::textEdited, this, changed);
    for (QLineEdit *e : {m_quantization, m_parameters})
        connect(e, &QLineEdit::textEdited, this, changed);
    connect(m_notes, &QPlainTextEdit::textChanged, this, changed);
    connect(m_provider, &QComboBox::currentIndexChanged, this, [this, changed] {
        updateProviderDependent();
        changed();
    });
    for (QComboBox *c : {m_strategy, m_imageDetail})
        connect(c, &QComboBox::currentIndexChanged, this, changed);
    connect(m_includeThoughts, &QCheckBox::toggled, this, changed);
    connect(m_samples, &QSpinBox::valueChanged, this, changed);
    // The form lives in a pane that may be narrow (a 1280 px window): no field asks for its longest item's width,
    // and messages wrap, so nothing is cut at the pane's edge.
    for (QComboBox *c : findChildren<QComboBox *>()) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(12);
    }
    for (QLabel *message : m_messages)
        message->setWordWrap(true);
    m_layout->setRowWrapPolicy(QFormLayout::WrapLongRows); // a field that does not fit beside its label goes under it
    clear();
}

QLineEdit *ConditionForm::addLine(ConditionField f, const char *label, const char *toolTip)
{
    auto *e = new QLineEdit(this);
    m_edits.insert(f, e);
    addRow(f, label, e, toolTip);
    return e;
}

void ConditionForm::addRow(ConditionField f, const char *label, QWidget *w, const char *toolTip)
{
    auto *box = new QWidget(this);
    auto *l = new QVBoxLayout(box);
    l->setContentsMargins(0, 0, 0, 0);
    l->setSpacing(2);
    l->addWidget(w);
    auto *msg = new QLabel(box);
    msg->setStyleSheet(QStringLiteral("color: #b01c1c;"));
    msg->hide();
    l->addWidget(msg);
    m_texts.add([w, toolTip] { w->setToolTip(tr(toolTip)); });
    m_messages.insert(f, msg);
    m_rows.insert(f, box);
    addPlainRow(label, box);
}

void ConditionForm::addPlainRow(const char *label, QWidget *field)
{
    auto *name = new QLabel(this);
    name->setBuddy(field);
    m_texts.add([name, label] { name->setText(tr(label)); });
    m_layout->addRow(name, field);
}

void ConditionForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts.retranslate();
        describeImport();
        updateIdToolTip();
        updateProviderDependent();
        reparse();
        m_keychainTimer->start(); // its status again, in the new language
    }
    QWidget::changeEvent(event);
}

void ConditionForm::clear()
{
    setCondition(study::ModelCondition {}, true, true);
}

void ConditionForm::setCondition(const study::ModelCondition &c, bool readOnly, bool idLocked)
{
    m_loading = true;
    m_base = c;
    m_readOnly = readOnly;
    m_imported = study::isImported(c);
    m_edits[ConditionField::Id]->setText(QString::fromStdString(c.id));
    m_edits[ConditionField::Label]->setText(QString::fromStdString(c.label));
    m_provider->setCurrentIndex(std::max(0, m_provider->findData(QString::fromStdString(c.provider))));
    m_edits[ConditionField::Model]->setText(QString::fromStdString(c.model));
    m_edits[ConditionField::BaseUrl]->setText(QString::fromStdString(c.baseUrl));
    m_edits[ConditionField::ApiKeyEnv]->setText(QString::fromStdString(c.apiKeyEnv));
    // A jury or StereoTales condition's strategy (json-schema, free-text, deliberation) is its own item:
    // shown by name, kept on save, never replaced by the face study's context-carry.
    while (m_strategy->count() > 3)
        m_strategy->removeItem(3);
    const QString strategy = QString::fromStdString(c.strategy);
    if (!strategy.isEmpty() && m_strategy->findData(strategy) < 0)
        m_strategy->addItem(strategyLabel(strategy), strategy);
    m_strategy->setCurrentIndex(std::max(0, m_strategy->findData(strategy)));
    m_edits[ConditionField::Temperature]->setText(number(c.temperature));
    m_edits[ConditionField::Seed]->setText(integer(c.seed));
    m_imageDetail->setCurrentIndex(std::max(0, m_imageDetail->findData(QString::fromStdString(c.imageDetail))));
    m_edits[ConditionField::MaxTokens]->setText(integer(c.maxTokens));
    m_edits[ConditionField::ThinkingBudget]->setText(integer(c.thinkingBudget));
    m_includeThoughts->setChecked(c.includeThoughts);
    m_edits[ConditionField::RepetitionPenalty]->setText(number(c.repetitionPenalty));
    m_samples->setValue(c.samples);
    m_quantization->setText(QString::fromStdString(c.quantization));
    m_parameters->setText(QString::fromStdString(c.parameters));
    m_edits[ConditionField::PriceInput]->setText(number(c.priceInputPerMTok));
    m_edits[ConditionField::PriceOutput]->setText(number(c.priceOutputPerMTok));
    m_notes->setPlainText(QString::fromStdString(c.notes));
    m_layout->setRowVisible(m_importedFrom, m_imported);
    describeImport();

    // Read-only fields look read-only (their text stays selectable for copying).
    auto lock = [this](QWidget *w, bool on) {
        if (auto *e = qobject_cast<QLineEdit *>(w))
            e->setReadOnly(on);
        else if (auto *t = qobject_cast<QPlainTextEdit *>(w))
            t->setReadOnly(on);
        QPalette pal = palette();
        if (on)
            pal.setColor(QPalette::Base, pal.color(QPalette::Window));
        w->setPalette(pal);
    };
    // An imported condition keeps its description editable; nothing that would run it applies.
    for (auto it = m_edits.cbegin(); it != m_edits.cend(); ++it)
        lock(it.value(), readOnly
                || (m_imported && it.key() != ConditionField::Label && it.key() != ConditionField::Model));
    for (QWidget *w : {static_cast<QWidget *>(m_quantization), static_cast<QWidget *>(m_parameters),
             static_cast<QWidget *>(m_notes)})
        lock(w, readOnly);
    lock(m_edits[ConditionField::Id], readOnly || idLocked);
    m_idLocked = idLocked;
    updateIdToolTip();
    for (QWidget *w : {static_cast<QWidget *>(m_provider), static_cast<QWidget *>(m_strategy),
             static_cast<QWidget *>(m_imageDetail), static_cast<QWidget *>(m_includeThoughts),
             static_cast<QWidget *>(m_samples)})
        w->setEnabled(!readOnly && !m_imported);
    m_parseProblems.clear();
    m_modelProblems.clear();
    updateProviderDependent();
    updateKeyStatus();
    showMessages();
    m_loading = false;
}

void ConditionForm::describeImport()
{
    if (!m_imported)
        return;
    const study::ImportRecord rec = m_base.imported.value_or(study::ImportRecord {});
    const QString file = rec.file.empty() ? tr("a predictions file") : QString::fromStdString(rec.file);
    QString text = rec.date.empty()
        ? tr("Predictions made outside RaterLab, imported from %1.").arg(file)
        : tr("Predictions made outside RaterLab, imported from %1 on %2.")
              .arg(file, QString::fromStdString(rec.date.substr(0, 10)));
    if (rec.answers)
        text += QLatin1Char(' ') + tr("%n answer(s).", nullptr, static_cast<int>(std::min<std::int64_t>(*rec.answers, INT_MAX)));
    m_importedFrom->setText(text + QLatin1Char(' ')
        + tr("It is not run; import predictions again to replace its answers. Its label, model and notes describe it."));
}

void ConditionForm::updateIdToolTip()
{
    m_edits[ConditionField::Id]->setToolTip(m_idLocked && !m_readOnly
            ? tr("The project holds predictions of this condition under this id, so the id cannot change.")
            : tr("The condition's unique key in the project, conditions.json and the command line (--condition ID)."));
}

void ConditionForm::updateProviderDependent()
{
    const QString p = m_provider->currentData().toString();
    const bool openai = p == QLatin1String("openai"), compatible = p == QLatin1String("openai-compatible");
    const bool gemini = p == QLatin1String("gemini"), anthropic = p == QLatin1String("anthropic");
    auto enable = [this](QWidget *w, bool on) { w->setEnabled(on && !m_readOnly && !m_imported); };
    enable(m_rows[ConditionField::Seed], !anthropic);
    enable(m_rows[ConditionField::ImageDetail], openai || compatible);
    enable(m_rows[ConditionField::ThinkingBudget], !openai);
    enable(m_includeThoughts, gemini);
    enable(m_rows[ConditionField::RepetitionPenalty], compatible);
    m_edits[ConditionField::BaseUrl]->setPlaceholderText(
        m_imported ? QString() : QString::fromStdString(inference::defaultBaseUrl(p.toStdString())));
    study::ModelCondition probe;
    probe.provider = p.toStdString();
    const QString usual = QString::fromStdString(inference::apiKeyVariable(probe));
    m_edits[ConditionField::ApiKeyEnv]->setPlaceholderText(usual.isEmpty() ? tr("none needed") : usual);
    updateKeyStatus();
}

QString ConditionForm::keyVariable() const
{
    QString name = m_edits[ConditionField::ApiKeyEnv]->text().trimmed();
    if (name.isEmpty())
        name = m_edits[ConditionField::ApiKeyEnv]->placeholderText();
    if (name.isEmpty() || name == tr("none needed") || models::looksLikeApiKey(name))
        return {};
    return name;
}

void ConditionForm::checkKeychain()
{
    const QString name = keyVariable();
    if (!name.isEmpty())
        runKeychain(name, {});
}

void ConditionForm::askAndStoreKey()
{
    const QString name = keyVariable();
    if (name.isEmpty())
        return;
    bool ok = false;
    const QString key = QInputDialog::getText(this, tr("Store key in keychain"),
                                              tr("API key for %1 (stored in the system keychain, never in the project):").arg(name),
                                              QLineEdit::Password, QString(), &ok);
    if (ok && !key.trimmed().isEmpty())
        storeKeyInKeychain(key.trimmed());
}

void ConditionForm::storeKeyInKeychain(const QString &key)
{
    const QString name = keyVariable();
    if (!name.isEmpty())
        runKeychain(name, key);
}

// Off the GUI thread: store `key` (when given) then check whether a key is stored for `name`.
void ConditionForm::runKeychain(const QString &name, const QString &key)
{
    struct Outcome {
        int state = 0; // 1 stored, 0 not stored, -1 no keychain / error
        QString detail;
        bool storedNow = false;
    };
    const int request = ++m_keychainRequest;
    m_keychainStatus->setText(tr("Checking the keychain…"));
    auto *watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher, name, request] {
        const Outcome o = watcher->result();
        watcher->deleteLater();
        if (request != m_keychainRequest)
            return;
        if (o.state < 0)
            m_keychainStatus->setText(tr("Keychain unavailable: %1").arg(o.detail));
        else if (o.state == 1)
            m_keychainStatus->setText(o.storedNow ? tr("A key for %1 is now stored in the keychain.").arg(name)
                                                  : tr("A key for %1 is stored in the keychain.").arg(name));
        else
            m_keychainStatus->setText(tr("No key for %1 in the keychain.").arg(name));
        emit keychainChecked();
    });
    const std::string variable = name.toStdString();
    const std::string secret = key.toStdString();
    watcher->setFuture(QtConcurrent::run(models::workerPool(), [variable, secret] {
        Outcome o;
        if (!secret.empty()) {
            if (const Status s = inference::keychainStore(variable, secret); !s) {
                o.state = -1;
                o.detail = QString::fromStdString(s.error().detail);
                return o;
            }
            o.storedNow = true;
        }
        const auto has = inference::keychainHasKey(variable);
        if (!has) {
            o.state = -1;
            o.detail = QString::fromStdString(has.error().detail);
        } else {
            o.state = *has ? 1 : 0;
        }
        return o;
    }));
}

void ConditionForm::updateKeyStatus()
{
    // Only whether the variable is set — never its value.
    const QString name = keyVariable();
    m_storeKey->setEnabled(!name.isEmpty() && !m_readOnly);
    if (name.isEmpty()) {
        m_keyStatus->clear();
        m_keyStatus->hide();
        m_keychainStatus->clear();
        return;
    }
    m_keychainTimer->start();
    m_keyStatus->show();
    m_keyStatus->setText(qEnvironmentVariableIsSet(name.toLocal8Bit().constData())
            ? tr("%1 is set in the environment.").arg(name)
            : tr("%1 is not set in the environment; the keychain is tried when a run starts.").arg(name));
}

study::ModelCondition ConditionForm::condition() const
{
    study::ModelCondition c = m_base;
    auto text = [this](ConditionField f) { return m_edits[f]->text().trimmed(); };
    auto real = [&](ConditionField f) -> std::optional<double> {
        bool ok = false;
        const double v = QLocale::c().toDouble(text(f), &ok);
        return ok && std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
    };
    auto whole = [&](ConditionField f) -> std::optional<qlonglong> {
        bool ok = false;
        const qlonglong v = text(f).toLongLong(&ok);
        return ok ? std::optional<qlonglong>(v) : std::nullopt;
    };
    c.id = text(ConditionField::Id).toStdString();
    c.label = m_edits[ConditionField::Label]->text().toStdString();
    c.provider = m_provider->currentData().toString().toStdString();
    c.model = text(ConditionField::Model).toStdString();
    c.baseUrl = text(ConditionField::BaseUrl).toStdString();
    c.apiKeyEnv = text(ConditionField::ApiKeyEnv).toStdString();
    c.strategy = m_strategy->currentData().toString().toStdString();
    c.temperature = real(ConditionField::Temperature);
    const auto seed = whole(ConditionField::Seed);
    c.seed = seed ? std::optional<std::int64_t>(*seed) : std::nullopt;
    c.imageDetail = m_imageDetail->currentData().toString().toStdString();
    const auto maxTokens = whole(ConditionField::MaxTokens);
    c.maxTokens = maxTokens && *maxTokens <= INT_MAX && *maxTokens >= INT_MIN ? std::optional<int>(int(*maxTokens)) : std::nullopt;
    const auto budget = whole(ConditionField::ThinkingBudget);
    c.thinkingBudget = budget && *budget <= INT_MAX && *budget >= INT_MIN ? std::optional<int>(int(*budget)) : std::nullopt;
    c.includeThoughts = m_includeThoughts->isChecked();
    c.repetitionPenalty = real(ConditionField::RepetitionPenalty);
    c.samples = m_samples->value();
    c.quantization = m_quantization->text().toStdString();
    c.parameters = m_parameters->text().toStdString();
    c.priceInputPerMTok = real(ConditionField::PriceInput);
    c.priceOutputPerMTok = real(ConditionField::PriceOutput);
    c.notes = m_notes->toPlainText().toStdString();
    return c;
}

void ConditionForm::reparse()
{
    m_parseProblems.clear();
    auto check = [this](ConditionField f, bool integral) {
        const QString t = m_edits[f]->text().trimmed();
        if (t.isEmpty())
            return;
        bool ok = false;
        if (integral) {
            const qlonglong v = t.toLongLong(&ok);
            ok = ok && (f == ConditionField::Seed || (v >= INT_MIN && v <= INT_MAX));
        } else {
            ok = std::isfinite(QLocale::c().toDouble(t, &ok)) && ok;
        }
        if (!ok)
            m_parseProblems.append({f, ConditionProblem::Severity::Error,
                integral ? tr("Enter a whole number, or leave the field empty for the default.")
                         : tr("Enter a number (with a decimal point), or leave the field empty for the default.")});
    };
    check(ConditionField::Temperature, false);
    check(ConditionField::Seed, true);
    check(ConditionField::MaxTokens, true);
    check(ConditionField::ThinkingBudget, true);
    check(ConditionField::RepetitionPenalty, false);
    check(ConditionField::PriceInput, false);
    check(ConditionField::PriceOutput, false);
    showMessages();
}

void ConditionForm::setProblems(const QList<ConditionProblem> &problems)
{
    m_modelProblems = problems;
    showMessages();
}

void ConditionForm::showMessages()
{
    QMap<QLabel *, QStringList> text;
    QSet<ConditionField> parsed;
    for (const auto &p : m_parseProblems) {
        text[m_messages.value(p.field)] << wrapped(p.message);
        parsed.insert(p.field);
    }
    for (const auto &p : m_modelProblems)
        if (!parsed.contains(p.field)) // a field that does not parse has no model value to judge
            text[m_messages.value(p.field, m_messages.value(ConditionField::Other))] << wrapped(p.message);
    for (QLabel *l : std::as_const(m_messages)) {
        const QStringList lines = text.value(l);
        l->setText(lines.join(QLatin1Char('\n')));
        l->setVisible(!lines.isEmpty());
    }
}

} // namespace rl::widgets
