# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Evaluation traces of minqa::bobyqa (Powell's BOBYQA as minqa compiles it) for tst_bobyqa.cpp. Run from this folder:
#   Rscript bobyqa_minqa.R   -> bobyqa_minqa.json
# Every call of fn is logged in order, including minqa::bobyqa's own check evaluation at the start (before the
# Fortran runs); control = the arguments passed explicitly (the rest are minqa's defaults, recorded as resolved).
# The objectives use + - * / only, so the C++ side evaluates them bit for bit. Infinite bounds are written as the
# strings "Inf" / "-Inf".
suppressPackageStartupMessages(library(minqa))

fns <- list(
  quad1 = function(x) (x[1] - 0.3)^2 + 1,
  bound1 = function(x) (x[1] + 0.5)^2 + 0.25 * x[1],
  quartic1 = function(x) ((x[1] - 0.7)^2)^2 + 0.1 * (x[1] - 0.7)^2 + 2,
  rosen2 = function(x) 100 * (x[2] - x[1]^2)^2 + (1 - x[1])^2,
  quad2 = function(x) (x[1] + 1)^2 + 2 * (x[2] - 2)^2 + 0.5 * x[1] * x[2],
  onbound2 = function(x) (x[1] - 0.2)^2 + (x[2] - 0.5)^2 + 0.3 * x[1] * x[2],
  quad3 = function(x) (x[1] - 0.5)^2 + 2 * (x[2] + 0.3)^2 + 3 * (x[3] - 0.2)^2 + 0.1 * x[1] * x[2] +
    0.05 * (x[3]^2)^2,
  rosen3 = function(x) 100 * (x[2] - x[1]^2)^2 + (1 - x[1])^2 + 100 * (x[3] - x[2]^2)^2 + (1 - x[2])^2,
  box3 = function(x) (x[1] - 2)^2 + (x[2] + 2)^2 + (x[3] - 0.1)^2 + x[1] * x[3]
)

cases <- list(
  list(name = "quad1", fn = "quad1", par = 1, lower = 0, upper = Inf, control = list()),
  list(name = "bound1", fn = "bound1", par = 1, lower = 0, upper = Inf, control = list()),
  list(name = "quartic1", fn = "quartic1", par = 1, lower = 0, upper = Inf, control = list()),
  list(name = "rosen2", fn = "rosen2", par = c(-1.2, 1), lower = -Inf, upper = Inf, control = list()),
  list(name = "rosen2_npt5", fn = "rosen2", par = c(-1.2, 1), lower = -Inf, upper = Inf,
       control = list(npt = 5, rhobeg = 0.5, rhoend = 1e-8)),
  list(name = "quad2_lower", fn = "quad2", par = c(1, 1), lower = c(0, 0), upper = Inf, control = list()),
  list(name = "onbound2", fn = "onbound2", par = c(0, 1), lower = c(0, 0), upper = Inf, control = list()),
  list(name = "quad3_lme4", fn = "quad3", par = c(1, 0, 1), lower = c(0, -Inf, 0), upper = Inf, control = list()),
  list(name = "quad3_npt7", fn = "quad3", par = c(1, 0, 1), lower = c(0, -Inf, 0), upper = Inf,
       control = list(npt = 7)),
  list(name = "rosen3", fn = "rosen3", par = c(-1, 1.5, 0.5), lower = -Inf, upper = Inf,
       control = list(rhobeg = 0.3, rhoend = 1e-9)),
  list(name = "box3", fn = "box3", par = c(0.5, 0.5, 0.5), lower = c(-1, -1, 0), upper = c(1, 1, 1),
       control = list(rhobeg = 0.2)),
  list(name = "rosen2_maxfun", fn = "rosen2", par = c(-1.2, 1), lower = -Inf, upper = Inf,
       control = list(maxfun = 30))
)

run <- function(cs) {
  log <- list()
  f <- fns[[cs$fn]]
  fn <- function(x) {
    v <- f(x)
    log[[length(log) + 1L]] <<- c(unname(x), v)
    v
  }
  r <- suppressWarnings(bobyqa(cs$par, fn, lower = cs$lower, upper = cs$upper, control = cs$control))
  n <- length(cs$par)
  ctrl <- minqa:::commonArgs(cs$par, fn, cs$control, new.env())
  m <- do.call(rbind, log)
  list(name = cs$name, fn = cs$fn, par0 = cs$par,
       lower = rep_len(cs$lower, n), upper = rep_len(cs$upper, n),
       npt = ctrl$npt, rhobeg = ctrl$rhobeg, rhoend = ctrl$rhoend, maxfun = ctrl$maxfun,
       evals_x = unname(lapply(seq_len(nrow(m)), function(i) m[i, 1:n])),
       evals_f = unname(m[, n + 1]),
       par = unname(r$par), fval = r$fval, feval = r$feval, ierr = r$ierr)
}

# a small JSON writer: numbers with 17 significant digits (round-trip exact), length-1 vectors as scalars,
# infinite values as the strings "Inf" / "-Inf"
num <- function(v) ifelse(is.infinite(v), ifelse(v > 0, "\"Inf\"", "\"-Inf\""), sprintf("%.17g", v))
js <- function(v) {
  if (is.list(v)) {
    inner <- vapply(v, js, "")
    if (is.null(names(v))) return(paste0("[", paste(inner, collapse = ","), "]"))
    return(paste0("{", paste0("\"", names(v), "\":", inner, collapse = ","), "}"))
  }
  if (is.character(v)) return(if (length(v) == 1) paste0("\"", v, "\"") else js(as.list(v)))
  if (length(v) == 1) num(v) else paste0("[", paste(num(v), collapse = ","), "]")
}
out <- list(cases = lapply(cases, run),
            versions = list(R = R.version.string, minqa = as.character(packageVersion("minqa"))))
writeLines(js(out), "bobyqa_minqa.json")
