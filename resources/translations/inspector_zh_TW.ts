<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>Badges</name>
    <message>
        <location filename="../../inspector/gui/views/byte_view.py" line="+76"/>
        <source>variant ideograph</source>
        <translation>異體字</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{source}: suspect value</source>
        <translation>{source}：可疑值</translation>
    </message>
</context>
<context>
    <name>BookmarksView</name>
    <message>
        <location filename="../../inspector/gui/views/bookmarks_view.py" line="+33"/>
        <source>This document has no bookmarks.</source>
        <translation>此文件沒有書籤。</translation>
    </message>
</context>
<context>
    <name>ByteView</name>
    <message>
        <location filename="../../inspector/gui/views/byte_view.py" line="+120"/>
        <source>no Unicode</source>
        <translation>無 Unicode</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Select a string to see its bytes.</source>
        <translation>選擇一個字串以檢視其位元組。</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>not embedded; a system font draws the character in its place (substitute)</source>
        <translation>未嵌入；由系統字型代為繪製該字元（替代）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Glyph: {note}</source>
        <translation>字形：{note}</translation>
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
        <translation>{name}（預先定義）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} (embedded)</source>
        <translation>{name}（嵌入）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>, … ({count} ranges)</source>
        <translation>，…（共 {count} 個範圍）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>usecmap chain: {chain}</source>
        <translation>usecmap 鏈：{chain}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Codespace: {ranges}</source>
        <translation>編碼空間：{ranges}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(no source: Identity CMaps are defined by the standard)</source>
        <translation>（無原始碼：Identity CMap 由標準定義）</translation>
    </message>
</context>
<context>
    <name>CandidatesModel</name>
    <message>
        <location filename="../../inspector/gui/models/candidates_model.py" line="+28"/>
        <source>This reading prints: {text}</source>
        <translation>此讀法輸出：{text}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The right text is: {text}</source>
        <translation>正確的文字：{text}</translation>
    </message>
</context>
<context>
    <name>Chain</name>
    <message>
        <location filename="../../inspector/gui/chain_text.py" line="+97"/>
        <source>&lt;{bytes}&gt; at byte {offset} (code {code})</source>
        <translation>&lt;{bytes}&gt;，位於第 {offset} 位元組（代碼 {code}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bytes</source>
        <translation>位元組</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="+456"/>
        <source>Font</source>
        <translation>字型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Codespace</source>
        <translation>代碼空間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outside every codespace range (§9.7.6.3)</source>
        <translation>不在任何代碼空間範圍內（§9.7.6.3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+10"/>
        <source>from {origin}</source>
        <translation>來自 {origin}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="-2"/>
        <source>Glyph name</source>
        <translation>字形名稱</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="-34"/>
        <source>none: no rule maps this code</source>
        <translation>無：沒有規則對應此代碼</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="+5"/>
        <source>via {source}</source>
        <translation>經由 {source}</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="+28"/>
        <source>Width</source>
        <translation>寬度</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vertical</source>
        <translation>直排</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="+2"/>
        <source>Flags</source>
        <translation>旗標</translation>
    </message>
    <message>
        <location line="-105"/>
        <location line="+106"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="-13"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>ActualText (strings {strings}); glyphs alone: “{alone}”</source>
        <translation>ActualText（字串 {strings}）；僅字形：「{alone}」</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{source}, unified on evidence</source>
        <translation>{source}，依據證據統一</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>recovered: {route}</source>
        <translation>復原：{route}</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Text</source>
        <translation>文字</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../inspector/gui/views/compare_view.py" line="+43"/>
        <source>Compare this page</source>
        <translation>比較此頁</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run pdftotext, mutool, PyMuPDF, pdfminer.six, pypdf and pdfplumber (those installed) on the page and explain where each differs from our text</source>
        <translation>在此頁上執行 pdftotext、mutool、PyMuPDF、pdfminer.six、pypdf 與 pdfplumber（已安裝者），並說明各自與本工具文字的不同之處</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Open a document first.</source>
        <translation>請先開啟一份文件。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Running the extractors on page {page} …</source>
        <translation>正在第 {page} 頁上執行擷取工具…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The comparison failed: {message}</source>
        <translation>比較失敗：{message}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Page {page}: {summary}</source>
        <translation>第 {page} 頁：{summary}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page {page}: no extractor printed the page</source>
        <translation>第 {page} 頁：沒有擷取工具輸出此頁</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. {notes}</source>
        <translation>。{notes}</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>ours</source>
        <translation>本工具</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> … {count} more</source>
        <translation> … 另有 {count} 處</translation>
    </message>
</context>
<context>
    <name>ContentView</name>
    <message>
        <location filename="../../inspector/gui/views/content_view.py" line="+49"/>
        <source>Stream</source>
        <translation>串流</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>{bytes} bytes, {operators} text-related operators</source>
        <translation>{bytes} 位元組，{operators} 個與文字相關的運算子</translation>
    </message>
</context>
<context>
    <name>DamageBanner</name>
    <message>
        <location filename="../../inspector/gui/views/damage_banner.py" line="+64"/>
        <source>{count} findings of damage</source>
        <translation>{count} 項損壞發現</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on {pages} of the pages read</source>
        <translation>位於已讀取頁面中的 {pages} 頁</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{unread} parts not read whole: their text is not in the text pane nor in the verdicts</source>
        <translation>{unread} 處未能完整讀取：其文字既不在文字窗格中，也不在判定中</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This file is damaged:</source>
        <translation>此檔案已損壞：</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <location filename="../../inspector/gui/features/document.py" line="+254"/>
        <source>Opening {name}</source>
        <translation>正在開啟 {name}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Listing fonts</source>
        <translation>正在列出字型</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/background.py" line="+325"/>
        <source>partial: the analysis was stopped after {done} of {count} pages</source>
        <translation>部分：分析在 {count} 頁中的第 {done} 頁後停止</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>so far: {done} of {count} pages analysed</source>
        <translation>目前：已分析 {count} 頁中的 {done} 頁</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/document.py" line="+175"/>
        <source>Finding the glyphs</source>
        <translation>正在尋找字形</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/background.py" line="+105"/>
        <location line="+31"/>
        <location line="+41"/>
        <source>Analysing pages</source>
        <translation>正在分析頁面</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/objects.py" line="+156"/>
        <source>Looking for /{key}</source>
        <translation>正在尋找 /{key}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Saving the stream</source>
        <translation>正在儲存串流</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/repair.py" line="+173"/>
        <source>Planning the repair</source>
        <translation>正在規劃修復</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Writing the repaired copy</source>
        <translation>正在寫出修復後的副本</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/exports.py" line="+151"/>
        <source>Writing the report</source>
        <translation>正在寫出報告</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Writing the HTML</source>
        <translation>正在寫入 HTML</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/search.py" line="+93"/>
        <source>Searching</source>
        <translation>正在搜尋</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Explaining</source>
        <translation>正在解釋</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/exports.py" line="+18"/>
        <source>Exporting</source>
        <translation>正在匯出</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/versions.py" line="+245"/>
        <source>Open a document first.</source>
        <translation>請先開啟一份文件。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Comparing versions</source>
        <translation>正在比較版本</translation>
    </message>
</context>
<context>
    <name>DocumentView</name>
    <message>
        <location filename="../../inspector/gui/views/document_view.py" line="+48"/>
        <location line="+58"/>
        <source>Open a PDF (Ctrl+O) or drop one on the window.</source>
        <translation>開啟一個 PDF（Ctrl+O），或將其拖放到視窗中。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>, listed {listed} of {count} pages</source>
        <translation>，已列出 {count} 頁中的 {listed} 頁</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, encrypted</source>
        <translation>，已加密</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pages</source>
        <translation>頁數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Producer</source>
        <translation>產生程式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Creator</source>
        <translation>建立程式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Title</source>
        <translation>標題</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fonts</source>
        <translation>字型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} ({broken} broken{more})</source>
        <translation>{count}（{broken} 個損壞{more}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unmapped codes</source>
        <translation>未對應的代碼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Findings</source>
        <translation>檢查結果</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (partial)</source>
        <translation>（部分）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> (so far)</source>
        <translation>（目前）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>analysing …</source>
        <translation>正在分析 …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <location filename="../../inspector/gui/error_report.py" line="+40"/>
        <source>Something went wrong</source>
        <translation>發生了問題</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The window goes on working; the error was logged.</source>
        <translation>視窗仍可繼續使用；錯誤已記錄到日誌。</translation>
    </message>
</context>
<context>
    <name>ExplainView</name>
    <message>
        <location filename="../../inspector/gui/views/explain_view.py" line="+37"/>
        <source>Paste the garbled output of an extractor here (stray Latin letters, wrong kanji, U+FFFD …) and press Explain.</source>
        <translation>將擷取工具輸出的亂碼（多餘的拉丁字母、錯誤的漢字、U+FFFD …）貼到這裡，然後按「解釋」。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Explain</source>
        <translation>解釋</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Reading the pages …</source>
        <translation>正在讀取頁面 …</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No naive reading of any font reproduces this text (the correct reading already gives it).</source>
        <translation>任何字型的單純讀法都無法重現此文字（正確的讀法已經得到它）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No naive reading of any font reproduces this text.</source>
        <translation>任何字型的單純讀法都無法重現此文字。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Looks like {engine}. </source>
        <translation>看起來是 {engine} 的輸出。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Best: {reading} of {font} ({score}).</source>
        <translation>最佳：{font} 的 {reading}（{score}）。</translation>
    </message>
</context>
<context>
    <name>FindingsView</name>
    <message>
        <location filename="../../inspector/gui/views/findings_view.py" line="+34"/>
        <source>Filter findings</source>
        <translation>篩選檢查結果</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Previous glyph of the activated finding (Shift+F3)</source>
        <translation>所選檢查結果的上一個字形（Shift+F3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next glyph of the activated finding (F3)</source>
        <translation>所選檢查結果的下一個字形（F3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Activate a finding about a font&apos;s codes to walk its glyphs</source>
        <translation>選擇一則關於字型代碼的檢查結果，即可逐一檢視其字形</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{errors}, {warnings}, {notes}</source>
        <translation>{errors}，{warnings}，{notes}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 個錯誤</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 個警告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n 則提示</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{code}: no glyph on the pages</source>
        <translation>{code}：頁面上沒有字形</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{code}: glyph {index} of {total}</source>
        <translation>{code}：第 {index} 個字形，共 {total} 個</translation>
    </message>
</context>
<context>
    <name>FontView</name>
    <message>
        <location filename="../../inspector/gui/views/font_view.py" line="+53"/>
        <source>Font</source>
        <translation>字型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoding CMap</source>
        <translation>Encoding CMap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unicode map</source>
        <translation>Unicode 對應表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Glyphs</source>
        <translation>字形</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>A simple font: one byte per code, no Encoding CMap.</source>
        <translation>簡單字型：每個代碼一個位元組，沒有 Encoding CMap。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Encoding CMap could be read.</source>
        <translation>無法讀取 Encoding CMap。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No ToUnicode CMap and no collection map.</source>
        <translation>沒有 ToUnicode CMap，也沒有字元集對應表。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Select a font in the fonts table or a string on the page.</source>
        <translation>請在字型表中選擇一個字型，或在頁面上選擇一個字串。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Object</source>
        <translation>物件</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resources</source>
        <translation>資源</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pages</source>
        <translation>頁數</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Used in</source>
        <translation>使用位置</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Subtype</source>
        <translation>子類型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Descendant</source>
        <translation>後代字型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BaseFont</source>
        <translation>BaseFont</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedded</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Encoding</source>
        <translation>編碼</translation>
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
        <translation>W 項目</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CIDToGIDMap</source>
        <translation>CIDToGIDMap</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stream</source>
        <translation>串流</translation>
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
        <translation>判定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recovery</source>
        <translation>復原方式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Codes used</source>
        <translation>使用的代碼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glyphs shown</source>
        <translation>顯示的字形</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unmapped codes</source>
        <translation>未對應的代碼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suspect codes</source>
        <translation>可疑代碼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid codes</source>
        <translation>無效代碼</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Findings</source>
        <translation>檢查結果</translation>
    </message>
</context>
<context>
    <name>FontsModel</name>
    <message>
        <location filename="../../inspector/gui/models/fonts_model.py" line="+43"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>direct object</source>
        <translation>直接物件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{font} ({where}), {kind}; pages {pages}</source>
        <translation>{font}（{where}），{kind}；第 {pages} 頁</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>broken</source>
        <translation>已損壞</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (partial)</source>
        <translation>（部分）</translation>
    </message>
</context>
<context>
    <name>FontsView</name>
    <message>
        <location filename="../../inspector/gui/views/fonts_view.py" line="+31"/>
        <source>Filter fonts (name, subtype, encoding, …)</source>
        <translation>篩選字型（名稱、子類型、編碼 …）</translation>
    </message>
</context>
<context>
    <name>GlyphGrid</name>
    <message>
        <location filename="../../inspector/gui/views/glyph_grid.py" line="+114"/>
        <location line="+34"/>
        <source>Select a font to see the glyphs the document uses.</source>
        <translation>選擇一個字型，檢視文件使用的字形。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading the glyphs …</source>
        <translation>正在讀取字形 …</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{used}, {flagged} without a sound Unicode; program: {note}. Double-click a glyph to go to its first use.</source>
        <translation>{used}，其中 {flagged} 個沒有可靠的 Unicode；程式：{note}。按兩下字形可跳到其首次使用處。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{used} (analysed {scanned} of {pages} pages), {flagged} without a sound Unicode; program: {note}. Double-click a glyph to go to its first use.</source>
        <translation>{used}（已分析 {pages} 頁中的 {scanned} 頁），其中 {flagged} 個沒有可靠的 Unicode；程式：{note}。按兩下字形可跳到其首次使用處。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n code(s) used</source>
        <translation>
            <numerusform>使用了 %n 個代碼</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GlyphNotes</name>
    <message>
        <location filename="../../inspector/gui/glyph_paths.py" line="+144"/>
        <source>substitute</source>
        <translation>替代</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>subst.</source>
        <translation>替</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/glyphs_model.py" line="+98"/>
        <location filename="../../inspector/gui/state.py" line="+296"/>
        <source>no program</source>
        <translation>無程式</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../inspector/gui/state.py" line="+11"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/glyphs.py" line="+56"/>
        <source>not embedded: a system font&apos;s glyph stands in for each character</source>
        <translation>未嵌入：每個字元以系統字型的字形代替</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no embedded program</source>
        <translation>無嵌入的程式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>program unreadable: {error}</source>
        <translation>無法讀取程式：{error}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Type3 glyph procedures (/CharProcs), drawn from their paths</source>
        <translation>Type3 字形程序（/CharProcs），依其路徑繪製</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/state.py" line="-13"/>
        <source>not embedded</source>
        <translation>未嵌入</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no GID</source>
        <translation>無 GID</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no path</source>
        <translation>無路徑</translation>
    </message>
</context>
<context>
    <name>GlyphsModel</name>
    <message>
        <location filename="../../inspector/gui/models/glyphs_model.py" line="-40"/>
        <source>no Unicode</source>
        <translation>無 Unicode</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>code &lt;{code}&gt;, CID {cid}, GID {gid}, {unicode}; shown {count}×, first on page {page}</source>
        <translation>代碼 &lt;{code}&gt;，CID {cid}，GID {gid}，{unicode}；顯示 {count} 次，首次出現在第 {page} 頁</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>code &lt;{code}&gt;, CID {cid}, GID {gid}, {unicode}; shown {count}×</source>
        <translation>代碼 &lt;{code}&gt;，CID {cid}，GID {gid}，{unicode}；顯示 {count} 次</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <location filename="../../inspector/gui/guide.py" line="+46"/>
        <source>User guide</source>
        <translation>使用者指南</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The user guide (docs/guide.md) is not installed.</source>
        <translation>未安裝使用者指南（docs/guide.md）。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Keyboard shortcuts</source>
        <translation>鍵盤快速鍵</translation>
    </message>
</context>
<context>
    <name>Headers</name>
    <message>
        <location filename="../../inspector/gui/models/candidates_model.py" line="+9"/>
        <source>Score</source>
        <translation>分數</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading</source>
        <translation>讀法</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../inspector/gui/models/strings_model.py" line="+98"/>
        <location filename="../../inspector/gui/views/shape_review.py" line="+46"/>
        <source>Font</source>
        <translation>字型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>頁數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Explanation</source>
        <translation>解釋</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/codes_model.py" line="+77"/>
        <source>Offset</source>
        <translation>位移</translation>
    </message>
    <message>
        <location line="-36"/>
        <location filename="../../inspector/gui/models/strings_model.py" line="+8"/>
        <source>Bytes</source>
        <translation>位元組</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CID</source>
        <translation>CID</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>CID from</source>
        <translation>CID 來源</translation>
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
        <translation>字形</translation>
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
        <translation>碼位</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Answered by</source>
        <translation>回應的行</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Width</source>
        <translation>寬度</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Width from</source>
        <translation>寬度來源</translation>
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
        <translation>嚴重程度</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../inspector/gui/models/repair_model.py" line="-3"/>
        <location filename="../../inspector/gui/models/search_model.py" line="+17"/>
        <location filename="../../inspector/gui/views/shape_review.py" line="-6"/>
        <source>Code</source>
        <translation>代碼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message</source>
        <translation>訊息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Location</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/fonts_model.py" line="-80"/>
        <source>Resource</source>
        <translation>資源</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>BaseFont</source>
        <translation>BaseFont</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Subtype</source>
        <translation>子類型</translation>
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
        <translation>嵌入</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>WMode</source>
        <translation>WMode</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Codes used</source>
        <translation>使用的代碼</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unmapped</source>
        <translation>未對應</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/object_tree_model.py" line="+198"/>
        <source>Key</source>
        <translation>鍵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type</source>
        <translation>類型</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/outline_model.py" line="+46"/>
        <source>Bookmark</source>
        <translation>書籤</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../inspector/gui/models/search_model.py" line="-4"/>
        <source>Page</source>
        <translation>頁</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/page_tree_model.py" line="+68"/>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Details</source>
        <translation>詳細資料</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Page {page}</source>
        <translation>第 {page} 頁</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/repair_model.py" line="+1"/>
        <source>Now</source>
        <translation>目前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From</source>
        <translation>來源</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After repair</source>
        <translation>修復後</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Evidence</source>
        <translation>證據</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/search_model.py" line="+1"/>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail</source>
        <translation>詳細資料</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>String</source>
        <translation>字串</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/strings_model.py" line="-6"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Op</source>
        <translation>運算子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/codes_model.py" line="+1"/>
        <location filename="../../inspector/gui/models/strings_model.py" line="+1"/>
        <source>Text</source>
        <translation>文字</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/tounicode_model.py" line="-1"/>
        <source>Codes</source>
        <translation>代碼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/views/shape_review.py" line="+1"/>
        <source>In the PDF</source>
        <translation>PDF 中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference</source>
        <translation>參考</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Character</source>
        <translation>字元</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confidence</source>
        <translation>信賴度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runner-up</source>
        <translation>次選</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/codes_model.py" line="+1"/>
        <source>Text from</source>
        <translation>文字來源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GID from</source>
        <translation>GID 來源</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../inspector/gui/language_menu.py" line="+17"/>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The window shows the new language when it is opened again.</source>
        <translation>下次開啟視窗時將顯示新的語言。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/translations.py" line="+159"/>
        <source>System language</source>
        <translation>系統語言</translation>
    </message>
</context>
<context>
    <name>Location</name>
    <message>
        <location filename="../../inspector/gui/models/findings_model.py" line="-49"/>
        <source>page {page}</source>
        <translation>第 {page} 頁</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>byte {offset}</source>
        <translation>位元組 {offset}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line {line}</source>
        <translation>第 {line} 行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>document</source>
        <translation>整份文件</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../inspector/gui/window.py" line="+84"/>
        <source>Document</source>
        <translation>文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bookmarks</source>
        <translation>書籤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search</source>
        <translation>搜尋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strings</source>
        <translation>字串清單</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>String</source>
        <translation>字串</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fonts</source>
        <translation>字型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Findings</source>
        <translation>檢查結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Font details</source>
        <translation>字型詳細資料</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Content stream</source>
        <translation>內容串流</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Objects</source>
        <translation>物件</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+447"/>
        <source>Repair</source>
        <translation>修復</translation>
    </message>
    <message>
        <location line="-446"/>
        <source>Explain garbled text</source>
        <translation>解釋亂碼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Versions</source>
        <translation>版本比較</translation>
    </message>
    <message>
        <location line="+194"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the background work (Esc)</source>
        <translation>停止背景工作（Esc）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reload</source>
        <translation>重新載入(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export report…</source>
        <translation>匯出報告(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;trace as JSON…</source>
        <translation>將追蹤匯出為 JSON(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export as &amp;HTML…</source>
        <translation>匯出為 HTML(&amp;H)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair: &amp;preview and save a copy…</source>
        <translation>修復：預覽並儲存副本(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare with another &amp;version…</source>
        <translation>與另一版本比較(&amp;V)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy &amp;chain of the selected code</source>
        <translation>複製所選代碼的鏈(&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Find…</source>
        <translation>尋找(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel background work</source>
        <translation>取消背景工作</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next glyph of the &amp;finding</source>
        <translation>檢查結果的下一個字形(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous glyph of the finding</source>
        <translation>檢查結果的上一個字形</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fit &amp;width</source>
        <translation>符合寬度(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next page</source>
        <translation>下一頁(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous page</source>
        <translation>上一頁(&amp;P)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reset layout</source>
        <translation>重設版面配置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;User guide</source>
        <translation>使用指南(&amp;U)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>鍵盤快速鍵(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About</source>
        <translation>關於(&amp;A)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Exported to {path}</source>
        <translation>已匯出到 {path}</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>Repaired copy saved to {path}, damaged streams copied as they were</source>
        <translation>修復後的副本已儲存到 {path}（受損的串流按原樣複製）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Repaired copy saved to {path}</source>
        <translation>修復後的副本已儲存到 {path}</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Page {page}: {message}</source>
        <translation>第 {page} 頁：{message}</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Give the pane the whole window</source>
        <translation>讓窗格佔滿整個視窗</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Open a PDF</source>
        <translation>開啟 PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>PDF 檔案 (*.pdf);;所有檔案 (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export the trace</source>
        <translation>匯出追蹤</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export as HTML</source>
        <translation>匯出為 HTML</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The HTML cannot replace the file it comes from.</source>
        <translation>HTML 不能取代它來源的檔案。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export the report</source>
        <translation>匯出報告</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The report cannot replace the file it describes.</source>
        <translation>報告不能取代它所描述的檔案。</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+7"/>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>{what} failed: {message}</source>
        <translation>{what}失敗：{message}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot open the file</source>
        <translation>無法開啟檔案</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The password is wrong. </source>
        <translation>密碼錯誤。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password for {name}:</source>
        <translation>{name} 的密碼：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Encrypted PDF</source>
        <translation>加密的 PDF</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>page {page} of {count}</source>
        <translation>第 {page} 頁，共 {count} 頁</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>string {number} (/{font})</source>
        <translation>字串 {number}（/{font}）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>code &lt;{code}&gt; → {source}</source>
        <translation>代碼 &lt;{code}&gt; → {source}</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>About {name}</source>
        <translation>關於 {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shows why the text of a PDF comes out garbled: the bytes, codes, CIDs, glyphs, Unicode values and widths of every string, each with the rule that produced it.</source>
        <translation>顯示 PDF 文字為何變成亂碼：每個字串的位元組、代碼、CID、字形、Unicode 值與寬度，以及產生它們的規則。</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>The default layout comes back at the next start.</source>
        <translation>下次啟動時將恢復預設版面配置。</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/app.py" line="+154"/>
        <source>Open a PDF with Ctrl+O or drop one on the window.</source>
        <translation>按 Ctrl+O 開啟 PDF，或將其拖放到視窗中。</translation>
    </message>
</context>
<context>
    <name>ObjectTree</name>
    <message>
        <location filename="../../inspector/gui/models/object_tree_model.py" line="-117"/>
        <source>{count} more elements</source>
        <translation>另有 {count} 個元素</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cannot be decoded: {error}</source>
        <translation>無法解碼：{error}</translation>
    </message>
    <message numerus="yes">
        <location line="-5"/>
        <source>stream, %Ln byte(s)</source>
        <translation>
            <numerusform>串流，%Ln 位元組</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%Ln byte(s) (first {shown} shown)</source>
        <translation>
            <numerusform>%Ln 位元組（顯示前 {shown} 位元組）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln 位元組</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{count} entries</source>
        <translation>{count} 個項目</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{count} elements</source>
        <translation>{count} 個元素</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>reference</source>
        <translation>參照</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stream</source>
        <translation>串流</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data</source>
        <translation>資料</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dictionary</source>
        <translation>字典</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>array</source>
        <translation>陣列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>string</source>
        <translation>字串</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text</source>
        <translation>文字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>boolean</source>
        <translation>布林值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number</source>
        <translation>數值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Double-click to open {ref}</source>
        <translation>按兩下開啟 {ref}</translation>
    </message>
</context>
<context>
    <name>ObjectView</name>
    <message>
        <location filename="../../inspector/gui/views/object_view.py" line="+68"/>
        <source>Trailer</source>
        <translation>尾端 (trailer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catalog</source>
        <translation>目錄 (Catalog)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Info</source>
        <translation>文件資訊 (Info)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Font</source>
        <translation>字型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Descendant font</source>
        <translation>子代字型</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Catalog {key}</source>
        <translation>目錄 {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Descendant {key}</source>
        <translation>子代字型 {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoding {key}</source>
        <translation>Encoding {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page {key}</source>
        <translation>第 {key} 頁</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Object {key}</source>
        <translation>物件 {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Image {key}</source>
        <translation>影像 {key}</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Back to the previous object</source>
        <translation>返回上一個物件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The trailer, catalog and Info, the objects behind the selected font and the current page, and the objects a key search found</source>
        <translation>尾端、目錄與 Info，所選字型與目前頁面背後的物件，以及依鍵搜尋找到的物件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>obj # or /Key</source>
        <translation>物件號或 /Key</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open an object by number (12 or 12 0 R), or find the objects that have a key (/FontFile2) or a key with a name (/Type /Font); &apos;trailer&apos; opens the trailer</source>
        <translation>依編號開啟物件（12 或 12 0 R），或尋找含有某個鍵（/FontFile2）或某個鍵及名稱（/Type /Font）的物件；輸入 &apos;trailer&apos; 開啟尾端</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Text</source>
        <translation>文字</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hex</source>
        <translation>十六進位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Picture</source>
        <translation>圖像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the stream&apos;s data as text or as a hex dump, an image as its picture</source>
        <translation>以文字或十六進位傾印顯示串流的資料，影像顯示為圖像</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decoded</source>
        <translation>解碼後</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raw</source>
        <translation>原始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The data decoded through its filters (as the inspector reads it) or as stored</source>
        <translation>經過其篩選器解碼的資料（本工具讀取的形式），或依儲存原樣的資料</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The previous 64 KiB of the data</source>
        <translation>資料的上一個 64 KiB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The next 64 KiB of the data</source>
        <translation>資料的下一個 64 KiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+321"/>
        <source>Save…</source>
        <translation>儲存…</translation>
    </message>
    <message>
        <location line="-319"/>
        <source>Save the stream&apos;s whole data (as shown: decoded or raw) to a file</source>
        <translation>將串流的全部資料（依顯示方式：解碼後或原始）儲存到檔案</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+366"/>
        <source>Select a stream to see its data.</source>
        <translation>選擇一個串流以檢視其資料。</translation>
    </message>
    <message>
        <location line="-185"/>
        <source>{object} (reading …)</source>
        <translation>{object}（正在讀取…）</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Looking for /{key} …</source>
        <translation>正在尋找 /{key} …</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1 object with {name}; {shown}</source>
        <translation>1 個物件含有 {name}；{shown}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} objects with {name}; {shown}</source>
        <translation>{count} 個物件含有 {name}；{shown}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No object has {name}</source>
        <translation>沒有物件含有 {name}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{object} does not exist</source>
        <translation>{object} 不存在</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Save font program…</source>
        <translation>儲存字型程式…</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The data cannot be read as stored: {error}</source>
        <translation>無法依儲存原樣讀取資料：{error}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The data cannot be decoded: {error}</source>
        <translation>無法解碼資料：{error}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{total} bytes raw, bytes {first}–{last} shown</source>
        <translation>原始 {total} 位元組，顯示第 {first}–{last} 位元組</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{total} bytes decoded, bytes {first}–{last} shown</source>
        <translation>解碼後 {total} 位元組，顯示第 {first}–{last} 位元組</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{total} bytes raw</source>
        <translation>原始 {total} 位元組</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{total} bytes decoded</source>
        <translation>解碼後 {total} 位元組</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Image {size}, reading …</source>
        <translation>影像 {size}，讀取中 …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Qt cannot read the decoded picture</source>
        <translation>Qt 無法讀取解碼後的影像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Image {size}: the picture cannot be shown: {error}</source>
        <translation>影像 {size}：無法顯示影像：{error}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Image {size}, shown at its own size</source>
        <translation>影像 {size}，以原始尺寸顯示</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save the stream&apos;s data</source>
        <translation>儲存串流資料</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The data cannot replace the file it comes from.</source>
        <translation>資料不能覆寫其來源檔案。</translation>
    </message>
</context>
<context>
    <name>OutlineModel</name>
    <message>
        <location filename="../../inspector/gui/models/outline_model.py" line="+44"/>
        <source>(untitled)</source>
        <translation>（無標題）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>page {page}</source>
        <translation>第 {page} 頁</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no page</source>
        <translation>無頁面</translation>
    </message>
</context>
<context>
    <name>PageTree</name>
    <message numerus="yes">
        <location filename="../../inspector/gui/models/page_tree_model.py" line="-149"/>
        <source>%n font(s)</source>
        <translation>
            <numerusform>%n 個字型</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n with its resource missing</source>
        <translation>
            <numerusform>其中 %n 個缺少資源</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{fonts} ({missing})</source>
        <translation>{fonts}（{missing}）</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n form(s)</source>
        <translation>
            <numerusform>%n 個表單 XObject</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n image(s)</source>
        <translation>
            <numerusform>%n 個影像</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>font</source>
        <translation>字型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>form</source>
        <translation>表單</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>image</source>
        <translation>影像</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/session.py" line="+231"/>
        <source>resource missing: no font dictionary{where}</source>
        <translation>缺少資源：沒有字型字典{where}</translation>
    </message>
</context>
<context>
    <name>PageView</name>
    <message>
        <location filename="../../inspector/gui/views/page_view.py" line="+303"/>
        <source>Page (PgUp / PgDown)</source>
        <translation>頁（PgUp / PgDown）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>of 0</source>
        <translation>/ 0</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Page</source>
        <translation>頁</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom out (Ctrl+-)</source>
        <translation>縮小（Ctrl+-）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom in (Ctrl++)</source>
        <translation>放大（Ctrl++）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit</source>
        <translation>符合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fit the page width</source>
        <translation>符合頁面寬度</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Boxes</source>
        <translation>框</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw the glyph boxes computed by the inspector</source>
        <translation>繪製檢查器計算出的字形框</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>of {count}</source>
        <translation>/ {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loading page 1 …</source>
        <translation>正在載入第 1 頁 …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This document has no pages.</source>
        <translation>此文件沒有頁面。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Page {page} could not be analysed:</source>
        <translation>無法分析第 {page} 頁：</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Analysing page {page} …</source>
        <translation>正在分析第 {page} 頁 …</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>No page image: {reason}. The analysis is complete.</source>
        <translation>無頁面影像：{reason}。分析已完成。</translation>
    </message>
</context>
<context>
    <name>Readings</name>
    <message>
        <location filename="../../inspector/gui/features/glyphs.py" line="+11"/>
        <source>correct (ISO 32000-1)</source>
        <translation>正確讀法（ISO 32000-1）</translation>
    </message>
</context>
<context>
    <name>RepairModel</name>
    <message>
        <location filename="../../inspector/gui/models/repair_model.py" line="-21"/>
        <source>No evidence maps this code: type its text in &apos;After repair&apos; to correct it.</source>
        <translation>沒有依據可對應此代碼：在「修復後」中輸入其文字以更正。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The repair changes this code: {now} → {then}</source>
        <translation>修復會變更此代碼：{now} → {then}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The repair keeps this code&apos;s Unicode.</source>
        <translation>修復會保留此代碼的 Unicode。</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Not embedded: a system font draws the character (a substitute)</source>
        <translation>未嵌入：由系統字型繪製該字元（替代）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The glyph the code draws ({note})</source>
        <translation>此代碼繪製的字形（{note}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The glyph the code draws</source>
        <translation>此代碼繪製的字形</translation>
    </message>
</context>
<context>
    <name>RepairView</name>
    <message>
        <location filename="../../inspector/gui/views/repair_view.py" line="+81"/>
        <source>The font shows no text on this page.</source>
        <translation>此字型在此頁上沒有顯示文字。</translation>
    </message>
    <message>
        <location line="+70"/>
        <location line="+130"/>
        <source>Select a font to preview its repair.</source>
        <translation>選擇一個字型以預覽其修復。</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Text now</source>
        <translation>目前文字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the repair</source>
        <translation>修復後</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;{title}&lt;/b&gt; (this page)</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;（此頁）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Text</source>
        <translation>文字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codes</source>
        <translation>代碼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New ToUnicode CMap</source>
        <translation>新的 ToUnicode CMap</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Glyph shapes</source>
        <translation>字形形狀</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+74"/>
        <source>Plan repair</source>
        <translation>規劃修復</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Trace every page and plan a new ToUnicode for each font</source>
        <translation>追蹤每一頁，並為每個字型規劃新的 ToUnicode</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only this font</source>
        <translation>僅此字型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give only the selected font a new ToUnicode in the copy</source>
        <translation>在副本中只為所選字型提供新的 ToUnicode</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save repaired copy…</source>
        <translation>儲存修復後的副本…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save ToUnicode CMap…</source>
        <translation>儲存 ToUnicode CMap…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Planning the repair: every page is traced …</source>
        <translation>正在規劃修復：追蹤每一頁 …</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Plan again</source>
        <translation>重新規劃</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Plan the repair to see what a new ToUnicode would change.</source>
        <translation>規劃修復後，即可檢視新的 ToUnicode 會改變什麼。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pages show no code of this font: nothing to repair.</source>
        <translation>頁面中沒有此字型的代碼：無需修復。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No CMap: the font is left as it is.</source>
        <translation>無 CMap：字型保持原樣。</translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>%n code(s) stay unmapped.</source>
        <translation>
            <numerusform>%n 個代碼仍未對應。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-63"/>
        <source>No CMap: the font&apos;s ToUnicode is removed.</source>
        <translation>無 CMap：移除字型的 ToUnicode。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>rebuilt</source>
        <translation>已重建</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>ToUnicode removed</source>
        <translation>已移除 ToUnicode</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{count} of {total} codes change</source>
        <translation>{total} 個代碼中有 {count} 個改變</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; {count} keep their text and now have it in the ToUnicode</source>
        <translation>；{count} 個保持其文字，現在寫入 ToUnicode</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>left as it is</source>
        <translation>保持原樣</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>By what the file states: {reason}</source>
        <translation>僅就檔案所述而言：{reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Evidence: {evidence}.</source>
        <translation>證據：{evidence}。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The glyph shapes read %n of these codes (the Glyph shapes tab): readings the file does not state; check them there, and “Use for the repair” maps them.</source>
        <translation>
            <numerusform>字形形狀讀出了其中 %n 個代碼（「字形形狀」分頁）：這是檔案中沒有寫明的讀法；請在那裡核對，再用「用於修復」寫入對應。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n code(s) stay unmapped unless the glyph-shape readings are used.</source>
        <translation>
            <numerusform>除非使用字形形狀的讀法，否則 %n 個代碼仍沒有對應。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Planning again with the correction …</source>
        <translation>正在納入更正重新規劃 …</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Planning again with {count} glyph-shape mappings …</source>
        <translation>正在以 {count} 個字形形狀對應重新規劃…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Save the repaired copy</source>
        <translation>儲存修復後的副本</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The repaired copy cannot replace the file it is made from.</source>
        <translation>修復後的副本不能覆寫其來源檔案。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Save the ToUnicode CMap</source>
        <translation>儲存 ToUnicode CMap</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CMap (*.cmap);;All files (*)</source>
        <translation>CMap (*.cmap);;所有檔案 (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The ToUnicode CMap was saved to {path}.</source>
        <translation>ToUnicode CMap 已儲存到 {path}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The repaired copy was saved to {path}.</source>
        <translation>修復後的副本已儲存到 {path}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stream {object} 0 R was copied as it was, damaged: it could not be read whole, so what it held beyond the damage is unknown here and in the copy.</source>
        <translation>串流 {object} 0 R 已按原樣複製，仍是受損的：它無法被完整讀取，因此受損處之後的內容在這裡和副本中都未知。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Streams {objects} were copied as they were, damaged: they could not be read whole, so what they held beyond the damage is unknown here and in the copy.</source>
        <translation>串流 {objects} 已按原樣複製，仍是受損的：它們無法被完整讀取，因此受損處之後的內容在這裡和副本中都未知。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Repair</source>
        <translation>修復</translation>
    </message>
</context>
<context>
    <name>ReportOptions</name>
    <message>
        <location filename="../../inspector/gui/report_options.py" line="+25"/>
        <source>Report options</source>
        <translation>報告選項</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all {count} pages; or e.g. 1,3-5</source>
        <translation>全部 {count} 頁；或例如 1,3-5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Redact page text (letters, digits and scripts as classes)</source>
        <translation>遮蔽頁面文字（字母、數字與文字系統以類別顯示）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read unmapped codes from their glyph shapes (guesses: review them)</source>
        <translation>依字形形狀讀取沒有 Unicode 的代碼（推測結果，請核對）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As report --recover glyph-shape: the report takes the glyph-shape route&apos;s accepted readings; without this, what the file states only, whatever the glyph-shape review shows</source>
        <translation>與 report --recover glyph-shape 相同：報告採用字形形狀路線中達到門檻的讀取結果；不勾選時，無論字形形狀核對中顯示什麼，只採用檔案中說明的內容</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Pages</source>
        <translation>頁面</translation>
    </message>
</context>
<context>
    <name>SearchView</name>
    <message>
        <location filename="../../inspector/gui/views/search_view.py" line="+27"/>
        <source>Text, U+65E5, &lt;93fa&gt;, 0x41 or cid:1234 — Enter</source>
        <translation>文字、U+65E5、&lt;93fa&gt;、0x41 或 cid:1234 — Enter</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Searching …</source>
        <translation>正在搜尋 …</translation>
    </message>
</context>
<context>
    <name>ShapeReviewPane</name>
    <message>
        <location filename="../../inspector/gui/features/repair.py" line="-102"/>
        <source>Glyph shapes cannot be matched: {reason}.</source>
        <translation>無法比對字形形狀：{reason}。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The font is not known.</source>
        <translation>未知的字型。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No code of this font lacks Unicode, or none has a glyph to match.</source>
        <translation>此字型沒有缺少 Unicode 的代碼，或沒有可供比對的字形。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{accepted} of {total} matched codes reach the threshold; least sure first.</source>
        <translation>已比對的 {total} 個代碼中有 {accepted} 個達到門檻；依信賴度由低到高排列。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>References: {fonts}.</source>
        <translation>參考字型：{fonts}。</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/views/shape_review.py" line="+80"/>
        <source>Select a font without Unicode, then match its glyph shapes.</source>
        <translation>選擇一個沒有 Unicode 的字型，然後比對其字形形狀。</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Match glyph shapes</source>
        <translation>比對字形形狀</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compare the glyphs of codes without Unicode with installed CJK fonts (the file does not state these characters)</source>
        <translation>將沒有 Unicode 的代碼的字形與已安裝的 CJK 字型進行比較（檔案中並未說明這些字元）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use for the repair</source>
        <translation>用於修復</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Map the accepted matches and the characters you typed in the repaired copy</source>
        <translation>在修復後的副本中對應達到門檻的比對結果與您輸入的字元</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{font}: “Match glyph shapes” reads the codes of this font that have no Unicode from their outlines.</source>
        <translation>{font}：「比對字形形狀」會依輪廓讀出此字型中沒有 Unicode 的代碼。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Matching glyph shapes (a reference index is built on first use) …</source>
        <translation>正在比對字形形狀（首次使用時會建立參考索引）…</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The shape cannot tell these characters apart; type the right one to use it in the repair</source>
        <translation>僅憑字形無法區分這些字元；請輸入正確的字元以在修復中使用</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>ambiguous: {first} or {second}</source>
        <translation>不確定：{first} 或 {second}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ambiguous: one of {choices}</source>
        <translation>不確定：{choices} 之一</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>low</source>
        <translation>低</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../inspector/gui/views/byte_view.py" line="-316"/>
        <source>Byte view: next and previous code</source>
        <translation>位元組檢視：下一個和上一個代碼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byte view: the code above and below</source>
        <translation>位元組檢視：上方和下方的代碼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byte view: first and last code</source>
        <translation>位元組檢視：第一個和最後一個代碼</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Byte view or chain table: copy the code&apos;s chain</source>
        <translation>位元組檢視或鏈表格：複製代碼的鏈</translation>
    </message>
</context>
<context>
    <name>StringPanel</name>
    <message>
        <location filename="../../inspector/gui/views/string_panel.py" line="+45"/>
        <location line="+113"/>
        <source>Select a string on the page, in the text or in the strings list.</source>
        <translation>請在頁面、文字或字串清單中選擇一個字串。</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Read as</source>
        <translation>讀作</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text</source>
        <translation>文字</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chain</source>
        <translation>鏈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Naive readings</source>
        <translation>單純讀法</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>TJ element {index}</source>
        <translation>TJ 元素 {index}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>page content</source>
        <translation>頁面內容</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;String {number}&lt;/b&gt;: {operator} in {where}, font {font} {size} pt, {bytes} bytes in {codes} codes</source>
        <translation>&lt;b&gt;字串 {number}&lt;/b&gt;：{where} 中的 {operator}，字型 {font} {size} pt，{bytes} 位元組，{codes} 個代碼</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>/ActualText “{text}” replaces the text of the glyphs of strings {strings}; alone they give “{alone}”</source>
        <translation>/ActualText「{text}」取代了字串 {strings} 中字形的文字；僅憑字形得到「{alone}」</translation>
    </message>
</context>
<context>
    <name>StringsModel</name>
    <message>
        <location filename="../../inspector/gui/models/strings_model.py" line="-62"/>
        <source>{count} invalid</source>
        <translation>無效 {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} unmapped</source>
        <translation>未對應 {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} suspect</source>
        <translation>可疑 {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} notdef</source>
        <translation>notdef {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} multi</source>
        <translation>多字元 {count}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n 位元組</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>page content</source>
        <translation>頁面內容</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{operator} in {where}, operator {index}</source>
        <translation>{where} 中的 {operator}，第 {index} 個運算子</translation>
    </message>
</context>
<context>
    <name>StringsView</name>
    <message>
        <location filename="../../inspector/gui/views/strings_view.py" line="+58"/>
        <source>&lt;b&gt;1 string&lt;/b&gt; on page {page}</source>
        <translation>第 {page} 頁有&lt;b&gt;1 個字串&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;{count} strings&lt;/b&gt; on page {page}</source>
        <translation>第 {page} 頁有&lt;b&gt;{count} 個字串&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Loading page {page} …</source>
        <translation>正在載入第 {page} 頁 …</translation>
    </message>
</context>
<context>
    <name>TextView</name>
    <message>
        <location filename="../../inspector/gui/views/text_view.py" line="+80"/>
        <source>&lt;b&gt;Extracted text&lt;/b&gt; of page {page}: {lines} lines, {marked} marked glyphs</source>
        <translation>第 {page} 頁的&lt;b&gt;擷取文字&lt;/b&gt;：{lines} 行，{marked} 個標記的字形</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Extracted text&lt;/b&gt; of page {page}: {lines} lines</source>
        <translation>第 {page} 頁的&lt;b&gt;擷取文字&lt;/b&gt;：{lines} 行</translation>
    </message>
</context>
<context>
    <name>VersionsView</name>
    <message>
        <location filename="../../inspector/gui/views/versions_view.py" line="-361"/>
        <source>Compare with…</source>
        <translation>比較對象…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose another version of this document (B) and see what differs: fonts, mappings and the text of each page, each with its cause</source>
        <translation>選擇本文件的另一版本 (B)，檢視差異：字型、對應和每頁文字，並列出各自的原因</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Open a document first.</source>
        <translation>請先開啟一份文件。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Compare with another version</source>
        <translation>與另一版本比較</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>PDF 檔案 (*.pdf);;所有檔案 (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Comparing with {name} …</source>
        <translation>正在與 {name} 比較…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A (open)</source>
        <translation>A（已開啟）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B (other)</source>
        <translation>B（另一版本）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>File › Compare with another version… shows what differs from another file.</source>
        <translation>檔案 › 與另一版本比較… 顯示與另一個檔案的差異。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The comparison failed: {message}</source>
        <translation>比較失敗：{message}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The comparison was stopped.</source>
        <translation>比較已停止。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A&apos;s page {page} not read whole</source>
        <translation>A 的第 {page} 頁未完整讀取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B&apos;s page {page} not read whole</source>
        <translation>B 的第 {page} 頁未完整讀取</translation>
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
        <translation>沒有差異</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fonts</source>
        <translation>字型</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+78"/>
        <source>only in A</source>
        <translation>僅在 A 中</translation>
    </message>
    <message>
        <location line="-78"/>
        <location line="+78"/>
        <source>only in B</source>
        <translation>僅在 B 中</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>the code&apos;s Unicode differs</source>
        <translation>代碼的 Unicode 不同</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Page {page} (only in A)</source>
        <translation>第 {page} 頁（僅在 A 中）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page {page} (only in B)</source>
        <translation>第 {page} 頁（僅在 B 中）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page {page}</source>
        <translation>第 {page} 頁</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page {a} of A, {b} of B</source>
        <translation>A 的第 {a} 頁，B 的第 {b} 頁</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line {a}/{b}</source>
        <translation>行 {a}/{b}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Code &lt;{code}&gt;: A {a} ({a_source}), B {b} ({b_source})</source>
        <translation>代碼 &lt;{code}&gt;：A {a}（{a_source}），B {b}（{b_source}）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No code draws this difference in either file.</source>
        <translation>兩個檔案中都沒有繪製此差異的代碼。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draws nothing here; B&apos;s code is shown.</source>
        <translation>A 在此處未繪製任何內容；顯示的是 B 的代碼。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>B draws nothing here; A&apos;s code is selected.</source>
        <translation>B 在此處未繪製任何內容；已選取 A 的代碼。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>page {page}, string {string}, code {code}</source>
        <translation>第 {page} 頁，字串 {string}，代碼 {code}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Place</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code</source>
        <translation>代碼</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Object</source>
        <translation>物件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base font</source>
        <translation>基本字型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtype</source>
        <translation>子類型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedded</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subset</source>
        <translation>子集</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Font program</source>
        <translation>字型程式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoding or CMap</source>
        <translation>編碼或 CMap</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing mode</source>
        <translation>書寫方向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codes used</source>
        <translation>使用的代碼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>頁面</translation>
    </message>
</context>
</TS>
