// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tests/common/testutil.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

/// Test-only readers for the mixed-model inputs (numeric CSVs exported from lme4's data sets and the
/// face study files) and the JSON goldens.
namespace rl::test::mixed {

/// A numeric CSV (plain or .gz) as columns; non-numeric fields are kept in `text`.
struct Table {
    std::map<std::string, std::vector<double>> num;
    std::map<std::string, std::vector<std::string>> text;
    std::size_t rows = 0;
};

inline Table readTable(const std::string &path)
{
    Table t;
    std::istringstream in(rl::test::readText(path));
    std::string line;
    std::vector<std::string> header;
    if (!std::getline(in, line))
        return t;
    {
        std::stringstream ss(line);
        std::string f;
        while (std::getline(ss, f, ','))
            header.push_back(f);
    }
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.empty())
            continue;
        std::stringstream ss(line);
        std::string f;
        for (const std::string &h : header) {
            std::getline(ss, f, ',');
            t.text[h].push_back(f);
            char *end = nullptr;
            const double v = std::strtod(f.c_str(), &end);
            t.num[h].push_back(end != f.c_str() && *end == '\0' ? v : std::nan(""));
        }
        ++t.rows;
    }
    return t;
}

inline nlohmann::json readJson(const std::string &path) { return nlohmann::json::parse(rl::test::readText(path)); }

inline std::vector<int> toCodes(const std::vector<double> &v, int base = 1)
{
    std::vector<int> c;
    for (double x : v)
        c.push_back(static_cast<int>(x) - base);
    return c;
}

} // namespace rl::test::mixed
