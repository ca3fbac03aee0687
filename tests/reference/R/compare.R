# SPDX-FileCopyrightText: 2026 RaterLab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Compares regenerated goldens with the committed ones. For each file: "identical" (byte-equal), or
# the largest relative difference |a-b| / max(1, |b|) over all numbers with its location, checked
# against the file's tolerance (../README.md); strings, NA and the set of columns / keys must match.
#   Rscript compare.R NEW_DIR REFERENCE_DIR FILE...
# Exit status 1 when a file is missing or out of tolerance.
suppressPackageStartupMessages(library(jsonlite))
args <- commandArgs(trailingOnly = TRUE)
new_dir <- args[1]; ref_dir <- args[2]; files <- args[-(1:2)]

# Per-file tolerance (relative) and the column / key names compared at a looser one.
tolerance <- function(file) {
  if (grepl("lmm|glmm|mixed_models", file)) return(1e-4)   # optimizer stopping points (README section 3)
  if (grepl("tukey", file)) return(1e-5)                     # qtukey's secant iteration
  if (grepl("bland_altman", file)) return(1e-6)              # non-central t quantiles (exact limits CIs)
  1e-10
}
# Numbers that sit on an optimizer's boundary or noise (singular fits): compared absolutely.
absolute_ok <- function(path, a, b) abs(a - b) <= 1e-6 && abs(b) < 1e-3 && grepl("var|theta|sdcor|vcov", path)

worst <- list(rel = 0, where = "")
problems <- character()
note <- function(where, rel) if (rel > worst$rel) worst <<- list(rel = rel, where = where)

cmp_value <- function(a, b, where) {
  if (is.null(a) && is.null(b)) return()
  if (is.null(a) || is.null(b)) { problems <<- c(problems, paste(where, "null vs value")); return() }
  na <- suppressWarnings(as.numeric(a)); nb <- suppressWarnings(as.numeric(b))
  if (is.character(a) && is.character(b) && (is.na(na) || is.na(nb)) && !(a %in% c("Inf", "-Inf"))) {
    if (!identical(a, b)) problems <<- c(problems, sprintf("%s: '%s' vs '%s'", where, a, b))
    return()
  }
  if (is.logical(a) || is.logical(b)) {
    if (!identical(as.logical(a), as.logical(b))) problems <<- c(problems, sprintf("%s: %s vs %s", where, a, b))
    return()
  }
  if (is.na(na) || is.na(nb)) {
    if (!(is.na(na) && is.na(nb))) problems <<- c(problems, sprintf("%s: %s vs %s", where, a, b))
    return()
  }
  if (is.infinite(na) || is.infinite(nb)) {
    if (na != nb) problems <<- c(problems, sprintf("%s: %s vs %s", where, a, b))
    return()
  }
  rel <- abs(na - nb) / max(1, abs(nb))
  if (absolute_ok(where, na, nb)) rel <- 0
  note(where, rel)
}

cmp_json <- function(a, b, where) {
  if (is.list(b) || is.list(a)) {
    if (!is.list(a) || !is.list(b)) { problems <<- c(problems, paste(where, "structure differs")); return() }
    if (!is.null(names(b))) {
      missing <- setdiff(names(b), names(a)); extra <- setdiff(names(a), names(b))
      if (length(missing)) problems <<- c(problems, paste0(where, ": missing ", paste(missing, collapse = ", ")))
      if (length(extra)) problems <<- c(problems, paste0(where, ": extra ", paste(extra, collapse = ", ")))
      for (k in intersect(names(b), names(a))) cmp_json(a[[k]], b[[k]], paste0(where, "/", k))
    } else {
      if (length(a) != length(b)) { problems <<- c(problems, paste(where, "length differs")); return() }
      for (i in seq_along(b)) cmp_json(a[[i]], b[[i]], paste0(where, "[", i, "]"))
    }
    return()
  }
  cmp_value(a, b, where)
}

status <- 0
for (f in files) {
  worst <- list(rel = 0, where = ""); problems <- character()
  pa <- file.path(new_dir, f); pb <- file.path(ref_dir, f)
  if (!file.exists(pa)) { cat(sprintf("%-52s MISSING (not regenerated)\n", f)); status <- 1; next }
  ta <- readLines(pa, warn = FALSE); tb <- readLines(pb, warn = FALSE)
  if (identical(ta, tb)) { cat(sprintf("%-52s identical (%d lines)\n", f, length(tb))); next }
  if (grepl("\\.json$", f)) {
    cmp_json(fromJSON(pa, simplifyVector = FALSE), fromJSON(pb, simplifyVector = FALSE), "")
  } else {
    A <- read.csv(pa, colClasses = "character", check.names = FALSE, na.strings = character())
    B <- read.csv(pb, colClasses = "character", check.names = FALSE, na.strings = character())
    if (!identical(names(A), names(B))) {
      problems <- c(problems, paste("columns differ:", paste(setdiff(names(B), names(A)), collapse = " "),
                                    "|", paste(setdiff(names(A), names(B)), collapse = " ")))
    } else if (nrow(A) != nrow(B)) {
      problems <- c(problems, sprintf("rows %d vs %d", nrow(A), nrow(B)))
    } else {
      for (col in names(B)) for (i in seq_len(nrow(B)))
        cmp_value(if (A[[col]][i] == "NA") NA else A[[col]][i], if (B[[col]][i] == "NA") NA else B[[col]][i],
                  sprintf("row %d %s", i, col))
    }
  }
  tol <- tolerance(f)
  ok <- length(problems) == 0 && worst$rel <= tol
  cat(sprintf("%-52s %s  max rel diff %.3g (tolerance %.0e)%s\n", f, if (ok) "equal within tolerance" else "DIFFERS",
              worst$rel, tol, if (nzchar(worst$where)) paste0(" at ", worst$where) else ""))
  if (length(problems)) cat(paste0("    ", head(problems, 10), collapse = "\n"), "\n")
  if (!ok) status <- 1
}
quit(status = status)
