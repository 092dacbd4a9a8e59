<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
<context>
    <name>Badges</name>
    <message>
        <location filename="../../inspector/gui/views/byte_view.py" line="+76"/>
        <source>variant ideograph</source>
        <translation>이체자</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{source}: suspect value</source>
        <translation>{source}: 의심스러운 값</translation>
    </message>
</context>
<context>
    <name>BookmarksView</name>
    <message>
        <location filename="../../inspector/gui/views/bookmarks_view.py" line="+33"/>
        <source>This document has no bookmarks.</source>
        <translation>이 문서에는 책갈피가 없습니다.</translation>
    </message>
</context>
<context>
    <name>ByteView</name>
    <message>
        <location filename="../../inspector/gui/views/byte_view.py" line="+120"/>
        <source>no Unicode</source>
        <translation>Unicode 없음</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Select a string to see its bytes.</source>
        <translation>문자열을 선택하면 그 바이트가 표시됩니다.</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>not embedded; a system font draws the character in its place (substitute)</source>
        <translation>임베딩되지 않음: 시스템 글꼴이 대신 그 문자를 그립니다(대체)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Glyph: {note}</source>
        <translation>글리프: {note}</translation>
    </message>
</context>
<context>
    <name>CMapPane</name>
    <message>
        <location filename="../../inspector/gui/views/font_view.py" line="+67"/>
        <source>CMap</source>
        <translation>CMap</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{name} (predefined)</source>
        <translation>{name} (사전 정의)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} (embedded)</source>
        <translation>{name} (임베딩)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>, … ({count} ranges)</source>
        <translation>, …(총 {count}개 범위)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>usecmap chain: {chain}</source>
        <translation>usecmap 연결: {chain}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Codespace: {ranges}</source>
        <translation>코드 공간: {ranges}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(no source: Identity CMaps are defined by the standard)</source>
        <translation>(소스 없음: Identity CMap은 표준에 정의되어 있습니다)</translation>
    </message>
</context>
<context>
    <name>CandidatesModel</name>
    <message>
        <location filename="../../inspector/gui/models/candidates_model.py" line="+28"/>
        <source>This reading prints: {text}</source>
        <translation>이 읽기 방식의 출력: {text}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The right text is: {text}</source>
        <translation>올바른 텍스트: {text}</translation>
    </message>
</context>
<context>
    <name>Chain</name>
    <message>
        <location filename="../../inspector/gui/chain_text.py" line="+97"/>
        <source>&lt;{bytes}&gt; at byte {offset} (code {code})</source>
        <translation>&lt;{bytes}&gt;, 바이트 위치 {offset} (코드 {code})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bytes</source>
        <translation>바이트</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="+456"/>
        <source>Font</source>
        <translation>글꼴</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Codespace</source>
        <translation>코드 공간</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outside every codespace range (§9.7.6.3)</source>
        <translation>어느 코드 공간 범위에도 속하지 않음(§9.7.6.3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+10"/>
        <source>from {origin}</source>
        <translation>{origin}에서</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="-2"/>
        <source>Glyph name</source>
        <translation>글리프 이름</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="-34"/>
        <source>none: no rule maps this code</source>
        <translation>없음: 이 코드를 매핑하는 규칙이 없습니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="+5"/>
        <source>via {source}</source>
        <translation>{source} 경유</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="+28"/>
        <source>Width</source>
        <translation>폭</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vertical</source>
        <translation>세로쓰기</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="+2"/>
        <source>Flags</source>
        <translation>플래그</translation>
    </message>
    <message>
        <location line="-105"/>
        <location line="+106"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="-13"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>ActualText (strings {strings}); glyphs alone: “{alone}”</source>
        <translation>ActualText(문자열 {strings}); 글리프만: “{alone}”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{source}, unified on evidence</source>
        <translation>{source}, 근거에 따라 통합 한자로</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>recovered: {route}</source>
        <translation>복구: {route}</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Text</source>
        <translation>텍스트</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../inspector/gui/views/compare_view.py" line="+43"/>
        <source>Compare this page</source>
        <translation>이 페이지 비교</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run pdftotext, mutool, PyMuPDF, pdfminer.six, pypdf and pdfplumber (those installed) on the page and explain where each differs from our text</source>
        <translation>이 페이지에서 pdftotext, mutool, PyMuPDF, pdfminer.six, pypdf, pdfplumber(설치된 것)를 실행하고 각각이 이 도구의 텍스트와 다른 곳을 설명합니다</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Open a document first.</source>
        <translation>먼저 문서를 여세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Running the extractors on page {page} …</source>
        <translation>{page}페이지에서 추출 도구를 실행하는 중…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The comparison failed: {message}</source>
        <translation>비교에 실패했습니다: {message}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Page {page}: {summary}</source>
        <translation>{page}페이지: {summary}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page {page}: no extractor printed the page</source>
        <translation>{page}페이지: 이 페이지를 출력한 추출 도구가 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. {notes}</source>
        <translation>. {notes}</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>ours</source>
        <translation>이 도구</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> … {count} more</source>
        <translation> … 외 {count}건</translation>
    </message>
</context>
<context>
    <name>ContentView</name>
    <message>
        <location filename="../../inspector/gui/views/content_view.py" line="+49"/>
        <source>Stream</source>
        <translation>스트림</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>{bytes} bytes, {operators} text-related operators</source>
        <translation>{bytes}바이트, 텍스트 관련 연산자 {operators}개</translation>
    </message>
</context>
<context>
    <name>DamageBanner</name>
    <message>
        <location filename="../../inspector/gui/views/damage_banner.py" line="+64"/>
        <source>{count} findings of damage</source>
        <translation>손상 발견 {count}건</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on {pages} of the pages read</source>
        <translation>읽은 페이지 중 {pages}페이지</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{unread} parts not read whole: their text is not in the text pane nor in the verdicts</source>
        <translation>{unread}곳을 완전히 읽지 못했습니다. 그 부분의 텍스트는 텍스트 창에도 판정에도 없습니다</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This file is damaged:</source>
        <translation>이 파일은 손상되었습니다:</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <location filename="../../inspector/gui/features/document.py" line="+254"/>
        <source>Opening {name}</source>
        <translation>{name} 여는 중</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Listing fonts</source>
        <translation>글꼴 나열 중</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/background.py" line="+325"/>
        <source>partial: the analysis was stopped after {done} of {count} pages</source>
        <translation>부분: {count}페이지 중 {done}페이지에서 분석을 중단했습니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>so far: {done} of {count} pages analysed</source>
        <translation>지금까지: {count}페이지 중 {done}페이지 분석</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/document.py" line="+175"/>
        <source>Finding the glyphs</source>
        <translation>글리프 찾는 중</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/background.py" line="+105"/>
        <location line="+31"/>
        <location line="+41"/>
        <source>Analysing pages</source>
        <translation>페이지 분석 중</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/objects.py" line="+156"/>
        <source>Looking for /{key}</source>
        <translation>/{key} 찾는 중</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Saving the stream</source>
        <translation>스트림 저장 중</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/repair.py" line="+173"/>
        <source>Planning the repair</source>
        <translation>복구 계획 중</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Writing the repaired copy</source>
        <translation>복구한 사본 쓰는 중</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/exports.py" line="+151"/>
        <source>Writing the report</source>
        <translation>보고서 쓰는 중</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Writing the HTML</source>
        <translation>HTML 쓰는 중</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/search.py" line="+93"/>
        <source>Searching</source>
        <translation>검색 중</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Explaining</source>
        <translation>설명 찾는 중</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/exports.py" line="+18"/>
        <source>Exporting</source>
        <translation>내보내는 중</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/versions.py" line="+245"/>
        <source>Open a document first.</source>
        <translation>먼저 문서를 여세요.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Comparing versions</source>
        <translation>버전 비교 중</translation>
    </message>
</context>
<context>
    <name>DocumentView</name>
    <message>
        <location filename="../../inspector/gui/views/document_view.py" line="+48"/>
        <location line="+58"/>
        <source>Open a PDF (Ctrl+O) or drop one on the window.</source>
        <translation>PDF를 열거나(Ctrl+O) 창에 끌어다 놓으십시오.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>, listed {listed} of {count} pages</source>
        <translation>, {count}페이지 중 {listed}페이지 나열됨</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, encrypted</source>
        <translation>, 암호화됨</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pages</source>
        <translation>페이지 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Producer</source>
        <translation>생성 프로그램</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Creator</source>
        <translation>작성 프로그램</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Title</source>
        <translation>제목</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fonts</source>
        <translation>글꼴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} ({broken} broken{more})</source>
        <translation>{count}(손상 {broken}개{more})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unmapped codes</source>
        <translation>매핑 없는 코드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Findings</source>
        <translation>발견 사항</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (partial)</source>
        <translation> (부분)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> (so far)</source>
        <translation> (지금까지)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>analysing …</source>
        <translation>분석 중 …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Verdict</source>
        <translation>판정</translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <location filename="../../inspector/gui/error_report.py" line="+40"/>
        <source>Something went wrong</source>
        <translation>문제가 발생했습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The window goes on working; the error was logged.</source>
        <translation>창은 계속 작동합니다. 오류는 로그에 기록되었습니다.</translation>
    </message>
</context>
<context>
    <name>ExplainView</name>
    <message>
        <location filename="../../inspector/gui/views/explain_view.py" line="+37"/>
        <source>Paste the garbled output of an extractor here (stray Latin letters, wrong kanji, U+FFFD …) and press Explain.</source>
        <translation>추출 도구가 출력한 깨진 텍스트(엉뚱한 라틴 문자, 잘못된 한자, U+FFFD …)를 여기에 붙여 넣고 [설명]을 누르세요.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Explain</source>
        <translation>설명</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Reading the pages …</source>
        <translation>페이지 읽는 중 …</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No naive reading of any font reproduces this text (the correct reading already gives it).</source>
        <translation>어떤 글꼴의 단순 읽기로도 이 텍스트를 재현할 수 없습니다(올바른 읽기가 이미 이 텍스트를 줍니다).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No naive reading of any font reproduces this text.</source>
        <translation>어떤 글꼴의 단순 읽기로도 이 텍스트를 재현할 수 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Looks like {engine}. </source>
        <translation>{engine}의 출력으로 보입니다. </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Best: {reading} of {font} ({score}).</source>
        <translation>최선: {font}의 {reading}({score}).</translation>
    </message>
</context>
<context>
    <name>FindingsView</name>
    <message>
        <location filename="../../inspector/gui/views/findings_view.py" line="+34"/>
        <source>Filter findings</source>
        <translation>발견 사항 필터</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Previous glyph of the activated finding (Shift+F3)</source>
        <translation>선택한 발견 사항의 이전 글리프(Shift+F3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next glyph of the activated finding (F3)</source>
        <translation>선택한 발견 사항의 다음 글리프(F3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Activate a finding about a font&apos;s codes to walk its glyphs</source>
        <translation>글꼴 코드에 관한 발견 사항을 선택하면 그 글리프를 차례로 볼 수 있습니다</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{errors}, {warnings}, {notes}</source>
        <translation>{errors}, {warnings}, {notes}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>오류 %n건</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>경고 %n건</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n note(s)</source>
        <translation>
            <numerusform>참고 %n건</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{code}: no glyph on the pages</source>
        <translation>{code}: 페이지에 글리프가 없습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{code}: glyph {index} of {total}</source>
        <translation>{code}: 글리프 {index}/{total}</translation>
    </message>
</context>
<context>
    <name>FontView</name>
    <message>
        <location filename="../../inspector/gui/views/font_view.py" line="+53"/>
        <source>Font</source>
        <translation>글꼴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoding CMap</source>
        <translation>Encoding CMap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unicode map</source>
        <translation>Unicode 맵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Glyphs</source>
        <translation>글리프</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>A simple font: one byte per code, no Encoding CMap.</source>
        <translation>단순 글꼴: 코드당 1바이트이며 Encoding CMap이 없습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Encoding CMap could be read.</source>
        <translation>Encoding CMap을 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No ToUnicode CMap and no collection map.</source>
        <translation>ToUnicode CMap도 문자 컬렉션 맵도 없습니다.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Select a font in the fonts table or a string on the page.</source>
        <translation>글꼴 표에서 글꼴을, 또는 페이지에서 문자열을 선택하십시오.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Object</source>
        <translation>객체</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resources</source>
        <translation>리소스</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pages</source>
        <translation>페이지 수</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Used in</source>
        <translation>사용 위치</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Subtype</source>
        <translation>하위 유형</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Descendant</source>
        <translation>하위 글꼴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BaseFont</source>
        <translation>BaseFont</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedded</source>
        <translation>임베딩</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Encoding</source>
        <translation>인코딩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CIDSystemInfo</source>
        <translation>CIDSystemInfo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ToUnicode</source>
        <translation>ToUnicode</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>WMode</source>
        <translation>WMode</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DW</source>
        <translation>DW</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>W entries</source>
        <translation>W 항목</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CIDToGIDMap</source>
        <translation>CIDToGIDMap</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stream</source>
        <translation>스트림</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ascent / Descent</source>
        <translation>Ascent / Descent</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>MissingWidth</source>
        <translation>MissingWidth</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Verdict</source>
        <translation>판정</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reason</source>
        <translation>이유</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recovery</source>
        <translation>복구 방법</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Codes used</source>
        <translation>사용된 코드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glyphs shown</source>
        <translation>표시된 글리프</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unmapped codes</source>
        <translation>매핑 없는 코드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suspect codes</source>
        <translation>의심스러운 코드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid codes</source>
        <translation>잘못된 코드</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem</source>
        <translation>문제</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Findings</source>
        <translation>발견 사항</translation>
    </message>
</context>
<context>
    <name>FontsModel</name>
    <message>
        <location filename="../../inspector/gui/models/fonts_model.py" line="+43"/>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>direct object</source>
        <translation>직접 객체</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{font} ({where}), {kind}; pages {pages}</source>
        <translation>{font} ({where}), {kind}; 페이지 {pages}</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>broken</source>
        <translation>손상됨</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (partial)</source>
        <translation> (부분)</translation>
    </message>
</context>
<context>
    <name>FontsView</name>
    <message>
        <location filename="../../inspector/gui/views/fonts_view.py" line="+31"/>
        <source>Filter fonts (name, subtype, encoding, …)</source>
        <translation>글꼴 필터(이름, 하위 유형, 인코딩 …)</translation>
    </message>
</context>
<context>
    <name>GlyphGrid</name>
    <message>
        <location filename="../../inspector/gui/views/glyph_grid.py" line="+114"/>
        <location line="+34"/>
        <source>Select a font to see the glyphs the document uses.</source>
        <translation>글꼴을 선택하면 문서가 쓰는 글리프를 표시합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading the glyphs …</source>
        <translation>글리프 읽는 중 …</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{used}, {flagged} without a sound Unicode; program: {note}. Double-click a glyph to go to its first use.</source>
        <translation>{used}, 그중 올바른 Unicode가 없는 것 {flagged}개. 프로그램: {note}. 글리프를 더블클릭하면 처음 쓰인 곳으로 이동합니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{used} (analysed {scanned} of {pages} pages), {flagged} without a sound Unicode; program: {note}. Double-click a glyph to go to its first use.</source>
        <translation>{used}({pages}페이지 중 {scanned}페이지 분석), 그중 올바른 Unicode가 없는 것 {flagged}개. 프로그램: {note}. 글리프를 더블클릭하면 처음 쓰인 곳으로 이동합니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n code(s) used</source>
        <translation>
            <numerusform>사용된 코드 %n개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GlyphNotes</name>
    <message>
        <location filename="../../inspector/gui/glyph_paths.py" line="+144"/>
        <source>substitute</source>
        <translation>대체</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>subst.</source>
        <translation>대체</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/glyphs_model.py" line="+98"/>
        <location filename="../../inspector/gui/state.py" line="+296"/>
        <source>no program</source>
        <translation>프로그램 없음</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../inspector/gui/state.py" line="+11"/>
        <source>empty</source>
        <translation>비어 있음</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/glyphs.py" line="+56"/>
        <source>not embedded: a system font&apos;s glyph stands in for each character</source>
        <translation>임베딩되지 않음: 각 문자를 시스템 글꼴의 글리프로 대신 표시</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no embedded program</source>
        <translation>임베딩된 프로그램 없음</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>program unreadable: {error}</source>
        <translation>프로그램을 읽을 수 없음: {error}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Type3 glyph procedures (/CharProcs), drawn from their paths</source>
        <translation>Type3 글리프 프로시저(/CharProcs), 그 패스로 그림</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/state.py" line="-13"/>
        <source>not embedded</source>
        <translation>임베딩 안 됨</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no GID</source>
        <translation>GID 없음</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no path</source>
        <translation>패스 없음</translation>
    </message>
</context>
<context>
    <name>GlyphsModel</name>
    <message>
        <location filename="../../inspector/gui/models/glyphs_model.py" line="-40"/>
        <source>no Unicode</source>
        <translation>Unicode 없음</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>code &lt;{code}&gt;, CID {cid}, GID {gid}, {unicode}; shown {count}×, first on page {page}</source>
        <translation>코드 &lt;{code}&gt;, CID {cid}, GID {gid}, {unicode}; {count}회 표시, 처음은 {page}페이지</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>code &lt;{code}&gt;, CID {cid}, GID {gid}, {unicode}; shown {count}×</source>
        <translation>코드 &lt;{code}&gt;, CID {cid}, GID {gid}, {unicode}; {count}회 표시</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <location filename="../../inspector/gui/guide.py" line="+46"/>
        <source>User guide</source>
        <translation>사용자 안내서</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The user guide (docs/guide.md) is not installed.</source>
        <translation>사용자 안내서(docs/guide.md)가 설치되어 있지 않습니다.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Keyboard shortcuts</source>
        <translation>키보드 단축키</translation>
    </message>
</context>
<context>
    <name>Headers</name>
    <message>
        <location filename="../../inspector/gui/models/candidates_model.py" line="+9"/>
        <source>Score</source>
        <translation>점수</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading</source>
        <translation>읽기</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../inspector/gui/models/strings_model.py" line="+98"/>
        <location filename="../../inspector/gui/views/shape_review.py" line="+46"/>
        <source>Font</source>
        <translation>글꼴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>페이지 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Explanation</source>
        <translation>설명</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/codes_model.py" line="+77"/>
        <source>Offset</source>
        <translation>오프셋</translation>
    </message>
    <message>
        <location line="-36"/>
        <location filename="../../inspector/gui/models/strings_model.py" line="+8"/>
        <source>Bytes</source>
        <translation>바이트</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CID</source>
        <translation>CID</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>CID from</source>
        <translation>CID 출처</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>GID</source>
        <translation>GID</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../inspector/gui/models/repair_model.py" line="+69"/>
        <source>Glyph</source>
        <translation>글리프</translation>
    </message>
    <message>
        <location line="-26"/>
        <location filename="../../inspector/gui/models/tounicode_model.py" line="+42"/>
        <source>Unicode</source>
        <translation>Unicode</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code point</source>
        <translation>코드 포인트</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Source</source>
        <translation>출처</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Answered by</source>
        <translation>응답한 줄</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Width</source>
        <translation>폭</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Width from</source>
        <translation>폭 출처</translation>
    </message>
    <message>
        <location line="-5"/>
        <location filename="../../inspector/gui/models/strings_model.py" line="-4"/>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/findings_model.py" line="+64"/>
        <source>Severity</source>
        <translation>심각도</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../inspector/gui/models/repair_model.py" line="-3"/>
        <location filename="../../inspector/gui/models/search_model.py" line="+17"/>
        <location filename="../../inspector/gui/views/shape_review.py" line="-6"/>
        <source>Code</source>
        <translation>코드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message</source>
        <translation>메시지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Location</source>
        <translation>위치</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/fonts_model.py" line="-80"/>
        <source>Resource</source>
        <translation>리소스</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BaseFont</source>
        <translation>BaseFont</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verdict</source>
        <translation>판정</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Subtype</source>
        <translation>하위 유형</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Encoding / CMap</source>
        <translation>Encoding / CMap</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CIDSystemInfo</source>
        <translation>CIDSystemInfo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ToUnicode</source>
        <translation>ToUnicode</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Embedded</source>
        <translation>임베딩</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>WMode</source>
        <translation>WMode</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Codes used</source>
        <translation>사용된 코드</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unmapped</source>
        <translation>매핑 없음</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/object_tree_model.py" line="+198"/>
        <source>Key</source>
        <translation>키</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type</source>
        <translation>유형</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/outline_model.py" line="+46"/>
        <source>Bookmark</source>
        <translation>책갈피</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../inspector/gui/models/search_model.py" line="-4"/>
        <source>Page</source>
        <translation>페이지</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/page_tree_model.py" line="+68"/>
        <source>Item</source>
        <translation>항목</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Details</source>
        <translation>세부 정보</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Page {page}</source>
        <translation>{page}페이지</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/repair_model.py" line="+1"/>
        <source>Now</source>
        <translation>현재</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From</source>
        <translation>출처</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After repair</source>
        <translation>복구 후</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Evidence</source>
        <translation>증거</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/search_model.py" line="+1"/>
        <source>Context</source>
        <translation>문맥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail</source>
        <translation>세부 정보</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>String</source>
        <translation>문자열</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/strings_model.py" line="-6"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Op</source>
        <translation>연산자</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/codes_model.py" line="+1"/>
        <location filename="../../inspector/gui/models/strings_model.py" line="+1"/>
        <source>Text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/tounicode_model.py" line="-1"/>
        <source>Codes</source>
        <translation>코드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line</source>
        <translation>줄</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/views/shape_review.py" line="+1"/>
        <source>In the PDF</source>
        <translation>PDF 속</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference</source>
        <translation>참조</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Character</source>
        <translation>문자</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confidence</source>
        <translation>신뢰도</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runner-up</source>
        <translation>차점</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/codes_model.py" line="+1"/>
        <source>Text from</source>
        <translation>텍스트 출처</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GID from</source>
        <translation>GID 출처</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../inspector/gui/language_menu.py" line="+17"/>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The window shows the new language when it is opened again.</source>
        <translation>새 언어는 다음에 창을 열 때 표시됩니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/translations.py" line="+159"/>
        <source>System language</source>
        <translation>시스템 언어</translation>
    </message>
</context>
<context>
    <name>Location</name>
    <message>
        <location filename="../../inspector/gui/models/findings_model.py" line="-49"/>
        <source>page {page}</source>
        <translation>{page}페이지</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>byte {offset}</source>
        <translation>바이트 {offset}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line {line}</source>
        <translation>{line}행</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>document</source>
        <translation>문서 전체</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../inspector/gui/window.py" line="+84"/>
        <source>Document</source>
        <translation>문서</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bookmarks</source>
        <translation>책갈피</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search</source>
        <translation>검색</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strings</source>
        <translation>문자열 목록</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>String</source>
        <translation>문자열</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fonts</source>
        <translation>글꼴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Findings</source>
        <translation>발견 사항</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Font details</source>
        <translation>글꼴 세부 정보</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Content stream</source>
        <translation>콘텐츠 스트림</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Objects</source>
        <translation>객체</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+447"/>
        <source>Repair</source>
        <translation>복구</translation>
    </message>
    <message>
        <location line="-446"/>
        <source>Explain garbled text</source>
        <translation>깨진 텍스트 설명</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Versions</source>
        <translation>버전 비교</translation>
    </message>
    <message>
        <location line="+194"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the background work (Esc)</source>
        <translation>백그라운드 작업 중지(Esc)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>최근 파일(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reload</source>
        <translation>다시 불러오기(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export report…</source>
        <translation>보고서 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;trace as JSON…</source>
        <translation>트레이스를 JSON으로 내보내기(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export as &amp;HTML…</source>
        <translation>HTML로 내보내기(&amp;H)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair: &amp;preview and save a copy…</source>
        <translation>복구: 미리 보고 사본 저장(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare with another &amp;version…</source>
        <translation>다른 버전과 비교(&amp;V)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy &amp;chain of the selected code</source>
        <translation>선택한 코드의 체인 복사(&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Find…</source>
        <translation>찾기(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel background work</source>
        <translation>백그라운드 작업 취소</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next glyph of the &amp;finding</source>
        <translation>발견 사항의 다음 글리프(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous glyph of the finding</source>
        <translation>발견 사항의 이전 글리프</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;in</source>
        <translation>확대(&amp;I)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom &amp;out</source>
        <translation>축소(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fit &amp;width</source>
        <translation>폭에 맞추기(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next page</source>
        <translation>다음 페이지(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous page</source>
        <translation>이전 페이지(&amp;P)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reset layout</source>
        <translation>레이아웃 초기화</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;User guide</source>
        <translation>사용자 안내서(&amp;U)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>바로 가기 키(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About</source>
        <translation>정보(&amp;A)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Exported to {path}</source>
        <translation>{path}(으)로 내보냈습니다</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>Repaired copy saved to {path}, damaged streams copied as they were</source>
        <translation>복구한 사본을 {path}에 저장했습니다(손상된 스트림은 그대로 복사)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Repaired copy saved to {path}</source>
        <translation>복구한 사본을 {path}에 저장했습니다</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Page {page}: {message}</source>
        <translation>{page}페이지: {message}</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Give the pane the whole window</source>
        <translation>창 전체를 이 패널에 주기</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Open a PDF</source>
        <translation>PDF 열기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>PDF 파일 (*.pdf);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export the trace</source>
        <translation>트레이스 내보내기</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export as HTML</source>
        <translation>HTML로 내보내기</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The HTML cannot replace the file it comes from.</source>
        <translation>HTML로 원본 파일을 덮어쓸 수 없습니다.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export the report</source>
        <translation>보고서 내보내기</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The report cannot replace the file it describes.</source>
        <translation>보고서로 대상 파일을 덮어쓸 수 없습니다.</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+7"/>
        <source>Export</source>
        <translation>내보내기</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>{what} failed: {message}</source>
        <translation>{what} 실패: {message}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot open the file</source>
        <translation>파일을 열 수 없습니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The password is wrong. </source>
        <translation>암호가 틀렸습니다. </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password for {name}:</source>
        <translation>{name}의 암호:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Encrypted PDF</source>
        <translation>암호화된 PDF</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>page {page} of {count}</source>
        <translation>{count}페이지 중 {page}페이지</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>string {number} (/{font})</source>
        <translation>문자열 {number}(/{font})</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>code &lt;{code}&gt; → {source}</source>
        <translation>코드 &lt;{code}&gt; → {source}</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>About {name}</source>
        <translation>{name} 정보</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shows why the text of a PDF comes out garbled: the bytes, codes, CIDs, glyphs, Unicode values and widths of every string, each with the rule that produced it.</source>
        <translation>PDF 텍스트가 깨지는 이유를 보여 줍니다: 모든 문자열의 바이트, 코드, CID, 글리프, Unicode 값, 폭을 각각을 만든 규칙과 함께 표시합니다.</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>The default layout comes back at the next start.</source>
        <translation>다음에 시작할 때 기본 레이아웃으로 돌아갑니다.</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/app.py" line="+154"/>
        <source>Open a PDF with Ctrl+O or drop one on the window.</source>
        <translation>Ctrl+O로 PDF를 열거나 창에 끌어다 놓으세요.</translation>
    </message>
</context>
<context>
    <name>ObjectTree</name>
    <message>
        <location filename="../../inspector/gui/models/object_tree_model.py" line="-117"/>
        <source>{count} more elements</source>
        <translation>요소 {count}개 더</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cannot be decoded: {error}</source>
        <translation>디코딩할 수 없음: {error}</translation>
    </message>
    <message numerus="yes">
        <location line="-5"/>
        <source>stream, %Ln byte(s)</source>
        <translation>
            <numerusform>스트림, %Ln바이트</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%Ln byte(s) (first {shown} shown)</source>
        <translation>
            <numerusform>%Ln바이트(앞 {shown}바이트 표시)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln바이트</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{count} entries</source>
        <translation>항목 {count}개</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{count} elements</source>
        <translation>요소 {count}개</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>reference</source>
        <translation>참조</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stream</source>
        <translation>스트림</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data</source>
        <translation>데이터</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dictionary</source>
        <translation>사전</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>array</source>
        <translation>배열</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>string</source>
        <translation>문자열</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>boolean</source>
        <translation>불리언</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number</source>
        <translation>숫자</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Double-click to open {ref}</source>
        <translation>더블클릭하여 {ref} 열기</translation>
    </message>
</context>
<context>
    <name>ObjectView</name>
    <message>
        <location filename="../../inspector/gui/views/object_view.py" line="+68"/>
        <source>Trailer</source>
        <translation>트레일러</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catalog</source>
        <translation>카탈로그</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Info</source>
        <translation>문서 정보(Info)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Font</source>
        <translation>글꼴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Descendant font</source>
        <translation>하위 글꼴</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Catalog {key}</source>
        <translation>카탈로그 {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Descendant {key}</source>
        <translation>하위 글꼴 {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoding {key}</source>
        <translation>Encoding {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page {key}</source>
        <translation>{key}페이지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Object {key}</source>
        <translation>객체 {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Image {key}</source>
        <translation>이미지 {key}</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Back to the previous object</source>
        <translation>이전 객체로 돌아가기</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The trailer, catalog and Info, the objects behind the selected font and the current page, and the objects a key search found</source>
        <translation>트레일러, 카탈로그와 Info, 선택한 글꼴과 현재 페이지를 이루는 객체, 키 검색으로 찾은 객체</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>obj # or /Key</source>
        <translation>번호 또는 /Key</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open an object by number (12 or 12 0 R), or find the objects that have a key (/FontFile2) or a key with a name (/Type /Font); &apos;trailer&apos; opens the trailer</source>
        <translation>번호로 객체를 열거나(12 또는 12 0 R), 키(/FontFile2)나 키와 이름(/Type /Font)을 가진 객체를 찾습니다. &apos;trailer&apos;는 트레일러를 엽니다</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hex</source>
        <translation>16진수</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Picture</source>
        <translation>그림</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the stream&apos;s data as text or as a hex dump, an image as its picture</source>
        <translation>스트림 데이터를 텍스트나 16진 덤프로, 이미지는 그림으로 표시</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decoded</source>
        <translation>디코딩됨</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raw</source>
        <translation>원본</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The data decoded through its filters (as the inspector reads it) or as stored</source>
        <translation>필터로 디코딩한 데이터(이 도구가 읽는 형태) 또는 저장된 그대로의 데이터</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The previous 64 KiB of the data</source>
        <translation>데이터의 이전 64 KiB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The next 64 KiB of the data</source>
        <translation>데이터의 다음 64 KiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+321"/>
        <source>Save…</source>
        <translation>저장…</translation>
    </message>
    <message>
        <location line="-319"/>
        <source>Save the stream&apos;s whole data (as shown: decoded or raw) to a file</source>
        <translation>스트림의 전체 데이터(표시된 대로: 디코딩됨 또는 원본)를 파일로 저장</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+366"/>
        <source>Select a stream to see its data.</source>
        <translation>스트림을 선택하면 데이터를 표시합니다.</translation>
    </message>
    <message>
        <location line="-185"/>
        <source>{object} (reading …)</source>
        <translation>{object} (읽는 중…)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Looking for /{key} …</source>
        <translation>/{key} 찾는 중…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1 object with {name}; {shown}</source>
        <translation>{name}을(를) 가진 객체 1개; {shown}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} objects with {name}; {shown}</source>
        <translation>{name}을(를) 가진 객체 {count}개; {shown}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No object has {name}</source>
        <translation>{name}을(를) 가진 객체가 없습니다</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{object} does not exist</source>
        <translation>{object}이(가) 없습니다</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Save font program…</source>
        <translation>글꼴 프로그램 저장…</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The data cannot be read as stored: {error}</source>
        <translation>저장된 그대로의 데이터를 읽을 수 없습니다: {error}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The data cannot be decoded: {error}</source>
        <translation>데이터를 디코딩할 수 없습니다: {error}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{total} bytes raw, bytes {first}–{last} shown</source>
        <translation>원본 {total}바이트, {first}–{last}바이트 표시</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{total} bytes decoded, bytes {first}–{last} shown</source>
        <translation>디코딩 후 {total}바이트, {first}–{last}바이트 표시</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{total} bytes raw</source>
        <translation>원본 {total}바이트</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{total} bytes decoded</source>
        <translation>디코딩 후 {total}바이트</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Image {size}, reading …</source>
        <translation>이미지 {size}, 읽는 중 …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Qt cannot read the decoded picture</source>
        <translation>Qt가 디코딩한 그림을 읽을 수 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Image {size}: the picture cannot be shown: {error}</source>
        <translation>이미지 {size}: 그림을 표시할 수 없습니다: {error}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Image {size}, shown at its own size</source>
        <translation>이미지 {size}, 원래 크기로 표시</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save the stream&apos;s data</source>
        <translation>스트림 데이터 저장</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The data cannot replace the file it comes from.</source>
        <translation>데이터를 그 출처 파일에 덮어쓸 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>OutlineModel</name>
    <message>
        <location filename="../../inspector/gui/models/outline_model.py" line="+44"/>
        <source>(untitled)</source>
        <translation>(제목 없음)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>page {page}</source>
        <translation>{page}페이지</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no page</source>
        <translation>페이지 없음</translation>
    </message>
</context>
<context>
    <name>PageTree</name>
    <message numerus="yes">
        <location filename="../../inspector/gui/models/page_tree_model.py" line="-149"/>
        <source>%n font(s)</source>
        <translation>
            <numerusform>글꼴 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n with its resource missing</source>
        <translation>
            <numerusform>그중 %n개는 리소스 없음</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{fonts} ({missing})</source>
        <translation>{fonts} ({missing})</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n form(s)</source>
        <translation>
            <numerusform>폼 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n image(s)</source>
        <translation>
            <numerusform>이미지 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>font</source>
        <translation>글꼴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>form</source>
        <translation>폼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>image</source>
        <translation>이미지</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../inspector/gui/session.py" line="+231"/>
        <source>resource missing: no font dictionary{where}</source>
        <translation>리소스 없음: 글꼴 사전 없음{where}</translation>
    </message>
</context>
<context>
    <name>PageView</name>
    <message>
        <location filename="../../inspector/gui/views/page_view.py" line="+303"/>
        <source>Page (PgUp / PgDown)</source>
        <translation>페이지(PgUp / PgDown)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>of 0</source>
        <translation>/ 0</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Page</source>
        <translation>페이지</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom out (Ctrl+-)</source>
        <translation>축소(Ctrl+-)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom in (Ctrl++)</source>
        <translation>확대(Ctrl++)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit</source>
        <translation>맞춤</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fit the page width</source>
        <translation>페이지 폭에 맞추기</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Boxes</source>
        <translation>상자</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw the glyph boxes computed by the inspector</source>
        <translation>인스펙터가 계산한 글리프 상자 그리기</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>of {count}</source>
        <translation>/ {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loading page 1 …</source>
        <translation>1페이지 불러오는 중 …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This document has no pages.</source>
        <translation>이 문서에는 페이지가 없습니다.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Page {page} could not be analysed:</source>
        <translation>{page}페이지를 분석할 수 없습니다:</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Analysing page {page} …</source>
        <translation>{page}페이지 분석 중 …</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>No page image: {reason}. The analysis is complete.</source>
        <translation>페이지 이미지 없음: {reason}. 분석은 완료되었습니다.</translation>
    </message>
</context>
<context>
    <name>Readings</name>
    <message>
        <location filename="../../inspector/gui/features/glyphs.py" line="+11"/>
        <source>correct (ISO 32000-1)</source>
        <translation>올바른 읽기(ISO 32000-1)</translation>
    </message>
</context>
<context>
    <name>RepairModel</name>
    <message>
        <location filename="../../inspector/gui/models/repair_model.py" line="-21"/>
        <source>No evidence maps this code: type its text in &apos;After repair&apos; to correct it.</source>
        <translation>이 코드를 매핑할 근거가 없습니다. &apos;복구 후&apos;에 텍스트를 입력해 바로잡으세요.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The repair changes this code: {now} → {then}</source>
        <translation>복구로 이 코드가 바뀝니다: {now} → {then}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The repair keeps this code&apos;s Unicode.</source>
        <translation>복구 후에도 이 코드의 Unicode는 그대로입니다.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Not embedded: a system font draws the character (a substitute)</source>
        <translation>임베딩되지 않음: 시스템 글꼴이 그 문자를 그립니다(대체)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The glyph the code draws ({note})</source>
        <translation>이 코드가 그리는 글리프({note})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The glyph the code draws</source>
        <translation>이 코드가 그리는 글리프</translation>
    </message>
</context>
<context>
    <name>RepairView</name>
    <message>
        <location filename="../../inspector/gui/views/repair_view.py" line="+81"/>
        <source>The font shows no text on this page.</source>
        <translation>이 글꼴은 이 페이지에 텍스트를 표시하지 않습니다.</translation>
    </message>
    <message>
        <location line="+70"/>
        <location line="+130"/>
        <source>Select a font to preview its repair.</source>
        <translation>글꼴을 선택하면 복구를 미리 봅니다.</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Text now</source>
        <translation>현재 텍스트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the repair</source>
        <translation>복구 후</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;{title}&lt;/b&gt; (this page)</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt; (이 페이지)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codes</source>
        <translation>코드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New ToUnicode CMap</source>
        <translation>새 ToUnicode CMap</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Glyph shapes</source>
        <translation>글리프 모양</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+74"/>
        <source>Plan repair</source>
        <translation>복구 계획</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Trace every page and plan a new ToUnicode for each font</source>
        <translation>모든 페이지를 트레이스하고 각 글꼴의 새 ToUnicode를 계획합니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only this font</source>
        <translation>이 글꼴만</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give only the selected font a new ToUnicode in the copy</source>
        <translation>사본에서 선택한 글꼴에만 새 ToUnicode를 줍니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save repaired copy…</source>
        <translation>복구한 사본 저장…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save ToUnicode CMap…</source>
        <translation>ToUnicode CMap 저장…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Planning the repair: every page is traced …</source>
        <translation>복구 계획 중: 모든 페이지를 트레이스합니다 …</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Plan again</source>
        <translation>다시 계획</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Plan the repair to see what a new ToUnicode would change.</source>
        <translation>복구를 계획하면 새 ToUnicode로 무엇이 바뀌는지 볼 수 있습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pages show no code of this font: nothing to repair.</source>
        <translation>페이지에 이 글꼴의 코드가 없습니다: 복구할 것이 없습니다.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No CMap: the font is left as it is.</source>
        <translation>CMap 없음: 글꼴은 그대로 둡니다.</translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>%n code(s) stay unmapped.</source>
        <translation>
            <numerusform>코드 %n개는 매핑 없이 남습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-63"/>
        <source>No CMap: the font&apos;s ToUnicode is removed.</source>
        <translation>CMap 없음: 글꼴의 ToUnicode를 제거합니다.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>rebuilt</source>
        <translation>재구성함</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>ToUnicode removed</source>
        <translation>ToUnicode 제거함</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{count} of {total} codes change</source>
        <translation>코드 {total}개 중 {count}개가 바뀝니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; {count} keep their text and now have it in the ToUnicode</source>
        <translation>; {count}개는 텍스트가 그대로이며 이제 ToUnicode에 들어갑니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>left as it is</source>
        <translation>그대로 둠</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>By what the file states: {reason}</source>
        <translation>파일에 적힌 내용만으로는: {reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Evidence: {evidence}.</source>
        <translation>증거: {evidence}.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The glyph shapes read %n of these codes (the Glyph shapes tab): readings the file does not state; check them there, and “Use for the repair” maps them.</source>
        <translation>
            <numerusform>글리프 모양으로 이 중 %n개 코드를 읽었습니다(글리프 모양 탭). 파일에 적혀 있지 않은 읽기이니 그곳에서 확인하고 “복구에 사용”으로 매핑하십시오.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n code(s) stay unmapped unless the glyph-shape readings are used.</source>
        <translation>
            <numerusform>글리프 모양 읽기를 사용하지 않으면 %n개 코드는 매핑되지 않은 채로 남습니다.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Planning again with the correction …</source>
        <translation>수정 사항을 반영해 다시 계획하는 중 …</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Planning again with {count} glyph-shape mappings …</source>
        <translation>글리프 모양 매핑 {count}개로 다시 계획하는 중…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Save the repaired copy</source>
        <translation>복구한 사본 저장</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The repaired copy cannot replace the file it is made from.</source>
        <translation>복구한 사본으로 원본 파일을 덮어쓸 수 없습니다.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Save the ToUnicode CMap</source>
        <translation>ToUnicode CMap 저장</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CMap (*.cmap);;All files (*)</source>
        <translation>CMap (*.cmap);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The ToUnicode CMap was saved to {path}.</source>
        <translation>ToUnicode CMap을 {path}에 저장했습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The repaired copy was saved to {path}.</source>
        <translation>복구한 사본을 {path}에 저장했습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stream {object} 0 R was copied as it was, damaged: it could not be read whole, so what it held beyond the damage is unknown here and in the copy.</source>
        <translation>스트림 {object} 0 R는 손상된 그대로 복사했습니다. 전체를 읽을 수 없었으므로 손상된 부분 이후의 내용은 여기서도 사본에서도 알 수 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Streams {objects} were copied as they were, damaged: they could not be read whole, so what they held beyond the damage is unknown here and in the copy.</source>
        <translation>스트림 {objects}는 손상된 그대로 복사했습니다. 전체를 읽을 수 없었으므로 손상된 부분 이후의 내용은 여기서도 사본에서도 알 수 없습니다.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Repair</source>
        <translation>복구</translation>
    </message>
</context>
<context>
    <name>ReportOptions</name>
    <message>
        <location filename="../../inspector/gui/report_options.py" line="+25"/>
        <source>Report options</source>
        <translation>보고서 옵션</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all {count} pages; or e.g. 1,3-5</source>
        <translation>전체 {count}페이지 또는 예: 1,3-5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Redact page text (letters, digits and scripts as classes)</source>
        <translation>페이지 텍스트 가리기(문자, 숫자, 문자 체계를 종류로 표시)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read unmapped codes from their glyph shapes (guesses: review them)</source>
        <translation>Unicode가 없는 코드를 글리프 모양으로 읽기(추정이므로 확인하세요)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As report --recover glyph-shape: the report takes the glyph-shape route&apos;s accepted readings; without this, what the file states only, whatever the glyph-shape review shows</source>
        <translation>report --recover glyph-shape와 같음: 보고서는 글리프 모양 대조 결과 중 임계값에 도달한 것을 사용합니다. 끄면 글리프 모양 검토에 무엇이 표시되든 파일에 적힌 내용만 사용합니다</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Pages</source>
        <translation>페이지</translation>
    </message>
</context>
<context>
    <name>SearchView</name>
    <message>
        <location filename="../../inspector/gui/views/search_view.py" line="+27"/>
        <source>Text, U+65E5, &lt;93fa&gt;, 0x41 or cid:1234 — Enter</source>
        <translation>텍스트, U+65E5, &lt;93fa&gt;, 0x41 또는 cid:1234 — Enter</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Searching …</source>
        <translation>검색 중 …</translation>
    </message>
</context>
<context>
    <name>ShapeReviewPane</name>
    <message>
        <location filename="../../inspector/gui/features/repair.py" line="-102"/>
        <source>Glyph shapes cannot be matched: {reason}.</source>
        <translation>글리프 모양을 대조할 수 없습니다: {reason}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The font is not known.</source>
        <translation>알 수 없는 글꼴입니다.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No code of this font lacks Unicode, or none has a glyph to match.</source>
        <translation>이 글꼴에는 Unicode가 없는 코드가 없거나, 대조할 글리프가 없습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{accepted} of {total} matched codes reach the threshold; least sure first.</source>
        <translation>대조한 코드 {total}개 중 {accepted}개가 임계값에 도달합니다. 신뢰도가 낮은 것부터 표시.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>References: {fonts}.</source>
        <translation>참조 글꼴: {fonts}.</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/views/shape_review.py" line="+80"/>
        <source>Select a font without Unicode, then match its glyph shapes.</source>
        <translation>Unicode가 없는 글꼴을 선택한 뒤 글리프 모양을 대조하세요.</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Match glyph shapes</source>
        <translation>글리프 모양 대조</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compare the glyphs of codes without Unicode with installed CJK fonts (the file does not state these characters)</source>
        <translation>Unicode가 없는 코드의 글리프를 설치된 CJK 글꼴과 비교합니다(파일에는 이 문자들이 적혀 있지 않습니다)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use for the repair</source>
        <translation>복구에 사용</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Map the accepted matches and the characters you typed in the repaired copy</source>
        <translation>임계값에 도달한 대조 결과와 입력한 문자를 복구한 사본에 매핑합니다</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{font}: “Match glyph shapes” reads the codes of this font that have no Unicode from their outlines.</source>
        <translation>{font}: “글리프 모양 대조”는 이 글꼴에서 Unicode가 없는 코드를 윤곽선으로 읽습니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Matching glyph shapes (a reference index is built on first use) …</source>
        <translation>글리프 모양을 대조하는 중(처음 사용할 때 참조 색인을 만듭니다)…</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The shape cannot tell these characters apart; type the right one to use it in the repair</source>
        <translation>모양만으로는 이 문자들을 구별할 수 없습니다. 복구에 쓰려면 올바른 문자를 입력하세요</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>ambiguous: {first} or {second}</source>
        <translation>모호함: {first} 또는 {second}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ambiguous: one of {choices}</source>
        <translation>모호함: {choices} 중 하나</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>low</source>
        <translation>낮음</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../inspector/gui/views/byte_view.py" line="-316"/>
        <source>Byte view: next and previous code</source>
        <translation>바이트 보기: 다음과 이전 코드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byte view: the code above and below</source>
        <translation>바이트 보기: 위와 아래 코드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byte view: first and last code</source>
        <translation>바이트 보기: 처음과 마지막 코드</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Byte view or chain table: copy the code&apos;s chain</source>
        <translation>바이트 보기 또는 체인 표: 코드의 체인 복사</translation>
    </message>
</context>
<context>
    <name>StringPanel</name>
    <message>
        <location filename="../../inspector/gui/views/string_panel.py" line="+45"/>
        <location line="+113"/>
        <source>Select a string on the page, in the text or in the strings list.</source>
        <translation>페이지, 텍스트 또는 문자열 목록에서 문자열을 선택하십시오.</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Read as</source>
        <translation>읽기 방식</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chain</source>
        <translation>체인</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Naive readings</source>
        <translation>단순 읽기</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>TJ element {index}</source>
        <translation>TJ 요소 {index}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>page content</source>
        <translation>페이지 콘텐츠</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;String {number}&lt;/b&gt;: {operator} in {where}, font {font} {size} pt, {bytes} bytes in {codes} codes</source>
        <translation>&lt;b&gt;문자열 {number}&lt;/b&gt;: {where}의 {operator}, 글꼴 {font} {size} pt, {bytes}바이트, 코드 {codes}개</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>/ActualText “{text}” replaces the text of the glyphs of strings {strings}; alone they give “{alone}”</source>
        <translation>/ActualText “{text}”이(가) 문자열 {strings}의 글리프 텍스트를 대신합니다. 글리프만으로는 “{alone}”입니다</translation>
    </message>
</context>
<context>
    <name>StringsModel</name>
    <message>
        <location filename="../../inspector/gui/models/strings_model.py" line="-62"/>
        <source>{count} invalid</source>
        <translation>잘못됨 {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} unmapped</source>
        <translation>매핑 없음 {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} suspect</source>
        <translation>의심 {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} notdef</source>
        <translation>notdef {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} multi</source>
        <translation>여러 문자 {count}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n바이트</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>page content</source>
        <translation>페이지 콘텐츠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{operator} in {where}, operator {index}</source>
        <translation>{where}의 {operator}, 연산자 {index}</translation>
    </message>
</context>
<context>
    <name>StringsView</name>
    <message>
        <location filename="../../inspector/gui/views/strings_view.py" line="+58"/>
        <source>&lt;b&gt;1 string&lt;/b&gt; on page {page}</source>
        <translation>{page}페이지의 &lt;b&gt;문자열 1개&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;{count} strings&lt;/b&gt; on page {page}</source>
        <translation>{page}페이지의 &lt;b&gt;문자열 {count}개&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Loading page {page} …</source>
        <translation>{page}페이지 불러오는 중 …</translation>
    </message>
</context>
<context>
    <name>TextView</name>
    <message>
        <location filename="../../inspector/gui/views/text_view.py" line="+80"/>
        <source>&lt;b&gt;Extracted text&lt;/b&gt; of page {page}: {lines} lines, {marked} marked glyphs</source>
        <translation>{page}페이지의 &lt;b&gt;추출 텍스트&lt;/b&gt;: {lines}줄, 표시된 글리프 {marked}개</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Extracted text&lt;/b&gt; of page {page}: {lines} lines</source>
        <translation>{page}페이지의 &lt;b&gt;추출 텍스트&lt;/b&gt;: {lines}줄</translation>
    </message>
</context>
<context>
    <name>VersionsView</name>
    <message>
        <location filename="../../inspector/gui/views/versions_view.py" line="-361"/>
        <source>Compare with…</source>
        <translation>비교 대상…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose another version of this document (B) and see what differs: fonts, mappings and the text of each page, each with its cause</source>
        <translation>이 문서의 다른 버전(B)을 골라 차이를 봅니다: 글꼴, 매핑, 각 페이지의 텍스트와 각각의 원인</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Open a document first.</source>
        <translation>먼저 문서를 여세요.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Compare with another version</source>
        <translation>다른 버전과 비교</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>PDF 파일 (*.pdf);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Comparing with {name} …</source>
        <translation>{name}과(와) 비교 중…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A (open)</source>
        <translation>A(열린 문서)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B (other)</source>
        <translation>B(다른 버전)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>File › Compare with another version… shows what differs from another file.</source>
        <translation>파일 › 다른 버전과 비교…에서 다른 파일과의 차이를 보여 줍니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The comparison failed: {message}</source>
        <translation>비교에 실패했습니다: {message}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The comparison was stopped.</source>
        <translation>비교를 중지했습니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A&apos;s page {page} not read whole</source>
        <translation>A의 {page}페이지를 전부 읽지 못했습니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B&apos;s page {page} not read whole</source>
        <translation>B의 {page}페이지를 전부 읽지 못했습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A: {name}</source>
        <translation>A: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B: {name}</source>
        <translation>B: {name}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No difference</source>
        <translation>차이 없음</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Where</source>
        <translation>위치</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cause</source>
        <translation>원인</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fonts</source>
        <translation>글꼴</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+78"/>
        <source>only in A</source>
        <translation>A에만 있음</translation>
    </message>
    <message>
        <location line="-78"/>
        <location line="+78"/>
        <source>only in B</source>
        <translation>B에만 있음</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>the code&apos;s Unicode differs</source>
        <translation>코드의 유니코드가 다름</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Page {page} (only in A)</source>
        <translation>{page}페이지(A에만 있음)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page {page} (only in B)</source>
        <translation>{page}페이지(B에만 있음)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page {page}</source>
        <translation>{page}페이지</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page {a} of A, {b} of B</source>
        <translation>A의 {a}페이지, B의 {b}페이지</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line {a}/{b}</source>
        <translation>{a}/{b}행</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Code &lt;{code}&gt;: A {a} ({a_source}), B {b} ({b_source})</source>
        <translation>코드 &lt;{code}&gt;: A {a} ({a_source}), B {b} ({b_source})</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No code draws this difference in either file.</source>
        <translation>두 파일 모두 이 차이를 그리는 코드가 없습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draws nothing here; B&apos;s code is shown.</source>
        <translation>A는 여기에 아무것도 그리지 않습니다. B의 코드를 보여 줍니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>B draws nothing here; A&apos;s code is selected.</source>
        <translation>B는 여기에 아무것도 그리지 않습니다. A의 코드를 선택했습니다.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>page {page}, string {string}, code {code}</source>
        <translation>{page}페이지, 문자열 {string}, 코드 {code}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Place</source>
        <translation>위치</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code</source>
        <translation>코드</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Object</source>
        <translation>객체</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base font</source>
        <translation>기본 글꼴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtype</source>
        <translation>하위 유형</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedded</source>
        <translation>임베딩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subset</source>
        <translation>서브셋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Font program</source>
        <translation>글꼴 프로그램</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoding or CMap</source>
        <translation>인코딩 또는 CMap</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing mode</source>
        <translation>쓰기 방향</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict</source>
        <translation>판정</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codes used</source>
        <translation>사용된 코드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>페이지</translation>
    </message>
</context>
</TS>
