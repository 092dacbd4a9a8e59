"""Bring the gettext catalogues up to date with the sources.

    python scripts/update_translations.py [--check]

Writes resources/locale/inspector.pot (every text to translate, from
inspector/i18n/extract.py) and merges it into resources/locale/<lang>.po for ja, zh_CN,
zh_TW and ko: a new text gets an empty translation to fill in, a text no longer used is
dropped, and a translation whose English changed is kept but marked fuzzy (review it, then
remove the flag). A plural message (msg_n, _n in templates) gets msgid_plural and one
msgstr[N] per form of the language's Plural-Forms (PLURAL_FORMS in
inspector/i18n/language.py); a text that became the plural of a plural message keeps its
translation, in every form (fuzzy where the language has more than one). --check writes
nothing and exits 1 when a catalogue lacks a text or a translation.

It also runs pyside6-lupdate over inspector/gui into resources/translations/
inspector_<lang>.ts (the window's texts: tr(), QCoreApplication.translate,
QT_TRANSLATE_NOOP); a new text there is "unfinished" until translated (in Qt Linguist,
pyside6-linguist, or by hand in the XML). --check also reports unfinished window texts.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from inspector.i18n.extract import Found, messages  # noqa: E402
from inspector.i18n.language import LANGUAGES, PLURAL_FORMS  # noqa: E402
from inspector.i18n.po import Entry, format_po, read_po  # noqa: E402

LOCALE = REPO / "resources" / "locale"
QT = REPO / "resources" / "translations"
HEADER = (
    "Project-Id-Version: pdf-font-inspector\n"
    "MIME-Version: 1.0\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Content-Transfer-Encoding: 8bit\n"
    "Language: {lang}\n"
    "Plural-Forms: {plural_forms}\n"
)


def nplurals(lang: str) -> int:
    """How many plural forms ``lang`` has."""
    return int(PLURAL_FORMS[lang].split("nplurals=")[1].split(";")[0])


def merged(lang: str, found: dict[str, Found]) -> tuple[list[Entry], list[str]]:
    """The catalogue of ``lang`` with exactly the texts ``found``; what lacks a
    translation."""
    path = LOCALE / f"{lang}.po"
    old = {e.msgid: e for e in read_po(path)} if path.exists() else {}
    # A plural message whose singular was reworded keeps the translations of its forms.
    by_plural = {e.msgid_plural: e for e in old.values() if e.msgid_plural is not None}
    forms = nplurals(lang)
    entries = [Entry("", HEADER.format(lang=lang, plural_forms=PLURAL_FORMS[lang]))]
    missing = []
    for msgid, text in found.items():
        previous = old.get(msgid)
        if previous is None and text.plural is not None and text.plural in by_plural:
            previous = by_plural[text.plural]
            previous.flags = previous.flags | ({"fuzzy"} if forms > 1 else set())
        entry = Entry(msgid, msgid_plural=text.plural)
        entry.flags = set(previous.flags) if previous else set()
        entry.comments = [f"#: {p}" for p in text.places[:3]]
        if text.plural is None:
            entry.msgstr = previous.msgstr if previous and previous.msgid_plural is None else ""
        elif previous is not None and previous.msgid_plural is not None:
            entry.plurals = (previous.plurals + [""] * forms)[:forms]
            if previous.msgid_plural != text.plural:
                entry.flags.add("fuzzy")
        else:
            # A text that became the plural (or the singular) of a plural message: its
            # translation serves every form, to review where the language has several.
            before = old.get(text.plural) or previous
            entry.plurals = [before.msgstr if before else ""] * forms
            if before is not None and before.msgstr:
                entry.flags = set(before.flags) | ({"fuzzy"} if forms > 1 else set())
        if not entry.translated or entry.fuzzy:
            missing.append(msgid)
        entries.append(entry)
    return entries, missing


def lupdate(lang: str) -> None:
    """Refresh the window's .ts file of ``lang`` from the sources. English gets only the
    texts with a count (``%n``), whose singular and plural forms it must give."""
    tool = Path(sys.executable).parent / "pyside6-lupdate"
    command = [str(tool) if tool.exists() else "pyside6-lupdate"]
    command += ["-extensions", "py", "-no-obsolete", "-locations", "relative", "-silent"]
    if lang == "en":
        command.append("-pluralonly")
    command += ["inspector/gui", "-ts", str(QT / f"inspector_{lang}.ts"), "-target-language", lang]
    subprocess.run(command, cwd=REPO, check=True)


def unfinished(lang: str) -> list[str]:
    """The window's texts without a finished translation in ``lang``."""
    path = QT / f"inspector_{lang}.ts"
    if not path.exists():
        return ["(no .ts file)"]
    out = []
    for message in ET.parse(path).iter("message"):
        translation = message.find("translation")
        source = message.findtext("source") or ""
        if translation is None or translation.get("type") == "unfinished":
            out.append(source)
        elif message.get("numerus") == "yes":
            if not all(form.text for form in translation.iter("numerusform")):
                out.append(source)
        elif not translation.text:
            out.append(source)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if incomplete")
    args = parser.parse_args()
    found = messages()
    status = 0
    if not args.check:
        pot = [Entry("", HEADER.format(lang="", plural_forms=PLURAL_FORMS["en"]))]
        pot += [
            Entry(
                k,
                msgid_plural=v.plural,
                plurals=["", ""] if v.plural is not None else [],
                comments=[f"#: {p}" for p in v.places[:3]],
            )
            for k, v in found.items()
        ]
        (LOCALE / "inspector.pot").write_text(format_po(pot), "utf-8")
    for lang in LANGUAGES:
        if lang == "en":
            if not args.check:
                lupdate(lang)
            left = unfinished(lang)
            if left:
                status = 1
                sys.stderr.write(f"inspector_en.ts: {len(left)} plural forms unfinished\n")
            continue
        entries, missing = merged(lang, found)
        if not args.check:
            (LOCALE / f"{lang}.po").write_text(format_po(entries), "utf-8")
        if missing:
            status = 1
            sys.stderr.write(f"{lang}.po: {len(missing)} texts without a translation\n")
        if not args.check:
            QT.mkdir(exist_ok=True)
            lupdate(lang)
        left = unfinished(lang)
        if left:
            status = 1
            sys.stderr.write(f"inspector_{lang}.ts: {len(left)} window texts unfinished\n")
    return status if args.check else 0


if __name__ == "__main__":
    raise SystemExit(main())
