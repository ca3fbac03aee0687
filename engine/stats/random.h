// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <span>
#include <utility>

namespace rl::stats {

/// The one random generator of RaterLab: xoshiro256** (Blackman & Vigna 2018) seeded through
/// splitmix64. Every draw is defined here bit for bit (no std:: distributions, whose output is
/// implementation-defined), so a seed regenerates a result identically on every platform.
class Rng {
public:
    explicit Rng(std::uint64_t seed = 42) : m_seed(seed)
    {
        std::uint64_t x = seed;
        for (auto &s : m_s) {
            x += 0x9e3779b97f4a7c15ULL;
            std::uint64_t z = x;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
            s = z ^ (z >> 31);
        }
    }

    std::uint64_t seed() const { return m_seed; } ///< the seed this generator was built from

    /// The four state words (for a vectorised copy of next(), fisherkernel.inc).
    std::array<std::uint64_t, 4> state() const { return {m_s[0], m_s[1], m_s[2], m_s[3]}; }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }

    /// Advances the state by 2^128 draws (Blackman & Vigna's jump polynomial): generators jumped 0, 1,
    /// 2, … times from one seed give non-overlapping streams of 2^128 draws each.
    void jump()
    {
        static constexpr std::uint64_t kJump[4] = {0x180ec6d33cfd0abaULL, 0xd5a61266f0c9392cULL, 0xa9582618e03fc9aaULL,
                                                   0x39abdc4529b1661cULL};
        std::uint64_t t[4] = {};
        for (std::uint64_t word : kJump)
            for (int b = 0; b < 64; ++b) {
                if (word & (std::uint64_t(1) << b))
                    for (int i = 0; i < 4; ++i)
                        t[i] ^= m_s[i];
                next();
            }
        for (int i = 0; i < 4; ++i)
            m_s[i] = t[i];
    }

    /// Uniform on [0, 1) with 53 random bits.
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    /// Uniform integer on [0, n) without modulo bias (Lemire 2019). n > 0.
    std::uint64_t below(std::uint64_t n)
    {
        __uint128_t m = static_cast<__uint128_t>(next()) * n;
        auto low = static_cast<std::uint64_t>(m);
        if (low < n) {
            const std::uint64_t threshold = (0 - n) % n;
            while (low < threshold) {
                m = static_cast<__uint128_t>(next()) * n;
                low = static_cast<std::uint64_t>(m);
            }
        }
        return static_cast<std::uint64_t>(m >> 64);
    }

    /// Standard normal by the polar method (Marsaglia 1964); the spare is kept.
    double normal()
    {
        if (m_hasSpare) {
            m_hasSpare = false;
            return m_spare;
        }
        double u, v, s;
        do {
            u = 2.0 * uniform() - 1.0;
            v = 2.0 * uniform() - 1.0;
            s = u * u + v * v;
        } while (s >= 1.0 || s == 0.0);
        const double f = std::sqrt(-2.0 * std::log(s) / s);
        m_spare = v * f;
        m_hasSpare = true;
        return u * f;
    }

    double normal(double mean, double sd) { return mean + sd * normal(); }

    /// Fisher–Yates shuffle.
    template <typename T>
    void shuffle(std::span<T> v)
    {
        for (std::size_t i = v.size(); i > 1; --i)
            std::swap(v[i - 1], v[below(i)]);
    }

    /// Partial Fisher–Yates: the first k entries of v become a uniform sample without replacement.
    template <typename T>
    void sampleInPlace(std::span<T> v, std::size_t k)
    {
        for (std::size_t i = 0; i < k && i + 1 < v.size(); ++i)
            std::swap(v[i], v[i + below(v.size() - i)]);
    }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

    std::uint64_t m_s[4] = {};
    std::uint64_t m_seed = 0;
    double m_spare = 0.0;
    bool m_hasSpare = false;
};

} // namespace rl::stats
