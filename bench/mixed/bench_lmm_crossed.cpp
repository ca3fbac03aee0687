// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Benchmark (not a test): REML fit of rating ~ 1 + (1 | rater) + (1 | image) on the 72,000 face ratings
// (1,000 raters × 1,440 images) and lmerTest-style Satterthwaite df, against lme4::lmer and lmerTest on
// the same data in the same run (bench/mixed/lmm_crossed.R through Rscript, unless --no-r).
// Usage: bench_lmm_crossed [face_ratings.csv.gz] [--no-r] [--general]
//   Also fits an unbalanced version (the ratings without the rows where (rater_id + 3 image_id) % 7 == 0,
//   61,688 rows; tests/reference/mixed/face_unbalanced.R) through the general path, and R does the same.
//   --general also times the general path on the balanced data (no structured shortcut).
#include "engine/mixed/lmm.h"
#include "engine/mixed/satterthwaite.h"

#include <zlib.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
double seconds(Clock::time_point a, Clock::time_point b) { return std::chrono::duration<double>(b - a).count(); }

std::string gunzip(const std::string &path)
{
    gzFile f = gzopen(path.c_str(), "rb");
    if (!f)
        return {};
    std::string out;
    std::array<char, 1 << 16> buf;
    int n;
    while ((n = gzread(f, buf.data(), static_cast<unsigned>(buf.size()))) > 0)
        out.append(buf.data(), static_cast<std::size_t>(n));
    gzclose(f);
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    std::string path = std::string(RL_BENCH_SOURCE_DIR) + "/tests/reference/face/face_ratings.csv.gz";
    bool withR = true, general = false;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--no-r")
            withR = false;
        else if (a == "--general")
            general = true;
        else
            path = a;
    }
    std::istringstream in(gunzip(path));
    std::string line;
    std::getline(in, line); // rater_id,image_id,valence,arousal
    std::vector<int> rater, image;
    std::vector<double> valence, arousal;
    while (std::getline(in, line)) {
        int r, im;
        double v, a;
        if (std::sscanf(line.c_str(), "%d,%d,%lf,%lf", &r, &im, &v, &a) == 4) {
            rater.push_back(r - 1);
            image.push_back(im - 1);
            valence.push_back(v);
            arousal.push_back(a);
        }
    }
    if (rater.empty()) {
        std::fprintf(stderr, "cannot read %s\n", path.c_str());
        return 1;
    }
    std::printf("data: %zu ratings\n", rater.size());
    for (const char *dim : {"valence", "arousal"}) {
        rl::mixed::LmmSpec spec;
        spec.response = std::string(dim) == "valence" ? valence : arousal;
        spec.fixedDesign.assign(spec.response.size(), 1.0);
        spec.fixedNames = {"(Intercept)"};
        spec.terms.push_back(rl::mixed::RandomTerm::intercept("rater", rater));
        spec.terms.push_back(rl::mixed::RandomTerm::intercept("image", image));
        const auto t0 = Clock::now();
        auto fit = rl::mixed::fitLmm(spec);
        const auto t1 = Clock::now();
        if (!fit) {
            std::fprintf(stderr, "%s\n", fit.error().message().c_str());
            return 1;
        }
        auto sm = rl::mixed::satterthwaiteModel(*fit);
        const double df = sm ? rl::mixed::coefficientTests(*fit, *sm)[0].df : -1;
        const auto t2 = Clock::now();
        std::printf("raterlab_fit %s %.3f %.17g (evaluations %d, structured %d, theta %.10g %.10g)\n", dim,
                    seconds(t0, t1), fit->remlCriterion, fit->optimizer.evaluations, fit->structuredPath ? 1 : 0,
                    fit->theta[0], fit->theta[1]);
        std::printf("raterlab_satterthwaite %s %.3f %.17g\n", dim, seconds(t1, t2), df);
        if (general) {
            const auto g0 = Clock::now();
            auto dev = rl::mixed::lmmDeviance(spec, fit->theta, true, false);
            const auto g1 = Clock::now();
            rl::mixed::LmmOptions o;
            o.allowStructuredPath = false;
            auto gfit = rl::mixed::fitLmm(spec, o);
            const auto g2 = Clock::now();
            std::printf("raterlab_general_one_evaluation %s %.3f %.17g\n", dim, seconds(g0, g1), dev ? *dev : -1.0);
            std::printf("raterlab_general_fit %s %.3f %.17g (evaluations %d)\n", dim, seconds(g1, g2),
                        gfit ? gfit->remlCriterion : -1.0, gfit ? gfit->optimizer.evaluations : 0);
        }
    }
    {
        // unbalanced: raters × images with missing cells → the general (scalar) path
        rl::mixed::LmmSpec spec;
        for (std::size_t r = 0; r < rater.size(); ++r) {
            if ((rater[r] + 1 + 3 * (image[r] + 1)) % 7 == 0)
                continue;
            spec.response.push_back(valence[r]);
            spec.terms.resize(2);
            spec.terms[0].codes.push_back(rater[r]);
            spec.terms[1].codes.push_back(image[r]);
        }
        const std::vector<int> ra = spec.terms[0].codes, im = spec.terms[1].codes;
        spec.terms.clear();
        spec.terms.push_back(rl::mixed::RandomTerm::intercept("rater", ra));
        spec.terms.push_back(rl::mixed::RandomTerm::intercept("image", im));
        spec.fixedDesign.assign(spec.response.size(), 1.0);
        spec.fixedNames = {"(Intercept)"};
        const auto t0 = Clock::now();
        auto fit = rl::mixed::fitLmm(spec);
        const auto t1 = Clock::now();
        if (fit)
            std::printf("raterlab_unbalanced_fit valence %.3f %.17g (n %zu, evaluations %d, structured %d, theta %.10g %.10g)\n",
                        seconds(t0, t1), fit->remlCriterion, spec.response.size(), fit->optimizer.evaluations,
                        fit->structuredPath ? 1 : 0, fit->theta[0], fit->theta[1]);
    }
    if (withR) {
        const std::string cmd
            = "Rscript " + std::string(RL_BENCH_SOURCE_DIR) + "/bench/mixed/lmm_crossed.R '" + path + "'";
        std::fflush(stdout);
        const int rc = std::system(cmd.c_str());
        if (rc != 0)
            std::printf("(Rscript failed: %d)\n", rc);
    }
    return 0;
}
