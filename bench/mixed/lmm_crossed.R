# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Side-by-side timing for bench_lmm_crossed: lme4::lmer on the crossed face model and lmerTest's
# Satterthwaite df, then the unbalanced subset (as bench_lmm_crossed). Usage: Rscript lmm_crossed.R <face_ratings.csv.gz>
# Prints one line per measurement: "<what> <dimension> <seconds> <value>".
suppressPackageStartupMessages({ library(lme4); library(lmerTest) })
args <- commandArgs(trailingOnly = TRUE)
r <- read.csv(gzfile(args[1]))
r$rater <- factor(r$rater_id); r$image <- factor(r$image_id)
for (dim in c("valence", "arousal")) {
  r$rating <- r[[dim]]
  t <- system.time(f <- lme4::lmer(rating ~ 1 + (1 | rater) + (1 | image), data = r, REML = TRUE))[["elapsed"]]
  cat(sprintf("lmer %s %.3f %.17g\n", dim, t, REMLcrit(f)))
  t2 <- system.time({ m <- lmerTest::as_lmerModLmerTest(f); s <- summary(m)$coefficients })[["elapsed"]]
  cat(sprintf("lmerTest_satterthwaite %s %.3f %.17g\n", dim, t2, s[1, "df"]))
}
u <- r[(r$rater_id + 3 * r$image_id) %% 7 != 0, ]
u$rating <- u$valence
t <- system.time(f <- lme4::lmer(rating ~ 1 + (1 | rater) + (1 | image), data = u, REML = TRUE))[["elapsed"]]
cat(sprintf("lmer_unbalanced valence %.3f %.17g (n %d)\n", t, REMLcrit(f), nrow(u)))
