<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BlandAltmanFigure</name>
    <message>
        <source>Mean of human mean and model (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human mean − model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>synthetic demo (seed %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bias %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConfusionFigure</name>
    <message>
        <source>synthetic demo (seed %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accuracy %1, κ %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no emotion answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>True ↓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <source>Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emotion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Happy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Angry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fearful</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disgusted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Korean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Female</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Male</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arousal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naturalness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file could not be read or written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project database reported an error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project file was written by a newer RaterLab or is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The input is malformed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The input breaks a rule of the study design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something the project refers to does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A network request failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused the credentials.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The operation was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This operation is not supported by this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unknown error occurred.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FigureCatalog</name>
    <message>
        <source>synthetic demo (seed %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>replaceable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calibrate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not replaceable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>RaterLab: can an AI model stand in for human raters?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the main window to a PNG file once the grid is loaded, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User interface language (ko or en).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A RaterLab project file; without one the demo project opens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --screenshot: the view to show (stimuli, agreement, blandaltman, confusion or verdicts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>view</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::app::AnalysisWorkspace</name>
    <message>
        <source>Analysing: %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LaTeX (*.tex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RaterLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stimuli</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bland–Altman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::app::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New demo project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About RaterLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No project open</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>%Ln item</numerusform>
            <numerusform>%Ln items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln human rater(s)</source>
        <translation>
            <numerusform>%Ln human rater</numerusform>
            <numerusform>%Ln human raters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln model condition(s)</source>
        <translation>
            <numerusform>%Ln model condition</numerusform>
            <numerusform>%Ln model conditions</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (synthetic demo) — RaterLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — RaterLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This build of RaterLab has no demo generator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RaterLab projects (*.raterlab);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New demo project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RaterLab projects (*.raterlab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About RaterLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;RaterLab %1&lt;/h3&gt;&lt;p&gt;A research workbench that tests, with evidence, whether AI models can stand in for human raters.&lt;/p&gt;&lt;p&gt;License: GPL-3.0-or-later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creating the demo project %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creating the demo project %1: %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RaterLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::AgreementTableModel</name>
    <message>
        <source>Accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>κ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Macro-F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ρ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SD(d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MAE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δα</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W1SD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This condition gave no emotion answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n = %1, %2 invalid answers, κ band: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>r = %1, 95% CI [%2, %3], n = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bias = %1, 95% CI [%2, %3]; LoA [%4, %5]; t-test p = %6; n = %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 items within one human SD; human leave-one-out baseline %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α(humans) = %1, α(humans + model) = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::AnalysisRunner</name>
    <message>
        <source>preparing the data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>human agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demographic bias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mixed models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inter-model variance</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::ClassMetricsModel</name>
    <message>
        <source>Macro average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emotion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::ConfusionMatrixModel</name>
    <message>
        <source>%1 (%2%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::ModelAnswersModel</name>
    <message>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emotion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>|z| %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::StimulusGridModel</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image could not be shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::VerdictEvidenceModel</name>
    <message>
        <source>no data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes: y&apos; = %1 y + %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ω = %1 (%2/%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>κ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δα</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W1SD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W1SD (human LOO)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bias p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoA width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt-test</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::VerdictMatrixModel</name>
    <message>
        <source>Classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Conditions meeting the cell: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::AgreementView</name>
    <message>
        <source>All items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as TSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute the metrics over all items or over one emotion&apos;s items</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::BlandAltmanView</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;human mean %3, model %4&lt;br&gt;difference %5, mean %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per emotion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proportional bias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rated dimension to compare</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::ConditionPicker</name>
    <message>
        <source>Conditions (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Choose up to %n conditions to compare side by side.</source>
        <translation>
            <numerusform>Choose up to %n condition to compare side by side.</numerusform>
            <numerusform>Choose up to %n conditions to compare side by side.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::widgets::ConfusionView</name>
    <message>
        <source>Export figure…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::FactorFilterButton</name>
    <message>
        <source>All levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only the stimuli with the checked levels of %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::FigureExportDialog</name>
    <message>
        <source>Export figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG (vector)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (vector, page = figure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG (raster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One column (3.25 in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two columns (6.875 in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>300 dpi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>600 dpi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::ModelAnswersView</name>
    <message>
        <source>Thinking trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model answers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::StimulusDetailView</name>
    <message>
        <source>Loading image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image could not be shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M = %1, SD = %2, n = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>M = %1, one rating (no SD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No human ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a stimulus in the grid to see its image and its human ratings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human ratings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::StimulusGridView</name>
    <message>
        <source>Stimulus ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human mean of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search stimulus ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverse the sort order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Study order</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln stimuli shown</source>
        <translation>
            <numerusform>%1 of %Ln stimulus shown</numerusform>
            <numerusform>%1 of %Ln stimuli shown</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::widgets::SyntheticBadge</name>
    <message>
        <source>Synthetic demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This study was generated by RaterLab&apos;s demo generator (seed %1). Its faces are drawn procedurally and its ratings are simulated.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::VerdictView</name>
    <message>
        <source>Select a cell to see the evidence behind its verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall r*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>κ*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaceable when at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
