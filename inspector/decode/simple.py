"""Simple fonts (Type1, MMType1, TrueType, Type3): one byte, one code (ISO 32000-1 §9.6)."""

from __future__ import annotations

from inspector.chain import CodeInfo, Flag, Origin, UnicodeSource, WidthSource
from inspector.cmap import CMap
from inspector.decode.codenames import CodeNames, code_name_texts
from inspector.decode.evidence import (
    is_variant_ideograph,
    maps_to_nothing,
    recovery,
    unified_ideograph,
)
from inspector.decode.font import Font, FontFacts
from inspector.decode.unicode import flag_set, unicode_flags, utf16_text
from inspector.encoding import glyph_name_to_unicode, standard14_width
from inspector.encoding.texnames import tex_glyph_name_to_unicode
from inspector.findings import Finding
from inspector.i18n.message import msg
from inspector.pdf.fontdict import FontSpec


class SimpleFont(Font):
    """A simple font with its encoding, widths and optional ToUnicode."""

    kind = "simple"

    def __init__(
        self,
        spec: FontSpec,
        findings: list[Finding],
        *,
        names: tuple[str | None, ...],
        differences: frozenset[int],
        encoding_label: str | None,
        base_label: str,
        to_unicode: CMap | None,
        standard14: str | None,
        width_scale: float = 1.0,
        explicit_base: str | None = None,
    ) -> None:
        super().__init__(spec, findings)
        self.names = names
        self.differences = differences
        self.encoding_label = encoding_label
        self.base_label = base_label
        self.to_unicode = to_unicode
        self.standard14 = standard14
        self.width_scale = width_scale
        self.zapf = standard14 == "ZapfDingbats"
        self.explicit_base = explicit_base
        """The base encoding the font's /Encoding names, if any."""
        self._code_names: CodeNames | None = None
        if spec.subtype == "Type3":
            self.kind = "type3"

    @property
    def facts(self) -> FontFacts:
        """Dictionary facts of the simple font."""
        spec = self.spec
        desc = spec.descriptor
        program = None
        if desc and desc.program_key:
            program = desc.program_key + (
                f"/{desc.program_subtype}" if desc.program_subtype else ""
            )
        return FontFacts(
            objnum=spec.objnum,
            subtype=spec.subtype,
            descendant_subtype=None,
            base_font=spec.base_font,
            embedded=program is not None or spec.subtype == "Type3",
            encoding=self.encoding_label,
            cid_system_info=None,
            to_unicode=spec.to_unicode is not None,
            wmode=0,
            program=program,
        )

    def width_values(self) -> list[float]:
        """The /Widths entries, else the standard 14 metrics of the encoding's glyphs."""
        spec = self.spec
        if spec.widths is not None:
            return [w * self.width_scale for w in spec.widths if w is not None]
        if self.standard14 is not None:
            found = (standard14_width(self.standard14, n) for n in self.names if n)
            return [w for w in found if w is not None]
        return []

    def _width(self, code: int, name: str | None) -> tuple[float, WidthSource]:
        spec = self.spec
        if spec.widths is not None and spec.first_char is not None:
            index = code - spec.first_char
            if 0 <= index < len(spec.widths):
                value = spec.widths[index]
                if value is not None:
                    return value * self.width_scale, WidthSource.WIDTHS
        if spec.widths is None and self.standard14 is not None and name is not None:
            std = standard14_width(self.standard14, name)
            if std is not None:
                return std, WidthSource.STANDARD_14
        if spec.descriptor is not None and spec.descriptor.missing_width is not None:
            return spec.descriptor.missing_width * self.width_scale, WidthSource.MISSING_WIDTH
        return 0.0, WidthSource.DEFAULT

    def describe(self, code_bytes: bytes, valid: bool) -> CodeInfo:
        """The chain for one byte (§9.6.6, §9.10.2)."""
        code = code_bytes[0] if code_bytes else 0
        name = self.names[code] if len(code_bytes) == 1 else None
        flags: set[Flag] = set()
        unicode: str | None = None
        source = UnicodeSource.NONE
        origin: Origin | None = None
        clean = True
        if self.to_unicode is not None:
            found = self.to_unicode.lookup_bytes(code_bytes)
            if found is not None:
                unicode, clean = utf16_text(found[0])
                source = UnicodeSource.TOUNICODE
                origin = found[1]
        if unicode is None and name is not None:
            mapped = glyph_name_to_unicode(name, zapf_dingbats=self.zapf)
            if mapped is not None:
                unicode = mapped
                if code in self.differences:
                    source = UnicodeSource.GLYPH_NAME
                    origin = Origin("Differences")
                else:
                    source = UnicodeSource.ENCODING
                    origin = Origin(self.base_label)
        if name == ".notdef" or (
            name is None and self.spec.subtype in ("Type1", "MMType1", "Type3")
        ):
            flags.add(Flag.NOTDEF)
        flags |= unicode_flags(unicode)
        if not clean:
            flags.add(Flag.SUSPECT)
        width, wsource = self._width(code, name)
        nothing = maps_to_nothing(unicode)
        if not self.text_only or (
            nothing
            or (source is UnicodeSource.TOUNICODE and any(map(is_variant_ideograph, unicode or "")))
        ):
            gid, gid_rule, program_unicode, program_advance, program_name = self._program_glyph(
                code, name
            )
        else:
            # Text alone: the program's answers change no text here (see Font.text_only).
            gid = gid_rule = program_unicode = program_advance = program_name = None
        # A symbolic TrueType font without a usable /Encoding gives its codes no glyph
        # names; the glyph §9.6.6.4 selects by the cmap still has its post name, which
        # the trace shows and recovery reads (corpus: yob__tounicode-wrong-type.pdf).
        glyph_name = name if name is not None else program_name
        recovered = None
        if nothing and Flag.INVALID not in flags:
            recovered = recovery(program_unicode, name, zapf_dingbats=self.zapf)
            if recovered is None and program_name is not None and program_name != name:
                recovered = recovery(None, program_name, zapf_dingbats=self.zapf)
            if recovered is None and name is not None and self.to_unicode is None:
                text = self.code_names().texts.get(code)
                if text is not None:
                    recovered = text, UnicodeSource.NAME_PATTERN
            if recovered is None and name is not None:
                text = tex_glyph_name_to_unicode(name)
                if text is not None:
                    recovered = text, UnicodeSource.TEX_NAME
        unified = None
        if source is UnicodeSource.TOUNICODE and unicode is not None:
            unified = unified_ideograph(unicode, program_unicode=program_unicode)
        return CodeInfo(
            code_bytes=code_bytes,
            code=code,
            cid=None,
            cid_origin=None,
            gid=gid,
            glyph_name=glyph_name,
            unicode=unicode,
            unicode_source=source,
            unicode_origin=origin,
            width=width,
            width_source=wsource,
            flags=flag_set(flags),
            program_unicode=program_unicode,
            program_advance=program_advance,
            gid_rule=gid_rule,
            recovered=recovered[0] if recovered else None,
            recovered_source=recovered[1] if recovered else UnicodeSource.NONE,
            unified=unified,
        )

    def code_names(self) -> CodeNames:
        """The codes whose glyph names are the codes themselves, read in the base encoding
        (:mod:`inspector.decode.codenames`). Not used for a font with a ToUnicode: its
        producer knew the text and chose the codes itself."""
        if self._code_names is None:
            self._code_names = code_name_texts(self.names, self.explicit_base)
        return self._code_names

    def _name_from(self, code: int) -> str:
        """Where a code's glyph name comes from (§9.6.5): /Differences, the base encoding
        the font names, or the program's built-in encoding."""
        if code in self.differences:
            return "Differences"
        return "built-in encoding" if self.base_label == "built-in" else self.base_label

    def _program_glyph(
        self, code: int, name: str | None
    ) -> tuple[int | None, str | None, str | None, float | None, str | None]:
        """GID (§9.6.6.4 for TrueType, the glyph name otherwise), its rule, and the
        program's own Unicode, advance and (for TrueType, whose glyphs are found by the
        cmap rather than by name) glyph name for it."""
        program = self.program
        if program is None:
            return None, None, None, None, None
        truetype = self.spec.subtype == "TrueType"
        if truetype:
            symbolic = bool(self.spec.descriptor and self.spec.descriptor.flags & 4)
            found = program.simple_truetype_glyph(
                code, symbolic, name, to_unicode=glyph_name_to_unicode
            )
            gid, rule = (found.gid, found.rule) if found is not None else (None, None)
        elif name is not None:
            origin = self._name_from(code)
            rule = (
                msg("glyph name /{name} (built-in encoding)", name=name)
                if origin == "built-in encoding"
                else msg("glyph name /{name} ({origin})", name=name, origin=origin)
            )
            gid = program.gid_for_name(name)
        else:
            return None, None, None, None, None
        if gid is None:
            return None, rule, None, None, None
        program_name = program.glyph_name(gid) if truetype else None
        advance = program.advance(gid)
        self.has_outline(gid)  # remembered for the diagnostics; CFF: from the advance's run
        return gid, rule, program.unicode_for_gid(gid), advance, program_name
