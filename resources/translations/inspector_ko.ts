<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
<context>
    <name>BookmarksView</name>
    <message>
        <location filename="../../inspector/gui/views/bookmarks_view.py" line="+28"/>
        <source>This document has no bookmarks.</source>
        <translation>이 문서에는 책갈피가 없습니다.</translation>
    </message>
</context>
<context>
    <name>CMapPane</name>
    <message>
        <location filename="../../inspector/gui/views/font_view.py" line="+67"/>
        <source>CMap</source>
        <translation>CMap</translation>
    </message>
</context>
<context>
    <name>ContentView</name>
    <message>
        <location filename="../../inspector/gui/views/content_view.py" line="+45"/>
        <source>Stream</source>
        <translation>스트림</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <location filename="../../inspector/gui/controller.py" line="+211"/>
        <source>Opening {name}</source>
        <translation>{name} 여는 중</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Listing fonts</source>
        <translation>글꼴 나열 중</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>partial: the analysis was stopped after {done} of {count} pages</source>
        <translation>부분: {count}페이지 중 {done}페이지에서 분석을 중단했습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>so far: {done} of {count} pages analysed</source>
        <translation>지금까지: {count}페이지 중 {done}페이지 분석</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>Finding the glyphs</source>
        <translation>글리프 찾는 중</translation>
    </message>
    <message>
        <location line="+154"/>
        <source>Analysing pages</source>
        <translation>페이지 분석 중</translation>
    </message>
    <message>
        <location line="+240"/>
        <source>Planning the repair</source>
        <translation>복구 계획 중</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Writing the repaired copy</source>
        <translation>복구한 사본 쓰는 중</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Writing the report</source>
        <translation>보고서 쓰는 중</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Searching</source>
        <translation>검색 중</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Explaining</source>
        <translation>설명 찾는 중</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Exporting</source>
        <translation>내보내는 중</translation>
    </message>
</context>
<context>
    <name>DocumentView</name>
    <message>
        <location filename="../../inspector/gui/views/document_view.py" line="+43"/>
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
</context>
<context>
    <name>ExplainView</name>
    <message>
        <location filename="../../inspector/gui/views/explain_view.py" line="+35"/>
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
        <location filename="../../inspector/gui/views/findings_view.py" line="+30"/>
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
</context>
<context>
    <name>FontView</name>
    <message>
        <location filename="../../inspector/gui/views/font_view.py" line="+97"/>
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
        <location line="+43"/>
        <source>No Encoding CMap could be read.</source>
        <translation>Encoding CMap을 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No ToUnicode CMap and no collection map.</source>
        <translation>ToUnicode CMap도 문자 컬렉션 맵도 없습니다.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Select a font in the fonts table or a string on the page.</source>
        <translation>글꼴 표에서 글꼴을, 또는 페이지에서 문자열을 선택하십시오.</translation>
    </message>
    <message>
        <location line="+10"/>
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
        <location line="+3"/>
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
        <location line="+9"/>
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
        <location line="+1"/>
        <source>Recovery</source>
        <translation>복구 방법</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <location filename="../../inspector/gui/models/fonts_model.py" line="+42"/>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <location line="+101"/>
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
        <location filename="../../inspector/gui/views/fonts_view.py" line="+26"/>
        <source>Filter fonts (name, subtype, encoding, …)</source>
        <translation>글꼴 필터(이름, 하위 유형, 인코딩 …)</translation>
    </message>
</context>
<context>
    <name>GlyphGrid</name>
    <message>
        <location filename="../../inspector/gui/views/glyph_grid.py" line="+98"/>
        <location line="+34"/>
        <source>Select a font to see the glyphs the document uses.</source>
        <translation>글꼴을 선택하면 문서가 쓰는 글리프를 표시합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading the glyphs …</source>
        <translation>글리프 읽는 중 …</translation>
    </message>
</context>
<context>
    <name>Headers</name>
    <message>
        <location filename="../../inspector/gui/models/candidates_model.py" line="+32"/>
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
        <location filename="../../inspector/gui/models/strings_model.py" line="+70"/>
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
        <location filename="../../inspector/gui/models/codes_model.py" line="+59"/>
        <source>Offset</source>
        <translation>오프셋</translation>
    </message>
    <message>
        <location line="-40"/>
        <location filename="../../inspector/gui/models/strings_model.py" line="+8"/>
        <source>Bytes</source>
        <translation>바이트</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+12"/>
        <source>CID</source>
        <translation>CID</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+16"/>
        <source>CID from</source>
        <translation>CID 출처</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+16"/>
        <source>GID</source>
        <translation>GID</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+13"/>
        <location filename="../../inspector/gui/models/repair_model.py" line="+62"/>
        <source>Glyph</source>
        <translation>글리프</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <location filename="../../inspector/gui/models/tounicode_model.py" line="+43"/>
        <source>Unicode</source>
        <translation>Unicode</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <source>Code point</source>
        <translation>코드 포인트</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+28"/>
        <source>Source</source>
        <translation>출처</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answered by</source>
        <translation>응답한 줄</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>Width</source>
        <translation>폭</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Width from</source>
        <translation>폭 출처</translation>
    </message>
    <message>
        <location line="-1"/>
        <location filename="../../inspector/gui/models/strings_model.py" line="-4"/>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/findings_model.py" line="+50"/>
        <source>Severity</source>
        <translation>심각도</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../inspector/gui/models/repair_model.py" line="-3"/>
        <location filename="../../inspector/gui/models/search_model.py" line="+18"/>
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
        <location filename="../../inspector/gui/models/fonts_model.py" line="-81"/>
        <source>Resource</source>
        <translation>리소스</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>BaseFont</source>
        <translation>BaseFont</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+7"/>
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
        <location filename="../../inspector/gui/models/object_tree_model.py" line="+154"/>
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
        <location filename="../../inspector/gui/models/outline_model.py" line="+43"/>
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
        <location filename="../../inspector/gui/models/page_tree_model.py" line="+41"/>
        <source>Item</source>
        <translation>항목</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Details</source>
        <translation>세부 정보</translation>
    </message>
    <message>
        <location line="+113"/>
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
        <location line="+1"/>
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
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../inspector/gui/language_menu.py" line="+16"/>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The window shows the new language when it is opened again.</source>
        <translation>새 언어는 다음에 창을 열 때 표시됩니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/translations.py" line="+137"/>
        <source>System language</source>
        <translation>시스템 언어</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../inspector/gui/window.py" line="+56"/>
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
        <location line="+346"/>
        <source>Repair</source>
        <translation>복구</translation>
    </message>
    <message>
        <location line="-345"/>
        <source>Explain garbled text</source>
        <translation>깨진 텍스트 설명</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the background work (Esc)</source>
        <translation>백그라운드 작업 중지(Esc)</translation>
    </message>
    <message>
        <location line="+20"/>
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
        <location line="+5"/>
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
        <location line="+4"/>
        <source>Repaired copy saved to {path}</source>
        <translation>복구한 사본을 {path}에 저장했습니다</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Page {page}: {message}</source>
        <translation>{page}페이지: {message}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open a PDF</source>
        <translation>PDF 열기</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>PDF 파일 (*.pdf);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export the trace</source>
        <translation>트레이스 내보내기</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Export as HTML</source>
        <translation>HTML로 내보내기</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The HTML cannot replace the file it comes from.</source>
        <translation>HTML로 원본 파일을 덮어쓸 수 없습니다.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Export the report</source>
        <translation>보고서 내보내기</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The report cannot replace the file it describes.</source>
        <translation>보고서로 대상 파일을 덮어쓸 수 없습니다.</translation>
    </message>
    <message>
        <location line="+15"/>
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
        <location line="+50"/>
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
        <location line="+70"/>
        <source>The default layout comes back at the next start.</source>
        <translation>다음에 시작할 때 기본 레이아웃으로 돌아갑니다.</translation>
    </message>
</context>
<context>
    <name>ObjectView</name>
    <message>
        <location filename="../../inspector/gui/views/object_view.py" line="+104"/>
        <source>Back to the previous object</source>
        <translation>이전 객체로 돌아가기</translation>
    </message>
    <message>
        <location line="+365"/>
        <source>Select a stream to see its data.</source>
        <translation>스트림을 선택하면 데이터를 표시합니다.</translation>
    </message>
</context>
<context>
    <name>PageView</name>
    <message>
        <location filename="../../inspector/gui/views/page_view.py" line="+270"/>
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
        <location line="+33"/>
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
        <location line="+34"/>
        <source>Page {page} could not be analysed:</source>
        <translation>{page}페이지를 분석할 수 없습니다:</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Analysing page {page} …</source>
        <translation>{page}페이지 분석 중 …</translation>
    </message>
</context>
<context>
    <name>RepairView</name>
    <message>
        <location filename="../../inspector/gui/views/repair_view.py" line="+105"/>
        <location line="+120"/>
        <source>Select a font to preview its repair.</source>
        <translation>글꼴을 선택하면 복구를 미리 봅니다.</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>Text now</source>
        <translation>현재 텍스트</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the repair</source>
        <translation>복구 후</translation>
    </message>
    <message>
        <location line="+21"/>
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
        <location line="+3"/>
        <location line="+65"/>
        <source>Plan repair</source>
        <translation>복구 계획</translation>
    </message>
    <message>
        <location line="-63"/>
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
        <location line="+46"/>
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
        <location line="+22"/>
        <source>rebuilt</source>
        <translation>재구성함</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+7"/>
        <source>Evidence: {evidence}.</source>
        <translation>증거: {evidence}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} codes stay unmapped.</source>
        <translation>코드 {count}개는 매핑 없이 남습니다.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Planning again with the correction …</source>
        <translation>수정 사항을 반영해 다시 계획하는 중 …</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Save the repaired copy</source>
        <translation>복구한 사본 저장</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The ToUnicode CMap was saved to {path}.</source>
        <translation>ToUnicode CMap을 {path}에 저장했습니다.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The repaired copy was saved to {path}.</source>
        <translation>복구한 사본을 {path}에 저장했습니다.</translation>
    </message>
    <message>
        <location line="+8"/>
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
        <location line="+5"/>
        <source>Redact page text (letters, digits and scripts as classes)</source>
        <translation>페이지 텍스트 가리기(문자, 숫자, 문자 체계를 종류로 표시)</translation>
    </message>
</context>
<context>
    <name>SearchView</name>
    <message>
        <location filename="../../inspector/gui/views/search_view.py" line="+23"/>
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
    <name>StringPanel</name>
    <message>
        <location filename="../../inspector/gui/views/string_panel.py" line="+38"/>
        <location line="+99"/>
        <source>Select a string on the page, in the text or in the strings list.</source>
        <translation>페이지, 텍스트 또는 문자열 목록에서 문자열을 선택하십시오.</translation>
    </message>
    <message>
        <location line="-81"/>
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
        <location line="+80"/>
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
</context>
<context>
    <name>StringsView</name>
    <message>
        <location filename="../../inspector/gui/views/strings_view.py" line="+54"/>
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
        <location filename="../../inspector/gui/views/text_view.py" line="+69"/>
        <source>&lt;b&gt;Extracted text&lt;/b&gt; of page {page}: {lines} lines, {marked} marked glyphs</source>
        <translation>{page}페이지의 &lt;b&gt;추출 텍스트&lt;/b&gt;: {lines}줄, 표시된 글리프 {marked}개</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Extracted text&lt;/b&gt; of page {page}: {lines} lines</source>
        <translation>{page}페이지의 &lt;b&gt;추출 텍스트&lt;/b&gt;: {lines}줄</translation>
    </message>
</context>
</TS>
