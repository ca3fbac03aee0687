// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "models/tablecatalog.h"
#include "widgets/demographics/subgroupf1figure.h"

#include <QWidget>

#include <array>
#include <memory>

class QComboBox;
class QLabel;
class QListWidget;
class QStackedWidget;
class QTableView;

namespace rl::models {
struct AnalysisBundle;
class DemographicsTableModel;
}

namespace rl::widgets {

class DemographicsTablePage;
class FigureCanvas;

/// "Human ratings & demographics": the human side of the face study and the demographic bias of
/// the model conditions (docs/methods.md §4 human decomposition, §3.1–3.2 human α and LOO baseline, §5),
/// as six tables chosen from a list on the left:
///   human reliability    α at four levels, LOO W1SD baseline, per dimension and group
///   variance components  σ² rater / image / residual of the crossed human LMM, shares, ICCs, status
///   accuracy by subgroup accuracy and macro-F1 per race, gender and race × gender cell, with a
///                        macro-F1 heatmap of the race × gender cells above the table
///   bias ANOVA           race × gender F tests of the bias per emotion, η², BH q (q < .05 highlighted)
///   Tukey comparisons    the race × gender cells where the interaction has q < .05
///   GLMM tests           likelihood-ratio tests of race and gender on correctness
/// A condition and a dimension filter apply to the sections that have those columns (hidden
/// otherwise). Every table sorts numerically, copies as TSV and asks for an export with
/// tableExportRequested() (a models::TableRequest that models::makeTable turns into the same table).
/// A section without rows says why (part not run yet, no race/gender or emotion factor, ...).
class HumanDemographicsView : public QWidget {
    Q_OBJECT
public:
    enum Section {
        HumanReliability,
        VarianceComponents,
        SubgroupAccuracy,
        BiasAnova,
        TukeyComparisons,
        GlmmTests,
        SectionCount
    };

    explicit HumanDemographicsView(QWidget *parent = nullptr);
    ~HumanDemographicsView() override;

    void setBundle(std::shared_ptr<const models::AnalysisBundle> bundle);

    void setSection(Section section);
    Section section() const;
    void setConditionFilter(int condition); ///< RatingAnalysis::conditions index; -1 = all
    void setDimensionFilter(int dimension); ///< RatingAnalysis::dimensions index; -1 = all

    /// The catalog name of a section's table ("human-reliability", ..., "demographic-glmm").
    static QString tableName(Section section);
    /// The request that exports `section`'s table as shown (its name and the active filters).
    models::TableRequest tableRequest(Section section) const;

    models::DemographicsTableModel *model(Section section) const;
    DemographicsTablePage *page(Section section) const;
    QTableView *tableView(Section section) const;
    QLabel *emptyLabel(Section section) const;
    QListWidget *sectionList() const { return m_sections; }
    QComboBox *conditionCombo() const { return m_condition; }
    QComboBox *dimensionCombo() const { return m_dimension; }
    FigureCanvas *heatmapCanvas() const { return m_heatmap; }
    const SubgroupF1Figure &heatmapFigure() const { return m_figure; }
    QString tsv(Section section) const;

signals:
    void tableExportRequested(const rl::models::TableRequest &request);

protected:
    void changeEvent(QEvent *event) override;

private:
    void fillFilters();
    void updateFilterVisibility();
    void rebuildFigure();
    void retranslate();

    std::shared_ptr<const models::AnalysisBundle> m_bundle;
    std::array<DemographicsTablePage *, SectionCount> m_pages {};
    QListWidget *m_sections = nullptr;
    QStackedWidget *m_stack = nullptr;
    QLabel *m_conditionLabel = nullptr;
    QComboBox *m_condition = nullptr;
    QLabel *m_dimensionLabel = nullptr;
    QComboBox *m_dimension = nullptr;
    FigureCanvas *m_heatmap = nullptr;
    SubgroupF1Figure m_figure;
    int m_conditionFilter = -1;
    int m_dimensionFilter = -1;
};

} // namespace rl::widgets
