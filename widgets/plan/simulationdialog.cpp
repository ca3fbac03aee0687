// SPDX-FileCopyrightText: 2026 RaterLab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/plan/simulationdialog.h"

#include "engine/analysis/plan/pilot.h"
#include "engine/analysis/registry.h"
#include "engine/analysis/studykinds.h"
#include "engine/study/protocol.h"
#include "models/outputfile.h"
#include "models/tableexport.h"
#include "widgets/figurecanvas.h"
#include "widgets/figureexportdialog.h"
#include "widgets/plan/simulationfigure.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <cmath>

namespace rl::widgets {

namespace plan = analysis::plan;

namespace {

QSpinBox *countBox(QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(0, INT_MAX); // below the engine's minimum: validateSimulationOptions says what is wrong
    return box;
}

/// The shortest text that reads back as `v` (a fitted variance keeps every digit, 0.3 stays 0.3).
QString numberText(double v) { return QString::number(v, 'g', QLocale::FloatingPointShortest); }

/// "FROM:TO:STEP" or "n,n,...": the sizes; false when unreadable (the engine judges their values).
bool parseSizes(const QString &text, std::vector<std::size_t> &out)
{
    out.clear();
    const QString t = text.simplified().remove(' ');
    if (t.contains(':')) {
        const QStringList parts = t.split(':');
        bool a = false, b = false, c = false;
        const qulonglong from = parts.value(0).toULongLong(&a), to = parts.value(1).toULongLong(&b),
                         step = parts.value(2).toULongLong(&c);
        if (parts.size() != 3 || !a || !b || !c || from > to || step < 1 || (to - from) / step >= 10000)
            return false;
        for (qulonglong n = from; n <= to; n += step)
            out.push_back(n);
        return true;
    }
    for (const QString &p : t.split(',')) {
        bool ok = false;
        const qulonglong n = p.toULongLong(&ok);
        if (!ok || std::find(out.begin(), out.end(), n) != out.end())
            return false;
        out.push_back(n);
    }
    return true;
}

QString sizesText(const std::vector<std::size_t> &items)
{
    // A regular sequence as FROM:TO:STEP, anything else as a list.
    if (items.size() >= 3 && items[1] > items[0]) {
        const std::size_t step = items[1] - items[0];
        bool regular = true;
        for (std::size_t i = 1; i < items.size() && regular; ++i)
            regular = items[i] > items[i - 1] && items[i] - items[i - 1] == step;
        if (regular)
            return QStringLiteral("%1:%2:%3").arg(items.front()).arg(items.back()).arg(step);
    }
    QStringList parts;
    for (std::size_t n : items)
        parts << QString::number(n);
    return parts.join(',');
}

} // namespace

SimulationDialog::SimulationDialog(QWidget *parent)
    : QDialog(parent)
    , m_runner(new models::SimulationRunner(this))
    , m_table(new models::SimulationTableModel(this))
{
    setObjectName(QStringLiteral("simulationDialog"));
    // The generator.
    m_kind = new QComboBox(this);
    m_kind->addItems({QString(), QString()});
    m_generator = new QStackedWidget(this);
    auto *categorical = new QWidget(m_generator);
    auto *catForm = new QFormLayout(categorical);
    catForm->setContentsMargins(0, 0, 0, 0);
    m_categories = countBox(categorical);
    m_noiseHumans = new QLineEdit(categorical);
    m_noiseModel = new QLineEdit(categorical);
    QLabel *catLabels[3];
    for (auto &l : catLabels)
        l = new QLabel(categorical);
    catForm->addRow(catLabels[0], m_categories);
    catForm->addRow(catLabels[1], m_noiseHumans);
    catForm->addRow(catLabels[2], m_noiseModel);
    auto *numeric = new QWidget(m_generator);
    auto *numForm = new QFormLayout(numeric);
    numForm->setContentsMargins(0, 0, 0, 0);
    m_itemVariance = new QLineEdit(numeric);
    m_raterVariance = new QLineEdit(numeric);
    m_residualVariance = new QLineEdit(numeric);
    m_modelBias = new QLineEdit(numeric);
    m_modelErrorVariance = new QLineEdit(numeric);
    QLabel *numLabels[5];
    for (auto &l : numLabels)
        l = new QLabel(numeric);
    numForm->addRow(numLabels[0], m_itemVariance);
    numForm->addRow(numLabels[1], m_raterVariance);
    numForm->addRow(numLabels[2], m_residualVariance);
    numForm->addRow(numLabels[3], m_modelBias);
    numForm->addRow(numLabels[4], m_modelErrorVariance);
    m_pilotRow = new QWidget(numeric);
    auto *pilotLayout = new QHBoxLayout(m_pilotRow);
    pilotLayout->setContentsMargins(0, 0, 0, 0);
    m_pilotDimension = new QComboBox(m_pilotRow);
    m_pilotCondition = new QComboBox(m_pilotRow);
    m_fromStudy = new QPushButton(m_pilotRow);
    m_fromStudy->setObjectName(QStringLiteral("fromStudyButton"));
    pilotLayout->addWidget(m_pilotDimension, 1);
    pilotLayout->addWidget(m_pilotCondition, 1);
    pilotLayout->addWidget(m_fromStudy);
    auto *pilotLabel = new QLabel(numeric);
    numForm->addRow(pilotLabel, m_pilotRow);
    m_generator->addWidget(categorical);
    m_generator->addWidget(numeric);
    auto *generatorBox = new QGroupBox(this);
    auto *generatorLayout = new QFormLayout(generatorBox);
    auto *kindLabel = new QLabel(generatorBox);
    generatorLayout->addRow(kindLabel, m_kind);
    generatorLayout->addRow(m_generator);

    // The design.
    auto *designBox = new QGroupBox(this);
    auto *design = new QFormLayout(designBox);
    m_annotators = countBox(designBox);
    m_poolAnnotators = countBox(designBox);
    m_poolItems = countBox(designBox);
    m_datasets = countBox(designBox);
    m_draws = countBox(designBox);
    m_items = new QLineEdit(designBox);
    m_items->setObjectName(QStringLiteral("itemsEdit"));
    m_epsilons = new QLineEdit(designBox);
    m_seed = countBox(designBox);
    QLabel *designLabels[8];
    for (auto &l : designLabels)
        l = new QLabel(designBox);
    design->addRow(designLabels[0], m_annotators);
    design->addRow(designLabels[1], m_poolAnnotators);
    design->addRow(designLabels[2], m_poolItems);
    design->addRow(designLabels[3], m_datasets);
    design->addRow(designLabels[4], m_draws);
    design->addRow(designLabels[5], m_items);
    design->addRow(designLabels[6], m_epsilons);
    design->addRow(designLabels[7], m_seed);

    m_problems = new QLabel(this);
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b00020"));
    m_run = new QPushButton(this);
    m_run->setObjectName(QStringLiteral("runButton"));
    m_run->setDefault(true);
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_cancel->setEnabled(false);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_run);
    runRow->addWidget(m_cancel);
    runRow->addWidget(m_progress, 1);

    auto *left = new QWidget(this);
    left->setMinimumWidth(360);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(generatorBox);
    leftLayout->addWidget(designBox);
    leftLayout->addWidget(m_problems);
    leftLayout->addLayout(runRow);
    leftLayout->addStretch(1);

    // The results.
    m_canvas = new FigureCanvas(this);
    m_canvas->setMinimumSize(420, 260);
    m_view = new QTableView(this);
    m_view->setModel(m_table);
    m_view->setSortingEnabled(false);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_exportFigure = new QPushButton(this);
    m_exportTable = new QPushButton(this);
    m_exportFigure->setEnabled(false);
    m_exportTable->setEnabled(false);
    auto *exportRow = new QHBoxLayout;
    exportRow->addStretch(1);
    exportRow->addWidget(m_exportFigure);
    exportRow->addWidget(m_exportTable);
    auto *results = new QSplitter(Qt::Vertical, this);
    results->addWidget(m_canvas);
    results->addWidget(m_view);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(results, 1);
    rightLayout->addLayout(exportRow);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *columns = new QHBoxLayout;
    columns->addWidget(left);
    columns->addWidget(right, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(buttons);
    resize(1100, 680);

    m_texts.add([=, this] {
        setWindowTitle(tr("New plan: simulate the Alt-test"));
        m_kind->setItemText(0, tr("Categorical"));
        m_kind->setItemText(1, tr("Numeric"));
        kindLabel->setText(tr("Kind"));
        generatorBox->setTitle(tr("Generator"));
        designBox->setTitle(tr("Design"));
        catLabels[0]->setText(tr("Categories K"));
        catLabels[1]->setText(tr("Humans' noise η"));
        catLabels[2]->setText(tr("Model's noise η"));
        numLabels[0]->setText(tr("Item variance"));
        numLabels[1]->setText(tr("Rater variance"));
        numLabels[2]->setText(tr("Residual variance"));
        numLabels[3]->setText(tr("Model bias"));
        numLabels[4]->setText(tr("Model error variance"));
        pilotLabel->setText(tr("Pilot study"));
        m_fromStudy->setText(tr("From this study…"));
        m_fromStudy->setToolTip(tr("Fit the variances to the chosen dimension of the open study and the model's bias "
                                   "and error to the chosen condition."));
        designLabels[0]->setText(tr("Annotators per draw"));
        designLabels[1]->setText(tr("Pool annotators"));
        designLabels[2]->setText(tr("Pool items"));
        designLabels[3]->setText(tr("Data sets"));
        designLabels[4]->setText(tr("Draws per data set"));
        designLabels[5]->setText(tr("Items"));
        designLabels[6]->setText(tr("Epsilons"));
        designLabels[7]->setText(tr("Seed"));
        m_items->setToolTip(tr("FROM:TO:STEP (e.g. 30:200:10) or whole numbers separated by commas"));
        m_run->setText(tr("Run"));
        m_cancel->setText(tr("Cancel"));
        m_exportFigure->setText(tr("Export figure…"));
        m_exportTable->setText(tr("Export table…"));
        if (m_pilotCondition->count() > 0)
            m_pilotCondition->setItemText(0, tr("No condition"));
    });

    setOptions(plan::SimulationOptions {});
    syncPilotRow();
    m_canvas->setPaintFunction([this](QPainter &p, const QRectF &r, const FigureStyle &style) {
        const models::SimulationPtr result = m_table->result();
        paintSimulation(p, r, result ? *result : plan::SimulationResult {}, style);
    });

    connect(m_kind, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_generator->setCurrentIndex(index);
        syncPilotRow();
        validate();
    });
    for (QLineEdit *edit : {m_noiseHumans, m_noiseModel, m_itemVariance, m_raterVariance, m_residualVariance, m_modelBias,
                            m_modelErrorVariance, m_items, m_epsilons})
        connect(edit, &QLineEdit::textChanged, this, &SimulationDialog::validate);
    for (QSpinBox *box : {m_categories, m_annotators, m_poolAnnotators, m_poolItems, m_datasets, m_draws, m_seed})
        connect(box, &QSpinBox::valueChanged, this, &SimulationDialog::validate);
    connect(m_run, &QPushButton::clicked, this, &SimulationDialog::run);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_runner->cancel();
        setBusy(false);
    });
    connect(m_fromStudy, &QPushButton::clicked, this, [this] {
        if (auto filled = fillFromPilot(); !filled)
            QMessageBox::warning(this, windowTitle(), QString::fromStdString(filled.error().detail));
    });
    connect(m_exportFigure, &QPushButton::clicked, this, &SimulationDialog::askFigureFile);
    connect(m_exportTable, &QPushButton::clicked, this, &SimulationDialog::askTableFile);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_runner, &models::SimulationRunner::progress, this, [this](qint64 done, qint64 total) {
        m_progress->setRange(0, int(std::max<qint64>(total, 1)));
        m_progress->setValue(int(done));
    });
    connect(m_runner, &models::SimulationRunner::ready, this, &SimulationDialog::showResult);
    connect(m_runner, &models::SimulationRunner::failed, this, [this](const QString &message) {
        setBusy(false);
        m_problems->setText(tr("The simulation failed: %1").arg(message));
    });
    validate();
}

SimulationDialog::~SimulationDialog() = default;

void SimulationDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_texts.retranslate();
        validate();
    }
    QDialog::changeEvent(event);
}

void SimulationDialog::setPilot(std::shared_ptr<const study::Study> study, const analysis::RatingAnalysisOptions &options)
{
    m_pilot = std::move(study);
    m_pilotOptions = options;
    m_pilotDimension->clear();
    m_pilotCondition->clear();
    if (m_pilot) {
        for (const auto &d : m_pilot->dimensions)
            if (d.kind == study::DimensionKind::Numeric)
                m_pilotDimension->addItem(QString::fromStdString(d.name), QString::fromStdString(d.name));
        m_pilotCondition->addItem(tr("No condition"), QString());
        for (const auto &c : m_pilot->conditions)
            m_pilotCondition->addItem(QString::fromStdString(c.label.empty() ? c.id : c.label), QString::fromStdString(c.id));
        if (m_pilotCondition->count() > 1)
            m_pilotCondition->setCurrentIndex(1);
    }
    syncPilotRow();
}

void SimulationDialog::setPilotProject(std::shared_ptr<const study::Study> study, const analysis::AnalysisOptions &record)
{
    if (!study || !analysis::studyKindEntry(study::protocolOf(*study).kind).agreementSuite) {
        setPilot(nullptr);
        return;
    }
    const analysis::RatingAnalysisOptions options = analysis::analysisPlanFor(*study, analysis::ratingAnalysisOptions(record)).options;
    setPilot(std::move(study), options);
}

void SimulationDialog::syncPilotRow()
{
    const bool usable = m_pilot && m_pilotDimension->count() > 0;
    m_pilotRow->setVisible(usable);
    m_fromStudy->setEnabled(usable);
    if (auto *form = qobject_cast<QFormLayout *>(m_pilotRow->parentWidget()->layout()))
        if (QWidget *label = form->labelForField(m_pilotRow))
            label->setVisible(usable);
}

Status SimulationDialog::fillFromPilot()
{
    if (!m_pilot || m_pilotDimension->currentIndex() < 0)
        return Error{ErrorCode::Validation, "no study to fill the simulation from"};
    plan::SimulationOptions base = plan::SimulationOptions {};
    if (auto current = options())
        base = *current;
    auto filled = plan::numericFromPilot(*m_pilot, m_pilotDimension->currentData().toString().toStdString(),
                                         m_pilotCondition->currentData().toString().toStdString(), m_pilotOptions, base);
    if (!filled)
        return filled.error();
    setOptions(*filled);
    return {};
}

void SimulationDialog::setOptions(const plan::SimulationOptions &o)
{
    m_kind->setCurrentIndex(o.kind == plan::SimulationKind::Numeric ? 1 : 0);
    m_generator->setCurrentIndex(m_kind->currentIndex());
    m_categories->setValue(o.categories);
    m_noiseHumans->setText(numberText(o.noiseHumans));
    m_noiseModel->setText(numberText(o.noiseModel));
    m_itemVariance->setText(numberText(o.itemVariance));
    m_raterVariance->setText(numberText(o.raterVariance));
    m_residualVariance->setText(numberText(o.residualVariance));
    m_modelBias->setText(numberText(o.modelBias));
    m_modelErrorVariance->setText(numberText(o.modelErrorVariance));
    auto clamp = [](std::size_t v) { return int(std::min<std::size_t>(v, INT_MAX)); };
    m_annotators->setValue(clamp(o.annotators));
    m_poolAnnotators->setValue(clamp(o.poolAnnotators));
    m_poolItems->setValue(clamp(o.poolItems));
    m_datasets->setValue(clamp(o.datasets));
    m_draws->setValue(clamp(o.draws));
    m_items->setText(sizesText(o.items));
    QStringList eps;
    for (double e : o.epsilons)
        eps << numberText(e);
    m_epsilons->setText(eps.join(','));
    m_seed->setValue(int(std::min<std::uint64_t>(o.seed, INT_MAX)));
    validate();
}

Result<plan::SimulationOptions> SimulationDialog::options() const
{
    plan::SimulationOptions o;
    QStringList bad;
    o.kind = m_kind->currentIndex() == 1 ? plan::SimulationKind::Numeric : plan::SimulationKind::Categorical;
    auto number = [&](QLineEdit *edit, double &target) {
        bool ok = false;
        const double v = edit->text().trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(v))
            bad << tr("“%1” is not a number.").arg(edit->text());
        else
            target = v;
    };
    o.categories = m_categories->value();
    if (o.kind == plan::SimulationKind::Categorical) {
        number(m_noiseHumans, o.noiseHumans);
        number(m_noiseModel, o.noiseModel);
    } else {
        number(m_itemVariance, o.itemVariance);
        number(m_raterVariance, o.raterVariance);
        number(m_residualVariance, o.residualVariance);
        number(m_modelBias, o.modelBias);
        number(m_modelErrorVariance, o.modelErrorVariance);
    }
    o.annotators = std::size_t(m_annotators->value());
    o.poolAnnotators = std::size_t(m_poolAnnotators->value());
    o.poolItems = std::size_t(m_poolItems->value());
    o.datasets = std::size_t(m_datasets->value());
    o.draws = std::size_t(m_draws->value());
    if (!parseSizes(m_items->text(), o.items))
        bad << tr("Items: write FROM:TO:STEP (e.g. 30:200:10) or whole numbers separated by commas, each once.");
    o.epsilons.clear();
    for (const QString &p : m_epsilons->text().split(',')) {
        bool ok = false;
        const double e = p.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(e)) {
            bad << tr("Epsilons: write numbers separated by commas (e.g. 0,0.05,0.1,0.2).");
            break;
        }
        o.epsilons.push_back(e);
    }
    o.seed = std::uint64_t(m_seed->value());
    o.threads = std::max(1, QThread::idealThreadCount());
    if (bad.isEmpty())
        for (const std::string &s : plan::validateSimulationOptions(o))
            bad << QString::fromStdString(s);
    if (!bad.isEmpty())
        return Error{ErrorCode::Validation, bad.join('\n').toStdString()};
    return o;
}

QStringList SimulationDialog::problems() const
{
    const QString text = m_problems->text();
    return text.isEmpty() ? QStringList() : text.split('\n');
}

void SimulationDialog::validate()
{
    const auto o = options();
    m_problems->setText(o ? QString() : QString::fromStdString(o.error().detail));
    m_run->setEnabled(o && !m_cancel->isEnabled()); // Cancel is enabled while a run goes
}

void SimulationDialog::setBusy(bool busy)
{
    m_cancel->setEnabled(busy);
    if (busy) {
        m_progress->setRange(0, 0);
        m_run->setEnabled(false);
    } else {
        m_progress->setRange(0, 1);
        m_progress->setValue(0);
        validate();
    }
}

void SimulationDialog::run()
{
    const auto o = options();
    if (!o)
        return;
    setBusy(true);
    m_runner->start(*o);
}

void SimulationDialog::showResult(models::SimulationPtr result)
{
    setBusy(false);
    m_table->setResult(std::move(result));
    m_canvas->invalidate();
    m_exportFigure->setEnabled(true);
    m_exportTable->setEnabled(true);
}

Status SimulationDialog::exportTable(const QString &path) const
{
    const models::SimulationPtr result = m_table->result();
    if (!result)
        return Error{ErrorCode::Validation, "no simulation to export"};
    if (QFileInfo(path).suffix().compare(QLatin1String("xlsx"), Qt::CaseInsensitive) == 0) {
        auto model = std::make_shared<models::SimulationTableModel>();
        model->setResult(result);
        return models::writeWorkbook({{QStringLiteral("simulation"), model, {}}}, path);
    }
    return models::writeOutputFile(path, QByteArray::fromStdString(plan::simulationCsv(*result)));
}

Status SimulationDialog::exportFigure(const FigureExportOptions &options, const QString &path) const
{
    const models::SimulationPtr result = m_table->result();
    if (!result)
        return Error{ErrorCode::Validation, "no simulation to export"};
    FigureExportOptions o = options;
    if (o.heightInches <= 0)
        o.heightInches = std::max(2.5, o.widthInches * 0.55);
    const FigureStyle style = exportFigureStyle();
    return widgets::exportFigure([result, style](QPainter &p, const QRectF &r) { paintSimulation(p, r, *result, style); }, o,
                                 path);
}

void SimulationDialog::askFigureFile()
{
    auto *dialog = new FigureExportDialog(QStringLiteral("simulation"), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (auto written = exportFigure(dialog->options(), dialog->path()); !written)
            QMessageBox::warning(this, windowTitle(), QString::fromStdString(written.error().detail));
    });
    dialog->open();
}

void SimulationDialog::askTableFile()
{
    auto *dialog = new QFileDialog(this, m_exportTable->text(), QDir::home().filePath(QStringLiteral("simulation.csv")));
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setNameFilters({tr("CSV (*.csv)"), tr("Excel workbook (*.xlsx)")});
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, [this, dialog](const QString &file) {
        QString path = file;
        if (QFileInfo(path).suffix().isEmpty())
            path += dialog->selectedNameFilter().contains(QLatin1String("xlsx")) ? QStringLiteral(".xlsx") : QStringLiteral(".csv");
        if (auto written = exportTable(path); !written)
            QMessageBox::warning(this, windowTitle(), QString::fromStdString(written.error().detail));
    });
    dialog->open();
}

} // namespace rl::widgets
