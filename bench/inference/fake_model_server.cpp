// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A fake vision-language model on 127.0.0.1 for benchmarks of the real `raterlab-cli infer` (not a
// test): the tests' loopback server and FakeModel (OpenAI-compatible, Gemini, Anthropic protocols),
// answering every request DELAY_MS after it arrived. Prints its port on the first line, then
// serves until SECONDS have passed or stdin is closed, and prints how many requests it answered.
// Usage: fake_model_server [DELAY_MS=200] [SECONDS=600]
#include "tests/inference/loopbackserver.h"

#include <poll.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>

int main(int argc, char **argv)
{
    const int delayMs = argc > 1 ? std::atoi(argv[1]) : 200;
    const int seconds = argc > 2 ? std::atoi(argv[2]) : 600;
    rl::test::FakeModel model;
    model.delayMs = delayMs;
    model.thinking = false;
    rl::test::LoopbackServer server([&](const rl::test::HttpServerRequest &r) { return model.handle(r); });
    std::printf("%d\n", server.port());
    std::fflush(stdout);
    const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
    char buf[64];
    while (std::chrono::steady_clock::now() < end) {
        pollfd p {STDIN_FILENO, POLLIN, 0};
        if (poll(&p, 1, 200) > 0 && read(STDIN_FILENO, buf, sizeof buf) <= 0)
            break; // stdin closed: the benchmark is done
    }
    server.stop();
    std::fprintf(stderr, "fake model: %lld requests\n", static_cast<long long>(model.total()));
    return 0;
}
