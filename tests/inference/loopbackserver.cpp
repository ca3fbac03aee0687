// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/inference/loopbackserver.h"

#include <nlohmann/json.hpp>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <stdexcept>

namespace rl::test {

using nlohmann::json;

namespace {

const char *reason(int status)
{
    switch (status) {
    case 200: return "OK";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 429: return "Too Many Requests";
    case 500: return "Internal Server Error";
    case 503: return "Service Unavailable";
    default: return "Status";
    }
}

bool sendAll(int fd, const std::string &data)
{
    std::size_t off = 0;
    while (off < data.size()) {
        const ssize_t n = ::send(fd, data.data() + off, data.size() - off, MSG_NOSIGNAL);
        if (n <= 0)
            return false;
        off += static_cast<std::size_t>(n);
    }
    return true;
}

std::uint64_t fnv(std::string_view s)
{
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (unsigned char c : s) {
        h ^= c;
        h *= 0x100000001b3ULL;
    }
    return h;
}

} // namespace

LoopbackServer::LoopbackServer(Handler handler) : m_handler(std::move(handler))
{
    m_listenFd = ::socket(AF_INET, SOCK_STREAM, 0);
    int one = 1;
    ::setsockopt(m_listenFd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in addr {};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK); // 127.0.0.1 only
    addr.sin_port = 0;                              // a random free port
    if (::bind(m_listenFd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) != 0 || ::listen(m_listenFd, 256) != 0)
        throw std::runtime_error("loopback server: bind/listen failed");
    socklen_t len = sizeof addr;
    ::getsockname(m_listenFd, reinterpret_cast<sockaddr *>(&addr), &len);
    m_port = ntohs(addr.sin_port);
    m_acceptThread = std::thread([this] { acceptLoop(); });
}

LoopbackServer::~LoopbackServer()
{
    stop();
}

void LoopbackServer::stop()
{
    if (m_stop.exchange(true))
        return;
    if (m_acceptThread.joinable())
        m_acceptThread.join();
    ::close(m_listenFd);
    std::map<std::int64_t, std::thread> threads;
    {
        std::lock_guard lock(m_mutex);
        threads.swap(m_threads);
        m_finished.clear();
    }
    for (auto &[id, t] : threads)
        t.join();
}

void LoopbackServer::acceptLoop()
{
    while (!m_stop) {
        pollfd p {m_listenFd, POLLIN, 0};
        if (::poll(&p, 1, 50) <= 0)
            continue;
        const int fd = ::accept(m_listenFd, nullptr, nullptr);
        if (fd < 0)
            continue;
        int one = 1;
        ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        std::vector<std::thread> ended;
        std::lock_guard lock(m_mutex);
        for (std::int64_t id : m_finished)
            if (auto it = m_threads.find(id); it != m_threads.end()) {
                ended.push_back(std::move(it->second));
                m_threads.erase(it);
            }
        m_finished.clear();
        const std::int64_t id = ++m_connections;
        m_threads.emplace(id, std::thread([this, fd, id] {
            serve(fd);
            std::lock_guard done(m_mutex);
            m_finished.push_back(id);
        }));
        for (auto &t : ended) // they have left serve(): joining is immediate
            t.join();
    }
}

void LoopbackServer::serve(int fd)
{
    std::string buf;
    char chunk[65536];
    auto readMore = [&]() -> bool { // false on close, error or stop
        while (!m_stop) {
            pollfd p {fd, POLLIN, 0};
            const int r = ::poll(&p, 1, 50);
            if (r < 0)
                return false;
            if (r == 0)
                continue;
            const ssize_t n = ::recv(fd, chunk, sizeof chunk, 0);
            if (n <= 0)
                return false;
            buf.append(chunk, static_cast<std::size_t>(n));
            return true;
        }
        return false;
    };
    bool open = true;
    while (open && !m_stop) {
        std::size_t headerEnd;
        while ((headerEnd = buf.find("\r\n\r\n")) == std::string::npos)
            if (!readMore()) {
                ::close(fd);
                return;
            }
        HttpServerRequest req;
        const std::string head = buf.substr(0, headerEnd);
        std::size_t lineEnd = head.find("\r\n");
        const std::string requestLine = head.substr(0, lineEnd);
        const std::size_t sp1 = requestLine.find(' '), sp2 = requestLine.rfind(' ');
        req.method = requestLine.substr(0, sp1);
        req.path = requestLine.substr(sp1 + 1, sp2 - sp1 - 1);
        std::size_t pos = lineEnd == std::string::npos ? head.size() : lineEnd + 2;
        while (pos < head.size()) {
            std::size_t e = head.find("\r\n", pos);
            if (e == std::string::npos)
                e = head.size();
            const std::string line = head.substr(pos, e - pos);
            const std::size_t colon = line.find(':');
            if (colon != std::string::npos) {
                std::string name = line.substr(0, colon);
                std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
                std::string value = line.substr(colon + 1);
                value.erase(0, value.find_first_not_of(' '));
                req.headers[name] = value;
            }
            pos = e + 2;
        }
        const std::size_t length = req.headers.count("content-length") ? std::stoul(req.headers["content-length"]) : 0;
        while (buf.size() < headerEnd + 4 + length)
            if (!readMore()) {
                ::close(fd);
                return;
            }
        req.body = buf.substr(headerEnd + 4, length);
        buf.erase(0, headerEnd + 4 + length);
        ++m_requests;
        const auto received = std::chrono::steady_clock::now();

        HttpServerReply reply = m_handler(req);
        if (reply.delayMs > 0) { // the reply leaves delayMs after the request arrived (handler time included)
            const auto until = received + std::chrono::milliseconds(reply.delayMs);
            for (auto now = received; !m_stop && now < until; now = std::chrono::steady_clock::now())
                std::this_thread::sleep_for(std::min<std::chrono::steady_clock::duration>(until - now,
                    std::chrono::milliseconds(20)));
        }
        if (reply.action == HttpServerReply::Action::Reset) {
            linger l {1, 0};
            ::setsockopt(fd, SOL_SOCKET, SO_LINGER, &l, sizeof l);
            ::close(fd);
            return;
        }
        if (reply.action == HttpServerReply::Action::Hang) {
            while (readMore()) { } // until the client gives up (closes) or the server stops
            ::close(fd);
            return;
        }
        std::string out = "HTTP/1.1 " + std::to_string(reply.status) + " " + reason(reply.status) + "\r\n";
        out += "Content-Type: application/json\r\nContent-Length: " + std::to_string(reply.body.size()) + "\r\n";
        for (const auto &[n, v] : reply.headers)
            out += n + ": " + v + "\r\n";
        out += "\r\n" + reply.body;
        open = sendAll(fd, out);
        if (req.headers.count("connection") && req.headers["connection"] == "close")
            open = false;
    }
    ::close(fd);
}

int FakeModel::expectedEmotion(const std::string &image) { return static_cast<int>(fnv(image) % 6); }
int FakeModel::expectedValence(const std::string &image) { return 1 + static_cast<int>((fnv(image) >> 8) % 9); }
int FakeModel::expectedArousal(const std::string &image) { return 1 + static_cast<int>((fnv(image) >> 16) % 9); }

std::string FakeModel::genericAnswer(const std::string &identity, const std::string &prompt)
{
    json answer = json::object();
    bool rationale = false;
    std::size_t pos = 0;
    while (pos < prompt.size()) {
        std::size_t end = prompt.find('\n', pos);
        if (end == std::string::npos)
            end = prompt.size();
        const std::string line = prompt.substr(pos, end - pos);
        pos = end + 1;
        const std::size_t colon = line.find(": ");
        if (line.rfind("- ", 0) != 0 || colon == std::string::npos)
            continue;
        const std::string name = line.substr(2, colon - 2), rest = line.substr(colon + 2);
        const std::uint64_t h = fnv(identity + name);
        double lo = 0, hi = 0;
        if (std::sscanf(rest.c_str(), "an integer from %lf to %lf", &lo, &hi) == 2) {
            answer[name] = static_cast<std::int64_t>(lo) + static_cast<std::int64_t>(h % static_cast<std::uint64_t>(hi - lo + 1));
        } else if (std::sscanf(rest.c_str(), "a number from %lf to %lf", &lo, &hi) == 2) {
            const auto steps = static_cast<std::uint64_t>(std::llround(100 * (hi - lo)));
            answer[name] = lo + static_cast<double>(h % (steps + 1)) / 100.0;
        } else if (rest.rfind("exactly one of ", 0) == 0) {
            std::vector<std::string> levels;
            std::string list = rest.substr(15);
            for (std::size_t from = 0; from <= list.size();) {
                std::size_t comma = list.find(", ", from);
                if (comma == std::string::npos)
                    comma = list.size();
                levels.push_back(list.substr(from, comma - from));
                from = comma + 2;
            }
            answer[name] = levels[h % levels.size()];
        } else if (name == "rationale") {
            rationale = true;
        }
    }
    if (answer.empty())
        return {};
    if (rationale)
        answer["rationale"] = "Because of its wording " + identity.substr(0, 6) + ".";
    return answer.dump();
}

std::vector<FakeModel::Exchange> FakeModel::exchanges() const
{
    std::lock_guard lock(m_mutex);
    return m_exchanges;
}

std::map<std::string, int> FakeModel::counts() const
{
    std::lock_guard lock(m_mutex);
    return m_counts;
}

std::int64_t FakeModel::total() const
{
    std::lock_guard lock(m_mutex);
    std::int64_t n = 0;
    for (const auto &[k, v] : m_counts)
        n += v;
    return n;
}

HttpServerReply FakeModel::handle(const HttpServerRequest &req)
{
    static const char *kLabels[] = {"happy", "sad", "angry", "fearful", "disgusted", "neutral"};
    HttpServerReply reply;
    reply.delayMs = delayMs;
    const json body = json::parse(req.body, nullptr, false);
    enum { OpenAI, Gemini, Anthropic } proto;
    if (req.path.find(":generateContent") != std::string::npos)
        proto = Gemini;
    else if (req.path.size() >= 9 && req.path.compare(req.path.size() - 9, 9, "/messages") == 0)
        proto = Anthropic;
    else if (req.path.find("/chat/completions") != std::string::npos)
        proto = OpenAI;
    else {
        reply.status = 404;
        reply.body = R"({"error": {"message": "no such endpoint"}})";
        return reply;
    }
    if (!requiredKey.empty()) {
        const std::string got = proto == OpenAI ? req.headers.count("authorization") ? req.headers.at("authorization") : ""
            : proto == Gemini ? (req.headers.count("x-goog-api-key") ? req.headers.at("x-goog-api-key") : "")
                              : (req.headers.count("x-api-key") ? req.headers.at("x-api-key") : "");
        if (got != requiredKey && got != "Bearer " + requiredKey) {
            reply.status = 401;
            reply.body = R"({"error": {"message": "invalid api key", "type": "authentication_error"}})";
            return reply;
        }
    }
    // Image and last user text.
    std::string image, lastUser;
    if (body.is_object()) {
        if (proto == OpenAI) {
            for (const auto &m : body.value("messages", json::array())) {
                if (m.value("role", "") != "user")
                    continue;
                const json &c = m["content"];
                if (c.is_string())
                    lastUser = c.get<std::string>();
                else
                    for (const auto &part : c) {
                        if (part.value("type", "") == "text")
                            lastUser = part.value("text", "");
                        else if (part.value("type", "") == "image_url") {
                            const std::string url = part["image_url"].value("url", "");
                            image = url.substr(url.find(',') + 1);
                        }
                    }
            }
        } else if (proto == Gemini) {
            for (const auto &m : body.value("contents", json::array())) {
                if (m.value("role", "") != "user")
                    continue;
                for (const auto &part : m["parts"]) {
                    if (part.contains("text"))
                        lastUser = part["text"].get<std::string>();
                    if (part.contains("inlineData"))
                        image = part["inlineData"].value("data", "");
                }
            }
        } else {
            for (const auto &m : body.value("messages", json::array())) {
                if (m.value("role", "") != "user")
                    continue;
                for (const auto &part : m["content"]) {
                    if (part.value("type", "") == "text")
                        lastUser = part.value("text", "");
                    if (part.value("type", "") == "image")
                        image = part["source"].value("data", "");
                }
            }
        }
    }
    // The model named by the request (several judges asking the same prompt get their own answers).
    std::string model = body.is_object() ? body.value("model", "") : "";
    if (proto == Gemini) {
        const std::size_t from = req.path.find("/models/"), to = req.path.find(":generateContent");
        if (from != std::string::npos && to > from)
            model = req.path.substr(from + 8, to - from - 8);
    }
    const std::string identity = std::to_string(fnv(model + "|" + image + "|" + lastUser));
    int seen;
    {
        std::lock_guard lock(m_mutex);
        seen = ++m_counts[identity];
    }
    if (fault && fault(identity, seen, reply))
        return reply;

    std::optional<std::string> own = answerFor ? answerFor(model, lastUser) : std::nullopt;
    std::string answer = own ? *own : genericAnswer(identity, lastUser);
    const bool single = lastUser.find("(1)") != std::string::npos;
    if (own) {
        // the test's answer, as given
    } else if (!answer.empty()) {
        if (!outOfRangeFor.empty() && lastUser.find(outOfRangeFor) != std::string::npos) {
            json j = json::parse(answer);
            for (std::size_t p = 0; p < lastUser.size(); p = lastUser.find('\n', p) + 1) { // the first numeric line
                double lo = 0, hi = 0;
                char name[128] = {};
                if (std::sscanf(lastUser.c_str() + p, "- %127[^:]: an %*s from %lf to %lf", name, &lo, &hi) == 3
                    || std::sscanf(lastUser.c_str() + p, "- %127[^:]: a number from %lf to %lf", name, &lo, &hi) == 3) {
                    j[name] = hi + 1;
                    break;
                }
                if (lastUser.find('\n', p) == std::string::npos)
                    break;
            }
            answer = j.dump();
        }
    } else if (lastUser.find("JSON") == std::string::npos) {
        answer = "A short story about " + identity.substr(0, 6) + "."; // free text: no JSON asked for
    } else if (single)
        answer = "{\"emotion\": \"" + std::string(kLabels[expectedEmotion(image)]) + "\", \"valence\": "
            + std::to_string(expectedValence(image)) + ", \"arousal\": " + std::to_string(expectedArousal(image)) + "}";
    else if (lastUser.find("arousal") != std::string::npos)
        answer = "{\"arousal\": " + std::to_string(expectedArousal(image)) + "}";
    else if (lastUser.find("valence") != std::string::npos)
        answer = "```json\n{\"valence\": " + std::to_string(expectedValence(image)) + "}\n```";
    else
        answer = "{\"emotion\": \"" + std::string(kLabels[expectedEmotion(image)]) + "\"}";
    const std::string thought = "looking at the face " + identity.substr(0, 6);

    json out;
    if (proto == OpenAI) {
        json message = {{"role", "assistant"}, {"content", thinking ? "<think>" + thought + "</think>" + answer : answer}};
        out = {{"id", "chatcmpl-x"}, {"object", "chat.completion"},
            {"choices", json::array({{{"index", 0}, {"message", message}, {"finish_reason", "stop"}}})},
            {"usage", {{"prompt_tokens", 100}, {"completion_tokens", 10}, {"total_tokens", 110}}}};
    } else if (proto == Gemini) {
        json parts = json::array();
        if (thinking)
            parts.push_back({{"text", thought}, {"thought", true}});
        parts.push_back({{"text", answer}});
        out = {{"candidates", json::array({{{"content", {{"role", "model"}, {"parts", parts}}}, {"finishReason", "STOP"}}})},
            {"usageMetadata", {{"promptTokenCount", 100}, {"candidatesTokenCount", 10}, {"thoughtsTokenCount", thinking ? 5 : 0}}}};
    } else {
        json content = json::array();
        if (thinking)
            content.push_back({{"type", "thinking"}, {"thinking", thought}, {"signature", "sig"}});
        content.push_back({{"type", "text"}, {"text", answer}});
        out = {{"type", "message"}, {"role", "assistant"}, {"content", content}, {"stop_reason", "end_turn"},
            {"usage", {{"input_tokens", 100}, {"output_tokens", 10}}}};
    }
    reply.body = out.dump();
    if (keepExchanges) {
        std::lock_guard lock(m_mutex);
        m_exchanges.push_back({req.body, image, lastUser, answer});
    }
    return reply;
}

} // namespace rl::test
