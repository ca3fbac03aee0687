// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

/// A tiny threaded HTTP/1.1 server for tests and benchmarks: bound to 127.0.0.1 only, on a random
/// free port, one thread per connection (joined when it ends), keep-alive. The handler decides each reply, including
/// faults (connection reset, hang until the client gives up, delay).
namespace rl::test {

struct HttpServerRequest {
    std::string method;
    std::string path;
    std::map<std::string, std::string> headers; ///< names lower-cased
    std::string body;
};

struct HttpServerReply {
    enum class Action { Reply, Reset, Hang };
    Action action = Action::Reply;
    int status = 200;
    std::vector<std::pair<std::string, std::string>> headers;
    std::string body;
    int delayMs = 0;
};

class LoopbackServer {
public:
    using Handler = std::function<HttpServerReply(const HttpServerRequest &)>;

    explicit LoopbackServer(Handler handler);
    ~LoopbackServer();

    int port() const { return m_port; }
    std::string baseUrl() const { return "http://127.0.0.1:" + std::to_string(m_port); }
    std::int64_t requestCount() const { return m_requests.load(); }
    std::int64_t connectionCount() const { return m_connections.load(); } ///< accepted so far
    void stop();

private:
    void acceptLoop();
    void serve(int fd);

    Handler m_handler;
    int m_listenFd = -1;
    int m_port = 0;
    std::atomic<bool> m_stop = false;
    std::atomic<std::int64_t> m_requests = 0;
    std::atomic<std::int64_t> m_connections = 0;
    std::thread m_acceptThread;
    std::mutex m_mutex;
    std::map<std::int64_t, std::thread> m_threads; ///< by connection number
    std::vector<std::int64_t> m_finished;          ///< connections whose thread ended: joined by the accept loop
};

/// A fake vision-language model behind the four protocols (OpenAI and compatible Chat
/// Completions at .../chat/completions, Gemini at ...:generateContent, Anthropic at .../messages).
/// Face prompts: its answers are a deterministic function of the image:
/// expectedEmotion/Valence/Arousal. Generic prompts (prompting.cpp's scale lines "- NAME: an
/// integer from A to B", "- NAME: a number from A to B", "- NAME: exactly one of x, y, z"): a JSON
/// object with one in-range value per asked dimension and a rationale when one is asked for, a
/// function of the request identity (genericAnswer). A prompt that asks for no JSON (free-text)
/// gets a short text. The request identity is fnv(model + "|" + image data + "|" + last user text); the model
/// counts requests per identity. `fault` (optional) may replace the reply of a request (identity,
/// n-th time seen).
class FakeModel {
public:
    using Fault = std::function<bool(const std::string &identity, int seen, HttpServerReply &reply)>;

    static int expectedEmotion(const std::string &imageBase64);  ///< index into the six face labels
    static int expectedValence(const std::string &imageBase64);  ///< 1..9
    static int expectedArousal(const std::string &imageBase64);  ///< 1..9
    /// The answer to a generic prompt: integers A + h mod (B − A + 1), numbers A + (h mod 100(B − A) + 1) / 100
    /// (two decimals), labels levels[h mod n], h = fnv(identity + name); empty when the prompt has no scale line.
    static std::string genericAnswer(const std::string &identity, const std::string &prompt);

    HttpServerReply handle(const HttpServerRequest &request);

    Fault fault;
    /// When set and it returns an answer for (model, last user text), that is the visible answer
    /// (a test's own extractor, e.g. hostile JSON); otherwise the answers above.
    std::function<std::optional<std::string>(const std::string &model, const std::string &lastUser)> answerFor;
    int delayMs = 0;
    bool thinking = true;               ///< add thinking (parts, blocks, <think>) to answers
    std::string requiredKey;            ///< when set, requests without it get 401
    /// A generic prompt containing this text gets its first numeric field one above its maximum.
    std::string outOfRangeFor;
    bool keepExchanges = false;         ///< record every request with its answer (exchanges())

    /// One request as the model saw it.
    struct Exchange {
        std::string body;     ///< the request body
        std::string image;    ///< the image's base64 data, empty for a text-only request
        std::string lastUser; ///< the last user turn's text
        std::string answer;   ///< the visible answer sent back (thinking excluded)
    };

    std::map<std::string, int> counts() const;
    std::int64_t total() const;
    std::vector<Exchange> exchanges() const;

private:
    mutable std::mutex m_mutex;
    std::map<std::string, int> m_counts;
    std::vector<Exchange> m_exchanges;
};

} // namespace rl::test
