<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>Badges</name>
    <message>
        <location filename="../../inspector/gui/views/byte_view.py" line="+76"/>
        <source>variant ideograph</source>
        <translation>異体字</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{source}: suspect value</source>
        <translation>{source}: 疑わしい値</translation>
    </message>
</context>
<context>
    <name>BookmarksView</name>
    <message>
        <location filename="../../inspector/gui/views/bookmarks_view.py" line="+33"/>
        <source>This document has no bookmarks.</source>
        <translation>この文書にはしおりがありません。</translation>
    </message>
</context>
<context>
    <name>ByteView</name>
    <message>
        <location filename="../../inspector/gui/views/byte_view.py" line="+120"/>
        <source>no Unicode</source>
        <translation>Unicode なし</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Select a string to see its bytes.</source>
        <translation>文字列を選ぶとそのバイトが表示されます。</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>not embedded; a system font draws the character in its place (substitute)</source>
        <translation>埋め込みなし。システムのフォントが代わりにその文字を描いています（代替）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Glyph: {note}</source>
        <translation>グリフ: {note}</translation>
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
        <translation>{name}（定義済み）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{name} (embedded)</source>
        <translation>{name}（埋め込み）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>, … ({count} ranges)</source>
        <translation>、…（全 {count} 範囲）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>usecmap chain: {chain}</source>
        <translation>usecmap の連鎖：{chain}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Codespace: {ranges}</source>
        <translation>コード空間：{ranges}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(no source: Identity CMaps are defined by the standard)</source>
        <translation>（ソースなし: Identity CMap は規格で定義されています）</translation>
    </message>
</context>
<context>
    <name>CandidatesModel</name>
    <message>
        <location filename="../../inspector/gui/models/candidates_model.py" line="+28"/>
        <source>This reading prints: {text}</source>
        <translation>この読み方での出力: {text}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The right text is: {text}</source>
        <translation>正しいテキスト: {text}</translation>
    </message>
</context>
<context>
    <name>Chain</name>
    <message>
        <location filename="../../inspector/gui/chain_text.py" line="+97"/>
        <source>&lt;{bytes}&gt; at byte {offset} (code {code})</source>
        <translation>&lt;{bytes}&gt;、バイト位置 {offset}（コード {code}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bytes</source>
        <translation>バイト</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="+456"/>
        <source>Font</source>
        <translation>フォント</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Codespace</source>
        <translation>コード空間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outside every codespace range (§9.7.6.3)</source>
        <translation>どのコード空間範囲にも入りません（§9.7.6.3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+10"/>
        <source>from {origin}</source>
        <translation>{origin} から</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="-2"/>
        <source>Glyph name</source>
        <translation>グリフ名</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="-34"/>
        <source>none: no rule maps this code</source>
        <translation>なし: このコードを対応付ける規則がありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="+5"/>
        <source>via {source}</source>
        <translation>{source} による</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="+28"/>
        <source>Width</source>
        <translation>幅</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Vertical</source>
        <translation>縦書き</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="+2"/>
        <source>Flags</source>
        <translation>フラグ</translation>
    </message>
    <message>
        <location line="-105"/>
        <location line="+106"/>
        <location filename="../../inspector/gui/views/versions_view.py" line="-13"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>ActualText (strings {strings}); glyphs alone: “{alone}”</source>
        <translation>ActualText（文字列 {strings}）。グリフだけでは「{alone}」</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{source}, unified on evidence</source>
        <translation>{source}、証拠により統合漢字に</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>recovered: {route}</source>
        <translation>回復: {route}</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../inspector/gui/views/compare_view.py" line="+43"/>
        <source>Compare this page</source>
        <translation>このページを比較</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run pdftotext, mutool, PyMuPDF, pdfminer.six, pypdf and pdfplumber (those installed) on the page and explain where each differs from our text</source>
        <translation>このページで pdftotext、mutool、PyMuPDF、pdfminer.six、pypdf、pdfplumber（インストール済みのもの）を実行し、それぞれが本ツールのテキストと異なる箇所を説明します</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Open a document first.</source>
        <translation>先に文書を開いてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Running the extractors on page {page} …</source>
        <translation>{page} ページで抽出ツールを実行中…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The comparison failed: {message}</source>
        <translation>比較に失敗しました: {message}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Page {page}: {summary}</source>
        <translation>{page} ページ: {summary}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page {page}: no extractor printed the page</source>
        <translation>{page} ページ: このページを出力した抽出ツールはありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>. {notes}</source>
        <translation>。{notes}</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>ours</source>
        <translation>本ツール</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> … {count} more</source>
        <translation> … ほか {count} 件</translation>
    </message>
</context>
<context>
    <name>ContentView</name>
    <message>
        <location filename="../../inspector/gui/views/content_view.py" line="+49"/>
        <source>Stream</source>
        <translation>ストリーム</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>{bytes} bytes, {operators} text-related operators</source>
        <translation>{bytes} バイト、テキスト関連の演算子 {operators} 個</translation>
    </message>
</context>
<context>
    <name>DamageBanner</name>
    <message>
        <location filename="../../inspector/gui/views/damage_banner.py" line="+64"/>
        <source>{count} findings of damage</source>
        <translation>損傷の検出 {count} 件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on {pages} of the pages read</source>
        <translation>読み取ったページのうち {pages} ページ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{unread} parts not read whole: their text is not in the text pane nor in the verdicts</source>
        <translation>{unread} か所を完全には読み取れませんでした：その部分のテキストはテキスト欄にも判定にも含まれません</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This file is damaged:</source>
        <translation>このファイルは損傷しています：</translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <location filename="../../inspector/gui/features/document.py" line="+254"/>
        <source>Opening {name}</source>
        <translation>{name} を開いています</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Listing fonts</source>
        <translation>フォントを一覧しています</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/background.py" line="+325"/>
        <source>partial: the analysis was stopped after {done} of {count} pages</source>
        <translation>部分的：{count} ページ中 {done} ページで解析を中止しました</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>so far: {done} of {count} pages analysed</source>
        <translation>これまでに {count} ページ中 {done} ページを解析</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/document.py" line="+175"/>
        <source>Finding the glyphs</source>
        <translation>グリフを探しています</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/background.py" line="+105"/>
        <location line="+31"/>
        <location line="+41"/>
        <source>Analysing pages</source>
        <translation>ページを解析しています</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/objects.py" line="+156"/>
        <source>Looking for /{key}</source>
        <translation>/{key} を検索中</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Saving the stream</source>
        <translation>ストリームを保存中</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/repair.py" line="+173"/>
        <source>Planning the repair</source>
        <translation>修復を計画しています</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Writing the repaired copy</source>
        <translation>修復したコピーを書き出しています</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/exports.py" line="+151"/>
        <source>Writing the report</source>
        <translation>レポートを書き出しています</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Writing the HTML</source>
        <translation>HTML を書き出し中</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/search.py" line="+93"/>
        <source>Searching</source>
        <translation>検索しています</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Explaining</source>
        <translation>説明を探しています</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/exports.py" line="+18"/>
        <source>Exporting</source>
        <translation>書き出しています</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/features/versions.py" line="+245"/>
        <source>Open a document first.</source>
        <translation>先に文書を開いてください。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Comparing versions</source>
        <translation>版を比較中</translation>
    </message>
</context>
<context>
    <name>DocumentView</name>
    <message>
        <location filename="../../inspector/gui/views/document_view.py" line="+48"/>
        <location line="+58"/>
        <source>Open a PDF (Ctrl+O) or drop one on the window.</source>
        <translation>PDF を開く（Ctrl+O）か、ウィンドウにドロップしてください。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>, listed {listed} of {count} pages</source>
        <translation>、{count} ページ中 {listed} ページを一覧済み</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, encrypted</source>
        <translation>、暗号化</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pages</source>
        <translation>ページ数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Producer</source>
        <translation>作成ソフト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Creator</source>
        <translation>作成アプリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fonts</source>
        <translation>フォント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} ({broken} broken{more})</source>
        <translation>{count}（破損 {broken}{more}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unmapped codes</source>
        <translation>Unicode のないコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Findings</source>
        <translation>所見</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> (partial)</source>
        <translation>（部分的）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> (so far)</source>
        <translation>（途中経過）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>analysing …</source>
        <translation>解析中 …</translation>
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
        <translation>問題が発生しました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The window goes on working; the error was logged.</source>
        <translation>ウィンドウはそのまま使えます。エラーはログに記録されました。</translation>
    </message>
</context>
<context>
    <name>ExplainView</name>
    <message>
        <location filename="../../inspector/gui/views/explain_view.py" line="+37"/>
        <source>Paste the garbled output of an extractor here (stray Latin letters, wrong kanji, U+FFFD …) and press Explain.</source>
        <translation>抽出ツールが出力した文字化けテキスト（紛れ込んだラテン文字、違う漢字、U+FFFD …）をここに貼り付けて「説明」を押してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Explain</source>
        <translation>説明</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Reading the pages …</source>
        <translation>ページを読んでいます …</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No naive reading of any font reproduces this text (the correct reading already gives it).</source>
        <translation>どのフォントをどう誤ってデコードしても、このテキストは再現できません（正しくデコードすると、すでにこのテキストになります）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No naive reading of any font reproduces this text.</source>
        <translation>どのフォントをどう誤ってデコードしても、このテキストは再現できません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Looks like {engine}. </source>
        <translation>{engine} の出力のようです。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Best: {reading} of {font} ({score}).</source>
        <translation>最有力: {font} の {reading}（{score}）。</translation>
    </message>
</context>
<context>
    <name>FindingsView</name>
    <message>
        <location filename="../../inspector/gui/views/findings_view.py" line="+34"/>
        <source>Filter findings</source>
        <translation>所見を絞り込む</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Previous glyph of the activated finding (Shift+F3)</source>
        <translation>選択した所見の前のグリフ（Shift+F3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Next glyph of the activated finding (F3)</source>
        <translation>選択した所見の次のグリフ（F3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Activate a finding about a font&apos;s codes to walk its glyphs</source>
        <translation>フォントのコードに関する所見を選ぶと、そのグリフを順にたどれます</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{errors}, {warnings}, {notes}</source>
        <translation>{errors}、{warnings}、{notes}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>エラー %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>警告 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n note(s)</source>
        <translation>
            <numerusform>情報 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{code}: no glyph on the pages</source>
        <translation>{code}: ページ上にグリフがありません</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{code}: glyph {index} of {total}</source>
        <translation>{code}: グリフ {index}/{total}</translation>
    </message>
</context>
<context>
    <name>FontView</name>
    <message>
        <location filename="../../inspector/gui/views/font_view.py" line="+53"/>
        <source>Font</source>
        <translation>フォント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoding CMap</source>
        <translation>Encoding CMap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unicode map</source>
        <translation>Unicode マップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Glyphs</source>
        <translation>グリフ</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>A simple font: one byte per code, no Encoding CMap.</source>
        <translation>単純フォント: 1 コード 1 バイトで、Encoding CMap はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Encoding CMap could be read.</source>
        <translation>Encoding CMap を読み取れませんでした。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No ToUnicode CMap and no collection map.</source>
        <translation>ToUnicode CMap も文字コレクションのマップもありません。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Select a font in the fonts table or a string on the page.</source>
        <translation>フォント一覧でフォントを、またはページで文字列を選んでください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Resources</source>
        <translation>リソース</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pages</source>
        <translation>ページ数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Used in</source>
        <translation>使用箇所</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Subtype</source>
        <translation>サブタイプ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Descendant</source>
        <translation>子孫フォント</translation>
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
        <translation>埋め込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>yes</source>
        <translation>あり</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+6"/>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Encoding</source>
        <translation>エンコーディング</translation>
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
        <translation>W の項目</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CIDToGIDMap</source>
        <translation>CIDToGIDMap</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stream</source>
        <translation>ストリーム</translation>
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
        <translation>理由</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recovery</source>
        <translation>回復方法</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Codes used</source>
        <translation>使われたコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Glyphs shown</source>
        <translation>表示されたグリフ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unmapped codes</source>
        <translation>Unicode のないコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suspect codes</source>
        <translation>疑わしいコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid codes</source>
        <translation>無効なコード</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Findings</source>
        <translation>所見</translation>
    </message>
</context>
<context>
    <name>FontsModel</name>
    <message>
        <location filename="../../inspector/gui/models/fonts_model.py" line="+43"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>direct object</source>
        <translation>直接オブジェクト</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{font} ({where}), {kind}; pages {pages}</source>
        <translation>{font}（{where}）、{kind}、ページ {pages}</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>broken</source>
        <translation>破損</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (partial)</source>
        <translation>（部分的）</translation>
    </message>
</context>
<context>
    <name>FontsView</name>
    <message>
        <location filename="../../inspector/gui/views/fonts_view.py" line="+31"/>
        <source>Filter fonts (name, subtype, encoding, …)</source>
        <translation>フォントを絞り込む（名前、サブタイプ、エンコーディング …）</translation>
    </message>
</context>
<context>
    <name>GlyphGrid</name>
    <message>
        <location filename="../../inspector/gui/views/glyph_grid.py" line="+114"/>
        <location line="+34"/>
        <source>Select a font to see the glyphs the document uses.</source>
        <translation>フォントを選ぶと、文書が使うグリフを表示します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading the glyphs …</source>
        <translation>グリフを読んでいます …</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{used}, {flagged} without a sound Unicode; program: {note}. Double-click a glyph to go to its first use.</source>
        <translation>{used}、うち正しい Unicode のないもの {flagged} 個。プログラム: {note}。グリフをダブルクリックすると最初の使用箇所へ移動します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{used} (analysed {scanned} of {pages} pages), {flagged} without a sound Unicode; program: {note}. Double-click a glyph to go to its first use.</source>
        <translation>{used}（{pages} ページ中 {scanned} ページを解析）、うち正しい Unicode のないもの {flagged} 個。プログラム: {note}。グリフをダブルクリックすると最初の使用箇所へ移動します。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n code(s) used</source>
        <translation>
            <numerusform>使用されているコード %n 個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GlyphNotes</name>
    <message>
        <location filename="../../inspector/gui/glyph_paths.py" line="+144"/>
        <source>substitute</source>
        <translation>代替</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>subst.</source>
        <translation>代</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/glyphs_model.py" line="+98"/>
        <location filename="../../inspector/gui/state.py" line="+296"/>
        <source>no program</source>
        <translation>プログラムなし</translation>
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
        <translation>埋め込みなし: 各文字にシステムのフォントのグリフを代わりに表示</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no embedded program</source>
        <translation>埋め込みプログラムなし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>program unreadable: {error}</source>
        <translation>プログラムを読めません: {error}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Type3 glyph procedures (/CharProcs), drawn from their paths</source>
        <translation>Type3 のグリフ手続き（/CharProcs）、そのパスから描画</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/state.py" line="-13"/>
        <source>not embedded</source>
        <translation>埋め込みなし</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no GID</source>
        <translation>GID なし</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no path</source>
        <translation>パスなし</translation>
    </message>
</context>
<context>
    <name>GlyphsModel</name>
    <message>
        <location filename="../../inspector/gui/models/glyphs_model.py" line="-40"/>
        <source>no Unicode</source>
        <translation>Unicode なし</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>code &lt;{code}&gt;, CID {cid}, GID {gid}, {unicode}; shown {count}×, first on page {page}</source>
        <translation>コード &lt;{code}&gt;、CID {cid}、GID {gid}、{unicode}。{count} 回表示、初出は {page} ページ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>code &lt;{code}&gt;, CID {cid}, GID {gid}, {unicode}; shown {count}×</source>
        <translation>コード &lt;{code}&gt;、CID {cid}、GID {gid}、{unicode}。{count} 回表示</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <location filename="../../inspector/gui/guide.py" line="+46"/>
        <source>User guide</source>
        <translation>ユーザーガイド</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The user guide (docs/guide.md) is not installed.</source>
        <translation>ユーザーガイド（docs/guide.md）がインストールされていません。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
</context>
<context>
    <name>Headers</name>
    <message>
        <location filename="../../inspector/gui/models/candidates_model.py" line="+9"/>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reading</source>
        <translation>読み方</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../inspector/gui/models/strings_model.py" line="+98"/>
        <location filename="../../inspector/gui/views/shape_review.py" line="+46"/>
        <source>Font</source>
        <translation>フォント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>ページ数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Explanation</source>
        <translation>説明</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/codes_model.py" line="+77"/>
        <source>Offset</source>
        <translation>オフセット</translation>
    </message>
    <message>
        <location line="-36"/>
        <location filename="../../inspector/gui/models/strings_model.py" line="+8"/>
        <source>Bytes</source>
        <translation>バイト</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CID</source>
        <translation>CID</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>CID from</source>
        <translation>CID の出所</translation>
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
        <translation>グリフ</translation>
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
        <translation>コードポイント</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Source</source>
        <translation>出所</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Answered by</source>
        <translation>答えた行</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Width</source>
        <translation>幅</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Width from</source>
        <translation>幅の出所</translation>
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
        <translation>重大度</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../../inspector/gui/models/repair_model.py" line="-3"/>
        <location filename="../../inspector/gui/models/search_model.py" line="+17"/>
        <location filename="../../inspector/gui/views/shape_review.py" line="-6"/>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Location</source>
        <translation>場所</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/fonts_model.py" line="-80"/>
        <source>Resource</source>
        <translation>リソース</translation>
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
        <translation>サブタイプ</translation>
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
        <translation>埋め込み</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>WMode</source>
        <translation>WMode</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Codes used</source>
        <translation>使われたコード</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unmapped</source>
        <translation>Unicode なし</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/object_tree_model.py" line="+198"/>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type</source>
        <translation>型</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/outline_model.py" line="+46"/>
        <source>Bookmark</source>
        <translation>しおり</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../inspector/gui/models/search_model.py" line="-4"/>
        <source>Page</source>
        <translation>ページ</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/page_tree_model.py" line="+68"/>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Page {page}</source>
        <translation>ページ {page}</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/repair_model.py" line="+1"/>
        <source>Now</source>
        <translation>現在</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From</source>
        <translation>出所</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After repair</source>
        <translation>修復後</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Evidence</source>
        <translation>証拠</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/search_model.py" line="+1"/>
        <source>Context</source>
        <translation>前後</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Detail</source>
        <translation>詳細</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>String</source>
        <translation>文字列</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/strings_model.py" line="-6"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Op</source>
        <translation>演算子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/codes_model.py" line="+1"/>
        <location filename="../../inspector/gui/models/strings_model.py" line="+1"/>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/tounicode_model.py" line="-1"/>
        <source>Codes</source>
        <translation>コード</translation>
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
        <translation>PDF 内</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reference</source>
        <translation>参照</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Character</source>
        <translation>文字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confidence</source>
        <translation>確信度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runner-up</source>
        <translation>次点</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/models/codes_model.py" line="+1"/>
        <source>Text from</source>
        <translation>テキストの出所</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GID from</source>
        <translation>GID の出所</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../inspector/gui/language_menu.py" line="+17"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The window shows the new language when it is opened again.</source>
        <translation>新しい言語は、ウィンドウを次に開いたときに表示されます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/translations.py" line="+159"/>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
</context>
<context>
    <name>Location</name>
    <message>
        <location filename="../../inspector/gui/models/findings_model.py" line="-49"/>
        <source>page {page}</source>
        <translation>{page} ページ</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>byte {offset}</source>
        <translation>バイト位置 {offset}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>line {line}</source>
        <translation>{line} 行目</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>document</source>
        <translation>文書全体</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../inspector/gui/window.py" line="+84"/>
        <source>Document</source>
        <translation>文書</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bookmarks</source>
        <translation>しおり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search</source>
        <translation>検索</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strings</source>
        <translation>文字列一覧</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>String</source>
        <translation>文字列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fonts</source>
        <translation>フォント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Findings</source>
        <translation>所見</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Font details</source>
        <translation>フォントの詳細</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Content stream</source>
        <translation>コンテンツストリーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Objects</source>
        <translation>オブジェクト</translation>
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
        <translation>文字化けの説明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Versions</source>
        <translation>版の比較</translation>
    </message>
    <message>
        <location line="+194"/>
        <source>Cancel</source>
        <translation>中止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the background work (Esc)</source>
        <translation>バックグラウンドの処理を中止（Esc）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reload</source>
        <translation>再読み込み(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export report…</source>
        <translation>レポートを書き出す(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;trace as JSON…</source>
        <translation>トレースを JSON で書き出す(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export as &amp;HTML…</source>
        <translation>HTML として書き出す(&amp;H)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repair: &amp;preview and save a copy…</source>
        <translation>修復：プレビューしてコピーを保存(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compare with another &amp;version…</source>
        <translation>別の版と比較(&amp;V)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy &amp;chain of the selected code</source>
        <translation>選択したコードの連鎖をコピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Find…</source>
        <translation>検索(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel background work</source>
        <translation>バックグラウンドの処理を中止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next glyph of the &amp;finding</source>
        <translation>所見の次のグリフ(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous glyph of the finding</source>
        <translation>所見の前のグリフ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;in</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fit &amp;width</source>
        <translation>幅に合わせる(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next page</source>
        <translation>次のページ(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous page</source>
        <translation>前のページ(&amp;P)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reset layout</source>
        <translation>レイアウトを元に戻す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;User guide</source>
        <translation>ユーザーガイド(&amp;U)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About</source>
        <translation>このアプリについて(&amp;A)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Exported to {path}</source>
        <translation>{path} に書き出しました</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>Repaired copy saved to {path}, damaged streams copied as they were</source>
        <translation>修復したコピーを {path} に保存しました（損傷したストリームはそのままコピー）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Repaired copy saved to {path}</source>
        <translation>修復したコピーを {path} に保存しました</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Page {page}: {message}</source>
        <translation>ページ {page}: {message}</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Give the pane the whole window</source>
        <translation>ペインにウィンドウ全体を使わせる</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Open a PDF</source>
        <translation>PDF を開く</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>PDF ファイル (*.pdf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export the trace</source>
        <translation>トレースを書き出す</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export as HTML</source>
        <translation>HTML として書き出す</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The HTML cannot replace the file it comes from.</source>
        <translation>HTML で元のファイルを置き換えることはできません。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Export the report</source>
        <translation>レポートを書き出す</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The report cannot replace the file it describes.</source>
        <translation>レポートで対象のファイルを置き換えることはできません。</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+7"/>
        <source>Export</source>
        <translation>書き出し</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>{what} failed: {message}</source>
        <translation>{what}に失敗しました: {message}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot open the file</source>
        <translation>ファイルを開けません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The password is wrong. </source>
        <translation>パスワードが違います。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password for {name}:</source>
        <translation>{name} のパスワード:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Encrypted PDF</source>
        <translation>暗号化された PDF</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>page {page} of {count}</source>
        <translation>{count} ページ中 {page} ページ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>string {number} (/{font})</source>
        <translation>文字列 {number}（/{font}）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>code &lt;{code}&gt; → {source}</source>
        <translation>コード &lt;{code}&gt; → {source}</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>About {name}</source>
        <translation>{name} について</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shows why the text of a PDF comes out garbled: the bytes, codes, CIDs, glyphs, Unicode values and widths of every string, each with the rule that produced it.</source>
        <translation>PDF のテキストが文字化けする理由を示します：各文字列のバイト、コード、CID、グリフ、Unicode 値、幅を、それぞれを生んだ規則とともに表示します。</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>The default layout comes back at the next start.</source>
        <translation>次回の起動時に既定のレイアウトに戻ります。</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/app.py" line="+154"/>
        <source>Open a PDF with Ctrl+O or drop one on the window.</source>
        <translation>Ctrl+O で PDF を開くか、ウィンドウにドロップしてください。</translation>
    </message>
</context>
<context>
    <name>ObjectTree</name>
    <message>
        <location filename="../../inspector/gui/models/object_tree_model.py" line="-117"/>
        <source>{count} more elements</source>
        <translation>ほか {count} 要素</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>cannot be decoded: {error}</source>
        <translation>デコードできません: {error}</translation>
    </message>
    <message numerus="yes">
        <location line="-5"/>
        <source>stream, %Ln byte(s)</source>
        <translation>
            <numerusform>ストリーム、%Ln バイト</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%Ln byte(s) (first {shown} shown)</source>
        <translation>
            <numerusform>%Ln バイト（先頭 {shown} バイトを表示）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln バイト</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{count} entries</source>
        <translation>{count} 項目</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{count} elements</source>
        <translation>{count} 要素</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>reference</source>
        <translation>参照</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>stream</source>
        <translation>ストリーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>data</source>
        <translation>データ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dictionary</source>
        <translation>辞書</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>array</source>
        <translation>配列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>boolean</source>
        <translation>ブール値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>number</source>
        <translation>数値</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Double-click to open {ref}</source>
        <translation>ダブルクリックで {ref} を開きます</translation>
    </message>
</context>
<context>
    <name>ObjectView</name>
    <message>
        <location filename="../../inspector/gui/views/object_view.py" line="+68"/>
        <source>Trailer</source>
        <translation>トレーラー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catalog</source>
        <translation>カタログ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Info</source>
        <translation>文書情報 (Info)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Font</source>
        <translation>フォント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Descendant font</source>
        <translation>子孫フォント</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Catalog {key}</source>
        <translation>カタログ {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Descendant {key}</source>
        <translation>子孫フォント {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoding {key}</source>
        <translation>Encoding {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page {key}</source>
        <translation>{key} ページ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Object {key}</source>
        <translation>オブジェクト {key}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Image {key}</source>
        <translation>画像 {key}</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Back to the previous object</source>
        <translation>前のオブジェクトに戻る</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The trailer, catalog and Info, the objects behind the selected font and the current page, and the objects a key search found</source>
        <translation>トレーラー、カタログと Info、選択中のフォントと現在のページを構成するオブジェクト、キー検索で見つかったオブジェクト</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>obj # or /Key</source>
        <translation>番号または /Key</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open an object by number (12 or 12 0 R), or find the objects that have a key (/FontFile2) or a key with a name (/Type /Font); &apos;trailer&apos; opens the trailer</source>
        <translation>番号でオブジェクトを開く（12 または 12 0 R）か、キー（/FontFile2）やキーと名前（/Type /Font）を持つオブジェクトを探します。&apos;trailer&apos; でトレーラーを開きます</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hex</source>
        <translation>16 進</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Picture</source>
        <translation>画像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the stream&apos;s data as text or as a hex dump, an image as its picture</source>
        <translation>ストリームのデータをテキストまたは 16 進ダンプで、画像は画像として表示</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decoded</source>
        <translation>デコード後</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raw</source>
        <translation>元データ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The data decoded through its filters (as the inspector reads it) or as stored</source>
        <translation>フィルタでデコードしたデータ（本ツールが読む形）、または格納されたままのデータ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The previous 64 KiB of the data</source>
        <translation>データの前の 64 KiB</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The next 64 KiB of the data</source>
        <translation>データの次の 64 KiB</translation>
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
        <translation>ストリームの全データ（表示どおり: デコード後または元データ）をファイルに保存</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+366"/>
        <source>Select a stream to see its data.</source>
        <translation>ストリームを選ぶとデータを表示します。</translation>
    </message>
    <message>
        <location line="-185"/>
        <source>{object} (reading …)</source>
        <translation>{object}（読み込み中…）</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Looking for /{key} …</source>
        <translation>/{key} を検索中…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>1 object with {name}; {shown}</source>
        <translation>{name} を持つオブジェクト 1 個。{shown}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{count} objects with {name}; {shown}</source>
        <translation>{name} を持つオブジェクト {count} 個。{shown}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No object has {name}</source>
        <translation>{name} を持つオブジェクトはありません</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{object} does not exist</source>
        <translation>{object} は存在しません</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Save font program…</source>
        <translation>フォントプログラムを保存…</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>The data cannot be read as stored: {error}</source>
        <translation>格納されたままのデータを読めません: {error}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The data cannot be decoded: {error}</source>
        <translation>データをデコードできません: {error}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{total} bytes raw, bytes {first}–{last} shown</source>
        <translation>元データ {total} バイト、{first}–{last} バイト目を表示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{total} bytes decoded, bytes {first}–{last} shown</source>
        <translation>デコード後 {total} バイト、{first}–{last} バイト目を表示</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{total} bytes raw</source>
        <translation>元データ {total} バイト</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{total} bytes decoded</source>
        <translation>デコード後 {total} バイト</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Image {size}, reading …</source>
        <translation>画像 {size}、読み込み中 …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Qt cannot read the decoded picture</source>
        <translation>デコードした画像を Qt が読めません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Image {size}: the picture cannot be shown: {error}</source>
        <translation>画像 {size}：画像を表示できません：{error}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Image {size}, shown at its own size</source>
        <translation>画像 {size}、原寸で表示</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save the stream&apos;s data</source>
        <translation>ストリームのデータを保存</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The data cannot replace the file it comes from.</source>
        <translation>データの取り出し元のファイルを上書きすることはできません。</translation>
    </message>
</context>
<context>
    <name>OutlineModel</name>
    <message>
        <location filename="../../inspector/gui/models/outline_model.py" line="+44"/>
        <source>(untitled)</source>
        <translation>（無題）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>page {page}</source>
        <translation>{page} ページ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no page</source>
        <translation>ページなし</translation>
    </message>
</context>
<context>
    <name>PageTree</name>
    <message numerus="yes">
        <location filename="../../inspector/gui/models/page_tree_model.py" line="-149"/>
        <source>%n font(s)</source>
        <translation>
            <numerusform>フォント %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n with its resource missing</source>
        <translation>
            <numerusform>うち %n 個はリソースが欠落</numerusform>
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
            <numerusform>フォーム %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n image(s)</source>
        <translation>
            <numerusform>画像 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>font</source>
        <translation>フォント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>form</source>
        <translation>フォーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>image</source>
        <translation>画像</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/session.py" line="+231"/>
        <source>resource missing: no font dictionary{where}</source>
        <translation>リソース欠落：フォント辞書なし{where}</translation>
    </message>
</context>
<context>
    <name>PageView</name>
    <message>
        <location filename="../../inspector/gui/views/page_view.py" line="+303"/>
        <source>Page (PgUp / PgDown)</source>
        <translation>ページ（PgUp / PgDown）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>of 0</source>
        <translation>/ 0</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Page</source>
        <translation>ページ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom out (Ctrl+-)</source>
        <translation>縮小（Ctrl+-）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom in (Ctrl++)</source>
        <translation>拡大（Ctrl++）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit</source>
        <translation>全幅</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fit the page width</source>
        <translation>ページの幅に合わせる</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Boxes</source>
        <translation>ボックス</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw the glyph boxes computed by the inspector</source>
        <translation>インスペクターが計算したグリフのボックスを描く</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>of {count}</source>
        <translation>/ {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Loading page 1 …</source>
        <translation>1 ページ目を読み込んでいます …</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>This document has no pages.</source>
        <translation>この文書にはページがありません。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Page {page} could not be analysed:</source>
        <translation>ページ {page} を解析できませんでした:</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Analysing page {page} …</source>
        <translation>ページ {page} を解析しています …</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>No page image: {reason}. The analysis is complete.</source>
        <translation>ページ画像なし: {reason}。解析は完了しています。</translation>
    </message>
</context>
<context>
    <name>Readings</name>
    <message>
        <location filename="../../inspector/gui/features/glyphs.py" line="+11"/>
        <source>correct (ISO 32000-1)</source>
        <translation>正しい読み方（ISO 32000-1）</translation>
    </message>
</context>
<context>
    <name>RepairModel</name>
    <message>
        <location filename="../../inspector/gui/models/repair_model.py" line="-21"/>
        <source>No evidence maps this code: type its text in &apos;After repair&apos; to correct it.</source>
        <translation>このコードを対応付ける根拠がありません。「修復後」にテキストを入力して修正してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The repair changes this code: {now} → {then}</source>
        <translation>修復でこのコードが変わります: {now} → {then}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The repair keeps this code&apos;s Unicode.</source>
        <translation>修復後もこのコードの Unicode は変わりません。</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Not embedded: a system font draws the character (a substitute)</source>
        <translation>埋め込みなし: システムのフォントがその文字を描いています（代替）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The glyph the code draws ({note})</source>
        <translation>このコードが描くグリフ（{note}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The glyph the code draws</source>
        <translation>このコードが描くグリフ</translation>
    </message>
</context>
<context>
    <name>RepairView</name>
    <message>
        <location filename="../../inspector/gui/views/repair_view.py" line="+81"/>
        <source>The font shows no text on this page.</source>
        <translation>このフォントはこのページにテキストを表示していません。</translation>
    </message>
    <message>
        <location line="+70"/>
        <location line="+130"/>
        <source>Select a font to preview its repair.</source>
        <translation>フォントを選ぶと修復のプレビューを表示します。</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Text now</source>
        <translation>現在のテキスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the repair</source>
        <translation>修復後</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;{title}&lt;/b&gt; (this page)</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt;（このページ）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codes</source>
        <translation>コード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New ToUnicode CMap</source>
        <translation>新しい ToUnicode CMap</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Glyph shapes</source>
        <translation>グリフの形</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+74"/>
        <source>Plan repair</source>
        <translation>修復を計画</translation>
    </message>
    <message>
        <location line="-72"/>
        <source>Trace every page and plan a new ToUnicode for each font</source>
        <translation>すべてのページをトレースし、各フォントの新しい ToUnicode を計画します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only this font</source>
        <translation>このフォントだけ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give only the selected font a new ToUnicode in the copy</source>
        <translation>コピーでは選択したフォントだけに新しい ToUnicode を付けます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save repaired copy…</source>
        <translation>修復したコピーを保存…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save ToUnicode CMap…</source>
        <translation>ToUnicode CMap を保存…</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Planning the repair: every page is traced …</source>
        <translation>修復を計画しています：すべてのページをトレースします …</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Plan again</source>
        <translation>再計画</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Plan the repair to see what a new ToUnicode would change.</source>
        <translation>修復を計画すると、新しい ToUnicode で何が変わるかを表示します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pages show no code of this font: nothing to repair.</source>
        <translation>ページにはこのフォントのコードがありません：修復するものはありません。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No CMap: the font is left as it is.</source>
        <translation>CMap なし: フォントはそのままです。</translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>%n code(s) stay unmapped.</source>
        <translation>
            <numerusform>%n 個のコードは対応付けのないままです。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-63"/>
        <source>No CMap: the font&apos;s ToUnicode is removed.</source>
        <translation>CMap なし: フォントの ToUnicode を取り除きます。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>rebuilt</source>
        <translation>再構築</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>ToUnicode removed</source>
        <translation>ToUnicode を除去</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{count} of {total} codes change</source>
        <translation>{total} 個のコードのうち {count} 個が変わります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; {count} keep their text and now have it in the ToUnicode</source>
        <translation>。{count} 個はテキストが変わらず、ToUnicode に入ります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>left as it is</source>
        <translation>そのまま</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>By what the file states: {reason}</source>
        <translation>ファイルに書かれていることからは：{reason}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Evidence: {evidence}.</source>
        <translation>証拠: {evidence}。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The glyph shapes read %n of these codes (the Glyph shapes tab): readings the file does not state; check them there, and “Use for the repair” maps them.</source>
        <translation>
            <numerusform>グリフの形からこのうち %n 個のコードを読み取りました（「グリフの形」タブ）。ファイルには書かれていない読みです。そこで確認し、「修復に使う」で対応付けます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n code(s) stay unmapped unless the glyph-shape readings are used.</source>
        <translation>
            <numerusform>グリフの形からの読みを使わない限り、%n 個のコードは対応付けられないままです。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Planning again with the correction …</source>
        <translation>修正を入れて再計画しています …</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Planning again with {count} glyph-shape mappings …</source>
        <translation>グリフの形による対応 {count} 件で再計画中…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Save the repaired copy</source>
        <translation>修復したコピーを保存</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The repaired copy cannot replace the file it is made from.</source>
        <translation>修復したコピーで元のファイルを上書きすることはできません。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Save the ToUnicode CMap</source>
        <translation>ToUnicode CMap を保存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CMap (*.cmap);;All files (*)</source>
        <translation>CMap (*.cmap);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The ToUnicode CMap was saved to {path}.</source>
        <translation>ToUnicode CMap を {path} に保存しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The repaired copy was saved to {path}.</source>
        <translation>修復したコピーを {path} に保存しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stream {object} 0 R was copied as it was, damaged: it could not be read whole, so what it held beyond the damage is unknown here and in the copy.</source>
        <translation>ストリーム {object} 0 R は損傷したまま、そのままコピーしました。全体を読み取れなかったため、損傷箇所より先の内容はここでもコピーでも不明です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Streams {objects} were copied as they were, damaged: they could not be read whole, so what they held beyond the damage is unknown here and in the copy.</source>
        <translation>ストリーム {objects} は損傷したまま、そのままコピーしました。全体を読み取れなかったため、損傷箇所より先の内容はここでもコピーでも不明です。</translation>
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
        <translation>レポートの設定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all {count} pages; or e.g. 1,3-5</source>
        <translation>全 {count} ページ。または例: 1,3-5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Redact page text (letters, digits and scripts as classes)</source>
        <translation>ページのテキストを伏せ字にする（文字、数字、文字体系を種別で表示）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Read unmapped codes from their glyph shapes (guesses: review them)</source>
        <translation>Unicode のないコードをグリフの形から読み取る（推測です。確認してください）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As report --recover glyph-shape: the report takes the glyph-shape route&apos;s accepted readings; without this, what the file states only, whatever the glyph-shape review shows</source>
        <translation>report --recover glyph-shape と同じ：レポートはグリフの形による読み取りのうちしきい値に達したものを使います。オフのときは、グリフの形の確認に何が表示されていても、ファイルに書かれていることだけを使います</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Pages</source>
        <translation>ページ</translation>
    </message>
</context>
<context>
    <name>SearchView</name>
    <message>
        <location filename="../../inspector/gui/views/search_view.py" line="+27"/>
        <source>Text, U+65E5, &lt;93fa&gt;, 0x41 or cid:1234 — Enter</source>
        <translation>テキスト、U+65E5、&lt;93fa&gt;、0x41、cid:1234 — Enter</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Searching …</source>
        <translation>検索しています …</translation>
    </message>
</context>
<context>
    <name>ShapeReviewPane</name>
    <message>
        <location filename="../../inspector/gui/features/repair.py" line="-102"/>
        <source>Glyph shapes cannot be matched: {reason}.</source>
        <translation>グリフの形を照合できません: {reason}。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The font is not known.</source>
        <translation>不明なフォントです。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No code of this font lacks Unicode, or none has a glyph to match.</source>
        <translation>このフォントには Unicode のないコードがないか、照合できるグリフがありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{accepted} of {total} matched codes reach the threshold; least sure first.</source>
        <translation>照合したコード {total} 個のうち {accepted} 個がしきい値に達しています。確信度の低い順に表示。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>References: {fonts}.</source>
        <translation>参照フォント: {fonts}。</translation>
    </message>
    <message>
        <location filename="../../inspector/gui/views/shape_review.py" line="+80"/>
        <source>Select a font without Unicode, then match its glyph shapes.</source>
        <translation>Unicode のないフォントを選んで、グリフの形を照合してください。</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>Match glyph shapes</source>
        <translation>グリフの形を照合</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Compare the glyphs of codes without Unicode with installed CJK fonts (the file does not state these characters)</source>
        <translation>Unicode のないコードのグリフを、インストール済みの CJK フォントと比べます（ファイルにはこれらの文字が書かれていません）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use for the repair</source>
        <translation>修復に使う</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Map the accepted matches and the characters you typed in the repaired copy</source>
        <translation>しきい値に達した照合結果と入力した文字を、修復したコピーで対応付けます</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>{font}: “Match glyph shapes” reads the codes of this font that have no Unicode from their outlines.</source>
        <translation>{font}：「グリフの形を照合」で、このフォントの Unicode のないコードをアウトラインから読み取ります。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Matching glyph shapes (a reference index is built on first use) …</source>
        <translation>グリフの形を照合中（初回は参照用の索引を作成します）…</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The shape cannot tell these characters apart; type the right one to use it in the repair</source>
        <translation>形ではこれらの文字を区別できません。修復に使うには正しい文字を入力してください</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>ambiguous: {first} or {second}</source>
        <translation>あいまい: {first} か {second}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ambiguous: one of {choices}</source>
        <translation>あいまい: {choices} のいずれか</translation>
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
        <translation>バイト表示: 次と前のコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byte view: the code above and below</source>
        <translation>バイト表示: 上と下のコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byte view: first and last code</source>
        <translation>バイト表示: 最初と最後のコード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Byte view or chain table: copy the code&apos;s chain</source>
        <translation>バイト表示または連鎖の表: コードの連鎖をコピー</translation>
    </message>
</context>
<context>
    <name>StringPanel</name>
    <message>
        <location filename="../../inspector/gui/views/string_panel.py" line="+45"/>
        <location line="+113"/>
        <source>Select a string on the page, in the text or in the strings list.</source>
        <translation>ページ、テキスト、または文字列一覧で文字列を選んでください。</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>Read as</source>
        <translation>読み方</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chain</source>
        <translation>連鎖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Naive readings</source>
        <translation>デコード方法の比較</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>TJ element {index}</source>
        <translation>TJ の要素 {index}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>page content</source>
        <translation>ページのコンテンツ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;String {number}&lt;/b&gt;: {operator} in {where}, font {font} {size} pt, {bytes} bytes in {codes} codes</source>
        <translation>&lt;b&gt;文字列 {number}&lt;/b&gt;: {where} の {operator}、フォント {font} {size} pt、{bytes} バイト・{codes} コード</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>/ActualText “{text}” replaces the text of the glyphs of strings {strings}; alone they give “{alone}”</source>
        <translation>/ActualText「{text}」が文字列 {strings} のグリフのテキストを置き換えています。グリフだけでは「{alone}」になります</translation>
    </message>
</context>
<context>
    <name>StringsModel</name>
    <message>
        <location filename="../../inspector/gui/models/strings_model.py" line="-62"/>
        <source>{count} invalid</source>
        <translation>無効 {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} unmapped</source>
        <translation>Unicode なし {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} suspect</source>
        <translation>疑わしい {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} notdef</source>
        <translation>notdef {count}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{count} multi</source>
        <translation>複数文字 {count}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n バイト</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>page content</source>
        <translation>ページのコンテンツ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{operator} in {where}, operator {index}</source>
        <translation>{where} の {operator}、演算子 {index}</translation>
    </message>
</context>
<context>
    <name>StringsView</name>
    <message>
        <location filename="../../inspector/gui/views/strings_view.py" line="+58"/>
        <source>&lt;b&gt;1 string&lt;/b&gt; on page {page}</source>
        <translation>ページ {page} の&lt;b&gt;文字列 1 個&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;b&gt;{count} strings&lt;/b&gt; on page {page}</source>
        <translation>ページ {page} の&lt;b&gt;文字列 {count} 個&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Loading page {page} …</source>
        <translation>ページ {page} を読み込んでいます …</translation>
    </message>
</context>
<context>
    <name>TextView</name>
    <message>
        <location filename="../../inspector/gui/views/text_view.py" line="+80"/>
        <source>&lt;b&gt;Extracted text&lt;/b&gt; of page {page}: {lines} lines, {marked} marked glyphs</source>
        <translation>ページ {page} の&lt;b&gt;抽出テキスト&lt;/b&gt;: {lines} 行、印付きのグリフ {marked} 個</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Extracted text&lt;/b&gt; of page {page}: {lines} lines</source>
        <translation>ページ {page} の&lt;b&gt;抽出テキスト&lt;/b&gt;: {lines} 行</translation>
    </message>
</context>
<context>
    <name>VersionsView</name>
    <message>
        <location filename="../../inspector/gui/views/versions_view.py" line="-361"/>
        <source>Compare with…</source>
        <translation>比較する版…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose another version of this document (B) and see what differs: fonts, mappings and the text of each page, each with its cause</source>
        <translation>この文書の別の版 (B) を選び、違いを表示します：フォント、マッピング、各ページのテキスト（それぞれ原因付き）</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Open a document first.</source>
        <translation>先に文書を開いてください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Compare with another version</source>
        <translation>別の版と比較</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF files (*.pdf);;All files (*)</source>
        <translation>PDF ファイル (*.pdf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Comparing with {name} …</source>
        <translation>{name} と比較中…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A (open)</source>
        <translation>A（開いている文書）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>B (other)</source>
        <translation>B（別の版）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>File › Compare with another version… shows what differs from another file.</source>
        <translation>ファイル › 別の版と比較… で、別のファイルとの違いを表示します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The comparison failed: {message}</source>
        <translation>比較に失敗しました: {message}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The comparison was stopped.</source>
        <translation>比較を中止しました。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A&apos;s page {page} not read whole</source>
        <translation>A の {page} ページは全体を読めていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B&apos;s page {page} not read whole</source>
        <translation>B の {page} ページは全体を読めていません</translation>
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
        <translation>違いはありません</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Where</source>
        <translation>場所</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cause</source>
        <translation>原因</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fonts</source>
        <translation>フォント</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+78"/>
        <source>only in A</source>
        <translation>A のみ</translation>
    </message>
    <message>
        <location line="-78"/>
        <location line="+78"/>
        <source>only in B</source>
        <translation>B のみ</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>the code&apos;s Unicode differs</source>
        <translation>コードの Unicode が異なる</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Page {page} (only in A)</source>
        <translation>ページ {page}（A のみ）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page {page} (only in B)</source>
        <translation>ページ {page}（B のみ）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page {page}</source>
        <translation>ページ {page}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page {a} of A, {b} of B</source>
        <translation>A のページ {a}、B のページ {b}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>line {a}/{b}</source>
        <translation>行 {a}/{b}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Code &lt;{code}&gt;: A {a} ({a_source}), B {b} ({b_source})</source>
        <translation>コード &lt;{code}&gt;: A {a} ({a_source})、B {b} ({b_source})</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No code draws this difference in either file.</source>
        <translation>どちらのファイルでも、この違いを描くコードはありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draws nothing here; B&apos;s code is shown.</source>
        <translation>A はここに何も描いていません。B のコードを表示しています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>B draws nothing here; A&apos;s code is selected.</source>
        <translation>B はここに何も描いていません。A のコードを選択しています。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>page {page}, string {string}, code {code}</source>
        <translation>ページ {page}、文字列 {string}、コード {code}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Place</source>
        <translation>場所</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base font</source>
        <translation>ベースフォント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtype</source>
        <translation>サブタイプ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedded</source>
        <translation>埋め込み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subset</source>
        <translation>サブセット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Font program</source>
        <translation>フォントプログラム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encoding or CMap</source>
        <translation>エンコーディングまたは CMap</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Writing mode</source>
        <translation>書字方向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Codes used</source>
        <translation>使われたコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pages</source>
        <translation>ページ</translation>
    </message>
</context>
</TS>
