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
        <source>synthetic demo (seed %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bias %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference d (human mean − model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d = human mean − model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoA %1 … %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slope %1, p %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limits of agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proportional bias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The study has no grouping factor: each panel holds every item.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComparisonFigure</name>
    <message>
        <source>Pearson r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spearman ρ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower LoA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper LoA</source>
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
        <source>Accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cohen&apos;s κ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Macro-F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (n = %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: n = %2 items that every condition answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2: the items every condition answered in each group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% CI: r Fisher z; bias and LoA Bland–Altman; others percentile bootstrap (B = %2, seed %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1% CI: r Fisher z; bias and LoA Bland–Altman (no bootstrap).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bias = human mean − model. Dashed: 0; W1SD: human leave-one-out; κ: κ*.</source>
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
    <message>
        <source>%1 against the human plurality; a tie shares its item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human plurality ↓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answers on this dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plurality agreement %1, κ %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeltaFigure</name>
    <message>
        <source>Δρ of each prompt condition against its base, %1 (95% CI)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>panel (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ Spearman ρ (condition − base)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <source>The project is being changed by another process.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project comes from elsewhere and names endpoints you have not trusted.</source>
        <translation type="unfinished"></translation>
    </message>
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
    <name>ExportWords</name>
    <message>
        <source>all</source>
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
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>macro</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replaceable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs_calibration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not_replaceable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no_data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no_predictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no_human_data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too_few_pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no_items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no_group_factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not_run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing_factors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too_few_items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no_usable_raters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unequal_raters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too_few_raters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single_label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>converged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maximum evaluations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numerical issue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nominal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordinal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>poor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moderate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>substantial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>almost perfect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undefined</source>
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
    <name>FileKindText</name>
    <message>
        <source>%1 was written by a newer RaterLab (schema %2; this one reads up to %3): open it with that version or update RaterLab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is an SQLite database of another program, not a RaterLab project: export its tables as CSV and import them with File → New study….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: check its permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an empty file: it holds no project and no data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a CSV file: import it with File → New study… (or File → Import… into an open study).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a TSV file: import a sentence-pair corpus with File → New study… (LLM jury corpus), or other tables with File → Import….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a JSON file: import model conditions with File → Import… (a KLUE-STS corpus with File → New study…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a StereoTales grid (YAML): make a study of its seed folder with File → New study… (StereoTales grid), or drop the folder on the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a folder of images: make a study of them with File → New study… (factors from the file names).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not a project: choose a .raterlab file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is an image: make a study of its folder with File → New study… (factors from the file names).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a ZIP archive (an Excel workbook is one): save the sheet as CSV and import it with File → New study….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a compressed file: a compressed CSV (.csv.gz) is imported with File → New study….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a PDF document, not a project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a text file but not a table: write it as CSV with a header row and import it with File → New study….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither a RaterLab project nor a file RaterLab can import.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SimulationFigure</name>
    <message>
        <source>Winning rate ω</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advantage probability ρ (5–95 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SubgroupF1Figure</name>
    <message>
        <source>Macro-F1 by race × gender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>synthetic demo (seed %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No race × gender classification results</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SubsetFigure</name>
    <message>
        <source>Synthetic judges (simulated answers on real corpora)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cheap judges only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Σ input price of the panel (USD / 1M tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spearman ρ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Panel size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best Spearman ρ</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Red: Pareto front (%n panel(s))</source>
        <translation>
            <numerusform>Red: Pareto front (%n panel)</numerusform>
            <numerusform>Red: Pareto front (%n panels)</numerusform>
        </translation>
    </message>
    <message>
        <source>dashed: best single judge (%1, ρ = %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Σ input price ≤ %1 $/1M</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>panels of %n judge(s)</source>
        <translation>
            <numerusform>panels of %n judge</numerusform>
            <numerusform>panels of %n judges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No prices: give the judges their input prices (Conditions) to place the %n panel(s) on the price axis.</source>
        <translation>
            <numerusform>No prices: give the judges their input prices (Conditions) to place the %n panel on the price axis.</numerusform>
            <numerusform>No prices: give the judges their input prices (Conditions) to place the %n panels on the price axis.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost of the panel per 1,000 items (USD, journal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost ≤ %1 $/1,000 items</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>No cost recorded: the journal holds no priced answers of these judges, so the %n panel(s) have no place on the cost axis.</source>
        <translation>
            <numerusform>No cost recorded: the journal holds no priced answers of these judges, so the %n panel has no place on the cost axis.</numerusform>
            <numerusform>No cost recorded: the journal holds no priced answers of these judges, so the %n panels have no place on the cost axis.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerdictFigure</name>
    <message>
        <source>No verdicts: the study has no dimension with human ratings or true labels to judge the models against.</source>
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
    <message>
        <source>no data</source>
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
        <source>view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --screenshot: the view to show (stimuli, conditions, runs, agreement, blandaltman, confusion, verdicts, demographics, comparison, plan, or a jury page: jury-corpus, jury-judges, jury-subsets, jury-conditions, jury-strata, jury-rounds, or a StereoTales page: st-grid, st-associations, st-spread, st-harm; welcome and wizard need no project).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A RaterLab project file; without one the welcome page shows (with --screenshot, the demo project opens).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::app::AnalysisWorkspace</name>
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
        <source>Conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs</source>
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
        <source>New &amp;plan…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulate how many items a replaceability study needs, before any data.</source>
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
    <message>
        <source>New project from &amp;files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New project from files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save project as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save as %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved a copy as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the study's analysis options into the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis options of %1 have changed. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::app::ManuscriptMenu</name>
    <message>
        <source>All tables as Excel &amp;workbook…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every table of the analysis in one .xlsx file, a sheet per table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Methods &amp;&amp; report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The methods paragraph of the study and the whole-study report (HTML or PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export all tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1</source>
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
</context>
<context>
    <name>rl::app::StudyImportActions</name>
    <message>
        <source>&amp;New study…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a project from your own stimuli and ratings, step by step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a &amp;corpus or judge answers…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models</name>
    <message>
        <source>The id must not be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another condition already uses the id &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a provider: OpenAI, Gemini, Anthropic or an OpenAI-compatible server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the model name the provider expects, e.g. gpt-4o-mini.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This looks like an API key. Keys are never stored in a project: enter the name of the environment variable that holds the key, e.g. OPENAI_API_KEY.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This looks like an API key or password. Keys are never stored in a project: put the key in the environment variable named under API key variable, or in the OS keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An environment variable name may only contain letters, digits and underscores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose context-carry or single-shot prompting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The temperature must lie between 0 and 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image detail must be low, high or auto.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max tokens must be at least 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The thinking budget is -1 (dynamic), 0 (off) or a number of tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anthropic requires a thinking budget of at least 1024 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anthropic has no dynamic thinking budget: enter 0 or at least 1024 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The repetition penalty must be positive (1 = none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least one sample per face is needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeated samples at temperature 0 usually repeat the same answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices must not be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown prompt template &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 prompt must not be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 prompt uses {%2}, which is not filled in at that stage; it is sent as written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The condition is not valid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An imported condition has no prompting strategy.</source>
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
    <message>
        <source>Classification n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classification coverage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% LoA, lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% LoA, upper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coverage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n = %1 (%2 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 credits in %2 items (a tie of t labels gives 1/t); the humans&apos; leave-one-out baseline %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt-test ω</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model beats %1 of %2 usable human raters (ε = %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>macro-F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n = %1, %2 invalid answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plurality agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δα 95% CI, lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δα 95% CI, upper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α with the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α(humans) = %1, α(humans + model) = %2; Δα 95% CI [%3, %4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classification (%1)</source>
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
    <message>
        <source>the analysis is still running</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::BiasAnovaModel</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models not nested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No residual df</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit failed (e.g. an empty cell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F not defined (R: NA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race × gender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emotion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>df</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>df (residual)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>η²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>q (BH)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too few items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anova(reduced, larger): RSS %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type I SS %1 / total SS %2 (order race, gender, race × gender)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benjamini–Hochberg within the condition and dimension (every emotion × 3 terms); highlighted below .05. Significant interactions get Tukey comparisons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race × gender ANOVA is computed within each emotion, and this study has no emotion factor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No model condition gave numeric answers (valence, arousal, ...), so there is no bias to test.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::CategoricalAgreementModel</name>
    <message>
        <source>%1 credits in %2 items (a tie of t labels gives 1/t); the humans&apos; leave-one-out baseline is %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt-test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt-test ω</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Macro-F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not applicable: no human rater has %1 items shared with the model and another rater.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plurality agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model beats %1 of %2 usable human raters (ε = %3); advantage probability ρ = %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δα</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δα 95% CI, lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δα 95% CI, upper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α humans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α with the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>κ (plurality)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::CategoricalHumanModel</name>
    <message>
        <source>%1 items, %2 raters each; z = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each human label against the plurality of the item&apos;s other labels, a tie shared: %1 credits in %2 comparisons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleiss&apos; κ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleiss&apos; κ is not defined here (%1): it needs the same number of raters, at least two, on every item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleiss&apos; κ p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items with ≥ 2 labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LOO comparisons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bootstrap interval was computed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percentile bootstrap over the items: %1 of %2 resamples gave a finite α.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plurality agreement (human LOO)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nominal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordinal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α 95% CI, lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α 95% CI, upper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α level</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::CategoricalLabelsModel</name>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
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
        <source>Support (plurality)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::CategoricalTableModel</name>
    <message>
        <source>No model condition answered a categorical dimension.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agreement part of the analysis has not run, and the categorical dimensions are analysed there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The study has no categorical dimension with human labels, so there is no plurality to compare with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
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
    <name>rl::models::ComparisonTestsModel</name>
    <message>
        <source>Williams&apos; t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paired t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paired bootstrap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McNemar (exact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>McNemar χ²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lower LoA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upper LoA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>macro-F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n finite bootstrap difference(s) of %1</source>
        <translation>
            <numerusform>%n finite bootstrap difference of %1</numerusform>
            <numerusform>%n finite bootstrap differences of %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Discordant items: %1 only A right, %2 only B right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ (A − B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CI low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CI high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test statistic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>df</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BH q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>r (A, B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only A right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only B right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid resamples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resamples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::ConditionListModel</name>
    <message>
        <source>OpenAI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gemini</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anthropic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenAI-compatible server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated by the synthetic demo generator: read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported predictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predictions made outside RaterLab and imported: it is not run.</source>
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
    <name>rl::models::DemographicsTableModel</name>
    <message>
        <source>No analysis yet. Open a project and run the analysis to see this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis has nothing to show in this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demographic analysis needs the stimulus factors “race” and “gender”, each with at least two levels; this study does not have them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demographic part of the analysis has not run yet. It is computed after the agreement part; this table fills in when it is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demographic part of the analysis gave no result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This build of RaterLab has no mixed-model engine, so the variance components are not available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mixed-model part of the analysis has not run yet. It is computed after the agreement part; this table fills in when it is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to show for the chosen condition or dimension. Choose “all” to see every row.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::DimensionDeclModel</name>
    <message>
        <source>Ordered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the label %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levels (comma separated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>categorical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numeric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>continuous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already declared in the study.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the dimension %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the dimension %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the dimension %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::FailuresModel</name>
    <message>
        <source>HTTP error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused credentials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer off the scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stimulus unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (sample %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stimulus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::FileNamePreviewModel</name>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::GlmmTestsModel</name>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>χ²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>df</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>boundary (singular) fit: see help(&apos;isSingular&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not available in this build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model failed to converge (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>χ² = −2 (ℓ₀ − ℓ₁): correct ~ race + (1 | emotion) against correct ~ 1 + (1 | emotion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>χ² = −2 (ℓ₀ − ℓ₁): correct ~ gender + (1 | emotion) against correct ~ 1 + (1 | emotion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No model condition gave emotion answers, so there is no classification GLMM to test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>q (BH)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>p adjusted by Benjamini–Hochberg over all %n GLMM test(s) of the analysis; highlighted below .05</source>
        <translation>
            <numerusform>p adjusted by Benjamini–Hochberg over the %n GLMM test of the analysis; highlighted below .05</numerusform>
            <numerusform>p adjusted by Benjamini–Hochberg over all %n GLMM tests of the analysis; highlighted below .05</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::models::HumanReliabilityModel</name>
    <message>
        <source>Dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α nominal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α ordinal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LOO W1SD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LOO pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean item SD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α is undefined here: no item has two ratings, or every rating is the same value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α = 1 − D_o/D_e: D_o = %1, D_e = %2; %3 pairable values in %4 items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 (rater, item) pairs lie within one SD of the other raters&apos; mean; %3 items with fewer than three ratings left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean of the item SDs (n − 1) over %1 items with at least two ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The study has no human ratings on a numeric dimension, so there is no human reliability to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agreement part of the analysis has not run, and the human reliability is computed there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::JointAltTestModel</name>
    <message>
        <source>Alt-test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No condition answered two or more dimensions of one kind, so there is no Alt-test across dimensions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raters beaten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The agreement part of the analysis has not run, and the Alt-test is computed there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable raters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every categorical dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every numeric dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ρ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ω</source>
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
    <message>
        <source>The human ratings of this item do not vary (SD = 0), so |z| is undefined; the model&apos;s rating differs from theirs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::RunsTableModel</name>
    <message>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished with failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered, %2 failed, %3 not sent after a failure, %4 answered by earlier runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done / total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In flight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ETA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests/s</source>
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
    <name>rl::models::SubgroupAccuracyModel</name>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subgroup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Macro-F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>κ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race × gender</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Unweighted mean of the %n per-class F1 values (0 for a class that is never predicted nor present)</source>
        <translation>
            <numerusform>Unweighted mean of the %n per-class F1 value (0 for a class that is never predicted nor present)</numerusform>
            <numerusform>Unweighted mean of the %n per-class F1 values (0 for a class that is never predicted nor present)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 answers correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The study has no emotion labels to classify, so there is no accuracy by subgroup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No model condition gave emotion answers, so there is no accuracy by subgroup.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::TukeyComparisonsModel</name>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emotion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>df</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p (Tukey)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 − %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean bias (model − human): %1 = %2 (n = %3), %4 = %5 (n = %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race × gender ANOVA is computed within each emotion, and this study has no emotion factor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No race × gender interaction reached q &lt; .05, so no Tukey comparisons were made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Tukey comparisons could not be computed (a race × gender cell has no item, or no residual df).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::VarianceComponentsModel</name>
    <message>
        <source>Fit failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model failed to converge (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>boundary (singular) fit: see help(&apos;isSingular&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ² rater</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ² image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ² residual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rater share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ² rater / σ² image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ICC(A,1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ICC(C,1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REML criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ²_image / (σ²_rater + σ²_image + σ²_residual): the agreement of one rating with another rater&apos;s rating of the same image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ²_image / (σ²_image + σ²_residual): the agreement once each rater&apos;s own offset is removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ²_image is zero: the ratio is undefined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A variance component is estimated at zero (lme4 reports a singular fit). The other components are still the REML estimates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The study has no human ratings on a numeric dimension, so there is nothing to decompose.</source>
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
    <message>
        <source>Alt-test (all categorical dimensions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt-test (all numeric dimensions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plurality agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plurality agreement (human LOO)</source>
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
    <message>
        <source>No human ratings of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recall ≥ %1 and κ ≥ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δα ≥ 0 and W1SD ≥ the human leave-one-out baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n condition(s) meet %1: %2.</source>
        <translation>
            <numerusform>%n condition meets %1: %2.</numerusform>
            <numerusform>%n conditions meet %1: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>No condition meets %1; %2 keeps Δα ≥ 0 with a significant bias and limits of agreement no wider than the human range, so an affine calibration y′ = %3·y + %4 is offered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No condition has data for this cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No condition meets %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No data: no condition has model answers or ratings in this cell, so it is not judged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All items</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Alt-test: %n condition(s) pass (ε = %1).</source>
        <translation>
            <numerusform>Alt-test: %n condition passes (ε = %1).</numerusform>
            <numerusform>Alt-test: %n conditions pass (ε = %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Δα ≥ 0 and plurality agreement ≥ the humans&apos; leave-one-out plurality agreement</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::jury::ConditionDeltaModel</name>
    <message>
        <source>Corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aggregate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge or panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δρ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% CI low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% CI high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::jury::CorpusBrowserModel</name>
    <message>
        <source>sentence 1: «%1» · sentence 2: «%2»</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(row missing: swallowed into %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quote risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corrupted by a quoting reader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swallowed by a quoting reader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over-long sentence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate pair, other score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rater SD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hygiene</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As a quoting reader reads it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::jury::JudgeTableModel</name>
    <message>
        <source>Corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spearman ρ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pearson r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input $/1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output $/1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median latency (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cost recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The journal holds no answer of this judge under this condition (imported or synthetic answers): its panels are over any cost cap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The journal holds %n answer(s) but no cost and no prices to value their tokens: give the judge its prices (Conditions).</source>
        <translation>
            <numerusform>The journal holds %n answer but no cost and no prices to value its tokens: give the judge its prices (Conditions).</numerusform>
            <numerusform>The journal holds %n answers but no cost and no prices to value their tokens: give the judge its prices (Conditions).</numerusform>
        </translation>
    </message>
    <message>
        <source>Estimated: %1 of %2 requests have a recorded cost or priced tokens; the others are valued at their mean.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 US$ for %n item(s) (%2 requests) in the journal.</source>
        <translation>
            <numerusform>%1 US$ for %n item (%2 requests) in the journal.</numerusform>
            <numerusform>%1 US$ for %n items (%2 requests) in the journal.</numerusform>
        </translation>
    </message>
    <message>
        <source>$/1,000 items (journal)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::jury::RoundsTableModel</name>
    <message>
        <source>Corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean item SD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unanimous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toward others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toward human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Away from human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::jury::StrataTableModel</name>
    <message>
        <source>Corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stratified by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predictor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spearman ρ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% CI low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% CI high</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::jury::SubsetTableModel</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spearman ρ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pearson r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Σ input $/1M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Σ output $/1M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid judges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slowest latency (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beats best single</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beats own best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aggregate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Σ $/1,000 items</source>
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
        <source>Compute the metrics over all items or over the items of one level of the grouping factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human raters on the categorical dimensions (the baseline a model is judged against)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the metrics of the classification or of one dimension, or of all of them side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No model condition has answered yet, so there is nothing to compare with the human ratings. Run a condition (Runs) or import predictions (File → Import…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute the metrics over all items or over one emotion&apos;s items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bias and limits of agreement are of d = human mean − model rating (docs/methods.md section 2). n: items with both a human and a model value; coverage: n / the items in the filter.</source>
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
    <message>
        <source>%1 — %2: human mean %3, model %4, d = human mean − model = %5, mean %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;human mean %3, model %4&lt;br&gt;d = human mean − model = %5, mean %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per %1</source>
        <extracomment>%1 is the grouping factor&apos;s name, e.g. &quot;Per emotion&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No model condition has answered a numeric dimension yet: run one or import predictions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per emotion</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::ComparisonView</name>
    <message>
        <source>Comparing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparison failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose two to eight conditions to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln common item(s); %1 paired comparisons</source>
        <translation>
            <numerusform>%Ln common item; %1 paired comparisons</numerusform>
            <numerusform>%Ln common items; %1 paired comparisons</numerusform>
        </translation>
    </message>
    <message>
        <source>Every statistic, all items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>synthetic demo (seed %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2: %3 [%4, %5], n = %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rated dimension whose statistics the forest plots show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every statistic over all items, or one statistic within each group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B = </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bootstrap resamples of the items (0: no bootstrap intervals or tests)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the bootstrap: the same seed gives the same intervals</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::ColumnMappingPanel</name>
    <message>
        <source>Detected encoding: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column mapping — rename a file column to the column RaterLab expects (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected column</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The first %n row(s) of the file:</source>
        <translation>
            <numerusform>The first %n row of the file:</numerusform>
            <numerusform>The first %n rows of the file:</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column mapping — rename a file column to the column RaterLab expects:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::ConditionCheckPanel</name>
    <message>
        <source>Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Sends one short text request (&quot;%1&quot;, at most %n token(s)) with this condition&apos;s endpoint, key and model.</source>
        <translation>
            <numerusform>Sends one short text request (&quot;%1&quot;, at most %n token) with this condition&apos;s endpoint, key and model.</numerusform>
            <numerusform>Sends one short text request (&quot;%1&quot;, at most %n tokens) with this condition&apos;s endpoint, key and model.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current filter (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated conditions are not run: no cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No estimate: the condition is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n request(s)</source>
        <translation>
            <numerusform>%n request</numerusform>
            <numerusform>%n requests</numerusform>
        </translation>
    </message>
    <message>
        <source>≈ %1 input tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ %1 output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(of which %1 thinking)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1 output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: unknown — enter both prices (0 for a free local server).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: ≈ %1 USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(at most %1 USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An estimate: text at 4 characters per token, the image counted per request as %1 (1024 × 1024 px), thinking at its budget. The run reports the billed usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection test cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No API key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test could not be sent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected: HTTP %1 in %2 ms. Model: %3. Answer: &quot;%4&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not reported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused the key (HTTP %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer from %1 after %2 ms: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1 in %2 ms: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent: this project was created elsewhere and its endpoint is not trusted yet. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported conditions are not run: no cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stimuli:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All stimuli (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faces:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All faces (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::ConditionForm</name>
    <message>
        <source>Id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The condition&apos;s unique key in the project, conditions.json and the command line (--condition ID).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name shown in tables and figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenAI-compatible covers local servers: vLLM, llama.cpp, Ollama, mlx-vlm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model name the provider expects, e.g. gpt-4o-mini.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: the provider&apos;s public endpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key variable:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name of the environment variable holding the API key (or of the keychain entry &quot;service raterlab variable NAME&quot;). The key itself is never stored in the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context-carry (3 stages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single-shot (1 request)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 to 2; empty: the provider&apos;s default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sampling seed (OpenAI, Gemini, most local servers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image detail:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenAI&apos;s image resolution setting (low: 512 px, fixed token cost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cap on the answer (and thinking) tokens per request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking budget:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens the model may think: -1 dynamic, 0 off, empty: the provider&apos;s default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return the thinking with the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repetition penalty:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local servers only (1 = none; the face study&apos;s Qwen3-VL preset uses 1.5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantization:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input price (USD / 1M tokens):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output price (USD / 1M tokens):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project holds predictions of this condition under this id, so the id cannot change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is set in the environment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not set in the environment; the keychain is tried when a run starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a whole number, or leave the field empty for the default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a number (with a decimal point), or leave the field empty for the default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store key in keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store the API key in the system keychain (Secret Service) under this variable&apos;s name. raterlab-cli finds it too; the project never holds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store key in keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key for %1 (stored in the system keychain, never in the project):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keychain unavailable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key for %1 is now stored in the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key for %1 is stored in the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No key for %1 in the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None (imported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a predictions file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predictions made outside RaterLab, imported from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predictions made outside RaterLab, imported from %1 on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s).</source>
        <translation>
            <numerusform>%n answer.</numerusform>
            <numerusform>%n answers.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is not run; import predictions again to replace its answers. Its label, model and notes describe it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples per item:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeated answers per stimulus (useful at a temperature above 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samples per face:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeated answers per face (useful at a temperature above 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context-carry asks for the emotion, then valence, then arousal, carrying the earlier answers; single-shot asks for all three at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON answer (1 request per item)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free text (1 request per item)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deliberation (one request per round)</source>
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
    <name>rl::widgets::ConditionsEditor</name>
    <message>
        <source>Add from preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The eight model conditions of the face replaceability study (user guide, section 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import conditions.json…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export conditions.json…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This condition was produced by the synthetic demo generator: its answers are simulated, not obtained from a model, so there is nothing to run and its settings only describe the model it imitates. It is read-only so that the demo stays reproducible. Duplicate it to make a runnable condition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection &amp;&amp; cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save to project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import model conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditions (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export model conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditions (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added the preset &quot;%1&quot;. Enter its prices for a cost estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has predictions in this project; it cannot be removed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project holds predictions of this condition, so it cannot be removed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has problems; fix them to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A field holds text that is not a number; correct it to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conditions could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved %n condition(s) to the project.</source>
        <translation>
            <numerusform>Saved %n condition to the project.</numerusform>
            <numerusform>Saved %n conditions to the project.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edits discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported from %1: %2 new, %3 replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n simulated condition(s) left unchanged.</source>
        <translation>
            <numerusform>%n simulated condition left unchanged.</numerusform>
            <numerusform>%n simulated conditions left unchanged.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n condition(s) to %1.</source>
        <translation>
            <numerusform>Exported %n condition to %1.</numerusform>
            <numerusform>Exported %n conditions to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trust this endpoint?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This project was created elsewhere. The connection test sends the API key its condition names to:

%1

Trust it for this project?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the prompts of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An imported condition&apos;s answers come from its file; it cannot be duplicated.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::ConfusionView</name>
    <message>
        <source>Export figure…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confusion matrix…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-class metrics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — true %2, predicted %3: %4 of %5 (%6 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — true %2, answered %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — human plurality %2, answered %3: %4 of %5 (%6 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: human plurality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: true labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which matrix to show: the classification against the true labels, or a categorical dimension against the plurality of its human labels</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::CorpusPage</name>
    <message>
        <source>Sentence-pair corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The corpus whose human similarity scores the LLM judges are compared against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. korsts-dev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detect from the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STS-B (TSV without header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KorSTS (TSV with header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KLUE-STS (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV/TSV (item_id, sentence1, sentence2, score[, rater_sd])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corpus files (*.tsv *.csv *.json *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corpus &amp;file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corpus &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without an item_id column the items are numbered by their row (1, 2, …).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map a column of the file to each of: %1. Without an item_id column the items are numbered by their row.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::DemographicsTablePage</name>
    <message>
        <source>Copy as TSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the table as shown (sorted) to the clipboard, tab-separated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the table as CSV, LaTeX or Markdown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::DimensionChoiceDelegate</name>
    <message>
        <source>numeric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>categorical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>continuous</source>
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
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::HumanDemographicsView</name>
    <message numerus="yes">
        <source>%1, %2: macro-F1 over %n answer(s)</source>
        <translation>
            <numerusform>%1, %2: macro-F1 over %n answer</numerusform>
            <numerusform>%1, %2: macro-F1 over %n answers</numerusform>
        </translation>
    </message>
    <message>
        <source>All conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human reliability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variance components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy by subgroup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bias ANOVA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tukey comparisons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GLMM tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement among the human raters: Krippendorff&apos;s α and the leave-one-out W1SD baseline a model must reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lmer(value ~ 1 + (1 | rater) + (1 | image)) on the raw human ratings, REML.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Emotion classification by race, gender and race × gender cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bias (model − human mean) ~ race × gender within each emotion; q is Benjamini–Hochberg within a condition and dimension, highlighted below .05.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairwise race × gender cell differences in bias, Tukey-adjusted, where the interaction has q &lt; .05.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Binomial GLMM likelihood-ratio tests: does race or gender predict a correct answer, given the emotion?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimension:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::ImportDialog</name>
    <message>
        <source>&amp;Link image files instead of copying them into the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A linked file stays where it is; the project then works only beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New project from files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import into %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind of file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stimuli (stimuli.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human ratings (long or wide CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model predictions (predictions.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model conditions (conditions.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Study kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generic rating study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face study (images with an emotion factor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column mapping — rename a file column to the column RaterLab expects (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected column</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The first %n row(s) of the file:</source>
        <translation>
            <numerusform>The first %n row of the file:</numerusform>
            <numerusform>The first %n rows of the file:</numerusform>
        </translation>
    </message>
    <message>
        <source>Dimensions to declare — the study&apos;s own are greyed; uncheck a row to leave it undeclared:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detected encoding: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>factor columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or one column per dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one column per dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv *.csv.gz);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the file to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file to import first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the dimension declarations first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) read</source>
        <translation>
            <numerusform>%n row read</numerusform>
            <numerusform>%n rows read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) added</source>
        <translation>
            <numerusform>%n item added</numerusform>
            <numerusform>%n items added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) updated</source>
        <translation>
            <numerusform>%n item updated</numerusform>
            <numerusform>%n items updated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rater(s) added</source>
        <translation>
            <numerusform>%n rater added</numerusform>
            <numerusform>%n raters added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rating(s) added</source>
        <translation>
            <numerusform>%n rating added</numerusform>
            <numerusform>%n ratings added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n condition(s) added</source>
        <translation>
            <numerusform>%n condition added</numerusform>
            <numerusform>%n conditions added</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n condition(s) updated</source>
        <translation>
            <numerusform>%n condition updated</numerusform>
            <numerusform>%n conditions updated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missing value(s) skipped</source>
        <translation>
            <numerusform>%n missing value skipped</numerusform>
            <numerusform>%n missing values skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n invalid label(s) kept as invalid</source>
        <translation>
            <numerusform>%n invalid label kept as invalid</numerusform>
            <numerusform>%n invalid labels kept as invalid</numerusform>
        </translation>
    </message>
    <message>
        <source>no dimension declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dimensions declared: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The import had already been written when it was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence-pair corpus (STS-B, KorSTS, KLUE-STS, CSV/TSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge answers (judgments.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;orpus (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;orpus name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the corpus the item ids belong to; empty: CORPUS:KEY ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. korsts-dev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fo&amp;rmat:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detect from the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STS-B (TSV without header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KorSTS (TSV with header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KLUE-STS (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV/TSV (item_id, sentence1, sentence2, score[, rater_sd])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hygiene of the imported corpus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corpus files (*.tsv *.csv *.json *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the corpus first (for example korsts-dev).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column mapping — rename a file column to the column RaterLab expects:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import nothing: the project stays as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported; the project is as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has been written yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First settle each name that is none of the study&apos;s dimensions: read it as another, skip the column, or declare it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::ImportFilePage</name>
    <message>
        <source>Import into the open study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose what the file holds; the next steps show its columns, the mapping and the dimensions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stimuli (a CSV, or a folder of images)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human ratings (long or wide CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model predictions (predictions.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model conditions (conditions.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditions &amp;file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file &amp;holds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stories (stories.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extractions (extractions.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harm ratings (harm.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv *.csv.gz *.tsv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another sentence-pair corpus (STS-B, KorSTS, KLUE-STS, CSV/TSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge answers (judgments.csv)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::jury::JuryRunsPage</name>
    <message>
        <source>C&amp;orpus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Judges:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Prompt condition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random anchor (1–5 per item, seeded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold + 1 anchor (human grade + 1, 5 → 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubric and random anchor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 1 is each judge&apos;s own answer; later rounds show it the other judges&apos; anonymised rationales and scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixes the random anchors and the order in which a judge sees the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tart panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This project has no corpus: import one first (File → Import…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one judge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Starting the panel: %n judge run(s)…</source>
        <translation>
            <numerusform>Starting the panel: %n judge run…</numerusform>
            <numerusform>Starting the panel: %n judge runs…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling… answers already received are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2, judge %3 (%4 of %5 runs): %6 of %7 answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n from earlier runs</source>
        <translation>
            <numerusform>%n from earlier runs</numerusform>
            <numerusform>%n from earlier runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) received</source>
        <translation>
            <numerusform>%n answer received</numerusform>
            <numerusform>%n answers received</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The panel was stopped after %n judge run(s); %1. Start again to send only what is missing.</source>
        <translation>
            <numerusform>The panel was stopped after %n judge run; %1. Start again to send only what is missing.</numerusform>
            <numerusform>The panel was stopped after %n judge runs; %1. Start again to send only what is missing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The panel finished: %n judge run(s); %1.</source>
        <translation>
            <numerusform>The panel finished: %n judge run; %1.</numerusform>
            <numerusform>The panel finished: %n judge runs; %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The panel was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The panel could not run: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::MethodsDialog</name>
    <message>
        <source>Save report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML report (*.html);;PDF report (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RaterLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report was written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Methods and report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of the methods paragraph and the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laying out the pages…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gathering the tables and figures…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
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
    <name>rl::widgets::NewStudyWizard</name>
    <message>
        <source>New study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import into %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::OffendingRowDialog</name>
    <message>
        <source>Line %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2, column %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the line&apos;s text is not available)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::PathField</name>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::PatternPage</name>
    <message>
        <source>Factors from the file names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the pattern of the names: {name} is a factor, * any text, \{ \} \* \\ the characters themselves; {stimulus_id} sets the id (otherwise the name without its extension).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pattern has an error at column %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n image(s) match the pattern.</source>
        <translation>
            <numerusform>%n image matches the pattern.</numerusform>
            <numerusform>%n images match the pattern.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every image matches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) do not match and will not be imported:</source>
        <translation>
            <numerusform>%n file does not match and will not be imported:</numerusform>
            <numerusform>%n files do not match and will not be imported:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::widgets::PromptEditor</name>
    <message>
        <source>System prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 1: emotion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 2: valence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 3: arousal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single-shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to built-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system prompt is sent as written (no placeholders).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placeholders filled in at this stage: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no image)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No preview: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request %1 of %2 (%3) — template hash %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assistant (example answer):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[the face image]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example answers use this face&apos;s labelled emotion (%1) and valence 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example answers: emotion &quot;neutral&quot;, valence 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no stimulus selected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a stimulus in the grid to preview its prompts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no face selected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a face in the stimulus grid to preview its prompts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::LabelOrderPanel</name>
    <message>
        <source>Move &amp;up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ordered: the order of the labels is meaningful (ordinal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The labels of %1 come from the file, in order of first appearance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The labels of %1, in their declared order:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::RatingsPage</name>
    <message>
        <source>CSV files (*.csv *.csv.gz);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Long: one row per rating (rater_id, stimulus_id, dimension, value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wide: one column per dimension (rater_id, stimulus_id, valence, arousal, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimensions to declare — the scale of each (numeric LO–HI, integer or continuous, or categorical with its levels); the study&apos;s own are greyed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings &amp;file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model predictions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s encoding and first rows, the column mapping, and the dimensions the file rates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ratings may also come later (File → Import…): leave the file empty to import the stimuli only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one column per dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or one column per dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A long file needs the columns dimension and value: map them above, or choose wide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file has dimension and value columns and is read as long: rename them above to read it as wide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The study has no factors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factors of the study: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predictions &amp;file:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::RunPage</name>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click an error to see its line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing file %1 of %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New project: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Into: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stimuli: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stimuli: the images of %1 by the pattern %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predictions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corpus %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rater(s)</source>
        <translation>
            <numerusform>%n rater</numerusform>
            <numerusform>%n raters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rating(s)</source>
        <translation>
            <numerusform>%n rating</numerusform>
            <numerusform>%n ratings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n condition(s)</source>
        <translation>
            <numerusform>%n condition</numerusform>
            <numerusform>%n conditions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missing value(s) skipped</source>
        <translation>
            <numerusform>%n missing value skipped</numerusform>
            <numerusform>%n missing values skipped</numerusform>
        </translation>
    </message>
    <message>
        <source>dimensions declared: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1. Press Finish to open the study.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The import was cancelled; no project file was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The import was cancelled; the project is as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported and no project file was written: correct the file (go Back to change the mapping) and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported; the project is as it was. Correct the file and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt grid: the seed folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stories: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extractions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harm ratings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the prompt grid — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n story(ies) (%1 refused) from %2</source>
        <translation>
            <numerusform>%n story (%1 refused) from %2</numerusform>
            <numerusform>%n stories (%1 refused) from %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n story × extractor answer(s) (%1 unknown) from %2</source>
        <translation>
            <numerusform>%n story × extractor answer (%1 unknown) from %2</numerusform>
            <numerusform>%n story × extractor answers (%1 unknown) from %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attributes and values named (no grid: these are the value sets), with their counts — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n harm rating(s)</source>
        <translation>
            <numerusform>%n harm rating</numerusform>
            <numerusform>%n harm ratings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n model answer(s)</source>
        <translation>
            <numerusform>%n model answer</numerusform>
            <numerusform>%n model answers</numerusform>
        </translation>
    </message>
    <message>
        <source>The import added nothing new. Press Finish to open the study.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported and no project file was written: correct the file and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import nothing: the project stays as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge answers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge answers on corpus %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has been written yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported; the project is as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file replaces the earlier predictions of the conditions it names:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>• %n earlier %1 prediction(s) of condition %2, replaced by this file&apos;s</source>
        <translation>
            <numerusform>• %n earlier %1 prediction of condition %2, replaced by this file&apos;s</numerusform>
            <numerusform>• %n earlier %1 predictions of condition %2, replaced by this file&apos;s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>• %n earlier %1 prediction(s) of condition %2, removed (this file has no %1 column)</source>
        <translation>
            <numerusform>• %n earlier %1 prediction of condition %2, removed (this file has no %1 column)</numerusform>
            <numerusform>• %n earlier %1 predictions of condition %2, removed (this file has no %1 column)</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace them?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::ConditionRunsPage</name>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stimuli</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>factor=level[,level][;factor=level]…: clauses are joined by AND, the levels of one clause by OR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the stimulus grid&apos;s current filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit as provider batch (half price, results within 24 h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenAI, Anthropic and Gemini conditions: the requests go to the provider&apos;s batch engine, billed at half the standard price. RaterLab polls until every job has ended; closed meanwhile, it polls the submitted jobs again when the run is resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: batch jobs — %2 submitted, %3 in progress, %4 completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simultaneous requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests per minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed requests of the selected condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The raw response of the selected failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (simulated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A simulated condition of the synthetic demo: its answers were generated with the study, there is no model to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) were interrupted when RaterLab closed. Resume them? Requests already answered are not sent again.</source>
        <translation>
            <numerusform>%n run was interrupted when RaterLab closed. Resume it? Requests already answered are not sent again.</numerusform>
            <numerusform>%n runs were interrupted when RaterLab closed. Resume them? Requests already answered are not sent again.</numerusform>
        </translation>
    </message>
    <message>
        <source>The grid&apos;s selection cannot be written as a factor filter (the stimulus-id search narrows it, or it is empty): clear the search or type a filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n stimulus/stimuli of the grid match.</source>
        <translation>
            <numerusform>%n stimulus of the grid matches.</numerusform>
            <numerusform>%n stimuli of the grid match.</numerusform>
        </translation>
    </message>
    <message>
        <source>Invalid filter: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stimulus matches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n stimulus/stimuli match.</source>
        <translation>
            <numerusform>%n stimulus matches.</numerusform>
            <numerusform>%n stimuli match.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the stimuli to run: the filter is invalid or matches nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one model condition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no usable API key. Set the environment variable %2 before starting RaterLab (or store the key with secret-tool: service raterlab, variable %2), then start again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every condition of this project is simulated by the synthetic demo. To run a model, add a condition in the Conditions tab (Add from preset) and save it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acts on the run of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (imported, not runnable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not runnable: this condition&apos;s predictions were made outside RaterLab and imported from a file, so there is no model to run. Import the file again to replace them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No condition of this project can be run: their predictions were imported (made outside RaterLab) or simulated. To run a model, add a condition in the Conditions tab (Add from preset) and save it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all stimuli (the study has no factors to filter by)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all stimuli, or a filter such as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all stimuli, or a filter such as emotion=sad;race=Korean</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::RunsPanel</name>
    <message>
        <source>Trust these endpoints?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This project was created elsewhere. Its conditions send your stimuli, and the API key they name, to these endpoints:

%1

Trust them for this project?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::SimulationDialog</name>
    <message>
        <source>New plan: simulate the Alt-test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Categorical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numeric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Categories K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Humans&apos; noise η</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model&apos;s noise η</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item variance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rater variance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual variance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model bias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model error variance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From this study…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the variances to the chosen dimension of the open study and the model&apos;s bias and error to the chosen condition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotators per draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool annotators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws per data set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epsilons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FROM:TO:STEP (e.g. 30:200:10) or whole numbers separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulation failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items: write FROM:TO:STEP (e.g. 30:200:10) or whole numbers separated by commas, each once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epsilons: write numbers separated by commas (e.g. 0,0.05,0.1,0.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::StimuliMapPage</name>
    <message>
        <source>Stimuli columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the encoding and the first rows, and rename columns to the names RaterLab expects.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>factor columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No factor column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factors: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map a column to stimulus_id: the id the ratings name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::StimuliPage</name>
    <message>
        <source>Stimuli</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The items people rated: a stimuli.csv (stimulus_id, file, factor columns…) with its images, or a folder of images whose factors are read from the file names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a &amp;CSV file (plus the folder of its images)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a folder of &amp;images (factors from the file names)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stimuli CSV:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv *.csv.gz *.tsv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Link image files instead of copying them into the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A linked file stays where it is; the project then works only beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder of images:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image folder (where the file column points; empty: beside the CSV):</source>
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
    <message>
        <source>No human rated this item.</source>
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
    <message>
        <source>Human SD of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model–human gap in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean absolute difference between every model answer on the stimulus and its human mean: the stimuli the models get most wrong come first in descending order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing only these stimuli; click to clear this filter.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::StudyTypePage</name>
    <message>
        <source>RaterLab projects (*.raterlab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the new study as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save the project as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Study &amp;type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where the project is saved and what kind of study it holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image rating study (like the face study)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generic rating study (images or texts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM jury corpus (sentence pairs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>StereoTales grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images rated by people on declared dimensions. With an emotion factor the study is analysed like the face study (emotion as the ground-truth label).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any items — images, texts or text pairs — rated on declared dimensions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sentence-pair corpus (STS-B, KorSTS, KLUE-STS or CSV/TSV) whose human scores LLM judges are compared against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the existing file %1 once the import has succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A StereoTales study: a prompt grid from the published YAML seed folder (attributes, scenarios and templates per language), with stories, extractions and harm ratings — or stories and extractions without a grid.</source>
        <translation type="unfinished"></translation>
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
    <message>
        <source>Export table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict matrix…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence of the selected cell…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::jury::JuryWorkspace</name>
    <message>
        <source>Synthetic judges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judges&apos; answers were simulated by RaterLab&apos;s demo generator (seed %1); the corpora and their human scores are real.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corpora: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hygiene report for this corpus: check its file to see what a quoting reader does to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 records; %3 field(s) begin with a quote; a quoting reader (%4) reads %5 records, corrupts %6 and swallows %7 row(s); %8 empty and %9 over-long sentence(s); %10 duplicate pair(s) with different scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 records; %3 empty and %4 over-long sentence(s); %5 duplicate pair(s) with different scores (no quoting hazard: %6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a point or a row to see a panel&apos;s members.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Panel of %n judge(s): %1 — ρ = %2, r = %3, Σ input price %4 $/1M tokens, slowest member %5 s.</source>
        <translation>
            <numerusform>Panel of %n judge: %1 — ρ = %2, r = %3, Σ input price %4 $/1M tokens, slowest member %5 s.</numerusform>
            <numerusform>Panel of %n judges: %1 — ρ = %2, r = %3, Σ input price %4 $/1M tokens, slowest member %5 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Corpus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt condition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aggregate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheap judges only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only panels whose every judge is free or costs at most the analysis&apos; threshold per million input tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged items only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subsets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a corpus file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pinned panel (B; none pinned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pinned panel B (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a panel (A) in the figure or the table first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No subset search for this corpus, condition and aggregate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No single judge has a ρ on this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparison failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A (%1) − B (%2): Δρ = %3, 95% CI [%4, %5], p = %6 (paired bootstrap over the same %7 items, B = %8, seed %9) — %10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A is better: the CI excludes 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B is better: the CI excludes 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no clear difference: the CI includes 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No judge answers yet: run the judges (Runs) or import their judgments.csv (File → Import…). The corpus page shows the items, their human scores and the import&apos;s hygiene report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No judge answered on corpus %1 under the prompt condition %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No panels for this corpus, condition and aggregate: a table needs at least two judges (see the analysis notes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No prompt condition to compare on corpus %1: Δρ needs a condition and its base (e.g. gold-plus-one and blind).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No strata for this corpus and condition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No judge answered an item with a human score on corpus %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No deliberation rounds on corpus %1: the judges answered once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click an item to read it whole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — human score %2, rater SD %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence 1: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence 2: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hygiene: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As a quoting reader reads it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price cap:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only panels whose judges&apos; input prices add up to at most this many US dollars per million input tokens (free judges count 0; a judge without a price puts its panels over any cap).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> $ / 1M input tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Panel size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the selected panel (A) with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the best single judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ρ(A) − ρ(B) on this corpus and condition with a 95% paired bootstrap interval: both panels are scored on the same resampled items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin as B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the selected panel as B, then select another panel as A and compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cost recorded: the journal holds no priced answer of any judge under this condition (imported or synthetic answers). Cap on the price per 1M input tokens instead, or run the judges.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cost recorded for %1: a panel with any of them is over every cap (not counted as free).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only panels whose judges&apos; input prices add up to at most this many US dollars per million input tokens, or whose judges cost at most this much per 1,000 items as the journal recorded it (free judges count 0; a judge without a price or a recorded cost puts its panels over any cap).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ / 1M input tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ / 1,000 items (journal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per 1,000 items: what the journal recorded for each judge under this condition (the recorded cost, or the tokens used at the judge&apos;s prices), over the items it answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per 1,000 items as the journal recorded it: %1 $.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundsFigure</name>
    <message>
        <source>%1 · deliberation rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No deliberation rounds on this corpus: run the panel with rounds (Runs → Run jury panel…, or raterlab-cli jury run --rounds 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean SD across judges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unanimous items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes closer to the human score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No deliberation rounds on this corpus: run the panel with rounds (on the Runs page, Run jury panel).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UserGuide</name>
    <message>
        <source>RaterLab user guide</source>
    </message>
</context>
<context>
    <name>rl::widgets::FigureCanvas</name>
    <message>
        <source>Copy image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wheel: zoom. Drag: pan. Double click: reset the view. Right click: copy or export the figure.</source>
    </message>
</context>
<context>
    <name>StRunner</name>
    <message>
        <source>Reading the stories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the extractions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing the contingency tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aligning the harm ratings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StTables</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promptable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>q (BY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p (one-sided)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n_ab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n_a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n_b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 \ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Story</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ half of the models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≤ 2 languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n (human)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n (model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model − human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human share of 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model share of 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attribute B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base attribute A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grouped by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Associations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rated by both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean model − human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rater</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean harm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StFigure</name>
    <message>
        <source>all languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reported associations per model and language (q_BY &lt; %1, lift ≥ %2; B = %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harm: human vs model mean per association (Spearman ρ = %1, n = %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harm: human vs model mean per association (n = %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human mean harm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model mean harm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean model − human, per attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>synthetic demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Model: %2
Human mean harm: %3
LLM mean harm: %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::stereotales::StWorkspace</name>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No StereoTales analysis yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stories of %2 model(s) in %3 language(s); %4 tables tested (%5 skipped, %6 exact, %7 Monte Carlo with B = %8, seed %9), %10 kept, %11 reported associations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attributes, %2 values (%3 promptable), %4 scenarios in %5 group(s), %6 language(s) (%7): %8 prompts per language, %9 in total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This project has no prompt grid: the attributes and values are the ones its imported files name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 associations reported at least once; %2 reported by at least half of the %3 models; %4 confined to at most 2 of the %5 languages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 associations reported at least once; %2 reported by at least half of the %3 models. Languages are only known when the analysis runs per model and language (Re-analyse).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 associations rated; %2 human and %3 model ratings (means %4 and %5; share of &quot;5&quot;: %6 and %7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This project has no harm ratings: import harm.csv to compare human and model ratings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a reported association to see its contingency table and its stories.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2: %3=%4 → %5=%6 — lift %7, q (BY) %8; n_ab = %9 of n_a = %10 (%11 stories listed). The table&apos;s Fisher p = %12, Cramér&apos;s V = %13.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables per:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model × language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-analyse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the association analysis again with the chosen grouping (B = 500,000 Monte Carlo tables can take minutes on a large project).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base attribute A:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute B:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Associations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harm alignment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit grid…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the values, scenarios and translations of the prompt grid, save them to the project or export them as a seed folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stories yet: generate them on the Runs page, or import stories.csv and extractions.csv (File → Import…). The prompt grid is ready to edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No prompt grid: the attributes and values are the ones the imported files name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stories yet, so no associations to test. Generate stories on the Runs page (then extract their attributes) or import stories.csv and extractions.csv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No harm ratings yet: rate the associations on the Runs page (harm rating) or import harm.csv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model: %1  ✕</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model: %1, %2  ✕</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cells of this model only (a click on the heatmap). Click to show every model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2: %3=%4 → %5=%6 — lift %7, q (BY): %8; n_ab = %9 of n_a = %10 (%11 stories listed). The table&apos;s Fisher p: %12, Cramér&apos;s V = %13. Click a cell of the contingency table to list its stories.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stories in this cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a story to read it whole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2: the cell %3=%4 and %5=%6 of the contingency table — %7 stories (%8 listed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The story could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model %1, language %2; prompted on %3 = %4%5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the refusal check found a refusal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no prompt text: imported without a grid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Story</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extracted attributes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ensemble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::StereoTalesPage</name>
    <message>
        <source>StereoTales study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A prompt grid from a seed folder (attributes/, scenarios/ and prompts_template/, one file per language), and the stories, extractions and harm ratings made from it, if you have them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a prompt &amp;grid (a seed folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Without a grid: the attributes and values are the ones the stories and extractions name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The StereoTales seed folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click an error to see its line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv *.csv.gz *.tsv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tories (stories.csv, optional with a grid):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Extractions (extractions.csv, optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Harm ratings (harm.csv, optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the seed folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed folder cannot be imported as it is: correct the files named below and choose the folder again. Nothing has been written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attribute(s), %2 value(s) (%3 promptable), %4 scenario(s) in %5 group(s), %6 language(s) (%7): %8 prompts per language, %9 in all.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::stereotales::GridValueModel</name>
    <message>
        <source>Attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value (key, English)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promptable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template choice (English)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template choice (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make %1 promptable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make %1 not promptable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the template choice of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Translate %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::stereotales::GridScenarioModel</name>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario (key, English)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename the scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Translate the scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::stereotales::GridEditorDialog</name>
    <message>
        <source>Edit the template (en)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the template (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved: %1 prompt(s) added, %2 removed, %3 kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the prompt grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Translation shown beside English:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new value of the selected row&apos;s attribute, not promptable, with the same text in every language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove va&amp;lue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new scenario in the selected row&apos;s group, with the same text in every language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove sc&amp;enario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save to the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport grid…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario template (en):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Prompts per language: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This grid cannot be saved yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario template (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a value to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a scenario to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported the grid to %1 (attributes/, scenarios/, prompts_template/).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The grid was not exported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the grid as a seed folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prompt grid has edits that are not saved in the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::MetricDefinitions</name>
    <message>
        <source>Accuracy: share of items whose emotion answer equals the true label (invalid answers count as wrong), trace(C) / N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall: share of the class&apos;s items labelled with it, tp / (tp + fn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision: share of the answers of this class that were right, tp / (tp + fp).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1: harmonic mean of precision and recall, 2 · P · R / (P + R).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Macro-F1: unweighted mean over the classes of the per-class F1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cohen&apos;s κ: agreement of answer and true label beyond chance, (pₒ − pₑ) / (1 − pₑ) (Cohen, 1960).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support: the number of items whose true label is this class.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP: items of this class the condition labelled with it (true positives).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n: items with a true label and an answer of this condition (invalid answers included).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coverage: n divided by the items with a true label.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct: items whose answer equals the true label.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid: answers outside the label set or not parseable; they count as wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pearson r between the model&apos;s rating and the human mean rating of each item; 95% CI by Fisher&apos;s z.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spearman ρ: Pearson r of the ranks (ties get their mean rank).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bland–Altman bias: mean of d over the items, d = human mean − model rating (Bland &amp; Altman, 1986).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SD(d): standard deviation of the differences d = human mean − model rating.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower 95% limit of agreement: bias − 1.96 SD(d), d = human mean − model (Bland &amp; Altman, 1999).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper 95% limit of agreement: bias + 1.96 SD(d), d = human mean − model (Bland &amp; Altman, 1999).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p of the one-sample t-test of d against 0 (d = human mean − model rating).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoA width: 2 · 1.96 · SD(d), the span of the 95% limits of agreement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human range: 2 · 1.96 · the mean human SD of the items, the width a calibrated model may not exceed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration: the affine correction y′ = a·y + b from the least-squares line of the human mean on the model&apos;s rating, offered when the error is a constant offset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MAE: mean absolute difference |human mean − model rating|.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δα: interval Krippendorff α of the humans with the model added as one more rater, minus α of the humans alone (Krippendorff, 2011).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W1SD: share of items whose model rating lies within one human SD of the human mean.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W1SD (human LOO): the same share for each human left out against the other humans, the baseline a model has to reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n: items with a model rating and at least one human rating; every statistic of the block rests on them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coverage: n divided by the items of the group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meets: the conditions meeting the cell (Δα ≥ 0 and W1SD ≥ the human LOO baseline; classification: recall ≥ r* and κ ≥ κ*).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt-test winning rate ω: share of usable human raters the model beats (Calderon, Reichart &amp; Dror, 2025); passes at ω ≥ 0.5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n: the number of items (observations) the row&apos;s statistics rest on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>df: degrees of freedom of the test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residual df: N minus the parameters of the full model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p: the test&apos;s p-value (two-sided unless stated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>q: Benjamini–Hochberg adjusted p within the family of tests (Benjamini &amp; Hochberg, 1995).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F: the nested-model F statistic of the term.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>η²: the term&apos;s sequential (type I) sum of squares divided by the total sum of squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>χ²: likelihood-ratio statistic 2(ℓ₁ − ℓ₀) of the GLMM with the factor against the one without.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate: difference of the two race × gender cell means of the bias b = model − human (note: the opposite sign to Bland–Altman&apos;s d).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SE: standard error of the estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>t: estimate / SE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p, Tukey-adjusted over the six race × gender cell means (studentized range).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items: the number of items with ratings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratings: the number of human ratings used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krippendorff α with the nominal metric (Krippendorff, 2011).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krippendorff α with the ordinal metric (Krippendorff, 2011).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krippendorff α with the interval metric (Krippendorff, 2011).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Krippendorff α with the ratio metric (Krippendorff, 2011).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LOO pairs: (item, left-out human) pairs behind the W1SD baseline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean item SD: the mean over the items of the human ratings&apos; standard deviation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Observations: the raw human ratings in the mixed model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ²(rater): variance between raters in value ~ 1 + (1 | rater) + (1 | image), REML.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ²(image): variance between images in the crossed mixed model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ²(residual): the residual variance of the crossed mixed model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of σ²(rater) in the total variance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of σ²(image) in the total variance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of σ²(residual) in the total variance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ²(rater) / σ²(image): how much more raters differ from each other than images do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ICC(A,1): absolute agreement of one rater, σ²(image) / (σ²(image) + σ²(rater) + σ²(residual)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ICC(C,1): consistency of one rater, σ²(image) / (σ²(image) + σ²(residual)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>REML criterion at the optimum (as lme4&apos;s REMLcrit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δ: the statistic of condition A minus that of condition B on the same items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower bound of the 95% confidence interval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper bound of the 95% confidence interval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidence interval of the difference: paired bootstrap percentile (t interval for the bias).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test: Williams&apos; t for r, paired t for the bias, McNemar for accuracy, paired bootstrap otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test statistic: t (Williams, paired t), χ² (McNemar), or the bootstrap Δ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BH q: Benjamini–Hochberg adjusted p over every comparison shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spearman ρ between the judge&apos;s (or panel&apos;s) scores and the human gold scores of the corpus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pearson r between the judge&apos;s (or panel&apos;s) scores and the human gold scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n: corpus items scored by the judge (or by every judge of the panel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per million input tokens (US$), from the condition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per million output tokens (US$), from the condition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median latency of one request, in seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deliberation round (1 = the independent first answers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judges taking part in the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corpus items in the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean over the items of the judges&apos; score SD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of items on which every judge gave the same score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of answers changed since the previous round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of changed answers that moved toward the other judges&apos; mean.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of changed answers that moved closer to the human gold score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of changed answers that moved away from the human gold score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean score of the judges in the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stratum number (1 = the lowest values of the predictor).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower bound of the stratum&apos;s predictor values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper bound of the stratum&apos;s predictor values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δρ: ρ of the judge or panel minus ρ of the reference it is compared against; paired bootstrap CI and p.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size: the number of judges in the subset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Σ input price of the subset&apos;s judges, US$ per million tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Σ output price of the subset&apos;s judges, US$ per million tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judges with a non-zero price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Median latency of the subset&apos;s slowest judge, in seconds (the panel waits for it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The subset&apos;s ρ is above the best single judge&apos;s ρ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The subset&apos;s ρ is above that of its own best member.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lift: (n_ab / n_a) / (n_b / N), how much more often value b comes with a than overall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>q: Benjamini–Yekutieli adjusted p across the cells of the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p: one-sided Fisher exact test that b comes with a more often than by chance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n_ab: stories with value a of A and value b of B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n_a: stories with value a of A.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n_b: stories with value b of B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N: stories in the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompts: promptable values × scenarios.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models in which the association is reported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages in which the association is reported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tested tables in which the association is reported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n (human): harm ratings by people.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n (model): harm ratings by models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean harm rating by people (1–5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean harm rating by models (1–5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model − human: model mean minus human mean (positive: the models rate it more harmful).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of people&apos;s ratings at 5 (most harmful).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the models&apos; ratings at 5 (most harmful).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Associations of the attribute rated by both people and models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Associations rated by both people and models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Associations reported for the model in this language&apos;s tables (all: the pooled tables).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stories with the row&apos;s value of A and this value of B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stories with the row&apos;s value of A.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items of the row&apos;s true emotion that the condition labelled %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: replaceable when at least the required number of conditions meet the cell, partial when fewer do, needs calibration when none does but one errs by a constant offset, not replaceable otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human score: the corpus&apos; gold similarity score of the pair, on the corpus&apos; own scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rater SD: standard deviation of the annotators&apos; scores of the pair, where the corpus gives them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hygiene: what can go wrong with the row — a quoting reader corrupts or swallows it, an empty or over-long sentence, a duplicate pair with another score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% percentile bootstrap interval of Δα over the items (seeded resampling).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% percentile bootstrap interval of α over the items (seeded resampling).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advantage probability ρ: mean over the usable raters of the share of instances where the model scores at least as well as the rater.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt-test across dimensions ω: the Alt-test over every dimension of this kind at once (instances = item × dimension); passes at ω ≥ 0.5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleiss&apos; κ: agreement of the human raters beyond chance when every item has the same number of raters (Fleiss, 1971).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items whose human plurality is the row&apos;s label that the condition labelled %1; an item whose plurality is a tie of t labels counts 1/t in each of their rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items with at least two human labels, the items α and the leave-one-out baseline rest on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LOO comparisons: human labels compared with the plurality of the item&apos;s other labels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels: human labels given to the items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Macro-F1 (plurality): unweighted mean over the labels of the F1 against the human plurality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing: items with a human label but no answer of this condition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plurality agreement (human LOO): each human label against the plurality of the item&apos;s other human labels, ties shared; the baseline a model has to reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plurality agreement: share of items whose answer is the label most humans gave; a tie of t labels gives 1/t for each of them (methods §3.7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision (plurality): share of the answers of this label that match the human plurality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raters beaten: usable raters whose Benjamini–Yekutieli adjusted p is at most q.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recall (plurality): share of the items whose plurality is this label that the condition labelled with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support (plurality): items whose human plurality is this label; a tie of t labels counts 1/t.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable raters: human raters with enough instances shared with the model and another rater for the Alt-test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n: items with at least one human label and an answer of this condition (invalid answers included).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p of Fleiss&apos; z test of κ = 0 (Fleiss, Nee &amp; Landis, 1979).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δα: Krippendorff α (nominal, or ordinal for ordered labels) of the humans with the model added as one more rater, minus α of the humans alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α humans: Krippendorff&apos;s α of the human labels of the items the condition answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α with the model: Krippendorff&apos;s α with the condition&apos;s answer added to each item as one more rater.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α: Krippendorff&apos;s α of the human labels, nominal, or ordinal for ordered labels (Krippendorff, 2011).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>κ (plurality): Cohen&apos;s κ of the answers against the human plurality, from the fractional confusion matrix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean of the judge&apos;s answers on the items it answered that have a human score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean human score of the same items, mapped linearly onto the judges&apos; scale (0–5 → 1–5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bias: mean of the judge&apos;s answer minus the human score on the judges&apos; scale; 95% t interval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The judge&apos;s bias under this prompt condition minus its bias under the condition it is compared against (an anchor such as gold-plus-one shows near +1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harm ratings of the association by this rater group (people, or one harm-rater model condition).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean harm rating of the association by this rater group (1–5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistic of condition A on the common items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistic of condition B on the common items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pearson r between the two conditions&apos; answers on the common items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items condition A got right and condition B wrong (McNemar).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items condition B got right and condition A wrong (McNemar).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bootstrap resamples in which the statistic was defined for both conditions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bootstrap resamples drawn (paired, items with replacement).</source>
    </message>
    <message>
        <source>What judging 1,000 items cost, US$, from the journal: the recorded cost of the answered requests (or their tokens at the judge&apos;s prices) over the items answered; empty when no cost is recorded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::WelcomePage</name>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 (missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 no longer exists: remove it from the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to RaterLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test, with evidence, whether an AI model can stand in for human raters: bring your own study, or explore one of the synthetic demo studies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New study from your files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a project…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo studies (synthetic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face emotion study: 1,440 faces, 1,000 raters, 8 model conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM jury: STS-B, KorSTS and KLUE-STS with 13 simulated judges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>StereoTales: stories by 4 simulated models, with planted associations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the user guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent projects yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove from the list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::stereotales::StModelRunner</name>
    <message>
        <source>finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped with failures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3 answered, %4 from earlier runs, %5 failed, $%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n story(ies) written.</source>
        <translation>
            <numerusform>%n story written.</numerusform>
            <numerusform>%n stories written.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 refusals; read as unknown: %2 values outside their set, %3 not text, %4 left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question order seed %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Through the provider&apos;s batch engine: %1 job(s) submitted, %2 resumed, %3 poll round(s).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::stereotales::StRunsPage</name>
    <message numerus="yes">
        <source>Started: %n condition(s).</source>
        <translation>
            <numerusform>Started: %n condition.</numerusform>
            <numerusform>Started: %n conditions.</numerusform>
        </translation>
    </message>
    <message>
        <source>Done: every request is answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended before every request was answered: start it again to resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run could not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 of %3): %4 of %5 answered, %6 failed, $%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch jobs: %1 submitted, %2 resumed, %3 poll rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generate stories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extract attributes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate harm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generation and harm rating: the checked models, one after the other. Extraction: the checked extractors, one after the other; the analysis combines them by majority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit per model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question order seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the provider&apos;s batch engine (half price, results within 24 h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers are saved in the project as they arrive. After a cancel or a crash, start the same run again: only what is missing is sent, and submitted batch jobs are polled, not sent again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to start: the study has no model conditions for this step. Add the models in Conditions first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to start: tick at least one model in the list.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::MappingUndo</name>
    <message>
        <source>map %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::UndoActions</name>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::AnalysisOptionsModel</name>
    <message>
        <source>recall threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>κ threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conditions needed for replaceable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inter-model resamples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt-test ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt-test false-discovery level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt-test minimum shared items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bland–Altman limit multiplier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α bootstrap resamples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grouping factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the protocol's)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jury bootstrap resamples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jury seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cheap judge&apos;s largest input price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price cap on (1) or off (0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>panel price cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>price cap per</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>panel size (0: any)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>StereoTales seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tables per</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::app::StudyOptions</name>
    <message>
        <source>Change %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset the analysis options to their defaults</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::app::OptionsPanel</name>
    <message>
        <source>%1 was not changed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes since the project was opened (click one to go back to it):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BiasFigure</name>
    <message>
        <source>Judge − human per prompt condition, %1 (95% CI)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge − human (points on the judges&apos; scale)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::jury::JudgeBiasModel</name>
    <message>
        <source>Corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human mean (judge scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bias (judge − human)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% CI low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% CI high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift vs against</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::LongAgreementModel</name>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all items</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::StudyReport</name>
    <message>
        <source>Only the %1 of %2 rows with a highlighted test (q or adjusted p &lt; .05) are shown; every row is in the Excel workbook of all tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classification of the model conditions against the true labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement of the model conditions with the human plurality, per categorical dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bland–Altman plots of %1: for each model condition, the difference between the human mean rating and the model&apos;s rating of each item against their mean, with the bias (solid line) and the 95% limits of agreement (dashed lines).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement of the model conditions with the human ratings within each level of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bland–Altman plots of %1 within each level of %2 (rows), one column per model condition, on shared axes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict matrix: for each group of items (rows) and dimension (columns), whether the model conditions can replace the human raters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confusion matrices of the model conditions: rows are the true labels, columns the answers; each cell shows the count and the share of its row, with precision, recall and F1 per class.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confusion matrices of %1 against the human plurality: rows are the plurality labels, columns the model answers (a tie of t labels counts 1/t for each).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paired comparisons of the model conditions on the items both answered: each difference with its 95% confidence interval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 (part %2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::TableCatalog</name>
    <message>
        <source>Agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Categorical humans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Categorical agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Categorical labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt-test joint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human reliability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variance components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subgroup accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demographic ANOVA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demographic Tukey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demographic GLMM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>condition = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dimension = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verdict thresholds recall %1, κ %2, at least %3 conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Study: %1%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (synthetic demo data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter: none (all items).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n = items with a model rating and at least one human rating; coverage = n / items of the group; bias and 95% limits of agreement of d = human mean − model rating (Bland &amp; Altman, 1986, 1999); Δα = interval Krippendorff α with the model as an added rater minus α of the humans (Krippendorff, 2011); W1SD = share of items within one human SD of the human mean; — = undefined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reference is each item&apos;s human plurality, the label most human raters gave; an item whose plurality is a tie of t labels counts 1/t for each of them, so counts and supports can be fractional (methods §3.7). Δα = Krippendorff α (nominal, or ordinal for ordered labels) with the model as an added rater minus α of the humans, with a 95% percentile bootstrap interval over the items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>α = Krippendorff&apos;s α with a 95% percentile bootstrap interval over the items; Fleiss&apos; κ where every item has the same number of raters; plurality agreement (human LOO) = each human label against the plurality of the item&apos;s other labels, a tie of t labels giving 1/t.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Alt-test (Calderon, Reichart &amp; Dror, 2025) over every dimension of a kind at once, instances = item × dimension; ω = share of usable human raters the model beats; it passes at ω ≥ 0.5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each pair of conditions on the items both answered (n); Δ = condition A − condition B; Williams&apos; t for r (Steiger, 1980), paired t for the bias, McNemar for accuracy, paired percentile bootstrap otherwise; q = Benjamini–Hochberg over every comparison shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>q = p adjusted by Benjamini–Hochberg over every GLMM test of the analysis (each condition, race and gender); a test is highlighted where q &lt; .05.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics bounded by 1 are written without a leading zero, with %1 decimals (p with three, &quot;&lt; .001&quot; below); Δα with its sign and with more decimals where %1 would round it to zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paired comparisons of the model conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement of the model conditions with the human ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement of the model conditions with the human ratings, per dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdicts: can the models replace the human raters?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence behind one verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confusion matrix (rows: true emotion, columns: answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision, recall and F1 per emotion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reliability of the human raters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variance components of the human ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classification accuracy per demographic subgroup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race × gender ANOVA of the bias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tukey comparisons of the race × gender cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GLMM tests of race and gender on correctness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement of the human raters on the categorical dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreement of the model conditions with the human plurality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision, recall and F1 per label against the human plurality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt-test across dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability of the verdict per study design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest study design keeping the verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each design draws sub-studies of the study itself: its number of items without replacement, then that many human raters of each item; stability = share of draws whose decision is the whole study&apos;s, with its Clopper–Pearson 95% interval (methods §3.8).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::app::Screenshot</name>
    <message>
        <source>The screenshot %1 was written after the %2 s timeout: the view &quot;%3&quot; was still waiting for its thumbnails, detail image or analysis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No screenshot was taken: the project could not be opened (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The screenshot could not be written to %1: check that its folder exists and can be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No screenshot was taken: &quot;%1&quot; is not a view. The views are: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The screenshot %1 was written, but a stimulus in view could not be decoded (its detail pane says why).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The screenshot ended with code %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::ExpectedColumnDelegate</name>
    <message>
        <source>(skipped: not read)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::NewColumnsPanel</name>
    <message>
        <source>The column &apos;%1&apos; is none of the study&apos;s dimensions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file rates &apos;%1&apos;, none of the study&apos;s dimensions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The closest is &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read it as &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip the column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare &apos;%1&apos; as a new dimension</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::JudgmentsPage</name>
    <message>
        <source>Judge answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLM judges&apos; scores of the corpus items, one row per judge, item, prompt condition and round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: the item ids are CORPUS:KEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv *.csv.gz);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge answers &amp;file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The item ids belong to &amp;corpus:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map a column of the file to each of: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::jury::Attribution</name>
    <message>
        <source>STS Benchmark (Agirre, Cer, Diab, Lopez-Gazpio, Specia: SemEval-2017 Task 1, http://ixa2.si.ehu.eus/stswiki); scores under CC BY-SA 4.0 (http://creativecommons.org/licenses/by-sa/4.0/), each sentence source under its own license (the distribution's LICENSE.txt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KorSTS (Ham et al. 2020, KorNLI and KorSTS, Kakao Brain, https://github.com/kakaobrain/KorNLUDatasets), CC BY-SA 4.0 (http://creativecommons.org/licenses/by-sa/4.0/); human translations of STS-B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KLUE-STS v1.1 (Park et al. 2021, KLUE: Korean Language Understanding Evaluation, https://github.com/KLUE-benchmark/KLUE), CC BY-SA 4.0 (http://creativecommons.org/licenses/by-sa/4.0/).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judges: simulated (synthetic judges named after the models of a Korean LLM-jury study; not model answers).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::RatingWorkspace</name>
    <message>
        <source>Analysing: %1…</source>
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
    <message>
        <source>Humans &amp;&amp; demographics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::jury::JuryStudyWorkspace</name>
    <message>
        <source>Analysing the jury…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a corpus file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentence-pair corpora (*.tsv *.csv *.json *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RaterLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be checked.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::stereotales::StStudyWorkspace</name>
    <message>
        <source>Analysing StereoTales: %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>StereoTales</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::widgets::PlanView</name>
    <message>
        <source>Drawing sub-studies…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the designs, then press Run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items and raters per item are whole numbers of at least 1, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: no plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 designs × %2 draws (seed %3); %4 analysed items, at most %5 raters per item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all (the verdict)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>synthetic demo (seed %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model cost of those items: %1 USD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 items × %2 raters per item: %3 of %4 draws keep the decision (95 % CI %5–%6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Items:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Raters per item:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers of items of the designs, separated by commas; empty: the defaults shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human raters per item of the designs, each at least 2; empty: the defaults shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draws </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sub-studies drawn per design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the draws: the same seed gives the same plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>target </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share of draws a recommended design keeps the decision in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dimension whose verdict the figures show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All items, or one group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cell&apos;s verdict, or one condition&apos;s decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat map…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Curves…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Designs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan&apos;s methods paragraph is on the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Methods text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the plan as a paragraph for a manuscript&apos;s methods: the designs, draws, seed, target and the smallest stable design of each dimension</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::PlanTableModel</name>
    <message>
        <source>Dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raters per item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CI low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CI high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt-test passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Δα spread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>r CI width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human mean reliability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model cost (USD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all (the verdict)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>meets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not meet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rl::models::PlanSummaryModel</name>
    <message>
        <source>No design reached the target stability %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 items × %2 raters per item (%3 human ratings) keep the verdict in %4 of %5 draws (95 % CI %6–%7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 items × %2 raters per item (%3 human ratings) keep the condition&apos;s decision in %4 of %5 draws (95 % CI %6–%7).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanFigure</name>
    <message>
        <source>k = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ratings, k = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3 (whole study: %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability = share of the %1 draws (seed %2) of each design whose decision is the whole study&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outlined: the designs reaching the target %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bars: Clopper–Pearson 95% intervals; dashed: the target %1. Under the items: the human ratings m × k with the fewest and with the most raters per item, and the model cost in USD of m items (— unknown).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raters per item (k)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
