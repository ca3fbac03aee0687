<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
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
</TS>
