<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
</TS>
