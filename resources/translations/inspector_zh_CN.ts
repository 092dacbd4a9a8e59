<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Badges</name>
    <message>
        <location filename="../../inspector/gui/views/byte_view.py" line="+76"/>
        <source>variant ideograph</source>
        <translation>异体字</translation>
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
        <translation>此文档没有书签。</translation>
    </message>
</context>
<context>
    <name>ByteView</name>
    <message>
        <location filename="../../inspector/gui/views/byte_view.py" line="+120"/>
        <source>no Unicode</source>
        <translation>无 Unicode</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Select a string to see its bytes.</source>
        <translation>选择一个字符串以查看其字节。</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>not embedded; a system font draws the character in its place (substitute)</source>
        <translation>未嵌入；由系统字体代为绘制该字符（替代）</translation>
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
        <translation>{name}（预定义）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} (embedded)</source>
        <translation>{name}（嵌入）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>, … ({count} ranges)</source>
        <translation>，…（共 {count} 个范围）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>usecmap chain: {chain}</source>
        <translation>usecmap 链：{chain}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Codespace: {ranges}</source>
        <translation>编码空间：{ranges}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(no source: Identity CMaps are defined by the standard)</source>
        <translation>（无源代码：Identity CMap 由标准定义）</translation>
    </message>
</context>
<context>
    <name>CandidatesModel</name>
    <message>
        <location filename="../../inspector/gui/models/candidates_model.py" line="+28"/>
        <source>This reading prints: {text}</source>
        <translation>此读法输出：{text}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The right text is: {text}</source>
        <translation>正确的文本：{text}</translation>
    </message>
</context>
<context>
    <name>Chain</name>
    <message>
        <location filename="../../inspector/gui/chain_text.py" line="+97"/>
        <source>&lt;{bytes}&gt; at byte {offset} (code {code})</source>
        <translation>&lt;{bytes}&gt;，位于第 {offset} 字节（代码 {code}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="+456"/>
        <source>Font</source>
        <translation>字体</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Codespace</source>
        <translation>代码空间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outside every codespace range (§9.7.6.3)</source>
        <translation>不在任何代码空间范围内（§9.7.6.3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+10"/>
        <source>from {origin}</source>
        <translation>来自 {origin}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="-2"/>
        <source>Glyph name</source>
        <translation>字形名</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="-34"/>
        <source>none: no rule maps this code</source>
        <translation>无：没有规则映射此代码</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="+5"/>
        <source>via {source}</source>
        <translation>经由 {source}</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="+28"/>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vertical</source>
        <translation>竖排</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="+2"/>
        <source>Flags</source>
        <translation>标志</translation>
    </message>
    <message>
        <location line="-105"/>
        <location line="+106"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="-13"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>ActualText (strings {strings}); glyphs alone: “{alone}”</source>
        <translation>ActualText（字符串 {strings}）；仅字形：“{alone}”</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{source}, unified on evidence</source>
        <translation>{source}，依据证据统一</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>recovered: {route}</source>
        <translation>恢复：{route}</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Text</source>
        <translation>文本</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../inspector/gui/views/compare_view.py" line="+43"/>
        <source>Compare this page</source>
        <translation>比较此页</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run pdftotext, mutool, PyMuPDF, pdfminer.six, pypdf and pdfplumber (those installed) on the page and explain where each differs from our text</source>
        <translation>在此页上运行 pdftotext、mutool、PyMuPDF、pdfminer.six、pypdf 和 pdfplumber（已安装者），并说明各自与本工具文本的不同之处</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Open a document first.</source>
        <translation>请先打开一个文档。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Running the extractors on page {page} …</source>
        <translation>正在第 {page} 页上运行提取工具…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The comparison failed: {message}</source>
        <translation>比较失败：{message}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Page {page}: {summary}</source>
        <translation>第 {page} 页：{summary}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page {page}: no extractor printed the page</source>
        <translation>第 {page} 页：没有提取工具输出此页</translation>
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
        <translation> … 另有 {count} 处</translation>
    </message>
</context>
<context>
    <name>ContentView</name>
    <message>
        <location filename="../../inspector/gui/views/content_view.py" line="+49"/>
        <source>Stream</source>
        <translation>流</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>{bytes} bytes, {operators} text-related operators</source>
        <translation>{bytes} 字节，{operators} 个与文本相关的运算符</translation>
    </message>
</context>
<context>
    <name>DamageBanner</name>
    <message>
        <location filename="../../inspector/gui/views/damage_banner.py" line="+64"/>
        <source>{count} findings of damage</source>
        <translation>{count} 项损坏发现</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on {pages} of the pages read</source>
        <translation>位于已读取页面中的 {pages} 页</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{unread} parts not read whole: their text is not in the text pane nor in the verdicts</source>
        <translation>{unread} 处未能完整读取：其文本既不在文本窗格中，也不在判定中</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This file is damaged:</source>
        <translation>此文件已损坏：</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <location filename="../../inspector/gui/features/document.py" line="+254"/>
        <source>Opening {name}</source>
        <translation>正在打开 {name}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Listing fonts</source>
        <translation>正在列出字体</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/background.py" line="+325"/>
        <source>partial: the analysis was stopped after {done} of {count} pages</source>
        <translation>部分：分析在 {count} 页中的第 {done} 页后停止</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>so far: {done} of {count} pages analysed</source>
        <translation>目前：已分析 {count} 页中的 {done} 页</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/document.py" line="+175"/>
        <source>Finding the glyphs</source>
        <translation>正在查找字形</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/background.py" line="+105"/>
        <location line="+31"/>
        <location line="+41"/>
        <source>Analysing pages</source>
        <translation>正在分析页面</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/objects.py" line="+156"/>
        <source>Looking for /{key}</source>
        <translation>正在查找 /{key}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Saving the stream</source>
        <translation>正在保存流</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/repair.py" line="+173"/>
        <source>Planning the repair</source>
        <translation>正在规划修复</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Writing the repaired copy</source>
        <translation>正在写出修复后的副本</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/exports.py" line="+151"/>
        <source>Writing the report</source>
        <translation>正在写出报告</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Writing the HTML</source>
        <translation>正在写入 HTML</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/search.py" line="+93"/>
        <source>Searching</source>
        <translation>正在搜索</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Explaining</source>
        <translation>正在解释</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/exports.py" line="+18"/>
        <source>Exporting</source>
        <translation>正在导出</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/versions.py" line="+245"/>
        <source>Open a document first.</source>
        <translation>请先打开一个文档。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Comparing versions</source>
        <translation>正在比较版本</translation>
    </message>
</context>
<context>
    <name>DocumentView</name>
    <message>
        <location filename="../../inspector/gui/views/document_view.py" line="+48"/>
        <location line="+58"/>
        <source>Open a PDF (Ctrl+O) or drop one on the window.</source>
        <translation>打开一个 PDF（Ctrl+O），或将其拖放到窗口中。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>, listed {listed} of {count} pages</source>
        <translation>，已列出 {count} 页中的 {listed} 页</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>File</source>
        <translation>文件</translation>
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
        <translation>页数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Producer</source>
        <translation>生成程序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Creator</source>
        <translation>创建程序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fonts</source>
        <translation>字体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} ({broken} broken{more})</source>
        <translation>{count}（{broken} 个损坏{more}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unmapped codes</source>
        <translation>未映射的代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Findings</source>
        <translation>检查结果</translation>
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
        <translation>出现了问题</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The window goes on working; the error was logged.</source>
        <translation>窗口仍可继续使用；错误已记录到日志。</translation>
    </message>
</context>
<context>
    <name>ExplainView</name>
    <message>
        <location filename="../../inspector/gui/views/explain_view.py" line="+37"/>
        <source>Paste the garbled output of an extractor here (stray Latin letters, wrong kanji, U+FFFD …) and press Explain.</source>
        <translation>将提取工具输出的乱码（多余的拉丁字母、错误的汉字、U+FFFD …）粘贴到这里，然后按“解释”。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Explain</source>
        <translation>解释</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Reading the pages …</source>
        <translation>正在读取页面 …</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No naive reading of any font reproduces this text (the correct reading already gives it).</source>
        <translation>任何字体的朴素读法都无法重现此文本（正确的读法已经得到它）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No naive reading of any font reproduces this text.</source>
        <translation>任何字体的朴素读法都无法重现此文本。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Looks like {engine}. </source>
        <translation>看起来是 {engine} 的输出。</translation>
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
        <translation>筛选检查结果</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Previous glyph of the activated finding (Shift+F3)</source>
        <translation>所选检查结果的上一个字形（Shift+F3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next glyph of the activated finding (F3)</source>
        <translation>所选检查结果的下一个字形（F3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Activate a finding about a font&apos;s codes to walk its glyphs</source>
        <translation>选择一条关于字体代码的检查结果，即可逐个查看其字形</translation>
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
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n 条提示</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{code}: no glyph on the pages</source>
        <translation>{code}：页面上没有字形</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{code}: glyph {index} of {total}</source>
        <translation>{code}：第 {index} 个字形，共 {total} 个</translation>
    </message>
</context>
<context>
    <name>FontView</name>
    <message>
        <location filename="../../inspector/gui/views/font_view.py" line="+53"/>
        <source>Font</source>
        <translation>字体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoding CMap</source>
        <translation>Encoding CMap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unicode map</source>
        <translation>Unicode 映射</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Glyphs</source>
        <translation>字形</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>A simple font: one byte per code, no Encoding CMap.</source>
        <translation>简单字体：每个代码一个字节，没有 Encoding CMap。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Encoding CMap could be read.</source>
        <translation>无法读取 Encoding CMap。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No ToUnicode CMap and no collection map.</source>
        <translation>没有 ToUnicode CMap，也没有字符集映射。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Select a font in the fonts table or a string on the page.</source>
        <translation>请在字体表中选择一种字体，或在页面上选择一个字符串。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resources</source>
        <translation>资源</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pages</source>
        <translation>页数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Used in</source>
        <translation>使用位置</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Subtype</source>
        <translation>子类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Descendant</source>
        <translation>后代字体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BaseFont</source>
        <translation>BaseFont</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>种类</translation>
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
        <translation>编码</translation>
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
        <translation>W 条目</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CIDToGIDMap</source>
        <translation>CIDToGIDMap</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stream</source>
        <translation>流</translation>
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
        <translation>恢复方式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Codes used</source>
        <translation>使用的代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glyphs shown</source>
        <translation>显示的字形</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unmapped codes</source>
        <translation>未映射的代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suspect codes</source>
        <translation>可疑代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid codes</source>
        <translation>无效代码</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Findings</source>
        <translation>检查结果</translation>
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
        <translation>直接对象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{font} ({where}), {kind}; pages {pages}</source>
        <translation>{font}（{where}），{kind}；第 {pages} 页</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>broken</source>
        <translation>已损坏</translation>
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
        <translation>筛选字体（名称、子类型、编码 …）</translation>
    </message>
</context>
<context>
    <name>GlyphGrid</name>
    <message>
        <location filename="../../inspector/gui/views/glyph_grid.py" line="+114"/>
        <location line="+34"/>
        <source>Select a font to see the glyphs the document uses.</source>
        <translation>选择一种字体，查看文档使用的字形。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading the glyphs …</source>
        <translation>正在读取字形 …</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{used}, {flagged} without a sound Unicode; program: {note}. Double-click a glyph to go to its first use.</source>
        <translation>{used}，其中 {flagged} 个没有可靠的 Unicode；程序：{note}。双击字形可转到其首次使用处。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{used} (analysed {scanned} of {pages} pages), {flagged} without a sound Unicode; program: {note}. Double-click a glyph to go to its first use.</source>
        <translation>{used}（已分析 {pages} 页中的 {scanned} 页），其中 {flagged} 个没有可靠的 Unicode；程序：{note}。双击字形可转到其首次使用处。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n code(s) used</source>
        <translation>
            <numerusform>使用了 %n 个代码</numerusform>
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
        <translation>无程序</translation>
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
        <translation>未嵌入：每个字符以系统字体的字形代替</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no embedded program</source>
        <translation>无嵌入的程序</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>program unreadable: {error}</source>
        <translation>无法读取程序：{error}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Type3 glyph procedures (/CharProcs), drawn from their paths</source>
        <translation>Type3 字形过程（/CharProcs），按其路径绘制</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/state.py" line="-13"/>
        <source>not embedded</source>
        <translation>未嵌入</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no GID</source>
        <translation>无 GID</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no path</source>
        <translation>无路径</translation>
    </message>
</context>
<context>
    <name>GlyphsModel</name>
    <message>
        <location filename="../../inspector/gui/models/glyphs_model.py" line="-40"/>
        <source>no Unicode</source>
        <translation>无 Unicode</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>code &lt;{code}&gt;, CID {cid}, GID {gid}, {unicode}; shown {count}×, first on page {page}</source>
        <translation>代码 &lt;{code}&gt;，CID {cid}，GID {gid}，{unicode}；显示 {count} 次，首次出现在第 {page} 页</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>code &lt;{code}&gt;, CID {cid}, GID {gid}, {unicode}; shown {count}×</source>
        <translation>代码 &lt;{code}&gt;，CID {cid}，GID {gid}，{unicode}；显示 {count} 次</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <location filename="../../inspector/gui/guide.py" line="+46"/>
        <source>User guide</source>
        <translation>用户指南</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The user guide (docs/guide.md) is not installed.</source>
        <translation>未安装用户指南（docs/guide.md）。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
</context>
<context>
    <name>Headers</name>
    <message>
        <location filename="../../inspector/gui/models/candidates_model.py" line="+9"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading</source>
        <translation>读法</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../inspector/gui/models/strings_model.py" line="+98"/>
        <location filename="../../inspector/gui/views/shape_review.py" line="+46"/>
        <source>Font</source>
        <translation>字体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>页数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Explanation</source>
        <translation>解释</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/codes_model.py" line="+77"/>
        <source>Offset</source>
        <translation>偏移</translation>
    </message>
    <message>
        <location line="-36"/>
        <location filename="../../inspector/gui/models/strings_model.py" line="+8"/>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CID</source>
        <translation>CID</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>CID from</source>
        <translation>CID 来源</translation>
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
        <translation>码位</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Answered by</source>
        <translation>应答行</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Width from</source>
        <translation>宽度来源</translation>
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
        <translation>严重程度</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../inspector/gui/models/repair_model.py" line="-3"/>
        <location filename="../../inspector/gui/models/search_model.py" line="+17"/>
        <location filename="../../inspector/gui/views/shape_review.py" line="-6"/>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Location</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/fonts_model.py" line="-80"/>
        <source>Resource</source>
        <translation>资源</translation>
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
        <translation>子类型</translation>
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
        <translation>使用的代码</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unmapped</source>
        <translation>未映射</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/object_tree_model.py" line="+198"/>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/outline_model.py" line="+46"/>
        <source>Bookmark</source>
        <translation>书签</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../inspector/gui/models/search_model.py" line="-4"/>
        <source>Page</source>
        <translation>页</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/page_tree_model.py" line="+68"/>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Page {page}</source>
        <translation>第 {page} 页</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/repair_model.py" line="+1"/>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After repair</source>
        <translation>修复后</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/search_model.py" line="+1"/>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>String</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/strings_model.py" line="-6"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Op</source>
        <translation>运算符</translation>
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
        <translation>文本</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/tounicode_model.py" line="-1"/>
        <source>Codes</source>
        <translation>代码</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>种类</translation>
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
        <translation>参考</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Character</source>
        <translation>字符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confidence</source>
        <translation>置信度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runner-up</source>
        <translation>次选</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/codes_model.py" line="+1"/>
        <source>Text from</source>
        <translation>文本来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GID from</source>
        <translation>GID 来源</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../inspector/gui/language_menu.py" line="+17"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The window shows the new language when it is opened again.</source>
        <translation>下次打开窗口时将显示新的语言。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/translations.py" line="+159"/>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
</context>
<context>
    <name>Location</name>
    <message>
        <location filename="../../inspector/gui/models/findings_model.py" line="-49"/>
        <source>page {page}</source>
        <translation>第 {page} 页</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>byte {offset}</source>
        <translation>字节 {offset}</translation>
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
        <translation>整个文档</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../inspector/gui/window.py" line="+84"/>
        <source>Document</source>
        <translation>文档</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bookmarks</source>
        <translation>书签</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strings</source>
        <translation>字符串列表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>String</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fonts</source>
        <translation>字体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Font details</source>
        <translation>字体详情</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Content stream</source>
        <translation>内容流</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Objects</source>
        <translation>对象</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+447"/>
        <source>Repair</source>
        <translation>修复</translation>
    </message>
    <message>
        <location line="-446"/>
        <source>Explain garbled text</source>
        <translation>解释乱码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Versions</source>
        <translation>版本比较</translation>
    </message>
    <message>
        <location line="+194"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the background work (Esc)</source>
        <translation>停止后台工作（Esc）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reload</source>
        <translation>重新加载(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export report…</source>
        <translation>导出报告(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;trace as JSON…</source>
        <translation>将跟踪导出为 JSON(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export as &amp;HTML…</source>
        <translation>导出为 HTML(&amp;H)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair: &amp;preview and save a copy…</source>
        <translation>修复：预览并保存副本(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare with another &amp;version…</source>
        <translation>与另一版本比较(&amp;V)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy &amp;chain of the selected code</source>
        <translation>复制所选代码的链(&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel background work</source>
        <translation>取消后台工作</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next glyph of the &amp;finding</source>
        <translation>检查结果的下一个字形(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous glyph of the finding</source>
        <translation>检查结果的上一个字形</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fit &amp;width</source>
        <translation>适合宽度(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next page</source>
        <translation>下一页(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous page</source>
        <translation>上一页(&amp;P)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reset layout</source>
        <translation>重置布局</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;User guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Exported to {path}</source>
        <translation>已导出到 {path}</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>Repaired copy saved to {path}, damaged streams copied as they were</source>
        <translation>修复后的副本已保存到 {path}（受损的流按原样复制）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Repaired copy saved to {path}</source>
        <translation>修复后的副本已保存到 {path}</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Page {page}: {message}</source>
        <translation>第 {page} 页：{message}</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Give the pane the whole window</source>
        <translation>让窗格占满整个窗口</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Open a PDF</source>
        <translation>打开 PDF</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>PDF 文件 (*.pdf);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export the trace</source>
        <translation>导出跟踪</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export as HTML</source>
        <translation>导出为 HTML</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The HTML cannot replace the file it comes from.</source>
        <translation>HTML 不能替换它来源的文件。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export the report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The report cannot replace the file it describes.</source>
        <translation>报告不能替换它所描述的文件。</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+7"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>{what} failed: {message}</source>
        <translation>{what}失败：{message}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot open the file</source>
        <translation>无法打开文件</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The password is wrong. </source>
        <translation>密码错误。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password for {name}:</source>
        <translation>{name} 的密码：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Encrypted PDF</source>
        <translation>加密的 PDF</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>page {page} of {count}</source>
        <translation>第 {page} 页，共 {count} 页</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>string {number} (/{font})</source>
        <translation>字符串 {number}（/{font}）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>code &lt;{code}&gt; → {source}</source>
        <translation>代码 &lt;{code}&gt; → {source}</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>About {name}</source>
        <translation>关于 {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shows why the text of a PDF comes out garbled: the bytes, codes, CIDs, glyphs, Unicode values and widths of every string, each with the rule that produced it.</source>
        <translation>显示 PDF 文本为何变成乱码：每个字符串的字节、代码、CID、字形、Unicode 值和宽度，以及产生它们的规则。</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>The default layout comes back at the next start.</source>
        <translation>下次启动时将恢复默认布局。</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/app.py" line="+154"/>
        <source>Open a PDF with Ctrl+O or drop one on the window.</source>
        <translation>按 Ctrl+O 打开 PDF，或将其拖放到窗口中。</translation>
    </message>
</context>
<context>
    <name>ObjectTree</name>
    <message>
        <location filename="../../inspector/gui/models/object_tree_model.py" line="-117"/>
        <source>{count} more elements</source>
        <translation>另有 {count} 个元素</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cannot be decoded: {error}</source>
        <translation>无法解码：{error}</translation>
    </message>
    <message numerus="yes">
        <location line="-5"/>
        <source>stream, %Ln byte(s)</source>
        <translation>
            <numerusform>流，%Ln 字节</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%Ln byte(s) (first {shown} shown)</source>
        <translation>
            <numerusform>%Ln 字节（显示前 {shown} 字节）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln 字节</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{count} entries</source>
        <translation>{count} 个条目</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{count} elements</source>
        <translation>{count} 个元素</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>reference</source>
        <translation>引用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stream</source>
        <translation>流</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data</source>
        <translation>数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dictionary</source>
        <translation>字典</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>array</source>
        <translation>数组</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number</source>
        <translation>数值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Double-click to open {ref}</source>
        <translation>双击打开 {ref}</translation>
    </message>
</context>
<context>
    <name>ObjectView</name>
    <message>
        <location filename="../../inspector/gui/views/object_view.py" line="+68"/>
        <source>Trailer</source>
        <translation>尾部 (trailer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catalog</source>
        <translation>目录 (Catalog)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Info</source>
        <translation>文档信息 (Info)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Font</source>
        <translation>字体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Descendant font</source>
        <translation>后代字体</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Catalog {key}</source>
        <translation>目录 {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Descendant {key}</source>
        <translation>后代字体 {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoding {key}</source>
        <translation>Encoding {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page {key}</source>
        <translation>第 {key} 页</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Object {key}</source>
        <translation>对象 {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Image {key}</source>
        <translation>图像 {key}</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Back to the previous object</source>
        <translation>返回上一个对象</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The trailer, catalog and Info, the objects behind the selected font and the current page, and the objects a key search found</source>
        <translation>尾部、目录和 Info，所选字体和当前页背后的对象，以及按键搜索找到的对象</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>obj # or /Key</source>
        <translation>对象号或 /Key</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open an object by number (12 or 12 0 R), or find the objects that have a key (/FontFile2) or a key with a name (/Type /Font); &apos;trailer&apos; opens the trailer</source>
        <translation>按编号打开对象（12 或 12 0 R），或查找含有某个键（/FontFile2）或某个键及名称（/Type /Font）的对象；输入 &apos;trailer&apos; 打开尾部</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hex</source>
        <translation>十六进制</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Picture</source>
        <translation>图像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the stream&apos;s data as text or as a hex dump, an image as its picture</source>
        <translation>以文本或十六进制转储显示流的数据，图像显示为图像</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decoded</source>
        <translation>解码后</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raw</source>
        <translation>原始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The data decoded through its filters (as the inspector reads it) or as stored</source>
        <translation>经过其过滤器解码的数据（本工具读取的形式），或按存储原样的数据</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The previous 64 KiB of the data</source>
        <translation>数据的上一个 64 KiB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The next 64 KiB of the data</source>
        <translation>数据的下一个 64 KiB</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+321"/>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <location line="-319"/>
        <source>Save the stream&apos;s whole data (as shown: decoded or raw) to a file</source>
        <translation>将流的全部数据（按显示方式：解码后或原始）保存到文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+366"/>
        <source>Select a stream to see its data.</source>
        <translation>选择一个流以查看其数据。</translation>
    </message>
    <message>
        <location line="-185"/>
        <source>{object} (reading …)</source>
        <translation>{object}（正在读取…）</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Looking for /{key} …</source>
        <translation>正在查找 /{key} …</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1 object with {name}; {shown}</source>
        <translation>1 个对象含有 {name}；{shown}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} objects with {name}; {shown}</source>
        <translation>{count} 个对象含有 {name}；{shown}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No object has {name}</source>
        <translation>没有对象含有 {name}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{object} does not exist</source>
        <translation>{object} 不存在</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Save font program…</source>
        <translation>保存字体程序…</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The data cannot be read as stored: {error}</source>
        <translation>无法按存储原样读取数据：{error}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The data cannot be decoded: {error}</source>
        <translation>无法解码数据：{error}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{total} bytes raw, bytes {first}–{last} shown</source>
        <translation>原始 {total} 字节，显示第 {first}–{last} 字节</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{total} bytes decoded, bytes {first}–{last} shown</source>
        <translation>解码后 {total} 字节，显示第 {first}–{last} 字节</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{total} bytes raw</source>
        <translation>原始 {total} 字节</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{total} bytes decoded</source>
        <translation>解码后 {total} 字节</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Image {size}, reading …</source>
        <translation>图像 {size}，正在读取 …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Qt cannot read the decoded picture</source>
        <translation>Qt 无法读取解码后的图像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Image {size}: the picture cannot be shown: {error}</source>
        <translation>图像 {size}：无法显示图像：{error}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Image {size}, shown at its own size</source>
        <translation>图像 {size}，按原始尺寸显示</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save the stream&apos;s data</source>
        <translation>保存流数据</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The data cannot replace the file it comes from.</source>
        <translation>数据不能覆盖其来源文件。</translation>
    </message>
</context>
<context>
    <name>OutlineModel</name>
    <message>
        <location filename="../../inspector/gui/models/outline_model.py" line="+44"/>
        <source>(untitled)</source>
        <translation>（无标题）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>page {page}</source>
        <translation>第 {page} 页</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no page</source>
        <translation>无页面</translation>
    </message>
</context>
<context>
    <name>PageTree</name>
    <message numerus="yes">
        <location filename="../../inspector/gui/models/page_tree_model.py" line="-149"/>
        <source>%n font(s)</source>
        <translation>
            <numerusform>%n 个字体</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n with its resource missing</source>
        <translation>
            <numerusform>其中 %n 个缺少资源</numerusform>
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
            <numerusform>%n 个表单 XObject</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n image(s)</source>
        <translation>
            <numerusform>%n 个图像</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>font</source>
        <translation>字体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>form</source>
        <translation>表单</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>image</source>
        <translation>图像</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/session.py" line="+231"/>
        <source>resource missing: no font dictionary{where}</source>
        <translation>缺少资源：没有字体字典{where}</translation>
    </message>
</context>
<context>
    <name>PageView</name>
    <message>
        <location filename="../../inspector/gui/views/page_view.py" line="+303"/>
        <source>Page (PgUp / PgDown)</source>
        <translation>页（PgUp / PgDown）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>of 0</source>
        <translation>/ 0</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Page</source>
        <translation>页</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom out (Ctrl+-)</source>
        <translation>缩小（Ctrl+-）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom in (Ctrl++)</source>
        <translation>放大（Ctrl++）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit</source>
        <translation>适合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fit the page width</source>
        <translation>适合页面宽度</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Boxes</source>
        <translation>框</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw the glyph boxes computed by the inspector</source>
        <translation>绘制检查器计算出的字形框</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>of {count}</source>
        <translation>/ {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loading page 1 …</source>
        <translation>正在加载第 1 页 …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This document has no pages.</source>
        <translation>此文档没有页面。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Page {page} could not be analysed:</source>
        <translation>无法分析第 {page} 页：</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Analysing page {page} …</source>
        <translation>正在分析第 {page} 页 …</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>No page image: {reason}. The analysis is complete.</source>
        <translation>无页面图像：{reason}。分析已完成。</translation>
    </message>
</context>
<context>
    <name>Readings</name>
    <message>
        <location filename="../../inspector/gui/features/glyphs.py" line="+11"/>
        <source>correct (ISO 32000-1)</source>
        <translation>正确读法（ISO 32000-1）</translation>
    </message>
</context>
<context>
    <name>RepairModel</name>
    <message>
        <location filename="../../inspector/gui/models/repair_model.py" line="-21"/>
        <source>No evidence maps this code: type its text in &apos;After repair&apos; to correct it.</source>
        <translation>没有依据可映射此代码：在“修复后”中输入其文本以更正。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The repair changes this code: {now} → {then}</source>
        <translation>修复会更改此代码：{now} → {then}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The repair keeps this code&apos;s Unicode.</source>
        <translation>修复会保留此代码的 Unicode。</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Not embedded: a system font draws the character (a substitute)</source>
        <translation>未嵌入：由系统字体绘制该字符（替代）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The glyph the code draws ({note})</source>
        <translation>此代码绘制的字形（{note}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The glyph the code draws</source>
        <translation>此代码绘制的字形</translation>
    </message>
</context>
<context>
    <name>RepairView</name>
    <message>
        <location filename="../../inspector/gui/views/repair_view.py" line="+81"/>
        <source>The font shows no text on this page.</source>
        <translation>此字体在此页上没有显示文本。</translation>
    </message>
    <message>
        <location line="+70"/>
        <location line="+130"/>
        <source>Select a font to preview its repair.</source>
        <translation>选择一种字体以预览其修复。</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Text now</source>
        <translation>当前文本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the repair</source>
        <translation>修复后</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;{title}&lt;/b&gt; (this page)</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;（此页）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codes</source>
        <translation>代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New ToUnicode CMap</source>
        <translation>新的 ToUnicode CMap</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Glyph shapes</source>
        <translation>字形形状</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+74"/>
        <source>Plan repair</source>
        <translation>规划修复</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Trace every page and plan a new ToUnicode for each font</source>
        <translation>跟踪每一页，并为每种字体规划新的 ToUnicode</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only this font</source>
        <translation>仅此字体</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give only the selected font a new ToUnicode in the copy</source>
        <translation>在副本中只为所选字体提供新的 ToUnicode</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save repaired copy…</source>
        <translation>保存修复后的副本…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save ToUnicode CMap…</source>
        <translation>保存 ToUnicode CMap…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Planning the repair: every page is traced …</source>
        <translation>正在规划修复：跟踪每一页 …</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Plan again</source>
        <translation>重新规划</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Plan the repair to see what a new ToUnicode would change.</source>
        <translation>规划修复后，即可查看新的 ToUnicode 会改变什么。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pages show no code of this font: nothing to repair.</source>
        <translation>页面中没有此字体的代码：无需修复。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No CMap: the font is left as it is.</source>
        <translation>无 CMap：字体保持原样。</translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>%n code(s) stay unmapped.</source>
        <translation>
            <numerusform>%n 个代码仍未映射。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-63"/>
        <source>No CMap: the font&apos;s ToUnicode is removed.</source>
        <translation>无 CMap：移除字体的 ToUnicode。</translation>
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
        <translation>{total} 个代码中有 {count} 个改变</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; {count} keep their text and now have it in the ToUnicode</source>
        <translation>；{count} 个保持其文本，现在写入 ToUnicode</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>left as it is</source>
        <translation>保持原样</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>By what the file states: {reason}</source>
        <translation>仅就文件所述而言：{reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Evidence: {evidence}.</source>
        <translation>证据：{evidence}。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The glyph shapes read %n of these codes (the Glyph shapes tab): readings the file does not state; check them there, and “Use for the repair” maps them.</source>
        <translation>
            <numerusform>字形形状读出了其中 %n 个代码（“字形形状”标签页）：这是文件中没有写明的读法；请在那里核对，再用“用于修复”写入映射。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n code(s) stay unmapped unless the glyph-shape readings are used.</source>
        <translation>
            <numerusform>除非使用字形形状的读法，否则 %n 个代码仍没有映射。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Planning again with the correction …</source>
        <translation>正在结合更正重新规划 …</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Planning again with {count} glyph-shape mappings …</source>
        <translation>正在以 {count} 个字形形状映射重新规划…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Save the repaired copy</source>
        <translation>保存修复后的副本</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The repaired copy cannot replace the file it is made from.</source>
        <translation>修复后的副本不能覆盖其来源文件。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Save the ToUnicode CMap</source>
        <translation>保存 ToUnicode CMap</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CMap (*.cmap);;All files (*)</source>
        <translation>CMap (*.cmap);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The ToUnicode CMap was saved to {path}.</source>
        <translation>ToUnicode CMap 已保存到 {path}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The repaired copy was saved to {path}.</source>
        <translation>修复后的副本已保存到 {path}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stream {object} 0 R was copied as it was, damaged: it could not be read whole, so what it held beyond the damage is unknown here and in the copy.</source>
        <translation>流 {object} 0 R 已按原样复制，仍是受损的：它无法被完整读取，因此受损处之后的内容在这里和副本中都未知。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Streams {objects} were copied as they were, damaged: they could not be read whole, so what they held beyond the damage is unknown here and in the copy.</source>
        <translation>流 {objects} 已按原样复制，仍是受损的：它们无法被完整读取，因此受损处之后的内容在这里和副本中都未知。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Repair</source>
        <translation>修复</translation>
    </message>
</context>
<context>
    <name>ReportOptions</name>
    <message>
        <location filename="../../inspector/gui/report_options.py" line="+25"/>
        <source>Report options</source>
        <translation>报告选项</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all {count} pages; or e.g. 1,3-5</source>
        <translation>全部 {count} 页；或例如 1,3-5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Redact page text (letters, digits and scripts as classes)</source>
        <translation>对页面文本脱敏（字母、数字和文字按类别显示）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read unmapped codes from their glyph shapes (guesses: review them)</source>
        <translation>根据字形形状读取没有 Unicode 的代码（推测结果，请核对）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As report --recover glyph-shape: the report takes the glyph-shape route&apos;s accepted readings; without this, what the file states only, whatever the glyph-shape review shows</source>
        <translation>与 report --recover glyph-shape 相同：报告采用字形形状路线中达到阈值的读取结果；不勾选时，无论字形形状核对中显示什么，只采用文件中说明的内容</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Pages</source>
        <translation>页面</translation>
    </message>
</context>
<context>
    <name>SearchView</name>
    <message>
        <location filename="../../inspector/gui/views/search_view.py" line="+27"/>
        <source>Text, U+65E5, &lt;93fa&gt;, 0x41 or cid:1234 — Enter</source>
        <translation>文本、U+65E5、&lt;93fa&gt;、0x41 或 cid:1234 — 回车</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Searching …</source>
        <translation>正在搜索 …</translation>
    </message>
</context>
<context>
    <name>ShapeReviewPane</name>
    <message>
        <location filename="../../inspector/gui/features/repair.py" line="-102"/>
        <source>Glyph shapes cannot be matched: {reason}.</source>
        <translation>无法匹配字形形状：{reason}。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The font is not known.</source>
        <translation>未知的字体。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No code of this font lacks Unicode, or none has a glyph to match.</source>
        <translation>此字体没有缺少 Unicode 的代码，或没有可供匹配的字形。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{accepted} of {total} matched codes reach the threshold; least sure first.</source>
        <translation>已匹配的 {total} 个代码中有 {accepted} 个达到阈值；按置信度从低到高排列。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>References: {fonts}.</source>
        <translation>参考字体：{fonts}。</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/views/shape_review.py" line="+80"/>
        <source>Select a font without Unicode, then match its glyph shapes.</source>
        <translation>选择一个没有 Unicode 的字体，然后匹配其字形形状。</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Match glyph shapes</source>
        <translation>匹配字形形状</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compare the glyphs of codes without Unicode with installed CJK fonts (the file does not state these characters)</source>
        <translation>将没有 Unicode 的代码的字形与已安装的 CJK 字体进行比较（文件中并未说明这些字符）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use for the repair</source>
        <translation>用于修复</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Map the accepted matches and the characters you typed in the repaired copy</source>
        <translation>在修复后的副本中映射达到阈值的匹配结果和您输入的字符</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{font}: “Match glyph shapes” reads the codes of this font that have no Unicode from their outlines.</source>
        <translation>{font}：“匹配字形形状”会根据轮廓读出此字体中没有 Unicode 的代码。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Matching glyph shapes (a reference index is built on first use) …</source>
        <translation>正在匹配字形形状（首次使用时会建立参考索引）…</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The shape cannot tell these characters apart; type the right one to use it in the repair</source>
        <translation>仅凭字形无法区分这些字符；请输入正确的字符以在修复中使用</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>ambiguous: {first} or {second}</source>
        <translation>不确定：{first} 或 {second}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ambiguous: one of {choices}</source>
        <translation>不确定：{choices} 之一</translation>
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
        <translation>字节视图：下一个和上一个代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byte view: the code above and below</source>
        <translation>字节视图：上方和下方的代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byte view: first and last code</source>
        <translation>字节视图：第一个和最后一个代码</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Byte view or chain table: copy the code&apos;s chain</source>
        <translation>字节视图或链表格：复制代码的链</translation>
    </message>
</context>
<context>
    <name>StringPanel</name>
    <message>
        <location filename="../../inspector/gui/views/string_panel.py" line="+45"/>
        <location line="+113"/>
        <source>Select a string on the page, in the text or in the strings list.</source>
        <translation>请在页面、文本或字符串列表中选择一个字符串。</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Read as</source>
        <translation>读作</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chain</source>
        <translation>链</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Naive readings</source>
        <translation>朴素读法</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>TJ element {index}</source>
        <translation>TJ 元素 {index}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>page content</source>
        <translation>页面内容</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;String {number}&lt;/b&gt;: {operator} in {where}, font {font} {size} pt, {bytes} bytes in {codes} codes</source>
        <translation>&lt;b&gt;字符串 {number}&lt;/b&gt;：{where} 中的 {operator}，字体 {font} {size} pt，{bytes} 字节，{codes} 个代码</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>/ActualText “{text}” replaces the text of the glyphs of strings {strings}; alone they give “{alone}”</source>
        <translation>/ActualText“{text}”替换了字符串 {strings} 中字形的文本；仅凭字形得到“{alone}”</translation>
    </message>
</context>
<context>
    <name>StringsModel</name>
    <message>
        <location filename="../../inspector/gui/models/strings_model.py" line="-62"/>
        <source>{count} invalid</source>
        <translation>无效 {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} unmapped</source>
        <translation>未映射 {count}</translation>
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
        <translation>多字符 {count}</translation>
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
            <numerusform>%n 字节</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>page content</source>
        <translation>页面内容</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{operator} in {where}, operator {index}</source>
        <translation>{where} 中的 {operator}，第 {index} 个运算符</translation>
    </message>
</context>
<context>
    <name>StringsView</name>
    <message>
        <location filename="../../inspector/gui/views/strings_view.py" line="+58"/>
        <source>&lt;b&gt;1 string&lt;/b&gt; on page {page}</source>
        <translation>第 {page} 页有&lt;b&gt;1 个字符串&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;{count} strings&lt;/b&gt; on page {page}</source>
        <translation>第 {page} 页有&lt;b&gt;{count} 个字符串&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Loading page {page} …</source>
        <translation>正在加载第 {page} 页 …</translation>
    </message>
</context>
<context>
    <name>TextView</name>
    <message>
        <location filename="../../inspector/gui/views/text_view.py" line="+80"/>
        <source>&lt;b&gt;Extracted text&lt;/b&gt; of page {page}: {lines} lines, {marked} marked glyphs</source>
        <translation>第 {page} 页的&lt;b&gt;提取文本&lt;/b&gt;：{lines} 行，{marked} 个标记的字形</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Extracted text&lt;/b&gt; of page {page}: {lines} lines</source>
        <translation>第 {page} 页的&lt;b&gt;提取文本&lt;/b&gt;：{lines} 行</translation>
    </message>
</context>
<context>
    <name>VersionsView</name>
    <message>
        <location filename="../../inspector/gui/views/versions_view.py" line="-361"/>
        <source>Compare with…</source>
        <translation>比较对象…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose another version of this document (B) and see what differs: fonts, mappings and the text of each page, each with its cause</source>
        <translation>选择本文档的另一版本 (B)，查看差异：字体、映射和每页文本，并给出各自的原因</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Open a document first.</source>
        <translation>请先打开一个文档。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Compare with another version</source>
        <translation>与另一版本比较</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>PDF 文件 (*.pdf);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Comparing with {name} …</source>
        <translation>正在与 {name} 比较…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A (open)</source>
        <translation>A（已打开）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B (other)</source>
        <translation>B（另一版本）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>File › Compare with another version… shows what differs from another file.</source>
        <translation>文件 › 与另一版本比较… 显示与另一个文件的差异。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The comparison failed: {message}</source>
        <translation>比较失败：{message}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The comparison was stopped.</source>
        <translation>比较已停止。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A&apos;s page {page} not read whole</source>
        <translation>A 的第 {page} 页未完整读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B&apos;s page {page} not read whole</source>
        <translation>B 的第 {page} 页未完整读取</translation>
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
        <translation>没有差异</translation>
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
        <translation>字体</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+78"/>
        <source>only in A</source>
        <translation>仅在 A 中</translation>
    </message>
    <message>
        <location line="-78"/>
        <location line="+78"/>
        <source>only in B</source>
        <translation>仅在 B 中</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>the code&apos;s Unicode differs</source>
        <translation>代码的 Unicode 不同</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Page {page} (only in A)</source>
        <translation>第 {page} 页（仅在 A 中）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page {page} (only in B)</source>
        <translation>第 {page} 页（仅在 B 中）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page {page}</source>
        <translation>第 {page} 页</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page {a} of A, {b} of B</source>
        <translation>A 的第 {a} 页，B 的第 {b} 页</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line {a}/{b}</source>
        <translation>行 {a}/{b}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Code &lt;{code}&gt;: A {a} ({a_source}), B {b} ({b_source})</source>
        <translation>代码 &lt;{code}&gt;：A {a}（{a_source}），B {b}（{b_source}）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No code draws this difference in either file.</source>
        <translation>两个文件中都没有绘制此差异的代码。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draws nothing here; B&apos;s code is shown.</source>
        <translation>A 在此处未绘制任何内容；显示的是 B 的代码。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>B draws nothing here; A&apos;s code is selected.</source>
        <translation>B 在此处未绘制任何内容；已选中 A 的代码。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>page {page}, string {string}, code {code}</source>
        <translation>第 {page} 页，字符串 {string}，代码 {code}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Place</source>
        <translation>位置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code</source>
        <translation>代码</translation>
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
        <translation>对象</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base font</source>
        <translation>基本字体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtype</source>
        <translation>子类型</translation>
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
        <translation>字体程序</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoding or CMap</source>
        <translation>编码或 CMap</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing mode</source>
        <translation>书写方向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codes used</source>
        <translation>使用的代码</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>页面</translation>
    </message>
</context>
</TS>
