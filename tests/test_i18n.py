"""Translations of the command line and the reports (gettext catalogues in
resources/locale): every text translated in every language, placeholders intact, the
language from --lang or the locale, codes and JSON keys left in English."""

from __future__ import annotations

import gettext
import json
import os
import pickle
import shutil
import string
import subprocess
import sys
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest
from builders import content_tj, page_pdf, save, type0_font

from inspector.analysis import Analysis
from inspector.cli import main
from inspector.i18n import (
    LANGUAGES,
    Message,
    html_lang,
    language_from_environment,
    msg,
    msg_n,
    normalize_language,
    set_language,
    tr_in,
)
from inspector.i18n.extract import messages, unextractable
from inspector.i18n.language import PLURAL_FORMS
from inspector.i18n.po import Entry, format_po, header, read_po, translations, write_mo
from inspector.i18n.translate import catalogue, locale_dir, plural_rule
from inspector.i18n.wrap import wrap_wide

REPO = Path(__file__).resolve().parents[1]
TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]
HAN_OR_KANA = ("\u3040", "\u9fff")


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    """The output language is process state: every test leaves it English."""
    yield
    set_language("en")


def _fields(text: str) -> list[tuple[str, str]]:
    """The placeholders of a template with their format specs, sorted."""
    return sorted((name, spec or "") for _, name, spec, _ in string.Formatter().parse(text) if name)


def _nplurals(lang: str) -> int:
    return int(PLURAL_FORMS[lang].split("nplurals=")[1].split(";")[0])


def _sample(name: str, spec: str) -> object:
    """A value for a placeholder that its format spec accepts."""
    if spec and (spec[-1] in "dgfe%n" or spec.startswith("+")):
        return 7.25 if spec[-1] in "gfe%" else 7
    return f"<{name}-value>"


def test_every_text_has_a_translation_in_every_language() -> None:
    """What a new message needs: scripts/update_translations.py adds it to each .po with
    an empty translation; this test names every text that then lacks one."""
    wanted = messages()
    problems = []
    for lang in TRANSLATED:
        entries = {e.msgid: e for e in read_po(locale_dir() / f"{lang}.po") if e.msgid}
        for msgid, found in wanted.items():
            entry = entries.get(msgid)
            where = ", ".join(found.places[:2])
            if entry is None or entry.msgid_plural != found.plural:
                problems.append(f"{lang}.po lacks {msgid!r} ({where}): run update_translations.py")
            elif not entry.translated:
                problems.append(f"{lang}.po: no translation of {msgid!r} ({where})")
            elif entry.fuzzy:
                problems.append(f"{lang}.po: fuzzy translation of {msgid!r} ({where})")
    assert not problems, "\n".join(problems)
    assert len(wanted) > 300


def test_every_message_text_is_a_literal_the_extractor_sees() -> None:
    assert unextractable() == []


def test_catalogues_hold_no_text_the_sources_dropped() -> None:
    wanted = set(messages())
    for lang in TRANSLATED:
        stale = [e.msgid for e in read_po(locale_dir() / f"{lang}.po") if e.msgid not in wanted]
        assert not [e for e in stale if e], f"{lang}.po holds texts no longer used: {stale[:5]}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_placeholders_survive_translation(lang: str) -> None:
    """Each template formatted in the language with values: the same placeholders, and
    each value appears in the result."""
    problems = []
    for msgid, found in messages().items():
        names = _fields(msgid)
        if found.plural is not None and _fields(found.plural) != names:
            problems.append(f"{msgid!r} and its plural {found.plural!r} differ in placeholders")
        if not names:
            continue
        # A plural message: every form of the language (one for ja, zh and ko).
        keys: list[str | tuple[str, int]] = [msgid]
        if found.plural is not None:
            keys = [(msgid, form) for form in range(_nplurals(lang))]
        for key in keys:
            translated = catalogue(lang)[key]
            if _fields(translated) != names:
                problems.append(f"{lang}: {msgid!r} has {_fields(translated)}, not {names}")
                continue
            values = {name: _sample(name, spec) for name, spec in names}
            text = tr_in(Message(msgid, values, found.plural, 7), lang)
            assert text == translated.format(**values)
            for name, spec in names:
                shown = format(values[name], spec)
                if shown not in text:
                    problems.append(f"{lang}: {msgid!r} lost {{{name}}}")
    assert not problems, "\n".join(problems)


def test_translations_use_the_terms_of_each_language() -> None:
    """The words the community uses, and PDF names left as they are."""
    title = "No ToUnicode CMap"
    assert "埋め込み" in tr_in(msg("Embedded"), "ja")
    assert "嵌入" in tr_in(msg("Embedded"), "zh_CN") and "嵌入" in tr_in(msg("Embedded"), "zh_TW")
    assert "임베딩" in tr_in(msg("Embedded"), "ko")
    assert "字符集" in tr_in(msg("the character collection's UCS2 map"), "zh_CN")
    assert "字形" in tr_in(msg("Glyphs draw .notdef"), "zh_CN")
    for lang in TRANSLATED:
        assert "ToUnicode CMap" in tr_in(title, lang)
        reason = (
            "{font} has no ToUnicode; readers that follow ISO 32000-1 §9.10.2 recover the "
            "text through the character collection, others print garbage."
        )
        assert "§9.10.2" in tr_in(msg(reason, font="F"), lang)


def _no_tounicode_pdf(tmp_path: Path) -> Path:
    """A Japanese line in a non-embedded CID font without ToUnicode (recoverable) and an
    Identity-H font without ToUnicode (not recoverable)."""
    pdf = page_pdf(
        {
            "F1": partial(type0_font, encoding="UniJIS-UCS2-H", base_font="HeiseiMin-W3"),
            "F2": partial(type0_font, ordering="Identity", supplement=0, base_font="ABCDEF+Sub"),
        },
        content_tj("F1", 20, b"\x65\xe5\x67\x2c", y=700) + content_tj("F2", 20, b"\x00\x05", y=600),
    )
    return save(pdf, tmp_path, "cjk.pdf")


def test_real_findings_and_reasons_in_each_language(tmp_path: Path) -> None:
    """What the diagnostics say about a file, formatted again in every language: the
    values (font names, counts) are kept, the English words are gone."""
    with Analysis(str(_no_tounicode_pdf(tmp_path))) as analysis:
        diagnosis = analysis.diagnose(None)
    texts = [diagnosis.reason] + [f.message for found in diagnosis.findings.values() for f in found]
    texts += [v.reason for v in diagnosis.fonts.values()]
    assert all(isinstance(t, Message) for t in texts), texts
    for lang in TRANSLATED:
        for text in texts:
            translated = tr_in(text, lang)
            assert translated != text, (lang, text)
            for value in text.args.values():  # type: ignore[attr-defined]
                if isinstance(value, (int, str)) and not isinstance(value, Message):
                    assert str(value) in translated, (lang, value, translated)
            assert "codes" not in translated and "font" not in translated.replace("/F", "")


def test_message_pickles_with_its_template() -> None:
    """Worker processes (triage) send findings back: the template must come along."""
    message = msg_n(
        "{font}: {count} glyph draws .notdef ({examples}); readers show a blank or a box there",
        "{font}: {count} glyphs draw .notdef ({examples}); readers show a blank or a box there",
        2,
        font="F",
        count=2,
        examples="<01>",
    )
    copy = pickle.loads(pickle.dumps(message))
    assert copy == message and copy.template == message.template and copy.args == message.args
    assert (copy.plural, copy.n) == (message.plural, 2)
    assert tr_in(copy, "ja").startswith("F: 2 個のグリフ")


def _one_font_pdf(tmp_path: Path, codes: bytes) -> str:
    """An Identity-H font without ToUnicode showing ``codes`` (two bytes each): none of
    them has Unicode."""
    font = partial(type0_font, ordering="Identity", supplement=0, base_font="ABCDEF+Sub")
    pdf = page_pdf({"F2": font}, content_tj("F2", 20, codes))
    return str(save(pdf, tmp_path, f"{len(codes) // 2}.pdf"))


def test_one_code_and_two_codes_in_english(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A count of 1 takes the singular, a noun and its verb; other counts the plural."""
    assert (
        msg_n("{count} code", "{count} codes", 1, count=1),
        msg_n("{count} code", "{count} codes", 2, count=2),
    ) == ("1 code", "2 codes")
    assert msg_n("{count} code", "{count} codes", 0, count=0) == "0 codes"
    said = {}
    for codes in (b"\x00\x05", b"\x00\x05\x00\x06"):
        assert main(["fonts", _one_font_pdf(tmp_path, codes)]) == 0
        said[len(codes) // 2] = capsys.readouterr().out
    assert (
        "1 code of 1 has no Unicode and nothing in the file says which character it is" in (said[1])
    )
    assert "1 code of the 1 used has no Unicode" in said[1]  # the finding's message
    assert "1 of 1 codes" not in said[1] and "1 codes" not in said[1]
    assert "2 of 2 codes have no Unicode and nothing in the file says which characters" in (said[2])
    assert "2 of 2 codes used have no Unicode" in said[2]


def test_one_form_languages_take_their_one_translation_for_every_count(
    tmp_path: Path,
) -> None:
    """Japanese, Chinese and Korean have one plural form (Plural-Forms: nplurals=1): the
    same translation, msgstr[0], for 1 code and for 2."""
    reasons = []
    for codes in (b"\x00\x05", b"\x00\x05\x00\x06"):
        with Analysis(_one_font_pdf(tmp_path, codes)) as analysis:
            diagnosis = analysis.diagnose(None)
        (reason,) = [v.reason for v in diagnosis.fonts.values()]
        assert isinstance(reason, Message) and reason.plural is not None
        reasons.append(reason)
    one, two = reasons
    assert (one.n, two.n) == (1, 2) and one.template == two.template
    for lang in TRANSLATED:
        form = catalogue(lang)[(one.template, 0)]
        assert tr_in(one, lang) == form.format(**one.args)
        assert tr_in(two, lang) == form.format(**two.args)
        assert "Unicode" in tr_in(one, lang) and " code" not in tr_in(one, lang)
    assert tr_in(one, "ja").startswith("ABCDEF+Sub-Identity-H (5 0 R): 1 個のコードのうち 1 個")


def test_each_catalogue_states_its_plural_rule() -> None:
    """English two forms (the template), ja, zh_CN, zh_TW and ko one; each plural entry of
    a catalogue has as many translations as its language has forms."""
    pot = read_po(locale_dir() / "inspector.pot")
    assert "Plural-Forms: nplurals=2; plural=(n != 1);" in header(pot)
    english = plural_rule(header(pot))
    assert english is not None and [english(n) for n in (0, 1, 2, 21)] == [1, 0, 1, 1]
    for lang in TRANSLATED:
        entries = read_po(locale_dir() / f"{lang}.po")
        assert "Plural-Forms: nplurals=1; plural=0;" in header(entries), lang
        rule = plural_rule(header(entries))
        assert rule is not None and {rule(n) for n in (0, 1, 2, 5, 100)} == {0}
        plurals = [e for e in entries if e.msgid_plural is not None]
        assert len(plurals) > 20 and all(len(e.plurals) == 1 for e in plurals), lang
    # The rule is read from the header, not assumed: a language with three forms.
    three = plural_rule(
        "Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && "
        "(n%100<10 || n%100>=20) ? 1 : 2);\n"
    )
    assert three is not None and [three(n) for n in (1, 2, 5, 22, 112)] == [0, 1, 2, 1, 2]


def test_extractor_finds_plural_messages_in_code_and_templates() -> None:
    found = messages()
    unmapped = found["{font}: {count} code of the {total} used has no Unicode ({examples})"]
    assert unmapped.plural == "{font}: {count} of {total} codes used have no Unicode ({examples})"
    assert found["{count} byte"].plural == "{count} bytes"  # _n in the report templates
    assert found["{count} page"].plural == "{count} pages"  # tr_format_n (compare)
    assert found["Page {page}"].plural is None


def test_language_from_locale_and_tags() -> None:
    assert language_from_environment({"LANG": "ja_JP.UTF-8"}) == "ja"
    assert language_from_environment({"LANG": "C.UTF-8"}) == "en"
    assert language_from_environment({"LC_ALL": "ko_KR.UTF-8", "LANG": "ja_JP.UTF-8"}) == "ko"
    assert language_from_environment({"LANG": "de_DE.UTF-8", "LANGUAGE": "zh_TW:de"}) == "zh_TW"
    # LANGUAGE is ignored under the C locale, as gettext does.
    assert language_from_environment({"LANG": "C", "LANGUAGE": "ja"}) == "en"
    assert language_from_environment({"LANG": "fr_FR.UTF-8"}) == "en"
    assert [normalize_language(t) for t in ("zh-Hant", "zh_HK", "zh", "zh-Hans", "ko-KR")] == [
        "zh_TW",
        "zh_TW",
        "zh_CN",
        "zh_CN",
        "ko",
    ]
    assert normalize_language("de") is None
    assert html_lang("zh_TW") == "zh-TW"


def test_mo_files_compile_and_read_back(tmp_path: Path) -> None:
    """Our .mo writer against Python's gettext reader (and GNU msgfmt's checks)."""
    for lang in TRANSLATED:
        entries = read_po(locale_dir() / f"{lang}.po")
        mo = tmp_path / lang / "LC_MESSAGES" / "inspector.mo"
        write_mo(entries, mo)
        with mo.open("rb") as handle:
            compiled = gettext.GNUTranslations(handle)
        assert compiled.gettext("No ToUnicode CMap") == translations(entries)["No ToUnicode CMap"]
        # A plural message: its forms, chosen by the catalogue's own Plural-Forms.
        singular, plural = "{count} code", "{count} codes"
        assert compiled.ngettext(singular, plural, 1) == translations(entries)[(singular, 0)]
        assert compiled.ngettext(singular, plural, 5) == translations(entries)[(singular, 0)]
        assert compiled.info()["content-type"] == "text/plain; charset=UTF-8"
        if shutil.which("msgfmt"):
            subprocess.run(
                ["msgfmt", "--check-format", "-o", os.devnull, str(locale_dir() / f"{lang}.po")],
                check=True,
                capture_output=True,
            )


def test_po_reader_round_trip(tmp_path: Path) -> None:
    entries = [
        Entry("", "Content-Type: text/plain; charset=UTF-8\n"),
        Entry('a "quoted"\ttext\nwith a newline', "訳\n", comments=["#: x.py:1"]),
        Entry("context", "文脈", msgctxt="menu"),
        Entry("rough", "草稿", flags={"fuzzy"}),
        Entry("empty"),
        Entry("{n} file", msgid_plural="{n} files", plurals=["{n} ファイル"]),
        Entry("{n} page", msgid_plural="{n} pages", plurals=["{n} page", "{n} pages"]),
        Entry("{n} row", msgid_plural="{n} rows", plurals=[""]),
    ]
    path = tmp_path / "t.po"
    path.write_text(format_po(entries), "utf-8")
    assert 'msgid_plural "{n} files"\nmsgstr[0] "{n} ファイル"\n' in path.read_text("utf-8")
    back = read_po(path)
    assert [(e.msgid, e.msgstr, e.msgctxt, e.flags, e.msgid_plural, e.plurals) for e in back] == [
        (e.msgid, e.msgstr, e.msgctxt, e.flags, e.msgid_plural, e.plurals) for e in entries
    ]
    # Fuzzy and empty translations are not used, as msgfmt leaves them out.
    assert translations(back) == {
        'a "quoted"\ttext\nwith a newline': "訳\n",
        "menu\x04context": "文脈",
        ("{n} file", 0): "{n} ファイル",
        ("{n} page", 0): "{n} page",
        ("{n} page", 1): "{n} pages",
    }
    # Compiled, Python's gettext reads the plural forms back.
    entries[0].msgstr += "Plural-Forms: nplurals=2; plural=(n != 1);\n"
    mo = tmp_path / "t.mo"
    write_mo(entries, mo)
    with mo.open("rb") as handle:
        compiled = gettext.GNUTranslations(handle)
    assert [compiled.ngettext("{n} page", "{n} pages", n) for n in (1, 3)] == [
        "{n} page",
        "{n} pages",
    ]


def test_wide_wrapping_keeps_words_and_punctuation() -> None:
    text = (
        "フォントに /ToUnicode がありません。エンコーディングまたは文字コレクションが"
        "示す場合だけ回復できます。"
    )
    lines = wrap_wide(text, 30)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert all(sum(2 if ord(c) > 0x2E80 else 1 for c in line) <= 30 for line in lines)
    assert any("/ToUnicode" in line for line in lines)  # a PDF name is never split
    assert not any(line.startswith(("。", "、")) for line in lines)


def test_locale_gives_japanese_reasons_from_the_command(tmp_path: Path) -> None:
    """`LANG=ja_JP.UTF-8 pdf-font-inspector fonts FILE`, as a user runs it."""
    path = _no_tounicode_pdf(tmp_path)
    env = {**os.environ, "LANG": "ja_JP.UTF-8", "PYTHONPATH": str(REPO)}
    env.pop("LC_ALL", None)
    env.pop("LANGUAGE", None)
    result = subprocess.run(
        [sys.executable, "-m", "inspector", "fonts", str(path)],
        env=env,
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=True,
    )
    out = result.stdout
    assert "判定: 回復不能: ABCDEF+Sub" in out
    assert "Unicode がなく、それがどの文字かを示すものがファイル内にありません" in out
    assert "ToUnicode がありません" in out  # a finding's message
    assert "FONT-NO-TOUNICODE" in out and "error:" in out  # codes and severities stay
    assert "埋め込み" in out.splitlines()[0]  # the table's header
    assert "codes have no Unicode" not in out


def test_lang_option_and_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = str(_no_tounicode_pdf(tmp_path))
    assert main(["fonts", path, "--json", "--lang", "zh_TW"]) == 0
    data = json.loads(capsys.readouterr().out)
    font = next(f for f in data["fonts"] if f["base_font"].startswith("ABCDEF+Sub"))
    assert font["verdict"] == "not-recoverable"  # enum values stay
    assert "has no Unicode" in font["verdict_reason"]  # English for tools (1 code of 1)
    assert "沒有 Unicode" in font["verdict_reason_translated"]
    finding = font["findings"][0]
    assert finding["code"] == "FONT-NO-TOUNICODE" and "ToUnicode" in finding["message"]
    assert "沒有 ToUnicode" in finding["message_translated"]
    assert "沒有" in data["verdict"]["reason_translated"]
    # The locale alone translates what people read, never the JSON.
    os.environ["LANG"] = "ja_JP.UTF-8"
    try:
        assert main(["fonts", path, "--json"]) == 0
    finally:
        os.environ.pop("LANG")
    assert "_translated" not in capsys.readouterr().out
    assert main(["explain", "FONT-NO-TOUNICODE", "--lang=ko"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("FONT-NO-TOUNICODE (warning): ToUnicode CMap이 없습니다")
    assert main(["fonts", path, "--lang", "xx"]) == 2
    assert "choose one of en, ja, zh_CN, zh_TW, ko" in capsys.readouterr().err


def test_korean_html_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`report --lang ko -o r.html`: lang="ko", the verdict and the findings in Korean,
    the codes as they are."""
    path = str(_no_tounicode_pdf(tmp_path))
    out = tmp_path / "r.html"
    assert main(["report", path, "--lang", "ko", "-o", str(out)]) == 0
    html = out.read_text("utf-8")
    assert '<html lang="ko">' in html
    for korean in ("판정", "복구 불가", "해야 할 일", "발견 사항", "페이지별 텍스트", "글꼴"):
        assert korean in html, korean
    assert "FONT-NO-TOUNICODE" in html and "What to do" not in html
    assert "Only OCR can read them" not in html


@pytest.mark.parametrize("lang", TRANSLATED)
def test_markdown_and_json_reports(lang: str, tmp_path: Path) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    path = str(_no_tounicode_pdf(tmp_path))
    md, js = tmp_path / "r.md", tmp_path / "r.json"
    assert main(["report", path, "--lang", lang, "-o", str(md)]) == 0
    assert main(["report", path, "--lang", lang, "-o", str(js)]) == 0
    text = md.read_text("utf-8")
    assert "What to do" not in text and "FONT-NO-TOUNICODE" in text
    assert any(HAN_OR_KANA[0] <= c <= HAN_OR_KANA[1] or "\uac00" <= c <= "\ud7a3" for c in text)
    report = json.loads(js.read_text("utf-8"))
    schema = json.loads((REPO / "inspector/report/schema/report.schema.json").read_text("utf-8"))
    jsonschema.validate(report, schema)
    assert report["options"]["lang"] == lang
    assert report["summary"]["verdict"] == "not-recoverable"
    assert report["summary"]["advice_translated"][0] != report["summary"]["advice"][0]
