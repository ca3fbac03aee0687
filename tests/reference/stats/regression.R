# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Reference values for engine/stats/regression.cpp (tests/stats/tst_regression.cpp).
# Run from this folder: Rscript regression.R -> regression_data.csv, regression_coef.csv,
# regression_fit.csv, regression_anova.csv, regression_model_matrix.csv
f <- function(v) ifelse(is.na(v), "NA", sprintf("%.17g", v))
set.seed(7)
n <- 47
d <- data.frame(a = sample(c("p", "q", "r"), n, replace = TRUE), b = sample(c("lo", "hi"), n, replace = TRUE),
                x = round(runif(n, 0, 10), 2))
d$z <- 2 * d$x + 1 # aliased with (Intercept) + x
d$y <- round(1 + 0.4 * d$x + ifelse(d$a == "q", 1.5, 0) + ifelse(d$a == "r" & d$b == "lo", -2, 0) + rnorm(n), 3)
d$a <- factor(d$a); d$b <- factor(d$b) # alphabetical levels: p q r; hi lo
write.csv(data.frame(a = d$a, b = d$b, x = f(d$x), y = f(d$y)), "regression_data.csv", row.names = FALSE, quote = FALSE)
models <- list(full = y ~ a * b, additive = y ~ a + b, a_only = y ~ a, b_only = y ~ b, covariate = y ~ x,
               aliased = y ~ x + z, ba = y ~ b * a)
coefs <- list(); fits <- list(); anovas <- list()
for (nm in names(models)) {
    m <- lm(models[[nm]], data = d)
    s <- summary(m)
    cf <- coef(m)
    tab <- matrix(NA, length(cf), 4, dimnames = list(names(cf), NULL))
    tab[rownames(s$coefficients), ] <- s$coefficients
    coefs[[nm]] <- data.frame(model = nm, column = names(cf), estimate = f(cf), se = f(tab[, 2]), t = f(tab[, 3]),
                              p = f(tab[, 4]))
    fits[[nm]] <- data.frame(model = nm, rank = m$rank, df_residual = m$df.residual, rss = f(deviance(m)),
                             sigma = f(s$sigma), r_squared = f(s$r.squared), adj_r_squared = f(s$adj.r.squared))
    a <- anova(m)
    anovas[[nm]] <- data.frame(model = nm, term = rownames(a), df = a$Df, ss = f(a$"Sum Sq"), ms = f(a$"Mean Sq"),
                               F = f(a$"F value"), p = f(a$"Pr(>F)"))
}
write.csv(do.call(rbind, coefs), "regression_coef.csv", row.names = FALSE, quote = FALSE)
write.csv(do.call(rbind, fits), "regression_fit.csv", row.names = FALSE, quote = FALSE)
write.csv(do.call(rbind, anovas), "regression_anova.csv", row.names = FALSE, quote = FALSE)
# nested F tests as anova(small, large)
tests <- list(c("a_only", "additive"), c("b_only", "additive"), c("additive", "full"), c("covariate", "aliased"))
rows <- lapply(tests, function(t) {
    a <- anova(lm(models[[t[1]]], data = d), lm(models[[t[2]]], data = d))
    data.frame(reduced = t[1], larger = t[2], F = f(a$F[2]), df1 = f(a$Df[2]), df2 = f(a$Res.Df[2]), p = f(a$"Pr(>F)"[2]),
               rss_reduced = f(a$RSS[1]), rss_larger = f(a$RSS[2]))
})
write.csv(do.call(rbind, rows), "regression_ftest.csv", row.names = FALSE, quote = FALSE)
mm <- model.matrix(y ~ a * b, data = d)
write.csv(data.frame(column = colnames(mm), assign = attr(mm, "assign"),
                     values = apply(mm, 2, function(v) paste(v, collapse = ";"))),
          "regression_model_matrix.csv", row.names = FALSE, quote = FALSE)
