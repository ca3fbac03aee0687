// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small studies built in memory for the verdict-branch and degenerate-input tests.
#include "engine/study/study.h"

#include <string>
#include <vector>

namespace rl::test {

/// A face-like study: factor emotion (given labels), race, gender; dimensions emotion (categorical),
/// valence, arousal (numeric 1-9, values unchecked here).
class StudyBuilder {
public:
    explicit StudyBuilder(std::vector<std::string> emotions)
    {
        m_s.name = "constructed";
        m_s.factors.push_back({"emotion", emotions});
        m_s.factors.push_back({"race", {"Black", "Korean", "White"}});
        m_s.factors.push_back({"gender", {"female", "male"}});
        study::Dimension e;
        e.name = "emotion";
        e.kind = study::DimensionKind::Categorical;
        e.levels = emotions;
        m_s.dimensions.push_back(e);
        for (const char *n : {"valence", "arousal"}) {
            study::Dimension d;
            d.name = n;
            m_s.dimensions.push_back(d);
        }
    }

    int item(int emotion, int race = 0, int gender = 0)
    {
        study::Item it;
        it.key = "i" + std::to_string(m_s.items.size() + 1);
        it.levels = {emotion, race, gender};
        return m_s.addItem(it);
    }
    int human(const std::string &key)
    {
        const int r = m_s.findRater(study::RaterKind::Human, key);
        return r >= 0 ? r : m_s.addRater({key, study::RaterKind::Human, -1});
    }
    int condition(const std::string &id)
    {
        const int c = m_s.findCondition(id);
        if (c >= 0)
            return m_s.raterOfCondition(c);
        study::ModelCondition mc;
        mc.id = id;
        mc.label = id;
        return m_s.raterOfCondition(m_s.addCondition(mc));
    }
    void rate(int rater, int item, const std::string &dimension, double value)
    {
        study::Rating r;
        r.rater = rater;
        r.item = item;
        r.dimension = m_s.findDimension(dimension);
        r.value = value;
        m_s.ratings.push_back(r);
    }
    study::Study &study() { return m_s; }

private:
    study::Study m_s;
};

} // namespace rl::test
