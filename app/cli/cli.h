// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/result.h"

#include <charconv>
#include <functional>
#include <string>
#include <vector>

/// raterlab-cli: one function per verb (`int runX(const std::vector<std::string> &args)`, args
/// after the verb), each printing its own --help, returning the process exit code and writing a
/// one-line reason to stderr on failure.
namespace rl::cli {

/// Minimal option parser shared by the verbs: positional arguments and --name value / --flag.
struct Args {
    std::vector<std::string> positional;
    std::vector<std::pair<std::string, std::string>> options; // in order; flags have value "1"
    bool help = false;

    bool has(const std::string &name) const;
    std::string value(const std::string &name, const std::string &fallback = {}) const;
    std::vector<std::string> values(const std::string &name) const;
};

/// Parse `args`; `withValue` lists the options that take a value. Unknown options -> error text.
bool parseArgs(const std::vector<std::string> &args, const std::vector<std::string> &withValue,
               const std::vector<std::string> &flags, Args &out, std::string &error);

int fail(const std::string &reason); ///< prints "raterlab-cli: <line>" to stderr per line of `reason`, returns 1

/// The refusal of a name that is not one of `known`: "no <what> '<name>' in <where>; known: a, b, c (did you
/// mean 'a'?)" (the closest by edit distance; "none" when `known` is empty).
std::string unknownName(const std::string &what, const std::string &name, const std::vector<std::string> &known,
                        const std::string &where);

/// A whole option value as an integer (or, with a floating-point T, a number): false on any
/// character left over, a sign an unsigned T cannot take, or an overflow.
template <typename T>
bool parseNumber(const std::string &s, T &out)
{
    auto res = std::from_chars(s.data(), s.data() + s.size(), out);
    return res.ec == std::errc() && res.ptr == s.data() + s.size();
}

/// The ETA of a run's progress line ("120 s", "?"), or, while a server's Retry-After holds a retry
/// back, "? (waiting 120 s for the server, Retry-After; Ctrl-C stops)".
inline std::string etaText(double etaSeconds, double serverWaitSeconds)
{
    std::string eta = etaSeconds < 0 ? "?" : std::to_string(static_cast<long long>(etaSeconds)) + " s";
    if (serverWaitSeconds >= 1)
        eta += " (waiting " + std::to_string(static_cast<long long>(serverWaitSeconds)) + " s for the server, Retry-After; Ctrl-C stops)";
    return eta;
}

/// The whole program: the verb argv[1] with its arguments (app/cli/main.cpp is this call).
int runMain(int argc, char **argv);

/// A verb a study kind adds to raterlab-cli from its own folder: its name (argv[1]), the function that runs it with
/// the arguments after the name, and its lines of `raterlab-cli --help` (each starting with two spaces).
struct CliVerb {
    std::string name;
    std::function<int(const std::vector<std::string> &args)> run;
    std::string usage;
};
/// Registers a kind's verb at static initialisation: `static const rl::cli::CliVerbRegistration r {{"toy", runToy,
/// "  toy PROJECT   ...\n"}};` (tests/kinds/toy/cli shows a worked example). A name the program already has is
/// refused (the registration is ignored, and `raterlab-cli --help` says so).
class CliVerbRegistration {
public:
    explicit CliVerbRegistration(CliVerb verb);
};
/// The registered verbs in registration order.
std::vector<const CliVerb *> registeredVerbs();
int runDemo(const std::vector<std::string> &args);
int runImport(const std::vector<std::string> &args);
int runExport(const std::vector<std::string> &args);
int runInfo(const std::vector<std::string> &args);
int runMethods(const std::vector<std::string> &args); ///< cmd_methods.cpp

} // namespace rl::cli

namespace rl::analysis {
enum class MethodsLanguage;
struct AnalysisOptions;
struct RatingAnalysisOptions;
struct RatingAnalysisParts;
}
namespace rl::storage {
class Project;
}
namespace rl::study {
class Study;
}
namespace rl::cli {
/// "en" (or empty) / "ko" for --language; false otherwise.
bool parseLanguage(const std::string &value, analysis::MethodsLanguage &out);

/// studyoptions.cpp: each `--option NAME=VALUE` of `a` applied to `options` in order, then group_by checked
/// against `study`'s factors. Errors name the option (the closest known name for an unknown one) and the
/// accepted values.
Status applyOptionArgs(analysis::AnalysisOptions &options, const study::Study &study, const Args &a);
/// The project's analysis options (engine/analysis/analysisoptions.h) with each
/// `--option NAME=VALUE` of `a` applied in order, group_by checked against `study`'s factors. Errors name
/// the option (the closest known name for an unknown one) and the accepted values.
Result<analysis::AnalysisOptions> projectAnalysisOptions(storage::Project &project, const study::Study &study, const Args &a);
/// What the GUI runs for `study` with `options` and `parts`: the protocol's plan (registry.h) of them.
analysis::RatingAnalysisOptions plannedOptions(const study::Study &study, const analysis::AnalysisOptions &options,
                                               const analysis::RatingAnalysisParts &parts);
/// The --option paragraph of a verb's --help: every option with its description.
std::string analysisOptionHelp();

} // namespace rl::cli
