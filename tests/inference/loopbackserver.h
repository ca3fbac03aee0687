// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
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
/// Its answers are a deterministic function of the image: expectedEmotion/Valence/Arousal. The
/// request identity is fnv(image data + "|" + last user text); the model counts requests per
/// identity. `fault` (optional) may replace the reply of a request (identity, n-th time seen).
class FakeModel {
public:
    using Fault = std::function<bool(const std::string &identity, int seen, HttpServerReply &reply)>;

    static int expectedEmotion(const std::string &imageBase64);  ///< index into the six face labels
    static int expectedValence(const std::string &imageBase64);  ///< 1..9
    static int expectedArousal(const std::string &imageBase64);  ///< 1..9

    HttpServerReply handle(const HttpServerRequest &request);

    Fault fault;
    int delayMs = 0;
    bool thinking = true;               ///< add thinking (parts, blocks, <think>) to answers
    std::string requiredKey;            ///< when set, requests without it get 401

    std::map<std::string, int> counts() const;
    std::int64_t total() const;

private:
    mutable std::mutex m_mutex;
    std::map<std::string, int> m_counts;
};

} // namespace rl::test
