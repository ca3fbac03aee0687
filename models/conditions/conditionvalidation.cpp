// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/conditions/conditionvalidation.h"

#include "engine/inference/prompting.h"
#include "engine/study/conditionjson.h"
#include "engine/study/secretscan.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace rl::models {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("rl::models::ConditionValidation", text); }

} // namespace

bool looksLikeApiKey(const QString &name) { return study::looksLikeApiKey(name.toStdString()); }

namespace {

ConditionField fieldOf(const std::string &key)
{
    using F = ConditionField;
    if (key == "id")
        return F::Id;
    if (key == "label")
        return F::Label;
    if (key == "provider")
        return F::Provider;
    if (key == "model")
        return F::Model;
    if (key == "base_url")
        return F::BaseUrl;
    if (key == "api_key_env")
        return F::ApiKeyEnv;
    if (key.starts_with("prompts"))
        return F::Prompts;
    return F::Other;
}

} // namespace

QStringList allowedPlaceholders(const QString &templateKey)
{
    if (templateKey == QLatin1String("valence"))
        return {QStringLiteral("labels"), QStringLiteral("emotion")};
    if (templateKey == QLatin1String("arousal"))
        return {QStringLiteral("labels"), QStringLiteral("emotion"), QStringLiteral("valence")};
    if (templateKey == QLatin1String("system"))
        return {};
    return {QStringLiteral("labels")};
}

QList<ConditionProblem> validateConditionFields(const std::vector<study::ModelCondition> &all, int self)
{
    using F = ConditionField;
    using S = ConditionProblem::Severity;
    QList<ConditionProblem> out;
    auto error = [&](F f, const QString &m) { out.append({f, S::Error, m}); };
    auto warning = [&](F f, const QString &m) { out.append({f, S::Warning, m}); };
    if (self < 0 || self >= static_cast<int>(all.size()))
        return out;
    const study::ModelCondition &c = all[static_cast<std::size_t>(self)];

    if (c.id.empty())
        error(F::Id, tr("The id must not be empty."));
    for (std::size_t i = 0; i < all.size(); ++i)
        if (static_cast<int>(i) != self && !c.id.empty() && all[i].id == c.id) {
            error(F::Id, tr("Another condition already uses the id \"%1\".").arg(QString::fromStdString(c.id)));
            break;
        }
    // An imported condition's answers came from a file: it has no provider to call, model to name or strategy.
    const bool imported = study::isImported(c);
    if (!imported && c.provider != "openai" && c.provider != "gemini" && c.provider != "anthropic" && c.provider != "openai-compatible")
        error(F::Provider, tr("Choose a provider: OpenAI, Gemini, Anthropic or an OpenAI-compatible server."));
    if (c.model.empty() && !c.simulated && !imported)
        error(F::Model, tr("Enter the model name the provider expects, e.g. gpt-4o-mini."));
    const QString base = QString::fromStdString(c.baseUrl);
    if (!base.isEmpty() && !base.startsWith(QLatin1String("http://")) && !base.startsWith(QLatin1String("https://")))
        error(F::BaseUrl, tr("The base URL must start with http:// or https://."));

    const QString env = QString::fromStdString(c.apiKeyEnv);
    static const QRegularExpression envName(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    if (!env.isEmpty() && looksLikeApiKey(env))
        error(F::ApiKeyEnv, tr("This looks like an API key. Keys are never stored in a project: enter the name of "
                               "the environment variable that holds the key, e.g. OPENAI_API_KEY."));
    else if (!env.isEmpty() && !envName.match(env).hasMatch())
        error(F::ApiKeyEnv, tr("An environment variable name may only contain letters, digits and underscores."));

    // A key pasted into any other field (the engine's one detector, shared with the importer and the loader).
    if (auto key = study::findKeyInCondition(c); key && key->field != "api_key_env")
        error(fieldOf(key->field), tr("This looks like an API key or password. Keys are never stored in a project: put "
                                      "the key in the environment variable named under API key variable, or in the "
                                      "OS keychain."));

    if (imported && !c.strategy.empty())
        error(F::Strategy, tr("An imported condition has no prompting strategy."));
    else if (!imported && c.strategy != "context-carry" && c.strategy != "single-shot")
        error(F::Strategy, tr("Choose context-carry or single-shot prompting."));
    if (c.temperature && (*c.temperature < 0 || *c.temperature > 2))
        error(F::Temperature, tr("The temperature must lie between 0 and 2."));
    if (!c.imageDetail.empty() && c.imageDetail != "low" && c.imageDetail != "high" && c.imageDetail != "auto")
        error(F::ImageDetail, tr("Image detail must be low, high or auto."));
    if (c.maxTokens && *c.maxTokens < 1)
        error(F::MaxTokens, tr("Max tokens must be at least 1."));
    if (c.thinkingBudget && *c.thinkingBudget < -1)
        error(F::ThinkingBudget, tr("The thinking budget is -1 (dynamic), 0 (off) or a number of tokens."));
    else if (c.provider == "anthropic" && c.thinkingBudget && *c.thinkingBudget > 0 && *c.thinkingBudget < 1024)
        error(F::ThinkingBudget, tr("Anthropic requires a thinking budget of at least 1024 tokens."));
    else if (c.provider == "anthropic" && c.thinkingBudget && *c.thinkingBudget < 0)
        error(F::ThinkingBudget, tr("Anthropic has no dynamic thinking budget: enter 0 or at least 1024 tokens."));
    if (c.repetitionPenalty && *c.repetitionPenalty <= 0)
        error(F::RepetitionPenalty, tr("The repetition penalty must be positive (1 = none)."));
    if (c.samples < 1)
        error(F::Samples, tr("At least one sample per face is needed."));
    else if (c.samples > 1 && c.temperature && *c.temperature == 0)
        warning(F::Samples, tr("Repeated samples at temperature 0 usually repeat the same answer."));
    if (c.priceInputPerMTok && *c.priceInputPerMTok < 0)
        error(F::PriceInput, tr("Prices must not be negative."));
    if (c.priceOutputPerMTok && *c.priceOutputPerMTok < 0)
        error(F::PriceOutput, tr("Prices must not be negative."));

    // Templates: unknown keys are refused by the engine; unknown {placeholders} stay in the text
    // as written (fillTemplate), which is almost always a typo.
    const auto &builtins = inference::builtinTemplates();
    static const QRegularExpression placeholder(QStringLiteral("\\{([A-Za-z_][A-Za-z0-9_]*)\\}"));
    for (const auto &[key, text] : c.prompts) {
        if (!builtins.count(key)) {
            error(F::Prompts, tr("Unknown prompt template \"%1\".").arg(QString::fromStdString(key)));
            continue;
        }
        if (text.empty() && key != "system")
            error(F::Prompts, tr("The %1 prompt must not be empty.").arg(QString::fromStdString(key)));
        const QStringList allowed = allowedPlaceholders(QString::fromStdString(key));
        auto it = placeholder.globalMatch(QString::fromStdString(text));
        while (it.hasNext()) {
            const QString name = it.next().captured(1);
            if (!allowed.contains(name))
                warning(F::Prompts, tr("The %1 prompt uses {%2}, which is not filled in at that stage; it is sent as "
                                       "written.")
                                        .arg(QString::fromStdString(key), name));
        }
    }

    // Whatever the engine refuses and the checks above missed.
    bool anyError = false;
    for (const auto &p : out)
        anyError = anyError || p.severity == S::Error;
    if (!anyError)
        if (Status s = study::validateCondition(c); !s)
            error(F::Other, tr("The condition is not valid: %1").arg(QString::fromStdString(s.error().detail)));
    return out;
}

} // namespace rl::models
