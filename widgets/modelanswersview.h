// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/storage/project.h"

#include <QFutureWatcher>
#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QTableView;
class QTextBrowser;

namespace rl::models {
struct AnalysisBundle;
class ModelAnswersModel;
class StimulusImageSource;
}

namespace rl::widgets {

/// The detail pane's "Model answers" section: every condition's answers for the shown stimulus
/// with |z| against the human ratings, and the chosen condition's thinking trace and raw response
/// (read from the project off the GUI thread).
class ModelAnswersView : public QWidget {
    Q_OBJECT
public:
    explicit ModelAnswersView(QWidget *parent = nullptr);
    ~ModelAnswersView() override;

    void setBundle(std::shared_ptr<const models::AnalysisBundle> bundle);
    void setImageSource(std::shared_ptr<models::StimulusImageSource> images);
    void showItem(int item);

    models::ModelAnswersModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QTextBrowser *textBrowser() const { return m_text; }

signals:
    void textsLoaded(int item);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Texts {
        int item = -1;
        std::vector<storage::PredictionText> texts;
    };
    void textsReady();
    void showRow(int row);
    void retranslate();

    std::shared_ptr<models::StimulusImageSource> m_images;
    models::ModelAnswersModel *m_model = nullptr;
    QLabel *m_heading = nullptr;
    QTableView *m_table = nullptr;
    QTextBrowser *m_text = nullptr;
    QFutureWatcher<Texts> m_watcher;
};

} // namespace rl::widgets
