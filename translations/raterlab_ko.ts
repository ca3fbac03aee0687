<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>BlandAltmanFigure</name>
    <message>
        <source>Mean of human mean and model (%1)</source>
        <translation>인간 평균과 모델의 평균 (%1)</translation>
    </message>
    <message>
        <source>Human mean − model</source>
        <translation>인간 평균 − 모델</translation>
    </message>
    <message>
        <source>synthetic demo (seed %1)</source>
        <translation>합성 데모 (시드 %1)</translation>
    </message>
    <message>
        <source>bias %1</source>
        <translation>편향 %1</translation>
    </message>
</context>
<context>
    <name>ConfusionFigure</name>
    <message>
        <source>synthetic demo (seed %1)</source>
        <translation>합성 데모 (시드 %1)</translation>
    </message>
    <message>
        <source>accuracy %1, κ %2 (%3)</source>
        <translation>정확도 %1, κ %2 (%3)</translation>
    </message>
    <message>
        <source>no emotion answers</source>
        <translation>정서 응답 없음</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>무효</translation>
    </message>
    <message>
        <source>Predicted</source>
        <translation>예측</translation>
    </message>
    <message>
        <source>True ↓</source>
        <translation>실제 ↓</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <source>Race</source>
        <translation>인종</translation>
    </message>
    <message>
        <source>Gender</source>
        <translation>성별</translation>
    </message>
    <message>
        <source>Emotion</source>
        <translation>감정</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>인물</translation>
    </message>
    <message>
        <source>Happy</source>
        <translation>행복</translation>
    </message>
    <message>
        <source>Sad</source>
        <translation>슬픔</translation>
    </message>
    <message>
        <source>Angry</source>
        <translation>분노</translation>
    </message>
    <message>
        <source>Fearful</source>
        <translation>공포</translation>
    </message>
    <message>
        <source>Disgusted</source>
        <translation>혐오</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>중립</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>흑인</translation>
    </message>
    <message>
        <source>White</source>
        <translation>백인</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>한국인</translation>
    </message>
    <message>
        <source>Female</source>
        <translation>여성</translation>
    </message>
    <message>
        <source>Male</source>
        <translation>남성</translation>
    </message>
    <message>
        <source>Valence</source>
        <translation>정서가</translation>
    </message>
    <message>
        <source>Arousal</source>
        <translation>각성가</translation>
    </message>
    <message>
        <source>Naturalness</source>
        <translation>자연스러움</translation>
    </message>
    <message>
        <source>A file could not be read or written.</source>
        <translation>파일을 읽거나 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>The project database reported an error.</source>
        <translation>프로젝트 데이터베이스에서 오류가 발생했습니다.</translation>
    </message>
    <message>
        <source>The project file was written by a newer RaterLab or is damaged.</source>
        <translation>프로젝트 파일이 더 새로운 버전의 RaterLab으로 작성되었거나 손상되었습니다.</translation>
    </message>
    <message>
        <source>The input is malformed.</source>
        <translation>입력 형식이 올바르지 않습니다.</translation>
    </message>
    <message>
        <source>The input breaks a rule of the study design.</source>
        <translation>입력이 연구 설계의 규칙에 어긋납니다.</translation>
    </message>
    <message>
        <source>Something the project refers to does not exist.</source>
        <translation>프로젝트가 참조하는 대상이 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>A network request failed.</source>
        <translation>네트워크 요청이 실패했습니다.</translation>
    </message>
    <message>
        <source>The server refused the credentials.</source>
        <translation>서버가 인증 정보를 거부했습니다.</translation>
    </message>
    <message>
        <source>The operation was cancelled.</source>
        <translation>작업이 취소되었습니다.</translation>
    </message>
    <message>
        <source>This operation is not supported by this build.</source>
        <translation>이 빌드에서는 지원하지 않는 작업입니다.</translation>
    </message>
    <message>
        <source>An unknown error occurred.</source>
        <translation>알 수 없는 오류가 발생했습니다.</translation>
    </message>
</context>
<context>
    <name>FigureCatalog</name>
    <message>
        <source>synthetic demo (seed %1)</source>
        <translation>합성 데모 (시드 %1)</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>replaceable</source>
        <translation>대체 가능</translation>
    </message>
    <message>
        <source>partial</source>
        <translation>부분 대체</translation>
    </message>
    <message>
        <source>calibrate</source>
        <translation>보정 필요</translation>
    </message>
    <message>
        <source>not replaceable</source>
        <translation>대체 불가</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>RaterLab: can an AI model stand in for human raters?</source>
        <translation>RaterLab: AI 모델이 인간 평정자를 대신할 수 있을까요?</translation>
    </message>
    <message>
        <source>Render the main window to a PNG file once the grid is loaded, then quit.</source>
        <translation>그리드를 불러온 뒤 주 창을 PNG 파일로 저장하고 종료합니다.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>User interface language (ko or en).</source>
        <translation>사용자 인터페이스 언어(ko 또는 en)입니다.</translation>
    </message>
    <message>
        <source>language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>A RaterLab project file; without one the demo project opens.</source>
        <translation>RaterLab 프로젝트 파일입니다. 지정하지 않으면 데모 프로젝트가 열립니다.</translation>
    </message>
    <message>
        <source>With --screenshot: the view to show (stimuli, agreement, blandaltman, confusion or verdicts).</source>
        <translation>--screenshot과 함께: 표시할 화면(stimuli, agreement, blandaltman, confusion, verdicts 중 하나).</translation>
    </message>
    <message>
        <source>view</source>
        <translation>화면</translation>
    </message>
</context>
<context>
    <name>rl::app::AnalysisWorkspace</name>
    <message>
        <source>Analysing: %1…</source>
        <translation>분석 중: %1…</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>표 내보내기</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>LaTeX (*.tex)</source>
        <translation>LaTeX (*.tex)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>RaterLab</source>
        <translation>RaterLab</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1을(를) 저장할 수 없습니다.</translation>
    </message>
    <message>
        <source>Stimuli</source>
        <translation>자극</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>일치도</translation>
    </message>
    <message>
        <source>Bland–Altman</source>
        <translation>Bland–Altman</translation>
    </message>
    <message>
        <source>Confusion</source>
        <translation>혼동 행렬</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>판정</translation>
    </message>
</context>
<context>
    <name>rl::app::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New demo project…</source>
        <translation>새 데모 프로젝트(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>최근 파일 열기(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>시스템 기본값</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About RaterLab</source>
        <translation>RaterLab 정보(&amp;A)</translation>
    </message>
    <message>
        <source>No recent projects</source>
        <translation>최근 프로젝트 없음</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>목록 지우기</translation>
    </message>
    <message>
        <source>No project open</source>
        <translation>열린 프로젝트 없음</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>항목 %Ln개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln human rater(s)</source>
        <translation>
            <numerusform>인간 평정자 %Ln명</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln model condition(s)</source>
        <translation>
            <numerusform>모델 조건 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (synthetic demo) — RaterLab</source>
        <translation>%1 (합성 데모) — RaterLab</translation>
    </message>
    <message>
        <source>%1 — RaterLab</source>
        <translation>%1 — RaterLab</translation>
    </message>
    <message>
        <source>This build of RaterLab has no demo generator.</source>
        <translation>이 RaterLab 빌드에는 데모 생성기가 없습니다.</translation>
    </message>
    <message>
        <source>Open project</source>
        <translation>프로젝트 열기</translation>
    </message>
    <message>
        <source>RaterLab projects (*.raterlab);;All files (*)</source>
        <translation>RaterLab 프로젝트 (*.raterlab);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>New demo project</source>
        <translation>새 데모 프로젝트</translation>
    </message>
    <message>
        <source>RaterLab projects (*.raterlab)</source>
        <translation>RaterLab 프로젝트 (*.raterlab)</translation>
    </message>
    <message>
        <source>About RaterLab</source>
        <translation>RaterLab 정보</translation>
    </message>
    <message>
        <source>&lt;h3&gt;RaterLab %1&lt;/h3&gt;&lt;p&gt;A research workbench that tests, with evidence, whether AI models can stand in for human raters.&lt;/p&gt;&lt;p&gt;License: GPL-3.0-or-later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RaterLab %1&lt;/h3&gt;&lt;p&gt;AI 모델이 인간 평정자를 대신할 수 있는지 근거를 통해 검증하는 연구용 워크벤치입니다.&lt;/p&gt;&lt;p&gt;라이선스: GPL-3.0-or-later.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Creating the demo project %1…</source>
        <translation>데모 프로젝트 %1을(를) 만드는 중…</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1을(를) 여는 중…</translation>
    </message>
    <message>
        <source>Creating the demo project %1: %2…</source>
        <translation>데모 프로젝트 %1을(를) 만드는 중: %2…</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1을(를) 열었습니다.</translation>
    </message>
    <message>
        <source>RaterLab</source>
        <translation>RaterLab</translation>
    </message>
    <message>
        <source>%1 could not be opened.</source>
        <translation>%1을(를) 열 수 없습니다.</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>분석에 실패했습니다: %1</translation>
    </message>
</context>
<context>
    <name>rl::models::AgreementTableModel</name>
    <message>
        <source>Accuracy</source>
        <translation>정확도</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>재현율</translation>
    </message>
    <message>
        <source>κ</source>
        <translation>κ</translation>
    </message>
    <message>
        <source>Macro-F1</source>
        <translation>매크로 F1</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>r</source>
        <translation>r</translation>
    </message>
    <message>
        <source>ρ</source>
        <translation>ρ</translation>
    </message>
    <message>
        <source>Bias</source>
        <translation>편향</translation>
    </message>
    <message>
        <source>SD(d)</source>
        <translation>SD(d)</translation>
    </message>
    <message>
        <source>MAE</source>
        <translation>MAE</translation>
    </message>
    <message>
        <source>Δα</source>
        <translation>Δα</translation>
    </message>
    <message>
        <source>W1SD</source>
        <translation>W1SD</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>This condition gave no emotion answers.</source>
        <translation>이 조건은 정서 응답을 내지 않았습니다.</translation>
    </message>
    <message>
        <source>n = %1, %2 invalid answers, κ band: %3</source>
        <translation>n = %1, 무효 응답 %2개, κ 등급: %3</translation>
    </message>
    <message>
        <source>r = %1, 95% CI [%2, %3], n = %4</source>
        <translation>r = %1, 95% CI [%2, %3], n = %4</translation>
    </message>
    <message>
        <source>bias = %1, 95% CI [%2, %3]; LoA [%4, %5]; t-test p = %6; n = %7</source>
        <translation>편향 = %1, 95% CI [%2, %3]; 일치 한계 [%4, %5]; t 검정 p = %6; n = %7</translation>
    </message>
    <message>
        <source>%1 of %2 items within one human SD; human leave-one-out baseline %3</source>
        <translation>%2개 항목 중 %1개가 인간 1 SD 이내; 인간 LOO 기준선 %3</translation>
    </message>
    <message>
        <source>α(humans) = %1, α(humans + model) = %2</source>
        <translation>α(인간) = %1, α(인간 + 모델) = %2</translation>
    </message>
    <message>
        <source>n = %1</source>
        <translation>n = %1</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
</context>
<context>
    <name>rl::models::AnalysisRunner</name>
    <message>
        <source>preparing the data</source>
        <translation>데이터 준비</translation>
    </message>
    <message>
        <source>human agreement</source>
        <translation>인간 일치도</translation>
    </message>
    <message>
        <source>model agreement</source>
        <translation>모델 일치도</translation>
    </message>
    <message>
        <source>demographic bias</source>
        <translation>인구통계 편향</translation>
    </message>
    <message>
        <source>mixed models</source>
        <translation>혼합 모형</translation>
    </message>
    <message>
        <source>inter-model variance</source>
        <translation>모델 간 분산</translation>
    </message>
</context>
<context>
    <name>rl::models::ClassMetricsModel</name>
    <message>
        <source>Macro average</source>
        <translation>매크로 평균</translation>
    </message>
    <message>
        <source>Emotion</source>
        <translation>정서</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>지지도(n)</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>정밀도</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>재현율</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
</context>
<context>
    <name>rl::models::ConfusionMatrixModel</name>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation>무효</translation>
    </message>
</context>
<context>
    <name>rl::models::ModelAnswersModel</name>
    <message>
        <source>invalid</source>
        <translation>무효</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Emotion</source>
        <translation>정서</translation>
    </message>
    <message>
        <source>|z| %1</source>
        <translation>|z| %1</translation>
    </message>
</context>
<context>
    <name>rl::models::StimulusGridModel</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The image could not be shown: %1</source>
        <translation>이미지를 표시할 수 없습니다: %1</translation>
    </message>
</context>
<context>
    <name>rl::models::VerdictEvidenceModel</name>
    <message>
        <source>no data</source>
        <translation>자료 없음</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <source>yes: y&apos; = %1 y + %2</source>
        <translation>예: y&apos; = %1 y + %2</translation>
    </message>
    <message>
        <source>ω = %1 (%2/%3)</source>
        <translation>ω = %1 (%2/%3)</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Meets</source>
        <translation>충족</translation>
    </message>
    <message>
        <source>Recall</source>
        <translation>재현율</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>지지도(n)</translation>
    </message>
    <message>
        <source>κ</source>
        <translation>κ</translation>
    </message>
    <message>
        <source>Δα</source>
        <translation>Δα</translation>
    </message>
    <message>
        <source>W1SD</source>
        <translation>W1SD</translation>
    </message>
    <message>
        <source>W1SD (human LOO)</source>
        <translation>W1SD (인간 LOO)</translation>
    </message>
    <message>
        <source>Bias</source>
        <translation>편향</translation>
    </message>
    <message>
        <source>Bias p</source>
        <translation>편향 p</translation>
    </message>
    <message>
        <source>LoA width</source>
        <translation>일치 한계 폭</translation>
    </message>
    <message>
        <source>Human range</source>
        <translation>인간 범위</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>보정</translation>
    </message>
    <message>
        <source>Alt-test</source>
        <translation>Alt-test</translation>
    </message>
</context>
<context>
    <name>rl::models::VerdictMatrixModel</name>
    <message>
        <source>Classification</source>
        <translation>분류</translation>
    </message>
    <message>
        <source>%1
Conditions meeting the cell: %2</source>
        <translation>%1
이 셀을 충족한 조건: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
</context>
<context>
    <name>rl::widgets::AgreementView</name>
    <message>
        <source>All items</source>
        <translation>전체 항목</translation>
    </message>
    <message>
        <source>Copy as TSV</source>
        <translation>TSV로 복사</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>표 내보내기…</translation>
    </message>
    <message>
        <source>Compute the metrics over all items or over one emotion&apos;s items</source>
        <translation>전체 항목 또는 한 정서의 항목에 대해 지표를 계산합니다</translation>
    </message>
</context>
<context>
    <name>rl::widgets::BlandAltmanView</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>점 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;human mean %3, model %4&lt;br&gt;difference %5, mean %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;인간 평균 %3, 모델 %4&lt;br&gt;차이 %5, 평균 %6</translation>
    </message>
    <message>
        <source>Per emotion</source>
        <translation>정서별</translation>
    </message>
    <message>
        <source>Proportional bias</source>
        <translation>비례 편향</translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation>그림 내보내기…</translation>
    </message>
    <message>
        <source>The rated dimension to compare</source>
        <translation>비교할 평정 차원</translation>
    </message>
</context>
<context>
    <name>rl::widgets::ConditionPicker</name>
    <message>
        <source>Conditions (%1)</source>
        <translation>조건 (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Choose up to %n conditions to compare side by side.</source>
        <translation>
            <numerusform>나란히 비교할 조건을 최대 %n개까지 고르세요.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::widgets::ConfusionView</name>
    <message>
        <source>Export figure…</source>
        <translation>그림 내보내기…</translation>
    </message>
</context>
<context>
    <name>rl::widgets::FactorFilterButton</name>
    <message>
        <source>All levels</source>
        <translation>모든 수준</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%3개 중 %2개)</translation>
    </message>
    <message>
        <source>Show only the stimuli with the checked levels of %1.</source>
        <translation>%1에서 선택한 수준의 자극만 표시합니다.</translation>
    </message>
</context>
<context>
    <name>rl::widgets::FigureExportDialog</name>
    <message>
        <source>Export figure</source>
        <translation>그림 내보내기</translation>
    </message>
    <message>
        <source>SVG (vector)</source>
        <translation>SVG (벡터)</translation>
    </message>
    <message>
        <source>PDF (vector, page = figure)</source>
        <translation>PDF (벡터, 쪽 = 그림 크기)</translation>
    </message>
    <message>
        <source>PNG (raster)</source>
        <translation>PNG (래스터)</translation>
    </message>
    <message>
        <source>One column (3.25 in)</source>
        <translation>1단 (3.25 in)</translation>
    </message>
    <message>
        <source>Two columns (6.875 in)</source>
        <translation>2단 (6.875 in)</translation>
    </message>
    <message>
        <source>300 dpi</source>
        <translation>300 dpi</translation>
    </message>
    <message>
        <source>600 dpi</source>
        <translation>600 dpi</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>형식:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>너비:</translation>
    </message>
    <message>
        <source>Resolution:</source>
        <translation>해상도:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>파일:</translation>
    </message>
</context>
<context>
    <name>rl::widgets::ModelAnswersView</name>
    <message>
        <source>Thinking trace</source>
        <translation>사고 과정</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(없음)</translation>
    </message>
    <message>
        <source>Raw response</source>
        <translation>원 응답</translation>
    </message>
    <message>
        <source>Model answers</source>
        <translation>모델 응답</translation>
    </message>
</context>
<context>
    <name>rl::widgets::StimulusDetailView</name>
    <message>
        <source>Loading image…</source>
        <translation>이미지를 불러오는 중…</translation>
    </message>
    <message>
        <source>The image could not be shown: %1</source>
        <translation>이미지를 표시할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(없음)</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>M = %1, SD = %2, n = %3</source>
        <translation>평균 %1, 표준편차 %2, n = %3</translation>
    </message>
    <message>
        <source>M = %1, one rating (no SD)</source>
        <translation>평균 %1, 평정 1개(표준편차 없음)</translation>
    </message>
    <message>
        <source>No human ratings</source>
        <translation>인간 평정 없음</translation>
    </message>
    <message>
        <source>Select a stimulus in the grid to see its image and its human ratings.</source>
        <translation>그리드에서 자극을 선택하면 이미지와 인간 평정을 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>Human ratings</source>
        <translation>인간 평정</translation>
    </message>
</context>
<context>
    <name>rl::widgets::StimulusGridView</name>
    <message>
        <source>Stimulus ID</source>
        <translation>자극 ID</translation>
    </message>
    <message>
        <source>Human mean of %1</source>
        <translation>%1 인간 평균</translation>
    </message>
    <message>
        <source>Search stimulus ID</source>
        <translation>자극 ID 검색</translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation>정렬 기준</translation>
    </message>
    <message>
        <source>Reverse the sort order</source>
        <translation>정렬 순서 뒤집기</translation>
    </message>
    <message>
        <source>Study order</source>
        <translation>연구 순서</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln stimuli shown</source>
        <translation>
            <numerusform>자극 %Ln개 중 %1개 표시</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::widgets::SyntheticBadge</name>
    <message>
        <source>Synthetic demo</source>
        <translation>합성 데모</translation>
    </message>
    <message>
        <source>This study was generated by RaterLab&apos;s demo generator (seed %1). Its faces are drawn procedurally and its ratings are simulated.</source>
        <translation>이 연구는 RaterLab 데모 생성기(시드 %1)로 만들어졌습니다. 얼굴은 절차적으로 그려졌고 평정은 시뮬레이션된 값입니다.</translation>
    </message>
</context>
<context>
    <name>rl::widgets::VerdictView</name>
    <message>
        <source>Select a cell to see the evidence behind its verdict.</source>
        <translation>셀을 선택하면 판정의 근거를 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 · %2: %3</source>
        <translation>%1 · %2: %3</translation>
    </message>
    <message>
        <source>Recall r*</source>
        <translation>재현율 r*</translation>
    </message>
    <message>
        <source>κ*</source>
        <translation>κ*</translation>
    </message>
    <message>
        <source>Replaceable when at least</source>
        <translation>대체 가능 기준: 최소</translation>
    </message>
    <message>
        <source> conditions</source>
        <translation>개 조건</translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation>그림 내보내기…</translation>
    </message>
</context>
</TS>
