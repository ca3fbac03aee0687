// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// StereoTales extraction (strun.h): one extractor over the stories it has not answered, through the
// Scheduler or the provider's batch engine; answers committed to st_requests and st_extractions in
// groups before they are counted.
#include "engine/inference/stereotales/strun.h"

#include "engine/study/stereotales/ensemble.h"
#include "engine/inference/answerparser.h"
#include "engine/inference/batch/batchjobs.h"
#include "engine/inference/journal.h"
#include "engine/inference/journalwriter.h"
#include "engine/inference/runparts.h"
#include "engine/inference/stereotales/stprompts.h"
#include "engine/inference/storedtext.h"
#include "engine/inference/textutil.h"
#include "engine/io/stereotales/stories.h"
#include "engine/storage/runlock.h"
#include "engine/storage/runstore.h"
#include "engine/storage/ststore.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <deque>
#include <limits>
#include <set>
#include <unordered_map>

namespace rl::inference::stereotales {

namespace {

constexpr std::size_t kMaxWarnings = 100;
constexpr std::size_t kPage = 256;

struct Story {
    std::int64_t row = 0;
    std::string key;
    std::string text;
};

/// One finished request, as committed.
struct Entry {
    std::int64_t story = 0;
    std::string storyKey;
    bool answered = false;
    ExtractionAnswer answer;
    std::string raw;                   ///< redacted
    std::int64_t inputTokens = -1, outputTokens = -1;
    double latencyMs = 0;
    std::optional<double> cost;
    int attempts = 1;
    std::string errorCode, errorDetail; ///< failed only (redacted)
};

/// Everything decided before a request is sent.
struct Setup {
    study::ModelCondition condition;
    std::string apiKey;
    ExtractionPrompt prompt;
    std::int64_t conditionRow = 0, extractor = 0, runId = 0;
    std::string configHash;            ///< conditionConfigHash of the extractor as the run found it (frozen)
    /// The request identity's prompt hash (st_requests.prompt_hash): the extraction prompt's hash framed
    /// with configHash, as the journal frames its requests' (runparts.cpp), so that answers of one
    /// configuration of the extractor (model, prompt, parameters) are never reused for another.
    std::string identityHash;
    std::string idPrefix;              ///< custom ids: idPrefix + story row id
};

/// The stories the extractor has an answer for that this run reuses (storage::StReuseKey): its codes are
/// stored (st_extractions) and either were imported (no answered st_requests row of the condition for the
/// story) or answer this identity — or the bare prompt hash, as requests stored before the identity held
/// the configuration (the journal reuses those too).
storage::StReuseKey reuseKey(const Setup &s)
{
    return {s.extractor, s.conditionRow, s.identityHash, s.prompt.promptHash};
}

Result<Setup> prepare(storage::Project &project, const ExtractionOptions &o)
{
    storage::StStore store(project);
    {
        auto loaded = project.loadStudy();
        if (!loaded)
            return loaded.error();
        if (loaded->protocol.kind != study::StudyKind::StereoTales)
            return Error{ErrorCode::Validation, project.path() + " is not a StereoTales study"};
    }
    // The condition, its endpoint's trust and its key, as every run decides them (runparts.h).
    RunOptions ro = o.st.run;
    ro.strategy = "free-text";
    ro.itemKind = study::ItemKind::Prompt;
    ro.limit = 0;
    ro.itemFilter.clear();
    auto run = detail::prepareRun(project, o.extractor, ro);
    if (!run)
        return run.error();
    Setup s;
    s.condition = run->condition;
    s.apiKey = run->apiKey;
    s.configHash = run->configHash;
    auto cond = storage::RunStore(project).conditionId(o.extractor);
    if (!cond)
        return cond.error();
    if (!*cond)
        return Error{ErrorCode::NotFound, "no row for '" + o.extractor + "'"};
    s.conditionRow = **cond;

    std::vector<ExtractAttribute> attributes;
    auto attrs = store.names(storage::StNames::Attributes);
    if (!attrs)
        return attrs.error();
    for (auto &[id, name] : *attrs) {
        if (id != static_cast<std::int64_t>(attributes.size()))
            continue; // ids are positions (ststate.h); a gap cannot be addressed by the blob
        attributes.push_back({std::move(name), {}});
    }
    auto vals = store.values();
    if (!vals)
        return vals.error();
    for (auto &v : *vals) {
        const auto a = static_cast<std::size_t>(v.attribute);
        if (a < attributes.size() && v.code == static_cast<std::int64_t>(attributes[a].values.size()))
            attributes[a].values.push_back(std::move(v.name));
    }
    if (attributes.empty())
        return Error{ErrorCode::Validation, project.path() + " has no attributes to extract (import a prompt grid or stories first)"};
    s.prompt = extractionPrompt(s.condition, std::move(attributes));
    s.identityHash = fnv1aHex({s.prompt.promptHash, "|config=", s.configHash});
    s.idPrefix = "rl-x" + fnv1aHex({s.condition.id, "|", s.identityHash}).substr(0, 10) + "-";

    auto tx = project.transaction(5000);
    RL_TRY(tx.began());
    auto ext = store.ensureName(storage::StNames::Extractors, o.extractor);
    if (!ext)
        return ext.error();
    RL_TRY(tx.commit());
    s.extractor = *ext;
    return s;
}

/// The stories the extractor has no reusable answer for (reuseKey), in story id order, a page at a time.
class StoryCursor {
public:
    StoryCursor(storage::Project &project, const Setup &s) : m_store(project), m_s(s) { }

    Result<std::vector<Story>> next(std::size_t n)
    {
        std::vector<Story> out;
        auto page = m_store.pendingStories(reuseKey(m_s), m_last, static_cast<std::int64_t>(n));
        if (!page)
            return page.error();
        for (auto &p : *page)
            out.push_back({p.id, std::move(p.key), std::move(p.text)});
        if (!out.empty())
            m_last = out.back().row;
        if (out.size() < n)
            m_exhausted = true;
        return out;
    }
    bool exhausted() const { return m_exhausted; }

private:
    storage::StStore m_store;
    const Setup &m_s;
    std::int64_t m_last = std::numeric_limits<std::int64_t>::min();
    bool m_exhausted = false;
};

/// How many stories the run has to send (`reused` false) or reuses (true).
Result<std::int64_t> storyCount(storage::Project &project, const Setup &s, bool reused)
{
    return storage::StStore(project).countStories(reuseKey(s), reused);
}

/// An entry as the journal stores it (Journal::Entry with a StoryRequest): the journal's writer
/// applies the stored-text rule to every text (storedtext.h's journalText: the key redacted in any
/// escaping, bytes that are not UTF-8 stored escaped) and files it under the request identity
/// (condition, story, identity hash), in one transaction with the story hook's writes (storeCodes).
Journal::Entry journalEntry(const Setup &s, const Entry &e)
{
    Journal::Entry out;
    RequestRecord &r = out.record;
    r.promptHash = s.identityHash;
    r.answered = e.answered;
    if (e.answered)
        r.parsedJson = e.answer.canonicalJson;
    r.rawResponse = e.raw;
    r.inputTokens = e.inputTokens;
    r.outputTokens = e.outputTokens;
    r.latencyMs = e.latencyMs;
    r.costUsd = e.cost;
    r.errorCode = e.errorCode;
    r.errorDetail = e.errorDetail;
    StoryRequest story;
    story.storyId = e.story;
    story.refused = e.answered && e.answer.refused;
    story.attempts = e.attempts;
    if (e.answered) {
        const std::size_t nAttr = s.prompt.attributes.size();
        story.codes.resize(nAttr);
        for (std::size_t a = 0; a < nAttr; ++a)
            story.codes[a] = e.answer.refused || a >= e.answer.codes.size() ? io::stereotales::kNoAnswer : e.answer.codes[a];
    }
    r.story = std::move(story);
    return out;
}

/// The journal's story hook: in the transaction of an answered request, the st_extractions row of
/// its codes (every attribute unknown when the extractor found a refusal) and the story's refused
/// flag — the strict majority of its extractors' refusal verdicts, one per extractor condition (its
/// latest answer: an earlier configuration's answer stays stored).
Status storeCodes(storage::Database &db, std::int64_t extractor, const StoryRequest &story)
{
    storage::StStore store(db);
    RL_TRY(store.putExtraction(story.storyId, extractor, story.codes));
    auto answers = store.latestRefusalVerdicts(story.storyId);
    if (!answers)
        return answers.error();
    const bool isRefusal = study::stereotales::ensembleValue(*answers) == 1;
    return store.setRefused(story.storyId, isRefusal);
}

/// A group of entries in one transaction of the journal (all or none stored).
Status commitGroup(Journal &journal, const Setup &s, std::span<const Entry> entries)
{
    std::vector<Journal::Entry> group;
    group.reserve(entries.size());
    for (const Entry &e : entries)
        group.push_back(journalEntry(s, e));
    return journal.commitGroup(group);
}

/// Counting what was committed.
class Tally {
public:
    Tally(StRunSummary &summary, const std::string &apiKey) : m_s(summary), m_key(apiKey) { }

    void count(const Entry &e)
    {
        RunProgress &p = m_s.progress.requests;
        if (!e.answered) {
            ++p.failed;
            ++m_s.failuresByCode[e.errorCode];
            return;
        }
        detail::countAnswered(p, e.inputTokens, e.outputTokens, e.cost);
        ++p.itemsCompleted;
        m_s.refusals += e.answer.refused ? 1 : 0;
        m_s.outsideSet += static_cast<std::int64_t>(e.answer.outsideSet);
        m_s.wrongType += static_cast<std::int64_t>(e.answer.wrongType);
        m_s.missingAttributes += static_cast<std::int64_t>(e.answer.missing);
        for (const auto &w : e.answer.warnings)
            warn("story " + e.storyKey + ": " + w);
    }

    void warn(const std::string &text)
    {
        if (m_s.warnings.size() < kMaxWarnings)
            m_s.warnings.push_back(redact(text, m_key));
        else if (m_s.warnings.size() == kMaxWarnings)
            m_s.warnings.push_back("(further warnings not listed)");
    }

private:
    StRunSummary &m_s;
    const std::string &m_key;
};

/// An answer body (the provider's response) read into an entry.
Entry readAnswer(const Setup &s, const Story &story, int httpStatus, const std::string &body, double priceFactor)
{
    Entry e;
    e.story = story.row;
    e.storyKey = story.key;
    ProviderResponse pr = parseResponse(s.condition.provider, httpStatus, body);
    if (pr.error) {
        e.errorCode = errorCodeName(pr.error->code);
        e.errorDetail = redact(pr.error->detail, s.apiKey);
        e.raw = truncateForStorage(redact(body, s.apiKey), 16 * 1024);
        return e;
    }
    e.raw = truncateForStorage(redact(pr.rawText, s.apiKey));
    e.inputTokens = pr.inputTokens;
    e.outputTokens = pr.outputTokens;
    if (auto cost = requestCost(s.condition, pr.inputTokens, pr.outputTokens))
        e.cost = *cost * priceFactor;
    auto parsed = parseExtraction(pr.text, s.prompt);
    if (!parsed) {
        e.errorCode = errorCodeName(parsed.error().code);
        e.errorDetail = redact(parsed.error().detail, s.apiKey);
        return e;
    }
    e.answered = true;
    e.answer = std::move(*parsed);
    return e;
}

Entry failed(const Story &story, const Error &why, const std::string &body, const std::string &key)
{
    Entry e;
    e.story = story.row;
    e.storyKey = story.key;
    e.errorCode = errorCodeName(why.code);
    e.errorDetail = redact(why.detail, key);
    e.raw = truncateForStorage(redact(body, key), 16 * 1024);
    return e;
}

std::string runSettings(const Setup &s, const ExtractionOptions &o)
{
    nlohmann::json settings = {{"kind", "stereotales-extract"}, {"limit", o.st.run.limit ? *o.st.run.limit : -1},
        {"base_url", s.condition.baseUrl}, {"batch", o.st.batch}, {"prompt_hash", s.identityHash},
        {"concurrency", o.st.run.scheduler.concurrency}};
    return settings.dump();
}

// ---------------------------------------------------------------------------------------------
// Synchronous: the Scheduler pulls requests from pages of stories; the pump commits what arrived.

Status runSync(storage::Project &project, Journal &journal, const Setup &s, const ExtractionOptions &o, StRunSummary &out,
    const StProgressFn &progress, std::stop_token stop)
{
    using Clock = std::chrono::steady_clock;
    const auto t0 = Clock::now();
    Scheduler scheduler(o.st.run.scheduler);
    StoryCursor cursor(project, s);
    RunProgress &p = out.progress.requests;
    Tally tally(out, s.apiKey);
    std::deque<Story> queue;
    std::unordered_map<std::uint64_t, Story> active;
    // Answers go to the journal's writer (group commit on a thread and a connection of its own, as the
    // item runs'); each is counted once its transaction committed.
    RL_TRY(journal.openWriteConnection());
    JournalWriter writer(journal, [&scheduler] { scheduler.wakeup(); });
    std::unordered_map<std::uint64_t, Entry> uncommitted; // by ticket: submitted, not yet counted
    std::uint64_t nextTag = 1;
    std::int64_t taken = 0;
    const std::int64_t limit = o.st.run.limit ? std::max(0, *o.st.run.limit) : std::numeric_limits<std::int64_t>::max();
    const std::size_t maxUnfinished = static_cast<std::size_t>(std::max(1, scheduler.options().concurrency)) * 2;
    std::optional<Error> fatal;
    std::stop_source internal;
    std::stop_callback forward(stop, [&] { internal.request_stop(); });

    auto store = [&](Entry &&e) {
        const std::uint64_t ticket = nextTag++;
        writer.submit(ticket, journalEntry(s, e));
        uncommitted.emplace(ticket, std::move(e));
    };
    auto source = [&]() -> std::optional<Job> {
        while (!fatal && active.size() + uncommitted.size() < maxUnfinished) {
            if (queue.empty()) {
                if (cursor.exhausted() || taken >= limit)
                    return std::nullopt;
                auto page = cursor.next(static_cast<std::size_t>(std::min<std::int64_t>(kPage, limit - taken)));
                if (!page) {
                    fatal = page.error();
                    internal.request_stop();
                    return std::nullopt;
                }
                taken += static_cast<std::int64_t>(page->size());
                for (auto &story : *page)
                    queue.push_back(std::move(story));
                if (queue.empty())
                    return std::nullopt;
            }
            Story story = std::move(queue.front());
            queue.pop_front();
            auto request = buildRequest(s.condition, extractionConversation(s.prompt, story.text), s.apiKey);
            if (!request) {
                store(failed(story, request.error(), "", s.apiKey));
                continue;
            }
            const std::uint64_t tag = nextTag++;
            story.text.clear(); // the request holds it now
            active.emplace(tag, std::move(story));
            return Job{tag, std::move(*request)};
        }
        return std::nullopt;
    };
    auto done = [&](Job &&job, HttpOutcome &&o2) {
        auto node = active.extract(job.tag);
        const Story &story = node.mapped();
        if (o2.error && o2.error->code == ErrorCode::Cancelled)
            return; // not answered: the next run sends it again
        Entry e = o2.error ? failed(story, *o2.error, o2.body, s.apiKey) : readAnswer(s, story, o2.httpStatus, o2.body, 1.0);
        e.latencyMs = o2.latencyMs;
        e.attempts = std::max<int>(1, static_cast<int>(o2.attempts.size()));
        store(std::move(e));
    };
    // Count what the writer committed — and only that.
    auto commit = [&]() -> bool {
        auto committed = writer.takeCommitted();
        for (auto &c : committed) {
            auto node = uncommitted.extract(c.ticket);
            if (!c.status) {
                if (!fatal)
                    fatal = c.status.error();
                internal.request_stop();
                continue;
            }
            if (!node.empty())
                tally.count(node.mapped());
        }
        return !committed.empty();
    };
    auto pump = [&]() -> Scheduler::PumpResult {
        const bool changed = commit();
        return {changed, !fatal && (!uncommitted.empty() || !queue.empty() || (!cursor.exhausted() && taken < limit))};
    };
    auto tick = [&] {
        const SchedulerStats st = scheduler.stats();
        p.inFlight = st.inFlight;
        p.retries = st.retries;
        p.serverWaitSeconds = st.serverWaitSeconds;
        p.elapsedSeconds = std::chrono::duration<double>(Clock::now() - t0).count();
        const std::int64_t finished = p.answered + p.failed;
        p.etaSeconds = finished > 0 ? p.elapsedSeconds / static_cast<double>(finished) * static_cast<double>(p.totalRequests - finished) : -1;
        if (progress)
            progress(out.progress);
    };
    const Status st = scheduler.run(source, done, internal.get_token(), tick, pump);
    writer.close(); // answers that arrived before a stop are still stored and counted
    commit();
    tick();
    if (fatal) {
        out.status = RunStatus::Failed;
        out.stopReason = Error{fatal->code, redact(fatal->detail, s.apiKey)};
    } else if (!st) {
        out.status = st.error().code == ErrorCode::Cancelled ? RunStatus::Cancelled : RunStatus::Failed;
        out.stopReason = Error{st.error().code, redact(st.error().detail, s.apiKey)};
    } else {
        out.status = p.failed > 0 ? RunStatus::Failed : RunStatus::Finished;
    }
    return {};
}

// ---------------------------------------------------------------------------------------------
// Batch: the extraction's BatchRequestSet for the provider-neutral loop (batchdriver.h).

class ExtractionRequests {
public:
    ExtractionRequests(storage::Project &project, Journal &journal, const Setup &s, const ExtractionOptions &o, StRunSummary &out)
        : m_project(project), m_store(project), m_journal(journal), m_s(s), m_o(o), m_out(out), m_tally(out, s.apiKey)
    {
    }

    Status init()
    {
        // With a limit the run's stories are fixed at its start; without one a window of the
        // pending stories is read again after every reconcile (never all of them at once).
        if (m_o.st.run.limit) {
            StoryCursor cursor(m_project, m_s);
            auto page = cursor.next(static_cast<std::size_t>(std::max(0, *m_o.st.run.limit)));
            if (!page)
                return page.error();
            for (const auto &story : *page)
                m_fixed.push_back(story.row);
        }
        return {};
    }

    batch::BatchRequestSet set()
    {
        batch::BatchRequestSet set;
        set.pending = [this] { return pending(); };
        set.build = [this](const std::string &id) { return build(id); };
        set.reconcile = [this](const batch::BatchJobRecord &job, const batch::BatchStatus &status, std::vector<batch::ResultLine> &&lines) {
            return reconcile(job, status, std::move(lines));
        };
        set.giveUp = [this](const std::string &id, const Error &why) { giveUp(id, why); };
        return set;
    }

    std::map<std::string, int> submissions;

private:
    std::string idOf(std::int64_t row) const { return m_s.idPrefix + std::to_string(row); }

    std::optional<std::int64_t> rowOf(const std::string &id) const
    {
        if (id.size() <= m_s.idPrefix.size() || id.compare(0, m_s.idPrefix.size(), m_s.idPrefix) != 0)
            return std::nullopt;
        std::int64_t row = 0;
        for (std::size_t i = m_s.idPrefix.size(); i < id.size(); ++i) {
            if (id[i] < '0' || id[i] > '9' || row > (std::numeric_limits<std::int64_t>::max() - 9) / 10)
                return std::nullopt;
            row = row * 10 + (id[i] - '0');
        }
        return row;
    }

    bool answered(std::int64_t row)
    {
        return m_store.isReused(reuseKey(m_s), row);
    }

    std::vector<std::string> pending()
    {
        std::vector<std::string> out;
        if (m_o.st.run.limit) {
            for (std::int64_t row : m_fixed)
                if (!m_givenUp.count(row) && !m_done.count(row) && !answered(row))
                    out.push_back(idOf(row));
            return out;
        }
        const std::size_t window = std::max<std::size_t>(m_o.st.driver.maxRequestsPerJob, 50000) * 2;
        StoryCursor cursor(m_project, m_s);
        while (out.size() < window && !cursor.exhausted()) {
            auto page = cursor.next(4096);
            if (!page)
                break;
            for (const auto &story : *page)
                if (!m_givenUp.count(story.row))
                    out.push_back(idOf(story.row));
        }
        return out;
    }

    Result<HttpRequest> build(const std::string &id)
    {
        auto row = rowOf(id);
        if (!row)
            return Error{ErrorCode::Validation, "custom id '" + id + "' is not one of this extraction's"};
        auto text = m_store.storyTextById(*row);
        if (!text)
            return text.error();
        if (!*text)
            return Error{ErrorCode::NotFound, "story " + std::to_string(*row) + " is no longer in the project"};
        return buildRequest(m_s.condition, extractionConversation(m_s.prompt, **text), m_s.apiKey);
    }

    Result<std::string> keyOf(std::int64_t row)
    {
        auto key = m_store.storyKeyById(row);
        if (!key)
            return key.error();
        return key->value_or(std::string());
    }

    Status reconcile(const batch::BatchJobRecord &job, const batch::BatchStatus &status, std::vector<batch::ResultLine> &&lines)
    {
        const std::set<std::string> inJob(job.customIds.begin(), job.customIds.end());
        std::set<std::string> seen;
        std::vector<Entry> entries;
        auto attemptsOf = [&](const std::string &id) {
            auto it = submissions.find(id);
            return it == submissions.end() ? 1 : std::max(1, it->second);
        };
        for (auto &line : lines) {
            if (line.customId.empty()) {
                m_tally.warn("batch " + job.providerBatchId + ": " + (line.error ? line.error->detail : std::string("a line names no custom_id")));
                continue;
            }
            auto row = rowOf(line.customId);
            if (!row || !inJob.count(line.customId)) {
                m_tally.warn("batch " + job.providerBatchId + ": a result for custom_id '" + line.customId.substr(0, 64)
                             + "', which is not one of its requests, was ignored");
                continue;
            }
            if (!seen.insert(line.customId).second || m_done.count(*row) || answered(*row))
                continue; // a duplicate
            auto key = keyOf(*row);
            if (!key)
                return key.error();
            const Story story{*row, *key, {}};
            Entry e = line.error ? failed(story, *line.error, line.body, m_s.apiKey)
                                 : readAnswer(m_s, story, line.httpStatus, line.body, m_o.st.priceFactor);
            e.attempts = attemptsOf(line.customId);
            entries.push_back(std::move(e));
        }
        for (const auto &id : job.customIds) {
            auto row = rowOf(id);
            if (!row || seen.count(id) || m_done.count(*row) || m_givenUp.count(*row))
                continue;
            seen.insert(id);
            auto key = keyOf(*row);
            if (!key)
                return key.error();
            Entry e = failed({*row, *key, {}},
                Error{ErrorCode::Http, "batch " + job.providerBatchId + " (" + status.rawState + ") returned no result for it"
                                           + (status.errorDetail.empty() ? "" : ": " + status.errorDetail)},
                "", m_s.apiKey);
            e.attempts = attemptsOf(id);
            entries.push_back(std::move(e));
        }
        const std::size_t group = 512;
        for (std::size_t from = 0; from < entries.size(); from += group) {
            const std::size_t to = std::min(entries.size(), from + group);
            RL_TRY(commitGroup(m_journal, m_s, std::span<const Entry>(entries.data() + from, to - from)));
            for (std::size_t i = from; i < to; ++i) {
                if (entries[i].answered) {
                    m_tally.count(entries[i]);
                    m_done.insert(entries[i].story);
                } else {
                    ++m_out.progress.requests.retries; // sent again in a later job
                }
            }
        }
        return {};
    }

    void giveUp(const std::string &id, const Error &why)
    {
        auto row = rowOf(id);
        if (!row || m_givenUp.count(*row))
            return;
        m_givenUp.insert(*row);
        Entry e;
        e.errorCode = errorCodeName(why.code);
        m_tally.count(e);
        m_tally.warn("request " + id + " given up: " + why.detail);
    }

    storage::Project &m_project;
    storage::StStore m_store;
    Journal &m_journal;
    const Setup &m_s;
    const ExtractionOptions &m_o;
    StRunSummary &m_out;
    Tally m_tally;
    std::vector<std::int64_t> m_fixed;
    std::set<std::int64_t> m_givenUp, m_done;
};

Status runBatched(storage::Project &project, Journal &journal, const Setup &s, const ExtractionOptions &o, StRunSummary &out,
    const StProgressFn &progress, std::stop_token stop)
{
    using Clock = std::chrono::steady_clock;
    const auto t0 = Clock::now();
    auto provider = batch::providerOf(s.condition.provider);
    if (!provider)
        return provider.error();
    batch::BatchJobStore store(project, s.conditionRow, *provider);
    store.setSecret(s.apiKey);
    ExtractionRequests requests(project, journal, s, o, out);
    RL_TRY(requests.init());
    batch::BatchRequestSet set = requests.set();
    out.progress.jobs.emplace();
    set.progress = [&](const batch::BatchDriverProgress &jobs) {
        out.progress.jobs = jobs;
        out.progress.requests.elapsedSeconds = std::chrono::duration<double>(Clock::now() - t0).count();
        if (progress)
            progress(out.progress);
    };
    auto reconcile = set.reconcile;
    set.reconcile = [&](const batch::BatchJobRecord &job, const batch::BatchStatus &st, std::vector<batch::ResultLine> &&lines) -> Status {
        if (auto counts = store.submissions())
            requests.submissions = std::move(*counts);
        return reconcile(job, st, std::move(lines));
    };
    batch::BatchDriverProgress jobs;
    const Status st = batch::runBatchLoop(s.condition, s.apiKey, store, s.runId, o.st.driver, set, jobs, stop);
    out.progress.jobs = jobs;
    out.progress.requests.elapsedSeconds = std::chrono::duration<double>(Clock::now() - t0).count();
    if (!st) {
        out.status = st.error().code == ErrorCode::Cancelled ? RunStatus::Cancelled : RunStatus::Failed;
        out.stopReason = Error{st.error().code, redact(st.error().detail, s.apiKey)};
    } else {
        out.status = out.progress.requests.failed > 0 ? RunStatus::Failed : RunStatus::Finished;
    }
    if (progress)
        progress(out.progress);
    return {};
}

} // namespace

Result<StRunSummary> runExtraction(storage::Project &project, const ExtractionOptions &options, const StProgressFn &progress,
    std::stop_token stop)
{
    auto lock = storage::RunLock::acquire(project.path(), "a StereoTales extraction by '" + options.extractor + "'");
    if (!lock)
        return lock.error();
    auto setup = prepare(project, options);
    if (!setup)
        return setup.error();
    Setup &s = *setup;
    auto pending = storyCount(project, s, false);
    if (!pending)
        return pending.error();
    if (options.st.batch) {
        auto provider = batch::providerOf(s.condition.provider);
        if (!provider)
            return provider.error();
    }
    StRunSummary out;
    out.batch = options.st.batch;
    out.progress.requests.totalRequests = options.st.run.limit ? std::min<std::int64_t>(*pending, std::max(0, *options.st.run.limit)) : *pending;
    auto reused = storyCount(project, s, true);
    if (!reused)
        return reused.error();
    out.progress.requests.reused = *reused;
    // The extractor's requests are filed by the journal, as every run's: the stored-text rule, the key
    // redacted, the configuration frozen (a commit after the condition changed stores nothing).
    auto journal = Journal::openStories(project, s.condition.id);
    if (!journal)
        return journal.error();
    journal->setSecret(s.apiKey);
    journal->freezeCondition(s.configHash);
    journal->setStoryHook([extractor = s.extractor](storage::Database &wdb, const RequestRecord &, const StoryRequest &story) {
        return storeCodes(wdb, extractor, story);
    });
    auto runId = journal->beginRun(runSettings(s, options));
    if (!runId)
        return runId.error();
    s.runId = *runId;
    out.runId = *runId;
    RL_TRY(options.st.batch ? runBatched(project, *journal, s, options, out, progress, stop)
                            : runSync(project, *journal, s, options, out, progress, stop));
    (void)journal->endRun(out.status);
    return out;
}

} // namespace rl::inference::stereotales
