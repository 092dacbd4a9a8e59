"""Running the rules over a document and reaching the verdicts."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from inspector.catalogue import RECOVERY_CODES, UNREAD_CODES
from inspector.chain import CodeInfo, Flag, UnicodeSource
from inspector.content import PageTrace
from inspector.decode import Font, FontEntry
from inspector.decode.font import FontLearning
from inspector.diagnostics import rules_fonts, rules_program, rules_unicode
from inspector.diagnostics.pageusage import RunUsage, page_health
from inspector.diagnostics.usage import FontUsage
from inspector.diagnostics.verdict import Diagnosis, FontVerdict, PageHealth, Verdict
from inspector.findings import Finding
from inspector.i18n.message import msg, msg_n

Rule = Callable[[FontEntry, FontUsage], Iterator[Finding]]

RULES: tuple[Rule, ...] = (
    rules_unicode.check_unmapped,
    rules_unicode.check_suspect,
    rules_unicode.check_variant_ideographs,
    rules_unicode.check_collapse,
    rules_unicode.check_tounicode_vs_collection,
    rules_unicode.check_tounicode_vs_glyph_names,
    rules_unicode.check_tounicode_code_lengths,
    rules_unicode.check_actual_text,
    rules_fonts.check_invalid_codes,
    rules_fonts.check_notdef,
    rules_fonts.check_collection,
    rules_fonts.check_uniform_widths,
    rules_fonts.check_vertical_metrics,
    rules_fonts.check_type3_names,
    rules_fonts.check_code_names,
    rules_fonts.check_metrics,
    rules_program.check_tounicode_vs_program,
    rules_program.check_widths_vs_program,
    rules_program.check_program_metrics,
    rules_program.check_outlines,
)

SUSPICIOUS_CODES = (
    "TOUNICODE-DISAGREES-COLLECTION",
    "TOUNICODE-DISAGREES-PROGRAM",
    "TOUNICODE-DISAGREES-GLYPH-NAMES",
    "UNICODE-COLLAPSE",
    "CSI-MISMATCH",
    "UNICODE-SUSPECT",
    "ENCODING-UNKNOWN",
)
"""Findings that make a font's existing mapping untrustworthy, most telling first
(ENCODING-UNKNOWN: an /Encoding that names no encoding, so which glyph a code draws, and
its text, are the guess of a fallback)."""


class Diagnoser:
    """Collects page traces one at a time, then runs the rules once."""

    def __init__(self) -> None:
        self.usage: dict[object, FontUsage] = {}
        self.pages: list[PageHealth] = []
        self.page_findings: list[Finding] = []
        self.unread: list[Finding] = []
        self.recovered: list[Finding] = []
        self._pending: dict[object, tuple[str, int, list[tuple[list[CodeInfo], FontLearning]]]]
        self._pending = {}
        """Font key -> (resource name, page of first use, the new descriptions and what the
        font learned of each run taken in by :meth:`merge`), not adopted yet."""

    def add(self, trace: PageTrace) -> None:
        """Take in one page."""
        for show in trace.strings:
            usage = self.usage.get(show.font_key)
            if usage is None:
                usage = self.usage[show.font_key] = FontUsage(show.font_key)
            usage.add(show)
        self.pages.append(page_health(trace))
        self.page_findings.extend(trace.findings)
        self.unread.extend(trace.unread)
        self.recovered.extend(trace.recovered)

    def merge(self, run: RunUsage) -> None:
        """Take in a run of pages read in another process (:func:`run_usage`), runs in
        page order; :meth:`adopt_pending` then gives its descriptions to the fonts."""
        self.pages.extend(run.pages)
        self.page_findings.extend(run.findings)
        self.unread.extend(run.unread)
        self.recovered.extend(run.recovered)
        for key, part in run.fonts.items():
            usage = self.usage.get(key)
            if usage is None:
                usage = self.usage[key] = FontUsage(key)
            pending = self._pending.get(key)
            if pending is None:
                pending = self._pending[key] = (part.font_name, part.page_index, [])
            known, invalid = usage.codes, usage.invalid
            new = [
                info
                for code, info in part.codes.items()
                if code not in known and code not in invalid
            ]
            for info in new:
                (invalid if Flag.INVALID in info.flags else known)[info.code_bytes] = info
            if part.learning is not None:
                pending[2].append((new, part.learning))
            # Keyed by the descriptions' own code bytes: received ones are shared between
            # fonts (see :func:`inspector.chain.received_code`), the run's copies let go.
            codes, counts, first_seen = part.codes, usage.counts, usage.first_seen
            for code, count in part.counts.items():
                sent = codes.get(code)
                key = code if sent is None else sent.code_bytes
                counts[key] = counts.get(key, 0) + count
            for code, where in part.first_seen.items():
                sent = codes.get(code)
                first_seen.setdefault(code if sent is None else sent.code_bytes, where)
            usage.glyphs += part.glyphs
            usage.actual_text += part.actual_text

    def pending_fonts(self) -> list[tuple[object, str, int]]:
        """The fonts of merged runs not told yet what the runs' fonts learned: (key,
        resource name of the first ``Tf`` selecting it, page of that first use), in order
        of first use."""
        return [(key, name, page) for key, (name, page, _learned) in self._pending.items()]

    def adopt_pending(self, fonts: dict[object, Font]) -> None:
        """Have this process's fonts (``fonts``: one for each key of :meth:`pending_fonts`)
        adopt the descriptions and program facts of the merged runs, in run order."""
        for key, (_name, _page, learned) in self._pending.items():
            font, usage = fonts[key], self.usage[key]
            for codes, learning in learned:
                for sent, kept in zip(codes, font.adopt(codes, learning)):
                    if kept is not sent:  # the font had described it (the window's pages)
                        known = usage.invalid if Flag.INVALID in kept.flags else usage.codes
                        known[kept.code_bytes] = kept
        self._pending.clear()

    def finish(self, entries: Iterable[FontEntry]) -> Diagnosis:
        """Run the rules on every font and reach the verdicts."""
        verdicts: dict[object, FontVerdict] = {}
        findings: dict[object, tuple[Finding, ...]] = {}
        for entry in entries:
            usage = self.usage.get(entry.key) or FontUsage(entry.key)
            found = list(entry.font.findings)
            for rule in RULES:
                found.extend(rule(entry, usage))
            findings[entry.key] = tuple(found)
            verdicts[entry.key] = font_verdict(entry, usage, found)
        worst_key = max(
            (k for k in verdicts if self.usage.get(k) and self.usage[k].glyphs),
            key=lambda k: (verdicts[k].verdict.rank, self.usage[k].glyphs),
            default=None,
        )
        reason: str
        if worst_key is None:
            verdict, reason, root = Verdict.OK, msg("The inspected pages show no text."), None
        else:
            worst = verdicts[worst_key]
            verdict, root = worst.verdict, worst.root_cause
            reason = worst.reason
        content = self._content_verdict()
        if content is not None and content[0].rank >= verdict.rank:
            verdict, reason, root = content
        return Diagnosis(
            verdict=verdict,
            reason=reason,
            root_cause=root,
            fonts=verdicts,
            findings=findings,
            pages=tuple(self.pages),
            page_findings=tuple(self.page_findings),
            unread=tuple(self.unread),
            recovered=tuple(self.recovered),
        )

    def _content_verdict(self) -> tuple[Verdict, str, str] | None:
        """What the reading of the pages' content says, whatever their fonts do: unreadable
        when part of it could not be read, recoverable when only the inspector read it."""
        if self.unread:
            first = self.unread[0]
            more = len(self.unread) - 1
            where, message = _where(self.unread), first.message
            if not more:
                reason = msg(
                    "{where}: {message}. What is not read is unknown, not empty: the text "
                    "there may be missing.",
                    where=where,
                    message=message,
                )
            elif more == 1:
                reason = msg(
                    "{where}: {message} (and 1 more part not read). What is not read is "
                    "unknown, not empty: the text there may be missing.",
                    where=where,
                    message=message,
                )
            else:
                reason = msg(
                    "{where}: {message} (and {more} more parts not read). What is not read is "
                    "unknown, not empty: the text there may be missing.",
                    where=where,
                    message=message,
                    more=more,
                )
            return (
                Verdict.UNREADABLE,
                reason,
                first.code,
            )
        if self.recovered:
            first = self.recovered[0]
            if first.code == "STREAM-FILTER-SKIPPED":
                reason = msg(
                    "{where}: {message}. qpdf and pdftotext read none of it, so their text "
                    "lacks it; `repair` writes it in a form they read.",
                    where=_where(self.recovered),
                    message=first.message,
                )
            else:
                reason = msg(
                    "{where}: {message}. qpdf, pdftotext and mutool read none of it, so their "
                    "text lacks it; `repair` writes it in a form they read.",
                    where=_where(self.recovered),
                    message=first.message,
                )
            return Verdict.RECOVERABLE, reason, first.code
        return None


def font_verdict(entry: FontEntry, usage: FontUsage, findings: list[Finding]) -> FontVerdict:
    """One font's verdict with its reason (issue: verdicts ok / recoverable / ...)."""
    infos = [*usage.codes.values(), *usage.invalid.values()]
    unmapped = [i for i in infos if Flag.UNMAPPED in i.flags]
    suspect = [i for i in infos if Flag.SUSPECT in i.flags]
    codes = {f.code for f in findings}
    name = rules_unicode.label(entry)

    def verdict(
        v: Verdict, reason: str, root: str | None, recovery: str | None = None
    ) -> FontVerdict:
        return FontVerdict(
            verdict=v,
            reason=reason,
            root_cause=root,
            codes_used=len(infos),
            glyphs=usage.glyphs,
            unmapped=len(unmapped),
            suspect=len(suspect),
            invalid=len(usage.invalid),
            recovery=recovery,
        )

    if not infos:
        return verdict(
            Verdict.OK, msg("{font} is not used on the inspected pages.", font=name), None
        )
    unread = [f for f in findings if f.code in UNREAD_CODES]
    if unread:
        return verdict(
            Verdict.UNREADABLE,
            msg_n(
                "{message}. Part of the font could not be read, so the text of its {count} "
                "code is not certain.",
                "{message}. Part of the font could not be read, so the text of its {count} "
                "codes is not certain.",
                len(infos),
                message=unread[0].message,
                count=len(infos),
            ),
            unread[0].code,
        )
    if unmapped:
        recovery = entry.font.recovery_route(unmapped)
        root = _root(
            codes,
            (
                "CODE-OUTSIDE-CODESPACE",
                "CMAP-CODESPACE-PREFIX",
                "FONT-NO-TOUNICODE",
                "TOUNICODE-WRONG-TYPE",
                "TOUNICODE-MISSING-CODES",
                "TYPE3-NO-MEANING",
                "FONT-UNBUILDABLE",
                "FONT-RESOURCE-MISSING",
                "ENCODING-UNKNOWN",
                "UNICODE-UNMAPPED",
            ),
        )
        shaped = [i for i in unmapped if i.shape is not None and i.shape.accepted]
        if recovery == "glyph-shape":
            return verdict(
                Verdict.RECOVERABLE,
                msg_n(
                    "{font}: {count} code of {total} has no Unicode in the PDF; {shapes} "
                    "Recoverable by glyph shape: review the match, the file does not state it.",
                    "{font}: {count} of {total} codes have no Unicode in the PDF; {shapes} "
                    "Recoverable by glyph shape: review the matches, the file does not state "
                    "them.",
                    len(unmapped),
                    font=name,
                    count=len(unmapped),
                    total=len(infos),
                    shapes=_shape_summary(shaped, unmapped),
                ),
                "GLYPH-SHAPE-RECOVERED",
                recovery,
            )
        if recovery == "name-pattern":
            return verdict(
                Verdict.RECOVERABLE,
                msg_n(
                    "{font}: {count} code of {total} has no Unicode in the PDF; its glyph "
                    "name is its code, read in the font's base encoding. A guess: check the "
                    "text against the page.",
                    "{font}: {count} of {total} codes have no Unicode in the PDF; their glyph "
                    "names are their codes, read in the font's base encoding. A guess: check "
                    "the text against the page.",
                    len(unmapped),
                    font=name,
                    count=len(unmapped),
                    total=len(infos),
                ),
                "GLYPH-NAME-PATTERN",
                recovery,
            )
        if recovery is not None:
            return verdict(
                Verdict.RECOVERABLE,
                msg_n(
                    "{font}: {count} code of {total} has no Unicode in the PDF, but its "
                    "character can be read from {route}.",
                    "{font}: {count} of {total} codes have no Unicode in the PDF, but their "
                    "characters can be read from {route}.",
                    len(unmapped),
                    font=name,
                    count=len(unmapped),
                    total=len(infos),
                    route=_ROUTES.get(recovery, recovery),
                ),
                root,
                recovery,
            )
        if shaped:
            return verdict(
                Verdict.NOT_RECOVERABLE,
                msg_n(
                    "{font}: {count} code of {total} has no Unicode and nothing in the file "
                    "says which character it is; {shapes} The rest need a person or OCR.",
                    "{font}: {count} of {total} codes have no Unicode and nothing in the file "
                    "says which characters they are; {shapes} The rest need a person or OCR.",
                    len(unmapped),
                    font=name,
                    count=len(unmapped),
                    total=len(infos),
                    shapes=_shape_summary(shaped, unmapped),
                ),
                root,
            )
        return verdict(
            Verdict.NOT_RECOVERABLE,
            msg_n(
                "{font}: {count} code of {total} has no Unicode and nothing in the file says "
                "which character it is; only OCR can read it.",
                "{font}: {count} of {total} codes have no Unicode and nothing in the file says "
                "which characters they are; only OCR can read them.",
                len(unmapped),
                font=name,
                count=len(unmapped),
                total=len(infos),
            ),
            root,
        )
    root = _root(codes, SUSPICIOUS_CODES)
    if root is not None:
        message = next(f.message for f in findings if f.code == root)
        return verdict(Verdict.SUSPICIOUS, msg("{message}.", message=message), root)
    sources = {i.unicode_source for i in infos}
    if UnicodeSource.COLLECTION in sources and entry.font.to_unicode is None:
        return verdict(
            Verdict.RECOVERABLE,
            msg(
                "{font} has no ToUnicode; readers that follow ISO 32000-1 §9.10.2 recover the "
                "text through the character collection, others print garbage.",
                font=name,
            ),
            "FONT-NO-TOUNICODE",
            "collection",
        )
    if "UNICODE-VARIANT-IDEOGRAPH" in codes:
        return verdict(
            Verdict.RECOVERABLE,
            msg(
                "{font}: the ToUnicode gives Kangxi radicals or compatibility ideographs where "
                "the embedded program or the character collection shows unified ideographs; the "
                "text is right once they are replaced.",
                font=name,
            ),
            "UNICODE-VARIANT-IDEOGRAPH",
            "normalization",
        )
    recovered = [f for f in findings if f.code in RECOVERY_CODES]
    if recovered:
        if recovered[0].code == "STREAM-FILTER-SKIPPED":
            reason = msg(
                "{message}. qpdf and pdftotext cannot decode it, so their text of this font is "
                "wrong; `repair` writes it in a form they read.",
                message=recovered[0].message,
            )
        else:
            reason = msg(
                "{message}. qpdf, pdftotext and mutool cannot decode it, so their text of this "
                "font is wrong; `repair` writes it in a form they read.",
                message=recovered[0].message,
            )
        return verdict(Verdict.RECOVERABLE, reason, recovered[0].code, "stream")
    return verdict(
        Verdict.OK, msg("{font}: every code used has a trustworthy Unicode value.", font=name), None
    )


_ROUTES: dict[str, str] = {
    "collection": msg("the character collection's UCS2 map"),
    "font-cmap": msg("the embedded font program's cmap table"),
    "glyph-name": msg("the glyph names in the font program"),
    "glyph-shape": msg("their glyph shapes, matched against installed fonts"),
    "name-pattern": msg("their glyph names, which are their codes (a guess)"),
    "tex-glyph-name": msg("their TeX glyph names, by the inspector's table of TeX font names"),
    "identity-name": msg(
        "their codes read as UTF-16, for a /ToUnicode named /Identity-H (a guess)"
    ),
}


def _shape_summary(shaped: list[CodeInfo], unmapped: list[CodeInfo]) -> str:
    """ "120 (96 %) were read from their glyph shapes (confidence median 0.93, lowest
    0.52); left for a person: 5." """
    sure = sorted(i.shape.confidence for i in shaped if i.shape is not None)
    share = round(100 * len(shaped) / len(unmapped)) if unmapped else 0
    rest = len(unmapped) - len(shaped)
    median = sure[len(sure) // 2] if sure else 0.0
    lowest = sure[0] if sure else 0.0
    return msg_n(
        "{count} ({share} %) was read from its glyph shape (confidence median "
        "{median:.2f}, lowest {lowest:.2f}); left for a person: {rest}.",
        "{count} ({share} %) were read from their glyph shapes (confidence median "
        "{median:.2f}, lowest {lowest:.2f}); left for a person: {rest}.",
        len(shaped),
        count=len(shaped),
        share=share,
        median=median,
        lowest=lowest,
        rest=rest,
    )


def _where(found: list[Finding]) -> str:
    """ "Page 3", "Pages 1, 4, 5" (or "The content" when no page is known)."""
    pages = sorted({f.location.page_index + 1 for f in found if f.location.page_index is not None})
    if not pages:
        return msg("The content")
    if len(pages) == 1:
        return msg("Page {page}", page=pages[0])
    shown = ", ".join(str(p) for p in pages[:10])
    if len(pages) > 10:
        return msg("Pages {pages} and {more} more", pages=shown, more=len(pages) - 10)
    return msg("Pages {pages}", pages=shown)


def _root(codes: set[str], order: tuple[str, ...]) -> str | None:
    return next((c for c in order if c in codes), None)
