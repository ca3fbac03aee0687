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
        <source>synthetic demo (seed %1)</source>
        <translation>합성 데모 (시드 %1)</translation>
    </message>
    <message>
        <source>bias %1</source>
        <translation>편향 %1</translation>
    </message>
    <message>
        <source>Difference d (human mean − model)</source>
        <translation>차이 d (인간 평균 − 모델)</translation>
    </message>
    <message>
        <source>d = human mean − model</source>
        <translation>d = 인간 평균 − 모델</translation>
    </message>
    <message>
        <source>LoA %1 … %2</source>
        <translation>일치 한계 %1 … %2</translation>
    </message>
    <message>
        <source>slope %1, p %2</source>
        <translation>기울기 %1, p %2</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>편향</translation>
    </message>
    <message>
        <source>limits of agreement</source>
        <translation>일치 한계</translation>
    </message>
    <message>
        <source>proportional bias</source>
        <translation>비례 편향</translation>
    </message>
    <message>
        <source>The study has no grouping factor: each panel holds every item.</source>
        <translation>이 연구에는 그룹 요인이 없습니다: 각 패널에 모든 항목이 들어 있습니다.</translation>
    </message>
</context>
<context>
    <name>ComparisonFigure</name>
    <message>
        <source>Pearson r</source>
        <translation>Pearson r</translation>
    </message>
    <message>
        <source>Spearman ρ</source>
        <translation>Spearman ρ</translation>
    </message>
    <message>
        <source>Bias</source>
        <translation>편향</translation>
    </message>
    <message>
        <source>Lower LoA</source>
        <translation>일치 한계 하한</translation>
    </message>
    <message>
        <source>Upper LoA</source>
        <translation>일치 한계 상한</translation>
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
        <source>Accuracy</source>
        <translation>정확도</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ</source>
        <translation>Cohen의 κ</translation>
    </message>
    <message>
        <source>Macro-F1</source>
        <translation>매크로 F1</translation>
    </message>
    <message>
        <source>%1 (n = %2)</source>
        <translation>%1 (n = %2)</translation>
    </message>
    <message>
        <source>all items</source>
        <translation>전체 항목</translation>
    </message>
    <message>
        <source>%1: n = %2 items that every condition answered.</source>
        <translation>%1: 모든 조건이 응답한 항목 n = %2개.</translation>
    </message>
    <message>
        <source>%1, %2: the items every condition answered in each group.</source>
        <translation>%1, %2: 각 집단에서 모든 조건이 응답한 항목.</translation>
    </message>
    <message>
        <source>%1% CI: r Fisher z; bias and LoA Bland–Altman; others percentile bootstrap (B = %2, seed %3).</source>
        <translation>%1% 신뢰구간: r은 Fisher z, 편향과 일치 한계는 Bland–Altman, 그 밖에는 백분위 부트스트랩 (B = %2, 시드 %3).</translation>
    </message>
    <message>
        <source>%1% CI: r Fisher z; bias and LoA Bland–Altman (no bootstrap).</source>
        <translation>%1% 신뢰구간: r은 Fisher z, 편향과 일치 한계는 Bland–Altman (부트스트랩 없음).</translation>
    </message>
    <message>
        <source>Bias = human mean − model. Dashed: 0; W1SD: human leave-one-out; κ: κ*.</source>
        <translation>편향 = 인간 평균 − 모델. 점선: 0, W1SD는 인간 단일 제외 기준, κ는 κ*.</translation>
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
        <translation>감정 응답 없음</translation>
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
    <message>
        <source>%1 against the human plurality; a tie shares its item</source>
        <translation>%1: 인간 다수 레이블 기준, 동점인 문항은 나눔</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>응답</translation>
    </message>
    <message>
        <source>Human plurality ↓</source>
        <translation>인간 다수 레이블 ↓</translation>
    </message>
    <message>
        <source>no answers on this dimension</source>
        <translation>이 차원의 응답 없음</translation>
    </message>
    <message>
        <source>plurality agreement %1, κ %2 (%3)</source>
        <translation>다수 레이블 일치도 %1, κ %2 (%3)</translation>
    </message>
</context>
<context>
    <name>DeltaFigure</name>
    <message>
        <source>Δρ of each prompt condition against its base, %1 (95% CI)</source>
        <translation>기준 조건 대비 각 프롬프트 조건의 Δρ, %1 (95% CI)</translation>
    </message>
    <message>
        <source>panel (%1)</source>
        <translation>패널 (%1)</translation>
    </message>
    <message>
        <source>Δ Spearman ρ (condition − base)</source>
        <translation>Δ 스피어만 ρ (조건 − 기준)</translation>
    </message>
</context>
<context>
    <name>DisplayNames</name>
    <message>
        <source>The project is being changed by another process.</source>
        <translation>다른 프로세스가 프로젝트를 변경하고 있습니다.</translation>
    </message>
    <message>
        <source>The project comes from elsewhere and names endpoints you have not trusted.</source>
        <translation>다른 곳에서 만든 프로젝트이며, 신뢰하지 않은 엔드포인트를 지정합니다.</translation>
    </message>
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
    <name>ExportWords</name>
    <message>
        <source>all</source>
        <translation>전체</translation>
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
        <source>invalid</source>
        <translation>무효</translation>
    </message>
    <message>
        <source>macro</source>
        <translation>매크로</translation>
    </message>
    <message>
        <source>replaceable</source>
        <translation>대체 가능</translation>
    </message>
    <message>
        <source>partial</source>
        <translation>부분적</translation>
    </message>
    <message>
        <source>needs_calibration</source>
        <translation>보정 필요</translation>
    </message>
    <message>
        <source>not_replaceable</source>
        <translation>대체 불가</translation>
    </message>
    <message>
        <source>no_data</source>
        <translation>데이터 없음</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>정상</translation>
    </message>
    <message>
        <source>no_predictions</source>
        <translation>모델 응답 없음</translation>
    </message>
    <message>
        <source>no_human_data</source>
        <translation>사람 평정 없음</translation>
    </message>
    <message>
        <source>too_few_pairs</source>
        <translation>쌍이 너무 적음</translation>
    </message>
    <message>
        <source>no_items</source>
        <translation>항목 없음</translation>
    </message>
    <message>
        <source>no_group_factor</source>
        <translation>집단 요인 없음</translation>
    </message>
    <message>
        <source>not_run</source>
        <translation>실행 안 됨</translation>
    </message>
    <message>
        <source>missing_factors</source>
        <translation>요인 없음</translation>
    </message>
    <message>
        <source>too_few_items</source>
        <translation>항목이 너무 적음</translation>
    </message>
    <message>
        <source>no_usable_raters</source>
        <translation>쓸 수 있는 평정자 없음</translation>
    </message>
    <message>
        <source>unequal_raters</source>
        <translation>평정자 수가 다름</translation>
    </message>
    <message>
        <source>too_few_raters</source>
        <translation>평정자가 너무 적음</translation>
    </message>
    <message>
        <source>single_label</source>
        <translation>레이블이 하나뿐임</translation>
    </message>
    <message>
        <source>converged</source>
        <translation>수렴</translation>
    </message>
    <message>
        <source>maximum evaluations</source>
        <translation>최대 평가 횟수 도달</translation>
    </message>
    <message>
        <source>numerical issue</source>
        <translation>수치 문제</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>취소됨</translation>
    </message>
    <message>
        <source>nominal</source>
        <translation>명목</translation>
    </message>
    <message>
        <source>ordinal</source>
        <translation>서열</translation>
    </message>
    <message>
        <source>interval</source>
        <translation>등간</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>비율</translation>
    </message>
    <message>
        <source>poor</source>
        <translation>나쁨</translation>
    </message>
    <message>
        <source>slight</source>
        <translation>약간</translation>
    </message>
    <message>
        <source>fair</source>
        <translation>보통</translation>
    </message>
    <message>
        <source>moderate</source>
        <translation>중간</translation>
    </message>
    <message>
        <source>substantial</source>
        <translation>상당</translation>
    </message>
    <message>
        <source>almost perfect</source>
        <translation>거의 완벽</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>정의되지 않음</translation>
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
    <name>FileKindText</name>
    <message>
        <source>%1 was written by a newer RaterLab (schema %2; this one reads up to %3): open it with that version or update RaterLab.</source>
        <translation>%1은(는) 더 새로운 RaterLab으로 작성되었습니다(스키마 %2, 이 버전은 %3까지 읽음). 그 버전으로 열거나 RaterLab을 업데이트하십시오.</translation>
    </message>
    <message>
        <source>This is an SQLite database of another program, not a RaterLab project: export its tables as CSV and import them with File → New study….</source>
        <translation>다른 프로그램의 SQLite 데이터베이스이며 RaterLab 프로젝트가 아닙니다. 표를 CSV로 내보낸 뒤 파일 → 새 연구…로 가져오십시오.</translation>
    </message>
    <message>
        <source>%1 does not exist any more.</source>
        <translation>%1이(가) 더 이상 없습니다.</translation>
    </message>
    <message>
        <source>%1 cannot be read: check its permissions.</source>
        <translation>%1을(를) 읽을 수 없습니다. 권한을 확인하십시오.</translation>
    </message>
    <message>
        <source>%1 is an empty file: it holds no project and no data.</source>
        <translation>%1은(는) 빈 파일입니다. 프로젝트도 데이터도 들어 있지 않습니다.</translation>
    </message>
    <message>
        <source>This is a CSV file: import it with File → New study… (or File → Import… into an open study).</source>
        <translation>CSV 파일입니다. 파일 → 새 연구…로 가져오십시오(열린 연구에는 파일 → 가져오기…).</translation>
    </message>
    <message>
        <source>This is a TSV file: import a sentence-pair corpus with File → New study… (LLM jury corpus), or other tables with File → Import….</source>
        <translation>TSV 파일입니다. 문장 쌍 말뭉치는 파일 → 새 연구…(LLM 심사단 말뭉치)로, 다른 표는 파일 → 가져오기…로 가져오십시오.</translation>
    </message>
    <message>
        <source>This is a JSON file: import model conditions with File → Import… (a KLUE-STS corpus with File → New study…).</source>
        <translation>JSON 파일입니다. 모델 조건은 파일 → 가져오기…로 가져오십시오(KLUE-STS 말뭉치는 파일 → 새 연구…).</translation>
    </message>
    <message>
        <source>This is a StereoTales grid (YAML): make a study of its seed folder with File → New study… (StereoTales grid), or drop the folder on the window.</source>
        <translation>StereoTales 그리드(YAML)입니다. 파일 → 새 연구…(StereoTales 그리드)로 시드 폴더를 연구로 만들거나, 폴더를 창에 끌어다 놓으십시오.</translation>
    </message>
    <message>
        <source>This is a folder of images: make a study of them with File → New study… (factors from the file names).</source>
        <translation>이미지 폴더입니다. 파일 → 새 연구…로 연구를 만드십시오(요인은 파일 이름에서).</translation>
    </message>
    <message>
        <source>%1 is a folder, not a project: choose a .raterlab file.</source>
        <translation>%1은(는) 프로젝트가 아니라 폴더입니다. .raterlab 파일을 선택하십시오.</translation>
    </message>
    <message>
        <source>This is an image: make a study of its folder with File → New study… (factors from the file names).</source>
        <translation>이미지입니다. 파일 → 새 연구…로 그 폴더의 연구를 만드십시오(요인은 파일 이름에서).</translation>
    </message>
    <message>
        <source>This is a ZIP archive (an Excel workbook is one): save the sheet as CSV and import it with File → New study….</source>
        <translation>ZIP 압축 파일입니다(Excel 통합 문서도 ZIP입니다). 시트를 CSV로 저장한 뒤 파일 → 새 연구…로 가져오십시오.</translation>
    </message>
    <message>
        <source>This is a compressed file: a compressed CSV (.csv.gz) is imported with File → New study….</source>
        <translation>압축 파일입니다. 압축된 CSV(.csv.gz)는 파일 → 새 연구…로 가져옵니다.</translation>
    </message>
    <message>
        <source>This is a PDF document, not a project.</source>
        <translation>프로젝트가 아니라 PDF 문서입니다.</translation>
    </message>
    <message>
        <source>This is a text file but not a table: write it as CSV with a header row and import it with File → New study….</source>
        <translation>텍스트 파일이지만 표가 아닙니다. 머리글 행이 있는 CSV로 작성한 뒤 파일 → 새 연구…로 가져오십시오.</translation>
    </message>
    <message>
        <source>%1 is neither a RaterLab project nor a file RaterLab can import.</source>
        <translation>%1은(는) RaterLab 프로젝트도, RaterLab이 가져올 수 있는 파일도 아닙니다.</translation>
    </message>
</context>
<context>
    <name>SimulationFigure</name>
    <message>
        <source>Winning rate ω</source>
        <translation>승률 ω</translation>
    </message>
    <message>
        <source>Advantage probability ρ (5–95 %)</source>
        <translation>우위 확률 ρ (5–95 %)</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>문항 수</translation>
    </message>
</context>
<context>
    <name>SubgroupF1Figure</name>
    <message>
        <source>Macro-F1 by race × gender</source>
        <translation>인종 × 성별 매크로 F1</translation>
    </message>
    <message>
        <source>synthetic demo (seed %1)</source>
        <translation>합성 데모 (시드 %1)</translation>
    </message>
    <message>
        <source>No race × gender classification results</source>
        <translation>인종 × 성별 분류 결과 없음</translation>
    </message>
</context>
<context>
    <name>SubsetFigure</name>
    <message>
        <source>Synthetic judges (simulated answers on real corpora)</source>
        <translation>합성 심사자 (실제 말뭉치에 대한 시뮬레이션 답변)</translation>
    </message>
    <message>
        <source>cheap judges only</source>
        <translation>저가 심사자만</translation>
    </message>
    <message>
        <source>Σ input price of the panel (USD / 1M tokens)</source>
        <translation>패널의 Σ 입력 가격 (USD / 100만 토큰)</translation>
    </message>
    <message>
        <source>Spearman ρ</source>
        <translation>스피어만 ρ</translation>
    </message>
    <message>
        <source>Panel size</source>
        <translation>패널 크기</translation>
    </message>
    <message>
        <source>Best Spearman ρ</source>
        <translation>최고 스피어만 ρ</translation>
    </message>
    <message numerus="yes">
        <source>Red: Pareto front (%n panel(s))</source>
        <translation>
            <numerusform>빨간색: 파레토 경계 (패널 %n개)</numerusform>
        </translation>
    </message>
    <message>
        <source>dashed: best single judge (%1, ρ = %2)</source>
        <translation>점선: 최고 단일 심사자 (%1, ρ = %2)</translation>
    </message>
    <message>
        <source>Σ input price ≤ %1 $/1M</source>
        <translation>Σ 입력 가격 ≤ %1 $/1M</translation>
    </message>
    <message numerus="yes">
        <source>panels of %n judge(s)</source>
        <translation>
            <numerusform>판정자 %n명의 패널</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No prices: give the judges their input prices (Conditions) to place the %n panel(s) on the price axis.</source>
        <translation>
            <numerusform>가격 없음: 패널 %n개를 가격 축에 놓으려면 판정자의 입력 가격을 지정하세요 (조건).</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost of the panel per 1,000 items (USD, journal)</source>
        <translation>패널의 항목 1,000개당 비용 (USD, 저널)</translation>
    </message>
    <message>
        <source>cost ≤ %1 $/1,000 items</source>
        <translation>비용 ≤ %1 $/항목 1,000개</translation>
    </message>
    <message numerus="yes">
        <source>No cost recorded: the journal holds no priced answers of these judges, so the %n panel(s) have no place on the cost axis.</source>
        <translation>
            <numerusform>기록된 비용 없음: 저널에 이 심사자들의 가격이 매겨진 답변이 없어 패널 %n개를 비용 축에 놓을 수 없습니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerdictFigure</name>
    <message>
        <source>No verdicts: the study has no dimension with human ratings or true labels to judge the models against.</source>
        <translation>판정 없음: 이 연구에는 모델을 비교할 인간 평정이나 정답 레이블이 있는 차원이 없습니다.</translation>
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
    <message>
        <source>no data</source>
        <translation>데이터 없음</translation>
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
        <source>view</source>
        <translation>화면</translation>
    </message>
    <message>
        <source>With --screenshot: the view to show (stimuli, conditions, runs, agreement, blandaltman, confusion, verdicts, demographics, comparison, plan, or a jury page: jury-corpus, jury-judges, jury-subsets, jury-conditions, jury-strata, jury-rounds, or a StereoTales page: st-grid, st-associations, st-spread, st-harm; welcome and wizard need no project).</source>
        <translation>--screenshot과 함께: 보여 줄 화면 (stimuli, conditions, runs, agreement, blandaltman, confusion, verdicts, demographics, comparison, plan 또는 배심원 페이지: jury-corpus, jury-judges, jury-subsets, jury-conditions, jury-strata, jury-rounds, 또는 StereoTales 페이지: st-grid, st-associations, st-spread, st-harm; welcome과 wizard는 프로젝트가 필요 없음).</translation>
    </message>
    <message>
        <source>A RaterLab project file; without one the welcome page shows (with --screenshot, the demo project opens).</source>
        <translation>RaterLab 프로젝트 파일; 없으면 시작 화면이 나타남 (--screenshot과 함께면 데모 프로젝트가 열림).</translation>
    </message>
</context>
<context>
    <name>rl::app::AnalysisWorkspace</name>
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
        <source>Conditions</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>실행</translation>
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
        <source>New &amp;plan…</source>
        <translation>새 계획(&amp;P)…</translation>
    </message>
    <message>
        <source>Simulate how many items a replaceability study needs, before any data.</source>
        <translation>데이터를 모으기 전에 대체 가능성 연구에 필요한 문항 수를 시뮬레이션합니다.</translation>
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
    <message>
        <source>New project from &amp;files…</source>
        <translation>파일로 새 프로젝트(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>가져오기(&amp;I)…</translation>
    </message>
    <message>
        <source>New project from files</source>
        <translation>파일로 새 프로젝트</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1에 저장했습니다</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>사용자 안내서(&amp;U)</translation>
    </message>
    <message>
        <source>Save project as</source>
        <translation>프로젝트를 다른 이름으로 저장</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>Could not save as %1: %2</source>
        <translation>%1(으)로 저장하지 못했습니다: %2</translation>
    </message>
    <message>
        <source>Saved a copy as %1.</source>
        <translation>%1(으)로 사본을 저장했습니다.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save the study's analysis options into the project</source>
        <translation>연구의 분석 옵션을 프로젝트에 저장합니다</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>실행 취소(&amp;U): %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>다시 실행(&amp;R): %1</translation>
    </message>
    <message>
        <source>The analysis options of %1 have changed. Save them?</source>
        <translation>%1의 분석 옵션이 변경되었습니다. 저장하시겠습니까?</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1을(를) 저장하지 못했습니다: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1을(를) 저장했습니다.</translation>
    </message>
</context>
<context>
    <name>rl::app::ManuscriptMenu</name>
    <message>
        <source>All tables as Excel &amp;workbook…</source>
        <translation>모든 표를 Excel 통합 문서로(&amp;W)…</translation>
    </message>
    <message>
        <source>Every table of the analysis in one .xlsx file, a sheet per table</source>
        <translation>분석의 모든 표를 한 .xlsx 파일에, 표마다 시트 하나로</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>분석(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Methods &amp;&amp; report…</source>
        <translation>방법 및 보고서(&amp;M)…</translation>
    </message>
    <message>
        <source>The methods paragraph of the study and the whole-study report (HTML or PDF)</source>
        <translation>연구의 방법 단락과 연구 전체 보고서(HTML 또는 PDF)</translation>
    </message>
    <message>
        <source>Export all tables</source>
        <translation>모든 표 내보내기</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 통합 문서 (*.xlsx)</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1에 저장함</translation>
    </message>
    <message>
        <source>RaterLab</source>
        <translation>RaterLab</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1에 쓸 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>rl::app::StudyImportActions</name>
    <message>
        <source>&amp;New study…</source>
        <translation>새 연구(&amp;N)…</translation>
    </message>
    <message>
        <source>Make a project from your own stimuli and ratings, step by step.</source>
        <translation>내 자극과 평정으로 프로젝트를 단계별로 만듭니다.</translation>
    </message>
    <message>
        <source>Import a &amp;corpus or judge answers…</source>
        <translation>말뭉치 또는 심사자 응답 가져오기(&amp;C)…</translation>
    </message>
</context>
<context>
    <name>rl::models</name>
    <message>
        <source>The id must not be empty.</source>
        <translation>ID는 비워 둘 수 없습니다.</translation>
    </message>
    <message>
        <source>Another condition already uses the id &quot;%1&quot;.</source>
        <translation>다른 조건이 이미 ID &quot;%1&quot;을(를) 사용하고 있습니다.</translation>
    </message>
    <message>
        <source>Choose a provider: OpenAI, Gemini, Anthropic or an OpenAI-compatible server.</source>
        <translation>제공자를 선택하세요: OpenAI, Gemini, Anthropic 또는 OpenAI 호환 서버.</translation>
    </message>
    <message>
        <source>Enter the model name the provider expects, e.g. gpt-4o-mini.</source>
        <translation>제공자가 요구하는 모델 이름을 입력하세요(예: gpt-4o-mini).</translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https://.</source>
        <translation>기본 URL은 http:// 또는 https://로 시작해야 합니다.</translation>
    </message>
    <message>
        <source>This looks like an API key. Keys are never stored in a project: enter the name of the environment variable that holds the key, e.g. OPENAI_API_KEY.</source>
        <translation>API 키처럼 보입니다. 키는 프로젝트에 절대 저장되지 않습니다. 키가 들어 있는 환경 변수의 이름(예: OPENAI_API_KEY)을 입력하세요.</translation>
    </message>
    <message>
        <source>This looks like an API key or password. Keys are never stored in a project: put the key in the environment variable named under API key variable, or in the OS keychain.</source>
        <translation>API 키나 비밀번호처럼 보입니다. 키는 프로젝트에 절대 저장되지 않습니다. 키는 API 키 변수에 적은 환경 변수나 OS 키체인에 넣으세요.</translation>
    </message>
    <message>
        <source>An environment variable name may only contain letters, digits and underscores.</source>
        <translation>환경 변수 이름에는 영문자, 숫자, 밑줄만 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>Choose context-carry or single-shot prompting.</source>
        <translation>맥락 유지 또는 단일 요청 프롬프팅을 선택하세요.</translation>
    </message>
    <message>
        <source>The temperature must lie between 0 and 2.</source>
        <translation>온도는 0에서 2 사이여야 합니다.</translation>
    </message>
    <message>
        <source>Image detail must be low, high or auto.</source>
        <translation>이미지 세부 수준은 low, high, auto 중 하나여야 합니다.</translation>
    </message>
    <message>
        <source>Max tokens must be at least 1.</source>
        <translation>최대 토큰 수는 1 이상이어야 합니다.</translation>
    </message>
    <message>
        <source>The thinking budget is -1 (dynamic), 0 (off) or a number of tokens.</source>
        <translation>사고 예산은 -1(동적), 0(끔) 또는 토큰 수입니다.</translation>
    </message>
    <message>
        <source>Anthropic requires a thinking budget of at least 1024 tokens.</source>
        <translation>Anthropic은 1024 토큰 이상의 사고 예산이 필요합니다.</translation>
    </message>
    <message>
        <source>Anthropic has no dynamic thinking budget: enter 0 or at least 1024 tokens.</source>
        <translation>Anthropic에는 동적 사고 예산이 없습니다: 0 또는 1024 이상의 토큰 수를 입력하세요.</translation>
    </message>
    <message>
        <source>The repetition penalty must be positive (1 = none).</source>
        <translation>반복 페널티는 양수여야 합니다(1 = 없음).</translation>
    </message>
    <message>
        <source>At least one sample per face is needed.</source>
        <translation>얼굴당 표본이 최소 1개 필요합니다.</translation>
    </message>
    <message>
        <source>Repeated samples at temperature 0 usually repeat the same answer.</source>
        <translation>온도 0에서 표본을 반복하면 보통 같은 응답이 반복됩니다.</translation>
    </message>
    <message>
        <source>Prices must not be negative.</source>
        <translation>가격은 음수일 수 없습니다.</translation>
    </message>
    <message>
        <source>Unknown prompt template &quot;%1&quot;.</source>
        <translation>알 수 없는 프롬프트 템플릿 &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The %1 prompt must not be empty.</source>
        <translation>%1 프롬프트는 비워 둘 수 없습니다.</translation>
    </message>
    <message>
        <source>The %1 prompt uses {%2}, which is not filled in at that stage; it is sent as written.</source>
        <translation>%1 프롬프트가 {%2}을(를) 사용하지만 이 단계에서는 채워지지 않으므로 입력된 그대로 전송됩니다.</translation>
    </message>
    <message>
        <source>The condition is not valid: %1</source>
        <translation>조건이 유효하지 않습니다: %1</translation>
    </message>
    <message>
        <source>An imported condition has no prompting strategy.</source>
        <translation>가져온 조건에는 프롬프트 전략이 없습니다.</translation>
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
        <translation>이 조건은 감정 응답을 내지 않았습니다.</translation>
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
    <message>
        <source>Classification n</source>
        <translation>분류 n</translation>
    </message>
    <message>
        <source>Classification coverage</source>
        <translation>분류 포괄률</translation>
    </message>
    <message>
        <source>95% LoA, lower</source>
        <translation>95% 일치 한계, 하한</translation>
    </message>
    <message>
        <source>95% LoA, upper</source>
        <translation>95% 일치 한계, 상한</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>coverage</source>
        <translation>포괄률</translation>
    </message>
    <message>
        <source>n = %1 (%2 %)</source>
        <translation>n = %1 (%2 %)</translation>
    </message>
    <message>
        <source>%1 credits in %2 items (a tie of t labels gives 1/t); the humans&apos; leave-one-out baseline %3</source>
        <translation>문항 %2개에서 점수 %1 (레이블 t개가 동점이면 각각 1/t); 인간의 하나 빼기 기준값 %3</translation>
    </message>
    <message>
        <source>Alt-test ω</source>
        <translation>Alt-test ω</translation>
    </message>
    <message>
        <source>The model beats %1 of %2 usable human raters (ε = %3)</source>
        <translation>모델이 사용 가능한 인간 평정자 %2명 중 %1명을 이김 (ε = %3)</translation>
    </message>
    <message>
        <source>macro-F1</source>
        <translation>매크로 F1</translation>
    </message>
    <message>
        <source>n = %1, %2 invalid answers</source>
        <translation>n = %1, 무효 응답 %2개</translation>
    </message>
    <message>
        <source>plurality agreement</source>
        <translation>다수 레이블 일치도</translation>
    </message>
    <message>
        <source>Δα 95% CI, lower</source>
        <translation>Δα 95% CI 하한</translation>
    </message>
    <message>
        <source>Δα 95% CI, upper</source>
        <translation>Δα 95% CI 상한</translation>
    </message>
    <message>
        <source>α with the model</source>
        <translation>모델 포함 α</translation>
    </message>
    <message>
        <source>α(humans) = %1, α(humans + model) = %2; Δα 95% CI [%3, %4]</source>
        <translation>α(인간) = %1, α(인간 + 모델) = %2; Δα 95% CI [%3, %4]</translation>
    </message>
    <message>
        <source>All dimensions</source>
        <translation>모든 차원</translation>
    </message>
    <message>
        <source>Classification (%1)</source>
        <translation>분류 (%1)</translation>
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
    <message>
        <source>the analysis is still running</source>
        <translation>분석이 아직 진행 중입니다</translation>
    </message>
</context>
<context>
    <name>rl::models::BiasAnovaModel</name>
    <message>
        <source>OK</source>
        <translation>정상</translation>
    </message>
    <message>
        <source>Models not nested</source>
        <translation>모형이 내포 관계가 아님</translation>
    </message>
    <message>
        <source>No residual df</source>
        <translation>잔차 자유도 없음</translation>
    </message>
    <message>
        <source>Fit failed (e.g. an empty cell)</source>
        <translation>적합 실패(예: 빈 셀)</translation>
    </message>
    <message>
        <source>F not defined (R: NA)</source>
        <translation>F 정의되지 않음(R: NA)</translation>
    </message>
    <message>
        <source>Race × gender</source>
        <translation>인종 × 성별</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>차원</translation>
    </message>
    <message>
        <source>Emotion</source>
        <translation>감정</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>항</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>df</source>
        <translation>df</translation>
    </message>
    <message>
        <source>df (residual)</source>
        <translation>df (잔차)</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>η²</source>
        <translation>η²</translation>
    </message>
    <message>
        <source>q (BH)</source>
        <translation>q (BH)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Too few items</source>
        <translation>항목 수 부족</translation>
    </message>
    <message>
        <source>anova(reduced, larger): RSS %1 → %2</source>
        <translation>anova(축소 모형, 확장 모형): RSS %1 → %2</translation>
    </message>
    <message>
        <source>Type I SS %1 / total SS %2 (order race, gender, race × gender)</source>
        <translation>제1종 SS %1 / 전체 SS %2 (순서: 인종, 성별, 인종 × 성별)</translation>
    </message>
    <message>
        <source>Benjamini–Hochberg within the condition and dimension (every emotion × 3 terms); highlighted below .05. Significant interactions get Tukey comparisons.</source>
        <translation>조건·차원 내 Benjamini–Hochberg 보정(모든 감정 × 3개 항); .05 미만은 강조 표시됩니다. 유의한 상호작용에는 Tukey 비교를 수행합니다.</translation>
    </message>
    <message>
        <source>The race × gender ANOVA is computed within each emotion, and this study has no emotion factor.</source>
        <translation>인종 × 성별 ANOVA는 감정별로 계산되는데, 이 연구에는 감정 요인이 없습니다.</translation>
    </message>
    <message>
        <source>No model condition gave numeric answers (valence, arousal, ...), so there is no bias to test.</source>
        <translation>수치 응답(정서가, 각성가 등)을 낸 모델 조건이 없어 검정할 편향이 없습니다.</translation>
    </message>
</context>
<context>
    <name>rl::models::CategoricalAgreementModel</name>
    <message>
        <source>%1 credits in %2 items (a tie of t labels gives 1/t); the humans&apos; leave-one-out baseline is %3.</source>
        <translation>문항 %2개에서 점수 %1 (레이블 t개가 동점이면 각각 1/t); 인간의 하나 빼기 기준값은 %3입니다.</translation>
    </message>
    <message>
        <source>Alt-test</source>
        <translation>Alt-test</translation>
    </message>
    <message>
        <source>Alt-test ω</source>
        <translation>Alt-test ω</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>차원</translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation>무효</translation>
    </message>
    <message>
        <source>Items of</source>
        <translation>문항 범위</translation>
    </message>
    <message>
        <source>Macro-F1</source>
        <translation>매크로 F1</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>누락</translation>
    </message>
    <message>
        <source>Not applicable: no human rater has %1 items shared with the model and another rater.</source>
        <translation>적용 불가: 모델 및 다른 평정자와 공유한 문항이 %1개인 인간 평정자가 없습니다.</translation>
    </message>
    <message>
        <source>Plurality agreement</source>
        <translation>다수 레이블 일치도</translation>
    </message>
    <message>
        <source>The model beats %1 of %2 usable human raters (ε = %3); advantage probability ρ = %4.</source>
        <translation>모델이 사용 가능한 인간 평정자 %2명 중 %1명을 이깁니다 (ε = %3); 우위 확률 ρ = %4.</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Δα</source>
        <translation>Δα</translation>
    </message>
    <message>
        <source>Δα 95% CI, lower</source>
        <translation>Δα 95% CI 하한</translation>
    </message>
    <message>
        <source>Δα 95% CI, upper</source>
        <translation>Δα 95% CI 상한</translation>
    </message>
    <message>
        <source>α humans</source>
        <translation>인간 α</translation>
    </message>
    <message>
        <source>α with the model</source>
        <translation>모델 포함 α</translation>
    </message>
    <message>
        <source>κ (plurality)</source>
        <translation>κ (다수 레이블)</translation>
    </message>
</context>
<context>
    <name>rl::models::CategoricalHumanModel</name>
    <message>
        <source>%1 items, %2 raters each; z = %3</source>
        <translation>문항 %1개, 문항마다 평정자 %2명; z = %3</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>차원</translation>
    </message>
    <message>
        <source>Each human label against the plurality of the item&apos;s other labels, a tie shared: %1 credits in %2 comparisons.</source>
        <translation>각 인간 레이블을 그 문항의 나머지 레이블의 다수 레이블과 비교 (동점은 나눔): 비교 %2회에서 점수 %1.</translation>
    </message>
    <message>
        <source>Fleiss&apos; κ</source>
        <translation>Fleiss κ</translation>
    </message>
    <message>
        <source>Fleiss&apos; κ is not defined here (%1): it needs the same number of raters, at least two, on every item.</source>
        <translation>여기서는 Fleiss κ가 정의되지 않습니다 (%1): 모든 문항에 같은 수(2명 이상)의 평정자가 필요합니다.</translation>
    </message>
    <message>
        <source>Fleiss&apos; κ p</source>
        <translation>Fleiss κ p</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>문항</translation>
    </message>
    <message>
        <source>Items of</source>
        <translation>문항 범위</translation>
    </message>
    <message>
        <source>Items with ≥ 2 labels</source>
        <translation>레이블 2개 이상인 문항</translation>
    </message>
    <message>
        <source>LOO comparisons</source>
        <translation>LOO 비교 수</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>레이블</translation>
    </message>
    <message>
        <source>No bootstrap interval was computed.</source>
        <translation>부트스트랩 구간을 계산하지 않았습니다.</translation>
    </message>
    <message>
        <source>Percentile bootstrap over the items: %1 of %2 resamples gave a finite α.</source>
        <translation>문항에 대한 백분위 부트스트랩: 재표집 %2회 중 %1회에서 유한한 α.</translation>
    </message>
    <message>
        <source>Plurality agreement (human LOO)</source>
        <translation>다수 레이블 일치도 (인간 LOO)</translation>
    </message>
    <message>
        <source>nominal</source>
        <translation>명목</translation>
    </message>
    <message>
        <source>ordinal</source>
        <translation>서열</translation>
    </message>
    <message>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <source>α 95% CI, lower</source>
        <translation>α 95% CI 하한</translation>
    </message>
    <message>
        <source>α 95% CI, upper</source>
        <translation>α 95% CI 상한</translation>
    </message>
    <message>
        <source>α level</source>
        <translation>α 수준</translation>
    </message>
</context>
<context>
    <name>rl::models::CategoricalLabelsModel</name>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>차원</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Items of</source>
        <translation>문항 범위</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>레이블</translation>
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
        <source>Support (plurality)</source>
        <translation>지지도 (다수 레이블)</translation>
    </message>
</context>
<context>
    <name>rl::models::CategoricalTableModel</name>
    <message>
        <source>No model condition answered a categorical dimension.</source>
        <translation>범주형 차원에 답한 모델 조건이 없습니다.</translation>
    </message>
    <message>
        <source>The agreement part of the analysis has not run, and the categorical dimensions are analysed there.</source>
        <translation>분석의 일치도 부분이 실행되지 않았습니다. 범주형 차원은 그 부분에서 분석됩니다.</translation>
    </message>
    <message>
        <source>The study has no categorical dimension with human labels, so there is no plurality to compare with.</source>
        <translation>이 연구에는 인간 레이블이 있는 범주형 차원이 없어 비교할 다수 레이블이 없습니다.</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>통과 못 함</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>통과</translation>
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
        <translation>감정</translation>
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
    <name>rl::models::ComparisonTestsModel</name>
    <message>
        <source>Williams&apos; t</source>
        <translation>Williams t</translation>
    </message>
    <message>
        <source>paired t</source>
        <translation>대응 t</translation>
    </message>
    <message>
        <source>paired bootstrap</source>
        <translation>대응 부트스트랩</translation>
    </message>
    <message>
        <source>McNemar (exact)</source>
        <translation>McNemar (정확 검정)</translation>
    </message>
    <message>
        <source>McNemar χ²</source>
        <translation>McNemar χ²</translation>
    </message>
    <message>
        <source>bias</source>
        <translation>편향</translation>
    </message>
    <message>
        <source>lower LoA</source>
        <translation>일치 한계 하한</translation>
    </message>
    <message>
        <source>upper LoA</source>
        <translation>일치 한계 상한</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>정확도</translation>
    </message>
    <message>
        <source>macro-F1</source>
        <translation>매크로 F1</translation>
    </message>
    <message>
        <source>all</source>
        <translation>전체</translation>
    </message>
    <message numerus="yes">
        <source>%n finite bootstrap difference(s) of %1</source>
        <translation>
            <numerusform>부트스트랩 차이 %1개 중 유한한 값 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Discordant items: %1 only A right, %2 only B right</source>
        <translation>불일치 항목: A만 정답 %1개, B만 정답 %2개</translation>
    </message>
    <message>
        <source>Condition A</source>
        <translation>조건 A</translation>
    </message>
    <message>
        <source>Condition B</source>
        <translation>조건 B</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>차원</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>집단</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>통계량</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Δ (A − B)</source>
        <translation>Δ (A − B)</translation>
    </message>
    <message>
        <source>CI low</source>
        <translation>신뢰구간 하한</translation>
    </message>
    <message>
        <source>CI high</source>
        <translation>신뢰구간 상한</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>검정</translation>
    </message>
    <message>
        <source>Test statistic</source>
        <translation>검정 통계량</translation>
    </message>
    <message>
        <source>df</source>
        <translation>자유도</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>BH q</source>
        <translation>BH q</translation>
    </message>
    <message>
        <source>Estimate A</source>
        <translation>추정값 A</translation>
    </message>
    <message>
        <source>Estimate B</source>
        <translation>추정값 B</translation>
    </message>
    <message>
        <source>r (A, B)</source>
        <translation>r (A, B)</translation>
    </message>
    <message>
        <source>Only A right</source>
        <translation>A만 정답</translation>
    </message>
    <message>
        <source>Only B right</source>
        <translation>B만 정답</translation>
    </message>
    <message>
        <source>Valid resamples</source>
        <translation>유효 재표집</translation>
    </message>
    <message>
        <source>Resamples</source>
        <translation>재표집</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>시드</translation>
    </message>
</context>
<context>
    <name>rl::models::ConditionListModel</name>
    <message>
        <source>OpenAI</source>
        <translation>OpenAI</translation>
    </message>
    <message>
        <source>Gemini</source>
        <translation>Gemini</translation>
    </message>
    <message>
        <source>Anthropic</source>
        <translation>Anthropic</translation>
    </message>
    <message>
        <source>OpenAI-compatible server</source>
        <translation>OpenAI 호환 서버</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>시뮬레이션</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>문제 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>경고 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>valid</source>
        <translation>유효</translation>
    </message>
    <message>
        <source>Simulated by the synthetic demo generator: read-only.</source>
        <translation>합성 데모 생성기로 시뮬레이션됨: 읽기 전용.</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>제공자</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>전략</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>시뮬레이션</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>검증</translation>
    </message>
    <message>
        <source>Imported predictions</source>
        <translation>가져온 예측</translation>
    </message>
    <message>
        <source>Predictions made outside RaterLab and imported: it is not run.</source>
        <translation>RaterLab 밖에서 만들어 가져온 예측입니다. 실행되지 않습니다.</translation>
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
    <name>rl::models::DemographicsTableModel</name>
    <message>
        <source>No analysis yet. Open a project and run the analysis to see this table.</source>
        <translation>아직 분석 결과가 없습니다. 프로젝트를 열고 분석을 실행하면 이 표를 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>The analysis has nothing to show in this table.</source>
        <translation>이 표에 표시할 분석 결과가 없습니다.</translation>
    </message>
    <message>
        <source>All items</source>
        <translation>전체 항목</translation>
    </message>
    <message>
        <source>The demographic analysis needs the stimulus factors “race” and “gender”, each with at least two levels; this study does not have them.</source>
        <translation>인구통계 분석에는 각각 수준이 2개 이상인 자극 요인 “race”(인종)와 “gender”(성별)가 필요하지만 이 연구에는 없습니다.</translation>
    </message>
    <message>
        <source>The demographic part of the analysis has not run yet. It is computed after the agreement part; this table fills in when it is ready.</source>
        <translation>인구통계 분석이 아직 실행되지 않았습니다. 일치도 분석 다음에 계산되며, 준비되면 이 표가 채워집니다.</translation>
    </message>
    <message>
        <source>The demographic part of the analysis gave no result.</source>
        <translation>인구통계 분석에서 결과가 나오지 않았습니다.</translation>
    </message>
    <message>
        <source>This build of RaterLab has no mixed-model engine, so the variance components are not available.</source>
        <translation>이 RaterLab 빌드에는 혼합 모형 엔진이 없어 분산 성분을 제공할 수 없습니다.</translation>
    </message>
    <message>
        <source>The mixed-model part of the analysis has not run yet. It is computed after the agreement part; this table fills in when it is ready.</source>
        <translation>혼합 모형 분석이 아직 실행되지 않았습니다. 일치도 분석 다음에 계산되며, 준비되면 이 표가 채워집니다.</translation>
    </message>
    <message>
        <source>Nothing to show for the chosen condition or dimension. Choose “all” to see every row.</source>
        <translation>선택한 조건이나 차원에 표시할 내용이 없습니다. 모든 행을 보려면 “모든 조건”·“모든 차원”을 선택하세요.</translation>
    </message>
</context>
<context>
    <name>rl::models::DimensionDeclModel</name>
    <message>
        <source>Ordered</source>
        <translation>순서형</translation>
    </message>
    <message>
        <source>Move the label %1</source>
        <translation>레이블 %1 이동</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>차원</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>하한</translation>
    </message>
    <message>
        <source>High</source>
        <translation>상한</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>값</translation>
    </message>
    <message>
        <source>Levels (comma separated)</source>
        <translation>수준(쉼표로 구분)</translation>
    </message>
    <message>
        <source>categorical</source>
        <translation>범주형</translation>
    </message>
    <message>
        <source>numeric</source>
        <translation>수치형</translation>
    </message>
    <message>
        <source>integer</source>
        <translation>정수</translation>
    </message>
    <message>
        <source>continuous</source>
        <translation>연속</translation>
    </message>
    <message>
        <source>Already declared in the study.</source>
        <translation>이 연구에 이미 선언된 차원입니다.</translation>
    </message>
    <message>
        <source>Edit the dimension %1</source>
        <translation>차원 %1 편집</translation>
    </message>
    <message>
        <source>Add the dimension %1</source>
        <translation>차원 %1 추가</translation>
    </message>
    <message>
        <source>Remove the dimension %1</source>
        <translation>차원 %1 제거</translation>
    </message>
</context>
<context>
    <name>rl::models::FailuresModel</name>
    <message>
        <source>HTTP error</source>
        <translation>HTTP 오류</translation>
    </message>
    <message>
        <source>refused credentials</source>
        <translation>인증 거부</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>해석할 수 없는 응답</translation>
    </message>
    <message>
        <source>answer off the scale</source>
        <translation>척도 범위를 벗어난 응답</translation>
    </message>
    <message>
        <source>stimulus unreadable</source>
        <translation>자극을 읽을 수 없음</translation>
    </message>
    <message>
        <source>unsupported request</source>
        <translation>지원하지 않는 요청</translation>
    </message>
    <message>
        <source>%1 (sample %2)</source>
        <translation>%1 (표본 %2)</translation>
    </message>
    <message>
        <source>Stimulus</source>
        <translation>자극</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>단계</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>오류</translation>
    </message>
    <message>
        <source>HTTP status</source>
        <translation>HTTP 상태</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>메시지</translation>
    </message>
</context>
<context>
    <name>rl::models::FileNamePreviewModel</name>
    <message>
        <source>File</source>
        <translation>파일</translation>
    </message>
</context>
<context>
    <name>rl::models::GlmmTestsModel</name>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>요인</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>χ²</source>
        <translation>χ²</translation>
    </message>
    <message>
        <source>df</source>
        <translation>df</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>정상</translation>
    </message>
    <message>
        <source>boundary (singular) fit: see help(&apos;isSingular&apos;)</source>
        <translation>경계(특이) 적합: help(&apos;isSingular&apos;) 참조</translation>
    </message>
    <message>
        <source>Not available in this build</source>
        <translation>이 빌드에서는 사용할 수 없음</translation>
    </message>
    <message>
        <source>Fit failed: %1</source>
        <translation>적합 실패: %1</translation>
    </message>
    <message>
        <source>Model failed to converge (%1)</source>
        <translation>모형이 수렴하지 않음 (%1)</translation>
    </message>
    <message>
        <source>χ² = −2 (ℓ₀ − ℓ₁): correct ~ race + (1 | emotion) against correct ~ 1 + (1 | emotion)</source>
        <translation>χ² = −2 (ℓ₀ − ℓ₁): correct ~ race + (1 | emotion) 대 correct ~ 1 + (1 | emotion)</translation>
    </message>
    <message>
        <source>χ² = −2 (ℓ₀ − ℓ₁): correct ~ gender + (1 | emotion) against correct ~ 1 + (1 | emotion)</source>
        <translation>χ² = −2 (ℓ₀ − ℓ₁): correct ~ gender + (1 | emotion) 대 correct ~ 1 + (1 | emotion)</translation>
    </message>
    <message>
        <source>No model condition gave emotion answers, so there is no classification GLMM to test.</source>
        <translation>감정 응답을 낸 모델 조건이 없어 검정할 분류 GLMM이 없습니다.</translation>
    </message>
    <message>
        <source>q (BH)</source>
        <translation>q (BH)</translation>
    </message>
    <message numerus="yes">
        <source>p adjusted by Benjamini–Hochberg over all %n GLMM test(s) of the analysis; highlighted below .05</source>
        <translation>
            <numerusform>분석의 모든 GLMM 검정 %n개에 대해 Benjamini–Hochberg로 보정한 p; .05 미만이면 강조합니다</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::models::HumanReliabilityModel</name>
    <message>
        <source>Dimension</source>
        <translation>차원</translation>
    </message>
    <message>
        <source>Items of</source>
        <translation>항목 집단</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>항목 수</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>평정 수</translation>
    </message>
    <message>
        <source>α nominal</source>
        <translation>α 명목</translation>
    </message>
    <message>
        <source>α ordinal</source>
        <translation>α 서열</translation>
    </message>
    <message>
        <source>α interval</source>
        <translation>α 등간</translation>
    </message>
    <message>
        <source>α ratio</source>
        <translation>α 비율</translation>
    </message>
    <message>
        <source>LOO W1SD</source>
        <translation>LOO W1SD</translation>
    </message>
    <message>
        <source>LOO pairs</source>
        <translation>LOO 쌍</translation>
    </message>
    <message>
        <source>Mean item SD</source>
        <translation>항목 SD 평균</translation>
    </message>
    <message>
        <source>α is undefined here: no item has two ratings, or every rating is the same value.</source>
        <translation>여기서는 α가 정의되지 않습니다: 평정이 2개 이상인 항목이 없거나 모든 평정값이 같습니다.</translation>
    </message>
    <message>
        <source>Krippendorff&apos;s α = 1 − D_o/D_e: D_o = %1, D_e = %2; %3 pairable values in %4 items</source>
        <translation>Krippendorff의 α = 1 − D_o/D_e: D_o = %1, D_e = %2; 항목 %4개에서 짝지을 수 있는 값 %3개</translation>
    </message>
    <message>
        <source>%1 of %2 (rater, item) pairs lie within one SD of the other raters&apos; mean; %3 items with fewer than three ratings left out</source>
        <translation>(평정자, 항목) 쌍 %2개 중 %1개가 다른 평정자 평균의 1 SD 이내; 평정이 3개 미만인 항목 %3개 제외</translation>
    </message>
    <message>
        <source>Mean of the item SDs (n − 1) over %1 items with at least two ratings</source>
        <translation>평정이 2개 이상인 항목 %1개에 대한 항목 SD(n − 1)의 평균</translation>
    </message>
    <message>
        <source>The study has no human ratings on a numeric dimension, so there is no human reliability to show.</source>
        <translation>이 연구에는 수치 차원의 인간 평정이 없어 표시할 인간 신뢰도가 없습니다.</translation>
    </message>
    <message>
        <source>The agreement part of the analysis has not run, and the human reliability is computed there.</source>
        <translation>인간 신뢰도는 일치도 분석에서 계산되는데, 일치도 분석이 아직 실행되지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>rl::models::JointAltTestModel</name>
    <message>
        <source>Alt-test</source>
        <translation>Alt-test</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Dimensions</source>
        <translation>차원</translation>
    </message>
    <message>
        <source>Items of</source>
        <translation>문항 범위</translation>
    </message>
    <message>
        <source>No condition answered two or more dimensions of one kind, so there is no Alt-test across dimensions.</source>
        <translation>같은 종류의 차원 두 개 이상에 답한 조건이 없어 차원 전체의 Alt-test가 없습니다.</translation>
    </message>
    <message>
        <source>Raters beaten</source>
        <translation>이긴 평정자</translation>
    </message>
    <message>
        <source>The agreement part of the analysis has not run, and the Alt-test is computed there.</source>
        <translation>분석의 일치도 부분이 실행되지 않았습니다. Alt-test는 그 부분에서 계산됩니다.</translation>
    </message>
    <message>
        <source>Usable raters</source>
        <translation>사용 가능한 평정자</translation>
    </message>
    <message>
        <source>every categorical dimension</source>
        <translation>모든 범주형 차원</translation>
    </message>
    <message>
        <source>every numeric dimension</source>
        <translation>모든 수치형 차원</translation>
    </message>
    <message>
        <source>ρ</source>
        <translation>ρ</translation>
    </message>
    <message>
        <source>ω</source>
        <translation>ω</translation>
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
        <translation>감정</translation>
    </message>
    <message>
        <source>|z| %1</source>
        <translation>|z| %1</translation>
    </message>
    <message>
        <source>The human ratings of this item do not vary (SD = 0), so |z| is undefined; the model&apos;s rating differs from theirs.</source>
        <translation>이 항목의 사람 평정은 변동이 없어(SD = 0) |z|가 정의되지 않습니다. 모델의 평정은 사람 평정과 다릅니다.</translation>
    </message>
</context>
<context>
    <name>rl::models::RunsTableModel</name>
    <message>
        <source>not run</source>
        <translation>실행 안 됨</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>대기 중</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>시작 중</translation>
    </message>
    <message>
        <source>running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>일시 정지됨</translation>
    </message>
    <message>
        <source>stopping</source>
        <translation>중지 중</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>finished with failures</source>
        <translation>완료(실패 있음)</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>취소됨</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>중단됨</translation>
    </message>
    <message>
        <source>could not start</source>
        <translation>시작할 수 없음</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1시간 %2분</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1분 %2초</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1초</translation>
    </message>
    <message>
        <source>%1 answered, %2 failed, %3 not sent after a failure, %4 answered by earlier runs</source>
        <translation>응답 %1, 실패 %2, 실패 후 미전송 %3, 이전 실행에서 응답 %4</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Done / total</source>
        <translation>완료 / 전체</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <source>In flight</source>
        <translation>진행 중</translation>
    </message>
    <message>
        <source>Tokens in</source>
        <translation>입력 토큰</translation>
    </message>
    <message>
        <source>Tokens out</source>
        <translation>출력 토큰</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>비용</translation>
    </message>
    <message>
        <source>ETA</source>
        <translation>남은 시간</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>요청/초</translation>
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
    <name>rl::models::SubgroupAccuracyModel</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>요인</translation>
    </message>
    <message>
        <source>Subgroup</source>
        <translation>하위 집단</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>정답</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>정확도</translation>
    </message>
    <message>
        <source>Macro-F1</source>
        <translation>매크로 F1</translation>
    </message>
    <message>
        <source>κ</source>
        <translation>κ</translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation>무효</translation>
    </message>
    <message>
        <source>Race × gender</source>
        <translation>인종 × 성별</translation>
    </message>
    <message numerus="yes">
        <source>Unweighted mean of the %n per-class F1 values (0 for a class that is never predicted nor present)</source>
        <translation>
            <numerusform>클래스별 F1 값 %n개의 비가중 평균(예측되지도 않고 실제로도 없는 클래스는 0)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 answers correct</source>
        <translation>응답 %2개 중 %1개 정답</translation>
    </message>
    <message>
        <source>The study has no emotion labels to classify, so there is no accuracy by subgroup.</source>
        <translation>이 연구에는 분류할 감정 레이블이 없어 하위 집단별 정확도가 없습니다.</translation>
    </message>
    <message>
        <source>No model condition gave emotion answers, so there is no accuracy by subgroup.</source>
        <translation>감정 응답을 낸 모델 조건이 없어 하위 집단별 정확도가 없습니다.</translation>
    </message>
</context>
<context>
    <name>rl::models::TukeyComparisonsModel</name>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>차원</translation>
    </message>
    <message>
        <source>Emotion</source>
        <translation>감정</translation>
    </message>
    <message>
        <source>Contrast</source>
        <translation>대비</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>추정값</translation>
    </message>
    <message>
        <source>SE</source>
        <translation>SE</translation>
    </message>
    <message>
        <source>df</source>
        <translation>df</translation>
    </message>
    <message>
        <source>t ratio</source>
        <translation>t 비</translation>
    </message>
    <message>
        <source>p (Tukey)</source>
        <translation>p (Tukey)</translation>
    </message>
    <message>
        <source>%1 − %2</source>
        <translation>%1 − %2</translation>
    </message>
    <message>
        <source>Mean bias (model − human): %1 = %2 (n = %3), %4 = %5 (n = %6)</source>
        <translation>평균 편향(모델 − 인간): %1 = %2 (n = %3), %4 = %5 (n = %6)</translation>
    </message>
    <message>
        <source>The race × gender ANOVA is computed within each emotion, and this study has no emotion factor.</source>
        <translation>인종 × 성별 ANOVA는 감정별로 계산되는데, 이 연구에는 감정 요인이 없습니다.</translation>
    </message>
    <message>
        <source>No race × gender interaction reached q &lt; .05, so no Tukey comparisons were made.</source>
        <translation>q &lt; .05에 도달한 인종 × 성별 상호작용이 없어 Tukey 비교를 수행하지 않았습니다.</translation>
    </message>
    <message>
        <source>The Tukey comparisons could not be computed (a race × gender cell has no item, or no residual df).</source>
        <translation>Tukey 비교를 계산할 수 없습니다(항목이 없는 인종 × 성별 셀이 있거나 잔차 자유도가 없음).</translation>
    </message>
</context>
<context>
    <name>rl::models::VarianceComponentsModel</name>
    <message>
        <source>Fit failed: %1</source>
        <translation>적합 실패: %1</translation>
    </message>
    <message>
        <source>Not run</source>
        <translation>실행 안 됨</translation>
    </message>
    <message>
        <source>Model failed to converge (%1)</source>
        <translation>모형이 수렴하지 않음 (%1)</translation>
    </message>
    <message>
        <source>boundary (singular) fit: see help(&apos;isSingular&apos;)</source>
        <translation>경계(특이) 적합: help(&apos;isSingular&apos;) 참조</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>정상</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>차원</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>평정 수</translation>
    </message>
    <message>
        <source>σ² rater</source>
        <translation>σ² 평정자</translation>
    </message>
    <message>
        <source>σ² image</source>
        <translation>σ² 이미지</translation>
    </message>
    <message>
        <source>σ² residual</source>
        <translation>σ² 잔차</translation>
    </message>
    <message>
        <source>Rater share</source>
        <translation>평정자 비율</translation>
    </message>
    <message>
        <source>Image share</source>
        <translation>이미지 비율</translation>
    </message>
    <message>
        <source>Residual share</source>
        <translation>잔차 비율</translation>
    </message>
    <message>
        <source>σ² rater / σ² image</source>
        <translation>σ² 평정자 / σ² 이미지</translation>
    </message>
    <message>
        <source>ICC(A,1)</source>
        <translation>ICC(A,1)</translation>
    </message>
    <message>
        <source>ICC(C,1)</source>
        <translation>ICC(C,1)</translation>
    </message>
    <message>
        <source>REML criterion</source>
        <translation>REML 기준값</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>σ²_image / (σ²_rater + σ²_image + σ²_residual): the agreement of one rating with another rater&apos;s rating of the same image</source>
        <translation>σ²_image / (σ²_rater + σ²_image + σ²_residual): 한 평정과, 같은 이미지에 대한 다른 평정자의 평정 간 일치도</translation>
    </message>
    <message>
        <source>σ²_image / (σ²_image + σ²_residual): the agreement once each rater&apos;s own offset is removed</source>
        <translation>σ²_image / (σ²_image + σ²_residual): 평정자 각자의 오프셋을 제거한 뒤의 일치도</translation>
    </message>
    <message>
        <source>σ²_image is zero: the ratio is undefined</source>
        <translation>σ²_image가 0이므로 비가 정의되지 않습니다</translation>
    </message>
    <message>
        <source>A variance component is estimated at zero (lme4 reports a singular fit). The other components are still the REML estimates.</source>
        <translation>분산 성분 하나가 0으로 추정되었습니다(lme4가 특이 적합을 보고함). 나머지 성분은 여전히 REML 추정값입니다.</translation>
    </message>
    <message>
        <source>The study has no human ratings on a numeric dimension, so there is nothing to decompose.</source>
        <translation>이 연구에는 수치 차원의 인간 평정이 없어 분해할 분산이 없습니다.</translation>
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
    <message>
        <source>Alt-test (all categorical dimensions)</source>
        <translation>Alt-test (모든 범주형 차원)</translation>
    </message>
    <message>
        <source>Alt-test (all numeric dimensions)</source>
        <translation>Alt-test (모든 수치형 차원)</translation>
    </message>
    <message>
        <source>Plurality agreement</source>
        <translation>다수 레이블 일치도</translation>
    </message>
    <message>
        <source>Plurality agreement (human LOO)</source>
        <translation>다수 레이블 일치도 (인간 LOO)</translation>
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
    <message>
        <source>No human ratings of %1.</source>
        <translation>%1에 대한 인간 평정이 없습니다.</translation>
    </message>
    <message>
        <source>recall ≥ %1 and κ ≥ %2</source>
        <translation>재현율 ≥ %1 및 κ ≥ %2</translation>
    </message>
    <message>
        <source>Δα ≥ 0 and W1SD ≥ the human leave-one-out baseline</source>
        <translation>Δα ≥ 0 및 W1SD ≥ 인간 LOO 기준선</translation>
    </message>
    <message numerus="yes">
        <source>%n condition(s) meet %1: %2.</source>
        <translation>
            <numerusform>조건 %n개가 %1을(를) 충족합니다: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>No condition meets %1; %2 keeps Δα ≥ 0 with a significant bias and limits of agreement no wider than the human range, so an affine calibration y′ = %3·y + %4 is offered.</source>
        <translation>%1을(를) 충족하는 조건이 없습니다. %2은(는) 유의한 편향이 있으나 Δα ≥ 0을 유지하고 일치 한계가 인간 범위보다 넓지 않으므로 아핀 보정 y′ = %3·y + %4를 제안합니다.</translation>
    </message>
    <message>
        <source>No condition has data for this cell.</source>
        <translation>이 셀에 자료가 있는 조건이 없습니다.</translation>
    </message>
    <message>
        <source>No condition meets %1.</source>
        <translation>%1을(를) 충족하는 조건이 없습니다.</translation>
    </message>
    <message>
        <source>No data: no condition has model answers or ratings in this cell, so it is not judged.</source>
        <translation>데이터 없음: 이 셀에 모델 응답이나 평정이 있는 조건이 없어 판정하지 않습니다.</translation>
    </message>
    <message>
        <source>All items</source>
        <translation>모든 문항</translation>
    </message>
    <message numerus="yes">
        <source>Alt-test: %n condition(s) pass (ε = %1).</source>
        <translation>
            <numerusform>Alt-test: 조건 %n개 통과 (ε = %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Δα ≥ 0 and plurality agreement ≥ the humans&apos; leave-one-out plurality agreement</source>
        <translation>Δα ≥ 0이고 다수 레이블 일치도 ≥ 인간의 하나 빼기 다수 레이블 일치도</translation>
    </message>
</context>
<context>
    <name>rl::models::jury::ConditionDeltaModel</name>
    <message>
        <source>Corpus</source>
        <translation>말뭉치</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>기준 조건</translation>
    </message>
    <message>
        <source>Aggregate</source>
        <translation>집계</translation>
    </message>
    <message>
        <source>Judge or panel</source>
        <translation>심사자 또는 패널</translation>
    </message>
    <message>
        <source>Δρ</source>
        <translation>Δρ</translation>
    </message>
    <message>
        <source>95% CI low</source>
        <translation>95% CI 하한</translation>
    </message>
    <message>
        <source>95% CI high</source>
        <translation>95% CI 상한</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
</context>
<context>
    <name>rl::models::jury::CorpusBrowserModel</name>
    <message>
        <source>sentence 1: «%1» · sentence 2: «%2»</source>
        <translation>문장 1: «%1» · 문장 2: «%2»</translation>
    </message>
    <message>
        <source>(row missing: swallowed into %1)</source>
        <translation>(행 누락: %1에 흡수됨)</translation>
    </message>
    <message>
        <source>quote risk</source>
        <translation>따옴표 위험</translation>
    </message>
    <message>
        <source>corrupted by a quoting reader</source>
        <translation>따옴표 처리 판독기가 손상시킴</translation>
    </message>
    <message>
        <source>swallowed by a quoting reader</source>
        <translation>따옴표 처리 판독기가 흡수함</translation>
    </message>
    <message>
        <source>empty sentence</source>
        <translation>빈 문장</translation>
    </message>
    <message>
        <source>over-long sentence</source>
        <translation>지나치게 긴 문장</translation>
    </message>
    <message>
        <source>duplicate pair, other score</source>
        <translation>중복 쌍, 다른 점수</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>키</translation>
    </message>
    <message>
        <source>Sentence 1</source>
        <translation>문장 1</translation>
    </message>
    <message>
        <source>Sentence 2</source>
        <translation>문장 2</translation>
    </message>
    <message>
        <source>Human score</source>
        <translation>인간 점수</translation>
    </message>
    <message>
        <source>Rater SD</source>
        <translation>평정자 SD</translation>
    </message>
    <message>
        <source>Hygiene</source>
        <translation>데이터 위생</translation>
    </message>
    <message>
        <source>As a quoting reader reads it</source>
        <translation>따옴표 처리 판독기가 읽은 내용</translation>
    </message>
</context>
<context>
    <name>rl::models::jury::JudgeTableModel</name>
    <message>
        <source>Corpus</source>
        <translation>말뭉치</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>심사자</translation>
    </message>
    <message>
        <source>Spearman ρ</source>
        <translation>스피어만 ρ</translation>
    </message>
    <message>
        <source>Pearson r</source>
        <translation>피어슨 r</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Input $/1M tokens</source>
        <translation>입력 $/100만 토큰</translation>
    </message>
    <message>
        <source>Output $/1M tokens</source>
        <translation>출력 $/100만 토큰</translation>
    </message>
    <message>
        <source>Median latency (s)</source>
        <translation>지연 시간 중앙값 (초)</translation>
    </message>
    <message>
        <source>no cost recorded</source>
        <translation>비용 기록 없음</translation>
    </message>
    <message>
        <source>The journal holds no answer of this judge under this condition (imported or synthetic answers): its panels are over any cost cap.</source>
        <translation>저널에 이 조건에서 이 심사자의 답변이 없습니다(가져온 답변 또는 합성 답변). 이 심사자가 들어간 패널은 어떤 비용 상한도 넘습니다.</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>가격 없음</translation>
    </message>
    <message numerus="yes">
        <source>The journal holds %n answer(s) but no cost and no prices to value their tokens: give the judge its prices (Conditions).</source>
        <translation>
            <numerusform>저널에 답변 %n개가 있지만 비용도, 토큰 값을 매길 가격도 없습니다. 심사자의 가격을 입력하세요(조건).</numerusform>
        </translation>
    </message>
    <message>
        <source>Estimated: %1 of %2 requests have a recorded cost or priced tokens; the others are valued at their mean.</source>
        <translation>추정값: 요청 %2개 중 %1개에 기록된 비용이나 가격을 매긴 토큰이 있고, 나머지는 그 평균으로 계산했습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%1 US$ for %n item(s) (%2 requests) in the journal.</source>
        <translation>
            <numerusform>저널 기준 항목 %n개(요청 %2개)에 %1 US$.</numerusform>
        </translation>
    </message>
    <message>
        <source>$/1,000 items (journal)</source>
        <translation>$/항목 1,000개 (저널)</translation>
    </message>
</context>
<context>
    <name>rl::models::jury::RoundsTableModel</name>
    <message>
        <source>Corpus</source>
        <translation>말뭉치</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>라운드</translation>
    </message>
    <message>
        <source>Judges</source>
        <translation>심사자</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>항목</translation>
    </message>
    <message>
        <source>Mean item SD</source>
        <translation>항목별 SD 평균</translation>
    </message>
    <message>
        <source>Unanimous</source>
        <translation>만장일치</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>변경</translation>
    </message>
    <message>
        <source>Toward others</source>
        <translation>다른 심사자 쪽으로</translation>
    </message>
    <message>
        <source>Toward human</source>
        <translation>인간 점수 쪽으로</translation>
    </message>
    <message>
        <source>Away from human</source>
        <translation>인간 점수에서 멀어짐</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>평균 점수</translation>
    </message>
</context>
<context>
    <name>rl::models::jury::StrataTableModel</name>
    <message>
        <source>Corpus</source>
        <translation>말뭉치</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Stratified by</source>
        <translation>층화 기준</translation>
    </message>
    <message>
        <source>Stratum</source>
        <translation>층</translation>
    </message>
    <message>
        <source>From</source>
        <translation>부터</translation>
    </message>
    <message>
        <source>To</source>
        <translation>까지</translation>
    </message>
    <message>
        <source>Predictor</source>
        <translation>예측자</translation>
    </message>
    <message>
        <source>Subset</source>
        <translation>부분집합</translation>
    </message>
    <message>
        <source>Spearman ρ</source>
        <translation>스피어만 ρ</translation>
    </message>
    <message>
        <source>95% CI low</source>
        <translation>95% CI 하한</translation>
    </message>
    <message>
        <source>95% CI high</source>
        <translation>95% CI 상한</translation>
    </message>
</context>
<context>
    <name>rl::models::jury::SubsetTableModel</name>
    <message>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <source>Subset</source>
        <translation>부분집합</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <source>Spearman ρ</source>
        <translation>스피어만 ρ</translation>
    </message>
    <message>
        <source>Pearson r</source>
        <translation>피어슨 r</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Σ input $/1M</source>
        <translation>Σ 입력 $/100만</translation>
    </message>
    <message>
        <source>Σ output $/1M</source>
        <translation>Σ 출력 $/100만</translation>
    </message>
    <message>
        <source>Paid judges</source>
        <translation>유료 심사자</translation>
    </message>
    <message>
        <source>Slowest latency (s)</source>
        <translation>가장 느린 지연 시간 (초)</translation>
    </message>
    <message>
        <source>Beats best single</source>
        <translation>최고 단일 심사자보다 우수</translation>
    </message>
    <message>
        <source>Beats own best</source>
        <translation>자기 최고 구성원보다 우수</translation>
    </message>
    <message>
        <source>Corpus</source>
        <translation>코퍼스</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Aggregate</source>
        <translation>집계</translation>
    </message>
    <message>
        <source>Σ $/1,000 items</source>
        <translation>Σ $/항목 1,000개</translation>
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
        <source>Compute the metrics over all items or over the items of one level of the grouping factor</source>
        <translation>모든 문항 또는 집단 요인의 한 수준에 속한 문항으로 지표를 계산</translation>
    </message>
    <message>
        <source>Human raters on the categorical dimensions (the baseline a model is judged against)</source>
        <translation>범주형 차원의 인간 평정자 (모델을 판단하는 기준)</translation>
    </message>
    <message>
        <source>Show the metrics of the classification or of one dimension, or of all of them side by side</source>
        <translation>분류 또는 한 차원의 지표를 보이거나, 모든 지표를 나란히 보입니다</translation>
    </message>
    <message>
        <source>No model condition has answered yet, so there is nothing to compare with the human ratings. Run a condition (Runs) or import predictions (File → Import…).</source>
        <translation>아직 응답한 모델 조건이 없어 사람 평정과 비교할 것이 없습니다. 조건을 실행하거나(실행) 예측을 가져오세요(파일 → 가져오기…).</translation>
    </message>
    <message>
        <source>Compute the metrics over all items or over one emotion&apos;s items</source>
        <translation>전체 항목 또는 한 감정의 항목에 대해 지표를 계산합니다</translation>
    </message>
    <message>
        <source>Bias and limits of agreement are of d = human mean − model rating (docs/methods.md section 2). n: items with both a human and a model value; coverage: n / the items in the filter.</source>
        <translation>편향과 일치 한계는 d = 인간 평균 − 모델 평정에 대한 값입니다(docs/methods.md 2절). n: 인간 값과 모델 값이 모두 있는 문항 수, 포괄률: n / 필터 안의 문항 수.</translation>
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
    <message>
        <source>%1 — %2: human mean %3, model %4, d = human mean − model = %5, mean %6</source>
        <translation>%1 — %2: 인간 평균 %3, 모델 %4, d = 인간 평균 − 모델 = %5, 평균 %6</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;human mean %3, model %4&lt;br&gt;d = human mean − model = %5, mean %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;인간 평균 %3, 모델 %4&lt;br&gt;d = 인간 평균 − 모델 = %5, 평균 %6</translation>
    </message>
    <message>
        <source>Per %1</source>
        <extracomment>%1 is the grouping factor&apos;s name, e.g. &quot;Per emotion&quot;</extracomment>
        <translation>%1별</translation>
    </message>
    <message>
        <source>No model condition has answered a numeric dimension yet: run one or import predictions.</source>
        <translation>아직 수치 차원에 응답한 모델 조건이 없습니다: 조건을 실행하거나 예측을 가져오세요.</translation>
    </message>
    <message>
        <source>Per emotion</source>
        <translation>감정별</translation>
    </message>
</context>
<context>
    <name>rl::widgets::ComparisonView</name>
    <message>
        <source>Comparing…</source>
        <translation>비교 중…</translation>
    </message>
    <message>
        <source>The comparison failed: %1</source>
        <translation>비교하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>Choose two to eight conditions to compare.</source>
        <translation>비교할 조건을 2개에서 8개까지 고르세요.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln common item(s); %1 paired comparisons</source>
        <translation>
            <numerusform>공통 항목 %Ln개, 대응 비교 %1개</numerusform>
        </translation>
    </message>
    <message>
        <source>Every statistic, all items</source>
        <translation>모든 통계량, 전체 항목</translation>
    </message>
    <message>
        <source>%1 per group</source>
        <translation>집단별 %1</translation>
    </message>
    <message>
        <source>synthetic demo (seed %1)</source>
        <translation>합성 데모 (시드 %1)</translation>
    </message>
    <message>
        <source>%1 — %2: %3 [%4, %5], n = %6</source>
        <translation>%1 — %2: %3 [%4, %5], n = %6</translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation>그림 내보내기…</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>표 내보내기…</translation>
    </message>
    <message>
        <source>The rated dimension whose statistics the forest plots show</source>
        <translation>숲 그림에 통계량을 보여 줄 평정 차원</translation>
    </message>
    <message>
        <source>Every statistic over all items, or one statistic within each group</source>
        <translation>전체 항목에 대한 모든 통계량, 또는 집단별 한 통계량</translation>
    </message>
    <message>
        <source>B = </source>
        <translation>B = </translation>
    </message>
    <message>
        <source>Bootstrap resamples of the items (0: no bootstrap intervals or tests)</source>
        <translation>항목 부트스트랩 재표집 횟수 (0: 부트스트랩 구간과 검정 없음)</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>시드 </translation>
    </message>
    <message>
        <source>Seed of the bootstrap: the same seed gives the same intervals</source>
        <translation>부트스트랩 시드: 같은 시드는 같은 구간을 줍니다</translation>
    </message>
</context>
<context>
    <name>rl::widgets::ColumnMappingPanel</name>
    <message>
        <source>Detected encoding: %1</source>
        <translation>감지된 인코딩: %1</translation>
    </message>
    <message>
        <source>Column mapping — rename a file column to the column RaterLab expects (%1):</source>
        <translation>열 대응 — 파일의 열 이름을 RaterLab이 기대하는 열 이름으로 바꿉니다 (%1):</translation>
    </message>
    <message>
        <source>File column</source>
        <translation>파일의 열</translation>
    </message>
    <message>
        <source>Expected column</source>
        <translation>기대하는 열</translation>
    </message>
    <message numerus="yes">
        <source>The first %n row(s) of the file:</source>
        <translation>
            <numerusform>파일의 처음 %n개 행:</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1을(를) 읽는 중…</translation>
    </message>
    <message>
        <source>Column mapping — rename a file column to the column RaterLab expects:</source>
        <translation>열 대응 — 파일의 열 이름을 RaterLab이 기대하는 열 이름으로 바꿉니다:</translation>
    </message>
</context>
<context>
    <name>rl::widgets::ConditionCheckPanel</name>
    <message>
        <source>Connection</source>
        <translation>연결</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>연결 테스트</translation>
    </message>
    <message numerus="yes">
        <source>Sends one short text request (&quot;%1&quot;, at most %n token(s)) with this condition&apos;s endpoint, key and model.</source>
        <translation>
            <numerusform>이 조건의 엔드포인트, 키, 모델로 짧은 텍스트 요청 하나(&quot;%1&quot;, 최대 %n 토큰)를 보냅니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Cost estimate</source>
        <translation>비용 추정</translation>
    </message>
    <message>
        <source>Current filter (%1)</source>
        <translation>현재 필터 (%1)</translation>
    </message>
    <message>
        <source>Custom number</source>
        <translation>개수 직접 지정</translation>
    </message>
    <message>
        <source>Simulated conditions are not run: no cost.</source>
        <translation>시뮬레이션 조건은 실행되지 않으므로 비용이 없습니다.</translation>
    </message>
    <message>
        <source>No estimate: the condition is not valid.</source>
        <translation>추정 불가: 조건이 유효하지 않습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s)</source>
        <translation>
            <numerusform>요청 %n건</numerusform>
        </translation>
    </message>
    <message>
        <source>≈ %1 input tokens</source>
        <translation>입력 토큰 ≈ %1개</translation>
    </message>
    <message>
        <source>≈ %1 output tokens</source>
        <translation>출력 토큰 ≈ %1개</translation>
    </message>
    <message>
        <source>(of which %1 thinking)</source>
        <translation>(그중 사고 %1개)</translation>
    </message>
    <message>
        <source>at most %1 output tokens</source>
        <translation>출력 토큰 최대 %1개</translation>
    </message>
    <message>
        <source>Cost: unknown — enter both prices (0 for a free local server).</source>
        <translation>비용: 알 수 없음 — 두 가격을 모두 입력하세요(무료 로컬 서버는 0).</translation>
    </message>
    <message>
        <source>Cost: ≈ %1 USD</source>
        <translation>비용: ≈ %1 USD</translation>
    </message>
    <message>
        <source>(at most %1 USD)</source>
        <translation>(최대 %1 USD)</translation>
    </message>
    <message>
        <source>An estimate: text at 4 characters per token, the image counted per request as %1 (1024 × 1024 px), thinking at its budget. The run reports the billed usage.</source>
        <translation>추정값입니다: 텍스트는 토큰당 4자, 이미지는 요청마다 %1(1024 × 1024 px), 사고는 예산 전체로 계산합니다. 실제 청구 사용량은 실행 시 보고됩니다.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1에 연결하는 중…</translation>
    </message>
    <message>
        <source>Connection test cancelled.</source>
        <translation>연결 테스트가 취소되었습니다.</translation>
    </message>
    <message>
        <source>No API key: %1</source>
        <translation>API 키 없음: %1</translation>
    </message>
    <message>
        <source>The test could not be sent: %1</source>
        <translation>테스트 요청을 보낼 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Connected: HTTP %1 in %2 ms. Model: %3. Answer: &quot;%4&quot;.</source>
        <translation>연결됨: HTTP %1, %2 ms. 모델: %3. 응답: &quot;%4&quot;.</translation>
    </message>
    <message>
        <source>(not reported)</source>
        <translation>(보고되지 않음)</translation>
    </message>
    <message>
        <source>The server refused the key (HTTP %1): %2</source>
        <translation>서버가 키를 거부했습니다(HTTP %1): %2</translation>
    </message>
    <message>
        <source>No answer from %1 after %2 ms: %3</source>
        <translation>%2 ms 동안 %1에서 응답이 없습니다: %3</translation>
    </message>
    <message>
        <source>HTTP %1 in %2 ms: %3</source>
        <translation>HTTP %1, %2 ms: %3</translation>
    </message>
    <message>
        <source>Not sent: this project was created elsewhere and its endpoint is not trusted yet. %1</source>
        <translation>보내지 않았습니다: 이 프로젝트는 다른 곳에서 만들어졌고 그 엔드포인트는 아직 신뢰되지 않았습니다. %1</translation>
    </message>
    <message>
        <source>Imported conditions are not run: no cost.</source>
        <translation>가져온 조건은 실행되지 않으므로 비용이 없습니다.</translation>
    </message>
    <message>
        <source>Stimuli:</source>
        <translation>자극:</translation>
    </message>
    <message>
        <source>All stimuli (%1)</source>
        <translation>모든 자극 (%1)</translation>
    </message>
    <message>
        <source>Faces:</source>
        <translation>얼굴:</translation>
    </message>
    <message>
        <source>All faces (%1)</source>
        <translation>모든 얼굴 (%1)</translation>
    </message>
</context>
<context>
    <name>rl::widgets::ConditionForm</name>
    <message>
        <source>Id:</source>
        <translation>ID:</translation>
    </message>
    <message>
        <source>The condition&apos;s unique key in the project, conditions.json and the command line (--condition ID).</source>
        <translation>프로젝트, conditions.json, 명령줄(--condition ID)에서 이 조건을 가리키는 고유 키입니다.</translation>
    </message>
    <message>
        <source>Label:</source>
        <translation>레이블:</translation>
    </message>
    <message>
        <source>The name shown in tables and figures.</source>
        <translation>표와 그림에 표시되는 이름입니다.</translation>
    </message>
    <message>
        <source>Provider:</source>
        <translation>제공자:</translation>
    </message>
    <message>
        <source>OpenAI-compatible covers local servers: vLLM, llama.cpp, Ollama, mlx-vlm.</source>
        <translation>OpenAI 호환에는 로컬 서버(vLLM, llama.cpp, Ollama, mlx-vlm)가 포함됩니다.</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>모델:</translation>
    </message>
    <message>
        <source>The model name the provider expects, e.g. gpt-4o-mini.</source>
        <translation>제공자가 요구하는 모델 이름입니다(예: gpt-4o-mini).</translation>
    </message>
    <message>
        <source>Base URL:</source>
        <translation>기본 URL:</translation>
    </message>
    <message>
        <source>Empty: the provider&apos;s public endpoint.</source>
        <translation>비워 두면 제공자의 공개 엔드포인트를 사용합니다.</translation>
    </message>
    <message>
        <source>API key variable:</source>
        <translation>API 키 변수:</translation>
    </message>
    <message>
        <source>The name of the environment variable holding the API key (or of the keychain entry &quot;service raterlab variable NAME&quot;). The key itself is never stored in the project.</source>
        <translation>API 키가 들어 있는 환경 변수의 이름(또는 키체인 항목 &quot;service raterlab variable NAME&quot;의 이름)입니다. 키 자체는 프로젝트에 절대 저장되지 않습니다.</translation>
    </message>
    <message>
        <source>Context-carry (3 stages)</source>
        <translation>맥락 유지 (3단계)</translation>
    </message>
    <message>
        <source>Single-shot (1 request)</source>
        <translation>단일 요청 (요청 1회)</translation>
    </message>
    <message>
        <source>Strategy:</source>
        <translation>전략:</translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation>온도:</translation>
    </message>
    <message>
        <source>0 to 2; empty: the provider&apos;s default.</source>
        <translation>0에서 2; 비워 두면 제공자 기본값.</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>시드:</translation>
    </message>
    <message>
        <source>Sampling seed (OpenAI, Gemini, most local servers).</source>
        <translation>샘플링 시드(OpenAI, Gemini, 대부분의 로컬 서버).</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>기본값</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>낮음</translation>
    </message>
    <message>
        <source>High</source>
        <translation>높음</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>자동</translation>
    </message>
    <message>
        <source>Image detail:</source>
        <translation>이미지 세부 수준:</translation>
    </message>
    <message>
        <source>OpenAI&apos;s image resolution setting (low: 512 px, fixed token cost).</source>
        <translation>OpenAI의 이미지 해상도 설정(low: 512 px, 고정 토큰 비용).</translation>
    </message>
    <message>
        <source>Max tokens:</source>
        <translation>최대 토큰:</translation>
    </message>
    <message>
        <source>Cap on the answer (and thinking) tokens per request.</source>
        <translation>요청당 응답(및 사고) 토큰의 상한입니다.</translation>
    </message>
    <message>
        <source>Thinking budget:</source>
        <translation>사고 예산:</translation>
    </message>
    <message>
        <source>Tokens the model may think: -1 dynamic, 0 off, empty: the provider&apos;s default.</source>
        <translation>모델이 사고에 쓸 수 있는 토큰 수: -1 동적, 0 끔, 비워 두면 제공자 기본값.</translation>
    </message>
    <message>
        <source>Return the thinking with the answer</source>
        <translation>응답과 함께 사고 과정 반환</translation>
    </message>
    <message>
        <source>Repetition penalty:</source>
        <translation>반복 페널티:</translation>
    </message>
    <message>
        <source>Local servers only (1 = none; the face study&apos;s Qwen3-VL preset uses 1.5).</source>
        <translation>로컬 서버 전용(1 = 없음; 얼굴 연구의 Qwen3-VL 프리셋은 1.5를 사용).</translation>
    </message>
    <message>
        <source>Quantization:</source>
        <translation>양자화:</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>파라미터 수:</translation>
    </message>
    <message>
        <source>Input price (USD / 1M tokens):</source>
        <translation>입력 가격 (USD / 100만 토큰):</translation>
    </message>
    <message>
        <source>Empty: unknown.</source>
        <translation>비워 두면 알 수 없음.</translation>
    </message>
    <message>
        <source>Output price (USD / 1M tokens):</source>
        <translation>출력 가격 (USD / 100만 토큰):</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>메모:</translation>
    </message>
    <message>
        <source>The project holds predictions of this condition under this id, so the id cannot change.</source>
        <translation>프로젝트에 이 ID로 저장된 이 조건의 예측이 있어 ID를 바꿀 수 없습니다.</translation>
    </message>
    <message>
        <source>none needed</source>
        <translation>필요 없음</translation>
    </message>
    <message>
        <source>%1 is set in the environment.</source>
        <translation>환경에 %1이(가) 설정되어 있습니다.</translation>
    </message>
    <message>
        <source>%1 is not set in the environment; the keychain is tried when a run starts.</source>
        <translation>환경에 %1이(가) 설정되어 있지 않습니다. 실행을 시작할 때 키체인을 확인합니다.</translation>
    </message>
    <message>
        <source>Enter a whole number, or leave the field empty for the default.</source>
        <translation>정수를 입력하거나, 기본값을 쓰려면 비워 두세요.</translation>
    </message>
    <message>
        <source>Enter a number (with a decimal point), or leave the field empty for the default.</source>
        <translation>숫자(소수점 사용)를 입력하거나, 기본값을 쓰려면 비워 두세요.</translation>
    </message>
    <message>
        <source>Store key in keychain…</source>
        <translation>키체인에 키 저장…</translation>
    </message>
    <message>
        <source>Store the API key in the system keychain (Secret Service) under this variable&apos;s name. raterlab-cli finds it too; the project never holds it.</source>
        <translation>API 키를 이 변수 이름으로 시스템 키체인(Secret Service)에 저장합니다. raterlab-cli도 이 키를 찾으며, 프로젝트에는 저장되지 않습니다.</translation>
    </message>
    <message>
        <source>Store key in keychain</source>
        <translation>키체인에 키 저장</translation>
    </message>
    <message>
        <source>API key for %1 (stored in the system keychain, never in the project):</source>
        <translation>%1의 API 키(프로젝트가 아닌 시스템 키체인에 저장됨):</translation>
    </message>
    <message>
        <source>Checking the keychain…</source>
        <translation>키체인 확인 중…</translation>
    </message>
    <message>
        <source>Keychain unavailable: %1</source>
        <translation>키체인을 사용할 수 없음: %1</translation>
    </message>
    <message>
        <source>A key for %1 is now stored in the keychain.</source>
        <translation>%1의 키가 이제 키체인에 저장되었습니다.</translation>
    </message>
    <message>
        <source>A key for %1 is stored in the keychain.</source>
        <translation>%1의 키가 키체인에 저장되어 있습니다.</translation>
    </message>
    <message>
        <source>No key for %1 in the keychain.</source>
        <translation>키체인에 %1의 키가 없습니다.</translation>
    </message>
    <message>
        <source>Answers:</source>
        <translation>응답:</translation>
    </message>
    <message>
        <source>None (imported)</source>
        <translation>없음(가져옴)</translation>
    </message>
    <message>
        <source>a predictions file</source>
        <translation>예측 파일</translation>
    </message>
    <message>
        <source>Predictions made outside RaterLab, imported from %1.</source>
        <translation>RaterLab 밖에서 만든 예측으로, %1에서 가져왔습니다.</translation>
    </message>
    <message>
        <source>Predictions made outside RaterLab, imported from %1 on %2.</source>
        <translation>RaterLab 밖에서 만든 예측으로, %2에 %1에서 가져왔습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s).</source>
        <translation>
            <numerusform>응답 %n개.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is not run; import predictions again to replace its answers. Its label, model and notes describe it.</source>
        <translation>이 조건은 실행되지 않습니다. 응답을 바꾸려면 예측을 다시 가져오세요. 레이블, 모델, 메모로 이 조건을 설명합니다.</translation>
    </message>
    <message>
        <source>Samples per item:</source>
        <translation>자극당 표본 수:</translation>
    </message>
    <message>
        <source>Repeated answers per stimulus (useful at a temperature above 0).</source>
        <translation>자극당 반복 응답 수(온도가 0보다 클 때 유용).</translation>
    </message>
    <message>
        <source>Samples per face:</source>
        <translation>얼굴당 표본 수:</translation>
    </message>
    <message>
        <source>Repeated answers per face (useful at a temperature above 0).</source>
        <translation>얼굴당 반복 응답 수(온도가 0보다 클 때 유용).</translation>
    </message>
    <message>
        <source>Context-carry asks for the emotion, then valence, then arousal, carrying the earlier answers; single-shot asks for all three at once.</source>
        <translation>맥락 유지는 감정, 정서가, 각성가를 차례로 묻고 앞선 응답을 이어서 전달합니다. 단일 요청은 세 가지를 한 번에 묻습니다.</translation>
    </message>
    <message>
        <source>JSON answer (1 request per item)</source>
        <translation>JSON 답변 (항목당 요청 1개)</translation>
    </message>
    <message>
        <source>Free text (1 request per item)</source>
        <translation>자유 텍스트 (항목당 요청 1개)</translation>
    </message>
    <message>
        <source>Deliberation (one request per round)</source>
        <translation>숙의 (라운드마다 요청 1개)</translation>
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
    <name>rl::widgets::ConditionsEditor</name>
    <message>
        <source>Add from preset</source>
        <translation>프리셋에서 추가</translation>
    </message>
    <message>
        <source>The eight model conditions of the face replaceability study (user guide, section 4).</source>
        <translation>얼굴 평정 대체 가능성 연구의 모델 조건 8개(사용 설명서 4절).</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>복제</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <source>Import conditions.json…</source>
        <translation>conditions.json 가져오기…</translation>
    </message>
    <message>
        <source>Export conditions.json…</source>
        <translation>conditions.json 내보내기…</translation>
    </message>
    <message>
        <source>This condition was produced by the synthetic demo generator: its answers are simulated, not obtained from a model, so there is nothing to run and its settings only describe the model it imitates. It is read-only so that the demo stays reproducible. Duplicate it to make a runnable condition.</source>
        <translation>이 조건은 합성 데모 생성기가 만든 것입니다. 응답은 모델에서 얻은 것이 아니라 시뮬레이션된 값이므로 실행할 것이 없으며, 설정은 모방 대상 모델을 설명할 뿐입니다. 데모의 재현성을 유지하기 위해 읽기 전용입니다. 실행 가능한 조건을 만들려면 복제하세요.</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>매개변수</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>프롬프트</translation>
    </message>
    <message>
        <source>Connection &amp;&amp; cost</source>
        <translation>연결 &amp;&amp; 비용</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>되돌리기</translation>
    </message>
    <message>
        <source>Save to project</source>
        <translation>프로젝트에 저장</translation>
    </message>
    <message>
        <source>Import model conditions</source>
        <translation>모델 조건 가져오기</translation>
    </message>
    <message>
        <source>Conditions (*.json);;All files (*)</source>
        <translation>조건 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Export model conditions</source>
        <translation>모델 조건 내보내기</translation>
    </message>
    <message>
        <source>Conditions (*.json)</source>
        <translation>조건 (*.json)</translation>
    </message>
    <message>
        <source>No project is open.</source>
        <translation>열린 프로젝트가 없습니다.</translation>
    </message>
    <message>
        <source>Added the preset &quot;%1&quot;. Enter its prices for a cost estimate.</source>
        <translation>프리셋 &quot;%1&quot;을(를) 추가했습니다. 비용을 추정하려면 가격을 입력하세요.</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (사본)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has predictions in this project; it cannot be removed here.</source>
        <translation>&quot;%1&quot;은(는) 이 프로젝트에 예측이 있어 여기서 제거할 수 없습니다.</translation>
    </message>
    <message>
        <source>The project holds predictions of this condition, so it cannot be removed here.</source>
        <translation>프로젝트에 이 조건의 예측이 있어 여기서 제거할 수 없습니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has problems; fix them to save.</source>
        <translation>&quot;%1&quot;에 문제가 있습니다. 저장하려면 문제를 해결하세요.</translation>
    </message>
    <message>
        <source>A field holds text that is not a number; correct it to save.</source>
        <translation>숫자가 아닌 텍스트가 입력된 필드가 있습니다. 저장하려면 수정하세요.</translation>
    </message>
    <message>
        <source>The conditions could not be saved: %1</source>
        <translation>조건을 저장할 수 없습니다: %1</translation>
    </message>
    <message numerus="yes">
        <source>Saved %n condition(s) to the project.</source>
        <translation>
            <numerusform>조건 %n개를 프로젝트에 저장했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edits discarded.</source>
        <translation>편집 내용을 버렸습니다.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>가져온 항목이 없습니다: %1</translation>
    </message>
    <message>
        <source>Imported from %1: %2 new, %3 replaced.</source>
        <translation>%1에서 가져옴: 새 조건 %2개, 교체 %3개.</translation>
    </message>
    <message numerus="yes">
        <source>%n simulated condition(s) left unchanged.</source>
        <translation>
            <numerusform>시뮬레이션 조건 %n개는 변경하지 않았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1을(를) 저장할 수 없습니다: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n condition(s) to %1.</source>
        <translation>
            <numerusform>조건 %n개를 %1(으)로 내보냈습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trust this endpoint?</source>
        <translation>이 엔드포인트를 신뢰할까요?</translation>
    </message>
    <message>
        <source>This project was created elsewhere. The connection test sends the API key its condition names to:

%1

Trust it for this project?</source>
        <translation>이 프로젝트는 다른 곳에서 만들어졌습니다. 연결 테스트는 조건이 지정한 API 키를 다음으로 보냅니다:

%1

이 프로젝트에서 신뢰할까요?</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 편집</translation>
    </message>
    <message>
        <source>Edit the prompts of %1</source>
        <translation>%1의 프롬프트 편집</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 추가</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 복제</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 제거</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 가져오기</translation>
    </message>
    <message>
        <source>An imported condition&apos;s answers come from its file; it cannot be duplicated.</source>
        <translation>가져온 조건의 응답은 그 파일에서 온 것이므로 복제할 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>rl::widgets::ConfusionView</name>
    <message>
        <source>Export figure…</source>
        <translation>그림 내보내기…</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>표 내보내기</translation>
    </message>
    <message>
        <source>Confusion matrix…</source>
        <translation>혼동 행렬…</translation>
    </message>
    <message>
        <source>Per-class metrics…</source>
        <translation>범주별 지표…</translation>
    </message>
    <message>
        <source>%1 — true %2, predicted %3: %4 of %5 (%6 %)</source>
        <translation>%1 — 실제 %2, 예측 %3: %5개 중 %4개 (%6 %)</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>무효</translation>
    </message>
    <message>
        <source>%1 — true %2, answered %3 (%4)</source>
        <translation>%1 — 실제 %2, 응답 %3 (%4)</translation>
    </message>
    <message>
        <source>%1 — human plurality %2, answered %3: %4 of %5 (%6 %)</source>
        <translation>%1 — 인간 다수 레이블 %2, 응답 %3: %5 중 %4 (%6 %)</translation>
    </message>
    <message>
        <source>%1: human plurality</source>
        <translation>%1: 인간 다수 레이블</translation>
    </message>
    <message>
        <source>%1: true labels</source>
        <translation>%1: 실제 레이블</translation>
    </message>
    <message>
        <source>Which matrix to show: the classification against the true labels, or a categorical dimension against the plurality of its human labels</source>
        <translation>보여 줄 행렬: 실제 레이블에 대한 분류, 또는 인간 레이블의 다수 레이블에 대한 범주형 차원</translation>
    </message>
</context>
<context>
    <name>rl::widgets::CorpusPage</name>
    <message>
        <source>Sentence-pair corpus</source>
        <translation>문장 쌍 말뭉치</translation>
    </message>
    <message>
        <source>The corpus whose human similarity scores the LLM judges are compared against.</source>
        <translation>LLM 심사자와 비교할 사람 유사도 점수가 있는 말뭉치입니다.</translation>
    </message>
    <message>
        <source>e.g. korsts-dev</source>
        <translation>예: korsts-dev</translation>
    </message>
    <message>
        <source>Detect from the file</source>
        <translation>파일에서 감지</translation>
    </message>
    <message>
        <source>STS-B (TSV without header)</source>
        <translation>STS-B (머리글 없는 TSV)</translation>
    </message>
    <message>
        <source>KorSTS (TSV with header)</source>
        <translation>KorSTS (머리글 있는 TSV)</translation>
    </message>
    <message>
        <source>KLUE-STS (JSON)</source>
        <translation>KLUE-STS (JSON)</translation>
    </message>
    <message>
        <source>CSV/TSV (item_id, sentence1, sentence2, score[, rater_sd])</source>
        <translation>CSV/TSV (item_id, sentence1, sentence2, score[, rater_sd])</translation>
    </message>
    <message>
        <source>Corpus files (*.tsv *.csv *.json *.txt);;All files (*)</source>
        <translation>말뭉치 파일 (*.tsv *.csv *.json *.txt);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Corpus &amp;file:</source>
        <translation>말뭉치 파일(&amp;F):</translation>
    </message>
    <message>
        <source>Corpus &amp;name:</source>
        <translation>말뭉치 이름(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>형식(&amp;F):</translation>
    </message>
    <message>
        <source>Without an item_id column the items are numbered by their row (1, 2, …).</source>
        <translation>item_id 열이 없으면 항목에 행 번호(1, 2, …)가 매겨집니다.</translation>
    </message>
    <message>
        <source>Map a column of the file to each of: %1. Without an item_id column the items are numbered by their row.</source>
        <translation>다음 각각에 파일의 열을 매핑하세요: %1. item_id 열이 없으면 항목에 행 번호가 매겨집니다.</translation>
    </message>
</context>
<context>
    <name>rl::widgets::DemographicsTablePage</name>
    <message>
        <source>Copy as TSV</source>
        <translation>TSV로 복사</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>표 내보내기…</translation>
    </message>
    <message>
        <source>Copy the table as shown (sorted) to the clipboard, tab-separated</source>
        <translation>표를 화면에 보이는 대로(정렬 포함) 탭으로 구분해 클립보드에 복사합니다</translation>
    </message>
    <message>
        <source>Write the table as CSV, LaTeX or Markdown</source>
        <translation>표를 CSV, LaTeX 또는 Markdown으로 저장합니다</translation>
    </message>
</context>
<context>
    <name>rl::widgets::DimensionChoiceDelegate</name>
    <message>
        <source>numeric</source>
        <translation>수치형</translation>
    </message>
    <message>
        <source>categorical</source>
        <translation>범주형</translation>
    </message>
    <message>
        <source>integer</source>
        <translation>정수</translation>
    </message>
    <message>
        <source>continuous</source>
        <translation>연속</translation>
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
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1이(가) 이미 있습니다. 바꿀까요?</translation>
    </message>
</context>
<context>
    <name>rl::widgets::HumanDemographicsView</name>
    <message numerus="yes">
        <source>%1, %2: macro-F1 over %n answer(s)</source>
        <translation>
            <numerusform>%1, %2: 응답 %n개에 대한 매크로 F1</numerusform>
        </translation>
    </message>
    <message>
        <source>All conditions</source>
        <translation>모든 조건</translation>
    </message>
    <message>
        <source>All dimensions</source>
        <translation>모든 차원</translation>
    </message>
    <message>
        <source>Human reliability</source>
        <translation>인간 신뢰도</translation>
    </message>
    <message>
        <source>Variance components</source>
        <translation>분산 성분</translation>
    </message>
    <message>
        <source>Accuracy by subgroup</source>
        <translation>하위 집단별 정확도</translation>
    </message>
    <message>
        <source>Bias ANOVA</source>
        <translation>편향 ANOVA</translation>
    </message>
    <message>
        <source>Tukey comparisons</source>
        <translation>Tukey 비교</translation>
    </message>
    <message>
        <source>GLMM tests</source>
        <translation>GLMM 검정</translation>
    </message>
    <message>
        <source>Agreement among the human raters: Krippendorff&apos;s α and the leave-one-out W1SD baseline a model must reach.</source>
        <translation>인간 평정자 간 일치도: Krippendorff의 α와 모델이 도달해야 하는 LOO W1SD 기준선.</translation>
    </message>
    <message>
        <source>lmer(value ~ 1 + (1 | rater) + (1 | image)) on the raw human ratings, REML.</source>
        <translation>원 인간 평정에 대한 lmer(value ~ 1 + (1 | rater) + (1 | image)), REML.</translation>
    </message>
    <message>
        <source>Emotion classification by race, gender and race × gender cell.</source>
        <translation>인종, 성별, 인종 × 성별 셀별 감정 분류.</translation>
    </message>
    <message>
        <source>Bias (model − human mean) ~ race × gender within each emotion; q is Benjamini–Hochberg within a condition and dimension, highlighted below .05.</source>
        <translation>감정별 편향(모델 − 인간 평균) ~ 인종 × 성별; q는 조건·차원 내 Benjamini–Hochberg 보정값이며 .05 미만은 강조 표시됩니다.</translation>
    </message>
    <message>
        <source>Pairwise race × gender cell differences in bias, Tukey-adjusted, where the interaction has q &lt; .05.</source>
        <translation>상호작용의 q &lt; .05인 경우, 인종 × 성별 셀 간 편향 차이의 쌍별 비교(Tukey 보정).</translation>
    </message>
    <message>
        <source>Binomial GLMM likelihood-ratio tests: does race or gender predict a correct answer, given the emotion?</source>
        <translation>이항 GLMM 우도비 검정: 감정을 고려할 때 인종이나 성별이 정답 여부를 예측하는가?</translation>
    </message>
    <message>
        <source>Condition:</source>
        <translation>조건:</translation>
    </message>
    <message>
        <source>Dimension:</source>
        <translation>차원:</translation>
    </message>
</context>
<context>
    <name>rl::widgets::ImportDialog</name>
    <message>
        <source>&amp;Link image files instead of copying them into the project</source>
        <translation>이미지 파일을 프로젝트에 복사하지 않고 연결(&amp;L)</translation>
    </message>
    <message>
        <source>A linked file stays where it is; the project then works only beside it.</source>
        <translation>연결된 파일은 제자리에 남으며, 프로젝트는 그 파일과 함께 있을 때만 동작합니다.</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>차원</translation>
    </message>
    <message>
        <source>New project from files</source>
        <translation>파일로 새 프로젝트</translation>
    </message>
    <message>
        <source>Import into %1</source>
        <translation>%1(으)로 가져오기</translation>
    </message>
    <message>
        <source>&amp;Kind of file:</source>
        <translation>파일 종류(&amp;K):</translation>
    </message>
    <message>
        <source>Stimuli (stimuli.csv)</source>
        <translation>자극 (stimuli.csv)</translation>
    </message>
    <message>
        <source>Human ratings (long or wide CSV)</source>
        <translation>사람 평정 (긴 형식 또는 넓은 형식 CSV)</translation>
    </message>
    <message>
        <source>Model predictions (predictions.csv)</source>
        <translation>모델 예측 (predictions.csv)</translation>
    </message>
    <message>
        <source>Model conditions (conditions.json)</source>
        <translation>모델 조건 (conditions.json)</translation>
    </message>
    <message>
        <source>&amp;Study kind:</source>
        <translation>연구 종류(&amp;S):</translation>
    </message>
    <message>
        <source>Generic rating study</source>
        <translation>일반 평정 연구</translation>
    </message>
    <message>
        <source>Face study (images with an emotion factor)</source>
        <translation>얼굴 연구 (정서 요인이 있는 이미지)</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>파일(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>찾아보기(&amp;B)…</translation>
    </message>
    <message>
        <source>Column mapping — rename a file column to the column RaterLab expects (%1):</source>
        <translation>열 대응 — 파일의 열 이름을 RaterLab이 기대하는 열 이름으로 바꿉니다 (%1):</translation>
    </message>
    <message>
        <source>File column</source>
        <translation>파일의 열</translation>
    </message>
    <message>
        <source>Expected column</source>
        <translation>기대하는 열</translation>
    </message>
    <message numerus="yes">
        <source>The first %n row(s) of the file:</source>
        <translation>
            <numerusform>파일의 처음 %n개 행:</numerusform>
        </translation>
    </message>
    <message>
        <source>Dimensions to declare — the study&apos;s own are greyed; uncheck a row to leave it undeclared:</source>
        <translation>선언할 차원 — 연구에 이미 있는 차원은 회색으로 표시됩니다. 선언하지 않으려면 행의 선택을 해제하십시오:</translation>
    </message>
    <message>
        <source>&amp;Add dimension</source>
        <translation>차원 추가(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove dimension</source>
        <translation>차원 제거(&amp;R)</translation>
    </message>
    <message>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>행</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>열</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>이유</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>가져오기(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Cancel import</source>
        <translation>가져오기 취소(&amp;C)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Detected encoding: %1</source>
        <translation>감지된 인코딩: %1</translation>
    </message>
    <message>
        <source>factor columns</source>
        <translation>요인 열</translation>
    </message>
    <message>
        <source>or one column per dimension</source>
        <translation>또는 차원마다 한 열</translation>
    </message>
    <message>
        <source>one column per dimension</source>
        <translation>차원마다 한 열</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON 파일 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.csv.gz);;All files (*)</source>
        <translation>CSV 파일 (*.csv *.csv.gz);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Choose the file to import</source>
        <translation>가져올 파일 선택</translation>
    </message>
    <message>
        <source>Choose a file to import first.</source>
        <translation>먼저 가져올 파일을 선택하십시오.</translation>
    </message>
    <message>
        <source>Correct the dimension declarations first: %1</source>
        <translation>먼저 차원 선언을 바로잡으십시오: %1</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 가져오는 중…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>취소하는 중…</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) read</source>
        <translation>
            <numerusform>%n개 행 읽음</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) added</source>
        <translation>
            <numerusform>항목 %n개 추가</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) updated</source>
        <translation>
            <numerusform>항목 %n개 갱신</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rater(s) added</source>
        <translation>
            <numerusform>평정자 %n명 추가</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rating(s) added</source>
        <translation>
            <numerusform>평정 %n개 추가</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n condition(s) added</source>
        <translation>
            <numerusform>조건 %n개 추가</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n condition(s) updated</source>
        <translation>
            <numerusform>조건 %n개 갱신</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missing value(s) skipped</source>
        <translation>
            <numerusform>결측값 %n개 건너뜀</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n invalid label(s) kept as invalid</source>
        <translation>
            <numerusform>잘못된 레이블 %n개를 무효로 보관</numerusform>
        </translation>
    </message>
    <message>
        <source>no dimension declared</source>
        <translation>선언된 차원 없음</translation>
    </message>
    <message>
        <source>dimensions declared: %1</source>
        <translation>선언된 차원: %1</translation>
    </message>
    <message>
        <source>Imported %1: %2.</source>
        <translation>%1 가져옴: %2.</translation>
    </message>
    <message>
        <source>The import had already been written when it was cancelled.</source>
        <translation>취소했을 때 가져오기는 이미 기록되었습니다.</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was imported.</source>
        <translation>가져오기가 취소되었습니다. 아무것도 가져오지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 Nothing was imported.</source>
        <translation>%1 아무것도 가져오지 않았습니다.</translation>
    </message>
    <message>
        <source>Sentence-pair corpus (STS-B, KorSTS, KLUE-STS, CSV/TSV)</source>
        <translation>문장 쌍 말뭉치 (STS-B, KorSTS, KLUE-STS, CSV/TSV)</translation>
    </message>
    <message>
        <source>Judge answers (judgments.csv)</source>
        <translation>심사자 답변 (judgments.csv)</translation>
    </message>
    <message>
        <source>C&amp;orpus (optional):</source>
        <translation>말뭉치(선택)(&amp;O):</translation>
    </message>
    <message>
        <source>C&amp;orpus name:</source>
        <translation>말뭉치 이름(&amp;O):</translation>
    </message>
    <message>
        <source>the corpus the item ids belong to; empty: CORPUS:KEY ids</source>
        <translation>항목 ID가 속한 말뭉치. 비워 두면 ID는 CORPUS:KEY 형식</translation>
    </message>
    <message>
        <source>e.g. korsts-dev</source>
        <translation>예: korsts-dev</translation>
    </message>
    <message>
        <source>Fo&amp;rmat:</source>
        <translation>형식(&amp;R):</translation>
    </message>
    <message>
        <source>Detect from the file</source>
        <translation>파일에서 감지</translation>
    </message>
    <message>
        <source>STS-B (TSV without header)</source>
        <translation>STS-B (머리글 없는 TSV)</translation>
    </message>
    <message>
        <source>KorSTS (TSV with header)</source>
        <translation>KorSTS (머리글 있는 TSV)</translation>
    </message>
    <message>
        <source>KLUE-STS (JSON)</source>
        <translation>KLUE-STS (JSON)</translation>
    </message>
    <message>
        <source>CSV/TSV (item_id, sentence1, sentence2, score[, rater_sd])</source>
        <translation>CSV/TSV (item_id, sentence1, sentence2, score[, rater_sd])</translation>
    </message>
    <message>
        <source>Hygiene of the imported corpus:</source>
        <translation>가져온 말뭉치의 위생 점검:</translation>
    </message>
    <message>
        <source>Corpus files (*.tsv *.csv *.json *.txt);;All files (*)</source>
        <translation>말뭉치 파일 (*.tsv *.csv *.json *.txt);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Name the corpus first (for example korsts-dev).</source>
        <translation>먼저 말뭉치 이름을 입력하세요(예: korsts-dev).</translation>
    </message>
    <message>
        <source>Column mapping — rename a file column to the column RaterLab expects:</source>
        <translation>열 대응 — 파일의 열 이름을 RaterLab이 기대하는 열 이름으로 바꿉니다:</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>바꾸기(&amp;R)</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>취소(&amp;N)</translation>
    </message>
    <message>
        <source>Import nothing: the project stays as it is.</source>
        <translation>아무것도 가져오지 않습니다. 프로젝트는 그대로 남습니다.</translation>
    </message>
    <message>
        <source>Nothing was imported; the project is as it was.</source>
        <translation>아무것도 가져오지 않았습니다. 프로젝트는 그대로입니다.</translation>
    </message>
    <message>
        <source>Nothing has been written yet.</source>
        <translation>아직 아무것도 기록하지 않았습니다.</translation>
    </message>
    <message>
        <source>First settle each name that is none of the study&apos;s dimensions: read it as another, skip the column, or declare it.</source>
        <translation>먼저 이 연구의 어느 차원도 아닌 이름을 하나씩 정하십시오: 다른 이름으로 읽거나, 열을 건너뛰거나, 새로 선언하십시오.</translation>
    </message>
</context>
<context>
    <name>rl::widgets::ImportFilePage</name>
    <message>
        <source>Import into the open study</source>
        <translation>열린 연구로 가져오기</translation>
    </message>
    <message>
        <source>Choose what the file holds; the next steps show its columns, the mapping and the dimensions.</source>
        <translation>파일에 무엇이 들어 있는지 고르십시오. 다음 단계에서 열, 대응, 차원을 보여 줍니다.</translation>
    </message>
    <message>
        <source>Stimuli (a CSV, or a folder of images)</source>
        <translation>자극 (CSV 또는 이미지 폴더)</translation>
    </message>
    <message>
        <source>Human ratings (long or wide CSV)</source>
        <translation>사람 평정 (긴 형식 또는 넓은 형식 CSV)</translation>
    </message>
    <message>
        <source>Model predictions (predictions.csv)</source>
        <translation>모델 예측 (predictions.csv)</translation>
    </message>
    <message>
        <source>Model conditions (conditions.json)</source>
        <translation>모델 조건 (conditions.json)</translation>
    </message>
    <message>
        <source>Conditions &amp;file:</source>
        <translation>조건 파일(&amp;F):</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON 파일 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>The file &amp;holds:</source>
        <translation>파일 내용(&amp;H):</translation>
    </message>
    <message>
        <source>Stories (stories.csv)</source>
        <translation>이야기 (stories.csv)</translation>
    </message>
    <message>
        <source>Extractions (extractions.csv)</source>
        <translation>추출 (extractions.csv)</translation>
    </message>
    <message>
        <source>Harm ratings (harm.csv)</source>
        <translation>유해성 평정 (harm.csv)</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.csv.gz *.tsv);;All files (*)</source>
        <translation>CSV 파일 (*.csv *.csv.gz *.tsv);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>파일(&amp;F):</translation>
    </message>
    <message>
        <source>Another sentence-pair corpus (STS-B, KorSTS, KLUE-STS, CSV/TSV)</source>
        <translation>다른 문장 쌍 말뭉치 (STS-B, KorSTS, KLUE-STS, CSV/TSV)</translation>
    </message>
    <message>
        <source>Judge answers (judgments.csv)</source>
        <translation>심사자 답변 (judgments.csv)</translation>
    </message>
</context>
<context>
    <name>rl::widgets::jury::JuryRunsPage</name>
    <message>
        <source>C&amp;orpus:</source>
        <translation>말뭉치(&amp;O):</translation>
    </message>
    <message>
        <source>&amp;Judges:</source>
        <translation>심사자(&amp;J):</translation>
    </message>
    <message>
        <source>&amp;Prompt condition:</source>
        <translation>프롬프트 조건(&amp;P):</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>블라인드</translation>
    </message>
    <message>
        <source>Rubric</source>
        <translation>루브릭</translation>
    </message>
    <message>
        <source>Random anchor (1–5 per item, seeded)</source>
        <translation>무작위 앵커 (항목마다 1–5, 시드 고정)</translation>
    </message>
    <message>
        <source>Gold + 1 anchor (human grade + 1, 5 → 4)</source>
        <translation>정답 + 1 앵커 (사람 점수 + 1, 5 → 4)</translation>
    </message>
    <message>
        <source>Rubric and random anchor</source>
        <translation>루브릭과 무작위 앵커</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>라운드(&amp;R):</translation>
    </message>
    <message>
        <source>Round 1 is each judge&apos;s own answer; later rounds show it the other judges&apos; anonymised rationales and scores.</source>
        <translation>1라운드는 각 심사자의 독립 답변이며, 이후 라운드에서는 다른 심사자들의 익명화된 근거와 점수를 보여 줍니다.</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>시드(&amp;S):</translation>
    </message>
    <message>
        <source>Fixes the random anchors and the order in which a judge sees the others.</source>
        <translation>무작위 앵커와, 심사자가 다른 심사자들의 답을 보는 순서를 고정합니다.</translation>
    </message>
    <message>
        <source>S&amp;tart panel</source>
        <translation>심사단 시작(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>취소(&amp;C)</translation>
    </message>
    <message>
        <source>This project has no corpus: import one first (File → Import…).</source>
        <translation>이 프로젝트에는 말뭉치가 없습니다. 먼저 말뭉치를 가져오세요(파일 → 가져오기…).</translation>
    </message>
    <message>
        <source>Choose at least one judge.</source>
        <translation>심사자를 한 명 이상 선택하세요.</translation>
    </message>
    <message numerus="yes">
        <source>Starting the panel: %n judge run(s)…</source>
        <translation>
            <numerusform>심사단 시작 중: 심사자 실행 %n회…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling… answers already received are kept.</source>
        <translation>취소하는 중… 이미 받은 답변은 보존됩니다.</translation>
    </message>
    <message>
        <source>Round %1 of %2, judge %3 (%4 of %5 runs): %6 of %7 answered</source>
        <translation>라운드 %1/%2, 심사자 %3 (실행 %4/%5): %7개 중 %6개 답변</translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n개 실패</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n from earlier runs</source>
        <translation>
            <numerusform>이전 실행에서 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) received</source>
        <translation>
            <numerusform>답변 %n개 받음</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The panel was stopped after %n judge run(s); %1. Start again to send only what is missing.</source>
        <translation>
            <numerusform>심사단이 심사자 실행 %n회 후 중지되었습니다. %1. 다시 시작하면 빠진 것만 보냅니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The panel finished: %n judge run(s); %1.</source>
        <translation>
            <numerusform>심사단 완료: 심사자 실행 %n회, %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The panel was cancelled.</source>
        <translation>심사단이 취소되었습니다.</translation>
    </message>
    <message>
        <source>The panel could not run: %1 (%2)</source>
        <translation>심사단을 실행할 수 없습니다: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>rl::widgets::MethodsDialog</name>
    <message>
        <source>Save report</source>
        <translation>보고서 저장</translation>
    </message>
    <message>
        <source>HTML report (*.html);;PDF report (*.pdf)</source>
        <translation>HTML 보고서 (*.html);;PDF 보고서 (*.pdf)</translation>
    </message>
    <message>
        <source>RaterLab</source>
        <translation>RaterLab</translation>
    </message>
    <message>
        <source>The report was written to %1.</source>
        <translation>보고서를 %1에 저장했습니다.</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1에 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>Methods and report</source>
        <translation>방법 및 보고서</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>복사</translation>
    </message>
    <message>
        <source>Save report…</source>
        <translation>보고서 저장…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Language of the methods paragraph and the report</source>
        <translation>방법 단락과 보고서의 언어</translation>
    </message>
    <message>
        <source>Laying out the pages…</source>
        <translation>페이지를 배치하는 중…</translation>
    </message>
    <message>
        <source>Gathering the tables and figures…</source>
        <translation>표와 그림을 모으는 중…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
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
    <name>rl::widgets::NewStudyWizard</name>
    <message>
        <source>New study</source>
        <translation>새 연구</translation>
    </message>
    <message>
        <source>Import into %1</source>
        <translation>%1(으)로 가져오기</translation>
    </message>
</context>
<context>
    <name>rl::widgets::OffendingRowDialog</name>
    <message>
        <source>Line %1 of %2</source>
        <translation>%2의 %1행</translation>
    </message>
    <message>
        <source>%1, line %2, column %3: %4</source>
        <translation>%1, %2행 %3열: %4</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, %2행: %3</translation>
    </message>
    <message>
        <source>(the line&apos;s text is not available)</source>
        <translation>(이 행의 텍스트를 볼 수 없습니다)</translation>
    </message>
</context>
<context>
    <name>rl::widgets::PathField</name>
    <message>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
</context>
<context>
    <name>rl::widgets::PatternPage</name>
    <message>
        <source>Factors from the file names</source>
        <translation>파일 이름에서 읽는 요인</translation>
    </message>
    <message>
        <source>Write the pattern of the names: {name} is a factor, * any text, \{ \} \* \\ the characters themselves; {stimulus_id} sets the id (otherwise the name without its extension).</source>
        <translation>이름의 패턴을 쓰십시오. {name}은 요인, *는 임의의 텍스트, \{ \} \* \는 그 문자 자체입니다. {stimulus_id}는 ID를 정합니다(없으면 확장자를 뺀 이름).</translation>
    </message>
    <message>
        <source>&amp;Pattern:</source>
        <translation>패턴(&amp;P):</translation>
    </message>
    <message>
        <source>The pattern has an error at column %1: %2</source>
        <translation>패턴의 %1번째 문자에 오류가 있습니다: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n image(s) match the pattern.</source>
        <translation>
            <numerusform>이미지 %n개가 패턴과 일치합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every image matches.</source>
        <translation>모든 이미지가 일치합니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) do not match and will not be imported:</source>
        <translation>
            <numerusform>파일 %n개가 일치하지 않아 가져오지 않습니다:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rl::widgets::PromptEditor</name>
    <message>
        <source>System prompt</source>
        <translation>시스템 프롬프트</translation>
    </message>
    <message>
        <source>Stage 1: emotion</source>
        <translation>1단계: 감정</translation>
    </message>
    <message>
        <source>Stage 2: valence</source>
        <translation>2단계: 정서가</translation>
    </message>
    <message>
        <source>Stage 3: arousal</source>
        <translation>3단계: 각성가</translation>
    </message>
    <message>
        <source>Single-shot</source>
        <translation>단일 요청</translation>
    </message>
    <message>
        <source>Reset to built-in</source>
        <translation>기본 제공값으로 초기화</translation>
    </message>
    <message>
        <source>Template:</source>
        <translation>템플릿:</translation>
    </message>
    <message>
        <source>The system prompt is sent as written (no placeholders).</source>
        <translation>시스템 프롬프트는 입력된 그대로 전송됩니다(자리표시자 없음).</translation>
    </message>
    <message>
        <source>Placeholders filled in at this stage: %1.</source>
        <translation>이 단계에서 채워지는 자리표시자: %1.</translation>
    </message>
    <message>
        <source>(no image)</source>
        <translation>(이미지 없음)</translation>
    </message>
    <message>
        <source>No preview: %1</source>
        <translation>미리 보기 없음: %1</translation>
    </message>
    <message>
        <source>Request %1 of %2 (%3) — template hash %4</source>
        <translation>요청 %1/%2 (%3) — 템플릿 해시 %4</translation>
    </message>
    <message>
        <source>System:</source>
        <translation>시스템:</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>사용자:</translation>
    </message>
    <message>
        <source>Assistant (example answer):</source>
        <translation>어시스턴트 (응답 예시):</translation>
    </message>
    <message>
        <source>[the face image]</source>
        <translation>[얼굴 이미지]</translation>
    </message>
    <message>
        <source>Example answers use this face&apos;s labelled emotion (%1) and valence 5.</source>
        <translation>응답 예시는 이 얼굴에 레이블된 감정(%1)과 정서가 5를 사용합니다.</translation>
    </message>
    <message>
        <source>Example answers: emotion &quot;neutral&quot;, valence 5.</source>
        <translation>응답 예시: 감정 &quot;neutral&quot;, 정서가 5.</translation>
    </message>
    <message>
        <source>(no stimulus selected)</source>
        <translation>(선택된 자극 없음)</translation>
    </message>
    <message>
        <source>Select a stimulus in the grid to preview its prompts.</source>
        <translation>그리드에서 자극을 선택하면 프롬프트를 미리 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>(no face selected)</source>
        <translation>(선택된 얼굴 없음)</translation>
    </message>
    <message>
        <source>Select a face in the stimulus grid to preview its prompts.</source>
        <translation>자극 그리드에서 얼굴을 선택하면 프롬프트를 미리 볼 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>rl::widgets::LabelOrderPanel</name>
    <message>
        <source>Move &amp;up</source>
        <translation>위로 이동(&amp;U)</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>아래로 이동(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Ordered: the order of the labels is meaningful (ordinal)</source>
        <translation>순서형(&amp;O): 레이블의 순서에 의미가 있음 (서열)</translation>
    </message>
    <message>
        <source>The labels of %1 come from the file, in order of first appearance.</source>
        <translation>%1의 레이블은 파일에서 처음 나타나는 순서대로 가져옵니다.</translation>
    </message>
    <message>
        <source>The labels of %1, in their declared order:</source>
        <translation>%1의 레이블 (선언된 순서):</translation>
    </message>
</context>
<context>
    <name>rl::widgets::RatingsPage</name>
    <message>
        <source>CSV files (*.csv *.csv.gz);;All files (*)</source>
        <translation>CSV 파일 (*.csv *.csv.gz);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>&amp;Long: one row per rating (rater_id, stimulus_id, dimension, value)</source>
        <translation>긴 형식(&amp;L): 평정마다 한 행 (rater_id, stimulus_id, dimension, value)</translation>
    </message>
    <message>
        <source>&amp;Wide: one column per dimension (rater_id, stimulus_id, valence, arousal, …)</source>
        <translation>넓은 형식(&amp;W): 차원마다 한 열 (rater_id, stimulus_id, valence, arousal, …)</translation>
    </message>
    <message>
        <source>Dimensions to declare — the scale of each (numeric LO–HI, integer or continuous, or categorical with its levels); the study&apos;s own are greyed:</source>
        <translation>선언할 차원 — 각 차원의 척도(수치형 LO–HI, 정수 또는 연속, 또는 수준이 있는 범주형). 연구에 이미 있는 차원은 회색입니다:</translation>
    </message>
    <message>
        <source>&amp;Add dimension</source>
        <translation>차원 추가(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove dimension</source>
        <translation>차원 제거(&amp;R)</translation>
    </message>
    <message>
        <source>Ratings &amp;file:</source>
        <translation>평정 파일(&amp;F):</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>차원</translation>
    </message>
    <message>
        <source>Model predictions</source>
        <translation>모델 예측</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>평정</translation>
    </message>
    <message>
        <source>The file&apos;s encoding and first rows, the column mapping, and the dimensions the file rates.</source>
        <translation>파일의 인코딩과 처음 행들, 열 대응, 그리고 파일이 평정하는 차원입니다.</translation>
    </message>
    <message>
        <source>The ratings may also come later (File → Import…): leave the file empty to import the stimuli only.</source>
        <translation>평정은 나중에 가져와도 됩니다(파일 → 가져오기…). 자극만 가져오려면 파일을 비워 두십시오.</translation>
    </message>
    <message>
        <source>one column per dimension</source>
        <translation>차원마다 한 열</translation>
    </message>
    <message>
        <source>or one column per dimension</source>
        <translation>또는 차원마다 한 열</translation>
    </message>
    <message>
        <source>A long file needs the columns dimension and value: map them above, or choose wide.</source>
        <translation>긴 형식 파일에는 dimension과 value 열이 필요합니다. 위에서 대응시키거나 넓은 형식을 고르십시오.</translation>
    </message>
    <message>
        <source>This file has dimension and value columns and is read as long: rename them above to read it as wide.</source>
        <translation>이 파일에는 dimension과 value 열이 있어 긴 형식으로 읽힙니다. 넓은 형식으로 읽으려면 위에서 이름을 바꾸십시오.</translation>
    </message>
    <message>
        <source>The study has no factors.</source>
        <translation>연구에 요인이 없습니다.</translation>
    </message>
    <message>
        <source>Factors of the study: %1</source>
        <translation>연구의 요인: %1</translation>
    </message>
    <message>
        <source>Predictions &amp;file:</source>
        <translation>예측 파일(&amp;F):</translation>
    </message>
</context>
<context>
    <name>rl::widgets::RunPage</name>
    <message>
        <source>Import</source>
        <translation>가져오기</translation>
    </message>
    <message>
        <source>&amp;Cancel import</source>
        <translation>가져오기 취소(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>다시 시도(&amp;T)</translation>
    </message>
    <message>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>행</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>열</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>이유</translation>
    </message>
    <message>
        <source>Double-click an error to see its line.</source>
        <translation>오류를 두 번 클릭하면 그 행을 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>Importing file %1 of %2…</source>
        <translation>파일 %2개 중 %1번째를 가져오는 중…</translation>
    </message>
    <message>
        <source>New project: %1</source>
        <translation>새 프로젝트: %1</translation>
    </message>
    <message>
        <source>Into: %1</source>
        <translation>가져갈 곳: %1</translation>
    </message>
    <message>
        <source>Stimuli: %1</source>
        <translation>자극: %1</translation>
    </message>
    <message>
        <source>Stimuli: the images of %1 by the pattern %2</source>
        <translation>자극: 패턴 %2에 따른 %1의 이미지</translation>
    </message>
    <message>
        <source>Ratings: %1</source>
        <translation>평정: %1</translation>
    </message>
    <message>
        <source>Predictions: %1</source>
        <translation>예측: %1</translation>
    </message>
    <message>
        <source>Conditions: %1</source>
        <translation>조건: %1</translation>
    </message>
    <message>
        <source>Corpus %1: %2</source>
        <translation>말뭉치 %1: %2</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>가져오는 중…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>취소하는 중…</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>항목 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rater(s)</source>
        <translation>
            <numerusform>평정자 %n명</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rating(s)</source>
        <translation>
            <numerusform>평정 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n condition(s)</source>
        <translation>
            <numerusform>조건 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n missing value(s) skipped</source>
        <translation>
            <numerusform>결측값 %n개 건너뜀</numerusform>
        </translation>
    </message>
    <message>
        <source>dimensions declared: %1</source>
        <translation>선언된 차원: %1</translation>
    </message>
    <message>
        <source>Imported %1. Press Finish to open the study.</source>
        <translation>가져왔습니다: %1. 마침을 누르면 연구가 열립니다.</translation>
    </message>
    <message>
        <source>The import was cancelled; no project file was written.</source>
        <translation>가져오기가 취소되었습니다. 프로젝트 파일은 만들어지지 않았습니다.</translation>
    </message>
    <message>
        <source>The import was cancelled; the project is as it was.</source>
        <translation>가져오기가 취소되었습니다. 프로젝트는 그대로입니다.</translation>
    </message>
    <message>
        <source>Nothing was imported and no project file was written: correct the file (go Back to change the mapping) and try again.</source>
        <translation>아무것도 가져오지 않았고 프로젝트 파일도 만들어지지 않았습니다. 파일을 고친 뒤(대응을 바꾸려면 뒤로) 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>Nothing was imported; the project is as it was. Correct the file and try again.</source>
        <translation>아무것도 가져오지 않았습니다. 프로젝트는 그대로입니다. 파일을 고친 뒤 다시 시도하십시오.</translation>
    </message>
    <message>
        <source>Prompt grid: the seed folder %1</source>
        <translation>프롬프트 그리드: 시드 폴더 %1</translation>
    </message>
    <message>
        <source>Stories: %1</source>
        <translation>이야기: %1</translation>
    </message>
    <message>
        <source>Extractions: %1</source>
        <translation>추출: %1</translation>
    </message>
    <message>
        <source>Harm ratings: %1</source>
        <translation>유해성 평정: %1</translation>
    </message>
    <message>
        <source>the prompt grid — %1</source>
        <translation>프롬프트 그리드 — %1</translation>
    </message>
    <message numerus="yes">
        <source>%n story(ies) (%1 refused) from %2</source>
        <translation>
            <numerusform>%2에서 이야기 %n개(거부 %1개)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n story × extractor answer(s) (%1 unknown) from %2</source>
        <translation>
            <numerusform>%2에서 이야기 × 추출기 답 %n개(unknown %1개)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>attributes and values named (no grid: these are the value sets), with their counts — %1</source>
        <translation>파일에 나온 속성과 값(그리드가 없으므로 이것이 값 집합)과 그 개수 — %1</translation>
    </message>
    <message numerus="yes">
        <source>%n harm rating(s)</source>
        <translation>
            <numerusform>유해성 평정 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n model answer(s)</source>
        <translation>
            <numerusform>모델 응답 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>The import added nothing new. Press Finish to open the study.</source>
        <translation>가져오기로 새로 추가된 것이 없습니다. 마침을 누르면 연구가 열립니다.</translation>
    </message>
    <message>
        <source>Nothing was imported and no project file was written: correct the file and try again.</source>
        <translation>아무것도 가져오지 않았고 프로젝트 파일도 쓰지 않았습니다: 파일을 고친 뒤 다시 시도하세요.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>바꾸기(&amp;R)</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>취소(&amp;N)</translation>
    </message>
    <message>
        <source>Import nothing: the project stays as it is.</source>
        <translation>아무것도 가져오지 않습니다. 프로젝트는 그대로 남습니다.</translation>
    </message>
    <message>
        <source>Judge answers: %1</source>
        <translation>심사자 답변: %1</translation>
    </message>
    <message>
        <source>Judge answers on corpus %1: %2</source>
        <translation>말뭉치 %1의 심사자 답변: %2</translation>
    </message>
    <message>
        <source>Nothing has been written yet.</source>
        <translation>아직 아무것도 기록하지 않았습니다.</translation>
    </message>
    <message>
        <source>Nothing was imported; the project is as it was.</source>
        <translation>아무것도 가져오지 않았습니다. 프로젝트는 그대로입니다.</translation>
    </message>
    <message>
        <source>This file replaces the earlier predictions of the conditions it names:</source>
        <translation>이 파일은 파일에 나오는 조건의 이전 예측을 대체합니다:</translation>
    </message>
    <message numerus="yes">
        <source>• %n earlier %1 prediction(s) of condition %2, replaced by this file&apos;s</source>
        <translation>
            <numerusform>• 조건 %2의 이전 %1 예측 %n개: 이 파일의 예측으로 대체</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>• %n earlier %1 prediction(s) of condition %2, removed (this file has no %1 column)</source>
        <translation>
            <numerusform>• 조건 %2의 이전 %1 예측 %n개: 삭제 (이 파일에 %1 열이 없음)</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace them?</source>
        <translation>대체하시겠습니까?</translation>
    </message>
</context>
<context>
    <name>rl::widgets::ConditionRunsPage</name>
    <message>
        <source>Resume</source>
        <translation>재개</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>나중에</translation>
    </message>
    <message>
        <source>Model conditions</source>
        <translation>모델 조건</translation>
    </message>
    <message>
        <source>Stimuli</source>
        <translation>자극</translation>
    </message>
    <message>
        <source>factor=level[,level][;factor=level]…: clauses are joined by AND, the levels of one clause by OR.</source>
        <translation>factor=level[,level][;factor=level]…: 절끼리는 AND로, 한 절 안의 수준끼리는 OR로 결합됩니다.</translation>
    </message>
    <message>
        <source>Use the stimulus grid&apos;s current filter</source>
        <translation>자극 그리드의 현재 필터 사용</translation>
    </message>
    <message>
        <source>Submit as provider batch (half price, results within 24 h)</source>
        <translation>공급자 일괄 처리로 제출 (반값, 24시간 이내 결과)</translation>
    </message>
    <message>
        <source>OpenAI, Anthropic and Gemini conditions: the requests go to the provider&apos;s batch engine, billed at half the standard price. RaterLab polls until every job has ended; closed meanwhile, it polls the submitted jobs again when the run is resumed.</source>
        <translation>OpenAI, Anthropic, Gemini 조건: 요청을 공급자의 일괄 처리 엔진으로 보내며 표준 가격의 절반이 청구됩니다. RaterLab은 모든 작업이 끝날 때까지 상태를 확인하며, 그 사이에 닫으면 실행을 재개할 때 제출된 작업을 다시 확인합니다.</translation>
    </message>
    <message>
        <source>%1: batch jobs — %2 submitted, %3 in progress, %4 completed</source>
        <translation>%1: 일괄 작업 — 제출 %2개, 진행 중 %3개, 완료 %4개</translation>
    </message>
    <message>
        <source>Simultaneous requests</source>
        <translation>동시 요청 수</translation>
    </message>
    <message>
        <source>Requests per minute</source>
        <translation>분당 요청 수</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>무제한</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>일시 정지</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Failed requests of the selected condition</source>
        <translation>선택한 조건의 실패한 요청</translation>
    </message>
    <message>
        <source>The raw response of the selected failure</source>
        <translation>선택한 실패 항목의 원 응답</translation>
    </message>
    <message>
        <source>%1 (simulated)</source>
        <translation>%1 (시뮬레이션)</translation>
    </message>
    <message>
        <source>A simulated condition of the synthetic demo: its answers were generated with the study, there is no model to run.</source>
        <translation>합성 데모의 시뮬레이션 조건입니다. 응답은 연구와 함께 생성되었으며 실행할 모델이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) were interrupted when RaterLab closed. Resume them? Requests already answered are not sent again.</source>
        <translation>
            <numerusform>RaterLab이 종료될 때 실행 %n개가 중단되었습니다. 재개할까요? 이미 응답을 받은 요청은 다시 보내지 않습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The grid&apos;s selection cannot be written as a factor filter (the stimulus-id search narrows it, or it is empty): clear the search or type a filter.</source>
        <translation>그리드의 선택 범위를 요인 필터로 나타낼 수 없습니다(자극 ID 검색으로 좁혀졌거나 비어 있음). 검색을 지우거나 필터를 직접 입력하세요.</translation>
    </message>
    <message numerus="yes">
        <source>%n stimulus/stimuli of the grid match.</source>
        <translation>
            <numerusform>그리드의 자극 %n개가 일치합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Invalid filter: %1</source>
        <translation>잘못된 필터: %1</translation>
    </message>
    <message>
        <source>No stimulus matches.</source>
        <translation>일치하는 자극이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n stimulus/stimuli match.</source>
        <translation>
            <numerusform>자극 %n개가 일치합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the stimuli to run: the filter is invalid or matches nothing.</source>
        <translation>실행할 자극을 선택하세요: 필터가 잘못되었거나 일치하는 자극이 없습니다.</translation>
    </message>
    <message>
        <source>Choose at least one model condition.</source>
        <translation>모델 조건을 하나 이상 선택하세요.</translation>
    </message>
    <message>
        <source>%1: no usable API key. Set the environment variable %2 before starting RaterLab (or store the key with secret-tool: service raterlab, variable %2), then start again.</source>
        <translation>%1: 사용할 수 있는 API 키가 없습니다. RaterLab을 시작하기 전에 환경 변수 %2을(를) 설정하거나 secret-tool로 키를 저장한 뒤(service raterlab, variable %2) 다시 시작하세요.</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>Every condition of this project is simulated by the synthetic demo. To run a model, add a condition in the Conditions tab (Add from preset) and save it.</source>
        <translation>이 프로젝트의 모든 조건은 합성 데모가 시뮬레이션한 것입니다. 모델을 실행하려면 조건 탭에서 조건을 추가하고(프리셋에서 추가) 저장하세요.</translation>
    </message>
    <message>
        <source>Acts on the run of %1</source>
        <translation>%1의 실행에 적용됩니다</translation>
    </message>
    <message>
        <source>%1 (imported, not runnable)</source>
        <translation>%1 (가져옴, 실행 불가)</translation>
    </message>
    <message>
        <source>Not runnable: this condition&apos;s predictions were made outside RaterLab and imported from a file, so there is no model to run. Import the file again to replace them.</source>
        <translation>실행할 수 없음: 이 조건의 예측은 RaterLab 밖에서 만들어 파일에서 가져온 것이므로 실행할 모델이 없습니다. 예측을 바꾸려면 파일을 다시 가져오세요.</translation>
    </message>
    <message>
        <source>No condition of this project can be run: their predictions were imported (made outside RaterLab) or simulated. To run a model, add a condition in the Conditions tab (Add from preset) and save it.</source>
        <translation>이 프로젝트에는 실행할 수 있는 조건이 없습니다. 조건의 예측은 (RaterLab 밖에서 만들어) 가져온 것이거나 시뮬레이션된 것입니다. 모델을 실행하려면 조건 탭에서 조건을 추가하고(프리셋에서 추가) 저장하세요.</translation>
    </message>
    <message>
        <source>all stimuli (the study has no factors to filter by)</source>
        <translation>전체 자극 (이 연구에는 거를 요인이 없습니다)</translation>
    </message>
    <message>
        <source>all stimuli, or a filter such as %1</source>
        <translation>전체 자극, 또는 %1 같은 필터</translation>
    </message>
    <message>
        <source>all stimuli, or a filter such as emotion=sad;race=Korean</source>
        <translation>전체 자극, 또는 emotion=sad;race=Korean 같은 필터</translation>
    </message>
</context>
<context>
    <name>rl::widgets::RunsPanel</name>
    <message>
        <source>Trust these endpoints?</source>
        <translation>이 엔드포인트를 신뢰하시겠습니까?</translation>
    </message>
    <message>
        <source>This project was created elsewhere. Its conditions send your stimuli, and the API key they name, to these endpoints:

%1

Trust them for this project?</source>
        <translation>이 프로젝트는 다른 곳에서 만들어졌습니다. 이 프로젝트의 조건은 자극과, 조건이 지정한 API 키를 다음 엔드포인트로 보냅니다:

%1

이 프로젝트에 대해 이 엔드포인트를 신뢰하시겠습니까?</translation>
    </message>
</context>
<context>
    <name>rl::widgets::SimulationDialog</name>
    <message>
        <source>New plan: simulate the Alt-test</source>
        <translation>새 계획: Alt-test 시뮬레이션</translation>
    </message>
    <message>
        <source>Categorical</source>
        <translation>범주형</translation>
    </message>
    <message>
        <source>Numeric</source>
        <translation>수치형</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <source>Generator</source>
        <translation>생성 모형</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>설계</translation>
    </message>
    <message>
        <source>Categories K</source>
        <translation>범주 수 K</translation>
    </message>
    <message>
        <source>Humans&apos; noise η</source>
        <translation>인간의 잡음 η</translation>
    </message>
    <message>
        <source>Model&apos;s noise η</source>
        <translation>모델의 잡음 η</translation>
    </message>
    <message>
        <source>Item variance</source>
        <translation>문항 분산</translation>
    </message>
    <message>
        <source>Rater variance</source>
        <translation>평정자 분산</translation>
    </message>
    <message>
        <source>Residual variance</source>
        <translation>잔차 분산</translation>
    </message>
    <message>
        <source>Model bias</source>
        <translation>모델 편향</translation>
    </message>
    <message>
        <source>Model error variance</source>
        <translation>모델 오차 분산</translation>
    </message>
    <message>
        <source>Pilot study</source>
        <translation>예비 연구</translation>
    </message>
    <message>
        <source>From this study…</source>
        <translation>이 연구에서…</translation>
    </message>
    <message>
        <source>Fit the variances to the chosen dimension of the open study and the model&apos;s bias and error to the chosen condition.</source>
        <translation>열린 연구의 선택한 차원에 분산을, 선택한 조건에 모델의 편향과 오차를 적합합니다.</translation>
    </message>
    <message>
        <source>Annotators per draw</source>
        <translation>추출당 평정자 수</translation>
    </message>
    <message>
        <source>Pool annotators</source>
        <translation>풀의 평정자 수</translation>
    </message>
    <message>
        <source>Pool items</source>
        <translation>풀의 문항 수</translation>
    </message>
    <message>
        <source>Data sets</source>
        <translation>데이터 세트 수</translation>
    </message>
    <message>
        <source>Draws per data set</source>
        <translation>데이터 세트당 추출 수</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>문항 수</translation>
    </message>
    <message>
        <source>Epsilons</source>
        <translation>엡실론</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <source>FROM:TO:STEP (e.g. 30:200:10) or whole numbers separated by commas</source>
        <translation>FROM:TO:STEP(예: 30:200:10) 또는 쉼표로 구분한 정수</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation>그림 내보내기…</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>표 내보내기…</translation>
    </message>
    <message>
        <source>No condition</source>
        <translation>조건 없음</translation>
    </message>
    <message>
        <source>The simulation failed: %1</source>
        <translation>시뮬레이션에 실패했습니다: %1</translation>
    </message>
    <message>
        <source>“%1” is not a number.</source>
        <translation>“%1”은(는) 숫자가 아닙니다.</translation>
    </message>
    <message>
        <source>Items: write FROM:TO:STEP (e.g. 30:200:10) or whole numbers separated by commas, each once.</source>
        <translation>문항 수: FROM:TO:STEP(예: 30:200:10) 또는 쉼표로 구분한 정수를 각각 한 번씩 쓰십시오.</translation>
    </message>
    <message>
        <source>Epsilons: write numbers separated by commas (e.g. 0,0.05,0.1,0.2).</source>
        <translation>엡실론: 쉼표로 구분한 수를 쓰십시오(예: 0,0.05,0.1,0.2).</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 통합 문서 (*.xlsx)</translation>
    </message>
</context>
<context>
    <name>rl::widgets::StimuliMapPage</name>
    <message>
        <source>Stimuli columns</source>
        <translation>자극의 열</translation>
    </message>
    <message>
        <source>Check the encoding and the first rows, and rename columns to the names RaterLab expects.</source>
        <translation>인코딩과 처음 행들을 확인하고, 열 이름을 RaterLab이 기대하는 이름으로 바꾸십시오.</translation>
    </message>
    <message>
        <source>factor columns</source>
        <translation>요인 열</translation>
    </message>
    <message>
        <source>No factor column.</source>
        <translation>요인 열이 없습니다.</translation>
    </message>
    <message>
        <source>Factors: %1</source>
        <translation>요인: %1</translation>
    </message>
    <message>
        <source>Map a column to stimulus_id: the id the ratings name.</source>
        <translation>한 열을 stimulus_id에 대응시키십시오. 평정이 가리키는 ID입니다.</translation>
    </message>
</context>
<context>
    <name>rl::widgets::StimuliPage</name>
    <message>
        <source>Stimuli</source>
        <translation>자극</translation>
    </message>
    <message>
        <source>The items people rated: a stimuli.csv (stimulus_id, file, factor columns…) with its images, or a folder of images whose factors are read from the file names.</source>
        <translation>사람들이 평정한 항목입니다. 이미지가 딸린 stimuli.csv(stimulus_id, file, 요인 열…) 또는 파일 이름에서 요인을 읽는 이미지 폴더입니다.</translation>
    </message>
    <message>
        <source>From a &amp;CSV file (plus the folder of its images)</source>
        <translation>CSV 파일에서(&amp;C) (이미지 폴더와 함께)</translation>
    </message>
    <message>
        <source>From a folder of &amp;images (factors from the file names)</source>
        <translation>이미지 폴더에서(&amp;I) (요인은 파일 이름에서)</translation>
    </message>
    <message>
        <source>Stimuli CSV:</source>
        <translation>자극 CSV:</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.csv.gz *.tsv);;All files (*)</source>
        <translation>CSV 파일 (*.csv *.csv.gz *.tsv);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>&amp;Link image files instead of copying them into the project</source>
        <translation>이미지 파일을 프로젝트에 복사하지 않고 연결(&amp;L)</translation>
    </message>
    <message>
        <source>A linked file stays where it is; the project then works only beside it.</source>
        <translation>연결된 파일은 제자리에 남으며, 프로젝트는 그 파일과 함께 있을 때만 동작합니다.</translation>
    </message>
    <message>
        <source>Folder of images:</source>
        <translation>이미지 폴더:</translation>
    </message>
    <message>
        <source>Image folder (where the file column points; empty: beside the CSV):</source>
        <translation>이미지 폴더 (file 열이 가리키는 곳, 비우면 CSV가 있는 폴더):</translation>
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
    <message>
        <source>No human rated this item.</source>
        <translation>이 항목을 평정한 사람이 없습니다.</translation>
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
    <message>
        <source>Human SD of %1</source>
        <translation>%1 인간 SD</translation>
    </message>
    <message>
        <source>Model–human gap in %1</source>
        <translation>%1 모델–인간 차이</translation>
    </message>
    <message>
        <source>Mean absolute difference between every model answer on the stimulus and its human mean: the stimuli the models get most wrong come first in descending order.</source>
        <translation>자극에 대한 모든 모델 응답과 인간 평균 사이의 평균 절대 차이: 내림차순이면 모델이 가장 많이 틀린 자극이 먼저 옵니다.</translation>
    </message>
    <message>
        <source>Showing only these stimuli; click to clear this filter.</source>
        <translation>이 자극만 표시 중입니다. 클릭하면 이 필터를 해제합니다.</translation>
    </message>
</context>
<context>
    <name>rl::widgets::StudyTypePage</name>
    <message>
        <source>RaterLab projects (*.raterlab)</source>
        <translation>RaterLab 프로젝트 (*.raterlab)</translation>
    </message>
    <message>
        <source>Save the new study as</source>
        <translation>새 연구 저장</translation>
    </message>
    <message>
        <source>&amp;Save the project as:</source>
        <translation>프로젝트 저장 위치(&amp;S):</translation>
    </message>
    <message>
        <source>Study &amp;type:</source>
        <translation>연구 유형(&amp;T):</translation>
    </message>
    <message>
        <source>New study</source>
        <translation>새 연구</translation>
    </message>
    <message>
        <source>Choose where the project is saved and what kind of study it holds.</source>
        <translation>프로젝트를 저장할 곳과 연구의 종류를 고르십시오.</translation>
    </message>
    <message>
        <source>Image rating study (like the face study)</source>
        <translation>이미지 평정 연구 (얼굴 연구와 같은)</translation>
    </message>
    <message>
        <source>Generic rating study (images or texts)</source>
        <translation>일반 평정 연구 (이미지 또는 텍스트)</translation>
    </message>
    <message>
        <source>LLM jury corpus (sentence pairs)</source>
        <translation>LLM 심사단 말뭉치 (문장 쌍)</translation>
    </message>
    <message>
        <source>StereoTales grid</source>
        <translation>StereoTales 그리드</translation>
    </message>
    <message>
        <source>Images rated by people on declared dimensions. With an emotion factor the study is analysed like the face study (emotion as the ground-truth label).</source>
        <translation>사람들이 선언된 차원으로 평정한 이미지입니다. emotion 요인이 있으면 얼굴 연구처럼 분석합니다(emotion이 정답 레이블).</translation>
    </message>
    <message>
        <source>Any items — images, texts or text pairs — rated on declared dimensions.</source>
        <translation>선언된 차원으로 평정한 모든 항목 — 이미지, 텍스트 또는 텍스트 쌍.</translation>
    </message>
    <message>
        <source>A sentence-pair corpus (STS-B, KorSTS, KLUE-STS or CSV/TSV) whose human scores LLM judges are compared against.</source>
        <translation>LLM 심사자와 사람 점수를 비교할 문장 쌍 말뭉치(STS-B, KorSTS, KLUE-STS 또는 CSV/TSV).</translation>
    </message>
    <message>
        <source>Replace the existing file %1 once the import has succeeded</source>
        <translation>가져오기가 성공하면 기존 파일 %1을(를) 바꾸기</translation>
    </message>
    <message>
        <source>A StereoTales study: a prompt grid from the published YAML seed folder (attributes, scenarios and templates per language), with stories, extractions and harm ratings — or stories and extractions without a grid.</source>
        <translation>StereoTales 연구: 공개된 YAML 시드 폴더(언어별 속성, 시나리오, 템플릿)에서 읽는 프롬프트 그리드와 이야기·추출·유해성 평정 — 또는 그리드 없이 이야기와 추출만.</translation>
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
    <message>
        <source>Export table</source>
        <translation>표 내보내기</translation>
    </message>
    <message>
        <source>Verdict matrix…</source>
        <translation>판정 매트릭스…</translation>
    </message>
    <message>
        <source>Evidence of the selected cell…</source>
        <translation>선택한 셀의 근거…</translation>
    </message>
</context>
<context>
    <name>rl::widgets::jury::JuryWorkspace</name>
    <message>
        <source>Synthetic judges</source>
        <translation>합성 심사자</translation>
    </message>
    <message>
        <source>The judges&apos; answers were simulated by RaterLab&apos;s demo generator (seed %1); the corpora and their human scores are real.</source>
        <translation>심사자의 답변은 RaterLab 데모 생성기(시드 %1)로 시뮬레이션되었습니다. 말뭉치와 인간 점수는 실제 데이터입니다.</translation>
    </message>
    <message>
        <source>Corpora: %1</source>
        <translation>말뭉치: %1</translation>
    </message>
    <message>
        <source>No hygiene report for this corpus: check its file to see what a quoting reader does to it.</source>
        <translation>이 말뭉치에는 위생 보고서가 없습니다. 파일을 검사하면 따옴표 처리 판독기가 어떻게 읽는지 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>%1: %2 records; %3 field(s) begin with a quote; a quoting reader (%4) reads %5 records, corrupts %6 and swallows %7 row(s); %8 empty and %9 over-long sentence(s); %10 duplicate pair(s) with different scores.</source>
        <translation>%1: 레코드 %2개, 따옴표로 시작하는 필드 %3개. 따옴표 처리 판독기(%4)는 레코드 %5개를 읽고 %6개를 손상시키며 %7개 행을 흡수합니다. 빈 문장 %8개, 지나치게 긴 문장 %9개, 점수가 다른 중복 쌍 %10개.</translation>
    </message>
    <message>
        <source>%1: %2 records; %3 empty and %4 over-long sentence(s); %5 duplicate pair(s) with different scores (no quoting hazard: %6).</source>
        <translation>%1: 레코드 %2개, 빈 문장 %3개, 지나치게 긴 문장 %4개, 점수가 다른 중복 쌍 %5개 (따옴표 위험 없음: %6).</translation>
    </message>
    <message>
        <source>Click a point or a row to see a panel&apos;s members.</source>
        <translation>점이나 행을 클릭하면 패널 구성원을 볼 수 있습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Panel of %n judge(s): %1 — ρ = %2, r = %3, Σ input price %4 $/1M tokens, slowest member %5 s.</source>
        <translation>
            <numerusform>심사자 %n명 패널: %1 — ρ = %2, r = %3, Σ 입력 가격 %4 $/100만 토큰, 가장 느린 구성원 %5초.</numerusform>
        </translation>
    </message>
    <message>
        <source>Corpus:</source>
        <translation>말뭉치:</translation>
    </message>
    <message>
        <source>Prompt condition:</source>
        <translation>프롬프트 조건:</translation>
    </message>
    <message>
        <source>Aggregate:</source>
        <translation>집계:</translation>
    </message>
    <message>
        <source>Cheap judges only</source>
        <translation>저가 심사자만</translation>
    </message>
    <message>
        <source>Only panels whose every judge is free or costs at most the analysis&apos; threshold per million input tokens.</source>
        <translation>모든 심사자가 무료이거나 입력 100만 토큰당 분석 기준 가격 이하인 패널만 표시합니다.</translation>
    </message>
    <message>
        <source>Flagged items only</source>
        <translation>표시된 항목만</translation>
    </message>
    <message>
        <source>Corpus</source>
        <translation>말뭉치</translation>
    </message>
    <message>
        <source>Judges</source>
        <translation>심사자</translation>
    </message>
    <message>
        <source>Subsets</source>
        <translation>부분집합</translation>
    </message>
    <message>
        <source>Prompt conditions</source>
        <translation>프롬프트 조건</translation>
    </message>
    <message>
        <source>Strata</source>
        <translation>층</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>라운드</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>표 내보내기…</translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation>그림 내보내기…</translation>
    </message>
    <message>
        <source>Check a corpus file…</source>
        <translation>말뭉치 파일 검사…</translation>
    </message>
    <message>
        <source>the pinned panel (B; none pinned)</source>
        <translation>고정한 패널 (B; 고정된 패널 없음)</translation>
    </message>
    <message>
        <source>any</source>
        <translation>모두</translation>
    </message>
    <message>
        <source>the pinned panel B (%1)</source>
        <translation>고정한 패널 B (%1)</translation>
    </message>
    <message>
        <source>Select a panel (A) in the figure or the table first.</source>
        <translation>먼저 그림이나 표에서 패널(A)을 선택하세요.</translation>
    </message>
    <message>
        <source>No subset search for this corpus, condition and aggregate.</source>
        <translation>이 코퍼스, 조건, 집계에 대한 부분집합 탐색이 없습니다.</translation>
    </message>
    <message>
        <source>No single judge has a ρ on this table.</source>
        <translation>이 표에서 ρ가 있는 단일 판정자가 없습니다.</translation>
    </message>
    <message>
        <source>The comparison failed: %1</source>
        <translation>비교하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>A (%1) − B (%2): Δρ = %3, 95% CI [%4, %5], p = %6 (paired bootstrap over the same %7 items, B = %8, seed %9) — %10.</source>
        <translation>A (%1) − B (%2): Δρ = %3, 95% CI [%4, %5], p = %6 (같은 항목 %7개에 대한 대응 부트스트랩, B = %8, 시드 %9) — %10.</translation>
    </message>
    <message>
        <source>A is better: the CI excludes 0</source>
        <translation>A가 더 낫습니다: CI가 0을 포함하지 않음</translation>
    </message>
    <message>
        <source>B is better: the CI excludes 0</source>
        <translation>B가 더 낫습니다: CI가 0을 포함하지 않음</translation>
    </message>
    <message>
        <source>no clear difference: the CI includes 0</source>
        <translation>뚜렷한 차이 없음: CI가 0을 포함함</translation>
    </message>
    <message>
        <source>No judge answers yet: run the judges (Runs) or import their judgments.csv (File → Import…). The corpus page shows the items, their human scores and the import&apos;s hygiene report.</source>
        <translation>아직 판정자 답이 없습니다: 판정자를 실행하거나(실행) judgments.csv를 가져오세요(파일 → 가져오기…). 코퍼스 페이지에서 항목, 인간 점수, 가져오기 위생 보고서를 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>No judge answered on corpus %1 under the prompt condition %2.</source>
        <translation>코퍼스 %1에서 프롬프트 조건 %2로 답한 판정자가 없습니다.</translation>
    </message>
    <message>
        <source>No panels for this corpus, condition and aggregate: a table needs at least two judges (see the analysis notes).</source>
        <translation>이 코퍼스, 조건, 집계에는 패널이 없습니다: 표에 판정자가 두 명 이상 필요합니다 (분석 메모 참조).</translation>
    </message>
    <message>
        <source>No prompt condition to compare on corpus %1: Δρ needs a condition and its base (e.g. gold-plus-one and blind).</source>
        <translation>코퍼스 %1에서 비교할 프롬프트 조건이 없습니다: Δρ에는 조건과 그 기준이 필요합니다 (예: gold-plus-one과 blind).</translation>
    </message>
    <message>
        <source>No strata for this corpus and condition.</source>
        <translation>이 코퍼스와 조건에는 층이 없습니다.</translation>
    </message>
    <message>
        <source>No judge answered an item with a human score on corpus %1.</source>
        <translation>코퍼스 %1에서 인간 점수가 있는 항목에 답한 판정자가 없습니다.</translation>
    </message>
    <message>
        <source>No deliberation rounds on corpus %1: the judges answered once.</source>
        <translation>코퍼스 %1에는 숙의 라운드가 없습니다: 판정자가 한 번만 답했습니다.</translation>
    </message>
    <message>
        <source>Click an item to read it whole.</source>
        <translation>항목을 클릭하면 전체를 읽을 수 있습니다.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — human score %2, rater SD %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 인간 점수 %2, 평가자 SD %3</translation>
    </message>
    <message>
        <source>Sentence 1: %1</source>
        <translation>문장 1: %1</translation>
    </message>
    <message>
        <source>Sentence 2: %1</source>
        <translation>문장 2: %1</translation>
    </message>
    <message>
        <source>Hygiene: %1</source>
        <translation>위생: %1</translation>
    </message>
    <message>
        <source>As a quoting reader reads it: %1</source>
        <translation>따옴표 처리 리더가 읽은 내용: %1</translation>
    </message>
    <message>
        <source>Price cap:</source>
        <translation>가격 상한:</translation>
    </message>
    <message>
        <source>Only panels whose judges&apos; input prices add up to at most this many US dollars per million input tokens (free judges count 0; a judge without a price puts its panels over any cap).</source>
        <translation>판정자 입력 가격의 합이 입력 토큰 100만 개당 이 금액(미국 달러) 이하인 패널만 (무료 판정자는 0; 가격이 없는 판정자가 있는 패널은 어떤 상한도 넘음).</translation>
    </message>
    <message>
        <source> $ / 1M input tokens</source>
        <translation> $ / 입력 토큰 100만 개</translation>
    </message>
    <message>
        <source>Panel size:</source>
        <translation>패널 크기:</translation>
    </message>
    <message>
        <source>Compare the selected panel (A) with:</source>
        <translation>선택한 패널(A)과 비교:</translation>
    </message>
    <message>
        <source>the best single judge</source>
        <translation>최고의 단일 판정자</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <source>ρ(A) − ρ(B) on this corpus and condition with a 95% paired bootstrap interval: both panels are scored on the same resampled items.</source>
        <translation>이 코퍼스와 조건에서 ρ(A) − ρ(B)와 95% 대응 부트스트랩 구간: 두 패널을 같은 재표본 항목으로 평가합니다.</translation>
    </message>
    <message>
        <source>Pin as B</source>
        <translation>B로 고정</translation>
    </message>
    <message>
        <source>Keep the selected panel as B, then select another panel as A and compare.</source>
        <translation>선택한 패널을 B로 고정한 뒤 다른 패널을 A로 선택해 비교하세요.</translation>
    </message>
    <message>
        <source>Bias</source>
        <translation>편향</translation>
    </message>
    <message>
        <source>No cost recorded: the journal holds no priced answer of any judge under this condition (imported or synthetic answers). Cap on the price per 1M input tokens instead, or run the judges.</source>
        <translation>기록된 비용 없음: 저널에 이 조건에서 어느 심사자의 가격이 매겨진 답변도 없습니다(가져온 답변 또는 합성 답변). 대신 입력 토큰 100만 개당 가격으로 상한을 두거나 심사자를 실행하세요.</translation>
    </message>
    <message>
        <source>No cost recorded for %1: a panel with any of them is over every cap (not counted as free).</source>
        <translation>%1의 비용이 기록되지 않았습니다. 이들 중 하나라도 들어간 패널은 모든 상한을 넘습니다(무료로 치지 않음).</translation>
    </message>
    <message>
        <source>Only panels whose judges&apos; input prices add up to at most this many US dollars per million input tokens, or whose judges cost at most this much per 1,000 items as the journal recorded it (free judges count 0; a judge without a price or a recorded cost puts its panels over any cap).</source>
        <translation>심사자 입력 가격의 합이 입력 토큰 100만 개당 이 금액(US$) 이하인 패널, 또는 저널에 기록된 항목 1,000개당 비용이 이 금액 이하인 패널만 표시합니다(무료 심사자는 0으로 계산하며, 가격이나 기록된 비용이 없는 심사자가 들어간 패널은 어떤 상한도 넘습니다).</translation>
    </message>
    <message>
        <source>$ / 1M input tokens</source>
        <translation>$ / 입력 토큰 100만 개</translation>
    </message>
    <message>
        <source>$ / 1,000 items (journal)</source>
        <translation>$ / 항목 1,000개 (저널)</translation>
    </message>
    <message>
        <source>Per 1,000 items: what the journal recorded for each judge under this condition (the recorded cost, or the tokens used at the judge&apos;s prices), over the items it answered.</source>
        <translation>항목 1,000개당: 이 조건에서 각 심사자에 대해 저널이 기록한 비용(기록된 비용, 또는 사용한 토큰에 심사자 가격을 곱한 값)을 답변한 항목 수로 나눈 값입니다.</translation>
    </message>
    <message>
        <source>Cost per 1,000 items as the journal recorded it: %1 $.</source>
        <translation>저널에 기록된 항목 1,000개당 비용: %1 $.</translation>
    </message>
</context>
<context>
    <name>RoundsFigure</name>
    <message>
        <source>%1 · deliberation rounds</source>
        <translation>%1 · 숙의 라운드</translation>
    </message>
    <message>
        <source>No deliberation rounds on this corpus: run the panel with rounds (Runs → Run jury panel…, or raterlab-cli jury run --rounds 3).</source>
        <translation>이 코퍼스에는 숙의 라운드가 없습니다: 라운드를 지정해 패널을 실행하세요 (실행 → 배심원 패널 실행…, 또는 raterlab-cli jury run --rounds 3).</translation>
    </message>
    <message>
        <source>Mean SD across judges</source>
        <translation>심사자 간 평균 SD</translation>
    </message>
    <message>
        <source>Unanimous items</source>
        <translation>만장일치 항목</translation>
    </message>
    <message>
        <source>Changes closer to the human score</source>
        <translation>사람 점수에 가까워진 변경</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>라운드</translation>
    </message>
    <message>
        <source>No deliberation rounds on this corpus: run the panel with rounds (on the Runs page, Run jury panel).</source>
        <translation>이 코퍼스에는 숙의 라운드가 없습니다: 라운드를 지정해 패널을 실행하세요 (실행 페이지의 배심원 패널 실행).</translation>
    </message>
</context>
<context>
    <name>UserGuide</name>
    <message>
        <source>RaterLab user guide</source>
        <translation>RaterLab 사용자 안내서</translation>
    </message>
</context>
<context>
    <name>rl::widgets::FigureCanvas</name>
    <message>
        <source>Copy image</source>
        <translation>이미지 복사</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>내보내기…</translation>
    </message>
    <message>
        <source>Reset view</source>
        <translation>보기 초기화</translation>
    </message>
    <message>
        <source>Wheel: zoom. Drag: pan. Double click: reset the view. Right click: copy or export the figure.</source>
        <translation>휠: 확대/축소. 끌기: 이동. 두 번 클릭: 보기 초기화. 오른쪽 클릭: 그림 복사 또는 내보내기.</translation>
    </message>
</context>
<context>
    <name>StRunner</name>
    <message>
        <source>Reading the stories</source>
        <translation>이야기를 읽는 중</translation>
    </message>
    <message>
        <source>Reading the extractions</source>
        <translation>추출 결과를 읽는 중</translation>
    </message>
    <message>
        <source>Testing the contingency tables</source>
        <translation>분할표를 검정하는 중</translation>
    </message>
    <message>
        <source>Aligning the harm ratings</source>
        <translation>해악 평정을 비교하는 중</translation>
    </message>
</context>
<context>
    <name>StTables</name>
    <message>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <source>all</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>속성</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <source>Promptable</source>
        <translation>프롬프트 가능</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>그룹</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>시나리오</translation>
    </message>
    <message>
        <source>total</source>
        <translation>합계</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>프롬프트 수</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>a</source>
        <translation>a</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>b</source>
        <translation>b</translation>
    </message>
    <message>
        <source>Lift</source>
        <translation>리프트</translation>
    </message>
    <message>
        <source>q (BY)</source>
        <translation>q (BY)</translation>
    </message>
    <message>
        <source>p (one-sided)</source>
        <translation>p (단측)</translation>
    </message>
    <message>
        <source>n_ab</source>
        <translation>n_ab</translation>
    </message>
    <message>
        <source>n_a</source>
        <translation>n_a</translation>
    </message>
    <message>
        <source>n_b</source>
        <translation>n_b</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>%1 \ %2</source>
        <translation>%1 \ %2</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>합계</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>이야기</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>모델 수</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>언어 수</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>표 수</translation>
    </message>
    <message>
        <source>≥ half of the models</source>
        <translation>모델의 절반 이상</translation>
    </message>
    <message>
        <source>≤ 2 languages</source>
        <translation>2개 이하 언어</translation>
    </message>
    <message>
        <source>n (human)</source>
        <translation>n (사람)</translation>
    </message>
    <message>
        <source>n (model)</source>
        <translation>n (모델)</translation>
    </message>
    <message>
        <source>Human mean</source>
        <translation>사람 평균</translation>
    </message>
    <message>
        <source>Model mean</source>
        <translation>모델 평균</translation>
    </message>
    <message>
        <source>Model − human</source>
        <translation>모델 − 사람</translation>
    </message>
    <message>
        <source>Human share of 5</source>
        <translation>사람의 5 비율</translation>
    </message>
    <message>
        <source>Model share of 5</source>
        <translation>모델의 5 비율</translation>
    </message>
    <message>
        <source>attribute B</source>
        <translation>속성 B</translation>
    </message>
    <message>
        <source>base attribute A</source>
        <translation>기준 속성 A</translation>
    </message>
    <message>
        <source>Grouped by</source>
        <translation>묶음 기준</translation>
    </message>
    <message>
        <source>Associations</source>
        <translation>연관 수</translation>
    </message>
    <message>
        <source>Rated by both</source>
        <translation>양쪽 모두 평정</translation>
    </message>
    <message>
        <source>Mean model − human</source>
        <translation>평균 모델 − 사람</translation>
    </message>
    <message>
        <source>table not kept</source>
        <translation>유지되지 않은 표</translation>
    </message>
    <message>
        <source>value dropped</source>
        <translation>제외된 값</translation>
    </message>
    <message>
        <source>Reported</source>
        <translation>보고됨</translation>
    </message>
    <message>
        <source>people</source>
        <translation>사람</translation>
    </message>
    <message>
        <source>Rater</source>
        <translation>평가자</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>평가 수</translation>
    </message>
    <message>
        <source>Mean harm</source>
        <translation>평균 해악</translation>
    </message>
</context>
<context>
    <name>StFigure</name>
    <message>
        <source>all languages</source>
        <translation>모든 언어</translation>
    </message>
    <message>
        <source>Reported associations per model and language (q_BY &lt; %1, lift ≥ %2; B = %3)</source>
        <translation>모델·언어별 보고된 연관 (q_BY &lt; %1, 리프트 ≥ %2; B = %3)</translation>
    </message>
    <message>
        <source>Harm: human vs model mean per association (Spearman ρ = %1, n = %2)</source>
        <translation>해악: 연관별 사람 대 모델 평균 (Spearman ρ = %1, n = %2)</translation>
    </message>
    <message>
        <source>Harm: human vs model mean per association (n = %1)</source>
        <translation>해악: 연관별 사람 대 모델 평균 (n = %1)</translation>
    </message>
    <message>
        <source>Human mean harm</source>
        <translation>사람 평균 해악</translation>
    </message>
    <message>
        <source>Model mean harm</source>
        <translation>모델 평균 해악</translation>
    </message>
    <message>
        <source>Mean model − human, per attribute</source>
        <translation>속성별 평균 모델 − 사람</translation>
    </message>
    <message>
        <source>synthetic demo</source>
        <translation>합성 데모</translation>
    </message>
    <message>
        <source>%1
Model: %2
Human mean harm: %3
LLM mean harm: %4</source>
        <translation>%1
모델: %2
사람 평균 해악: %3
LLM 평균 해악: %4</translation>
    </message>
</context>
<context>
    <name>rl::widgets::stereotales::StWorkspace</name>
    <message>
        <source>any</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>No StereoTales analysis yet.</source>
        <translation>아직 StereoTales 분석이 없습니다.</translation>
    </message>
    <message>
        <source>%1 stories of %2 model(s) in %3 language(s); %4 tables tested (%5 skipped, %6 exact, %7 Monte Carlo with B = %8, seed %9), %10 kept, %11 reported associations.</source>
        <translation>모델 %2개, 언어 %3개의 이야기 %1편; 검정한 표 %4개 (건너뜀 %5, 정확 검정 %6, B = %8·시드 %9의 몬테카를로 %7), 유지 %10개, 보고된 연관 %11개.</translation>
    </message>
    <message>
        <source>%1 attributes, %2 values (%3 promptable), %4 scenarios in %5 group(s), %6 language(s) (%7): %8 prompts per language, %9 in total.</source>
        <translation>속성 %1개, 값 %2개 (프롬프트 가능 %3개), 그룹 %5개의 시나리오 %4개, 언어 %6개 (%7): 언어당 프롬프트 %8개, 모두 %9개.</translation>
    </message>
    <message>
        <source>This project has no prompt grid: the attributes and values are the ones its imported files name.</source>
        <translation>이 프로젝트에는 프롬프트 그리드가 없습니다: 속성과 값은 가져온 파일에 적힌 것입니다.</translation>
    </message>
    <message>
        <source>%1 associations reported at least once; %2 reported by at least half of the %3 models; %4 confined to at most 2 of the %5 languages.</source>
        <translation>한 번 이상 보고된 연관 %1개; 모델 %3개 중 절반 이상이 보고한 비율 %2; 언어 %5개 중 2개 이하에 국한된 비율 %4.</translation>
    </message>
    <message>
        <source>%1 associations reported at least once; %2 reported by at least half of the %3 models. Languages are only known when the analysis runs per model and language (Re-analyse).</source>
        <translation>한 번 이상 보고된 연관 %1개; 모델 %3개 중 절반 이상이 보고한 비율 %2. 언어별 분포는 모델 × 언어별로 분석할 때만 알 수 있습니다 (다시 분석).</translation>
    </message>
    <message>
        <source>%1 associations rated; %2 human and %3 model ratings (means %4 and %5; share of &quot;5&quot;: %6 and %7).</source>
        <translation>평정된 연관 %1개; 사람 평정 %2개, 모델 평정 %3개 (평균 %4, %5; &quot;5&quot;의 비율: %6, %7).</translation>
    </message>
    <message>
        <source>This project has no harm ratings: import harm.csv to compare human and model ratings.</source>
        <translation>이 프로젝트에는 해악 평정이 없습니다: 사람과 모델의 평정을 비교하려면 harm.csv를 가져오십시오.</translation>
    </message>
    <message>
        <source>Select a reported association to see its contingency table and its stories.</source>
        <translation>보고된 연관을 선택하면 분할표와 이야기를 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>all languages</source>
        <translation>모든 언어</translation>
    </message>
    <message>
        <source>%1, %2: %3=%4 → %5=%6 — lift %7, q (BY) %8; n_ab = %9 of n_a = %10 (%11 stories listed). The table&apos;s Fisher p = %12, Cramér&apos;s V = %13.</source>
        <translation>%1, %2: %3=%4 → %5=%6 — 리프트 %7, q (BY) %8; n_a = %10 중 n_ab = %9 (이야기 %11편 표시). 표의 Fisher p = %12, Cramér의 V = %13.</translation>
    </message>
    <message>
        <source>Tables per:</source>
        <translation>표 단위:</translation>
    </message>
    <message>
        <source>model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>model × language</source>
        <translation>모델 × 언어</translation>
    </message>
    <message>
        <source>Re-analyse</source>
        <translation>다시 분석</translation>
    </message>
    <message>
        <source>Run the association analysis again with the chosen grouping (B = 500,000 Monte Carlo tables can take minutes on a large project).</source>
        <translation>선택한 묶음으로 연관 분석을 다시 실행합니다 (B = 500,000 몬테카를로 검정은 큰 프로젝트에서 몇 분 걸릴 수 있습니다).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Base attribute A:</source>
        <translation>기준 속성 A:</translation>
    </message>
    <message>
        <source>Attribute B:</source>
        <translation>속성 B:</translation>
    </message>
    <message>
        <source>Prompt grid</source>
        <translation>프롬프트 그리드</translation>
    </message>
    <message>
        <source>Associations</source>
        <translation>연관</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>확산</translation>
    </message>
    <message>
        <source>Harm alignment</source>
        <translation>해악 정렬</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>표 내보내기…</translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation>그림 내보내기…</translation>
    </message>
    <message>
        <source>&amp;Edit grid…</source>
        <translation>그리드 편집(&amp;E)…</translation>
    </message>
    <message>
        <source>Edit the values, scenarios and translations of the prompt grid, save them to the project or export them as a seed folder.</source>
        <translation>프롬프트 그리드의 값, 시나리오, 번역을 편집하고 프로젝트에 저장하거나 시드 폴더로 내보냅니다.</translation>
    </message>
    <message>
        <source>No stories yet: generate them on the Runs page, or import stories.csv and extractions.csv (File → Import…). The prompt grid is ready to edit.</source>
        <translation>아직 이야기가 없습니다: 실행 페이지에서 생성하거나 stories.csv와 extractions.csv를 가져오세요(파일 → 가져오기…). 프롬프트 그리드는 바로 편집할 수 있습니다.</translation>
    </message>
    <message>
        <source>No prompt grid: the attributes and values are the ones the imported files name.</source>
        <translation>프롬프트 그리드가 없습니다: 속성과 값은 가져온 파일에 적힌 것입니다.</translation>
    </message>
    <message>
        <source>No stories yet, so no associations to test. Generate stories on the Runs page (then extract their attributes) or import stories.csv and extractions.csv.</source>
        <translation>아직 이야기가 없어 검정할 연관이 없습니다. 실행 페이지에서 이야기를 생성하고 속성을 추출하거나, stories.csv와 extractions.csv를 가져오세요.</translation>
    </message>
    <message>
        <source>No harm ratings yet: rate the associations on the Runs page (harm rating) or import harm.csv.</source>
        <translation>아직 해악 평가가 없습니다: 실행 페이지에서 연관을 평가하거나(해악 평가) harm.csv를 가져오세요.</translation>
    </message>
    <message>
        <source>Model: %1  ✕</source>
        <translation>모델: %1  ✕</translation>
    </message>
    <message>
        <source>Model: %1, %2  ✕</source>
        <translation>모델: %1, %2  ✕</translation>
    </message>
    <message>
        <source>The cells of this model only (a click on the heatmap). Click to show every model.</source>
        <translation>이 모델의 셀만 표시 중 (히트맵 클릭). 클릭하면 모든 모델을 표시합니다.</translation>
    </message>
    <message>
        <source>%1, %2: %3=%4 → %5=%6 — lift %7, q (BY): %8; n_ab = %9 of n_a = %10 (%11 stories listed). The table&apos;s Fisher p: %12, Cramér&apos;s V = %13. Click a cell of the contingency table to list its stories.</source>
        <translation>%1, %2: %3=%4 → %5=%6 — 리프트 %7, q (BY): %8; n_a = %10 중 n_ab = %9 (이야기 %11개 표시). 표의 Fisher p: %12, Cramér의 V = %13. 분할표의 셀을 클릭하면 그 이야기를 보여 줍니다.</translation>
    </message>
    <message>
        <source>No stories in this cell.</source>
        <translation>이 셀에는 이야기가 없습니다.</translation>
    </message>
    <message>
        <source>Select a story to read it whole.</source>
        <translation>이야기를 선택하면 전체를 읽을 수 있습니다.</translation>
    </message>
    <message>
        <source>%1, %2: the cell %3=%4 and %5=%6 of the contingency table — %7 stories (%8 listed).</source>
        <translation>%1, %2: 분할표의 셀 %3=%4, %5=%6 — 이야기 %7개 (%8개 표시).</translation>
    </message>
    <message>
        <source>The story could not be read: %1</source>
        <translation>이야기를 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Model %1, language %2; prompted on %3 = %4%5.</source>
        <translation>모델 %1, 언어 %2; 프롬프트 %3 = %4%5.</translation>
    </message>
    <message>
        <source>; the refusal check found a refusal</source>
        <translation>; 거부 검사에서 거부가 확인됨</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>프롬프트</translation>
    </message>
    <message>
        <source>(no prompt text: imported without a grid)</source>
        <translation>(프롬프트 텍스트 없음: 그리드 없이 가져옴)</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>이야기</translation>
    </message>
    <message>
        <source>Extracted attributes</source>
        <translation>추출된 속성</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>속성</translation>
    </message>
    <message>
        <source>Ensemble</source>
        <translation>앙상블</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
</context>
<context>
    <name>rl::widgets::StereoTalesPage</name>
    <message>
        <source>StereoTales study</source>
        <translation>StereoTales 연구</translation>
    </message>
    <message>
        <source>A prompt grid from a seed folder (attributes/, scenarios/ and prompts_template/, one file per language), and the stories, extractions and harm ratings made from it, if you have them.</source>
        <translation>시드 폴더(attributes/, scenarios/, prompts_template/, 언어마다 파일 하나)에서 읽는 프롬프트 그리드와, 있다면 그로부터 만든 이야기·추출·유해성 평정.</translation>
    </message>
    <message>
        <source>With a prompt &amp;grid (a seed folder)</source>
        <translation>프롬프트 그리드와 함께(시드 폴더)(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Without a grid: the attributes and values are the ones the stories and extractions name</source>
        <translation>그리드 없이: 속성과 값은 이야기·추출 파일이 나열한 것(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Seed folder:</source>
        <translation>시드 폴더(&amp;S):</translation>
    </message>
    <message>
        <source>The StereoTales seed folder</source>
        <translation>StereoTales 시드 폴더</translation>
    </message>
    <message>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>줄</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>열</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>이유</translation>
    </message>
    <message>
        <source>Double-click an error to see its line.</source>
        <translation>오류를 두 번 클릭하면 해당 줄을 봅니다.</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.csv.gz *.tsv);;All files (*)</source>
        <translation>CSV 파일 (*.csv *.csv.gz *.tsv);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>S&amp;tories (stories.csv, optional with a grid):</source>
        <translation>이야기(stories.csv, 그리드가 있으면 선택)(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Extractions (extractions.csv, optional):</source>
        <translation>추출(extractions.csv, 선택)(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Harm ratings (harm.csv, optional):</source>
        <translation>유해성 평정(harm.csv, 선택)(&amp;H):</translation>
    </message>
    <message>
        <source>Reading the seed folder…</source>
        <translation>시드 폴더를 읽는 중…</translation>
    </message>
    <message>
        <source>The seed folder cannot be imported as it is: correct the files named below and choose the folder again. Nothing has been written.</source>
        <translation>이 시드 폴더는 그대로 가져올 수 없습니다. 아래에 나온 파일을 고친 뒤 폴더를 다시 선택하세요. 아무것도 기록되지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 attribute(s), %2 value(s) (%3 promptable), %4 scenario(s) in %5 group(s), %6 language(s) (%7): %8 prompts per language, %9 in all.</source>
        <translation>속성 %1개, 값 %2개(프롬프트 가능 %3개), 시나리오 %4개(그룹 %5개), 언어 %6개(%7): 언어당 프롬프트 %8개, 전체 %9개.</translation>
    </message>
</context>
<context>
    <name>rl::models::stereotales::GridValueModel</name>
    <message>
        <source>Attribute</source>
        <translation>속성</translation>
    </message>
    <message>
        <source>Value (key, English)</source>
        <translation>값(키, 영어)</translation>
    </message>
    <message>
        <source>Promptable</source>
        <translation>프롬프트 가능</translation>
    </message>
    <message>
        <source>Template choice (English)</source>
        <translation>템플릿 선택지(영어)</translation>
    </message>
    <message>
        <source>Value (%1)</source>
        <translation>값(%1)</translation>
    </message>
    <message>
        <source>Template choice (%1)</source>
        <translation>템플릿 선택지(%1)</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 이름 바꾸기</translation>
    </message>
    <message>
        <source>Make %1 promptable</source>
        <translation>%1을(를) 프롬프트 가능으로</translation>
    </message>
    <message>
        <source>Make %1 not promptable</source>
        <translation>%1을(를) 프롬프트 불가로</translation>
    </message>
    <message>
        <source>Edit the template choice of %1</source>
        <translation>%1의 템플릿 선택지 편집</translation>
    </message>
    <message>
        <source>Translate %1</source>
        <translation>%1 번역</translation>
    </message>
</context>
<context>
    <name>rl::models::stereotales::GridScenarioModel</name>
    <message>
        <source>Group</source>
        <translation>그룹</translation>
    </message>
    <message>
        <source>Scenario (key, English)</source>
        <translation>시나리오(키, 영어)</translation>
    </message>
    <message>
        <source>Scenario (%1)</source>
        <translation>시나리오(%1)</translation>
    </message>
    <message>
        <source>Rename the scenario %1</source>
        <translation>시나리오 %1 이름 바꾸기</translation>
    </message>
    <message>
        <source>Translate the scenario %1</source>
        <translation>시나리오 %1 번역</translation>
    </message>
</context>
<context>
    <name>rl::widgets::stereotales::GridEditorDialog</name>
    <message>
        <source>Edit the template (en)</source>
        <translation>템플릿 편집(en)</translation>
    </message>
    <message>
        <source>Edit the template (%1)</source>
        <translation>템플릿 편집(%1)</translation>
    </message>
    <message>
        <source>Saved: %1 prompt(s) added, %2 removed, %3 kept.</source>
        <translation>저장했습니다: 프롬프트 %1개 추가, %2개 삭제, %3개 유지.</translation>
    </message>
    <message>
        <source>Nothing was saved: %1</source>
        <translation>아무것도 저장하지 않았습니다: %1</translation>
    </message>
    <message>
        <source>Edit the prompt grid</source>
        <translation>프롬프트 그리드 편집</translation>
    </message>
    <message>
        <source>&amp;Translation shown beside English:</source>
        <translation>영어 옆에 보일 번역(&amp;T):</translation>
    </message>
    <message>
        <source>Add &amp;value</source>
        <translation>값 추가(&amp;V)</translation>
    </message>
    <message>
        <source>A new value of the selected row&apos;s attribute, not promptable, with the same text in every language.</source>
        <translation>선택한 행의 속성에 새 값을 추가합니다. 프롬프트 불가로 시작하며 모든 언어에 같은 글이 들어갑니다.</translation>
    </message>
    <message>
        <source>Remove va&amp;lue</source>
        <translation>값 삭제(&amp;L)</translation>
    </message>
    <message>
        <source>Add &amp;scenario</source>
        <translation>시나리오 추가(&amp;S)</translation>
    </message>
    <message>
        <source>A new scenario in the selected row&apos;s group, with the same text in every language.</source>
        <translation>선택한 행의 그룹에 새 시나리오를 추가합니다. 모든 언어에 같은 글이 들어갑니다.</translation>
    </message>
    <message>
        <source>Remove sc&amp;enario</source>
        <translation>시나리오 삭제(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Save to the project</source>
        <translation>프로젝트에 저장(&amp;S)</translation>
    </message>
    <message>
        <source>E&amp;xport grid…</source>
        <translation>그리드 내보내기(&amp;X)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Scenario template (en):</source>
        <translation>시나리오 템플릿(en):</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 Prompts per language: %2.</source>
        <translation>%1 언어별 프롬프트: %2.</translation>
    </message>
    <message>
        <source>This grid cannot be saved yet: %1</source>
        <translation>이 그리드는 아직 저장할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Scenario template (%1):</source>
        <translation>시나리오 템플릿(%1):</translation>
    </message>
    <message>
        <source>new value</source>
        <translation>새 값</translation>
    </message>
    <message>
        <source>Add a value to %1</source>
        <translation>%1에 값 추가</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 삭제</translation>
    </message>
    <message>
        <source>new scenario</source>
        <translation>새 시나리오</translation>
    </message>
    <message>
        <source>Add a scenario to %1</source>
        <translation>%1에 시나리오 추가</translation>
    </message>
    <message>
        <source>Remove the scenario %1</source>
        <translation>시나리오 %1 삭제</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>저장하는 중…</translation>
    </message>
    <message>
        <source>Exported the grid to %1 (attributes/, scenarios/, prompts_template/).</source>
        <translation>그리드를 %1에 내보냈습니다(attributes/, scenarios/, prompts_template/).</translation>
    </message>
    <message>
        <source>The grid was not exported: %1</source>
        <translation>그리드를 내보내지 못했습니다: %1</translation>
    </message>
    <message>
        <source>Export the grid as a seed folder</source>
        <translation>그리드를 시드 폴더로 내보내기</translation>
    </message>
    <message>
        <source>The prompt grid has edits that are not saved in the project.</source>
        <translation>프롬프트 그리드에 프로젝트에 저장되지 않은 편집이 있습니다.</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>닫기 전에 저장할까요?</translation>
    </message>
</context>
<context>
    <name>rl::models::MetricDefinitions</name>
    <message>
        <source>Accuracy: share of items whose emotion answer equals the true label (invalid answers count as wrong), trace(C) / N.</source>
        <translation>정확도: 정서 응답이 실제 레이블과 같은 문항의 비율(무효 응답은 오답으로 셈), trace(C) / N.</translation>
    </message>
    <message>
        <source>Recall: share of the class&apos;s items labelled with it, tp / (tp + fn).</source>
        <translation>재현율: 그 범주의 문항 중 그 범주로 답한 비율, tp / (tp + fn).</translation>
    </message>
    <message>
        <source>Precision: share of the answers of this class that were right, tp / (tp + fp).</source>
        <translation>정밀도: 이 범주로 답한 응답 중 맞은 비율, tp / (tp + fp).</translation>
    </message>
    <message>
        <source>F1: harmonic mean of precision and recall, 2 · P · R / (P + R).</source>
        <translation>F1: 정밀도와 재현율의 조화평균, 2 · P · R / (P + R).</translation>
    </message>
    <message>
        <source>Macro-F1: unweighted mean over the classes of the per-class F1.</source>
        <translation>Macro-F1: 범주별 F1을 가중치 없이 평균한 값.</translation>
    </message>
    <message>
        <source>Cohen&apos;s κ: agreement of answer and true label beyond chance, (pₒ − pₑ) / (1 − pₑ) (Cohen, 1960).</source>
        <translation>Cohen κ: 우연을 넘어선 응답과 실제 레이블의 일치, (pₒ − pₑ) / (1 − pₑ) (Cohen, 1960).</translation>
    </message>
    <message>
        <source>Support: the number of items whose true label is this class.</source>
        <translation>지지도: 실제 레이블이 이 범주인 문항 수.</translation>
    </message>
    <message>
        <source>TP: items of this class the condition labelled with it (true positives).</source>
        <translation>TP: 이 범주의 문항 중 조건이 그 범주로 답한 문항 수(참 양성).</translation>
    </message>
    <message>
        <source>n: items with a true label and an answer of this condition (invalid answers included).</source>
        <translation>n: 실제 레이블이 있고 이 조건의 응답이 있는 문항 수(무효 응답 포함).</translation>
    </message>
    <message>
        <source>Coverage: n divided by the items with a true label.</source>
        <translation>포괄률: n을 실제 레이블이 있는 문항 수로 나눈 값.</translation>
    </message>
    <message>
        <source>Correct: items whose answer equals the true label.</source>
        <translation>정답 수: 응답이 실제 레이블과 같은 문항 수.</translation>
    </message>
    <message>
        <source>Invalid: answers outside the label set or not parseable; they count as wrong.</source>
        <translation>무효: 레이블 집합 밖이거나 해석할 수 없는 응답; 오답으로 셈.</translation>
    </message>
    <message>
        <source>Pearson r between the model&apos;s rating and the human mean rating of each item; 95% CI by Fisher&apos;s z.</source>
        <translation>각 문항의 모델 평정과 인간 평균 평정 사이의 Pearson r; 95% CI는 Fisher z.</translation>
    </message>
    <message>
        <source>Spearman ρ: Pearson r of the ranks (ties get their mean rank).</source>
        <translation>Spearman ρ: 순위의 Pearson r(동순위는 평균 순위).</translation>
    </message>
    <message>
        <source>Bland–Altman bias: mean of d over the items, d = human mean − model rating (Bland &amp; Altman, 1986).</source>
        <translation>Bland–Altman 편향: 문항에 걸친 d의 평균, d = 인간 평균 − 모델 평정 (Bland &amp; Altman, 1986).</translation>
    </message>
    <message>
        <source>SD(d): standard deviation of the differences d = human mean − model rating.</source>
        <translation>SD(d): 차이 d = 인간 평균 − 모델 평정의 표준편차.</translation>
    </message>
    <message>
        <source>Lower 95% limit of agreement: bias − 1.96 SD(d), d = human mean − model (Bland &amp; Altman, 1999).</source>
        <translation>95% 일치 한계 하한: 편향 − 1.96 SD(d), d = 인간 평균 − 모델 (Bland &amp; Altman, 1999).</translation>
    </message>
    <message>
        <source>Upper 95% limit of agreement: bias + 1.96 SD(d), d = human mean − model (Bland &amp; Altman, 1999).</source>
        <translation>95% 일치 한계 상한: 편향 + 1.96 SD(d), d = 인간 평균 − 모델 (Bland &amp; Altman, 1999).</translation>
    </message>
    <message>
        <source>p of the one-sample t-test of d against 0 (d = human mean − model rating).</source>
        <translation>d를 0과 비교한 단일표본 t 검정의 p (d = 인간 평균 − 모델 평정).</translation>
    </message>
    <message>
        <source>LoA width: 2 · 1.96 · SD(d), the span of the 95% limits of agreement.</source>
        <translation>LoA 폭: 2 · 1.96 · SD(d), 95% 일치 한계의 폭.</translation>
    </message>
    <message>
        <source>Human range: 2 · 1.96 · the mean human SD of the items, the width a calibrated model may not exceed.</source>
        <translation>인간 범위: 2 · 1.96 · 문항별 인간 SD의 평균, 보정된 모델이 넘지 말아야 할 폭.</translation>
    </message>
    <message>
        <source>Calibration: the affine correction y′ = a·y + b from the least-squares line of the human mean on the model&apos;s rating, offered when the error is a constant offset.</source>
        <translation>보정: 인간 평균을 모델 평정에 회귀한 최소제곱 직선에서 얻은 선형 보정 y′ = a·y + b; 오차가 일정한 치우침일 때 제안됨.</translation>
    </message>
    <message>
        <source>MAE: mean absolute difference |human mean − model rating|.</source>
        <translation>MAE: 평균 절대 차이 |인간 평균 − 모델 평정|.</translation>
    </message>
    <message>
        <source>Δα: interval Krippendorff α of the humans with the model added as one more rater, minus α of the humans alone (Krippendorff, 2011).</source>
        <translation>Δα: 모델을 평정자 한 명으로 더한 인간들의 구간 척도 Krippendorff α에서 인간만의 α를 뺀 값 (Krippendorff, 2011).</translation>
    </message>
    <message>
        <source>W1SD: share of items whose model rating lies within one human SD of the human mean.</source>
        <translation>W1SD: 모델 평정이 인간 평균의 인간 SD 1 이내에 드는 문항의 비율.</translation>
    </message>
    <message>
        <source>W1SD (human LOO): the same share for each human left out against the other humans, the baseline a model has to reach.</source>
        <translation>W1SD (인간 LOO): 인간 한 명씩을 빼고 나머지 인간과 비교한 같은 비율; 모델이 도달해야 할 기준.</translation>
    </message>
    <message>
        <source>n: items with a model rating and at least one human rating; every statistic of the block rests on them.</source>
        <translation>n: 모델 평정과 하나 이상의 인간 평정이 있는 문항 수; 이 묶음의 모든 통계가 이 문항에 기반함.</translation>
    </message>
    <message>
        <source>Coverage: n divided by the items of the group.</source>
        <translation>포괄률: n을 집단의 문항 수로 나눈 값.</translation>
    </message>
    <message>
        <source>Meets: the conditions meeting the cell (Δα ≥ 0 and W1SD ≥ the human LOO baseline; classification: recall ≥ r* and κ ≥ κ*).</source>
        <translation>충족: 셀을 충족하는 조건 (Δα ≥ 0 이고 W1SD ≥ 인간 LOO 기준; 분류: 재현율 ≥ r* 이고 κ ≥ κ*).</translation>
    </message>
    <message>
        <source>Alt-test winning rate ω: share of usable human raters the model beats (Calderon, Reichart &amp; Dror, 2025); passes at ω ≥ 0.5.</source>
        <translation>Alt-test 승률 ω: 모델이 이긴 사용 가능한 인간 평정자의 비율 (Calderon, Reichart &amp; Dror, 2025); ω ≥ 0.5면 통과.</translation>
    </message>
    <message>
        <source>n: the number of items (observations) the row&apos;s statistics rest on.</source>
        <translation>n: 행의 통계가 기반한 문항(관측) 수.</translation>
    </message>
    <message>
        <source>df: degrees of freedom of the test.</source>
        <translation>df: 검정의 자유도.</translation>
    </message>
    <message>
        <source>Residual df: N minus the parameters of the full model.</source>
        <translation>잔차 df: N에서 전체 모형의 모수 수를 뺀 값.</translation>
    </message>
    <message>
        <source>p: the test&apos;s p-value (two-sided unless stated).</source>
        <translation>p: 검정의 p값(따로 밝히지 않으면 양측).</translation>
    </message>
    <message>
        <source>q: Benjamini–Hochberg adjusted p within the family of tests (Benjamini &amp; Hochberg, 1995).</source>
        <translation>q: 검정 묶음 안에서 Benjamini–Hochberg로 보정한 p (Benjamini &amp; Hochberg, 1995).</translation>
    </message>
    <message>
        <source>F: the nested-model F statistic of the term.</source>
        <translation>F: 항의 중첩 모형 F 통계량.</translation>
    </message>
    <message>
        <source>η²: the term&apos;s sequential (type I) sum of squares divided by the total sum of squares.</source>
        <translation>η²: 항의 순차(제I형) 제곱합을 전체 제곱합으로 나눈 값.</translation>
    </message>
    <message>
        <source>χ²: likelihood-ratio statistic 2(ℓ₁ − ℓ₀) of the GLMM with the factor against the one without.</source>
        <translation>χ²: 요인이 있는 GLMM과 없는 GLMM의 우도비 통계량 2(ℓ₁ − ℓ₀).</translation>
    </message>
    <message>
        <source>Estimate: difference of the two race × gender cell means of the bias b = model − human (note: the opposite sign to Bland–Altman&apos;s d).</source>
        <translation>추정치: 편향 b = 모델 − 인간의 두 인종 × 성별 셀 평균의 차이 (Bland–Altman d와 부호가 반대).</translation>
    </message>
    <message>
        <source>SE: standard error of the estimate.</source>
        <translation>SE: 추정치의 표준오차.</translation>
    </message>
    <message>
        <source>t: estimate / SE.</source>
        <translation>t: 추정치 / SE.</translation>
    </message>
    <message>
        <source>p, Tukey-adjusted over the six race × gender cell means (studentized range).</source>
        <translation>p, 인종 × 성별 여섯 셀 평균에 대한 Tukey 보정 (스튜던트화 범위).</translation>
    </message>
    <message>
        <source>Items: the number of items with ratings.</source>
        <translation>문항: 평정이 있는 문항 수.</translation>
    </message>
    <message>
        <source>Ratings: the number of human ratings used.</source>
        <translation>평정: 사용한 인간 평정 수.</translation>
    </message>
    <message>
        <source>Krippendorff α with the nominal metric (Krippendorff, 2011).</source>
        <translation>명목 척도 Krippendorff α (Krippendorff, 2011).</translation>
    </message>
    <message>
        <source>Krippendorff α with the ordinal metric (Krippendorff, 2011).</source>
        <translation>서열 척도 Krippendorff α (Krippendorff, 2011).</translation>
    </message>
    <message>
        <source>Krippendorff α with the interval metric (Krippendorff, 2011).</source>
        <translation>구간 척도 Krippendorff α (Krippendorff, 2011).</translation>
    </message>
    <message>
        <source>Krippendorff α with the ratio metric (Krippendorff, 2011).</source>
        <translation>비율 척도 Krippendorff α (Krippendorff, 2011).</translation>
    </message>
    <message>
        <source>LOO pairs: (item, left-out human) pairs behind the W1SD baseline.</source>
        <translation>LOO 쌍: W1SD 기준에 쓰인 (문항, 제외된 인간) 쌍의 수.</translation>
    </message>
    <message>
        <source>Mean item SD: the mean over the items of the human ratings&apos; standard deviation.</source>
        <translation>문항 SD 평균: 문항별 인간 평정 표준편차의 평균.</translation>
    </message>
    <message>
        <source>Observations: the raw human ratings in the mixed model.</source>
        <translation>관측: 혼합 모형에 들어간 인간 평정 수.</translation>
    </message>
    <message>
        <source>σ²(rater): variance between raters in value ~ 1 + (1 | rater) + (1 | image), REML.</source>
        <translation>σ²(평정자): value ~ 1 + (1 | rater) + (1 | image) REML 모형의 평정자 간 분산.</translation>
    </message>
    <message>
        <source>σ²(image): variance between images in the crossed mixed model.</source>
        <translation>σ²(이미지): 교차 혼합 모형의 이미지 간 분산.</translation>
    </message>
    <message>
        <source>σ²(residual): the residual variance of the crossed mixed model.</source>
        <translation>σ²(잔차): 교차 혼합 모형의 잔차 분산.</translation>
    </message>
    <message>
        <source>Share of σ²(rater) in the total variance.</source>
        <translation>전체 분산 중 σ²(평정자)의 비율.</translation>
    </message>
    <message>
        <source>Share of σ²(image) in the total variance.</source>
        <translation>전체 분산 중 σ²(이미지)의 비율.</translation>
    </message>
    <message>
        <source>Share of σ²(residual) in the total variance.</source>
        <translation>전체 분산 중 σ²(잔차)의 비율.</translation>
    </message>
    <message>
        <source>σ²(rater) / σ²(image): how much more raters differ from each other than images do.</source>
        <translation>σ²(평정자) / σ²(이미지): 이미지보다 평정자끼리 얼마나 더 다른지.</translation>
    </message>
    <message>
        <source>ICC(A,1): absolute agreement of one rater, σ²(image) / (σ²(image) + σ²(rater) + σ²(residual)).</source>
        <translation>ICC(A,1): 평정자 한 명의 절대 일치, σ²(이미지) / (σ²(이미지) + σ²(평정자) + σ²(잔차)).</translation>
    </message>
    <message>
        <source>ICC(C,1): consistency of one rater, σ²(image) / (σ²(image) + σ²(residual)).</source>
        <translation>ICC(C,1): 평정자 한 명의 일관성, σ²(이미지) / (σ²(이미지) + σ²(잔차)).</translation>
    </message>
    <message>
        <source>REML criterion at the optimum (as lme4&apos;s REMLcrit).</source>
        <translation>최적점의 REML 기준값 (lme4의 REMLcrit).</translation>
    </message>
    <message>
        <source>Δ: the statistic of condition A minus that of condition B on the same items.</source>
        <translation>Δ: 같은 항목에서 조건 A의 통계량에서 조건 B의 통계량을 뺀 값.</translation>
    </message>
    <message>
        <source>Lower bound of the 95% confidence interval.</source>
        <translation>95% 신뢰구간의 하한.</translation>
    </message>
    <message>
        <source>Upper bound of the 95% confidence interval.</source>
        <translation>95% 신뢰구간의 상한.</translation>
    </message>
    <message>
        <source>Confidence interval of the difference: paired bootstrap percentile (t interval for the bias).</source>
        <translation>차이의 신뢰구간: 대응 부트스트랩 백분위 구간 (편향은 t 구간).</translation>
    </message>
    <message>
        <source>Test: Williams&apos; t for r, paired t for the bias, McNemar for accuracy, paired bootstrap otherwise.</source>
        <translation>검정: r은 Williams t, 편향은 대응 t, 정확도는 McNemar, 그 밖에는 대응 부트스트랩.</translation>
    </message>
    <message>
        <source>Test statistic: t (Williams, paired t), χ² (McNemar), or the bootstrap Δ.</source>
        <translation>검정 통계량: t (Williams, 대응 t), χ² (McNemar), 또는 부트스트랩 Δ.</translation>
    </message>
    <message>
        <source>BH q: Benjamini–Hochberg adjusted p over every comparison shown.</source>
        <translation>BH q: 표시된 모든 비교에 대한 Benjamini–Hochberg 보정 p.</translation>
    </message>
    <message>
        <source>Spearman ρ between the judge&apos;s (or panel&apos;s) scores and the human gold scores of the corpus.</source>
        <translation>판정자(또는 패널) 점수와 코퍼스의 인간 기준 점수 사이의 Spearman ρ.</translation>
    </message>
    <message>
        <source>Pearson r between the judge&apos;s (or panel&apos;s) scores and the human gold scores.</source>
        <translation>판정자(또는 패널) 점수와 인간 기준 점수 사이의 Pearson r.</translation>
    </message>
    <message>
        <source>n: corpus items scored by the judge (or by every judge of the panel).</source>
        <translation>n: 판정자(또는 패널의 모든 판정자)가 점수를 매긴 코퍼스 항목 수.</translation>
    </message>
    <message>
        <source>Price per million input tokens (US$), from the condition.</source>
        <translation>입력 토큰 백만 개당 가격(미국 달러), 조건에서 가져옴.</translation>
    </message>
    <message>
        <source>Price per million output tokens (US$), from the condition.</source>
        <translation>출력 토큰 백만 개당 가격(미국 달러), 조건에서 가져옴.</translation>
    </message>
    <message>
        <source>Median latency of one request, in seconds.</source>
        <translation>요청 한 건의 지연 시간 중앙값(초).</translation>
    </message>
    <message>
        <source>Deliberation round (1 = the independent first answers).</source>
        <translation>숙의 라운드 (1 = 독립적인 첫 응답).</translation>
    </message>
    <message>
        <source>Judges taking part in the round.</source>
        <translation>라운드에 참여한 판정자 수.</translation>
    </message>
    <message>
        <source>Corpus items in the round.</source>
        <translation>라운드의 코퍼스 항목 수.</translation>
    </message>
    <message>
        <source>Mean over the items of the judges&apos; score SD.</source>
        <translation>항목별 판정자 점수 SD의 평균.</translation>
    </message>
    <message>
        <source>Share of items on which every judge gave the same score.</source>
        <translation>모든 판정자가 같은 점수를 준 항목의 비율.</translation>
    </message>
    <message>
        <source>Share of answers changed since the previous round.</source>
        <translation>이전 라운드 이후 바뀐 응답의 비율.</translation>
    </message>
    <message>
        <source>Share of changed answers that moved toward the other judges&apos; mean.</source>
        <translation>바뀐 응답 중 다른 판정자 평균 쪽으로 움직인 비율.</translation>
    </message>
    <message>
        <source>Share of changed answers that moved closer to the human gold score.</source>
        <translation>바뀐 응답 중 인간 기준 점수에 가까워진 비율.</translation>
    </message>
    <message>
        <source>Share of changed answers that moved away from the human gold score.</source>
        <translation>바뀐 응답 중 인간 기준 점수에서 멀어진 비율.</translation>
    </message>
    <message>
        <source>Mean score of the judges in the round.</source>
        <translation>라운드에서 판정자 점수의 평균.</translation>
    </message>
    <message>
        <source>Stratum number (1 = the lowest values of the predictor).</source>
        <translation>층 번호 (1 = 예측변수의 가장 낮은 값).</translation>
    </message>
    <message>
        <source>Lower bound of the stratum&apos;s predictor values.</source>
        <translation>층의 예측변수 값 하한.</translation>
    </message>
    <message>
        <source>Upper bound of the stratum&apos;s predictor values.</source>
        <translation>층의 예측변수 값 상한.</translation>
    </message>
    <message>
        <source>Δρ: ρ of the judge or panel minus ρ of the reference it is compared against; paired bootstrap CI and p.</source>
        <translation>Δρ: 판정자 또는 패널의 ρ에서 비교 기준의 ρ를 뺀 값; 대응 부트스트랩 CI와 p.</translation>
    </message>
    <message>
        <source>Size: the number of judges in the subset.</source>
        <translation>크기: 부분집합의 판정자 수.</translation>
    </message>
    <message>
        <source>Σ input price of the subset&apos;s judges, US$ per million tokens.</source>
        <translation>부분집합 판정자들의 입력 가격 합, 백만 토큰당 미국 달러.</translation>
    </message>
    <message>
        <source>Σ output price of the subset&apos;s judges, US$ per million tokens.</source>
        <translation>부분집합 판정자들의 출력 가격 합, 백만 토큰당 미국 달러.</translation>
    </message>
    <message>
        <source>Judges with a non-zero price.</source>
        <translation>가격이 0이 아닌 판정자 수.</translation>
    </message>
    <message>
        <source>Median latency of the subset&apos;s slowest judge, in seconds (the panel waits for it).</source>
        <translation>부분집합에서 가장 느린 판정자의 지연 시간 중앙값(초; 패널은 그를 기다림).</translation>
    </message>
    <message>
        <source>The subset&apos;s ρ is above the best single judge&apos;s ρ.</source>
        <translation>부분집합의 ρ가 가장 좋은 단일 판정자의 ρ보다 높음.</translation>
    </message>
    <message>
        <source>The subset&apos;s ρ is above that of its own best member.</source>
        <translation>부분집합의 ρ가 그 구성원 중 가장 좋은 판정자의 ρ보다 높음.</translation>
    </message>
    <message>
        <source>Lift: (n_ab / n_a) / (n_b / N), how much more often value b comes with a than overall.</source>
        <translation>향상도: (n_ab / n_a) / (n_b / N), b가 a와 함께 나오는 빈도가 전체보다 몇 배인지.</translation>
    </message>
    <message>
        <source>q: Benjamini–Yekutieli adjusted p across the cells of the table.</source>
        <translation>q: 표의 셀들에 걸쳐 Benjamini–Yekutieli로 보정한 p.</translation>
    </message>
    <message>
        <source>p: one-sided Fisher exact test that b comes with a more often than by chance.</source>
        <translation>p: b가 우연보다 a와 더 자주 함께 나온다는 단측 Fisher 정확 검정.</translation>
    </message>
    <message>
        <source>n_ab: stories with value a of A and value b of B.</source>
        <translation>n_ab: A의 값 a와 B의 값 b를 함께 가진 이야기 수.</translation>
    </message>
    <message>
        <source>n_a: stories with value a of A.</source>
        <translation>n_a: A의 값 a를 가진 이야기 수.</translation>
    </message>
    <message>
        <source>n_b: stories with value b of B.</source>
        <translation>n_b: B의 값 b를 가진 이야기 수.</translation>
    </message>
    <message>
        <source>N: stories in the table.</source>
        <translation>N: 표에 든 이야기 수.</translation>
    </message>
    <message>
        <source>Prompts: promptable values × scenarios.</source>
        <translation>프롬프트: 프롬프트 가능한 값 × 시나리오.</translation>
    </message>
    <message>
        <source>Models in which the association is reported.</source>
        <translation>연관이 보고된 모델 수.</translation>
    </message>
    <message>
        <source>Languages in which the association is reported.</source>
        <translation>연관이 보고된 언어 수.</translation>
    </message>
    <message>
        <source>Tested tables in which the association is reported.</source>
        <translation>연관이 보고된 검정 표의 수.</translation>
    </message>
    <message>
        <source>n (human): harm ratings by people.</source>
        <translation>n (인간): 사람이 매긴 해악 평정 수.</translation>
    </message>
    <message>
        <source>n (model): harm ratings by models.</source>
        <translation>n (모델): 모델이 매긴 해악 평정 수.</translation>
    </message>
    <message>
        <source>Mean harm rating by people (1–5).</source>
        <translation>사람의 해악 평정 평균 (1–5).</translation>
    </message>
    <message>
        <source>Mean harm rating by models (1–5).</source>
        <translation>모델의 해악 평정 평균 (1–5).</translation>
    </message>
    <message>
        <source>Model − human: model mean minus human mean (positive: the models rate it more harmful).</source>
        <translation>모델 − 인간: 모델 평균에서 인간 평균을 뺀 값 (양수: 모델이 더 해롭다고 평정).</translation>
    </message>
    <message>
        <source>Share of people&apos;s ratings at 5 (most harmful).</source>
        <translation>사람 평정 중 5(가장 해로움)의 비율.</translation>
    </message>
    <message>
        <source>Share of the models&apos; ratings at 5 (most harmful).</source>
        <translation>모델 평정 중 5(가장 해로움)의 비율.</translation>
    </message>
    <message>
        <source>Associations of the attribute rated by both people and models.</source>
        <translation>사람과 모델 모두가 평정한 이 속성의 연관 수.</translation>
    </message>
    <message>
        <source>Associations rated by both people and models.</source>
        <translation>사람과 모델 모두가 평정한 연관 수.</translation>
    </message>
    <message>
        <source>Associations reported for the model in this language&apos;s tables (all: the pooled tables).</source>
        <translation>이 언어의 표에서 모델에 대해 보고된 연관 수 (전체: 합친 표).</translation>
    </message>
    <message>
        <source>Stories with the row&apos;s value of A and this value of B.</source>
        <translation>행의 A 값과 이 B 값을 가진 이야기 수.</translation>
    </message>
    <message>
        <source>Stories with the row&apos;s value of A.</source>
        <translation>행의 A 값을 가진 이야기 수.</translation>
    </message>
    <message>
        <source>Items of the row&apos;s true emotion that the condition labelled %1.</source>
        <translation>행의 실제 정서 문항 중 조건이 %1(으)로 답한 문항 수.</translation>
    </message>
    <message>
        <source>Verdict: replaceable when at least the required number of conditions meet the cell, partial when fewer do, needs calibration when none does but one errs by a constant offset, not replaceable otherwise.</source>
        <translation>판정: 셀을 충족하는 조건이 요구 수 이상이면 대체 가능, 그보다 적으면 부분적, 하나도 없지만 한 조건의 오차가 일정한 치우침이면 보정 필요, 그 밖에는 대체 불가.</translation>
    </message>
    <message>
        <source>Human score: the corpus&apos; gold similarity score of the pair, on the corpus&apos; own scale.</source>
        <translation>인간 점수: 코퍼스가 준 쌍의 기준 유사도 점수 (코퍼스 자체 척도).</translation>
    </message>
    <message>
        <source>Rater SD: standard deviation of the annotators&apos; scores of the pair, where the corpus gives them.</source>
        <translation>평정자 SD: 코퍼스가 제공하는 경우, 쌍에 대한 주석자 점수의 표준편차.</translation>
    </message>
    <message>
        <source>Hygiene: what can go wrong with the row — a quoting reader corrupts or swallows it, an empty or over-long sentence, a duplicate pair with another score.</source>
        <translation>위생: 행에 생길 수 있는 문제 — 따옴표를 해석하는 판독기가 손상하거나 삼키는 행, 빈 문장이나 지나치게 긴 문장, 점수가 다른 중복 쌍.</translation>
    </message>
    <message>
        <source>95% percentile bootstrap interval of Δα over the items (seeded resampling).</source>
        <translation>문항에 대한 Δα의 95% 백분위 부트스트랩 구간 (시드 고정 재표집).</translation>
    </message>
    <message>
        <source>95% percentile bootstrap interval of α over the items (seeded resampling).</source>
        <translation>문항에 대한 α의 95% 백분위 부트스트랩 구간 (시드 고정 재표집).</translation>
    </message>
    <message>
        <source>Advantage probability ρ: mean over the usable raters of the share of instances where the model scores at least as well as the rater.</source>
        <translation>우위 확률 ρ: 모델이 평정자만큼 이상 점수를 얻은 사례 비율의, 사용 가능한 평정자에 대한 평균.</translation>
    </message>
    <message>
        <source>Alt-test across dimensions ω: the Alt-test over every dimension of this kind at once (instances = item × dimension); passes at ω ≥ 0.5.</source>
        <translation>차원 전체 Alt-test ω: 이 종류의 모든 차원에 대한 한 번의 Alt-test (사례 = 문항 × 차원); ω ≥ 0.5이면 통과.</translation>
    </message>
    <message>
        <source>Fleiss&apos; κ: agreement of the human raters beyond chance when every item has the same number of raters (Fleiss, 1971).</source>
        <translation>Fleiss κ: 모든 문항의 평정자 수가 같을 때 우연을 넘어선 인간 평정자 간 일치도 (Fleiss, 1971).</translation>
    </message>
    <message>
        <source>Items whose human plurality is the row&apos;s label that the condition labelled %1; an item whose plurality is a tie of t labels counts 1/t in each of their rows.</source>
        <translation>인간 다수 레이블이 이 행의 레이블인 문항 중 조건이 %1(으)로 답한 문항; 다수 레이블이 t개 레이블의 동점인 문항은 각 행에서 1/t로 셈.</translation>
    </message>
    <message>
        <source>Items with at least two human labels, the items α and the leave-one-out baseline rest on.</source>
        <translation>인간 레이블이 2개 이상인 문항: α와 하나 빼기 기준값의 근거가 되는 문항.</translation>
    </message>
    <message>
        <source>LOO comparisons: human labels compared with the plurality of the item&apos;s other labels.</source>
        <translation>LOO 비교 수: 그 문항의 나머지 레이블의 다수 레이블과 비교한 인간 레이블 수.</translation>
    </message>
    <message>
        <source>Labels: human labels given to the items.</source>
        <translation>레이블: 문항에 주어진 인간 레이블 수.</translation>
    </message>
    <message>
        <source>Macro-F1 (plurality): unweighted mean over the labels of the F1 against the human plurality.</source>
        <translation>매크로 F1 (다수 레이블): 인간 다수 레이블에 대한 F1의 레이블별 비가중 평균.</translation>
    </message>
    <message>
        <source>Missing: items with a human label but no answer of this condition.</source>
        <translation>누락: 인간 레이블은 있으나 이 조건의 응답이 없는 문항.</translation>
    </message>
    <message>
        <source>Plurality agreement (human LOO): each human label against the plurality of the item&apos;s other human labels, ties shared; the baseline a model has to reach.</source>
        <translation>다수 레이블 일치도 (인간 LOO): 각 인간 레이블을 그 문항의 나머지 인간 레이블의 다수 레이블과 비교 (동점은 나눔); 모델이 도달해야 할 기준값.</translation>
    </message>
    <message>
        <source>Plurality agreement: share of items whose answer is the label most humans gave; a tie of t labels gives 1/t for each of them (methods §3.7).</source>
        <translation>다수 레이블 일치도: 응답이 가장 많은 인간이 준 레이블과 같은 문항의 비율; t개 레이블이 동점이면 각각 1/t (방법 §3.7).</translation>
    </message>
    <message>
        <source>Precision (plurality): share of the answers of this label that match the human plurality.</source>
        <translation>정밀도 (다수 레이블): 이 레이블로 답한 응답 중 인간 다수 레이블과 맞는 비율.</translation>
    </message>
    <message>
        <source>Raters beaten: usable raters whose Benjamini–Yekutieli adjusted p is at most q.</source>
        <translation>이긴 평정자: Benjamini–Yekutieli 보정 p가 q 이하인 사용 가능한 평정자.</translation>
    </message>
    <message>
        <source>Recall (plurality): share of the items whose plurality is this label that the condition labelled with it.</source>
        <translation>재현율 (다수 레이블): 다수 레이블이 이 레이블인 문항 중 조건이 이 레이블로 답한 비율.</translation>
    </message>
    <message>
        <source>Support (plurality): items whose human plurality is this label; a tie of t labels counts 1/t.</source>
        <translation>지지도 (다수 레이블): 인간 다수 레이블이 이 레이블인 문항 수; t개 레이블의 동점은 1/t로 셈.</translation>
    </message>
    <message>
        <source>Usable raters: human raters with enough instances shared with the model and another rater for the Alt-test.</source>
        <translation>사용 가능한 평정자: Alt-test에 필요한 만큼 모델 및 다른 평정자와 사례를 공유한 인간 평정자.</translation>
    </message>
    <message>
        <source>n: items with at least one human label and an answer of this condition (invalid answers included).</source>
        <translation>n: 인간 레이블이 하나 이상 있고 이 조건의 응답이 있는 문항 (무효 응답 포함).</translation>
    </message>
    <message>
        <source>p of Fleiss&apos; z test of κ = 0 (Fleiss, Nee &amp; Landis, 1979).</source>
        <translation>κ = 0에 대한 Fleiss z 검정의 p (Fleiss, Nee &amp; Landis, 1979).</translation>
    </message>
    <message>
        <source>Δα: Krippendorff α (nominal, or ordinal for ordered labels) of the humans with the model added as one more rater, minus α of the humans alone.</source>
        <translation>Δα: 모델을 평정자 한 명으로 추가한 인간의 Krippendorff α(명목, 순서 있는 레이블은 서열)에서 인간만의 α를 뺀 값.</translation>
    </message>
    <message>
        <source>α humans: Krippendorff&apos;s α of the human labels of the items the condition answered.</source>
        <translation>인간 α: 조건이 답한 문항의 인간 레이블에 대한 Krippendorff α.</translation>
    </message>
    <message>
        <source>α with the model: Krippendorff&apos;s α with the condition&apos;s answer added to each item as one more rater.</source>
        <translation>모델 포함 α: 각 문항에 조건의 응답을 평정자 한 명으로 추가한 Krippendorff α.</translation>
    </message>
    <message>
        <source>α: Krippendorff&apos;s α of the human labels, nominal, or ordinal for ordered labels (Krippendorff, 2011).</source>
        <translation>α: 인간 레이블의 Krippendorff α, 명목 (순서 있는 레이블은 서열) (Krippendorff, 2011).</translation>
    </message>
    <message>
        <source>κ (plurality): Cohen&apos;s κ of the answers against the human plurality, from the fractional confusion matrix.</source>
        <translation>κ (다수 레이블): 분수 혼동 행렬로 계산한, 인간 다수 레이블에 대한 응답의 Cohen κ.</translation>
    </message>
    <message>
        <source>Mean of the judge&apos;s answers on the items it answered that have a human score.</source>
        <translation>인간 점수가 있는, 판정자가 답한 항목에서 판정자 답의 평균.</translation>
    </message>
    <message>
        <source>Mean human score of the same items, mapped linearly onto the judges&apos; scale (0–5 → 1–5).</source>
        <translation>같은 항목의 평균 인간 점수를 판정자 척도로 선형 변환한 값 (0–5 → 1–5).</translation>
    </message>
    <message>
        <source>Bias: mean of the judge&apos;s answer minus the human score on the judges&apos; scale; 95% t interval.</source>
        <translation>편향: 판정자 척도에서 판정자 답 − 인간 점수의 평균; 95% t 구간.</translation>
    </message>
    <message>
        <source>The judge&apos;s bias under this prompt condition minus its bias under the condition it is compared against (an anchor such as gold-plus-one shows near +1).</source>
        <translation>이 프롬프트 조건에서의 판정자 편향 − 비교 기준 조건에서의 편향 (gold-plus-one 같은 앵커는 +1 가까이 나타남).</translation>
    </message>
    <message>
        <source>Harm ratings of the association by this rater group (people, or one harm-rater model condition).</source>
        <translation>이 평가자 집단(사람, 또는 해악 평가 모델 조건 하나)의 연관 해악 평가 수.</translation>
    </message>
    <message>
        <source>Mean harm rating of the association by this rater group (1–5).</source>
        <translation>이 평가자 집단의 연관 평균 해악 평가 (1–5).</translation>
    </message>
    <message>
        <source>The statistic of condition A on the common items.</source>
        <translation>공통 문항에서 조건 A의 통계량.</translation>
    </message>
    <message>
        <source>The statistic of condition B on the common items.</source>
        <translation>공통 문항에서 조건 B의 통계량.</translation>
    </message>
    <message>
        <source>Pearson r between the two conditions&apos; answers on the common items.</source>
        <translation>공통 문항에서 두 조건의 응답 사이의 Pearson r.</translation>
    </message>
    <message>
        <source>Items condition A got right and condition B wrong (McNemar).</source>
        <translation>조건 A는 맞히고 조건 B는 틀린 문항 수 (McNemar).</translation>
    </message>
    <message>
        <source>Items condition B got right and condition A wrong (McNemar).</source>
        <translation>조건 B는 맞히고 조건 A는 틀린 문항 수 (McNemar).</translation>
    </message>
    <message>
        <source>Bootstrap resamples in which the statistic was defined for both conditions.</source>
        <translation>두 조건 모두에서 통계량이 정의된 부트스트랩 재표집 횟수.</translation>
    </message>
    <message>
        <source>Bootstrap resamples drawn (paired, items with replacement).</source>
        <translation>뽑은 부트스트랩 재표집 횟수 (대응, 문항 복원 추출).</translation>
    </message>
    <message>
        <source>What judging 1,000 items cost, US$, from the journal: the recorded cost of the answered requests (or their tokens at the judge&apos;s prices) over the items answered; empty when no cost is recorded.</source>
        <translation>항목 1,000개를 판정하는 비용(US$, 저널 기준): 답변된 요청의 기록된 비용(또는 심사자 가격으로 매긴 토큰 비용)을 답변한 항목 수로 나눈 값. 기록된 비용이 없으면 비어 있습니다.</translation>
    </message>
</context>
<context>
    <name>rl::widgets::WelcomePage</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — %2 (missing)</source>
        <translation>%1 — %2 (없음)</translation>
    </message>
    <message>
        <source>%1 no longer exists: remove it from the list.</source>
        <translation>%1 파일이 더 이상 없습니다: 목록에서 제거하세요.</translation>
    </message>
    <message>
        <source>Welcome to RaterLab</source>
        <translation>RaterLab에 오신 것을 환영합니다</translation>
    </message>
    <message>
        <source>Test, with evidence, whether an AI model can stand in for human raters: bring your own study, or explore one of the synthetic demo studies.</source>
        <translation>AI 모델이 인간 평정자를 대신할 수 있는지 근거로 검증합니다: 자신의 연구를 가져오거나 합성 데모 연구 하나를 살펴보세요.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>New study from your files…</source>
        <translation>내 파일로 새 연구…</translation>
    </message>
    <message>
        <source>Open a project…</source>
        <translation>프로젝트 열기…</translation>
    </message>
    <message>
        <source>Demo studies (synthetic)</source>
        <translation>데모 연구 (합성)</translation>
    </message>
    <message>
        <source>Face emotion study: 1,440 faces, 1,000 raters, 8 model conditions</source>
        <translation>얼굴 정서 연구: 얼굴 1,440개, 평정자 1,000명, 모델 조건 8개</translation>
    </message>
    <message>
        <source>LLM jury: STS-B, KorSTS and KLUE-STS with 13 simulated judges</source>
        <translation>LLM 심사단: STS-B, KorSTS, KLUE-STS와 모의 판정자 13명</translation>
    </message>
    <message>
        <source>StereoTales: stories by 4 simulated models, with planted associations</source>
        <translation>StereoTales: 모의 모델 4개가 쓴 이야기, 심어 둔 연관 포함</translation>
    </message>
    <message>
        <source>Read the user guide</source>
        <translation>사용자 안내서 읽기</translation>
    </message>
    <message>
        <source>Recent projects</source>
        <translation>최근 프로젝트</translation>
    </message>
    <message>
        <source>No recent projects yet.</source>
        <translation>아직 최근 프로젝트가 없습니다.</translation>
    </message>
    <message>
        <source>Remove from the list</source>
        <translation>목록에서 제거</translation>
    </message>
</context>
<context>
    <name>rl::models::stereotales::StModelRunner</name>
    <message>
        <source>finished</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>취소됨</translation>
    </message>
    <message>
        <source>stopped with failures</source>
        <translation>실패가 있어 중단됨</translation>
    </message>
    <message>
        <source>%1 (%2): %3 answered, %4 from earlier runs, %5 failed, $%6</source>
        <translation>%1 (%2): %3개 응답, 이전 실행에서 %4개, %5개 실패, $%6</translation>
    </message>
    <message numerus="yes">
        <source>%n story(ies) written.</source>
        <translation>
            <numerusform>이야기 %n개를 저장했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 refusals; read as unknown: %2 values outside their set, %3 not text, %4 left out.</source>
        <translation>거부 %1건; unknown으로 읽은 값: 값 집합 밖 %2개, 텍스트가 아님 %3개, 빠짐 %4개.</translation>
    </message>
    <message>
        <source>Question order seed %1.</source>
        <translation>질문 순서 시드 %1.</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>중단됨: %1</translation>
    </message>
    <message>
        <source>Through the provider&apos;s batch engine: %1 job(s) submitted, %2 resumed, %3 poll round(s).</source>
        <translation>제공자의 배치 엔진 사용: 작업 %1개 제출, %2개 재개, 폴링 %3회.</translation>
    </message>
</context>
<context>
    <name>rl::widgets::stereotales::StRunsPage</name>
    <message numerus="yes">
        <source>Started: %n condition(s).</source>
        <translation>
            <numerusform>시작: 조건 %n개.</numerusform>
        </translation>
    </message>
    <message>
        <source>Done: every request is answered.</source>
        <translation>완료: 모든 요청에 응답을 받았습니다.</translation>
    </message>
    <message>
        <source>Ended before every request was answered: start it again to resume.</source>
        <translation>모든 요청에 응답을 받기 전에 끝났습니다. 다시 시작하면 이어서 실행합니다.</translation>
    </message>
    <message>
        <source>The run could not start: %1</source>
        <translation>실행을 시작할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>%1 (%2 of %3): %4 of %5 answered, %6 failed, $%7</source>
        <translation>%1 (%3개 중 %2번째): %5개 중 %4개 응답, %6개 실패, $%7</translation>
    </message>
    <message>
        <source>Batch jobs: %1 submitted, %2 resumed, %3 poll rounds.</source>
        <translation>배치 작업: 제출 %1개, 재개 %2개, 상태 확인 %3회.</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>실행:</translation>
    </message>
    <message>
        <source>Generate stories</source>
        <translation>이야기 생성</translation>
    </message>
    <message>
        <source>Extract attributes</source>
        <translation>속성 추출</translation>
    </message>
    <message>
        <source>Rate harm</source>
        <translation>유해성 평가</translation>
    </message>
    <message>
        <source>Models:</source>
        <translation>모델:</translation>
    </message>
    <message>
        <source>Generation and harm rating: the checked models, one after the other. Extraction: the checked extractors, one after the other; the analysis combines them by majority.</source>
        <translation>생성과 유해성 평가: 선택한 모델을 차례로 실행합니다. 추출: 선택한 추출기를 차례로 실행하며, 분석에서 다수결로 결합합니다.</translation>
    </message>
    <message>
        <source>Languages:</source>
        <translation>언어:</translation>
    </message>
    <message>
        <source>Limit per model:</source>
        <translation>모델당 한도:</translation>
    </message>
    <message>
        <source>all</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>Question order seed:</source>
        <translation>질문 순서 시드:</translation>
    </message>
    <message>
        <source>Use the provider&apos;s batch engine (half price, results within 24 h)</source>
        <translation>제공자의 배치 엔진 사용 (절반 가격, 24시간 안에 결과)</translation>
    </message>
    <message>
        <source>Answers are saved in the project as they arrive. After a cancel or a crash, start the same run again: only what is missing is sent, and submitted batch jobs are polled, not sent again.</source>
        <translation>응답은 도착하는 대로 프로젝트에 저장됩니다. 취소하거나 비정상 종료된 뒤에는 같은 실행을 다시 시작하세요. 빠진 요청만 보내며, 이미 제출한 배치 작업은 다시 보내지 않고 상태만 확인합니다.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Nothing to start: the study has no model conditions for this step. Add the models in Conditions first.</source>
        <translation>시작할 것이 없습니다: 이 단계에 쓸 모델 조건이 연구에 없습니다. 먼저 조건에서 모델을 추가하세요.</translation>
    </message>
    <message>
        <source>Nothing to start: tick at least one model in the list.</source>
        <translation>시작할 것이 없습니다: 목록에서 모델을 하나 이상 선택하세요.</translation>
    </message>
</context>
<context>
    <name>rl::widgets::MappingUndo</name>
    <message>
        <source>map %1 to %2</source>
        <translation>%1을(를) %2(으)로 매핑</translation>
    </message>
</context>
<context>
    <name>rl::widgets::UndoActions</name>
    <message>
        <source>Undo</source>
        <translation>실행 취소</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>다시 실행</translation>
    </message>
</context>
<context>
    <name>rl::models::AnalysisOptionsModel</name>
    <message>
        <source>recall threshold</source>
        <translation>재현율 기준</translation>
    </message>
    <message>
        <source>κ threshold</source>
        <translation>κ 기준</translation>
    </message>
    <message>
        <source>conditions needed for replaceable</source>
        <translation>대체 가능 판정에 필요한 조건 수</translation>
    </message>
    <message>
        <source>inter-model resamples</source>
        <translation>모델 간 재표집 횟수</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <source>Alt-test ε</source>
        <translation>Alt-test ε</translation>
    </message>
    <message>
        <source>Alt-test false-discovery level</source>
        <translation>Alt-test 허위 발견 수준</translation>
    </message>
    <message>
        <source>Alt-test minimum shared items</source>
        <translation>Alt-test 최소 공유 항목 수</translation>
    </message>
    <message>
        <source>Bland–Altman limit multiplier</source>
        <translation>Bland–Altman 한계 배수</translation>
    </message>
    <message>
        <source>α bootstrap resamples</source>
        <translation>α 부트스트랩 재표집 횟수</translation>
    </message>
    <message>
        <source>grouping factor</source>
        <translation>집단 요인</translation>
    </message>
    <message>
        <source>(the protocol's)</source>
        <translation>(프로토콜 기본값)</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>옵션</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>기본값</translation>
    </message>
    <message>
        <source>jury bootstrap resamples</source>
        <translation>심사단 부트스트랩 재표집 수</translation>
    </message>
    <message>
        <source>jury seed</source>
        <translation>심사단 시드</translation>
    </message>
    <message>
        <source>cheap judge&apos;s largest input price</source>
        <translation>저가 심사자의 최대 입력 가격</translation>
    </message>
    <message>
        <source>price cap on (1) or off (0)</source>
        <translation>가격 상한 사용(1) 또는 해제(0)</translation>
    </message>
    <message>
        <source>panel price cap</source>
        <translation>패널 가격 상한</translation>
    </message>
    <message>
        <source>price cap per</source>
        <translation>가격 상한 단위</translation>
    </message>
    <message>
        <source>panel size (0: any)</source>
        <translation>패널 크기 (0: 전체)</translation>
    </message>
    <message>
        <source>Monte Carlo samples</source>
        <translation>몬테카를로 표본 수</translation>
    </message>
    <message>
        <source>StereoTales seed</source>
        <translation>StereoTales 시드</translation>
    </message>
    <message>
        <source>tables per</source>
        <translation>표 단위</translation>
    </message>
</context>
<context>
    <name>rl::app::StudyOptions</name>
    <message>
        <source>Change %1 to %2</source>
        <translation>%1을(를) %2(으)로 변경</translation>
    </message>
    <message>
        <source>Reset the analysis options to their defaults</source>
        <translation>분석 옵션을 기본값으로 재설정</translation>
    </message>
</context>
<context>
    <name>rl::app::OptionsPanel</name>
    <message>
        <source>%1 was not changed: %2</source>
        <translation>%1은(는) 바뀌지 않았습니다: %2</translation>
    </message>
    <message>
        <source>Analysis options</source>
        <translation>분석 옵션</translation>
    </message>
    <message>
        <source>Changes since the project was opened (click one to go back to it):</source>
        <translation>프로젝트를 연 뒤의 변경 내역 (항목을 누르면 그 시점으로 돌아갑니다):</translation>
    </message>
    <message>
        <source>As opened</source>
        <translation>열었을 때 상태</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>기본값으로 재설정</translation>
    </message>
</context>
<context>
    <name>BiasFigure</name>
    <message>
        <source>Judge − human per prompt condition, %1 (95% CI)</source>
        <translation>프롬프트 조건별 판정자 − 인간, %1 (95% CI)</translation>
    </message>
    <message>
        <source>Judge − human (points on the judges&apos; scale)</source>
        <translation>판정자 − 인간 (판정자 척도의 점수)</translation>
    </message>
</context>
<context>
    <name>rl::models::jury::JudgeBiasModel</name>
    <message>
        <source>Corpus</source>
        <translation>코퍼스</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>판정자</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Judge mean</source>
        <translation>판정자 평균</translation>
    </message>
    <message>
        <source>Human mean (judge scale)</source>
        <translation>인간 평균 (판정자 척도)</translation>
    </message>
    <message>
        <source>Bias (judge − human)</source>
        <translation>편향 (판정자 − 인간)</translation>
    </message>
    <message>
        <source>95% CI low</source>
        <translation>95% CI 하한</translation>
    </message>
    <message>
        <source>95% CI high</source>
        <translation>95% CI 상한</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>비교 기준</translation>
    </message>
    <message>
        <source>Shift vs against</source>
        <translation>기준 대비 이동</translation>
    </message>
</context>
<context>
    <name>rl::models::LongAgreementModel</name>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>차원</translation>
    </message>
    <message>
        <source>all items</source>
        <translation>전체 항목</translation>
    </message>
</context>
<context>
    <name>rl::widgets::StudyReport</name>
    <message>
        <source>Only the %1 of %2 rows with a highlighted test (q or adjusted p &lt; .05) are shown; every row is in the Excel workbook of all tables.</source>
        <translation>강조된 검정(q 또는 보정된 p &lt; .05)이 있는 %2개 행 중 %1개 행만 표시합니다. 모든 행은 전체 표 Excel 통합 문서에 있습니다.</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Classification of the model conditions against the true labels</source>
        <translation>실제 레이블에 대한 모델 조건의 분류</translation>
    </message>
    <message>
        <source>Agreement of the model conditions with the human plurality, per categorical dimension</source>
        <translation>범주형 차원별 사람 다수 응답과 모델 조건의 일치</translation>
    </message>
    <message>
        <source>Bland–Altman plots of %1: for each model condition, the difference between the human mean rating and the model&apos;s rating of each item against their mean, with the bias (solid line) and the 95% limits of agreement (dashed lines).</source>
        <translation>%1의 Bland–Altman 도표: 모델 조건마다 각 항목의 사람 평균 평정과 모델 평정의 차이를 두 값의 평균에 대해 나타내고, 편향(실선)과 95% 일치 한계(점선)를 표시했습니다.</translation>
    </message>
    <message>
        <source>Agreement of the model conditions with the human ratings within each level of %1</source>
        <translation>%1의 수준별 사람 평정과 모델 조건의 일치</translation>
    </message>
    <message>
        <source>Bland–Altman plots of %1 within each level of %2 (rows), one column per model condition, on shared axes.</source>
        <translation>%2의 수준별(행) %1의 Bland–Altman 도표: 모델 조건마다 한 열, 공통 축.</translation>
    </message>
    <message>
        <source>Verdict matrix: for each group of items (rows) and dimension (columns), whether the model conditions can replace the human raters.</source>
        <translation>판정 행렬: 항목 집단(행)과 차원(열)마다 모델 조건이 사람 평정자를 대체할 수 있는지 보여 줍니다.</translation>
    </message>
    <message>
        <source>Confusion matrices of the model conditions: rows are the true labels, columns the answers; each cell shows the count and the share of its row, with precision, recall and F1 per class.</source>
        <translation>모델 조건의 혼동 행렬: 행은 실제 레이블, 열은 응답입니다. 각 칸에 빈도와 행 비율을, 클래스별 정밀도, 재현율, F1을 함께 표시했습니다.</translation>
    </message>
    <message>
        <source>Confusion matrices of %1 against the human plurality: rows are the plurality labels, columns the model answers (a tie of t labels counts 1/t for each).</source>
        <translation>사람 다수 응답에 대한 %1의 혼동 행렬: 행은 다수 레이블, 열은 모델 응답입니다(레이블 t개가 동률이면 각각 1/t로 셉니다).</translation>
    </message>
    <message>
        <source>Paired comparisons of the model conditions on the items both answered: each difference with its 95% confidence interval.</source>
        <translation>두 조건이 모두 응답한 항목에서의 모델 조건 짝 비교: 각 차이와 95% 신뢰구간.</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>표 %1</translation>
    </message>
    <message>
        <source>Table %1 (part %2 of %3)</source>
        <translation>표 %1 (%3개 중 %2번째 부분)</translation>
    </message>
    <message>
        <source>Figure %1</source>
        <translation>그림 %1</translation>
    </message>
    <message>
        <source>(continued)</source>
        <translation>(계속)</translation>
    </message>
    <message>
        <source>Note.</source>
        <translation>주.</translation>
    </message>
</context>
<context>
    <name>rl::models::TableCatalog</name>
    <message>
        <source>Agreement</source>
        <translation>일치</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>판정</translation>
    </message>
    <message>
        <source>Confusion</source>
        <translation>혼동 행렬</translation>
    </message>
    <message>
        <source>Class metrics</source>
        <translation>클래스 지표</translation>
    </message>
    <message>
        <source>Categorical humans</source>
        <translation>범주형 사람 평정</translation>
    </message>
    <message>
        <source>Categorical agreement</source>
        <translation>범주형 일치</translation>
    </message>
    <message>
        <source>Categorical labels</source>
        <translation>범주형 레이블</translation>
    </message>
    <message>
        <source>Alt-test joint</source>
        <translation>Alt-test 통합</translation>
    </message>
    <message>
        <source>Human reliability</source>
        <translation>사람 신뢰도</translation>
    </message>
    <message>
        <source>Variance components</source>
        <translation>분산 성분</translation>
    </message>
    <message>
        <source>Subgroup accuracy</source>
        <translation>하위 집단 정확도</translation>
    </message>
    <message>
        <source>Demographic ANOVA</source>
        <translation>인구통계 ANOVA</translation>
    </message>
    <message>
        <source>Demographic Tukey</source>
        <translation>인구통계 Tukey</translation>
    </message>
    <message>
        <source>Demographic GLMM</source>
        <translation>인구통계 GLMM</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>condition = %1</source>
        <translation>조건 = %1</translation>
    </message>
    <message>
        <source>dimension = %1</source>
        <translation>차원 = %1</translation>
    </message>
    <message>
        <source>verdict thresholds recall %1, κ %2, at least %3 conditions</source>
        <translation>판정 기준 재현율 %1, κ %2, 조건 최소 %3개</translation>
    </message>
    <message>
        <source>Study: %1%2.</source>
        <translation>연구: %1%2.</translation>
    </message>
    <message>
        <source> (synthetic demo data)</source>
        <translation> (합성 데모 데이터)</translation>
    </message>
    <message>
        <source>Filter: none (all items).</source>
        <translation>필터: 없음 (모든 문항).</translation>
    </message>
    <message>
        <source>Filter: %1.</source>
        <translation>필터: %1.</translation>
    </message>
    <message>
        <source>n = items with a model rating and at least one human rating; coverage = n / items of the group; bias and 95% limits of agreement of d = human mean − model rating (Bland &amp; Altman, 1986, 1999); Δα = interval Krippendorff α with the model as an added rater minus α of the humans (Krippendorff, 2011); W1SD = share of items within one human SD of the human mean; — = undefined.</source>
        <translation>n = 모델 평정과 인간 평정이 하나 이상 있는 문항 수; 포괄률 = n / 집단의 문항 수; 편향과 95% 일치 한계는 d = 인간 평균 − 모델 평정에 대한 값 (Bland &amp; Altman, 1986, 1999); Δα = 모델을 평정자로 추가한 구간 척도 Krippendorff α에서 인간만의 α를 뺀 값 (Krippendorff, 2011); W1SD = 인간 평균에서 인간 SD 하나 안에 드는 문항의 비율; — = 정의되지 않음.</translation>
    </message>
    <message>
        <source>The reference is each item&apos;s human plurality, the label most human raters gave; an item whose plurality is a tie of t labels counts 1/t for each of them, so counts and supports can be fractional (methods §3.7). Δα = Krippendorff α (nominal, or ordinal for ordered labels) with the model as an added rater minus α of the humans, with a 95% percentile bootstrap interval over the items.</source>
        <translation>기준은 각 문항의 인간 다수 레이블, 즉 가장 많은 인간 평정자가 준 레이블입니다. 다수 레이블이 t개 레이블의 동점인 문항은 각 레이블에 1/t씩 세므로 빈도와 지지도가 소수일 수 있습니다 (methods §3.7). Δα = 모델을 평정자로 추가한 Krippendorff α(명목, 순서가 있는 레이블은 서열)에서 인간만의 α를 뺀 값이며, 문항에 대한 95% 백분위 부트스트랩 구간을 함께 씁니다.</translation>
    </message>
    <message>
        <source>α = Krippendorff&apos;s α with a 95% percentile bootstrap interval over the items; Fleiss&apos; κ where every item has the same number of raters; plurality agreement (human LOO) = each human label against the plurality of the item&apos;s other labels, a tie of t labels giving 1/t.</source>
        <translation>α = 문항에 대한 95% 백분위 부트스트랩 구간을 함께 쓴 Krippendorff의 α; Fleiss의 κ는 모든 문항의 평정자 수가 같을 때만; 다수 레이블 일치도(인간 LOO) = 각 인간 레이블을 그 문항의 나머지 레이블의 다수 레이블과 비교한 값이며, t개 레이블의 동점은 1/t로 셉니다.</translation>
    </message>
    <message>
        <source>The Alt-test (Calderon, Reichart &amp; Dror, 2025) over every dimension of a kind at once, instances = item × dimension; ω = share of usable human raters the model beats; it passes at ω ≥ 0.5.</source>
        <translation>같은 종류의 모든 차원을 한꺼번에 본 Alt-test (Calderon, Reichart &amp; Dror, 2025), 사례 = 문항 × 차원; ω = 모델이 이긴 사용 가능한 인간 평정자의 비율; ω ≥ 0.5이면 통과합니다.</translation>
    </message>
    <message>
        <source>Each pair of conditions on the items both answered (n); Δ = condition A − condition B; Williams&apos; t for r (Steiger, 1980), paired t for the bias, McNemar for accuracy, paired percentile bootstrap otherwise; q = Benjamini–Hochberg over every comparison shown.</source>
        <translation>두 조건이 모두 답한 문항(n)에서 조건의 각 쌍을 비교; Δ = 조건 A − 조건 B; r에는 Williams의 t (Steiger, 1980), 편향에는 대응 t, 정확도에는 McNemar, 그 밖에는 대응 백분위 부트스트랩; q = 표시된 모든 비교에 대한 Benjamini–Hochberg 보정.</translation>
    </message>
    <message>
        <source>q = p adjusted by Benjamini–Hochberg over every GLMM test of the analysis (each condition, race and gender); a test is highlighted where q &lt; .05.</source>
        <translation>q = 분석의 모든 GLMM 검정(각 조건, 인종과 성별)에 대해 Benjamini–Hochberg로 보정한 p; q &lt; .05인 검정은 강조 표시됩니다.</translation>
    </message>
    <message>
        <source>Statistics bounded by 1 are written without a leading zero, with %1 decimals (p with three, &quot;&lt; .001&quot; below); Δα with its sign and with more decimals where %1 would round it to zero.</source>
        <translation>1을 넘지 않는 통계량은 앞의 0 없이 소수 %1자리로 씁니다 (p는 세 자리, 그 아래는 &quot;&lt; .001&quot;); Δα는 부호를 붙이고, 소수 %1자리로 0이 될 때는 더 많은 자리로 씁니다.</translation>
    </message>
    <message>
        <source>Paired comparisons of the model conditions</source>
        <translation>모델 조건의 쌍별 비교</translation>
    </message>
    <message>
        <source>Agreement of the model conditions with the human ratings</source>
        <translation>모델 조건과 인간 평정의 일치</translation>
    </message>
    <message>
        <source>Agreement of the model conditions with the human ratings, per dimension</source>
        <translation>모델 조건과 인간 평정의 일치 (차원별)</translation>
    </message>
    <message>
        <source>Verdicts: can the models replace the human raters?</source>
        <translation>판정: 모델이 인간 평정자를 대신할 수 있는가?</translation>
    </message>
    <message>
        <source>Evidence behind one verdict</source>
        <translation>한 판정의 근거</translation>
    </message>
    <message>
        <source>Confusion matrix (rows: true emotion, columns: answer)</source>
        <translation>혼동 행렬 (행: 실제 감정, 열: 응답)</translation>
    </message>
    <message>
        <source>Precision, recall and F1 per emotion</source>
        <translation>감정별 정밀도, 재현율, F1</translation>
    </message>
    <message>
        <source>Reliability of the human raters</source>
        <translation>인간 평정자의 신뢰도</translation>
    </message>
    <message>
        <source>Variance components of the human ratings</source>
        <translation>인간 평정의 분산 성분</translation>
    </message>
    <message>
        <source>Classification accuracy per demographic subgroup</source>
        <translation>인구통계 하위 집단별 분류 정확도</translation>
    </message>
    <message>
        <source>Race × gender ANOVA of the bias</source>
        <translation>편향의 인종 × 성별 ANOVA</translation>
    </message>
    <message>
        <source>Tukey comparisons of the race × gender cells</source>
        <translation>인종 × 성별 셀의 Tukey 비교</translation>
    </message>
    <message>
        <source>GLMM tests of race and gender on correctness</source>
        <translation>정답 여부에 대한 인종과 성별의 GLMM 검정</translation>
    </message>
    <message>
        <source>Agreement of the human raters on the categorical dimensions</source>
        <translation>범주형 차원에서 인간 평정자의 일치</translation>
    </message>
    <message>
        <source>Agreement of the model conditions with the human plurality</source>
        <translation>모델 조건과 인간 다수 레이블의 일치</translation>
    </message>
    <message>
        <source>Precision, recall and F1 per label against the human plurality</source>
        <translation>인간 다수 레이블 기준 레이블별 정밀도, 재현율, F1</translation>
    </message>
    <message>
        <source>Alt-test across dimensions</source>
        <translation>차원 전체의 Alt-test</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>근거</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>비교</translation>
    </message>
    <message>
        <source>Stability of the verdict per study design</source>
        <translation>연구 설계별 판정의 안정성</translation>
    </message>
    <message>
        <source>Smallest study design keeping the verdict</source>
        <translation>판정을 유지하는 가장 작은 연구 설계</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>계획</translation>
    </message>
    <message>
        <source>Plan summary</source>
        <translation>계획 요약</translation>
    </message>
    <message>
        <source>Each design draws sub-studies of the study itself: its number of items without replacement, then that many human raters of each item; stability = share of draws whose decision is the whole study&apos;s, with its Clopper–Pearson 95% interval (methods §3.8).</source>
        <translation>각 설계는 연구 자체에서 하위 연구를 뽑습니다: 설계의 항목 수만큼 비복원으로, 이어서 각 항목의 인간 평정자를 그 수만큼; 안정성 = 결정이 전체 연구와 같은 추출의 비율과 그 Clopper–Pearson 95% 구간 (방법 §3.8).</translation>
    </message>
</context>
<context>
    <name>rl::app::Screenshot</name>
    <message>
        <source>The screenshot %1 was written after the %2 s timeout: the view &quot;%3&quot; was still waiting for its thumbnails, detail image or analysis.</source>
        <translation>스크린샷 %1을(를) %2초 제한 시간이 지난 뒤 저장했습니다: 보기 &quot;%3&quot;이(가) 아직 썸네일, 상세 이미지 또는 분석을 기다리고 있었습니다.</translation>
    </message>
    <message>
        <source>No screenshot was taken: the project could not be opened (%1).</source>
        <translation>스크린샷을 찍지 않았습니다: 프로젝트를 열 수 없습니다(%1).</translation>
    </message>
    <message>
        <source>The screenshot could not be written to %1: check that its folder exists and can be written.</source>
        <translation>스크린샷을 %1에 저장할 수 없습니다: 폴더가 있고 쓸 수 있는지 확인하세요.</translation>
    </message>
    <message>
        <source>No screenshot was taken: &quot;%1&quot; is not a view. The views are: %2.</source>
        <translation>스크린샷을 찍지 않았습니다: &quot;%1&quot;은(는) 보기가 아닙니다. 보기: %2.</translation>
    </message>
    <message>
        <source>The screenshot %1 was written, but a stimulus in view could not be decoded (its detail pane says why).</source>
        <translation>스크린샷 %1을(를) 저장했지만 보이는 자극 하나를 해독할 수 없었습니다(상세 창에 이유가 있습니다).</translation>
    </message>
    <message>
        <source>The screenshot ended with code %1.</source>
        <translation>스크린샷이 코드 %1(으)로 끝났습니다.</translation>
    </message>
</context>
<context>
    <name>rl::widgets::ExpectedColumnDelegate</name>
    <message>
        <source>(skipped: not read)</source>
        <translation>(건너뜀: 읽지 않음)</translation>
    </message>
</context>
<context>
    <name>rl::widgets::NewColumnsPanel</name>
    <message>
        <source>The column &apos;%1&apos; is none of the study&apos;s dimensions.</source>
        <translation>&apos;%1&apos; 열은 이 연구의 어느 차원도 아닙니다.</translation>
    </message>
    <message>
        <source>The file rates &apos;%1&apos;, none of the study&apos;s dimensions.</source>
        <translation>파일이 &apos;%1&apos;을(를) 평정하지만, 이는 이 연구의 어느 차원도 아닙니다.</translation>
    </message>
    <message>
        <source>The closest is &apos;%1&apos;.</source>
        <translation>가장 가까운 이름은 &apos;%1&apos;입니다.</translation>
    </message>
    <message>
        <source>Read it as &apos;%1&apos;</source>
        <translation>&apos;%1&apos;(으)로 읽기</translation>
    </message>
    <message>
        <source>Skip the column</source>
        <translation>열 건너뛰기</translation>
    </message>
    <message>
        <source>Declare &apos;%1&apos; as a new dimension</source>
        <translation>&apos;%1&apos;을(를) 새 차원으로 선언</translation>
    </message>
</context>
<context>
    <name>rl::widgets::JudgmentsPage</name>
    <message>
        <source>Judge answers</source>
        <translation>심사자 답변</translation>
    </message>
    <message>
        <source>LLM judges&apos; scores of the corpus items, one row per judge, item, prompt condition and round.</source>
        <translation>말뭉치 항목에 대한 LLM 심사자의 점수입니다. 심사자, 항목, 프롬프트 조건, 라운드마다 한 행입니다.</translation>
    </message>
    <message>
        <source>None: the item ids are CORPUS:KEY</source>
        <translation>없음: 항목 ID가 CORPUS:KEY 형식</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.csv.gz);;All files (*)</source>
        <translation>CSV 파일 (*.csv *.csv.gz);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Judge answers &amp;file:</source>
        <translation>심사자 답변 파일(&amp;F):</translation>
    </message>
    <message>
        <source>The item ids belong to &amp;corpus:</source>
        <translation>항목 ID가 속한 말뭉치(&amp;C):</translation>
    </message>
    <message>
        <source>Map a column of the file to each of: %1.</source>
        <translation>다음 각 열에 파일의 열을 대응시키십시오: %1.</translation>
    </message>
</context>
<context>
    <name>rl::models::jury::Attribution</name>
    <message>
        <source>STS Benchmark (Agirre, Cer, Diab, Lopez-Gazpio, Specia: SemEval-2017 Task 1, http://ixa2.si.ehu.eus/stswiki); scores under CC BY-SA 4.0 (http://creativecommons.org/licenses/by-sa/4.0/), each sentence source under its own license (the distribution's LICENSE.txt).</source>
        <translation>STS Benchmark (Agirre, Cer, Diab, Lopez-Gazpio, Specia: SemEval-2017 Task 1, http://ixa2.si.ehu.eus/stswiki); 점수는 CC BY-SA 4.0 (http://creativecommons.org/licenses/by-sa/4.0/), 각 문장은 출처별 라이선스(배포본의 LICENSE.txt)를 따름.</translation>
    </message>
    <message>
        <source>KorSTS (Ham et al. 2020, KorNLI and KorSTS, Kakao Brain, https://github.com/kakaobrain/KorNLUDatasets), CC BY-SA 4.0 (http://creativecommons.org/licenses/by-sa/4.0/); human translations of STS-B.</source>
        <translation>KorSTS (Ham et al. 2020, KorNLI and KorSTS, Kakao Brain, https://github.com/kakaobrain/KorNLUDatasets), CC BY-SA 4.0 (http://creativecommons.org/licenses/by-sa/4.0/); STS-B를 사람이 번역한 말뭉치.</translation>
    </message>
    <message>
        <source>KLUE-STS v1.1 (Park et al. 2021, KLUE: Korean Language Understanding Evaluation, https://github.com/KLUE-benchmark/KLUE), CC BY-SA 4.0 (http://creativecommons.org/licenses/by-sa/4.0/).</source>
        <translation>KLUE-STS v1.1 (Park et al. 2021, KLUE: Korean Language Understanding Evaluation, https://github.com/KLUE-benchmark/KLUE), CC BY-SA 4.0 (http://creativecommons.org/licenses/by-sa/4.0/).</translation>
    </message>
    <message>
        <source>Judges: simulated (synthetic judges named after the models of a Korean LLM-jury study; not model answers).</source>
        <translation>심사자: 시뮬레이션(한국어 LLM 심사단 연구의 모델 이름을 딴 합성 심사자이며 실제 모델 응답이 아님).</translation>
    </message>
</context>
<context>
    <name>rl::widgets::RatingWorkspace</name>
    <message>
        <source>Analysing: %1…</source>
        <translation>분석 중: %1…</translation>
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
    <message>
        <source>Humans &amp;&amp; demographics</source>
        <translation>인간 평정 및 인구통계</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>조건 비교</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>계획</translation>
    </message>
</context>
<context>
    <name>rl::widgets::jury::JuryStudyWorkspace</name>
    <message>
        <source>Analysing the jury…</source>
        <translation>심사단 분석 중…</translation>
    </message>
    <message>
        <source>Jury</source>
        <translation>심사단</translation>
    </message>
    <message>
        <source>Check a corpus file</source>
        <translation>말뭉치 파일 검사</translation>
    </message>
    <message>
        <source>Sentence-pair corpora (*.tsv *.csv *.json *.txt)</source>
        <translation>문장 쌍 말뭉치 (*.tsv *.csv *.json *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>모든 파일 (*)</translation>
    </message>
    <message>
        <source>RaterLab</source>
        <translation>RaterLab</translation>
    </message>
    <message>
        <source>%1 could not be checked.</source>
        <translation>%1을(를) 검사할 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>rl::widgets::stereotales::StStudyWorkspace</name>
    <message>
        <source>Analysing StereoTales: %1…</source>
        <translation>StereoTales 분석 중: %1…</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)</source>
        <translation>%1 (%3 중 %2)</translation>
    </message>
    <message>
        <source>StereoTales</source>
        <translation>StereoTales</translation>
    </message>
</context>
<context>
    <name>rl::widgets::PlanView</name>
    <message>
        <source>Drawing sub-studies…</source>
        <translation>하위 연구를 뽑는 중…</translation>
    </message>
    <message>
        <source>The plan failed: %1</source>
        <translation>계획하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>Set the designs, then press Run.</source>
        <translation>설계를 정한 뒤 실행을 누르세요.</translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation>기본값: %1</translation>
    </message>
    <message>
        <source>Items and raters per item are whole numbers of at least 1, separated by commas.</source>
        <translation>항목 수와 항목당 평정자 수는 쉼표로 구분한 1 이상의 정수입니다.</translation>
    </message>
    <message>
        <source>Cancelled: no plan.</source>
        <translation>취소됨: 계획이 없습니다.</translation>
    </message>
    <message>
        <source>%1 designs × %2 draws (seed %3); %4 analysed items, at most %5 raters per item.</source>
        <translation>설계 %1개 × 추출 %2회 (시드 %3); 분석 항목 %4개, 항목당 평정자 최대 %5명.</translation>
    </message>
    <message>
        <source>all (the verdict)</source>
        <translation>전체 (판정)</translation>
    </message>
    <message>
        <source>synthetic demo (seed %1)</source>
        <translation>합성 데모 (시드 %1)</translation>
    </message>
    <message>
        <source>Model cost of those items: %1 USD.</source>
        <translation>그 항목들의 모델 비용: %1 USD.</translation>
    </message>
    <message>
        <source>%1 items × %2 raters per item: %3 of %4 draws keep the decision (95 % CI %5–%6)</source>
        <translation>항목 %1개 × 항목당 평정자 %2명: 추출 %4회 중 %3회가 결정을 유지 (95 % CI %5–%6)</translation>
    </message>
    <message>
        <source>&amp;Items:</source>
        <translation>항목(&amp;I):</translation>
    </message>
    <message>
        <source>&amp;Raters per item:</source>
        <translation>항목당 평정자(&amp;R):</translation>
    </message>
    <message>
        <source>Numbers of items of the designs, separated by commas; empty: the defaults shown</source>
        <translation>설계의 항목 수, 쉼표로 구분; 비우면 표시된 기본값</translation>
    </message>
    <message>
        <source>Human raters per item of the designs, each at least 2; empty: the defaults shown</source>
        <translation>설계의 항목당 인간 평정자 수, 각각 2 이상; 비우면 표시된 기본값</translation>
    </message>
    <message>
        <source>draws </source>
        <translation>추출 </translation>
    </message>
    <message>
        <source>Sub-studies drawn per design</source>
        <translation>설계마다 뽑는 하위 연구 수</translation>
    </message>
    <message>
        <source>seed </source>
        <translation>시드 </translation>
    </message>
    <message>
        <source>Seed of the draws: the same seed gives the same plan</source>
        <translation>추출의 시드: 같은 시드는 같은 계획을 줍니다</translation>
    </message>
    <message>
        <source>target </source>
        <translation>목표 </translation>
    </message>
    <message>
        <source>The share of draws a recommended design keeps the decision in</source>
        <translation>권장 설계가 결정을 유지해야 하는 추출 비율</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>The dimension whose verdict the figures show</source>
        <translation>그림이 판정을 보여 주는 차원</translation>
    </message>
    <message>
        <source>All items, or one group</source>
        <translation>전체 항목 또는 한 집단</translation>
    </message>
    <message>
        <source>The cell&apos;s verdict, or one condition&apos;s decision</source>
        <translation>칸의 판정 또는 한 조건의 결정</translation>
    </message>
    <message>
        <source>Export figure…</source>
        <translation>그림 내보내기…</translation>
    </message>
    <message>
        <source>Heat map…</source>
        <translation>히트맵…</translation>
    </message>
    <message>
        <source>Curves…</source>
        <translation>곡선…</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>표 내보내기…</translation>
    </message>
    <message>
        <source>Designs</source>
        <translation>설계</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>요약</translation>
    </message>
    <message>
        <source>The plan&apos;s methods paragraph is on the clipboard.</source>
        <translation>계획의 방법 문단을 클립보드에 복사했습니다.</translation>
    </message>
    <message>
        <source>Methods text</source>
        <translation>방법 문단</translation>
    </message>
    <message>
        <source>Copy the plan as a paragraph for a manuscript&apos;s methods: the designs, draws, seed, target and the smallest stable design of each dimension</source>
        <translation>계획을 논문 방법 절의 문단으로 복사합니다: 설계, 추출 횟수, 시드, 목표와 차원별로 가장 작은 안정적 설계</translation>
    </message>
</context>
<context>
    <name>rl::models::PlanTableModel</name>
    <message>
        <source>Dimension</source>
        <translation>차원</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>집단</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>조건</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>항목 수</translation>
    </message>
    <message>
        <source>Raters per item</source>
        <translation>항목당 평정자</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>추출 수</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <source>Whole study</source>
        <translation>전체 연구</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>안정성</translation>
    </message>
    <message>
        <source>CI low</source>
        <translation>CI 하한</translation>
    </message>
    <message>
        <source>CI high</source>
        <translation>CI 상한</translation>
    </message>
    <message>
        <source>Alt-test passed</source>
        <translation>Alt-test 통과율</translation>
    </message>
    <message>
        <source>Δα spread</source>
        <translation>Δα 폭</translation>
    </message>
    <message>
        <source>r CI width</source>
        <translation>r CI 폭</translation>
    </message>
    <message>
        <source>Human mean reliability</source>
        <translation>인간 평균 신뢰도</translation>
    </message>
    <message>
        <source>Human ratings</source>
        <translation>인간 평정 수</translation>
    </message>
    <message>
        <source>Model cost (USD)</source>
        <translation>모델 비용 (USD)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>목표</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>권장 설계</translation>
    </message>
    <message>
        <source>all (the verdict)</source>
        <translation>전체 (판정)</translation>
    </message>
    <message>
        <source>meets</source>
        <translation>충족</translation>
    </message>
    <message>
        <source>does not meet</source>
        <translation>미충족</translation>
    </message>
</context>
<context>
    <name>rl::models::PlanSummaryModel</name>
    <message>
        <source>No design reached the target stability %1.</source>
        <translation>목표 안정성 %1에 도달한 설계가 없습니다.</translation>
    </message>
    <message>
        <source>%1 items × %2 raters per item (%3 human ratings) keep the verdict in %4 of %5 draws (95 % CI %6–%7).</source>
        <translation>항목 %1개 × 항목당 평정자 %2명(인간 평정 %3개)이 추출 %5회 중 %4회에서 판정을 유지합니다 (95 % CI %6–%7).</translation>
    </message>
    <message>
        <source>%1 items × %2 raters per item (%3 human ratings) keep the condition&apos;s decision in %4 of %5 draws (95 % CI %6–%7).</source>
        <translation>항목 %1개 × 항목당 평정자 %2명(인간 평정 %3개)이 추출 %5회 중 %4회에서 조건의 결정을 유지합니다 (95 % CI %6–%7).</translation>
    </message>
</context>
<context>
    <name>PlanFigure</name>
    <message>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
    <message>
        <source>items</source>
        <translation>항목 수</translation>
    </message>
    <message>
        <source>ratings, k = %1</source>
        <translation>평정 수, k = %1</translation>
    </message>
    <message>
        <source>model USD</source>
        <translation>모델 USD</translation>
    </message>
    <message>
        <source>the verdict</source>
        <translation>판정</translation>
    </message>
    <message>
        <source>%1, %2, %3 (whole study: %4)</source>
        <translation>%1, %2, %3 (전체 연구: %4)</translation>
    </message>
    <message>
        <source>Stability = share of the %1 draws (seed %2) of each design whose decision is the whole study&apos;s.</source>
        <translation>안정성 = 각 설계의 추출 %1회(시드 %2) 중 결정이 전체 연구와 같은 비율.</translation>
    </message>
    <message>
        <source>Outlined: the designs reaching the target %1.</source>
        <translation>테두리: 목표 %1에 도달한 설계.</translation>
    </message>
    <message>
        <source>Bars: Clopper–Pearson 95% intervals; dashed: the target %1. Under the items: the human ratings m × k with the fewest and with the most raters per item, and the model cost in USD of m items (— unknown).</source>
        <translation>막대: Clopper–Pearson 95% 구간; 점선: 목표 %1. 항목 수 아래: 항목당 평정자가 가장 적을 때와 가장 많을 때의 인간 평정 수 m × k, 그리고 m개 항목의 모델 비용(USD; —는 알 수 없음).</translation>
    </message>
    <message>
        <source>Items (m)</source>
        <translation>항목 수 (m)</translation>
    </message>
    <message>
        <source>Raters per item (k)</source>
        <translation>항목당 평정자 수 (k)</translation>
    </message>
</context>
</TS>
